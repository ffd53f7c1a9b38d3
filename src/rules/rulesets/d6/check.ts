/**
 * Checks at the boundary of the OpenD6 engine (issue #15 item 1): bad input fails with a clear
 * RangeError or TypeError naming what was wrong, never NaN or a negative distance. Internal to
 * the ruleset: not exported from its index (as geometry/validate.ts).
 * @module
 */
import { isArray, MAX_COORDINATE } from "../../geometry/validate";

/** A value as an error message shows it, without calling anything on it. */
export function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, 40));
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value;
}

/**
 * Requires an input object (the `{ … }` argument of the rules functions).
 * @throws {TypeError} when `value` is not an object
 */
export function input<T>(value: T, what: string): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${what} needs an input object, got ${show(value)}`);
  }
  return value;
}

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

/** An own property of `record`, or undefined (never one inherited, such as `constructor`). */
export function own(record: unknown, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Requires a list (terrain conditions).
 * @throws {TypeError} when `value` is not an array
 */
export function list<T>(value: readonly T[], what: string): readonly T[] {
  if (!isArray(value)) throw new TypeError(`${what} must be an array, got ${show(value)}`);
  return value;
}
