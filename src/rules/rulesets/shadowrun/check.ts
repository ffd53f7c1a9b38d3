/**
 * Checks at the boundary of the Shadowrun engine (issue #15 item 1): bad input fails with a clear
 * RangeError or TypeError naming what was wrong, never NaN, a negative distance or an engine
 * TypeError. Internal to the ruleset: not exported from its index (as geometry/validate.ts).
 * @module
 */

import { isArray } from "../../geometry/validate";

/** A value as an error message shows it, without calling anything on it (a null-prototype object has no toString). */
export function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value;
}

/**
 * Requires an input object (the `{ … }` argument of the rates and athletics functions).
 * @throws {TypeError} when `value` is not an object
 */
export function input<T>(value: T, what: string): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${what} needs an input object, got ${show(value)}`);
  }
  return value;
}

/**
 * Requires a number that is not NaN or ±Infinity.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is NaN or ±Infinity
 */
export function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
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

/**
 * Requires a list (terrain conditions).
 * @throws {TypeError} when `value` is not an array
 */
export function list<T>(value: readonly T[], what: string): readonly T[] {
  if (!isArray(value)) throw new TypeError(`${what} must be an array, got ${show(value)}`);
  return value;
}

/** An own property of `record`, or undefined (never one inherited, such as `constructor`). */
export function own(record: unknown, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}
