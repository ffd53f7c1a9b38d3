/**
 * The `createActiveEffect` hook: a fighter that goes Prone (Pinned) within ½" of a gap's edge
 * tests not to fall (necromunda-movement.md § Falling Hazards, § Railings), and so does one
 * that falls and lands there. Runs on the client that applied the status.
 * @module
 */
import { postMovementTest, type CardActor } from "../chat/movement-tests";
import { gapNear, type StructureScene } from "../movement/structures";
import type { EngagementToken } from "../movement/engagement";
import { guard, guardAsync } from "../notify";
import { activeRuleset } from "../settings";

/** The parts of a token read here. */
type EdgeToken = EngagementToken & {
  readonly uuid: string;
  readonly elevation?: number;
  readonly parent: StructureScene | null;
};

/** The parts of the created effect read here. */
interface EffectLike {
  readonly statuses?: ReadonlySet<string>;
  readonly parent?: (CardActor & { getActiveTokens?(linked?: boolean, document?: boolean): EdgeToken[] }) | null;
}

/**
 * Posts an edge-fall test for each of the actor's tokens standing at a gap's edge when it goes
 * Prone (Pinned), with the gap's drop and its railing.
 * @returns the number of cards posted
 */
export function createActiveEffect(effect: EffectLike, _options: unknown, userId: string): number {
  return guard("edge fall", 0, () => {
    if (userId !== game.user?.id || !effect.statuses?.has("prone")) return 0;
    const actor = effect.parent;
    const ruleset = activeRuleset();
    if (!actor?.getActiveTokens || !ruleset.terrain?.edgeTest) return 0;
    let posted = 0;
    for (const token of actor.getActiveTokens(false, true)) {
      const gap = token.parent && gapNear(token, token.parent, ruleset.unit);
      const call = gap && ruleset.tests.buildTest({ kind: "edgeFall", distance: gap.drop, railing: gap.railing });
      if (!call) continue;
      void guardAsync("post edge fall", null, () => postMovementTest(actor, call, token));
      posted++;
    }
    return posted;
  });
}
