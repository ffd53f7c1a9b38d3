/**
 * The `renderChatMessageHTML` hook: wires a Stride card's declared actions each time the message
 * is rendered (chat log, popout, notification), with the scene side ({@link CardEffects}) passed
 * in here so the chat code never touches tokens or geometry. Also the GM's handler of players'
 * card queries.
 * Evidence: hook `renderChatMessageHTML(message, html: HTMLElement, context)`
 * https://foundryvtt.com/api/v14/functions/hookEvents.renderChatMessageHTML.html ; draw-steel wires
 * its message listeners from this hook (src/module/applications/hooks/chatMessageHTML.mjs).
 * @module
 */
import type { CardEffects } from "../chat/card-effects";
import { attachCardListeners } from "../chat/card-listeners";
import { handleCardQuery, performCardAction, type CardMessage } from "../chat/movement-tests";
import { executorCardEffects } from "../effects/card-effects";
import { applyFallDamage, handleFallQuery } from "../chat/fall-card";
import { COLLISION_CARD_TYPE, FALL_CARD_TYPE } from "../constants";
import { handleCollisionQuery, performCollisionAction, type CollisionEffects } from "../chat/collision-card";
import { executorCollisionEffects } from "../effects/collision-effects";
import { guard, guardAsync } from "../notify";

/** A rendered message, as the hook reads it. */
type RenderedMessage = CardMessage & { readonly system: unknown };

/** The actions a message's data model declares (`metadata.actions`), or none. */
function declaredActions(message: { readonly system: unknown }): readonly string[] {
  const model = (message.system as { constructor?: { metadata?: { actions?: unknown } } } | null)?.constructor;
  const actions = model?.metadata?.actions;
  return Array.isArray(actions) ? actions.filter((a): a is string => typeof a === "string") : [];
}

/** The hook and the query handler of Stride's cards, with their scene side. */
export interface ChatCardHooks {
  /**
   * `renderChatMessageHTML`: attaches the handlers of the actions a Stride card declares. Each
   * handler's error is logged with the card's type and message id, and shown once
   * (notify.ts guardAsync).
   */
  readonly renderChatMessageHTML: (message: RenderedMessage, html: HTMLElement) => void;
  /**
   * `CONFIG.queries[CARD_QUERY]`: the GM resolves a card for a player who may not update its
   * message (chat/movement-tests.ts handleCardQuery). Foundry calls it `(queryData, {timeout})`.
   */
  readonly cardQuery: (data: unknown) => Promise<boolean>;
  /** `CONFIG.queries[FALL_QUERY]`: the GM takes a fall card's damage for a player (chat/fall-card.ts). */
  readonly fallQuery: (data: unknown) => Promise<boolean>;
  /** `CONFIG.queries[COLLISION_QUERY]`: the GM applies a collision card's side for a player (chat/collision-card.ts). */
  readonly collisionQuery: (data: unknown) => Promise<boolean>;
}

/**
 * Builds the cards' hook and query handler around a scene side.
 * @param effects the scene side of the cards (tests pass fakes)
 * @param collisionEffects the scene side of collision cards (tests pass fakes)
 */
export function chatCardHooks(
  effects: CardEffects = executorCardEffects,
  collisionEffects: CollisionEffects = executorCollisionEffects,
): ChatCardHooks {
  return {
    renderChatMessageHTML(message, html) {
      guard("chat card", undefined, () => {
        const actions = declaredActions(message);
        if (!actions.length) return;
        const handlers = Object.fromEntries(
          actions.map((action) => [
            action,
            (button?: HTMLButtonElement) =>
              guardAsync(`card ${action} (${message.type} ${message.id})`, false, () =>
                message.type === FALL_CARD_TYPE
                  ? applyFallDamage(message, effects)
                  : message.type === COLLISION_CARD_TYPE
                    ? performCollisionAction(message, button, collisionEffects)
                    : performCardAction(action, message, effects),
              ),
          ]),
        );
        attachCardListeners(html, handlers);
      });
    },
    cardQuery(data) {
      return guardAsync("card query", false, () => handleCardQuery(data, effects));
    },
    fallQuery(data) {
      return guardAsync("fall card query", false, () => handleFallQuery(data, effects));
    },
    collisionQuery(data) {
      return guardAsync("collision card query", false, () => handleCollisionQuery(data, collisionEffects));
    },
  };
}

/** The default wiring (stride.ts, init.ts): the engine decides, the effects executor carries out. */
export const { renderChatMessageHTML, cardQuery, fallQuery, collisionQuery } = chatCardHooks();
