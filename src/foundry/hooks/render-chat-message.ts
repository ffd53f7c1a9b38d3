/**
 * The `renderChatMessageHTML` hook: wires a Stride card's declared actions (its data model's
 * `metadata.actions`, card-metadata.ts) each time the message is rendered (chat log, popout,
 * notification), with the scene side ({@link CardScene}) passed in here so the chat code never
 * touches tokens or geometry. Also the GM's handlers of players' card requests (requests.ts), from
 * each card's `metadata.request`.
 * Evidence: hook `renderChatMessageHTML(message, html: HTMLElement, context)`
 * https://foundryvtt.com/api/v14/functions/hookEvents.renderChatMessageHTML.html ; draw-steel wires
 * its message listeners from this hook (src/module/applications/hooks/chatMessageHTML.mjs).
 * @module
 */
import type { CardEffects } from "../chat/card-effects";
import { MOVEMENT_TEST_CARD, type CardMessage } from "../chat/movement-tests";
import { executorCardEffects } from "../effects/card-effects";
import { FALL_CARD } from "../chat/fall-card";
import { COLLISION_CARD, type CollisionEffects } from "../chat/collision-card";
import { COLLISION_NOTICE } from "../chat/collision-notice";
import { RULE_NOTICE } from "../chat/rule-notice";
import { WEATHER_CARD } from "../chat/weather-card";
import { executorCollisionEffects } from "../effects/collision-effects";
import { cardRequestHandlers, wireCardActions, type CardMetadata } from "../data/chat-message/card-metadata";
import { registerRequest, type RequestHandler } from "../requests";
import type { CardModelClass } from "../data/chat-message/card-model";

/** The scene side the cards' actions and requests act through (tests pass fakes). */
export interface CardScene {
  /** Movement test and fall cards. */
  readonly effects: CardEffects;
  /** Collision cards. */
  readonly collisionEffects: CollisionEffects;
}

/**
 * The metadata of every generic Stride card, as their data models declare it (`static metadata`;
 * init.ts registers the models). Read by type here, so the hook needs no data model class. A
 * ruleset's own cards join in `init` ({@link registerCard}).
 */
export const CARDS: readonly CardMetadata<never, CardScene>[] = [
  MOVEMENT_TEST_CARD,
  COLLISION_NOTICE,
  FALL_CARD,
  RULE_NOTICE,
  WEATHER_CARD,
  COLLISION_CARD,
];

/** The cards' metadata by message type: the generic cards, then those registered. */
const cardsByType = new Map<string, CardMetadata<never, CardScene>>(CARDS.map((card) => [card.type, card]));

/** A rendered message, as the hook reads it. */
type RenderedMessage = CardMessage & { readonly system: unknown };

/** The hook and the request handlers of Stride's cards, with their scene side. */
export interface ChatCardHooks {
  /**
   * `renderChatMessageHTML`: attaches the handlers of the actions a Stride card declares. Each
   * handler's error is logged with the card's type and message id, and shown once
   * (notify.ts guardAsync).
   */
  readonly renderChatMessageHTML: (message: RenderedMessage, html: HTMLElement) => void;
  /** The GM's handlers of players' card requests, by kind (requests.ts). */
  readonly requests: Readonly<Record<string, RequestHandler<unknown>>>;
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
  const scene: CardScene = { effects, collisionEffects };
  return {
    renderChatMessageHTML(message, html) {
      const card = cardsByType.get(message.type ?? "");
      // The message is of the card's type: its data model is the card's (CONFIG.ChatMessage.dataModels).
      if (card) wireCardActions(card as CardMetadata<RenderedMessage, CardScene>, message, html, scene);
    },
    requests: cardRequestHandlers([...cardsByType.values()], scene),
  };
}

/** The scene side of the default wiring: the effects executor carries out. */
const executorScene: CardScene = { effects: executorCardEffects, collisionEffects: executorCollisionEffects };

/** The default wiring (stride.ts): the engine decides, the effects executor carries out. */
const defaults = chatCardHooks(executorScene.effects, executorScene.collisionEffects);

/** `renderChatMessageHTML` for Stride's cards. */
export const renderChatMessageHTML = defaults.renderChatMessageHTML;

/**
 * Registers a card: the hook wires its actions by its type (a ruleset's own card, its plugin's
 * `cards`, joins the generic ones), and the GM's handler of its request (requests.ts), if it
 * declares one, acts through the effects executor. Call in `init`.
 */
export function registerCard(card: CardMetadata<never, never>): void {
  cardsByType.set(card.type, card as CardMetadata<never, CardScene>);
  const kind = card.request?.kind;
  const handler = kind ? cardRequestHandlers([card as CardMetadata<never, CardScene>], executorScene)[kind] : undefined;
  if (kind && handler) registerRequest(kind, handler);
}

/**
 * Registers a chat card's data model under its type in `CONFIG.ChatMessage.dataModels` (as dnd5e
 * and Draw Steel register theirs, docs/foundry-evidence.md § 1, § 14) and the card itself
 * ({@link registerCard}). Call in `init` (the system's and the module's).
 */
export function registerCardModel(model: CardModelClass): void {
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[model.metadata.type] = model;
  registerCard(model.metadata);
}
