/**
 * A path kept in a test request's options (TestRequest.options) so that a missed test can walk it
 * back where no movement history has it (outside a combat Foundry records none): the option names,
 * the text encoding of the path and of the elevation it begins at, and a path's length. Kernel:
 * the moves store the path (moves/finished.ts) and walk it back (moves/backtrack.ts), a ruleset
 * reads it (dh2/back-path.ts). Ruleset units; pure.
 * @module
 */
import { points } from "../geometry/validate";
import type { Point } from "./snapshot";

/** The test request option (TestRequest.options) holding a move's path for a later backtrack. */
export const BACK_PATH_OPTION = "backPath";

/** Most points a stored back path keeps (the last ones). */
const MAX_BACK_POINTS = 64;

/**
 * A path as a request option's text (`x,y x,y …`, ruleset units to the centimetre), so a card's
 * stored request keeps the path a missed test goes back along when no movement history has it
 * (outside a combat Foundry records none). Keeps the last 64 points.
 * @example encodePath([{ x: 7, y: 0 }, { x: 10.5, y: 0.25 }]) // → "7,0 10.5,0.25"
 * @throws {TypeError|RangeError} when `path` is not an array of finite points
 */
export function encodePath(path: readonly Point[]): string {
  points(path, "path");
  const round = (n: number) => Math.round(n * 100) / 100;
  return path
    .slice(-MAX_BACK_POINTS)
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(" ");
}

/**
 * The path an {@link encodePath} text holds; `[]` for anything else (a stored card's data is not
 * trusted: a text with a malformed or non-finite point, or more than 64 points, reads as none).
 * @example decodePath("7,0 10.5,0.25") // → [{ x: 7, y: 0 }, { x: 10.5, y: 0.25 }]
 */
export function decodePath(text: unknown): Point[] {
  if (typeof text !== "string" || text.trim() === "") return [];
  const parts = text.trim().split(/\s+/);
  if (parts.length > MAX_BACK_POINTS) return [];
  const path: Point[] = [];
  for (const part of parts) {
    if (!/^[^,]+,[^,]+$/.test(part)) return [];
    const [x, y, ...rest] = part.split(",").map(Number);
    if (rest.length || x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return [];
    path.push({ x, y });
  }
  return path;
}

/**
 * The test request option (TestRequest.options) holding the elevation where a stored back path
 * begins, ruleset units, as text (a failed climb outside combat goes back down to where the climb
 * began: dh2-movement.md § Sheer Surfaces, a failed climber falls from where the climb began).
 */
export const BACK_ELEVATION_OPTION = "backElevation";

/**
 * The length of a path along its segments, ruleset units; 0 for one point or none.
 * @example pathLength([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }]) // → 11
 * @throws {TypeError|RangeError} when `path` is not an array of finite points
 */
export function pathLength(path: readonly Point[]): number {
  points(path, "path");
  let length = 0;
  for (let i = 1; i < path.length; i++) length += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return length;
}

/**
 * The elevation a stored back path begins at ({@link BACK_ELEVATION_OPTION} of a request's
 * options), or undefined when the option is absent or not a finite number ≥ 0 (card data is not
 * trusted).
 */
export function decodeBackElevation(text: unknown): number | undefined {
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1e6 ? value : undefined;
}
