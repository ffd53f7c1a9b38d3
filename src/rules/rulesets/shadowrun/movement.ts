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
