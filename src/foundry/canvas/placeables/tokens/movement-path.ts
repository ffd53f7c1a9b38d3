/**
 * The shapes of a planned path as the canvas Token reads it from Foundry, and the turn's
 * recorded cost. Where a path stops is the engine's (src/rules/moves/drag.ts).
 * @module
 */
import { turnShares, type Ruleset, type TurnBands } from "../../../../rules";
import { waypointConditions } from "../../../snapshot";

/** A waypoint as the constraint reads and writes it (pixels, grid units). */
export interface PathWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
  readonly intermediate?: boolean;
}

/** A measured path: one entry per segment between consecutive waypoints, scene units. */
export interface PathMeasurement {
  readonly segments: readonly { readonly cost: number; readonly distance: number }[];
}

/** Sums the recorded cost of this turn's movement history (each waypoint holds the cost into it). */
export function historyCost(history: readonly { cost?: unknown }[] | undefined): number {
  let cost = 0;
  for (const waypoint of history ?? []) cost += Number(waypoint.cost) || 0;
  return cost;
}

/**
 * The turn's recorded movement split by the band list each waypoint was measured in (the engine's
 * `turnShares`: walking, flying, an action with its own bands such as Shadowrun swimming), ruleset
 * units, as DragInput `history.shares`; nothing when it all went in the walking bands, so the plain
 * sum stands. Each history waypoint holds its action, its terrain and the cost into it
 * (TokenMeasuredMovementWaypoint, v13); the distances are the measured history's segments.
 * @param ratio ruleset units per scene unit
 */
export function historySharesOf(
  history: readonly { readonly cost?: unknown; readonly action?: unknown; readonly terrain?: unknown }[],
  measured: PathMeasurement | null,
  turn: TurnBands,
  ruleset: Pick<Ruleset, "terrain">,
  ratio: number,
): { shares?: Record<string, { cost: number; distance: number }> } {
  if (!measured || history.length < 2) return {};
  const steps = history.slice(1).map((waypoint, i) => ({
    cost: Math.max(0, Number(waypoint.cost) || 0) * ratio,
    distance: Math.max(0, measured.segments[i]?.distance ?? 0) * ratio,
    action: typeof waypoint.action === "string" ? waypoint.action : null,
    conditions: waypointConditions(waypoint),
  }));
  const shares = turnShares(turn, steps, ruleset.terrain);
  const keys = Object.keys(shares);
  return keys.length === 0 || (keys.length === 1 && keys[0] === "") ? {} : { shares };
}
