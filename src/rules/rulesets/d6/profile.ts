/**
 * An OpenD6 character's movement profile: Move, flying Move, the attributes and the skill codes
 * the movement text rolls (d6-movement.txt; rules/README.md ruling 10). Codes are carried as pips
 * (`3D+2` is 11: three pips make a die), so the generic profile holds numbers. Untrained skills
 * fall back to their attribute, as OpenD6 rolls them.
 * @module
 */
import type { MovementProfile } from "../../types";
import { MAX_PIPS, MAX_SKILL_DICE, parseSkillCode, type SkillCode } from "../../dice/wild-die";
import { input, own, row, show } from "../../geometry/validate";
import { MIN_MOVE } from "./check";
import { isFiniteNumber } from "../../scene/numbers";

/** Attributes the movement skills fall back to. */
export const D6_ATTRIBUTES = ["agility", "physique"] as const;
export type D6Attribute = (typeof D6_ATTRIBUTES)[number];

/** Skills the movement text rolls (§ Running … § Flying Characters, § Fatigue). */
export const D6_SKILLS = ["running", "swimming", "climbing", "jumping", "flying", "stamina"] as const;
export type D6Skill = (typeof D6_SKILLS)[number];

/**
 * The attribute each skill belongs to, and so falls back to untrained (OpenD6: running, climbing,
 * jumping and flying are Agility skills; swimming and stamina Physique skills).
 */
export const SKILL_ATTRIBUTE: Readonly<Record<D6Skill, D6Attribute>> = {
  running: "agility",
  swimming: "physique",
  climbing: "agility",
  jumping: "agility",
  flying: "agility",
  stamina: "physique",
};

/** Pips per die: `3D+3` is written `4D`. */
export const PIPS_PER_DIE = MAX_PIPS + 1;

/** The most pips a code holds ({@link MAX_SKILL_DICE} dice and {@link MAX_PIPS} pips). */
export const MAX_CODE_PIPS = MAX_SKILL_DICE * PIPS_PER_DIE + MAX_PIPS;

/** The default Move of a human-sized character, metres (OpenD6 character creation). */
export const DEFAULT_MOVE = 10;

/**
 * A skill code as pips: dice × 3 + pips.
 * @example codePips("3D+2") // → 11
 * @throws {TypeError|RangeError} on a malformed code (dice/wild-die.ts parseSkillCode)
 */
export function codePips(code: string): number {
  const { dice, pips } = parseSkillCode(code);
  return dice * PIPS_PER_DIE + pips;
}

/**
 * Pips as a skill code, at least 1D (a code below one die rolls the Wild Die alone), at most
 * {@link MAX_CODE_PIPS}; fractions are truncated.
 * @example pipsCode(11) // → { dice: 3, pips: 2 }
 * @throws {TypeError} when `pips` is not a number
 * @throws {RangeError} when it is NaN or ±Infinity
 */
export function pipsCode(pips: number): SkillCode {
  if (typeof pips !== "number") throw new TypeError(`Pips must be a number, got ${show(pips)}`);
  if (!Number.isFinite(pips)) throw new RangeError(`Pips must be a finite number, got ${pips}`);
  const n = Math.min(MAX_CODE_PIPS, Math.max(PIPS_PER_DIE, Math.trunc(pips)));
  return { dice: Math.floor(n / PIPS_PER_DIE), pips: n % PIPS_PER_DIE };
}

/** A code's pips, or null when it is not a code (empty, not text, malformed). Never throws. */
function readCode(code: unknown): number | null {
  // Untrained skills are stored empty: answered here, not by a thrown and caught error per skill and actor.
  if (typeof code !== "string" || code.trim() === "") return null;
  try {
    return codePips(code);
  } catch {
    return null;
  }
}

/** What an OpenD6 character's record gives movement. */
export interface D6Record {
  /** Move, metres per round (> 0; 10 for most characters). */
  readonly move: number;
  /** Flying Move from a Special Ability, spell or gear, metres (0: cannot fly). */
  readonly flyingMove: number;
  /** Attribute codes (`3D`). */
  readonly attributes: Readonly<Record<D6Attribute, string>>;
  /** Skill codes as totals (`4D+1`); empty when untrained. */
  readonly skills: Readonly<Partial<Record<D6Skill, string>>>;
  /** Failed swimming rounds in this stay in the water (§ Swimming: drowning); 0 when absent. */
  readonly drowning?: number;
  /**
   * The attribute an untrained skill is rolled on where the game played gives it another than
   * {@link SKILL_ATTRIBUTE} (d6-movement.txt names the skills, not their attributes; OpenD6 settings
   * differ: docs/rulings.md § OpenD6); absent or not an attribute: {@link SKILL_ATTRIBUTE}'s.
   */
  readonly untrainedAttributes?: Readonly<Partial<Record<D6Skill, D6Attribute>>>;
}

/**
 * The attribute a skill falls back to when untrained: the record's `untrainedAttributes` entry when
 * it is one of {@link D6_ATTRIBUTES}, else {@link SKILL_ATTRIBUTE}'s. Never throws.
 */
function untrainedAttribute(record: D6Record, skill: D6Skill, fallback: D6Attribute): D6Attribute {
  const given: unknown = own(own(record, "untrainedAttributes"), skill);
  return (D6_ATTRIBUTES as readonly unknown[]).includes(given) ? (given as D6Attribute) : fallback;
}

/**
 * The code a skill is rolled with, as pips: the skill's own code when trained, else its
 * attribute's (OpenD6's untrained roll: {@link SKILL_ATTRIBUTE}, or the record's
 * `untrainedAttributes`); an attribute that is not a code counts 1D.
 * @example skillPips(record, "climbing") // "" climbing, Agility "3D+1" → 10
 * @example skillPips({ ...record, untrainedAttributes: { climbing: "physique" } }, "climbing") // Physique "2D+1" → 7
 * @throws {TypeError} when `record` is not an object
 * @throws {RangeError} when `skill` is not one of {@link D6_SKILLS}
 */
export function skillPips(record: D6Record, skill: D6Skill): number {
  input(record, "skillPips");
  const attribute = row(SKILL_ATTRIBUTE, skill);
  if (attribute === undefined) throw new RangeError(`Unknown OpenD6 movement skill ${show(skill)}`);
  const own_ = readCode(own(own(record, "skills"), skill));
  const fallback = untrainedAttribute(record, skill, attribute);
  return own_ ?? readCode(own(own(record, "attributes"), fallback)) ?? PIPS_PER_DIE;
}

/** Whether the record has its own code for the skill (trained). Never throws. */
export function isTrained(record: D6Record, skill: D6Skill): boolean {
  return readCode(own(own(record, "skills"), skill)) !== null;
}

/** The largest Move the rules read, metres per round (beyond any vehicle-free character). */
export const MAX_MOVE = 1e6;

/**
 * A Move as the rules read it: a finite number from {@link MIN_MOVE} (a micrometre) up to {@link MAX_MOVE},
 * else `fallback` (the default 10 m; a fallback that is not a number from 0 to {@link MAX_MOVE} reads
 * 10 m). Never throws.
 */
export function readMove(value: unknown, fallback = DEFAULT_MOVE): number {
  if (typeof value === "number" && value >= MIN_MOVE && value <= MAX_MOVE) return value;
  return typeof fallback === "number" && fallback >= 0 && fallback <= MAX_MOVE ? fallback : DEFAULT_MOVE;
}

/**
 * The movement profile of an OpenD6 character: `move`, `flyingMove` (0: cannot fly), each
 * attribute and each skill as pips (untrained skills at their attribute, {@link skillPips}), and
 * `climbingSkilled`/`staminaSkilled` (1 trained, 0 not).
 * @param modifiers manual or test-given adjustments per band action, metres
 * @throws {TypeError} when `record` or `modifiers` is not an object
 */
export function d6Profile(record: D6Record, modifiers: Readonly<Record<string, number>> = {}): MovementProfile {
  input(record, "d6Profile");
  if (typeof modifiers !== "object" || modifiers === null || Array.isArray(modifiers)) {
    throw new TypeError(`A character's band modifiers must be an object, got ${show(modifiers)}`);
  }
  const flying: unknown = own(record, "flyingMove");
  const characteristics: Record<string, number> = {
    move: readMove(own(record, "move")),
    flyingMove: isFiniteNumber(flying) && flying > 0 ? readMove(flying) : 0,
    climbingSkilled: isTrained(record, "climbing") ? 1 : 0,
    staminaSkilled: isTrained(record, "stamina") ? 1 : 0,
    drowning: drowningOf(own(record, "drowning")),
  };
  for (const attribute of D6_ATTRIBUTES) {
    characteristics[attribute] = readCode(own(own(record, "attributes"), attribute)) ?? PIPS_PER_DIE;
  }
  for (const skill of D6_SKILLS) characteristics[skill] = skillPips(record, skill);
  return { characteristics, modifiers };
}

/** Failed swimming rounds as stored: a finite number ≥ 0, truncated; anything else 0. */
function drowningOf(value: unknown): number {
  return typeof value === "number" && value > 0 && value <= MAX_MOVE ? Math.floor(value) : 0;
}

/**
 * A profile value as the rules read it: an own characteristic that is a finite number; anything
 * else counts `fallback` (0; a fallback that is not a finite number counts 0). Never throws.
 */
export function profileValue(profile: MovementProfile | undefined, key: string, fallback = 0): number {
  const value = own(own(profile, "characteristics"), key);
  if (isFiniteNumber(value)) return value;
  return isFiniteNumber(fallback) ? fallback : 0;
}
