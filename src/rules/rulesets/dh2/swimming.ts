/**
 * Swimming in Dark Heresy 2e (dh2-movement.md § Swimming, § Swimming in Narrative Time). Distances
 * are metres.
 * @module
 */
import { inputObject, wholeNumber } from "./input";
import { bonusOf, flagOf } from "./vertical-input";

/** The kinds of water a region can hold. */
export const WATER_KINDS = ["calm", "hazardous", "deep"] as const;

/** Water: `calm` (no test), `hazardous` (rough seas, bound hands, fighting: the swim test), `deep` (underwater). */
export type WaterKind = (typeof WATER_KINDS)[number];

/** The Athletics test modifier of a swimmer in armour or weighed down (§ Swimming). */
export const SWIM_ENCUMBERED_MODIFIER = -30;

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
 * The Toughness test modifier at the end of an hour of swimming (§ Swimming in Narrative Time):
 * none for the first Toughness-bonus hours (null), then Challenging (+0) with a cumulative −10 per
 * test beyond the first.
 * @param hour the hour just swum, counting from 1
 * @example swimEnduranceModifier({ toughnessBonus: 3, hour: 5 }) // → -10
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a number is not finite, or `hour` below 1
 */
export function swimEnduranceModifier(input: {
  readonly toughnessBonus: number;
  readonly hour: number;
}): number | null {
  const source = inputObject(input, "Swim endurance input");
  const tb = bonusOf(source["toughnessBonus"], "toughnessBonus");
  const hour = wholeNumber(source["hour"], "hour");
  if (hour < 1) throw new RangeError(`hour must be at least 1, got ${hour}`);
  return hour <= tb ? null : 0 - 10 * Math.min(hour - tb - 1, 1e6);
}
