/**
 * What the start of a combatant's turn sets off from where its token stands (the engine's
 * `standingCounterEffects`: opend6, a round spent out of the water ends drowning) and from its
 * statuses and its scene's stored weather (the engine's `statusTurnStartEffects`: opend6, a vehicle that lost control keeps going
 * straight for a round, then its pilot rolls to regain control, a land vehicle stops; Severe damage slows it two levels a round; a ram's
 * lost round is counted; a panicking team's damage card is posted), carried out by the executor. Run by the GM client
 * that starts the turn (documents/combat.ts).
 * @module
 */
import {
  standingCounterEffects,
  statusTurnStartEffects,
  type Effect,
  type Ruleset,
  type SceneWeather,
} from "../../rules";
import { sceneWeather } from "../data/scene-weather";
import { movementSourceOf } from "../movement/allowance";
import { sceneSnapshot, type SceneLike } from "../snapshot";
import type { ExecutorScene } from "./executor";
import { runEffects } from "./run";

/** The combatant's token as read here. */
export interface TurnToken {
  readonly id: string | null;
  /** v14: the scene level the token is on (TokenData#level); absent on v13. */
  readonly level?: string | null;
  readonly parent: (SceneLike & ExecutorScene) | null;
  /** TokenDocument#combatant: its combat's round, once started (Combat#round, Combat#started). */
  readonly combatant?: { readonly combat?: { readonly started?: boolean; readonly round?: number } | null } | null;
  readonly actor?: {
    readonly system?: unknown;
    /** Actor#statuses: the ids of the status effects applied (https://foundryvtt.com/api/classes/foundry.documents.Actor.html). */
    readonly statuses?: ReadonlySet<string>;
  } | null;
}

/** The weather the token's scene stores (chat/scene-weather.ts), as the turn start's model takes it. */
function weatherOf(scene: unknown): { weather?: SceneWeather } {
  const weather = sceneWeather(scene as Parameters<typeof sceneWeather>[0]);
  return weather ? { weather } : {};
}

/** The round of the token's started combat, as the turn start's model takes it (none outside one). */
function roundOf(token: TurnToken): { round?: number } {
  const combat = token.combatant?.combat;
  return combat?.started === true && typeof combat.round === "number" ? { round: combat.round } : {};
}

/** The effects of a token's standing and statuses at its turn's start; none without a scene or a movement profile. */
export function turnStartEffects(token: TurnToken | null | undefined, ruleset: Ruleset): Effect[] {
  const system = movementSourceOf(token?.actor);
  const byStatus = ruleset.statuses?.turnStart;
  if (!token?.id || !token.parent || !system) return [];
  if (!ruleset.tests.countersAfterMove && !byStatus) return [];
  const snapshot = sceneSnapshot(token.parent, ruleset.unit, { ruleset, mover: token });
  const profile = system.movementProfile;
  return [
    // A forced move first, so where the model stands afterwards is where the next turn finds it.
    ...(byStatus
      ? statusTurnStartEffects(
          snapshot,
          token.id,
          { statuses: [...(token.actor?.statuses ?? [])], profile, ...weatherOf(token.parent), ...roundOf(token) },
          ruleset,
        )
      : []),
    ...(ruleset.tests.countersAfterMove ? standingCounterEffects(snapshot, token.id, profile, ruleset) : []),
  ];
}

/** Decides and carries out {@link turnStartEffects}. */
export async function runTurnStart(token: TurnToken | null | undefined, ruleset: Ruleset): Promise<number> {
  const effects = turnStartEffects(token, ruleset);
  if (effects.length && token?.id && token.parent) await runEffects(effects, token.parent);
  return effects.length;
}
