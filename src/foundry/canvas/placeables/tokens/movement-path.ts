/**
 * The shapes of a planned path as the canvas Token reads it from Foundry, and the turn's
 * recorded cost. Where a path stops is the engine's (src/rules/moves/drag.ts).
 * @module
 */

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
