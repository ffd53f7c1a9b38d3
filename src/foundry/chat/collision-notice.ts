/**
 * A chat notice of a vehicle collision: what happened and the hit each vehicle suffers
 * (necromunda-movement.md § Move and Push During Collisions). No test to roll: a side-on
 * collision's Handling test is a movement test card of its own.
 * @module
 */
import type { VehicleCollision } from "../../rules";
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

/** Builds the notice's view model (pure; names are escaped by the template). */
export function collisionNoticeView(
  mover: string,
  other: string,
  collision: VehicleCollision,
  i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string },
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

/** Posts the notice, spoken by the moving vehicle. */
export async function postCollisionNotice(
  mover: { name: string; actor?: unknown },
  other: { name: string },
  collision: VehicleCollision,
): Promise<unknown> {
  const view = collisionNoticeView(mover.name, other.name, collision, {
    localize: (k) => game.i18n!.localize(k),
    format: (k, d) => game.i18n!.format(k, d),
  });
  return ChatMessage.implementation.create({
    speaker: ChatMessage.getSpeaker({ actor: mover.actor as never }),
    content: await foundry.applications.handlebars.renderTemplate(COLLISION_NOTICE_TEMPLATE, view as never),
  } as never);
}
