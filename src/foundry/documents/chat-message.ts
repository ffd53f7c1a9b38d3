/**
 * Stride's ChatMessage: a Stride card's body is rendered from its `system` data each time the
 * message is shown, never baked into `content`. The rendering is the card data model's own
 * `renderHTML` (chat/card-frame.ts), which core's `ChatMessage#renderHTML` defers to before it fires
 * `renderChatMessageHTML` (core issue foundryvtt/foundryvtt#11984; docs/foundry-evidence.md § 14), so
 * this class adds nothing to core's render: extending the document's `renderHTML` would fill the card
 * after the hooks have run (foundryvtt/foundryvtt#13588).
 * @module
 */

/** Stride's ChatMessage class, registered as `CONFIG.ChatMessage.documentClass`. */
export class StrideChatMessage extends foundry.documents.ChatMessage {}
