/**
 * Climbing and abseiling in Dark Heresy 2e (dh2-movement.md § Climbing, § Simple Climbs, § Sheer
 * Surfaces, § Abseiling; rulings 5). Distances are metres.
 * @module
 */
import { inputObject } from "./input";
import { degreesOf, flagOf, metresOf } from "./vertical-input";
export { CLIMB_SURFACES } from "./manifest";
import { CLIMB_SURFACES } from "./manifest";

/** A climbable surface: `simple` (low walls, rubble, trees) or `sheer` (cliffs, building walls). */
export type ClimbSurface = (typeof CLIMB_SURFACES)[number];

/** The sheer surface's Athletics test modifier, as printed ("Hard (−10)"; ruling 5). */
export const SHEER_MODIFIER = -10;

/** Abseiling's rate on one degree of success, metres per round (§ Abseiling). */
export const ABSEIL_RATE = 10;

/** Abseiling's rate on one degree of failure, metres per round (§ Abseiling). */
export const ABSEIL_SLIP_RATE = 5;

/**
 * Whether a climb calls for a test (§ Simple Climbs, § Sheer Surfaces): a sheer surface always
 * does; a simple climb only when the climber is hurried or distracted (Stride: in a started
 * combat), unless it is as easy as a sturdy ladder or stairs (`trivial`).
 * @throws {TypeError} when `input` is not an object or a flag is given and not a boolean
 * @throws {RangeError} when `surface` is not one of {@link CLIMB_SURFACES}
 */
export function climbNeedsTest(input: {
  readonly surface: ClimbSurface;
  readonly distracted: boolean;
  readonly trivial?: boolean;
}): boolean {
  const source = inputObject(input, "Climb input");
  const surface = source["surface"];
  if (!(CLIMB_SURFACES as readonly unknown[]).includes(surface)) {
    throw new RangeError(`surface must be one of ${CLIMB_SURFACES.join(", ")}`);
  }
  const distracted = flagOf(source["distracted"], "distracted");
  const trivial = source["trivial"] === undefined ? false : flagOf(source["trivial"], "trivial");
  if (surface === "sheer") return true;
  return distracted && !trivial;
}

/**
 * Metres climbed in a round on a passed climbing test (§ Simple Climbs, § Sheer Surfaces): half the
 * Half Move, plus 1 m per degree of success beyond the first. A failed test climbs nothing: the
 * climber falls from where the climb started.
 * @param input.halfMove the climber's Half Move, metres (the band, gravity included)
 * @example climbRate({ halfMove: 4, degrees: 3 }) // → 4
 * @throws {TypeError} when `input` is not an object or `halfMove` not a number
 * @throws {RangeError} when `halfMove` is negative or not finite, or degrees below 1
 */
export function climbRate(input: { readonly halfMove: number; readonly degrees: number }): number {
  const source = inputObject(input, "Climb rate input");
  const halfMove = metresOf(source["halfMove"], "halfMove");
  return halfMove / 2 + (degreesOf(source["degrees"]) - 1);
}

/** What an abseiling round gives. */
export interface AbseilResult {
  /** Metres descended this round. */
  readonly rate: number;
  /** The abseiler must pass a Challenging (+0) Strength test or lose their grip. */
  readonly gripTest: boolean;
}

/**
 * An abseiling round's Agility test (§ Abseiling): a success descends 10 m plus 1 m per degree
 * beyond the first; one degree of failure 5 m; two or more call a Challenging (+0) Strength test to
 * keep the grip, and descend nothing.
 * @example abseil({ success: true, degrees: 3 }) // → { rate: 12, gripTest: false }
 * @throws {TypeError} when `input` is not an object or `success` not a boolean
 * @throws {RangeError} when degrees are not finite or below 1
 */
export function abseil(input: { readonly success: boolean; readonly degrees: number }): AbseilResult {
  const source = inputObject(input, "Abseil input");
  const success = flagOf(source["success"], "success");
  const degrees = degreesOf(source["degrees"]);
  if (success) return { rate: ABSEIL_RATE + degrees - 1, gripTest: false };
  return degrees === 1 ? { rate: ABSEIL_SLIP_RATE, gripTest: false } : { rate: 0, gripTest: true };
}
