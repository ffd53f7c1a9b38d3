/**
 * Necromunda movement by actions (necromunda-movement.md § Movement; rulings in README.md of
 * the project: Charge and Crawl distances).
 * @module
 */

/** A fighter's Move characteristic is clamped to this range, inches. */
export const MOVE_RANGE = { min: 0, max: 12 } as const;

/**
 * The most a Charge (Double) can add to Move: the D3 the table rolls (Stride ruling: the
 * ruler and enforcement allow up to M + 3"; the roll decides at the table).
 */
export const CHARGE_BONUS_MAX = 3;

/** Inches a fighter may move with each action in one activation. */
export interface ActionAllowances {
  /** Crawl (Double): half Move, rounded up to a whole inch (Stride ruling). */
  readonly crawl: number;
  /** Move (Simple): up to Move. */
  readonly move: number;
  /** Charge (Double): up to Move + D3 (at most Move + 3", Stride ruling). */
  readonly charge: number;
  /** Two Move (Simple) actions: twice Move. */
  readonly run: number;
  /** Ram (Double), vehicles only: up to Move, into a collision (§ Collision Damage). */
  readonly ram: number;
}

/**
 * The allowance of each movement action for a Move characteristic.
 * @param move the fighter's Move, inches (clamped to 0–12; NaN counts 0)
 */
export function actionAllowances(move: number): ActionAllowances {
  const m = Math.min(MOVE_RANGE.max, Math.max(MOVE_RANGE.min, Number.isFinite(move) ? move : 0));
  return { crawl: Math.ceil(m / 2), move: m, ram: m, charge: m + CHARGE_BONUS_MAX, run: 2 * m };
}
