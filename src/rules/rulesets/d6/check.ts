/**
 * The one OpenD6-only value check: a Move, which the rules divide by (d6-movement.txt § Movement
 * Rates). Every other check the ruleset runs is a generic one of geometry/validate.ts. Internal to
 * the ruleset: not exported from its index.
 * @module
 */
import { amount } from "../../geometry/validate";

/**
 * The least Move the rules divide by, metres per round (a micrometre): a distance over a smaller Move
 * would count more movements than a number holds.
 */
export const MIN_MOVE = 1e-6;

/**
 * Requires a Move: a finite number of at least {@link MIN_MOVE} (metres per round).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is below {@link MIN_MOVE} (0 or less), NaN, ±Infinity or beyond
 *   10¹² (geometry/validate.ts MAX_COORDINATE)
 */
export function move(value: unknown, name = "A Move"): number {
  const n = amount(value, name);
  if (n === 0) throw new RangeError(`${name} must be more than 0 m`);
  if (n < MIN_MOVE) throw new RangeError(`${name} must be at least ${MIN_MOVE} m, got ${n}`);
  return n;
}
