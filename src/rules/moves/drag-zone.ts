/**
 * Engagement zones in three dimensions for a dragged path (necromunda-movement.md § The 1" Rule):
 * the gap between two models is the plan gap between their base edges combined with the
 * difference in their elevations, so a fighter walking under a gantry is not held by an enemy
 * standing on it. Bases are found through a Flatbush index built once per snapshot.
 * @module
 */
import Flatbush from "flatbush";
import { zoneEntryFraction, type Base } from "../geometry/engagement";

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
 */
export function elevatedGap(plan: number, rise: number): number {
  const dz = Math.abs(rise);
  if (plan <= 0) return dz > 0 ? dz : plan;
  return Math.hypot(plan, dz);
}

/** The 3D gap between two elevated bases, ruleset units (see {@link elevatedGap}). */
export function elevatedBaseGap(a: ElevatedBase, b: ElevatedBase): number {
  return elevatedGap(Math.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius, a.elevation - b.elevation);
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

  constructor(bases: readonly ElevatedBase[]) {
    this.bases = bases;
    this.#maxRadius = bases.reduce((max, b) => Math.max(max, b.radius), 0);
    if (bases.length === 0) {
      this.#index = null;
      return;
    }
    const index = new Flatbush(bases.length);
    for (const b of bases) index.add(b.x - b.radius, b.y - b.radius, b.x + b.radius, b.y + b.radius);
    index.finish();
    this.#index = index;
  }

  /** Calls `visit` with the index of every base whose footprint lies within `reach` of the box. */
  search(minX: number, minY: number, maxX: number, maxY: number, reach: number, visit: (i: number) => void): void {
    if (!this.#index) return;
    this.#index.search(minX - reach, minY - reach, maxX + reach, maxY + reach, (i) => {
      visit(i);
      return false;
    });
  }

  /**
   * The first zone a path enters, in 3D, or null. A base whose zone a segment starts inside is
   * not entered by that segment (the mover may move away).
   * @param radius the mover's base radius; zone the zone's depth (ruleset units)
   */
  firstEntry(path: readonly ElevatedPoint[], radius: number, zone: number): ElevatedEntry | null {
    for (let s = 0; s + 1 < path.length; s++) {
      const a = path[s]!;
      const b = path[s + 1]!;
      let best: ElevatedEntry | null = null;
      this.search(
        Math.min(a.x, b.x),
        Math.min(a.y, b.y),
        Math.max(a.x, b.x),
        Math.max(a.y, b.y),
        radius + zone,
        (i) => {
          const t = entryFraction(a, b, radius, zone, this.bases[i]!);
          if (t !== null && (best === null || t < best.t)) best = { segment: s, t, base: i };
        },
      );
      if (best) return best;
    }
    return null;
  }

  /** Index of a base within `zone` (3D) of a mover at `at`, the closest; -1 when none. */
  firstWithin(at: ElevatedPoint, radius: number, zone: number): number {
    let best = -1;
    let bestGap = Infinity;
    this.search(at.x, at.y, at.x, at.y, radius + zone, (i) => {
      const gap = elevatedBaseGap({ ...at, radius }, this.bases[i]!);
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
 */
export function entryFraction(
  a: ElevatedPoint,
  b: ElevatedPoint,
  radius: number,
  zone: number,
  base: ElevatedBase,
): number | null {
  const inside = (t: number) => {
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    const elevation = a.elevation + (b.elevation - a.elevation) * t;
    return elevatedBaseGap({ x, y, elevation, radius }, base) < zone - EDGE_EPSILON;
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
