/**
 * Falling damage in Dark Heresy 2e (ruling 4: the text refers to falling damage without a formula).
 * Distances are metres.
 * @module
 */
import { inputObject, wholeNumber } from "./input";
import { metresOf } from "./vertical-input";
export { METRES_PLACEHOLDER, FALLING_DAMAGE_FORMULA, MAX_FORMULA_LENGTH } from "./manifest";
import { METRES_PLACEHOLDER, FALLING_DAMAGE_FORMULA, MAX_FORMULA_LENGTH } from "./manifest";

/** Falling damage: its Foundry dice formula, and how it is dealt. */
export interface FallingDamage {
  /** The dice formula with the metres filled in (`1d10 + 15`). */
  readonly formula: string;
  /** Whole metres fallen that the formula counts. */
  readonly metres: number;
  /** Damage type (ruling 4: Impact). */
  readonly damageType: "impact";
  /** Armour does not reduce it (ruling 4). */
  readonly ignoresArmour: true;
}

/**
 * The falling damage of a fall (ruling 4): the world's formula (default {@link FALLING_DAMAGE_FORMULA})
 * with every `@metres` replaced by the whole metres fallen (rounded down), Impact, armour ignored.
 * A blank formula is the default. Stride checks only the formula's shape here; the adapter checks it
 * is a valid Foundry roll formula when the setting is saved.
 * @param input.metres the height fallen, metres
 * @param input.formula the world's formula; the default when absent or blank
 * @returns null for a fall of 0 m (nothing to deal)
 * @example fallingDamage({ metres: 15 }) // → { formula: "1d10 + 15", metres: 15, damageType: "impact", ignoresArmour: true }
 * @throws {TypeError} when `input` is not an object, `metres` not a number or `formula` not a string
 * @throws {RangeError} when `metres` is negative or not finite, or the formula longer than 200 characters
 */
export function fallingDamage(input: { readonly metres: number; readonly formula?: string }): FallingDamage | null {
  const source = inputObject(input, "Falling damage input");
  const fallen = metresOf(source["metres"], "metres");
  const raw = source["formula"] ?? FALLING_DAMAGE_FORMULA;
  if (typeof raw !== "string") throw new TypeError(`formula must be a string, got ${typeof raw}`);
  if (raw.length > MAX_FORMULA_LENGTH) {
    throw new RangeError(`formula must be at most ${MAX_FORMULA_LENGTH} characters, got ${raw.length}`);
  }
  if (fallen <= 0) return null;
  const metres = Math.floor(fallen);
  const template = raw.trim() === "" ? FALLING_DAMAGE_FORMULA : raw.trim();
  return {
    formula: template.replaceAll(METRES_PLACEHOLDER, String(metres)),
    metres,
    damageType: "impact",
    ignoresArmour: true,
  };
}

/** The most damage or wounds counted at once (a formula's total is bounded by the dice and metres). */
export const MAX_WOUNDS = 1_000_000;

/**
 * Damage taken from an actor's wounds (ruling 4: falling damage is not reduced by armour, so the
 * whole total counts): the remaining wounds go down, never below 0, and what goes past 0 is added
 * to Critical Damage (Stride ruling: the movement text does not say; Dark Heresy's damage rules
 * count wounds past 0 as Critical Damage). Fractions truncated; negative inputs count 0.
 * @param input.wounds the wounds the actor has left
 * @param input.critical the Critical Damage it has already (0 when absent)
 * @param input.damage the damage taken
 * @returns the wounds left, the Critical Damage, and the damage taken
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when a value is not a finite number or above {@link MAX_WOUNDS}
 * @example takeDamage({ wounds: 12, damage: 15 }) // → { wounds: 0, critical: 3, taken: 15 }
 */
export function takeDamage(input: { readonly wounds: number; readonly critical?: number; readonly damage: number }): {
  wounds: number;
  critical: number;
  taken: number;
} {
  const source = inputObject(input, "Damage input");
  const read = (key: string, fallback?: number) => {
    const raw = source[key] ?? fallback;
    const value = Math.max(0, wholeNumber(raw, key));
    if (value > MAX_WOUNDS) throw new RangeError(`${key} must be at most ${MAX_WOUNDS}, got ${value}`);
    return value;
  };
  const wounds = read("wounds");
  const critical = read("critical", 0);
  const taken = read("damage");
  return { wounds: Math.max(0, wounds - taken), critical: critical + Math.max(0, taken - wounds), taken };
}

/**
 * Levels of Fatigue after gaining some (dh2: an encumbered swimmer's failed test), at most 100.
 * Fractions truncated; negative inputs count 0.
 * @throws {RangeError} when a value is not a finite number
 * @example addFatigue(1, 1) // → 2
 */
export function addFatigue(current: number, levels: number): number {
  return Math.min(100, Math.max(0, wholeNumber(current, "current")) + Math.max(0, wholeNumber(levels, "levels")));
}
