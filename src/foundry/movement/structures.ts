/**
 * Ductways and lifts on a scene (necromunda-movement.md § Ductways, § Lift): which a token can
 * use, where Crawl Through puts it, and what a lift carries. Reads only plain document data, so
 * it is tested with small fakes.
 * @module
 */
import { necromunda, placeNear, rectGap, sweptBaseTouchesRect, type Rect } from "../../rules";
import { DUCTWAY_BEHAVIOR_TYPE, LIFT_BEHAVIOR_TYPE, TERRAIN_BEHAVIOR_TYPE } from "../constants";
import {
  basesAlong,
  centreOn,
  enemyBases,
  otherBases,
  pixelScale,
  tokenBase,
  topLeftAt,
  type EngagementGrid,
  type EngagementToken,
} from "./engagement";

/** A region shape as stored (pixels): rectangle, ellipse or polygon. */
export interface ShapeData {
  readonly type: string;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly radiusX?: number;
  readonly radiusY?: number;
  readonly points?: readonly number[];
  readonly hole?: boolean;
}

/** The parts of a region behavior read here. */
export interface BehaviorLike {
  readonly uuid?: string;
  readonly type: string;
  readonly disabled?: boolean;
  readonly system: unknown;
  readonly flags?: Record<string, unknown>;
}

/** The parts of a region read here. */
export interface RegionLike {
  readonly id?: string | null;
  readonly uuid: string;
  /** Grid units; a null bottom reaches down without end. */
  readonly elevation?: { readonly bottom: number | null };
  readonly name?: string;
  readonly shapes: readonly ShapeData[];
  readonly behaviors: Iterable<BehaviorLike>;
}

/** The parts of a scene read here. */
export interface StructureScene {
  readonly grid: EngagementGrid;
  /** The scene's area inside its padding, pixels (Scene#dimensions). */
  readonly dimensions?: {
    readonly sceneX: number;
    readonly sceneY: number;
    readonly sceneWidth: number;
    readonly sceneHeight: number;
  };
  readonly regions: Iterable<RegionLike>;
  readonly tokens: Iterable<EngagementToken>;
}

/**
 * The bounding box of a region's shapes (holes ignored), pixels; null without a shape. Rotation
 * is ignored: structures are drawn as upright rectangles in practice.
 */
export function shapeBounds(shapes: readonly ShapeData[]): Rect | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (x: number, y: number) => {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  };
  for (const shape of shapes) {
    if (shape.hole) continue;
    const x = shape.x ?? 0;
    const y = shape.y ?? 0;
    if (shape.type === "rectangle") {
      add(x, y);
      add(x + (shape.width ?? 0), y + (shape.height ?? 0));
    } else if (shape.type === "ellipse") {
      add(x - (shape.radiusX ?? 0), y - (shape.radiusY ?? 0));
      add(x + (shape.radiusX ?? 0), y + (shape.radiusY ?? 0));
    } else if (shape.type === "polygon" && shape.points) {
      for (let i = 0; i + 1 < shape.points.length; i += 2) add(shape.points[i]!, shape.points[i + 1]!);
    }
  }
  return Number.isFinite(left) ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}

/** A rectangle in pixels scaled to the ruleset's unit. */
function scaled(rect: Rect, scale: number): Rect {
  return { x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale };
}

/** The first enabled behavior of a type on a region. */
function behaviorOf(region: RegionLike, type: string): BehaviorLike | undefined {
  for (const behavior of region.behaviors) if (behavior.type === type && !behavior.disabled) return behavior;
  return undefined;
}

/**
 * Whether a UUID names this region: exactly, or by the region's id on this scene, so a ductway
 * still finds its other end after its scene was imported from a compendium under a new id.
 */
function names(region: RegionLike, uuid: string): boolean {
  return region.uuid === uuid || (!!region.id && uuid.endsWith(`.Region.${region.id}`));
}

/** A ductway end a token can crawl into, and the end it comes out of. */
export interface DuctwayRoute {
  readonly entry: RegionLike;
  readonly exit: RegionLike;
}

/**
 * The ductway a token can Crawl Through: the nearest end whose edge is within 1" of its base
 * and whose behavior names another region of the scene as its exit (§ Ductways). Null when none.
 */
export function ductwayNear(token: EngagementToken, scene: StructureScene, rulesetUnit: string): DuctwayRoute | null {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const base = tokenBase(token, scene.grid, scale);
  const regions = [...scene.regions];
  let best: { route: DuctwayRoute; gap: number } | null = null;
  for (const entry of regions) {
    const exitUuid = (behaviorOf(entry, DUCTWAY_BEHAVIOR_TYPE)?.system as { exit?: unknown } | undefined)?.exit;
    const exit = typeof exitUuid === "string" ? regions.find((r) => r !== entry && names(r, exitUuid)) : undefined;
    const bounds = shapeBounds(entry.shapes);
    if (!exit || !bounds) continue;
    const gap = rectGap(base, scaled(bounds, scale));
    if (gap <= necromunda.DUCTWAY_REACH + 1e-9 && (!best || gap < best.gap)) best = { route: { entry, exit }, gap };
  }
  return best?.route ?? null;
}

/**
 * Where a fighter comes out when it Crawls Through to `exit` (§ Ductways): within 1" of that end,
 * nearest its middle, not overlapping any base and outside 1" of every enemy that holds the zone.
 * @returns the token's new top-left corner, pixels, or null when there is no room
 */
export function crawlThroughDestination(
  token: EngagementToken,
  exit: RegionLike,
  scene: StructureScene,
  rulesetUnit: string,
  zone: number,
): { x: number; y: number } | null {
  const bounds = shapeBounds(exit.shapes);
  if (!bounds) return null;
  const scale = pixelScale(scene.grid, rulesetUnit);
  const spot = placeNear(scaled(bounds, scale), {
    radius: tokenBase(token, scene.grid, scale).radius,
    reach: necromunda.DUCTWAY_REACH,
    bases: otherBases(token, scene.tokens, scene.grid, scale),
    enemies: enemyBases(token, scene.tokens, scene.grid, scale).bases,
    zone,
    within: scene.dimensions
      ? scaled(
          {
            x: scene.dimensions.sceneX,
            y: scene.dimensions.sceneY,
            width: scene.dimensions.sceneWidth,
            height: scene.dimensions.sceneHeight,
          },
          scale,
        )
      : undefined,
  });
  return spot && topLeftAt(spot, token, scene.grid, scale);
}

/** A lift and its behavior. */
export interface LiftAt {
  readonly region: RegionLike;
  readonly behavior: BehaviorLike;
}

/** The lift a token stands on (its centre on the lift region's footprint), or null. */
export function liftUnder(token: EngagementToken, scene: StructureScene): LiftAt | null {
  for (const region of scene.regions) {
    const behavior = behaviorOf(region, LIFT_BEHAVIOR_TYPE);
    const bounds = behavior && shapeBounds(region.shapes);
    if (behavior && bounds && centreOn(token, bounds, scene.grid)) return { region, behavior };
  }
  return null;
}

/** Who a lift's trip concerns: those standing on it, and those in the way of it. */
export interface LiftTrip<T> {
  /** Standing on the lift (within ½ a grid space of its level): they move with it. */
  readonly riders: T[];
  /** Over the lift's footprint between its level and where it goes: they must get clear. */
  readonly inTheWay: T[];
}

/**
 * The tokens a lift's trip from `level` to `to` concerns (§ Lift): riders move with it; those in
 * its path test to get clear. Elevations in the scene's grid units.
 */
export function liftTrip<T extends EngagementToken & { readonly elevation?: number }>(
  lift: RegionLike,
  tokens: Iterable<T>,
  grid: EngagementGrid,
  level: number,
  to: number,
): LiftTrip<T> {
  const bounds = shapeBounds(lift.shapes);
  const riders: T[] = [];
  const inTheWay: T[] = [];
  if (!bounds) return { riders, inTheWay };
  const [low, high] = [Math.min(level, to), Math.max(level, to)];
  for (const t of tokens) {
    if (!centreOn(t, bounds, grid)) continue;
    const elevation = t.elevation ?? 0;
    if (Math.abs(elevation - level) <= grid.distance / 2) riders.push(t);
    else if (elevation >= low && elevation <= high) inTheWay.push(t);
  }
  return { riders, inTheWay };
}

/** An obstacle region a vehicle ran through, and the fighters standing on top of it. */
export interface CrossedObstacle<T> {
  readonly region: RegionLike;
  readonly behavior: BehaviorLike;
  /** Its height, in the ruleset's unit. */
  readonly height: number;
  /** Fighters standing on it (centre on its footprint, raised half a grid space or more). */
  readonly onTop: T[];
}

/**
 * The obstacles a vehicle's path ran through (necromunda-movement.md § Colliding with Terrain:
 * an obstacle is destroyed and whatever stood on it falls): enabled obstacle regions that its
 * base touched on the way.
 * @param path the vehicle's top-left corners along the move, pixels, from where it started
 */
export function obstaclesCrossed<T extends EngagementToken & { readonly elevation?: number }>(
  mover: EngagementToken,
  path: readonly { readonly x: number; readonly y: number }[],
  scene: StructureScene & { readonly tokens: Iterable<T> },
  rulesetUnit: string,
): CrossedObstacle<T>[] {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const { centres, radius } = basesAlong(mover, path, scene.grid, scale);
  const out: CrossedObstacle<T>[] = [];
  for (const region of scene.regions) {
    const behavior = behaviorOf(region, TERRAIN_BEHAVIOR_TYPE);
    const system = behavior?.system as { condition?: unknown; height?: unknown } | undefined;
    const bounds = shapeBounds(region.shapes);
    if (!behavior || system?.condition !== "obstacle" || !bounds) continue;
    const area = scaled(bounds, scale);
    const hit = centres.some((c, i) => sweptBaseTouchesRect(centres[i - 1] ?? c, c, radius, area));
    if (!hit) continue;
    const raised = (t: T) => (t.elevation ?? 0) >= scene.grid.distance / 2;
    const onTop = [...scene.tokens].filter((t) => t.id !== mover.id && raised(t) && centreOn(t, bounds, scene.grid));
    out.push({ region, behavior, height: Number(system.height) || 0, onTop });
  }
  return out;
}

/**
 * The gap a fighter stands at the edge of (§ Leaping Gaps, § Falling Hazards): a gap region whose
 * footprint its base is within ½" of, at or above the region's bottom (not on the floor below),
 * with the drop into it (ruleset units) and whether its edge has a railing. Null when none.
 */
export function gapNear(
  token: EngagementToken & { readonly elevation?: number },
  scene: StructureScene,
  rulesetUnit: string,
): { region: RegionLike; drop: number; railing: boolean } | null {
  const scale = pixelScale(scene.grid, rulesetUnit);
  const base = tokenBase(token, scene.grid, scale);
  for (const region of scene.regions) {
    const system = behaviorOf(region, TERRAIN_BEHAVIOR_TYPE)?.system as
      { condition?: unknown; height?: unknown; railing?: unknown } | undefined;
    const bounds = shapeBounds(region.shapes);
    if (system?.condition !== "gap" || !bounds) continue;
    if ((token.elevation ?? 0) < (region.elevation?.bottom ?? -Infinity)) continue;
    if (rectGap(base, scaled(bounds, scale)) <= necromunda.EDGE_DISTANCE + 1e-9) {
      return { region, drop: Number(system.height) || 0, railing: system.railing === true };
    }
  }
  return null;
}
