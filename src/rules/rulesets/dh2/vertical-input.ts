/**
 * Reading the plain-object inputs of the dh2 climbing, jumping, swimming, falling and flying
 * functions, with the errors they throw. Internal: not re-exported by the ruleset module.
 * @module
 */
import { nonNegative } from "../../geometry/validate";
import { wholeNumber } from "./input";

/** The largest characteristic bonus these functions take (ruling 2 gives at most 30). */
export const MAX_BONUS = 1000;

/** The most degrees of success or failure counted (a d100 test gives at most 10). */
export const MAX_DEGREES = 1000;

/**
 * Reads a characteristic bonus: fractions truncated, below 0 counts 0.
 * @throws {RangeError} when it is not a finite number, or above {@link MAX_BONUS}
 */
export function bonusOf(raw: unknown, name: string): number {
  const value = Math.max(0, wholeNumber(raw, name));
  if (value > MAX_BONUS) throw new RangeError(`${name} must be at most ${MAX_BONUS}, got ${value}`);
  return value;
}

/**
 * Reads degrees of success or failure: a whole number ≥ 1 (fractions truncated), counted up to
 * {@link MAX_DEGREES}.
 * @throws {RangeError} when it is not a finite number, or below 1
 */
export function degreesOf(raw: unknown): number {
  const value = wholeNumber(raw, "degrees");
  if (value < 1) throw new RangeError(`degrees must be at least 1, got ${value}`);
  return Math.min(value, MAX_DEGREES);
}

/**
 * Reads a boolean.
 * @throws {TypeError} when it is not one
 */
export function flagOf(raw: unknown, name: string): boolean {
  if (typeof raw !== "boolean") throw new TypeError(`${name} must be a boolean`);
  return raw;
}

/**
 * Reads a distance in metres: finite, ≥ 0, within the geometry's bound.
 * @throws {TypeError} when it is not a number
 * @throws {RangeError} when it is negative, NaN, ±Infinity or beyond 10¹² m
 */
export function metresOf(raw: unknown, name: string): number {
  return nonNegative(raw as number, name);
}
