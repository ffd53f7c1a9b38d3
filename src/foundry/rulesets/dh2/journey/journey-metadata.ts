/**
 * The journey card's metadata (card-metadata.ts `CardMetadata`): its type, template and Roll button,
 * apart from the data model's class (journey-model.ts) and the roll rules (journey-rolls.ts, loaded
 * on the first click).
 * @module
 */
import type { CardClick, CardMetadata } from "../../../data/chat-message/card-metadata";
import { JOURNEY_CARD_TEMPLATE, JOURNEY_TYPE } from "../card-ids";
import type { JourneyMessage } from "./journey-rolls";

/**
 * The journey card's metadata: a Roll button (`data-member`, `data-test`) rolls that member's test
 * (journey-rolls.ts `rollJourneyTest`, loaded on the first click); a player's result reaches the
 * card through the active GM (`relayJourneyResult`), not a request. Acts through no scene side.
 */
export const JOURNEY_CARD: CardMetadata<JourneyMessage, unknown> = Object.freeze({
  type: JOURNEY_TYPE,
  template: JOURNEY_CARD_TEMPLATE,
  actions: {
    journeyRoll: async (click: CardClick<JourneyMessage, unknown>) =>
      (await import("./journey-rolls")).journeyRollClick(click),
  },
  errorLabel: (_action: string, message: { readonly id: string | null }) => `journey roll (${message.id ?? "?"})`,
});
