/**
 * The view model of a collision notice: pure, from the stored Notice and names, worded by the
 * ruleset's VehiclesCapability.describeNotice (necromunda-movement.md § Move and Push During
 * Collisions, § Colliding with Terrain).
 * @module
 */
import type { Ruleset } from "../../rules";
import type { CollisionNoticeSystem } from "../data/chat-message/collision-notice-data";
import { formatList, localizeText, type CardI18n } from "./localize";

/** The notice's template context (templates/chat/collision-notice.hbs); names are escaped by it. */
export type CollisionNoticeView = {
  readonly title: string;
  readonly what: string;
  readonly hits: readonly { readonly name: string; readonly hit: string }[];
};

/**
 * Builds a notice's view model.
 * @param ruleset the notice's ruleset, or null when it is not installed (an empty notice)
 */
export function collisionNoticeView(
  system: CollisionNoticeSystem,
  ruleset: Ruleset | null,
  i18n: CardI18n,
): CollisionNoticeView {
  const description = ruleset?.vehicles?.describeNotice(system.notice);
  if (!description) return { title: i18n.localize("TYPES.ChatMessage.collisionNotice"), what: "", hits: [] };
  const { notice, names } = system;
  const other = notice.kind === "vehicleCollision" ? notice.other : null;
  const nameOf = (model: string) => (model === notice.mover ? names.mover : model === other ? (names.other ?? "") : "");
  const extra = { mover: names.mover, other: names.other ?? "", names: formatList(names.fallers, i18n) };
  return {
    title: localizeText(description.title, i18n, extra),
    what: description.what.map((text) => localizeText(text, i18n, extra)).join(" "),
    hits: description.hits.map((h) => ({ name: nameOf(h.model), hit: h.hit })),
  };
}
