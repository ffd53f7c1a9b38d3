/**
 * What a card reads from Foundry: its actor (through its token for unlinked tokens), the tested
 * characteristic, who may act for it, and the ruleset it was posted under.
 * @module
 */
import { getRuleset, hasRuleset, isRulesetLoaded, loadRuleset, type Ruleset, type TestSituation } from "../../rules";
import { sceneWeather } from "../data/scene-weather";
import { refuse, requesterMayAct, type Requester } from "../requests";
import { actorMovementProfile } from "../hosts";

/** The parts of an Actor a card reads. */
export interface CardActor {
  readonly name: string;
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly system: unknown;
  /** Ids of the statuses the actor has now (v13 `Actor#statuses`, a Set). */
  readonly statuses?: ReadonlySet<string>;
  toggleStatusEffect?(statusId: string, options?: { active?: boolean }): Promise<unknown>;
  /** Foundry's Document#testUserPermission (the GM checks a player's claim with it). */
  testUserPermission?(user: unknown, permission: "OWNER"): boolean;
}

/** The document a UUID names, or null when there is none (never throws). */
export function lookupUuid(uuid: string | null | undefined): unknown {
  if (!uuid) return null;
  try {
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) ?? null;
  } catch {
    return null;
  }
}

/** The actor a card is about (its token's actor for unlinked tokens), or null when it was deleted. */
export function cardActor(data: { readonly actorUuid: string; readonly tokenUuid?: string | null }): CardActor | null {
  const token = lookupUuid(data.tokenUuid) as { actor?: CardActor | null } | null;
  return token?.actor ?? (lookupUuid(data.actorUuid) as CardActor | null);
}

/**
 * The characteristic's current value for movement, as the actor's data model prepared it
 * (`system.movementProfile.characteristics`; in the module the host adapter's reading, hosts.ts),
 * or null when the actor has none.
 */
export function characteristicValue(actor: CardActor, characteristic: string): number | null {
  const value = (actorMovementProfile(actor)?.characteristics as Record<string, unknown> | undefined)?.[characteristic];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The actor's situation as the ruleset's `tests.situationalModifiers` reads it: its statuses now,
 * its movement profile, and the weather stored on its token's scene (chat/weather-card.ts).
 * @param scene the card's token's scene (`TokenDocument#parent`), when it has a token
 */
export function actorSituation(
  actor: CardActor | null,
  scene?: { readonly flags?: Record<string, unknown> } | null,
): TestSituation {
  const profile = actorMovementProfile(actor);
  const weather = sceneWeather(scene);
  return {
    statuses: actor?.statuses ? [...actor.statuses] : [],
    ...(profile && typeof profile === "object" ? { profile } : {}),
    ...(weather ? { weather } : {}),
  };
}

/** Whether the current user may roll or apply for this actor: its owners and the GM. */
export function mayActFor(actor: CardActor, isGM: boolean): boolean {
  return isGM || actor.isOwner;
}

/**
 * The ruleset with this id, or null when it is not installed (a module's ruleset removed) or its
 * engine has not loaded: the world's own loads in `init`; another's (a card or actor from a ruleset
 * the world played before) starts loading now, and is there the next time it is asked for.
 */
export function rulesetById(id: string | null | undefined): Ruleset | null {
  if (!id || !hasRuleset(id)) return null;
  if (isRulesetLoaded(id)) return getRuleset(id);
  loadRuleset(id).catch((error: unknown) => console.warn(`stride | the ${id} ruleset's engine did not load`, error));
  return null;
}

/** A chat message as a request names it: its type, author and data. */
interface RequestedMessage {
  readonly type?: string;
  readonly author?: { readonly isGM?: boolean } | null;
  readonly system: unknown;
}

/**
 * The card of type `type` a player's request names, when the GM may act on it for them: a GM's
 * client posted it (so its stored request and numbers are the system's, not a player's), and the
 * requester owns the actor `actorOf` reads from it. Otherwise the refusal is logged once
 * (requests.ts refuse) and null returned.
 * @param kind the request's kind, for the log
 */
export function cardForRequester<M extends RequestedMessage>(
  kind: string,
  messageId: string,
  type: string,
  actorOf: (message: M) => CardActor | null,
  requester: Requester,
): M | null {
  const message = game.messages?.get(messageId) as unknown as M | undefined;
  const why = !message || message.type !== type ? "no such card" : whyNot(message, actorOf(message), requester);
  if (why) {
    refuse(kind, requester, why);
    return null;
  }
  return message!;
}

/** Why the GM may not act on a message for the requester, or null when it may. */
function whyNot(message: RequestedMessage, actor: CardActor | null, requester: Requester): string | null {
  if (message.author?.isGM !== true) return "the card was not posted by a GM's client";
  if (!actor) return "the card's actor is gone";
  if (!requesterMayAct(actor, requester)) {
    return "the requester does not own the card's actor";
  }
  return null;
}

/**
 * Whether the current user is a GM acting on a card a player's client posted (refused, with a
 * notice). Such a card keeps what its author's client wrote (a test card's request with its
 * distances and stored forced moves, a fall card's metres, the token, a result's dice), so a GM's
 * client rolls and applies only cards a GM's client posted, as {@link cardForRequester} does for a
 * request; the author, who owns the card's actor and always sees it (message-mode.ts reachOwners),
 * rolls and applies its own.
 */
export function gmOnPlayerCard(message: { readonly author?: { readonly isGM?: boolean } | null }): boolean {
  if (game.user?.isGM !== true || message.author?.isGM === true) return false;
  ui.notifications?.info(game.i18n!.localize("STRIDE.Card.playerPosted"));
  return true;
}
