/**
 * Throwing objects in Dark Heresy 2e (dh2-movement.md § Throwing Objects, § The Effects of Gravity).
 * Distances are metres, weights kilograms.
 * @module
 */
import type { Gravity } from "../../types";
import { carryingLimits } from "./carrying";
import { altitudeAttack, type Elevation } from "./flying";
import { gravityOf, inputObject, wholeNumber } from "./input";
import { isFiniteNumber } from "../../scene/numbers";

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
  if (!isFiniteNumber(weight) || weight < 0) {
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

/** A modifier of the Ballistic Skill test of a throw at a target, with its lang-key source. */
export interface ThrowAtTargetModifier {
  /** `challenging` or `difficult` (the object's weight), `altitude` (§ Low Altitude). */
  readonly source: "challenging" | "difficult" | "altitude";
  readonly value: number;
}

/** The Ballistic Skill test of an object thrown at a target, or why there is none. */
export interface ThrowAtTarget {
  /** False when the object is heavier than the Lifting Weight, or an altitude puts the target out of reach. */
  readonly possible: boolean;
  /** `tooHeavy`, `altitude`, or null when possible. */
  readonly reason: "tooHeavy" | "altitude" | null;
  /** The test's modifiers in the card's order; empty when not possible. */
  readonly modifiers: readonly ThrowAtTargetModifier[];
  /** Their sum. */
  readonly modifier: number;
}

/**
 * The Ballistic Skill test of an object thrown at a specific target (§ Throwing Objects: aimed, the
 * object counts as an improvised weapon and is thrown with Ballistic Skill rather than Strength;
 * § Low Altitude, § High Altitude). Rulings (docs/rulings.md): the test keeps the difficulty the
 * Strength test would have had by the object's weight (Challenging +0 up to half the Lifting Weight,
 * Difficult −10 above it; heavier than the Lifting Weight it cannot be thrown); the text gives no
 * number for the improvised weapon nor a range for the throw (it sends the reader to the Armoury),
 * so neither adds a modifier and the GM's modifier carries them; the altitudes add −10 from the
 * ground at a Low Altitude target, and nothing reaches High Altitude but High Altitude.
 * @example throwAtTarget({ strengthBonus: 4, toughnessBonus: 4, weightKg: 60, thrower: "ground", target: "low" })
 * // → { possible: true, reason: null, modifiers: [{ source: "difficult", value: -10 }, { source: "altitude", value: -10 }], modifier: -20 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a number is not finite, the weight negative, `gravity` unknown, or an
 *   elevation not `ground`, `hovering`, `low` or `high`
 */
export function throwAtTarget(input: {
  readonly strengthBonus: number;
  readonly toughnessBonus: number;
  readonly weightKg: number;
  readonly gravity?: Gravity;
  /** Where the thrower is; `ground` when absent. */
  readonly thrower?: Elevation;
  /** Where the target is; `ground` when absent. */
  readonly target?: Elevation;
}): ThrowAtTarget {
  const source = inputObject(input, "Throw at target input");
  const weight = throwTest(input);
  const reach = altitudeAttack(
    (source["thrower"] ?? "ground") as Elevation,
    (source["target"] ?? "ground") as Elevation,
  );
  const none = (reason: "tooHeavy" | "altitude"): ThrowAtTarget => ({
    possible: false,
    reason,
    modifiers: [],
    modifier: 0,
  });
  if (weight === null) return none("tooHeavy");
  if (!reach.possible) return none("altitude");
  const modifiers: ThrowAtTargetModifier[] = [{ source: weight.difficulty, value: weight.modifier }];
  if (reach.modifier !== 0) modifiers.push({ source: "altitude", value: reach.modifier });
  return { possible: true, reason: null, modifiers, modifier: modifiers.reduce((sum, m) => sum + m.value, 0) };
}
