/**
 * What only a Dark Heresy world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its
 * own): the character model that derives by the engine, the GM's Journey tool and dialog
 * (dh2-movement.md § Travel) and the API additions.
 * @module
 */
import type { ActorModelClass } from "../../data/actor/actor-model";
import { StrideCharacterModel } from "./character-model";
import { registerJourneyHooks } from "./journey/journey-hooks";
import { JOURNEY_TEMPLATE, openJourney } from "./journey/journey-dialog";
import { altitudeAttackApi } from "./altitude/altitude-attack";

/** The Journey tool in the token controls, its actor context entry, and its result relay. */
export function registerHooks(): void {
  registerJourneyHooks();
}

/** The Journey dialog's form. */
export const templates: readonly string[] = [JOURNEY_TEMPLATE];

/** What Dark Heresy adds to the system API. */
export const api: Readonly<Record<string, unknown>> = {
  /**
   * Opens the Journey dialog with these actors (uuids) ticked; by default the controlled tokens' actors.
   * @example stride.openJourney(game.actors.filter((a) => a.type === "character").map((a) => a.uuid))
   */
  openJourney,
  /**
   * Whether an attacker reaches a target across altitudes and its Ballistic Skill modifier
   * (§ Low Altitude: −10 from the ground; § High Altitude: only from High Altitude), for another
   * system's attack roll: tokens, actors or position names; an unknown side is on the ground.
   * @example stride.altitudeAttack(token.document, game.user.targets.first().document) // { possible: false, modifier: 0 }
   */
  altitudeAttack: altitudeAttackApi,
};

/** The character and npc model with its derivation, in place of character-data.ts's schema-only one. */
export const actorModels: readonly ActorModelClass[] = [StrideCharacterModel];
