/**
 * A Tour per ruleset for a GM's first move (Foundry's Tour API): pick a movement action, drag the
 * token, read the ruler, roll the card; it says to try it as a player's token in a started combat,
 * where Stride stops moves and posts tests. Each step points at an element of core's interface
 * (TourStep `selector`): the token HUD or the Token controls, the Select tool, the canvas the
 * token's ruler is drawn on, a card's Roll button or the chat log. Which of those is on screen depends on the moment, so the
 * tour is a subclass that picks, before each step, the first of the step's targets that is shown,
 * and shows the step centred (no selector) when none is.
 *
 * Evidence: `TourConfig` `{namespace, id, title, description, steps, display, canBeResumed,
 * restricted, localization}`, title, description and step texts localized by the tour
 * (https://foundryvtt.com/api/v14/interfaces/foundry.TourConfig.html,
 * https://foundryvtt.com/api/interfaces/client.TourConfig.html); `TourStep.selector` "A DOM
 * selector which denotes an element to highlight during this step. If omitted, the step is
 * displayed in the center of the screen" (https://foundryvtt.com/api/interfaces/foundry.TourStep.html);
 * the Tour class, `new Tour(config, {id, namespace})`, stored in `game.tours` under `${namespace}.${id}`
 * (https://foundryvtt.com/api/classes/client.Tour.html; v13/v14 `foundry.nue.Tour`, as
 * `foundry.nue.tours.CanvasTour` https://foundryvtt.com/api/v14/classes/foundry.nue.tours.CanvasTour.html);
 * `game.tours.register(namespace, id, tour)`, after the game is set up; the selectors and
 * `_preStep`: docs/foundry-evidence.md § 45 and § 51.
 * @module
 */
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { activeManifest } from "../settings";

/** A step of the tour: its id, the lang keys of its title and text, and the element it points at. */
export interface StrideTourStep {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  selector?: string;
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

/** A step's id. */
export type TourStepId = (typeof TOUR_STEPS)[number];

/** Core's Token controls button (v13/v14 scene controls: layers menu, `data-control` the control's name). */
export const TOKEN_CONTROLS = '#scene-controls-layers button[data-control="tokens"]';

/**
 * The elements each step points at, best first; the last is there whenever a scene is viewed (the
 * Token controls) or the sidebar is open (the chat log), and is the step's static `selector`.
 * v13/v14 markup: scene controls `#scene-controls-layers button[data-control]` and
 * `#scene-controls-tools button[data-tool]` (the Token tool `select`), the token HUD `#token-hud`,
 * the canvas `#board` (the token's ruler is drawn there, not in the DOM), the chat log
 * `#chat .chat-log` of `li.chat-message`s; a Stride card's Roll button
 * is `button[data-action="roll"]` (templates/chat/movement-test.hbs).
 */
export const TOUR_TARGETS: Readonly<Record<TourStepId, readonly string[]>> = {
  action: ["#token-hud", TOKEN_CONTROLS],
  drag: ['#scene-controls-tools button[data-tool="select"]', TOKEN_CONTROLS],
  ruler: ["#board", TOKEN_CONTROLS],
  card: ['#chat .chat-log li.chat-message:last-child button[data-action="roll"]', "#chat .chat-log"],
};

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
      selector: TOUR_TARGETS[step].at(-1)!,
    })),
  };
}

/** What the subclass reads of a Tour: the step about to show, and the hook run before it shows. */
interface TourLike {
  readonly currentStep: { readonly id: string; selector?: string } | null;
  _preStep(): Promise<void>;
}

/** A Tour class as Foundry has it: constructed with a configuration. */
export type TourClass = new (config: StrideTourConfig) => unknown;

/** The part of the document the subclass queries. */
export interface TourDocument {
  querySelector(selector: string): { getClientRects(): { readonly length: number } } | null;
}

/**
 * The first of `step`'s targets that is shown in `doc` (an element with a box: not `display:
 * none`, not detached), or undefined. A step Stride does not know keeps no target.
 */
export function shownTarget(stepId: string, doc: TourDocument): string | undefined {
  const targets = (TOUR_TARGETS as Record<string, readonly string[] | undefined>)[stepId] ?? [];
  return targets.find((selector) => (doc.querySelector(selector)?.getClientRects().length ?? 0) > 0);
}

/**
 * A subclass of `Base` that, before each step, points the step at {@link shownTarget} or, when
 * none is shown, at nothing (the step shows centred).
 */
export function strideTourClass(Base: TourClass, doc: TourDocument): TourClass {
  const Parent = Base as unknown as new (config: StrideTourConfig) => TourLike;
  class StrideTour extends Parent {
    override async _preStep(): Promise<void> {
      await super._preStep();
      const step = this.currentStep;
      if (!step) return;
      const target = shownTarget(step.id, doc);
      if (target) step.selector = target;
      else delete step.selector;
    }
  }
  return StrideTour;
}

/** What registering needs from Foundry: the Tour class, `game.tours` and the page. */
export interface TourHost {
  readonly Tour: TourClass | undefined;
  readonly tours: { register(namespace: string, id: string, tour: unknown): unknown } | undefined;
  readonly document: TourDocument;
}

/**
 * Registers the active ruleset's tour; nothing where the Tour API is missing. Returns the key it
 * is stored under, or null.
 */
export function registerStrideTour(rulesetId: string, host: TourHost): string | null {
  if (typeof host.Tour !== "function" || typeof host.tours?.register !== "function") return null;
  const config = strideTourConfig(rulesetId);
  const Tour = strideTourClass(host.Tour, host.document);
  host.tours.register(config.namespace, config.id, new Tour(config));
  return `${config.namespace}.${config.id}`;
}

/** The `setup` hook's part: registers the active ruleset's tour with Foundry's. */
export function setupTours(): void {
  guard("tours", undefined, () => {
    const nue = (globalThis as unknown as { foundry?: { nue?: { Tour?: TourHost["Tour"] } } }).foundry?.nue;
    const tours = (game as unknown as { tours?: TourHost["tours"] }).tours;
    registerStrideTour(activeManifest().id, { Tour: nue?.Tour, tours, document });
  });
}
