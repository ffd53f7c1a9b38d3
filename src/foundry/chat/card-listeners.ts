/**
 * Listeners of Stride's chat cards. DOM only, with injected handlers, so the same module runs in
 * Foundry and in a test page.
 * @module
 */

/**
 * What a card's buttons do, by `data-action`. A handler resolves false when it did nothing; it is
 * given the clicked button (a collision card reads its `data-side` and `data-choice`).
 */
export type CardHandlers = Partial<Record<string, (button: HTMLButtonElement) => Promise<unknown>>>;

/**
 * Wires a rendered card's buttons to handlers with one delegated listener on the message
 * element (as dnd5e's ChatMessageDataModel#getHTML does: module/data/abstract/
 * chat-message-data-model.mjs), so it works whether the card's HTML is filled in before or after
 * the `renderChatMessageHTML` hook runs. A button is disabled while its handler runs and, once the
 * handler did something, stays disabled on this rendering: a second rapid click does nothing. A
 * handler that did nothing or failed re-enables it. Wiring the same element twice does nothing.
 * @param root the rendered message element (log, popout or notification)
 */
export function attachCardListeners(root: HTMLElement, handlers: CardHandlers): void {
  if (root.dataset["strideCard"]) return;
  root.dataset["strideCard"] = "wired";
  // The listener returns nothing to the DOM: the click's work runs as its own promise.
  root.addEventListener("click", (event) => void onClick(event));
  async function onClick(event: Event): Promise<void> {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-action]");
    const handler = button && root.contains(button) ? handlers[button.dataset["action"] ?? ""] : undefined;
    if (!button || !handler) return;
    event.preventDefault();
    if (button.disabled || button.dataset["busy"]) return;
    button.dataset["busy"] = "true";
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    try {
      const done = await handler(button);
      if (done === false) button.disabled = false;
    } catch {
      button.disabled = false;
    } finally {
      delete button.dataset["busy"];
      button.removeAttribute("aria-busy");
    }
  }
}
