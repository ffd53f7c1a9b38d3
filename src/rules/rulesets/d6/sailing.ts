/**
 * OpenD6 sailing ships (d6-movement.txt § Sailing Ships): the daily wind from one Wild Die, its
 * direction from one regular die, and the difficulty modifiers they give a ship's stunt and pilot
 * rolls; a ship losing control in a gale or worse runs at all-out speed with the wind.
 * Pure; metres per round as printed.
 * @module
 */
import { checkD6Results } from "../../dice/pool";
import { input, own, show } from "../../geometry/validate";
import { isFiniteNumber } from "../../scene/numbers";

/** Wind ids by result, 0–6 (§ Sailing Ships, the wind speed table). */
export const WINDS = ["becalmed", "lightBreeze", "moderate", "strong", "gale", "storm", "hurricane"] as const;
export type Wind = (typeof WINDS)[number];

/** One row of the wind table. */
export interface WindRow {
  /** Difficulty modifier; null when becalmed (no movement possible). */
  readonly modifier: number | null;
  /** The top of the modifier's printed range ("+10–15"), when it has one. */
  readonly upTo?: number;
  /** Printed speed range, km/h (the hurricane row has no top: Infinity). */
  readonly kmh: readonly [number, number];
  /** Loss of control drives the ship at all-out speed with the wind. */
  readonly drives: boolean;
}

/** § Sailing Ships: wind speed and its difficulty modifier, by result. */
export const WIND_TABLE: Readonly<Record<Wind, WindRow>> = {
  becalmed: { modifier: null, kmh: [0, 5], drives: false },
  lightBreeze: { modifier: 5, kmh: [6, 19], drives: false },
  moderate: { modifier: 0, kmh: [20, 38], drives: false },
  strong: { modifier: -5, kmh: [39, 61], drives: false },
  gale: { modifier: 5, kmh: [62, 86], drives: true },
  storm: { modifier: 10, upTo: 15, kmh: [87, 116], drives: true },
  hurricane: { modifier: 20, kmh: [117, Infinity], drives: true },
};

/** Wind directions relative to the ship, by the "Situation" table's rows. */
export const WIND_DIRECTIONS = ["intoWind", "closeHauled", "reaching", "quartering", "runningFree"] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];

/** § Sailing Ships, the "Situation" table: the modifier of each direction. */
export const WIND_DIRECTION_TABLE: Readonly<Record<WindDirection, number>> = {
  intoWind: 15,
  closeHauled: 10,
  reaching: 0,
  quartering: -5,
  runningFree: -10,
};

/** The direction each face of the regular die gives (1 … 6). */
export const DIRECTION_BY_DIE: readonly WindDirection[] = [
  "intoWind",
  "closeHauled",
  "reaching",
  "reaching",
  "quartering",
  "runningFree",
];

/** The day's wind. */
export interface WindRoll {
  /** The Wild Die's value, a Critical Failure counted as 1. */
  readonly value: number;
  /** Metres per round: the value minus 1. */
  readonly metresPerRound: number;
  /** The table's row (results above 6 read as 6). */
  readonly wind: Wind;
  readonly modifier: number | null;
  /** Whether the ship can move at all. */
  readonly moves: boolean;
}

/**
 * The day's wind from one Wild Die (§ Sailing Ships): a 6 explodes (the dice after it add up while
 * they show 6, the last one included), a first 1 (Critical Failure) counts as 1; minus 1 for metres
 * per round and for the table's result.
 * @param dice the Wild Die's results in order, 1–6 (the first and, after each 6, the next)
 * @throws {TypeError} when `dice` is not an array of integers
 * @throws {RangeError} when it is empty, a result is not 1–6, or dice follow a result that is not a 6
 */
export function windFromWildDie(dice: readonly number[]): WindRoll {
  checkD6Results(dice, "The Wild Die's results");
  if (dice.length === 0) throw new RangeError("The Wild Die needs at least one result");
  let value = 0;
  for (let i = 0; i < dice.length; i++) {
    if (i > 0 && dice[i - 1] !== 6) throw new RangeError(`The Wild Die only rolls again after a 6 (result ${i + 1})`);
    value += dice[i]!;
  }
  const metresPerRound = value - 1;
  const wind = WINDS[Math.min(WINDS.length - 1, metresPerRound)]!;
  const modifier = WIND_TABLE[wind].modifier;
  return { value, metresPerRound, wind, modifier, moves: modifier !== null };
}

/**
 * The wind's direction from a regular die (§ Sailing Ships, "Situation" table).
 * @throws {TypeError|RangeError} when `die` is not an integer 1–6
 */
export function windDirection(die: number): { readonly direction: WindDirection; readonly modifier: number } {
  if (typeof die !== "number") throw new TypeError(`A die must be a number, got ${show(die)}`);
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`A die shows 1–6, got ${die}`);
  const direction = DIRECTION_BY_DIE[die - 1]!;
  return { direction, modifier: WIND_DIRECTION_TABLE[direction] };
}

/** The sailing modifier a ship's rolls take. */
export interface SailingModifier {
  /** Wind plus direction; null when becalmed. */
  readonly modifier: number | null;
  /** Whether the ship can move. */
  readonly moves: boolean;
  /** Loss of control drives the ship at all-out speed with the wind (gale, storm, hurricane). */
  readonly drivenOnLossOfControl: boolean;
}

/**
 * The modifier a ship's stunt and pilot rolls take for the wind and its direction (§ Sailing Ships).
 * @param spec `wind` a wind id; `direction` a direction id
 * @throws {TypeError} when `spec` is not an object
 * @throws {RangeError} on an unknown wind or direction
 */
export function sailingModifier(spec: { readonly wind: Wind; readonly direction: WindDirection }): SailingModifier {
  input(spec, "sailingModifier");
  const wind = own(spec, "wind");
  const direction = own(spec, "direction");
  if (!(WINDS as readonly unknown[]).includes(wind)) {
    throw new RangeError(`wind must be one of ${WINDS.join(", ")}, got ${show(wind)}`);
  }
  if (!(WIND_DIRECTIONS as readonly unknown[]).includes(direction)) {
    throw new RangeError(`direction must be one of ${WIND_DIRECTIONS.join(", ")}, got ${show(direction)}`);
  }
  const row = WIND_TABLE[wind as Wind];
  return {
    modifier: row.modifier === null ? null : row.modifier + WIND_DIRECTION_TABLE[direction as WindDirection],
    moves: row.modifier !== null,
    drivenOnLossOfControl: row.drives,
  };
}

/** The compass points a scene's wind may blow from, degrees clockwise from north (N, NE … NW). */
export const COMPASS_POINTS = [0, 45, 90, 135, 180, 225, 270, 315] as const;

/**
 * Where the day's wind blows from, as a compass bearing (degrees clockwise from north), from the
 * direction die (§ Sailing Ships, "Situation" table; Stride reading, docs/rulings.md: the die is
 * read once, for a ship heading north: 1 into the wind from the north, 2 close hauled from the
 * north-east, 3 reaching from the east, 4 from the west, 5 quartering from the south-east, 6
 * running free from the south).
 * @throws {TypeError|RangeError} when `die` is not an integer 1–6
 */
export function compassOfDie(die: number): number {
  windDirection(die);
  return [0, 45, 90, 270, 135, 180][die - 1]!;
}

/** A bearing as a whole number of degrees 0–359, or undefined when it is not a finite number. */
export function bearingOf(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return isFiniteNumber(n) ? ((Math.round(n % 360) % 360) + 360) % 360 : undefined;
}

/**
 * A ship's situation to a wind blowing from `windFrom` (§ Sailing Ships, "Situation" table): by the
 * angle between its bow and where the wind comes from, into the wind within 22.5°, close hauled to
 * 67.5°, reaching to 112.5°, quartering to 157.5°, else running free.
 * @param heading the ship's heading, radians on the canvas (0 along +x, clockwise; north is −π/2)
 * @param windFrom the wind's bearing, degrees clockwise from north
 * @throws {TypeError} when either is not a finite number
 */
export function windSituation(heading: number, windFrom: number): WindDirection {
  finite(heading, "heading");
  finite(windFrom, "windFrom");
  const from = ((windFrom % 360) - 90) * (Math.PI / 180);
  let delta = Math.abs(from - (heading % (2 * Math.PI))) % (2 * Math.PI);
  if (delta > Math.PI) delta = 2 * Math.PI - delta;
  // The rows in WIND_DIRECTIONS' order, 45° apart after the first 22.5°.
  const row = Math.ceil(((delta * 180) / Math.PI - 22.5 - 1e-9) / 45);
  return WIND_DIRECTIONS[Math.min(4, Math.max(0, row))]!;
}

/** A finite number, or a TypeError naming it. */
function finite(value: unknown, name: string): void {
  if (!isFiniteNumber(value)) {
    throw new TypeError(`${name} must be a finite number, got ${show(value)}`);
  }
}

/**
 * Where a wind from `windFrom` blows, radians on the canvas from 0 to under 2π (0 along +x,
 * clockwise): the bearing opposite it (a wind from the north blows south, π/2).
 * @throws {TypeError} when `windFrom` is not a finite number
 */
export function windBlows(windFrom: number): number {
  finite(windFrom, "windFrom");
  return ((((((windFrom % 360) + 360) % 360) + 90) % 360) * Math.PI) / 180;
}
