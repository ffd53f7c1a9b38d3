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
