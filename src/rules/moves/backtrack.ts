/**
 * Where a model ends when it did not get as far as it moved: back along its recorded path
 * (TestConsequence `backtrack`, capabilities/outcomes.ts; opend6: a missed running roll covers
 * only the Move, d6-movement.txt § Running). Ruleset units; pure.
 * @module
 */
import { nonNegative, points } from "../geometry/validate";
import type { Point } from "../scene";
import type { Effect } from "../effects";
import { pathLength } from "../scene/path";
import { isFiniteNumber } from "../scene/numbers";

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
 * The elevation `distance` back from the end of a path whose points carry elevations, ruleset
 * units: interpolated along the segment where the walk back ends, the first point's elevation
 * when `distance` is the whole length or more. A point without a finite elevation counts 0.
 * @example elevationBack([{ x: 0, y: 0, elevation: 0 }, { x: 2, y: 0, elevation: 6 }, { x: 6, y: 0, elevation: 6 }], 6) // → 0
 * @throws {TypeError|RangeError} as {@link backtrackPoint}
 */
export function elevationBack(path: readonly (Point & { readonly elevation?: number })[], distance: number): number {
  points(path, "path");
  nonNegative(distance, "distance");
  if (path.length === 0) throw new RangeError("A path to go back along needs at least one point");
  const at = (i: number) => {
    const e = path[i]!.elevation;
    return isFiniteNumber(e) ? e : 0;
  };
  let left = distance;
  for (let i = path.length - 1; i > 0; i--) {
    const length = Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
    if (left <= length) return length === 0 ? at(i) : at(i) + (at(i - 1) - at(i)) * (left / length);
    left -= length;
  }
  return at(0);
}

/** What walking a stored back path gives: the forced move, or why there is none. */
export interface StoredBacktrack {
  /** The forced move back (none when stale, or when there is nothing to walk). */
  readonly effects: Effect[];
  /**
   * The model no longer stands at the stored path's end (it moved again before the card was
   * rolled): walking the old path back would put it somewhere it never was, so nothing moves.
   */
  readonly stale: boolean;
}

/**
 * The `backtrack` consequence carried out along a path a card stored (scene/path.ts BACK_PATH_OPTION),
 * outside a combat where no movement history is recorded: the model goes `distance` back along it,
 * and when that reaches the path's first point it also goes to `startElevation` (when given: the
 * elevation the stored path begins at, scene/path.ts BACK_ELEVATION_OPTION). Refused as stale when the
 * model's centre `at` is farther than `tolerance` from the path's end. Nothing for a path of fewer
 * than two points or a distance of 0.
 * @param at the model's centre now, ruleset units
 * @param tolerance how far from the path's end still counts as there, ruleset units (≥ 0; the
 *   adapter uses half a grid space)
 * @example storedBacktrack("t1", [{ x: 0, y: 0 }, { x: 6, y: 0 }], 6, { x: 6, y: 0 }, 0.5, 0)
 *   // → { effects: [{ type: "move", model: "t1", to: { x: 0, y: 0 }, elevation: 0 }], stale: false }
 * @throws {TypeError|RangeError} as {@link backtrackEffects}, or when `at` is not a finite point,
 *   `tolerance` negative, or `startElevation` given and not finite
 */
export function storedBacktrack(
  model: string,
  path: readonly Point[],
  distance: number,
  at: Point,
  tolerance: number,
  startElevation?: number,
): StoredBacktrack {
  const effects = backtrackEffects(model, path, distance);
  points([at], "at");
  nonNegative(tolerance, "tolerance");
  if (startElevation !== undefined && !isFiniteNumber(startElevation)) {
    throw new RangeError("startElevation must be a finite number when given");
  }
  if (path.length < 2 || effects.length === 0) return { effects: [], stale: false };
  const end = path.at(-1)!;
  if (Math.hypot(at.x - end.x, at.y - end.y) > tolerance + 1e-9) return { effects: [], stale: true };
  const whole = distance >= pathLength(path) - 1e-9;
  if (!whole || startElevation === undefined) return { effects, stale: false };
  return { effects: effects.map((e) => ({ ...e, elevation: Math.max(0, startElevation) }) as Effect), stale: false };
}
