/**
 * Necromunda movement by actions (necromunda-movement.md § Movement; rulings in docs/rulings.md:
 * Charge and Crawl distances).
 * @module
 */
import { array, nonNegative, plain } from "../../geometry/validate";
import { isWholeNumber } from "../../scene/numbers";

/** A fighter's Move characteristic is clamped to this range, inches. */
export const MOVE_RANGE = { min: 0, max: 12 } as const;

/**
 * The most a Charge (Double) can add to Move: the D3 the table rolls. A Charge whose D3 is not
 * given counts this (Stride ruling: up to M + 3").
 */
export const CHARGE_BONUS_MAX = 3;

/**
 * The Charge's D3 from a profile's rolled dice (`profile.rolled.charge`), or
 * {@link CHARGE_BONUS_MAX} when none was rolled.
 * @throws {TypeError} when `rolled` is not an object
 * @throws {RangeError} when the rolled D3 is not a whole number from 1 to 3
 */
export function chargeD3(rolled: Readonly<Record<string, number>> | undefined): number {
  if (rolled === undefined) return CHARGE_BONUS_MAX;
  if (typeof rolled !== "object" || rolled === null) throw new TypeError("Rolled dice must be an object");
  if (!Object.hasOwn(rolled, CHARGE_ACTION)) return CHARGE_BONUS_MAX;
  const d3: unknown = rolled[CHARGE_ACTION];
  if (!isWholeNumber(d3) || d3 < 1 || d3 > CHARGE_BONUS_MAX)
    throw new RangeError(`The Charge's D3 must be 1, 2 or 3, got ${plain(d3)}`);
  return d3;
}

/** Inches a fighter may move with each action in one activation. */
export interface ActionAllowances {
  /** Crawl (Double): half Move, rounded up to a whole inch (Stride ruling). */
  readonly crawl: number;
  /** Move (Simple): up to Move. */
  readonly move: number;
  /** Charge (Double): Move + the D3 rolled at the table (Move + 3" when not given, Stride ruling). */
  readonly charge: number;
  /** Two Move (Simple) actions: twice Move. */
  readonly run: number;
  /** Ram (Double), vehicles only: up to Move, into a collision (§ Collision Damage). */
  readonly ram: number;
}

/**
 * The allowance of each movement action for a Move characteristic.
 * @param move the fighter's Move, inches (clamped to 0–12; NaN counts 0)
 * @param d3 the Charge's D3 rolled at the table, 1–3 (see {@link chargeD3}); 3 when absent
 * @throws {RangeError} when `d3` is not a whole number from 1 to 3
 */
export function actionAllowances(move: number, d3: number = CHARGE_BONUS_MAX): ActionAllowances {
  const m = Math.min(MOVE_RANGE.max, Math.max(MOVE_RANGE.min, Number.isFinite(move) ? move : 0));
  const bonus = chargeD3({ [CHARGE_ACTION]: d3 });
  return { crawl: Math.ceil(m / 2), move: m, ram: m, charge: m + bonus, run: 2 * m };
}

/** The engaging action: a Charge may go within 1" of enemies when it ends in base contact (§ Charge). */
export const CHARGE_ACTION = "charge";

/**
 * Whether a move with this action must take the shortest route possible: a Charge
 * (necromunda-movement.md § Movement; docs/rulings.md: the Charge's route).
 */
export function takesShortestRoute(action: string | undefined): boolean {
  return action === CHARGE_ACTION;
}

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
 * the fighter's Versatile weapons (§ Charge: a Versatile weapon lets the charge end at its Long range),
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
