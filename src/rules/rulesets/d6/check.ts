/**
 * Checks at the boundary of the OpenD6 engine (issue #15 item 1): bad input fails with a clear
 * RangeError or TypeError naming what was wrong, never NaN or a negative distance. Internal to
 * the ruleset: not exported from its index (as geometry/validate.ts).
 * @module
 */
import { input, list, MAX_COORDINATE, own, show } from "../../geometry/validate";

export { input, list, own, show };

/**
 * Requires a finite number ≥ 0 and at most {@link MAX_COORDINATE} (a distance, a rate, a count).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, NaN, ±Infinity or beyond {@link MAX_COORDINATE}
 */
export function amount(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!(value >= 0 && value <= MAX_COORDINATE)) {
    throw new RangeError(`${name} must be a number from 0 to ${MAX_COORDINATE}, got ${value}`);
  }
  return value;
}

/**
 * Requires a Move: a finite number > 0 (metres per round).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is 0 or less, NaN, ±Infinity or beyond {@link MAX_COORDINATE}
 */
export function move(value: unknown, name = "A Move"): number {
  const n = amount(value, name);
  if (n === 0) throw new RangeError(`${name} must be more than 0 m`);
  return n;
}
