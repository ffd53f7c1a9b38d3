/**
 * The journey card's Toughness tests: rolled with Foundry's Roll (`1d100`), resolved by the engine's
 * `d100Test` against the actor's Toughness and the test's cumulative modifier; a failure adds a level of
 * Fatigue to the actor; the result is kept on the card.
 *
 * Only the message's owners (its author, the GM) may update the card. A player who rolls for their own
 * character posts the roll with a `stride.journeyResult` flag and the active GM writes it onto the card,
 * as dnd5e's request cards do (module/data/chat-message/request-message-data.mjs: the result message is
 * flagged, and `createChatMessage` run only by `game.users.activeGM` updates the request's targets;
 * docs/foundry-evidence.md § 1).
 * @module
 */
import { speakerOf } from "../../../chat/speaker";
import { d100TargetNumber, d100Test } from "../../../../rules";
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import { SYSTEM_ID } from "../../../constants";
import type { CardClick } from "../../../data/chat-message/card-metadata";
import { notifyOnce } from "../../../notify";
import { gmOnPlayerCard } from "../../../chat/card-actor";
import { refuse, type Requester } from "../../../requests";
import { indexIn, rolledD100, type ResultMessage } from "../../../chat/result-message";
import { type JourneyCardData } from "./journey-plan";

export { JOURNEY_CARD_TEMPLATE } from "../card-ids";

/** The parts of a journey ChatMessage used here. */
export interface JourneyMessage {
  readonly id: string | null;
  readonly type?: string;
  readonly isOwner: boolean;
  readonly system: unknown;
  /** ChatMessage#author: who posted the card, as the server stored it. */
  readonly author?: { readonly id?: string | null; readonly isGM?: boolean } | null;
  update(data: object): Promise<unknown>;
}

/** The parts of an Actor used here. */
interface RollActor {
  readonly isOwner: boolean;
  readonly name: string;
  readonly system: { characteristics?: { toughness?: { value?: unknown } }; fatigue?: unknown };
  update(data: object): Promise<unknown>;
}

/** A test's result as the card stores it. */
export interface JourneyResult {
  roll: number;
  target: number;
  success: boolean;
  degrees: number;
}

/** The flag a result message carries for the active GM. */
export interface JourneyResultFlag {
  messageId: string;
  memberIndex: number;
  testIndex: number;
  result: JourneyResult;
}

/** The document a UUID names, or null (never throws). */
function lookup(uuid: string): unknown {
  try {
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) ?? null;
  } catch {
    return null;
  }
}

/** Whether the current user may roll for the card's member at `memberIndex`: the actor's owners and the GM. */
export function mayRollFor(data: JourneyCardData, memberIndex: number): boolean {
  const member = data.members[memberIndex];
  if (!member) return false;
  const actor = lookup(member.actorUuid) as RollActor | null;
  return game.user?.isGM === true || actor?.isOwner === true;
}

/**
 * The result of a Toughness test rolled `roll` on d100 (rules/README.md ruling 1).
 * @param toughness the actor's Toughness (clamped 0–100)
 */
export function journeyResult(toughness: unknown, modifier: number, roll: number): JourneyResult {
  const value = dh2.clampCharacteristic(toughness).value;
  const { success, degrees } = d100Test({ target: value, roll, modifier });
  return { roll, target: d100TargetNumber(value, modifier), success, degrees };
}

/** Writes a result onto the card (owners of the message only); a test already rolled is left as it is. */
export async function applyJourneyResult(message: JourneyMessage, flag: Omit<JourneyResultFlag, "messageId">) {
  const data = message.system as JourneyCardData;
  const members = structuredClone(
    (message.system as { toObject?(): JourneyCardData }).toObject?.().members ?? data.members,
  );
  const test = members[flag.memberIndex]?.tests[flag.testIndex];
  if (!test || test.result) return false;
  test.result = flag.result;
  await message.update({ "system.members": members });
  return true;
}

/**
 * Rolls one scheduled test of the card for its member.
 * @returns false when the test is unknown or rolled, the actor is gone, or the user may not roll for it
 */
export async function rollJourneyTest(
  message: JourneyMessage,
  memberIndex: number,
  testIndex: number,
): Promise<boolean> {
  const data = message.system as JourneyCardData;
  const member = data.members[memberIndex];
  const test = member?.tests[testIndex];
  if (!member || !test || test.result || !message.id) return false;
  // A card a player's client posted could name any actor and modifier: the GM does not roll it.
  if (gmOnPlayerCard(message)) return false;
  const actor = lookup(member.actorUuid) as RollActor | null;
  if (!actor) {
    notifyOnce(`missing:${member.actorUuid}`, "warn", "STRIDE.Card.missingActor");
    return false;
  }
  if (!(game.user?.isGM === true || actor.isOwner)) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.Journey.notYours"));
    return false;
  }
  const roll = await new Roll("1d100").evaluate();
  const result = journeyResult(actor.system.characteristics?.toughness?.value, test.modifier, Number(roll.total));
  if (!result.success) {
    const fatigue = Math.max(0, Math.trunc(Number(actor.system.fatigue ?? 0)) || 0);
    await actor.update({ "system.fatigue": fatigue + 1 });
  }
  const flag: JourneyResultFlag = { messageId: message.id, memberIndex, testIndex, result };
  await roll.toMessage({
    speaker: speakerOf(actor),
    flavor: game.i18n!.format("STRIDE.Journey.rollFlavor", {
      name: member.name,
      kind: game.i18n!.localize(`STRIDE.Journey.kinds.${test.kind}`),
      target: String(result.target),
    }),
    flags: { [SYSTEM_ID]: { journeyResult: flag } },
  });
  if (message.isOwner) await applyJourneyResult(message, flag);
  return true;
}

/**
 * The `createChatMessage` hook for the active GM: a player's result message is written onto its card.
 * Only `game.users.activeGM` acts, so one update is made (dnd5e `RequestMessageData.onCreateMessage`).
 * The card must be one a GM posted, the message's author (as the server stored it) must own the
 * member's actor, and the result is worked out again from the message's roll and the actor's
 * Toughness now; the flag only names which test it is.
 * @returns whether the card was written
 */
export async function relayJourneyResult(message: ResultMessage): Promise<boolean> {
  if (!game.user?.isGM || game.users?.activeGM !== game.user) return false;
  const flag = message.getFlag?.(SYSTEM_ID, "journeyResult") as Partial<JourneyResultFlag> | undefined;
  if (!flag || typeof flag.messageId !== "string") return false;
  const author = message.author;
  const card = game.messages?.get(flag.messageId) as unknown as
    (JourneyMessage & { readonly author?: { readonly isGM?: boolean } | null }) | undefined;
  if (!card || card.author?.isGM !== true) return refuse(JOURNEY_REQUEST, author, "the card was not posted by a GM");
  const data = card.system as JourneyCardData;
  const memberIndex = indexIn(flag.memberIndex, data.members.length);
  const member = memberIndex === null ? undefined : data.members[memberIndex];
  const testIndex = member ? indexIn(flag.testIndex, member.tests.length) : null;
  if (memberIndex === null || !member || testIndex === null) return refuse(JOURNEY_REQUEST, author, "no such test");
  const actor = lookup(member.actorUuid) as
    (RollActor & { testUserPermission?(user: Requester, p: "OWNER"): boolean }) | null;
  if (!author || !actor || (author.isGM !== true && actor.testUserPermission?.(author, "OWNER") !== true)) {
    return refuse(JOURNEY_REQUEST, author, "the author does not own the member's actor");
  }
  const roll = rolledD100(message);
  if (roll === null) return refuse(JOURNEY_REQUEST, author, "no d100 roll");
  const test = member.tests[testIndex]!;
  const result = journeyResult(actor.system.characteristics?.toughness?.value, test.modifier, roll);
  return applyJourneyResult(card, { memberIndex, testIndex, result });
}

/** The name refusals of relayed journey results are logged under. */
const JOURNEY_REQUEST = "journeyResult";

/** A journey card's Roll button (`data-member`, `data-test`): rolls that member's test ({@link rollJourneyTest}). */
export function journeyRollClick({ message, button }: CardClick<JourneyMessage, unknown>): Promise<unknown> {
  return rollJourneyTest(message, Number(button.dataset["member"]), Number(button.dataset["test"]));
}
