/**
 * Ductways and lifts (necromunda-movement.md § Ductways, § Lift).
 * @module
 */
import { finite } from "../../geometry/validate";
import { LIFT_TRAVEL } from "./terrain";

/** A fighter within this of a ductway's end may Crawl Through; it comes out within this of the other end, inches. */
export const DUCTWAY_REACH = 1;

/** How far a fighter in a moving lift's way may move to get clear of it, inches (§ Lift: 2" at most, on a pass). */
export const LIFT_ESCAPE = 2;

/** Which way a lift goes. */
export type LiftDirection = "up" | "down";

/**
 * The elevation a lift and everything on it reach (§ Lift: up to 4" up or down).
 * @param elevation where it stands now, inches
 * @param travel how far this lift goes, inches (clamped to 0–4"; NaN counts 0)
 * @throws {TypeError|RangeError} when `elevation` is not a finite number or `direction` not `up` or `down`
 */
export function liftElevation(elevation: number, direction: LiftDirection, travel: number = LIFT_TRAVEL): number {
  finite(elevation, "elevation");
  if (direction !== "up" && direction !== "down")
    throw new RangeError(`A lift goes up or down, got ${typeof direction === "string" ? direction : typeof direction}`);
  const distance = Math.min(LIFT_TRAVEL, Math.max(0, Number.isFinite(travel) ? travel : 0));
  return elevation + (direction === "up" ? distance : -distance);
}

/**
 * Whether a lift may move: once per round (§ Lift). Outside a started combat it always may.
 * @param usedRound the round it last moved in (any stable key), or null
 * @param round the current round's key, or null outside combat
 */
export function liftAvailable(usedRound: string | null | undefined, round: string | null): boolean {
  return round === null || usedRound !== round;
}
