/**
 * A turn's movement bands as a drag reads them: which bands an action is measured against, each
 * band's cost budget (halved terrain's rounding applied once the path is costlier than it is
 * long), the most an action allows, and the band a cost reaches (rules/README.md rulings 2, 3).
 * Run on every pointer move: budgets are worked out once per band list. Every function checks its
 * input: a turn is `{ bands, flying, variant, ratio }` with bands `{ action, distance }`
 * (a string action, a finite distance ≥ 0), a ratio > 0, and the capability has
 * `difficultTerrainBudget`; otherwise they throw a TypeError (wrong type) or RangeError (bad number).
 * @module
 */
import type { BandsCapability } from "../capabilities/bands";
import type { TerrainCapability } from "../capabilities/terrain";
import { terrainAction } from "./terrain-steps";
import { COST_EPSILON } from "../geometry/bands";
import * as check from "../geometry/validate";
import type { MovementBand } from "../types";
import * as internal from "./drag-internal";

/** A model's bands for the turn, in one unit (the ruleset's, or the scene's with `ratio`). */
export interface TurnBands {
  /** Walking bands, ascending. */
  readonly bands: readonly MovementBand[];
  /** Flying bands, or null when the model cannot fly. */
  readonly flying: readonly MovementBand[] | null;
  /**
   * Bands of terrain-bound actions measured apart (BandsCapability.actionBands: shadowrun swimming),
   * by action id; absent or empty when the ruleset has none.
   */
  readonly actions?: Readonly<Record<string, readonly MovementBand[]>>;
  /** The ruleset's variant (dh2 rounding differs by variant). */
  readonly variant: string;
  /** Units of these bands per ruleset unit (1 when they are in the ruleset's unit). */
  readonly ratio: number;
}

/** Where a turn's movement stands against the bands of its action. */
export interface BandStanding {
  /** Index of the band reached; equals `bands.length` when beyond the last. */
  readonly index: number;
  /** The band reached, or undefined beyond the last. */
  readonly band: MovementBand | undefined;
  /** Cost budget of the band reached (or of the last band when beyond). */
  readonly budget: number;
  /** The bands the action is measured against. */
  readonly bands: readonly MovementBand[];
  /** The turn's movement cost the standing was worked out for. */
  readonly cost: number;
  /** The most the action allows this turn (its own band, or the last). */
  readonly limit: number;
}

/**
 * The bands a movement action is measured against: its own bands when `turn.actions` has them
 * (swimming), flying bands for `fly`, walking otherwise.
 * @throws {TypeError|RangeError} when `turn` is not a turn's bands or `action` is neither a string nor absent
 */
export function bandsForAction(turn: TurnBands, action: string | null | undefined): readonly MovementBand[] {
  internal.turn(turn);
  internal.action(action, "action");
  return internal.bandsOf(turn, action);
}

/**
 * The turn's cost and distance split by the band list each step was measured in (DragInput
 * `history.shares`): each step's action, after its terrain's (TerrainCapability.requiredAction:
 * Shadowrun water is swum), names its list (`""` walking, `fly`, or an action with its own bands).
 * @param steps the turn's steps after its first, each with the cost and distance into it, its
 *   action and its terrain conditions
 * @throws {TypeError|RangeError} when `turn` is not a turn's bands, or a step is not an object with
 *   a cost ≥ 0 (or +Infinity) and a distance ≥ 0
 */
export function turnShares(
  turn: TurnBands,
  steps: readonly {
    readonly cost: number;
    readonly distance: number;
    readonly action?: string | null;
    readonly conditions?: readonly string[];
  }[],
  terrain?: Pick<TerrainCapability, "requiredAction">,
): Record<string, { cost: number; distance: number }> {
  internal.turn(turn);
  const shares: Record<string, { cost: number; distance: number }> = {};
  check.array(steps, "steps").forEach((step, i) => {
    internal.segment(step, `steps[${i}]`);
    const action = terrainAction(terrain, Array.isArray(step.conditions) ? step.conditions : [], step.action);
    const key = internal.bandSetKey(turn, typeof action === "string" ? action : null);
    const share = (shares[key] ??= { cost: 0, distance: 0 });
    share.cost += step.cost;
    share.distance += step.distance;
  });
  return shares;
}

/**
 * Each band's cost budget, in the bands' unit, with halved terrain's rounding when `difficult`.
 * Worked out once per band list, capability, variant and ratio; the returned array is shared: do
 * not modify it, nor the bands once asked about.
 * @param bands one of the turn's band lists (or any list of bands in the turn's unit)
 * @returns one budget ≥ 0 per band
 * @throws {TypeError} when the capability, turn or bands are not of their shape, or `difficult` is not a boolean
 * @throws {RangeError} when a distance or the ratio is out of range, or the capability's budget is not a finite number ≥ 0
 */
export function bandBudgets(
  capability: BandsCapability,
  turn: TurnBands,
  bands: readonly MovementBand[],
  difficult: boolean,
): readonly number[] {
  internal.capability(capability);
  internal.turn(turn);
  internal.bands(bands, "bands");
  check.bool(difficult, "difficult");
  return internal.budgetsOf(capability, turn, bands, difficult);
}

/**
 * The most a move with this action may cost this turn: the budget of the action's own band, or
 * of the last band for actions that are not bands (walk, fly …); 0 without bands.
 * @param difficult the turn's path is costlier than it is long (halved terrain crossed)
 * @returns a cost ≥ 0, the bands' unit
 * @throws {TypeError|RangeError} as {@link bandBudgets}, and when `action` is neither a string nor absent
 */
export function actionLimit(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  difficult: boolean,
): number {
  internal.capability(capability);
  internal.turn(turn);
  internal.action(action, "action");
  check.bool(difficult, "difficult");
  return internal.limitOf(capability, turn, action, difficult);
}

/**
 * Where a turn's movement stands: which band its cost reaches. Once the cost exceeds the
 * distance the path has crossed difficult terrain and the halved budgets apply (ruling 3), never
 * giving a band before the one its distance reaches on clear ground.
 * @param cost the turn's movement cost so far (≥ 0; +Infinity, impassable terrain, is beyond every band)
 * @param distance the turn's distance so far (finite, ≥ 0)
 * @throws {TypeError|RangeError} as {@link actionLimit}, and when `cost` or `distance` is not such a number
 */
export function bandStanding(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  cost: number,
  distance: number,
): BandStanding {
  internal.capability(capability);
  internal.turn(turn);
  internal.action(action, "action");
  internal.cost(cost, "cost");
  check.nonNegative(distance, "distance");
  const bands = internal.bandsOf(turn, action);
  const budgets = internal.budgetsOf(capability, turn, bands, cost > distance + COST_EPSILON);
  const index = internal.bandIndexOf(capability, turn, bands, cost, distance);
  const limit = internal.limitOf(capability, turn, action, cost > distance + COST_EPSILON);
  return { index, band: bands[index], budget: budgets[Math.min(index, budgets.length - 1)] ?? 0, bands, cost, limit };
}

/**
 * Whether a turn's movement may reach this cost and distance with this action.
 * @param cost the turn's total cost with the step (≥ 0; +Infinity never is); distance its total distance (finite, ≥ 0)
 * @throws {TypeError|RangeError} as {@link bandStanding}
 */
export function withinLimit(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  cost: number,
  distance: number,
): boolean {
  internal.capability(capability);
  internal.turn(turn);
  internal.action(action, "action");
  internal.cost(cost, "cost");
  check.nonNegative(distance, "distance");
  return internal.within(capability, turn, action, cost, distance);
}
