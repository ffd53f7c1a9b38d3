/**
 * Vertical movement priced by the ruleset (Ruleset#vertical): the step cost function Foundry
 * measures with (whether a step is a climb the drag must finish is the engine's). Pure: tested
 * without Foundry.
 * @module
 */
import {
  horizontalOf,
  priceVerticalStep,
  stepRiseCost,
  type VerticalCapability as VerticalMovement,
} from "../../rules";
import { rulesetPerSceneUnit } from "./allowance";

/** A grid space in 3D (Foundry's GridOffset3D): row, column and vertical coordinate. */
export interface Offset3D {
  readonly i: number;
  readonly j: number;
  readonly k?: number;
}

/** The parts of a scene's grid read here. */
export interface VerticalGrid {
  /** Scene units per grid space. */
  readonly distance: number;
  readonly units: string;
  readonly isGridless: boolean;
  /** Measures a path between grid spaces (Foundry's BaseGrid#measurePath). */
  measurePath(waypoints: { i: number; j: number }[]): { distance: number };
}

/** Foundry's step cost function: from and to grid spaces, the step's measured distance, its segment. */
export type StepCost = (from: Offset3D, to: Offset3D, distance: number, segment: unknown) => number;

/**
 * Wraps a step cost function so steps that change height cost their horizontal part at the
 * measured rate plus the ruleset's price of the rise (necromunda-movement.md § Climbing,
 * § Stepping Up, § Jumping Down). Heights come from the grid spaces' `k`, in grid spaces of the
 * scene's size.
 *
 * The rise is priced over the whole run of height change, not step by step: Foundry calls the cost
 * function once per grid space along the path, and its segment (TokenMovementSegmentData) carries
 * no elevations, so the function follows consecutive steps that keep going up (or down) from where
 * the last one ended and charges each step what it adds to the run's price. A lone ½" step up is
 * free, and a 2" climb costs the same on a ½" grid as on a 1" grid. A level step, a turn from up
 * to down, an impassable step or a step that does not start where the last one ended starts a new run.
 * @param cost the cost function to wrap (Foundry's, terrain included)
 * On a ladder or stairs (the engine's `stepRiseCost`: necromunda-movement.md § Ladders and
 * Stairs) height costs as normal movement, read from the segment's terrain conditions; the segment's
 * movement action (TokenMovementSegmentData#action) lets the ruleset price a chosen jump down apart.
 * @param rulesetUnit the ruleset's unit, for converting the rise to it and the price back
 * @param conditionsOf the terrain conditions of a segment (StrideTerrainData#conditions); none when absent
 * @returns a stateful cost function: use one per measured path
 */
export function withVerticalPricing(
  cost: StepCost,
  grid: VerticalGrid,
  vertical: VerticalMovement,
  rulesetUnit: string,
  conditionsOf: (segment: unknown) => readonly string[] = () => [],
): StepCost {
  const ratio = rulesetPerSceneUnit(grid.units, rulesetUnit);
  /** The run of height change the last step ended: where it ended and the height gained so far (scene units). */
  let run: { readonly end: Offset3D; readonly rise: number } | null = null;
  return (from, to, distance, segment) => {
    const conditions = conditionsOf(segment);
    // The segment's movement action (TokenMovementSegmentData#action): a chosen jump drops for free.
    const action = (segment as { action?: unknown } | null | undefined)?.action;
    const price = (rise: number) =>
      stepRiseCost(vertical, rise * ratio, conditions, typeof action === "string" ? action : undefined) / ratio;
    const base = cost(from, to, distance, segment);
    const spaces = (to.k ?? 0) - (from.k ?? 0);
    const previous = run;
    run = null;
    if (!spaces) return base;
    const rise = spaces * grid.distance;
    const before = previous && sameSpace(previous.end, from) && previous.rise * rise > 0 ? previous.rise : 0;
    const level = from.i === to.i && from.j === to.j;
    const horizontal = level
      ? 0
      : grid.isGridless
        ? horizontalOf(distance, rise)
        : grid.measurePath([
            { i: from.i, j: from.j },
            { i: to.i, j: to.j },
          ]).distance;
    // What this step adds to the run's price (never less than nothing: the terrain may change mid-run).
    const riseCost = (r: number) => (before ? Math.max(0, price(before + r) - price(before)) : price(r));
    const priced = priceVerticalStep({ cost: base, distance, horizontal, rise }, riseCost);
    if (priced !== Infinity) run = { end: to, rise: before + rise };
    return priced;
  };
}

/** Whether two grid spaces are the same (a missing `k` is 0). */
function sameSpace(a: Offset3D, b: Offset3D): boolean {
  return a.i === b.i && a.j === b.j && (a.k ?? 0) === (b.k ?? 0);
}
