/**
 * What a token remembers while its movement history lasts (BandsCapability.history): the turn
 * (its combat turn) or the round (shadowrun: the Combat Turn, all Initiative Passes). Stored on
 * the token under one flag keyed by the period, so a new turn or round forgets it without a
 * write: allowance a test added per band action (TestConsequence `allowance`), the tests of
 * each kind rolled (TestsCapability.historyLimit), and the dice rolled for an action's allowance. Reads plain shapes; tested with small fakes.
 * @module
 */
import type { MovementHistorySpan, Ruleset, SpentAction } from "../../rules";
import { SYSTEM_ID } from "../constants";
import { keepRecord, keptCopies } from "./gm-kept";

/** The parts of a combat the history key reads. */
export interface HistoryCombat {
  readonly id?: string | null;
  /** 0 when absent. */
  readonly round?: number;
  readonly turn?: number | null;
  readonly started?: boolean;
}

/** The parts of a TokenDocument read and written here. */
export interface HistoryToken {
  /** TokenDocument#id and #parent: the dice rolled for an action are kept on its scene by the GM (data/gm-kept.ts). */
  readonly id?: string | null;
  readonly parent?: unknown;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly combatant?: { readonly combat?: HistoryCombat | null } | null;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag?(scope: string, key: string): Promise<unknown>;
}

/**
 * The record of {@link HistoryState} (data/gm-kept.ts): kept on the scene by a GM's client, whose
 * decisions read only that copy (what tests added, the action a test used); a player's client keeps
 * its own on its token. The altitude levels a player changed from its HUD are read from both.
 */
export const HISTORY_FLAG = "history";

/** What a token remembers this history period. */
export interface HistoryState {
  /** The period it belongs to ({@link historyKey}). */
  readonly key: string;
  /** Distance added per movement action, ruleset units (allowance consequences). */
  readonly allowance: Readonly<Record<string, number>>;
  /** Tests rolled per kind. */
  readonly tests: Readonly<Record<string, number>>;
  /**
   * The movement action a test used (TestConsequence `turnAction`), ruleset units; null when none
   * (moves/turn-action.ts spentActionCap reads it against the turn's cost).
   */
  readonly spent?: SpentAction | null;
  /** Altitude levels changed from the token HUD this period (dh2 § Altitude; flight-turn.ts altitudeTurn). */
  readonly altitudeLevels?: number;
  /**
   * Dice rolled this period for an action's allowance, by action id (MovementProfile.rolled:
   * Necromunda's Charge D3); whole numbers ≥ 1. Kept apart ({@link ACTION_ROLLS}), where a GM's
   * client keeps what it rolled.
   */
  readonly rolled?: Readonly<Record<string, number>>;
}

/** The record (data/gm-kept.ts) of the dice rolled for actions' allowances: `{key, rolled}`. */
const ACTION_ROLLS = "actionRolls";

/** How long the ruleset's movement history lasts: `turn` unless it says `round`. */
export function historySpan(ruleset: Pick<Ruleset, "bands">): MovementHistorySpan {
  return ruleset.bands.history === "round" ? "round" : "turn";
}

/**
 * The key of the current history period of a combat: `combat:round:turn` for `turn`,
 * `combat:round` for `round`; null outside a combat (nothing is remembered there).
 */
export function historyKey(combat: HistoryCombat | null | undefined, span: MovementHistorySpan): string | null {
  if (!combat) return null;
  const round = `${combat.id ?? ""}:${combat.round ?? 0}`;
  return span === "round" ? round : `${round}:${combat.turn ?? 0}`;
}

/** The token's current history key under a ruleset. */
export function tokenHistoryKey(
  token: Pick<HistoryToken, "combatant">,
  ruleset: Pick<Ruleset, "bands">,
): string | null {
  return historyKey(token.combatant?.combat, historySpan(ruleset));
}

/**
 * The history period a test card belongs to when posted or rolled now: the token's
 * {@link tokenHistoryKey} in a started combat, "" outside one (no turn to spend).
 */
export function cardPeriod(
  token: Pick<HistoryToken, "combatant"> | null | undefined,
  ruleset: Pick<Ruleset, "bands">,
): string {
  if (token?.combatant?.combat?.started !== true) return "";
  return tokenHistoryKey(token, ruleset) ?? "";
}

/**
 * Whether a card posted in period `posted` (MovementTestSystem.postedTurn) is rolled in the
 * period it belongs to: true when `posted` is unknown (null or absent: older cards) or equals the
 * token's {@link cardPeriod} now.
 */
export function rolledInPostedPeriod(
  posted: string | null | undefined,
  token: Pick<HistoryToken, "combatant"> | null | undefined,
  ruleset: Pick<Ruleset, "bands">,
): boolean {
  return typeof posted !== "string" || posted === cardPeriod(token, ruleset);
}

/**
 * Own finite numbers of a stored record (stored data is not trusted), as own properties of the result
 * (Object.fromEntries defines them, so a key `"__proto__"` is a count like any other).
 */
function numbers(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "number" && Number.isFinite(v)));
}

/** The count a record keeps under `key`, read as an own property only (a kind `"constructor"` is 0, not Object). */
function countOf(record: Record<string, number>, key: string): number {
  return Object.hasOwn(record, key) ? record[key]! : 0;
}

/** The record with `amount` added under `key`, defined as an own property whatever the key. */
function plus(record: Record<string, number>, key: string, amount: number): Record<string, number> {
  return Object.fromEntries([
    ...Object.entries(record).filter(([k]) => k !== key),
    [key, countOf(record, key) + amount],
  ]);
}

/** A stored spent action: finite `from` and `remaining` ≥ 0, else null (stored data is not trusted). */
function spentOf(value: unknown): SpentAction | null {
  const { from, remaining } = (typeof value === "object" && value !== null ? value : {}) as Partial<SpentAction>;
  const ok = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;
  return ok(from) && ok(remaining) ? { from, remaining } : null;
}

/** What the token remembers this period (empty when the stored state is of another period or none). */
export function historyState(token: HistoryToken, ruleset: Pick<Ruleset, "bands">): HistoryState {
  const key = tokenHistoryKey(token, ruleset) ?? "";
  return storedState(token, key);
}

/**
 * What the token remembered in the period `key` (a {@link historyKey}); empty when the stored state
 * is of another period, or `key` is empty. Read by the end of a turn, which asks about the turn
 * just ended once the combat has moved on.
 */
export function storedState(token: Pick<HistoryToken, "flags" | "id" | "parent">, key: string): HistoryState {
  const rolled = rolledIn(token, key);
  const copies = key ? (keptCopies(token, HISTORY_FLAG) as Partial<HistoryState>[]) : [];
  const stored = copies.find((c) => c.key === key);
  // Altitude levels a player changed from its own HUD are on its token (altitude-hud.ts): the larger count stands.
  const own = token.flags?.[SYSTEM_ID]?.[HISTORY_FLAG] as Partial<HistoryState> | undefined;
  const levels = Math.max(levelsOf(stored), own?.key === key ? levelsOf(own) : 0);
  if (!key || !stored) return { key, allowance: {}, tests: {}, spent: null, altitudeLevels: levels, rolled };
  return {
    key,
    allowance: numbers(stored.allowance),
    tests: numbers(stored.tests),
    spent: spentOf(stored.spent),
    altitudeLevels: levels,
    rolled,
  };
}

/** A stored count of altitude levels: whole ≥ 0, else 0. */
function levelsOf(stored: Partial<HistoryState> | undefined): number {
  const levels = stored?.altitudeLevels;
  return Number.isInteger(levels) && (levels as number) >= 0 ? (levels as number) : 0;
}

/**
 * The dice rolled for actions' allowances in the period `key` ({@link ACTION_ROLLS}): on a GM's
 * client only those a GM's client kept on the scene; on a player's client the scene's, else its
 * token's own (data/gm-kept.ts). Whole numbers ≥ 1; empty for an empty key.
 */
function rolledIn(token: Pick<HistoryToken, "flags" | "id" | "parent">, key: string): Record<string, number> {
  if (!key) return {};
  for (const copy of keptCopies(token, ACTION_ROLLS) as { key?: unknown; rolled?: unknown }[]) {
    if (copy.key !== key) continue;
    return Object.fromEntries(Object.entries(numbers(copy.rolled)).filter(([, v]) => Number.isInteger(v) && v >= 1));
  }
  return {};
}

/** Whether a stored record (`{key}`) belongs to the period `key`. */
function samePeriod(stored: unknown, key: string): boolean {
  return (stored as { key?: unknown } | null)?.key === key;
}

/** Tests of a kind the token rolled this period. */
export function historyTestsUsed(token: HistoryToken, ruleset: Pick<Ruleset, "bands">, kind: string): number {
  return countOf(historyState(token, ruleset).tests, kind);
}

/**
 * Adds to what the token remembers this period and writes it. Outside a combat nothing is
 * remembered.
 * @returns whether it was written
 */
async function change(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  edit: (state: {
    allowance: Record<string, number>;
    tests: Record<string, number>;
    spent: SpentAction | null;
    altitudeLevels: number;
  }) => void,
): Promise<boolean> {
  const state = historyState(token, ruleset);
  if (!state.key) return false;
  const next = {
    allowance: { ...state.allowance },
    tests: { ...state.tests },
    spent: state.spent ?? null,
    altitudeLevels: state.altitudeLevels ?? 0,
  };
  edit(next);
  // A new period's record replaces the last one whole (its allowance and test keys are gone).
  return keepRecord(token, HISTORY_FLAG, { key: state.key, ...next }, (stored) => samePeriod(stored, state.key));
}

/**
 * Adds `distance` (ruleset units, > 0) to the band of `action` until the history resets (an
 * `allowance` consequence). A distance that is not a finite number > 0 adds nothing.
 */
export function addAllowance(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  action: string,
  distance: number,
): Promise<boolean> {
  if (!(distance > 0 && distance < Infinity)) return Promise.resolve(false);
  return change(token, ruleset, (s) => {
    s.allowance = plus(s.allowance, action, distance);
  });
}

/** Counts one rolled test of `kind` this period. */
export function countTest(token: HistoryToken, ruleset: Pick<Ruleset, "bands">, kind: string): Promise<boolean> {
  return change(token, ruleset, (s) => {
    s.tests = plus(s.tests, kind, 1);
  });
}

/**
 * Remembers that a test used the movement action of this period (TestConsequence `turnAction`):
 * the turn's cost when it was rolled and what it leaves, ruleset units (moves/turn-action.ts). The
 * latest test rolled replaces an earlier one of the period. Numbers that are not finite ≥ 0 write
 * nothing.
 */
export function spendTurnAction(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  from: number,
  remaining: number,
): Promise<boolean> {
  const ok = (n: number) => Number.isFinite(n) && n >= 0;
  if (!ok(from) || !ok(remaining)) return Promise.resolve(false);
  return change(token, ruleset, (s) => {
    s.spent = { from, remaining };
  });
}

/** Sets the altitude levels changed this period (whole, ≥ 0; dh2 flight-turn.ts altitudeTurn). */
export function setAltitudeLevels(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  levels: number,
): Promise<boolean> {
  if (!(Number.isInteger(levels) && levels >= 0)) return Promise.resolve(false);
  return change(token, ruleset, (s) => {
    s.altitudeLevels = levels;
  });
}

/** The die rolled this period for `action`'s allowance, or null when none was ({@link HistoryState.rolled}). */
export function rolledFor(token: HistoryToken, ruleset: Pick<Ruleset, "bands">, action: string): number | null {
  const rolled = historyState(token, ruleset).rolled ?? {};
  return Object.hasOwn(rolled, action) ? rolled[action]! : null;
}

/**
 * Remembers the die rolled for `action`'s allowance this period (Necromunda: the Charge's D3, rolled
 * once per Charge), in {@link ACTION_ROLLS}: on the scene from a GM's client, which its decisions
 * read; on the token from a player's (data/gm-kept.ts). The first one of the period stands: a later
 * one writes nothing. A value that is not a whole number ≥ 1 writes nothing; nothing outside a combat.
 * @returns whether it was written
 */
export function setRolled(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  action: string,
  value: number,
): Promise<boolean> {
  const key = tokenHistoryKey(token, ruleset);
  if (!key || !(Number.isInteger(value) && value >= 1) || rolledFor(token, ruleset, action) !== null)
    return Promise.resolve(false);
  const rolled = { ...rolledIn(token, key), [action]: value };
  return keepRecord(token, ACTION_ROLLS, { key, rolled }, (stored) => samePeriod(stored, key));
}
