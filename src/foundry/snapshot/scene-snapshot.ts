/**
 * Foundry → engine: reads a scene's tokens and regions into the plain snapshot the engine decides
 * on (src/rules/scene/snapshot.ts), in the ruleset's unit, and converts points back to pixels. Reads only
 * the document fields named in the shapes below, so it is tested with small fakes.
 * Built once per drag or finished move, never per pointer move.
 * @module
 */
import {
  areaFromRings,
  isKnownUnit,
  readObstacles,
  regionArea,
  unitRatio,
  type Disposition,
  type ModelKind,
  type ModelSnapshot,
  type PathStep,
  type Rect,
  type RegionArea,
  type RegionShapeData,
  type RegionSnapshot,
  type RegionTerrain,
  type Ruleset,
  type SceneSnapshot,
  type WallSnapshot,
  type WeaponSnapshot,
  type DistanceUnit,
  type Point,
} from "../../rules";
import { DUCTWAY_BEHAVIOR_TYPE, LIFT_BEHAVIOR_TYPE, SYSTEM_ID, TERRAIN_BEHAVIOR_TYPE } from "../constants";
import { activeHost, hostReading } from "../hosts";
import { gmKept, isGM, type KeptToken } from "../data/gm-kept";

/** The parts of a scene's grid read here: pixels per space, scene units per space, the units' name. */
export interface GridLike {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
}

/** The parts of a TokenDocument read here (pixels; width and height in grid spaces; elevation in scene units). */
export interface TokenLike {
  readonly id: string | null;
  readonly name?: string | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly elevation?: number;
  /** Degrees, clockwise (TokenDocument#rotation). */
  readonly rotation?: number;
  /** Foundry's disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret (CONST.TOKEN_DISPOSITIONS). */
  readonly disposition: number;
  /** v14: the id of the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly actor: { readonly type?: string; readonly system: unknown } | null;
  /** The token's flags: `stride.loot` marks loot (necromunda-movement.md § Fighters & Loot on Moving Vehicles). */
  readonly flags?: Record<string, unknown>;
}

/**
 * A region shape as stored (pixels; BaseShapeData and its kinds, docs/foundry-evidence.md § 27):
 * rectangle (top-left x, y, width, height; v14 anchorX/anchorY), ellipse (centre x, y, radiusX,
 * radiusY), circle (centre x, y, radius), polygon (flat points); rotation in degrees, clockwise,
 * about the centre (about the anchor where one is given).
 */
export interface ShapeLike {
  readonly type: string;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly radius?: number;
  readonly radiusX?: number;
  readonly radiusY?: number;
  readonly rotation?: number;
  readonly anchorX?: number;
  readonly anchorY?: number;
  readonly points?: readonly number[];
  readonly hole?: boolean;
}

/** One of Foundry's own region polygons (RegionDocument#polygons: a PIXI.Polygon), pixels. */
export interface PolygonLike {
  readonly points: readonly number[];
}

/** The parts of a RegionBehavior read here. */
export interface BehaviorLike {
  readonly type: string;
  readonly disabled?: boolean;
  readonly system: unknown;
  readonly flags?: Record<string, unknown>;
}

/** The parts of a RegionDocument read here (elevation in scene units; null is unbounded). */
export interface RegionLike {
  readonly id?: string | null;
  readonly name?: string;
  readonly elevation?: {
    readonly bottom: number | null;
    readonly top?: number | null;
    readonly topInclusive?: boolean;
  };
  readonly shapes: readonly ShapeLike[];
  /**
   * The region's area as Foundry computes it from its shapes (client RegionDocument#polygons:
   * outlines and holes, filled even-odd, pixels); absent where not computed (then the shapes are read).
   */
  readonly polygons?: readonly PolygonLike[];
  readonly behaviors: Iterable<BehaviorLike>;
  /**
   * v14: the ids of the scene levels the region is on (RegionData#levels; a Set on the document);
   * empty, null or absent (v13): every level.
   */
  readonly levels?: Iterable<string> | null;
}

/**
 * The parts of a WallDocument read here (WallData, docs/foundry-evidence.md § 28): its coordinates
 * `c` = [x0, y0, x1, y1] in pixels, its movement restriction (CONST.WALL_MOVEMENT_TYPES: NONE 0,
 * NORMAL 20), door type (WALL_DOOR_TYPES: NONE 0, DOOR 1, SECRET 2), door state (WALL_DOOR_STATES:
 * CLOSED 0, OPEN 1, LOCKED 2) and direction (WALL_DIRECTIONS: BOTH 0, LEFT 1, RIGHT 2).
 */
export interface WallLike {
  readonly c: readonly number[];
  readonly move?: number;
  readonly door?: number;
  readonly ds?: number;
  readonly dir?: number;
}

/** The walls that block movement, ruleset units: not `move` NONE, not an open door; one-way walls keep their side. */
export function wallsOf(walls: Iterable<WallLike>, frame: Frame): WallSnapshot[] {
  const out: WallSnapshot[] = [];
  for (const wall of walls) {
    if (wall.move === 0) continue;
    if ((wall.door ?? 0) > 0 && wall.ds === 1) continue;
    const c = Array.isArray(wall.c) ? wall.c.map(Number) : [];
    if (c.length !== 4 || !c.every(Number.isFinite)) continue;
    const s = frame.scale;
    out.push({
      a: { x: c[0]! * s, y: c[1]! * s },
      b: { x: c[2]! * s, y: c[3]! * s },
      ...(wall.dir === 1 ? { blocks: "left" as const } : wall.dir === 2 ? { blocks: "right" as const } : {}),
    });
  }
  return out;
}

/** The parts of a Scene read here (Scene#dimensions for the area inside the padding). */
export interface SceneLike {
  readonly grid: GridLike;
  readonly dimensions?: {
    readonly sceneX: number;
    readonly sceneY: number;
    readonly sceneWidth: number;
    readonly sceneHeight: number;
  };
  readonly tokens: Iterable<TokenLike>;
  readonly regions?: Iterable<RegionLike>;
  readonly walls?: Iterable<WallLike>;
}

/** How a scene's pixels and units map to the ruleset's unit. */
export interface Frame {
  readonly grid: GridLike;
  readonly unit: DistanceUnit;
  /** Ruleset units per scene unit (1 when the scene's units are unknown: ruling 6 warns elsewhere). */
  readonly ratio: number;
  /** Ruleset units per pixel. */
  readonly scale: number;
}

/** The frame of a scene's grid for a ruleset unit. */
export function frameOf(grid: GridLike, unit: DistanceUnit): Frame {
  const ratio = isKnownUnit(grid.units) ? unitRatio(grid.units, unit) : 1;
  return { grid, unit, ratio, scale: (grid.distance / grid.size) * ratio };
}

/** The scene level a token is on (v14 TokenData#level), or null where it names none (v13). */
export function levelOf(token: { readonly level?: string | null }): string | null {
  return typeof token.level === "string" && token.level !== "" ? token.level : null;
}

/**
 * Whether a token is on scene level `level` (v14 scene levels): a token on no level counts as on
 * every level, and every token counts when `level` is null (v13, a mover on no level).
 */
export function onLevel(level: string | null, token: { readonly level?: string | null }): boolean {
  const own = levelOf(token);
  return level === null || own === null || own === level;
}

/**
 * Whether a region is on scene level `level` (v14 scene levels): its `levels` include it, or name
 * none (a region limited to no level is on every level, as Crucible's resting-level look-up reads
 * `region.levels`); every region counts when `level` is null (v13, a mover on no level).
 */
export function regionOnLevel(level: string | null, region: Pick<RegionLike, "levels">): boolean {
  const levels = region.levels;
  if (level === null || !levels) return true;
  if (levels instanceof Set) return levels.size === 0 || levels.has(level);
  let none = true;
  for (const id of levels) {
    if (id === level) return true;
    none = false;
  }
  return none;
}

/** Foundry's disposition numbers by name (CONST.TOKEN_DISPOSITIONS). */
export function dispositionOf(value: number): Disposition {
  return value === 1 ? "friendly" : value === -1 ? "hostile" : value === -2 ? "secret" : "neutral";
}

/** A rectangle in pixels scaled to the ruleset's unit. */
export function scaleRect(rect: Rect, scale: number): Rect {
  return { x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale };
}

/** The centre of a token whose top-left corner is at (x, y) pixels, ruleset units. */
export function centreOf(
  token: Pick<TokenLike, "width" | "height">,
  at: { readonly x: number; readonly y: number },
  frame: Frame,
): Point {
  const { size } = frame.grid;
  return { x: (at.x + (token.width * size) / 2) * frame.scale, y: (at.y + (token.height * size) / 2) * frame.scale };
}

/** The top-left corner (pixels, rounded) that puts a token's centre at `centre` (ruleset units). */
export function topLeftAt(centre: Point, token: Pick<TokenLike, "width" | "height">, frame: Frame): Point {
  const { size } = frame.grid;
  return {
    x: Math.round(centre.x / frame.scale - (token.width * size) / 2),
    y: Math.round(centre.y / frame.scale - (token.height * size) / 2),
  };
}

/** The token's base radius (half its narrower side), ruleset units. */
export function baseRadius(token: Pick<TokenLike, "width" | "height">, frame: Frame): number {
  return (Math.min(token.width, token.height) * frame.grid.size * frame.scale) / 2;
}

/** A shape with its fields writable, to build it field by field. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What an actor's system data offers the snapshot; every member optional. */
interface SystemLike {
  readonly kind?: unknown;
  readonly status?: unknown;
  /** A Stride actor model's reading (StrideActorModel#reading), whose `status` the rules use. */
  readonly reading?: { readonly status?: unknown } | null;
  readonly toughness?: { readonly front?: unknown; readonly side?: unknown; readonly rear?: unknown };
  readonly movementProfile?: { readonly characteristics?: Readonly<Record<string, number>> };
  /** Weapon profiles (fighters): name, Versatile and Long range in the ruleset's unit. */
  readonly weapons?: unknown;
  /** A vehicle's designated transport area: `deck`, `rear` or `none`. */
  readonly transportArea?: unknown;
  /** Where the actor flies (a flying actor's data model: `ground` or an altitude). */
  readonly flightPosition?: unknown;
}

/** The record (data/gm-kept.ts) marking a token as loot: `true`, or `false` once the GM unmarked it. */
export const LOOT_MARK = "loot";

/**
 * Whether a token is marked as loot (necromunda-movement.md § Fighters & Loot on Moving Vehicles:
 * vehicles do not hit loot). The GM marks it from the token HUD, kept on the scene
 * (data/gm-kept.ts), which decides when present. A `stride.loot` flag on the token itself
 * counts on a GM's client only when no player owns the
 * token (TokenDocument#hasPlayerOwner), since a player may write its own token's flags; on a
 * player's client it counts for its own display.
 */
export function isLoot(token: Pick<TokenLike, "flags"> & KeptToken & { readonly hasPlayerOwner?: boolean }): boolean {
  const kept = gmKept(token, LOOT_MARK);
  if (typeof kept === "boolean") return kept;
  if ((token.flags?.[SYSTEM_ID] as { loot?: unknown } | undefined)?.loot !== true) return false;
  return !isGM() || token.hasPlayerOwner === false;
}

/** The weapon profiles an actor's data offers, well formed ones only; Long range converted by `ratio`. */
function weaponsOf(value: unknown, ratio: number): WeaponSnapshot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((w: unknown) => {
    const weapon = (w ?? {}) as { name?: unknown; versatile?: unknown; longRange?: unknown };
    const longRange = Number(weapon.longRange);
    if (!Number.isFinite(longRange) || longRange < 0) return [];
    return [
      {
        name: typeof weapon.name === "string" ? weapon.name : "",
        versatile: weapon.versatile === true,
        longRange: longRange * ratio,
      },
    ];
  });
}

/**
 * The model's rules state: its data model's reading (StrideActorModel#reading: necromunda reads
 * Pinned from the actor's Prone status) when it has one, else its data's `status`, else null.
 */
function statusOf(system: SystemLike): string | null {
  const read = system.reading?.status;
  if (typeof read === "string") return read;
  return typeof system.status === "string" ? system.status : null;
}

/** A finite number, or 0. */
function finite(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The model a token is, or null when it has no actor (a token without an actor is scenery to
 * the rules). The kind is declared by the actor's data model (`system.kind`) or, in the module, by
 * the host adapter's reading, else by its type.
 * @param visible whether the user the snapshot is for can see the token
 */
export function modelOf(token: TokenLike, frame: Frame, visible = true): ModelSnapshot | null {
  const actor = token.actor;
  const loot = isLoot(token);
  if ((!actor && !loot) || token.id === null) return null;
  // In the stride-movement module a host actor is read through its host adapter (hosts.ts), never
  // as if its system data were one of Stride's models.
  const inHost = activeHost() !== null;
  const host = inHost ? hostReading(actor) : null;
  const system = (inHost ? {} : (actor?.system ?? {})) as SystemLike;
  const declared = host ? host.kind : system.kind;
  const kind: ModelKind = loot
    ? "loot"
    : declared === "vehicle" || (declared === undefined && actor?.type === "vehicle")
      ? "vehicle"
      : "character";
  const level = levelOf(token);
  const transport = system.transportArea;
  const { size } = frame.grid;
  const scale = frame.scale;
  const width = token.width * size;
  const height = token.height * size;
  const t = system.toughness;
  const characteristics = (host?.movementProfile ?? system.movementProfile)?.characteristics;
  // Built field by field (no object spreads): this runs for every token of every snapshot.
  const model: Mutable<ModelSnapshot> = {
    id: token.id,
    name: token.name ?? "",
    kind,
    disposition: dispositionOf(token.disposition),
    base: {
      x: (token.x + width / 2) * scale,
      y: (token.y + height / 2) * scale,
      radius: (Math.min(width, height) * scale) / 2,
    },
    footprint: { x: token.x * scale, y: token.y * scale, width: width * scale, height: height * scale },
    elevation: finite(token.elevation) * frame.ratio,
    status: statusOf(system),
    characteristics: characteristics ? { ...characteristics } : {},
    visible,
  };
  if (t && kind === "vehicle") model.toughness = { front: finite(t.front), side: finite(t.side), rear: finite(t.rear) };
  // A token at rotation 0 faces down the canvas (+y), as Foundry's vision cone does; verified
  // live by the Quench batch `stride.snapshot`.
  if (typeof token.rotation === "number") model.facing = ((token.rotation + 90) * Math.PI) / 180;
  // v14 scene levels (TokenData#level, https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenData.html):
  // read where present, so one build runs on both generations.
  if (level !== null) model.level = level;
  if (system.weapons !== undefined) {
    const weapons = weaponsOf(system.weapons, frame.ratio);
    if (weapons.length) model.weapons = weapons;
  }
  // A flyer at an altitude (its data model's `flightPosition`, a host actor's as its adapter reads
  // it): every step of its moves is flight.
  const flightPosition = host ? host.flight?.position : system.flightPosition;
  if (typeof flightPosition === "string" && flightPosition !== "ground") model.flying = flightPosition;
  if (kind === "vehicle" && (transport === "deck" || transport === "rear")) model.transportArea = transport;
  return model;
}

/** A finite number, or undefined. */
function finiteOr(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/**
 * A region's shapes in the ruleset's unit (scene/shapes.ts RegionShapeData), scaled by `scale`
 * (ruleset units per pixel): rectangles, ellipses, circles (as ellipses) and polygons; a shape of
 * another kind (v14 cones, rings, lines, grid and token shapes) or with a missing or non-finite
 * number is skipped: Foundry's own polygons cover those ({@link regionAreaOf}).
 */
export function shapesOf(shapes: readonly ShapeLike[], scale: number): RegionShapeData[] {
  const out: RegionShapeData[] = [];
  for (const shape of shapes) {
    const x = finiteOr(shape.x);
    const y = finiteOr(shape.y);
    const rotation = finiteOr(shape.rotation) ?? 0;
    const hole = shape.hole === true;
    if (shape.type === "rectangle") {
      const [width, height] = [finiteOr(shape.width), finiteOr(shape.height)];
      if (x === undefined || y === undefined || width === undefined || height === undefined) continue;
      const [anchorX, anchorY] = [finiteOr(shape.anchorX), finiteOr(shape.anchorY)];
      out.push({
        type: "rectangle",
        x: x * scale,
        y: y * scale,
        width: Math.abs(width) * scale,
        height: Math.abs(height) * scale,
        rotation,
        ...(anchorX !== undefined || anchorY !== undefined ? { anchorX: anchorX ?? 0, anchorY: anchorY ?? 0 } : {}),
        hole,
      });
    } else if (shape.type === "ellipse" || shape.type === "circle") {
      const rx = finiteOr(shape.type === "circle" ? shape.radius : shape.radiusX);
      const ry = finiteOr(shape.type === "circle" ? shape.radius : shape.radiusY);
      if (x === undefined || y === undefined || rx === undefined || ry === undefined) continue;
      out.push({
        type: "ellipse",
        x: x * scale,
        y: y * scale,
        radiusX: Math.abs(rx) * scale,
        radiusY: Math.abs(ry) * scale,
        rotation,
        hole,
      });
    } else if (shape.type === "polygon" && Array.isArray(shape.points)) {
      const points = shape.points.map((v: unknown) => Number(v) * scale);
      if (points.every(Number.isFinite)) out.push({ type: "polygon", points, hole });
    }
  }
  return out;
}

/**
 * A region's exact area in the ruleset's unit: Foundry's own polygons where the document offers
 * them (what core measures terrain on, every shape kind included), else its shapes turned into
 * polygons by the engine (scene/shapes.ts `regionArea`).
 */
export function regionAreaOf(region: Pick<RegionLike, "shapes" | "polygons">, scale: number): RegionArea {
  const own: readonly unknown[] | undefined = region.polygons;
  if (Array.isArray(own) && own.length > 0) {
    const rings = own.map((p) => {
      const points = (p as Partial<PolygonLike> | null)?.points;
      return Array.isArray(points) ? points.map((v: unknown) => Number(v) * scale) : [Number.NaN];
    });
    if (rings.every((ring) => ring.every(Number.isFinite))) return areaFromRings(rings);
  }
  return regionArea(shapesOf(region.shapes, scale));
}

/** The region id a Region UUID names (`Scene.<s>.Region.<id>`), or null. */
export function regionIdOf(uuid: unknown): string | null {
  if (typeof uuid !== "string") return null;
  const match = /\.Region\.([A-Za-z0-9]+)$/.exec(uuid);
  return match?.[1] ?? null;
}

/** A region as the engine reads it, ruleset units. */
export function regionOf(region: RegionLike, frame: Frame): RegionSnapshot {
  const { polygons, bounds } = regionAreaOf(region, frame.scale);
  const terrain: RegionTerrain[] = [];
  let ductwayExit: string | null = null;
  let lift: RegionSnapshot["lift"] = null;
  for (const behavior of region.behaviors) {
    if (behavior.disabled) continue;
    const system = (behavior.system ?? {}) as Record<string, unknown>;
    if (behavior.type === TERRAIN_BEHAVIOR_TYPE && typeof system["condition"] === "string") {
      terrain.push({
        condition: system["condition"],
        height: finite(system["height"]),
        railing: system["railing"] === true,
        // In the ruleset's unit already, as the height is (terrain-behavior.ts).
        ...(finite(system["overhang"]) > 0 ? { overhang: finite(system["overhang"]) } : {}),
        ...(finite(system["width"]) > 0 ? { width: finite(system["width"]) } : {}),
        // The fields that qualify a climbable surface and water (terrain-behavior.ts), where they count.
        ...(system["condition"] === "climb" && typeof system["surface"] === "string"
          ? { surface: system["surface"] }
          : {}),
        ...(system["condition"] === "water" && typeof system["water"] === "string" ? { water: system["water"] } : {}),
      });
    } else if (behavior.type === DUCTWAY_BEHAVIOR_TYPE && ductwayExit === null) {
      ductwayExit = regionIdOf(system["exit"]);
    } else if (behavior.type === LIFT_BEHAVIOR_TYPE && lift === null) {
      const used = (behavior.flags?.[SYSTEM_ID] as { usedRound?: unknown } | undefined)?.usedRound;
      lift = { travel: finite(system["travel"]), usedRound: typeof used === "string" ? used : null };
    }
  }
  const level = (value: number | null | undefined) => (typeof value === "number" ? value * frame.ratio : null);
  return {
    id: region.id ?? "",
    name: region.name ?? "",
    area: bounds,
    polygons,
    bottom: level(region.elevation?.bottom),
    top: level(region.elevation?.top),
    // v14's `topInclusive` elevation option (docs/foundry-evidence.md § 8), read where present.
    ...(typeof region.elevation?.topInclusive === "boolean" ? { topInclusive: region.elevation.topInclusive } : {}),
    terrain,
    ductwayExit,
    lift,
  };
}

/** Options of a snapshot. */
export interface SnapshotOptions {
  /** Whether the user the snapshot is for can see a token (all visible when absent). */
  readonly canSee?: (token: TokenLike) => boolean;
  /**
   * The token the snapshot is built for, and the scene level it is on (v14 scene levels; a
   * TokenDocument will do): only the tokens and regions on that level ({@link onLevel},
   * {@link regionOnLevel}) are read, the mover itself always. Absent, or on no level (v13): every
   * token and region.
   */
  readonly mover?: { readonly id: string | null; readonly level?: string | null };
  /**
   * The active ruleset, to read its obstacles (rules readObstacles: one thicker than the ruleset's
   * `terrain.wideObstacle` is climbed terrain); absent: regions are read as painted.
   */
  readonly ruleset?: Ruleset;
}

/** A scene as the engine reads it, in the ruleset's unit. */
export function sceneSnapshot(scene: SceneLike, unit: DistanceUnit, options: SnapshotOptions = {}): SceneSnapshot {
  const frame = frameOf(scene.grid, unit);
  const level = options.mover ? levelOf(options.mover) : null;
  const moverId = options.mover?.id ?? null;
  const models: ModelSnapshot[] = [];
  for (const token of scene.tokens) {
    if (token.id !== moverId && !onLevel(level, token)) continue;
    const model = modelOf(token, frame, options.canSee ? options.canSee(token) : true);
    if (model) models.push(model);
  }
  const regions: RegionSnapshot[] = [];
  for (const region of scene.regions ?? []) {
    if (!regionOnLevel(level, region)) continue;
    const read = regionOf(region, frame);
    regions.push(options.ruleset ? readObstacles(read, options.ruleset) : read);
  }
  const d = scene.dimensions;
  const walls = scene.walls ? wallsOf(scene.walls, frame) : [];
  return {
    unit,
    gridStep: scene.grid.distance * frame.ratio,
    bounds: d ? scaleRect({ x: d.sceneX, y: d.sceneY, width: d.sceneWidth, height: d.sceneHeight }, frame.scale) : null,
    models,
    regions,
    ...(walls.length ? { walls } : {}),
  };
}

/** A waypoint as Foundry stores it: top-left corner in pixels, elevation in scene units. */
export interface WaypointLike {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
  readonly terrain?: unknown;
}

/** The terrain conditions a waypoint was reached through (StrideTerrainData#conditions). */
export function waypointConditions(waypoint: { readonly terrain?: unknown } | undefined): string[] {
  const conditions = (waypoint?.terrain as { conditions?: unknown } | null | undefined)?.conditions;
  return Array.isArray(conditions) ? conditions.filter((c): c is string => typeof c === "string") : [];
}

/** A mover's path as the engine reads it: its centre at each waypoint, ruleset units. */
export function pathOf(
  mover: Pick<TokenLike, "width" | "height">,
  waypoints: readonly WaypointLike[],
  frame: Frame,
): PathStep[] {
  return waypoints.map((w) => ({
    ...centreOf(mover, w, frame),
    elevation: finite(w.elevation) * frame.ratio,
    ...(w.action ? { action: w.action } : {}),
    conditions: waypointConditions(w),
    ...overhangOf(w),
  }));
}

/** The overhang a waypoint was reached through (StrideTerrainData#overhang, in the ruleset's unit), when there is one. */
function overhangOf(waypoint: WaypointLike): { overhang?: number } {
  const overhang = finite((waypoint.terrain as { overhang?: unknown } | null | undefined)?.overhang);
  return overhang > 0 ? { overhang } : {};
}
