/**
 * The global API object: `game.system.api` and `globalThis.stride`.
 * @module
 */
import * as rules from "../rules";
import { postMovementTest, type CardActor } from "./chat/movement-tests";
import type { TestRequest } from "../rules";
import { activeRuleset, activeVariant } from "./settings";
import { executeEffects, runEffects } from "./effects";
import { handleSocketMessage } from "./socket";
import { openJourney } from "./applications/journey/journey-dialog";

/**
 * Posts a movement test card for a token or actor by hand (macros, GM tools).
 * @example stride.requestMovementTest(token.document, { kind: "treacherous", condition: "rubble" }) // dh2
 * @example stride.requestMovementTest(token.document, { kind: "jumpDown", distance: 5 }) // necromunda, inches
 * @throws {RangeError} when the active ruleset has no such test
 */
async function requestMovementTest(
  subject: { uuid: string; actor?: CardActor | null } | CardActor,
  test: TestRequest,
): Promise<unknown> {
  const ruleset = activeRuleset();
  const call = ruleset.tests.buildTest({ ...test, variant: activeVariant(ruleset) });
  if (!call) throw new RangeError(`The ${ruleset.id} ruleset has no movement test ${JSON.stringify(test)}`);
  const token = "actor" in subject && subject.actor ? subject : null;
  const actor = (token ? token.actor : subject) as CardActor;
  return postMovementTest(actor, call, token);
}

/** What macros and modules can call. `rules` is the pure engine (src/rules/index.ts). */
export const api = {
  rules,
  /** The world's active ruleset object. */
  activeRuleset,
  /** The world's active ruleset variant id. */
  activeVariant,
  requestMovementTest,
  /**
   * Opens the Journey dialog with these actors (uuids) ticked; by default the controlled tokens' actors.
   * @example stride.openJourney(game.actors.filter((a) => a.type === "character").map((a) => a.uuid))
   */
  openJourney,
  /**
   * The executor: carry out engine effects (src/rules/effects.ts) as the current user, the rest
   * sent to the active GM (`runEffects(effects, scene, causeTokenId)`), or with an explicit
   * context (`executeEffects`). `handleSocketRequest(message, senderId)` is the GM's side of the
   * socket, for the Quench batch `stride.effects`.
   */
  effects: { executeEffects, runEffects, handleSocketRequest: handleSocketMessage },
} as const;

/** The API's type. */
export type StrideApi = typeof api;
