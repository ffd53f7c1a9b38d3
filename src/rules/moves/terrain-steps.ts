/**
 * What terrain does to a step of a move: the action it is measured with (water is swum) and what
 * it costs (difficult ground, zero gravity). Pure; the canvas's cost function and `rules.play`
 * price steps through here.
 * @module
 */
import type { TerrainCapability } from "../capabilities/terrain";
import { FLY_ACTION } from "./flight";
import * as check from "../geometry/validate";

/** Cost multiplier of difficult terrain and of moving in zero gravity: twice the cost is half the movement. */
export const DIFFICULT_MULTIPLIER = 2;

/**
 * The cost of a step: the measured cost (which may already include other cost modifiers), raised
 * to what the ruleset charges for the step's conditions (TerrainCapability.costMultiplier:
 * difficult ×2, impassable Infinity), and to double when the scene has zero gravity. The worst
 * multiplier counts; they do not stack.
 * @param baseCost the step's cost before terrain (Foundry's core cost on the canvas; its distance in `rules.play`)
 * @param distance the step's distance, same unit
 * @param conditions the step's terrain condition ids (anything else reads as none)
 * @param costOf the ruleset's multiplier for a list of conditions
 * @throws {TypeError|RangeError} when a cost or distance is not a number ≥ 0 (the cost may be
 *   +Infinity: impassable), `costOf` is not a function or gives no number ≥ 1
 */
export function terrainStepCost(
  baseCost: number,
  distance: number,
  conditions: unknown,
  zeroGravity: boolean,
  costOf: (conditions: readonly string[]) => number,
): number {
  if (typeof baseCost !== "number" || !(baseCost >= 0)) throw new RangeError("baseCost must be a number ≥ 0");
  check.nonNegative(distance, "distance");
  check.callable(costOf, "costOf");
  const list = Array.isArray(conditions) ? (conditions as string[]) : [];
  const own = list.length ? costOf(list) : 1;
  if (typeof own !== "number" || !(own >= 1)) throw new RangeError("costOf must give a number ≥ 1");
  const multiplier = Math.max(own, zeroGravity === true ? DIFFICULT_MULTIPLIER : 1);
  if (multiplier === 1) return baseCost;
  return multiplier === Infinity ? Infinity : Math.max(baseCost, distance * multiplier);
}

/**
 * The movement action a step is measured with: the action its terrain requires
 * (TerrainCapability.requiredAction: Shadowrun water is swum, and measured against the swimming
 * bands), else its own. A flight (Foundry's `fly`) keeps its action. Never throws: a capability
 * that throws leaves the action as it is.
 * @param terrain the ruleset's terrain capability, or undefined
 */
export function terrainAction(
  terrain: Pick<TerrainCapability, "requiredAction"> | undefined,
  conditions: readonly string[],
  action: string | null | undefined,
): string | null | undefined {
  // An action that is not a string is none (junk is never handed back).
  const chosen = typeof action === "string" || action === undefined ? action : null;
  if (!terrain?.requiredAction || !Array.isArray(conditions) || !conditions.length || chosen === FLY_ACTION) {
    return chosen;
  }
  try {
    const required = terrain.requiredAction(conditions);
    return typeof required === "string" ? required : chosen;
  } catch {
    return chosen;
  }
}

/**
 * Steps with the actions their terrain requires ({@link terrainAction}); the same array when none changes.
 * @throws {TypeError} when `steps` is not an array of objects
 */
export function withTerrainActions<S extends { readonly action?: string; readonly conditions?: readonly string[] }>(
  steps: S[],
  terrain: Pick<TerrainCapability, "requiredAction"> | undefined,
): S[] {
  check.array(steps, "steps").forEach((step, i) => check.object(step, `steps[${i}]`));
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
