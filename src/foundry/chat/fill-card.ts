/**
 * Fills a rendered message's body with its Stride card.
 * @module
 */

/** A message whose data model can render its card. */
export interface CardSource {
  readonly system: unknown;
}

/**
 * Replaces the `.message-content` of a rendered message with the card its data model renders
 * (`system.renderCard()`); leaves other messages alone. 0.1.0 cards kept HTML in `content`: it is
 * replaced too, so old cards show the current wording.
 * @returns whether the element holds a Stride card
 */
export async function fillCard(message: CardSource, html: HTMLElement): Promise<boolean> {
  const system = message.system as { renderCard?: () => Promise<string> } | null;
  if (typeof system?.renderCard !== "function") return false;
  const body = html.querySelector(".message-content") ?? html;
  body.innerHTML = await system.renderCard();
  return true;
}
