/**
 * A region's exact area: its shapes (rectangles and ellipses with rotation, polygons, holes) as
 * polygons with holes, and the questions the engine asks of it — does it hold a point, where does a
 * straight line enter and leave it, how far is a base from it, does a moving base touch it, how far
 * across it does a path go. Pure; ruleset units, on the scene's plane with y growing downwards.
 *
 * The area is the union of the region's non-hole shapes less the union of its holes, as Foundry
 * combines a region's shapes (docs/foundry-evidence.md § 27). Each non-hole shape becomes one
 * {@link AreaPolygon} carrying every hole that reaches its bounds, so polygons may overlap; the
 * questions below read the true boundary (the parts of the rings where inside meets outside).
 * @module
 */
import type { Rect } from "../geometry/placement";
import * as check from "../geometry/validate";

/** A point on the scene's plane, ruleset units (as scene/snapshot.ts Point, which imports this module's types). */
interface Point {
  readonly x: number;
  readonly y: number;
}

/** A ring: a closed outline as a flat list `[x0, y0, x1, y1, …]` (≥ 3 points; the last joins the first). */
export type Ring = readonly number[];

/** One polygon of an area: an outer ring, less the rings of its holes. */
export interface AreaPolygon {
  readonly outer: Ring;
  readonly holes: readonly Ring[];
}

/**
 * A region's area: its polygons (a point is inside when some polygon's outer ring holds it and none
 * of that polygon's holes does) and their bounding box (null: an empty area).
 */
export interface RegionArea {
  readonly polygons: readonly AreaPolygon[];
  readonly bounds: Rect | null;
}

/**
 * A rectangle shape (Foundry's RectangleShapeData): top-left corner (x, y), width and height,
 * turned `rotation` degrees clockwise about its centre. Where `anchorX`/`anchorY` are given (v14),
 * (x, y) is the anchor point, the fractions of width and height from the rectangle's left and top
 * edges, and the rectangle turns about it.
 */
export interface RectangleShape {
  readonly type: "rectangle";
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation?: number;
  readonly anchorX?: number;
  readonly anchorY?: number;
  readonly hole?: boolean;
}

/** An ellipse shape (EllipseShapeData): centre (x, y), radii, turned `rotation` degrees clockwise about its centre. */
export interface EllipseShape {
  readonly type: "ellipse";
  readonly x: number;
  readonly y: number;
  readonly radiusX: number;
  readonly radiusY: number;
  readonly rotation?: number;
  readonly hole?: boolean;
}

/** A polygon shape (PolygonShapeData): its points as a flat list `[x0, y0, x1, y1, …]`. */
export interface PolygonShape {
  readonly type: "polygon";
  readonly points: readonly number[];
  readonly hole?: boolean;
}

/** A region shape, in ruleset units. */
export type RegionShapeData = RectangleShape | EllipseShape | PolygonShape;

/**
 * Sides of the polygon an ellipse becomes: its vertices lie on the ellipse, so the polygon falls
 * inside it by at most 1 − cos(π/48) ≈ 0.21 % of the larger radius (under the 1 % asked).
 */
export const ELLIPSE_SIDES = 48;

/** Cosine and sine of 0°, 90°, 180° and 270°. */
const QUARTER_TURNS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

/** Requires every number of a flat list to be a finite coordinate (the message built only for a wrong one). */
function checkCoordinates(values: readonly number[], what: string): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!(typeof v === "number" && Math.abs(v) <= check.MAX_COORDINATE)) check.finite(v as number, `${what}[${i}]`);
  }
}

/** The ring of one shape, ruleset units. */
function ringOf(shape: RegionShapeData, what: string): number[] {
  check.object(shape, what);
  if (shape.type === "polygon") {
    check.array(shape.points, `${what}.points`);
    checkCoordinates(shape.points, `${what}.points`);
    return shape.points.length % 2 === 0 ? [...shape.points] : shape.points.slice(0, -1);
  }
  const degrees = ((check.finite(shape.rotation ?? 0, `${what}.rotation`) % 360) + 360) % 360;
  const turn = (degrees * Math.PI) / 180;
  // Quarter turns exact, so an upright shape keeps its exact corners.
  const [cos, sin] = degrees % 90 === 0 ? QUARTER_TURNS[degrees / 90]! : [Math.cos(turn), Math.sin(turn)];
  const x = check.finite(shape.x, `${what}.x`);
  const y = check.finite(shape.y, `${what}.y`);
  const ring: number[] = [];
  // Turned clockwise on the canvas (y down) about the pivot (px, py).
  const put = (px: number, py: number, dx: number, dy: number) =>
    ring.push(px + dx * cos - dy * sin, py + dx * sin + dy * cos);
  if (shape.type === "rectangle") {
    const w = check.nonNegative(shape.width, `${what}.width`);
    const h = check.nonNegative(shape.height, `${what}.height`);
    const anchored = shape.anchorX !== undefined || shape.anchorY !== undefined;
    const ax = anchored ? check.finite(shape.anchorX ?? 0, `${what}.anchorX`) : 0.5;
    const ay = anchored ? check.finite(shape.anchorY ?? 0, `${what}.anchorY`) : 0.5;
    const [px, py] = anchored ? [x, y] : [x + w / 2, y + h / 2];
    for (const [fx, fy] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const)
      put(px, py, (fx - ax) * w, (fy - ay) * h);
    return ring;
  }
  if (shape.type === "ellipse") {
    const rx = check.nonNegative(shape.radiusX, `${what}.radiusX`);
    const ry = check.nonNegative(shape.radiusY, `${what}.radiusY`);
    for (let i = 0; i < ELLIPSE_SIDES; i++) {
      const a = (2 * Math.PI * i) / ELLIPSE_SIDES;
      put(x, y, rx * Math.cos(a), ry * Math.sin(a));
    }
    return ring;
  }
  throw new TypeError(
    `${what}.type must be rectangle, ellipse or polygon, got ${check.plain((shape as { type?: unknown }).type)}`,
  );
}

/** The bounding box of rings, or null when they have no point. */
function ringsBounds(rings: readonly Ring[]): Rect | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 2) {
      left = Math.min(left, ring[i]!);
      right = Math.max(right, ring[i]!);
      top = Math.min(top, ring[i + 1]!);
      bottom = Math.max(bottom, ring[i + 1]!);
    }
  }
  return Number.isFinite(left) ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}

/** Whether two boxes meet (edges touching count). */
function boxesMeet(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/**
 * A region's area from its shapes, ruleset units: the union of its non-hole shapes less the union
 * of its holes; rectangles and ellipses turned by their rotation, ellipses as {@link ELLIPSE_SIDES}-gons.
 * Shapes with fewer than 3 points (a polygon of 2 points) add nothing.
 * @param shapes rectangle, ellipse and polygon shape data in ruleset units
 * @throws {TypeError} when `shapes` is not an array or a shape not one of the three kinds
 * @throws {RangeError} when a coordinate, size or rotation is not finite, or a size is negative
 */
export function regionArea(shapes: readonly RegionShapeData[]): RegionArea {
  check.array(shapes, "shapes");
  const solids: Ring[] = [];
  const holes: { ring: Ring; box: Rect }[] = [];
  shapes.forEach((shape, i) => {
    const ring = ringOf(shape, `shapes[${i}]`);
    if (ring.length < 6) return;
    if (shape.hole === true) holes.push({ ring, box: ringsBounds([ring])! });
    else solids.push(ring);
  });
  const polygons = solids.map((outer) => {
    const box = ringsBounds([outer])!;
    return { outer, holes: holes.filter((h) => boxesMeet(h.box, box)).map((h) => h.ring) };
  });
  return { polygons, bounds: ringsBounds(solids) };
}

/**
 * An area from rings filled even-odd (Foundry's own region polygons, RegionDocument#polygons: outer
 * outlines and the holes in them, none crossing another): a ring inside an even number of others is
 * an outer ring, one inside an odd number a hole of the smallest outer ring holding it.
 * @throws {TypeError|RangeError} when `rings` is not an array of arrays of finite numbers
 */
export function areaFromRings(rings: readonly Ring[]): RegionArea {
  check.array(rings, "rings");
  const kept = rings.filter((ring, i) => {
    check.array(ring, `rings[${i}]`);
    checkCoordinates(ring, `rings[${i}]`);
    return ring.length >= 6;
  });
  const depth = kept.map(
    (ring, i) => kept.filter((other, j) => j !== i && ringHolds(other, ring[0]!, ring[1]!)).length,
  );
  const polygons: { outer: Ring; holes: Ring[] }[] = [];
  const index = new Map<number, number>();
  kept.forEach((ring, i) => {
    if (depth[i]! % 2 === 0) {
      index.set(i, polygons.length);
      polygons.push({ outer: ring, holes: [] });
    }
  });
  kept.forEach((ring, i) => {
    if (depth[i]! % 2 === 0) return;
    const owner = kept.findIndex((o, j) => depth[j] === depth[i]! - 1 && ringHolds(o, ring[0]!, ring[1]!));
    const polygon = index.has(owner) ? polygons[index.get(owner)!] : undefined;
    polygon?.holes.push(ring);
  });
  return { polygons, bounds: ringsBounds(polygons.map((p) => p.outer)) };
}

/** Whether a ring holds a point (crossing number; a point on the outline may fall either way). */
function ringHolds(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// ——— Questions on a region's area ———

/** What the questions read of a region: its bounding box and, when exact, its polygons. */
export interface AreaSource {
  /** The bounding box; the area itself when `polygons` is absent. */
  readonly area: Rect | null;
  readonly polygons?: readonly AreaPolygon[];
}

/** An area prepared for questions: its polygons with boxes, its true boundary as segments, its box. */
interface Prepared {
  readonly bounds: Rect;
  readonly polygons: readonly { readonly outer: Ring; readonly holes: readonly Ring[]; readonly box: Rect }[];
  /** The boundary: segments `x0, y0, x1, y1` where inside meets outside. */
  readonly edges: Float64Array;
}

const prepared = new WeakMap<object, Prepared | null>();

/** The prepared area of a region (cached per polygons list or box), or null when it has none. */
function prepare(source: AreaSource): Prepared | null {
  const key = source.polygons ?? source.area;
  if (!key) return null;
  const cached = prepared.get(key);
  if (cached !== undefined) return cached;
  const result = build(source);
  prepared.set(key, result);
  return result;
}

function build(source: AreaSource): Prepared | null {
  const { area } = source;
  const list: readonly AreaPolygon[] =
    source.polygons ??
    (area
      ? [
          {
            outer: [
              area.x,
              area.y,
              area.x + area.width,
              area.y,
              area.x + area.width,
              area.y + area.height,
              area.x,
              area.y + area.height,
            ],
            holes: [],
          },
        ]
      : []);
  const polygons = list.filter((p) => p.outer.length >= 6).map((p) => ({ ...p, box: ringsBounds([p.outer])! }));
  const bounds = ringsBounds(polygons.map((p) => p.outer));
  if (!bounds) return null;
  const rings = polygons.flatMap((p) => [p.outer, ...p.holes]);
  const simple = polygons.length === 1 && polygons[0]!.holes.length === 0;
  const partial: Prepared = { bounds, polygons, edges: new Float64Array(0) };
  return { ...partial, edges: simple ? ringEdges(rings) : boundaryEdges(rings, partial) };
}

/** Every side of the rings as segments. */
function ringEdges(rings: readonly Ring[]): Float64Array {
  const out: number[] = [];
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) out.push(ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!);
  }
  return Float64Array.from(out);
}

/**
 * The parts of the rings' sides where inside meets outside: each side cut where another side
 * crosses it, a piece kept when the area holds one side of it and not the other.
 */
function boundaryEdges(rings: readonly Ring[], area: Prepared): Float64Array {
  const sides = ringEdges(rings);
  const out: number[] = [];
  const scale = Math.max(area.bounds.width, area.bounds.height, 1);
  const eps = scale * 1e-7;
  for (let s = 0; s < sides.length; s += 4) {
    const [ax, ay, bx, by] = [sides[s]!, sides[s + 1]!, sides[s + 2]!, sides[s + 3]!];
    const cuts = [0, 1];
    for (let o = 0; o < sides.length; o += 4) {
      if (o === s) continue;
      const t = segmentHit(ax, ay, bx, by, sides[o]!, sides[o + 1]!, sides[o + 2]!, sides[o + 3]!);
      if (t !== null && t > 0 && t < 1) cuts.push(t);
    }
    cuts.sort((a, b) => a - b);
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [t0, t1] = [cuts[k]!, cuts[k + 1]!];
      if (t1 - t0 < 1e-12) continue;
      const tm = (t0 + t1) / 2;
      const [mx, my] = [ax + (bx - ax) * tm, ay + (by - ay) * tm];
      if (holdsXY(area, mx + nx * eps, my + ny * eps) !== holdsXY(area, mx - nx * eps, my - ny * eps)) {
        out.push(ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1);
      }
    }
  }
  return Float64Array.from(out);
}

/** Where segment a–b meets segment c–d, as the fraction along a–b, or null (parallel or apart). */
function segmentHit(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number | null {
  const [rx, ry, sx, sy] = [bx - ax, by - ay, dx - cx, dy - cy];
  const denom = rx * sy - ry * sx;
  if (denom === 0) return null;
  const t = ((cx - ax) * sy - (cy - ay) * sx) / denom;
  const u = ((cx - ax) * ry - (cy - ay) * rx) / denom;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

function holdsXY(area: Prepared, x: number, y: number): boolean {
  const b = area.bounds;
  if (x < b.x || x > b.x + b.width || y < b.y || y > b.y + b.height) return false;
  for (const p of area.polygons) {
    if (x < p.box.x || x > p.box.x + p.box.width || y < p.box.y || y > p.box.y + p.box.height) continue;
    if (ringHolds(p.outer, x, y) && !p.holes.some((h) => ringHolds(h, x, y))) return true;
  }
  return false;
}

/** The distance from a point to the area's boundary. */
function boundaryDistance(area: Prepared, x: number, y: number): number {
  let best = Infinity;
  const e = area.edges;
  for (let i = 0; i < e.length; i += 4)
    best = Math.min(best, pointSegment(x, y, e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!));
  return best;
}

/** The nearest point of the area's boundary to a point, or null without a boundary. */
function nearestBoundary(area: Prepared, x: number, y: number): Point | null {
  let best = Infinity;
  let at: Point | null = null;
  const e = area.edges;
  for (let i = 0; i < e.length; i += 4) {
    const q = nearestOn(x, y, e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!);
    const d = Math.hypot(q.x - x, q.y - y);
    if (d < best) [best, at] = [d, q];
  }
  return at;
}

function nearestOn(px: number, py: number, ax: number, ay: number, bx: number, by: number): Point {
  const [dx, dy] = [bx - ax, by - ay];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / len2));
  return { x: ax + dx * t, y: ay + dy * t };
}

function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const q = nearestOn(px, py, ax, ay, bx, by);
  return Math.hypot(q.x - px, q.y - py);
}

/** The distance between two segments (0 when they cross). */
function segmentSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (segmentHit(ax, ay, bx, by, cx, cy, dx, dy) !== null) return 0;
  return Math.min(
    pointSegment(ax, ay, cx, cy, dx, dy),
    pointSegment(bx, by, cx, cy, dx, dy),
    pointSegment(cx, cy, ax, ay, bx, by),
    pointSegment(dx, dy, ax, ay, bx, by),
  );
}

/**
 * Whether a region's area holds a point (its exact polygons; its box where it has none).
 * A point on the outline may fall either way.
 */
export function areaHolds(region: AreaSource, point: Point): boolean {
  const area = prepare(region);
  return !!area && holdsXY(area, point.x, point.y);
}

/**
 * The gap from a base's edge to a region's area, ruleset units: the distance from its centre to
 * the area less its radius; −radius when the area holds its centre (as `rectGap` counts).
 * +Infinity for a region without an area.
 */
export function areaGap(base: Point & { readonly radius: number }, region: AreaSource): number {
  const area = prepare(region);
  if (!area) return Infinity;
  if (holdsXY(area, base.x, base.y)) return -base.radius;
  return boundaryDistance(area, base.x, base.y) - base.radius;
}

/**
 * Whether a round base moving straight from `a` to `b` overlaps a region's area anywhere on the way
 * (edge contact counts), as `sweptBaseTouchesRect` asks of a rectangle.
 */
export function sweptBaseTouchesArea(a: Point, b: Point, radius: number, region: AreaSource): boolean {
  const area = prepare(region);
  if (!area) return false;
  const box = area.bounds;
  const reach = radius + 1e-9;
  if (
    Math.max(a.x, b.x) < box.x - reach ||
    Math.min(a.x, b.x) > box.x + box.width + reach ||
    Math.max(a.y, b.y) < box.y - reach ||
    Math.min(a.y, b.y) > box.y + box.height + reach
  )
    return false;
  if (holdsXY(area, a.x, a.y) || holdsXY(area, b.x, b.y)) return true;
  const e = area.edges;
  for (let i = 0; i < e.length; i += 4) {
    if (segmentSegment(a.x, a.y, b.x, b.y, e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!) <= reach) return true;
  }
  return false;
}

/** Where a straight line crosses a region's outline: the fraction along it, and whether it goes in there. */
export interface AreaCrossing {
  /** Fraction along the line, 0 to 1. */
  readonly t: number;
  /** True where the line enters the area, false where it leaves. */
  readonly entering: boolean;
}

/**
 * Where the straight line from `a` to `b` enters and leaves a region's area, in order (a line
 * starting inside begins by leaving; touching a corner is no crossing).
 */
export function areaCrossings(region: AreaSource, a: Point, b: Point): AreaCrossing[] {
  const area = prepare(region);
  return area ? crossingsAlong(area, a, b.x - a.x, b.y - a.y, 1) : [];
}

/**
 * Where the line from `a` along (dx, dy) for `t` from 0 to `length` enters and leaves the area,
 * `t` in the units of (dx, dy) (a unit direction gives distances, exact where a side is square to it).
 */
function crossingsAlong(area: Prepared, a: Point, dx: number, dy: number, length: number): AreaCrossing[] {
  const ts = [0, length];
  const e = area.edges;
  for (let i = 0; i < e.length; i += 4) {
    const [cx, cy, sx, sy] = [e[i]!, e[i + 1]!, e[i + 2]! - e[i]!, e[i + 3]! - e[i + 1]!];
    const denom = dx * sy - dy * sx;
    if (denom === 0) continue;
    const t = ((cx - a.x) * sy - (cy - a.y) * sx) / denom;
    const u = ((cx - a.x) * dy - (cy - a.y) * dx) / denom;
    if (t >= 0 && t <= length && u >= 0 && u <= 1) ts.push(t);
  }
  // A line that meets no side stays inside or outside throughout: it crosses nothing.
  if (ts.length === 2) return [];
  ts.sort((x, y) => x - y);
  const out: AreaCrossing[] = [];
  let inside = holdsXY(area, a.x, a.y);
  const tiny = length * 1e-12;
  for (let k = 0; k + 1 < ts.length; k++) {
    const [t0, t1] = [ts[k]!, ts[k + 1]!];
    if (t1 - t0 <= tiny) continue;
    const tm = (t0 + t1) / 2;
    const now = holdsXY(area, a.x + dx * tm, a.y + dy * tm);
    if (now !== inside && t0 > 0) out.push({ t: t0, entering: now });
    inside = now;
  }
  return out;
}

/**
 * How far across a region's area a model goes from `from` heading in a direction until it leaves
 * it, ruleset units (≥ 0): from inside, to where it leaves; from outside, from where it first
 * enters to where it next leaves; 0 when the ray never meets the area.
 * @param heading radians (0 along +x, growing clockwise as y grows downwards)
 */
export function areaDistanceAcross(region: AreaSource, from: Point, heading: number): number {
  const ray = rayThroughArea(region, from, heading);
  return ray ? ray.leave - ray.enter : 0;
}

/**
 * How far a model goes from `from` heading in a direction until it has crossed a region's area and
 * left it, ruleset units (≥ 0): where a cleared leap lands, past a gap's far side. 0 when the ray
 * never meets the area.
 * @param heading radians (0 along +x, growing clockwise as y grows downwards)
 */
export function areaFarSide(region: AreaSource, from: Point, heading: number): number {
  return rayThroughArea(region, from, heading)?.leave ?? 0;
}

/** Where a ray from `from` first is in the area (0 from inside) and next leaves it, or null when it never meets it. */
function rayThroughArea(region: AreaSource, from: Point, heading: number): { enter: number; leave: number } | null {
  const area = prepare(region);
  if (!area) return null;
  const b = area.bounds;
  const reach =
    Math.hypot(from.x - (b.x + b.width / 2), from.y - (b.y + b.height / 2)) + Math.hypot(b.width, b.height) + 1;
  const crossings = crossingsAlong(area, from, Math.cos(heading), Math.sin(heading), reach);
  const enter = holdsXY(area, from.x, from.y) ? 0 : crossings.find((c) => c.entering)?.t;
  if (enter === undefined) return null;
  const leave = crossings.find((c) => !c.entering && c.t > enter)?.t ?? reach;
  return { enter, leave };
}

/** Lines through a point that {@link areaWidthAt} measures along. */
const WIDTH_LINES = 12;

/**
 * How wide a region's area is through a point inside it, ruleset units: the shortest chord through
 * the point, over {@link WIDTH_LINES} lines 15° apart (a rectangle's narrower side, for an upright
 * rectangle; a gap's width where a model stands in it). 0 when the area does not hold the point.
 */
export function areaWidthAt(region: AreaSource, point: Point): number {
  const area = prepare(region);
  if (!area || !holdsXY(area, point.x, point.y)) return 0;
  let best = Infinity;
  for (let k = 0; k < WIDTH_LINES; k++) {
    const heading = (k * Math.PI) / WIDTH_LINES;
    best = Math.min(
      best,
      areaDistanceAcross(region, point, heading) + areaDistanceAcross(region, point, heading + Math.PI),
    );
  }
  return best;
}

/** Points across a region's box, each way, that {@link areaThickness} starts its search at (odd: the box's middle is one). */
const THICKNESS_GRID = 15;

/**
 * How thick a region's area is, ruleset units (≥ 0): the diameter of the largest disc it holds
 * (twice the most, over the points inside, of the distance to the outline): a rectangle's narrower
 * side whatever its rotation, a disc's diameter, an L-shaped wall's arm thickness and the little
 * more its corner holds, never a length. Searched from the best of {@link THICKNESS_GRID} ×
 * {@link THICKNESS_GRID} points over its box by steps halved down to a millionth of the box (exact
 * for a rectangle, a disc or an ellipse, whose widest place is the box's middle). 0 without an area.
 */
export function areaThickness(region: AreaSource): number {
  const area = prepare(region);
  if (!area) return 0;
  const b = area.bounds;
  const depth = (x: number, y: number) => (holdsXY(area, x, y) ? boundaryDistance(area, x, y) : 0);
  let [x, y, best] = [0, 0, 0];
  for (let i = 0; i < THICKNESS_GRID; i++) {
    for (let j = 0; j < THICKNESS_GRID; j++) {
      const [px, py] = [b.x + (b.width * (i + 0.5)) / THICKNESS_GRID, b.y + (b.height * (j + 0.5)) / THICKNESS_GRID];
      const d = depth(px, py);
      if (d > best) [x, y, best] = [px, py, d];
    }
  }
  const size = Math.max(b.width, b.height);
  for (let step = size / THICKNESS_GRID; best > 0 && step > size * 1e-6;) {
    let moved = false;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const d = depth(x + dx * step, y + dy * step);
      if (d > best + 1e-12) [x, y, best, moved] = [x + dx * step, y + dy * step, d, true];
    }
    if (!moved) step /= 2;
  }
  return 2 * best;
}

/**
 * The nearest point to `centre` where a base of `radius` lies wholly over a region's area (its
 * centre inside, its edge clear of the outline), or, where no such point is found, the nearest
 * point of the area (a base wider than the area). Null for a region without an area.
 */
export function nearestWhollyInside(region: AreaSource, centre: Point, radius: number): Point | null {
  const area = prepare(region);
  if (!area) return null;
  const fits = (p: Point) => holdsXY(area, p.x, p.y) && boundaryDistance(area, p.x, p.y) >= radius - 1e-6;
  if (fits(centre)) return centre;
  let p = centre;
  for (let round = 0; round < 8; round++) {
    const q = nearestBoundary(area, p.x, p.y);
    if (!q) break;
    const inside = holdsXY(area, p.x, p.y);
    let [dx, dy] = inside ? [p.x - q.x, p.y - q.y] : [q.x - p.x, q.y - p.y];
    let d = Math.hypot(dx, dy);
    if (d < 1e-12) {
      // On the outline: step inward across the nearest side.
      const probe = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
        x: Math.cos((k * Math.PI) / 4),
        y: Math.sin((k * Math.PI) / 4),
      }));
      const inward = probe.find((v) => holdsXY(area, q.x + v.x * 1e-6, q.y + v.y * 1e-6)) ?? { x: 0, y: 0 };
      [dx, dy, d] = [inward.x, inward.y, 1];
    }
    p = { x: q.x + (dx / d) * radius, y: q.y + (dy / d) * radius };
    if (fits(p)) return p;
  }
  return holdsXY(area, p.x, p.y) ? p : nearestBoundary(area, centre.x, centre.y);
}

/** Points on each of a disc's three rings that {@link areasCoverDisc} looks at. */
const COVER_RING = 36;

/**
 * Whether the union of regions' areas covers a disc (a base lying wholly over them, its edge
 * allowed `tolerance` past their outline): its centre and {@link COVER_RING} points on each of three
 * rings (the rim, ⅔ and ⅓ of the way out) must each be held by some area, so a crack between two
 * areas narrower than the points' spacing (about a sixth of the radius) is taken as joined. False
 * without areas.
 * @param radius ≥ 0, ruleset units
 * @param tolerance ≥ 0, ruleset units: how far the base's edge may lie past the outline
 */
export function areasCoverDisc(regions: readonly AreaSource[], centre: Point, radius: number, tolerance = 0): boolean {
  const areas = regions.map(prepare).filter((a): a is Prepared => a !== null);
  const r = Math.max(0, radius - tolerance);
  for (let k = 0; k <= 3 * COVER_RING; k++) {
    // The three rings, outermost first, then the centre (k = 3 × COVER_RING: radius 0).
    const [ring, angle] = [r * (1 - Math.floor(k / COVER_RING) / 3), (2 * Math.PI * k) / COVER_RING];
    const [x, y] = [centre.x + Math.cos(angle) * ring, centre.y + Math.sin(angle) * ring];
    if (!areas.some((a) => holdsXY(a, x, y))) return false;
  }
  return true;
}

/**
 * The nearest point to `at` where a base of `radius` overlaps none of the regions' areas (touching
 * allowed): `at` itself when clear, else the nearest of the places just outside the outline of
 * each area it overlaps (and, for a base caught between areas, outside those in turn); `at` when
 * none is found in three rounds.
 */
export function clearOfAreas(at: Point, radius: number, regions: readonly AreaSource[]): Point {
  const areas = regions.map(prepare).filter((a): a is Prepared => a !== null);
  const gap = (a: Prepared, p: Point) => (holdsXY(a, p.x, p.y) ? -radius : boundaryDistance(a, p.x, p.y) - radius);
  const overlaps = (p: Point) => areas.some((a) => gap(a, p) < -1e-6);
  if (!overlaps(at)) return at;
  let candidates: Point[] = [at];
  for (let round = 0; round < 3; round++) {
    let next: Point[] = [];
    for (const p of candidates) {
      for (const a of areas) {
        if (gap(a, p) >= -1e-6) continue;
        // Out across each side of its outline: from the side's nearest point, a radius beyond it.
        const inside = holdsXY(a, p.x, p.y);
        const e = a.edges;
        for (let i = 0; i < e.length; i += 4) {
          const q = nearestOn(p.x, p.y, e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!);
          let [dx, dy] = inside ? [q.x - p.x, q.y - p.y] : [p.x - q.x, p.y - q.y];
          let d = Math.hypot(dx, dy);
          if (d < 1e-12) {
            // On the side: out along its normal, away from the area.
            const [sx, sy] = [e[i + 2]! - e[i]!, e[i + 3]! - e[i + 1]!];
            const len = Math.hypot(sx, sy);
            if (len === 0) continue;
            [dx, dy, d] = [-sy / len, sx / len, 1];
            if (holdsXY(a, q.x + dx * 1e-6, q.y + dy * 1e-6)) [dx, dy] = [-dx, -dy];
          }
          next.push({ x: q.x + (dx / d) * radius, y: q.y + (dy / d) * radius });
        }
      }
    }
    const clear = next.filter((p) => !overlaps(p));
    if (clear.length) return clear.reduce((b, p) => (dist(p, at) < dist(b, at) ? p : b));
    // The nearest few go on to the next round.
    next = next.sort((p, q) => dist(p, at) - dist(q, at)).slice(0, CLEAR_CANDIDATES);
    candidates = next;
  }
  return at;
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** How many blocked places {@link clearOfAreas} pushes on from in each further round. */
const CLEAR_CANDIDATES = 16;
