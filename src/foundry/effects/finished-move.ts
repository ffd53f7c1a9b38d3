/**
 * Foundry's movement data → the engine's {@link FinishedMove}: the whole movement (Foundry splits
 * a move at regions whose behaviors listen to token move-in/move-out events and fires `moveToken`
 * once per piece), the summary the ruleset's tests read, the turn marks, and whether the drag was
 * cut short.
 *
 * Evidence for the pieces (docs/foundry-evidence.md § 4): core issue foundryvtt/foundryvtt#11627
 * (checkpoints where a token moves into or out of such a region, one update per checkpoint) and
 * the v13 `TokenMovementData` page (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementData.html):
 * `chain` lists the prior movement ids a piece continues, `passed`/`pending` hold the waypoints
 * passed and still to come. Crucible (module/documents/token.mjs, `_onUpdateMovement`) reads the
 * first piece (`chain.length === 0`) and takes `passed + pending` as the whole path. Stride waits
 * for the last piece (nothing pending), so the token has arrived before anything is pushed, and
 * uses the whole path remembered from the first piece. Quench batch `stride.effects` checks it live.
 * @module
 */
import { sceneWeather } from "../data/scene-weather";
import {
  conditionsAlong,
  conditionsAt,
  jumpDownDrop,
  turnShares,
  type SceneSnapshot,
  type FinishedMove,
  type MoveSummary,
  type Ruleset,
  type TurnBands,
} from "../../rules";
import { DISPLACE_ACTION, SYSTEM_ID } from "../constants";
import {
  movementSourceOf,
  movementProfileOf,
  rulesetBands,
  sceneGravity,
  turnAllowance,
  turnBands,
  type TokenLike,
} from "../movement/allowance";
import { paceContext, runningStartOf } from "../movement/pace";
import { terrainAction } from "../movement/terrain-path";
import { frameOf, pathOf, waypointConditions, type GridLike, type WaypointLike } from "../snapshot";
import { turnMarksOf, type ExecutorToken } from "./executor";
import { lightingFactsAt, type LightDataLike, type LightingSceneLike } from "../canvas/lighting";

/** A waypoint of Foundry's movement data, as read here (top-left pixels, elevation in scene units). */
export interface MovedWaypoint extends WaypointLike {
  readonly terrain?: { readonly conditions?: readonly unknown[] } | null;
  /**
   * A grid step core added between the user's waypoints: `intermediate` of v13's
   * TokenMeasuredMovementWaypoint (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html).
   */
  readonly intermediate?: boolean;
}

/** The parts of Foundry's movement data (TokenMovementOperation) read here. */
export interface MovementData {
  readonly id?: string;
  readonly method?: string;
  readonly chain?: readonly string[];
  /** Whether Foundry's constraint cut the movement short. */
  readonly constrained?: unknown;
  readonly origin?: { readonly x?: number; readonly y?: number; readonly elevation?: number };
  /** The turn's recorded movement before this piece; `cost` as Foundry priced it (TokenMovementSectionData). */
  readonly history: { readonly distance: number; readonly cost?: number };
  readonly passed: { readonly distance: number; readonly cost?: number; readonly waypoints: readonly MovedWaypoint[] };
  readonly pending?: { readonly waypoints: readonly MovedWaypoint[] };
}

/** A whole movement: where it set off and every waypoint after. */
export interface WholeMovement {
  readonly origin: { readonly x: number; readonly y: number; readonly elevation: number };
  readonly waypoints: readonly MovedWaypoint[];
}

/** Whole paths of movements whose first piece has been seen, by movement id, oldest first. */
const planned = new Map<string, WholeMovement>();

/**
 * The most movements remembered while their last piece is awaited. A movement paused at a
 * checkpoint and never resumed nor stopped is forgotten once this many newer ones have started.
 */
const MAX_PLANNED = 100;

/** Forgets remembered movements (tests). */
export function resetMovements(): void {
  planned.clear();
}

/** How many movements are remembered while their last piece is awaited (tests). */
export function plannedMovements(): number {
  return planned.size;
}

/** Where a piece's movement set off: its origin, or where the token stood before it. */
function originOf(movement: MovementData, at: { readonly x: number; readonly y: number; readonly elevation?: number }) {
  return {
    x: movement.origin?.x ?? at.x,
    y: movement.origin?.y ?? at.y,
    elevation: movement.origin?.elevation ?? at.elevation ?? 0,
  };
}

/**
 * The whole movement once its last piece has arrived, or null while pieces are still pending.
 * A movement in one piece is its own whole.
 * @param at where the token stood before this piece when the data gives no origin (top-left, pixels)
 */
export function wholeMovement(
  movement: MovementData,
  at: { readonly x: number; readonly y: number; readonly elevation?: number },
): WholeMovement | null {
  const chain = movement.chain ?? [];
  const pending = movement.pending?.waypoints ?? [];
  const origin = originOf(movement, at);
  if (chain.length === 0 && pending.length > 0 && movement.id) {
    planned.set(movement.id, { origin, waypoints: [...movement.passed.waypoints, ...pending] });
    for (const id of planned.keys()) {
      if (planned.size <= MAX_PLANNED) break;
      planned.delete(id);
    }
  }
  if (pending.length > 0) return null;
  const first = chain.find((id) => planned.has(id));
  const whole = first ? planned.get(first)! : null;
  for (const id of chain) planned.delete(id);
  return whole ?? { origin, waypoints: movement.passed.waypoints };
}

/**
 * The movement as far as it went when it was stopped at a checkpoint (the `stopToken` hook; a
 * region behavior such as Teleport Token may stop a movement with waypoints still pending, v13
 * TokenMovementData `state` "stopped"): the whole path remembered from its first piece, less what
 * was still pending, and the movement is forgotten. Null for a movement not remembered (one in a
 * single piece was decided when it arrived).
 */
export function stoppedMovement(movement: MovementData): WholeMovement | null {
  const ids = [...(movement.chain ?? []), ...(movement.id ? [movement.id] : [])];
  const first = ids.find((id) => planned.has(id));
  if (!first) return null;
  const whole = planned.get(first)!;
  for (const id of ids) planned.delete(id);
  const pending = movement.pending?.waypoints.length ?? 0;
  const waypoints = whole.waypoints.slice(0, Math.max(0, whole.waypoints.length - pending));
  return waypoints.length ? { origin: whole.origin, waypoints } : null;
}

/** The token flag where the mover's client reports where walls cut its drag short ({@link blockedChange}). */
export const BLOCKED_FLAG = "blockedAt";

/**
 * Where walls or impassable terrain cut the token's last drag short (top-left, pixels), as its
 * mover's client saw it: the report stored on the token, else this client's own canvas Token. The
 * report concerns the mover's own token only (a vehicle that ran into something solid).
 */
function blockedReport(token: MovedToken): { readonly x: number; readonly y: number } | null {
  const stored = token.flags?.[SYSTEM_ID]?.[BLOCKED_FLAG] as { x?: unknown; y?: unknown } | null | undefined;
  if (stored && Number.isFinite(stored.x) && Number.isFinite(stored.y)) {
    return { x: stored.x as number, y: stored.y as number };
  }
  return token.object?.strideBlocked ?? null;
}

/**
 * The `preUpdateToken` hook, on the client that moves the token: adds to a movement's update where
 * this client's drag was cut short by walls (StrideToken#strideBlocked), or clears an earlier
 * report, so the client that decides the move's consequences reads it from the token. Pre-update
 * hooks fire only on the initiating client and may change the pending update
 * (https://foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html).
 * @returns whether the update was changed
 */
export function blockedChange(token: Pick<MovedToken, "flags" | "object">, changes: Record<string, unknown>): boolean {
  if (!("x" in changes || "y" in changes || "elevation" in changes)) return false;
  const blocked = token.object?.strideBlocked ?? null;
  const stored = token.flags?.[SYSTEM_ID]?.[BLOCKED_FLAG] ?? null;
  if (blocked === null && stored === null) return false;
  const flags = (changes["flags"] ??= {}) as Record<string, Record<string, unknown>>;
  const own = (flags[SYSTEM_ID] ??= {});
  own[BLOCKED_FLAG] = blocked && { x: blocked.x, y: blocked.y };
  return true;
}

/** The parts of the moved TokenDocument read here. */
export type MovedToken = ExecutorToken &
  TokenLike & {
    readonly x: number;
    readonly y: number;
    readonly elevation?: number;
    readonly parent: (TokenLike["parent"] & { readonly grid: GridLike }) | null;
    /** The canvas Token (StrideToken), on clients that draw the scene. */
    readonly object?: { readonly strideBlocked?: { readonly x: number; readonly y: number } | null } | null;
  };

/**
 * The terrain conditions the scene's lighting gives along the mover's path: where its centre is at
 * each waypoint and every half grid space between two waypoints (TerrainCapability.lightingConditions,
 * canvas/lighting.ts `lightingFactsAt`; the mover's own light goes with it), a teleport's leg
 * (`isTeleport` of its waypoint's action) read at its ends only; none when the ruleset reads no
 * lighting or the token has no scene.
 * @param isTeleport whether a movement action teleports (default: `CONFIG.Token.movement.actions[id].teleport`)
 */
export function lightingConditionsOf(
  token: Pick<MovedToken, "width" | "height" | "parent"> & { readonly id?: string | null; readonly light?: unknown },
  waypoints: readonly { readonly x: number; readonly y: number; readonly action?: unknown }[],
  ruleset: Ruleset,
  isTeleport: (action: unknown) => boolean = configTeleport,
): string[] {
  const conditionsAt = ruleset.terrain?.lightingConditions;
  const scene = token.parent as (LightingSceneLike & { readonly grid: GridLike }) | null;
  if (!conditionsAt || !scene) return [];
  const size = scene.grid.size;
  const found = new Set<string>();
  const mover = { id: token.id ?? null, light: token.light as LightDataLike | null | undefined };
  const readAt = (x: number, y: number) => {
    const centre = { x: x + (token.width * size) / 2, y: y + (token.height * size) / 2 };
    for (const c of conditionsAt(lightingFactsAt(scene, centre, mover))) found.add(c);
  };
  const step = size > 0 ? size / 2 : Infinity;
  waypoints.forEach((w, i) => {
    const from = i > 0 ? waypoints[i - 1]! : null;
    if (from && !isTeleport(w.action)) {
      const between = Math.ceil(Math.hypot(w.x - from.x, w.y - from.y) / step) - 1;
      for (let k = 1; k <= between && k < 10_000; k++) {
        const t = k / (between + 1);
        readAt(from.x + (w.x - from.x) * t, from.y + (w.y - from.y) * t);
      }
    }
    readAt(w.x, w.y);
  });
  return [...found];
}

/** Whether Foundry's movement action with this id teleports (`CONFIG.Token.movement.actions[id].teleport`). */
function configTeleport(action: unknown): boolean {
  if (typeof action !== "string") return false;
  const actions = (globalThis as { CONFIG?: { Token?: { movement?: { actions?: Record<string, unknown> } } } }).CONFIG
    ?.Token?.movement?.actions;
  const config = actions?.[action] as { readonly teleport?: unknown } | undefined;
  return config?.teleport === true;
}

/**
 * What the ruleset's tests read of a whole movement, or null when the mover has no movement
 * profile. The turn's distance is the recorded history plus this last piece (earlier pieces are
 * already in the history).
 */
export function summarizeMove(
  token: MovedToken,
  movement: MovementData,
  whole: WholeMovement,
  ruleset: Ruleset,
  variant: string,
): MoveSummary | null {
  const allowance = turnAllowance(token, ruleset, variant);
  const system = movementSourceOf(token.actor);
  if (!allowance || !system) return null;
  const waypoints = whole.waypoints;
  const actions = new Set(waypoints.map((w) => w.action).filter((a): a is string => typeof a === "string"));
  const conditions = new Set(waypoints.flatMap((w) => [...(w.terrain?.conditions ?? [])]));
  // The scene's lighting at each waypoint gives its conditions too (dh2 § Lighting: Darkness).
  for (const c of lightingConditionsOf(token, waypoints, ruleset)) conditions.add(c);
  const gravity = sceneGravity(token.parent);
  // The scene's stored weather, as the drag's allowance reads it (a becalmed day's 0 m for ships).
  const weather = sceneWeather(token.parent);
  const start = whole.origin.elevation;
  const end = waypoints.at(-1)?.elevation ?? start;
  const inCombat = inStartedCombat(token);
  const pace = paceContext(token, ruleset);
  // The bands the move's last step was measured with, when not the walking bands (flying, swimming, climbing).
  const last = waypoints.at(-1);
  const action = last ? terrainAction(ruleset.terrain, waypointConditions(last), last.action) : null;
  const own = rulesetBands(allowance);
  const turnDistance = ((inCombat ? movement.history.distance : 0) + movement.passed.distance) / allowance.ratio;
  const turnCost = turnCostOf(movement, inCombat, allowance.ratio);
  const measuredBands = action === "fly" ? own.flying : action ? own.actions?.[action] : undefined;
  return {
    actions,
    conditions,
    // Where the move ends (TestsCapability.countersAfterMove: out of the water, drowning stops).
    endConditions: last ? waypointConditions(last) : [],
    turnDistance,
    // The turn's cost as Foundry priced it (halved terrain twice), so the band reached is the ruler's.
    ...turnCost,
    // With what tests added this history period (a sprint's metres), as the drag measured it.
    bands: turnBands(
      ruleset,
      system,
      movementProfileOf(token, ruleset, system.movementProfile),
      { gravity, variant, ...(pace ? { pace } : {}), ...(weather ? { weather } : {}) },
      token.actor?.statuses,
    ),
    ...(pace ? { pace } : {}),
    profile: system.movementProfile,
    ...(action && measuredBands ? { measured: { action, bands: measuredBands } } : {}),
    // The turn's parts by band list (land, swimming, climbing, flying), for rulesets that test each apart.
    ...sharesOf(token, whole, own, ruleset, turnDistance, turnCost.turnCost),
    zeroGravity: gravity === "zero",
    variant,
    // Steps down a ladder or stairs are normal movement, no jump (necromunda-movement.md § Ladders and Stairs).
    drop: ruleset.vertical
      ? jumpDownDrop(ruleset.vertical, [
          { elevation: start, conditions: [] },
          ...waypoints.map((w) => ({ elevation: w.elevation ?? start, conditions: waypointConditions(w) })),
        ]) / allowance.ratio
      : Math.max(0, start - end) / allowance.ratio,
    rise: Math.max(0, end - start) / allowance.ratio,
    vehicle: (system as { kind?: unknown }).kind === "vehicle",
    // Jumping distances depend on it (dh2-movement.md § The Effects of Gravity).
    gravity,
  };
}

/**
 * The turn's distance and cost by band list (MoveSummary.shares; the engine's `turnShares`), ruleset
 * units: the whole movement's steps measured straight between the token's centres, each read with
 * its waypoint's action and terrain, and scaled so the movement adds up to what Foundry measured
 * (grid diagonals included); what the turn moved before the movement counts as walking. Nothing
 * when the turn went in the walking bands only.
 */
function sharesOf(
  token: MovedToken,
  whole: WholeMovement,
  turn: TurnBands,
  ruleset: Ruleset,
  turnDistance: number,
  turnCost: number | undefined,
): { shares?: Record<string, { cost: number; distance: number }> } {
  const grid = token.parent?.grid;
  if (!grid || whole.waypoints.length === 0 || !(turnDistance > 0)) return {};
  const path = pathOf(token, [whole.origin, ...whole.waypoints], frameOf(grid, ruleset.unit));
  const legs = whole.waypoints.map((w, i) => ({
    length: Math.hypot(
      path[i + 1]!.x - path[i]!.x,
      path[i + 1]!.y - path[i]!.y,
      path[i + 1]!.elevation - path[i]!.elevation,
    ),
    action: typeof w.action === "string" ? w.action : null,
    conditions: waypointConditions(w),
  }));
  const straight = legs.reduce((sum, leg) => sum + leg.length, 0);
  if (!(straight > 0)) return {};
  const moved = Math.min(turnDistance, straight);
  const before = turnDistance - moved;
  const costPerMetre = (turnCost ?? turnDistance) / turnDistance;
  const steps = [
    ...(before > 0 ? [{ distance: before, cost: before * costPerMetre, action: null, conditions: [] }] : []),
    ...legs.map((leg) => {
      const distance = (leg.length / straight) * moved;
      return { distance, cost: distance * costPerMetre, action: leg.action, conditions: leg.conditions };
    }),
  ];
  const shares = turnShares(turn, steps, ruleset.terrain);
  return Object.keys(shares).length > 1 ? { shares } : {};
}

/**
 * The turn's movement cost in the ruleset's unit (MoveSummary.turnCost): the recorded history's (in
 * a started combat) plus this last piece's, when Foundry gave them as numbers ≥ 0; else nothing, and
 * the engine prices the path itself.
 */
function turnCostOf(movement: MovementData, inCombat: boolean, ratio: number): { turnCost?: number } {
  const history = inCombat ? movement.history.cost : 0;
  const passed = movement.passed.cost;
  const valid = (v: unknown): v is number => typeof v === "number" && v >= 0;
  return valid(history) && valid(passed) ? { turnCost: (history + passed) / ratio } : {};
}

/** Whether the token's combatant is in a started combat (its movement history is recorded). */
function inStartedCombat(token: MovedToken): boolean {
  return token.combatant?.combat?.started === true;
}

/**
 * The whole movement with each waypoint's terrain conditions read again from the scene's regions
 * (the snapshot, ruleset units): the conditions of the regions holding the points strictly inside
 * the leg into the waypoint, read exactly where the leg crosses their sides, bottoms and tops
 * (`conditionsAlong`; a teleport's leg or one without length at its end), at the leg's elevation
 * there. The terrain a waypoint carries was worked out by the mover's client (core's terrain path),
 * so for a player's move it is the player's word; the rest of the waypoint (its action, its
 * overhang) is kept.
 * @param isTeleport whether a movement action teleports (default: `CONFIG.Token.movement.actions[id].teleport`)
 */
export function groundConditions(
  token: Pick<MovedToken, "width" | "height" | "parent">,
  whole: WholeMovement,
  snapshot: SceneSnapshot,
  unit: Ruleset["unit"],
  isTeleport: (action: unknown) => boolean = configTeleport,
): WholeMovement {
  const grid = token.parent?.grid;
  if (!grid) return whole;
  const frame = frameOf(grid, unit);
  const path = pathOf(token, [whole.origin, ...whole.waypoints], frame);
  const waypoints = whole.waypoints.map((w, i) => {
    const from = path[i]!;
    const to = path[i + 1]!;
    const found = isTeleport(w.action) ? conditionsAt(snapshot, to, to.elevation) : conditionsAlong(snapshot, from, to);
    const terrain = (w.terrain ?? {}) as Record<string, unknown>;
    return { ...w, terrain: { ...terrain, conditions: found } };
  });
  return { origin: whole.origin, waypoints };
}

/** The user who made a movement, as the server names them to the `moveToken` hook. */
export type MovingUser = { readonly id?: string | null; readonly isGM?: boolean } | null | undefined;

/**
 * Whether a movement made entirely with core's `displace` action counts as forced (no tests):
 * when a GM user made it (Stride's own automation on the GM's client: pushes, carried riders,
 * falls), or when this client is not a GM's, so it decides for its own user's moves (no GM
 * connected: its own executor made it). A player's `displace` decided on a GM's client is the
 * player's word and counts as an ordinary move.
 */
export function forcedDisplace(mover: MovingUser, deciderIsGM: boolean): boolean {
  return mover?.isGM === true || !deciderIsGM;
}

/** A recorded move's start as this client saw it finish: its pieces' movement ids and its origin (top-left px). */
interface MoveStart {
  readonly ids: readonly string[];
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/** The starts of the moves each token finished on this client, by token id (the latest {@link MAX_STARTS}). */
const moveStarts = new Map<string, MoveStart[]>();

/** How many move starts are remembered per token. */
const MAX_STARTS = 20;

/** Forgets the move starts seen (tests). */
export function resetMoveStarts(): void {
  moveStarts.clear();
}

/** The token's movement history as read here: top-left pixels, elevation and movement id (TokenDocument#movementHistory). */
type HistoryWaypoints = readonly {
  readonly x?: number;
  readonly y?: number;
  readonly elevation?: number;
  readonly movementId?: unknown;
}[];

/**
 * Whether an undo by a user who is not a GM, decided on a GM's client, goes where core's undo puts a
 * token: back to the start of a recorded move. The places are the token's movement history's start
 * and the end of each move in it (where the next one started), and the starts of moves this client
 * saw finish whose ids the history no longer holds (the move the undo took out). Anything else is
 * the player's word that its move was an undo, and is decided as an ordinary move.
 * @param history the token's movement history after the undo (TokenDocument#movementHistory)
 */
export function undoneToRecordedStart(
  tokenId: string | null | undefined,
  history: HistoryWaypoints,
  end: { readonly x: number; readonly y: number; readonly elevation?: number } | undefined,
): boolean {
  if (!end) return false;
  const at = (p: { readonly x?: number; readonly y?: number; readonly elevation?: number }) =>
    Math.abs((p.x ?? NaN) - end.x) < 0.5 &&
    Math.abs((p.y ?? NaN) - end.y) < 0.5 &&
    Math.abs((p.elevation ?? 0) - (end.elevation ?? 0)) < 1e-6;
  const recorded = history.filter((w, i) => i === 0 || history[i + 1]?.movementId !== w.movementId);
  if (recorded.some(at)) return true;
  const kept = new Set(history.map((w) => w.movementId));
  const seen = tokenId ? (moveStarts.get(tokenId) ?? []) : [];
  return seen.some((start) => start.ids.every((id) => !kept.has(id)) && at(start));
}

/**
 * Whether a movement made with core's undo counts as one (forced, no tests; its consequences
 * reverted): when a GM user made it or this client decides for its own user (as
 * {@link forcedDisplace}), else when it ends at the start of a recorded move
 * ({@link undoneToRecordedStart}).
 */
export function trustedUndo(
  token: { readonly id?: string | null; readonly movementHistory?: HistoryWaypoints | null },
  whole: WholeMovement,
  mover: MovingUser,
): boolean {
  if (forcedDisplace(mover, game.user?.isGM === true)) return true;
  return undoneToRecordedStart(token.id, token.movementHistory ?? [], whole.waypoints.at(-1));
}

/** Remembers where a finished move started, for {@link undoneToRecordedStart}. */
function noteMoveStart(tokenId: string | null | undefined, movement: MovementData, whole: WholeMovement): void {
  if (!tokenId || !movement.id || movement.method === "undo") return;
  const ids = [...(movement.chain ?? []), movement.id];
  const starts = [...(moveStarts.get(tokenId) ?? []), { ids, ...whole.origin }].slice(-MAX_STARTS);
  moveStarts.set(tokenId, starts);
}

/**
 * The engine's view of a finished whole movement. Undone moves are forced (a non-GM's undo decided on
 * a GM's client only when {@link undoneToRecordedStart}), and so are moves made entirely with core's
 * `displace` action (pushes, carried riders) when {@link forcedDisplace} trusts their mover.
 * @param mover the user who made the movement, as the server gives it
 */
export function finishedMove(
  token: MovedToken,
  movement: MovementData,
  whole: WholeMovement,
  ruleset: Ruleset,
  variant: string,
  mover: MovingUser = null,
): FinishedMove {
  const grid = token.parent!.grid;
  const frame = frameOf(grid, ruleset.unit);
  const path = pathOf(token, [whole.origin, ...whole.waypoints], frame);
  const end = whole.waypoints.at(-1);
  const blocked = blockedReport(token);
  const runningStart = ruleset.bands.pace ? runningStartOf(token) : 0;
  const undone = movement.method === "undo" && trustedUndo(token, whole, mover);
  noteMoveStart(token.id, movement, whole);
  const forced =
    undone ||
    (whole.waypoints.length > 0 &&
      whole.waypoints.every((w) => w.action === DISPLACE_ACTION) &&
      forcedDisplace(mover, game.user?.isGM === true));
  const summary = summarizeMove(token, movement, whole, ruleset, variant);
  // The user's waypoints without core's grid steps: the turns of the path (opend6 vehicle stunts).
  const turnsPath = pathOf(token, [whole.origin, ...whole.waypoints.filter((w) => !w.intermediate)], frame);
  return {
    mover: token.id ?? "",
    path,
    summary: summary && { ...summary, path: turnsPath },
    inCombat: inStartedCombat(token),
    forced,
    blocked: !!blocked && !!end && end.x === blocked.x && end.y === blocked.y,
    ...(typeof movement.constrained === "boolean" ? { stoppedShort: movement.constrained } : {}),
    marks: turnMarksOf(token),
    gravity: sceneGravity(token.parent),
    // A jump at a gap's edge adds the rounds of running start the pace record holds (opend6 § Jumping).
    ...(runningStart > 0 ? { runningStart } : {}),
    // Where loot falling off a vehicle lands: uniformly random directions (Stride ruling).
    fallAngles: Array.from({ length: 8 }, () => Math.random() * 2 * Math.PI),
  };
}
