/**
 * The collision card of a made ram or sideswipe a player's client rolled, posted by the active GM
 * (d6-movement.txt § Ramming & Sideswiping Vehicles: both vehicles take damage in a successful
 * one). The roller's client does not post it: it asks with the `strike` request (requests.ts),
 * naming only its stunt card; the GM's client re-resolves the card's stored dice under the card's
 * ruleset, re-derives the collision from the scene as it is now (the ruleset's reading its adapter
 * gives, opend6 strikeOnScene: the two vehicles' tokens, their actors' speed and scale) and posts
 * the card through the executor, once per stunt card and once per round of a started combat. The
 * roll is resolved with the actor's own characteristic and situation; what the roller's client
 * still decides is its dice and the stunt's request (its options: the stunt, the speed and terrain
 * it claims, which set the difficulty), as for any roll a player makes on its own card.
 * @module
 */
import type { Ruleset, SceneSnapshot, TestConsequence } from "../../rules";
import { MOVEMENT_TEST_TYPE, SYSTEM_ID } from "../constants";
import type { MovementTestSystem } from "../data/chat-message/movement-test-data";
import { cardActor, lookupUuid, rulesetById, type CardActor } from "../chat/card-actor";
import { resolveOnGm } from "./gm-resolve";
import { isId, refuse, requesterMayAct, type RequestHandler, type Requester } from "../requests";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "./executor";
import { runEffects } from "./run";
import { STRIKE_REQUEST, strikeCardEffect } from "./card-effects";

export { STRIKE_REQUEST };

/** The stunt card's flag (set by the GM's client) saying its strike's collision card was posted. */
export const STRUCK_FLAG = "struck";

/** A stunt card as the GM reads it. */
export interface StrikeMessage {
  readonly id?: string | null;
  readonly type?: string;
  readonly system: unknown;
  readonly author?: { readonly id?: string | null; readonly isGM?: boolean } | null;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** The stunt card's token as read here. */
interface StrikeToken {
  readonly id: string | null;
  readonly level?: string | null;
  readonly parent:
    | (SceneLike &
        ExecutorScene & { readonly flags?: Record<string, unknown>; update?(data: object): Promise<unknown> })
    | null;
  readonly combatant?: {
    readonly combat?: { readonly id?: string | null; readonly round?: number; readonly started?: boolean } | null;
  } | null;
}

/** A payload: the stunt card's message id. */
interface StrikePayload {
  readonly messageId: string;
}

/**
 * The collision a rolled stunt card's dice make under its ruleset, resolved as the GM's client
 * would roll it now: the actor's own characteristic and situation (its statuses, the scene's
 * weather) and the GM's modifier as the card holds it (a field only a GM may set: gm-modifier-guard.ts),
 * not the value and lines the roller's client stored; null for none, or dice it cannot give.
 */
function rolledStrike(
  system: MovementTestSystem,
  ruleset: Ruleset,
  actor: CardActor,
  scene: { readonly flags?: Record<string, unknown> } | null,
): TestConsequence | null {
  const result = system.result;
  const resolution = result ? resolveOnGm(system, ruleset, actor, scene, result.dice)?.resolution : null;
  return resolution?.success ? (resolution.consequences?.find((c) => c.type === "collision") ?? null) : null;
}

/**
 * Where the GM's client notes a striker's strikes (a scene flag: only a GM may update a scene): per
 * striking token, the stunt cards it struck with, and the round of its started combat it last struck in.
 */
export const STRIKES_FLAG = "strikes";

/** A striking token's note in {@link STRIKES_FLAG}. */
interface StrikeNote {
  readonly cards?: readonly string[];
  readonly round?: string | null;
}

/** The striker's started combat and round as `combat:round`, or null outside one. */
function strikeRound(token: StrikeToken): string | null {
  const combat = token.combatant?.combat;
  return combat?.id && combat.started === true ? `${combat.id}:${combat.round ?? 0}` : null;
}

/** The collision the scene shows for a strike (the ruleset's own reading: opend6 strikeOnScene), or null. */
export type StrikeOnScene = (
  snapshot: SceneSnapshot,
  claim: { readonly striker: string; readonly other: string; readonly stunt: string },
) => TestConsequence | null;

/**
 * The GM's side of the `strike` request: for the stunt card the payload names, when the user who
 * asked (as the server gives it) posted it or a GM did, and owns its vehicle: re-resolves the
 * stored dice; for a made strike asks `confirm` (the ruleset's reading, given by its adapter) for
 * the collision the scene shows now (with the card's token, the other vehicle its request names and
 * its stunt) and has the executor post that collision card, marking the stunt card ({@link STRUCK_FLAG})
 * first so it is posted once. A strike the scene does not show is refused with a notice to the GM.
 * @param messages finds a message by id (`game.messages` by default)
 */
export function strikeRequestHandler(
  confirm: StrikeOnScene,
  messages: (id: string) => StrikeMessage | undefined = (id) => game.messages?.get(id),
): RequestHandler<StrikePayload> {
  return {
    parse(data) {
      const messageId = (data as { messageId?: unknown } | null)?.messageId;
      return isId(messageId) ? { messageId } : null;
    },
    key: (q) => q.messageId,
    async handle(q, requester: Requester) {
      const message = messages(q.messageId);
      if (!message || message.type !== MOVEMENT_TEST_TYPE) return refuse(STRIKE_REQUEST, requester, "no such card");
      // Only a player asks, for a card its own client posted (a GM's client posts its own strikes).
      if (message.author?.isGM === true || !message.author?.id || message.author.id !== requester.id) {
        return refuse(STRIKE_REQUEST, requester, "the card was not posted by the requester");
      }
      const system = message.system as MovementTestSystem;
      const ruleset = rulesetById(system.rulesetId);
      const actor = cardActor(system);
      if (!ruleset?.collisions || !actor) return refuse(STRIKE_REQUEST, requester, "no ruleset or actor");
      if (!requesterMayAct(actor, requester)) {
        return refuse(STRIKE_REQUEST, requester, "the requester does not own the card's actor");
      }
      const token = lookupUuid(system.tokenUuid) as StrikeToken | null;
      if (!token?.id || !token.parent) return refuse(STRIKE_REQUEST, requester, "the card's token is gone");
      // Once per stunt card, and once per round of the striker's started combat, noted where only a GM writes.
      const notes = (token.parent.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[STRIKES_FLAG] as
        Record<string, StrikeNote | undefined> | undefined;
      const note = notes?.[token.id];
      const round = strikeRound(token);
      if (note?.cards?.includes(q.messageId) || message.flags?.[SYSTEM_ID]?.[STRUCK_FLAG] === true)
        return refuse(STRIKE_REQUEST, requester, "struck already");
      if (round && note?.round === round) return refuse(STRIKE_REQUEST, requester, "struck already this round");
      const claimed = rolledStrike(system, ruleset, actor, token.parent);
      if (!claimed || claimed.type !== "collision") return refuse(STRIKE_REQUEST, requester, "no made strike");
      const stunt = String(system.request.options?.["stunts"] ?? "");
      const snapshot = sceneSnapshot(token.parent, ruleset.unit, { mover: token });
      const strike = confirm(snapshot, { striker: token.id, other: claimed.other, stunt });
      if (!strike || strike.type !== "collision") {
        // A localized notice to the GM, whose client refused: ui.notifications.warn (v13/v14 Notifications API).
        ui.notifications?.warn(game.i18n!.localize("STRIDE.CollisionCard.strikeNotShown"));
        return refuse(STRIKE_REQUEST, requester, "the scene does not show the strike");
      }
      const cards = [...(note?.cards ?? []), q.messageId].slice(-20);
      await token.parent.update?.({ [`flags.${SYSTEM_ID}.${STRIKES_FLAG}.${token.id}`]: { cards, round } });
      await message.update({ [`flags.${SYSTEM_ID}.${STRUCK_FLAG}`]: true });
      const report = await runEffects([strikeCardEffect(token.id, strike)], token.parent);
      return report.done > 0;
    },
  };
}
