/**
 * OpenD6 rolls with a Wild Die (rules/README.md ruling 10; d6-movement.txt: skill and difficulty
 * rolls, e.g. running, climbing and jumping difficulties). A skill code `3D+2` rolls three d6, one
 * of them the Wild Die, and adds 2 pips. The engine adds up; the adapter rolls with Foundry's
 * `Roll` ({@link wildDieFormula}) and passes the dice results in.
 * @module
 */
import { plain } from "../geometry/validate";
import { checkD6Results } from "./pool";

/** The most dice a skill code may name. */
export const MAX_SKILL_DICE = 100;

/** The most pips a code adds: three pips make one die (`3D+3` is written `4D`). */
export const MAX_PIPS = 2;

/** A parsed skill code: `3D+2` is `{ dice: 3, pips: 2 }`. */
export interface SkillCode {
  /** Dice rolled, the Wild Die included, 1–{@link MAX_SKILL_DICE}. */
  readonly dice: number;
  /** Pips added to the total, 0–{@link MAX_PIPS}. */
  readonly pips: number;
}

const SKILL_CODE = /^\s*(\d{1,3})\s*[dD]\s*(?:\+\s*(\d{1,2})\s*)?$/;

/**
 * Parses a skill code: `ND` or `ND+P` (case-insensitive `d`, spaces allowed around the `+`).
 * @example parseSkillCode("3D+2") // → { dice: 3, pips: 2 }
 * @throws {TypeError} when `code` is not a string
 * @throws {RangeError} when it is not of that form, names 0 or more than {@link MAX_SKILL_DICE} dice, or
 *   more than {@link MAX_PIPS} pips
 */
export function parseSkillCode(code: string): SkillCode {
  if (typeof code !== "string") throw new TypeError(`A skill code must be a string, got ${typeof code}`);
  const match = SKILL_CODE.exec(code);
  if (!match) throw new RangeError(`Not a skill code (like "3D+2"): "${code.slice(0, 40)}"`);
  const dice = Number(match[1]);
  const pips = match[2] === undefined ? 0 : Number(match[2]);
  if (dice < 1 || dice > MAX_SKILL_DICE) throw new RangeError(`A skill code rolls 1–${MAX_SKILL_DICE} dice: "${code}"`);
  if (pips > MAX_PIPS) throw new RangeError(`A skill code adds 0–${MAX_PIPS} pips (3 pips are 1D): "${code}"`);
  return { dice, pips };
}

/** Formats a skill code as the rulebooks print it: `3D+2`, `2D`. */
export function formatSkillCode(code: SkillCode): string {
  const { dice, pips } = checkSkillCode(code);
  return pips ? `${dice}D+${pips}` : `${dice}D`;
}

/** A skill code given as text or parsed. */
function checkSkillCode(code: SkillCode | string): SkillCode {
  if (typeof code === "string") return parseSkillCode(code);
  if (typeof code !== "object" || code === null) throw new TypeError(`A skill code must be a string or { dice, pips }`);
  const { dice, pips } = code;
  if (!Number.isInteger(dice) || dice < 1 || dice > MAX_SKILL_DICE) {
    throw new RangeError(`A skill code rolls 1–${MAX_SKILL_DICE} dice, got ${plain(dice)}`);
  }
  if (!Number.isInteger(pips) || pips < 0 || pips > MAX_PIPS) {
    throw new RangeError(`A skill code adds 0–${MAX_PIPS} pips, got ${plain(pips)}`);
  }
  return { dice, pips };
}

/**
 * Foundry's Roll formula of a skill code: the normal dice, then the Wild Die as `1d6x6` (explode:
 * re-roll each 6 and add, again on every new 6 — foundryvtt.com/article/dice-modifiers/ "x :
 * Explode"; foundryvtt.com/api/classes/client.Die.html#explode), then the pips. The Wild Die is
 * always the last dice term; a 1D code has no normal term.
 * @example wildDieFormula("3D+2") // → "2d6 + 1d6x6 + 2"
 * @example wildDieFormula("1D") // → "1d6x6"
 * @throws {TypeError|RangeError} on a malformed code (see {@link parseSkillCode})
 */
export function wildDieFormula(code: SkillCode | string): string {
  const { dice, pips } = checkSkillCode(code);
  const terms = [...(dice > 1 ? [`${dice - 1}d6`] : []), "1d6x6", ...(pips ? [String(pips)] : [])];
  return terms.join(" + ");
}

/** The dice of a Wild Die roll, as Foundry rolled them. */
export interface WildDieRoll {
  /** The normal dice's results (the code's dice less one), each 1–6. */
  readonly normal: readonly number[];
  /**
   * The Wild Die's results in order: its first roll, then one re-roll after each 6. Every result
   * but the last is a 6; the last may be a 6 only when the roller stopped exploding.
   */
  readonly wild: readonly number[];
  /** Pips added, 0–{@link MAX_PIPS}; 0 when absent. */
  readonly pips?: number;
}

/** What a Wild Die roll shows. */
export interface WildDieResult {
  /** Sum of every die (Wild Die re-rolls included) plus the pips. */
  readonly total: number;
  /** The Wild Die's first roll was a 1 (ruling 10). */
  readonly complication: boolean;
  /** How many times the Wild Die exploded (its 6s). */
  readonly explosions: number;
}

/**
 * Totals a Wild Die roll (ruling 10): every die plus the pips, the Wild Die's 6s exploding (each
 * re-roll added); a first Wild Die roll of 1 is a complication (the 1 still counts in the total).
 * @example wildDieTotal({ normal: [3, 4], wild: [6, 6, 2], pips: 2 }) // → { total: 23, complication: false, explosions: 2 }
 * @throws {TypeError} when `normal` or `wild` is not an array
 * @throws {RangeError} on a result outside 1–6, an empty Wild Die, a re-roll after a result other
 *   than 6, or pips not an integer 0–{@link MAX_PIPS}
 */
export function wildDieTotal(roll: WildDieRoll): WildDieResult {
  if (typeof roll !== "object" || roll === null) throw new TypeError("A Wild Die roll must be { normal, wild, pips }");
  const { normal, wild, pips = 0 } = roll;
  checkD6Results(normal, "normal dice");
  checkD6Results(wild, "Wild Die results");
  if (wild.length === 0) throw new RangeError("A Wild Die roll needs the Wild Die's result");
  for (let i = 0; i + 1 < wild.length; i++) {
    if (wild[i] !== 6) throw new RangeError(`The Wild Die re-rolls only after a 6, got ${wild[i]} then more`);
  }
  if (!Number.isInteger(pips) || pips < 0 || pips > MAX_PIPS) {
    throw new RangeError(`Pips must be an integer 0–${MAX_PIPS}, got ${plain(pips)}`);
  }
  let total = pips;
  for (const d of normal) total += d;
  for (const d of wild) total += d;
  return { total, complication: wild[0] === 1, explosions: wild.filter((d) => d === 6).length };
}

/**
 * {@link wildDieTotal} taking one roll object: `dice` are the normal dice, `wild` the Wild
 * Die's results (its re-rolls after 6s), `pips` added.
 * @example wildDieRoll({ dice: [4, 3], wild: [6, 2], pips: 2 }) // → { total: 17, complication: false, explosions: 1 }
 * @throws {TypeError} when `roll` is not an object, or `dice` or `wild` not arrays
 * @throws {RangeError} as {@link wildDieTotal}
 */
export function wildDieRoll(roll: {
  readonly dice: readonly number[];
  readonly wild: readonly number[];
  readonly pips?: number;
}): WildDieResult {
  if (typeof roll !== "object" || roll === null) throw new TypeError("A Wild Die roll must be { dice, wild, pips }");
  return wildDieTotal({ normal: roll.dice, wild: roll.wild, ...(roll.pips !== undefined ? { pips: roll.pips } : {}) });
}

/** A Wild Die roll against a difficulty. */
export interface WildDieTestResult extends WildDieResult {
  readonly difficulty: number;
  /** The total meets or beats the difficulty (ruling 10). */
  readonly success: boolean;
}

/**
 * A Wild Die roll against a difficulty: success when the total meets or beats it (ruling 10).
 * @param difficulty the difficulty number, finite (d6-movement.txt gives 5, 10, 15 …)
 * @throws {TypeError|RangeError} as {@link wildDieTotal}, or when `difficulty` is not a finite number
 */
export function wildDieTest(roll: WildDieRoll, difficulty: number): WildDieTestResult {
  if (!Number.isFinite(difficulty))
    throw new RangeError(`A difficulty must be a finite number, got ${plain(difficulty)}`);
  const result = wildDieTotal(roll);
  return { ...result, difficulty, success: result.total >= difficulty };
}
