/**
 * The Journey dialog (ApplicationV2 with Handlebars): choose the travellers, distance (typed in km, or
 * taken from a path drawn on the viewed scene: journey-path.ts), terrain, pace, hours per day, swimming
 * and gravity; on Plan it checks the input (journey-plan.ts), plans the journey with the dh2 engine and
 * posts a `journey` chat card.
 * @module
 */
import { SYSTEM_ID, systemPath } from "../../../constants";
import { guardAsync } from "../../../notify";
import { activeRuleset, activeVariant } from "../../../settings";
import { sceneGravity } from "../../../movement/allowance";
import { JOURNEY_TYPE, planJourney, readJourneyForm, type JourneyActor } from "./journey-plan";
import { initialJourneyState, journeyDialogContext, type JourneyDialogState } from "./journey-dialog-context";
import { defaultPath, pathChoices, sceneUnits, takePath, type PathScene } from "./journey-path";

/** The dialog's template. */
export const JOURNEY_TEMPLATE = systemPath("templates/apps/journey.hbs");

/** Actor types that travel as characters. */
const TRAVELLER_TYPES = new Set(["character", "npc"]);

/** The world's characters and NPCs, by name. */
function travellers(): JourneyActor[] {
  const actors = [...((game.actors ?? []) as unknown as Iterable<JourneyActor & { type: string }>)];
  return actors.filter((a) => TRAVELLER_TYPES.has(a.type)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The viewed scene as journey-path.ts reads it (`canvas.scene`: its `grid` {size, distance, units} and
 * embedded `drawings`; tsc checks the Scene document fits PathScene), or null without a canvas.
 */
function viewedScene(): PathScene | null {
  return typeof canvas === "undefined" ? null : (canvas?.scene ?? null);
}

/**
 * Ids of the Drawings the user controls (PlaceablesLayer#controlled, "an Array of placeable objects in this
 * layer which have the _controlled attribute": https://foundryvtt.com/api/v14/classes/foundry.canvas.layers.PlaceablesLayer.html;
 * `canvas.drawings` is the DrawingsLayer).
 */
function controlledDrawings(): string[] {
  if (typeof canvas === "undefined") return [];
  return (canvas?.drawings?.controlled ?? []).flatMap((d) => (d.document.id ? [d.document.id] : []));
}

/** Reads the form's inputs (never FormData: checkboxes of one name are read directly). */
function formValues(form: HTMLFormElement) {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
  return {
    members: [...form.querySelectorAll<HTMLInputElement>('input[name="member"]:checked')].map((i) => i.value),
    distanceKm: value("distanceKm"),
    swimmingKm: value("swimmingKm"),
    terrain: value("terrain"),
    pace: value("pace"),
    hoursPerDay: value("hoursPerDay"),
    gravity: value("gravity"),
    path: value("pathDrawing"),
  };
}

const Base = foundry.applications.api.HandlebarsApplicationMixin(
  foundry.applications.api.ApplicationV2,
) as unknown as typeof foundry.applications.api.ApplicationV2;

/**
 * The Journey dialog. ApplicationV2 form handling as documented on the API pages
 * (foundry.applications.api.ApplicationV2, `tag: "form"` with `form.handler`), as dnd5e's and draw-steel's
 * dialogs do.
 */
export class StrideJourneyDialog extends Base {
  /** The state the next render shows. */
  journeyState: JourneyDialogState;

  constructor(options: { chosen?: readonly string[] } = {}) {
    super({});
    // Gravity defaults from the viewed scene's flag (render-scene-config.ts GRAVITY_FIELD).
    const scene = (globalThis as { canvas?: { scene?: Parameters<typeof sceneGravity>[0] } }).canvas?.scene ?? null;
    this.journeyState = initialJourneyState(options.chosen ?? [], sceneGravity(scene));
  }

  /** @inheritDoc */
  static override DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-journey`,
    tag: "form",
    classes: [SYSTEM_ID, "journey-dialog"],
    window: { title: "STRIDE.Journey.title", icon: "fa-solid fa-route", resizable: true },
    position: { width: 460, height: "auto" as const },
    form: { handler: StrideJourneyDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    // Click actions (ApplicationConfiguration.actions, https://foundryvtt.com/api/interfaces/foundry.applications.types.ApplicationConfiguration.html:
    // `[data-action]` elements call `(event, target)` with the application as `this`), as dnd5e's sheets set them.
    actions: { measurePath: StrideJourneyDialog.#onMeasurePath },
  };

  /** @inheritDoc */
  static PARTS = { form: { template: JOURNEY_TEMPLATE } };

  /** @inheritDoc */
  protected override async _prepareContext(
    options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0],
  ): Promise<foundry.applications.api.ApplicationV2.RenderContext> {
    const context = await super._prepareContext(options);
    const ruleset = activeRuleset();
    const scene = viewedScene();
    const choices = pathChoices(scene);
    const chosen = choices.some((c) => c.id === this.journeyState.path)
      ? this.journeyState.path
      : defaultPath(choices, controlledDrawings());
    return Object.assign(
      context,
      journeyDialogContext(
        travellers(),
        { ...this.journeyState, path: chosen },
        activeVariant(ruleset),
        (k) => game.i18n!.localize(k),
        { choices, units: sceneUnits(scene) },
        (k, data) => game.i18n!.format(k, data),
      ),
    );
  }

  /**
   * Takes the chosen drawn path's length as the distance over land (journey-path.ts `takePath`), keeping
   * what else was typed; a path that cannot be measured is shown in the alert.
   */
  static async #onMeasurePath(this: StrideJourneyDialog): Promise<void> {
    await guardAsync("journey path", undefined, async () => {
      const { path, ...values } = formValues(this.element as HTMLFormElement);
      const scene = viewedScene();
      const taken = takePath(scene, path);
      const name = taken.ok
        ? taken.choice.name || game.i18n!.format("STRIDE.Journey.path.unnamed", { number: String(taken.choice.number) })
        : "";
      this.journeyState = {
        ...this.journeyState,
        chosen: values.members,
        values: { ...values, distanceKm: taken.ok ? String(taken.distanceKm) : values.distanceKm },
        path,
        measured: taken.ok
          ? { name, sceneDistance: taken.choice.measured.sceneDistance, units: sceneUnits(scene), km: taken.distanceKm }
          : null,
        pathError: taken.ok ? null : taken.error,
      };
      if (!taken.ok) {
        ui.notifications?.warn(game.i18n!.format(`STRIDE.Journey.error.${taken.error}`, { units: sceneUnits(scene) }));
      }
      await this.render();
    });
  }

  /** Plans the journey and posts its card, or shows what is wrong with the input. */
  static async #onSubmit(this: StrideJourneyDialog, _event: Event, form: HTMLFormElement): Promise<void> {
    await guardAsync("journey dialog", undefined, async () => {
      const { path, ...values } = formValues(form);
      const variant = activeVariant(activeRuleset());
      const read = readJourneyForm(values, travellers(), variant);
      const planned = read.ok ? planJourney(read.input, read.actors) : read;
      this.journeyState = {
        ...this.journeyState,
        chosen: values.members,
        values: { ...values },
        errors: planned.ok ? [] : planned.errors,
        path,
        pathError: null,
      };
      if (!planned.ok) {
        ui.notifications?.warn(game.i18n!.localize(`STRIDE.Journey.error.${planned.errors[0]}`));
        await this.render();
        return;
      }
      await ChatMessage.implementation.create({
        type: JOURNEY_TYPE,
        system: planned.data,
        speaker: ChatMessage.getSpeaker(),
      });
      await this.close();
    });
  }
}

/** The actors of the tokens the user controls (none without a canvas). */
function controlledActors(): string[] {
  const board = (globalThis as { canvas?: { tokens?: { controlled?: unknown } } }).canvas;
  const controlled = (board?.tokens?.controlled ?? []) as { actor?: { uuid: string } | null }[];
  return controlled.flatMap((t) => (t.actor ? [t.actor.uuid] : []));
}

/**
 * Opens the Journey dialog with `chosen` actors ticked; by default the actors of the controlled tokens.
 * An open one is brought to the front instead of a second one. A render that fails is logged and
 * shown once (notify.ts guardAsync), never a rejection into the caller's hook or menu.
 */
export function openJourney(chosen?: readonly string[]): StrideJourneyDialog {
  const uuids = chosen ?? controlledActors();
  const existing = foundry.applications.instances.get(`${SYSTEM_ID}-journey`) as StrideJourneyDialog | undefined;
  const dialog = existing ?? new StrideJourneyDialog({ chosen: uuids });
  if (existing) existing.journeyState = { ...existing.journeyState, chosen: uuids };
  void guardAsync("journey dialog", undefined, async () => {
    await dialog.render({ force: true });
  });
  return dialog;
}
