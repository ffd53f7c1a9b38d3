/**
 * The `journey` ChatMessage subtype: a planned journey (journey-plan.ts `JourneyCardData`) whose card is
 * rendered from `system` each time the message is shown, so rolled tests and the Fatigue tally stay
 * current. The data model renders its own card into the message's `.message-content`, as dnd5e's chat
 * message data models do (dnd5e module/data/abstract/chat-message-data-model.mjs `getHTML(element)`:
 * render the template from `_prepareContext`, set `.message-content`, bind one delegated click listener;
 * EVIDENCE.md item 1). Stride calls it from the `renderChatMessageHTML` hook (as draw-steel's
 * `alterMessageHTML`, src/module/applications/hooks/chatMessageHTML.mjs) instead of overriding the
 * ChatMessage document class.
 * @module
 */
import { gameCardI18n } from "../../applications/journey/journey-card";
import { systemPath } from "../../constants";
import { journeyCardContext } from "../../applications/journey/journey-card";
import type { JourneyCardData } from "../../applications/journey/journey-plan";

export { JOURNEY_TYPE } from "../../applications/journey/journey-plan";

/** The card's template. */
export const JOURNEY_CARD_TEMPLATE = systemPath("templates/chat/journey-card.hbs");

/** The schema of a journey card. */
function defineJourneySchema() {
  const { StringField, NumberField, BooleanField, ArrayField, SchemaField } = foundry.data.fields;
  const number = () => new NumberField({ required: true, nullable: false });
  const integer = () => new NumberField({ required: true, nullable: false, integer: true });
  const text = () => new StringField({ required: true, blank: true });
  return {
    variant: text(),
    pace: text(),
    terrain: text(),
    gravity: text(),
    hoursPerDay: number(),
    distanceKm: number(),
    swimmingKm: number(),
    travelHours: number(),
    elapsedHours: number(),
    days: integer(),
    restHours: number(),
    perceptionModifier: integer(),
    halved: new BooleanField(),
    slowest: text(),
    members: new ArrayField(
      new SchemaField({
        actorUuid: text(),
        name: text(),
        hours: number(),
        speedKmh: number(),
        swimKmh: number(),
        fatigueStart: integer(),
        fatigueThreshold: integer(),
        hoursBeyond: new ArrayField(integer()),
        tests: new ArrayField(
          new SchemaField({
            kind: text(),
            day: integer(),
            hour: number(),
            modifier: integer(),
            result: new SchemaField(
              { roll: integer(), target: integer(), success: new BooleanField(), degrees: integer() },
              { required: false, nullable: true, initial: null },
            ),
          }),
        ),
      }),
    ),
  };
}

/** The schema's shape. */
export type JourneySchema = ReturnType<typeof defineJourneySchema>;

/** What a click on a card's Roll button runs: the member and test indices. */
export type JourneyRollHandler = (memberIndex: number, testIndex: number, button: HTMLButtonElement) => Promise<void>;

/** The data model of `journey` chat messages. */
export class StrideJourneyModel extends foundry.abstract.TypeDataModel<JourneySchema, ChatMessage.Implementation> {
  /** @inheritDoc */
  static override defineSchema(): JourneySchema {
    return defineJourneySchema();
  }

  /**
   * Renders the card from this data into the message element's `.message-content` and binds its Roll
   * buttons (dnd5e's `getHTML(element, options)` shape).
   * @param element the message's rendered element
   * @param canRoll whether the viewing user may roll for the member at an index
   * @param onRoll what a Roll button runs
   */
  async getHTML(
    element: HTMLElement,
    canRoll: (memberIndex: number) => boolean,
    onRoll: JourneyRollHandler,
  ): Promise<void> {
    const data = this.toObject() as unknown as JourneyCardData;
    const context = journeyCardContext(data, gameCardI18n(), canRoll);
    const html = await foundry.applications.handlebars.renderTemplate(JOURNEY_CARD_TEMPLATE, context);
    const content = element.querySelector(".message-content") ?? element;
    content.innerHTML = html;
    content.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-action='journeyRoll']");
      if (!button || button.disabled) return;
      event.preventDefault();
      const memberIndex = Number(button.dataset["member"]);
      const testIndex = Number(button.dataset["test"]);
      button.disabled = true;
      void onRoll(memberIndex, testIndex, button).finally(() => {
        button.disabled = false;
      });
    });
  }
}
