/**
 * The engine's one definition of "a finite number" and "a whole number", for guards over data read
 * from outside (system data, flags, requests) whose type is not known. Pure; imports nothing.
 * @module
 */

/**
 * Whether `value` is a finite number: a `number` that is neither NaN nor ±Infinity (-0 counts).
 * Anything else, a numeric string ("3"), a bigint, a `Number` object, null or undefined included,
 * is not. Narrows `value` to `number`. Never throws.
 * @param value anything
 */
export function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/**
 * Whether `value` is a whole number: a finite `number` with no fractional part (-0 and integers past
 * 2**53 count, as every finite number that large is whole). Anything else, a numeric string, a
 * bigint, NaN, ±Infinity, null or undefined included, is not. Narrows `value` to `number`. Never throws.
 * @param value anything
 */
export function isWholeNumber(value: unknown): value is number {
  return Number.isInteger(value);
}
