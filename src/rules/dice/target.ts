/**
 * "X+" tests on a D6: Necromunda's Initiative and other characteristic tests
 * (rules/README.md ruling 8).
 * @module
 */
import { plain } from "../geometry/validate";

/** An X+ test to resolve. */
export interface TargetTestInput {
  /** The X of the characteristic's "X+" (e.g. 4 for Initiative 4+). */
  readonly target: number;
  /** The natural D6 result, 1–6. */
  readonly roll: number;
  /** Sum of the test's modifiers, added to the roll. Defaults to 0. */
  readonly modifier?: number;
}

/** The outcome of an X+ test. */
export interface TargetTestResult {
  readonly success: boolean;
  /** The roll after modifiers. */
  readonly total: number;
}

/**
 * Resolves an X+ test: passes when the roll plus modifiers is at least the target; a natural 1
 * always fails (ruling 8).
 * @example targetTest({ target: 4, roll: 3, modifier: 1 }) // → { success: true, total: 4 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `roll` is not an integer from 1 to 6 or target/modifier not finite
 */
export function targetTest(input: TargetTestInput): TargetTestResult {
  if (typeof input !== "object" || input === null) throw new TypeError("An X+ test must be { target, roll, modifier }");
  const { roll, target, modifier = 0 } = input;
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) throw new RangeError(`D6 roll must be 1–6, got ${plain(roll)}`);
  if (!Number.isFinite(target) || !Number.isFinite(modifier)) {
    throw new RangeError(`X+ test needs a finite target and modifier, got ${plain(target)} and ${plain(modifier)}`);
  }
  const total = roll + modifier;
  return { success: roll !== 1 && total >= target, total };
}

/**
 * The natural roll an X+ test needs after modifiers ("3+"), clamped to 2–6: 1 always fails.
 * @throws {RangeError} when `target` or `modifier` is not a finite number
 */
export function neededRoll(target: number, modifier = 0): number {
  if (!Number.isFinite(target) || !Number.isFinite(modifier)) {
    throw new RangeError(`X+ test needs a finite target and modifier, got ${plain(target)} and ${plain(modifier)}`);
  }
  return Math.min(6, Math.max(2, Math.ceil(target - modifier)));
}
