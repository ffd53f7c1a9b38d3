/**
 * The `journey` ChatMessage subtype: a planned journey (journey-plan.ts `JourneyCardData`) whose card is
 * rendered from `system` each time the message is shown, so rolled tests and the Fatigue tally stay
 * current. Its base's `renderHTML` renders the whole message with the card inside (card-model.ts,
 * chat/card-frame.ts), which core's `ChatMessage#renderHTML` defers to before the
 * `renderChatMessageHTML` hook fires, as dnd5e's chat message data models render their card from
 * `_prepareContext` (dnd5e module/data/abstract/chat-message-data-model.mjs; docs/foundry-evidence.md
 * § 1, § 14); that hook wires the Roll buttons its metadata declares (hooks/render-chat-message.ts).
 * @module
 */
import type { JourneyCardData } from "./journey-plan";
import { StrideCardModel } from "../../../data/chat-message/card-model";
import { JOURNEY_CARD } from "./journey-metadata";

export { JOURNEY_CARD_TEMPLATE, JOURNEY_TYPE } from "../card-ids";

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

/** The data model of `journey` chat messages. */
export class StrideJourneyModel extends StrideCardModel<JourneySchema> {
  /** The card's type, template and Roll button (journey-rolls.ts). */
  static override readonly metadata = JOURNEY_CARD;

  /** @inheritDoc */
  static override defineSchema(): JourneySchema {
    return defineJourneySchema();
  }

  /** The card's template data from this data; Roll buttons only for members the current user may roll for. */
  async cardContext() {
    const data = this.toObject() as unknown as JourneyCardData;
    // The card's view-model and roll rules read the ruleset's engine: loaded with the first card shown.
    const [{ gameCardI18n, journeyCardContext }, { mayRollFor }] = await Promise.all([
      import("./journey-card"),
      import("./journey-rolls"),
    ]);
    return journeyCardContext(data, gameCardI18n(), (index) => mayRollFor(data, index));
  }
}
