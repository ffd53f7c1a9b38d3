/**
 * Dark Heresy 2e characteristics and Size, with the clamping the adapter reports as warnings.
 * @module
 */

/** Characteristic values are percentile scores. */
export const CHARACTERISTIC_RANGE = { min: 0, max: 100 } as const;

/** Size categories, 1 … 10 (rules/README.md ruling 2); index + 1 is the Size value. */
export const SIZE_CATEGORIES = [
  "miniscule",
  "puny",
  "scrawny",
  "average",
  "hulking",
  "enormous",
  "massive",
  "immense",
  "monumental",
  "titanic",
] as const;

/** A Size category name. */
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** Average size: no movement modifier (ruling 2). */
export const AVERAGE_SIZE = 4;

/** Why a raw value was replaced. */
export type ClampIssue = "missing" | "not-a-number" | "below-range" | "above-range" | "not-an-integer";

/** A raw value made usable, and what was wrong with it. */
export interface Clamped {
  readonly value: number;
  readonly issue?: ClampIssue;
}

/**
 * Makes any raw input a whole number within [min, max]: missing or NaN becomes `fallback`,
 * fractions are truncated, out-of-range values are clamped.
 * @returns the usable value and the issue found, if any
 */
export function clampInteger(raw: unknown, min: number, max: number, fallback: number): Clamped {
  if (raw === undefined || raw === null || raw === "") return { value: fallback, issue: "missing" };
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isFinite(n)) return { value: fallback, issue: "not-a-number" };
  if (n < min) return { value: min, issue: "below-range" };
  if (n > max) return { value: max, issue: "above-range" };
  if (!Number.isInteger(n)) return { value: Math.trunc(n), issue: "not-an-integer" };
  return { value: n };
}

/** A characteristic value (0–100) made usable; see {@link clampInteger}. */
export function clampCharacteristic(raw: unknown): Clamped {
  return clampInteger(raw, CHARACTERISTIC_RANGE.min, CHARACTERISTIC_RANGE.max, 0);
}

/** A Size value (1–10, default 4 Average) made usable; see {@link clampInteger}. */
export function clampSize(raw: unknown): Clamped {
  return clampInteger(raw, 1, SIZE_CATEGORIES.length, AVERAGE_SIZE);
}

/** An Unnatural (X), Flyer (X) or Hoverer (X) value (0–20) made usable; see {@link clampInteger}. */
export function clampTraitValue(raw: unknown): Clamped {
  return clampInteger(raw, 0, 20, 0);
}

/**
 * A characteristic bonus: the tens digit of the value plus Unnatural (X) (ruling 2).
 * @param value characteristic value; clamped to 0–100
 * @param unnatural the X of Unnatural (Characteristic) (X); clamped to 0–20
 */
export function characteristicBonus(value: number, unnatural = 0): number {
  return Math.floor(clampCharacteristic(value).value / 10) + clampTraitValue(unnatural).value;
}
