/**
 * Collision notices (ChatMessage subtype `collisionNotice`): what a vehicle ran into and the hit
 * each model suffers, stored as the engine's Notice and rendered from it each time it is shown
 * (necromunda-movement.md § Move and Push During Collisions, § Colliding with Terrain). No test
 * to roll: a side-on collision's Handling test is a movement test card of its own.
 * @module
 */
import { speakerOf } from "./speaker";
import type { Notice, TerrainCollision, VehicleCollision } from "../../rules";
import { COLLISION_NOTICE_TYPE, systemPath } from "../constants";
import type { CollisionNoticeSystem, NoticeNames } from "../data/chat-message/collision-notice-data";
import { activeManifest } from "../settings";
import { rulesetById } from "./card-actor";
import { collisionNoticeView } from "./collision-notice-view";
import { gameI18n } from "./localize";
import type { CardMetadata } from "../data/chat-message/card-metadata";

/** The notice template. */
export const COLLISION_NOTICE_TEMPLATE = systemPath("templates/chat/collision-notice.hbs");

/**
 * Posts a notice, spoken by the moving vehicle's actor.
 * @param names the names of the models the notice's token ids stand for
 */
export function postNotice(notice: Notice, names: NoticeNames, speaker: { actor?: unknown } = {}): Promise<unknown> {
  const system: CollisionNoticeSystem = { rulesetId: activeManifest().id, notice, names };
  return ChatMessage.implementation.create({
    type: COLLISION_NOTICE_TYPE,
    system,
    speaker: speakerOf(speaker.actor),
  });
}

/** A notice's template data from its stored data, worded by the ruleset it was posted under. */
export function collisionNoticeContext(system: CollisionNoticeSystem) {
  return collisionNoticeView(system, rulesetById(system.rulesetId), gameI18n());
}

/** Renders a notice's HTML from its stored data. */
export function renderCollisionNotice(system: CollisionNoticeSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(COLLISION_NOTICE_TEMPLATE, collisionNoticeContext(system));
}

/** The collision notice's metadata: no buttons, no request. */
export const COLLISION_NOTICE: CardMetadata = Object.freeze({
  type: COLLISION_NOTICE_TYPE,
  template: COLLISION_NOTICE_TEMPLATE,
  actions: {},
});

/**
 * Posts a vehicle-vehicle notice (for callers that hold names, not token ids: the executor posts
 * {@link postNotice} with the engine's Notice).
 */
export function postCollisionNotice(
  mover: { name: string; actor?: unknown; id?: string | null },
  other: { name: string; id?: string | null },
  collision: VehicleCollision,
): Promise<unknown> {
  const notice: Notice = {
    kind: "vehicleCollision",
    mover: mover.id ?? "mover",
    other: other.id ?? "other",
    collision,
  };
  return postNotice(notice, { mover: mover.name, other: other.name, fallers: [] }, mover);
}

/** Posts a vehicle-terrain notice, naming who fell off a smashed obstacle. */
export function postTerrainNotice(
  mover: { name: string; actor?: unknown; id?: string | null },
  collision: TerrainCollision,
  fallers: readonly string[] = [],
): Promise<unknown> {
  const notice: Notice = {
    kind: "terrainCollision",
    mover: mover.id ?? "mover",
    collision,
    fallers: fallers.map((_, i) => `faller${i}`),
  };
  return postNotice(notice, { mover: mover.name, other: null, fallers }, mover);
}
