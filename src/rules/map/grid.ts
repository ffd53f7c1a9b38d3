/**
 * A scene as a grid of spaces for one mover, built once per drag or scene change: what each space
 * costs to enter by the ruleset's terrain (TerrainCapability.costMultiplier through
 * moves/terrain-steps.ts `terrainStepCost`), which spaces it may not enter (impassable terrain,
 * spaces other models stand on, enemies' engagement zones where the ruleset's rule holds the
 * mover: moves/drag.ts `prepareDrag`), and which steps between neighbouring spaces a wall cuts
 * (scene/walls.ts: a segment blocks a step of the centre it crosses; a one-way wall only from its
 * blocking side). Gridless scenes are searched as a fine square grid of one ruleset unit (1 m or
 * 1") with exact diagonals. Pure; ruleset units, y growing downwards.
 * @module
 */
import { CONTACT_TOLERANCE } from "../geometry/engagement";
import type { Rect } from "../geometry/placement";
import * as check from "../geometry/validate";
import type { DragScene } from "../moves/drag";
import { baseGap3 } from "../moves/drag-internal";
import { ElevatedBaseIndex } from "../moves/drag-zone";
import { terrainStepCost } from "../moves/terrain-steps";
import { inRect } from "../scene/check";
import type { AreaPolygon } from "../scene/shapes";
import type { Point, RegionSnapshot, WallSnapshot } from "../scene/snapshot";
import { qualified, RAISED } from "../scene/terrain-ids";
import { climbs } from "../moves/vertical-steps";

/**
 * How a diagonal step is measured, after Foundry's grid diagonal rules (CONST.GRID_DIAGONALS):
 * `equidistant` 1 space, `exact` √2, `approximate` 1.5, `rectilinear` 2, `alternating1` 1 then 2
 * (5-10-5), `alternating2` 2 then 1, `illegal` no diagonal steps.
 */
export type DiagonalRule =
  "equidistant" | "exact" | "approximate" | "rectilinear" | "alternating1" | "alternating2" | "illegal";

/** Every {@link DiagonalRule}, in CONST.GRID_DIAGONALS' order. */
export const DIAGONAL_RULES: readonly DiagonalRule[] = [
  "equidistant",
  "exact",
  "approximate",
  "rectilinear",
  "alternating1",
  "alternating2",
  "illegal",
];

/** The length of a diagonal step in spaces, for the rules that do not alternate. */
const DIAGONAL_FACTOR: Readonly<Record<string, number>> = {
  equidistant: 1,
  exact: Math.SQRT2,
  approximate: 1.5,
  rectilinear: 2,
  alternating1: 1,
  alternating2: 1,
  illegal: Infinity,
};

/** The most spaces a map holds: a gridless scene's fine grid grows its spaces to stay under it. */
export const MAX_MAP_CELLS = 1_000_000;

/** What a map is built with beyond the drag's prepared scene. */
export interface MapOptions {
  /** The side of a space, ruleset units (> 0); default the snapshot's `gridStep`, or 1 on gridless scenes. */
  readonly cell?: number;
  /** The scene has no grid: spaces of one ruleset unit (unless `cell`) and exact diagonals (unless `diagonals`). */
  readonly gridless?: boolean;
  /** A corner of the grid's spaces, ruleset units; default the corner of `area`. */
  readonly origin?: Point;
  /** The part of the scene searched, ruleset units; default the snapshot's `bounds` (required when those are null). */
  readonly area?: Rect;
  /** How diagonal steps are measured; default `equidistant`, `exact` on gridless scenes. */
  readonly diagonals?: DiagonalRule;
  /** The mover's elevation, ruleset units: the regions that reach it count; default its own (0 without a mover). */
  readonly elevation?: number;
  /** The scene has zero gravity: every step costs at least double (moves/terrain-steps.ts). */
  readonly zeroGravity?: boolean;
  /**
   * The move may engage (a Charge; EngagementCapability.mayEngage): enemies' zones do not hold it,
   * as the drag lets such a move in when it ends in base contact.
   */
  readonly engaging?: boolean;
  /**
   * The move may pass through other models' bases (a Charge, necromunda-movement.md § Movement,
   * YAQ: through friendly fighters): only the bases the mover may not pass through close spaces
   * (the drag's blockers, and holders whose EngagementCapability `blocks` says so), and every step
   * whose line comes within {@link PASS_CLEARANCE} of overlapping one of them is cut, as a wall
   * cuts it.
   */
  readonly passThrough?: boolean;
}

/** A space's flag: its terrain is impassable (cost multiplier +Infinity). */
export const BLOCK_TERRAIN = 1;
/** A space's flag: a mover standing at its centre would overlap another model's base on its level. */
export const BLOCK_OCCUPIED = 2;
/** A space's flag: it lies inside an enemy's engagement zone that holds the mover. */
export const BLOCK_ZONE = 4;

/** What the terrain of a set of spaces is to the ruleset. */
export interface MapTerrain {
  /** The terrain condition ids of the regions holding the spaces (empty: clear ground). */
  readonly conditions: readonly string[];
  /** Cost per unit of distance entering such a space (≥ 1; +Infinity impassable). */
  readonly multiplier: number;
  /** The test a move must stop for before it enters such terrain (TerrainCapability.edgeTest), or null. */
  readonly edgeTest: string | null;
  /** Whether a move may end on it (TerrainCapability.mayEndOn). */
  readonly mayEnd: boolean;
}

/**
 * The step directions, index d: (dx, dy) in spaces, from +x clockwise (y grows downwards); even
 * indexes are orthogonal, odd ones diagonal.
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/**
 * A scene as spaces for one mover. Space i is column `i % cols`, row `floor(i / cols)`, centred at
 * (originX + (col + ½)·cell, originY + (row + ½)·cell). Made by {@link prepareMap}; read-only.
 */
export interface MoveMap {
  readonly cols: number;
  readonly rows: number;
  /** The side of a space, ruleset units. */
  readonly cell: number;
  readonly originX: number;
  readonly originY: number;
  readonly diagonals: DiagonalRule;
  /** The scene has no grid: a path may end at its goal point rather than its space's centre. */
  readonly gridless: boolean;
  /** Per space: BLOCK_* flags (0: it may be entered). */
  readonly blocked: Uint8Array;
  /** Per space: the index of its terrain in {@link terrains} (0: clear ground). */
  readonly terrainOf: Uint16Array;
  /** The distinct terrains of the map; the first is clear ground. */
  readonly terrains: readonly MapTerrain[];
  /** Per space: its terrain's cost multiplier (≥ 1; +Infinity impassable). */
  readonly multiplier: Float64Array;
  /** Per space: bit d set when a wall cuts the step from it in direction {@link DIRECTIONS}[d]. */
  readonly walls: Uint8Array;
  /** The smallest cost multiplier of any space (the searches' lower bound). */
  readonly minMultiplier: number;
  /** Whether enemies' zones hold the mover on this map (it is held, and the move does not engage). */
  readonly zonesHold: boolean;
  /**
   * Per space: the ground's height at its centre, ruleset units: the highest raised surface holding
   * it (moves/ground.ts `groundElevation`), 0 the floor.
   */
  readonly ground: Float64Array;
  /** How a step up or down is priced; null when height costs nothing (no vertical rules, or a flat map). */
  readonly vertical: MapVertical | null;
  /**
   * Whether a step that rises by `rise` (ruleset units) into terrain whose edge asks for `test`
   * goes over it with no test (TerrainCapability.stepsOver; the width crossed is not known on the
   * grid, so only the rise can let a step over); null when the ruleset never does.
   */
  readonly stepsOver: ((test: string, rise: number) => boolean) | null;
}

/** A step up or down on a map (the ruleset's VerticalCapability, for the mover's walk). */
export interface MapVertical {
  /**
   * What the height of a step from space `from` to space `to` costs, ruleset units (≥ 0): one unit
   * per unit of height on a ladder or stairs, else the ruleset's price (moves/vertical-steps.ts
   * `stepRiseCost`); +Infinity where an overhang too far out stops the climb (§ Overhangs).
   */
  cost(rise: number, from: number, to: number): number;
  /** Whether the step is a climb (moves/vertical-steps.ts `isClimbStep`). */
  climb(rise: number, to: number): boolean;
}

/**
 * The spaces a map of `area` covers (prepareMap): the first is the one holding the area's corner,
 * all aligned with `origin`, each `cell` across (ruleset units, > 0); `x0`, `y0` its first space's
 * corner, `cols` × `rows` (at least 1 each). Two areas with the same span make the same map. Internal
 * to the engine.
 */
export function mapSpan(
  area: Rect,
  origin: Point,
  cell: number,
): { readonly x0: number; readonly y0: number; readonly cols: number; readonly rows: number } {
  const x0 = origin.x + Math.floor((area.x - origin.x) / cell) * cell;
  const y0 = origin.y + Math.floor((area.y - origin.y) / cell) * cell;
  const cols = Math.max(1, Math.ceil((area.x + area.width - x0) / cell));
  const rows = Math.max(1, Math.ceil((area.y + area.height - y0) / cell));
  return { x0, y0, cols, rows };
}

/** Maps made by {@link prepareMap}: the searches take no other object. */
const made = new WeakSet<object>();

/**
 * Requires a map made by {@link prepareMap}.
 * @throws {TypeError} for any other value
 */
export function checkMap(map: unknown): MoveMap {
  if (typeof map !== "object" || map === null || !made.has(map)) {
    throw new TypeError("map must be a MoveMap made by prepareMap");
  }
  return map as MoveMap;
}

/**
 * Builds the grid of spaces a mover's searches run on, once per drag or scene change.
 * Regions count at the mover's elevation (bottom inclusive, top as scene/check.ts
 * `regionsHolding` reads it); a space's terrain is that of the regions holding its centre. Other
 * models: those the drag sees (visible, on the mover's level), within half a grid space of its
 * height. Zones: the visible enemies that hold the mover (EngagementCapability.isHeld, holds),
 * measured in 3D from a mover standing at a space's centre, as the drag measures them.
 * @param scene made by `prepareDrag` for the mover (its rules, snapshot and indexes)
 * @throws {TypeError} when `scene` or `options` is not of its shape
 * @throws {RangeError} when a number of `options` is not finite or out of range (`cell` ≤ 0), an
 *   unknown diagonal rule is named, the area is unknown (no `area` and null bounds), or a gridded
 *   map would hold more than {@link MAX_MAP_CELLS} spaces; as `terrainStepCost` when the ruleset's
 *   cost multiplier gives no number ≥ 1
 */
export function prepareMap(scene: DragScene, options: MapOptions = {}): MoveMap {
  check.object(scene, "scene");
  check.object(scene.snapshot, "scene.snapshot");
  const others: unknown = scene.otherModels;
  if (!Array.isArray(others) || !(scene.holders instanceof ElevatedBaseIndex)) {
    throw new TypeError("scene must be a DragScene made by prepareDrag");
  }
  check.object(options, "options");
  const { snapshot, mover, rules } = scene;
  const gridless = options.gridless === undefined ? false : check.bool(options.gridless, "options.gridless");
  const diagonals = options.diagonals ?? (gridless ? "exact" : "equidistant");
  if (!(DIAGONAL_RULES as readonly string[]).includes(diagonals)) {
    throw new RangeError(
      `options.diagonals must be one of ${DIAGONAL_RULES.join(", ")}, got ${check.plain(diagonals)}`,
    );
  }
  const area = options.area ?? snapshot.bounds;
  if (!area) throw new RangeError("options.area is required when the snapshot's bounds are null");
  check.rect(area, options.area ? "options.area" : "snapshot.bounds");
  const origin = options.origin ?? { x: area.x, y: area.y };
  check.point(origin, "options.origin");
  let cell = options.cell ?? (gridless ? 1 : snapshot.gridStep);
  check.finite(cell, options.cell === undefined ? "snapshot.gridStep" : "options.cell");
  if (!(cell > 0)) throw new RangeError(`options.cell must be > 0, got ${cell}`);
  const elevation = check.finite(options.elevation ?? mover?.elevation ?? 0, "options.elevation");
  const zeroGravity =
    options.zeroGravity === undefined ? false : check.bool(options.zeroGravity, "options.zeroGravity");
  const engaging = options.engaging === undefined ? false : check.bool(options.engaging, "options.engaging");
  const passThrough =
    options.passThrough === undefined ? false : check.bool(options.passThrough, "options.passThrough");

  const spanOf = (c: number) => mapSpan(area, origin, c);
  let span = spanOf(cell);
  if (span.cols * span.rows > MAX_MAP_CELLS) {
    if (!gridless || options.cell !== undefined) {
      throw new RangeError(`A map holds at most ${MAX_MAP_CELLS} spaces, got ${span.cols} × ${span.rows}`);
    }
    cell *= Math.sqrt((span.cols * span.rows) / MAX_MAP_CELLS) * 1.01;
    span = spanOf(cell);
  }
  const { x0: originX, y0: originY, cols, rows } = span;
  const n = cols * rows;
  const blocked = new Uint8Array(n);
  const walls = new Uint8Array(n);
  const geometry = { cols, rows, cell, originX, originY };

  const { terrainOf, terrains } = rasterTerrain(snapshot.regions, geometry, elevation, zeroGravity, rules.terrain);
  const multiplier = new Float64Array(n);
  let minMultiplier = Infinity;
  for (let i = 0; i < n; i++) {
    const m = terrains[terrainOf[i]!]!.multiplier;
    multiplier[i] = m;
    if (m === Infinity) blocked[i]! |= BLOCK_TERRAIN;
    else if (m < minMultiplier) minMultiplier = m;
  }
  if (!(minMultiplier < Infinity)) minMultiplier = 1;

  const radius = mover?.base.radius ?? 0;
  // Other models' bases (moves/drag.ts overlapStop: deeper than the contact tolerance, on its level);
  // passing through, those the mover may not pass (moves/drag.ts passStop).
  const occupants = passThrough
    ? [...scene.blockerModels, ...scene.holderModels.filter((_, k) => scene.holderBlocks[k])]
    : scene.otherModels;
  for (const other of occupants) {
    if (Math.abs(other.elevation - elevation) >= scene.level) continue;
    const reach = radius + other.base.radius - CONTACT;
    if (reach <= 0) continue;
    forCellsNear(geometry, other.base.x, other.base.y, reach, (i, x, y) => {
      if (Math.hypot(x - other.base.x, y - other.base.y) < reach) blocked[i]! |= BLOCK_OCCUPIED;
    });
  }
  const zone = rules.engagement?.zone ?? 0;
  const zonesHold = !engaging && zone > 0 && scene.holderModels.length > 0;
  if (zonesHold) {
    for (const holder of scene.holders.bases) {
      forCellsNear(geometry, holder.x, holder.y, radius + holder.radius + zone, (i, x, y) => {
        if (baseGap3({ x, y, radius, elevation }, holder) < zone - ZONE_EPSILON) blocked[i]! |= BLOCK_ZONE;
      });
    }
  }
  if (passThrough) {
    for (const other of occupants) {
      if (Math.abs(other.elevation - elevation) >= scene.level) continue;
      cutStepsNear(geometry, other.base.x, other.base.y, radius + other.base.radius - CONTACT + PASS_CLEARANCE, walls);
    }
  }
  rasterWalls(snapshot.walls ?? [], geometry, walls);
  const { ground, overhang, raised } = rasterGround(snapshot.regions, geometry);
  const vertical = rules.vertical;
  const conditionsOf = (to: number) => terrains[terrainOf[to]!]!.conditions;
  const overhangMax = vertical?.overhangMax;
  const mapVertical: MapVertical | null =
    vertical && raised
      ? {
          cost: (rise, from, to) => {
            const conditions = conditionsOf(to);
            if (vertical.normalMovement?.(conditions)) return Math.abs(rise);
            if (
              overhangMax !== undefined &&
              Math.max(overhang[from]!, overhang[to]!) > overhangMax + 1e-9 &&
              climbs(vertical, rise, conditions, undefined)
            ) {
              return Infinity;
            }
            const price = vertical.cost(rise, undefined);
            // A price that is no number ≥ 0 closes the step rather than making it free.
            return price >= 0 ? price : Infinity;
          },
          climb: (rise, to) => climbs(vertical, rise, conditionsOf(to), undefined),
        }
      : null;
  const stepsOverTerrain = rules.terrain?.stepsOver;
  const base = (mover?.base.radius ?? 0) * 2;
  const stepsOver =
    stepsOverTerrain && base > 0
      ? (test: string, rise: number) => stepsOverTerrain(test, Infinity, base, rise) === true
      : null;
  const map: MoveMap = {
    ...geometry,
    diagonals: diagonals,
    gridless,
    blocked,
    terrainOf,
    terrains,
    multiplier,
    walls,
    minMultiplier,
    zonesHold,
    ground,
    vertical: mapVertical,
    stepsOver,
  };
  made.add(map);
  return map;
}

/**
 * How far beyond contact a passing move keeps its centre's line off the bases it may not pass, and
 * off walls (map/route.ts), ruleset units: a line grazing them is measured the same by every reader.
 */
export const PASS_CLEARANCE = 0.01;

/**
 * Marks as cut each step between two spaces whose centres' line comes nearer than `reach` to
 * (x, y): a base the mover may not pass through.
 */
function cutStepsNear(g: Geometry, x: number, y: number, reach: number, out: Uint8Array): void {
  if (reach <= 0) return;
  forCellsNear(g, x, y, reach + g.cell * Math.SQRT2, (i, cx, cy) => {
    const col = i % g.cols;
    const row = (i - col) / g.cols;
    let bits = out[i]!;
    for (let d = 0; d < 8; d++) {
      const [dx, dy] = DIRECTIONS[d]!;
      if (col + dx < 0 || row + dy < 0 || col + dx >= g.cols || row + dy >= g.rows) continue;
      const ex = dx * g.cell;
      const ey = dy * g.cell;
      const t = Math.min(1, Math.max(0, ((x - cx) * ex + (y - cy) * ey) / (ex * ex + ey * ey)));
      if (Math.hypot(x - (cx + ex * t), y - (cy + ey * t)) < reach) bits |= 1 << d;
    }
    out[i] = bits;
  });
}

/** Bases closer than this into each other are in contact, not overlapping (as moves/drag.ts overlapStop reads it). */
const CONTACT = CONTACT_TOLERANCE;
/** Slack at a zone's edge, as moves/drag-zone.ts measures it. */
const ZONE_EPSILON = 1e-6;

/** The grid's placement. */
interface Geometry {
  readonly cols: number;
  readonly rows: number;
  readonly cell: number;
  readonly originX: number;
  readonly originY: number;
}

/** Calls `visit` with each space whose centre lies within the box around (x, y) of half-side `reach`. */
function forCellsNear(
  g: Geometry,
  x: number,
  y: number,
  reach: number,
  visit: (i: number, cx: number, cy: number) => void,
): void {
  forCellsIn(g, x - reach, y - reach, x + reach, y + reach, visit);
}

/** Calls `visit` with each space whose centre lies in the box (bounds inclusive). */
function forCellsIn(
  g: Geometry,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  visit: (i: number, cx: number, cy: number) => void,
): void {
  const c0 = Math.max(0, Math.ceil((minX - g.originX) / g.cell - 0.5));
  const c1 = Math.min(g.cols - 1, Math.floor((maxX - g.originX) / g.cell - 0.5));
  const r0 = Math.max(0, Math.ceil((minY - g.originY) / g.cell - 0.5));
  const r1 = Math.min(g.rows - 1, Math.floor((maxY - g.originY) / g.cell - 0.5));
  for (let r = r0; r <= r1; r++) {
    const cy = g.originY + (r + 0.5) * g.cell;
    for (let c = c0; c <= c1; c++) visit(r * g.cols + c, g.originX + (c + 0.5) * g.cell, cy);
  }
}

/** Whether a region reaches the elevation (scene/check.ts regionsHolding). */
function reachesElevation(region: RegionSnapshot, elevation: number): boolean {
  return (
    (region.bottom === null || elevation >= region.bottom - 1e-9) &&
    (region.top === null ||
      (region.topInclusive === false && region.top !== region.bottom
        ? elevation < region.top - 1e-9
        : elevation <= region.top + 1e-9))
  );
}

/** Each space's terrain: the regions holding its centre, grouped into the distinct terrains. */
function rasterTerrain(
  regions: readonly RegionSnapshot[],
  g: Geometry,
  elevation: number,
  zeroGravity: boolean,
  terrain: DragScene["rules"]["terrain"],
): { terrainOf: Uint16Array; terrains: MapTerrain[] } {
  const n = g.cols * g.rows;
  // Per space, the regions holding it as a key ("" none); only spaces some region holds are visited.
  const keys: string[] = new Array<string>(n);
  const touched: number[] = [];
  const stamp = new Int32Array(n);
  const mark = (i: number, r: number) => {
    if (stamp[i] === r + 1) return;
    stamp[i] = r + 1;
    if (keys[i] === undefined) {
      keys[i] = `${r}`;
      touched.push(i);
    } else keys[i] += `,${r}`;
  };
  regions.forEach((region, r) => {
    if (!region.area || !region.terrain.length || !reachesElevation(region, elevation)) return;
    const box = region.area;
    if (region.polygons === undefined) {
      forCellsIn(g, box.x, box.y, box.x + box.width, box.y + box.height, (i, x, y) => {
        if (inRect({ x, y }, box)) mark(i, r);
      });
      return;
    }
    for (const polygon of region.polygons) scanPolygon(g, polygon, box, (i) => mark(i, r));
  });
  const clear = describe([], zeroGravity, terrain);
  const terrains: MapTerrain[] = [clear];
  const byKey = new Map<string, number>();
  const terrainOf = new Uint16Array(n);
  for (const i of touched) {
    const key = keys[i]!;
    let index = byKey.get(key);
    if (index === undefined) {
      const ids = new Set<string>();
      for (const r of key.split(","))
        for (const t of regions[Number(r)]!.terrain) for (const id of qualified(t)) ids.add(id);
      const described = describe([...ids], zeroGravity, terrain);
      index = terrains.length;
      if (index > 0xffff) throw new RangeError("A map holds at most 65,535 distinct terrains");
      terrains.push(described);
      byKey.set(key, index);
    }
    terrainOf[i] = index;
  }
  return { terrainOf, terrains };
}

/**
 * Calls `visit` with each space whose centre a polygon holds (inside its outer ring and none of its
 * holes), row by row: where the row of centres crosses the rings, even-odd (scene/shapes.ts
 * `areaHolds` answers the same inside; a centre on the outline may fall either way, as there).
 */
function scanPolygon(g: Geometry, polygon: AreaPolygon, box: Rect, visit: (i: number) => void): void {
  const rings = [polygon.outer, ...polygon.holes];
  const r0 = Math.max(0, Math.ceil((box.y - g.originY) / g.cell - 0.5));
  const r1 = Math.min(g.rows - 1, Math.floor((box.y + box.height - g.originY) / g.cell - 0.5));
  const xs: number[] = [];
  for (let row = r0; row <= r1; row++) {
    const cy = g.originY + (row + 0.5) * g.cell;
    xs.length = 0;
    for (const ring of rings) {
      const count = ring.length >> 1;
      for (let k = 0, j = count - 1; k < count; j = k++) {
        const ay = ring[2 * j + 1]!;
        const by = ring[2 * k + 1]!;
        if (ay <= cy === by <= cy) continue;
        const ax = ring[2 * j]!;
        const bx = ring[2 * k]!;
        xs.push(ax + ((cy - ay) / (by - ay)) * (bx - ax));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.floor((xs[k]! - g.originX) / g.cell - 0.5) + 1);
      const c1 = Math.min(g.cols - 1, Math.ceil((xs[k + 1]! - g.originX) / g.cell - 0.5) - 1);
      for (let col = c0; col <= c1; col++) visit(row * g.cols + col);
    }
  }
}

/**
 * Each space's ground (the highest raised surface holding its centre, whatever the region's bottom
 * and top, as moves/ground.ts `groundElevation` reads it) and the greatest overhang of the regions
 * holding it; `raised` when any region raises the ground.
 */
function rasterGround(
  regions: readonly RegionSnapshot[],
  g: Geometry,
): { ground: Float64Array; overhang: Float64Array; raised: boolean } {
  const n = g.cols * g.rows;
  const ground = new Float64Array(n);
  const overhang = new Float64Array(n);
  let raised = false;
  for (const region of regions) {
    if (!region.area) continue;
    let height = 0;
    let out = 0;
    for (const t of region.terrain) {
      if (t.condition === RAISED && t.height > height) height = t.height;
      if (t.overhang !== undefined && t.overhang > out) out = t.overhang;
    }
    if (!(height > 0) && !(out > 0)) continue;
    raised ||= height > 0;
    const visit = (i: number) => {
      if (height > ground[i]!) ground[i] = height;
      if (out > overhang[i]!) overhang[i] = out;
    };
    const box = region.area;
    if (region.polygons === undefined) {
      forCellsIn(g, box.x, box.y, box.x + box.width, box.y + box.height, (i, x, y) => {
        if (inRect({ x, y }, box)) visit(i);
      });
    } else for (const polygon of region.polygons) scanPolygon(g, polygon, box, visit);
  }
  return { ground, overhang, raised };
}

/** What a list of conditions is to the ruleset (clear ground without a terrain capability). */
function describe(conditions: string[], zeroGravity: boolean, terrain: DragScene["rules"]["terrain"]): MapTerrain {
  const costOf = terrain ? (list: readonly string[]) => terrain.costMultiplier(list) : () => 1;
  return {
    conditions,
    multiplier: terrainStepCost(1, 1, conditions, zeroGravity, costOf),
    edgeTest: (conditions.length && terrain?.edgeTest?.(conditions)) || null,
    mayEnd: !conditions.length || !terrain || terrain.mayEndOn(conditions),
  };
}

/**
 * Marks the steps each wall cuts: a step of the centre from a space to its neighbour crosses the
 * wall (scene/walls.ts wallDistance with radius 0: touching its line at the far centre counts, at
 * the near one does not; a one-way wall only from its blocking side).
 */
function rasterWalls(list: readonly WallSnapshot[], g: Geometry, out: Uint8Array): void {
  const { cols, rows, cell, originX, originY } = g;
  // Only a centre within a diagonal step of the wall has a step that may cross it.
  const near = cell * Math.SQRT2 * 1.000001;
  const reach = cell * 1.5;
  // Each direction's step as wallDistance measures it: its length and unit vector.
  const lengths = new Float64Array(8);
  const ux = new Float64Array(8);
  const uy = new Float64Array(8);
  for (let d = 0; d < 8; d++) {
    const [dx, dy] = DIRECTIONS[d]!;
    lengths[d] = Math.hypot(dx * cell, dy * cell);
    ux[d] = (dx * cell) / lengths[d]!;
    uy[d] = (dy * cell) / lengths[d]!;
  }
  for (const wall of list) {
    const c0 = Math.max(0, Math.ceil((Math.min(wall.a.x, wall.b.x) - reach - originX) / cell - 0.5));
    const c1 = Math.min(cols - 1, Math.floor((Math.max(wall.a.x, wall.b.x) + reach - originX) / cell - 0.5));
    const r0 = Math.max(0, Math.ceil((Math.min(wall.a.y, wall.b.y) - reach - originY) / cell - 0.5));
    const r1 = Math.min(rows - 1, Math.floor((Math.max(wall.a.y, wall.b.y) + reach - originY) / cell - 0.5));
    const oneWay = wall.blocks !== undefined;
    for (let row = r0; row <= r1; row++) {
      const y = originY + (row + 0.5) * cell;
      for (let col = c0; col <= c1; col++) {
        const x = originX + (col + 0.5) * cell;
        if (segmentDistance(wall, x, y) > near) continue;
        if (oneWay) {
          // scene/walls.ts wallSide, without its point object.
          const side = (wall.b.x - wall.a.x) * (y - wall.a.y) - (wall.b.y - wall.a.y) * (x - wall.a.x);
          if ((side < 0 ? "left" : side > 0 ? "right" : null) !== wall.blocks) continue;
        }
        const i = row * cols + col;
        let bits = out[i]!;
        for (let d = 0; d < 8; d++) {
          const nc = col + DIRECTIONS[d]![0];
          const nr = row + DIRECTIONS[d]![1];
          if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
          if (crosses(wall, x, y, ux[d]!, uy[d]!, lengths[d]!)) bits |= 1 << d;
        }
        out[i] = bits;
      }
    }
  }
}

/** The distance from (x, y) to the wall's segment. */
function segmentDistance(wall: WallSnapshot, x: number, y: number): number {
  const wx = wall.b.x - wall.a.x;
  const wy = wall.b.y - wall.a.y;
  const len2 = wx * wx + wy * wy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - wall.a.x) * wx + (y - wall.a.y) * wy) / len2));
  const ex = x - (wall.a.x + wx * t);
  const ey = y - (wall.a.y + wy * t);
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Whether the step from (x, y) along the unit direction (ux, uy) for `length` crosses the wall:
 * scene/walls.ts `wallDistance` with radius 0 for one wall, in its own arithmetic (so a step that
 * grazes a wall's end falls the same way), without its allocations.
 */
function crosses(wall: WallSnapshot, x: number, y: number, ux: number, uy: number, length: number): boolean {
  const sx = wall.b.x - wall.a.x;
  const sy = wall.b.y - wall.a.y;
  const denom = ux * sy - uy * sx;
  if (denom === 0) return false;
  const s = ((wall.a.x - x) * sy - (wall.a.y - y) * sx) / denom;
  const u = ((wall.a.x - x) * uy - (wall.a.y - y) * ux) / denom;
  return s > 0 && u >= 0 && u <= 1 && s <= length;
}

/**
 * The space holding a point, or -1 outside the map.
 * @throws {TypeError} when `map` was not made by {@link prepareMap}; {TypeError|RangeError} when the point is not a finite point
 */
export function cellAt(map: MoveMap, point: Point): number {
  checkMap(map);
  check.point(point, "point");
  const col = Math.floor((point.x - map.originX) / map.cell);
  const row = Math.floor((point.y - map.originY) / map.cell);
  if (col < 0 || row < 0 || col >= map.cols || row >= map.rows) return -1;
  return row * map.cols + col;
}

/**
 * The centre of space `i`, ruleset units.
 * @throws {TypeError} when `map` was not made by {@link prepareMap} or `i` is not a number
 * @throws {RangeError} when `i` is not a space of the map
 */
export function cellCentre(map: MoveMap, i: number): Point {
  checkMap(map);
  if (typeof i !== "number") throw new TypeError(`i must be a number, got ${check.kindOf(i)}`);
  if (!Number.isInteger(i) || i < 0 || i >= map.cols * map.rows) {
    throw new RangeError(`i must be a space of the map (0 to ${map.cols * map.rows - 1}), got ${i}`);
  }
  const col = i % map.cols;
  return { x: map.originX + (col + 0.5) * map.cell, y: map.originY + ((i - col) / map.cols + 0.5) * map.cell };
}

/** The length of a diagonal step in spaces for rules that do not alternate (Infinity: none). */
export function diagonalFactor(rule: DiagonalRule): number {
  return DIAGONAL_FACTOR[rule] ?? Infinity;
}
