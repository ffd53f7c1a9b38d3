/**
 * A turn's movement bands as a drag reads them: which bands an action is measured against, each
 * band's cost budget (halved terrain's rounding applied once the path is costlier than it is
 * long), the most an action allows, and the band a cost reaches (rules/README.md rulings 2, 3).
 * Run on every pointer move: budgets are worked out once per band list.
 * @module
 */
import type { BandsCapability } from "../capabilities/bands";
import { bandIndexForCost, COST_EPSILON } from "../geometry/bands";
import type { MovementBand } from "../types";

/** A model's bands for the turn, in one unit (the ruleset's, or the scene's with `ratio`). */
export interface TurnBands {
  /** Walking bands, ascending. */
  readonly bands: readonly MovementBand[];
  /** Flying bands, or null when the model cannot fly. */
  readonly flying: readonly MovementBand[] | null;
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

/** The bands a movement action is measured against: flying bands for `fly`, walking otherwise. */
export function bandsForAction(turn: TurnBands, action: string | null | undefined): readonly MovementBand[] {
  return action === "fly" && turn.flying ? turn.flying : turn.bands;
}

/** Budgets per band list, clear and difficult, worked out once (drag hot path). */
const budgetCache = new WeakMap<readonly MovementBand[], { clear: number[]; difficult: number[] }>();

/**
 * Each band's cost budget, in the bands' unit, with halved terrain's rounding when `difficult`.
 * The returned array is shared: do not modify it.
 */
export function bandBudgets(
  capability: BandsCapability,
  turn: TurnBands,
  bands: readonly MovementBand[],
  difficult: boolean,
): readonly number[] {
  let cached = budgetCache.get(bands);
  if (!cached) {
    const { variant, ratio } = turn;
    cached = {
      clear: bands.map((band) => band.distance),
      difficult: bands.map((band) => capability.difficultTerrainBudget(band.distance / ratio, { variant }) * ratio),
    };
    budgetCache.set(bands, cached);
  }
  return difficult ? cached.difficult : cached.clear;
}

/**
 * The most a move with this action may cost this turn: the budget of the action's own band, or
 * of the last band for actions that are not bands (walk, fly …).
 * @param difficult the turn's path is costlier than it is long (halved terrain crossed)
 */
export function actionLimit(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  difficult: boolean,
): number {
  const bands = bandsForAction(turn, action);
  const budgets = bandBudgets(capability, turn, bands, difficult);
  const own = bands.findIndex((band) => band.action === action);
  return budgets[own >= 0 ? own : budgets.length - 1] ?? 0;
}

/**
 * Where a turn's movement stands: which band its cost reaches. Once the cost exceeds the
 * distance the path has crossed difficult terrain and the halved budgets apply (ruling 3).
 * @param cost the turn's movement cost so far; distance the turn's distance so far
 */
export function bandStanding(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  cost: number,
  distance: number,
): BandStanding {
  const bands = bandsForAction(turn, action);
  const budgets = bandBudgets(capability, turn, bands, cost > distance + COST_EPSILON);
  const index = bandIndexForCost(budgets, cost);
  const own = bands.findIndex((b) => b.action === action);
  const limit = budgets[own >= 0 ? own : budgets.length - 1] ?? 0;
  return { index, band: bands[index], budget: budgets[Math.min(index, budgets.length - 1)] ?? 0, bands, cost, limit };
}

/**
 * Whether a turn's movement may reach this cost and distance with this action.
 * @param cost the turn's total cost with the step; distance its total distance
 */
export function withinLimit(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  cost: number,
  distance: number,
): boolean {
  return cost <= actionLimit(capability, turn, action, cost > distance + COST_EPSILON) + COST_EPSILON;
}
