/**
 * The sheet of `character` and `npc` actors: characteristics, bonuses, Size, flight traits,
 * the movement rates they give and the editable band modifiers.
 * @module
 */
import { systemPath } from "../../constants";
import { CHARACTERISTIC_KEYS, type MODIFIER_KEYS, type StrideCharacterModel } from "../../data/actor/character-model";
import { dh2 } from "../../../rules";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Template context of the sheet (also rendered by the template tests). */
export interface CharacterSheetContext {
  actor: { name: string; img: string | null };
  editable: boolean;
  characteristics: { key: string; label: string; value: number; unnatural: number; bonus: number }[];
  size: { value: number; options: { value: number; label: string; selected: boolean }[] };
  flyer: number;
  hoverer: number;
  agilityBonus: number;
  bands: { action: string; label: string; distance: number; modifier: number }[];
  flyingBands: { label: string; distance: number }[] | null;
  narrative: { perMinute: number; perHour: number; perDay: number };
  warnings: string[];
}

/** Builds the sheet's context from an actor's prepared data (pure: tested without Foundry). */
export function characterSheetContext(
  actor: { name: string; img: string | null; system: StrideCharacterModel },
  editable: boolean,
  localize: (key: string) => string,
): CharacterSheetContext {
  const system = actor.system;
  const actionLabel = (id: string) => localize(`STRIDE.Action.${id}`);
  return {
    actor: { name: actor.name, img: actor.img },
    editable,
    characteristics: CHARACTERISTIC_KEYS.map((key) => ({
      key,
      label: localize(`STRIDE.Characteristic.${key}`),
      value: system.characteristics[key].value,
      unnatural: system.characteristics[key].unnatural,
      bonus: system.bonuses[key],
    })),
    size: {
      value: system.size,
      options: dh2.SIZE_CATEGORIES.map((name, i) => ({
        value: i + 1,
        label: `${i + 1} · ${localize(`STRIDE.Size.${name}`)}`,
        selected: i + 1 === system.size,
      })),
    },
    flyer: system.flyer,
    hoverer: system.hoverer,
    agilityBonus: system.agilityBonus,
    bands: system.bands.map((band) => ({
      action: band.action,
      label: actionLabel(band.action),
      distance: band.distance,
      modifier: system.movement.modifiers[band.action as (typeof MODIFIER_KEYS)[number]] ?? 0,
    })),
    flyingBands:
      system.flyingBands?.map((band) => ({ label: actionLabel(band.action), distance: band.distance })) ?? null,
    narrative: system.narrative,
    warnings: system.warnings.map((w) => `${w.path}: ${String(w.value)} → ${w.used}`),
  };
}

/**
 * The Handlebars sheet base, typed as plain ActorSheetV2: tsc gives up ("excessively deep") on
 * overriding `_prepareContext` through fvtt-types' mixin type. PARTS is HandlebarsApplicationMixin's.
 */
const SheetBase = HandlebarsApplicationMixin(
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
    const actor = this.actor as unknown as { name: string; img: string | null; system: StrideCharacterModel };
    return Object.assign(
      context,
      characterSheetContext(actor, this.isEditable, (k) => game.i18n!.localize(k)),
    );
  }
}
