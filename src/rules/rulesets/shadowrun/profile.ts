/**
 * A runner's movement profile: the attributes and skills the movement text reads, and the
 * dice pools of its tests (shadowrun-movement.md). The actor data model builds it with
 * {@link runnerProfile}, so the engine decides every derived number.
 * @module
 */
import type { MovementProfile } from "../../types";
import { fallResistancePool } from "./athletics";
import { input, own, show } from "../../geometry/validate";
import { isMetatype, movementRates, rating, swimSprintPerHit, type Metatype } from "./movement";
import { isFiniteNumber } from "../../scene/numbers";

/** What a runner's record gives movement. Ratings are whole numbers ≥ 0. */
export interface RunnerRecord {
  readonly metatype: Metatype;
  readonly agility: number;
  readonly strength: number;
  readonly body: number;
  readonly running: number;
  readonly swimming: number;
  readonly acrobatics: number;
  /** Armour rating. */
  readonly armour: number;
  /** The Physical limit, as on the record (0: none known, hits are not capped). */
  readonly physicalLimit: number;
}

/** Dice pools of the movement tests, by the profile key a test names as its characteristic. */
export const POOL_KEYS = ["sprintPool", "swimPool", "jumpPool", "climbPool", "rappelPool", "fallPool"] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

/** A rating that never throws: anything but a finite number counts 0 (the data model warns about it). */
function safe(value: unknown): number {
  return isFiniteNumber(value) ? rating(value) : 0;
}

/**
 * The dice pools of the movement tests: Running + Strength (sprint, § Sprinting); Swimming +
 * Strength (swimming sprint and treading water, § Swimming); Acrobatics + Agility (jumping);
 * Acrobatics + Strength (climbing); Acrobatics + Body (rappelling); Body + Armour lowered by the
 * fall's AP −4 (resisting a fall, § Falling). A rating that is not a finite number counts 0;
 * the others are clamped to 0–30 as {@link rating} reads them.
 * @throws {TypeError} when `record` is not an object
 */
export function runnerPools(record: RunnerRecord): Record<PoolKey, number> {
  input(record, "runnerPools");
  const [agility, strength, body] = [safe(record.agility), safe(record.strength), safe(record.body)];
  const acrobatics = safe(record.acrobatics);
  return {
    sprintPool: safe(record.running) + strength,
    swimPool: safe(record.swimming) + strength,
    jumpPool: acrobatics + agility,
    climbPool: acrobatics + strength,
    rappelPool: acrobatics + body,
    fallPool: fallResistancePool({ body, armour: safe(record.armour) }),
  };
}

/**
 * The movement profile of a runner: its ratings, the metres a sprint or swimming sprint hit
 * adds, the Physical limit and the test pools, all under lower-case keys.
 * An unknown metatype reads `human`; ratings are read as {@link runnerPools} reads them.
 * @param modifiers manual or test-given adjustments per band action, metres
 * @throws {TypeError} when `record` or `modifiers` is not an object
 */
export function runnerProfile(record: RunnerRecord, modifiers: Readonly<Record<string, number>> = {}): MovementProfile {
  input(record, "runnerProfile");
  if (typeof modifiers !== "object" || modifiers === null || Array.isArray(modifiers)) {
    throw new TypeError(`A runner's band modifiers must be an object, got ${show(modifiers)}`);
  }
  const metatype = isMetatype(record.metatype) ? record.metatype : "human";
  return {
    characteristics: {
      agility: safe(record.agility),
      strength: safe(record.strength),
      body: safe(record.body),
      running: safe(record.running),
      swimming: safe(record.swimming),
      acrobatics: safe(record.acrobatics),
      armour: safe(record.armour),
      physicalLimit: safe(record.physicalLimit),
      sprintPerHit: movementRates({ agility: 0, metatype }).sprintPerHit,
      swimSprintPerHit: swimSprintPerHit({ metatype }),
      ...runnerPools(record),
    },
    modifiers,
  };
}

/**
 * A profile value as the rules read it: an own characteristic that is a finite number; anything
 * else (no profile, no characteristics object, a missing, inherited or non-finite value) counts
 * 0. Never throws.
 */
export function profileValue(profile: MovementProfile | undefined, key: string): number {
  const value = typeof key === "string" ? own(own(profile, "characteristics"), key) : undefined;
  return isFiniteNumber(value) ? value : 0;
}
