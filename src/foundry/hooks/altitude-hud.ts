/**
 * The altitude control of the token HUD, for a ruleset with altitudes apart from moves
 * (AltitudeCapability; dh2-movement.md § Altitude): for an owner or GM of a token whose actor flies
 * (its data model's `flightTrait` and `flightPosition`; in the module, a host actor's as its host
 * adapter reads them: hosts.ts `actorFlight`), one button that opens a palette of the
 * positions the ruleset gives the trait (dh2: ground, hovering, and for a Flyer low and high
 * altitude). Choosing one stores it on the actor (`system.altitude`, dh2 low altitude deriving its
 * status; a host actor's in the module's actor flag) and says what the change costs, as the engine words it (`changeText`).
 *
 * Evidence: the `renderTokenHUD(hud, html)` hook and its `.col.left`/`.col.right` columns of
 * `control-icon` buttons, as render-token-hud.ts adds Stride's; a palette toggled beside a button as
 * core's status-effects palette (`.palette` inside the column, shown with `active`) — the same
 * pattern the token HUD uses for its effects (https://foundryvtt.com/api/classes/foundry.applications.hud.TokenHUD.html,
 * `togglePalette`).
 *
 * In a started combat the change counts against the turn (the capability's `turn`; dh2: one level
 * makes the turn's movement at least a Full Move, more a Charge or Run): the levels changed this
 * turn are kept on the token with its movement history (data/token-history.ts, the TokenDocument
 * flag of the turn); a turn whose action a test spent (TestConsequence `turnAction`) cannot pay, and
 * the change is refused for a player under the `block` enforcement, allowed with a warning for a GM
 * or under `warn`, as the movement limits are (movement/allowance.ts isEnforced).
 * @module
 */
import { spentActionCap, type AltitudeCapability, type CardText } from "../../rules";
import { gameI18n, localizeText } from "../chat/localize";
import { guard, guardAsync } from "../notify";
import { activeRuleset, enforcementMode, type EnforcementMode } from "../settings";
import { historyState, setAltitudeLevels, type HistoryToken } from "../data/token-history";
import { isEnforced, turnCost } from "../movement/allowance";
import { actorFlight, type ActorFlight } from "../hosts";

/** A flight position (AltitudeCapability `positions`; dh2: `ground`, `hovering`, `low`, `high`). */
export type FlightPosition = string;

/** The actor data model's parts read here (character-model.ts). */
interface FlightSource {
  readonly flightTrait: string;
  readonly flightPosition: FlightPosition;
}

/** A token as the control reads it (the TokenDocument: its flags, combatant and movement history). */
export interface AltitudeToken extends HistoryToken {
  readonly isOwner?: boolean;
  readonly actor?: { readonly system: unknown; update(data: object): Promise<unknown> } | null;
  readonly parent?: { readonly grid: { readonly units: string } } | null;
  /** TokenDocument#movementHistory (v13): this turn's waypoints, each with the cost into it (scene units). */
  readonly movementHistory?: readonly unknown[] | null;
}

/** How a change went: the words for it, and how loudly to say them. */
export interface AltitudeChange {
  readonly text: CardText;
  /** `info` when made as the rules allow, `warn` when a GM (or `warn` enforcement) overrode a refusal, `error` when refused. */
  readonly level: "info" | "warn" | "error";
}

/** Who changes the altitude, under which limits (tests pass their own). */
export interface AltitudeMover {
  readonly isGM: boolean;
  readonly enforcement: EnforcementMode;
}

/** An actor's flight (hosts.ts actorFlight: its data model's, or a host actor's) as {@link altitudeChoices} reads it. */
const flightSource = (flight: ActorFlight | null): FlightSource | null =>
  flight ? { flightTrait: flight.trait, flightPosition: flight.position } : null;

const isFlightSource = (system: unknown): system is FlightSource => {
  const s = system as Partial<FlightSource> | null;
  return typeof s?.flightTrait === "string" && typeof s.flightPosition === "string";
};

/**
 * The positions the control offers and the current one, or null when the ruleset has no altitudes
 * or the actor does not fly (its trait reaches only the ground). Never throws.
 * @param altitude the ruleset's altitudes (Ruleset#altitude), absent when it has none
 */
export function altitudeChoices(
  system: unknown,
  altitude: AltitudeCapability | undefined,
): { current: FlightPosition; positions: readonly FlightPosition[] } | null {
  if (!altitude || !isFlightSource(system)) return null;
  const positions = altitude.positions(system.flightTrait);
  return positions.length > 1 ? { current: system.flightPosition, positions } : null;
}

/**
 * Changes the actor's flight position and returns the engine's words for it, or null when nothing
 * changed (the same position, or one the trait does not reach). Outside a started combat it says
 * what the change costs (the capability's `changeText`); in one the engine decides against the turn
 * (its `turn`): the levels are added to the turn's, or the change is refused (`error`, the
 * actor not updated) for an enforced mover under `block`, or made with a warning otherwise.
 * @param mover who changes it; the current user under the world's enforcement setting when absent
 */
export async function changeAltitude(
  token: AltitudeToken,
  to: FlightPosition,
  mover?: AltitudeMover,
): Promise<AltitudeChange | null> {
  const actor = token.actor;
  const ruleset = activeRuleset();
  const altitude = ruleset.altitude;
  const flight = actorFlight(actor);
  const choices = altitudeChoices(flightSource(flight), altitude);
  if (!actor || !altitude || !flight || !choices || !choices.positions.includes(to) || choices.current === to) {
    return null;
  }
  const from = choices.current;
  if (token.combatant?.combat?.started !== true) {
    await actor.update({ [flight.path]: to });
    return { text: altitude.changeText(from, to), level: "info" };
  }
  const state = historyState(token, ruleset);
  const spent = spentActionCap(state.spent ?? null, turnCost(token, ruleset.unit)) !== null;
  const decided = altitude.turn({ from, to, levelsBefore: state.altitudeLevels ?? 0, spent });
  const who = mover ?? { isGM: game.user?.isGM === true, enforcement: enforcementMode() };
  const enforced = isEnforced({ ...who, inStartedCombat: true });
  if (!decided.allowed && enforced && who.enforcement === "block") {
    return { text: { key: "STRIDE.Altitude.refused", data: { reason: decided.text } }, level: "error" };
  }
  await actor.update({ [flight.path]: to });
  await setAltitudeLevels(token, ruleset, decided.levels);
  if (decided.allowed) return { text: decided.text, level: "info" };
  return { text: { key: "STRIDE.Altitude.overridden", data: { reason: decided.text } }, level: "warn" };
}

/**
 * Adds the altitude button and palette (once) to the HUD's left column for a flying actor's owner
 * or a GM. Never throws into Foundry.
 * @param localize Foundry's `game.i18n.localize` (tests pass their own)
 * @param notify shows what a change cost, or why it was refused (tests pass their own)
 */
export function addAltitudeControl(
  token: AltitudeToken,
  html: HTMLElement,
  isGM: boolean,
  localize: (key: string) => string = (k) => game.i18n!.localize(k),
  notify: (change: AltitudeChange) => void = ({ text, level }) =>
    ui.notifications?.[level](localizeText(text, gameI18n())),
): void {
  guard("altitude HUD", undefined, () => {
    if (html.querySelector(".stride-altitude") || (!isGM && token.isOwner !== true)) return;
    const altitude = activeRuleset().altitude;
    const choices = altitudeChoices(flightSource(actorFlight(token.actor)), altitude);
    if (!altitude || !choices) return;
    const doc = html.ownerDocument;
    const column = html.querySelector(".col.left") ?? html;
    const wrap = doc.createElement("div");
    wrap.className = "stride-altitude";
    const button = doc.createElement("button");
    button.type = "button";
    button.className = "control-icon stride-altitude-toggle";
    const label = `${localize(altitude.controlLabel)}: ${localize(altitude.positionLabel(choices.current))}`;
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
      option.textContent = localize(altitude.positionLabel(position));
      option.addEventListener("click", () => {
        void guardAsync("altitude", null, async () => {
          const change = await changeAltitude(token, position);
          if (change) notify(change);
          return change;
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
