/**
 * Pricing a step that changes height apart from its horizontal part, for rulesets whose climbing
 * and jumping down do not cost what a straight 3D distance would (Ruleset#vertical).
 * @module
 */
import { finite, nonNegative, plain } from "./validate";

/** One measured step of a path, in one unit throughout (the scene's). */
export interface MeasuredStep {
  /** What the measurement charged for the whole step (terrain included). */
  readonly cost: number;
  /** The step's length as measured, height included. */
  readonly distance: number;
  /** The step's horizontal length. */
  readonly horizontal: number;
  /** Height gained (negative going down). */
  readonly rise: number;
}

/**
 * The cost of a step whose height is priced apart: its horizontal length at the rate the
 * measurement charged per unit (so difficult terrain still doubles it), plus what the ruleset
 * charges for the rise. Level steps and impassable steps keep their measured cost.
 * @param riseCost the ruleset's price of a rise, in the step's unit (must return a number ≥ 0)
 * @returns the step's cost, in the step's unit (≥ 0; Infinity for an impassable step)
 * @throws {TypeError} when `step` is not an object or `riseCost` not a function
 * @throws {RangeError} when the cost is negative or NaN, distance or horizontal negative or not
 *   finite (within ±1e12), the rise not finite, or `riseCost` returns a negative number or NaN
 */
export function priceVerticalStep(step: MeasuredStep, riseCost: (rise: number) => number): number {
  if (typeof step !== "object" || step === null) throw new TypeError("A measured step must be an object");
  if (typeof riseCost !== "function") throw new TypeError("riseCost must be a function");
  const { cost } = step;
  if (typeof cost !== "number" || Number.isNaN(cost) || cost < 0) {
    throw new RangeError(`A step's cost must be a number ≥ 0, got ${plain(cost)}`);
  }
  const distance = nonNegative(step.distance, "step.distance");
  const horizontal = nonNegative(step.horizontal, "step.horizontal");
  const rise = finite(step.rise, "step.rise");
  if (rise === 0 || cost === Infinity) return cost;
  const price = riseCost(rise);
  if (typeof price !== "number" || Number.isNaN(price) || price < 0) {
    throw new RangeError(`riseCost(${rise}) must be a number ≥ 0, got ${plain(price)}`);
  }
  const rate = distance > 0 ? cost / distance : 1;
  return (horizontal === 0 ? 0 : rate * horizontal) + price;
}

/**
 * The horizontal length of a straight step from its 3D length and its rise (Pythagoras), for
 * gridless scenes where a step is a straight line. A rise longer than the step gives 0.
 * @param distance the step's 3D length (≥ 0, finite)
 * @param rise height gained (finite; negative going down)
 * @returns the horizontal length, in the same unit (≥ 0)
 * @throws {TypeError|RangeError} when `distance` is negative or either is not a finite number
 */
export function horizontalOf(distance: number, rise: number): number {
  nonNegative(distance, "distance");
  finite(rise, "rise");
  return Math.sqrt(Math.max(0, distance * distance - rise * rise));
}
