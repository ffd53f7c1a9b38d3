/**
 * Pricing a step that changes height apart from its horizontal part, for rulesets whose climbing
 * and jumping down do not cost what a straight 3D distance would (Ruleset#vertical).
 * @module
 */

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
 * @param riseCost the ruleset's price of a rise, in the step's unit
 * @returns the step's cost, in the step's unit
 */
export function priceVerticalStep(step: MeasuredStep, riseCost: (rise: number) => number): number {
  if (step.rise === 0 || !Number.isFinite(step.cost)) return step.cost;
  const rate = step.distance > 0 ? step.cost / step.distance : 1;
  return rate * Math.max(0, step.horizontal) + riseCost(step.rise);
}

/**
 * The horizontal length of a straight step from its 3D length and its rise (Pythagoras), for
 * gridless scenes where a step is a straight line.
 */
export function horizontalOf(distance: number, rise: number): number {
  return Math.sqrt(Math.max(0, distance * distance - rise * rise));
}
