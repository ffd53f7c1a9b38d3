/**
 * Engagement zones between round bases: Necromunda's 1" rule (necromunda-movement.md § The 1"
 * Rule; rules/README.md ruling 7), measured base edge to base edge. Checked on every pointer
 * move, so other bases are looked up through a Flatbush spatial index.
 * @module
 */
import type Flatbush from "flatbush";
import { asideOfPath } from "./aside";
import { indexBases } from "./base-index";
import * as check from "./validate";

/** A round base on the table: centre and radius, in the ruleset's unit (inches). */
export interface Base {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** Slack for measurements that are exactly at the zone's edge. */
const EDGE_EPSILON = 1e-6;

/**
 * The gap between two bases, edge to edge; negative when they overlap, 0 in base contact.
 * @returns inches (or whatever unit the bases are in)
 * @throws {TypeError|RangeError} when a base is not an object with a finite centre and a finite radius ≥ 0
 */
export function baseGap(a: Base, b: Base): number {
  check.base(a, "a");
  check.base(b, "b");
  return Math.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius;
}

/** Whether a gap is inside a zone: exactly `zone` away is outside (a fighter may stand 1" off). NaN is never inside. */
export function insideZone(gap: number, zone: number): boolean {
  return typeof gap === "number" && typeof zone === "number" && gap < zone - EDGE_EPSILON;
}

/**
 * How close counts as base contact, in the bases' unit (inches for Necromunda; docs/rulings.md):
 * bases this far apart or this far into each other touch; deeper is an overlap. One tolerance
 * for the drag's overlap stop, engaging in base contact and the placement rules.
 */
export const CONTACT_TOLERANCE = 0.05;

/**
 * Whether two bases are in base contact (touching, within measuring slack).
 * @param tolerance the slack, in the bases' unit (finite, ≥ 0)
 * @throws {TypeError|RangeError} on a bad base (see {@link baseGap}) or tolerance
 */
export function inBaseContact(a: Base, b: Base, tolerance = CONTACT_TOLERANCE): boolean {
  check.nonNegative(tolerance, "tolerance");
  return Math.abs(baseGap(a, b)) <= tolerance;
}

/** Where along a straight move a base's zone is first entered. */
export interface SegmentEntry {
  /** Index of the base. */
  readonly base: number;
  /** Fraction of the segment (0–1) at which the mover's base reaches the zone's edge. */
  readonly t: number;
}

/**
 * The fraction along a move from (ax, ay) to (bx, by) at which a mover of `radius` comes within
 * `zone` of base `b` (its edge reaching the zone's edge), or null when it never does. A mover
 * that starts inside the zone is not entering it: null (it may move out).
 * @throws {TypeError|RangeError} when a coordinate is not finite, `radius` or `zone` is negative or
 *   not finite, or `b` is not a base
 */
export function zoneEntryFraction(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  zone: number,
  b: Base,
): number | null {
  checkMove(ax, ay, bx, by, radius, zone);
  check.base(b, "base");
  return entryFraction(ax, ay, bx, by, radius, zone, b);
}

/** {@link zoneEntryFraction} without the checks, for loops whose input is already checked. */
function entryFraction(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  zone: number,
  b: Base,
): number | null {
  const reach = radius + b.radius + zone - EDGE_EPSILON;
  const fx = ax - b.x;
  const fy = ay - b.y;
  const c = fx * fx + fy * fy - reach * reach;
  if (c < 0) return null;
  const dx = bx - ax;
  const dy = by - ay;
  const a = dx * dx + dy * dy;
  if (a === 0) return null;
  const half = fx * dx + fy * dy;
  const disc = half * half - a * c;
  if (disc < 0) return null;
  const t = (-half - Math.sqrt(disc)) / a;
  return t >= 0 && t <= 1 ? t : null;
}

/** Checks a straight move's numbers (no allocation: called per pointer move). */
function checkMove(ax: number, ay: number, bx: number, by: number, radius: number, zone: number): void {
  check.finite(ax, "ax");
  check.finite(ay, "ay");
  check.finite(bx, "bx");
  check.finite(by, "by");
  check.nonNegative(radius, "radius");
  check.nonNegative(zone, "zone");
}

/** Checks a mover's position (no allocation: called per pointer move). */
function checkAt(x: number, y: number, radius: number, zone: number): void {
  check.finite(x, "x");
  check.finite(y, "y");
  check.nonNegative(radius, "radius");
  check.nonNegative(zone, "zone");
}

/**
 * Finds bases near a moving base. Both methods throw a RangeError or TypeError when a coordinate
 * is not finite or the radius or zone is negative or not finite.
 */
export interface BaseFinder {
  /**
   * Index (into the bases given) of a base whose gap to a mover at (x, y) with `radius` is inside
   * `zone`, or -1. When several are, the closest is returned.
   */
  firstWithin(x: number, y: number, radius: number, zone: number): number;
  /** The first zone a straight move enters, or null (bases the mover starts inside are ignored). */
  firstEntry(ax: number, ay: number, bx: number, by: number, radius: number, zone: number): SegmentEntry | null;
}

/** A linear scan over every base: the reference the index is measured against. */
export class NaiveBaseFinder implements BaseFinder {
  private readonly bases: readonly Base[];

  /**
   * @param bases the bases to scan, in inches
   * @throws {TypeError|RangeError} when `bases` is not an array of bases (finite centres, radii ≥ 0)
   */
  constructor(bases: readonly Base[]) {
    check.bases(bases, "bases");
    this.bases = bases;
  }

  firstEntry(ax: number, ay: number, bx: number, by: number, radius: number, zone: number): SegmentEntry | null {
    checkMove(ax, ay, bx, by, radius, zone);
    let best: SegmentEntry | null = null;
    for (let i = 0; i < this.bases.length; i++) {
      const t = entryFraction(ax, ay, bx, by, radius, zone, this.bases[i]!);
      if (t !== null && (best === null || t < best.t)) best = { base: i, t };
    }
    return best;
  }

  firstWithin(x: number, y: number, radius: number, zone: number): number {
    checkAt(x, y, radius, zone);
    let best = -1;
    let bestGap = Infinity;
    for (let i = 0; i < this.bases.length; i++) {
      const b = this.bases[i]!;
      const gap = Math.hypot(x - b.x, y - b.y) - radius - b.radius;
      if (insideZone(gap, zone) && gap < bestGap) {
        best = i;
        bestGap = gap;
      }
    }
    return best;
  }
}

/** Bases in a Flatbush spatial index: each query visits only the bases near the mover. */
export class EngagementIndex implements BaseFinder {
  readonly #bases: readonly Base[];
  readonly #index: Flatbush | null;

  /**
   * @param bases the bases to index (enemies, obstacles …), in inches
   * @throws {TypeError|RangeError} when `bases` is not an array of bases (finite centres, radii ≥ 0)
   */
  constructor(bases: readonly Base[]) {
    check.bases(bases, "bases");
    this.#bases = bases;
    this.#index = indexBases(bases);
  }

  firstWithin(x: number, y: number, radius: number, zone: number): number {
    checkAt(x, y, radius, zone);
    if (!this.#index) return -1;
    const reach = radius + zone;
    let best = -1;
    let bestGap = Infinity;
    const bases = this.#bases;
    this.#index.search(x - reach, y - reach, x + reach, y + reach, (i) => {
      const b = bases[i]!;
      const gap = Math.hypot(x - b.x, y - b.y) - radius - b.radius;
      if (insideZone(gap, zone) && gap < bestGap) {
        best = i;
        bestGap = gap;
      }
      return false;
    });
    return best;
  }

  firstEntry(ax: number, ay: number, bx: number, by: number, radius: number, zone: number): SegmentEntry | null {
    checkMove(ax, ay, bx, by, radius, zone);
    if (!this.#index) return null;
    const reach = radius + zone;
    let best: SegmentEntry | null = null;
    const bases = this.#bases;
    this.#index.search(
      Math.min(ax, bx) - reach,
      Math.min(ay, by) - reach,
      Math.max(ax, bx) + reach,
      Math.max(ay, by) + reach,
      (i) => {
        const t = entryFraction(ax, ay, bx, by, radius, zone, bases[i]!);
        if (t !== null && (best === null || t < best.t)) best = { base: i, t };
        return false;
      },
    );
    return best;
  }
}

/** Where a path first enters an engagement zone. */
export interface ZoneEntry {
  /** Index of the segment (from point `segment` to `segment + 1`) where the zone is entered. */
  readonly segment: number;
  /** Fraction of that segment at which the mover reaches the zone's edge. */
  readonly t: number;
  /** Index of the base whose zone it is. */
  readonly base: number;
  /** The mover's centre where it must stop: on the zone's edge. */
  readonly stop: { readonly x: number; readonly y: number };
}

/**
 * The first place a path enters any base's zone, or null. Whole segments are tested, so a path
 * that only grazes a zone between two points is caught too.
 * @param path the mover's centre at each point, inches
 * @param radius the mover's base radius, inches
 * @param zone the zone's depth, inches (1 for the 1" rule)
 * @throws {TypeError} when `path` is not an array or `finder` not a {@link BaseFinder}
 * @throws {RangeError} when a point is not finite, or `radius` or `zone` is negative or not finite
 */
export function firstZoneEntry(
  path: readonly { readonly x: number; readonly y: number }[],
  radius: number,
  zone: number,
  finder: BaseFinder,
): ZoneEntry | null {
  check.points(path, "path");
  check.nonNegative(radius, "radius");
  check.nonNegative(zone, "zone");
  if (typeof finder?.firstEntry !== "function") throw new TypeError("finder must be a BaseFinder");
  for (let segment = 0; segment + 1 < path.length; segment++) {
    const a = path[segment]!;
    const b = path[segment + 1]!;
    const entry = finder.firstEntry(a.x, a.y, b.x, b.y, radius, zone);
    if (entry) {
      const stop = { x: a.x + (b.x - a.x) * entry.t, y: a.y + (b.y - a.y) * entry.t };
      return { segment, t: entry.t, base: entry.base, stop };
    }
  }
  return null;
}

/** A base a path reached: which, and where along the path (segment index plus fraction). */
export interface PathContact {
  readonly base: number;
  readonly segment: number;
  readonly t: number;
}

/**
 * Every base a path touches or crosses (a vehicle's path running into models), in the order
 * first reached. Bases the path starts overlapping are not counted.
 * @param tolerance how close counts as contact, in the bases' unit
 * @throws {TypeError} when `path` or `bases` is not an array
 * @throws {RangeError} when a point or base is not finite, or `radius` or `tolerance` is negative or not finite
 */
export function basesAlongPath(
  path: readonly { readonly x: number; readonly y: number }[],
  radius: number,
  bases: readonly Base[],
  tolerance = CONTACT_TOLERANCE,
): PathContact[] {
  check.points(path, "path");
  check.bases(bases, "bases");
  check.nonNegative(radius, "radius");
  check.nonNegative(tolerance, "tolerance");
  if (path.length < 2 || bases.length === 0) return [];
  const reach = radius + tolerance;
  // Only the bases near the path's bounding box (grown by the reach) are indexed.
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of path) {
    if (p.x < left) left = p.x;
    if (p.x > right) right = p.x;
    if (p.y < top) top = p.y;
    if (p.y > bottom) bottom = p.y;
  }
  const near: number[] = [];
  for (let i = 0; i < bases.length; i++) {
    const b = bases[i]!;
    if (
      b.x + b.radius >= left - reach &&
      b.x - b.radius <= right + reach &&
      b.y + b.radius >= top - reach &&
      b.y - b.radius <= bottom + reach
    ) {
      near.push(i);
    }
  }
  const index = indexBases(near.map((i) => bases[i]!));
  if (!index) return [];
  const reached = new Map<number, PathContact>();
  for (let s = 0; s + 1 < path.length; s++) {
    const a = path[s]!;
    const b = path[s + 1]!;
    // The filter keeps nothing, so the search allocates no result list per segment.
    index.search(
      Math.min(a.x, b.x) - reach,
      Math.min(a.y, b.y) - reach,
      Math.max(a.x, b.x) + reach,
      Math.max(a.y, b.y) + reach,
      (k) => {
        const i = near[k]!;
        if (reached.has(i)) return false;
        const t = entryFraction(a.x, a.y, b.x, b.y, radius, tolerance, bases[i]!);
        if (t !== null) reached.set(i, { base: i, segment: s, t });
        return false;
      },
    );
  }
  // Bases reached at the same point of the path go in the order given.
  return [...reached.values()].sort(
    (x, y) => x.segment + x.t - (y.segment + y.t) || x.segment - y.segment || x.base - y.base,
  );
}

/**
 * Which arc of the moving vehicle made contact: the front when the other model lies within 45°
 * of the direction of travel, the side otherwise (Stride ruling: the direction of travel stands
 * for the hull's facing).
 * @param travel the direction the vehicle was moving (any length)
 * @param toOther from the vehicle's centre at contact to the other's centre
 * @returns `front` too when either vector has no length
 * @throws {TypeError|RangeError} when either is not a vector with finite components
 */
export function contactArc(
  travel: { readonly x: number; readonly y: number },
  toOther: { readonly x: number; readonly y: number },
): "front" | "side" {
  check.point(travel, "travel");
  check.point(toOther, "toOther");
  const dot = travel.x * toOther.x + travel.y * toOther.y;
  const lengths = Math.hypot(travel.x, travel.y) * Math.hypot(toOther.x, toOther.y);
  if (lengths === 0) return "front";
  return dot / lengths >= Math.SQRT1_2 - 1e-9 ? "front" : "side";
}

/**
 * The point of the segment a–b nearest to p (a itself when the segment has no length).
 * @throws {TypeError|RangeError} when a point is not an object with finite coordinates
 */
export function nearestOnSegment(
  p: { readonly x: number; readonly y: number },
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
): { x: number; y: number } {
  check.point(p, "p");
  check.point(a, "a");
  check.point(b, "b");
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const length2 = vx * vx + vy * vy;
  const t = length2 > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * vx + (p.y - a.y) * vy) / length2)) : 0;
  return { x: a.x + vx * t, y: a.y + vy * t };
}

/**
 * Where a base must go to clear a moving model's path by `gap`, by the shortest route
 * (necromunda-movement.md § Running Over Fighters: moved aside to 1" from the vehicle): straight
 * away from the nearest point of the path; a base centred on the path goes to the right of the
 * direction of travel. Null when the base is already clear.
 * @param path the mover's centres along its move, in the base's unit; an empty path moves nothing (null)
 * @param moverRadius the mover's base radius (finite, ≥ 0)
 * @param gap the clearance to leave between the bases' edges (finite, ≥ 0)
 * @returns the base's new centre
 * @throws {TypeError} when `path` is not an array
 * @throws {RangeError} when a point or the base is not finite, or a radius or the gap is negative or not finite
 */
export function pushAside(
  path: readonly { readonly x: number; readonly y: number }[],
  moverRadius: number,
  base: Base,
  gap: number,
): { x: number; y: number } | null {
  check.points(path, "path");
  check.nonNegative(moverRadius, "moverRadius");
  check.base(base, "base");
  check.nonNegative(gap, "gap");
  return asideOfPath(path, moverRadius, base, gap);
}

/**
 * Where a model pushed head-on ends up: in base contact straight ahead of the pusher's final
 * position, along its last direction of travel (necromunda-movement.md § Move and Push During
 * Collisions: pushed until the moving vehicle stops). Null when the pushed model already lies
 * at least that far ahead, or the pusher did not move.
 * @param end the pusher's final centre
 * @param travel the pusher's last direction of travel (any length)
 * @returns the pushed model's new centre, in the bases' unit
 * @throws {TypeError|RangeError} when a point or the base is not finite, or `pusherRadius` is negative or not finite
 */
export function pushAhead(
  end: { readonly x: number; readonly y: number },
  travel: { readonly x: number; readonly y: number },
  pusherRadius: number,
  pushed: Base,
): { x: number; y: number } | null {
  check.point(end, "end");
  check.point(travel, "travel");
  check.nonNegative(pusherRadius, "pusherRadius");
  check.base(pushed, "pushed");
  const length = Math.hypot(travel.x, travel.y);
  if (length === 0) return null;
  const ux = travel.x / length;
  const uy = travel.y / length;
  const reach = pusherRadius + pushed.radius;
  const ahead = (pushed.x - end.x) * ux + (pushed.y - end.y) * uy;
  if (ahead >= reach - 1e-9) return null;
  return { x: end.x + ux * reach, y: end.y + uy * reach };
}
