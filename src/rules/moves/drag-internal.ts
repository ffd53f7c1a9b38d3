/**
 * Internal to the drag engine: the checks its public functions run at the boundary,
 * and the band arithmetic the drag's hot path runs unchecked once {@link checkDragInput} has
 * checked a pointer move's input in one pass over the path. Not exported from src/rules/index.ts.
 * @module
 */
import type { BandsCapability } from "../capabilities/bands";
import { bandIndexForCost, COST_EPSILON } from "../geometry/bands";
import * as check from "../geometry/validate";
import type { PathStep } from "../scene";
import type { MovementBand } from "../types";

/** A turn's bands (drag-bands.ts TurnBands), restated here so the modules do not import each other. */
interface TurnBands {
  readonly bands: readonly MovementBand[];
  readonly flying: readonly MovementBand[] | null;
  readonly actions?: Readonly<Record<string, readonly MovementBand[]>>;
  readonly variant: string;
  readonly ratio: number;
}

// The checks below run on every pointer move: each loop tests a value with a cheap predicate and
// builds a message (and throws) only when it fails.

/** {@link check.MAX_COORDINATE}, read once. */
const MAX = check.MAX_COORDINATE;

/** A finite number within ±{@link check.MAX_COORDINATE} (NaN is not). */
export function isCoordinate(v: unknown): boolean {
  return typeof v === "number" && Math.abs(v) <= MAX;
}

/** A finite number from 0 to {@link check.MAX_COORDINATE}. */
export function isLength(v: unknown): boolean {
  return typeof v === "number" && v >= 0 && v <= MAX;
}

/**
 * The index of the first point (or, with `radius`, base) that is not an object with a finite x, y
 * and elevation (and radius ≥ 0), or -1: the fast test; the caller throws with a message.
 */
export function firstBadElevated(
  values: readonly { readonly x: number; readonly y: number; readonly elevation: number; readonly radius?: number }[],
  radius: boolean,
): number {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "object" || v === null) return i;
    if (!isCoordinate(v.x) || !isCoordinate(v.y) || !isCoordinate(v.elevation)) return i;
    if (radius && !isLength(v.radius)) return i;
  }
  return -1;
}

/**
 * Requires a movement action id, or null/undefined for none.
 * @throws {TypeError} when it is anything else
 */
export function action(value: unknown, what: string): void {
  if (value != null && typeof value !== "string") {
    throw new TypeError(`${what} must be an action id (a string) or absent, got ${check.kindOf(value)}`);
  }
}

/**
 * Requires a movement cost: a number ≥ 0 within {@link check.MAX_COORDINATE}, or +Infinity
 * (Foundry's cost of impassable terrain: beyond every band).
 * @throws {TypeError} when it is not a number
 * @throws {RangeError} when it is NaN, negative, −Infinity or finite beyond the largest distance
 */
export function cost(value: unknown, what: string): void {
  if (value !== Infinity) check.nonNegative(value as number, what);
}

/**
 * Requires a list of movement bands: `{ action, distance }` with a string action and a finite
 * distance ≥ 0.
 * @throws {TypeError} when it is not an array of objects with string actions
 * @throws {RangeError} when a distance is negative or not finite
 */
export function bands(value: readonly MovementBand[], what: string): void {
  check.array(value, what);
  for (let i = 0; i < value.length; i++) {
    const band = value[i];
    if (typeof band === "object" && band !== null && typeof band.action === "string" && isLength(band.distance)) {
      continue;
    }
    check.object(band, `${what}[${i}]`);
    check.string(band!.action, `${what}[${i}].action`);
    check.nonNegative(band!.distance, `${what}[${i}].distance`);
  }
}

/**
 * Requires a turn's bands (drag-bands.ts TurnBands): walking bands, flying bands or null, action
 * bands (an object of band lists) or none, a variant string and a ratio > 0. O(bands).
 * @throws {TypeError} when a part is missing or of the wrong type
 * @throws {RangeError} when a distance is negative or not finite, or the ratio is not > 0 and finite
 */
export function turn(value: TurnBands, what = "turn"): void {
  check.object(value, what);
  bands(value.bands, `${what}.bands`);
  if (value.flying != null) bands(value.flying, `${what}.flying`);
  if (value.actions != null) {
    check.object(value.actions, `${what}.actions`);
    for (const [id, list] of Object.entries(value.actions)) bands(list, `${what}.actions.${id}`);
  }
  check.string(value.variant, `${what}.variant`);
  check.finite(value.ratio, `${what}.ratio`);
  if (!(value.ratio > 0)) throw new RangeError(`${what}.ratio must be > 0, got ${check.plain(value.ratio)}`);
}

/**
 * Requires a bands capability with `difficultTerrainBudget`.
 * @throws {TypeError} when it is not one
 */
export function capability(value: BandsCapability, what = "capability"): void {
  check.object(value, what);
  check.callable(value.difficultTerrainBudget, `${what}.difficultTerrainBudget`);
}

/**
 * Requires one step of a path: finite x, y and elevation, an action id or none, and conditions
 * that are absent or a list of strings.
 * @throws {TypeError|RangeError} as {@link object}, {@link check.finite}, {@link action}, {@link conditions}
 */
export function step(value: PathStep, what: string): void {
  if (isStep(value)) return;
  check.object(value, what);
  check.finite(value.x, `${what}.x`);
  check.finite(value.y, `${what}.y`);
  check.finite(value.elevation, `${what}.elevation`);
  action(value.action, `${what}.action`);
  if (value.conditions !== undefined) conditions(value.conditions, `${what}.conditions`);
  if (value.overhang !== undefined) check.nonNegative(value.overhang, `${what}.overhang`);
}

/** Whether a step is as {@link step} requires: the fast test. */
function isStep(value: PathStep): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (!isCoordinate(value.x) || !isCoordinate(value.y) || !isCoordinate(value.elevation)) return false;
  if (value.action != null && typeof value.action !== "string") return false;
  if (value.overhang !== undefined && !isLength(value.overhang)) return false;
  const conditions = value.conditions;
  if (conditions === undefined) return true;
  if (!Array.isArray(conditions)) return false;
  for (let i = 0; i < conditions.length; i++) if (typeof conditions[i] !== "string") return false;
  return true;
}

/**
 * Requires a list of terrain condition ids.
 * @throws {TypeError} when it is not an array of strings
 */
export function conditions(value: readonly string[], what: string): void {
  check.array(value, what);
  for (let i = 0; i < value.length; i++) check.string(value[i], `${what}[${i}]`);
}

/**
 * Requires a path: an array of {@link step}s. O(path).
 * @throws {TypeError|RangeError} as {@link check.array} and {@link step}
 */
export function path(value: readonly PathStep[], what = "path"): void {
  check.array(value, what);
  for (let i = 0; i < value.length; i++) if (!isStep(value[i]!)) step(value[i]!, `${what}[${i}]`);
}

/**
 * Requires the first `count` segments of a list (those a path of `count + 1` steps reads): O(count).
 * @throws {TypeError|RangeError} as {@link check.array} and {@link segment}
 */
export function segments(
  value: readonly { readonly cost: number; readonly distance: number }[],
  count: number,
  what: string,
): void {
  check.array(value, what);
  const n = Math.min(value.length, count);
  for (let i = 0; i < n; i++) {
    const s = value[i]!;
    if (typeof s === "object" && s !== null && (isLength(s.cost) || s.cost === Infinity) && isLength(s.distance))
      continue;
    segment(s, `${what}[${i}]`);
  }
}

/**
 * Requires a measured segment or turn history: a {@link cost} and a finite distance ≥ 0.
 * @throws {TypeError|RangeError} as {@link object}, {@link cost} and {@link check.nonNegative}
 */
export function segment(value: { readonly cost: number; readonly distance: number }, what: string): void {
  if (typeof value === "object" && value !== null && (isLength(value.cost) || value.cost === Infinity)) {
    if (isLength(value.distance)) return;
  }
  check.object(value, what);
  cost(value.cost, `${what}.cost`);
  check.nonNegative(value.distance, `${what}.distance`);
}

// ——— Band arithmetic, unchecked (callers check first) ———

/** Budgets of one band list, with what they were worked out for. */
interface Budgets {
  readonly capability: BandsCapability;
  readonly variant: string;
  readonly ratio: number;
  readonly clear: readonly number[];
  readonly difficult: readonly number[];
}

/** Budgets per band list, worked out once per list, capability, variant and ratio (drag hot path). */
const budgetCache = new WeakMap<readonly MovementBand[], Budgets>();

/**
 * Each band's cost budget (see drag-bands.ts bandBudgets), unchecked.
 * @throws {RangeError} when the capability's `difficultTerrainBudget` gives a budget that is not a finite number ≥ 0
 */
export function budgetsOf(
  capability: BandsCapability,
  turn: TurnBands,
  bands: readonly MovementBand[],
  difficult: boolean,
): readonly number[] {
  const { variant, ratio } = turn;
  let cached = budgetCache.get(bands);
  if (!cached || cached.capability !== capability || cached.variant !== variant || cached.ratio !== ratio) {
    cached = {
      capability,
      variant,
      ratio,
      clear: bands.map((band) => band.distance),
      difficult: bands.map((band) => {
        const budget = capability.difficultTerrainBudget(band.distance / ratio, { variant }) * ratio;
        if (!(budget >= 0 && budget < Infinity)) {
          throw new RangeError(`difficultTerrainBudget(${band.distance / ratio}) must be a finite number ≥ 0`);
        }
        return budget;
      }),
    };
    budgetCache.set(bands, cached);
  }
  return difficult ? cached.difficult : cached.clear;
}

/** The bands an action is measured against, unchecked: its own (own property only), flying, or walking. */
export function bandsOf(turn: TurnBands, action: string | null | undefined): readonly MovementBand[] {
  const actions = turn.actions;
  if (actions && action != null && Object.hasOwn(actions, action)) return actions[action]!;
  return action === "fly" && turn.flying ? turn.flying : turn.bands;
}

/**
 * Which of the turn's band lists an action is measured in, as a key: the action's own id when it
 * has its own bands (Shadowrun swimming), `fly` for the flying bands, `""` for the walking bands.
 */
export function bandSetKey(turn: TurnBands, action: string | null | undefined): string {
  const actions = turn.actions;
  if (actions && action != null && Object.hasOwn(actions, action)) return action;
  return action === "fly" && turn.flying ? "fly" : "";
}

/** The farthest budget of a band list by its key ({@link bandSetKey}), clear ground; 0 without bands. */
export function bandSetLimit(capability: BandsCapability, turn: TurnBands, key: string): number {
  const bands = key === "" ? turn.bands : key === "fly" && turn.flying ? turn.flying : (turn.actions?.[key] ?? []);
  return budgetsOf(capability, turn, bands, false).at(-1) ?? 0;
}

/** The most the action allows this turn (see drag-bands.ts actionLimit), unchecked. */
export function limitOf(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  difficult: boolean,
): number {
  const bands = bandsOf(turn, action);
  const budgets = budgetsOf(capability, turn, bands, difficult);
  // An action's own list names every band after it (opend6 swimming): its farthest band is its limit.
  const own = bands.findLastIndex((band) => band.action === action);
  return budgets[own >= 0 ? own : budgets.length - 1] ?? 0;
}

/**
 * Whether the turn may reach this cost and distance (see drag-bands.ts withinLimit), unchecked. Once
 * halved terrain was crossed its budget applies, and the distance still stays within the clear
 * budget: a budget rounded up (dh2 core) never takes a path mixing clear and difficult ground
 * farther than clear ground would.
 */
export function within(
  capability: BandsCapability,
  turn: TurnBands,
  action: string | null | undefined,
  cost: number,
  distance: number,
): boolean {
  const difficult = cost > distance + COST_EPSILON;
  return fits(
    cost,
    distance,
    limitOf(capability, turn, action, false),
    difficult ? limitOf(capability, turn, action, true) : 0,
  );
}

/**
 * Whether a cost and distance fit an action's limits: the clear limit on clear ground; past halved
 * terrain the difficult limit on the cost and the clear one on the distance.
 */
function fits(cost: number, distance: number, clear: number, difficult: number): boolean {
  if (!(cost > distance + COST_EPSILON)) return cost <= clear + COST_EPSILON;
  return cost <= difficult + COST_EPSILON && distance <= clear + COST_EPSILON;
}

/**
 * The index of the band a turn's cost and distance reach in `bands` (`bands.length` beyond them
 * all), unchecked: by the cost against the halved budgets once halved terrain was crossed, and never
 * before the band the distance reaches on clear ground ({@link within}).
 */
export function bandIndexOf(
  capability: BandsCapability,
  turn: TurnBands,
  bands: readonly MovementBand[],
  cost: number,
  distance: number,
): number {
  const difficult = cost > distance + COST_EPSILON;
  const index = bandIndexForCost(budgetsOf(capability, turn, bands, difficult), cost);
  return difficult ? Math.max(index, bandIndexForCost(budgetsOf(capability, turn, bands, false), distance)) : index;
}

/**
 * {@link within} for one turn, remembering the last action's limits (a path's steps mostly share
 * their action): the answer {@link within} gives, without looking the bands up again per step.
 */
export function withinTurn(
  capability: BandsCapability,
  turn: TurnBands,
): (action: string | null | undefined, cost: number, distance: number) => boolean {
  let known = false;
  let last: string | null | undefined;
  let clear = 0;
  let difficult = 0;
  return (action, cost, distance) => {
    if (!known || action !== last) {
      clear = limitOf(capability, turn, action, false);
      difficult = limitOf(capability, turn, action, true);
      known = true;
      last = action;
    }
    return fits(cost, distance, clear, difficult);
  };
}

// ——— 3D gaps, unchecked (see drag-zone.ts elevatedGap, elevatedBaseGap) ———

/** The 3D gap from a plan gap and a rise, unchecked. */
export function gap3(plan: number, rise: number): number {
  const dz = Math.abs(rise);
  if (plan <= 0) return dz > 0 ? dz : plan;
  return Math.hypot(plan, dz);
}

/** A base at an elevation, as {@link baseGap3} reads it. */
interface Elevated {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly elevation: number;
}

/** The 3D gap between two elevated bases, unchecked. */
export function baseGap3(a: Elevated, b: Elevated): number {
  return gap3(Math.hypot(a.x - b.x, a.y - b.y) - a.radius - b.radius, a.elevation - b.elevation);
}
