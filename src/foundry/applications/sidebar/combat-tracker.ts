/**
 * Stride's combat tracker: a GM context entry that resets a combatant's movement this turn,
 * after asking for confirmation. Nothing in it throws into Foundry: the entry's condition and
 * callback are guarded, and so is adding it to the menu (notify.ts).
 * @module
 */
import { guard } from "../../notify";
import { guardedEntry, inShapeOf, type MenuEntry } from "../context-menu-entry";

/** What the entry needs of the tracker's viewed combat. */
export interface ResettableCombat {
  combatants: {
    get(id: string): { name?: string | null; token?: { clearMovementHistory(): Promise<unknown> } | null } | undefined;
  };
}

/** Asks the user to confirm; resolves true only on yes. */
export type Confirm = (options: { window: { title: string }; content: string }) => Promise<unknown>;

/**
 * Asks with core's DialogV2.confirm, as dnd5e does before clearing a bastion trade
 * (`foundry.applications.api.DialogV2.confirm({content, window: {icon, title}})`); the promise
 * resolves true for yes.
 */
const dialogConfirm: Confirm = (options) => foundry.applications.api.DialogV2.confirm(options);

/**
 * The "Reset movement" entry: GM only; after confirmation, clears the token's movement history of
 * this turn (TokenDocument#clearMovementHistory). What its moves set off is not undone, and the
 * question says so. The callback resolves true once reset, false when not, and `undefined` after
 * an error, which is logged and shown once (never a rejection into core's menu).
 */
export function resetMovementEntry(
  viewed: () => ResettableCombat | null,
  isGM: () => boolean,
  confirm: Confirm = dialogConfirm,
): MenuEntry {
  const combatantOf = (li: HTMLElement) => viewed()?.combatants.get(li.dataset["combatantId"] ?? "") ?? null;
  return guardedEntry("combat tracker: reset movement", {
    name: "STRIDE.Combat.ResetMovement",
    icon: '<i class="fa-solid fa-shoe-prints"></i>',
    condition: (li) => isGM() && !!combatantOf(li)?.token,
    callback: async (li) => {
      const combatant = combatantOf(li);
      const token = combatant?.token;
      if (!token) return false;
      const name = foundry.utils.escapeHTML(combatant.name ?? "");
      const yes = await confirm({
        window: { title: game.i18n!.localize("STRIDE.Combat.ResetMovementTitle") },
        content: `<p>${game.i18n!.format("STRIDE.Combat.ResetMovementConfirm", { name })}</p>`,
      });
      if (yes !== true) return false;
      await token.clearMovementHistory();
      return true;
    },
  });
}

/** The entries the core tracker's context menu takes. */
type ContextEntries = ReturnType<foundry.applications.sidebar.tabs.CombatTracker["_getEntryContextOptions"]>;

/** Stride's CombatTracker, registered as `CONFIG.ui.combat`. */
export class StrideCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  /** @inheritDoc */
  protected override _getEntryContextOptions(): ContextEntries {
    const entries: ContextEntries = super._getEntryContextOptions();
    return guard("combat tracker menu", entries, () => {
      const entry = resetMovementEntry(
        () => this.viewed,
        () => game.user?.isGM === true,
      );
      return [...entries, inShapeOf(entries, entry) as ContextEntries[number]];
    });
  }
}
