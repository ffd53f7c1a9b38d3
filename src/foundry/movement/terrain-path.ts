/**
 * Terrain along a path that is more than a cost per inch (necromunda-movement.md § Obstacles):
 * Foundry's step cost function charged an obstacle's price once per crossing, and the key of
 * the turn an edge test clears. Where a drag stops at an edge or may not end is the engine's
 * (src/rules/moves/drag.ts). Pure: tested without Foundry.
 * @module
 */
import { FLY_ACTION, type TerrainCapability } from "../../rules";
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

/**
 * The movement action a waypoint is measured with: the action its terrain requires
 * (TerrainCapability.requiredAction: shadowrun water is swum, and measured against the swimming
 * bands), else its own. Never throws: a capability that throws leaves the action as it is.
 * @param terrain the ruleset's terrain capability, or undefined
 */
export function terrainAction(
  terrain: Pick<TerrainCapability, "requiredAction"> | undefined,
  conditions: readonly string[],
  action: string | null | undefined,
): string | null | undefined {
  // A flight crosses water and climbs in the air (rules moves/flight.ts): Foundry's `fly` stays.
  if (!terrain?.requiredAction || conditions.length === 0 || action === FLY_ACTION) return action;
  try {
    return terrain.requiredAction(conditions) ?? action;
  } catch {
    return action;
  }
}

/** Steps with the actions their terrain requires ({@link terrainAction}); the same array when none changes. */
export function withTerrainActions<S extends { readonly action?: string; readonly conditions?: readonly string[] }>(
  steps: S[],
  terrain: Pick<TerrainCapability, "requiredAction"> | undefined,
): S[] {
  if (!terrain?.requiredAction) return steps;
  let changed = false;
  const out = steps.map((step) => {
    const action = terrainAction(terrain, step.conditions ?? [], step.action);
    if (action === step.action || !action) return step;
    changed = true;
    return { ...step, action };
  });
  return changed ? out : steps;
}
