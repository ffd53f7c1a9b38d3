/**
 * Reading the plain-object inputs of the dh2 carrying, throwing and travel functions, with the errors
 * they throw. Internal: not re-exported by the ruleset module.
 * @module
 */
import type { Gravity } from "../../types";
import { GRAVITIES } from "../../types";
import { isFiniteNumber } from "../../scene/numbers";

/**
 * Reads a number of an engine input: finite, fractions truncated.
 * @throws {RangeError} when `raw` is not a finite number
 */
export function wholeNumber(raw: unknown, name: string): number {
  if (!isFiniteNumber(raw)) throw new RangeError(`${name} must be a finite number`);
  return Math.trunc(raw);
}

/**
 * Reads a gravity of an engine input; `undefined` is `normal`.
 * @throws {RangeError} when `raw` is not one of {@link GRAVITIES}
 */
export function gravityOf(raw: unknown): Gravity {
  if (raw === undefined) return "normal";
  if (!(GRAVITIES as readonly unknown[]).includes(raw)) {
    throw new RangeError(`gravity must be one of ${GRAVITIES.join(", ")}`);
  }
  return raw as Gravity;
}

/** Checks an engine input is an object. @throws {TypeError} when it is not */
export function inputObject(raw: unknown, what: string): Record<string, unknown> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new TypeError(`${what} must be an object`);
  return raw as Record<string, unknown>;
}
