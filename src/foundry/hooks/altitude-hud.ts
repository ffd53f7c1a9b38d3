/**
 * The altitude control of the token HUD (dh2-movement.md § Altitude, § Flying Movement): for an
 * owner or GM of a token whose actor flies (its data model's `flightTrait`: Flyer or Hoverer), one
 * button that opens a palette of the positions the trait reaches (ground, hovering, and for a Flyer
 * low and high altitude). Choosing one stores it on the actor (`system.altitude`; low altitude
 * derives its status, −10 to ground attackers' Ballistic Skill tests) and says what the change
 * costs, as the engine words it (dh2 `altitudeChangeText`: one level a Full Move, more a Charge or Run).
 *
 * Evidence: the `renderTokenHUD(hud, html)` hook and its `.col.left`/`.col.right` columns of
 * `control-icon` buttons, as render-token-hud.ts adds Stride's; a palette toggled beside a button as
 * core's status-effects palette (`.palette` inside the column, shown with `active`) — the same
 * pattern the token HUD uses for its effects (https://foundryvtt.com/api/classes/foundry.applications.hud.TokenHUD.html,
 * `togglePalette`).
 * @module
 */
import { dh2, type CardText } from "../../rules";
import { gameI18n, localizeText } from "../chat/localize";
import { guard, guardAsync } from "../notify";

/** A flight position (dh2 FLIGHT_POSITIONS). */
export type FlightPosition = (typeof dh2.FLIGHT_POSITIONS)[number];

/** The actor data model's parts read here (character-model.ts). */
interface FlightSource {
  readonly flightTrait: "flyer" | "hoverer" | null;
  readonly flightPosition: FlightPosition;
}

/** A token as the control reads it. */
export interface AltitudeToken {
  readonly isOwner?: boolean;
  readonly actor?: { readonly system: unknown; update(data: object): Promise<unknown> } | null;
}

const isFlightSource = (system: unknown): system is FlightSource => {
  const s = system as Partial<FlightSource> | null;
  return (s?.flightTrait === "flyer" || s?.flightTrait === "hoverer") && typeof s.flightPosition === "string";
};

/**
 * The positions the control offers and the current one, or null when the actor does not fly.
 * Never throws.
 */
export function altitudeChoices(
  system: unknown,
): { current: FlightPosition; positions: readonly FlightPosition[] } | null {
  if (!isFlightSource(system)) return null;
  return { current: system.flightPosition, positions: dh2.flightPositions(system.flightTrait) };
}

/**
 * Changes the actor's flight position and returns the engine's words for the cost, or null when
 * nothing changed (the same position, or one the trait does not reach).
 */
export async function changeAltitude(token: AltitudeToken, to: FlightPosition): Promise<CardText | null> {
  const actor = token.actor;
  const choices = altitudeChoices(actor?.system);
  if (!actor || !choices || !choices.positions.includes(to) || choices.current === to) return null;
  await actor.update({ "system.altitude": to });
  return dh2.altitudeChangeText(choices.current, to);
}

/**
 * Adds the altitude button and palette (once) to the HUD's left column for a flying actor's owner
 * or a GM. Never throws into Foundry.
 * @param localize Foundry's `game.i18n.localize` (tests pass their own)
 * @param notify shows the cost of a change (tests pass their own)
 */
export function addAltitudeControl(
  token: AltitudeToken,
  html: HTMLElement,
  isGM: boolean,
  localize: (key: string) => string = (k) => game.i18n!.localize(k),
  notify: (text: CardText) => void = (text) => ui.notifications?.info(localizeText(text, gameI18n())),
): void {
  guard("altitude HUD", undefined, () => {
    if (html.querySelector(".stride-altitude") || (!isGM && token.isOwner !== true)) return;
    const choices = altitudeChoices(token.actor?.system);
    if (!choices) return;
    const doc = html.ownerDocument;
    const column = html.querySelector(".col.left") ?? html;
    const wrap = doc.createElement("div");
    wrap.className = "stride-altitude";
    const button = doc.createElement("button");
    button.type = "button";
    button.className = "control-icon stride-altitude-toggle";
    const label = `${localize("STRIDE.Dh2.altitude.label")}: ${localize(`STRIDE.Dh2.altitude.${choices.current}`)}`;
    button.dataset["tooltip"] = label;
    button.setAttribute("aria-label", label);
    button.setAttribute("aria-expanded", "false");
    button.innerHTML = `<i class="fa-solid fa-feather-pointed" inert></i>`;
    const palette = doc.createElement("div");
    palette.className = "stride-altitude-palette palette";
    palette.setAttribute("role", "menu");
    for (const position of choices.positions) {
      const option = doc.createElement("button");
      option.type = "button";
      option.className = `stride-altitude-option${position === choices.current ? " active" : ""}`;
      option.dataset["altitude"] = position;
      option.setAttribute("role", "menuitemradio");
      option.setAttribute("aria-checked", String(position === choices.current));
      option.textContent = localize(`STRIDE.Dh2.altitude.${position}`);
      option.addEventListener("click", () => {
        void guardAsync("altitude", null, async () => {
          const text = await changeAltitude(token, position);
          if (text) notify(text);
          return text;
        });
      });
      palette.append(option);
    }
    button.addEventListener("click", () => {
      const open = !palette.classList.contains("active");
      palette.classList.toggle("active", open);
      button.setAttribute("aria-expanded", String(open));
    });
    wrap.append(button, palette);
    column.append(wrap);
  });
}
