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
    bands: isMovementSource(system) ? ruleset.bands.movementBands(system.movementProfile) : [],
    actions: ruleset.actions,
  };
}

/** A Necromunda sheet: the actor's movement under the active ruleset fed to a view model. */
function gangSheet<S>(
  kind: string,
  size: { width: number; height: number },
  view: (actor: SheetActor<S>, movement: SheetMovement, editable: boolean, localize: (key: string) => string) => object,
) {
  return defineActorSheet({
    kind,
    template: `templates/actor/${kind}-sheet.hbs`,
    ...size,
    context: (actor, editable, localize) => {
      const typed = actor as SheetActor<S>;
      return view(typed, movementOf(typed.system), editable, localize);
    },
  });
}

/** The ApplicationV2 sheet of `fighter` actors. */
export const StrideFighterSheet = gangSheet<FighterSheetSystem>(
  "fighter",
  { width: 560, height: 520 },
  fighterSheetContext,
);

/** The ApplicationV2 sheet of `vehicle` actors. */
export const StrideVehicleSheet = gangSheet<VehicleSheetSystem>(
  "vehicle",
  { width: 480, height: 480 },
  vehicleSheetContext,
);
