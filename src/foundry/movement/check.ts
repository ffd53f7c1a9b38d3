/**
 * The hard movement check run before a move is committed.
 * @module
 */
import { movedAlready } from "../../rules";
import { isEnforced, judgeMove } from "./allowance";
import { terrainAction, waypointConditions } from "./terrain-path";
import { guard } from "../notify";
import { enforcementMode } from "../settings";
import { tokenAllowance } from "./token-allowance";
import { formatDistance, withUnits } from "../canvas/placeables/tokens/ruler-bands";
import type { HistoryCombat } from "../data/token-history";
import type { ConstraintStop } from "../canvas/placeables/token";
import { notifyStop } from "../canvas/placeables/tokens/stop-text";
import { activeRuleset } from "../settings";

/** The part of Foundry's pending movement data read here (shared/foundry-v13.md § Tokens and movement). */
export interface MovementLike {
  readonly method?: string;
  readonly history: { readonly cost: number; readonly distance: number };
  readonly passed: {
    readonly cost: number;
    readonly distance: number;
    readonly waypoints: readonly { action?: string; terrain?: unknown }[];
  };
  readonly pending: {
    readonly cost: number;
    readonly distance: number;
    readonly waypoints: readonly { action?: string; terrain?: unknown }[];
  };
}

/** What the check reads of the token and the world. */
export interface MoveCheckSubject {
  readonly name?: string | null;
  readonly movementAction?: string | null;
  readonly combatant?: { readonly combat?: HistoryCombat | null } | null;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly actor: { readonly system: unknown; readonly id?: string | null; readonly name?: string | null } | null;
  readonly parent: { readonly grid: { readonly units: string }; readonly flags?: Record<string, unknown> } | null;
}

/**
 * Decides whether a move may be committed: false when enforcement is `block`, the mover is a
 * player, the token's combat has started and the turn's cost would exceed what its action
 * allows, the move would end where the ruleset forbids (on top of an obstacle), or a vehicle that
 * already moved this turn would make a second movement action (BandsCapability.singleVehicleMove). Notifies the
 * mover either way. Never throws: on an internal error the move is allowed.
 */
export function checkMovement(token: MoveCheckSubject, movement: MovementLike, isGM: boolean): boolean {
  return guard("movement check", true, () => {
    const allowance = tokenAllowance(token);
    if (!allowance) return true;
    const mover = {
      isGM,
      enforcement: enforcementMode(),
      inStartedCombat: token.combatant?.combat?.started === true,
      method: movement.method,
    };
    /** Says why an enforced move is refused (block) or warned of; true when refused. */
    const refuse = (blockedKey: string, warnedKey: string) => {
      const blocked = mover.enforcement === "block";
      ui.notifications?.[blocked ? "error" : "warn"](
        game.i18n!.format(blocked ? blockedKey : warnedKey, { name: token.name ?? "" }),
      );
      return blocked;
    };
    // A vehicle's one movement action a history period, as the drag holds it (d6 § Vehicle Movement).
    const kind = (token.actor?.system as { kind?: unknown } | null)?.kind;
    const moved = movedAlready(allowance.ruleset.bands, kind, movement.history.distance);
    if (isEnforced(mover) && moved && refuse("STRIDE.Movement.SecondMoveBlocked", "STRIDE.Movement.SecondMoveWarned")) {
      return false;
    }
    const end = movement.pending.waypoints.at(-1) ?? movement.passed.waypoints.at(-1);
    const forbidden = allowance.ruleset.terrain?.mayEndOn(waypointConditions(end)) === false;
    if (isEnforced(mover) && forbidden && refuse("STRIDE.Movement.EndBlocked", "STRIDE.Movement.EndWarned")) {
      return false;
    }
    // The end's terrain may require its own action (water: swimming), measured with its own bands.
    const action = terrainAction(
      allowance.ruleset.terrain,
      waypointConditions(end),
      movement.pending.waypoints.at(-1)?.action ?? movement.passed.waypoints.at(-1)?.action ?? token.movementAction,
    );
    const cost = movement.history.cost + movement.passed.cost + movement.pending.cost;
    const distance = movement.history.distance + movement.passed.distance + movement.pending.distance;
    const verdict = judgeMove(mover, allowance, action, cost, distance);
    if (verdict.over) {
      // The limit as the ruler writes it: the user's locale, the inch mark against the number.
      const limit = formatDistance(verdict.limit, game.i18n!.lang);
      const data = { name: token.name ?? "", limit: withUnits(limit, token.parent?.grid.units ?? "") };
      const key = verdict.allowed ? "STRIDE.Movement.OverWarned" : "STRIDE.Movement.Blocked";
      ui.notifications?.[verdict.allowed ? "warn" : "error"](game.i18n!.format(key, data));
    }
    return verdict.allowed;
  });
}

/**
 * Movement methods that reach the document without the drag's constraint (v13 TokenMovementMethod):
 * a keyboard step, and an edit of the token's position or elevation in its HUD or configuration.
 */
const UNDRAGGED_METHODS: ReadonlySet<string> = new Set(["keyboard", "config"]);

/** A waypoint of Foundry's movement data, as the constraint takes it back (pixels, elevation in scene units). */
type MovementWaypoint = {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
};

/** The canvas token whose constraint holds the engine's stops (canvas/placeables/token.ts StrideToken). */
export interface ConstrainingToken {
  constrainMovementPath(waypoints: MovementWaypoint[], options?: { preview?: boolean }): unknown;
  /** Why the last constrained path stopped short, or null. */
  readonly strideStop?: ConstraintStop | null;
}

/**
 * Holds a keyboard step or a Token HUD or configuration edit to the same stops as a drag (an
 * enemy's 1" zone, a gap's or climb's edge, where a move may not end, another base): the path from
 * the movement's origin through its waypoints is constrained as a drag's would be
 * (StrideToken#constrainMovementPath, which applies the drag's conditions: enforcement `block`, a
 * player, a started combat), and a path it cuts short for any reason but the allowance is refused
 * with the reason's full text (the allowance is {@link checkMovement}'s). A drag, an undo or an
 * API move passes untouched; so does any move on an internal error. Never throws.
 * @param object the token's canvas object, or null when the canvas has none
 * @returns whether the move may go on
 */
export function checkUndraggedStops(
  object: ConstrainingToken | null | undefined,
  movement: { readonly method?: string; readonly origin?: MovementWaypoint } & Pick<MovementLike, "passed" | "pending">,
): boolean {
  return guard("movement stops", true, () => {
    if (!object || !movement.origin || !UNDRAGGED_METHODS.has(movement.method ?? "")) return true;
    const path = [movement.origin, ...movement.passed.waypoints, ...movement.pending.waypoints] as MovementWaypoint[];
    object.constrainMovementPath(path, { preview: false });
    const stop = object.strideStop;
    if (!stop || stop.reason === "allowance") return true;
    notifyStop(stop, activeRuleset);
    return false;
  });
}
