/**
 * The Warhammer 40,000 roleplay system (`wh40k-rpg`, JamesonRGrieve/wh40k-ttrpg-foundry-vtt, read at
 * 0.0.1-alpha.2, Foundry 13–14) as a dh2 host: its Dark Heresy 2nd edition character and NPC actors
 * (`dh2-character`, `dh2-npc`, and the other lines' characters and NPCs, which share the
 * creature template). Field paths: src/module/data/actor/templates/creature.ts (characteristics,
 * `size`, `wounds`, `fatigue`, `skills`), src/module/data/shared/stat-fields.ts (`size` 1–10, 4 by
 * default), src/module/data/item/trait.ts (`level`). What Stride writes goes through the host's own
 * methods where the actor has them: src/module/documents/npc.ts `applyDamage(amount, location,
 * options)` (NPCs; the method src/module/documents/chat-message.ts `applyDamage` calls, falling back to
 * the wounds field for actors without it) and src/module/documents/base-actor.ts `applyFatigue(amount)`
 * (every actor; it then checks the host's Fatigue thresholds). docs/foundry-evidence.md § 29, § 44.
 * @module
 */
import type { HostAdapter, HostApiCall } from "../../../rulesets";
import { dh2HostReading } from "./dh2-family";
import { hostMethod } from "../../../hosts";

/** Actor sub-types that move as characters: `<line>-character`, `<line>-npc`, and the generic `character` and `npc`. */
const CHARACTER_TYPE = /(^|-)(character|npc)$/;

/**
 * Damage through an NPC's `applyDamage`: falling damage ignores armour (rules/README.md ruling 4) and,
 * as Stride's own characters take it, Toughness; the host counts what goes past 0 wounds as Critical
 * Damage.
 */
const applyDamage: HostApiCall = (actor, amount) => {
  const fn = hostMethod(actor, "applyDamage");
  return fn ? () => fn.call(actor, amount, "body", { ignoreArmour: true, ignoreToughness: true }) : null;
};

/** Fatigue through the actor's `applyFatigue` (whole levels). */
const applyFatigue: HostApiCall = (actor, amount) => {
  const fn = hostMethod(actor, "applyFatigue");
  return fn ? () => fn.call(actor, Math.trunc(amount)) : null;
};

/** The wh40k-rpg host adapter. */
export const wh40kRpgHost: HostAdapter = {
  systemId: "wh40k-rpg",
  versions: "0.0.1-alpha.2",
  read: (actor) => (CHARACTER_TYPE.test(actor.type ?? "") ? dh2HostReading(actor) : null),
  writes: {
    // npc.ts and chat-message.ts lower `system.wounds.value` by damage: it holds the wounds left.
    wounds: { path: "system.wounds.value", direction: "down", max: "system.wounds.max", api: applyDamage },
    fatigue: { path: "system.fatigue.value", max: "system.fatigue.max", api: applyFatigue },
  },
};
