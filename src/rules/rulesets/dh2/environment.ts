/**
 * Treacherous environments, darkness and zero gravity in Dark Heresy 2e: which test a move
 * calls for, its modifiers, and what its result means (dh2-movement.md § Movement and
 * Environment, § Treacherous Environment Agility Modifiers, § Lighting, § Zero Gravity;
 * dh2-alternate-movement.txt § Movement and Environment).
 * @module
 */
import { isArray } from "../../geometry/validate";
import { d100TargetNumber, d100Test, type D100TestResult } from "../../dice/d100";
import { totalModifier } from "../../card-text";
import type { ManualTestSpec, MoveSummary as CommonMoveSummary } from "../../types";
import type { MovementTestResolution } from "../../capabilities/outcomes";
export { TREACHEROUS_CONDITIONS } from "./manifest";
import { TREACHEROUS_CONDITIONS } from "./manifest";

/** A treacherous condition. */
export type TreacherousCondition = (typeof TREACHEROUS_CONDITIONS)[number];

/** Terrain a region can hold: a treacherous condition, or plain difficult ground (halves, no test). */
export type TerrainCondition = TreacherousCondition | "difficult";

/** Every terrain condition a region can hold, plain difficult ground first. */
export const TERRAIN_CONDITIONS: readonly TerrainCondition[] = ["difficult", ...TREACHEROUS_CONDITIONS];

/** Agility test modifier per condition (§ Treacherous Environment Agility Modifiers). */
export const TREACHEROUS_MODIFIERS: Readonly<Record<TreacherousCondition, number>> = {
  fog: 10,
  mud: 0,
  shallowWater: 0,
  darkness: -10,
  thickSnow: -10,
  underbrush: -10,
  denseCrowds: -20,
  zeroGravity: -20,
  rubble: -20,
  tremors: -20,
};

/**
 * Checks the input of this file's functions: a value of the expected kind, or a
 * TypeError naming what was wrong.
 * @throws {TypeError} when `value` is not an object (`iterable`: an object with an iterator)
 */
function need(value: unknown, what: string, iterable = false): void {
  const isObject = typeof value === "object" && value !== null;
  if (!isObject || (iterable && typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function")) {
    throw new TypeError(
      `${what} must be ${iterable ? "an iterable" : "an object"}, got ${value === null ? "null" : typeof value}`,
    );
  }
}

/**
 * Requires a distance: a number, not NaN, ≥ 0 (+Infinity allowed: no limit).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is NaN or negative
 */
function distance(value: unknown, what: string): number {
  if (typeof value !== "number") throw new TypeError(`${what} must be a number, got ${typeof value}`);
  if (!(value >= 0)) throw new RangeError(`${what} must be a distance ≥ 0, got ${value}`);
  return value;
}

/** Whether a value names a treacherous condition. */
export function isTreacherous(value: unknown): value is TreacherousCondition {
  return (TREACHEROUS_CONDITIONS as readonly unknown[]).includes(value);
}

/**
 * The condition with the worst (lowest) modifier; on a tie the first in the table's order.
 * Values that are not treacherous conditions (`difficult`, other rulesets' ids, junk) are skipped.
 * @param conditions an array, set or other iterable object of condition ids
 * @returns undefined when none of the values is a treacherous condition
 * @throws {TypeError} when `conditions` is not an iterable object (a string is refused too)
 */
export function worstCondition(conditions: Iterable<unknown>): TreacherousCondition | undefined {
  need(conditions, "Terrain conditions", true);
  let worst: TreacherousCondition | undefined;
  for (const c of conditions) {
    if (!isTreacherous(c)) continue;
    if (
      worst === undefined ||
      TREACHEROUS_MODIFIERS[c] < TREACHEROUS_MODIFIERS[worst] ||
      (TREACHEROUS_MODIFIERS[c] === TREACHEROUS_MODIFIERS[worst] &&
        TREACHEROUS_CONDITIONS.indexOf(c) < TREACHEROUS_CONDITIONS.indexOf(worst))
    ) {
      worst = c;
    }
  }
  return worst;
}

/** Test difficulty ids with their modifiers (core rules' names). */
export const DIFFICULTIES = { ordinary: 10, challenging: 0, difficult: -10, hard: -20 } as const;

/** A test difficulty id. */
export type Difficulty = keyof typeof DIFFICULTIES;

/** The difficulty a modifier is named by in the alternate table (Ordinary +10 … Hard −20). */
export function difficultyForModifier(modifier: number): Difficulty {
  if (typeof modifier !== "number") return "hard";
  if (modifier >= 10) return "ordinary";
  if (modifier >= 0) return "challenging";
  if (modifier >= -10) return "difficult";
  return "hard";
}

/** The kinds of movement test. */
export type MovementTestKind = "treacherous" | "darkness" | "zeroGravity";

/** Every kind of movement test. */
const MOVEMENT_TEST_KINDS: readonly MovementTestKind[] = ["treacherous", "darkness", "zeroGravity"];

/** One line of a test's target number. */
export interface ModifierLine {
  /** What it is: `difficulty`, or a condition id. */
  readonly source: Difficulty | TreacherousCondition;
  readonly value: number;
}

/** A test a move calls for. */
export interface MovementTestCall {
  readonly kind: MovementTestKind;
  readonly characteristic: "agility" | "perception";
  /** The difficulty the card names the test by. */
  readonly difficulty: Difficulty;
  /** The modifiers, line by line; their sum is the test's total modifier. */
  readonly modifiers: readonly ModifierLine[];
  /** The condition that set the modifier, when one did. */
  readonly condition?: TreacherousCondition;
}

/** What a finished move did: the common summary; the first band is Half Move, in metres. */
export type MoveSummary = CommonMoveSummary;

/**
 * The Agility test of a Charge or Run through a treacherous condition (core or alternate names).
 * @param variant `alternate` names the test by its modifier; any other value is the core rule
 * @throws {RangeError} when `condition` is not one of {@link TREACHEROUS_CONDITIONS}
 */
export function treacherousTest(condition: TreacherousCondition, variant?: string): MovementTestCall {
  if (!isTreacherous(condition)) {
    throw new RangeError(
      `Not a treacherous condition: ${typeof condition === "string" ? condition : typeof condition}`,
    );
  }
  const modifier = TREACHEROUS_MODIFIERS[condition];
  if (variant === "alternate") {
    const difficulty = difficultyForModifier(modifier);
    return {
      kind: "treacherous",
      characteristic: "agility",
      difficulty,
      modifiers: [{ source: difficulty, value: modifier }],
      condition,
    };
  }
  return {
    kind: "treacherous",
    characteristic: "agility",
    difficulty: "challenging",
    modifiers: [
      { source: "challenging", value: 0 },
      { source: condition, value: modifier },
    ],
    condition,
  };
}

/** The Hard (−20) Perception test of a fast move in darkness (§ Lighting). */
export const DARKNESS_TEST: MovementTestCall = {
  kind: "darkness",
  characteristic: "perception",
  difficulty: "hard",
  modifiers: [{ source: "hard", value: DIFFICULTIES.hard }],
  condition: "darkness",
};

/** The Hard (−20) Agility test of a Charge or Run in zero gravity (§ Zero Gravity). */
export const ZERO_GRAVITY_TEST: MovementTestCall = {
  kind: "zeroGravity",
  characteristic: "agility",
  difficulty: "hard",
  modifiers: [{ source: "hard", value: DIFFICULTIES.hard }],
};

/**
 * Builds a test asked for by hand: `treacherous` (with a condition), `darkness` or `zeroGravity`.
 * @returns undefined for another kind, or a `treacherous` request without a treacherous condition
 * @throws {TypeError} when `request` is not an object
 */
export function buildTest(
  request: { kind: string; condition?: string },
  variant?: string,
): MovementTestCall | undefined {
  need(request, "A test request");
  if (request.kind === "treacherous")
    return isTreacherous(request.condition) ? treacherousTest(request.condition, variant) : undefined;
  if (request.kind === "darkness") return DARKNESS_TEST;
  if (request.kind === "zeroGravity") return ZERO_GRAVITY_TEST;
  return undefined;
}

/** Tests a GM can post by hand: one per treacherous condition, darkness and zero gravity. */
export const MANUAL_TESTS: readonly ManualTestSpec[] = [
  ...TREACHEROUS_CONDITIONS.map((condition) => ({
    request: { kind: "treacherous", condition },
    label: `STRIDE.Terrain.${condition}`,
  })),
  { request: { kind: "darkness" }, label: "STRIDE.Card.reason.darkness" },
  { request: { kind: "zeroGravity" }, label: "STRIDE.Card.reason.zeroGravity" },
];

/** Bands (and band actions) that count as Charge or Run for the environment tests. */
const HASTY_ACTIONS = new Set(["charge", "run"]);

/** The band of Half Move: a turn past it moves faster than half the Movement rate (§ Lighting). */
const HALF_MOVE = "half";

/** Sum of a test's modifiers; the card-text helper, which checks them. */
export { totalModifier };

/**
 * The tests a finished move calls for. A move is a Charge or Run when a Charge or Run action was
 * chosen (however short) or the turn reached the Charge or Run band (MoveSummary.band, which the
 * engine sets in a started combat: a Walk as far as a Charge is a Charge):
 * - Charge or Run through treacherous terrain: an Agility test, Challenging (+0) with the worst
 *   condition's modifier (core), or named by that modifier (alternate).
 * - The turn's movement past Half Move through darkness: a Hard (−20) Perception test (§ Lighting:
 *   moving at more than half speed, a speed, so by the band reached, not the action;
 *   without a band, by the turn's distance against the first band's).
 * - Charge or Run in a zero-gravity scene: a Hard (−20) Agility test (§ Zero Gravity). A
 *   zero-gravity region crossed there is that same zero gravity: it calls no treacherous test of its
 *   own (the worst of the other conditions does).
 * @throws {TypeError} when `move` is not an object, its actions or conditions not iterable
 *   objects, its bands not an array of bands, a distance not a number, or its band neither absent
 *   nor a string
 * @throws {RangeError} when `turnDistance` or the first band's distance is NaN or negative
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  need(move, "A move summary");
  need(move.actions, "A move's actions", true);
  need(move.conditions, "A move's conditions", true);
  if (!isArray(move.bands)) throw new TypeError("A move's bands must be an array");
  if (move.bands.length > 0) {
    need(move.bands[0], "A move's first band");
    distance(move.bands[0]!.distance, "A band's distance");
  }
  distance(move.turnDistance, "A move's turn distance");
  if (move.band !== undefined && typeof move.band !== "string") throw new TypeError("A move's band must be a string");
  const band = move.band;
  // In a zero-gravity scene a painted zero-gravity area is the scene's own zero gravity, tested once.
  const conditions = move.zeroGravity ? [...move.conditions].filter((c) => c !== "zeroGravity") : [...move.conditions];
  const hasty = (band !== undefined && HASTY_ACTIONS.has(band)) || [...move.actions].some((a) => HASTY_ACTIONS.has(a));
  const calls: MovementTestCall[] = [];
  const worst = worstCondition(conditions);
  if (hasty && worst) calls.push(treacherousTest(worst, move.variant));
  const halfMove = move.bands[0]?.distance ?? 0;
  const pastHalf = band !== undefined ? band !== HALF_MOVE : move.turnDistance > halfMove + 1e-6;
  if (conditions.includes("darkness") && pastHalf) calls.push(DARKNESS_TEST);
  if (hasty && move.zeroGravity) calls.push(ZERO_GRAVITY_TEST);
  return calls;
}

/** What follows from a movement test's result. */
export interface MovementTestOutcome {
  /** Lang key suffix of the outcome text: `kept`, `prone`, `disoriented`, `drifting`. */
  readonly outcome: "kept" | "prone" | "disoriented" | "drifting";
  /** The character falls Prone (an Apply button is offered). */
  readonly prone: boolean;
}

/**
 * The consequence of a test's result: success keeps the character going; failure of the
 * treacherous test is Prone at a point the GM sets by the degrees of failure; failure in
 * darkness is disorientation; failure in zero gravity is drifting and Prone.
 * @throws {RangeError} when `kind` is not `treacherous`, `darkness` or `zeroGravity`
 * @throws {TypeError} when `result` is not an object with a boolean `success`
 */
export function movementTestOutcome(kind: MovementTestKind, result: D100TestResult): MovementTestOutcome {
  if (!(MOVEMENT_TEST_KINDS as readonly unknown[]).includes(kind)) {
    throw new RangeError(
      `A dh2 movement test is treacherous, darkness or zeroGravity, got ${typeof kind === "string" ? kind : typeof kind}`,
    );
  }
  need(result, "A test result");
  if (typeof result.success !== "boolean") throw new TypeError("A test result needs a boolean success");
  if (result.success) return { outcome: "kept", prone: false };
  if (kind === "darkness") return { outcome: "disoriented", prone: false };
  if (kind === "zeroGravity") return { outcome: "drifting", prone: true };
  return { outcome: "prone", prone: true };
}

/**
 * Rolls a movement test's result into its consequence (ruling 1 for the d100 result).
 * @param characteristic the tested characteristic, 0–100
 * @param roll the d100 result, 1–100
 * @returns the result; a kind other than `darkness` or `zeroGravity` has the treacherous outcome
 * @throws {TypeError} when `call` is not an object with a string kind and a list of modifiers with finite values
 * @throws {RangeError} on a roll outside 1–100, or a characteristic that is not a finite number
 */
export function resolveMovementTest(
  call: { readonly kind: string; readonly modifiers: readonly { readonly value: number }[] },
  characteristic: number,
  roll: number,
): MovementTestResolution {
  need(call, "A test call");
  if (typeof call.kind !== "string") throw new TypeError("A test call needs a string kind");
  const modifier = totalModifier(call);
  const result = d100Test({ target: characteristic, roll, modifier });
  const kind = MOVEMENT_TEST_KINDS.find((k) => k === call.kind) ?? "treacherous";
  return { ...result, targetNumber: d100TargetNumber(characteristic, modifier), ...movementTestOutcome(kind, result) };
}
