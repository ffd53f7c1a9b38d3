/**
 * A card's test resolved on the GM's client from documents, for dice a player's client rolled (the
 * OpenD6 strike, effects/strike.ts; a player's reported roll, effects/reported-roll.ts): the call
 * the card's request makes, with the actor's own situation now (its statuses, the scene's weather)
 * and the GM's modifier as the card holds it (`system.gmModifier`, a field only a GM may set:
 * gm-modifier-guard.ts), against the actor's own characteristic. The value, lines and modifier the
 * roller's client stored with its result are not read.
 * @module
 */
import { readGmModifier, withGmModifier, type MovementTestResolution, type Ruleset } from "../../rules";
import type { MovementTestSystem } from "../data/chat-message/movement-test-data";
import { actorSituation, characteristicValue, type CardActor } from "../chat/card-actor";
import { actorProfile } from "../chat/movement-tests";
import { cardCall, situationalLines, withModifiers } from "../chat/movement-test-view";

/** The call a card's request makes under its ruleset, and its resolution with the dice given. */
export interface GmResolved {
  readonly call: NonNullable<ReturnType<typeof cardCall>>;
  readonly resolution: MovementTestResolution;
}

/**
 * The card's test resolved with `dice` as described in the module comment; null when the card makes
 * no call under `ruleset`, or the ruleset refuses the dice (a count or face the formula cannot give).
 * @param scene the actor's token's scene (its weather joins the situation), or null
 */
export function resolveOnGm(
  system: MovementTestSystem,
  ruleset: Ruleset,
  actor: CardActor,
  scene: Parameters<typeof actorSituation>[1],
  dice: readonly number[],
): GmResolved | null {
  const call = cardCall(system, ruleset);
  if (!call) return null;
  try {
    const rule = ruleset.tests.gmModifier;
    const gm = rule ? readGmModifier(rule, system.gmModifier).modifier : null;
    const situated = withGmModifier(
      withModifiers(call, situationalLines(call, ruleset, actorSituation(actor, scene))),
      gm,
    );
    const value = characteristicValue(actor, call.characteristic) ?? 0;
    return { call, resolution: ruleset.tests.resolve(situated, value, dice, actorProfile(actor)) };
  } catch {
    return null;
  }
}
