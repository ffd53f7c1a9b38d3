/**
 * The dice a ruleset rolls for an action's allowance (MovementActionSpec.roll: a Necromunda
 * Charge's D3), rolled when the mover's first drag with the action starts in a started combat,
 * kept for the turn (data/token-history.ts `rolled`) and posted to chat. The GM's automation
 * measures the Charge with it, so the GM's client rolls and keeps it (on the scene: data/gm-kept.ts):
 * a player's client asks the active GM ({@link ACTION_ROLL_REQUEST}, naming its token only) and
 * rolls itself only when no GM is connected. Reads plain shapes; tested with small fakes.
 * @module
 */
import type { Ruleset } from "../../rules";
import { rolledFor, setRolled, type HistoryToken } from "../data/token-history";
import { refuse, requesterMayAct, tokenRequest, type RequestHandler, type Requester } from "../requests";

/** The request a player's client makes of the active GM to roll its token's action dice (requests.ts). */
export const ACTION_ROLL_REQUEST = "actionRoll";

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

/**
 * Tokens whose roll is being made, with the roll's promise: a second drag start before the flag
 * lands rolls nothing, and a move decided meanwhile waits for it ({@link actionRollInFlight}).
 */
const rolling = new WeakMap<object, Promise<number | null>>();

/**
 * The roll of the token's action dice this client is making now (the total kept, or null), or null
 * when none is under way: a move decided meanwhile awaits it, so it is measured with the rolled total.
 */
export function actionRollInFlight(token: object): Promise<number | null> | null {
  return rolling.get(token) ?? null;
}

/**
 * The formula the token must roll now for its movement action (or `action`: a move's), or null: the
 * action has no roll, the token is not in a started combat, or the roll was made this turn.
 */
export function pendingActionRoll(
  token: ActionRollToken,
  ruleset: Pick<Ruleset, "actions" | "bands">,
  action: string | null | undefined = token.movementAction,
): string | null {
  if (!action || token.combatant?.combat?.started !== true) return null;
  const spec = ruleset.actions.find((a) => a.id === action);
  if (!spec?.roll || rolledFor(token, ruleset, action) !== null) return null;
  return spec.roll;
}

/**
 * Rolls the dice of the token's movement action (or `action`) when {@link pendingActionRoll} says
 * so, keeps the total for the turn and posts the roll; the first roll of the turn stands.
 * @returns the total kept, or null when nothing was rolled or kept
 */
export async function rollForAction(
  token: ActionRollToken,
  ruleset: Pick<Ruleset, "actions" | "bands">,
  roller: ActionRoller,
  action: string | null | undefined = token.movementAction,
): Promise<number | null> {
  const formula = pendingActionRoll(token, ruleset, action);
  if (!formula || !action || rolling.has(token)) return null;
  const run = async (): Promise<number | null> => {
    // Nothing runs before the promise is noted below, so its `finally` always comes after.
    await Promise.resolve();
    try {
      const roll = await roller.roll(formula);
      const total = Number(roll.total);
      if (!(await setRolled(token, ruleset, action, total))) return null;
      await roller.post(roll);
      return total;
    } finally {
      rolling.delete(token);
    }
  };
  const made = run();
  rolling.set(token, made);
  return made;
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

/** A token as the GM's side of {@link ACTION_ROLL_REQUEST} reads it. */
export interface RequestedRollToken extends ActionRollToken {
  readonly id: string | null;
  /** Its combatant's combat and that combat's current combatant (Combat#combatant), whose turn it is. */
  readonly combatant?: {
    readonly combat?: {
      readonly started?: boolean;
      readonly combatant?: { readonly tokenId?: string | null } | null;
    } | null;
  } | null;
  /** Document#testUserPermission (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#testUserPermission). */
  testUserPermission?(user: Requester, level: "OWNER"): boolean;
}

/**
 * The GM's side of {@link ACTION_ROLL_REQUEST}: for the token the payload names, when the user who
 * asked (as the server gives it) owns it, rolls its movement action's dice as
 * {@link rollForAction} does (only an action with a roll, in a started combat, on the token's own
 * turn, once a turn), kept on the scene by this GM's client.
 * @param ruleset the active ruleset
 * @param lookup finds a token by UUID (Foundry's `fromUuid`)
 * @param rollerFor how the dice are rolled and posted for that token
 */
export function actionRollRequestHandler(
  ruleset: () => Pick<Ruleset, "actions" | "bands">,
  lookup: (uuid: string) => Promise<unknown>,
  rollerFor: (token: RequestedRollToken) => ActionRoller,
): RequestHandler<{ readonly tokenUuid: string }> {
  return {
    parse: tokenRequest,
    key: (q) => q.tokenUuid,
    async handle(q, requester) {
      const token = (await lookup(q.tokenUuid)) as RequestedRollToken | null;
      if (!token?.id) return refuse(ACTION_ROLL_REQUEST, requester, "no such token");
      if (!requesterMayAct(token, requester)) {
        return refuse(ACTION_ROLL_REQUEST, requester, "the requester does not own the token");
      }
      // A player's Charge is rolled on its token's own turn only (a D3 rolled ahead would be picked).
      if (requester.isGM !== true && token.combatant?.combat?.combatant?.tokenId !== token.id) {
        return refuse(ACTION_ROLL_REQUEST, requester, "not the token's turn");
      }
      const rules = ruleset();
      if (!pendingActionRoll(token, rules)) return refuse(ACTION_ROLL_REQUEST, requester, "no roll due");
      return (await rollForAction(token, rules, rollerFor(token))) !== null;
    },
  };
}
