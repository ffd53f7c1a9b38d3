/**
 * Treacherous environments, darkness and zero gravity in Dark Heresy 2e: which test a move
 * calls for, its modifiers, and what its result means (dh2-movement.md § Movement and
 * Environment, § Treacherous Environment Agility Modifiers, § Lighting, § Zero Gravity;
 * dh2-alternate-movement.txt § Movement and Environment).
 * @module
 */
import { d100TargetNumber, d100Test, type D100TestResult } from "../../dice/d100";
import type { ManualTestSpec, MovementTestResolution, MoveSummary as CommonMoveSummary } from "../../types";

/** The conditions of the treacherous environment table, in the table's order. */
export const TREACHEROUS_CONDITIONS = [
  "fog",
  "mud",
  "shallowWater",
  "darkness",
  "thickSnow",
  "underbrush",
  "denseCrowds",
  "zeroGravity",
  "rubble",
  "tremors",
] as const;

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

/** Whether a value names a treacherous condition. */
export function isTreacherous(value: unknown): value is TreacherousCondition {
  return (TREACHEROUS_CONDITIONS as readonly unknown[]).includes(value);
}

/**
 * The condition with the worst (lowest) modifier; on a tie the first in the table's order.
 * @returns undefined when none of the values is a treacherous condition
 */
export function worstCondition(conditions: Iterable<unknown>): TreacherousCondition | undefined {
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
  if (modifier >= 10) return "ordinary";
  if (modifier >= 0) return "challenging";
  if (modifier >= -10) return "difficult";
  return "hard";
}

/** The kinds of movement test. */
export type MovementTestKind = "treacherous" | "darkness" | "zeroGravity";

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

/** The Agility test of a Charge or Run through a treacherous condition (core or alternate names). */
export function treacherousTest(condition: TreacherousCondition, variant?: string): MovementTestCall {
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

/** Builds a test asked for by hand: `treacherous` (with a condition), `darkness` or `zeroGravity`. */
export function buildTest(
  request: { kind: string; condition?: string },
  variant?: string,
): MovementTestCall | undefined {
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

/** Actions that count as Charge or Run for the environment tests. */
const HASTY_ACTIONS = new Set(["charge", "run"]);

/** Sum of a test's modifiers. */
export function totalModifier(call: { readonly modifiers: readonly { readonly value: number }[] }): number {
  return call.modifiers.reduce((sum, line) => sum + line.value, 0);
}

/**
 * The tests a finished move calls for:
 * - Charge or Run through treacherous terrain: an Agility test, Challenging (+0) with the worst
 *   condition's modifier (core), or named by that modifier (alternate).
 * - Moving further than Half Move through darkness: a Hard (−20) Perception test (§ Lighting).
 * - Charge or Run in a zero-gravity scene: a Hard (−20) Agility test (§ Zero Gravity).
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  const actions = new Set(move.actions);
  const conditions = [...move.conditions];
  const hasty = [...actions].some((a) => HASTY_ACTIONS.has(a));
  const calls: MovementTestCall[] = [];
  const worst = worstCondition(conditions);
  if (hasty && worst) calls.push(treacherousTest(worst, move.variant));
  const halfMove = move.bands[0]?.distance ?? 0;
  if (conditions.includes("darkness") && move.turnDistance > halfMove + 1e-6) calls.push(DARKNESS_TEST);
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
 */
export function movementTestOutcome(kind: MovementTestKind, result: D100TestResult): MovementTestOutcome {
  if (result.success) return { outcome: "kept", prone: false };
  if (kind === "darkness") return { outcome: "disoriented", prone: false };
  if (kind === "zeroGravity") return { outcome: "drifting", prone: true };
  return { outcome: "prone", prone: true };
}

/**
 * Rolls a movement test's result into its consequence (ruling 1 for the d100 result).
 * @param characteristic the tested characteristic, 0–100
 * @param roll the d100 result, 1–100
 * @throws {RangeError} on a roll outside 1–100
 */
export function resolveMovementTest(
  call: { readonly kind: string; readonly modifiers: readonly { readonly value: number }[] },
  characteristic: number,
  roll: number,
): MovementTestResolution {
  const modifier = totalModifier(call);
  const result = d100Test({ target: characteristic, roll, modifier });
  const kind = (["treacherous", "darkness", "zeroGravity"] as const).find((k) => k === call.kind) ?? "treacherous";
  return { ...result, targetNumber: d100TargetNumber(characteristic, modifier), ...movementTestOutcome(kind, result) };
}
