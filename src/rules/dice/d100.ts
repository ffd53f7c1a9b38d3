/**
 * Percentile tests (rules/README.md ruling 1).
 * @module
 */
import { plain } from "../geometry/validate";

/** Total modifiers to a d100 test are capped at this, up and down (ruling 1). */
export const D100_MODIFIER_CAP = 60;

/** A d100 test to resolve. */
export interface D100TestInput {
  /** The characteristic or skill value tested against, before modifiers. */
  readonly target: number;
  /** The d100 result, an integer from 1 to 100 (a roll of 00 is 100). */
  readonly roll: number;
  /** Sum of the test's modifiers (difficulty, terrain …); capped to ±60. Defaults to 0. */
  readonly modifier?: number;
}

/** The outcome of a d100 test. */
export interface D100TestResult {
  readonly success: boolean;
  /** Degrees of success when `success`, degrees of failure otherwise; always at least 1. */
  readonly degrees: number;
}

/**
 * Clamps a test's total modifier to ±{@link D100_MODIFIER_CAP} (ruling 1).
 * @throws {RangeError} when `modifier` is not a finite number
 */
export function capModifier(modifier: number): number {
  if (!Number.isFinite(modifier)) throw new RangeError(`d100 modifier must be a finite number, got ${plain(modifier)}`);
  return Math.max(-D100_MODIFIER_CAP, Math.min(D100_MODIFIER_CAP, Math.trunc(modifier)));
}

/**
 * The number a d100 roll must not exceed: target plus the capped modifier.
 * @throws {RangeError} when `target` or `modifier` is not a finite number
 */
export function d100TargetNumber(target: number, modifier = 0): number {
  if (!Number.isFinite(target)) throw new RangeError(`d100 target must be a finite number, got ${plain(target)}`);
  return Math.trunc(target) + capModifier(modifier);
}

/** Tens digit of a value, as ruling 1 counts it (a roll of 100 counts 10, negatives count 0). */
function tens(value: number): number {
  return Math.max(0, Math.floor(value / 10));
}

/**
 * Resolves a d100 test (rules/README.md ruling 1): succeeds when the roll is at or under the
 * target number; 1 always succeeds and 100 always fails. Degrees of success are 1 plus the
 * tens digit of the target minus the tens digit of the roll; degrees of failure the reverse.
 *
 * @example d100Test({ target: 45, roll: 23 }) // → { success: true, degrees: 3 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `roll` is not an integer from 1 to 100, or target/modifier not finite
 */
export function d100Test(input: D100TestInput): D100TestResult {
  if (typeof input !== "object" || input === null)
    throw new TypeError("A d100 test must be { target, roll, modifier }");
  const { roll } = input;
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
    throw new RangeError(`d100 roll must be an integer from 1 to 100, got ${plain(roll)}`);
  }
  const targetNumber = d100TargetNumber(input.target, input.modifier ?? 0);
  const success = roll === 1 || (roll !== 100 && roll <= targetNumber);
  const difference = success ? tens(targetNumber) - tens(roll) : tens(roll) - tens(targetNumber);
  return { success, degrees: Math.max(1, 1 + difference) };
}
