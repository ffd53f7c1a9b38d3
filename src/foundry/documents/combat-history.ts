/**
 * What a turn's or a round's start resets of the movement history, for the active ruleset's
 * span (BandsCapability.history): the token's recorded movement and the band statuses
 * (StatusesCapability). Plain shapes, tested with small fakes; StrideCombat (combat.ts) calls them.
 * @module
 */
import { historySpan } from "../data/token-history";
import type { Ruleset } from "../../rules";

/** A combatant as read here. */
export interface HistoryCombatant {
  readonly actor?: {
    readonly statuses?: ReadonlySet<string> | null;
    toggleStatusEffect?(id: string, options: { active: boolean }): Promise<unknown>;
  } | null;
  readonly token?: { clearMovementHistory?(): Promise<unknown> } | null;
}

/**
 * Clears the statuses a ruleset gives for movement bands (StatusesCapability.statuses) from a
 * combatant's actor: its history reset, so it is no longer Running. Statuses marked `kept` (the
 * outcome of a failed test, such as Necromunda's Out of Action) stay.
 * @returns how many were cleared
 */
export async function clearBandStatuses(combatant: HistoryCombatant, ruleset: Pick<Ruleset, "statuses">) {
  const actor = combatant.actor;
  const ids = ruleset.statuses?.statuses.filter((s) => s.kept !== true).map((s) => s.id) ?? [];
  let cleared = 0;
  for (const id of ids) {
    if (!actor?.statuses?.has(id) || !actor.toggleStatusEffect) continue;
    await actor.toggleStatusEffect(id, { active: false });
    cleared++;
  }
  return cleared;
}

/**
 * What a turn's start resets: for a `turn` ruleset the combatant's history (core's default) and its
 * band statuses; for a `round` ruleset nothing.
 * @param clear core's `_clearMovementHistoryOnStartTurn`
 */
export async function onStartTurnHistory(
  combatant: HistoryCombatant,
  ruleset: Pick<Ruleset, "bands" | "statuses">,
  clear: () => Promise<unknown>,
): Promise<void> {
  if (historySpan(ruleset) === "round") return;
  await clear();
  await clearBandStatuses(combatant, ruleset);
}

/**
 * What a round's start resets for a `round` ruleset: every combatant's token history and band
 * statuses (a Shadowrun Combat Turn ended). Nothing for a `turn` ruleset (its turns reset).
 */
export async function onStartRoundHistory(
  combatants: Iterable<HistoryCombatant>,
  ruleset: Pick<Ruleset, "bands" | "statuses">,
): Promise<void> {
  if (historySpan(ruleset) !== "round") return;
  for (const combatant of combatants) {
    await combatant.token?.clearMovementHistory?.();
    await clearBandStatuses(combatant, ruleset);
  }
}
