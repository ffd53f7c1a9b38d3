/**
 * The Strength card's metadata (card-metadata.ts `CardMetadata`): its type, template and Roll button,
 * apart from the data model's class (strength-model.ts) and the roll rules (strength-rolls.ts, loaded
 * on the first click).
 * @module
 */
import { wireCardActions, type CardMetadata } from "../../../data/chat-message/card-metadata";
import { STRENGTH_CARD_TEMPLATE, STRENGTH_TEST_TYPE } from "../card-ids";
import type { StrengthMessage } from "./strength-rolls";

/**
 * The Strength card's metadata: its Roll button rolls the test (strength-rolls.ts `rollStrengthTest`,
 * loaded on the first click); a player's result reaches the card through the active GM
 * (`relayStrengthResult`), not a request. Acts through no scene side.
 */
export const STRENGTH_CARD: CardMetadata<StrengthMessage, unknown> = Object.freeze({
  type: STRENGTH_TEST_TYPE,
  template: STRENGTH_CARD_TEMPLATE,
  actions: {
    strengthRoll: async ({ message }: { readonly message: StrengthMessage }) =>
      (await import("./strength-rolls")).rollStrengthTest(message),
  },
  errorLabel: (_action: string, message: { readonly id: string | null }) => `strength roll (${message.id ?? "?"})`,
});

/**
 * Wires a Strength test card's Roll button ({@link STRENGTH_CARD}), as the cards'
 * `renderChatMessageHTML` hook does (hooks/render-chat-message.ts). The card is already in the
 * element (its data model rendered it inside core's render, strength-model.ts). A roll's error is
 * logged and shown once and the button is enabled again (notify.ts guardAsync): nothing rejects
 * into Foundry.
 */
export function renderStrengthCard(message: StrengthMessage, html: HTMLElement): void {
  wireCardActions(STRENGTH_CARD, message, html, null);
}
