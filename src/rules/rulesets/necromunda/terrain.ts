/**
 * Terrain in Necromunda (necromunda-movement.md § Terrain).
 * @module
 */
import { array, finite, plain } from "../../geometry/validate";
export { NECROMUNDA_TERRAIN, LIFT_TRAVEL } from "./manifest";

/** Conditions through which going up and down is normal movement (§ Ladders and Stairs). */
export const NORMAL_MOVEMENT_TERRAIN: readonly string[] = ["ladder", "stairs"];

/**
 * Whether going up and down through terrain with these conditions is normal movement: on a
 * ladder or stairs (§ Ladders and Stairs), each inch of height costs an inch, it is no climb and
 * no jump down.
 * @throws {TypeError} when `conditions` is not an array
 */
export function normalMovement(conditions: readonly string[]): boolean {
  array(conditions, "conditions");
  return conditions.some((c) => NORMAL_MOVEMENT_TERRAIN.includes(c));
}

/** An overhang protruding up to this from the vertical surface is climbed like it (§ Overhangs), inches. */
export const OVERHANG_MAX = 1;

/**
 * The test a move must stop for before entering terrain with these conditions, or null: a gap's
 * leap (§ Leaping Gaps: halt at the edge, then an Initiative test to get across and go on), and
 * dangerous terrain's Initiative test (§ Dangerous Terrain), taken on entering. A gap wins when a
 * region is both.
 * @throws {TypeError} when `conditions` is not an array
 */
export function edgeTest(conditions: readonly string[]): "leap" | "dangerous" | null {
  array(conditions, "conditions");
  if (conditions.includes("gap")) return "leap";
  return conditions.includes("dangerous") ? "dangerous" : null;
}

/**
 * Whether a move may end on terrain with these conditions: not on top of an obstacle (§ Obstacles),
 * nor over a gap (§ Leaping Gaps: a fighter leaps across or drops to the level below, there is no
 * standing over it).
 * @throws {TypeError} when `conditions` is not an array
 */
export function mayEndOn(conditions: readonly string[]): boolean {
  array(conditions, "conditions");
  return !conditions.includes("obstacle") && !conditions.includes("gap");
}

/**
 * Whether a fighter steps over a gap with no leap: only a gap wider than the fighter's base is leapt
 * (§ Leaping Gaps), so one no wider than the base diameter, along the fighter's heading, is stepped
 * over. Never for other tests. Never throws.
 * @param across the gap's width along the heading, inches
 * @param base the base's diameter, inches
 * @example stepsOver("leap", 1, 1.26) // → true (a 1" gap, a 32 mm base)
 */
export function stepsOver(test: string, across: number, base: number): boolean {
  return test === "leap" && typeof across === "number" && typeof base === "number" && across <= base + 1e-9;
}

/**
 * Cost per inch on terrain with these conditions: Infinity impassable, 2 difficult or dangerous, else 1.
 * @throws {TypeError} when `conditions` is not an array
 */
export function terrainCostMultiplier(conditions: readonly string[]): number {
  array(conditions, "conditions");
  if (conditions.includes("impassable")) return Infinity;
  return conditions.includes("difficult") || conditions.includes("dangerous") ? DIFFICULT_COST_PER_INCH : 1;
}

/** Difficult terrain: every 1" counts as 2" (§ Difficult Terrain). */
export const DIFFICULT_COST_PER_INCH = 2;

/** Heights up to this are stepped up for free (§ Stepping Up), inches. */
export const STEP_UP_MAX = 0.5;

/** Obstacles are no more than this high and across (§ Obstacles), inches. */
export const OBSTACLE_MAX = 2;

/**
 * Movement a climb or step up costs (§ Stepping Up, § Climbing): free up to ½", otherwise as
 * difficult terrain (2" per 1" climbed).
 * @param height the height difference, inches (absolute value used)
 * @returns inches of movement (≥ 0)
 * @throws {TypeError|RangeError} when `height` is not a finite number
 */
export function verticalCost(height: number): number {
  finite(height, "height");
  const h = Math.abs(height);
  return h <= STEP_UP_MAX ? 0 : h * DIFFICULT_COST_PER_INCH;
}

/**
 * The movement action that jumps down (Foundry's core `jump`): a drop taken with it is a jump down
 * (§ Jumping Down: its vertical distance costs nothing, N17, and it is tested); a drop taken with
 * any other action is climbed down (§ Climbing: any vertical surface can be climbed).
 */
export const JUMP_ACTION = "jump";

/** Whether a step going up by `rise` with `action` is a jump down the player chose. */
function jumpsDown(rise: number, action: string | undefined): boolean {
  return rise < 0 && action === JUMP_ACTION;
}

/**
 * Movement the vertical part of a step costs (§ Stepping Up, § Climbing, § Jumping Down, N17):
 * up or down, {@link verticalCost} (a climb costs as difficult terrain either way; ½" or less is a
 * free step); a drop taken with {@link JUMP_ACTION} costs nothing (the jump-down test prices it).
 * @param rise height gained, inches (negative going down)
 * @param action the step's movement action, when known
 * @returns inches of movement (≥ 0)
 * @throws {TypeError|RangeError} when `rise` is not a finite number
 */
export function riseCost(rise: number, action?: string): number {
  finite(rise, "rise");
  return jumpsDown(rise, action) ? 0 : verticalCost(rise);
}

/**
 * Whether going up or down by `rise` inches with `action` is a climb rather than a free step
 * (§ Stepping Up: more than ½"; § Climbing): not a drop taken with {@link JUMP_ACTION}.
 */
export function isClimb(rise: number, action?: string): boolean {
  return typeof rise === "number" && Math.abs(rise) > STEP_UP_MAX && !jumpsDown(rise, action);
}

/**
 * Whether an action may end part-way up a climb: only a Move (Simple), which another action can
 * finish (§ Climbing). Charge, Run and Crawl end the activation, so their climb must complete.
 */
export function mayEndMidClimb(action: string | undefined): boolean {
  return action === "move";
}

/**
 * The action that finishes a climb a Move (Simple) ended part-way through (§ Climbing: allowed when
 * a further action at once carries the climb to its end): the second Move,
 * so the activation's two Moves (Run) must reach the climb's end. Undefined for other actions.
 */
export function climbFinishedBy(action: string | undefined): string | undefined {
  return action === "move" ? "run" : undefined;
}

/**
 * Movement crossing an obstacle costs: its height in inches (§ Obstacles).
 * @throws {RangeError} when the height is negative or above 2" (that is a structure, not an obstacle)
 */
export function obstacleCost(height: number): number {
  if (typeof height !== "number" || !(height >= 0 && height <= OBSTACLE_MAX)) {
    throw new RangeError(`An obstacle is 0–${OBSTACLE_MAX}" high, got ${plain(height)}`);
  }
  return height;
}

/**
 * Whether a climb can end the activation where it stands: only with enough movement to reach a
 * flat surface (§ Climbing). Otherwise the fighter stays where the action was declared.
 * @param remaining movement left when the climb starts, inches
 * @param height height still to climb, inches
 * @throws {TypeError|RangeError} when either is not a finite number
 */
export function climbCompletes(remaining: number, height: number): boolean {
  finite(remaining, "remaining");
  return remaining + 1e-9 >= verticalCost(height);
}

/**
 * The movement cost a band allows once its path crosses difficult terrain: the band's distance
 * itself, since Foundry already charges each difficult inch twice (§ Difficult Terrain). Clamped:
 * a negative or NaN distance allows 0", Infinity stays unlimited.
 * @param distance the band's distance, inches
 * @returns the cost budget, inches (≥ 0)
 */
export function difficultTerrainBudget(distance: number): number {
  return distance === Infinity ? Infinity : Number.isFinite(distance) ? Math.max(0, distance) : 0;
}
