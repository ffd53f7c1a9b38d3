/**
 * The Dark Heresy 2nd edition system (`dark-heresy-2nd`, mrkeathley/dark-heresy-2nd-vtt, read at
 * 1.8.1, Foundry 12) as a dh2 host: its `acolyte` and `npc` actors. Field paths: src/template.json
 * (`characteristics.<key>.{base,advance,modifier,unnatural}`, `size`, `wounds`, `fatigue`,
 * `skills.<key>.advance`), src/module/documents/base-actor.mjs `_computeCharacteristics` (`total`,
 * `bonus` with Unnatural added), acolyte.mjs (`trait` items with `system.level`).
 * docs/foundry-evidence.md § 29.
 * @module
 */
import type { HostAdapter } from "../../../rulesets";
import { dh2HostReading } from "./dh2-family";

/** The dark-heresy-2nd host adapter. */
export const darkHeresy2ndHost: HostAdapter = {
  systemId: "dark-heresy-2nd",
  versions: "1.8.1",
  read: (actor) => (actor.type === "acolyte" || actor.type === "npc" ? dh2HostReading(actor) : null),
  // The host has no actor method for damage or Fatigue: src/module/rolls/assign-damage-data.mjs
  // (its damage card) updates these fields itself, so Stride writes them with Actor#update.
  writes: {
    wounds: { path: "system.wounds.value", direction: "down", max: "system.wounds.max" },
    fatigue: { path: "system.fatigue.value", max: "system.fatigue.max" },
  },
};
