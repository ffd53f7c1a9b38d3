/**
 * The ids OpenD6 vehicles share between their ruleset pieces (vehicle-ruleset.ts, vehicle-drive.ts):
 * the speed-level band actions and the Lost control status (d6-movement.txt § Vehicle Movement,
 * § Stunts). Re-exported by vehicle-ruleset.ts.
 * @module
 */
import type { SpeedLevel } from "./vehicle-tables";

/** A vehicle's band actions, one per speed level that moves (§ Vehicle Movement). */
export const VEHICLE_ACTIONS = {
  cautious: "d6Cautious",
  cruising: "d6Cruising",
  high: "d6High",
  allOut: "d6AllOut",
} as const satisfies Partial<Record<SpeedLevel, string>>;

/** The status a failed pilot roll or stunt sets: the vehicle is out of control for a round (§ Stunts). */
export const LOST_CONTROL = "d6LostControl";
