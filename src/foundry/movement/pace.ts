/**
 * A token's pace across rounds, for rulesets that keep one (BandsCapability.pace; opend6 chases
 * and fatigue): two world settings (acceleration limits, fatigue rounds), the pace recorded on the
 * token when its history period ends, and the PaceContext the engine reads. Reads plain shapes;
 * tested with small fakes.
 *
 * Evidence: world settings through `game.settings.register(namespace, key, { scope: "world",
 * config, type, default })` (Foundry's ClientSettings page,
 * https://foundryvtt.com/api/classes/client.ClientSettings.html; shared/foundry-v13.md § Settings);
 * a world `Number` setting as dsa5 registers its vision distances (Plushtoast/dsa5-foundryVTT
 * modules/hooks/configuration.js), with `range` accepted by fvtt-types' SettingConfig (tsc) and
 * checked live by the Quench batch `stride.d6`; the pace is kept by the GM's client on the scene by
 * token id, a player's client keeping its own copy on its token (data/gm-kept.ts).
 * @module
 */
import type { MovementBand, PaceContext, PaceRecord, Ruleset, RulesetManifest } from "../../rules";
import { SYSTEM_ID } from "../constants";
import type { HistoryCombat, HistoryToken } from "../data/token-history";
import { keepRecord, keptCopies } from "../data/gm-kept";

/**
 * The record holding a token's pace: the combat it belongs to and the record. Kept on the scene by
 * a GM's client, whose decisions read only that copy (data/gm-kept.ts).
 */
export const PACE_FLAG = "pace";

/** The record holding this period's pace roll (TestConsequence `paceRoll`): its combat and `made`; kept as {@link PACE_FLAG}. */
export const PACE_ROLL_FLAG = "paceRoll";

/** The GM's pace settings. */
export interface PaceSettings {
  readonly limits: boolean;
  /** Rounds of fast movement before fatigue; 0 is off. */
  readonly fatigueAfter: number;
}

/** Most rounds the fatigue setting offers. */
export const MAX_FATIGUE_ROUNDS = 20;

/**
 * Registers the pace settings when the ruleset keeps a pace (opend6); nothing otherwise, so the
 * other rulesets' settings menus stay as they were. Call in `init` after the ruleset setting.
 */
export function registerPaceSettings(ruleset: Pick<RulesetManifest, "pace">): void {
  if (!ruleset.pace) return;
  game.settings!.register(SYSTEM_ID, "paceLimits", {
    name: "STRIDE.Setting.paceLimits.name",
    hint: "STRIDE.Setting.paceLimits.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings!.register(SYSTEM_ID, "fatigueRounds", {
    name: "STRIDE.Setting.fatigueRounds.name",
    hint: "STRIDE.Setting.fatigueRounds.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: MAX_FATIGUE_ROUNDS, step: 1 },
    default: 0,
  });
}

/** The world's pace settings; off when unreadable (not registered, settings not ready). */
export function paceSettings(): PaceSettings {
  try {
    const limits = game.settings?.get(SYSTEM_ID, "paceLimits") === true;
    const raw = Number(game.settings?.get(SYSTEM_ID, "fatigueRounds"));
    const fatigueAfter = Number.isFinite(raw) ? Math.min(MAX_FATIGUE_ROUNDS, Math.max(0, Math.floor(raw))) : 0;
    return { limits, fatigueAfter };
  } catch {
    return { limits: false, fatigueAfter: 0 };
  }
}

/** A stored pace: the combat it was recorded in and the record (stored data is not trusted). */
interface StoredPace {
  readonly combat?: unknown;
  readonly rate?: unknown;
  readonly fastRounds?: unknown;
  readonly runningStart?: unknown;
  readonly made?: unknown;
}

/** A whole count ≥ 0 from stored data, else 0. */
const storedCount = (value: unknown) =>
  typeof value === "number" && value >= 0 && Number.isFinite(value) ? Math.floor(value) : 0;

/** The token's recorded pace in its current combat, or null (none, another combat, bad data). */
export function recordedPace(token: HistoryToken): PaceRecord | null {
  const combat = token.combatant?.combat;
  if (!combat?.id) return null;
  const stored = (keptCopies(token, PACE_FLAG) as StoredPace[]).find((c) => c.combat === combat.id);
  if (!stored) return null;
  const rate = stored.rate;
  const fast = stored.fastRounds;
  if (typeof rate !== "number" || !(rate >= 0) || !Number.isFinite(rate)) return null;
  const start = storedCount(stored.runningStart);
  return { rate, fastRounds: storedCount(fast), ...(start ? { runningStart: start } : {}) };
}

/** Rounds of running start on the token's recorded pace (PaceRecord.runningStart); 0 without one. */
export function runningStartOf(token: HistoryToken): number {
  return recordedPace(token)?.runningStart ?? 0;
}

/**
 * Keeps a rolled pace roll on the token until its pace is recorded (TestConsequence `paceRoll`):
 * in its started combat only.
 * @returns whether it was written
 */
export async function notePaceRoll(token: HistoryToken, made: boolean): Promise<boolean> {
  const combat = token.combatant?.combat;
  if (!combat?.id) return false;
  return keepRecord(token, PACE_ROLL_FLAG, { combat: combat.id, made: made === true });
}

/** The pace roll kept this period in the token's combat: made or missed, or undefined (none). */
export function paceRollOf(token: HistoryToken): boolean | undefined {
  const combat = token.combatant?.combat;
  if (!combat?.id) return undefined;
  const stored = (keptCopies(token, PACE_ROLL_FLAG) as StoredPace[]).find((c) => c.combat === combat.id);
  return typeof stored?.made === "boolean" ? stored.made : undefined;
}

/**
 * The PaceContext of a token under the ruleset and the world's settings, or undefined when the
 * ruleset keeps no pace, the token is in no started combat, or both settings are off.
 */
export function paceContext(
  token: HistoryToken,
  ruleset: Pick<Ruleset, "bands">,
  settings: PaceSettings = paceSettings(),
): PaceContext | undefined {
  if (!ruleset.bands.pace || token.combatant?.combat?.started !== true) return undefined;
  if (!settings.limits && settings.fatigueAfter <= 0) return undefined;
  return { previous: recordedPace(token), limits: settings.limits, fatigueAfter: settings.fatigueAfter };
}

/**
 * Records the pace of the history period that ends (before core clears the token's movement
 * history at the start of its turn): the engine's next pace from the period's distance and the
 * period's pace roll ({@link paceRollOf}), which is then forgotten; under the GM's acceleration
 * limits the engine keeps the rate no lower than the chase's minimum.
 * @param distance the period's distance, ruleset units
 * @param bands the token's walking bands, ruleset units
 * @param settings the GM's pace settings (the world's by default)
 * @returns whether it was written
 */
export async function recordPace(
  token: HistoryToken & { readonly combatant?: { readonly combat?: HistoryCombat | null } | null },
  ruleset: Pick<Ruleset, "bands">,
  distance: number,
  bands: readonly MovementBand[],
  settings: PaceSettings = paceSettings(),
): Promise<boolean> {
  const pace = ruleset.bands.pace;
  const combat = token.combatant?.combat;
  if (!pace || !combat?.id) return false;
  const made = paceRollOf(token);
  const moved = Math.max(0, Number.isFinite(distance) ? distance : 0);
  const next = pace.next(recordedPace(token), moved, bands, made, settings.limits);
  const written = await keepRecord(token, PACE_FLAG, {
    combat: combat.id,
    rate: next.rate,
    fastRounds: next.fastRounds,
    runningStart: next.runningStart ?? 0,
  });
  if (written && made !== undefined) await keepRecord(token, PACE_ROLL_FLAG, null);
  return written;
}
