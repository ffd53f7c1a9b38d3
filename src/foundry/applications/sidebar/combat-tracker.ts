/**
 * Stride's combat tracker: a GM context entry that resets a combatant's movement this turn,
 * after asking for confirmation.
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
 * question says so.
 */
export function resetMovementEntry(
  viewed: () => ResettableCombat | null,
  isGM: () => boolean,
  confirm: Confirm = dialogConfirm,
): EntryOption {
  const combatantOf = (li: HTMLElement) => viewed()?.combatants.get(li.dataset["combatantId"] ?? "") ?? null;
  return {
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
  };
}

/** The v14 context menu entry shape (label, icon classes, visible, onClick). */
interface EntryOptionV14 {
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (event: unknown, target: HTMLElement) => unknown;
}

/**
 * The entry in the shape the core menu's own entries use, detected from those entries rather than
 * the version: v14 entries have `label`/`onClick` and v13's `name`/`callback` are deprecated there
 * (draw-steel 1.0.x src/module/applications/sidebar/tabs/combat-tracker.mjs uses the v14 shape,
 * its 0.11.x branch the v13 one; https://foundryvtt.com/api/interfaces/foundry.ContextMenuEntry.html).
 */
export function inShapeOf(core: readonly object[], entry: EntryOption): EntryOption | EntryOptionV14 {
  const v14 = core.some((e) => "onClick" in e || "label" in e);
  if (!v14) return entry;
  return {
    label: entry.name,
    icon: /class="([^"]+)"/.exec(entry.icon)?.[1] ?? entry.icon,
    visible: entry.condition,
    onClick: (_event, target) => entry.callback(target),
  };
}

/** The entries the core tracker's context menu takes. */
type ContextEntries = ReturnType<foundry.applications.sidebar.tabs.CombatTracker["_getEntryContextOptions"]>;

/** Stride's CombatTracker, registered as `CONFIG.ui.combat`. */
export class StrideCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  /** @inheritDoc */
  protected override _getEntryContextOptions(): ContextEntries {
    const entry = resetMovementEntry(
      () => this.viewed,
      () => game.user?.isGM === true,
    );
    const entries: ContextEntries = super._getEntryContextOptions();
    const own = inShapeOf(entries, entry) as ContextEntries[number];
    return [...entries, own];
  }
}
