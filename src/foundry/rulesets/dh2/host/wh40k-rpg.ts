/**
 * The Warhammer 40,000 roleplay system (`wh40k-rpg`, JamesonRGrieve/wh40k-ttrpg-foundry-vtt, read at
 * 0.0.1-alpha.2, Foundry 13–14) as a dh2 host: its Dark Heresy 2nd edition character and NPC actors
 * (`dh2-character`, `dh2-npc`, and the other lines' characters and NPCs, which share the
 * creature template). Field paths: src/module/data/actor/templates/creature.ts (characteristics,
 * `size`, `wounds`, `fatigue`, `skills`), src/module/data/shared/stat-fields.ts (`size` 1–10, 4 by
 * default), src/module/data/item/trait.ts (`level`). docs/foundry-evidence.md § 29.
 * @module
 */
import type { HostAdapter } from "../../../rulesets";
import { dh2HostReading } from "./dh2-family";

/** Actor sub-types that move as characters: `<line>-character`, `<line>-npc`, and the generic `character` and `npc`. */
const CHARACTER_TYPE = /(^|-)(character|npc)$/;

/** The wh40k-rpg host adapter. */
export const wh40kRpgHost: HostAdapter = {
  systemId: "wh40k-rpg",
  versions: "0.0.1-alpha.2",
  read: (actor) => (CHARACTER_TYPE.test(actor.type ?? "") ? dh2HostReading(actor) : null),
  writes: {
    // npc.ts and chat-message.ts lower `system.wounds.value` by damage: it holds the wounds left.
    wounds: { path: "system.wounds.value", direction: "down", max: "system.wounds.max" },
    fatigue: { path: "system.fatigue.value", max: "system.fatigue.max" },
  },
};
