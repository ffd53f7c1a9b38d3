/**
 * Stride's combat tracker: a GM context entry that resets a combatant's movement this turn.
 * @module
 */

/** The context menu entry shape of v13 (name, icon, condition, callback). */
interface EntryOption {
  name: string;
  icon: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => unknown;
}

/** What the entry needs of the tracker's viewed combat. */
export interface ResettableCombat {
  combatants: { get(id: string): { token?: { clearMovementHistory(): Promise<unknown> } | null } | undefined };
}

/** The "Reset movement" entry: GM only, clears the token's movement history of this turn. */
export function resetMovementEntry(viewed: () => ResettableCombat | null, isGM: () => boolean): EntryOption {
  const tokenOf = (li: HTMLElement) => viewed()?.combatants.get(li.dataset["combatantId"] ?? "")?.token ?? null;
  return {
    name: "STRIDE.Combat.ResetMovement",
    icon: '<i class="fa-solid fa-shoe-prints"></i>',
    condition: (li) => isGM() && tokenOf(li) !== null,
    callback: (li) => tokenOf(li)?.clearMovementHistory(),
  };
}

/** Stride's CombatTracker, registered as `CONFIG.ui.combat`. */
export class StrideCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  /** @inheritDoc */
  protected override _getEntryContextOptions(): ReturnType<
    foundry.applications.sidebar.tabs.CombatTracker["_getEntryContextOptions"]
  > {
    const entry = resetMovementEntry(
      () => this.viewed as unknown as ResettableCombat | null,
      () => game.user?.isGM === true,
    );
    return [...super._getEntryContextOptions(), entry as never];
  }
}
