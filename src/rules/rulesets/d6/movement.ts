/**
 * OpenD6 movement for characters (d6-movement.txt, Running … Other Movement Options; rules/README.md
 * rulings 6 and 12): the difficulty of running, swimming, climbing, jumping and flying a distance
 * in a round, terrain modifiers, free short distances, the GM's 4× limit, acceleration and
 * deceleration in a chase, fatigue, breath and drowning. Metres; pure functions.
 * @module
 */
import { COST_EPSILON } from "../../geometry/bands";
import { amount, input, own, show } from "../../geometry/validate";
import { move as checkMove } from "./check";
export { D6_TERRAIN } from "./manifest";
import { D6_TERRAIN } from "./manifest";

export type TerrainLevel = (typeof D6_TERRAIN)[number];

/** Each level's modifier to the difficulty (§ Movement Difficulty Modifiers; very hazardous is "+25 or more"). */
export const TERRAIN_MODIFIERS: Readonly<Record<TerrainLevel, number>> = {
  easy: 0,
  moderate: 5,
  rough: 10,
  veryRough: 15,
  hazardous: 20,
  veryHazardous: 25,
};

/** Base difficulty of running (and flying): 0; of other movement: 5 (§ Movement Difficulty Modifiers). */
export const BASE_DIFFICULTY = { running: 0, other: 5 } as const;
/** Difficulty added per movement beyond the first (§ Running, § Swimming). */
export const PER_MOVEMENT = 5;
/** Difficulty added per extra half of the climbing Move (§ Climbing). */
export const PER_CLIMB_STEP = 10;
/** Difficulty added per 2 m beyond a standing leap (§ Jumping). */
export const PER_JUMP_STEP = 10;
/** Metres of each jump step (§ Jumping). */
export const JUMP_STEP = 2;
/** Skill total a round of running start adds, and the most rounds that count (§ Jumping). */
export const RUNNING_START = { perRound: 5, maxRounds: 2 } as const;
/** Difficulty each failed swimming round adds, cumulative (§ Swimming). */
export const DROWNING_MODIFIER = 3;
/** Fatigue modifier per round beyond the limit, cumulative (§ Fatigue). */
export const FATIGUE_MODIFIER = 3;
/** The GM's optional limit: movements of each type per round (§ Maximum Movement). */
export const MAX_MOVEMENTS = 4;
/** A running roll missed by this much or more trips the runner (§ Running: a bad miss can trip). */
export const TRIP_MARGIN = 10;

/**
 * Whether `level` is a terrain level of {@link D6_TERRAIN} (own names only). Never throws.
 */
export function isTerrainLevel(level: unknown): level is TerrainLevel {
  return typeof level === "string" && Object.hasOwn(TERRAIN_MODIFIERS, level);
}

/**
 * The difficulty modifier of a terrain level (§ Movement Difficulty Modifiers).
 * @example terrainModifier("rough") // → 10
 * @throws {RangeError} when `level` is not one of {@link D6_TERRAIN}
 */
export function terrainModifier(level: TerrainLevel): number {
  if (!isTerrainLevel(level)) {
    throw new RangeError(`Unknown OpenD6 terrain level ${show(level)}; known: ${D6_TERRAIN.join(", ")}`);
  }
  return TERRAIN_MODIFIERS[level];
}

/** An optional terrain level's modifier: 0 when absent. */
function terrainOf(value: unknown): number {
  return value === undefined ? 0 : terrainModifier(value as TerrainLevel);
}

/**
 * How many movements a distance takes at a rate: a distance between whole movements counts as
 * the next (ruling 12: 25 m at Move 10 is three); 0 m is no movement.
 * @example movements(10, 25) // → 3
 * @throws {TypeError|RangeError} when `rate` is not a number > 0, or `distance` not a number ≥ 0
 */
export function movements(rate: number, distance: number): number {
  const r = checkMove(rate, "A movement rate");
  const d = amount(distance, "A distance");
  return d <= COST_EPSILON ? 0 : Math.max(1, Math.ceil(d / r - COST_EPSILON));
}

/**
 * Whether a distance is a short distance, moved without it counting as an action: up to half the
 * rate (§ Short Distances; ruling 12: exactly half is free).
 * @throws {TypeError|RangeError} as {@link movements}
 */
export function isFree(rate: number, distance: number): boolean {
  return amount(distance, "A distance") <= checkMove(rate, "A movement rate") / 2 + COST_EPSILON;
}

/** A difficulty for a distance at a rate. */
export interface MovementDifficulty {
  /** Movements the distance takes (ruling 12). */
  readonly movements: number;
  /** The difficulty number, terrain included. */
  readonly difficulty: number;
  /** Up to half the rate: no action, no roll (§ Short Distances). */
  readonly free: boolean;
}

/** Input of {@link runningDifficulty} and {@link swimDifficulty}. */
export interface DistanceInput {
  /** The character's Move (running, flying) or base Move (swimming), metres per round, > 0. */
  readonly move: number;
  /** Metres to cover this round, ≥ 0. */
  readonly distance: number;
  /** Terrain level; easy when absent. */
  readonly terrain?: TerrainLevel;
}

function difficultyAt(base: number, rate: number, distance: number, terrain: unknown): MovementDifficulty {
  const n = movements(rate, distance);
  return {
    movements: n,
    difficulty: base + PER_MOVEMENT * Math.max(0, n - 1) + terrainOf(terrain),
    free: isFree(rate, distance),
  };
}

/**
 * The running difficulty of a distance in a round (§ Running): base 0, +5 per movement beyond the
 * first, plus the terrain; up to half a Move is free. Flying uses it with the flying Move
 * (§ Flying Characters).
 * @example runningDifficulty({ move: 10, distance: 20 }) // → { movements: 2, difficulty: 5, free: false }
 * @example runningDifficulty({ move: 10, distance: 40 }) // → { movements: 4, difficulty: 15, free: false }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `move` is not > 0, `distance` not ≥ 0, or `terrain` unknown
 */
export function runningDifficulty(spec: DistanceInput): MovementDifficulty {
  input(spec, "runningDifficulty");
  return difficultyAt(BASE_DIFFICULTY.running, checkMove(spec.move), spec.distance, spec.terrain);
}

/**
 * A swimming Move: half the Move, rounded up (§ Swimming).
 * @example swimMove(10) // → 5
 * @throws {TypeError|RangeError} when `move` is not a number > 0
 */
export function swimMove(move: number): number {
  return Math.ceil(checkMove(move) / 2);
}

/**
 * The swimming difficulty of a distance in a round (§ Swimming): movements of the swimming Move,
 * base 5, +5 per movement beyond the first, plus the terrain (choppy water …); up to half the
 * swimming Move is free (§ Short Distances: 2.5 m at Move 10).
 * @example swimDifficulty({ move: 10, distance: 10 }) // → { movements: 2, difficulty: 10, free: false }
 * @throws {TypeError|RangeError} as {@link runningDifficulty}
 */
export function swimDifficulty(spec: DistanceInput): MovementDifficulty {
  input(spec, "swimDifficulty");
  return difficultyAt(BASE_DIFFICULTY.other, swimMove(spec.move), spec.distance, spec.terrain);
}

/**
 * A climbing Move: the Move with the climbing skill, half of it (rounded up, as swimming) without
 * (§ Climbing).
 * @example climbMove({ move: 10, skilled: false }) // → 5
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `move` is not a number > 0
 */
export function climbMove(spec: { readonly move: number; readonly skilled: boolean }): number {
  input(spec, "climbMove");
  const move = checkMove(spec.move);
  return spec.skilled === true ? move : Math.ceil(move / 2);
}

/**
 * The climbing difficulty of a distance in a round (§ Climbing): base 5, +10 for each further
 * half of the climbing Move (rounded up) beyond the climbing Move, plus the terrain (a tree is
 * moderate, a rough wall rough, a smooth surface hazardous). 0 m costs the base.
 * @example climbDifficulty({ move: 10, skilled: false, distance: 8, terrain: "moderate" }) // → 20
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `move` is not > 0, `distance` not ≥ 0, or `terrain` unknown
 */
export function climbDifficulty(spec: {
  readonly move: number;
  readonly skilled: boolean;
  readonly distance: number;
  readonly terrain?: TerrainLevel;
}): number {
  input(spec, "climbDifficulty");
  const rate = climbMove(spec);
  const step = Math.ceil(rate / 2);
  const beyond = Math.max(0, amount(spec.distance, "A distance") - rate);
  const steps = beyond <= COST_EPSILON ? 0 : Math.ceil(beyond / step - COST_EPSILON);
  return BASE_DIFFICULTY.other + PER_CLIMB_STEP * steps + terrainOf(spec.terrain);
}

/**
 * A standing leap: a quarter of the Move in metres, rounded up, vertically and horizontally
 * together (§ Jumping).
 * @example standingLeap(10) // → 3
 * @throws {TypeError|RangeError} when `move` is not a number > 0
 */
export function standingLeap(move: number): number {
  return Math.ceil(checkMove(move) / 4);
}

/** A jump's difficulty and the running start's bonus to the skill total. */
export interface JumpDifficulty {
  readonly difficulty: number;
  /** Added to the jumping total: +5 per round of running start whose running roll was made, at most +10. */
  readonly bonus: number;
}

/**
 * The jumping difficulty of a leap (§ Jumping): base 5 up to a standing leap, +10 for each further
 * 2 m (or part of them), plus the terrain; a running start adds +5 a round to the total, up to two
 * rounds, counting only rounds whose running roll was made.
 * @example jumpDifficulty({ move: 10, distance: 5, runningRounds: 2 }) // → { difficulty: 15, bonus: 10 }
 * @param spec.runningRounds rounds of running start whose running difficulty was beaten (≥ 0; 0 when absent)
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `move` is not > 0, `distance` or `runningRounds` not ≥ 0, or `terrain` unknown
 */
export function jumpDifficulty(spec: {
  readonly move: number;
  readonly distance: number;
  readonly runningRounds?: number;
  readonly terrain?: TerrainLevel;
}): JumpDifficulty {
  input(spec, "jumpDifficulty");
  const beyond = Math.max(0, amount(spec.distance, "A distance") - standingLeap(spec.move));
  const steps = beyond <= COST_EPSILON ? 0 : Math.ceil(beyond / JUMP_STEP - COST_EPSILON);
  const rounds = spec.runningRounds === undefined ? 0 : Math.floor(amount(spec.runningRounds, "Running rounds"));
  return {
    difficulty: BASE_DIFFICULTY.other + PER_JUMP_STEP * steps + terrainOf(spec.terrain),
    bonus: RUNNING_START.perRound * Math.min(RUNNING_START.maxRounds, rounds),
  };
}

/**
 * The GM's optional speed limit: 4 movements of a type per round (§ Maximum Movement).
 * @example maxDistance(10) // → 40
 * @throws {TypeError|RangeError} when `rate` is not a number > 0
 */
export function maxDistance(rate: number): number {
  return MAX_MOVEMENTS * checkMove(rate, "A movement rate");
}

/** The rates a chaser may pick this round. */
export interface ChaseRange {
  readonly min: number;
  readonly max: number;
}

function chaseInput(spec: { readonly baseMove: number; readonly currentRate: number }, what: string) {
  input(spec, what);
  return { base: checkMove(spec.baseMove, "A base Move"), current: amount(spec.currentRate, "A current rate") };
}

/**
 * The rates a character may move at this round in a chase (§ Accelerating & Decelerating): last
 * round's rate changed by at most 2× the base Move of that type of movement (swimming: 2× the
 * swimming Move), never below 0.
 * @example chaseRange({ baseMove: 10, currentRate: 20 }) // → { min: 0, max: 40 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `baseMove` is not > 0 or `currentRate` not ≥ 0
 */
export function chaseRange(spec: { readonly baseMove: number; readonly currentRate: number }): ChaseRange {
  const { base, current } = chaseInput(spec, "chaseRange");
  return { min: Math.max(0, current - 2 * base), max: current + 2 * base };
}

/**
 * The rate a chaser reaches when wanting `wantedRate`: the wanted rate within {@link chaseRange},
 * whatever the roll would allow (§ Accelerating & Decelerating: a total of 20 still moves 40 m).
 * @example chaseStep({ baseMove: 10, currentRate: 20, wantedRate: 50 }) // → { rate: 40 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `baseMove` is not > 0, or a rate not ≥ 0
 */
export function chaseStep(spec: {
  readonly baseMove: number;
  readonly currentRate: number;
  readonly wantedRate: number;
}): { rate: number } {
  const { min, max } = chaseRange(spec);
  const wanted = amount(spec.wantedRate, "A wanted rate");
  return { rate: Math.min(max, Math.max(min, wanted)) };
}

/** What a missed roll to hold the pace does. */
export interface ChaseSlowdown {
  /** The new rate, metres per round (≥ 0). */
  readonly rate: number;
  /** `continue` at a lower rate, `stop` at exactly 0, `trip` below 0. */
  readonly outcome: "continue" | "stop" | "trip";
}

/**
 * A chaser who misses the roll for last round's pace slows by 2× the base Move: at 0 he stops,
 * below 0 he trips (§ Accelerating & Decelerating).
 * @example chaseSlowdown({ baseMove: 10, currentRate: 40 }) // → { rate: 20, outcome: "continue" }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `baseMove` is not > 0 or `currentRate` not ≥ 0
 */
export function chaseSlowdown(spec: { readonly baseMove: number; readonly currentRate: number }): ChaseSlowdown {
  const { base, current } = chaseInput(spec, "chaseSlowdown");
  const rate = current - 2 * base;
  if (Math.abs(rate) <= COST_EPSILON) return { rate: 0, outcome: "stop" };
  return rate > 0 ? { rate, outcome: "continue" } : { rate: 0, outcome: "trip" };
}

/**
 * The fatigue modifier: +3 per round of fast movement beyond the GM's limit, cumulative (§ Fatigue).
 * Rounds are counted whole (truncated).
 * @example fatigueModifier({ roundsBeyond: 2 }) // → 6
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `roundsBeyond` is not a number ≥ 0
 */
export function fatigueModifier(spec: { readonly roundsBeyond: number }): number {
  input(spec, "fatigueModifier");
  return FATIGUE_MODIFIER * Math.floor(amount(spec.roundsBeyond, "Rounds beyond the limit"));
}

/**
 * Seconds a character holds his breath (§ Swimming): 5 × a Physique or stamina total; with
 * preparation at most 10 × a stamina total (needs the stamina skill; the GM may allow less).
 * @example breathSeconds({ total: 12 }) // → 60
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `total` is not a number ≥ 0
 */
export function breathSeconds(spec: { readonly total: number; readonly prepared?: boolean }): number {
  input(spec, "breathSeconds");
  return (spec.prepared === true ? 10 : 5) * amount(spec.total, "A roll's total");
}

/** Where a drowning swimmer stands. */
export interface Drowning {
  /** Dice of damage taken so far: 1D per failed round. */
  readonly damageDice: number;
  /** Added to the swimming difficulty: +3 per failed round, cumulative. */
  readonly modifier: number;
}

/**
 * Drowning after failed swimming rolls in one stay in the water (§ Swimming): each failed round
 * deals 1D and adds +3 to the difficulty; both add up, the failed rounds need not be in a row.
 * Rounds are counted whole (truncated).
 * @example drowning({ failedRounds: 3 }) // → { damageDice: 3, modifier: 9 }
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `failedRounds` is not a number ≥ 0
 */
export function drowning(spec: { readonly failedRounds: number }): Drowning {
  input(spec, "drowning");
  const rounds = Math.floor(amount(spec.failedRounds, "Failed rounds"));
  return { damageDice: rounds, modifier: DROWNING_MODIFIER * rounds };
}

/** What a running (or flying, swimming) roll decides about a move beyond one movement. */
export interface RunningOutcome {
  readonly success: boolean;
  /** Metres the character really covers: the whole distance, or only one movement when missed. */
  readonly covered: number;
  /** Missed by {@link TRIP_MARGIN} or more: the character trips (Prone). */
  readonly trips: boolean;
}

/**
 * What a running roll decides (§ Running): made, the character covers the distance; missed, only
 * his Move (or less when he wanted less); missed by 10 or more, he trips as well (our
 * reading of § Running: a runner may trip, by how far the roll fell short).
 * @example runningOutcome({ move: 10, distance: 27, difficulty: 10, total: 8 }) // → { success: false, covered: 10, trips: false }
 * @throws {TypeError} when `input` is not an object, or `total`/`difficulty` not numbers
 * @throws {RangeError} when `move` is not > 0, `distance` not ≥ 0, or `total`/`difficulty` not finite
 */
export function runningOutcome(spec: {
  readonly move: number;
  readonly distance: number;
  readonly difficulty: number;
  readonly total: number;
}): RunningOutcome {
  input(spec, "runningOutcome");
  const move = checkMove(spec.move);
  const distance = amount(spec.distance, "A distance");
  for (const key of ["difficulty", "total"] as const) {
    const v: unknown = own(spec, key);
    if (typeof v !== "number") throw new TypeError(`A running roll's ${key} must be a number, got ${show(v)}`);
    if (!Number.isFinite(v)) throw new RangeError(`A running roll's ${key} must be finite, got ${v}`);
  }
  const success = spec.total >= spec.difficulty;
  return {
    success,
    covered: success ? distance : Math.min(distance, move),
    trips: !success && spec.difficulty - spec.total >= TRIP_MARGIN,
  };
}
