/**
 * The registry of rulesets. Each ruleset lives in its own folder and is listed here.
 * @module
 */
import type { Ruleset } from "../ruleset";
import { dh2 } from "./dh2";
import { necromunda } from "./necromunda";
import { shadowrun } from "./shadowrun";

/** Every implemented ruleset, by id. */
const RULESETS = { dh2, necromunda, shadowrun } as const;

/** Id of an implemented ruleset. */
export type RulesetId = keyof typeof RULESETS;

/** The ruleset a new world uses. */
export const DEFAULT_RULESET: RulesetId = "dh2";

/** Ids of the implemented rulesets, in the order the setting lists them. */
export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

/** Whether `id` names an implemented ruleset. */
export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === "string" && Object.hasOwn(RULESETS, id);
}

/**
 * The ruleset with this id.
 * @example getRuleset("dh2").movementRates({ agility: 42 }) // → { half: 4, full: 8, charge: 12, run: 24 }
 * @throws {RangeError} when no ruleset has that id
 */
export function getRuleset<Id extends RulesetId>(id: Id): (typeof RULESETS)[Id];
export function getRuleset(id: string): Ruleset;
export function getRuleset(id: string): Ruleset {
  if (!isRulesetId(id)) throw new RangeError(`Unknown ruleset "${id}"; known: ${RULESET_IDS.join(", ")}`);
  return RULESETS[id];
}

export { dh2, necromunda, shadowrun };
