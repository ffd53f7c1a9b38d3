/**
 * What a finished move sets off, decided once for the whole movement: the ruleset's own tests of
 * the move (terrain, drops), the test at an edge the move stopped at, and a vehicle's collisions
 * and riders. Pure; ruleset units; the adapter's executor carries the effects out.
 * @module
 */
import type { Effect } from "../effects";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, PathStep, SceneSnapshot } from "../scene";
import {
  GRAVITIES,
  type Gravity,
  type MoveSummary,
  type MovementBand,
  type MovementTestCall,
  type TestRequest,
} from "../types";
import * as check from "../geometry/validate";
import { checkPath, checkSceneSnapshot, conditionsHolding, findModel, regionsHolding } from "../scene/check";
import { checkRuleset } from "./ruleset-check";
import { COST_EPSILON } from "../geometry/bands";
import { vehicleMove } from "./vehicles";
import type { EdgeApproach } from "../capabilities/terrain";
import { groundElevation, straightRunUp } from "./ground";
import { areaDistanceAcross, areaFarSide, areaWidthAt } from "../scene/shapes";
import { qualified, SHEER, WATER_QUALIFIERS } from "../scene/terrain-ids";
import { elevationBack, pathTail } from "./backtrack";
import { BACK_ELEVATION_OPTION, BACK_PATH_OPTION, encodePath } from "../scene/path";
import { bandReached } from "./band-reached";
import { clearedEdges, edgeMarkOf, edgeRegionsAt, EDGE_REGION_OPTION, type ClearedEdges } from "./edge-marks";
import {
  airborneConditions,
  flightPath,
  flightPositionOf,
  groundDrops,
  groundHeightChange,
  isAirborneStep,
} from "./flight";
import { isWholeNumber } from "../scene/numbers";

/** A finished movement, whole (every piece Foundry split it into), as the engine reads it. */
export interface FinishedMove {
  /** The mover's token id. */
  readonly mover: string;
  /** The mover's centre along the whole movement, from where it set off, ruleset units. */
  readonly path: readonly PathStep[];
  /** What the ruleset's tests read of the move, or null when the mover has no movement profile. */
  readonly summary: MoveSummary | null;
  /** The mover's combat is started (tests of moves outside one follow only hasty actions). */
  readonly inCombat: boolean;
  /** Undone or made for the mover (pushed, carried, placed): nothing follows a forced move. */
  readonly forced?: boolean;
  /** Foundry's own constraint (walls, impassable terrain) cut the move where it ends. */
  readonly blocked?: boolean;
  /**
   * Whether the drag was stopped short of where the user dragged (Foundry's movement data says
   * so); unknown when absent, and then the geometry alone decides the edge test.
   */
  readonly stoppedShort?: boolean;
  /** The mover's marks this turn ({@link TurnMarkEffect}; edge-marks.ts for the edges cleared). */
  readonly marks?: readonly string[];
  /** Directions for loot falling off a vehicle, radians, rolled by the adapter (vehicles.ts VehicleMoveOptions). */
  readonly fallAngles?: readonly number[];
  /** The scene's gravity, for the edge test's options (dh2 leaps, § The Effects of Gravity); normal when absent. */
  readonly gravity?: Gravity;
  /** The mover's running start (PaceRecord.runningStart), for the edge test's options (opend6 § Jumping); 0 when absent. */
  readonly runningStart?: number;
}

/**
 * The call with the end of the move's path in its request (BACK_PATH_OPTION), as long as the
 * test's distance, when a miss can send the model back (TestsCapability#walksBack): outside a
 * combat no movement history keeps the path (d6-movement.txt § Running: a miss covers only the Move).
 */
function withBackPath(call: MovementTestCall, move: FinishedMove, ruleset: Ruleset): MovementTestCall {
  if (!ruleset.tests.walksBack?.(call)) return call;
  // How far back: the ruleset's own distance along the path when it has one (dh2: to where a climb
  // began, TestsCapability#backDistance), else the test's distance.
  const own = ruleset.tests.backDistance?.(call, move.path);
  const distance = typeof own === "number" ? own : call.distance;
  if (!(typeof distance === "number" && distance > 0 && distance < Infinity)) return call;
  const request = call.request ?? { kind: call.kind };
  const path = encodePath(pathTail(move.path, distance));
  // Where the stored path begins in height, so walking all of it back also goes back down (or up).
  const elevation = String(Math.round(Math.max(0, elevationBack(move.path, distance)) * 100) / 100);
  const options = { ...request.options, [BACK_PATH_OPTION]: path, [BACK_ELEVATION_OPTION]: elevation };
  return { ...call, request: { ...request, options } };
}

/** An optional boolean member. */
function optionalBoolean(value: unknown, what: string): void {
  if (value !== undefined && typeof value !== "boolean") throw new TypeError(`${what} must be a boolean when present`);
}

/**
 * Requires a {@link FinishedMove}: a string mover, a path as checkPath requires, a summary (an
 * object whose actions are iterable) or null, a boolean `inCombat`, booleans or nothing for
 * `forced`, `blocked` and `stoppedShort`, a list of string marks or nothing.
 * @throws {TypeError|RangeError} naming the first member that is wrong
 */
function checkFinishedMove(value: unknown): FinishedMove {
  const move = check.record(value, "move");
  check.string(move["mover"], "move.mover");
  checkPath(move["path"], "move.path");
  if (move["summary"] !== null) {
    const summary = check.record(move["summary"], "move.summary");
    const actions = summary["actions"] as { [Symbol.iterator]?: unknown } | null | undefined;
    if (typeof actions?.[Symbol.iterator] !== "function") throw new TypeError("move.summary.actions must be iterable");
  }
  if (typeof move["inCombat"] !== "boolean") throw new TypeError("move.inCombat must be a boolean");
  for (const key of ["forced", "blocked", "stoppedShort"]) optionalBoolean(move[key], `move.${key}`);
  if (move["gravity"] !== undefined && !(GRAVITIES as readonly unknown[]).includes(move["gravity"])) {
    throw new RangeError(`move.gravity must be one of ${GRAVITIES.join(", ")} when present`);
  }
  const start = move["runningStart"];
  if (start !== undefined && !(isWholeNumber(start) && start >= 0)) {
    throw new RangeError("move.runningStart must be a whole number ≥ 0 when present");
  }
  if (move["marks"] !== undefined) {
    check.array(move["marks"] as unknown[], "move.marks").forEach((m, i) => check.string(m, `move.marks[${i}]`));
  }
  return value as FinishedMove;
}

/**
 * The band a turn is in: the one its cost reached (band-reached.ts), or a later band action chosen
 * in the move (ruleset.actions lists the band actions in ascending order), or null.
 */
function turnBand(summary: MoveSummary, ruleset: Ruleset, path: readonly PathStep[]): string | null {
  const reached = bandReached(summary, ruleset.bands, path, ruleset.terrain);
  const order = ruleset.actions.map((a) => a.id);
  let band = reached;
  for (const action of summary.actions) {
    if (order.indexOf(action) > (band === null ? -1 : order.indexOf(band))) band = action;
  }
  return band;
}

/**
 * The test a move stopped at an edge calls for (necromunda-movement.md § Leaping Gaps: stop at the
 * edge and pass the test to go on): when the terrain one grid space beyond the path's end, along
 * its last direction of travel, has an edge test (`ruleset.terrain.edgeTest`, asked with the
 * behavior's condition and its fields' qualifiers) and the end's does not, the mover takes that
 * test, with the terrain's drop as its distance (or the ruleset's `edgeTestDistance`), and the
 * ruleset's `edgeTestOptions` from how the path came (EdgeApproach: the width across along the
 * heading, the straight run-up, the heading, the elevation), after those the mover's profile gives
 * (TestsCapability#profileOptions: opend6's Move); the request names the region
 * (edge-marks.ts EDGE_REGION_OPTION), so passing clears that edge only. Not at a region cleared
 * this turn (edge-marks.ts clearedEdges), nor one the mover steps over (TerrainCapability#stepsOver:
 * a Necromunda gap no wider than the base), nor when Foundry says the drag was not stopped short.
 * @throws {TypeError|RangeError} when the snapshot, the move or the ruleset is malformed (the first
 *   wrong member named), or as the ruleset's `buildTest`
 */
export function edgeStopEffects(snapshot: SceneSnapshot, move: FinishedMove, ruleset: Ruleset): Effect[] {
  checkSceneSnapshot(snapshot);
  checkFinishedMove(move);
  checkRuleset(ruleset);
  return edgeStop(snapshot, move, ruleset);
}

/** {@link edgeStopEffects} for input already checked. */
function edgeStop(snapshot: SceneSnapshot, move: FinishedMove, ruleset: Ruleset): Effect[] {
  const edgeTest = ruleset.terrain?.edgeTest;
  const end = move.path.at(-1);
  const last = move.path.at(-2);
  const cleared = clearedEdges(move.marks);
  if (!edgeTest || !end || !last || move.stoppedShort === false || cleared.all) return [];
  const dx = end.x - last.x;
  const dy = end.y - last.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return [];
  const beyond = { x: end.x + (dx / length) * snapshot.gridStep, y: end.y + (dy / length) * snapshot.gridStep };
  const here = end.conditions ?? conditionsHolding(snapshot, end, end.elevation);
  // Only terrain asking for another test than the end's own is an edge to stop at.
  const own = edgeTest(here);
  const heading = Math.atan2(dy, dx);
  // A mover flying at the end meets only the terrain that reaches the air (moves/flight.ts).
  const mover = findModel(snapshot, move.mover);
  const position = flightPositionOf(mover);
  const airborne = isAirborneStep(end, position);
  const base = mover ? 2 * mover.base.radius : 0;
  // The band the turn is in on arriving here, in a started combat (the turn is measured there only):
  // the one its cost reached, or a later band action the player chose (a Run however short).
  const band = move.inCombat && move.summary ? turnBand(move.summary, ruleset, move.path) : null;
  for (const region of regionsHolding(snapshot, beyond, end.elevation)) {
    if (cleared.regions.has(region.id)) continue;
    for (const terrain of region.terrain) {
      // The qualifiers of the behavior's fields (a sheer surface, hazardous water) name the test too.
      const test = edgeTest(
        airborne ? airborneConditions(ruleset.terrain, qualified(terrain), position) : qualified(terrain),
      );
      if (!test || test === own) continue;
      const approach: EdgeApproach = {
        across: areaDistanceAcross(region, end, heading),
        farSide: areaFarSide(region, end, heading),
        // Half a grid space of straying still counts as a straight line on a grid.
        runUp: straightRunUp(move.path, snapshot.gridStep / 2),
        heading,
        elevation: end.elevation,
        ...(move.gravity && move.gravity !== "normal" ? { gravity: move.gravity } : {}),
        ...(move.runningStart ? { runningStart: move.runningStart } : {}),
        ...(band ? { band } : {}),
      };
      const about = ruleset.terrain?.edgeTestDistance
        ? ruleset.terrain.edgeTestDistance(terrain, approach)
        : terrain.height;
      const distance = typeof about === "number" && about > 0 && about < Infinity ? about : undefined;
      // A gap no wider than the base is stepped over (necromunda-movement.md § Leaping Gaps).
      const rise = groundElevation(snapshot, beyond) - end.elevation;
      // An airborne mover is told the obstacle's height above it (dh2: a hoverer clears a low one).
      const steps = ruleset.terrain?.stepsOver;
      const over = airborne
        ? steps?.(test, approach.across, base, rise, { position, height: terrain.height - end.elevation })
        : steps?.(test, approach.across, base, rise);
      if (base > 0 && over) continue;
      const request = { kind: test, ...(distance === undefined ? {} : { distance }) };
      // The mover's own standing first (opend6: its Move), then what the edge itself says.
      const profile = move.summary?.profile;
      const options = {
        ...(profile ? ruleset.tests.profileOptions?.(request, profile) : undefined),
        ...ruleset.terrain?.edgeTestOptions?.(terrain, approach),
        [EDGE_REGION_OPTION]: region.id,
      };
      const call = ruleset.tests.buildTest({ ...request, options });
      if (call) return [{ type: "test", model: move.mover, call }];
    }
  }
  return [];
}

/**
 * How far a finished move went past the turn's allowance, in the ruleset's unit: the turn's
 * distance beyond the farthest band it could have used (the walking bands, and the bands its last
 * step was measured with: flying, swimming). 0 within it. The drag stops a player's move at the
 * allowance on the mover's client; a move past it was not constrained there, so the client that
 * decides the move's consequences can say so. Cost (terrain) is not counted, so a move that only
 * ignored terrain costs is not reported.
 * @throws {TypeError|RangeError} when the distance or a band's distance is not a finite number ≥ 0
 */
export function pastAllowance(summary: Pick<MoveSummary, "turnDistance" | "bands" | "measured">): number {
  check.record(summary, "summary");
  const distance = check.nonNegative(summary.turnDistance, "summary.turnDistance");
  const measured =
    summary.measured === undefined
      ? []
      : check.array(
          check.record(summary.measured, "summary.measured")["bands"] as readonly MovementBand[],
          "summary.measured.bands",
        );
  const bands = [...check.array(summary.bands, "summary.bands"), ...measured];
  if (!bands.length) return 0;
  const limit = Math.max(
    ...bands.map((b, i) =>
      check.nonNegative(check.record(b, `bands[${i}]`)["distance"] as number, `bands[${i}].distance`),
    ),
  );
  const past = distance - limit;
  return past > COST_EPSILON ? past : 0;
}

/**
 * Everything a finished movement sets off, in order: the ruleset's tests of the move, told the band
 * the turn reached (MoveSummary.band, band-reached.ts; in a started combat, or after a hasty action
 * outside one: MovementActionSpec#hasty; outside one also those the
 * ruleset says are due anyway, TestsCapability#dueOutsideCombat; not an edge test already
 * taken at the edge this turn), the counters its end sets (TestsCapability#countersAfterMove, in or
 * out of combat), the band's statuses (in a started combat), the edge test where the
 * move stopped, or of the gap it ended over (in a started combat), then what a vehicle's move does (vehicles.ts vehicleMoveEffects, and the
 * ruleset's collision cards: CollisionsCapability.moveEffects). Nothing for forced
 * moves, so pushes and carried riders do not echo.
 * @throws {TypeError|RangeError} as {@link edgeStopEffects}, or as band-reached.ts bandReached and
 *   the ruleset's `movementTests` (a summary they cannot read) and vehicles.ts vehicleMoveEffects
 */
export function finishedMoveEffects(snapshot: SceneSnapshot, move: FinishedMove, ruleset: Ruleset): Effect[] {
  checkSceneSnapshot(snapshot);
  checkFinishedMove(move);
  checkRuleset(ruleset);
  if (move.forced || move.path.length < 2 || !findModel(snapshot, move.mover)) return [];
  const effects: Effect[] = [];
  move = inFlight(move, findModel(snapshot, move.mover)!, ruleset);
  const summary = move.summary;
  if (summary) {
    const actions = new Set(summary.actions);
    const hasty = ruleset.actions.some((a) => a.hasty && actions.has(a.id));
    // A test already taken at the edge this turn (a passed dangerous-terrain test) is not asked
    // for again as the model crosses that terrain (necromunda-movement.md § Dangerous Terrain),
    // when every region the path crossed that asks for it was cleared (edge-marks.ts).
    const cleared = clearedEdges(move.marks);
    const crossed = crossedEdgeRegions(snapshot, move.path, ruleset);
    const taken = (kind: string) => takenFor(kind, crossed, cleared);
    const edgeTaken =
      cleared.all || [...crossed.values()].some((ids) => [...ids].some((id) => cleared.regions.has(id)));
    const due = move.inCombat || hasty ? () => true : ruleset.tests.dueOutsideCombat;
    if (due) {
      // The summary hears what the finished move knows: whether combat is started, its path step by
      // step, an edge passed, and the band the turn reached by its cost (band-reached.ts), in a
      // started combat only: outside one (narrative time) there is no turn to measure.
      const band = move.inCombat ? bandReached(summary, ruleset.bands, move.path, ruleset.terrain) : null;
      const normal = ruleset.vertical?.normalMovement?.bind(ruleset.vertical);
      const told = {
        ...summary,
        // Each drop on its own (moves/flight.ts groundDrops), not the net drop of the whole move.
        drops: groundDrops(move.path, flightPositionOf(findModel(snapshot, move.mover)), normal),
        ...(band === null ? {} : { band }),
        inCombat: move.inCombat,
        path: summary.path ?? move.path,
        steps: move.path,
        ...(edgeTaken ? { edgeCleared: true } : {}),
      };
      for (const call of ruleset.tests.movementTests(told)) {
        if (!due(call)) continue;
        if (!(clearsEdge(call.kind, ruleset) && taken(call.kind))) {
          effects.push({
            type: "test",
            model: move.mover,
            call: move.inCombat ? call : withBackPath(call, move, ruleset),
          });
        }
      }
    }
  }
  // Counters the move's end sets (opend6: out of the water, the drowning count starts again).
  for (const { counter, value } of summary
    ? (ruleset.tests.countersAfterMove?.({ ...summary, path: summary.path ?? move.path }) ?? [])
    : []) {
    effects.push({ type: "setCounter", model: move.mover, counter, value });
  }
  if (summary && move.inCombat) effects.push(...bandStatusEffects(move.mover, summary, ruleset));
  // The drag stops at edges in a started combat only (src/foundry/canvas/placeables/token.ts).
  if (move.inCombat) effects.push(...edgeStop(snapshot, move, ruleset), ...endOverEdge(snapshot, move, ruleset));
  // Only a vehicle's move runs into anything (vehicles.ts vehicleMoveEffects, its input checked above).
  if (ruleset.vehicles && findModel(snapshot, move.mover)?.kind === "vehicle") {
    effects.push(
      ...vehicleMove(snapshot, move.mover, move.path, ruleset, {
        ...(move.blocked ? { blocked: true } : {}),
        ...(move.marks ? { marks: move.marks } : {}),
        ...(move.fallAngles ? { fallAngles: move.fallAngles } : {}),
      }),
    );
  }
  // Vehicles with damage levels: a collision card per contact (CollisionsCapability, opend6 § Vehicle Damage).
  if (ruleset.collisions && findModel(snapshot, move.mover)?.kind === "vehicle") {
    effects.push(
      ...ruleset.collisions.moveEffects(snapshot, {
        mover: move.mover,
        path: move.path,
        summary: move.summary,
        ...(move.blocked ? { blocked: true } : {}),
      }),
    );
  }
  return effects;
}

/**
 * A move that ends over terrain it may not end on and whose edge asks for a test (a Necromunda gap:
 * no move ends over one, § Leaping Gaps), made without that test (the GM's move, or one not held
 * at the edge): the test is due as at the edge, with its region named, so a failure falls into the
 * gap (§ Leaping Gaps: a fall goes straight down, the shortest way). Nothing for a region
 * cleared this turn, nor one no wider (its rect's narrower side) than the mover's base, which
 * spans it (TerrainCapability#stepsOver).
 */
function endOverEdge(snapshot: SceneSnapshot, move: FinishedMove, ruleset: Ruleset): Effect[] {
  const terrain = ruleset.terrain;
  const edgeTest = terrain?.edgeTest;
  const end = move.path.at(-1);
  const mover = findModel(snapshot, move.mover);
  if (!terrain || !edgeTest || !end || !mover) return [];
  const here = end.conditions ?? conditionsHolding(snapshot, end, end.elevation);
  const test = edgeTest(here);
  if (!test || terrain.mayEndOn(here)) return [];
  const cleared = clearedEdges(move.marks);
  if (cleared.all) return [];
  const base = 2 * mover.base.radius;
  for (const region of edgeRegionsAt(snapshot, end, test, edgeTest)) {
    if (cleared.regions.has(region.id) || !region.area) continue;
    const across = areaWidthAt(region, end);
    if (base > 0 && terrain.stepsOver?.(test, across, base, 0)) continue;
    const ground = region.terrain.find((t) => edgeTest(qualified(t)) === test);
    const about = ground && (terrain.edgeTestDistance ? terrain.edgeTestDistance(ground) : ground.height);
    const distance = typeof about === "number" && about > 0 && about < Infinity ? about : undefined;
    const call = ruleset.tests.buildTest({
      kind: test,
      ...(distance === undefined ? {} : { distance }),
      options: { [EDGE_REGION_OPTION]: region.id },
    });
    if (call) return [{ type: "test", model: move.mover, call }];
  }
  return [];
}

/**
 * The regions a path's steps stand in that ask for an edge test, by the test's kind.
 */
function crossedEdgeRegions(
  snapshot: SceneSnapshot,
  path: readonly PathStep[],
  ruleset: Ruleset,
): Map<string, Set<string>> {
  const crossed = new Map<string, Set<string>>();
  const edgeTest = ruleset.terrain?.edgeTest;
  if (!edgeTest) return crossed;
  for (const step of path.slice(1)) {
    const test = edgeTest(step.conditions ?? []);
    if (!test) continue;
    const ids = crossed.get(test) ?? new Set<string>();
    for (const region of edgeRegionsAt(snapshot, step, test, edgeTest)) ids.add(region.id);
    crossed.set(test, ids);
  }
  return crossed;
}

/**
 * Whether the edge test of this kind was taken for everything the path crossed that asks for it:
 * every edge cleared, or each such region cleared (none crossed found: not taken).
 */
function takenFor(kind: string, crossed: ReadonlyMap<string, ReadonlySet<string>>, cleared: ClearedEdges): boolean {
  if (cleared.all) return true;
  const ids = crossed.get(kind);
  return !!ids && ids.size > 0 && [...ids].every((id) => cleared.regions.has(id));
}

/**
 * A finished move as its ground rules read it (moves/flight.ts): when any step is airborne (the
 * `fly` action, a mover at an altitude), its path keeps on those steps only the terrain that
 * reaches the air, and its summary's conditions, end conditions, drop and rise are those of the
 * ground it crossed (dh2: no leap, swim test, jump down or halved ground in flight). The same move
 * when no step is airborne.
 */
function inFlight(move: FinishedMove, mover: ModelSnapshot, ruleset: Ruleset): FinishedMove {
  const position = flightPositionOf(mover);
  const path = flightPath(move.path, ruleset.terrain, position);
  if (path === move.path) return move;
  const summary = move.summary;
  if (!summary) return { ...move, path };
  const conditions = new Set(path.slice(1).flatMap((step) => [...(step.conditions ?? [])]));
  const normal = ruleset.vertical?.normalMovement?.bind(ruleset.vertical);
  const { drop, rise } = groundHeightChange(path, position, normal);
  return {
    ...move,
    path,
    summary: {
      ...summary,
      conditions,
      endConditions: path.at(-1)?.conditions ?? [],
      drop,
      rise,
      ...(summary.steps ? { steps: path } : {}),
      ...(summary.path ? { path: flightPath(summary.path as readonly PathStep[], ruleset.terrain, position) } : {}),
    },
  };
}

/**
 * The counters a model's standing sets at the start of its turn (TestsCapability#countersAfterMove
 * read where it stands, as a move of 0 ending there): a round spent out of the water ends
 * drowning (opend6, d6-movement.txt § Swimming) even when no move of its own took it out.
 * @param profile the model's movement profile (its counters among the characteristics)
 * @returns setCounter effects for the model; none when it is not on the scene
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed, or `mover` is not a string
 */
export function standingCounterEffects(
  snapshot: SceneSnapshot,
  mover: string,
  profile: MoveSummary["profile"],
  ruleset: Ruleset,
): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(mover, "mover");
  checkRuleset(ruleset);
  const model = findModel(snapshot, mover);
  const counters = ruleset.tests.countersAfterMove;
  if (!model || !counters) return [];
  const here = conditionsHolding(snapshot, model.base, model.elevation);
  const standing: MoveSummary = {
    actions: [],
    conditions: here,
    endConditions: here,
    turnDistance: 0,
    bands: [],
    zeroGravity: false,
    standing: true,
    ...(profile ? { profile } : {}),
  };
  return counters(standing).map(({ counter, value }) => ({ type: "setCounter", model: mover, counter, value }));
}

/**
 * The statuses the band a move's turn distance reaches gives the mover (StatusesCapability
 * `bandStatuses`: shadowrun Running past Walk, Sprinting past Run, until the Combat Turn ends).
 * The band reached is the first whose distance is not below the turn's distance, or the last
 * beyond them all; nothing for a move that has not gone anywhere this history period.
 */
function bandStatusEffects(mover: string, summary: MoveSummary, ruleset: Ruleset): Effect[] {
  const statuses = ruleset.statuses;
  const distance = summary.turnDistance;
  if (!statuses || !(typeof distance === "number" && distance > COST_EPSILON) || summary.bands.length === 0) return [];
  const reaches = (b: MovementBand) => typeof b.distance === "number" && distance <= b.distance + COST_EPSILON;
  const band = summary.bands.find(reaches) ?? summary.bands.at(-1)!;
  return statuses.bandStatuses(band.action).map((status) => ({ type: "status", model: mover, status, active: true }));
}

/**
 * The band statuses an undone move takes back (StatusesCapability `bandStatuses`):
 * once Foundry has reverted a move, the history's distance this period may no longer reach the
 * bands that gave them (shadowrun: back under Walk, a runner is no longer Running). Every status
 * some band gives is cleared unless the band now reached gives it, or a test of a kind rolled this
 * history period gives it (`testStatuses`: a Sprinting test's Sprinting stays with the Combat
 * Turn). Nothing when the ruleset has no statuses.
 * @param turnDistance the history's distance this period after the undo, ruleset units (≥ 0)
 * @param bands the mover's bands this period (with what tests added), ascending, ruleset units
 * @param testsRolled the kinds of the tests the mover rolled this history period
 * @returns status effects with `active: false`, in the ruleset's status order
 * @throws {TypeError|RangeError} when the mover is not a string, the distance not a finite number
 *   ≥ 0, the bands not a list of `{ action: string, distance: number }`, the ruleset malformed, or
 *   the kinds not a list of strings
 */
export function undoneBandStatusEffects(
  mover: string,
  turnDistance: number,
  bands: readonly MovementBand[],
  ruleset: Ruleset,
  testsRolled: readonly string[] = [],
): Effect[] {
  check.string(mover, "mover");
  check.nonNegative(turnDistance, "turnDistance");
  check.array(bands, "bands").forEach((b, i) => {
    check.string(check.record(b, `bands[${i}]`)["action"], `bands[${i}].action`);
    check.finite(b.distance, `bands[${i}].distance`);
  });
  checkRuleset(ruleset);
  check.array(testsRolled, "testsRolled").forEach((k, i) => check.string(k, `testsRolled[${i}]`));
  const statuses = ruleset.statuses;
  if (!statuses) return [];
  const reached =
    turnDistance > COST_EPSILON && bands.length > 0
      ? (bands.find((b) => turnDistance <= b.distance + COST_EPSILON) ?? bands.at(-1)!)
      : null;
  const keep = new Set(reached ? statuses.bandStatuses(reached.action) : []);
  for (const kind of testsRolled) for (const id of statuses.testStatuses?.(kind) ?? []) keep.add(id);
  const given = new Set(ruleset.actions.flatMap((a) => statuses.bandStatuses(a.id)));
  return statuses.statuses
    .filter((s) => given.has(s.id) && !keep.has(s.id))
    .map((s) => ({ type: "status", model: mover, status: s.id, active: false }));
}

/** The qualifiers a terrain behavior's fields can add to its condition (scene/terrain-ids.ts `qualified`). */
const QUALIFIERS: readonly string[] = [SHEER, ...Object.values(WATER_QUALIFIERS)];

/**
 * The tests whose pass clears an edge for the rest of the turn: those the ruleset's terrain asks
 * for at an edge (`edgeTest` of any of its conditions, alone or with a qualifier its fields add:
 * dh2's sheer climb is asked for by `climb` with `sheer`, § Sheer Surfaces).
 * @throws {TypeError} when the kind is not a string or the ruleset is malformed
 */
export function clearsEdge(kind: string, ruleset: Ruleset): boolean {
  check.string(kind, "kind");
  checkRuleset(ruleset);
  const terrain = ruleset.terrain;
  const edgeTest = terrain?.edgeTest;
  if (!terrain || !edgeTest) return false;
  return terrain.conditions.some((c) => edgeTest([c]) === kind || QUALIFIERS.some((q) => edgeTest([c, q]) === kind));
}

/**
 * What a passed test sets off: after a passed edge test, the edge of the region its request names
 * cleared for the turn (edge-marks.ts edgeMarkOf; every edge when it names none).
 * @param request the test's request (MovementTestCall.request), naming its region
 * @throws {TypeError} when the model id or kind is not a string, or as {@link clearsEdge}
 */
export function passedTestEffects(modelId: string, kind: string, ruleset: Ruleset, request?: TestRequest): Effect[] {
  check.string(modelId, "modelId");
  return clearsEdge(kind, ruleset) ? [{ type: "turnMark", model: modelId, mark: edgeMarkOf(request) }] : [];
}

/** How to undo what a move set off: {@link revertEffects}. */
export interface MoveRevert {
  /** The effects that undo it: forced moves back, regions switched on again. */
  readonly effects: Effect[];
  /** The kinds of effect it set off that an undo cannot take back (tests posted, lift use …). */
  readonly notReverted: Effect["type"][];
  /** Where the move left each model it moved (ruleset units, base centre), by model id. */
  readonly placed: Record<string, { readonly x: number; readonly y: number }>;
}

/**
 * How to undo what a move set off: each forced move goes back to where the model stood in
 * `before` (the snapshot the effects were decided on), and a switched-off region is switched on
 * again. Tests, notices, statuses, turn marks and a lift's use are not undone; their types are
 * listed so the undo can say so.
 * @param mover the mover's token id: Foundry's own undo takes it back, so its moves are left out
 * @throws {TypeError|RangeError} when the snapshot is malformed, the effects are not a list of
 *   effects (an object whose `type` is an effect type; a model id on a move, a region id on a
 *   switched-off region), or the mover is neither a string nor absent
 */
export function revertEffects(before: SceneSnapshot, effects: readonly Effect[], mover?: string): MoveRevert {
  checkSceneSnapshot(before, "before");
  check.array(effects, "effects").forEach((e, i) => checkEffect(e, `effects[${i}]`));
  if (mover !== undefined) check.string(mover, "mover");
  const out: Effect[] = [];
  const notReverted = new Set<Effect["type"]>();
  const placed = new Map<string, { x: number; y: number }>();
  for (const effect of effects) {
    if (effect.type === "move") {
      const model = findModel(before, effect.model);
      if (!model || model.id === mover) continue;
      if (!placed.has(model.id)) {
        out.push({
          type: "move",
          model: model.id,
          to: { x: model.base.x, y: model.base.y },
          elevation: model.elevation,
        });
      }
      placed.set(model.id, { x: effect.to.x, y: effect.to.y });
    } else if (effect.type === "disableRegion") {
      out.push({ type: "enableRegion", region: effect.region });
    } else {
      notReverted.add(effect.type);
    }
  }
  return { effects: out, notReverted: [...notReverted], placed: Object.fromEntries(placed) };
}

/** How far a model may stand from where a move left it and still count as not moved since (ruleset units). */
const PLACED_TOLERANCE = 0.01;

/**
 * What an undo still reverts on the scene as it is now: a model moved back only while it stands
 * where the move left it (one moved since, or gone, is left alone and named); regions are
 * switched on again.
 * @param now the scene when the undo is made
 * @param revert what {@link revertEffects} returned for the move
 * @returns the effects to carry out and the ids of the models left where they are
 * @throws {TypeError|RangeError} when the snapshot or the record is malformed
 */
export function undoEffects(
  now: SceneSnapshot,
  revert: Pick<MoveRevert, "effects" | "placed">,
): {
  effects: Effect[];
  movedSince: string[];
} {
  checkSceneSnapshot(now, "now");
  const record = check.record(revert, "revert");
  check
    .array(record["effects"] as readonly unknown[], "revert.effects")
    .forEach((e, i) => checkEffect(e, `revert.effects[${i}]`));
  const placed = check.record(record["placed"], "revert.placed");
  const effects: Effect[] = [];
  const movedSince: string[] = [];
  for (const effect of revert.effects) {
    if (effect.type !== "move") {
      effects.push(effect);
      continue;
    }
    const model = findModel(now, effect.model);
    const at = Object.hasOwn(placed, effect.model) ? (placed[effect.model] as { x?: unknown; y?: unknown }) : null;
    const stays =
      !!model &&
      !!at &&
      typeof at.x === "number" &&
      typeof at.y === "number" &&
      Math.hypot(model.base.x - at.x, model.base.y - at.y) <= PLACED_TOLERANCE;
    if (stays) effects.push(effect);
    else movedSince.push(effect.model);
  }
  return { effects, movedSince };
}

const EFFECT_TYPES: readonly unknown[] = [
  "test",
  "notice",
  "move",
  "status",
  "disableRegion",
  "enableRegion",
  "turnMark",
  "liftUsed",
  "wounds",
  "fatigue",
  "fallCard",
  "setCounter",
  "collisionCard",
  "vehicleDamage",
] satisfies Effect["type"][];

/**
 * Requires an effect as far as {@link revertEffects} reads it: a known type, the model id of a
 * move, the region id of a switched-off region.
 * @throws {TypeError} when it is not an object or an id is not a string
 * @throws {RangeError} when its type is not an effect type
 */
function checkEffect(value: unknown, what: string): void {
  const effect = check.record(value, what);
  check.string(effect["type"], `${what}.type`);
  if (!EFFECT_TYPES.includes(effect["type"]))
    throw new RangeError(`${what}.type is not an effect type: ${check.plain(effect["type"])}`);
  if (effect["type"] === "move") {
    check.string(effect["model"], `${what}.model`);
    check.point(effect["to"] as { x: number; y: number }, `${what}.to`);
  }
  if (effect["type"] === "disableRegion") check.string(effect["region"], `${what}.region`);
}
