/**
 * The view model of a rule notice (ChatMessage subtype `ruleNotice`): pure, from the card's stored
 * data. A notice without a roll that a ruleset words as CardText (TerrainCapability.startNotice: dh2
 * zero gravity, nothing within 1 m to push off from, dh2-movement.md § Zero Gravity).
 * @module
 */
import type { CardText } from "../../rules";
import { localizeText, type CardI18n } from "./localize";

/** A rule notice's system data. */
export interface RuleNoticeSystem {
  /** The ruleset the notice was posted under. */
  readonly rulesetId: string;
  /** The mover's name when it was posted. */
  readonly mover: string;
  /** The ruleset's words: a `STRIDE.*` lang key and the values it fills in. */
  readonly text: { readonly key: string; readonly data?: Readonly<Record<string, unknown>> | null };
  /** The title's `STRIDE.*` lang key (opend6: a passenger's injury); absent or blank: "Cannot start this move". */
  readonly title?: string | null;
}

/** The template context (templates/chat/rule-notice.hbs); Handlebars escapes every value. */
export type RuleNoticeView = { readonly title: string; readonly mover: string; readonly what: string };

/**
 * Builds a notice's view model. The stored text is not trusted: a key outside `STRIDE.` words
 * nothing, and only string and finite number values are filled in.
 */
export function ruleNoticeView(system: RuleNoticeSystem, i18n: CardI18n): RuleNoticeView {
  const key = typeof system.text?.key === "string" && system.text.key.startsWith("STRIDE.") ? system.text.key : null;
  const raw: unknown = system.text?.data;
  const data: Record<string, string | number> = {};
  if (typeof raw === "object" && raw !== null) {
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) data[k] = v;
    }
  }
  const text: CardText = { key: key ?? "", data: { ...data, name: system.mover ?? "" } };
  return {
    title: i18n.localize(system.title?.startsWith?.("STRIDE.") ? system.title : "STRIDE.RuleNotice.title"),
    mover: typeof system.mover === "string" ? system.mover : "",
    what: key ? localizeText(text, i18n) : "",
  };
}
