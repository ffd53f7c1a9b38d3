/**
 * Checks at the boundary of the Shadowrun engine (issue #15 item 1): bad input fails with a clear
 * RangeError or TypeError naming what was wrong, never NaN, a negative distance or an engine
 * TypeError. Internal to the ruleset: not exported from its index (as geometry/validate.ts).
 * @module
 */

import { input, list, own, plain, show } from "../../geometry/validate";

export { input, list, own, plain, show };

/**
 * Requires a number that is not NaN or ±Infinity.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is NaN or ±Infinity
 */
export function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${plain(value)}`);
  return value;
}

/**
 * Reads a count (hits, net hits, boxes): a number from 0 to `max`, truncated to a whole number.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, above `max`, NaN or ±Infinity
 */
export function count(value: unknown, name: string, max: number): number {
  const n = finiteNumber(value, name);
  if (n < 0 || n > max) throw new RangeError(`${name} must be a number from 0 to ${max}, got ${n}`);
  return Math.trunc(n);
}
