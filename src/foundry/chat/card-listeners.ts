/**
 * Listeners of Stride's chat cards. DOM only, with injected handlers, so the same module runs in
 * Foundry and in a test page.
 * @module
 */

/** What a card's buttons do, by `data-action`. */
export type CardHandlers = Partial<Record<"roll" | "applyProne", () => Promise<unknown>>>;

/**
 * Wires a rendered card's buttons to handlers. A button is disabled while its handler runs and,
 * once the handler succeeded, stays disabled on this rendering: a second rapid click does
 * nothing. A failed handler re-enables the button.
 * @param root the rendered message element (log, popout or notification)
 */
export function attachCardListeners(root: HTMLElement, handlers: CardHandlers): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-action]")) {
    const action = button.dataset["action"] as keyof CardHandlers;
    const handler = handlers[action];
    if (!handler) continue;
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      if (button.disabled || button.dataset["busy"]) return;
      button.dataset["busy"] = "true";
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      try {
        const done = await handler();
        if (done === false) button.disabled = false;
      } catch {
        button.disabled = false;
      } finally {
        delete button.dataset["busy"];
        button.removeAttribute("aria-busy");
      }
    });
  }
}

/** Replaces a card's buttons with a notice when its actor no longer exists. */
export function markMissingActor(root: HTMLElement, notice: string): void {
  const actions = root.querySelector(".stride-card__actions");
  if (!actions) return;
  const p = root.ownerDocument.createElement("p");
  p.className = "stride-card__notice";
  p.textContent = notice;
  actions.replaceWith(p);
}
