/**
 * The registry of rulesets. Each built-in ruleset lives in its own folder and is listed here;
 * others (a test's, a module's) plug in through {@link registerRuleset}.
 * @module
 */
import { plain } from "../geometry/validate";
import type { Ruleset } from "../ruleset";
import { d6 } from "./d6";
import { dh2 } from "./dh2";
import { necromunda } from "./necromunda";
import { shadowrun } from "./shadowrun";

/** Every built-in ruleset, by id. */
const RULESETS = { dh2, necromunda, shadowrun, d6 } as const;

/** Id of a built-in ruleset. */
export type RulesetId = keyof typeof RULESETS;

/** The ruleset a new world uses. */
export const DEFAULT_RULESET: RulesetId = "dh2";

/** Ids of the built-in rulesets, in the order the setting lists them. */
export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

/** Rulesets registered at run time, by id, in the order registered. */
const registered = new Map<string, Ruleset>();

/** Whether `id` names a built-in ruleset. */
export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === "string" && Object.hasOwn(RULESETS, id);
}

/** Ids of every ruleset: the built-in ones, then those registered, in the order the setting lists them. */
export function rulesetIds(): string[] {
  return [...RULESET_IDS, ...registered.keys()];
}

/** Whether `id` names any ruleset, built in or registered. */
export function hasRuleset(id: unknown): id is string {
  return isRulesetId(id) || (typeof id === "string" && registered.has(id));
}

/**
 * The ruleset with this id.
 * @example getRuleset("dh2").movementRates({ agility: 42 }) // → { half: 4, full: 8, charge: 12, run: 24 }
 * @throws {RangeError} when no ruleset has that id
 */
export function getRuleset<Id extends RulesetId>(id: Id): (typeof RULESETS)[Id];
export function getRuleset(id: string): Ruleset;
export function getRuleset(id: string): Ruleset {
  if (isRulesetId(id)) return RULESETS[id];
  const ruleset = registered.get(id);
  if (!ruleset) throw new RangeError(`Unknown ruleset "${plain(id)}"; known: ${rulesetIds().join(", ")}`);
  return ruleset;
}

/**
 * Adds a ruleset beside the built-in ones (docs/development.md § Adding a ruleset). Register before the
 * world's settings are read (Foundry's `init`); the adapter then treats it as any other.
 * @throws {TypeError} when the object lacks what every ruleset has (id, label, unit `m` or `in`,
 *   at least one variant and one action, the bands and tests capabilities)
 * @throws {RangeError} when a ruleset with that id exists
 */
export function registerRuleset(ruleset: Ruleset): void {
  const r = ruleset as Partial<Ruleset> | null;
  const missing = [
    typeof r?.id === "string" && r.id !== "" ? null : "id",
    typeof r?.label === "string" ? null : "label",
    r?.unit === "m" || r?.unit === "in" ? null : "unit (m or in)",
    Array.isArray(r?.variants) && r.variants.length > 0 ? null : "variants",
    Array.isArray(r?.actions) && r.actions.length > 0 ? null : "actions",
    typeof r?.bands?.movementBands === "function" ? null : "bands.movementBands",
    typeof r?.tests?.resolve === "function" && typeof r.tests.describe === "function" ? null : "tests",
  ].filter((m): m is string => m !== null);
  if (missing.length) throw new TypeError(`A ruleset needs ${missing.join(", ")}`);
  if (hasRuleset(ruleset.id)) throw new RangeError(`A ruleset "${plain(ruleset.id)}" is already registered`);
  registered.set(ruleset.id, ruleset);
}

/** Removes a registered ruleset (tests); built-in rulesets stay. */
export function unregisterRuleset(id: string): boolean {
  return registered.delete(id);
}

export { dh2, necromunda, shadowrun };
