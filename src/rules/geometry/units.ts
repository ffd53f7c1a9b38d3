/**
 * Distance units of scenes and rulesets (rules/README.md ruling 6).
 * @module
 */
import type { DistanceUnit } from "../types";

/** Metres per unit, by the spellings a Foundry scene's grid units field commonly holds. */
const METRES_PER_UNIT: Readonly<Record<string, number>> = {
  m: 1,
  metre: 1,
  metres: 1,
  meter: 1,
  meters: 1,
  km: 1000,
  ft: 0.3048,
  feet: 0.3048,
  foot: 0.3048,
  in: 0.0254,
  inch: 0.0254,
  inches: 0.0254,
  '"': 0.0254,
};

/** Normalizes a units label: trims, lower-cases and drops a trailing full stop (`"ft."` → `"ft"`). */
function normalizeUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.$/, "");
}

/** Whether Stride can convert a scene's grid units label (`m`, `ft`, `in`, `"`, `km` and spelled-out forms). */
export function isKnownUnit(unit: string): boolean {
  return normalizeUnit(unit) in METRES_PER_UNIT;
}

/**
 * How many of `to` make one `from`: multiply a distance in `from` by this to get `to`.
 * @example unitRatio("m", "ft") // → 3.2808…
 * @throws {RangeError} when either unit is not one {@link isKnownUnit} accepts
 */
export function unitRatio(from: string, to: DistanceUnit | string): number {
  const a = METRES_PER_UNIT[normalizeUnit(from)];
  const b = METRES_PER_UNIT[normalizeUnit(to)];
  if (a === undefined) throw new RangeError(`Unknown distance unit "${from}"`);
  if (b === undefined) throw new RangeError(`Unknown distance unit "${to}"`);
  return a / b;
}

/**
 * Converts a distance between units.
 * @param value the distance, in `from`
 * @returns the distance, in `to`
 * @throws {RangeError} on an unknown unit
 */
export function convertDistance(value: number, from: string, to: DistanceUnit | string): number {
  return value * unitRatio(from, to);
}
