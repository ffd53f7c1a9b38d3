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
