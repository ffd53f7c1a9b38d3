/**
 * The GM's modifier on a test card: a whole number the GM (or, where the world allows it, the
 * roller) sets before the roll, with a reason line ("GM: −10 slippery rungs"). The ruleset says what
 * the number counts in ({@link GmModifierRule}: a d100 target, dice of a pool, a difficulty, an X+
 * roll) and how far it may go; the modifier then joins the test as one more modifier line, which
 * the ruleset's own `resolve` and `describe` count once, in its own unit. Rules sources: dh2-movement.md
 * § Movement and Environment (the GM may adjust the modifiers further), § Simple Climbs (the GM
 * adjusts the difficulty of a climb).
 * @module
 */
import type { CardText, GmModifierRule } from "./capabilities";
import type { MovementTestCall, ModifierLine } from "./types";
import * as check from "./geometry/validate";

/** The source of the GM's modifier line (ModifierLine.source). */
export const GM_MODIFIER_SOURCE = "gm";

/** The longest reason kept, characters; a longer one is cut. */
export const GM_REASON_MAX = 80;

/** A GM's modifier as a card stores it: a whole number in the ruleset's unit, and why. */
export interface GmModifier {
  /** Whole, within the rule's range, never 0 (0 is no modifier). */
  readonly value: number;
  /** The reason, trimmed, ≤ {@link GM_REASON_MAX} characters, no control characters; may be empty. */
  readonly reason: string;
}

/** What {@link readGmModifier} read: the modifier (null for none) and whether anything was changed to fit. */
export interface ReadGmModifier {
  readonly modifier: GmModifier | null;
  /** The value was rounded or clamped, or the reason cut or cleaned. */
  readonly adjusted: boolean;
}

/** A string with each control character (C0, DEL, C1) replaced by a space. */
function withoutControls(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? " " : char;
  }
  return out;
}

/**
 * Reads a GM's modifier from untrusted data (a card's stored field, a form, a player's request),
 * leniently: a number or numeric string is rounded to a whole number and clamped to the rule's
 * range; the reason is a string with control characters removed, trimmed and cut to
 * {@link GM_REASON_MAX}. Null or anything without a finite value, or a value that comes to 0, is
 * no modifier.
 * @throws {TypeError|RangeError} when `rule` is not an object with a finite `min` and `max` (the
 *   ruleset's own rule, never stored data)
 * @example readGmModifier({ unit: "…", min: -60, max: 60 }, { value: -75, reason: "ice" })
 *   // → { modifier: { value: -60, reason: "ice" }, adjusted: true }
 */
export function readGmModifier(rule: GmModifierRule, raw: unknown): ReadGmModifier {
  check.object(rule, "rule");
  check.finite(rule.min, "rule.min");
  check.finite(rule.max, "rule.max");
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : null;
  const own = (key: string): unknown => (record && Object.hasOwn(record, key) ? record[key] : undefined);
  const rawValue = own("value");
  const number =
    typeof rawValue === "number"
      ? rawValue
      : typeof rawValue === "string" && rawValue.trim() !== ""
        ? Number(rawValue.trim().replace("−", "-"))
        : Number.NaN;
  if (!Number.isFinite(number)) return { modifier: null, adjusted: raw !== null && raw !== undefined };
  const min = Math.min(0, Math.trunc(rule.min));
  const max = Math.max(0, Math.trunc(rule.max));
  const value = Math.min(max, Math.max(min, Math.round(number)));
  const rawReason = own("reason");
  const text = typeof rawReason === "string" ? rawReason : "";
  const reason = withoutControls(text).trim().slice(0, GM_REASON_MAX).trim();
  const adjusted = value !== number || reason !== text;
  return { modifier: value === 0 ? null : { value: value + 0, reason }, adjusted };
}

/**
 * The GM's modifier as the test's modifier line, counted by the ruleset like any other.
 * @throws {TypeError|RangeError} when `modifier` is not an object with a finite value and a string reason
 */
export function gmModifierLine(modifier: GmModifier): ModifierLine {
  check.object(modifier, "modifier");
  check.finite(modifier.value, "modifier.value");
  check.string(modifier.reason, "modifier.reason");
  return { source: GM_MODIFIER_SOURCE, value: modifier.value, reason: modifier.reason };
}

/**
 * A call with the GM's modifier as its last line (no line for null), once: a line of the GM's
 * already on the call is replaced, never added to.
 * @throws {TypeError} when `call` is not a record or has no list of modifiers
 * @throws {RangeError} when its distance is negative or not finite
 */
export function withGmModifier(call: MovementTestCall, modifier: GmModifier | null): MovementTestCall {
  check.record(call, "call");
  if (call.distance !== undefined) check.nonNegative(call.distance, "call.distance");
  if (!Array.isArray((call as { modifiers?: unknown } | null)?.modifiers)) {
    throw new TypeError("A test needs a list of modifiers");
  }
  const rest = call.modifiers.filter((line) => line?.source !== GM_MODIFIER_SOURCE);
  if (!modifier && rest.length === call.modifiers.length) return call;
  return { ...call, modifiers: modifier ? [...rest, gmModifierLine(modifier)] : rest };
}

/**
 * The label of a modifier line on a card: the GM's line as "GM: <reason>" (or "GM" without one),
 * any other by its source's lang key.
 * @param keyOf the ruleset's lang key of a line's source
 * @throws {TypeError} when `line` is not an object or `keyOf` not a function
 */
export function modifierLabel(line: ModifierLine, keyOf: (source: string) => string): CardText {
  check.object(line, "line");
  check.callable(keyOf, "keyOf");
  if (line.source !== GM_MODIFIER_SOURCE) return { key: keyOf(line.source) };
  const reason = typeof line.reason === "string" ? line.reason : "";
  return reason ? { key: "STRIDE.Card.gmModifier.line", data: { reason } } : { key: "STRIDE.Card.gmModifier.lineBare" };
}
