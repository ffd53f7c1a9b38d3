/**
 * Sheets of Necromunda fighters and vehicles: the profile, status, and the inches each movement
 * action allows.
 * @module
 */
import { isMovementSource } from "../../movement/allowance";
import { activeRuleset } from "../../settings";
import {
  fighterSheetContext,
  vehicleSheetContext,
  type FighterSheetSystem,
  type SheetMovement,
  type VehicleSheetSystem,
} from "./gang-sheet-context";
import { defineActorSheet } from "./sheet-common";

/** The actor as these sheets read it. */
type SheetActor<S> = { name: string; img: string | null; system: S };

/** The actor's movement bands under the active ruleset (inches), with the ruleset's actions. */
function movementOf(system: unknown): SheetMovement {
  const ruleset = activeRuleset();
  return {
    bands: isMovementSource(system) ? ruleset.movementBands(system.movementProfile) : [],
    actions: ruleset.actions,
  };
}

/** The ApplicationV2 sheet of `fighter` actors. */
export const StrideFighterSheet = defineActorSheet({
  kind: "fighter",
  template: "templates/actor/fighter-sheet.hbs",
  width: 560,
  height: 520,
  context: (actor, editable, localize) => {
    const fighter = actor as SheetActor<FighterSheetSystem>;
    return fighterSheetContext(fighter, movementOf(fighter.system), editable, localize);
  },
});

/** The ApplicationV2 sheet of `vehicle` actors. */
export const StrideVehicleSheet = defineActorSheet({
  kind: "vehicle",
  template: "templates/actor/vehicle-sheet.hbs",
  width: 480,
  height: 480,
  context: (actor, editable, localize) => {
    const vehicle = actor as SheetActor<VehicleSheetSystem>;
    return vehicleSheetContext(vehicle, movementOf(vehicle.system), editable, localize);
  },
});
