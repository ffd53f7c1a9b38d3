/**
 * Dark Heresy 2e movement rates (dh2-movement.md § Structured and Narrative Time,
 * § The Effects of Gravity; rules/README.md rulings 2 and 3).
 * @module
 */
import { GRAVITIES, type Gravity } from "../../types";
import { AVERAGE_SIZE, characteristicBonus, clampSize, clampTraitValue } from "./characteristics";

/** What the Agility bonus for movement is worked out from. */
export interface AgilityInput {
  /** Agility, 0–100 (clamped). */
  readonly agility: number;
  /** The X of Unnatural Agility (X); 0 when absent. */
  readonly unnaturalAgility?: number;
  /** Size, 1–10 (clamped); 4 Average when absent. */
  readonly size?: number;
  /** Scene gravity; `normal` when absent. */
  readonly gravity?: Gravity;
}

/** Structured-time rates of one turn, in metres (dh2-movement.md § Movement Speed in Structured Time). */
export interface StructuredRates {
  readonly half: number;
  readonly full: number;
  readonly charge: number;
  readonly run: number;
}

/** Narrative-time rates (dh2-movement.md § Movement Speed in Narrative Time). */
export interface NarrativeRates {
  /** Metres per minute. */
  readonly perMinute: number;
  /** Kilometres per hour. */
  readonly perHour: number;
  /** Kilometres per day of ten hours' march. */
  readonly perDay: number;
}

/** Low gravity adds this to the Agility bonus; high gravity takes it away (§ The Effects of Gravity). */
export const GRAVITY_AB_SHIFT = 2;

/**
 * Checks the input of {@link movementAgilityBonus}: an object; a gravity, when given, is one of
 * {@link GRAVITIES}. Its numbers are not checked: they are clamped.
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} on an unknown gravity
 */
function checkInput(input: AgilityInput): AgilityInput {
  if (typeof input !== "object" || input === null) {
    throw new TypeError(`Movement needs an input { agility, … }, got ${input === null ? "null" : typeof input}`);
  }
  checkGravity(input.gravity);
  return input;
}

/**
 * Requires `normal`, `low`, `high`, `zero` or undefined.
 * @throws {RangeError} otherwise
 */
function checkGravity(gravity: unknown): void {
  if (gravity !== undefined && !(GRAVITIES as readonly unknown[]).includes(gravity)) {
    throw new RangeError(
      `Gravity is one of ${GRAVITIES.join(", ")}, got ${typeof gravity === "string" ? gravity : typeof gravity}`,
    );
  }
}

/**
 * Applies scene gravity to an Agility bonus: low +2, high −2 but never below 1 (a bonus
 * already under 1 is left as it is), normal and zero unchanged (zero gravity is terrain).
 * Source: dh2-movement.md § Low Gravity Worlds, § High Gravity Worlds.
 * @param bonus the Agility bonus, a finite number
 * @param gravity the scene's gravity; `normal` when absent
 * @throws {TypeError} when `bonus` is not a number
 * @throws {RangeError} when `bonus` is NaN or ±Infinity, or `gravity` is not one of {@link GRAVITIES}
 */
export function applyGravity(bonus: number, gravity: Gravity = "normal"): number {
  if (typeof bonus !== "number") throw new TypeError(`An Agility bonus must be a number, got ${typeof bonus}`);
  if (!Number.isFinite(bonus)) throw new RangeError(`An Agility bonus must be finite, got ${bonus}`);
  checkGravity(gravity);
  if (gravity === "low") return bonus + GRAVITY_AB_SHIFT;
  if (gravity === "high") return bonus < 1 ? bonus : Math.max(1, bonus - GRAVITY_AB_SHIFT);
  return bonus;
}

/**
 * The Agility bonus used for movement: tens digit of Agility + Unnatural Agility (X) +
 * (Size − 4), then gravity (ruling 2). May be 0 or negative; rates treat that as the AB 0 row.
 * Agility, Unnatural Agility and Size of any value are clamped (`clampCharacteristic`,
 * {@link clampTraitValue}, {@link clampSize}), so the bonus is a whole number from −3 to 38.
 * @throws {TypeError} when `input` is not an object
 * @throws {RangeError} when `input.gravity` is not one of {@link GRAVITIES}
 */
export function movementAgilityBonus(input: AgilityInput): number {
  checkInput(input);
  const size = clampSize(input.size ?? AVERAGE_SIZE).value;
  const bonus = characteristicBonus(input.agility, input.unnaturalAgility ?? 0) + (size - AVERAGE_SIZE);
  return applyGravity(bonus, input.gravity);
}

/**
 * The largest bonus the rate tables are continued to (Stride clamp, far beyond any characteristic:
 * Agility 100 with Unnatural Agility (20) is AB 30), so no rate overflows to Infinity.
 */
export const MAX_RATE_BONUS = 1000;

/** The AB 0 row of the structured-time table, used for any bonus at or below 0 (ruling 2). */
export const AB_ZERO_RATES: StructuredRates = Object.freeze({ half: 0.5, full: 1, charge: 2, run: 3 });

/**
 * Structured-time rates for an Agility bonus: the table's AB 0 row at or below 0, otherwise
 * AB / 2·AB / 3·AB / 6·AB metres, which is every row of the table and its linear continuation
 * above 10 (ruling 2). Fractional bonuses are truncated; bonuses above {@link MAX_RATE_BONUS} read as it.
 * @param bonus the movement Agility bonus (or Flyer/Hoverer X)
 */
export function ratesForBonus(bonus: number): StructuredRates {
  const ab = Number.isFinite(bonus) ? Math.min(MAX_RATE_BONUS, Math.trunc(bonus)) : 0;
  if (ab <= 0) return AB_ZERO_RATES;
  return { half: ab, full: 2 * ab, charge: 3 * ab, run: 6 * ab };
}

/**
 * Structured-time movement rates of a character, in metres.
 * @throws {TypeError|RangeError} as {@link movementAgilityBonus}
 * @example movementRates({ agility: 42, unnaturalAgility: 0, size: 4, gravity: "normal" })
 *   // → { half: 4, full: 8, charge: 12, run: 24 }
 */
export function movementRates(input: AgilityInput): StructuredRates {
  return ratesForBonus(movementAgilityBonus(input));
}

/** Kilometres per hour for AB 0 … 10, as the narrative table prints them. */
const PER_HOUR_KM = [0.75, 1.5, 3, 4, 6, 7, 9, 10, 12, 13, 14] as const;
/** Kilometres per day for AB 0 … 10, as the narrative table prints them. */
const PER_DAY_KM = [7, 15, 30, 40, 60, 70, 90, 100, 120, 130, 140] as const;

/**
 * Narrative-time rates for an Agility bonus. AB 0 … 10 are the table's rows (bonuses below 0
 * use AB 0). Above 10 the table is continued the way its rows are built: 24 m per minute per
 * AB, that pace held for an hour rounded to whole kilometres, and ten hours' march a day. Bonuses above
 * {@link MAX_RATE_BONUS} read as it.
 */
export function narrativeRatesForBonus(bonus: number): NarrativeRates {
  const ab = Math.max(0, Number.isFinite(bonus) ? Math.min(MAX_RATE_BONUS, Math.trunc(bonus)) : 0);
  const perMinute = ab === 0 ? 12 : 24 * ab;
  if (ab <= 10) return { perMinute, perHour: PER_HOUR_KM[ab]!, perDay: PER_DAY_KM[ab]! };
  const perHour = Math.round((perMinute * 60) / 1000);
  return { perMinute, perHour, perDay: perHour * 10 };
}

/**
 * Narrative-time movement rates of a character.
 * @throws {TypeError|RangeError} as {@link movementAgilityBonus}
 * @example narrativeRates({ agility: 42 }) // → { perMinute: 96, perHour: 6, perDay: 60 }
 */
export function narrativeRates(input: AgilityInput): NarrativeRates {
  return narrativeRatesForBonus(movementAgilityBonus(input));
}

/** The X of a Flyer (X) or Hoverer (X) trait made usable (0–20; anything unreadable is 0). Never throws. */
export function flyingSpeed(raw: unknown): number {
  return clampTraitValue(raw).value;
}
