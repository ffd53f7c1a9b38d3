/**
 * The `moveToken` hook: after a move, post the cards of the tests the ruleset calls for (on the
 * mover's client), and have the active GM make the forced moves a vehicle's move sets off.
 * Runs on every client.
 * @module
 */
import { postMovementTest } from "../chat/movement-tests";
import { summarizeMove } from "../movement/move-summary";
import { moveDisplacedModels, vehicleMoveCalls, type MovedToken, type Movement } from "../movement/vehicle-moves";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/**
 * Posts the movement test cards a finished move calls for (on the mover's client), and has the
 * active GM move what a vehicle displaced.
 * @returns the number of cards posted (tests)
 */
export function moveToken(
  document: MovedToken,
  movement: Movement,
  _operation: unknown,
  user: { readonly id?: string; readonly isSelf?: boolean } | null,
): number {
  if (game.users?.activeGM?.isSelf) {
    void guardAsync("move displaced models", 0, () => moveDisplacedModels(document, movement, activeRuleset()));
  }
  return guard("movement tests", 0, () => {
    if (!(user?.isSelf ?? user?.id === game.user?.id)) return 0;
    const ruleset = activeRuleset();
    const summary = summarizeMove(document, movement, ruleset, activeVariant(ruleset));
    const actor = document.actor;
    const own =
      summary && actor ? ruleset.tests.movementTests(summary).map((call) => ({ call, actor, token: document })) : [];
    const tests = [...own, ...vehicleMoveCalls(document, movement, ruleset)];
    for (const { call, actor: who, token } of tests) {
      void guardAsync("post movement test", null, () => postMovementTest(who, call, token));
    }
    return tests.length;
  });
}
