/**
 * The Strength test card in Foundry: posted from the token HUD (GM and the token's owner) with a task
 * and a weight, rendered from its data, rolled with Foundry's Roll (`1d100`, and a throw's Impact
 * `1d10 + N`), Fatigue added to the actor on two or more degrees of failure when lifting or pushing.
 *
 * Only the message's owners (its author, a GM) may write the result onto the card; a player who rolls
 * on a card they did not post sends the result in a flagged roll message and the active GM writes it,
 * as the journey card does (journey-rolls.ts; dnd5e request-message-data.mjs, docs/foundry-evidence.md § 1).
 * @module
 */
import { speakerOf } from "../../../chat/speaker";
import { SYSTEM_ID } from "../../../constants";
import { guard, guardAsync, notifyOnce } from "../../../notify";
import { refuse, type Requester } from "../../../requests";
import { rolledD100, type ResultMessage } from "../../../chat/result-message";
import { activeHost, hostConditionWriter } from "../../../hosts";
import { sceneGravity, turnCost } from "../../../movement/allowance";
import { gmOnPlayerCard, lookupUuid } from "../../../chat/card-actor";
import { activeRuleset } from "../../../settings";
import { cardPeriod, rolledInPostedPeriod, spendTurnAction, type HistoryToken } from "../../../data/token-history";
import {
  gravityOf,
  impactFormula,
  isFullActionTask,
  STRENGTH_TASKS,
  STRENGTH_TEST_TYPE,
  strengthNumbers,
  strengthOutcome,
  strengthResult,
  strengthTest,
  taskOf,
  type StrengthActor,
  type StrengthAim,
  type StrengthCardData,
  type StrengthResult,
} from "./strength-card";
import { canStrain } from "./strain";

export { canStrain };

export { STRENGTH_CARD_TEMPLATE } from "../card-ids";

/** The parts of a `strengthTest` ChatMessage used here. */
export interface StrengthMessage {
  readonly id: string | null;
  readonly type?: string;
  readonly isOwner: boolean;
  readonly system: unknown;
  /** ChatMessage#author: who posted the card, as the server stored it. */
  readonly author?: (Requester & { readonly isGM?: boolean }) | null;
  update(data: object): Promise<unknown>;
}

/** The parts of an Actor used here. */
export interface StrengthRollActor extends StrengthActor {
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly system: StrengthActor["system"] & { fatigue?: unknown; carrying?: unknown };
  update(data: object): Promise<unknown>;
  /** Document#testUserPermission: whether a user (a result's author, a card's poster) owns the actor. */
  testUserPermission?(user: Requester, permission: "OWNER"): boolean;
}

/** The flag a player's result message carries for the active GM. */
export interface StrengthResultFlag {
  messageId: string;
  result: StrengthResult;
}

/** The document a UUID names, or null (never throws). */
function lookup(uuid: string | null): unknown {
  if (!uuid) return null;
  try {
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) ?? null;
  } catch {
    return null;
  }
}

/** The card's actor now: its token's (unlinked tokens) or the stored actor, or null. */
export function strengthActor(data: StrengthCardData): StrengthRollActor | null {
  const token = lookup(data.tokenUuid) as { actor?: StrengthRollActor | null } | null;
  return token?.actor ?? (lookup(data.actorUuid) as StrengthRollActor | null);
}

/**
 * Reads the HUD form's weight: kilograms, a decimal comma read as a point.
 * @returns the weight, or null when it is not a finite number ≥ 0
 */
export function readWeight(raw: string): number | null {
  const text = raw.trim().replace(",", ".");
  const kg = text === "" ? Number.NaN : Number(text);
  return Number.isFinite(kg) && kg >= 0 ? kg : null;
}

/** The card data for a task, posted by the token's owner or a GM; gravity from the token's scene. */
export function strengthCardData(
  token: { uuid: string; parent?: unknown; actor: { uuid: string } },
  task: string,
  weightKg: number,
  aim: StrengthAim | null = null,
): StrengthCardData {
  return {
    aim: taskOf(task) === "throw" ? aim : null,
    actorUuid: token.actor.uuid,
    tokenUuid: token.uuid,
    task: taskOf(task),
    weightKg,
    gravity: sceneGravity((token.parent ?? null) as Parameters<typeof sceneGravity>[0]),
    result: null,
    // Lifting or pushing beyond the limit is the Full Action of the turn it is posted in.
    postedTurn: cardPeriod(token as HistoryToken, activeRuleset()),
  };
}

export { STRENGTH_FORM_TEMPLATE } from "../card-ids";
import { STRENGTH_FORM_TEMPLATE } from "../card-ids";

/** The HUD dialog's form context: the tasks (lang keys of their names) and the weight it starts at, in kg. */
export function strengthFormContext(): {
  readonly tasks: readonly { readonly value: string; readonly label: string }[];
  readonly weightKg: number;
} {
  return {
    tasks: STRENGTH_TASKS.map((task) => ({ value: task, label: `STRIDE.Strength.tasks.${task}` })),
    weightKg: 10,
  };
}

/** A token as the aim reads it: its uuid, name and actor's altitude (dh2 character model `flightPosition`). */
export interface AimToken {
  readonly uuid?: string;
  readonly name?: string | null;
  readonly document?: AimToken;
  readonly actor?: { readonly system?: unknown } | null;
}

/**
 * The throw's aim from the user's targets (`User#targets`, a Set of Token placeables: the first one
 * when several are targeted), with where thrower and target fly; null without a target.
 */
export function aimOf(
  thrower: { readonly actor?: { readonly system?: unknown } | null },
  targets: Iterable<AimToken> | null | undefined,
): StrengthAim | null {
  const first = targets ? [...targets][0] : undefined;
  const doc = first?.document ?? first;
  if (!doc?.uuid) return null;
  const position = (actor: { readonly system?: unknown } | null | undefined) => {
    const value = (actor?.system as { flightPosition?: unknown } | undefined)?.flightPosition;
    return typeof value === "string" ? value : "ground";
  };
  return { tokenUuid: doc.uuid, name: doc.name ?? "", thrower: position(thrower.actor), target: position(doc.actor) };
}

/** Asks for the task and the weight and posts the card (DialogV2.prompt, as the HUD's test button does). */
export async function promptStrengthTest(token: {
  uuid: string;
  parent?: unknown;
  actor: StrengthRollActor | null;
}): Promise<unknown> {
  const actor = token.actor;
  if (!actor) return null;
  const choice = (await foundry.applications.api.DialogV2.prompt({
    window: { title: "STRIDE.Strength.open" },
    content: await foundry.applications.handlebars.renderTemplate(
      STRENGTH_FORM_TEMPLATE,
      strengthFormContext() as unknown as Record<string, unknown>,
    ),
    ok: {
      label: "STRIDE.Strength.post",
      callback: (_event: unknown, button: HTMLButtonElement) => {
        const form = button.form?.elements;
        const value = (name: string) => (form?.namedItem(name) as HTMLInputElement | null)?.value ?? "";
        return { task: value("task"), weightKg: value("weightKg") };
      },
    },
    rejectClose: false,
  })) as { task: string; weightKg: string } | null;
  if (!choice) return null;
  const weightKg = readWeight(choice.weightKg);
  if (weightKg === null) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.Strength.badWeight"));
    return null;
  }
  return ChatMessage.implementation.create({
    type: STRENGTH_TEST_TYPE,
    // A throw while the user targets a token is aimed at it (§ Throwing Objects: a Ballistic Skill test).
    system: strengthCardData(
      { ...token, actor },
      choice.task,
      weightKg,
      aimOf(token, game.user?.targets as Iterable<AimToken> | undefined),
    ),
    speaker: speakerOf(actor, token),
  });
}

/**
 * Rolls the card's Strength test for its actor with the actor's numbers now; a throw rolls its Impact
 * too; two or more degrees of failure lifting or pushing add a level of Fatigue to the actor.
 * @returns false when rolled already, the actor is gone, no test is called for, or the user may not roll
 */
export async function rollStrengthTest(message: StrengthMessage): Promise<boolean> {
  const data = message.system as StrengthCardData;
  if (data.result || !message.id) return false;
  // A card a player's client posted could name any token, task and weight: the GM does not roll it.
  if (gmOnPlayerCard(message)) return false;
  const actor = strengthActor(data);
  if (!actor) {
    notifyOnce(`missing:${data.actorUuid}`, "warn", "STRIDE.Card.missingActor");
    return false;
  }
  if (!(game.user?.isGM === true || actor.isOwner)) {
    ui.notifications?.warn(game.i18n!.localize("STRIDE.Strength.notYours"));
    return false;
  }
  const numbers = strengthNumbers(actor);
  const gravity = gravityOf(data.gravity);
  const test = strengthTest(taskOf(data.task), numbers, data.weightKg, gravity, data.aim ?? null);
  if (test.kind !== "test") return false;
  const roll = await new Roll("1d100").evaluate();
  const first = strengthResult(numbers, test.modifier, Number(roll.total), null, test.characteristic);
  const rolls: Roll[] = [roll];
  let result = first;
  // A throw at a target is a Ballistic Skill test: hit or miss, no flight distance or Impact.
  if (taskOf(data.task) === "throw" && !data.aim) {
    const formula = impactFormula(numbers, first.success, first.degrees, gravity);
    const impact = await new Roll(formula).evaluate();
    rolls.push(impact);
    result = { ...first, impact: { formula, total: Number(impact.total) } };
  }
  await spendFullAction(data);
  const { fatigue } = strengthOutcome(data, result);
  if (fatigue > 0) {
    // Stride's character keeps Fatigue in `system.fatigue`; a host's character where its host keeps
    // it, through the host's own method when it has one (hosts.ts hostConditionWriter).
    const host = typeof actor.system.carrying === "object" ? null : activeHost();
    const write = host ? hostConditionWriter(actor, host.writes, "fatigue", fatigue) : null;
    if (write) await write();
    else if (!host) {
      const now = Math.max(0, Math.trunc(Number(actor.system.fatigue ?? 0)) || 0);
      await actor.update({ "system.fatigue": now + fatigue });
    }
  }
  if (message.isOwner) {
    await message.update({ "system.result": result, rolls });
    return true;
  }
  const flag: StrengthResultFlag = { messageId: message.id, result };
  await ChatMessage.implementation.create({
    rolls,
    speaker: speakerOf(actor),
    flavor: game.i18n!.format("STRIDE.Strength.rollFlavor", {
      name: actor.name,
      task: game.i18n!.localize(`STRIDE.Strength.tasks.${taskOf(data.task)}`),
      target: String(result.target),
    }),
    flags: { [SYSTEM_ID]: { strengthResult: flag } },
  });
  return true;
}

/**
 * Lifting or pushing beyond the limit uses the turn's Full Action (dh2 full-action.ts
 * FULL_ACTION_TASKS): rolled in a started combat in the turn the card was posted in, the token's
 * turn is spent as a jump's is (data/token-history.ts spendTurnAction, nothing left to move), on
 * the roller's client, which owns the actor.
 */
async function spendFullAction(data: StrengthCardData): Promise<void> {
  if (!isFullActionTask(taskOf(data.task))) return;
  const token = lookupUuid(data.tokenUuid) as (HistoryToken & Parameters<typeof turnCost>[0]) | null;
  const ruleset = activeRuleset();
  if (!token || cardPeriod(token, ruleset) === "" || !rolledInPostedPeriod(data.postedTurn, token, ruleset)) return;
  await spendTurnAction(token, ruleset, turnCost(token, ruleset.unit), 0);
}

/**
 * `createChatMessage` for the active GM: a player's result message is written onto its card once.
 * Only `game.users.activeGM` acts (dnd5e `RequestMessageData.onCreateMessage`). The message's
 * author (as the server stored it) must own the card's actor, and the result is worked out again
 * from the message's own rolls and the actor's numbers now: the flag only names the card. A throw's
 * Impact is kept only when its roll used the formula the rules give.
 * @returns whether the card was written
 */
export async function relayStrengthResult(message: ResultMessage): Promise<boolean> {
  if (!game.user?.isGM || game.users?.activeGM !== game.user) return false;
  const flag = message.getFlag?.(SYSTEM_ID, "strengthResult") as Partial<StrengthResultFlag> | undefined;
  if (typeof flag?.messageId !== "string") return false;
  const author = message.author;
  const card = game.messages?.get(flag.messageId) as unknown as StrengthMessage | undefined;
  if (!card || card.type !== STRENGTH_TEST_TYPE || (card.system as StrengthCardData).result) return false;
  const data = card.system as StrengthCardData;
  const actor = strengthActor(data);
  const owns = (user: (Requester & { readonly isGM?: boolean }) | null | undefined) =>
    !!user && (user.isGM === true || actor?.testUserPermission?.(user, "OWNER") === true);
  if (!actor || !owns(author)) return refuse(STRENGTH_RESULT, author, "the author does not own the card's actor");
  // The card's task and weight count only from a GM or one of the actor's owners.
  if (!owns(card.author))
    return refuse(STRENGTH_RESULT, author, "the card was posted by someone who does not own its actor");
  const roll = rolledD100(message);
  if (roll === null) return refuse(STRENGTH_RESULT, author, "no d100 roll");
  const numbers = strengthNumbers(actor);
  const gravity = gravityOf(data.gravity);
  const test = strengthTest(taskOf(data.task), numbers, data.weightKg, gravity, data.aim ?? null);
  if (test.kind !== "test") return refuse(STRENGTH_RESULT, author, "no test is called for");
  const first = strengthResult(numbers, test.modifier, roll, null, test.characteristic);
  let result: StrengthResult = first;
  if (taskOf(data.task) === "throw" && !data.aim) {
    const formula = impactFormula(numbers, first.success, first.degrees, gravity);
    const impact = message.rolls?.[1];
    const total = Number(impact?.total);
    if (impact?.formula?.replace(/\s+/g, "") !== formula.replace(/\s+/g, "") || !Number.isFinite(total)) {
      return refuse(STRENGTH_RESULT, author, "no Impact roll of the rules' formula");
    }
    result = { ...first, impact: { formula, total } };
  }
  await card.update({ "system.result": result });
  return true;
}

/** The name refusals of relayed Strength results are logged under. */
const STRENGTH_RESULT = "strengthResult";

/** `createChatMessage`: the active GM relays players' results. Never throws into Foundry. */
export function createStrengthResult(message: ResultMessage): void {
  guard(
    "strength result",
    undefined,
    () => void guardAsync("strength result", false, () => relayStrengthResult(message)),
  );
}
