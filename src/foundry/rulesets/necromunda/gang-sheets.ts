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
  addWeapon,
  deleteWeapon,
  weaponsSubmitData,
  type FighterSheetSystem,
  type SheetMovement,
  type VehicleSheetSystem,
  type WeaponsActor,
} from "./gang-sheet-context";
import { defineActorSheet, type SheetDefinition } from "../../applications/sheets/sheet-common";

/** The actor as these sheets read it (Actor#statuses: its status ids). */
type SheetActor<S> = { name: string; img: string | null; system: S; statuses?: ReadonlySet<string> };

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
  extra: Pick<SheetDefinition, "actions" | "submitData"> = {},
) {
  return defineActorSheet({
    ...extra,
    kind,
    template: `templates/actor/${kind}-sheet.hbs`,
    ...size,
    context: (actor, editable, localize) => {
      const typed = actor as SheetActor<S>;
      return view(typed, movementOf(typed.system), editable, localize);
    },
  });
}

/**
 * The ApplicationV2 sheet of `fighter` actors, with its weapon list: the `addWeapon` and
 * `deleteWeapon` actions and the weapons read back from the form ({@link weaponsSubmitData}).
 */
export const StrideFighterSheet = gangSheet<FighterSheetSystem>(
  "fighter",
  { width: 560, height: 640 },
  fighterSheetContext,
  {
    actions: {
      addWeapon: (actor) => addWeapon(actor as WeaponsActor),
      deleteWeapon: (actor, target) => deleteWeapon(actor as WeaponsActor, Number(target.dataset["index"])),
    },
    submitData: weaponsSubmitData,
  },
);

/** The ApplicationV2 sheet of `vehicle` actors. */
export const StrideVehicleSheet = gangSheet<VehicleSheetSystem>(
  "vehicle",
  { width: 480, height: 520 },
  vehicleSheetContext,
);
