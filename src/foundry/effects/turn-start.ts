/**
 * What the start of a combatant's turn sets off from where its token stands (the engine's
 * `standingCounterEffects`: opend6, a round spent out of the water ends drowning), carried out by
 * the executor. Run by the GM client that starts the turn (documents/combat.ts).
 * @module
 */
import { standingCounterEffects, type Effect, type Ruleset } from "../../rules";
import { isMovementSource } from "../movement/allowance";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "./executor";
import { runEffects } from "./run";

/** The combatant's token as read here. */
export interface TurnToken {
  readonly id: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
  readonly actor?: { readonly system?: unknown } | null;
}

/** The effects of a token's standing at its turn's start; none without a scene or a movement profile. */
export function turnStartEffects(token: TurnToken | null | undefined, ruleset: Ruleset): Effect[] {
  const system = token?.actor?.system;
  if (!token?.id || !token.parent || !ruleset.tests.countersAfterMove || !isMovementSource(system)) return [];
  return standingCounterEffects(sceneSnapshot(token.parent, ruleset.unit), token.id, system.movementProfile, ruleset);
}

/** Decides and carries out {@link turnStartEffects}. */
export async function runTurnStart(token: TurnToken | null | undefined, ruleset: Ruleset): Promise<number> {
  const effects = turnStartEffects(token, ruleset);
  if (effects.length && token?.id && token.parent) await runEffects(effects, token.parent, token.id);
  return effects.length;
}
