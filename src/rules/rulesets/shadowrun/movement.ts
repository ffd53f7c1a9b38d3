/**
 * Shadowrun walking, running, sprinting and swimming rates (shadowrun-movement.md § Movement,
 * § Standard Movement, § Sprinting, § Swimming; rules/README.md rulings 6 and 11). Metres.
 * @module
 */
import { finiteNumber, input, show } from "../../geometry/validate";

/** The metatypes of the movement table. */
export const METATYPES = ["dwarf", "elf", "human", "ork", "troll"] as const;

/** A metatype. */
export type Metatype = (typeof METATYPES)[number];

/** Whether `value` names a metatype. */
export function isMetatype(value: unknown): value is Metatype {
  return typeof value === "string" && (METATYPES as readonly string[]).includes(value);
}

/** Attributes and skills are read as whole ratings from 0 up to this (Stride clamp). */
export const RATING_MAX = 30;

/**
 * A rating as the rules read it: a whole number from 0 to {@link RATING_MAX} (truncated, then
 * clamped: −3 reads 0, 4.7 reads 4, 99 reads 30).
 * @example rating(4.7, "Agility") // → 4
 * @throws {TypeError} when it is not a number
 * @throws {RangeError} when it is NaN or ±Infinity
 */
export function rating(value: number, name = "rating"): number {
  if (typeof name !== "string") throw new TypeError(`A rating's name must be a string, got ${show(name)}`);
  return Math.min(RATING_MAX, Math.max(0, Math.trunc(finiteNumber(value, name))));
}

/** @throws {RangeError} when `value` is not one of {@link METATYPES} */
function metatype(value: unknown): Metatype {
  if (!isMetatype(value)) throw new RangeError(`Unknown metatype ${show(value)}; known: ${METATYPES.join(", ")}`);
  return value;
}

/** A Combat Turn's movement rates. */
export interface MovementRates {
  /** Walk rate: the most a character moves in a Combat Turn before it is Running, metres. */
  readonly walk: number;
  /** Run rate: the most it moves in a Combat Turn without a Sprinting test, metres. */
  readonly run: number;
  /** Metres each hit of a Sprinting test adds to the Combat Turn's movement. */
  readonly sprintPerHit: number;
}

/**
 * Walk and Run rates and the sprint increase (§ Movement table): Walk Agility × 2 m, Run
 * Agility × 4 m for the whole Combat Turn (all Initiative Passes) for every metatype; a sprint
 * hit adds 1 m for dwarves and trolls, 2 m for elves, humans and orks.
 * @example movementRates({ agility: 5, metatype: "human" }) // → { walk: 10, run: 20, sprintPerHit: 2 }
 * @param args.agility Agility (truncated, clamped to 0–30)
 * @throws {TypeError} when `args` is not an object or Agility not a number
 * @throws {RangeError} for an unknown metatype or a NaN or infinite Agility
 */
export function movementRates(args: { readonly agility: number; readonly metatype: string }): MovementRates {
  input(args, "movementRates");
  const agility = rating(args.agility, "Agility");
  const meta = metatype(args.metatype);
  return { walk: agility * 2, run: agility * 4, sprintPerHit: meta === "dwarf" || meta === "troll" ? 1 : 2 };
}

/**
 * How many Sprinting tests a character may make in a Combat Turn: half its Running skill,
 * rounded up (§ Sprinting).
 * @example sprintTestLimit({ running: 5 }) // → 3
 * @throws {TypeError} when `args` is not an object or Running not a number
 * @throws {RangeError} for a NaN or infinite Running
 */
export function sprintTestLimit(args: { readonly running: number }): number {
  return Math.ceil(rating(input(args, "sprintTestLimit").running, "Running") / 2);
}

/**
 * Metres swum in a Combat Turn: the average of Agility and Strength (§ Swimming), on or under
 * the surface alike.
 * @example swimRate({ agility: 4, strength: 5 }) // → 4.5
 * @throws {TypeError} when `args` is not an object or an attribute not a number
 * @throws {RangeError} for a NaN or infinite attribute
 */
export function swimRate(args: { readonly agility: number; readonly strength: number }): number {
  input(args, "swimRate");
  return (rating(args.agility, "Agility") + rating(args.strength, "Strength")) / 2;
}

/**
 * Metres each hit of a swimming sprint adds: 2 for elves and trolls, 1 for the others, as
 * printed (§ Swimming; ruling 11 — it differs from the running sprint).
 * @example swimSprintPerHit({ metatype: "elf" }) // → 2
 * @throws {TypeError} when `args` is not an object
 * @throws {RangeError} for an unknown metatype
 */
export function swimSprintPerHit(args: { readonly metatype: string }): number {
  const meta = metatype(input(args, "swimSprintPerHit").metatype);
  return meta === "elf" || meta === "troll" ? 2 : 1;
}

/**
 * Minutes a character can tread water before a Swimming + Strength [Physical] (2) test: the
 * average of Strength and Body (§ Swimming).
 * @example treadWaterMinutes({ strength: 3, body: 4 }) // → 3.5
 * @throws {TypeError} when `args` is not an object or an attribute not a number
 * @throws {RangeError} for a NaN or infinite attribute
 */
export function treadWaterMinutes(args: { readonly strength: number; readonly body: number }): number {
  input(args, "treadWaterMinutes");
  return (rating(args.strength, "Strength") + rating(args.body, "Body")) / 2;
}

/** Most treading-water tests one jump of the clock posts (a day skipped posts no hundreds of cards). */
export const MAX_TREAD_TESTS = 10;

/** Where a runner treading water stands on the clock ({@link treadingClock}). */
export interface TreadingClock {
  /** Tests come due since the period began (0 to {@link MAX_TREAD_TESTS}). */
  readonly due: number;
  /** Minutes left in the period now running (0 to the minutes held). */
  readonly left: number;
  /** World time, seconds, the period now running began: the period's start moved on by the tests due. */
  readonly since: number;
}

/**
 * The treading-water clock (§ Swimming: tread for the average of Strength and Body in minutes, then
 * a Swimming + Strength [Physical] (2) test; success treads another period of the same length;
 * Stride ruling, docs/rulings.md: a failure's box of Stun does not end it, the next period starts
 * as well). From the minutes held, the world time the period began and the world time now
 * (seconds, Foundry's world time): the tests that came due, the minutes left and the new period's
 * start. A clock set back (now before `since`) has none due and the whole period left; minutes of 0
 * (Strength and Body 0) make one test due each time the clock moves. World times may be negative
 * (a clock rewound before its start).
 * @example treadingClock({ minutes: 3.5, since: 0, now: 150 }) // → { due: 0, left: 1, since: 0 }
 * @example treadingClock({ minutes: 3.5, since: 0, now: 450 }) // → { due: 2, left: 3, since: 420 }
 * @throws {TypeError} when `args` is not an object or a value not a number
 * @throws {RangeError} for a NaN or infinite value, or minutes below 0
 */
export function treadingClock(args: {
  readonly minutes: number;
  readonly since: number;
  readonly now: number;
}): TreadingClock {
  input(args, "treadingClock");
  const minutes = finiteNumber(args.minutes, "Minutes held");
  if (minutes < 0) throw new RangeError(`Minutes held must be ≥ 0, got ${minutes}`);
  const since = finiteNumber(args.since, "The period's start");
  const now = finiteNumber(args.now, "The world time");
  const period = minutes * 60;
  if (now <= since || !Number.isFinite(period)) return { due: 0, left: minutes, since };
  // Under a millisecond a period is none: one test each time the clock moves.
  if (period < 1e-3) return { due: 1, left: 0, since: now };
  const periods = Math.floor((now - since) / period);
  // A jump too long to count (beyond a number's range) starts the next period now.
  if (!Number.isFinite(periods)) return { due: MAX_TREAD_TESTS, left: minutes, since: now };
  const start = Math.min(now, since + periods * period);
  const left = Math.min(minutes, Math.max(0, (period - (now - start)) / 60));
  return { due: Math.min(MAX_TREAD_TESTS, periods), left, since: start };
}
