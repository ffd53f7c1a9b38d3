/**
 * The `renderChatMessageHTML` hook: wires a Stride card's declared actions each time the message
 * is rendered (chat log, popout, notification), with the scene side ({@link CardEffects}) passed
 * in here so the chat code never touches tokens or geometry. Also the GM's handlers of players'
 * card requests (requests.ts).
 * Evidence: hook `renderChatMessageHTML(message, html: HTMLElement, context)`
 * https://foundryvtt.com/api/v14/functions/hookEvents.renderChatMessageHTML.html ; draw-steel wires
 * its message listeners from this hook (src/module/applications/hooks/chatMessageHTML.mjs).
 * @module
 */
import type { CardEffects } from "../chat/card-effects";
import { attachCardListeners } from "../chat/card-listeners";
import { CARD_REQUEST, cardRequestHandler, performCardAction, type CardMessage } from "../chat/movement-tests";
import { executorCardEffects } from "../effects/card-effects";
import { applyFallDamage, FALL_REQUEST, fallRequestHandler } from "../chat/fall-card";
import { COLLISION_CARD_TYPE, FALL_CARD_TYPE } from "../constants";
import {
  COLLISION_REQUEST,
  collisionRequestHandler,
  performCollisionAction,
  type CollisionEffects,
} from "../chat/collision-card";
import { executorCollisionEffects } from "../effects/collision-effects";
import { guard, guardAsync } from "../notify";
import { registerRequest, type RequestHandler } from "../requests";

/** A rendered message, as the hook reads it. */
type RenderedMessage = CardMessage & { readonly system: unknown };

/** The actions a message's data model declares (`metadata.actions`), or none. */
function declaredActions(message: { readonly system: unknown }): readonly string[] {
  const model = (message.system as { constructor?: { metadata?: { actions?: unknown } } } | null)?.constructor;
  const actions = model?.metadata?.actions;
  return Array.isArray(actions) ? actions.filter((a): a is string => typeof a === "string") : [];
}

/** The hook and the request handlers of Stride's cards, with their scene side. */
export interface ChatCardHooks {
  /**
   * `renderChatMessageHTML`: attaches the handlers of the actions a Stride card declares. Each
   * handler's error is logged with the card's type and message id, and shown once
   * (notify.ts guardAsync).
   */
  readonly renderChatMessageHTML: (message: RenderedMessage, html: HTMLElement) => void;
  /** The GM's handlers of players' card requests, by kind (requests.ts). */
  readonly requests: Readonly<Record<string, RequestHandler<never>>>;
}

/**
 * Builds the cards' hook and request handlers around a scene side.
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
    requests: {
      [CARD_REQUEST]: cardRequestHandler(effects),
      [FALL_REQUEST]: fallRequestHandler(effects),
      [COLLISION_REQUEST]: collisionRequestHandler(collisionEffects),
    } as unknown as Record<string, RequestHandler<never>>,
  };
}

/** The default wiring (stride.ts): the engine decides, the effects executor carries out. */
const defaults = chatCardHooks();

/** `renderChatMessageHTML` for Stride's cards. */
export const renderChatMessageHTML = defaults.renderChatMessageHTML;

/** Registers the GM's handlers of players' card requests (requests.ts). Call once in `init`. */
export function registerCardRequests(): void {
  for (const [kind, handler] of Object.entries(defaults.requests)) registerRequest(kind, handler);
}
