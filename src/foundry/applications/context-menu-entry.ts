/**
 * Context menu entries Stride adds to core menus (the combat tracker's, the Actors directory's), in
 * the shape the menu's own entries use, with every callback guarded so nothing throws into Foundry.
 *
 * Evidence: v13 `ContextMenuEntry` is `{name, icon: "<i …></i>", condition(li), callback(li)}`
 * (https://foundryvtt.com/api/interfaces/foundry.ContextMenuEntry.html); v14 entries are
 * `{label, icon: "<classes>", visible(target), onClick(event, target)}` and the v13 keys are
 * deprecated there (draw-steel 1.0.x src/module/applications/sidebar/tabs/combat-tracker.mjs; its
 * 0.11.x branch writes the v13 shape; docs/foundry-evidence.md § 8). The shape is detected from the
 * core entries, not the version number.
 * @module
 */
import { guard, guardAsync } from "../notify";

/** A context menu entry in v13's shape (name, icon HTML, condition, callback). */
export interface MenuEntry {
  name: string;
  icon: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => unknown;
}

/** A context menu entry in v14's shape (label, icon classes, visible, onClick). */
export interface MenuEntryV14 {
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (event: unknown, target: HTMLElement) => unknown;
}

/**
 * The entry in the shape the core menu's own entries use: v14's when any core entry has `onClick`
 * or `label`, else v13's (returned as is).
 */
export function inShapeOf(core: readonly object[], entry: MenuEntry): MenuEntry | MenuEntryV14 {
  const v14 = core.some((e) => "onClick" in e || "label" in e);
  if (!v14) return entry;
  return {
    label: entry.name,
    icon: /class="([^"]+)"/.exec(entry.icon)?.[1] ?? entry.icon,
    visible: entry.condition,
    onClick: (_event, target) => entry.callback(target),
  };
}

/**
 * The entry with its condition and callback guarded (notify.ts): a condition that throws hides the
 * entry; a callback that throws or rejects is logged and shown once, and resolves `undefined`.
 * @param where what the guard logs the error under
 */
export function guardedEntry(where: string, entry: MenuEntry): MenuEntry {
  return {
    ...entry,
    condition: (li) => guard(where, false, () => entry.condition(li)),
    callback: (li) => guardAsync<unknown>(where, undefined, () => Promise.resolve(entry.callback(li))),
  };
}
