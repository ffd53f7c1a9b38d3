/**
 * The sheet of `character` and `npc` actors: characteristics, bonuses, Size, flight traits,
 * the movement rates they give and the editable band modifiers.
 * @module
 */
import { systemPath } from "../../constants";
import { characterSheetContext, type CharacterSheetSystem } from "./character-sheet-context";

/**
 * The Handlebars sheet base, typed as plain ActorSheetV2: tsc gives up ("excessively deep") on
 * overriding `_prepareContext` through fvtt-types' mixin type. PARTS is HandlebarsApplicationMixin's.
 */
const SheetBase = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) as unknown as typeof foundry.applications.sheets.ActorSheetV2;

/** The ApplicationV2 sheet of `character` and `npc` actors. */
export class StrideCharacterSheet extends SheetBase {
  /** @inheritDoc */
  static override DEFAULT_OPTIONS = {
    classes: ["stride", "sheet", "actor", "character"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  /** @inheritDoc */
  static PARTS = {
    sheet: { template: systemPath("templates/actor/character-sheet.hbs") },
  };

  /** @inheritDoc */
  protected override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
  ): Promise<foundry.applications.sheets.ActorSheetV2.RenderContext> {
    const context = await super._prepareContext(options);
    const actor = this.actor as unknown as { name: string; img: string | null; system: CharacterSheetSystem };
    return Object.assign(
      context,
      characterSheetContext(actor, this.isEditable, (k) => game.i18n!.localize(k)),
    );
  }
}
