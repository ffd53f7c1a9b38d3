/**
 * Jumping and leaping in Dark Heresy 2e, and what gravity does to them (dh2-movement.md
 * § Jumping and Leaping, § Standing/Running Vertical Jumps, § Standing/Running Horizontal Leaps,
 * § The Effects of Gravity). Distances are metres.
 * @module
 */
import type { Gravity } from "../../types";
import { gravityOf, inputObject } from "./input";
import { bonusOf, degreesOf, flagOf, metresOf } from "./vertical-input";

/** The straight run-up, metres, that makes a jump or leap a running one. */
export const RUN_UP_MINIMUM = 4;

/** Each further run-up of this many metres adds {@link RUN_UP_STEP_BONUS} to the Agility test. */
export const RUN_UP_STEP = 4;

/** The bonus of each further {@link RUN_UP_STEP} metres of run-up. */
export const RUN_UP_STEP_BONUS = 10;

/** The most a run-up adds to the Agility test. */
export const RUN_UP_MAX_BONUS = 30;

/** The standing vertical jump, metres (§ Standing Vertical Jumps). */
export const STANDING_JUMP = 0.5;

/** Arm length added to a character's height for what a jump reaches, metres (§ Standing Vertical Jumps). */
export const ARM_REACH = 1;

/** The shortest leap, metres, however badly it fails (§ Standing Horizontal Leaps). */
export const MINIMUM_LEAP = 0.5;

/**
 * A jumping or leaping distance on a world of this gravity (§ Low/High Gravity Worlds): low gravity
 * doubles it; high gravity halves it rounding up. Ruling: "rounding up" is to the next half metre,
 * the step this section's distances come in, so a halved distance never grows (½ m stays ½ m);
 * normal and zero gravity leave it (the zero-gravity section prints no jumping distance).
 * @example jumpInGravity(3, "high") // → 1.5
 * @example jumpInGravity(1.5, "high") // → 1
 * @throws {TypeError} when `metres` is not a number
 * @throws {RangeError} when `metres` is negative or not finite, or `gravity` unknown
 */
export function jumpInGravity(metres: number, gravity?: Gravity): number {
  const distance = metresOf(metres, "metres");
  const g = gravityOf(gravity);
  if (g === "low") return distance * 2;
  if (g === "high") return Math.ceil(distance) / 2;
  return distance;
}

/** A leap's Agility test and the leaper's Strength bonus. */
export interface LeapInput {
  /** Strength bonus (fractions truncated, below 0 counts 0). */
  readonly strengthBonus: number;
  /** Whether the Agility test succeeded. */
  readonly success: boolean;
  /** Degrees of success or of failure (at least 1). */
  readonly degrees: number;
  /** Gravity of the world; `normal` when absent. */
  readonly gravity?: Gravity;
}

/**
 * How far a standing or running horizontal leap goes, metres (§ Standing/Running Horizontal Leaps):
 * on a success the Strength bonus plus ½ m per degree beyond the first; on a failure half the
 * Strength bonus rounded up, less ½ m per degree beyond the first, at least ½ m. Ruling: a success
 * never goes less far than the shortest failure (½ m; SB 0 would leap 0 m), so a better roll
 * never leaps less far. Gravity then applies ({@link jumpInGravity}).
 * @example leap({ strengthBonus: 4, success: true, degrees: 3 }) // → 5
 * @example leap({ strengthBonus: 4, success: false, degrees: 2 }) // → 1.5
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when a number is not finite, SB above 1000, degrees below 1, or gravity unknown
 */
export function leap(input: LeapInput): number {
  const source = inputObject(input, "Leap input");
  const success = flagOf(source["success"], "success");
  const degrees = degreesOf(source["degrees"]);
  const sb = bonusOf(source["strengthBonus"], "strengthBonus");
  const further = (degrees - 1) / 2;
  const metres = success ? sb + further : Math.ceil(sb / 2) - further;
  return jumpInGravity(Math.max(MINIMUM_LEAP, metres), source["gravity"] as Gravity | undefined);
}

/**
 * The height a leap reaches, metres (§ Standing Horizontal Leaps): a quarter of the distance
 * leapt, rounded up to whole metres. The distance is the one leapt, gravity included.
 * @example leapHeight(5) // → 2
 * @throws {TypeError|RangeError} when `distance` is not a finite number ≥ 0
 */
export function leapHeight(distance: number): number {
  return Math.ceil(metresOf(distance, "distance") / 4);
}

/**
 * The Agility test bonus of a straight run-up (§ Running Vertical Jumps, § Running Horizontal
 * Leaps): +10 for every full 4 m beyond the first 4 m, at most +30; 0 for a run-up under 4 m
 * (a standing jump or leap).
 * @example runUpBonus({ runUp: 12 }) // → 20
 * @throws {TypeError} when `input` is not an object or `runUp` not a number
 * @throws {RangeError} when `runUp` is negative or not finite
 */
export function runUpBonus(input: { readonly runUp: number }): number {
  const runUp = metresOf(inputObject(input, "Run-up input")["runUp"], "runUp");
  if (runUp < RUN_UP_MINIMUM) return 0;
  return Math.min(RUN_UP_MAX_BONUS, RUN_UP_STEP_BONUS * Math.floor((runUp - RUN_UP_MINIMUM) / RUN_UP_STEP));
}

/** A vertical jump. */
export interface VerticalJumpInput {
  /** Strength bonus (fractions truncated, below 0 counts 0). */
  readonly strengthBonus: number;
  /** A running jump (a straight run-up of at least 4 m); a standing jump calls for no test. */
  readonly running: boolean;
  /** Whether the running jump's Agility test succeeded (ignored for a standing jump). */
  readonly success?: boolean;
  /** Degrees of success or of failure, at least 1 (ignored for a standing jump). */
  readonly degrees?: number;
  /** Gravity of the world; `normal` when absent. */
  readonly gravity?: Gravity;
}

/**
 * How high a vertical jump goes, metres, ground to the soles of the feet (§ Standing/Running
 * Vertical Jumps): standing ½ m; running, on a success, ½ m plus half the Strength bonus rounded
 * up plus ½ m per degree beyond the first. Ruling: a failed running jump stumbles and goes no
 * higher than a standing one (½ m). Gravity then applies ({@link jumpInGravity}).
 * @example verticalJump({ strengthBonus: 3, running: true, success: true, degrees: 2 }) // → 3
 * @throws {TypeError} when `input` is not an object, `running` not a boolean, or (running) `success` not a boolean
 * @throws {RangeError} when a number is not finite, SB above 1000, degrees below 1, or gravity unknown
 */
export function verticalJump(input: VerticalJumpInput): number {
  const source = inputObject(input, "Vertical jump input");
  const running = flagOf(source["running"], "running");
  const sb = bonusOf(source["strengthBonus"], "strengthBonus");
  let metres = STANDING_JUMP;
  if (running) {
    const success = flagOf(source["success"], "success");
    const degrees = degreesOf(source["degrees"]);
    if (success) metres += Math.ceil(sb / 2) + (degrees - 1) / 2;
  }
  return jumpInGravity(metres, source["gravity"] as Gravity | undefined);
}

/**
 * What a character reaches with a jump, metres above the ground it stood on (§ Standing Vertical
 * Jumps): their height, plus 1 m of arm, plus the jump (a standing ½ m when not given, gravity
 * applied). No test is usually needed; pulling up onto what is reached is a Challenging (+0)
 * Strength test (vertical-tests.ts `pullUp`).
 * @example jumpReach({ height: 1.8 }) // → 3.3
 * @throws {TypeError} when `input` is not an object or a distance not a number
 * @throws {RangeError} when a distance is negative or not finite, or `gravity` unknown
 */
export function jumpReach(input: {
  readonly height: number;
  readonly jump?: number;
  readonly gravity?: Gravity;
}): number {
  const source = inputObject(input, "Reach input");
  const height = metresOf(source["height"], "height");
  // Checked even when a given jump leaves it unused: an unknown gravity is refused either way.
  const gravity = gravityOf(source["gravity"]);
  const jump = source["jump"] === undefined ? jumpInGravity(STANDING_JUMP, gravity) : metresOf(source["jump"], "jump");
  return height + ARM_REACH + jump;
}

/** A jump down from a height, and its Agility test. */
export interface JumpDownInput {
  /** Agility bonus (fractions truncated, below 0 counts 0). */
  readonly agilityBonus: number;
  /** The height jumped down, metres. */
  readonly drop: number;
  /** Whether the Challenging (+0) Agility test succeeded. */
  readonly success: boolean;
  /** Degrees of success or of failure (at least 1). */
  readonly degrees: number;
  /** Gravity of the world; `normal` when absent. */
  readonly gravity?: Gravity;
}

/** What a jump down does. */
export interface JumpDownResult {
  /** The height dropped safely on this result, metres (0 on a failure). */
  readonly safeDrop: number;
  /** The jumper lands on their feet, unhurt. */
  readonly safe: boolean;
  /** The jumper falls Prone. */
  readonly prone: boolean;
  /** Metres of falling damage taken (0 when safe). */
  readonly fallMetres: number;
}

/**
 * A jump down (§ Standing Vertical Jumps): a success drops safely the Agility bonus plus 1 m per
 * degree of success; a drop beyond that is Prone and falling damage for the drop less the Agility
 * bonus; a failure is Prone and falling damage for the whole drop. Ruling: gravity applies to the
 * jumping distances, the safe drop and the Agility bonus subtracted ({@link jumpInGravity}), never
 * to the drop itself.
 * @example jumpDown({ agilityBonus: 3, drop: 6, success: true, degrees: 2 }) // → { safeDrop: 5, safe: false, prone: true, fallMetres: 3 }
 * @throws {TypeError} when `input` is not an object, `success` not a boolean or `drop` not a number
 * @throws {RangeError} when a number is not finite, `drop` negative, AB above 1000, degrees below 1, or gravity unknown
 */
export function jumpDown(input: JumpDownInput): JumpDownResult {
  const source = inputObject(input, "Jump-down input");
  const success = flagOf(source["success"], "success");
  const degrees = degreesOf(source["degrees"]);
  const ab = bonusOf(source["agilityBonus"], "agilityBonus");
  const drop = metresOf(source["drop"], "drop");
  const gravity = gravityOf(source["gravity"]);
  if (!success) return { safeDrop: 0, safe: false, prone: true, fallMetres: drop };
  const safeDrop = jumpInGravity(ab + degrees, gravity);
  if (drop <= safeDrop) return { safeDrop, safe: true, prone: false, fallMetres: 0 };
  return { safeDrop, safe: false, prone: true, fallMetres: Math.max(0, drop - jumpInGravity(ab, gravity)) };
}
