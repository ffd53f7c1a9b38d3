/**
 * Posting, rolling and applying movement test cards (ChatMessage subtype `movementTest`).
 * @module
 */
import type { MovementTestCall, Ruleset } from "../../rules";
import { DISPLACE_ACTION, MOVEMENT_TEST_TYPE, SYSTEM_ID, systemPath } from "../constants";
import { turnKey } from "../movement/terrain-path";
import { isMovementSource } from "../movement/allowance";
import { notifyOnce } from "../notify";
import { activeRuleset } from "../settings";
import { movementTestView, type LandedOn, type MovementTestData, type TestNumbers } from "./movement-test-view";
import {
  fallOffSpot,
  modelsUnder,
  offLanding,
  type EngagementScene,
  type EngagementToken,
} from "../movement/engagement";

/** The card template. */
export const MOVEMENT_TEST_TEMPLATE = systemPath("templates/chat/movement-test.hbs");

/** The parts of an Actor read here. */
export interface CardActor {
  readonly name: string;
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly system: unknown;
  toggleStatusEffect?(statusId: string, options?: { active?: boolean }): Promise<unknown>;
}

/** The characteristic's current value for movement (clamped), or null when the actor has none. */
export function characteristicValue(actor: CardActor, characteristic: string): number | null {
  return isMovementSource(actor.system) ? (actor.system.movementProfile.characteristics[characteristic] ?? null) : null;
}

/** Whether the current user may roll or apply for this actor: its owners and the GM. */
export function mayActFor(actor: CardActor, isGM: boolean): boolean {
  return isGM || actor.isOwner;
}

/** The document a UUID names, or null when there is none (never throws). */
export function lookupUuid(uuid: string | null | undefined): unknown {
  if (!uuid) return null;
  try {
    return fromUuidSync(uuid as never) ?? null;
  } catch {
    return null;
  }
}

/** The actor a card is about (its token's actor for unlinked tokens), or null when it was deleted. */
export function cardActor(data: Pick<MovementTestData, "actorUuid" | "tokenUuid">): CardActor | null {
  const token = lookupUuid(data.tokenUuid) as { actor?: CardActor | null } | null;
  return token?.actor ?? (lookupUuid(data.actorUuid) as CardActor | null);
}

/** A card's stored inputs as the ruleset's test call (stored nulls become absent). */
export function toCall(data: MovementTestData): MovementTestCall {
  return {
    kind: data.kind,
    characteristic: data.characteristic,
    difficulty: data.difficulty,
    modifiers: data.modifiers,
    ...(data.condition ? { condition: data.condition } : {}),
    ...(typeof data.fixedTarget === "number" ? { fixedTarget: data.fixedTarget } : {}),
    ...(typeof data.distance === "number" ? { distance: data.distance } : {}),
    ...(data.hit ? { hit: data.hit } : {}),
  };
}

/** The ruleset's display of a card's numbers: from the result once rolled, else the actor's current value. */
export function testNumbers(ruleset: Ruleset, data: MovementTestData, actor: CardActor | null): TestNumbers {
  const value = data.result?.characteristicValue ?? (actor ? characteristicValue(actor, data.characteristic) : null);
  const call = toCall(data);
  const shared = { degrees: ruleset.tests.diceKind(call) === "d100", proneLabel: ruleset.tests.proneLabel };
  if (value === null) return { characteristic: null, target: null, ...shared };
  const description = ruleset.tests.describe(call, value);
  return { characteristic: description.lines[0]?.value ?? null, target: description.target, ...shared };
}

/** Renders a card's HTML from its data. */
async function renderCard(data: MovementTestData, actor: CardActor | null): Promise<string> {
  const view = movementTestView(data, actor?.name ?? null, testNumbers(activeRuleset(), data, actor), {
    localize: (k) => game.i18n!.localize(k),
    format: (k, d) => game.i18n!.format(k, d),
  });
  return foundry.applications.handlebars.renderTemplate(MOVEMENT_TEST_TEMPLATE, view as never);
}

/**
 * Posts a card asking for a movement test.
 * @param actor the actor who must test
 * @param token the token that moved, if any (its actor is used, so unlinked tokens work)
 */
export async function postMovementTest(
  actor: CardActor,
  call: MovementTestCall,
  token: { uuid: string } | null = null,
): Promise<unknown> {
  const data: MovementTestData = {
    actorUuid: actor.uuid,
    tokenUuid: token?.uuid ?? null,
    kind: call.kind,
    characteristic: call.characteristic,
    difficulty: call.difficulty,
    modifiers: call.modifiers.map(({ source, value }) => ({ source, value })),
    condition: call.condition ?? null,
    fixedTarget: call.fixedTarget ?? null,
    distance: call.distance ?? null,
    hit: call.hit ?? null,
    result: null,
  };
  return ChatMessage.implementation.create({
    type: MOVEMENT_TEST_TYPE,
    system: data,
    speaker: ChatMessage.getSpeaker({ actor: actor as never, token: token as never }),
    content: await renderCard(data, actor),
  } as never);
}

/** The results of a roll's dice, in order (active results only: exploded and kept dice count). */
export function rolledDice(roll: { dice: readonly { results: readonly { result: number; active?: boolean }[] }[] }) {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** Politely refuses a user who does not own the card's actor. */
function refuse(): false {
  ui.notifications?.info(game.i18n!.localize("STRIDE.Card.notYours"));
  return false;
}

/** Outcomes in which the fighter falls where it stands (and may land on someone). */
const FALLS = new Set(["falls", "fallsHit"]);

/** The card's token, as a fall reads it. */
type FallenToken = EngagementToken & {
  readonly uuid: string;
  readonly elevation?: number;
  readonly parent: (EngagementScene & { tokens: Iterable<SceneModel> }) | null;
  move?(waypoints: { x: number; y: number; elevation?: number; action: string }[]): Promise<unknown>;
};

/** A model on the scene, as a landing reads it. */
type SceneModel = EngagementToken & {
  readonly uuid?: string;
  readonly elevation?: number;
  readonly actor: (CardActor & { readonly system: unknown }) | null;
};

/** The models the card's fighter stands on after a fall (§ Falling on Other Models). */
function landingsOf(data: MovementTestData, ruleset: Ruleset): LandedOn[] {
  const token = lookupUuid(data.tokenUuid) as FallenToken | null;
  if (!token?.parent) return [];
  return modelsUnder(token, token.parent, ruleset.unit).map(({ token: t }) => {
    const model = t as SceneModel;
    return { name: model.name ?? "", actorUuid: model.actor?.uuid ?? "", tokenUuid: model.uuid ?? null };
  });
}

/**
 * Rolls a card's test with Foundry's Roll (so roll modes and dice modules work) and posts the
 * result card. Reads the inputs from the message and the actor, never from the DOM.
 * @returns false when the user may not roll for the actor or the actor is gone
 */
export async function rollMovementTest(message: { system: unknown }): Promise<boolean> {
  const data = message.system as MovementTestData;
  const actor = cardActor(data);
  if (!actor) {
    notifyOnce(`missing:${data.actorUuid}`, "warn", "STRIDE.Card.missingActor");
    return false;
  }
  if (!mayActFor(actor, game.user?.isGM === true)) return refuse();
  const value = characteristicValue(actor, data.characteristic) ?? 0;
  const ruleset = activeRuleset();
  const call = toCall(data);
  const roll = await new Roll(ruleset.tests.formula(call, value)).evaluate();
  const resolution = ruleset.tests.resolve(call, value, rolledDice(roll));
  const landedOn = FALLS.has(resolution.outcome) ? landingsOf(data, ruleset) : [];
  const result = {
    roll: Number(roll.total),
    characteristicValue: value,
    ...resolution,
    hit: resolution.hit ?? null,
    landedOn,
  };
  const resolved: MovementTestData = { ...data, result };
  const messageData = {
    type: MOVEMENT_TEST_TYPE,
    system: resolved,
    speaker: ChatMessage.getSpeaker({ actor: actor as never }),
    content: await renderCard(resolved, actor),
    rolls: [roll],
  };
  ChatMessage.applyRollMode(messageData as never, game.settings!.get("core", "rollMode") as never);
  await ChatMessage.implementation.create(messageData as never);
  if (data.kind === "leap" && resolution.success) await clearLeap(data);
  return true;
}

/**
 * After a passed leap test, lets the fighter's token cross gaps for the rest of its turn
 * (§ Leaping Gaps: pass to leap the gap and continue moving). Outside combat nothing is held.
 */
async function clearLeap(data: MovementTestData): Promise<void> {
  const token = lookupUuid(data.tokenUuid) as {
    combatant?: { combat?: { id?: string | null; round: number; turn?: number | null } | null } | null;
    setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
  } | null;
  const combat = token?.combatant?.combat;
  if (combat) await token.setFlag?.(SYSTEM_ID, "leapCleared", turnKey(combat));
}

/**
 * Applies a failed test's Prone to the actor (its token's actor for unlinked tokens).
 * @returns false when the user may not act for the actor, the actor is gone, or nothing applies
 */
export async function applyProne(message: { system: unknown }): Promise<boolean> {
  const data = message.system as MovementTestData;
  const actor = cardActor(data);
  if (!actor || !data.result?.prone) return false;
  const isGM = game.user?.isGM === true;
  if (!mayActFor(actor, isGM)) return refuse();
  // Move first: going Prone where the fighter ends up may call for an edge test.
  await moveOffLanding(data);
  if (data.result.outcome === "fallsOff") await fallOffVehicle(data);
  await actor.toggleStatusEffect?.("prone", { active: true });
  for (const model of data.result.landedOn ?? []) {
    const under = cardActor(model);
    if (under && mayActFor(under, isGM)) await under.toggleStatusEffect?.("prone", { active: true });
  }
  return true;
}

/**
 * Puts a fighter that failed to hold on to a moving vehicle 1" from it in a random direction
 * (§ Fighters & Loot on Moving Vehicles), on the ground, as a forced move.
 */
async function fallOffVehicle(data: MovementTestData, angle = Math.random() * 2 * Math.PI): Promise<void> {
  const token = lookupUuid(data.tokenUuid) as FallenToken | null;
  const scene = token?.parent;
  const spot = token && scene ? fallOffSpot(token, scene, activeRuleset().unit, angle) : null;
  if (spot) await token?.move?.([{ ...spot, action: DISPLACE_ACTION }]);
}

/**
 * Moves a fighter that landed on another model off it by the shortest way, 1" clear of an enemy
 * (§ Falling on Other Models), as a forced move.
 */
async function moveOffLanding(data: MovementTestData): Promise<void> {
  const first = data.result?.landedOn?.[0];
  const token = lookupUuid(data.tokenUuid) as FallenToken | null;
  const scene = token?.parent;
  if (!first || !token || !scene) return;
  const ruleset = activeRuleset();
  const landing = modelsUnder(token, scene, ruleset.unit).find((l) => (l.token as SceneModel).uuid === first.tokenUuid);
  const to = landing && offLanding(token, landing, scene, ruleset.unit, ruleset.engagement?.zone ?? 0);
  if (to) await token.move?.([{ ...to, action: DISPLACE_ACTION }]);
}
