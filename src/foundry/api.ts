/**
 * The global API object: `game.system.api` and `globalThis.stride`.
 * @module
 */
import * as rules from "../rules";
import { postMovementTest, type CardActor } from "./chat/movement-tests";
import type { TestRequest } from "../rules";
import { activeRuleset, activeVariant } from "./settings";
import { executeEffects, moveDirectly, runEffects, type DirectlyToken } from "./effects";
import { askGM, updateUser } from "./requests";
import { sceneSnapshot } from "./snapshot";
import { resetMovementActions } from "./hooks/reset-movement-actions";
import { reachOverlay } from "./canvas/reach-overlay";
import { rulesetChunkArrival } from "./rulesets/loading";

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

/**
 * Moves a token directly towards or away from another by a distance in the ruleset's unit
 * (necromunda-movement.md § Directly Towards and Directly Away From): along the line through both
 * centres, stopping at walls, closed doors and impassable terrain; an involuntary (forced) move.
 * @example await stride.moveDirectly(token.document, target.document, "away", 3)
 * @returns the engine's decision (where it ends, how far, what stopped it), or null
 * @throws {TypeError|RangeError} on a bad way or distance (rules/moves/directly.ts)
 */
function moveDirectlyApi(
  mover: DirectlyToken,
  other: DirectlyToken,
  way: "towards" | "away",
  distance: number,
): ReturnType<typeof moveDirectly> {
  return moveDirectly(mover, other, way, distance, activeRuleset());
}

/** What macros and modules can call. `rules` is the pure engine (src/rules/index.ts). */
export const api = {
  rules,
  /** The world's active ruleset object. */
  activeRuleset,
  /** The world's active ruleset variant id. */
  activeVariant,
  requestMovementTest,
  moveDirectly: moveDirectlyApi,
  /**
   * The executor: carry out engine effects (src/rules/effects.ts) as the current user, as far as
   * the user may (`runEffects(effects, scene)`), or with an explicit context (`executeEffects`).
   */
  effects: { executeEffects, runEffects },
  /**
   * Requests to the active GM (requests.ts): `ask(kind, data)` as a player's client makes them, and
   * `updateUser` the GM's hook, for the Quench batch `stride.trust`.
   */
  requests: { ask: askGM, updateUser },
  /**
   * A scene as the engine reads it, in a ruleset unit; with `{ mover: tokenDocument }` only what is
   * on that token's v14 scene level (snapshot/scene-snapshot.ts). For macros and the Quench batch
   * `stride.levels`.
   * @example stride.sceneSnapshot(canvas.scene, stride.activeRuleset().unit, { mover: token.document })
   */
  sceneSnapshot,
  /**
   * Resets tokens' and prototype tokens' movement actions that this world's ruleset does not have
   * to the default (`null`); the active GM runs it on `ready`. Resolves to how many were reset.
   * @example await stride.resetMovementActions() // { tokens: 3, actors: 1 }
   */
  resetMovementActions,
  /**
   * This client's reach overlay (canvas/reach-overlay.ts `ReachOverlay`): `toggle()` as key G does,
   * `dragStarted(token)` / `dragEnded(token)` as a drag shows and hides it, and `computed`, how many
   * reaches it has worked out (for the Quench batch `stride.reachDrag`).
   * @example stride.reachOverlay.dragStarted(canvas.tokens.controlled[0])
   */
  reachOverlay,
  /**
   * Which ruleset's chunk this world loads (its applications: rulesets/loading.ts), when it arrived
   * and when the world was ready (`performance.now()`, ms), for the Quench batch `stride.chunks`.
   * @example stride.rulesetChunk() // { id: "dh2", arrivedAt: 812.4, readyAt: 1630.2 }
   */
  rulesetChunk: rulesetChunkArrival,
} as const;

/** The API's type. */
export type StrideApi = typeof api;
