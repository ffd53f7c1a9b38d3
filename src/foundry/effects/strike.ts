/**
 * The collision card of a made ram or sideswipe a player's client rolled, posted by the active GM
 * (d6-movement.txt § Ramming & Sideswiping Vehicles: both vehicles take damage in a successful
 * one). The roller's client does not post it: it asks with the `strike` request (requests.ts),
 * naming only its stunt card; the GM's client re-resolves the card's stored dice under the card's
 * ruleset, re-derives the collision from the scene as it is now (the ruleset's reading its adapter
 * gives, opend6 strikeOnScene: the two vehicles' tokens, their actors' speed and scale) and posts
 * the card through the executor, once per stunt card. Nothing a client wrote on a card (another
 * token's id aside, checked against the scene) reaches the struck vehicle.
 * @module
 */
import type { Ruleset, SceneSnapshot, TestConsequence } from "../../rules";
import { MOVEMENT_TEST_TYPE, SYSTEM_ID } from "../constants";
import type { MovementTestSystem } from "../data/chat-message/movement-test-data";
import { cardActor, lookupUuid, rulesetById, type CardActor } from "../chat/card-actor";
import { actorProfile } from "../chat/movement-tests";
import { cardCall, rolledLines, withModifiers } from "../chat/movement-test-view";
import { isId, refuse, type RequestHandler, type Requester } from "../requests";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "./executor";
import { runEffects } from "./run";
import { STRIKE_REQUEST } from "./card-effects";

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
  readonly parent: (SceneLike & ExecutorScene) | null;
}

/** A payload: the stunt card's message id. */
interface StrikePayload {
  readonly messageId: string;
}

/** The collision a rolled stunt card's stored dice make under its ruleset (null: none, or dice it cannot give). */
function rolledStrike(system: MovementTestSystem, ruleset: Ruleset, actor: CardActor): TestConsequence | null {
  const call = cardCall(system, ruleset);
  const result = system.result;
  if (!call || !result) return null;
  try {
    const resolution = ruleset.tests.resolve(
      withModifiers(call, rolledLines(result, ruleset)),
      result.characteristicValue,
      result.dice,
      actorProfile(actor),
    );
    return resolution.success ? (resolution.consequences?.find((c) => c.type === "collision") ?? null) : null;
  } catch {
    return null;
  }
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
      if (message.author?.isGM !== true && message.author?.id !== requester.id) {
        return refuse(STRIKE_REQUEST, requester, "the card was posted by another player");
      }
      if (message.flags?.[SYSTEM_ID]?.[STRUCK_FLAG] === true)
        return refuse(STRIKE_REQUEST, requester, "struck already");
      const system = message.system as MovementTestSystem;
      const ruleset = rulesetById(system.rulesetId);
      const actor = cardActor(system);
      if (!ruleset?.collisions || !actor) return refuse(STRIKE_REQUEST, requester, "no ruleset or actor");
      if (requester.isGM !== true && actor.testUserPermission?.(requester, "OWNER") !== true) {
        return refuse(STRIKE_REQUEST, requester, "the requester does not own the card's actor");
      }
      const claimed = rolledStrike(system, ruleset, actor);
      if (!claimed || claimed.type !== "collision") return refuse(STRIKE_REQUEST, requester, "no made strike");
      const token = lookupUuid(system.tokenUuid) as StrikeToken | null;
      if (!token?.id || !token.parent) return refuse(STRIKE_REQUEST, requester, "the card's token is gone");
      const stunt = String(system.request.options?.["stunts"] ?? "");
      const snapshot = sceneSnapshot(token.parent, ruleset.unit, { mover: token });
      const strike = confirm(snapshot, { striker: token.id, other: claimed.other, stunt });
      if (!strike || strike.type !== "collision") {
        // A localized notice to the GM, whose client refused: ui.notifications.warn (v13/v14 Notifications API).
        ui.notifications?.warn(game.i18n!.localize("STRIDE.CollisionCard.strikeNotShown"));
        return refuse(STRIKE_REQUEST, requester, "the scene does not show the strike");
      }
      await message.update({ [`flags.${SYSTEM_ID}.${STRUCK_FLAG}`]: true });
      const report = await runEffects(
        [
          {
            type: "collisionCard",
            mover: token.id,
            other: strike.other,
            against: "vehicle",
            sides: [
              { model: token.id, request: strike.request },
              { model: strike.other, request: strike.otherRequest },
            ],
          },
        ],
        token.parent,
      );
      return report.done > 0;
    },
  };
}
