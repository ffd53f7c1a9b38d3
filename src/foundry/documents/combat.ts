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
import { activeRuleset, activeVariant } from "../settings";
import { historySpan } from "../data/token-history";
import { recordTokenPace, type PacedToken } from "../movement/pace-record";
import { guardAsync } from "../notify";
import { runTurnStart, type TurnToken } from "../effects/turn-start";
import { onStartRoundHistory, onStartTurnHistory, type HistoryCombatant } from "./combat-history";

type CoreCombat = foundry.documents.Combat;

/** Stride's Combat class, registered as `CONFIG.Combat.documentClass`. */
export class StrideCombat extends foundry.documents.Combat {
  /** @inheritDoc */
  protected override async _clearMovementHistoryOnStartTurn(
    ...args: Parameters<CoreCombat["_clearMovementHistoryOnStartTurn"]>
  ): Promise<void> {
    const [combatant] = args;
    // The pace of the turn that ends (opend6 chases and fatigue), read before the history is cleared.
    if (historySpan(activeRuleset()) === "turn") {
      await guardAsync("turn pace", false, () =>
        recordTokenPace(
          combatant.token as unknown as PacedToken | null,
          activeRuleset(),
          activeVariant(activeRuleset()),
        ),
      );
    }
    await guardAsync("turn history", undefined, () =>
      onStartTurnHistory(combatant as unknown as HistoryCombatant, activeRuleset(), () =>
        super._clearMovementHistoryOnStartTurn(...args),
      ),
    );
    // Where the token stands at its turn's start (opend6: a round out of the water ends drowning).
    await guardAsync("turn start", 0, () =>
      runTurnStart(combatant.token as unknown as TurnToken | null, activeRuleset()),
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
