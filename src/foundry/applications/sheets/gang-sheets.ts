/**
 * Sheets of Necromunda fighters and vehicles: the profile, status, and the inches each movement
 * action allows.
 * @module
 */
import { systemPath } from "../../constants";
import { isMovementSource } from "../../movement/allowance";
import { activeRuleset } from "../../settings";
import {
  fighterSheetContext,
  vehicleSheetContext,
  type FighterSheetSystem,
  type VehicleSheetSystem,
} from "./gang-sheet-context";

/** The Handlebars sheet base, typed as plain ActorSheetV2 (see character-sheet.ts). */
const SheetBase = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) as unknown as typeof foundry.applications.sheets.ActorSheetV2;

/** The actor as these sheets read it. */
type SheetActor<S> = { name: string; img: string | null; system: S };

/** The actor's movement bands under the active ruleset, inches. */
function bandsOf(system: unknown) {
  return isMovementSource(system) ? activeRuleset().movementBands(system.movementProfile) : [];
}

/** The ApplicationV2 sheet of `fighter` actors. */
export class StrideFighterSheet extends SheetBase {
  /** @inheritDoc */
  static override DEFAULT_OPTIONS = {
    classes: ["stride", "sheet", "actor", "fighter"],
    position: { width: 560, height: 520 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** @inheritDoc */
  static PARTS = { sheet: { template: systemPath("templates/actor/fighter-sheet.hbs") } };

  /** @inheritDoc */
  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ): Promise<foundry.applications.sheets.ActorSheetV2.RenderContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor as unknown as SheetActor<FighterSheetSystem>;
    const localize = (k: string) => game.i18n!.localize(k);
    return Object.assign(context, fighterSheetContext(actor, bandsOf(actor.system), this.isEditable, localize));
  }
}

/** The ApplicationV2 sheet of `vehicle` actors. */
export class StrideVehicleSheet extends SheetBase {
  /** @inheritDoc */
  static override DEFAULT_OPTIONS = {
    classes: ["stride", "sheet", "actor", "vehicle"],
    position: { width: 480, height: 480 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** @inheritDoc */
  static PARTS = { sheet: { template: systemPath("templates/actor/vehicle-sheet.hbs") } };

  /** @inheritDoc */
  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ): Promise<foundry.applications.sheets.ActorSheetV2.RenderContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor as unknown as SheetActor<VehicleSheetSystem>;
    const localize = (k: string) => game.i18n!.localize(k);
    return Object.assign(context, vehicleSheetContext(actor, bandsOf(actor.system), this.isEditable, localize));
  }
}
