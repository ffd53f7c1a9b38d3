/**
 * Forced moves a test's outcome carries out, stored in its request (TestRequest.options) when the
 * test is called: which model goes, and by how much from where it stands then (necromunda-movement.md
 * § Move and Push During Collisions, side-on: the vehicle the Handling test picks is moved aside;
 * § Lift: the fighter in the lift's way gets clear, or is moved out after the hit).
 * @module
 */
import type { TestRequest } from "../types";

/** The request option holding the forced move carried out when the test is passed. */
export const SHOVE_PASS_OPTION = "shovePass";

/** The request option holding the forced move carried out when the test is failed. */
export const SHOVE_FAIL_OPTION = "shoveFail";

/** A forced move by an offset: the model (token id) goes `dx`, `dy` (ruleset units) from where it stands. */
export interface Shove {
  readonly model: string;
  readonly dx: number;
  readonly dy: number;
}

/** How far a stored offset may reach, ruleset units: beyond it the option is junk. */
const SHOVE_MAX = 1e6;

/**
 * The text a request stores for a shove: `id:dx:dy`, the offset rounded to 10⁻⁶.
 * @example encodeShove({ model: "b", dx: 0, dy: -1.5 }) // → "b:0:-1.5"
 * @throws {TypeError} when the model id is not a non-empty string
 * @throws {RangeError} when an offset is not a finite number within ±10⁶
 */
export function encodeShove(shove: Shove): string {
  if (typeof shove !== "object" || shove === null) throw new TypeError("A shove must be an object");
  if (typeof shove.model !== "string" || shove.model === "") throw new TypeError("A shove's model must be an id");
  const round = (n: unknown, what: string) => {
    if (typeof n !== "number") throw new TypeError(`A shove's ${what} must be a number`);
    if (!Number.isFinite(n) || Math.abs(n) > SHOVE_MAX) throw new RangeError(`A shove's ${what} must be within ±1e6`);
    return Math.round(n * 1e6) / 1e6 + 0;
  };
  return `${shove.model}:${round(shove.dx, "dx")}:${round(shove.dy, "dy")}`;
}

/**
 * The shove a request stores under `key` ({@link SHOVE_PASS_OPTION}, {@link SHOVE_FAIL_OPTION}),
 * or null when absent or malformed (a stored card's data is not trusted: two finite offsets within
 * ±10⁶ after a non-empty id). Never throws.
 * @example shoveOf({ kind: "sideOn", options: { shovePass: "b:0:-1.5" } }, "shovePass") // → { model: "b", dx: 0, dy: -1.5 }
 */
export function shoveOf(request: TestRequest | null | undefined, key: string): Shove | null {
  const options: unknown = request?.options;
  if (typeof options !== "object" || options === null || !Object.hasOwn(options, key)) return null;
  const stored = (options as Record<string, unknown>)[key];
  if (typeof stored !== "string") return null;
  const parts = stored.split(":");
  if (parts.length < 3) return null;
  const [dx, dy] = parts.slice(-2).map((p) => (p.trim() === "" ? Number.NaN : Number(p))) as [number, number];
  const model = parts.slice(0, -2).join(":");
  if (model === "" || ![dx, dy].every((n) => Number.isFinite(n) && Math.abs(n) <= SHOVE_MAX)) return null;
  return { model, dx, dy };
}
