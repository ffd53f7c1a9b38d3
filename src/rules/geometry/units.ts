/**
 * Distance units of scenes and rulesets (rules/README.md ruling 6).
 * @module
 */

/**
 * Metres per unit, by the spellings a Foundry scene's grid units field commonly holds. A Map, so
 * that inherited names (`constructor`, `__proto__`) are not units.
 */
const METRES_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ["m", 1],
  ["metre", 1],
  ["metres", 1],
  ["meter", 1],
  ["meters", 1],
  ["km", 1000],
  ["ft", 0.3048],
  ["feet", 0.3048],
  ["foot", 0.3048],
  ["in", 0.0254],
  ["inch", 0.0254],
  ["inches", 0.0254],
  ['"', 0.0254],
]);

/** Normalizes a units label: trims, lower-cases and drops a trailing full stop (`"ft."` → `"ft"`). */
function normalizeUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Whether Stride can convert a scene's grid units label (`m`, `ft`, `in`, `"`, `km` and spelled-out
 * forms). Anything that is not a string is not a unit.
 */
export function isKnownUnit(unit: string): boolean {
  return typeof unit === "string" && METRES_PER_UNIT.has(normalizeUnit(unit));
}

/** Metres per unit of a label, or undefined. */
function metresPer(unit: string): number | undefined {
  if (typeof unit !== "string") throw new TypeError(`A distance unit must be a string, got ${typeof unit}`);
  return METRES_PER_UNIT.get(normalizeUnit(unit));
}

/**
 * How many of `to` make one `from`: multiply a distance in `from` by this to get `to`.
 * @example unitRatio("m", "ft") // → 3.2808…
 * @throws {TypeError} when either unit is not a string
 * @throws {RangeError} when either unit is not one {@link isKnownUnit} accepts
 */
export function unitRatio(from: string, to: string): number {
  const a = metresPer(from);
  const b = metresPer(to);
  if (a === undefined) throw new RangeError(`Unknown distance unit "${from.slice(0, 40)}"`);
  if (b === undefined) throw new RangeError(`Unknown distance unit "${to.slice(0, 40)}"`);
  return a / b;
}

/**
 * Converts a distance between units. The sign is kept (a height difference may be negative);
 * ±Infinity stays ±Infinity.
 * @param value the distance, in `from`
 * @returns the distance, in `to`
 * @throws {TypeError} when `value` is not a number or a unit not a string
 * @throws {RangeError} on an unknown unit, when `value` is NaN, or when a finite `value` converts to more
 *   than a number holds (±Infinity in gives ±Infinity out)
 */
export function convertDistance(value: number, from: string, to: string): number {
  if (typeof value !== "number") throw new TypeError(`A distance must be a number, got ${typeof value}`);
  if (Number.isNaN(value)) throw new RangeError("A distance must be a number, got NaN");
  const converted = value * unitRatio(from, to);
  if (Number.isFinite(value) && !Number.isFinite(converted)) {
    throw new RangeError(`A distance of ${value} ${from} is beyond the largest number in ${to}`);
  }
  return converted;
}
