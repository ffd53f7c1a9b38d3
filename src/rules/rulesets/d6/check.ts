/**
 * Checks at the boundary of the OpenD6 engine (issue #15 item 1): bad input fails with a clear
 * RangeError or TypeError naming what was wrong, never NaN or a negative distance. Internal to
 * the ruleset: not exported from its index (as geometry/validate.ts).
 * @module
 */
import { input, list, MAX_COORDINATE, own, plain, row, show } from "../../geometry/validate";

export { input, list, own, plain, row, show };

/**
 * Requires a finite number ≥ 0 and at most {@link MAX_COORDINATE} (a distance, a rate, a count).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, NaN, ±Infinity or beyond {@link MAX_COORDINATE}
 */
export function amount(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!(value >= 0 && value <= MAX_COORDINATE)) {
    throw new RangeError(`${name} must be a number from 0 to ${MAX_COORDINATE}, got ${plain(value)}`);
  }
  return value;
}

/**
 * The least Move the rules divide by, metres per round (a micrometre): a distance over a smaller Move
 * would count more movements than a number holds.
 */
export const MIN_MOVE = 1e-6;

/**
 * Requires a Move: a finite number of at least {@link MIN_MOVE} (metres per round).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is below {@link MIN_MOVE} (0 or less), NaN, ±Infinity or beyond
 *   {@link MAX_COORDINATE}
 */
export function move(value: unknown, name = "A Move"): number {
  const n = amount(value, name);
  if (n === 0) throw new RangeError(`${name} must be more than 0 m`);
  if (n < MIN_MOVE) throw new RangeError(`${name} must be at least ${MIN_MOVE} m, got ${n}`);
  return n;
}
