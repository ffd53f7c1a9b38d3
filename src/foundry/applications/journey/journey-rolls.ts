/**
 * The journey card's Toughness tests: rolled with Foundry's Roll (`1d100`), resolved by the engine's
 * `d100Test` against the actor's Toughness and the test's cumulative modifier; a failure adds a level of
 * Fatigue to the actor; the result is kept on the card.
 *
 * Only the message's owners (its author, the GM) may update the card. A player who rolls for their own
 * character posts the roll with a `stride.journeyResult` flag and the active GM writes it onto the card,
 * as dnd5e's request cards do (module/data/chat-message/request-message-data.mjs: the result message is
 * flagged, and `createChatMessage` run only by `game.users.activeGM` updates the request's targets;
 * EVIDENCE.md item 1).
 * @module
 */
import { speakerOf } from "../../chat/speaker";
import { d100TargetNumber, d100Test, dh2 } from "../../../rules";
import { SYSTEM_ID } from "../../constants";
import { notifyOnce } from "../../notify";
import type { JourneyCardData } from "./journey-plan";

/** The parts of a journey ChatMessage used here. */
export interface JourneyMessage {
  readonly id: string | null;
  readonly isOwner: boolean;
  readonly system: unknown;
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
 */
export async function relayJourneyResult(message: { getFlag?(scope: string, key: string): unknown }): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM !== game.user) return;
  const flag = message.getFlag?.(SYSTEM_ID, "journeyResult") as JourneyResultFlag | undefined;
  if (!flag?.messageId) return;
  const card = game.messages?.get(flag.messageId) as unknown as JourneyMessage | undefined;
  if (card) await applyJourneyResult(card, flag);
}
