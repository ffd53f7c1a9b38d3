/**
 * Terrain along a path that is more than a cost per inch (necromunda-movement.md § Obstacles,
 * § Leaping Gaps): crossing an obstacle costs its height once, a move may not end on top of
 * one, and a move stops at a gap's edge for the leap test. Pure: tested without Foundry.
 * @module
 */
import type { Offset3D, StepCost } from "./vertical";

/**
 * Wraps a step cost function so that the step which climbs onto an obstacle also costs the
 * obstacle's price; the steps across its top cost what they measure. A step counts as already on
 * the obstacle when it starts where the previous step ended on it, so steps measured out of
 * order are charged again (too much, never too little).
 * @param heightOf the obstacle height a step's segment crosses, ruleset units (0: none)
 * @param price the cost of crossing an obstacle of that height, in the step's unit
 */
export function withObstacleCrossing(
  cost: StepCost,
  heightOf: (segment: unknown) => number,
  price: (height: number) => number,
): StepCost {
  let previous: { to: Offset3D; height: number } | null = null;
  return (from, to, distance, segment) => {
    const base = cost(from, to, distance, segment);
    const height = heightOf(segment);
    const onTop = previous !== null && previous.height > 0 && sameSpace(previous.to, from);
    previous = { to, height };
    return height > 0 && !onTop ? base + price(height) : base;
  };
}

function sameSpace(a: Offset3D, b: Offset3D): boolean {
  return a.i === b.i && a.j === b.j && (a.k ?? 0) === (b.k ?? 0);
}

/** The parts of a waypoint read here: the conditions of the terrain from the previous waypoint to it. */
export interface TerrainWaypoint {
  readonly terrain?: unknown;
}

/** The terrain conditions a waypoint was reached through (StrideTerrainData#conditions). */
export function waypointConditions(waypoint: TerrainWaypoint | undefined): string[] {
  const conditions = (waypoint?.terrain as { conditions?: unknown } | null | undefined)?.conditions;
  return Array.isArray(conditions) ? conditions.filter((c): c is string => typeof c === "string") : [];
}

/**
 * Cuts a path back so it does not end where the ruleset forbids (on top of an obstacle): it
 * ends at the last waypoint reached over terrain it may end on. Null when the end is allowed.
 */
export function cutForbiddenEnd<W extends TerrainWaypoint>(
  path: readonly W[],
  mayEndOn: (conditions: readonly string[]) => boolean,
): W[] | null {
  if (path.length < 2 || mayEndOn(waypointConditions(path.at(-1)))) return null;
  for (let i = path.length - 2; i > 0; i--) {
    if (mayEndOn(waypointConditions(path[i]))) return path.slice(0, i + 1);
  }
  return [path[0]!];
}

/** Where a path was stopped at the edge of terrain that calls for a test first. */
export interface EdgeStop<W> {
  /** The path up to the edge. */
  readonly path: W[];
  /** The test to take there (necromunda: `leap`). */
  readonly test: string;
}

/**
 * Stops a path at the edge of terrain that calls for a test before it is entered (a gap's leap,
 * necromunda-movement.md § Leaping Gaps): it ends at the last waypoint before the first one
 * reached over such terrain. Null when the path enters none.
 */
export function cutAtEdge<W extends TerrainWaypoint>(
  path: readonly W[],
  edgeTest: (conditions: readonly string[]) => string | null,
): EdgeStop<W> | null {
  for (let i = 1; i < path.length; i++) {
    const test = edgeTest(waypointConditions(path[i]));
    if (test && !edgeTest(waypointConditions(path[i - 1]))) {
      return { path: path.slice(0, i), test };
    }
  }
  return null;
}

/** The key of a combatant's turn: a leap passed in it lets the fighter cross that turn. */
export function turnKey(combat: {
  readonly id?: string | null;
  readonly round: number;
  readonly turn?: number | null;
}) {
  return `${combat.id ?? ""}:${combat.round}:${combat.turn ?? 0}`;
}
