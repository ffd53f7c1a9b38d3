/**
 * The `renderChatMessageHTML` hook: wires movement test cards each time one is rendered
 * (chat log, popout, notification).
 * @module
 */
import { attachCardListeners, markMissingActor } from "../chat/card-listeners";
import { applyProne, cardActor, rollMovementTest } from "../chat/movement-tests";
import type { MovementTestData } from "../chat/movement-test-view";
import { MOVEMENT_TEST_TYPE } from "../constants";
import { guard } from "../notify";

/** Attaches the card's handlers, or marks it when its actor was deleted. */
export function renderChatMessageHTML(message: { type?: string; system: unknown }, html: HTMLElement): void {
  guard("chat card", undefined, () => {
    if (message.type !== MOVEMENT_TEST_TYPE) return;
    if (!cardActor(message.system as MovementTestData)) {
      markMissingActor(html, game.i18n!.localize("STRIDE.Card.missingActor"));
      return;
    }
    attachCardListeners(html, {
      roll: () => rollMovementTest(message),
      applyProne: () => applyProne(message),
    });
  });
}
