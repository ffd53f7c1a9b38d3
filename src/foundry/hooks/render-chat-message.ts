/**
 * The `renderChatMessageHTML` hook: wires a Stride card's declared actions each time the message
 * is rendered (chat log, popout, notification), with the scene side ({@link CardEffects}) passed
 * in here so the chat code never touches tokens or geometry. Also the GM's handler of players'
 * card queries.
 * Evidence: hook `renderChatMessageHTML(message, html: HTMLElement, context)`
 * https://foundryvtt.com/api/v14/functions/hookEvents.renderChatMessageHTML.html ; draw-steel wires
 * its message listeners from this hook (src/module/applications/hooks/chatMessageHTML.mjs).
 * @module
 */
import type { Ruleset } from "../../rules";
import { cardActor, lookupUuid, mayActFor, type CardActor } from "../chat/card-actor";
import type { CardEffects, FallToApply, LandedOn, RolledTest } from "../chat/card-effects";
import { attachCardListeners } from "../chat/card-listeners";
import { handleCardQuery, performCardAction, type CardMessage } from "../chat/movement-tests";
import { DISPLACE_ACTION, SYSTEM_ID } from "../constants";
import {
  fallOffSpot,
  modelsUnder,
  offLanding,
  type EngagementScene,
  type EngagementToken,
} from "../movement/engagement";
import { turnKey } from "../movement/terrain-path";
import { guard, guardAsync } from "../notify";

/** The card's token, as a fall reads it. */
type FallenToken = EngagementToken & {
  readonly uuid: string;
  readonly elevation?: number;
  readonly parent: (EngagementScene & { tokens: Iterable<SceneModel> }) | null;
  move?(waypoints: { x: number; y: number; elevation?: number; action: string }[]): Promise<unknown>;
  combatant?: { combat?: { id?: string | null; round: number; turn?: number | null } | null } | null;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
};

/** A model on the scene, as a landing reads it. */
type SceneModel = EngagementToken & {
  readonly uuid?: string;
  readonly elevation?: number;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
};

/** Outcomes in which the fighter falls where it stands and may land on someone (necromunda). */
const FALLS = new Set(["falls", "fallsHit"]);

/** The models under a token now (§ Falling on Other Models), as cards store them. */
function landingsNow(token: FallenToken, ruleset: Ruleset): { landed: LandedOn; model: SceneModel }[] {
  if (!token.parent) return [];
  return modelsUnder(token, token.parent, ruleset.unit).map(({ token: t }) => {
    const model = t as SceneModel;
    return {
      landed: { name: model.name ?? "", actorUuid: model.actor?.uuid ?? "", tokenUuid: model.uuid ?? null },
      model,
    };
  });
}

/**
 * The scene side of cards until the effects executor takes it over: reads landings from the
 * scene, moves the faller with forced moves, pins the models a fall landed on that the scene
 * confirms (when this user may act for them), and clears gaps after a passed leap.
 */
export const sceneCardEffects: CardEffects = {
  async landingsOf(rolled: RolledTest, ruleset: Ruleset): Promise<readonly LandedOn[]> {
    if (!FALLS.has(rolled.resolution.outcome)) return [];
    const token = lookupUuid(rolled.tokenUuid) as FallenToken | null;
    return token ? landingsNow(token, ruleset).map((l) => l.landed) : [];
  },

  async afterRoll(rolled: RolledTest): Promise<void> {
    // § Leaping Gaps: pass to leap the gap and continue moving; outside combat nothing is held.
    if (rolled.call.kind !== "leap" || !rolled.resolution.success) return;
    const token = lookupUuid(rolled.tokenUuid) as FallenToken | null;
    const combat = token?.combatant?.combat;
    if (combat) await token.setFlag?.(SYSTEM_ID, "leapCleared", turnKey(combat));
  },

  async applyFall(fall: FallToApply, ruleset: Ruleset): Promise<readonly LandedOn[]> {
    const token = lookupUuid(fall.tokenUuid) as FallenToken | null;
    const scene = token?.parent;
    if (!token || !scene) return [];
    // Only what the scene confirms: the named token is under the faller now, with the named actor.
    const now = landingsNow(token, ruleset);
    const confirmed = fall.landedOn.flatMap((claim) => {
      const hit = now.find((l) => l.landed.tokenUuid === claim.tokenUuid && l.landed.actorUuid === claim.actorUuid);
      return hit ? [hit] : [];
    });
    const first = confirmed[0];
    if (first) {
      const landing = modelsUnder(token, scene, ruleset.unit).find((l) => l.token === first.model);
      const to = landing && offLanding(token, landing, scene, ruleset.unit, ruleset.engagement?.zone ?? 0);
      if (to) await token.move?.([{ ...to, action: DISPLACE_ACTION }]);
    }
    if (fall.outcome === "fallsOff") {
      const spot = fallOffSpot(token, scene, ruleset.unit, Math.random() * 2 * Math.PI);
      if (spot) await token.move?.([{ ...spot, action: DISPLACE_ACTION }]);
    }
    const isGM = game.user?.isGM === true;
    for (const { landed } of confirmed) {
      const under = cardActor(landed);
      if (under && mayActFor(under, isGM)) await under.toggleStatusEffect?.("prone", { active: true });
    }
    return confirmed.map((c) => c.landed);
  },
};

/** A rendered message, as the hook reads it. */
type RenderedMessage = CardMessage & { readonly system: unknown };

/** The actions a message's data model declares (`metadata.actions`), or none. */
function declaredActions(message: { readonly system: unknown }): readonly string[] {
  const model = (message.system as { constructor?: { metadata?: { actions?: unknown } } } | null)?.constructor;
  const actions = model?.metadata?.actions;
  return Array.isArray(actions) ? actions.filter((a): a is string => typeof a === "string") : [];
}

/** The hook and the query handler of Stride's cards, with their scene side. */
export interface ChatCardHooks {
  /**
   * `renderChatMessageHTML`: attaches the handlers of the actions a Stride card declares. Each
   * handler's error is logged with the card's type and message id, and shown once
   * (notify.ts guardAsync).
   */
  renderChatMessageHTML(message: RenderedMessage, html: HTMLElement): void;
  /**
   * `CONFIG.queries[CARD_QUERY]`: the GM resolves a card for a player who may not update its
   * message (chat/movement-tests.ts handleCardQuery). Foundry calls it `(queryData, {timeout})`.
   */
  cardQuery(data: unknown): Promise<boolean>;
}

/**
 * Builds the cards' hook and query handler around a scene side.
 * @param effects the scene side of the cards: the effects executor once it exists
 */
export function chatCardHooks(effects: CardEffects = sceneCardEffects): ChatCardHooks {
  return {
    renderChatMessageHTML(message, html) {
      guard("chat card", undefined, () => {
        const actions = declaredActions(message);
        if (!actions.length) return;
        const handlers = Object.fromEntries(
          actions.map((action) => [
            action,
            () =>
              guardAsync(`card ${action} (${message.type} ${message.id})`, false, () =>
                performCardAction(action, message, effects),
              ),
          ]),
        );
        attachCardListeners(html, handlers);
      });
    },
    cardQuery(data) {
      return guardAsync("card query", false, () => handleCardQuery(data, effects));
    },
  };
}

/** The default wiring (stride.ts, init.ts), with {@link sceneCardEffects}. */
export const { renderChatMessageHTML, cardQuery } = chatCardHooks();
