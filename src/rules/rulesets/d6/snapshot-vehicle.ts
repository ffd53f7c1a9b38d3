/**
 * What the OpenD6 vehicle rules read of a snapshot model's characteristics (its actor's reading,
 * rulesets/d6/actors.ts): its scale and its vehicle kind. Internal to the ruleset (not in its index):
 * the callers have checked the snapshot. Pure.
 * @module
 */
import type { ModelSnapshot } from "../../scene";
import { VEHICLE_KINDS } from "./vehicle-tables";
import { isFiniteNumber } from "../../scene/numbers";

/** A snapshot model's scale (OpenD6 scale value; characters and creatures without one: 0). */
export function scaleValue(model: ModelSnapshot): number {
  const value = model.characteristics["scale"];
  return isFiniteNumber(value) ? value : 0;
}

/** A snapshot vehicle's kind (its `vehicleKind` index into VEHICLE_KINDS; land when absent or unknown). */
export function vehicleKindOf(model: ModelSnapshot): (typeof VEHICLE_KINDS)[number] {
  // Number(undefined) is NaN, which indexes nothing.
  return VEHICLE_KINDS[Number(model.characteristics["vehicleKind"])] ?? "land";
}
