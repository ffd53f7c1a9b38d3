/**
 * The `createActiveEffect` hook: a fighter that goes Prone (Pinned) within ½" of a gap's edge
 * tests not to fall (necromunda-movement.md § Falling Hazards, § Railings), and so does one that
 * falls and lands there. Runs on the client that applied the status: snapshot → engine → executor.
 * @module
 */
import { edgeFallEffects } from "../../rules";
import { executeEffects, type ExecutorToken } from "../effects/executor";
import { guard, guardAsync } from "../notify";
import { activeRuleset } from "../settings";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "../effects/executor";

/** The parts of a token read here. */
type EdgeToken = ExecutorToken & {
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
};

/** The parts of the created effect read here. */
interface EffectLike {
  readonly statuses?: ReadonlySet<string>;
  readonly parent?: { getActiveTokens?(linked?: boolean, document?: boolean): EdgeToken[] } | null;
}

/**
 * Posts an edge-fall test for each of the actor's tokens standing at a gap's edge when it goes
 * Prone (Pinned), with the gap's drop and its railing.
 * @returns the number of tests decided
 */
export function createActiveEffect(effect: EffectLike, _options: unknown, userId: string): number {
  return guard("edge fall", 0, () => {
    if (userId !== game.user?.id || !effect.statuses?.has("prone")) return 0;
    const tokens = effect.parent?.getActiveTokens?.(false, true) ?? [];
    const ruleset = activeRuleset();
    let decided = 0;
    for (const token of tokens) {
      const scene = token.parent;
      if (!scene || !token.id) continue;
      const effects = edgeFallEffects(sceneSnapshot(scene, ruleset.unit, { ruleset, mover: token }), token.id, ruleset);
      decided += effects.length;
      if (effects.length) {
        void guardAsync("post edge fall", null, () =>
          executeEffects(effects, { scene, unit: ruleset.unit, isGM: game.user?.isGM === true }),
        );
      }
    }
    return decided;
  });
}
