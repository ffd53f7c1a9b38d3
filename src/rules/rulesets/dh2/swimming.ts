/**
 * Swimming in Dark Heresy 2e (dh2-movement.md § Swimming). Distances are metres. Prolonged swimming
 * (§ Swimming in Narrative Time) is travel.ts `swimmingTests`.
 * @module
 */
import { inputObject } from "./input";
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
