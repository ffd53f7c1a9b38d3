/**
 * Where a path's cost stands against a turn's movement bands. Used on every pointer move
 * while dragging, so these functions allocate nothing.
 * @module
 */
import type { MovementBand } from "../types";

/** Slack for floating-point sums of segment costs (grid units). */
export const COST_EPSILON = 1e-6;

/**
 * Index of the first band whose budget covers `cost`, or `budgets.length` when the cost is
 * beyond every band.
 * @param budgets each band's cost budget, ascending, in the same unit as `cost`
 * @param cost the turn's movement cost so far
 */
export function bandIndexForCost(budgets: readonly number[], cost: number): number {
  for (let i = 0; i < budgets.length; i++) {
    if (cost <= budgets[i]! + COST_EPSILON) return i;
  }
  return budgets.length;
}

/**
 * Index of the first step whose cumulative cost exceeds `limit`, or -1 when every step fits.
 * @param cumulativeCosts the turn's cost after each step, non-decreasing
 * @param limit the most the turn allows, same unit
 */
export function firstStepBeyond(cumulativeCosts: readonly number[], limit: number): number {
  for (let i = 0; i < cumulativeCosts.length; i++) {
    if (cumulativeCosts[i]! > limit + COST_EPSILON) return i;
  }
  return -1;
}

/**
 * The band an action is held to: the band of that action, or the highest band when the action
 * is not one of the ruleset's band actions (Foundry's `walk`, `fly` …).
 * @returns undefined when there are no bands
 */
export function bandForAction(
  bands: readonly MovementBand[],
  action: string | null | undefined,
): MovementBand | undefined {
  return bands.find((band) => band.action === action) ?? bands.at(-1);
}

/**
 * Makes band distances non-decreasing and non-negative: a band never allows less than the
 * one below it, whatever the manual modifiers say.
 */
export function normalizeBands(bands: readonly MovementBand[]): MovementBand[] {
  let floor = 0;
  return bands.map(({ action, distance }) => {
    floor = Math.max(floor, Number.isFinite(distance) ? distance : 0);
    return { action, distance: floor };
  });
}
