/**
 * The dice a ruleset rolls for an action's allowance (MovementActionSpec.roll: a Necromunda
 * Charge's D3), rolled on the mover's client when its first drag with the action starts in a
 * started combat, kept with the token for the turn (data/token-history.ts `rolled`) and posted to
 * chat. Reads plain shapes; tested with small fakes.
 * @module
 */
import type { Ruleset } from "../../rules";
import { rolledFor, setRolled, type HistoryToken } from "../data/token-history";

/** The parts of a TokenDocument read here. */
export interface ActionRollToken extends HistoryToken {
  /** The token's movement action (TokenDocument#movementAction, v13); null: core's default. */
  readonly movementAction?: string | null;
  readonly combatant?: { readonly combat?: { readonly started?: boolean } | null } | null;
}

/** How a formula is rolled and posted (Foundry's Roll at run time). */
export interface ActionRoller {
  /** Evaluates the formula; its total. */
  roll(formula: string): Promise<{ readonly total: number | undefined }>;
  /** Posts the evaluated roll to chat. */
  post(roll: { readonly total: number | undefined }): Promise<unknown>;
}

/** Tokens whose roll is being made, so a second drag start before the flag lands rolls nothing. */
const rolling = new WeakSet<object>();

/**
 * The formula the token must roll now for its movement action, or null: the action has no roll,
 * the token is not in a started combat, or the roll was made this turn.
 */
export function pendingActionRoll(token: ActionRollToken, ruleset: Pick<Ruleset, "actions" | "bands">): string | null {
  const action = token.movementAction;
  if (!action || token.combatant?.combat?.started !== true) return null;
  const spec = ruleset.actions.find((a) => a.id === action);
  if (!spec?.roll || rolledFor(token, ruleset, action) !== null) return null;
  return spec.roll;
}

/**
 * Rolls the token's movement action's dice when {@link pendingActionRoll} says so, keeps the total
 * for the turn and posts the roll; the first roll of the turn stands.
 * @returns the total kept, or null when nothing was rolled or kept
 */
export async function rollForAction(
  token: ActionRollToken,
  ruleset: Pick<Ruleset, "actions" | "bands">,
  roller: ActionRoller,
): Promise<number | null> {
  const formula = pendingActionRoll(token, ruleset);
  const action = token.movementAction;
  if (!formula || !action || rolling.has(token)) return null;
  rolling.add(token);
  try {
    const roll = await roller.roll(formula);
    const total = Number(roll.total);
    if (!(await setRolled(token, ruleset, action, total))) return null;
    await roller.post(roll);
    return total;
  } finally {
    rolling.delete(token);
  }
}

/**
 * What the ruler says of an action's roll this turn: the formula and the total kept, the total
 * null while none was rolled (the ruleset's default counts meanwhile); null when the action has
 * no roll.
 */
export function actionRollStatus(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "actions" | "bands">,
  action: string | null | undefined,
): { readonly formula: string; readonly total: number | null } | null {
  const spec = action ? ruleset.actions.find((a) => a.id === action) : undefined;
  if (!action || !spec?.roll) return null;
  return { formula: spec.roll, total: rolledFor(token, ruleset, action) };
}
