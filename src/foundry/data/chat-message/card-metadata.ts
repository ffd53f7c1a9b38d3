/**
 * What a Stride chat card declares about itself (its data model's `static metadata`): its message
 * subtype, its template, its buttons' actions with their handlers, and the request a player's client
 * makes of the active GM for it. The render hook wires a card's declared actions with one delegated
 * listener ({@link wireCardActions}) and `init` registers each card's data model and request from
 * its metadata, as dnd5e's ChatMessageDataModel declares `metadata.actions` and a template
 * (module/data/abstract/chat-message-data-model.mjs) and Draw Steel's message models declare theirs
 * (src/module/data/message); docs/foundry-evidence.md § 1, § 14. This module reads no Foundry global
 * when it loads, so the render hook and tests import it without Foundry.
 * @module
 */
import { attachCardListeners, type CardHandlers } from "../../chat/card-listeners";
import { guard, guardAsync } from "../../notify";
import type { RequestHandler } from "../../requests";

/**
 * A click on a card's button.
 * @typeParam M the card's message as its handlers read it
 * @typeParam S the scene side its handlers act through (the render hook passes it; tests pass fakes)
 */
export interface CardClick<M, S> {
  /** The button's `data-action`. */
  readonly action: string;
  readonly message: M;
  /** The clicked button (a collision card reads its `data-side` and `data-choice`). */
  readonly button: HTMLButtonElement;
  readonly scene: S;
}

/**
 * What a card's button does. Resolves false when it did nothing (the button is enabled again,
 * card-listeners.ts); a rejection is logged with the card's type, message id and action.
 */
export type CardActionHandler<M, S> = (click: CardClick<M, S>) => Promise<unknown>;

/** The request a card's buttons make of the active GM (requests.ts), and its GM-side handler. */
export interface CardRequestSpec<S> {
  /** The request's kind (the User flag's key). */
  readonly kind: string;
  /** The GM's handler of the request, acting through the scene side. */
  readonly handler: (scene: S) => RequestHandler<unknown>;
}

/**
 * A card's `static metadata`.
 * @typeParam M the card's message as its handlers read it
 * @typeParam S the scene side its handlers and request act through (unknown: none); any card's
 *   metadata is a `CardMetadata<never, never>`
 */
export interface CardMetadata<M = never, S = unknown> {
  /** The ChatMessage subtype (`CONFIG.ChatMessage.dataModels` key, template.json / system.json type). */
  readonly type: string;
  /** The card's Handlebars template (a `systems/stride/…` path). */
  readonly template: string;
  /** The card's buttons by `data-action`, with what each does. */
  readonly actions: Readonly<Record<string, CardActionHandler<M, S>>>;
  /** The request its buttons make of the active GM, if any. */
  readonly request?: CardRequestSpec<S>;
  /** What an action's error is logged under; by default `card <action> (<type> <message id>)`. */
  readonly errorLabel?: (action: string, message: WiredMessage) => string;
}

/** A rendered message as the card wiring reads it. */
export interface WiredMessage {
  readonly id: string | null;
  readonly type?: string;
}

/**
 * Wires a card's declared actions on a rendered message with one delegated listener
 * (card-listeners.ts); does nothing for a message of another type or a card without actions.
 * Each handler's error is logged with the card's type, message id and action and shown once
 * (notify.ts guardAsync); nothing throws into Foundry.
 * @param html the rendered message element (log, popout or notification)
 */
export function wireCardActions<M extends WiredMessage, S>(
  metadata: CardMetadata<M, S>,
  message: M,
  html: HTMLElement,
  scene: S,
): void {
  if (message.type !== metadata.type) return;
  guard("chat card", undefined, () => {
    const actions = Object.entries(metadata.actions);
    if (!actions.length) return;
    const label = metadata.errorLabel ?? ((action: string) => `card ${action} (${metadata.type} ${message.id})`);
    const handlers: CardHandlers = Object.fromEntries(
      actions.map(([action, handler]) => [
        action,
        (button: HTMLButtonElement) =>
          guardAsync(label(action, message), false, () => handler({ action, message, button, scene })),
      ]),
    );
    attachCardListeners(html, handlers);
  });
}

/** The cards' request handlers by kind, acting through a scene side. */
export function cardRequestHandlers<S>(
  cards: readonly CardMetadata<never, S>[],
  scene: S,
): Readonly<Record<string, RequestHandler<unknown>>> {
  return Object.fromEntries(
    cards.flatMap((card) => (card.request ? [[card.request.kind, card.request.handler(scene)]] : [])),
  );
}
