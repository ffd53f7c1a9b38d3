/**
 * Where a path's cost stands against a turn's movement bands. Used on every pointer move
 * while dragging, so these functions allocate nothing.
 * @module
 */
import type { MovementBand } from "../types";
import { array, isArray } from "./validate";

/** Slack for floating-point sums of segment costs (grid units). */
export const COST_EPSILON = 1e-6;

/**
 * Index of the first band whose budget covers `cost`, or `budgets.length` when the cost is
 * beyond every band.
 * @param budgets each band's cost budget, ascending, in the same unit as `cost`
 * @param cost the turn's movement cost so far; NaN is beyond every band
 * @throws {TypeError} when `budgets` is not an array
 */
export function bandIndexForCost(budgets: readonly number[], cost: number): number {
  if (!Array.isArray(budgets)) array(budgets, "budgets");
  if (typeof cost !== "number") return budgets.length;
  for (let i = 0; i < budgets.length; i++) {
    const budget: unknown = budgets[i];
    if (typeof budget === "number" && cost <= budget + COST_EPSILON) return i;
  }
  return budgets.length;
}

/**
 * Makes band distances non-decreasing and non-negative: a band never allows less than the
 * one below it, whatever the manual modifiers say. A distance that is not a finite number counts 0.
 * @throws {TypeError} when `bands` is not an array of objects
 */
export function normalizeBands(bands: readonly MovementBand[]): MovementBand[] {
  array(bands, "bands");
  for (const band of bands as readonly unknown[]) {
    if (typeof band !== "object" || band === null) throw new TypeError("Each band must be { action, distance }");
  }
  let floor = 0;
  return bands.map(({ action, distance }) => {
    floor = Math.max(floor, Number.isFinite(distance) ? distance : 0);
    return { action, distance: floor };
  });
}

/**
 * Orders bands by distance, shortest first (ties keep their order), with negative and non-finite
 * distances counted as 0: for rulesets whose actions each have their own allowance, so a band
 * is never raised to the one before it (necromunda: Run is two Moves, even below a Charge).
 * @throws {TypeError} when `bands` is not a list of bands with action ids
 */
export function sortBands(bands: readonly MovementBand[]): MovementBand[] {
  if (!isArray(bands) || !bands.every((b) => typeof (b as Partial<MovementBand> | null)?.action === "string")) {
    throw new TypeError("Bands are a list of { action, distance }");
  }
  return bands
    .map(({ action, distance }) => ({ action, distance: Number.isFinite(distance) ? Math.max(0, distance) : 0 }))
    .sort((a, b) => a.distance - b.distance);
}
