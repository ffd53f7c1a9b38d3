/**
 * What a finished move did, read from Foundry's movement data for the ruleset's tests.
 * @module
 */
import type { MoveSummary, Ruleset } from "../../rules";
import { isMovementSource, sceneGravity, turnAllowance, type TokenLike } from "./allowance";

/** The parts of a recorded waypoint read here. */
export interface MovedWaypoint {
  readonly action?: string;
  /** Grid units. */
  readonly elevation?: number;
  readonly terrain?: { readonly conditions?: readonly unknown[] } | null;
}

/** The parts of Foundry's movement data of a finished move read here (scene units). */
export interface FinishedMovement {
  readonly method?: string;
  /** Where the move started; its elevation is in grid units. */
  readonly origin?: { readonly elevation?: number };
  readonly history: { readonly distance: number };
  readonly passed: { readonly distance: number; readonly waypoints: readonly MovedWaypoint[] };
}

/**
 * Summarizes a finished move for the ruleset, or returns null when no test can follow: undo,
 * no actor with a movement profile, or a move outside a started combat with no hasty action
 * (MovementActionSpec#hasty; narrative movement is not tested here).
 */
export function summarizeMove(
  token: TokenLike & { readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null },
  movement: FinishedMovement,
  ruleset: Ruleset,
  variant: string,
): MoveSummary | null {
  if (movement.method === "undo") return null;
  const allowance = turnAllowance(token, ruleset, variant);
  const system = token.actor?.system;
  if (!allowance || !isMovementSource(system)) return null;
  const waypoints = movement.passed.waypoints;
  const actions = new Set(waypoints.map((w) => w.action).filter((a): a is string => typeof a === "string"));
  const inCombat = token.combatant?.combat?.started === true;
  // Hasty actions (dh2 Charge and Run) are tested even outside combat; others only in it.
  const hasty = ruleset.actions.some((a) => a.hasty && actions.has(a.id));
  if (!inCombat && !hasty) return null;
  const conditions = new Set(waypoints.flatMap((w) => [...(w.terrain?.conditions ?? [])]));
  const gravity = sceneGravity(token.parent);
  const start = movement.origin?.elevation ?? waypoints[0]?.elevation ?? 0;
  const end = waypoints.at(-1)?.elevation ?? start;
  return {
    actions,
    conditions,
    turnDistance: ((inCombat ? movement.history.distance : 0) + movement.passed.distance) / allowance.ratio,
    bands: ruleset.bands.movementBands(system.movementProfile, { gravity, variant }),
    zeroGravity: gravity === "zero",
    variant,
    drop: Math.max(0, start - end) / allowance.ratio,
    vehicle: (system as { kind?: unknown }).kind === "vehicle",
  };
}
