/**
 * What a token remembers while its movement history lasts (BandsCapability.history): the turn
 * (its combat turn) or the round (shadowrun: the Combat Turn, all Initiative Passes). Stored on
 * the token under one flag keyed by the period, so a new turn or round forgets it without a
 * write: allowance a test added per band action (TestConsequence `allowance`), and the tests of
 * each kind rolled (TestsCapability.historyLimit). Reads plain shapes; tested with small fakes.
 * @module
 */
import type { MovementHistorySpan, Ruleset } from "../../rules";
import { SYSTEM_ID } from "../constants";

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
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly combatant?: { readonly combat?: HistoryCombat | null } | null;
  setFlag?(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** The token flag of {@link HistoryState}. */
export const HISTORY_FLAG = "history";

/** What a token remembers this history period. */
export interface HistoryState {
  /** The period it belongs to ({@link historyKey}). */
  readonly key: string;
  /** Distance added per movement action, ruleset units (allowance consequences). */
  readonly allowance: Readonly<Record<string, number>>;
  /** Tests rolled per kind. */
  readonly tests: Readonly<Record<string, number>>;
}

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

/** Own finite numbers of a stored record (stored data is not trusted). */
function numbers(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "number" && Number.isFinite(v)) out[k] = v;
  return out;
}

/** What the token remembers this period (empty when the stored state is of another period or none). */
export function historyState(token: HistoryToken, ruleset: Pick<Ruleset, "bands">): HistoryState {
  const key = tokenHistoryKey(token, ruleset) ?? "";
  const stored = token.flags?.[SYSTEM_ID]?.[HISTORY_FLAG] as Partial<HistoryState> | undefined;
  if (!key || stored?.key !== key) return { key, allowance: {}, tests: {} };
  return { key, allowance: numbers(stored.allowance), tests: numbers(stored.tests) };
}

/** Tests of a kind the token rolled this period. */
export function historyTestsUsed(token: HistoryToken, ruleset: Pick<Ruleset, "bands">, kind: string): number {
  return historyState(token, ruleset).tests[kind] ?? 0;
}

/**
 * Adds to what the token remembers this period and writes it. Outside a combat nothing is
 * remembered.
 * @returns whether it was written
 */
async function change(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  edit: (state: { allowance: Record<string, number>; tests: Record<string, number> }) => void,
): Promise<boolean> {
  const state = historyState(token, ruleset);
  if (!state.key || !token.setFlag) return false;
  const next = { allowance: { ...state.allowance }, tests: { ...state.tests } };
  edit(next);
  await token.setFlag(SYSTEM_ID, HISTORY_FLAG, { key: state.key, ...next });
  return true;
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
    s.allowance[action] = (s.allowance[action] ?? 0) + distance;
  });
}

/** Counts one rolled test of `kind` this period. */
export function countTest(token: HistoryToken, ruleset: Pick<Ruleset, "bands">, kind: string): Promise<boolean> {
  return change(token, ruleset, (s) => {
    s.tests[kind] = (s.tests[kind] ?? 0) + 1;
  });
}
