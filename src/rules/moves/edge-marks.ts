/**
 * Edges one by one: a test taken at an edge (a gap's leap, dangerous terrain, a climbable surface)
 * clears that region only, for the rest of the turn, not every edge the model meets
 * (necromunda-movement.md § Leaping Gaps: the fighter halts at the edge and must pass an Initiative
 * test to jump across; § Dangerous Terrain). The test's request names its region ({@link EDGE_REGION_OPTION});
 * passing it leaves the turn mark {@link edgeMark} of that region. A gap no wider than the base is
 * stepped over (TerrainCapability#stepsOver). Pure; ruleset units.
 * @module
 */
import type { EdgeAir, TerrainCapability } from "../capabilities/terrain";
import type { PathStep, Point, RegionSnapshot, SceneSnapshot } from "../scene";
import type { TestRequest } from "../types";
import { regionsHolding } from "../scene/check";
import { qualified } from "../scene/terrain-ids";
import { areaDistanceAcross } from "../scene/shapes";
import { isAirborneStep } from "./flight";

/**
 * The turn mark of a model whose edge test was passed. Alone, it names no edge (a test posted by
 * hand for no region, or a consequence without one): every edge is cleared for the turn. With a
 * region (`edgeCleared:<region id>`, {@link edgeMark}) only that region's edge is.
 */
export const EDGE_CLEARED = "edgeCleared";

/** The key of TestRequest.options naming the region an edge test was taken for. */
export const EDGE_REGION_OPTION = "edgeRegion";

/** The turn mark clearing one region's edge. */
export function edgeMark(region: string): string {
  return `${EDGE_CLEARED}:${region}`;
}

/**
 * The turn mark a passed edge test leaves: its region's ({@link edgeMark}) when its request names
 * one, else the plain {@link EDGE_CLEARED}. Never throws.
 */
export function edgeMarkOf(request: TestRequest | null | undefined): string {
  const region: unknown = request?.options?.[EDGE_REGION_OPTION];
  return typeof region === "string" && region !== "" ? edgeMark(region) : EDGE_CLEARED;
}

/** The edges a model's marks clear this turn: all of them, or those of these regions. */
export interface ClearedEdges {
  readonly all: boolean;
  readonly regions: ReadonlySet<string>;
}

/** Nothing cleared. */
export const NONE_CLEARED: ClearedEdges = { all: false, regions: new Set() };

/**
 * The edges a model's turn marks clear. Marks that are not strings are ignored; never throws.
 * @example clearedEdges(["edgeCleared:gapA", "rider:x"]) // → { all: false, regions: Set { "gapA" } }
 */
export function clearedEdges(marks: readonly unknown[] | null | undefined): ClearedEdges {
  if (!Array.isArray(marks)) return NONE_CLEARED;
  const prefix = `${EDGE_CLEARED}:`;
  const regions = new Set<string>();
  let all = false;
  for (const mark of marks as readonly unknown[]) {
    if (mark === EDGE_CLEARED) all = true;
    else if (typeof mark === "string" && mark.startsWith(prefix)) regions.add(mark.slice(prefix.length));
  }
  return { all, regions };
}

/** A region's terrain whose edge test (with its fields' qualifiers) is `test`. */
function asks(region: RegionSnapshot, test: string, edgeTest: NonNullable<TerrainCapability["edgeTest"]>) {
  return region.terrain.some((t) => edgeTest(qualified(t)) === test);
}

/**
 * The regions at a point whose terrain asks for `test` at their edge.
 * @param at the point and the mover's elevation there
 */
export function edgeRegionsAt(
  snapshot: SceneSnapshot,
  at: Point & { readonly elevation: number },
  test: string,
  edgeTest: NonNullable<TerrainCapability["edgeTest"]>,
): RegionSnapshot[] {
  return regionsHolding(snapshot, at, at.elevation).filter((r) => asks(r, test, edgeTest));
}

/**
 * The height of the obstacle a region puts in the way of a mover at `elevation` (TerrainCapability#stepsOver's
 * `air`): the highest `height` of its terrain asking for `test`, less `elevation`, ruleset units; 0 when none asks.
 */
export function obstacleHeight(
  region: RegionSnapshot,
  test: string,
  edgeTest: NonNullable<TerrainCapability["edgeTest"]>,
  elevation: number,
): number {
  let top = -Infinity;
  for (const t of region.terrain) if (edgeTest(qualified(t)) === test && t.height > top) top = t.height;
  return top === -Infinity ? 0 : top - elevation;
}

/**
 * Whether a region's edge, met going from `from` to `to`, is gone over without stopping: the
 * region is cleared, or the ruleset says the mover steps over it (TerrainCapability#stepsOver: a
 * Necromunda gap no wider along the heading than the base; a dh2 raised surface no higher than a step;
 * a dh2 hoverer over an obstacle no higher than its altitude).
 * @param base the mover's base diameter, ruleset units (0 when unknown: nothing is stepped over)
 * @param rise how much higher the ground past the edge is than the mover, ruleset units (0 when unknown)
 * @param air the airborne mover's flight position and the obstacle's height (TerrainCapability#stepsOver); absent on foot
 */
export function edgeRegionPassed(
  region: RegionSnapshot,
  test: string,
  from: Point,
  to: Point,
  terrain: Pick<TerrainCapability, "stepsOver">,
  cleared: ClearedEdges,
  base: number,
  rise = 0,
  air?: EdgeAir,
): boolean {
  if (cleared.all || cleared.regions.has(region.id)) return true;
  if (!terrain.stepsOver || !region.area || !(base > 0)) return false;
  const heading = Math.atan2(to.y - from.y, to.x - from.x);
  if (!(Math.hypot(to.x - from.x, to.y - from.y) > 0)) return false;
  const across = areaDistanceAcross(region, from, heading);
  return air ? terrain.stepsOver(test, across, base, rise, air) : terrain.stepsOver(test, across, base, rise);
}

/**
 * Whether the edge a path enters at step `step` (from the step before) is gone over without
 * stopping: every region there that asks for `test` is passed ({@link edgeRegionPassed}). False
 * when no region there asks for it (the step's conditions came without regions): the edge stops
 * the move, unless every edge is cleared.
 * @param position the mover's flight position (moves/flight.ts flightPositionOf), null on the ground;
 *   an airborne step ({@link isAirborneStep}) tells the ruleset the obstacle's height
 */
export function edgePassed(
  snapshot: SceneSnapshot,
  path: readonly PathStep[],
  step: number,
  test: string,
  terrain: Pick<TerrainCapability, "edgeTest" | "stepsOver">,
  cleared: ClearedEdges,
  base: number,
  position: string | null = null,
): boolean {
  if (cleared.all) return true;
  const to = path[step];
  const from = path[step - 1];
  if (!to || !from || !terrain.edgeTest) return false;
  const edgeTest = terrain.edgeTest;
  // The step's conditions are its segment's: a region narrower than the step, which ends on its far
  // side, is found at the segment's middle.
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2, elevation: to.elevation };
  const at = edgeRegionsAt(snapshot, to, test, edgeTest);
  const regions = at.length ? at : edgeRegionsAt(snapshot, middle, test, edgeTest);
  // The path's elevations follow the ground (moves/ground.ts), so the step's rise is the ground's.
  const rise = to.elevation - from.elevation;
  const airborne = isAirborneStep(to, position);
  return (
    regions.length > 0 &&
    regions.every((r) =>
      edgeRegionPassed(
        r,
        test,
        from,
        to,
        terrain,
        cleared,
        base,
        rise,
        airborne ? { position, height: obstacleHeight(r, test, edgeTest, from.elevation) } : undefined,
      ),
    )
  );
}
