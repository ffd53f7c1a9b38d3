/**
 * Necromunda movement by actions (necromunda-movement.md § Movement; rulings in docs/rulings.md:
 * Charge and Crawl distances).
 * @module
 */
import { array, nonNegative } from "../../geometry/validate";

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

/** The engaging action: a Charge may go within 1" of enemies when it ends in base contact (§ Charge). */
export const CHARGE_ACTION = "charge";

/**
 * Whether a move with this action may go within 1" of enemies when it ends engaging one
 * (§ The 1" Rule, § Charge): a Charge; with the house rule (`options.voluntary`, a world
 * setting), any move that ends in base contact (§ Charge, House Rule).
 * @param options the world's choices; anything but an object counts as none
 */
export function mayEngage(action: string | undefined, options?: { readonly voluntary?: boolean }): boolean {
  if (action === CHARGE_ACTION) return true;
  return typeof options === "object" && options !== null && options.voluntary === true;
}

/**
 * How far from an enemy a Charge may stop instead of base contact: the longest Long range among
 * the fighter's Versatile weapons (§ Charge: with Versatile, the move can stop within Long range),
 * inches; 0 without one.
 * @param weapons weapon profiles, each `{ versatile: boolean, longRange: number ≥ 0 }`
 * @throws {TypeError} when `weapons` is not an array of objects, or a weapon's `versatile` not a boolean
 * @throws {RangeError} when a Versatile weapon's Long range is negative, NaN or ±Infinity
 */
export function versatileReach(
  weapons: readonly { readonly versatile: boolean; readonly longRange: number }[],
): number {
  array(weapons, "weapons");
  let reach = 0;
  weapons.forEach((weapon, i) => {
    if (typeof weapon !== "object" || weapon === null) throw new TypeError(`weapons[${i}] must be an object`);
    if (typeof weapon.versatile !== "boolean") throw new TypeError(`weapons[${i}].versatile must be a boolean`);
    if (!weapon.versatile) return;
    reach = Math.max(reach, nonNegative(weapon.longRange, `weapons[${i}].longRange`));
  });
  return reach;
}

/**
 * How far from an enemy (base edge to base edge, inches) a move with this action may end inside
 * its zone: a Charge reaches its {@link versatileReach}; other moves engage in base contact only.
 * @param model a fighter; its `weapons` (absent: none)
 * @throws {TypeError|RangeError} when `model` is not an object, or its weapons as {@link versatileReach}
 */
export function engageReach(
  model: { readonly weapons?: Parameters<typeof versatileReach>[0] },
  action: string | undefined,
): number {
  if (typeof model !== "object" || model === null) throw new TypeError("A model snapshot must be an object");
  if (action !== CHARGE_ACTION || model.weapons === undefined) return 0;
  return versatileReach(model.weapons);
}
