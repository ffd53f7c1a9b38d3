/**
 * Stride's canvas Token: translates a dragged path for the engine and back. The engine decides
 * where the drag stops and why (src/rules/moves/drag.ts); this class reads the scene into a
 * snapshot once per drag, converts the waypoints, asks, and cuts its waypoints where told.
 * @module
 */
import {
  chargeRunOn,
  dragStop,
  clearedEdges,
  followGround,
  prepareDrag,
  type ChargeRunOn,
  type DragScene,
  type CardText,
  type DragStopReason,
  type Ruleset,
  type SceneSnapshot,
} from "../../../rules";
import { DISPLACE_ACTION } from "../../constants";
import { guard, guardAsync } from "../../notify";
import {
  ACTION_ROLL_REQUEST,
  pendingActionRoll,
  rollForAction,
  type ActionRoller,
  type ActionRollToken,
} from "../../movement/action-roll";
import { askGM } from "../../requests";
import { speakerOf } from "../../chat/speaker";
import { activeManifest, activeRuleset, enforcementMode, voluntaryEngage } from "../../settings";
import { rulesetBands, sceneGravity } from "../../movement/allowance";
import { tokenAllowance } from "../../movement/token-allowance";
import { withTerrainActions } from "../../movement/terrain-path";
import { turnMarksOf } from "../../effects/executor";
import {
  frameOf,
  modelOf,
  pathOf,
  sceneSnapshot,
  topLeftAt,
  type Frame,
  type SceneLike,
  type TokenLike,
} from "../../snapshot";
import type {
  CoreMovementCostFunction,
  CoreMovementWaypoint,
  CoreTokenMovementApi,
} from "../../../types/foundry-augment";
import { historyCost, historySharesOf, type PathMeasurement } from "./tokens/movement-path";
import { reachOverlay, type ReachToken } from "../reach-overlay";
import { stridePathJob, type FindPathJob, type FindPathOptions, type PathToken } from "./tokens/find-path";
import { shortestRouteWaypoints } from "./tokens/shortest-route";

/** The v13 movement members of the core Token class, typed (src/types/foundry-augment.d.ts). */
const coreToken = foundry.canvas.placeables.Token.prototype as unknown as CoreTokenMovementApi;

/** Why the last constrained path stopped short, for the ruler's label and the move hook. */
export interface ConstraintStop {
  /** The engine's reason (src/rules/moves/drag.ts DragStopReason). */
  readonly reason: DragStopReason;
  /** `edge`: the test due before entering (necromunda: `leap`, `dangerous`). */
  readonly test?: string;
  /** `engaged`: the enemy's name; only ever a token the user can see. */
  readonly enemy?: string;
  /** `allowance`: the movement action of the step the stop cut (terrain-bound actions applied: water is swum). */
  readonly action?: string;
  /** `start`: the ruleset's words for why the move may not start there, the mover's name in `name`. */
  readonly notice?: CardText;
  /** Where the path now ends (top-left, pixels). */
  readonly x: number;
  readonly y: number;
}

/** The parts of a v13 TokenDocument the constraint reads (shared/foundry-v13.md § Tokens and movement). */
interface DragDocument extends TokenLike {
  readonly combatant?: {
    readonly combat?: {
      readonly id?: string | null;
      readonly round: number;
      readonly turn?: number | null;
      readonly started?: boolean;
    } | null;
  } | null;
  readonly movementHistory: CoreMovementWaypoint[];
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly parent:
    | (SceneLike & {
        readonly grid: SceneLike["grid"] & { readonly isGridless?: boolean };
        readonly flags?: Record<string, unknown>;
      })
    | null;
  getCompleteMovementPath(waypoints: CoreMovementWaypoint[]): CoreMovementWaypoint[];
  measureMovementPath(
    waypoints: CoreMovementWaypoint[],
    options?: { cost?: CoreMovementCostFunction },
  ): PathMeasurement & { readonly distance: number };
}

/** What a token document offers for visibility (v13 TokenDocument#hidden, Token#isVisible). */
interface VisibleLike {
  readonly hidden?: boolean;
  readonly object?: { readonly isVisible?: boolean } | null;
}

/**
 * Whether the current user can see a token: the canvas Token's `isVisible` (vision, hidden, GM),
 * or not hidden when it is not drawn. Evidence: v13 Token page (`isVisible`), and dnd5e 6.0.x
 * `TokenLayer#getRelevantOccupyingTokens`, which skips hidden and not-visible tokens during a
 * player's drag so as not to reveal them (docs/foundry-evidence.md § 5).
 */
export function userCanSee(token: TokenLike): boolean {
  const t = token as TokenLike & VisibleLike;
  return t.object?.isVisible ?? !t.hidden;
}

/** A drag's prepared snapshot. */
interface DragContext {
  readonly revision: number;
  readonly frame: Frame;
  readonly scene: DragScene;
  /** The snapshot it was prepared from (regions for the ground under the path). */
  readonly snapshot: SceneSnapshot;
}

/** Movement actions whose steps leave the ground (core's `fly` and `blink`) or are forced (`displace`). */
const AIRBORNE_ACTIONS: readonly string[] = ["fly", "blink", DISPLACE_ACTION];

/** Bumped whenever a token on the canvas is created, updated or deleted: prepared drags go stale. */
let revision = 0;

/** Marks every prepared drag snapshot stale: a token on the canvas changed. */
export function sceneRevision(): number {
  return ++revision;
}

/** Stride's canvas Token class, registered as `CONFIG.Token.objectClass`. */
export class StrideToken extends foundry.canvas.placeables.Token {
  /** Why the path of the current drag stops short, or null. Read by the ruler and the move hook. */
  strideStop: ConstraintStop | null = null;

  /**
   * Where Foundry's own constraint (walls, impassable terrain) cut the current drag short
   * (top-left, pixels), or null. Read by the move hook: a vehicle whose move ends there ran into
   * solid terrain (necromunda-movement.md § Colliding with Terrain).
   */
  strideBlocked: { readonly x: number; readonly y: number } | null = null;

  /**
   * The current drag's prepared snapshot: built on the drag's first constraint and reused on
   * every pointer move. Dropped when the drag starts, ends or is cancelled (`Token#_onDragLeftStart`,
   * `_onDragLeftDrop`, `_onDragLeftCancel`, on the v13 Token page; the v13 TokenLayer page says its
   * `_draggedToken` is set in the first and cleared in the last), and stale once any token is
   * created, updated or deleted ({@link sceneRevision}). Region edits during a drag are read on the next drag.
   */
  #drag: DragContext | null = null;

  /**
   * Foundry's constraint (walls, cost) first; then, when enforcement is `block` and the mover
   * is a player in a started combat, the engine's answer (src/rules/moves/drag.ts): the path is
   * cut where it says, and {@link strideStop} says why; a move that must take the shortest route
   * (a Charge) is routed first ({@link #shortestRoute}); a Charge that falls short runs on.
   * @inheritDoc
   */
  constrainMovementPath(
    waypoints: CoreMovementWaypoint[],
    options: Parameters<CoreTokenMovementApi["constrainMovementPath"]>[1] = {},
  ): [CoreMovementWaypoint[], boolean] {
    const routed = this.#shortestRoute(waypoints, options);
    const constrained = coreToken.constrainMovementPath.call(this, routed, options);
    const result: [CoreMovementWaypoint[], boolean] = [this.#onGround(constrained[0]), constrained[1]];
    this.strideStop = null;
    const blockedAt = result[1] ? result[0].at(-1) : undefined;
    this.strideBlocked = blockedAt ? { x: blockedAt.x, y: blockedAt.y } : null;
    return guard("path constraint", result, () => {
      const document = this.document as unknown as DragDocument;
      if (enforcementMode() !== "block" || game.user?.isGM === true) return result;
      if (document.combatant?.combat?.started !== true || !document.parent) return result;
      const allowance = tokenAllowance(document);
      if (!allowance) return result;
      // Terrain first, as dnd5e and Crucible read it: incoming waypoints need not carry it
      // (Token#createTerrainMovementPath, v13 Token page; docs/foundry-evidence.md § 3).
      const api = this as unknown as CoreTokenMovementApi;
      const withTerrain =
        typeof api.createTerrainMovementPath === "function"
          ? api.createTerrainMovementPath(result[0], { preview: options.preview === true })
          : result[0];
      // The waypoints Foundry adds at region boundaries stand on the ground too, so a raised
      // surface's height starts at its edge rather than along the whole segment.
      const complete = this.#onGround(document.getCompleteMovementPath(withTerrain));
      const history = document.movementHistory;
      const cost = coreToken._getMovementCostFunction.call(this, options);
      const measurement = document.measureMovementPath(complete, { cost });
      const { frame, scene } = this.#dragContext(document, allowance.ruleset);
      const ratio = frame.ratio;
      const measuredHistory = history.length > 1 ? document.measureMovementPath(history) : null;
      const historyDistance = measuredHistory?.distance ?? 0;
      const turn = rulesetBands(allowance);
      const input = {
        // Waypoints in terrain that requires an action (water: swimming) are measured with it.
        path: withTerrainActions(pathOf(document, complete, frame), allowance.ruleset.terrain),
        segments: measurement.segments.map((s) => ({ cost: s.cost * ratio, distance: s.distance * ratio })),
        turn,
        history: {
          cost: historyCost(history) * ratio,
          distance: historyDistance * ratio,
          ...historySharesOf(history, measuredHistory, turn, allowance.ruleset, ratio),
        },
        ...this.#edgesCleared(document),
        exact: document.parent.grid.isGridless === true,
      };
      const stop = dragStop(scene, input);
      if (!stop) return this.#runOn(result, chargeRunOn(scene, input), frame, options);
      const kept = cutPath(complete, stop.step, stop.fraction);
      const end = kept.at(-1)!;
      // At the limit, the action whose bands ran out (a test may raise them: TestsCapability.allowanceTest).
      const action =
        stop.reason === "allowance" ? input.path[Math.min(stop.step + 1, input.path.length - 1)]?.action : undefined;
      this.strideStop = {
        reason: stop.reason,
        ...(stop.test ? { test: stop.test } : {}),
        ...(stop.enemy ? { enemy: stop.enemy } : {}),
        ...(stop.notice
          ? { notice: { ...stop.notice, data: { ...stop.notice.data, name: document.name ?? "" } } }
          : {}),
        ...(action ? { action } : {}),
        x: end.x,
        y: end.y,
      };
      return [kept, true];
    });
  }

  /**
   * The waypoints standing on the ground (the engine's {@link followGround}): where the ruleset's
   * raised surfaces carry tokens (TerrainCapability#followsGround, dh2), a walked path's elevation
   * follows the ground under it; flying (core's `fly` action), blinking and forced (`displace`)
   * steps keep theirs. The same waypoints otherwise, or on an internal error (notify.ts guard).
   * Waypoints carry `elevation` in scene units (v13 TokenMeasureMovementPathWaypoint page).
   */
  #onGround(waypoints: CoreMovementWaypoint[]): CoreMovementWaypoint[] {
    return guard("ground elevation", waypoints, () => {
      const ruleset = activeRuleset();
      const document = this.document as unknown as DragDocument;
      if (!ruleset.terrain?.followsGround || !document.parent || waypoints.length === 0) return waypoints;
      const { frame, snapshot } = this.#dragContext(document, ruleset);
      const path = followGround(snapshot, pathOf(document, waypoints, frame), { airborne: AIRBORNE_ACTIONS });
      return waypoints.map((w, i) => {
        const elevation = path[i]!.elevation / frame.ratio;
        return Math.abs(elevation - (w.elevation ?? 0)) > 1e-9 ? { ...w, elevation } : w;
      });
    });
  }

  /** The last route asked for: its waypoints' key, the drag it was asked in, and the answer (null: as dragged). */
  #lastRoute: { key: string; scene: DragScene; routed: CoreMovementWaypoint[] | null } | null = null;

  /**
   * The waypoints along the engine's shortest route when the move must take one and the dragged
   * ones cost more (tokens/shortest-route.ts), under the same conditions as the engine's stops
   * (enforcement `block`, a player, a started combat); the same waypoints otherwise, during a
   * Charge's run-on (which goes on past the route's end), or on an internal error.
   */
  #shortestRoute(
    waypoints: CoreMovementWaypoint[],
    options: Parameters<CoreTokenMovementApi["constrainMovementPath"]>[1],
  ): CoreMovementWaypoint[] {
    return guard("shortest route", waypoints, () => {
      const document = this.document as unknown as DragDocument;
      if (this.#runningOn || enforcementMode() !== "block" || game.user?.isGM === true) return waypoints;
      if (document.combatant?.combat?.started !== true || !document.parent) return waypoints;
      const allowance = tokenAllowance(document);
      if (!allowance?.ruleset.engagement?.shortestRoute?.(waypoints.at(-1)?.action)) return waypoints;
      const { frame, scene } = this.#dragContext(document, allowance.ruleset);
      // A pointer move that leaves the waypoints as they were reuses the last answer.
      const key = [
        revision,
        options?.preview === true,
        ...waypoints.map((w) => `${w.x},${w.y},${w.elevation ?? ""},${w.action ?? ""}`),
      ].join("|");
      if (this.#lastRoute?.key === key && this.#lastRoute.scene === scene) {
        return this.#lastRoute.routed ?? waypoints;
      }
      const api = this as unknown as CoreTokenMovementApi;
      const costFunction = coreToken._getMovementCostFunction.call(this, options);
      const cost = (path: CoreMovementWaypoint[]) => {
        const withTerrain =
          typeof api.createTerrainMovementPath === "function"
            ? api.createTerrainMovementPath(path, { preview: options?.preview === true })
            : path;
        const complete = document.getCompleteMovementPath(withTerrain);
        return document
          .measureMovementPath(complete, { cost: costFunction })
          .segments.reduce((sum, s) => sum + s.cost, 0);
      };
      const diagonalTable = (globalThis as { CONST?: { GRID_DIAGONALS?: Record<string, number> } }).CONST
        ?.GRID_DIAGONALS;
      const routed = shortestRouteWaypoints(waypoints, {
        scene,
        frame,
        token: document,
        grid: document.parent.grid,
        diagonalTable: diagonalTable ?? {},
        cost,
      });
      this.#lastRoute = { key, scene, routed };
      return routed ?? waypoints;
    });
  }

  /** Set while a Charge's run-on is being constrained, so it runs on once. */
  #runningOn = false;

  /**
   * A Charge that falls short runs on to its full distance (the engine's {@link chargeRunOn}):
   * the point is appended and the path constrained again, so walls, terrain and the engine's
   * stops cut it back. Returns `result` unchanged when there is no run-on.
   */
  #runOn(
    result: [CoreMovementWaypoint[], boolean],
    runOn: ChargeRunOn | null,
    frame: Frame,
    options: Parameters<CoreTokenMovementApi["constrainMovementPath"]>[1],
  ): [CoreMovementWaypoint[], boolean] {
    const last = result[0].at(-1);
    if (!runOn || !last || this.#runningOn) return result;
    const at = topLeftAt(runOn.to, this.document as unknown as DragDocument, frame);
    const extended = [...result[0], { ...last, x: at.x, y: at.y, elevation: runOn.to.elevation / frame.ratio }];
    this.#runningOn = true;
    try {
      return [this.constrainMovementPath(extended, options)[0], true];
    } finally {
      this.#runningOn = false;
    }
  }

  /** The drag's prepared snapshot: built once per drag, not per pointer move. */
  #dragContext(document: DragDocument, ruleset: Ruleset): DragContext {
    if (this.#drag && this.#drag.revision === revision) return this.#drag;
    const id = document.id ?? "";
    const parent = document.parent!;
    const frame = frameOf(parent.grid, ruleset.unit);
    let snapshot = sceneSnapshot(parent, ruleset.unit, { ruleset, canSee: userCanSee, mover: document });
    const mover = snapshot.models.some((m) => m.id === id) ? null : modelOf(document, frame);
    if (mover) snapshot = { ...snapshot, models: [...snapshot.models, mover] };
    const scene = prepareDrag(snapshot, id, ruleset, {
      voluntaryEngage: voluntaryEngage(),
      gravity: sceneGravity(parent),
    });
    this.#drag = { revision, frame, scene, snapshot };
    return this.#drag;
  }

  /**
   * The edges the token took its test for this turn (a gap's leap, dangerous terrain), so it may go
   * over them (necromunda-movement.md § Leaping Gaps, § Dangerous Terrain): the executor's turn
   * marks, read by the engine (rules/moves/edge-marks.ts clearedEdges): every edge, or these regions'.
   */
  #edgesCleared(document: DragDocument): { edgeCleared: boolean; clearedRegions: string[] } {
    const cleared = clearedEdges(turnMarksOf(document));
    return { edgeCleared: cleared.all, clearedRegions: [...cleared.regions] };
  }

  /**
   * Foundry's pathfinding answered by the engine's search (tokens/find-path.ts): the cheapest path
   * by the ruleset's costs through the player's waypoints, which are kept; core's search where the
   * engine leaves it (ignoring walls or cost, hex grids) or on an internal error.
   * @inheritDoc
   */
  findMovementPath(waypoints: CoreMovementWaypoint[], options: FindPathOptions = {}): FindPathJob {
    const job = guard("pathfinding", null, () =>
      stridePathJob(this as unknown as PathToken, waypoints, options, {
        revision,
        ruleset: activeRuleset(),
        voluntaryEngage: voluntaryEngage(),
        canSee: userCanSee,
        diagonalTable: CONST.GRID_DIAGONALS,
      }),
    );
    const core = coreToken as unknown as { findMovementPath(w: CoreMovementWaypoint[], o: object): FindPathJob };
    return job ?? core.findMovementPath.call(this, waypoints, options);
  }

  /** @inheritDoc */
  protected override _onCreate(...args: Parameters<foundry.canvas.placeables.Token["_onCreate"]>) {
    sceneRevision();
    return super._onCreate(...args);
  }

  /** @inheritDoc */
  protected override _onUpdate(...args: Parameters<foundry.canvas.placeables.Token["_onUpdate"]>) {
    sceneRevision();
    return super._onUpdate(...args);
  }

  /** @inheritDoc */
  protected override _onDelete(...args: Parameters<foundry.canvas.placeables.Token["_onDelete"]>) {
    sceneRevision();
    return super._onDelete(...args);
  }

  /** @inheritDoc */
  protected override _onDragLeftStart(...args: Parameters<foundry.canvas.placeables.Token["_onDragLeftStart"]>) {
    this.#drag = null;
    this.#rollForAction();
    const started = super._onDragLeftStart(...args);
    // The drag shows where the token can get this turn (the reach overlay), on or off.
    guard("reach overlay", undefined, () => reachOverlay.dragStarted(this as unknown as ReachToken));
    return started;
  }

  /**
   * The first drag of the turn with an action that rolls for its allowance (a Necromunda Charge's
   * D3: movement/action-roll.ts) has it rolled. A GM's client, or a player's with no GM connected,
   * rolls it with Foundry's Roll ({@link actionRollerFor}) and keeps it for the turn; a player's
   * client asks the active GM, who rolls and keeps it on the scene ({@link ACTION_ROLL_REQUEST}).
   * The ruler measures with it once the flag lands. Only the token's owner asks.
   */
  #rollForAction(): void {
    const document = this.document;
    if (!document.isOwner) return;
    const ruleset = activeRuleset();
    const token = document as unknown as ActionRollToken;
    if (!pendingActionRoll(token, ruleset)) return;
    const gm = game.users?.activeGM;
    if (gm && !gm.isSelf && game.user?.isGM !== true) {
      void guardAsync("action roll", false, () => askGM(ACTION_ROLL_REQUEST, { tokenUuid: document.uuid }));
      return;
    }
    void guardAsync("action roll", null, () => rollForAction(token, ruleset, actionRollerFor(document)));
  }

  /** @inheritDoc */
  protected override _onDragLeftDrop(...args: Parameters<foundry.canvas.placeables.Token["_onDragLeftDrop"]>) {
    this.#drag = null;
    // The label showed the stop's short line; the ruler shows the full reason once, on the drop.
    const ruler = (this as unknown as { ruler?: { strideDropped?: (stop: ConstraintStop | null) => void } | null })
      .ruler;
    ruler?.strideDropped?.(this.strideStop);
    guard("reach overlay", undefined, () => reachOverlay.dragEnded(this as unknown as ReachToken));
    return super._onDragLeftDrop(...args);
  }

  /** @inheritDoc */
  protected override _onDragLeftCancel(...args: Parameters<foundry.canvas.placeables.Token["_onDragLeftCancel"]>) {
    this.#drag = null;
    guard("reach overlay", undefined, () => reachOverlay.dragEnded(this as unknown as ReachToken));
    return super._onDragLeftCancel(...args);
  }
}

/**
 * A complete path cut at a step plus a fraction of the next segment (the engine's stop): the
 * steps kept, without Foundry's intermediate grid steps between the first and the last, and the
 * point inside the segment rounded to whole pixels towards the start, so the stop is never past
 * where the rule bites (beyond a pixel's rounding on diagonals: 0.01" on a 100 px inch).
 * @param path every step (top-left corners, pixels)
 */
export function cutPath<W extends CoreMovementWaypoint>(path: readonly W[], step: number, fraction: number): W[] {
  const kept = path.slice(0, step + 1).filter((w, i) => i === 0 || i === step || !w.intermediate);
  const from = path[step];
  const to = path[step + 1];
  if (fraction <= 0 || !from || !to) return kept;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const t = length > 0 ? Math.floor(length * fraction + 1e-3) / length : fraction;
  if (t <= 0) return kept;
  const lerp = (a: number, b: number) => a + (b - a) * t;
  kept.push({
    ...to,
    x: Math.round(lerp(from.x, to.x)),
    y: Math.round(lerp(from.y, to.y)),
    elevation: lerp(from.elevation ?? 0, to.elevation ?? 0),
    intermediate: false,
  });
  return kept;
}

/** The options that post a roll public on v13 (`rollMode`) and v14 (`messageMode`). */
const PUBLIC_MESSAGE = { rollMode: "publicroll", messageMode: "public" } as const;

/**
 * Rolls an action's allowance dice with Foundry's Roll (`Roll#evaluate`) and posts them
 * (`Roll#toMessage`), spoken by the token, the flavour naming the token and its movement action.
 * Posted public (v13 `rollMode` CONST.DICE_ROLL_MODES.PUBLIC, v14 `messageMode` "public";
 * docs/foundry-evidence.md § 59): the GM's client rolls a player's D3, which a GM rolling
 * privately must not hide from that player.
 */
export function actionRollerFor(document: {
  readonly name?: string | null;
  readonly actor?: unknown;
  readonly movementAction?: string | null;
}): ActionRoller {
  const spec = activeManifest().actions.find((a) => a.id === document.movementAction);
  return {
    roll: (formula) => new Roll(formula).evaluate(),
    post: (roll) =>
      (roll as Roll).toMessage(
        {
          speaker: speakerOf(document.actor, document),
          flavor: game.i18n!.format("STRIDE.ActionRoll.flavor", {
            name: document.name ?? "",
            action: spec ? game.i18n!.localize(spec.label) : (document.movementAction ?? ""),
          }),
        },
        PUBLIC_MESSAGE,
      ),
  };
}
