/**
 * Fall cards (ChatMessage subtype `fallCard`): a fall that no test called for (dh2-movement.md
 * § Flying Movement: a flyer that made no Movement action falls 15 m or 25 m), posted by the
 * executor for the engine's `fallCard` effect. Its Apply damage button rolls the world's formula for
 * the metres fallen (ruling 4, through TestsCapability.fallFormula; Impact, armour ignored; the
 * stored formula only for a ruleset that gives none) once and takes the total from the actor's
 * wounds, on the GM's client when the clicker may not update the message (request {@link FALL_REQUEST}):
 * the GM does it only on a card a GM's client posted, for a user who owns its actor.
 * @module
 */
import type { FallCardEffect, Ruleset } from "../../rules";
import { FALL_CARD_TYPE, systemPath } from "../constants";
import { activeRuleset, fallingDamageFormula } from "../settings";
import { cardActor, cardForRequester, gmOnPlayerCard, mayActFor, type CardActor } from "./card-actor";
import type { CardEffects } from "./card-effects";
import { fallCardView, type FallCardSystem } from "./fall-card-view";
import { gameI18n } from "./localize";
import type { CardMessage } from "./movement-tests";
import { askGM, isId, type RequestHandler } from "../requests";
import type { CardClick, CardMetadata } from "../data/chat-message/card-metadata";
import { rollableFormula } from "./roll-formula";
import { speakerOf } from "./speaker";
import { strideRoll } from "./wild-die";

export type { FallCardSystem };

/** The card template. */
export const FALL_CARD_TEMPLATE = systemPath("templates/chat/fall-card.hbs");

/** The request a player's client makes of the active GM to take a fall card's damage for them (requests.ts). */
export const FALL_REQUEST = "fall";

/** What the card's buttons do, by `data-action` (declared by the data model). */
export const FALL_CARD_ACTIONS = ["applyDamage"] as const;

/**
 * Posts a fall card for the engine's `fallCard` effect, spoken by the fallen model's actor.
 * @param token the fallen model's token (its actor is used, so unlinked tokens work)
 */
export function postFallCard(
  actor: CardActor,
  effect: FallCardEffect,
  token: { readonly uuid: string } | null,
  reason = "STRIDE.Fall.reason.flight",
): Promise<unknown> {
  const system: FallCardSystem = {
    actorUuid: actor.uuid,
    tokenUuid: token?.uuid ?? null,
    metres: effect.metres,
    formula: effect.formula,
    damageType: effect.damageType,
    reason,
    damageTaken: null,
  };
  return ChatMessage.implementation.create({ type: FALL_CARD_TYPE, system, speaker: speakerOf(actor, token) });
}

/** A fall card's template data from its stored data, the actor as it is now and the current user. */
export function fallCardContext(system: FallCardSystem) {
  const actor = cardActor(system);
  return fallCardView(system, actor?.name ?? null, !!actor && mayActFor(actor, game.user?.isGM === true), gameI18n());
}

/** Renders a fall card's HTML from its stored data, the actor as it is now and the current user. */
export function renderFallCard(system: FallCardSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(FALL_CARD_TEMPLATE, fallCardContext(system));
}

/** Messages whose damage is being taken on this client. */
const busy = new Set<string>();

/**
 * Rolls the fall's damage once and takes it from the actor's wounds (the scene side's
 * `applyWounds`, or the actor's data model for a card without a token).
 * @returns false when it was taken already, the user may not act, or nothing was done
 */
export async function applyFallDamage(
  message: CardMessage,
  effects: CardEffects,
  ruleset: Ruleset = activeRuleset(),
): Promise<boolean> {
  const system = message.system as FallCardSystem;
  // Rebuilt from the world's formula and the metres fallen where the ruleset says how (ruling 4).
  const formula = ruleset.tests.fallFormula?.(system.metres, fallingDamageFormula()) ?? system.formula;
  if (typeof system.damageTaken === "number" || !rollableFormula(formula)) return false;
  const actor = cardActor(system);
  if (!actor) return false;
  if (!mayActFor(actor, game.user?.isGM === true)) {
    ui.notifications?.info(game.i18n!.localize("STRIDE.Card.notYours"));
    return false;
  }
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) return message.id ? askGM(FALL_REQUEST, { messageId: message.id }) : false;
  const key = message.id ?? "";
  if (busy.has(key)) return false;
  busy.add(key);
  try {
    const roll = await strideRoll(formula).evaluate();
    const total = Math.max(0, Math.trunc(Number(roll.total)) || 0);
    if (typeof (message.system as FallCardSystem).damageTaken === "number") return false;
    await message.update({ "system.damageTaken": total, rolls: [...(message.rolls ?? []), roll] });
    if (system.tokenUuid && effects.applyWounds) return await effects.applyWounds(system.tokenUuid, total, ruleset);
    const taker = actor.system as { applyWounds?: (damage: number) => Promise<unknown> } | null;
    if (typeof taker?.applyWounds !== "function") return false;
    await taker.applyWounds(total);
    return true;
  } finally {
    busy.delete(key);
  }
}

/**
 * The GM's side of the `fall` request (requests.ts): takes the damage as the GM on a card a GM's
 * client posted, when the user who asked (as the server gives it) owns the card's actor.
 */
export function fallRequestHandler(effects: CardEffects): RequestHandler<{ readonly messageId: string }> {
  return {
    parse: (data) => {
      const id = (data as { messageId?: unknown } | null)?.messageId;
      return isId(id) ? { messageId: id } : null;
    },
    key: (q) => q.messageId,
    async handle(q, requester) {
      const actorOf = (m: CardMessage) => cardActor(m.system as FallCardSystem);
      const message = cardForRequester(FALL_REQUEST, q.messageId, FALL_CARD_TYPE, actorOf, requester);
      return message ? applyFallDamage(message, effects) : false;
    },
  };
}

/** The scene side the card acts through (hooks/render-chat-message.ts CardScene). */
type Scene = { readonly effects: CardEffects };

/** The fall card's metadata: Apply damage runs {@link applyFallDamage}; players ask through {@link FALL_REQUEST}. */
export const FALL_CARD: CardMetadata<CardMessage, Scene> = Object.freeze({
  type: FALL_CARD_TYPE,
  template: FALL_CARD_TEMPLATE,
  actions: Object.fromEntries(
    FALL_CARD_ACTIONS.map((action) => [
      action,
      ({ message, scene }: CardClick<CardMessage, Scene>) => applyFallDamage(message, scene.effects),
    ]),
  ),
  request: { kind: FALL_REQUEST, handler: (scene: Scene) => fallRequestHandler(scene.effects) },
});
