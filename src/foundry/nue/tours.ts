/**
 * A Tour per ruleset for a GM's first move (Foundry's Tour API): pick a movement action, drag the
 * token, read the ruler, roll the card; it says to try it as a player's token in a started combat,
 * where Stride stops moves and posts tests. The steps point at no element (a move happens on the
 * canvas and a card appears only after one), so each shows in the middle of the screen.
 *
 * Evidence: `TourConfig` `{namespace, id, title, description, steps, display, canBeResumed,
 * restricted, localization}`, title, description and step texts localized by the tour
 * (https://foundryvtt.com/api/v14/interfaces/foundry.TourConfig.html,
 * https://foundryvtt.com/api/interfaces/client.TourConfig.html); the Tour class,
 * `new Tour(config, {id, namespace})`, stored in `game.tours` under `${namespace}.${id}`
 * (https://foundryvtt.com/api/classes/client.Tour.html; v13/v14 `foundry.nue.Tour`, as
 * `foundry.nue.tours.CanvasTour` https://foundryvtt.com/api/v14/classes/foundry.nue.tours.CanvasTour.html);
 * `game.tours.register(namespace, id, tour)`, after the game is set up; docs/foundry-evidence.md § 45.
 * @module
 */
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { activeRuleset } from "../settings";

/** A step of the tour: its id and the lang keys of its title and text. */
export interface StrideTourStep {
  readonly id: string;
  readonly title: string;
  readonly content: string;
}

/** The tour's configuration, in TourConfig's shape (texts as lang keys, which the Tour localizes). */
export interface StrideTourConfig {
  readonly namespace: string;
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly display: boolean;
  readonly canBeResumed: boolean;
  readonly restricted: boolean;
  readonly steps: readonly StrideTourStep[];
}

/** The steps, in order: pick an action, drag, read the ruler, roll the card. */
export const TOUR_STEPS = ["action", "drag", "ruler", "card"] as const;

/** The tour's id for a ruleset (`first-move-dh2`); stored in `game.tours` as `stride.first-move-dh2`. */
export const tourId = (rulesetId: string): string => `first-move-${rulesetId}`;

/**
 * The tour of `rulesetId`: the ruleset's own text for picking an action
 * (`STRIDE.Tour.<ruleset>.action`), the others shared (`STRIDE.Tour.steps.<step>`).
 */
export function strideTourConfig(rulesetId: string): StrideTourConfig {
  return {
    namespace: SYSTEM_ID,
    id: tourId(rulesetId),
    title: `STRIDE.Tour.${rulesetId}.title`,
    description: "STRIDE.Tour.description",
    display: true,
    canBeResumed: false,
    restricted: true,
    steps: TOUR_STEPS.map((step) => ({
      id: step,
      title: `STRIDE.Tour.steps.${step}.title`,
      content: step === "action" ? `STRIDE.Tour.${rulesetId}.action` : `STRIDE.Tour.steps.${step}.content`,
    })),
  };
}

/** What registering needs from Foundry: the Tour class and `game.tours`. */
export interface TourHost {
  readonly Tour: (new (config: StrideTourConfig) => unknown) | undefined;
  readonly tours: { register(namespace: string, id: string, tour: unknown): unknown } | undefined;
}

/**
 * Registers the active ruleset's tour; nothing where the Tour API is missing. Returns the key it
 * is stored under, or null.
 */
export function registerStrideTour(rulesetId: string, host: TourHost): string | null {
  if (typeof host.Tour !== "function" || typeof host.tours?.register !== "function") return null;
  const config = strideTourConfig(rulesetId);
  host.tours.register(config.namespace, config.id, new host.Tour(config));
  return `${config.namespace}.${config.id}`;
}

/** The `setup` hook's part: registers the active ruleset's tour with Foundry's. */
export function setupTours(): void {
  guard("tours", undefined, () => {
    const nue = (globalThis as unknown as { foundry?: { nue?: { Tour?: TourHost["Tour"] } } }).foundry?.nue;
    const tours = (game as unknown as { tours?: TourHost["tours"] }).tours;
    registerStrideTour(activeRuleset().id, { Tour: nue?.Tour, tours });
  });
}
