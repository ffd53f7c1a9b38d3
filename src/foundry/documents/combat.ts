/**
 * Stride's Combat: the movement history lasts as long as the active ruleset says
 * (BandsCapability.history). Foundry v13 clears a combatant's token history at the start of its
 * turn in `Combat#_clearMovementHistoryOnStartTurn(combatant, context)` ("The default
 * implementation clears the movement history always"; run by `_manageTurnEvents` on one GM
 * client; v13/v14 Combat API page https://foundryvtt.com/api/v14/classes/foundry.documents.Combat.html
 * lists it beside `_onStartRound` and `clearMovementHistories`). The SR5 system's Combat
 * (SR5Combat.ts) overrides that method with an empty body for the same reason: a Shadowrun
 * Combat Turn is all Initiative Passes. Here, for a `round` ruleset the turn clears nothing and
 * `_onStartRound` clears every combatant's history; either way, the band statuses
 * (StatusesCapability) go with the history they came from.
 * @module
 */
import { activeRuleset } from "../settings";
import { guardAsync } from "../notify";
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
 * combatant's actor: its history reset, so it is no longer Running.
 * @returns how many were cleared
 */
export async function clearBandStatuses(combatant: HistoryCombatant, ruleset: Pick<Ruleset, "statuses">) {
  const actor = combatant.actor;
  const ids = ruleset.statuses?.statuses.map((s) => s.id) ?? [];
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

type CoreCombat = foundry.documents.Combat;

/** Stride's Combat class, registered as `CONFIG.Combat.documentClass`. */
export class StrideCombat extends foundry.documents.Combat {
  /** @inheritDoc */
  protected override async _clearMovementHistoryOnStartTurn(
    ...args: Parameters<CoreCombat["_clearMovementHistoryOnStartTurn"]>
  ): Promise<void> {
    const [combatant] = args;
    await guardAsync("turn history", undefined, () =>
      onStartTurnHistory(combatant as unknown as HistoryCombatant, activeRuleset(), () =>
        super._clearMovementHistoryOnStartTurn(...args),
      ),
    );
  }

  /** @inheritDoc */
  protected override async _onStartRound(...args: Parameters<CoreCombat["_onStartRound"]>): Promise<void> {
    await super._onStartRound(...args);
    await guardAsync("round history", undefined, () =>
      onStartRoundHistory(this.combatants as unknown as Iterable<HistoryCombatant>, activeRuleset()),
    );
  }
}
