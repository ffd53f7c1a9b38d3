/**
 * What every Stride actor sheet shares: the header's context, the clamped-data warnings, and the
 * class factory over ActorSheetV2.
 * @module
 */
import { guard, guardAsync } from "../../notify";
import { systemPath } from "../../constants";
import { activeRuleset } from "../../settings";
import { playsActorType, rulesetOfActorType } from "../../data/actor/ruleset-types";
import { rulesetById } from "../../chat/card-actor";

/**
 * The notice an actor of another ruleset's type shows on its sheet (its movement follows no
 * ruleset here), or null when the active ruleset plays its type.
 * @param localize Foundry's `game.i18n.format` (tests pass their own)
 */
export function foreignTypeNotice(
  type: string,
  format: (key: string, data: Record<string, string>) => string,
): string | null {
  const active = activeRuleset();
  if (playsActorType(active.id, type)) return null;
  return format("STRIDE.ActorType.foreign", {
    type: format(`TYPES.Actor.${type}`, {}),
    ruleset: format(rulesetById(rulesetOfActorType(type))?.label ?? "", {}),
    active: format(active.label, {}),
  });
}

/** Puts the foreign-type notice at the top of a rendered sheet's content, once. */
export function showForeignTypeNotice(element: HTMLElement, notice: string | null): void {
  element.querySelector(".stride-sheet__foreign")?.remove();
  if (!notice) return;
  const section = element.ownerDocument.createElement("section");
  section.className = "stride-sheet__warnings stride-sheet__foreign";
  section.setAttribute("role", "alert");
  section.textContent = notice;
  (element.querySelector(".window-content") ?? element).prepend(section);
}

/** A value the data model clamped, as prepared data lists it. */
export type ClampWarning = { path: string; value: unknown; used: number };

/** The context every sheet's header and warning banner read. */
export function sheetBasics(
  actor: { name: string; img: string | null },
  editable: boolean,
  warnings: readonly ClampWarning[],
) {
  return {
    actor: { name: actor.name, img: actor.img },
    editable,
    warnings: warnings.map((w) => `${w.path}: ${String(w.value)} → ${w.used}`),
  };
}

/** What defines one of Stride's actor sheets. */
export interface SheetDefinition {
  /** CSS classes after `stride sheet actor`. */
  readonly kind: string;
  /** Template path inside the system (`templates/actor/…`). */
  readonly template: string;
  readonly width: number;
  readonly height: number;
  /**
   * Builds the template's context from the actor (pure view-model code); a promise where the
   * view-model is loaded on first use (a dynamic `import()` of the module that reads the ruleset's
   * engine, so a world that plays another ruleset does not load it with every sheet).
   */
  readonly context: (actor: unknown, editable: boolean, localize: (key: string) => string) => object | Promise<object>;
  /**
   * Handlers of the template's `[data-action]` buttons, by action name, given the sheet's actor and
   * the clicked element (ApplicationV2 `DEFAULT_OPTIONS.actions`; dnd5e's BaseActorSheet declares
   * `actions: { roll: BaseActorSheet.#roll, … }`, module/applications/actor/api/base-actor-sheet.mjs).
   */
  readonly actions?: Readonly<Record<string, (actor: unknown, target: HTMLElement) => Promise<unknown>>>;
  /**
   * Rewrites the expanded submit data before the update (ApplicationV2 `_processFormData(event, form,
   * formData)`; dnd5e's NPCActorSheet converts `system.details.cr` there, module/applications/actor/npc-sheet.mjs).
   */
  readonly submitData?: <T extends object>(data: T) => T;
}

/**
 * A sheet's own context, or none on an internal error (logged and shown once: notify.ts guard),
 * so the sheet still renders with core's context.
 */
export function sheetContext(
  definition: Pick<SheetDefinition, "context" | "kind">,
  actor: Actor.Implementation,
  editable: boolean,
): Promise<object> {
  return guardAsync(`${definition.kind} sheet`, {}, async () =>
    definition.context(actor, editable, (k) => game.i18n!.localize(k)),
  );
}

/**
 * A Handlebars ActorSheetV2 class for a sheet definition. The base is typed as plain
 * ActorSheetV2: tsc gives up ("excessively deep") on overriding `_prepareContext` through
 * fvtt-types' mixin type; PARTS is HandlebarsApplicationMixin's. The portrait needs no action of
 * its own: the templates' `data-action="editImage" data-edit="img"` runs the `editImage` action
 * ActorSheetV2 inherits from DocumentSheetV2, as Draw Steel's actor sheets do (their
 * templates/sheets/actor/npc-sheet/header.hbs, with no `editImage` in their DEFAULT_OPTIONS) and
 * Crucible's ActorSheetV2 subclass (templates/sheets/actor/sidebar.hbs, no handler of its own).
 */
export function defineActorSheet(definition: SheetDefinition) {
  const SheetBase = foundry.applications.api.HandlebarsApplicationMixin(
    foundry.applications.sheets.ActorSheetV2,
  ) as unknown as typeof foundry.applications.sheets.ActorSheetV2;

  return class StrideActorSheet extends SheetBase {
    /** @inheritDoc */
    static override DEFAULT_OPTIONS = {
      classes: ["stride", "sheet", "actor", definition.kind],
      position: { width: definition.width, height: definition.height },
      window: { resizable: true },
      form: { submitOnChange: true },
      // Each handler runs with the sheet as `this` and (event, target), as ApplicationV2 calls actions.
      actions: Object.fromEntries(
        Object.entries(definition.actions ?? {}).map(([name, handler]) => [
          name,
          async function (this: { actor: unknown }, _event: Event, target: HTMLElement): Promise<void> {
            await guardAsync(`${definition.kind} sheet: ${name}`, undefined, () => handler(this.actor, target));
          },
        ]),
      ),
    };

    /** @inheritDoc */
    static PARTS = { sheet: { template: systemPath(definition.template) } };

    /** @inheritDoc */
    protected override _processFormData(
      ...args: Parameters<foundry.applications.sheets.ActorSheetV2["_processFormData"]>
    ): ReturnType<foundry.applications.sheets.ActorSheetV2["_processFormData"]> {
      const data = super._processFormData(...args);
      return definition.submitData ? definition.submitData(data) : data;
    }

    /** @inheritDoc */
    protected override async _onRender(
      ...args: Parameters<foundry.applications.sheets.ActorSheetV2["_onRender"]>
    ): Promise<void> {
      await super._onRender(...args);
      guard(`${definition.kind} sheet notice`, undefined, () =>
        showForeignTypeNotice(
          this.element,
          foreignTypeNotice(this.actor.type, (key, data) => game.i18n!.format(key, data)),
        ),
      );
    }

    /** @inheritDoc */
    protected override async _prepareContext(
      options: Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0],
    ): Promise<foundry.applications.sheets.ActorSheetV2.RenderContext> {
      const context = await super._prepareContext(options);
      return Object.assign(context, await sheetContext(definition, this.actor, this.isEditable));
    }
  };
}
