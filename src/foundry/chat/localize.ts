/**
 * The one localizer of every Stride card: turns a ruleset's {@link CardText} (a lang key and its
 * values) into the user's words. Numbers are formatted for the user's locale
 * (`Intl.NumberFormat`), a numeric `count` picks the key's plural form (`key.one`, `key.other`,
 * … as `Intl.PluralRules` names them), nested texts are localized first, and lists of names are
 * joined by core's list formatter (`Localization#getListFormatter`, an `Intl.ListFormat` for the
 * user's language; dnd5e and Draw Steel join their labels with it; docs/foundry-evidence.md § 33).
 * @module
 */
import type { CardText } from "../../rules";

/** The parts of Foundry's `game.i18n` (Localization) a card uses. */
export interface CardI18n {
  /** The user's language code (`en`, `de` …): Foundry's `game.i18n.lang`. */
  readonly lang: string;
  /** Whether the language files define this key (Foundry's `Localization#has`). */
  has(key: string): boolean;
  localize(key: string): string;
  /** Fills `{name}` placeholders from `data`. */
  format(key: string, data: Record<string, string>): string;
  /** Core's list formatter for the user's language (Foundry's `Localization#getListFormatter`). */
  getListFormatter(options?: { type?: Intl.ListFormatType; style?: Intl.ListFormatStyle }): Intl.ListFormat;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A cached Intl object for a language; falls back to English when the code is not a valid locale. */
function cached<T>(cache: Map<string, T>, lang: string, make: (lang: string) => T): T {
  let value = cache.get(lang);
  if (!value) {
    try {
      value = make(lang);
    } catch {
      value = make("en");
    }
    cache.set(lang, value);
  }
  return value;
}

/** A number as the user's locale writes it (`1.5` → `1,5` in German); at most two decimals. */
export function formatNumber(value: number, lang: string): string {
  return cached(numberFormats, lang, (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 })).format(value);
}

/** Names joined as the user's language joins a list (`A, B and C` in English), by core's list formatter. */
export function formatList(names: readonly string[], i18n: Pick<CardI18n, "getListFormatter">): string {
  return i18n.getListFormatter({ type: "conjunction" }).format(names);
}

/**
 * The key of `key`'s plural form for `count` (`STRIDE.Card.success.one`), falling back to
 * `key.other`, and to `key` itself when the language file has no plural forms for it.
 */
export function pluralKey(key: string, count: number, i18n: CardI18n): string {
  const form = cached(pluralRules, i18n.lang, (l) => new Intl.PluralRules(l)).select(count);
  if (i18n.has(`${key}.${form}`)) return `${key}.${form}`;
  if (i18n.has(`${key}.other`)) return `${key}.other`;
  return key;
}

/**
 * Localizes a card text.
 * @param extra values added to the text's own (model names the adapter knows); not formatted
 */
export function localizeText(text: CardText, i18n: CardI18n, extra: Readonly<Record<string, string>> = {}): string {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.data ?? {})) {
    data[name] =
      typeof value === "number"
        ? formatNumber(value, i18n.lang)
        : typeof value === "string"
          ? value
          : localizeText(value, i18n, extra);
  }
  Object.assign(data, extra);
  const count = text.data?.["count"];
  const key = typeof count === "number" ? pluralKey(text.key, count, i18n) : text.key;
  return Object.keys(data).length ? i18n.format(key, data) : i18n.localize(key);
}

/** Foundry's localization as a {@link CardI18n}. */
export function gameI18n(): CardI18n {
  const i18n = game.i18n!;
  return {
    lang: i18n.lang,
    has: (key) => i18n.has(key),
    localize: (key) => i18n.localize(key),
    format: (key, data) => i18n.format(key, data),
    getListFormatter: (options) => i18n.getListFormatter(options),
  };
}
