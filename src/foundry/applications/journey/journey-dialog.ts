/**
 * The Journey dialog (ApplicationV2 with Handlebars): choose the travellers, distance, terrain, pace,
 * hours per day, swimming and gravity; on Plan it checks the input (journey-plan.ts), plans the journey
 * with the dh2 engine and posts a `journey` chat card.
 * @module
 */
import { SYSTEM_ID, systemPath } from "../../constants";
import { guardAsync } from "../../notify";
import { activeRuleset, activeVariant } from "../../settings";
import { sceneGravity } from "../../movement/allowance";
import { JOURNEY_TYPE, planJourney, readJourneyForm, type JourneyActor } from "./journey-plan";
import { initialJourneyState, journeyDialogContext, type JourneyDialogState } from "./journey-dialog-context";

/** The dialog's template. */
export const JOURNEY_TEMPLATE = systemPath("templates/apps/journey.hbs");

/** Actor types that travel as characters. */
const TRAVELLER_TYPES = new Set(["character", "npc"]);

/** The world's characters and NPCs, by name. */
function travellers(): JourneyActor[] {
  const actors = [...((game.actors ?? []) as unknown as Iterable<JourneyActor & { type: string }>)];
  return actors.filter((a) => TRAVELLER_TYPES.has(a.type)).sort((a, b) => a.name.localeCompare(b.name));
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
  };

  /** @inheritDoc */
  static PARTS = { form: { template: JOURNEY_TEMPLATE } };

  /** @inheritDoc */
  protected override async _prepareContext(
    options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0],
  ): Promise<foundry.applications.api.ApplicationV2.RenderContext> {
    const context = await super._prepareContext(options);
    const ruleset = activeRuleset();
    return Object.assign(
      context,
      journeyDialogContext(travellers(), this.journeyState, activeVariant(ruleset), (k) => game.i18n!.localize(k)),
    );
  }

  /** Plans the journey and posts its card, or shows what is wrong with the input. */
  static async #onSubmit(this: StrideJourneyDialog, _event: Event, form: HTMLFormElement): Promise<void> {
    await guardAsync("journey dialog", undefined, async () => {
      const values = formValues(form);
      const variant = activeVariant(activeRuleset());
      const read = readJourneyForm(values, travellers(), variant);
      const planned = read.ok ? planJourney(read.input, read.actors) : read;
      this.journeyState = {
        chosen: values.members,
        values: { ...values },
        errors: planned.ok ? [] : planned.errors,
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
 * An open one is brought to the front instead of a second one.
 */
export function openJourney(chosen?: readonly string[]): StrideJourneyDialog {
  const uuids = chosen ?? controlledActors();
  const existing = foundry.applications.instances.get(`${SYSTEM_ID}-journey`) as StrideJourneyDialog | undefined;
  const dialog = existing ?? new StrideJourneyDialog({ chosen: uuids });
  if (existing) existing.journeyState = { ...existing.journeyState, chosen: uuids };
  void dialog.render({ force: true });
  return dialog;
}
