/**
 * Collision cards (ChatMessage subtype `collisionCard`): posted by the executor
 * for the engine's `collisionCard` effect with each side's damage and resistance rolled (Foundry
 * `Roll`, the ruleset's formulas), rendered from `system` each time, and applied once per side by
 * its Apply button: the ruleset resolves the stored dice against the vehicle's damage now and says
 * what changes; the scene side carries it out through the executor (the `vehicleDamage` and
 * `status` effects). A player who owns the vehicle but not the message asks the active GM
 * ({@link COLLISION_REQUEST}), as fall cards do (fall-card.ts).
 * @module
 */
import type { CollisionRequest, CollisionsCapability, MovementProfile, VehicleDamageChanges } from "../../rules";
import { COLLISION_CARD_TYPE, systemPath } from "../constants";
import { keepRecord, keptCopies } from "../data/gm-kept";
import type { HistoryToken } from "../data/token-history";
import { askGM, isId, type RequestHandler } from "../requests";
import type { CardClick, CardMetadata } from "../data/chat-message/card-metadata";
import { activeRuleset } from "../settings";
import { hostReading } from "../hosts";
import {
  cardActor,
  cardForRequester,
  gmOnPlayerCard,
  lookupUuid,
  mayActFor,
  rulesetById,
  type CardActor,
} from "./card-actor";
import {
  collisionCardView,
  sideOutcome,
  type CollisionCardSide,
  type CollisionCardSystem,
  type SideVehicle,
} from "./collision-card-view";
import { gameI18n } from "./localize";
import { rolledDice, type CardMessage } from "./movement-tests";
import { postRuleNotice } from "./rule-notice";
import { speakerOf } from "./speaker";
import { strideRoll } from "./wild-die";

export type { CollisionCardSystem };

/** The card template. */
export const COLLISION_CARD_TEMPLATE = systemPath("templates/chat/collision-card.hbs");

/** The request a player's client makes of the active GM to apply a side for them (requests.ts). */
export const COLLISION_REQUEST = "collision";

/** The card's button, by `data-action` (declared by the data model); `data-side` and `data-choice` say which. */
export const COLLISION_CARD_ACTIONS = ["applyCollision"] as const;

/** A side's vehicle when posted. */
export interface PostedSide {
  readonly token: { readonly uuid: string; readonly name?: string | null; readonly actor: CardActor | null };
  readonly request: CollisionRequest;
}

/** What a vehicle actor's data model offers a collision card (d6-vehicle-model.ts). */
interface CollisionVehicle {
  readonly collisionProfile?: MovementProfile;
  readonly passengers?: readonly string[];
}

/**
 * A vehicle actor's collision profile: its data model's, else (a host's vehicle in the module) what the
 * host adapter reads (hosts.ts `hostReading`); undefined when neither has one.
 */
export function collisionProfileOf(actor: CardActor | null): MovementProfile | undefined {
  return (actor?.system as CollisionVehicle | null)?.collisionProfile ?? hostReading(actor)?.collisionProfile;
}

/** Names of a vehicle's passengers (world actors by id), those that still exist. */
function passengerNames(actor: CardActor | null): string[] {
  const ids: unknown = (actor?.system as CollisionVehicle | null)?.passengers;
  if (!Array.isArray(ids)) return [];
  return (ids as unknown[]).flatMap((id) => {
    const passenger = typeof id === "string" ? game.actors?.get(id) : undefined;
    return passenger ? [passenger.name] : [];
  });
}

/**
 * Posts one damage card per passenger of a vehicle (world actors by the ids its data model keeps,
 * those that exist) for its share of a side's damage (CollisionsCapability.passengerInjury): a rule
 * notice spoken by the passenger, with its resistance rolled (Foundry `Roll`) when its profile has
 * one. Nothing for no damage or a ruleset without passenger cards.
 * @returns the number of cards posted
 */
export async function postPassengerCards(
  vehicle: CardActor,
  damage: number,
  collisions: CollisionsCapability,
): Promise<number> {
  const injury = collisions.passengerInjury;
  const ids: unknown = (vehicle.system as CollisionVehicle | null)?.passengers;
  if (!injury || !(damage > 0) || !Array.isArray(ids)) return 0;
  let posted = 0;
  for (const id of ids as unknown[]) {
    const passenger = typeof id === "string" ? game.actors?.get(id) : undefined;
    if (!passenger) continue;
    const profile = (passenger.system as { movementProfile?: MovementProfile } | null)?.movementProfile;
    const { formula } = injury(damage, profile);
    // Rolled and attached to the message as the sides' dice above (Roll#evaluate, the message's `rolls`:
    // dnd5e's turn messages, docs/foundry-evidence.md § 1).
    const roll = formula ? await strideRoll(formula).evaluate() : null;
    const { text } = injury(damage, profile, roll ? rolledDice(roll) : null);
    await postRuleNotice(text, { name: passenger.name, actor: passenger }, null, {
      title: "STRIDE.Collision.passengerCard.title",
      ...(roll ? { rolls: [roll] } : {}),
    });
    posted++;
  }
  return posted;
}

/** What a collision card is against when a panicking team deals its vehicle damage (d6 § Targeting the Creatures). */
export const PANIC_AGAINST = "panic";

/**
 * The record (data/gm-kept.ts) holding the round of the token's last panic damage card: its
 * combat's id and round, kept on the scene by a GM's client, whose check reads only that one.
 */
export const PANIC_CARD_FLAG = "panicCard";

/** The token's started combat and its round, or null outside one. */
function combatRound(token: HistoryToken): { combat: string; round: number } | null {
  const combat = token.combatant?.combat;
  if (!combat?.id || combat.started !== true) return null;
  return { combat: combat.id, round: typeof combat.round === "number" ? combat.round : 0 };
}

/**
 * Whether the token's vehicle already has its panic damage card this round of its started combat
 * (d6-movement.txt § Targeting the Creatures: the damage is each round's, once); false outside a
 * started combat, where the GM decides the rounds.
 */
export function hasPanicCardThisRound(token: HistoryToken): boolean {
  const now = combatRound(token);
  if (!now) return false;
  const copies = keptCopies(token, PANIC_CARD_FLAG) as { combat?: unknown; round?: unknown }[];
  return copies.some((stored) => stored.combat === now.combat && stored.round === now.round);
}

/**
 * Rolls each side's damage and its vehicle's resistance and posts the card, spoken by the mover.
 * Sides whose ruleset or vehicle cannot be read are left out; nothing is posted without a side.
 * A panic damage card (`against` {@link PANIC_AGAINST}) is posted once a round of the mover's
 * started combat, whether from its turn start or the GM's HUD ({@link hasPanicCardThisRound}); the
 * round is noted on the token.
 * @param mover the token whose move (or team) caused it
 * @returns the message, or null when nothing was posted
 */
export async function postCollisionCard(
  mover: { readonly uuid: string; readonly actor: CardActor | null } & HistoryToken,
  card: { readonly against: string; readonly other: string | null; readonly sides: readonly PostedSide[] },
  ruleset = activeRuleset(),
): Promise<unknown> {
  const collisions = ruleset.collisions;
  if (!collisions || !mover.actor) return null;
  const panic = card.against === PANIC_AGAINST;
  if (panic && hasPanicCardThisRound(mover)) return null;
  const rolls: Roll[] = [];
  const sides: CollisionCardSide[] = [];
  for (const { token, request } of card.sides) {
    const actor = token.actor;
    if (!actor) continue;
    const formulas = collisions.formulas(request, collisionProfileOf(actor));
    const damage = await strideRoll(formulas.damage).evaluate();
    const resistance = formulas.resistance ? await strideRoll(formulas.resistance).evaluate() : null;
    rolls.push(damage, ...(resistance ? [resistance] : []));
    sides.push({
      actorUuid: actor.uuid,
      tokenUuid: token.uuid,
      name: token.name ?? actor.name,
      request,
      damageDice: rolledDice(damage),
      resistanceDice: resistance ? rolledDice(resistance) : [],
      applied: null,
    });
  }
  if (!sides.length) return null;
  // Created without content, the rolls joining the message (Dice So Nice and the tooltip read
  // `rolls`): dnd5e creates its turn messages as `{rolls, speaker, system, type}`
  // (module/documents/combatant.mjs; docs/foundry-evidence.md § 1).
  const system: CollisionCardSystem = { rulesetId: ruleset.id, against: card.against, other: card.other, sides };
  const message = await ChatMessage.implementation.create({
    type: COLLISION_CARD_TYPE,
    system,
    rolls,
    speaker: speakerOf(mover.actor, mover),
  } as never);
  const round = panic ? combatRound(mover) : null;
  if (round) await keepRecord(mover, PANIC_CARD_FLAG, round);
  return message;
}

/** Each side's vehicle as it is now. */
function vehiclesOf(system: CollisionCardSystem): SideVehicle[] {
  const isGM = game.user?.isGM === true;
  return system.sides.map((side) => {
    const actor = cardActor(side);
    return {
      profile: collisionProfileOf(actor),
      mayAct: !!actor && mayActFor(actor, isGM),
      passengers: passengerNames(actor),
    };
  });
}

/** Renders a collision card's HTML from its stored data and the vehicles as they are now. */
export function renderCollisionCard(system: CollisionCardSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(COLLISION_CARD_TEMPLATE, collisionCardContext(system));
}

/** A collision card's template data from its stored data and its vehicles as they are now. */
export function collisionCardContext(system: CollisionCardSystem) {
  const collisions = rulesetById(system.rulesetId)?.collisions ?? null;
  return collisionCardView(system, collisions, vehiclesOf(system), gameI18n());
}

/** The scene side of a collision card: carries out a side's changes (effects/card-effects.ts). */
export interface CollisionEffects {
  /**
   * Writes the vehicle's damage and sets its statuses, through the executor when the vehicle's
   * token is on a scene (on the GM's client for an actor this user does not own).
   * @returns whether anything was done or sent
   */
  applyCollision(
    side: { readonly tokenUuid: string | null; readonly actorUuid: string },
    changes: VehicleDamageChanges,
    statuses: readonly string[],
  ): Promise<boolean>;
}

/** Messages whose side is being applied on this client. */
const busy = new Set<string>();

/** A side's index from a button's `data-side`, or -1. */
function sideIndex(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 8 ? n : -1;
}

/**
 * Applies one side of a collision card once: the ruleset resolves the stored dice against the
 * vehicle's damage now and says what changes (`choice`: the GM's choice for Light and Heavy); the
 * card stores the outcome first, then the scene side carries the changes out.
 * @param side the side's index; `choice` one of the outcome's choices, or "" / null for none
 * @returns false when it was applied already, the user may not act, or nothing was done
 */
export async function applyCollisionSide(
  message: CardMessage,
  side: number,
  choice: string | null,
  effects: CollisionEffects,
): Promise<boolean> {
  const system = message.system as CollisionCardSystem;
  const stored = system.sides?.[side];
  const collisions: CollisionsCapability | undefined = rulesetById(system.rulesetId)?.collisions;
  if (!stored || stored.applied || !collisions) return false;
  const actor = cardActor(stored);
  if (!actor) return false;
  if (!mayActFor(actor, game.user?.isGM === true)) {
    ui.notifications?.info(game.i18n!.localize("STRIDE.Card.notYours"));
    return false;
  }
  // A player-posted card keeps what its author's client wrote (the sides' tokens, requests and
  // dice): a GM's client applies only cards a GM's client posted (a player's strike: effects/strike.ts).
  if (gmOnPlayerCard(message)) return false;
  if (!message.isOwner && !game.user?.isGM) {
    return message.id ? askGM(COLLISION_REQUEST, { messageId: message.id, side, choice }) : false;
  }
  const key = `${message.id ?? ""}:${side}`;
  if (busy.has(key)) return false;
  busy.add(key);
  try {
    const profile = collisionProfileOf(actor);
    const outcome = sideOutcome(stored, collisions, profile);
    if (!outcome || !profile) return false;
    const picked = choice && outcome.choices.includes(choice) ? choice : (outcome.choices[0] ?? null);
    // The round of the side's token's started combat: a Very Light hit's −1D lasts it and the next.
    const application = collisions.apply(
      outcome,
      picked,
      profile,
      combatRound(lookupUuid(stored.tokenUuid) ?? {})?.round,
    );
    const now = message.system as CollisionCardSystem;
    if (now.sides[side]?.applied) return false;
    const applied = { outcome, choice: picked, passengers: passengerNames(actor) };
    const sides = now.sides.map((s, i) => (i === side ? { ...s, applied } : s));
    await message.update({ "system.sides": sides });
    const done = await effects.applyCollision(stored, application.changes, application.statuses);
    // Each passenger's share as its own card (§ Crew & Passenger Injuries), posted by the client that applied it.
    await postPassengerCards(actor, outcome.passengerDamage, collisions);
    return done;
  } finally {
    busy.delete(key);
  }
}

/** A player's request to apply a side of a collision card (requests.ts). */
interface ApplySideRequest {
  readonly messageId: string;
  readonly side: number;
  readonly choice: string | null;
}

/**
 * The GM's side of the `collision` request (requests.ts): applies the side as the GM on a card a
 * GM's client posted, when the user who asked (as the server gives it) owns that side's vehicle.
 */
export function collisionRequestHandler(effects: CollisionEffects): RequestHandler<ApplySideRequest> {
  return {
    parse(data) {
      const q = data as { messageId?: unknown; side?: unknown; choice?: unknown } | null;
      const side = sideIndex(q?.side);
      const choice = q?.choice;
      if (!isId(q?.messageId) || side < 0) return null;
      if (choice !== null && choice !== undefined && (typeof choice !== "string" || choice.length > 64)) return null;
      return { messageId: q.messageId, side, choice: typeof choice === "string" ? choice : null };
    },
    key: (q) => `${q.messageId}:${q.side}`,
    async handle(q, requester) {
      const actorOf = (m: CardMessage) => {
        const stored = (m.system as CollisionCardSystem).sides?.[q.side];
        return stored ? cardActor(stored) : null;
      };
      const message = cardForRequester(COLLISION_REQUEST, q.messageId, COLLISION_CARD_TYPE, actorOf, requester);
      return message ? applyCollisionSide(message, q.side, q.choice, effects) : false;
    },
  };
}

/** Runs a collision card's button: the side and choice from its `data-side` and `data-choice`. */
export function performCollisionAction(
  message: CardMessage,
  button: { readonly dataset: DOMStringMap } | undefined,
  effects: CollisionEffects,
): Promise<boolean> {
  const side = sideIndex(button?.dataset["side"]);
  if (side < 0) return Promise.resolve(false);
  return applyCollisionSide(message, side, button?.dataset["choice"] || null, effects);
}

/** The scene side the card acts through (hooks/render-chat-message.ts CardScene). */
type Scene = { readonly collisionEffects: CollisionEffects };

/** The collision card's metadata: Apply runs {@link performCollisionAction}; players ask through {@link COLLISION_REQUEST}. */
export const COLLISION_CARD: CardMetadata<CardMessage, Scene> = Object.freeze({
  type: COLLISION_CARD_TYPE,
  template: COLLISION_CARD_TEMPLATE,
  actions: Object.fromEntries(
    COLLISION_CARD_ACTIONS.map((action) => [
      action,
      ({ message, button, scene }: CardClick<CardMessage, Scene>) =>
        performCollisionAction(message, button, scene.collisionEffects),
    ]),
  ),
  request: { kind: COLLISION_REQUEST, handler: (scene: Scene) => collisionRequestHandler(scene.collisionEffects) },
});
