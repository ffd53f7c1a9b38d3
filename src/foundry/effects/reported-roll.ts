/**
 * A player's own test card, rolled on that player's client (the GM's client rolls no card a player
 * posted), as the GM's automation counts it. The player's client reports what it did: with a GM
 * connected it asks the active GM ({@link REPORT_REQUEST}), naming only the card's message and the
 * step (`roll`: the card was rolled; `fall`: its fall was applied). The GM's client checks that the
 * card is a Stride movement test posted by the user who asked (ChatMessage#author), rolled, for a
 * token that user owns, and not reported yet (a once-per-card mark on the scene, as the OpenD6
 * strikes are noted: effects/strike.ts); it resolves the roll's dice itself with the actor's own
 * characteristic, situation and the card's GM modifier, then keeps only what a player's own card can
 * give on the scene (data/gm-kept.ts; effects/card-effects.ts keepReportedRoll): metres, the pace
 * roll, the turn's action, the test counted. A card a player wrote makes no forced move and marks no
 * edge (with a GM connected the GM's client posts every test a move raises), so a request naming an
 * edge's height or region or a stored back path is refused, and so is the `fall` step. A card that
 * names no period it was posted in counts in none. Reports run one after another on the GM's client,
 * each reading the scene after the previous one's writes.
 * @module
 */
import { MOVEMENT_TEST_TYPE, SYSTEM_ID } from "../constants";
import type { MovementTestSystem } from "../data/chat-message/movement-test-data";
import { countTest, type HistoryToken } from "../data/token-history";
import { cardActor, lookupUuid, rulesetById } from "../chat/card-actor";
import { actorProfile, historyTests, rolledDice } from "../chat/movement-tests";
import { isId, refuse, requesterMayAct, type RequestHandler, type Requester } from "../requests";
import { resolveOnGm } from "./gm-resolve";
import { keepReportedRoll, refusedReportOptions, REPORT_REQUEST } from "./card-effects";

export { REPORT_REQUEST };

/** The scene flag (written by a GM's client) noting, per token id, the card steps reported: `roll:<id>`, `fall:<id>`. */
const REPORTED_FLAG = "reported";

/** How many reported steps a token's note keeps (the latest). */
const REPORTED_KEPT = 40;

/** What a report says was done on the card. */
export type ReportStep = "roll" | "fall";

/** A report's payload: the card's message id and the step. */
interface ReportPayload {
  readonly messageId: string;
  readonly step: ReportStep;
}

/** This client's report handling, one report after another. */
let reports: Promise<unknown> = Promise.resolve();

/** Runs `task` after every report this client is handling, so each reads what the previous one wrote. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const next = reports.then(task, task);
  reports = next.catch(() => undefined);
  return next;
}

/** A card as the GM reads it. */
export interface ReportedMessage {
  readonly id?: string | null;
  readonly type?: string;
  readonly system: unknown;
  /** ChatMessage#author: the user who created the message, as the server stored it. */
  readonly author?: { readonly id?: string | null; readonly isGM?: boolean } | null;
  /** ChatMessage#rolls: the test's evaluated roll first. */
  readonly rolls?: readonly unknown[];
}

/** The card's token as read here. */
interface ReportedToken extends HistoryToken {
  readonly id: string | null;
  readonly parent: { readonly flags?: Record<string, unknown>; update?(data: object): Promise<unknown> } | null;
  /** Document#testUserPermission (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#testUserPermission). */
  testUserPermission?(user: Requester, level: "OWNER"): boolean;
}

/** A roll's dice, or null when it is not an evaluated roll with dice. */
function diceOf(roll: unknown): number[] | null {
  const dice = (roll as { dice?: unknown } | null)?.dice;
  if (!Array.isArray(dice) || dice.length === 0) return null;
  try {
    const results = rolledDice(roll as Parameters<typeof rolledDice>[0]);
    return results.every((r) => typeof r === "number" && Number.isFinite(r)) ? results : null;
  } catch {
    return null;
  }
}

/**
 * The GM's side of {@link REPORT_REQUEST}, one report at a time on this client. For the `roll` of the
 * card the payload names, when the user who asked (as the server gives it) posted it, owns its token,
 * its request names none of the options only a move's test carries, and the card is rolled and not
 * reported yet (and, for a kind the ruleset limits, under the limit as the GM counted): notes the card
 * on the scene first ({@link REPORTED_FLAG}), counts the test and keeps what it adds to the turn
 * (keepReportedRoll: no forced move, no edge mark). The `fall` step is refused: a player's card's fall
 * moves nobody (the player's client sets no Prone for such a fall: CardEffects.canApplyFall).
 * @param messages finds a message by id (`game.messages` by default)
 */
export function reportRequestHandler(
  messages: (id: string) => ReportedMessage | undefined = (id) => game.messages?.get(id),
): RequestHandler<ReportPayload> {
  return {
    parse(data) {
      const { messageId, step } = (data ?? {}) as { messageId?: unknown; step?: unknown };
      return isId(messageId) && (step === "roll" || step === "fall") ? { messageId, step } : null;
    },
    key: (q) => q.messageId,
    handle(q, requester) {
      return inTurn(() => handleReport(q, requester, messages));
    },
  };
}

/** One report, as {@link reportRequestHandler} describes. */
async function handleReport(
  q: ReportPayload,
  requester: Requester,
  messages: (id: string) => ReportedMessage | undefined,
): Promise<boolean> {
  if (q.step === "fall") return refuse(REPORT_REQUEST, requester, "a player's card's fall is not the GM's to make");
  const message = messages(q.messageId);
  if (!message || message.type !== MOVEMENT_TEST_TYPE) return refuse(REPORT_REQUEST, requester, "no such card");
  // Only a player reports, on a card its own client posted (the GM's client rolls its own cards).
  if (message.author?.isGM === true || !message.author?.id || message.author.id !== requester.id) {
    return refuse(REPORT_REQUEST, requester, "the card was not posted by the requester");
  }
  const system = message.system as MovementTestSystem;
  const dice = system.result ? diceOf(message.rolls?.[0]) : null;
  if (!dice) return refuse(REPORT_REQUEST, requester, "the card is not rolled");
  if (refusedReportOptions(system.request?.options)) {
    return refuse(REPORT_REQUEST, requester, "the card names an edge or a path only a move's test carries");
  }
  const ruleset = rulesetById(system.rulesetId);
  const actor = cardActor(system);
  const token = lookupUuid(system.tokenUuid) as ReportedToken | null;
  if (!ruleset || !actor || !token?.id || !token.parent?.update) {
    return refuse(REPORT_REQUEST, requester, "no ruleset, actor or token");
  }
  if (!requesterMayAct(token, requester)) {
    return refuse(REPORT_REQUEST, requester, "the requester does not own the card's token");
  }
  const notes = (token.parent.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[REPORTED_FLAG] as
    Record<string, unknown> | undefined;
  const noted = notes && Object.hasOwn(notes, token.id) ? notes[token.id] : undefined;
  const steps = Array.isArray(noted) ? noted.filter((n): n is string => typeof n === "string") : [];
  const mark = `${q.step}:${q.messageId}`;
  if (steps.includes(mark)) return refuse(REPORT_REQUEST, requester, "reported already");
  const resolved = resolveOnGm(system, ruleset, actor, token.parent, dice);
  if (!resolved) return refuse(REPORT_REQUEST, requester, "dice the test cannot give");
  const { call, resolution } = resolved;
  // The ruleset's limit this movement history (shadowrun: ceil(Running ÷ 2) sprints), as the GM counted them.
  const limited = historyTests(ruleset, call, actorProfile(actor), token);
  if (limited && limited.used >= limited.limit) return refuse(REPORT_REQUEST, requester, "the test's limit is reached");
  // Noted first, where only a GM writes, so the same card counts once.
  const next = [...steps, mark].slice(-REPORTED_KEPT);
  await token.parent.update({ [`flags.${SYSTEM_ID}.${REPORTED_FLAG}.${token.id}`]: next });
  if (limited) await countTest(token, ruleset, call.kind);
  const rolled = { tokenUuid: system.tokenUuid!, call, resolution, postedTurn: system.postedTurn ?? null };
  await keepReportedRoll({ ...rolled, messageId: q.messageId }, ruleset);
  return true;
}
