/**
 * Placing a base near an area of the table: where a fighter comes out of a ductway
 * (necromunda-movement.md § Ductways). Pure geometry in the ruleset's unit.
 * @module
 */
import { EngagementIndex, nearestOnSegment, type Base } from "./engagement";
import * as check from "./validate";

/** The most candidate positions {@link placeNear} samples; a finer lattice is refused, not ground through. */
export const MAX_PLACEMENT_CANDIDATES = 100_000;

/** An axis-aligned rectangle: top-left corner, width and height. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The gap from a base's edge to a rectangle; negative when the base's centre is inside it by
 * more than its radius, 0 when the edge touches it.
 * @throws {TypeError|RangeError} when the base or rectangle is not finite, or a radius, width or height is negative
 */
export function rectGap(base: Base, rect: Rect): number {
  check.base(base, "base");
  check.rect(rect, "rect");
  const dx = Math.max(rect.x - base.x, 0, base.x - (rect.x + rect.width));
  const dy = Math.max(rect.y - base.y, 0, base.y - (rect.y + rect.height));
  return Math.hypot(dx, dy) - base.radius;
}

/** What a placement must keep clear of. */
export interface PlacementRules {
  /** The placed base's radius. */
  readonly radius: number;
  /** How far from the area its edge may be. */
  readonly reach: number;
  /** Bases it may not overlap (friends, foes, anything). */
  readonly bases: readonly Base[];
  /** Bases whose zone it may not enter (enemies), with the zone's depth. */
  readonly enemies: readonly Base[];
  readonly zone: number;
  /** The table: the whole base must lie inside it. */
  readonly within?: Rect;
  /** Sampling step of the candidate positions, > 0; 0.25 by default. */
  readonly step?: number;
  /**
   * The gap from a base's edge to the exact area (a region's polygons, scene/shapes.ts `areaGap`),
   * where `area` is only its bounding box; absent: the gap to `area` itself ({@link rectGap}).
   */
  readonly gap?: (base: Base) => number;
  /**
   * Whether the spot is otherwise fit (no obstacle, impassable area or wall under the base, on the
   * right level); absent: every spot is. Asked last, only of the spots that pass the rest.
   */
  readonly accepts?: (base: Base) => boolean;
}

/** Whether a base lies wholly inside a rectangle. */
function inside(base: Base, rect: Rect): boolean {
  return (
    base.x - base.radius >= rect.x - 1e-9 &&
    base.y - base.radius >= rect.y - 1e-9 &&
    base.x + base.radius <= rect.x + rect.width + 1e-9 &&
    base.y + base.radius <= rect.y + rect.height + 1e-9
  );
}

/**
 * The free spot nearest an area's centre for a base whose edge comes within `reach` of it, with
 * no overlap and outside every enemy's zone (§ Ductways: placed within 1" of the other end, with
 * room outside 1" of enemies and no overlap), on the table. Candidates are sampled on a square lattice of
 * `step`; ties go to the one found first (top row first, left first).
 * @returns the base's centre, or null when there is no room
 * @throws {TypeError} when `rules` is not an object or its bases not arrays
 * @throws {RangeError} when a number is not finite, a radius, reach, zone or size is negative, `step`
 *   is not above 0, or the lattice would hold more than {@link MAX_PLACEMENT_CANDIDATES} positions
 *   (a larger step or a smaller area is needed)
 */
export function placeNear(area: Rect, rules: PlacementRules): { x: number; y: number } | null {
  check.rect(area, "area");
  if (typeof rules !== "object" || rules === null) throw new TypeError("Placement rules must be an object");
  const step = rules.step ?? 0.25;
  check.finite(step, "step");
  if (!(step > 0)) throw new RangeError(`step must be above 0, got ${step}`);
  check.nonNegative(rules.radius, "radius");
  check.nonNegative(rules.reach, "reach");
  check.nonNegative(rules.zone, "zone");
  if (rules.within !== undefined) check.rect(rules.within, "within");
  if (rules.gap !== undefined) check.callable(rules.gap, "gap");
  if (rules.accepts !== undefined) check.callable(rules.accepts, "accepts");
  const margin = rules.reach + rules.radius;
  const columns = Math.floor((area.width + 2 * margin + 1e-9) / step) + 1;
  const rows = Math.floor((area.height + 2 * margin + 1e-9) / step) + 1;
  if (columns * rows > MAX_PLACEMENT_CANDIDATES) {
    throw new RangeError(
      `placeNear would sample ${columns} × ${rows} positions (at most ${MAX_PLACEMENT_CANDIDATES}): use a larger step`,
    );
  }
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  check.bases(rules.bases, "bases");
  check.bases(rules.enemies, "bases");
  // Only bases within reach of the lattice can meet a candidate: the rest are left out of the indexes.
  const box: Rect = {
    x: area.x - margin,
    y: area.y - margin,
    width: (columns - 1) * step,
    height: (rows - 1) * step,
  };
  const overlaps = new EngagementIndex(basesNear(rules.bases, box, rules.radius));
  const zones = new EngagementIndex(basesNear(rules.enemies, box, rules.radius + rules.zone));
  let best: { x: number; y: number; d: number } | null = null;
  // Counted loops: adding a tiny step to a large coordinate would never move it.
  for (let row = 0; row < rows; row++) {
    const y = area.y - margin + row * step;
    for (let column = 0; column < columns; column++) {
      const x = area.x - margin + column * step;
      const base = { x, y, radius: rules.radius };
      if ((rules.gap ? rules.gap(base) : rectGap(base, area)) > rules.reach + 1e-9) continue;
      if (rules.within && !inside(base, rules.within)) continue;
      const d = Math.hypot(x - cx, y - cy);
      if (best && d >= best.d) continue;
      if (overlaps.firstWithin(x, y, rules.radius, 0) >= 0) continue;
      if (zones.firstWithin(x, y, rules.radius, rules.zone) >= 0) continue;
      if (rules.accepts && !rules.accepts(base)) continue;
      best = { x, y, d };
    }
  }
  return best && { x: best.x, y: best.y };
}

/**
 * The bases whose bounding square comes within `reach` of a rectangle (edges touching count): the
 * only ones a base of radius `reach` (grown by its zone) placed inside it can meet.
 */
function basesNear(bases: readonly Base[], rect: Rect, reach: number): Base[] {
  const [left, top] = [rect.x - reach, rect.y - reach];
  const [right, bottom] = [rect.x + rect.width + reach, rect.y + rect.height + reach];
  const out: Base[] = [];
  for (const b of bases) {
    if (b.x + b.radius >= left && b.x - b.radius <= right && b.y + b.radius >= top && b.y - b.radius <= bottom) {
      out.push(b);
    }
  }
  return out;
}

/** The distance from a point to a segment. */
function pointSegmentDistance(
  p: { readonly x: number; readonly y: number },
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
): number {
  const near = nearestOnSegment(p, a, b);
  return Math.hypot(p.x - near.x, p.y - near.y);
}

/** Whether a segment crosses a rectangle (Liang–Barsky clipping). */
function segmentCrossesRect(
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
  rect: Rect,
): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - rect.x],
    [dx, rect.x + rect.width - a.x],
    [-dy, a.y - rect.y],
    [dy, rect.y + rect.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Whether a round base moving straight from `a` to `b` overlaps a rectangle anywhere on the way
 * (edge contact counts): the segment meets the rectangle grown by the radius, whose corners are
 * rounded (necromunda-movement.md § Colliding with Terrain: a vehicle crossing an obstacle).
 * @throws {TypeError|RangeError} when a point or the rectangle is not finite, or the radius or a size is negative
 */
export function sweptBaseTouchesRect(
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
  radius: number,
  rect: Rect,
): boolean {
  check.point(a, "a");
  check.point(b, "b");
  check.nonNegative(radius, "radius");
  check.rect(rect, "rect");
  const wide = { x: rect.x - radius, y: rect.y, width: rect.width + 2 * radius, height: rect.height };
  const tall = { x: rect.x, y: rect.y - radius, width: rect.width, height: rect.height + 2 * radius };
  if (segmentCrossesRect(a, b, wide) || segmentCrossesRect(a, b, tall)) return true;
  const corners = [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x, y: rect.y + rect.height },
    { x: rect.x + rect.width, y: rect.y + rect.height },
  ];
  return corners.some((c) => pointSegmentDistance(c, a, b) <= radius + 1e-9);
}
