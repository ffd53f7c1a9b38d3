/**
 * Rule notices (ChatMessage subtype `ruleNotice`): what a ruleset says about a move without a roll,
 * stored as its CardText and rendered from it each time it is shown (documents/chat-message.ts). The
 * first is the dh2 zero-gravity push-off (TerrainCapability.startNotice, dh2-movement.md § Zero
 * Gravity), posted once per move on the mover's client (hooks/push-off.ts). Public, so the GM sees it
 * whatever the mover's roll mode, like the collision notice.
 * @module
 */
import type { CardText } from "../../rules";
import { RULE_NOTICE_TYPE, systemPath } from "../constants";
import { activeManifest } from "../settings";
import { gameI18n } from "./localize";
import { ruleNoticeView, type RuleNoticeSystem } from "./rule-notice-view";
import { speakerOf } from "./speaker";
import type { CardMetadata } from "../data/chat-message/card-metadata";

export type { RuleNoticeSystem };

/** The notice template. */
export const RULE_NOTICE_TEMPLATE = systemPath("templates/chat/rule-notice.hbs");

/**
 * Posts a rule notice spoken by the mover's actor and token (ChatMessage.implementation.create with
 * the subtype's `type` and `system`, as chat/collision-notice.ts posts its notices).
 * @param text the ruleset's words (TerrainCapability.startNotice); `name` is filled with the mover's name
 */
export function postRuleNotice(
  text: CardText,
  mover: { readonly name?: string | null; readonly actor?: unknown },
  token: unknown = null,
  /** `title` the title's lang key; `rolls` the rolls the text reports (the message's `rolls`, as the collision card's). */
  extra: { readonly title?: string; readonly rolls?: readonly unknown[] } = {},
): Promise<unknown> {
  const data = Object.fromEntries(
    Object.entries(text.data ?? {}).filter(([, v]) => typeof v === "string" || typeof v === "number"),
  );
  const system: RuleNoticeSystem = {
    rulesetId: activeManifest().id,
    mover: mover.name ?? "",
    text: { key: text.key, data },
    ...(extra.title ? { title: extra.title } : {}),
  };
  return ChatMessage.implementation.create({
    type: RULE_NOTICE_TYPE,
    system,
    ...(extra.rolls?.length ? { rolls: extra.rolls } : {}),
    speaker: speakerOf(mover.actor ?? null, token),
  } as never);
}

/** A notice's template data from its stored data. */
export function ruleNoticeContext(system: RuleNoticeSystem) {
  return ruleNoticeView(system, gameI18n());
}

/** Renders a notice's HTML from its stored data. */
export function renderRuleNotice(system: RuleNoticeSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(RULE_NOTICE_TEMPLATE, ruleNoticeContext(system));
}

/** The rule notice's metadata: no buttons, no request. */
export const RULE_NOTICE: CardMetadata = Object.freeze({
  type: RULE_NOTICE_TYPE,
  template: RULE_NOTICE_TEMPLATE,
  actions: {},
});
