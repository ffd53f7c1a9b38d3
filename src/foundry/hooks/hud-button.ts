/**
 * One Stride button on the token HUD's right-hand column (core's `.col.right` of control icons,
 * as the `renderTokenHUD` hook hands the HUD's element: https://foundryvtt.com/api/classes/foundry.applications.hud.TokenHUD.html).
 * @module
 */
import { guardAsync } from "../notify";

/**
 * Adds one HUD button (once: a re-render does not add it again) to the right-hand column; its click
 * runs guarded (never throws into Foundry).
 * @param name the button's class suffix (`stride-<name>`) and the guard's name
 * @param label lang key of its tooltip and accessible name
 * @param active for a toggle, whether it is on (`active` class, `aria-pressed`); absent for a plain button
 */
export function addHudButton(
  html: HTMLElement,
  name: string,
  icon: string,
  label: string,
  onClick: (button: HTMLButtonElement) => Promise<unknown>,
  active?: boolean,
): void {
  if (html.querySelector(`.stride-${name}`)) return;
  const column = html.querySelector(".col.right") ?? html;
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.className = `control-icon stride-${name}`;
  if (active !== undefined) button.classList.toggle("active", active);
  const text = game.i18n!.localize(label);
  button.dataset["tooltip"] = text;
  button.setAttribute("aria-label", text);
  if (active !== undefined) button.setAttribute("aria-pressed", String(active));
  button.innerHTML = `<i class="${icon}" inert></i>`;
  button.addEventListener("click", () => void guardAsync(name, undefined, () => onClick(button)));
  column.append(button);
}
