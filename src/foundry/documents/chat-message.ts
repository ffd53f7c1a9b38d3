/**
 * Stride's ChatMessage: a Stride card's body is rendered from its `system` data each time the
 * message is shown, never baked into `content`.
 * Evidence: dnd5e `ChatMessage5e#renderHTML` (module/documents/chat-message.mjs) awaits
 * `super.renderHTML(options)`, then has the data model fill `.message-content`
 * (ChatMessageDataModel#getHTML); `ChatMessage#renderHTML(options) → Promise<HTMLElement>` is the
 * v13+ render entry (core issue foundryvtt/foundryvtt#11984). This keeps core's header, whisper
 * and delete controls on v13 and v14.
 * @module
 */
import { fillCard } from "../chat/fill-card";
import { guardAsync } from "../notify";

/** Stride's ChatMessage class, registered as `CONFIG.ChatMessage.documentClass`. */
export class StrideChatMessage extends foundry.documents.ChatMessage {
  /** @inheritDoc */
  override async renderHTML(...args: Parameters<foundry.documents.ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const html = await super.renderHTML(...args);
    await guardAsync("chat card", undefined, () => fillCard(this, html));
    return html;
  }
}
