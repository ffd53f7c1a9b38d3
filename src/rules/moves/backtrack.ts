/**
 * Where a model ends when it did not get as far as it moved: back along its recorded path
 * (TestConsequence `backtrack`, capabilities/outcomes.ts; opend6: a missed running roll covers
 * only the Move, d6-movement.txt § Running). Ruleset units; pure.
 * @module
 */
import { nonNegative, points } from "../geometry/validate";
import type { Point } from "../scene";
import type { Effect } from "../effects";

/**
 * The point `distance` back from the end of a path, along its segments (straight lines between
 * consecutive points); the path's first point when `distance` is its whole length or more.
 * @param path the recorded path, first point first, ruleset units (at least one point)
 * @param distance how far back, ruleset units (≥ 0)
 * @example backtrackPoint([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 17 }], 17) // → { x: 10, y: 0 }
 * @throws {TypeError} when `path` is not an array of points or `distance` not a number
 * @throws {RangeError} when `path` is empty, a coordinate is not finite, or `distance` is negative
 */
export function backtrackPoint(path: readonly Point[], distance: number): Point {
  points(path, "path");
  nonNegative(distance, "distance");
  if (path.length === 0) throw new RangeError("A path to go back along needs at least one point");
  let left = distance;
  for (let i = path.length - 1; i > 0; i--) {
    const to = path[i]!;
    const from = path[i - 1]!;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (left <= length) {
      const t = length === 0 ? 0 : left / length;
      return { x: to.x + (from.x - to.x) * t, y: to.y + (from.y - to.y) * t };
    }
    left -= length;
  }
  return { x: path[0]!.x, y: path[0]!.y };
}

/**
 * The forced move that carries out a `backtrack` consequence: the model goes to the point
 * `distance` back along its recorded path; nothing when `distance` is 0 or the path has no point.
 * @throws {TypeError|RangeError} as {@link backtrackPoint}, or when `model` is not a non-empty string
 */
export function backtrackEffects(model: string, path: readonly Point[], distance: number): Effect[] {
  if (typeof model !== "string" || model === "") throw new TypeError("backtrackEffects needs a model id");
  points(path, "path");
  nonNegative(distance, "distance");
  if (distance === 0 || path.length === 0) return [];
  return [{ type: "move", model, to: backtrackPoint(path, distance) }];
}

/** The test request option (TestRequest.options) holding a move's path for a later backtrack. */
export const BACK_PATH_OPTION = "backPath";

/** Most points a stored back path keeps (the last ones). */
const MAX_BACK_POINTS = 64;

/**
 * The end of a path, `distance` long: the point `distance` back along it ({@link backtrackPoint}),
 * then the path's later points; the whole path when it is no longer than `distance`.
 * @param path first point first, ruleset units
 * @param distance ruleset units (≥ 0)
 * @example pathTail([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 17 }], 20) // → [{ x: 7, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 17 }]
 * @throws {TypeError|RangeError} as {@link backtrackPoint}
 */
export function pathTail(path: readonly Point[], distance: number): Point[] {
  const start = backtrackPoint(path, distance);
  const tail: Point[] = [{ x: path.at(-1)!.x, y: path.at(-1)!.y }];
  let left = distance;
  for (let i = path.length - 1; i > 0; i--) {
    const length = Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
    if (left <= length) break;
    left -= length;
    tail.unshift({ x: path[i - 1]!.x, y: path[i - 1]!.y });
  }
  if (tail[0]!.x !== start.x || tail[0]!.y !== start.y) tail.unshift(start);
  return tail;
}

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
