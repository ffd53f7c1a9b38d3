/**
 * A chat notice of a vehicle collision: what happened and the hit each vehicle suffers
 * (necromunda-movement.md § Move and Push During Collisions, § Colliding with Terrain). No test to roll: a side-on
 * collision's Handling test is a movement test card of its own.
 * @module
 */
import type { TerrainCollision, VehicleCollision } from "../../rules";
import { systemPath } from "../constants";
import { hitText } from "./movement-test-view";

/** The notice template. */
export const COLLISION_NOTICE_TEMPLATE = systemPath("templates/chat/collision-notice.hbs");

/** The notice's template context. */
export interface CollisionNoticeView {
  readonly title: string;
  readonly what: string;
  readonly hits: readonly { name: string; hit: string }[];
}

/** The localization the views need. */
type I18n = { localize(key: string): string; format(key: string, data: Record<string, string>): string };

/** Builds a vehicle-vehicle notice's view model (pure; names are escaped by the template). */
export function collisionNoticeView(
  mover: string,
  other: string,
  collision: VehicleCollision,
  i18n: I18n,
): CollisionNoticeView {
  return {
    title: i18n.localize(`STRIDE.Collision.title.${collision.arc}`),
    what: i18n.format(`STRIDE.Collision.result.${collision.result}`, { mover, other }),
    hits: [
      { name: mover, hit: hitText(collision.moverHit) },
      { name: other, hit: hitText(collision.otherHit) },
    ],
  };
}

/**
 * Builds the view model of a vehicle running into terrain (necromunda-movement.md § Colliding
 * with Terrain): only the vehicle is hit.
 */
export function terrainNoticeView(
  mover: string,
  collision: TerrainCollision,
  i18n: I18n,
  fallers: readonly string[] = [],
): CollisionNoticeView {
  const what = i18n.format(`STRIDE.Collision.terrain.${collision.result}`, { mover });
  const falling = fallers.length ? ` ${i18n.format("STRIDE.Collision.fall", { names: fallers.join(", ") })}` : "";
  return {
    title: i18n.localize(`STRIDE.Collision.title.${collision.terrain}`),
    what: what + falling,
    hits: [{ name: mover, hit: hitText(collision.moverHit) }],
  };
}

/** Game's localization, for the views. */
const gameI18n: I18n = {
  localize: (k) => game.i18n!.localize(k),
  format: (k, d) => game.i18n!.format(k, d),
};

/** Posts a vehicle-vehicle notice, spoken by the moving vehicle. */
export function postCollisionNotice(
  mover: { name: string; actor?: unknown },
  other: { name: string },
  collision: VehicleCollision,
): Promise<unknown> {
  return postNotice(mover, collisionNoticeView(mover.name, other.name, collision, gameI18n));
}

/** Posts a vehicle-terrain notice, spoken by the moving vehicle, naming who fell off a smashed obstacle. */
export function postTerrainNotice(
  mover: { name: string; actor?: unknown },
  collision: TerrainCollision,
  fallers: readonly string[] = [],
) {
  return postNotice(mover, terrainNoticeView(mover.name, collision, gameI18n, fallers));
}

/** Posts a notice's view, spoken by the moving vehicle. */
async function postNotice(mover: { name: string; actor?: unknown }, view: CollisionNoticeView): Promise<unknown> {
  return ChatMessage.implementation.create({
    speaker: ChatMessage.getSpeaker({ actor: mover.actor as never }),
    content: await foundry.applications.handlebars.renderTemplate(COLLISION_NOTICE_TEMPLATE, view as never),
  } as never);
}
