/**
 * Swimming in Dark Heresy 2e (dh2-movement.md § Swimming). Distances are metres. Prolonged swimming
 * (§ Swimming in Narrative Time) is travel.ts `swimmingTests`.
 * @module
 */
import { numberOf } from "../../geometry/validate";
import { inputObject } from "./input";
import { bonusOf, flagOf } from "./vertical-input";
export { WATER_KINDS } from "./manifest";
import type { WATER_KINDS } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** Water: `calm` (no test), `hazardous` (rough seas, bound hands, fighting: the swim test), `deep` (underwater). */
export type WaterKind = (typeof WATER_KINDS)[number];

/** The Athletics test modifier of a swimmer in armour or weighed down (§ Swimming). */
export const SWIM_ENCUMBERED_MODIFIER = -30;

/**
 * The movement profile's value that is 1 when the character wears armour (§ Swimming: a swimmer
 * "wearing armour" takes the −30), read by the adapter from the actor's data.
 */
export const ARMOUR_WORN = "armourWorn";

/**
 * The movement profile's values for a load kept by the actor's own system (a host system's
 * encumbrance): the kilograms carried and the Carrying Weight, kilograms, as that system works it out.
 */
export const CARRIED_WEIGHT = "carriedWeight";
export const CARRYING_WEIGHT = "carryingWeight";

/**
 * What weighs a swimmer down by its profile (§ Swimming: armour, or any other load that hampers a
 * swimmer): `armour` when {@link ARMOUR_WORN} is 1, else `weighedDown` when {@link CARRIED_WEIGHT} is above
 * {@link CARRYING_WEIGHT} (both finite numbers ≥ 0), else null. A profile without these values (Stride's
 * own characters keep their load as the Encumbered status, carrying.ts) gives null. Never throws.
 * @example swimBurden({ characteristics: { carriedWeight: 40, carryingWeight: 36 } }) // → "weighedDown"
 */
export function swimBurden(profile: unknown): "armour" | "weighedDown" | null {
  const values = (profile as { characteristics?: unknown } | null | undefined)?.characteristics;
  if (typeof values !== "object" || values === null) return null;
  const own = (key: string): number | null => {
    const value = Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;
    return isFiniteNumber(value) && value >= 0 ? value : null;
  };
  if ((own(ARMOUR_WORN) ?? 0) > 0) return "armour";
  const carried = own(CARRIED_WEIGHT);
  const limit = own(CARRYING_WEIGHT);
  return carried !== null && limit !== null && carried > limit ? "weighedDown" : null;
}

/**
 * The swim test's `encumbered` request option (the token HUD's choice): `true` the GM says the
 * swimmer is weighed down, `false` the GM says it is not whatever its data holds (the text leaves
 * other burdens to the GM), `auto` (or absent, or anything else) read from the actor.
 * Never throws.
 */
export function swimBurdenChoice(options: unknown): "true" | "false" | "auto" {
  if (typeof options !== "object" || options === null || !Object.hasOwn(options, "encumbered")) return "auto";
  const value = (options as Record<string, unknown>)["encumbered"];
  if (value === true || value === "true") return "true";
  if (value === false || value === "false") return "false";
  return "auto";
}

/**
 * The source of the swim test's −30 line (§ Swimming: armour or weighed down), whether the GM's
 * choice or the actor's data put it there; its label is "Armour or weighed down".
 */
export const SWIM_BURDEN_SOURCE = "weighedDown";

/** Levels of Fatigue an encumbered swimmer gains on a failed swim test (§ Swimming). */
export const SWIM_FAILURE_FATIGUE = 1;

/**
 * Metres a passed swim test moves, in any direction (§ Swimming): half the Strength bonus, rounded up.
 * @example swimDistance({ strengthBonus: 3 }) // → 2
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `strengthBonus` is not finite or above 1000
 */
export function swimDistance(input: { readonly strengthBonus: number }): number {
  return Math.ceil(bonusOf(inputObject(input, "Swim input")["strengthBonus"], "strengthBonus") / 2);
}

/**
 * Whether swimming in this water calls for the swim test (§ Swimming): calm water does not, unless
 * the swimmer's own state makes it hazardous (bound hands, heavy burdens, fighting: `hazardous`);
 * hazardous and deep water always do. Anything that is not a water kind counts as calm.
 * @throws {TypeError} when `hazardous` is given and not a boolean
 */
export function swimNeedsTest(water: WaterKind, hazardous = false): boolean {
  return flagOf(hazardous, "hazardous") || water === "hazardous" || water === "deep";
}

/**
 * The counter on a character's actor holding the rounds it has spent underwater holding its
 * breath (§ Swimming: a swimmer under water holds its breath; Stride ruling: the rounds are counted,
 * Suffocation itself is the GM's, as the text refers to a rule it does not give).
 */
export const UNDERWATER_COUNTER = "underwater";

/** The counter on a character's actor that is 1 while it sinks (§ Swimming: one physically incapable of swimming sinks), else 0. */
export const SINKING_COUNTER = "sinking";

/** The movement profile's value that is 1 when the character is physically incapable of swimming (see {@link cannotSwim}). */
export const CANNOT_SWIM = "cannotSwim";

/**
 * The status ids that leave a character physically incapable of swimming (§ Swimming: unconscious,
 * paralysed, bound …): Foundry's core status effects `unconscious`, `sleep`, `paralysis` and
 * `restrain` (bound), by their ids.
 */
export const CANNOT_SWIM_STATUSES: readonly string[] = ["unconscious", "sleep", "paralysis", "restrain"];

/** The scene terrain qualifier of deep water (scene/terrain-ids.ts WATER_QUALIFIERS): underwater. */
const DEEP_WATER = "deepWater";

/**
 * Whether a character with these statuses is physically incapable of swimming and so sinks
 * (§ Swimming; {@link CANNOT_SWIM_STATUSES}). Anything that is not a list of strings has none.
 * Never throws.
 * @example cannotSwim(["prone", "unconscious"]) // → true
 */
export function cannotSwim(statuses: readonly string[]): boolean {
  return Array.isArray(statuses) && statuses.some((s) => CANNOT_SWIM_STATUSES.includes(s as string));
}

/** A whole count ≥ 0 of a profile (a counter kept among its values), 0 when absent or junk. */
function counterOf(profile: unknown, key: string): number {
  const values = (profile as { characteristics?: unknown } | null | undefined)?.characteristics;
  if (typeof values !== "object" || values === null || !Object.hasOwn(values, key)) return 0;
  const value = (values as Record<string, unknown>)[key];
  return isFiniteNumber(value) && value > 0 ? Math.min(Math.floor(value), 1000) : 0;
}

/** The conditions of a summary member (only looked up by id), or null when absent, text or not iterable. */
function conditionList(raw: unknown): readonly unknown[] | null {
  if (typeof (raw as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== "function") return null;
  if (typeof raw === "string") return null;
  return [...(raw as Iterable<unknown>)];
}

/** What {@link underwaterCounters} reads of a finished move or of a model standing at its turn's start. */
export interface UnderwaterMove {
  /** Conditions where the move ends (or where the model stands); unknown when absent. */
  readonly endConditions?: Iterable<unknown>;
  /** The model stands at its turn's start (moves/finished.ts standingCounterEffects), not a move. */
  readonly standing?: boolean;
  /** The mover's profile: its `underwater` and `sinking` counters and `cannotSwim` flag among the values. */
  readonly profile?: { readonly characteristics: Readonly<Record<string, number>> };
}

/**
 * The underwater counters a finished move or a turn's start sets (TestsCapability
 * countersAfterMove; § Swimming): ending (or standing) out of deep water — at the surface or ashore
 * — the character breathes again, so `underwater` and `sinking` go back to 0; in deep water a
 * character physically incapable of swimming (profile `cannotSwim` 1) sinks (`sinking` 1), one
 * able to swim does not (0), and at its turn's start a sinking character has spent one more round
 * underwater (`underwater` + 1; a swimmer's rounds are counted by its swim tests, see
 * {@link underwaterRequestOptions}). Only counters that change are set; nothing when the end is unknown.
 * @example underwaterCounters({ endConditions: [], profile: { characteristics: { underwater: 2 } } })
 *   // → [{ counter: "underwater", value: 0 }]
 * @throws {TypeError} when `move` is not an object
 */
export function underwaterCounters(move: UnderwaterMove): { counter: string; value: number }[] {
  inputObject(move, "A move summary");
  const end = conditionList(move.endConditions);
  if (end === null) return [];
  const held = counterOf(move.profile, UNDERWATER_COUNTER);
  const sinking = counterOf(move.profile, SINKING_COUNTER) > 0 ? 1 : 0;
  const settings: { counter: string; value: number }[] = [];
  if (!end.includes(DEEP_WATER)) {
    if (held > 0) settings.push({ counter: UNDERWATER_COUNTER, value: 0 });
    if (sinking > 0) settings.push({ counter: SINKING_COUNTER, value: 0 });
    return settings;
  }
  const sinks = counterOf(move.profile, CANNOT_SWIM) > 0 ? 1 : 0;
  if (sinks !== sinking) settings.push({ counter: SINKING_COUNTER, value: sinks });
  if (move.standing === true && sinks) settings.push({ counter: UNDERWATER_COUNTER, value: held + 1 });
  return settings;
}

/**
 * The swim test's request options for a move through deep water (§ Swimming: swimming underwater
 * holds the breath): `underwater` and the rounds already held (`heldRounds`, from the profile's
 * `underwater` counter), so the card names the round this swim is and that Suffocation applies;
 * `{}` for a move that crossed no deep water.
 * @param move the finished move's crossed conditions and the mover's profile
 * @example underwaterRequestOptions({ conditions: ["water", "deepWater"], profile: { characteristics: { underwater: 1 } } })
 *   // → { underwater: "true", heldRounds: "1" }
 * @throws {TypeError} when `move` is not an object
 */
export function underwaterRequestOptions(move: {
  readonly conditions?: Iterable<unknown>;
  readonly profile?: { readonly characteristics: Readonly<Record<string, number>> };
}): Record<string, string> {
  inputObject(move, "A move summary");
  const crossed = conditionList(move.conditions) ?? [];
  if (!crossed.includes(DEEP_WATER)) return {};
  return { underwater: "true", heldRounds: String(counterOf(move.profile, UNDERWATER_COUNTER)) };
}

/**
 * The rounds a swim test's request says were already held underwater (`heldRounds`), whole, 0–1000;
 * null when the request is not an underwater swim (option `underwater` not true). Never throws.
 */
export function heldRounds(options: unknown): number | null {
  if (typeof options !== "object" || options === null) return null;
  const own = (key: string): unknown =>
    Object.hasOwn(options, key) ? (options as Record<string, unknown>)[key] : undefined;
  const underwater = own("underwater");
  if (underwater !== true && underwater !== "true") return null;
  const raw = numberOf(own("heldRounds") ?? 0);
  return Number.isFinite(raw) && raw > 0 ? Math.min(Math.floor(raw), 1000) : 0;
}
