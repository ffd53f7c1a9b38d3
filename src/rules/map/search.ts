/**
 * The cheapest path between two spaces of a {@link MoveMap}: A* with an admissible heuristic (the
 * grid distance left, priced at the map's cheapest terrain), so its path costs what an exhaustive
 * Dijkstra's does. A step into a space costs its length (Foundry's diagonal rule) times the space's
 * terrain multiplier, as moves/terrain-steps.ts `terrainStepCost` prices a step by the terrain it
 * enters, plus what its height costs where the ground rises or falls (MoveMap.vertical: a climb). Under the alternating diagonal rules each space is searched twice, once per parity of the
 * diagonals taken so far. Pure; ruleset units.
 * @module
 */
import type { Point } from "../scene/snapshot";
import FlatQueue from "flatqueue";
import * as check from "../geometry/validate";
import { BLOCK_ZONE, cellAt, cellCentre, checkMap, diagonalFactor, DIRECTIONS, type MoveMap } from "./grid";

/** A path found on a map. */
export interface MapPath {
  /**
   * Its waypoints, ruleset units: where the mover starts, the centres of the spaces where the path
   * turns, and the goal's centre (the goal point itself on a gridless map). Straight runs are one
   * segment.
   */
  readonly points: Point[];
  /** The spaces it steps through, in order, the start's first. */
  readonly cells: number[];
  /** What it costs, ruleset units (distance times terrain multipliers). */
  readonly cost: number;
  /** How long it is by the grid's measure, ruleset units. */
  readonly distance: number;
}

/** The step directions' columns and rows ({@link DIRECTIONS}), for the search's inner loop. */
const DX = Int8Array.from(DIRECTIONS, ([dx]) => dx);
const DY = Int8Array.from(DIRECTIONS, ([, dy]) => dy);

/** What a search reads besides the map (internal). */
export interface SearchSpec {
  /** The space searched towards, or -1 for every space (Dijkstra). */
  readonly goal: number;
  /**
   * Whether the search may end on reaching this space, besides the goal's (a move that ends
   * against a base: the spaces with a clear line to its end); absent: only the goal's.
   */
  readonly arrives?: (space: number) => boolean;
  /** Use the heuristic (A*); only with a goal. */
  readonly heuristic: boolean;
  /** The turn's cost and distance before the start (reach). */
  readonly startCost: number;
  readonly startDistance: number;
  /** Whether the turn may go on to this total cost and distance; absent: always. */
  readonly allows?: (cost: number, distance: number) => boolean;
  /** Called for a step that enters terrain whose edge test stops the move (reach); absent: edges do not stop. */
  readonly onEdge?: (from: number, to: number, test: string) => void;
  /**
   * Called for each climb the turn allows (reach), whether or not it is the cheapest way into its
   * space: the step, its rise and what its height costs, ruleset units.
   */
  readonly onClimb?: (from: number, to: number, rise: number, cost: number) => void;
}

/** What a search leaves per state (a space, times two under the alternating rules). */
export interface SearchResult {
  /** States per space (1, or 2 under the alternating rules: state = space·2 + parity). */
  readonly parities: number;
  readonly cost: Float64Array;
  readonly distance: Float64Array;
  readonly came: Int32Array;
  /** The state that reached the goal, or -1. */
  readonly reached: number;
}

/**
 * Runs the search from space `start` (internal). Spaces flagged as blocked are never entered; a
 * start held in an enemy's zone (BLOCK_ZONE) goes nowhere, as the drag holds it (moves/drag.ts).
 */
export function searchMap(map: MoveMap, start: number, spec: SearchSpec): SearchResult {
  const { cols, rows, cell, blocked, walls, multiplier } = map;
  const alternating = map.diagonals === "alternating1" || map.diagonals === "alternating2";
  const parities = alternating ? 2 : 1;
  const diagonal = diagonalFactor(map.diagonals);
  const states = cols * rows * parities;
  const cost = new Float64Array(states).fill(Infinity);
  const distance = new Float64Array(states).fill(Infinity);
  const came = new Int32Array(states).fill(-1);
  const { goal, onEdge, onClimb, allows, arrives } = spec;
  const { ground, vertical, stepsOver } = map;
  const heuristic = spec.heuristic && goal >= 0;
  const goalCol = goal % cols;
  const goalRow = (goal - goalCol) / cols;
  const low = map.minMultiplier * cell;
  /** A lower bound of the cost from a space to the goal. */
  const h = (i: number): number => {
    const col = i % cols;
    const dx = Math.abs(col - goalCol);
    const dy = Math.abs((i - col) / cols - goalRow);
    const min = dx < dy ? dx : dy;
    const max = dx < dy ? dy : dx;
    if (alternating) return (max + Math.floor(min / 2)) * low;
    if (diagonal === Infinity) return (dx + dy) * low;
    return (max - min + min * Math.min(diagonal, 2)) * low;
  };
  const heap = new FlatQueue<number>();
  const first = start * parities;
  cost[first] = spec.startCost;
  distance[first] = spec.startDistance;
  heap.push(first, spec.startCost + (heuristic ? h(start) : 0));
  const held = map.zonesHold && (blocked[start]! & BLOCK_ZONE) !== 0;
  let reached = -1;
  while (heap.length) {
    const key = heap.peekValue()!;
    const s = heap.pop()!;
    const i = alternating ? s >> 1 : s;
    const g = cost[s]!;
    if (key > g + (heuristic ? h(i) : 0) + 1e-9) continue; // stale: found cheaper since
    if (i === goal || (arrives !== undefined && arrives(i))) {
      reached = s;
      break;
    }
    if (held) continue;
    const parity = alternating ? s & 1 : 0;
    const col = i % cols;
    const row = (i - col) / cols;
    const cut = walls[i]!;
    const fromTerrain = onEdge ? map.terrains[map.terrainOf[i]!]! : null;
    for (let d = 0; d < 8; d++) {
      const odd = d & 1;
      if (odd && diagonal === Infinity) continue;
      if (cut & (1 << d)) continue;
      const nc = col + DX[d]!;
      const nr = row + DY[d]!;
      if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
      const j = nr * cols + nc;
      if (blocked[j]) continue;
      let length = 1;
      let nextParity = parity;
      if (odd) {
        if (alternating) {
          length = (map.diagonals === "alternating1") === (parity === 0) ? 1 : 2;
          nextParity = parity ^ 1;
        } else length = diagonal;
      }
      const rise = ground[j]! - ground[i]!;
      if (fromTerrain && (!fromTerrain.edgeTest || rise > 0)) {
        const test = map.terrains[map.terrainOf[j]!]!.edgeTest;
        if (test && !stepsOver?.(test, rise)) {
          onEdge!(i, j, test);
          continue;
        }
      }
      const stepDistance = length * cell;
      // The step's height: a climb, stepping up or down, a ladder (moves/vertical-steps.ts).
      const lift = rise !== 0 && vertical ? vertical.cost(rise, i, j) : 0;
      if (lift === Infinity) continue;
      const nextCost = g + stepDistance * multiplier[j]! + lift;
      const t = alternating ? j * 2 + nextParity : j;
      const better = nextCost < cost[t]! - 1e-12;
      // A climb is reported even when it is not the cheapest way into its space.
      const climbing = onClimb !== undefined && lift > 0;
      if (!better && !climbing) continue;
      const nextDistance = distance[s]! + stepDistance;
      if (allows && !allows(nextCost, nextDistance)) continue;
      if (climbing && vertical!.climb(rise, j)) onClimb(i, j, rise, lift);
      if (!better) continue;
      cost[t] = nextCost;
      distance[t] = nextDistance;
      came[t] = s;
      heap.push(t, nextCost + (heuristic ? h(j) : 0));
    }
  }
  return { parities, cost, distance, came, reached };
}

/**
 * The cheapest path for the mover from `from` to `to` on the map (A*), or null when none: either
 * point is off the map, the goal's space is blocked (impassable, occupied, or in a zone that holds
 * the mover), the mover starts held in an enemy's zone, or walls and blocked spaces close every
 * way. A path to its own space is that one point. Edges that call for a test do not stop the
 * search: the drag stops there as it does for any path.
 * @param from where the mover's centre stands; to where it should go (ruleset units)
 * @throws {TypeError} when `map` was not made by prepareMap
 * @throws {TypeError|RangeError} when a point is not a finite point
 */
export function findPath(map: MoveMap, from: Point, to: Point): MapPath | null {
  checkMap(map);
  const start = cellAt(map, from);
  const goal = cellAt(map, to);
  if (start < 0 || goal < 0) return null;
  if (start === goal) return { points: [{ x: from.x, y: from.y }], cells: [start], cost: 0, distance: 0 };
  if (map.blocked[goal]) return null;
  const result = searchMap(map, start, { goal, heuristic: true, startCost: 0, startDistance: 0 });
  if (result.reached < 0) return null;
  return pathOf(map, result, from, to);
}

/**
 * The cheapest cost from `from` to every space of the map, by an exhaustive Dijkstra (no
 * heuristic): +Infinity where none. The reference {@link findPath} is tested against, and the
 * naive search of the benchmark.
 * @throws {TypeError} when `map` was not made by prepareMap
 * @throws {TypeError|RangeError} when `from` is not a finite point
 */
export function cheapestCosts(map: MoveMap, from: Point): Float64Array {
  checkMap(map);
  const start = cellAt(map, from);
  const out = new Float64Array(map.cols * map.rows).fill(Infinity);
  if (start < 0) return out;
  const result = searchMap(map, start, { goal: -1, heuristic: false, startCost: 0, startDistance: 0 });
  const p = result.parities;
  for (let i = 0; i < out.length; i++) {
    let best = result.cost[i * p]!;
    if (p === 2) best = Math.min(best, result.cost[i * p + 1]!);
    out[i] = best;
  }
  return out;
}

/**
 * The same path drawn with as few turns as its cost allows: from each kept space, the farthest
 * later space of the path that a straight grid line (Bresenham's) reaches through spaces that may
 * be entered and steps no wall cuts, for no more than the path costs between them; the path's
 * waypoints are then the spaces kept. Never dearer than the path given; the cost and distance are
 * the straightened path's.
 * @param path a path of the map ({@link findPath}): its spaces each a neighbour of the one before
 * @throws {TypeError} when `map` was not made by prepareMap or `path` is not a path's shape
 * @throws {RangeError} when a space is not one of the map's, two in a row are not neighbours, or an end point is not finite
 */
export function straighten(map: MoveMap, path: MapPath): MapPath {
  checkMap(map);
  checkPath(map, path);
  const { cells } = path;
  if (cells.length <= 2) return path;
  const alternating = map.diagonals === "alternating1" || map.diagonals === "alternating2";
  // The path's own cost to each of its spaces, set off with diagonal parity 0 and with 1, and the
  // diagonals before each: the rest of the path from space k at parity p costs
  // tail(k, p) = from[q][last] − from[q][k], with q = p xor (diagonals before k, mod 2).
  const from: [number[], number[]] = [[0], [0]];
  const diagonals: number[] = [0];
  for (const q of [0, 1] as const) {
    let p: number = q;
    for (let k = 1; k < cells.length; k++) {
      const step = stepOf(map, cells[k - 1]!, cells[k]!, p, alternating);
      from[q].push(from[q][k - 1]! + step.cost);
      if (q === 0) diagonals.push(diagonals[k - 1]! + (step.parity !== p ? 1 : 0));
      p = step.parity;
    }
  }
  const last = cells.length - 1;
  const tail = (k: number, p: number) => {
    const q = alternating ? p ^ (diagonals[k]! & 1) : 0;
    return from[q as 0 | 1][last]! - from[q as 0 | 1][k]!;
  };
  const kept: number[] = [cells[0]!];
  const out: number[] = [cells[0]!];
  let cost = 0;
  let distance = 0;
  let parity = 0;
  for (let i = 0; i < cells.length - 1;) {
    let taken = false;
    for (let j = cells.length - 1; j > i + 1; j--) {
      const line = lineCost(map, cells[i]!, cells[j]!, parity, alternating);
      // Kept only when the line and the path's rest after it cost no more than the rest from here.
      if (!line || line.cost + tail(j, line.parity) > tail(i, parity) + 1e-9) continue;
      out.push(...line.cells.slice(1));
      kept.push(cells[j]!);
      cost += line.cost;
      distance += line.distance;
      parity = line.parity;
      i = j;
      taken = true;
      break;
    }
    if (taken) continue;
    const step = stepOf(map, cells[i]!, cells[i + 1]!, parity, alternating);
    out.push(cells[i + 1]!);
    kept.push(cells[i + 1]!);
    cost += step.cost;
    distance += step.distance;
    parity = step.parity;
    i += 1;
  }
  const points = [path.points[0]!, ...kept.slice(1, -1).map((c) => cellCentre(map, c)), path.points.at(-1)!];
  return { points, cells: out, cost, distance };
}

/** Requires a path of the map: spaces in a row that are neighbours, its first and last points finite. */
function checkPath(map: MoveMap, path: MapPath): void {
  check.object(path, "path");
  const cells = check.array(path.cells, "path.cells");
  const points = check.array(path.points, "path.points");
  if (!cells.length || !points.length) throw new RangeError("path must have at least one space and one point");
  check.point(points[0]!, "path.points[0]");
  check.point(points.at(-1)!, "path.points[last]");
  const n = map.cols * map.rows;
  cells.forEach((c, k) => {
    if (!Number.isInteger(c) || c < 0 || c >= n) throw new RangeError(`path.cells[${k}] must be a space of the map`);
    if (k === 0) return;
    const a = cells[k - 1]!;
    const dc = Math.abs((c % map.cols) - (a % map.cols));
    const dr = Math.abs(Math.floor(c / map.cols) - Math.floor(a / map.cols));
    if (Math.max(dc, dr) !== 1) throw new RangeError(`path.cells[${k}] must be a neighbour of the space before it`);
  });
}

/** One step between neighbouring spaces: its cost, length and the diagonal parity after it. */
function stepOf(
  map: MoveMap,
  a: number,
  b: number,
  parity: number,
  alternating: boolean,
): { cost: number; distance: number; parity: number } {
  const diagonal = a % map.cols !== b % map.cols && Math.floor(a / map.cols) !== Math.floor(b / map.cols);
  let length = 1;
  let next = parity;
  if (diagonal) {
    if (alternating) {
      length = (map.diagonals === "alternating1") === (parity === 0) ? 1 : 2;
      next = parity ^ 1;
    } else length = diagonalFactor(map.diagonals);
  }
  const distance = length * map.cell;
  const rise = map.ground[b]! - map.ground[a]!;
  const lift = rise !== 0 && map.vertical ? map.vertical.cost(rise, a, b) : 0;
  return { cost: distance * map.multiplier[b]! + lift, distance, parity: next };
}

/**
 * The spaces of the straight grid line from space `a` to space `b` and what it costs, or null when
 * a space on it is blocked or a wall cuts a step of it (or it takes a diagonal the rule forbids).
 */
function lineCost(
  map: MoveMap,
  a: number,
  b: number,
  parity: number,
  alternating: boolean,
): { cells: number[]; cost: number; distance: number; parity: number } | null {
  const { cols } = map;
  let col = a % cols;
  let row = (a - col) / cols;
  const col1 = b % cols;
  const row1 = (b - col1) / cols;
  const dx = Math.abs(col1 - col);
  const dy = Math.abs(row1 - row);
  const sx = col < col1 ? 1 : -1;
  const sy = row < row1 ? 1 : -1;
  let err = dx - dy;
  const cells = [a];
  let cost = 0;
  let distance = 0;
  let p = parity;
  while (col !== col1 || row !== row1) {
    const e2 = 2 * err;
    let mx = 0;
    let my = 0;
    if (e2 > -dy) {
      err -= dy;
      mx = sx;
    }
    if (e2 < dx) {
      err += dx;
      my = sy;
    }
    const d = DIRECTIONS.findIndex(([x, y]) => x === mx && y === my);
    const from = row * cols + col;
    if (map.walls[from]! & (1 << d)) return null;
    if (mx !== 0 && my !== 0 && diagonalFactor(map.diagonals) === Infinity) return null;
    col += mx;
    row += my;
    const to = row * cols + col;
    if (map.blocked[to]) return null;
    const step = stepOf(map, from, to, p, alternating);
    cost += step.cost;
    distance += step.distance;
    p = step.parity;
    cells.push(to);
  }
  return { cells, cost, distance, parity: p };
}

/** The path a search found to its goal, with straight runs merged. */
function pathOf(map: MoveMap, result: SearchResult, from: Point, to: Point): MapPath {
  const cells: number[] = [];
  for (let s = result.reached; s >= 0; s = result.came[s]!) cells.push(result.parities === 2 ? s >> 1 : s);
  cells.reverse();
  const points: Point[] = [{ x: from.x, y: from.y }];
  for (let k = 1; k < cells.length - 1; k++) {
    const [a, b, c] = [cells[k - 1]!, cells[k]!, cells[k + 1]!];
    if (b - a !== c - b) points.push(cellCentre(map, b));
  }
  points.push(map.gridless ? { x: to.x, y: to.y } : cellCentre(map, cells.at(-1)!));
  return { points, cells, cost: result.cost[result.reached]!, distance: result.distance[result.reached]! };
}
