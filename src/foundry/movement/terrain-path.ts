/**
 * Terrain along a path that is more than a cost per inch (necromunda-movement.md § Obstacles):
 * Foundry's step cost function charged an obstacle's price once per crossing, and the key of
 * the turn an edge test clears. Where a drag stops at an edge or may not end is the engine's
 * (src/rules/moves/drag.ts). Pure: tested without Foundry.
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

/** The terrain conditions a waypoint was reached through (one reader, in the snapshot). */
export { waypointConditions } from "../snapshot";

/** The key of a combatant's turn: a leap passed in it lets the fighter cross that turn. */
export function turnKey(combat: {
  readonly id?: string | null;
  readonly round: number;
  readonly turn?: number | null;
}) {
  return `${combat.id ?? ""}:${combat.round}:${combat.turn ?? 0}`;
}

/** The action a waypoint is measured with, and steps with their terrain's actions (one reader, in the engine). */
export { terrainAction, withTerrainActions } from "../../rules";
