/**
 * Throwing objects in Dark Heresy 2e (dh2-movement.md § Throwing Objects, § The Effects of Gravity).
 * Distances are metres, weights kilograms.
 * @module
 */
import type { Gravity } from "../../types";
import { carryingLimits } from "./carrying";
import { gravityOf, inputObject, wholeNumber } from "./input";

/** Low gravity adds this to the Strength bonus for throwing; high gravity takes it away (minimum 0). */
export const GRAVITY_THROW_SHIFT = 2;

/**
 * The Strength bonus used for throwing: +2 on low-gravity worlds, −2 on high (minimum 0); `normal`
 * and `zero` leave it (§ Low/High Gravity Worlds). A bonus below 0 counts as 0.
 * @throws {RangeError} when `strengthBonus` is not finite or `gravity` unknown
 */
export function throwingStrengthBonus(strengthBonus: number, gravity?: Gravity): number {
  const sb = Math.max(0, wholeNumber(strengthBonus, "strengthBonus"));
  const g = gravityOf(gravity);
  if (g === "low") return sb + GRAVITY_THROW_SHIFT;
  if (g === "high") return Math.max(0, sb - GRAVITY_THROW_SHIFT);
  return sb;
}

/** A Strength test to throw an object. */
export interface ThrowInput {
  /** Strength bonus, before gravity. */
  readonly strengthBonus: number;
  /** Whether the Strength test succeeded. */
  readonly success: boolean;
  /** Degrees of success or of failure (at least 1). */
  readonly degrees: number;
  /** Gravity of the world; `normal` when absent. */
  readonly gravity?: Gravity;
}

/**
 * How far a thrown object flies, metres (§ Throwing Objects): on a success the Strength bonus times
 * the degrees of success (two degrees double it, three triple it …); on a failure half the Strength
 * bonus, rounded down (0 m: it falls at the thrower's feet). The Strength bonus is the throwing one
 * ({@link throwingStrengthBonus}).
 * @example throwDistance({ strengthBonus: 4, success: true, degrees: 2 }) // → 8
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when a number is not finite, `degrees` below 1, or `gravity` unknown
 */
export function throwDistance(input: ThrowInput): number {
  const source = inputObject(input, "Throw input");
  if (typeof source["success"] !== "boolean") throw new TypeError("success must be a boolean");
  const degrees = wholeNumber(source["degrees"], "degrees");
  if (degrees < 1) throw new RangeError("degrees must be at least 1");
  const sb = throwingStrengthBonus(source["strengthBonus"] as number, source["gravity"] as Gravity | undefined);
  return source["success"] ? sb * Math.min(degrees, 1000) : Math.floor(sb / 2);
}

/** The Strength test a throw calls for, by the object's weight. */
export interface ThrowTest {
  /** `challenging` (+0) up to half the Lifting Weight, `difficult` (−10) above it. */
  readonly difficulty: "challenging" | "difficult";
  /** The test's modifier. */
  readonly modifier: number;
  /** Half the Lifting Weight, kg: the heaviest object thrown at Challenging (+0). */
  readonly halfLift: number;
}

/**
 * The Strength test to throw an object that is not a weapon (§ Throwing Objects): Challenging (+0) up to
 * half the Lifting Weight, Difficult (−10) above it. Ruling: the Lifting Weight is the gravity-adjusted
 * one (§ The Effects of Gravity shifts SB + TB for lifting), and an object heavier than the Lifting
 * Weight cannot be thrown at all (it cannot be picked up): the result is null.
 * @param input SB, TB, gravity and the object's weight in kg (≥ 0)
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a number is not finite, the weight negative, or `gravity` unknown
 */
export function throwTest(input: {
  readonly strengthBonus: number;
  readonly toughnessBonus: number;
  readonly weightKg: number;
  readonly gravity?: Gravity;
}): ThrowTest | null {
  const source = inputObject(input, "Throw test input");
  const weight = source["weightKg"];
  if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0) {
    throw new RangeError("weightKg must be a finite number of kilograms, at least 0");
  }
  const { lift } = carryingLimits(input);
  if (weight > lift) return null;
  const halfLift = lift / 2;
  return weight <= halfLift
    ? { difficulty: "challenging", modifier: 0, halfLift }
    : { difficulty: "difficult", modifier: -10, halfLift };
}

/**
 * The Impact damage a thrown object deals to a hard surface it hits (§ Throwing Objects): 1d10 + SB,
 * plus 1 for each degree of success past the first. Ruling: SB is the throwing Strength bonus (gravity
 * included), and a failed throw adds no degrees.
 * @returns the Foundry dice formula, e.g. `1d10 + 5`, and the flat bonus added to the d10
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when a number is not finite, `degrees` below 1, or `gravity` unknown
 */
export function throwImpact(input: ThrowInput): { formula: string; bonus: number } {
  const source = inputObject(input, "Throw input");
  if (typeof source["success"] !== "boolean") throw new TypeError("success must be a boolean");
  const degrees = wholeNumber(source["degrees"], "degrees");
  if (degrees < 1) throw new RangeError("degrees must be at least 1");
  const sb = throwingStrengthBonus(source["strengthBonus"] as number, source["gravity"] as Gravity | undefined);
  const bonus = sb + (source["success"] ? Math.min(degrees, 1000) - 1 : 0);
  return { formula: `1d10 + ${bonus}`, bonus };
}
