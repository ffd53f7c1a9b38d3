/**
 * Records a token's pace when its turn ends (BandsCapability.pace; opend6 chases and fatigue),
 * from the movement core recorded this turn. Apart from pace.ts so the allowance (which reads the
 * pace) and the record (which reads the allowance) import in one direction.
 * @module
 */
import type { Ruleset } from "../../rules";
import { recordedCost, rulesetBands, turnAllowance, type TokenLike } from "./allowance";
import { recordPace } from "./pace";

/** Sums the recorded cost of a movement history (each waypoint holds the cost into it), scene units. */
/** A combatant's TokenDocument as the turn's pace record reads it. */
export interface PacedToken extends TokenLike {
  /** TokenDocument#movementHistory (v13): this period's recorded waypoints, each with its cost. */
  readonly movementHistory?: readonly { readonly cost?: unknown }[] | null;
}

/**
 * Records the pace of a token's ending history period from its recorded movement (the cost of
 * `movementHistory`, scene units, converted to the ruleset's unit), before core clears it at the
 * start of the token's turn (documents/combat.ts). Nothing when the ruleset keeps no pace or the
 * token has no movement profile.
 * @returns whether it was written
 */
export async function recordTokenPace(
  token: PacedToken | null | undefined,
  ruleset: Ruleset,
  variant: string,
): Promise<boolean> {
  if (!token || !ruleset.bands.pace) return false;
  const allowance = turnAllowance(token, ruleset, variant);
  if (!allowance) return false;
  const distance = recordedCost(token.movementHistory ?? []) / allowance.ratio;
  return recordPace(token, ruleset, distance, rulesetBands(allowance).bands);
}
