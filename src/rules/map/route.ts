/**
 * The shortest route for a move that must take one (EngagementCapability.shortestRoute: a
 * Necromunda Charge, necromunda-movement.md § Movement): the map's cheapest path from where the
 * dragged path starts to where it ends, through friends but round the bases the mover may not
 * pass (MapOptions.passThrough), walls and impassable terrain, put in place of the dragged path
 * when it costs less by the caller's own measure (docs/rulings.md: the Charge's route). Pure;
 * ruleset units.
 * @module
 */
import { COST_EPSILON } from "../geometry/bands";
import { CONTACT_TOLERANCE } from "../geometry/engagement";
import * as check from "../geometry/validate";
import type { DragScene } from "../moves/drag";
import type { PathStep } from "../scene/snapshot";
import { wallDistance } from "../scene/walls";
import {
  cellAt,
  cellCentre,
  DIRECTIONS,
  mapSpan,
  PASS_CLEARANCE,
  prepareMap,
  type DiagonalRule,
  type MoveMap,
} from "./grid";
import type { Rect } from "../geometry/placement";
import { searchMap, straighten } from "./search";

/** The route put in place of a dragged path. */
export interface ShortestRoute {
  /**
   * Its steps (the mover's centre): where the dragged path starts, where the route turns, and where
   * the dragged path ends; each step after the first with the action of the dragged path's last
   * step, at the start's elevation (the last at the end's).
   */
  readonly path: PathStep[];
  /** What it costs by the caller's measure, ruleset units. */
  readonly cost: number;
  /** What the dragged path costs by the same measure, ruleset units (more than {@link cost}). */
  readonly dragged: number;
}

/** What `measure` gives for a path, required to be a cost ≥ 0 or +Infinity. */
function costOf(measure: RouteMeasure, path: readonly PathStep[]): number {
  const cost = measure(path);
  if (typeof cost !== "number" || !(cost >= 0))
    throw new RangeError(`measure must give a cost ≥ 0, got ${check.plain(cost)}`);
  return cost;
}

/** The grid a route is searched on ({@link shortestRoute}). */
export interface RouteGrid {
  /** The scene has no grid: spaces of `cell` (1 ruleset unit when absent), exact diagonals, the route drawn tight. */
  readonly gridless: boolean;
  /** The side of a space, ruleset units (> 0); default the snapshot's `gridStep`, or 1 gridless. */
  readonly cell?: number;
  /** How a diagonal step is measured on a square grid; default `equidistant` (ignored gridless). */
  readonly diagonals?: DiagonalRule;
}

/**
 * What a path costs by the caller's measure (the canvas's cost function, `rules.play`'s segments),
 * ruleset units: its length times the terrain's cost, +Infinity through impassable terrain.
 */
export type RouteMeasure = (path: readonly PathStep[]) => number;

/**
 * The shortest route the mover must take instead of the dragged path, or null when the path
 * stands: its last step's action needs none (EngagementCapability.shortestRoute), there is no
 * mover, a step of the path is at another elevation than its start (the route is searched at
 * one elevation), the path starts and ends in one space, the map has no way there, or the dragged path
 * costs no more than the route (within 10⁻⁶). The route is searched on a map of the squares
 * around the middle of both ends within half what the dragged path costs (a cheaper route stays
 * inside it), and never further than the ends are apart and two spaces; made with `engaging` and
 * `passThrough`: friends passed,
 * enemies' zones open to the move, other bases and their grazing steps closed (prepareMap). On a
 * gridless map the grid's path
 * is drawn tighter: its turns dropped where a straight line lets them be, and moved to where its
 * legs are shortest (a wall's end, the edge of a base it goes round), each leg 0.01 off walls and
 * 0.01 beyond contact off the bases the mover may not pass, and priced by the map's spaces; the
 * route found is then measured by `measure`.
 * @param scene made by prepareDrag for the mover
 * @param path the dragged path, the mover's centre, its first step where the mover stands
 * @param measure what a path costs, ruleset units (called a few times per route)
 * @param grid the scene's grid: `gridless`, or the side of its spaces (`cell`, ruleset units, > 0;
 *   spaces aligned with (0, 0)) and how its diagonals are measured (`diagonals`, default
 *   `equidistant`); a gridless scene is searched on spaces of `cell` (default 1 ruleset unit)
 * @throws {TypeError} when `scene` is not a prepared drag, `path` not a list of steps, `measure`
 *   not a function or `grid` not of its shape
 * @throws {RangeError} when a step is not a finite point, `measure` gives no number ≥ 0 (NaN,
 *   negative; +Infinity is a cost), or as prepareMap for `grid`'s numbers (a gridded area of too many spaces)
 */
export function shortestRoute(
  scene: DragScene,
  path: readonly PathStep[],
  measure: RouteMeasure,
  grid: RouteGrid,
): ShortestRoute | null {
  check.object(scene, "scene");
  if (!Array.isArray(scene.blockerModels) || !Array.isArray(scene.holderModels)) {
    throw new TypeError("scene must be a DragScene made by prepareDrag");
  }
  check.array(path, "path");
  check.callable(measure, "measure");
  check.object(grid, "grid");
  const gridless = check.bool(grid.gridless, "grid.gridless");
  path.forEach((step, i) => check.point(step, `path[${i}]`));
  const from = path[0];
  const to = path.at(-1);
  const action = to?.action;
  const engagement = scene.rules.engagement;
  if (!scene.mover || !from || !to || path.length < 2 || !engagement?.shortestRoute?.(action)) return null;
  // A path that climbs or drops keeps its way: the route is searched at one elevation.
  if (path.some((s) => s.elevation !== from.elevation)) return null;
  const cell = grid.cell ?? (gridless ? 1 : scene.snapshot.gridStep);
  const dragged = costOf(measure, path);
  // A cheaper route stays within the ellipse round both ends whose axis is what the path costs;
  // no further from their middle than the distance between them and two spaces.
  const apart = Math.hypot(to.x - from.x, to.y - from.y);
  const reach = Math.min(dragged / 2, apart + 2 * cell) + cell;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const map = routeMap(
    scene,
    { x: mid.x - reach, y: mid.y - reach, width: 2 * reach, height: 2 * reach },
    cell,
    gridless,
    grid.diagonals,
  );
  const start = cellAt(map, from);
  const goal = cellAt(map, to);
  if (start < 0 || goal < 0 || start === goal) return null;
  // The search ends in the goal's space, or next to it where a straight line reaches the end: a
  // Charge's end against the enemy's base may lie in a space that base closes.
  const goalCol = goal % map.cols;
  const goalRow = (goal - goalCol) / map.cols;
  const arrives = (i: number) => {
    const col = i % map.cols;
    if (Math.abs(col - goalCol) > 1 || Math.abs((i - col) / map.cols - goalRow) > 1) return false;
    const centre = cellCentre(map, i);
    return clearLine(scene, { ...centre, elevation: from.elevation }, to);
  };
  const result = searchMap(map, start, { goal, arrives, heuristic: true, startCost: 0, startDistance: 0 });
  if (result.reached < 0) return null;
  const cells: number[] = [];
  for (let s = result.reached; s >= 0; s = result.came[s]!) cells.push(result.parities === 2 ? s >> 1 : s);
  cells.reverse();
  const end = cells.at(-1)!;
  const found = {
    cells,
    points: [{ x: from.x, y: from.y }, cellCentre(map, end)],
    cost: result.cost[result.reached]!,
    distance: result.distance[result.reached]!,
  };
  // The straightened path, else the spaces' own path (its turns): the first whose every leg is
  // clear of walls and of the bases the mover may not pass, or the dragged path stands.
  const turns: { x: number; y: number }[] = [{ x: from.x, y: from.y }];
  for (let k = 1; k < cells.length - 1; k++) {
    if (cells[k]! - cells[k - 1]! !== cells[k + 1]! - cells[k]!) turns.push(cellCentre(map, cells[k]!));
  }
  turns.push(cellCentre(map, end));
  const step = (p: { x: number; y: number }): PathStep => ({
    x: p.x,
    y: p.y,
    elevation: from.elevation,
    ...(action === undefined ? {} : { action }),
  });
  let route: PathStep[] | null = null;
  for (const drawn of [straighten(map, found).points, turns]) {
    // Where the search ended next to the goal's space, the straight line on to the end.
    const points = end === goal || end === start ? [...drawn.slice(0, -1), to] : [...drawn, to];
    let candidate = straightOn([{ x: from.x, y: from.y, elevation: from.elevation }, ...points.slice(1).map(step)]);
    if (map.gridless) candidate = tightened(scene, map, candidate);
    if (candidate.every((p, k) => k === 0 || clearLine(scene, candidate[k - 1]!, p))) {
      route = candidate;
      break;
    }
  }
  if (!route) return null;
  const cost = costOf(measure, route);
  if (!(cost < dragged - COST_EPSILON)) return null;
  return { path: route, cost, dragged };
}

/** Each drag's last map for its routes, by its span and grid. */
const routeMaps = new WeakMap<DragScene, { readonly key: string; readonly map: MoveMap }>();

/**
 * The map a route over `area` is searched on: made by prepareMap with `engaging` and
 * `passThrough`, its spaces aligned with (0, 0). A map is made of its span of spaces alone
 * (mapSpan), so while the pointer's moves leave the span as it was, the drag's map is taken again
 * rather than made anew.
 */
function routeMap(
  scene: DragScene,
  area: Rect,
  cell: number,
  gridless: boolean,
  diagonals: DiagonalRule | undefined,
): MoveMap {
  const origin = { x: 0, y: 0 };
  const { x0, y0, cols, rows } = mapSpan(area, origin, cell);
  // A rule that is no name is prepareMap's to refuse: it is never kept.
  const key = typeof (diagonals ?? "") === "string" ? [x0, y0, cols, rows, cell, gridless, diagonals].join() : "";
  const kept = routeMaps.get(scene);
  if (key && kept?.key === key) return kept.map;
  const map = prepareMap(scene, {
    area,
    origin,
    cell,
    gridless,
    ...(diagonals === undefined ? {} : { diagonals }),
    engaging: true,
    passThrough: true,
  });
  routeMaps.set(scene, { key, map });
  return map;
}

/** The steps without those that lie straight on the way between their neighbours. */
function straightOn(steps: PathStep[]): PathStep[] {
  return steps.filter((p, k) => {
    const a = steps[k - 1];
    const b = steps[k + 1];
    if (!a || !b) return true;
    const cross = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x);
    const dot = (p.x - a.x) * (b.x - p.x) + (p.y - a.y) * (b.y - p.y);
    return Math.abs(cross) > 1e-9 || dot <= 0;
  });
}

/** How far the route keeps its centre off walls and off the bases it may not pass beyond contact, ruleset units. */
const CLEARANCE = PASS_CLEARANCE;

/** The finest step the turns of a gridless route are moved by, in spaces of the map. */
const FINEST = 1 / 256;

/** The most steps a turn is moved by at each step size. */
const MOVES = 8;

/** Maps whose every space costs 1 a unit (a leg costs its length), made known once per map. */
const flatMaps = new WeakMap<MoveMap, boolean>();

/**
 * A gridless route drawn as short as the map lets it: turns dropped where a straight line lets
 * them be ({@link pulled}), then each turn moved, by steps halving from half a space to
 * {@link FINEST} of one, wherever its two legs stay clear and cost less (a wall's end, the edge of
 * a base the route goes round), twice over.
 */
function tightened(scene: DragScene, map: MoveMap, route: PathStep[]): PathStep[] {
  let out = pulled(scene, map, route);
  for (let round = 0; round < 2 && out.length > 2; round++) {
    for (let k = 1; k < out.length - 1; k++) {
      const prev = out[k - 1]!;
      const next = out[k + 1]!;
      const p = out[k]!;
      let best = legCost(scene, map, prev, p) + legCost(scene, map, p, next);
      // Where the turn has moved to, and the point tried, one object for every try: a step is made
      // only once the turn has found its place.
      const at = { x: p.x, y: p.y };
      const q = { x: p.x, y: p.y, elevation: p.elevation };
      let moved = false;
      for (let size = map.cell / 2; size >= map.cell * FINEST; size /= 2) {
        for (let moves = 0; moves < MOVES; moves++) {
          let better = false;
          for (const [dx, dy] of DIRECTIONS) {
            const scale = dx !== 0 && dy !== 0 ? size * Math.SQRT1_2 : size;
            q.x = at.x + dx * scale;
            q.y = at.y + dy * scale;
            const c = triedCost(scene, map, prev, q, next, best - 1e-12);
            if (c < best - 1e-12) {
              at.x = q.x;
              at.y = q.y;
              best = c;
              better = moved = true;
              break;
            }
          }
          if (!better) break;
        }
      }
      if (moved) out[k] = { ...p, x: at.x, y: at.y };
    }
    out = pulled(scene, map, out);
  }
  return out;
}

/**
 * What the legs prev–q and q–next cost together ({@link legCost}) when that is below `under`;
 * else some cost at least `under`. On a map whose every space costs 1 a unit a leg costs its
 * length when it is clear, so the lengths are weighed first and only legs short enough are
 * measured against the walls and bases.
 */
function triedCost(scene: DragScene, map: MoveMap, prev: PathStep, q: PathStep, next: PathStep, under: number): number {
  if (!flatMap(map) || !onMap(map, prev) || !onMap(map, q) || !onMap(map, next)) {
    return legCost(scene, map, prev, q) + legCost(scene, map, q, next);
  }
  const lengths = Math.hypot(q.x - prev.x, q.y - prev.y) + Math.hypot(next.x - q.x, next.y - q.y);
  if (!(lengths < under)) return lengths;
  return clearLine(scene, prev, q) && clearLine(scene, q, next) ? lengths : Infinity;
}

/** Whether every space of the map costs 1 a unit (found once per map). */
function flatMap(map: MoveMap): boolean {
  let flat = flatMaps.get(map);
  if (flat === undefined) flatMaps.set(map, (flat = map.multiplier.every((m) => m === 1)));
  return flat;
}

/**
 * The route with each turn dropped that a straight line lets it skip: from each kept step, the
 * farthest later one whose line is clear and costs no more than the route between them.
 */
function pulled(scene: DragScene, map: MoveMap, route: PathStep[]): PathStep[] {
  if (route.length <= 2) return route;
  const kept: PathStep[] = [route[0]!];
  for (let i = 0; i < route.length - 1;) {
    let next = i + 1;
    let along = 0;
    const costs: number[] = [];
    for (let j = i + 1; j < route.length; j++) costs.push((along += legCost(scene, map, route[j - 1]!, route[j]!)));
    for (let j = route.length - 1; j > i + 1; j--) {
      const line = legCost(scene, map, route[i]!, route[j]!);
      if (line < Infinity && line <= costs[j - i - 1]! + COST_EPSILON) {
        next = j;
        break;
      }
    }
    kept.push(route[next]!);
    i = next;
  }
  return kept;
}

/**
 * What a straight leg costs on the map: its length times the cost of the spaces it crosses,
 * sampled every quarter space; +Infinity when it leaves the map, crosses impassable terrain or a
 * wall, or comes nearer than contact to a base the mover may not pass.
 */
function legCost(scene: DragScene, map: MoveMap, a: PathStep, b: PathStep): number {
  if (!clearLine(scene, a, b)) return Infinity;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (flatMap(map) && onMap(map, a) && onMap(map, b)) return length;
  const pieces = Math.max(1, Math.ceil((length * 4) / map.cell));
  const piece = length / pieces;
  let cost = 0;
  for (let k = 0; k < pieces; k++) {
    const t = (k + 0.5) / pieces;
    const col = Math.floor((a.x + (b.x - a.x) * t - map.originX) / map.cell);
    const row = Math.floor((a.y + (b.y - a.y) * t - map.originY) / map.cell);
    if (col < 0 || row < 0 || col >= map.cols || row >= map.rows) return Infinity;
    cost += piece * map.multiplier[row * map.cols + col]!;
  }
  return cost;
}

/** Whether a point lies on the map's spaces. */
function onMap(map: MoveMap, p: PathStep): boolean {
  const x = p.x - map.originX;
  const y = p.y - map.originY;
  return x >= 0 && y >= 0 && x < map.cols * map.cell && y < map.rows * map.cell;
}

/**
 * Whether the mover's centre goes straight from `a` to `b` with {@link CLEARANCE} off every wall
 * and keeps that much beyond contact off each base it may not pass. Walls and bases whose boxes lie
 * farther from the leg's box than that (and the rounding) are passed over unmeasured: none of them
 * could come that near.
 */
function clearLine(scene: DragScene, a: PathStep, b: PathStep): boolean {
  const x0 = Math.min(a.x, b.x);
  const x1 = Math.max(a.x, b.x);
  const y0 = Math.min(a.y, b.y);
  const y1 = Math.max(a.y, b.y);
  const slack = 1e-6 + 1e-9 * (Math.abs(x0) + Math.abs(x1) + Math.abs(y0) + Math.abs(y1));
  let near = CLEARANCE + slack;
  for (const w of scene.snapshot.walls ?? []) {
    if (Math.min(w.a.x, w.b.x) > x1 + near || Math.max(w.a.x, w.b.x) < x0 - near) continue;
    if (Math.min(w.a.y, w.b.y) > y1 + near || Math.max(w.a.y, w.b.y) < y0 - near) continue;
    if (wallDistance([w], a, b, CLEARANCE) !== Infinity) return false;
  }
  const radius = scene.mover!.base.radius;
  const { blockerModels, holderModels, holderBlocks } = scene;
  for (let k = 0; k < blockerModels.length + holderModels.length; k++) {
    const other = k < blockerModels.length ? blockerModels[k]! : holderModels[k - blockerModels.length]!;
    if (k >= blockerModels.length && !holderBlocks[k - blockerModels.length]) continue;
    if (!(Math.abs(other.elevation - a.elevation) < scene.level)) continue;
    const limit = radius + other.base.radius - CONTACT_TOLERANCE + CLEARANCE;
    const { x, y } = other.base;
    near = limit + slack;
    if (x > x1 + near || x < x0 - near || y > y1 + near || y < y0 - near) continue;
    if (segmentGap(a, b, x, y) < limit) return false;
  }
  return true;
}

/** The distance from (x, y) to the segment from `a` to `b`. */
function segmentGap(a: PathStep, b: PathStep, x: number, y: number): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / len2));
  return Math.hypot(x - (a.x + dx * t), y - (a.y + dy * t));
}
