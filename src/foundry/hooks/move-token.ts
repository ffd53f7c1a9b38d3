/**
 * The `moveToken` hook: after a move, post the cards of the tests the ruleset calls for. Runs on
 * every client; only the mover's client posts.
 * @module
 */
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { summarizeMove, type FinishedMovement } from "../movement/move-summary";
import type { TokenLike } from "../movement/allowance";
import { guard, guardAsync } from "../notify";
import { activeRuleset, activeVariant } from "../settings";

/** The parts of the moved TokenDocument read here. */
type MovedToken = TokenLike & {
  readonly uuid: string;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
  readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
};

/**
 * Posts the movement test cards a finished move calls for.
 * @returns the number of cards posted (tests)
 */
export function moveToken(
  document: MovedToken,
  movement: FinishedMovement,
  _operation: unknown,
  user: { readonly id?: string; readonly isSelf?: boolean } | null,
): number {
  return guard("movement tests", 0, () => {
    if (!(user?.isSelf ?? user?.id === game.user?.id)) return 0;
    const ruleset = activeRuleset();
    const summary = summarizeMove(document, movement, ruleset, activeVariant(ruleset));
    if (!summary || !document.actor) return 0;
    const calls = ruleset.movementTests(summary);
    const actor = document.actor;
    for (const call of calls)
      void guardAsync("post movement test", null, () => postMovementTest(actor, call, document));
    return calls.length;
  });
}
