/**
 * The bounds a damage formula on a card must keep before Foundry rolls it: a card's formula comes
 * from the world setting or the engine, and is checked again when rolled.
 * @module
 */

/** The longest formula rolled (characters), as the world's falling-damage setting allows. */
export const MAX_FORMULA_LENGTH = 200;

/** The most dice one formula may roll in all (the sum of N over its NdX terms). */
export const MAX_FORMULA_DICE = 100;

/** The largest whole number a formula may contain (faces, counts and flat terms). */
export const MAX_FORMULA_NUMBER = 10_000;

/**
 * Whether a damage formula may be rolled: a non-blank string of at most {@link MAX_FORMULA_LENGTH}
 * characters, no more than {@link MAX_FORMULA_DICE} dice, no number above
 * {@link MAX_FORMULA_NUMBER}, and valid for Foundry's `Roll.validate`
 * (https://foundryvtt.com/api/classes/foundry.dice.Roll.html#validate). Never throws.
 * @param validate Foundry's `Roll.validate` (tests pass their own)
 */
export function rollableFormula(
  formula: unknown,
  validate: (formula: string) => boolean = (f) => foundry.dice.Roll.validate(f),
): formula is string {
  if (typeof formula !== "string" || formula.trim() === "" || formula.length > MAX_FORMULA_LENGTH) return false;
  const numbers = (formula.match(/\d+/g) ?? []).map(Number);
  if (numbers.some((n) => n > MAX_FORMULA_NUMBER)) return false;
  const dice = [...formula.matchAll(/(\d*)\s*d\s*\d/gi)].reduce((sum, m) => sum + (m[1] ? Number(m[1]) : 1), 0);
  if (dice > MAX_FORMULA_DICE) return false;
  try {
    return validate(formula);
  } catch {
    return false;
  }
}
