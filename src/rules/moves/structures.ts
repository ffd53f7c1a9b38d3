/**
 * Structures a model uses (necromunda-movement.md § Ductways, § Lift, § Leaping Gaps, § Falling
 * Hazards): which ductway it can Crawl Through and where it comes out, what a lift's trip carries
 * and who is in its way, and the edge it stands at. Pure; ruleset units; answers as effects.
 * @module
 */
import { EDGE_REGION_OPTION } from "./edge-marks";
import type { Effect } from "../effects";
import { placeNear } from "../geometry/placement";
import { groundElevation } from "./ground";
import { standingAccepts } from "./standing";
import { areaGap, clearOfAreas } from "../scene/shapes";
import { encodeShove, SHOVE_FAIL_OPTION, SHOVE_PASS_OPTION } from "../scene/shove";
import type { LiftDirection } from "../capabilities/structures";
import type { MovementTestCall } from "../types";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, RegionSnapshot, SceneSnapshot } from "../scene";
import * as check from "../geometry/validate";
import { COST_EPSILON } from "../geometry/bands";
import { areEnemies } from "../scene/query";
import { checkSceneSnapshot, findModel, inRegion } from "../scene/check";
import { checkRuleset } from "./ruleset-check";

/** The checks every look-up below makes: a snapshot, a model id and, when it reads one, a ruleset. */
function checkArgs(snapshot: SceneSnapshot, modelId: string, ...ruleset: [Ruleset] | []): void {
  checkSceneSnapshot(snapshot);
  check.string(modelId, "modelId");
  if (ruleset.length) checkRuleset(ruleset[0]);
}

/**
 * Requires a round key or null.
 * @throws {TypeError} otherwise
 */
function checkRound(round: unknown): void {
  if (round !== null && typeof round !== "string") throw new TypeError("round must be a string or null");
}

/** A ductway end a model can crawl into, and the end it comes out of (region ids). */
export interface DuctwayRoute {
  readonly entry: string;
  readonly exit: string;
}

/**
 * The ductway a model can Crawl Through (§ Ductways): the nearest end whose area its base's edge
 * is within the ruleset's `ductwayReach` of, and whose exit is another region of the scene.
 * Null without one, or without structures. Linear in the number of regions.
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed (the first wrong
 *   member named) or the model id is not a string
 */
export function ductwayRoute(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): DuctwayRoute | null {
  checkArgs(snapshot, modelId, ruleset);
  return routeOf(snapshot, modelId, ruleset);
}

/** {@link ductwayRoute} for input already checked. */
function routeOf(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): DuctwayRoute | null {
  const model = findModel(snapshot, modelId);
  const reach = ruleset.structures?.ductwayReach;
  if (!model || reach === undefined) return null;
  // The first region of each id, as a look-up by id finds it.
  const byId = new Map<string, RegionSnapshot>();
  for (const region of snapshot.regions) if (!byId.has(region.id)) byId.set(region.id, region);
  let best: { route: DuctwayRoute; gap: number } | null = null;
  for (const entry of snapshot.regions) {
    const exit = entry.ductwayExit !== null ? byId.get(entry.ductwayExit) : undefined;
    if (!exit || exit === entry || !entry.area || !exit.area) continue;
    const gap = areaGap(model.base, entry);
    if (gap <= reach + 1e-9 && (!best || gap < best.gap)) best = { route: { entry: entry.id, exit: exit.id }, gap };
  }
  return best?.route ?? null;
}

/**
 * Crawl Through (§ Ductways): the model comes out within `ductwayReach` of the other end, nearest
 * its middle, overlapping no base, outside the engagement zone of every enemy that holds one, on the
 * table. A forced move.
 * Crawl Through is a Double action (§ Ductways: crawling through costs a Double action): it takes the whole
 * activation, so a model that already moved this activation may not (`busy`), and the caller ends
 * its movement for the activation once it has crawled.
 * @param turnCost the movement the model's activation has cost so far (≥ 0, ruleset units); 0
 *   outside a started combat
 * @returns `none` (no ductway within reach), `busy` (it moved this activation), `noRoom` (the far
 *   end is blocked) or `moved` with its move
 * @throws {TypeError|RangeError} as {@link ductwayRoute}, or as placement.ts placeNear (an exit or
 *   table beyond ±1e12 units), or when `turnCost` is negative or not finite
 */
export function crawlThroughEffects(
  snapshot: SceneSnapshot,
  modelId: string,
  ruleset: Ruleset,
  turnCost = 0,
): { result: "moved" | "none" | "noRoom" | "busy"; effects: Effect[] } {
  checkArgs(snapshot, modelId, ruleset);
  check.nonNegative(turnCost, "turnCost");
  const model = findModel(snapshot, modelId);
  const route = routeOf(snapshot, modelId, ruleset);
  const exit = route && snapshot.regions.find((r) => r.id === route.exit);
  if (!model || !exit?.area || !ruleset.structures) return { result: "none", effects: [] };
  // A Double action: the activation's two actions, none of them used on movement yet.
  if (turnCost > COST_EPSILON) return { result: "busy", effects: [] };
  const others = snapshot.models.filter((m) => m.id !== model.id);
  const engagement = ruleset.engagement;
  const enemies = engagement
    ? others.filter((m) => areEnemies(model.disposition, m.disposition) && engagement.holds(m))
    : [];
  // The exit's level: its region's bottom, else the ground at its middle.
  const middle = { x: exit.area.x + exit.area.width / 2, y: exit.area.y + exit.area.height / 2 };
  const level = exit.bottom ?? groundElevation(snapshot, middle);
  const spot = placeNear(exit.area, {
    radius: model.base.radius,
    reach: ruleset.structures.ductwayReach,
    bases: others.map((m) => m.base),
    enemies: enemies.map((m) => m.base),
    zone: engagement?.zone ?? 0,
    ...(snapshot.bounds ? { within: snapshot.bounds } : {}),
    gap: (base) => areaGap(base, exit),
    accepts: exitAccepts(snapshot, exit, level, ruleset),
  });
  if (!spot) return { result: "noRoom", effects: [] };
  const elevation = Math.abs(level - model.elevation) > 1e-9 ? { elevation: level } : {};
  return { result: "moved", effects: [{ type: "move", model: model.id, to: spot, ...elevation }] };
}

/**
 * Whether a base may come out of a ductway's exit there (§ Ductways: where its base touches no
 * other fighter and no obstacle; Stride ruling, docs/rulings.md: nor impassable terrain, a wall, or
 * ground of another level): moves/standing.ts {@link standingAccepts} at the exit's level, from the
 * exit's middle, the exit's own region left out.
 */
function exitAccepts(
  snapshot: SceneSnapshot,
  exit: RegionSnapshot,
  level: number,
  ruleset: Ruleset,
): (base: { x: number; y: number; radius: number }) => boolean {
  const area = exit.area!;
  const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  return standingAccepts(snapshot, level, ruleset, { from: middle, exclude: exit.id, ground: "always" });
}

/**
 * The lift region a model stands on (its centre on the lift's area), or null.
 * @throws {TypeError|RangeError} when the snapshot is malformed (the first wrong member named) or
 *   the model id is not a string
 */
export function liftUnder(snapshot: SceneSnapshot, modelId: string): RegionSnapshot | null {
  checkArgs(snapshot, modelId);
  return liftAt(snapshot, modelId);
}

/** {@link liftUnder} for input already checked. */
function liftAt(snapshot: SceneSnapshot, modelId: string): RegionSnapshot | null {
  const model = findModel(snapshot, modelId);
  if (!model) return null;
  return snapshot.regions.find((r) => r.lift !== null && inRegion(model.base, r)) ?? null;
}

/**
 * The lift a model stands on and whether it may still move (§ Lift: once per round).
 * @param round the current round's key, or null outside a started combat
 * @throws {TypeError|RangeError} as {@link liftUnder}, or when the round is neither a string nor
 *   null or the ruleset is malformed
 */
export function liftState(
  snapshot: SceneSnapshot,
  modelId: string,
  round: string | null,
  ruleset: Ruleset,
): { region: string; available: boolean } | null {
  checkArgs(snapshot, modelId, ruleset);
  checkRound(round);
  const lift = liftAt(snapshot, modelId);
  const structures = ruleset.structures;
  if (!lift?.lift || !structures) return null;
  return { region: lift.id, available: structures.liftAvailable(lift.lift.usedRound, round) };
}

/**
 * Operates the lift a model stands on (§ Lift): it goes up or down by its travel (the ruleset's
 * `liftTravel` when the behavior sets none) from the operator's level; every model standing on it
 * (within half a grid space of that level) moves with it; each model over its area between the two
 * levels takes the ruleset's `liftObstruct` test, its request holding the shortest move clear of the
 * lift (carried out when it passes, and after the hit when it fails; no room when that move is
 * longer than the ruleset's `liftEscape`); the round is recorded.
 * @param round the current round's key, or null outside a started combat (then nothing is recorded)
 * @returns `none` (not on a lift), `used` (it already moved this round) or `moved` with its effects
 * @throws {TypeError|RangeError} as {@link liftState}, or when the direction is not `up` or `down`
 *   (a RangeError), or the ruleset's lift goes to an elevation that is not finite
 */
export function operateLiftEffects(
  snapshot: SceneSnapshot,
  operatorId: string,
  direction: LiftDirection,
  round: string | null,
  ruleset: Ruleset,
): { result: "moved" | "used" | "none"; effects: Effect[] } {
  checkArgs(snapshot, operatorId, ruleset);
  if (direction !== "up" && direction !== "down") {
    throw new RangeError(`A lift goes up or down, got ${typeof direction === "string" ? direction : typeof direction}`);
  }
  checkRound(round);
  const operator = findModel(snapshot, operatorId);
  const lift = liftAt(snapshot, operatorId);
  const structures = ruleset.structures;
  if (!operator || !lift?.lift || !lift.area || !structures) return { result: "none", effects: [] };
  if (!structures.liftAvailable(lift.lift.usedRound, round)) return { result: "used", effects: [] };
  const level = operator.elevation;
  const travel = lift.lift.travel > 0 ? lift.lift.travel : structures.liftTravel;
  const to = check.finite(structures.liftElevation(level, direction, travel), "the lift's elevation");
  const [low, high] = [Math.min(level, to), Math.max(level, to)];
  const effects: Effect[] = [];
  for (const model of snapshot.models) {
    if (!inRegion(model.base, lift)) continue;
    if (Math.abs(model.elevation - level) <= snapshot.gridStep / 2 + 1e-9) {
      effects.push({ type: "move", model: model.id, to: model.base, elevation: model.elevation + (to - level) });
    } else if (model.elevation >= low && model.elevation <= high) {
      const call = obstructTest(model, lift, structures.liftEscape, ruleset);
      if (call) effects.push({ type: "test", model: model.id, call });
    }
  }
  if (round !== null) effects.push({ type: "liftUsed", region: lift.id, round });
  return { result: "moved", effects };
}

/**
 * The test of a model in a moving lift's way (§ Lift), its request holding the shortest move that
 * gets its base clear of the lift's area (scene/shapes.ts clearOfAreas): carried out when it passes
 * (it gets clear) and when it fails (moved out after the hit). A move longer than `escape` cannot
 * be made: the request says there is no room (`escape: none`), failed whatever the roll.
 */
function obstructTest(
  model: ModelSnapshot,
  lift: RegionSnapshot,
  escape: number | undefined,
  ruleset: Ruleset,
): MovementTestCall | undefined {
  const out = clearOfAreas(model.base, model.base.radius, [lift]);
  const [dx, dy] = [out.x - model.base.x, out.y - model.base.y];
  const moved = Math.hypot(dx, dy) > 1e-9;
  const shove = moved ? encodeShove({ model: model.id, dx, dy }) : null;
  const room = escape === undefined || Math.hypot(dx, dy) <= escape + 1e-9;
  const options: Record<string, string> = {
    ...(room ? {} : { escape: "none" }),
    ...(shove && room ? { [SHOVE_PASS_OPTION]: shove } : {}),
    ...(shove ? { [SHOVE_FAIL_OPTION]: shove } : {}),
  };
  return ruleset.tests.buildTest(
    Object.keys(options).length ? { kind: "liftObstruct", options } : { kind: "liftObstruct" },
  );
}

/**
 * What an edge test at this terrain is about, ruleset units (TerrainCapability.edgeTestDistance):
 * the drop (`height`) unless the ruleset says otherwise; anything but a finite number ≥ 0 counts 0.
 */
function edgeTestDistanceOf(ruleset: Ruleset, terrain: { readonly height: number; readonly width?: number }): number {
  const value = ruleset.terrain?.edgeTestDistance ? ruleset.terrain.edgeTestDistance(terrain) : terrain.height;
  return typeof value === "number" && value >= 0 && value < Infinity ? value : 0;
}

/** An edge a model stands at: its region, the test to go on into it, the drop and a railing. */
export interface EdgeAt {
  readonly region: string;
  /** The ruleset's edge test (necromunda: `leap` at a gap). */
  readonly test: string;
  /** The drop into it, ruleset units (0 for terrain without one). */
  readonly drop: number;
  /** What the edge test is about (TerrainCapability.edgeTestDistance: the drop, or a gap's width), ruleset units. */
  readonly distance: number;
  readonly railing: boolean;
}

/**
 * The edge of terrain with an edge test that a model stands at (§ Leaping Gaps, § Falling
 * Hazards): a region whose base-to-area gap is within the ruleset's `edgeDistance`, the model at or
 * above the region's bottom (not on the floor below). Null when none.
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed (the first wrong
 *   member named) or the model id is not a string
 */
export function edgeNear(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): EdgeAt | null {
  checkArgs(snapshot, modelId, ruleset);
  return edgeAt(snapshot, modelId, ruleset);
}

/** {@link edgeNear} for input already checked. */
function edgeAt(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): EdgeAt | null {
  const model = findModel(snapshot, modelId);
  const edgeTest = ruleset.terrain?.edgeTest;
  // Within the ruleset's edge distance; one grid space for rulesets without structures (shadowrun).
  const distance = ruleset.structures?.edgeDistance ?? snapshot.gridStep;
  if (!model || !edgeTest) return null;
  for (const region of snapshot.regions) {
    if (!region.area || model.elevation < (region.bottom ?? -Infinity)) continue;
    for (const terrain of region.terrain) {
      const test = edgeTest([terrain.condition]);
      if (test && areaGap(model.base, region) <= distance + 1e-9) {
        const about = edgeTestDistanceOf(ruleset, terrain);
        return { region: region.id, test, drop: terrain.height, distance: about, railing: terrain.railing };
      }
    }
  }
  return null;
}

/**
 * The test a model at an edge may take to go on (the token HUD's leap), or undefined.
 * @throws {TypeError|RangeError} as {@link edgeNear}, or as the ruleset's `buildTest`
 */
export function edgeTestAt(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): MovementTestCall | undefined {
  const edge = edgeNear(snapshot, modelId, ruleset);
  if (!edge) return undefined;
  // The request names the region, so passing clears that edge only (edge-marks.ts).
  const options = { [EDGE_REGION_OPTION]: edge.region };
  return ruleset.tests.buildTest(
    edge.distance > 0 ? { kind: edge.test, distance: edge.distance, options } : { kind: edge.test, options },
  );
}

/**
 * A model that goes Prone (Pinned) at an edge with a drop tests not to fall (§ Falling Hazards;
 * § Railings: the railing's modifier): the ruleset's `edgeFall` test with the drop.
 * @throws {TypeError|RangeError} as {@link edgeTestAt}
 */
export function edgeFallEffects(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): Effect[] {
  const edge = edgeNear(snapshot, modelId, ruleset);
  if (!edge || !(edge.drop > 0)) return [];
  const call = ruleset.tests.buildTest({ kind: "edgeFall", distance: edge.drop, railing: edge.railing });
  return call ? [{ type: "test", model: modelId, call }] : [];
}
