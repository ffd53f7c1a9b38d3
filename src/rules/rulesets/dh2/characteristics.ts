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
 * Requires a whole-number bound of {@link clampInteger}.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is not a safe integer
 */
function bound(value: number, what: string): number {
  if (typeof value !== "number") throw new TypeError(`clampInteger: ${what} must be a number, got ${typeof value}`);
  if (!Number.isSafeInteger(value)) throw new RangeError(`clampInteger: ${what} must be a whole number, got ${value}`);
  return value;
}

/**
 * Makes any raw input a whole number within [min, max]: missing (undefined, null, "") becomes
 * `fallback`; a number or numeric string is read as a number; anything else (an object, a
 * boolean, a symbol …) or NaN/±Infinity becomes `fallback` with `not-a-number`; fractions are
 * truncated, out-of-range values are clamped. Never throws for `raw`.
 * @param min lowest value, a whole number
 * @param max highest value, a whole number ≥ `min`
 * @param fallback the value for missing or unreadable input, a whole number within [min, max]
 * @returns the usable value and the issue found, if any
 * @throws {TypeError} when `min`, `max` or `fallback` is not a number
 * @throws {RangeError} when they are not whole numbers with min ≤ fallback ≤ max
 */
export function clampInteger(raw: unknown, min: number, max: number, fallback: number): Clamped {
  bound(min, "min");
  bound(max, "max");
  bound(fallback, "fallback");
  if (!(min <= fallback && fallback <= max)) {
    throw new RangeError(`clampInteger: needs min ≤ fallback ≤ max, got ${min}, ${fallback}, ${max}`);
  }
  if (raw === undefined || raw === null || raw === "") return { value: fallback, issue: "missing" };
  // Only numbers and strings are read: Number() of an object may call its methods or throw.
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return { value: fallback, issue: "not-a-number" };
  if (n < min) return { value: min, issue: "below-range" };
  if (n > max) return { value: max, issue: "above-range" };
  if (!Number.isInteger(n)) return { value: Math.trunc(n), issue: "not-an-integer" };
  return { value: n };
}

/** A characteristic value (0–100, default 0) made usable; never throws, see {@link clampInteger}. */
export function clampCharacteristic(raw: unknown): Clamped {
  return clampInteger(raw, CHARACTERISTIC_RANGE.min, CHARACTERISTIC_RANGE.max, 0);
}

/** A Size value (1–10, default 4 Average) made usable; never throws, see {@link clampInteger}. */
export function clampSize(raw: unknown): Clamped {
  return clampInteger(raw, 1, SIZE_CATEGORIES.length, AVERAGE_SIZE);
}

/** An Unnatural (X), Flyer (X) or Hoverer (X) value (0–20, default 0) made usable; never throws, see {@link clampInteger}. */
export function clampTraitValue(raw: unknown): Clamped {
  return clampInteger(raw, 0, 20, 0);
}

/**
 * A characteristic bonus: the tens digit of the value plus Unnatural (X) (ruling 2).
 * @param value characteristic value; clamped to 0–100 ({@link clampCharacteristic}: never throws)
 * @param unnatural the X of Unnatural (Characteristic) (X); clamped to 0–20 ({@link clampTraitValue})
 * @returns a whole number, 0–30
 */
export function characteristicBonus(value: number, unnatural = 0): number {
  return Math.floor(clampCharacteristic(value).value / 10) + clampTraitValue(unnatural).value;
}
