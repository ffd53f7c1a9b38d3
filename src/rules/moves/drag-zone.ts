/**
 * Engagement zones in three dimensions for a dragged path (necromunda-movement.md § The 1" Rule):
 * the gap between two models is the plan gap between their base edges combined with the
 * difference in their elevations, so a fighter walking under a gantry is not held by an enemy
 * standing on it. Bases are found through a Flatbush index built once per snapshot. Every public
 * function and method checks its input: coordinates, elevations, radii and zones are
 * finite numbers within ±10¹² (radii and zones ≥ 0), else a TypeError (not a number, not an
 * object) or RangeError (NaN, ±Infinity, out of range, negative) names the argument.
 * @module
 */
import type Flatbush from "flatbush";
import { indexBases } from "../geometry/base-index";
import { zoneEntryFraction, type Base } from "../geometry/engagement";
import * as check from "../geometry/validate";
import * as internal from "./drag-internal";

/** Slack for measurements exactly at a zone's edge, as the plan geometry uses. */
const EDGE_EPSILON = 1e-6;

/** A base standing at an elevation, ruleset units. */
export interface ElevatedBase extends Base {
  readonly elevation: number;
}

/**
 * The gap between two models in 3D, ruleset units (Stride ruling: the 1" rule counts height).
 * Bases that overlap in plan are as far apart as their elevations differ; otherwise the plan gap
 * between base edges and the height difference are the two legs of a right triangle.
 * @param plan the plan gap between base edges (negative when they overlap in plan)
 * @param rise the difference in elevation
 * @returns the 3D gap, negative only when the bases overlap in plan at the same elevation
 * @throws {TypeError} when `plan` or `rise` is not a number
 * @throws {RangeError} when either is NaN, ±Infinity or beyond ±10¹²
 */
export function elevatedGap(plan: number, rise: number): number {
  check.finite(plan, "plan");
  check.finite(rise, "rise");
  return internal.gap3(plan, rise);
}

/**
 * The 3D gap between two elevated bases, ruleset units (see {@link elevatedGap}).
 * @throws {TypeError|RangeError} when a base is not `{ x, y, radius, elevation }` with finite numbers, radius ≥ 0
 */
export function elevatedBaseGap(a: ElevatedBase, b: ElevatedBase): number {
  elevatedBase(a, "a");
  elevatedBase(b, "b");
  return internal.baseGap3(a, b);
}

/** Where a dragged path first enters a zone: segment index, fraction of it, and whose zone. */
export interface ElevatedEntry {
  readonly segment: number;
  readonly t: number;
  /** Index of the base (into the bases the index was built from). */
  readonly base: number;
}

/** One step of a path as the zone test reads it: the mover's centre and elevation. */
export interface ElevatedPoint {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/**
 * Requires an elevated base: finite centre and elevation, finite radius ≥ 0.
 * @throws {TypeError|RangeError} as check.base and check.finite
 */
function elevatedBase(value: ElevatedBase, what: string): void {
  check.base(value, what);
  check.finite(value.elevation, `${what}.elevation`);
}

/**
 * Requires an elevated point: finite x, y and elevation.
 * @throws {TypeError|RangeError} as check.point and check.finite
 */
function elevatedPoint(value: ElevatedPoint, what: string): void {
  check.point(value, what);
  check.finite(value.elevation, `${what}.elevation`);
}

/** Segments of a path {@link ElevatedBaseIndex} looks bases up for at once. */
const ENTRY_CHUNK = 16;

/** How finely a segment that changes height is sampled before bisection. */
const SLOPE_SAMPLES = 16;

/**
 * Elevated bases in a Flatbush spatial index: each query visits only the bases whose plan
 * footprint lies near the mover's segment. Build once per snapshot.
 */
export class ElevatedBaseIndex {
  readonly bases: readonly ElevatedBase[];
  readonly #index: Flatbush | null;
  readonly #maxRadius: number;

  /**
   * @param bases the bases to index, ruleset units (the index keeps them: do not change them)
   * @throws {TypeError} when `bases` is not an array of objects
   * @throws {RangeError} when a centre or elevation is not finite or a radius is negative or not finite
   */
  constructor(bases: readonly ElevatedBase[]) {
    check.array(bases, "bases");
    const bad = internal.firstBadElevated(bases, true);
    if (bad >= 0) elevatedBase(bases[bad]!, `bases[${bad}]`);
    this.bases = bases;
    this.#maxRadius = bases.reduce((max, b) => Math.max(max, b.radius), 0);
    this.#index = indexBases(bases);
  }

  /**
   * Calls `visit` with the index of every base whose footprint lies within `reach` of the box
   * (an empty box, min above max, finds none).
   * @throws {TypeError} when a number is not a number or `visit` not a function
   * @throws {RangeError} when a coordinate is not finite or `reach` is negative or not finite
   */
  search(minX: number, minY: number, maxX: number, maxY: number, reach: number, visit: (i: number) => void): void {
    check.finite(minX, "minX");
    check.finite(minY, "minY");
    check.finite(maxX, "maxX");
    check.finite(maxY, "maxY");
    check.nonNegative(reach, "reach");
    check.callable(visit, "visit");
    this.#search(minX, minY, maxX, maxY, reach, visit);
  }

  /** {@link search} unchecked. */
  #search(minX: number, minY: number, maxX: number, maxY: number, reach: number, visit: (i: number) => void): void {
    if (!this.#index) return;
    this.#index.search(minX - reach, minY - reach, maxX + reach, maxY + reach, (i) => {
      visit(i);
      return false;
    });
  }

  /**
   * The first zone a path enters, in 3D, or null. A base whose zone a segment starts inside is
   * not entered by that segment (the mover may move away).
   * @param path the mover's centre and elevation at each step (O(path) segments are tested)
   * @param radius the mover's base radius; zone the zone's depth (ruleset units, finite, ≥ 0)
   * @throws {TypeError} when `path` is not an array of objects or a number is not a number
   * @throws {RangeError} when a coordinate or elevation is not finite, or `radius` or `zone` is negative or not finite
   */
  firstEntry(path: readonly ElevatedPoint[], radius: number, zone: number): ElevatedEntry | null {
    check.array(path, "path");
    const bad = internal.firstBadElevated(path, false);
    if (bad >= 0) elevatedPoint(path[bad]!, `path[${bad}]`);
    check.nonNegative(radius, "radius");
    check.nonNegative(zone, "zone");
    return this.#firstEntry(path, radius, zone);
  }

  /**
   * {@link firstEntry} unchecked. The index is searched once per {@link ENTRY_CHUNK} segments, with
   * their box; each segment then tests the bases found whose footprint meets its own box grown by
   * the reach (the bases a search per segment finds). Of two zones entered at the same point, the
   * base given first is the one entered.
   */
  #firstEntry(path: readonly ElevatedPoint[], radius: number, zone: number): ElevatedEntry | null {
    const index = this.#index;
    if (!index) return null;
    const reach = radius + zone;
    const bases = this.bases;
    const near: number[] = [];
    for (let first = 0; first + 1 < path.length; first += ENTRY_CHUNK) {
      const end = Math.min(first + ENTRY_CHUNK, path.length - 1);
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let p = first; p <= end; p++) {
        const { x, y } = path[p]!;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      near.length = 0;
      index.search(minX - reach, minY - reach, maxX + reach, maxY + reach, (i) => {
        near.push(i);
        return false;
      });
      if (near.length === 0) continue;
      for (let s = first; s < end; s++) {
        const a = path[s]!;
        const b = path[s + 1]!;
        const [left, top] = [Math.min(a.x, b.x) - reach, Math.min(a.y, b.y) - reach];
        const [right, bottom] = [Math.max(a.x, b.x) + reach, Math.max(a.y, b.y) + reach];
        let best: ElevatedEntry | null = null;
        for (const i of near) {
          const base = bases[i]!;
          // The footprint's box as the index holds it, met as the index's search meets it.
          if (right < base.x - base.radius || bottom < base.y - base.radius) continue;
          if (left > base.x + base.radius || top > base.y + base.radius) continue;
          const t = entryAt(a, b, radius, zone, base);
          if (t !== null && (best === null || t < best.t || (t === best.t && i < best.base))) {
            best = { segment: s, t, base: i };
          }
        }
        if (best) return best;
      }
    }
    return null;
  }

  /**
   * Index of a base within `zone` (3D) of a mover at `at`, the closest; -1 when none.
   * @throws {TypeError|RangeError} when `at` is not a point with a finite elevation, or `radius` or `zone` is negative or not finite
   */
  firstWithin(at: ElevatedPoint, radius: number, zone: number): number {
    elevatedPoint(at, "at");
    check.nonNegative(radius, "radius");
    check.nonNegative(zone, "zone");
    let best = -1;
    let bestGap = Infinity;
    this.#search(at.x, at.y, at.x, at.y, radius + zone, (i) => {
      const gap = internal.baseGap3({ ...at, radius }, this.bases[i]!);
      if (gap < zone - EDGE_EPSILON && gap < bestGap) {
        best = i;
        bestGap = gap;
      }
    });
    return best;
  }

  /** The largest radius indexed. */
  get maxRadius(): number {
    return this.#maxRadius;
  }
}

/**
 * The fraction along a move from `a` to `b` at which a mover of `radius` comes within `zone` of
 * `base` in 3D, or null when it never does or starts inside. A level segment is solved exactly
 * (the zone shrinks to √(zone² − rise²) in plan); a segment that changes height is sampled, then
 * bisected to within 10⁻⁶ of the segment.
 * @returns a fraction in [0, 1], or null
 * @throws {TypeError|RangeError} when `a` or `b` is not a point with a finite elevation, `base` not an elevated
 * base, or `radius` or `zone` is negative or not finite
 */
export function entryFraction(
  a: ElevatedPoint,
  b: ElevatedPoint,
  radius: number,
  zone: number,
  base: ElevatedBase,
): number | null {
  elevatedPoint(a, "a");
  elevatedPoint(b, "b");
  check.nonNegative(radius, "radius");
  check.nonNegative(zone, "zone");
  elevatedBase(base, "base");
  return entryAt(a, b, radius, zone, base);
}

/** {@link entryFraction} unchecked: called per base and segment. */
function entryAt(a: ElevatedPoint, b: ElevatedPoint, radius: number, zone: number, base: ElevatedBase): number | null {
  const inside = (t: number) => {
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    const elevation = a.elevation + (b.elevation - a.elevation) * t;
    return internal.baseGap3({ x, y, elevation, radius }, base) < zone - EDGE_EPSILON;
  };
  if (inside(0)) return null;
  if (a.elevation === b.elevation) {
    const rise = Math.abs(a.elevation - base.elevation);
    if (rise >= zone - EDGE_EPSILON) return null;
    return zoneEntryFraction(a.x, a.y, b.x, b.y, radius, Math.sqrt(zone * zone - rise * rise), base);
  }
  let lo = 0;
  for (let k = 1; k <= SLOPE_SAMPLES; k++) {
    const hi = k / SLOPE_SAMPLES;
    if (!inside(hi)) {
      lo = hi;
      continue;
    }
    let [l, h] = [lo, hi];
    while (h - l > 1e-6) {
      const mid = (l + h) / 2;
      if (inside(mid)) h = mid;
      else l = mid;
    }
    return l;
  }
  return null;
}
