/**
 * The standing vertical jump and reach card (dh2-movement.md § Standing Vertical Jumps): from the
 * token HUD, a rule notice with how high the character jumps from standing (½ m, no test; the
 * scene's gravity applied, § The Effects of Gravity) and what it reaches above the ground it stands
 * on (its height + 1 m of arm + the jump), for the average height Stride reads (docs/rulings.md);
 * pulling up onto what it reaches is the Pull up test of the HUD's tests.
 * @module
 */
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import type { Gravity } from "../../../../rules";
import { postRuleNotice } from "../../../chat/rule-notice";
import { sceneGravity, type SceneLike } from "../../../movement/allowance";

/** The character's height the card reads, metres (docs/rulings.md: the text's "average character"). */
export const AVERAGE_HEIGHT = 1.8;

/** The lang keys of the card. */
export const REACH_TITLE = "STRIDE.Dh2.reach.title";
const REACH_TEXT = "STRIDE.Dh2.reach.text";

/**
 * The card's words: the standing jump and the reach in `gravity`, for {@link AVERAGE_HEIGHT}.
 * @example reachText("normal") // → { key: "STRIDE.Dh2.reach.text", data: { jump: "0.5", height: "1.8", reach: "3.3" } }
 */
export function reachText(gravity: Gravity): { key: string; data: Record<string, string> } {
  const jump = dh2.jumpInGravity(dh2.STANDING_JUMP, gravity);
  const reach = dh2.jumpReach({ height: AVERAGE_HEIGHT, jump });
  // Half-metre jumps on 1.8 m: sums of tenths that print exactly (3.3, 3.8).
  return { key: REACH_TEXT, data: { jump: String(jump), height: String(AVERAGE_HEIGHT), reach: String(reach) } };
}

/** The token the HUD button posts for. */
export interface ReachToken {
  readonly name?: string | null;
  readonly actor?: unknown;
  readonly parent?: SceneLike | null;
}

/** Posts the card for a token, in its scene's gravity. */
export function postReachCard(token: ReachToken): Promise<unknown> {
  const text = reachText(sceneGravity(token.parent ?? null));
  return postRuleNotice(text, { name: token.name ?? "", actor: token.actor ?? null }, token, { title: REACH_TITLE });
}
