/**
 * The engine's value checks, one set for every layer: numbers (finite, ≥ 0, an amount, a count),
 * points, bases and rectangles, records, strings, booleans, functions and lists, and the way a
 * message shows a value. Bad input fails with a clear RangeError or TypeError naming what was
 * wrong, instead of NaN, a negative distance or a loop that never ends. The shapes built from them
 * (a scene snapshot, a path, a drag's snapshot) are checked in scene/check.ts, once per object; a
 * ruleset's contract in moves/ruleset-check.ts. Internal to the engine: not exported from the
 * public API.
 * @module
 */

/** A point or base-like record. */
interface PointLike {
  readonly x: number;
  readonly y: number;
}

/**
 * The largest coordinate, radius or length geometry accepts, in any unit: far beyond any table
 * (a trillion pixels or inches), small enough that squares and sums stay exact enough and finite.
 */
export const MAX_COORDINATE = 1e12;

/**
 * Requires a finite number within ±{@link MAX_COORDINATE}.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is NaN, ±Infinity or beyond ±{@link MAX_COORDINATE}
 */
export function finite(value: number, what: string): number {
  if (typeof value !== "number") throw new TypeError(`${what} must be a number, got ${typeof value}`);
  if (!(Math.abs(value) <= MAX_COORDINATE)) {
    throw new RangeError(`${what} must be a finite number within ±${MAX_COORDINATE}, got ${value}`);
  }
  return value;
}

/**
 * Requires a finite number ≥ 0.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, NaN or ±Infinity
 */
export function nonNegative(value: number, what: string): number {
  finite(value, what);
  if (value < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
  return value;
}

/**
 * Whether a value is an array, narrowing to `readonly unknown[]` (Array.isArray narrows to `any[]`).
 */
export function isArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * Requires an array.
 * @throws {TypeError} when `value` is not an array
 */
export function array<T>(value: readonly T[], what: string): readonly T[] {
  if (!isArray(value)) throw new TypeError(`${what} must be an array, got ${value === null ? "null" : typeof value}`);
  return value;
}

/** What a value is, as a type message names it: `null`, `array`, or its `typeof`. */
export const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

/**
 * Requires an object that is not null (an array passes: its members are checked next).
 * @throws {TypeError} otherwise, naming what it got (`null`, its `typeof`)
 */
export function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null)
    throw new TypeError(`${what} must be an object, got ${kindOf(value)}`);
  return value as Record<string, unknown>;
}

/**
 * Requires a record: an object that is neither null nor an array (a snapshot, a model, a ruleset).
 * @throws {TypeError} otherwise, naming what it got (`null`, `array`, its `typeof`)
 */
export function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${what} must be an object, got ${kindOf(value)}`);
  }
  return value as Record<string, unknown>;
}

/**
 * Requires a string.
 * @throws {TypeError} otherwise, naming the `typeof` of what it got
 */
export function string(value: unknown, what: string): string {
  if (typeof value !== "string") throw new TypeError(`${what} must be a string, got ${typeof value}`);
  return value;
}

/**
 * Requires a boolean.
 * @throws {TypeError} otherwise, naming what it got (`null`, `array`, its `typeof`)
 */
export function bool(value: unknown, what: string): boolean {
  if (typeof value !== "boolean") throw new TypeError(`${what} must be a boolean, got ${kindOf(value)}`);
  return value;
}

/**
 * Requires a function.
 * @throws {TypeError} otherwise, naming what it got (`null`, `array`, its `typeof`)
 */
export function callable(value: unknown, what: string): void {
  if (typeof value !== "function") throw new TypeError(`${what} must be a function, got ${kindOf(value)}`);
}

/**
 * Requires a point with finite coordinates.
 * @throws {TypeError} when it is not an object
 * @throws {RangeError} when a coordinate is not finite
 */
export function point(value: PointLike, what: string): PointLike {
  if (typeof value !== "object" || value === null) throw new TypeError(`${what} must be a point { x, y }`);
  finite(value.x, `${what}.x`);
  finite(value.y, `${what}.y`);
  return value;
}

/**
 * Requires a round base: finite centre, finite radius ≥ 0.
 * @throws {TypeError|RangeError} as {@link point} and {@link nonNegative}
 */
export function base<B extends PointLike & { readonly radius: number }>(value: B, what: string): B {
  point(value, what);
  nonNegative(value.radius, `${what}.radius`);
  return value;
}

/**
 * Requires an array of points with finite coordinates.
 * @throws {TypeError|RangeError} as {@link array} and {@link point}
 */
export function points(value: readonly PointLike[], what: string): void {
  array(value, what);
  // A quick pass first; the labelled check (which builds a message string) only for the first bad one.
  for (let i = 0; i < value.length; i++) if (!isPoint(value[i])) point(value[i]!, `${what}[${i}]`);
}

/** Whether a value is a point with coordinates {@link finite} accepts (no message built). */
function isPoint(value: unknown): boolean {
  const p = value as { x?: unknown; y?: unknown } | null;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.x === "number" &&
    typeof p.y === "number" &&
    Math.abs(p.x) <= MAX_COORDINATE &&
    Math.abs(p.y) <= MAX_COORDINATE
  );
}

/**
 * Requires an array of round bases.
 * @throws {TypeError|RangeError} as {@link array} and {@link base}
 */
export function bases(value: readonly (PointLike & { readonly radius: number })[], what: string): void {
  array(value, what);
  for (let i = 0; i < value.length; i++) {
    const b = value[i];
    const quick = isPoint(b) && typeof b!.radius === "number" && b!.radius >= 0 && b!.radius <= MAX_COORDINATE;
    if (!quick) base(b!, `${what}[${i}]`);
  }
}

/**
 * Requires a rectangle with a finite corner and finite width and height ≥ 0.
 * @throws {TypeError|RangeError} as {@link point} and {@link nonNegative}
 */
export function rect(value: PointLike & { readonly width: number; readonly height: number }, what: string): void {
  point(value, what);
  nonNegative(value.width, `${what}.width`);
  nonNegative(value.height, `${what}.height`);
}

/** A value as an error message shows it, without calling anything on it (a null-prototype object has no toString). */
export function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, 40));
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value;
}

/**
 * A value as a message names it where text is shown bare: text as it is (its first 40 characters), numbers
 * as `String` writes them, anything else as {@link show} does (a symbol or an object without a prototype
 * would make `String` or a template literal throw). Never throws.
 */
export function plain(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 40) : show(value);
}

/**
 * Requires an input object (the `{ … }` argument of the rules functions).
 * @throws {TypeError} when `value` is not an object
 */
export function input<T>(value: T, what: string): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`${what} needs an input object, got ${show(value)}`);
  }
  return value;
}

/**
 * An own property of `record`, or undefined (never one inherited, such as `constructor`); a key that is
 * not a string (a symbol, an object a caller passed for a name) is undefined too. Never throws.
 */
export function own(record: unknown, key: unknown): unknown {
  return typeof key === "string" && typeof record === "object" && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/**
 * A number read from an input value: a number as it is, text as `Number` reads it, anything else
 * (a symbol, an object without a prototype, a boolean, null) NaN. Never throws, never calls the value.
 */
export function numberOf(raw: unknown): number {
  return typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
}

/**
 * The row of a lookup table for a key, or undefined when the key is not one of the table's own keys
 * (a stored `"constructor"` or `"__proto__"` is no row, whatever Object.prototype holds). Never throws.
 */
export function row<V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Requires a list, naming what it got otherwise.
 * @throws {TypeError} when `value` is not an array
 */
export function list<T>(value: readonly T[], what: string): readonly T[] {
  if (!isArray(value)) throw new TypeError(`${what} must be an array, got ${show(value)}`);
  return value;
}

/**
 * Requires an amount: a number from 0 to {@link MAX_COORDINATE} (a distance, a rate, a count), in
 * the wording the rulesets' messages use (what it got shown by {@link show}).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, NaN, ±Infinity or beyond {@link MAX_COORDINATE}
 */
export function amount(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!(value >= 0 && value <= MAX_COORDINATE)) {
    throw new RangeError(`${name} must be a number from 0 to ${MAX_COORDINATE}, got ${plain(value)}`);
  }
  return value;
}

/**
 * Requires a number that is not NaN or ±Infinity (of any size: a dice pool's modifier, a rating).
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is NaN or ±Infinity
 */
export function finiteNumber(value: unknown, name: string): number {
  if (typeof value !== "number") throw new TypeError(`${name} must be a number, got ${show(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${plain(value)}`);
  return value;
}

/**
 * Reads a count (hits, net hits, boxes): a number from 0 to `max`, truncated to a whole number.
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is negative, above `max`, NaN or ±Infinity
 */
export function count(value: unknown, name: string, max: number): number {
  const n = finiteNumber(value, name);
  if (n < 0 || n > max) throw new RangeError(`${name} must be a number from 0 to ${max}, got ${n}`);
  return Math.trunc(n);
}
