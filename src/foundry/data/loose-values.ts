/**
 * Numbers and choices as people type them, read the same way by every data model's `migrateData`
 * (actor models of every ruleset, region behaviors, chat cards): a number written as text is rewritten
 * as the number it means, a choice written in another case or spelling as its id, and anything else is
 * kept exactly as entered (actor/legacy.ts: nothing a user entered is lost). Look-ups read own keys
 * only, so a stored `"constructor"` or `"__proto__"` is never taken for a member of Object.prototype.
 * Pure: no Foundry globals.
 * @module
 */

/** Vulgar fraction characters and their values (`"½"`, `"1½"`, `"2 ¼"`). */
const FRACTIONS: ReadonlyMap<string, number> = new Map([
  ["½", 1 / 2],
  ["⅓", 1 / 3],
  ["⅔", 2 / 3],
  ["¼", 1 / 4],
  ["¾", 3 / 4],
  ["⅕", 1 / 5],
  ["⅖", 2 / 5],
  ["⅗", 3 / 5],
  ["⅘", 4 / 5],
  ["⅙", 1 / 6],
  ["⅚", 5 / 6],
  ["⅛", 1 / 8],
  ["⅜", 3 / 8],
  ["⅝", 5 / 8],
  ["⅞", 7 / 8],
]);

/** Minus signs typed or pasted in place of `-`: U+2212 minus, U+2012 figure dash, U+2013 en dash. */
const MINUS = /^[\u2212\u2012\u2013]/u;

/**
 * What may follow a number: a unit the models store their numbers in (metres, inches, kilograms,
 * degrees), the "+" of an X+ characteristic (`"4+"`), or inches written `"` or `″`.
 */
const SUFFIX = /\s*(?:\+|["″°]|in(?:ch(?:es)?)?\.?|m|metres?|meters?|kg|kilos?|kilograms?|deg(?:rees?)?)$/iu;

/** Spaces used between groups of three digits: space, no-break, narrow no-break and thin space. */
const GROUP_SPACE = /(?<=\d)[ \u00a0\u202f\u2009](?=\d{3}(?:\D|$))/gu;

/** Groups of three digits separated by commas, more than one comma (`"1,000,000"`). */
const COMMA_GROUPS = /^[-+]?\d{1,3}(?:,\d{3}){2,}(?:\.\d+)?$/u;

/**
 * A number read from a value a user typed:
 * - a number is kept as it is (even NaN or ±Infinity: a model's clamp reports those);
 * - text is trimmed and read with a Unicode minus (`"−3"`), a unit or an X+ sign after it (`"3 m"`,
 *   `'5"'`, `"5 in"`, `"12.5 kg"`, `"90°"`, `"4+"`), spaces between groups of three digits (`"1 000"`), a
 *   decimal comma (`"1,5"`; a single comma is always a decimal comma, several commas between groups of
 *   three digits are thousands: `"1,000,000"`), and a vulgar fraction alone or after a whole number
 *   (`"½"`, `"1½"`, `"2 ¼"`);
 * - anything else, and text that is not a finite number once read (`"fast"`, `""`, `"3 ft"`), comes
 *   back unchanged.
 * Never throws, never calls the value.
 * @example looseNumber("1 000") // → 1000
 * @example looseNumber("−1,5 m") // → -1.5
 */
export function looseNumber(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  let text = raw.trim().replace(MINUS, "-").replace(SUFFIX, "").trim().replace(GROUP_SPACE, "");
  if (COMMA_GROUPS.test(text)) text = text.replaceAll(",", "");
  else text = text.replace(/^([-+]?\d*),(\d+)$/u, "$1.$2");
  const fraction = FRACTIONS.get(text.at(-1) ?? "");
  if (fraction !== undefined) {
    const whole = text.slice(0, -1).trim();
    const sign = whole.startsWith("-") ? -1 : 1;
    const digits = whole.replace(/^[-+]/u, "");
    if (digits !== "" && !/^\d+$/u.test(digits)) return raw;
    return sign * ((digits === "" ? 0 : Number(digits)) + fraction);
  }
  if (text === "" || /^[-+]?$/u.test(text)) return raw;
  const n = Number(text);
  return Number.isFinite(n) ? n : raw;
}

/** `node[key]` rewritten as a number where it is one typed as text ({@link looseNumber}); an own key only. */
export function looseNumberAt(node: Record<string, unknown>, key: string): void {
  if (Object.hasOwn(node, key)) node[key] = looseNumber(node[key]);
}

/** Letters and digits only, lower-cased: how spellings of an id are compared (`"Very Common"`, `"all-out"`). */
export function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/gu, "");
}

/**
 * The choice a typed value names: one of `ids` when the value is text that squashes ({@link squash}) to
 * an id's squashed form or to a key of `aliases` (squashed keys: `cruise` → `cruising`), else the value
 * unchanged. Never throws.
 * @example looseChoice(" Very Common", ["common", "veryCommon"]) // → "veryCommon"
 */
export function looseChoice(
  raw: unknown,
  ids: readonly string[],
  aliases: ReadonlyMap<string, string> = new Map(),
): unknown {
  if (typeof raw !== "string" || ids.includes(raw)) return raw;
  const key = squash(raw);
  if (key === "") return raw;
  return ids.find((id) => squash(id) === key) ?? aliases.get(key) ?? raw;
}

/** `node[key]` rewritten as the choice it names ({@link looseChoice}); an own key only. */
export function looseChoiceAt(
  node: Record<string, unknown>,
  key: string,
  ids: readonly string[],
  aliases?: ReadonlyMap<string, string>,
): void {
  if (Object.hasOwn(node, key)) node[key] = looseChoice(node[key], ids, aliases);
}

/** A plain object (source data), or null. */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether `source` has its own `key` (never one inherited from Object.prototype). */
export const has = (source: Record<string, unknown>, key: string) => Object.hasOwn(source, key);

/** `"8/7/6"` → [8, 7, 6]; null when the text is not numbers separated by slashes. */
export function slashNumbers(raw: unknown): number[] | null {
  if (typeof raw !== "string" || !raw.includes("/")) return null;
  const parts = raw.split("/").map((p) => looseNumber(p));
  return parts.every((p) => typeof p === "number") ? parts : null;
}
