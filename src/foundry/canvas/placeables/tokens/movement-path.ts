/**
 * Cutting a planned path where the turn's allowance runs out. Pure: run on every pointer move
 * by the canvas Token's `constrainMovementPath` and tested without Foundry.
 * @module
 */
import { COST_EPSILON } from "../../../../rules";

/** A waypoint as the constraint reads and writes it (pixels, grid units). */
export interface PathWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
  readonly intermediate?: boolean;
}

/** A measured path: one entry per segment between consecutive waypoints. */
export interface PathMeasurement {
  readonly segments: readonly { readonly cost: number; readonly distance: number }[];
}

/** What the truncation needs besides the path. */
export interface TruncationInput<W extends PathWaypoint> {
  /** Every step of the path (Foundry's complete movement path), starting at the token. */
  readonly path: readonly W[];
  /** The path measured with the token's cost function. */
  readonly measurement: PathMeasurement;
  /** The turn's cost and distance before this path, scene units. */
  readonly history: { readonly cost: number; readonly distance: number };
  /** Is a step allowed to end at this turn cost and distance with this action? */
  readonly allows: (action: string | undefined, cost: number, distance: number) => boolean;
  /** Interpolate inside the last segment (gridless scenes) instead of stopping at its start. */
  readonly gridless: boolean;
  /**
   * Whether a step is one the move may not stop on or part-way through (a climb that must
   * reach a flat surface, necromunda-movement.md § Climbing). When the allowance runs out on
   * such a step, the token stays where the move was declared: the path is cut to its start.
   */
  readonly mustComplete?: (from: W, to: W) => boolean;
}

/** A path cut short: what is kept, and whether it was held at its start by a step that had to complete. */
export interface Truncation<W> {
  readonly path: W[];
  readonly held: boolean;
}

/**
 * Cuts a path at the first step the allowance does not cover. Returns null when the whole path
 * fits. On gridless scenes the last segment is cut proportionally to its cost, so the token
 * stops exactly where the allowance runs out; a step that must complete holds the token at the
 * path's start instead.
 */
export function truncatePath<W extends PathWaypoint>(input: TruncationInput<W>): Truncation<W> | null {
  const { path, measurement, history, allows, gridless, mustComplete } = input;
  let cost = history.cost;
  let distance = history.distance;
  for (let i = 1; i < path.length; i++) {
    const segment = measurement.segments[i - 1];
    if (!segment) break;
    const to = path[i]!;
    if (allows(to.action, cost + segment.cost, distance + segment.distance)) {
      cost += segment.cost;
      distance += segment.distance;
      continue;
    }
    if (mustComplete?.(path[i - 1]!, to)) return { path: [path[0]!], held: true };
    const kept = path.slice(0, i).filter((w, k) => k === 0 || k === i - 1 || !w.intermediate);
    if (gridless && segment.cost > COST_EPSILON) {
      const point = interpolateWithin(path[i - 1]!, to, segment, cost, distance, allows);
      if (point) kept.push(point);
    }
    return { path: kept, held: false };
  }
  return null;
}

/** The furthest point along a segment that the allowance covers (bisection on the fraction). */
function interpolateWithin<W extends PathWaypoint>(
  from: W,
  to: W,
  segment: { cost: number; distance: number },
  cost: number,
  distance: number,
  allows: (action: string | undefined, cost: number, distance: number) => boolean,
): W | null {
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 30; k++) {
    const mid = (lo + hi) / 2;
    if (allows(to.action, cost + segment.cost * mid, distance + segment.distance * mid)) lo = mid;
    else hi = mid;
  }
  if (lo <= 0) return null;
  const lerp = (a: number, b: number) => a + (b - a) * lo;
  return {
    ...to,
    x: Math.round(lerp(from.x, to.x)),
    y: Math.round(lerp(from.y, to.y)),
    elevation: lerp(from.elevation ?? 0, to.elevation ?? 0),
    intermediate: false,
  };
}

/** Sums the recorded cost of this turn's movement history (each waypoint holds the cost into it). */
export function historyCost(history: readonly { cost?: unknown }[] | undefined): number {
  let cost = 0;
  for (const waypoint of history ?? []) cost += Number(waypoint.cost) || 0;
  return cost;
}
