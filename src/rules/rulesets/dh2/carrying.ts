/**
 * Carrying, lifting and pushing in Dark Heresy 2e (dh2-movement.md § Carrying, Lifting, and Pushing
 * Objects, its table "Carrying, Lifting, and Pushing Limits", § Encumbered Characters and § The Effects
 * of Gravity). Weights are kilograms.
 * @module
 */
import type { Gravity, ModifierLine, MovementTestCall } from "../../types";
import type { TestSituation } from "../../capabilities/tests";
import { checkCall } from "../../card-text";
import { numberOf } from "../../geometry/validate";
import { gravityOf, inputObject, wholeNumber } from "./input";
import { SWIM_BURDEN_SOURCE, SWIM_ENCUMBERED_MODIFIER, swimBurden, swimBurdenChoice } from "./swimming";
export { ENCUMBERED_STATUS, ENCUMBERED_STATUS_SPEC } from "./manifest";
import { ENCUMBERED_STATUS } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

/** One row of the limits table, kilograms. */
export interface CarryingLimits {
  /** Max Carrying Weight: more than this and the character is Encumbered. */
  readonly carry: number;
  /** Max Lifting Weight: what the character can pick up off the ground. */
  readonly lift: number;
  /** Max Pushing Weight: what the character can push across a smooth surface. */
  readonly push: number;
}

/**
 * The table "Carrying, Lifting, and Pushing Limits" (dh2-movement.md), rows 0 … 20 by the sum of
 * Strength bonus and Toughness bonus, as printed.
 */
export const CARRYING_TABLE: readonly CarryingLimits[] = Object.freeze(
  (
    [
      [0.9, 2.25, 4.5],
      [2.25, 4.5, 9],
      [4.5, 9, 18],
      [9, 18, 36],
      [18, 36, 72],
      [27, 54, 108],
      [36, 72, 144],
      [45, 90, 180],
      [56, 112, 224],
      [67, 134, 268],
      [78, 156, 312],
      [90, 180, 360],
      [112, 224, 448],
      [225, 450, 900],
      [337, 674, 1348],
      [450, 900, 1800],
      [675, 1350, 2700],
      [900, 1800, 3600],
      [1350, 2700, 5400],
      [1800, 3600, 7200],
      [2250, 4500, 9000],
    ] as const
  ).map(([carry, lift, push]) => Object.freeze({ carry, lift, push })),
);

/** Low gravity adds this to SB + TB for the limits; high gravity takes it away (§ The Effects of Gravity). */
export const GRAVITY_LIMIT_SHIFT = 4;

/** The Agility test modifier of an Encumbered character (§ Encumbered Characters). */
export const ENCUMBERED_AGILITY_MODIFIER = -10;

/**
 * The modifiers an actor's situation adds to a test: an Encumbered actor's Agility tests take −10
 * (§ Encumbered Characters), a line whose source is `encumbered`; a swim test takes the −30 of a
 * swimmer in armour or weighed down (§ Swimming; source swimming.ts `SWIM_BURDEN_SOURCE`), which also makes a failure cost a level of Fatigue
 * (vertical-tests.ts reads the line), when the actor is Encumbered or its profile says it wears armour
 * or carries more than its Carrying Weight (swimming.ts `swimBurden`). The swim's request option
 * `encumbered` (swimming.ts `swimBurdenChoice`) is the GM's word over the actor's: `false` adds nothing,
 * `true` is already a line of the call; a call that has such a line (or an older card's `encumbered`) gets no second one, so
 * the −30 is counted once. Other tests and other situations add nothing.
 * @throws {TypeError} when `call` is not a test call (card-text `checkCall`) or `situation` has no
 *   array of status ids
 */
export function situationalModifiers(call: MovementTestCall, situation: TestSituation): ModifierLine[] {
  checkCall(call);
  const statuses = inputObject(situation, "A test situation")["statuses"];
  if (!Array.isArray(statuses)) throw new TypeError("A test situation needs an array of statuses");
  const encumbered = statuses.includes(ENCUMBERED_STATUS);
  if (call.kind === "swim") {
    if (call.modifiers.some((line) => line?.source === SWIM_BURDEN_SOURCE || line?.source === ENCUMBERED_STATUS)) {
      return [];
    }
    if (swimBurdenChoice(call.request?.options) === "false") return [];
    return encumbered || swimBurden(situation.profile) !== null
      ? [{ source: SWIM_BURDEN_SOURCE, value: SWIM_ENCUMBERED_MODIFIER }]
      : [];
  }
  return encumbered && call.characteristic === "agility"
    ? [{ source: ENCUMBERED_STATUS, value: ENCUMBERED_AGILITY_MODIFIER }]
    : [];
}

/** What the limits are worked out from. */
export interface CarryingInput {
  /** Strength bonus (tens digit of Strength + Unnatural Strength). */
  readonly strengthBonus: number;
  /** Toughness bonus (tens digit of Toughness + Unnatural Toughness). */
  readonly toughnessBonus: number;
  /** Gravity of the world; `normal` when absent. `zero` changes nothing: the text gives no shift for it. */
  readonly gravity?: Gravity;
  /** Extra points on SB + TB, e.g. the degrees of success of a Strength test to lift or push more. */
  readonly extra?: number;
}

/**
 * The row of the limits table a character uses: SB + TB, ±4 for low or high gravity, plus `extra`.
 * May be below 0 or above 20; {@link limitsForSum} reads such rows.
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a bonus or `extra` is not a finite number, or `gravity` is unknown
 */
export function carryingSum(input: CarryingInput): number {
  const source = inputObject(input, "Carrying input");
  const sum =
    wholeNumber(source["strengthBonus"], "strengthBonus") +
    wholeNumber(source["toughnessBonus"], "toughnessBonus") +
    (source["extra"] === undefined ? 0 : wholeNumber(source["extra"], "extra"));
  const gravity = gravityOf(source["gravity"]);
  if (gravity === "low") return sum + GRAVITY_LIMIT_SHIFT;
  if (gravity === "high") return sum - GRAVITY_LIMIT_SHIFT;
  return sum;
}

/**
 * The limits for a sum of SB + TB. Ruling: a sum below 0 uses row 0 (the table's lightest); above 20
 * the table goes on by its last step per point (+450 kg carrying, +900 kg lifting, +1,800 kg pushing),
 * as the movement table goes on linearly above AB 10 (rules/README.md ruling 2).
 */
export function limitsForSum(sum: number): CarryingLimits {
  const row = Number.isFinite(sum) ? Math.trunc(sum) : 0;
  if (row <= 0) return CARRYING_TABLE[0]!;
  if (row <= 20) return CARRYING_TABLE[row]!;
  const top = CARRYING_TABLE[20]!;
  const extra = Math.min(row, 1e6) - 20;
  return { carry: top.carry + 450 * extra, lift: top.lift + 900 * extra, push: top.push + 1800 * extra };
}

/**
 * A character's Carrying, Lifting and Pushing Weights, kilograms (dh2-movement.md § Carrying,
 * Lifting, and Pushing Objects; § Low/High Gravity Worlds: ±4 to SB + TB).
 * @example carryingLimits({ strengthBonus: 3, toughnessBonus: 4, gravity: "normal" }) // → { carry: 45, lift: 90, push: 180 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a bonus is not a finite number or `gravity` is unknown
 */
export function carryingLimits(input: CarryingInput): CarryingLimits {
  return { ...limitsForSum(carryingSum(input)) };
}

/** How a carried load sits with a character: within Carrying Weight, Encumbered, or beyond Lifting Weight. */
export type Encumbrance = "unencumbered" | "encumbered" | "overloaded";

/**
 * The state a carried load puts a character in (§ Carrying Weight, § Encumbered Characters): more
 * than Carrying Weight is Encumbered. Ruling: a load above the Lifting Weight cannot be carried at all
 * (`overloaded`: the character cannot pick it up; the text only names loads up to Lifting Weight).
 * @param carriedKg carried weight, kg; negative or not finite counts as 0
 */
export function encumbrance(carriedKg: number, limits: CarryingLimits): Encumbrance {
  const kg = isFiniteNumber(carriedKg) ? Math.max(0, carriedKg) : 0;
  const source = inputObject(limits, "Carrying limits");
  const carry = numberOf(source["carry"]);
  const lift = numberOf(source["lift"]);
  if (Number.isFinite(lift) && kg > lift) return "overloaded";
  if (Number.isFinite(carry) && kg > carry) return "encumbered";
  return "unencumbered";
}

/** A Strength test to lift or push more than the limit. */
export interface StrainInput extends CarryingInput {
  /** Whether the Challenging (+0) Strength test succeeded. */
  readonly success: boolean;
  /** Degrees of success or of failure (at least 1). */
  readonly degrees: number;
}

/** What a Strength test to lift or push more than the limit gives. */
export interface StrainResult {
  /** The limits for this attempt: each degree of success adds +1 to SB + TB. */
  readonly limits: CarryingLimits;
  /** Levels of Fatigue suffered: 1 on two or more degrees of failure, else 0. */
  readonly fatigue: number;
}

/**
 * A Challenging (+0) Strength test to lift or push more than the limit (§ Lifting Weight, § Pushing
 * Weight): each degree of success adds +1 to SB + TB for the limits; two or more degrees of failure cost
 * one level of Fatigue. A failure leaves the ordinary limits.
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when a number is not finite, `degrees` below 1, or `gravity` unknown
 */
export function strainLimits(input: StrainInput): StrainResult {
  const source = inputObject(input, "Strain input");
  if (typeof source["success"] !== "boolean") throw new TypeError("success must be a boolean");
  const degrees = wholeNumber(source["degrees"], "degrees");
  if (degrees < 1) throw new RangeError("degrees must be at least 1");
  const sum = carryingSum(input) + (source["success"] ? Math.min(degrees, 100) : 0);
  return { limits: { ...limitsForSum(sum) }, fatigue: !source["success"] && degrees >= 2 ? 1 : 0 };
}

/** Lifting (off the ground) or pushing (across a smooth surface). */
export type StrainTask = "lift" | "push";

/** The tasks a Strength test can strain for, in the order a form lists them. */
export const STRAIN_TASKS: readonly StrainTask[] = Object.freeze(["lift", "push"]);

/** A Strength test to lift or push a given weight, once rolled. */
export interface StrainAttemptInput extends StrainInput {
  readonly task: StrainTask;
  /** The object's weight, kg (≥ 0). */
  readonly weightKg: number;
}

/** What a rolled attempt to lift or push a weight gives. */
export interface StrainAttempt {
  /** The task's limit for this attempt, kg (Lifting or Pushing Weight with the degrees of success). */
  readonly limit: number;
  /** The row of the table used: SB + TB (gravity shifted) plus the degrees of success. */
  readonly sum: number;
  /** The weight is within that limit: the character lifts or pushes it. */
  readonly moved: boolean;
  /** Levels of Fatigue suffered (1 on two or more degrees of failure). */
  readonly fatigue: number;
}

/** Reads a weight of kilograms. @throws {RangeError} when not a finite number ≥ 0 */
function kilograms(raw: unknown): number {
  if (!isFiniteNumber(raw) || raw < 0) {
    throw new RangeError("weightKg must be a finite number of kilograms, at least 0");
  }
  return raw;
}

/**
 * Whether lifting or pushing `weightKg` calls for a Strength test: only more than the Lifting or
 * Pushing Weight does (§ Lifting Weight, § Pushing Weight: up to the limit needs no test).
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a number is not finite, the weight negative, `task` or `gravity` unknown
 */
export function strainNeeded(input: CarryingInput & { readonly task: StrainTask; readonly weightKg: number }): boolean {
  const source = inputObject(input, "Strain input");
  const task = strainTask(source["task"]);
  return kilograms(source["weightKg"]) > carryingLimits(input)[task];
}

/** Reads a strain task. @throws {RangeError} when not `lift` or `push` */
function strainTask(raw: unknown): StrainTask {
  if (!(STRAIN_TASKS as readonly unknown[]).includes(raw)) throw new RangeError("task must be lift or push");
  return raw as StrainTask;
}

/**
 * A rolled Challenging (+0) Strength test to lift or push more than the limit (§ Lifting Weight,
 * § Pushing Weight): the task's limit with +1 to SB + TB per degree of success ({@link strainLimits}),
 * whether the weight is within it, and the Fatigue of two or more degrees of failure.
 * @example strainAttempt({ strengthBonus: 3, toughnessBonus: 4, task: "lift", weightKg: 130, success: true, degrees: 2 })
 *   // → { limit: 134, sum: 9, moved: true, fatigue: 0 }
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when a number is not finite, the weight negative, `degrees` below 1, `task` or
 *   `gravity` unknown
 */
export function strainAttempt(input: StrainAttemptInput): StrainAttempt {
  const source = inputObject(input, "Strain input");
  const task = strainTask(source["task"]);
  const weight = kilograms(source["weightKg"]);
  const { limits, fatigue } = strainLimits(input);
  const sum = carryingSum(input) + (source["success"] ? Math.min(wholeNumber(source["degrees"], "degrees"), 100) : 0);
  return { limit: limits[task], sum, moved: weight <= limits[task], fatigue };
}
