/**
 * The base of Stride's chat card data models: a card declares its subtype, template, actions and
 * request in `static metadata` (card-metadata.ts), gives its template's data from
 * {@link StrideCardModel.cardContext}, and is rendered from its fields each time the message is
 * shown. Its `renderHTML` renders the whole message with the card inside, which core's
 * `ChatMessage#renderHTML` defers to before the `renderChatMessageHTML` hook fires (chat/card-frame.ts);
 * that hook wires the declared actions (hooks/render-chat-message.ts). dnd5e's ChatMessageDataModel
 * (module/data/abstract/chat-message-data-model.mjs: `metadata { template, actions }`,
 * `_prepareContext`, one delegated click listener) and Draw Steel's message models
 * (src/module/data/message) are built the same way; docs/foundry-evidence.md § 1, § 14.
 * @module
 */
import { renderCardModel, type CardFrameOptions } from "../../chat/card-frame";
import type { CardMetadata } from "./card-metadata";

/** A chat card's data model class, as `init` registers it. */
export interface CardModelClass {
  readonly metadata: CardMetadata<never, never>;
}

/**
 * The data model of a Stride chat card.
 * @typeParam Schema the card's schema
 */
export abstract class StrideCardModel<Schema extends foundry.data.fields.DataSchema> extends foundry.abstract
  .TypeDataModel<Schema, ChatMessage.Implementation> {
  /** The card's subtype, template, actions and request; each card declares its own. */
  declare static readonly metadata: CardMetadata<never, never>;

  /**
   * The card template's data, from this model's fields, the documents they name as they are now
   * and the current user.
   */
  abstract cardContext(): object | Promise<object>;

  /** The card's HTML: its template rendered with {@link cardContext}. */
  async renderCard(): Promise<string> {
    const { template } = (this.constructor as typeof StrideCardModel).metadata;
    const context = (await this.cardContext()) as Record<string, unknown>;
    return foundry.applications.handlebars.renderTemplate(template, context);
  }

  /** The whole message with this card inside; core's `ChatMessage#renderHTML` defers to it (chat/card-frame.ts). */
  renderHTML(options?: CardFrameOptions): Promise<HTMLElement> {
    return renderCardModel(this, options);
  }
}
