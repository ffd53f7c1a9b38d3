/**
 * Going up and down step by step, where the terrain changes what height costs: ladders and stairs
 * make it normal movement (necromunda-movement.md § Ladders and Stairs), and an overhang that
 * protrudes too far cannot be climbed past (§ Overhangs). Pure; ruleset units. Every function
 * checks its input and throws a TypeError (wrong type) or RangeError (NaN, ±Infinity, beyond
 * ±10¹², negative where it may not be) naming it.
 * @module
 */
import type { VerticalCapability } from "../capabilities/vertical";
import type { PathStep } from "../scene";
import * as check from "../geometry/validate";
import * as internal from "./drag-internal";

/** The parts of a vertical capability read here. */
export type StepVertical = Pick<VerticalCapability, "cost" | "isClimb" | "normalMovement" | "overhangMax">;

/**
 * Requires a vertical capability: `cost` and `isClimb` functions, `normalMovement` a function or
 * absent, `overhangMax` a number ≥ 0 or absent.
 * @throws {TypeError|RangeError} naming the part
 */
function checkVertical(vertical: StepVertical): void {
  check.object(vertical, "vertical");
  check.callable(vertical.cost, "vertical.cost");
  check.callable(vertical.isClimb, "vertical.isClimb");
  if (vertical.normalMovement !== undefined) check.callable(vertical.normalMovement, "vertical.normalMovement");
  if (vertical.overhangMax !== undefined) check.nonNegative(vertical.overhangMax, "vertical.overhangMax");
}

/** Whether a step through terrain with these conditions goes up and down as normal movement (unchecked). */
function normal(vertical: StepVertical, conditions: readonly string[] | undefined): boolean {
  return !!vertical.normalMovement && !!conditions && vertical.normalMovement(conditions);
}

/**
 * Whether going up (or down) by `rise` through terrain with these conditions is a climb (§ Climbing):
 * the ruleset's climb for the step's action, except on a ladder or stairs, where it is normal
 * movement (§ Ladders and Stairs).
 * @param rise height gained, ruleset units (negative going down)
 * @param conditions the terrain conditions crossed into the step
 * @param action the step's movement action, when known (VerticalCapability.isClimb)
 * @throws {TypeError|RangeError} when `vertical` is not a capability, `rise` not finite or `conditions` not a list of strings
 */
export function isClimbStep(
  vertical: StepVertical,
  rise: number,
  conditions: readonly string[],
  action?: string,
): boolean {
  checkVertical(vertical);
  check.finite(rise, "rise");
  internal.conditions(conditions, "conditions");
  return climbs(vertical, rise, conditions, action);
}

/** {@link isClimbStep} unchecked (the drag calls it per step after checking the path once). */
export function climbs(
  vertical: StepVertical,
  rise: number,
  conditions: readonly string[] | undefined,
  action?: string,
): boolean {
  return vertical.isClimb(rise, action) && !normal(vertical, conditions);
}

/**
 * Movement the vertical part of a step costs, ruleset units (≥ 0): on a ladder or stairs each unit
 * of height, up or down, costs one unit (normal movement, § Ladders and Stairs); elsewhere the
 * ruleset's price for the step's action (§ Climbing, § Stepping Up; a jump down is free, § Jumping
 * Down N17).
 * @param action the step's movement action, when known (VerticalCapability.cost)
 * @throws {TypeError|RangeError} as {@link isClimbStep}, or when the ruleset's price is not a number ≥ 0
 */
export function stepRiseCost(
  vertical: StepVertical,
  rise: number,
  conditions: readonly string[],
  action?: string,
): number {
  checkVertical(vertical);
  check.finite(rise, "rise");
  internal.conditions(conditions, "conditions");
  if (normal(vertical, conditions)) return Math.abs(rise);
  return check.nonNegative(vertical.cost(rise, action), "vertical.cost(rise)");
}

/**
 * Whether a step that goes up (or down) by `rise` is stopped by an overhang (§ Overhangs: one that
 * protrudes more than the ruleset's most, 1", is impassable when climbing; up to it is climbed like
 * the wall). Only climbs are stopped ({@link isClimbStep}, up or down): not steps up, ladders,
 * stairs or a jump down.
 * @param overhang the greatest protrusion of the terrain at either end of the step, ruleset units (≥ 0)
 * @param action the step's movement action, when known (VerticalCapability.isClimb)
 * @throws {TypeError|RangeError} as {@link isClimbStep}, or when `overhang` is negative or not finite
 */
export function overhangBlocks(
  vertical: StepVertical,
  rise: number,
  conditions: readonly string[],
  overhang: number,
  action?: string,
): boolean {
  checkVertical(vertical);
  check.finite(rise, "rise");
  internal.conditions(conditions, "conditions");
  check.nonNegative(overhang, "overhang");
  return blocks(vertical, rise, conditions, overhang, action);
}

/** {@link overhangBlocks} unchecked. */
function blocks(
  vertical: StepVertical,
  rise: number,
  conditions: readonly string[] | undefined,
  overhang: number,
  action: string | undefined,
): boolean {
  const max = vertical.overhangMax;
  return max !== undefined && overhang > max + 1e-9 && climbs(vertical, rise, conditions, action);
}

/**
 * The first step of a path that climbs past an overhang too far out to climb ({@link overhangBlocks}),
 * with the overhang of either end of the step, or -1. The path is checked by the caller (drag.ts).
 */
export function firstOverhangStep(vertical: StepVertical, path: readonly PathStep[]): number {
  if (vertical.overhangMax === undefined) return -1;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const overhang = Math.max(from.overhang ?? 0, to.overhang ?? 0);
    if (overhang > 0 && blocks(vertical, to.elevation - from.elevation, to.conditions, overhang, to.action)) return i;
  }
  return -1;
}

/**
 * How far a move went down by jumping, ruleset units (≥ 0): the drops of its steps, less the rises,
 * leaving out the steps taken on a ladder or stairs (§ Ladders and Stairs: normal movement, no
 * jump-down test), and never below 0. Without ladders or stairs this is where it set off less where
 * it ended.
 * @param path the mover's steps from where it set off: a finite `elevation` each, conditions absent
 * or a list of strings
 * @throws {TypeError|RangeError} when `vertical` is not a capability or a step is not as described
 */
export function jumpDownDrop(
  vertical: StepVertical,
  path: readonly Pick<PathStep, "elevation" | "conditions">[],
): number {
  checkVertical(vertical);
  check.array(path, "path");
  path.forEach((step, i) => {
    check.object(step, `path[${i}]`);
    check.finite(step.elevation, `path[${i}].elevation`);
    if (step.conditions !== undefined) internal.conditions(step.conditions, `path[${i}].conditions`);
  });
  let drop = 0;
  for (let i = 1; i < path.length; i++) {
    if (normal(vertical, path[i]!.conditions)) continue;
    drop += path[i - 1]!.elevation - path[i]!.elevation;
  }
  return Math.max(0, drop);
}
