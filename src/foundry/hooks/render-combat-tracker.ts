/**
 * The `renderCombatTracker` hook: beside each combatant whose actor has a status the ruleset gives a
 * tracker note (StatusSpec.tracker: a status that uses up an action in every pass while it lasts), the
 * tracker shows that note, with the status's description as its tooltip. Stride tracks no actions
 * of its own: the note says what the status uses up, every pass, while the status lasts.
 *
 * Evidence (docs/foundry-evidence.md § 41): v13 and v14 render the tracker with ApplicationV2, whose
 * render hooks pass the application and its HTMLElement
 * (https://foundryvtt.com/api/v14/classes/foundry.applications.sidebar.tabs.CombatTracker.html);
 * each combatant is a `li.combatant[data-combatant-id]` row and `app.viewed` the combat shown, as
 * systems and modules built on v13 read them. Quench batch `stride.srd6` checks it live.
 * @module
 */
import type { StatusSpec } from "../../rules";
import { activeRuleset } from "../settings";
import { guard } from "../notify";

/** The note's class: one per row, replaced on each render. */
export const TRACKER_NOTE_CLASS = "stride-tracker-note";

/** What the hook reads of a combatant: its actor's active status ids. */
interface TrackerCombatant {
  readonly actor?: { readonly statuses?: Iterable<string> | null } | null;
}

/** What the hook reads of the tracker: the combat it shows. */
export interface TrackerApp {
  readonly viewed?: { readonly combatants?: { get(id: string): TrackerCombatant | undefined } | null } | null;
}

/**
 * The notes a combatant's statuses give, in the ruleset's order: lang keys of the note and its tooltip.
 * @param statuses the actor's active status ids
 */
export function trackerNotes(
  specs: readonly StatusSpec[],
  statuses: Iterable<string> | null | undefined,
): { readonly label: string; readonly hint: string }[] {
  const active = new Set(statuses ?? []);
  return specs.flatMap((s) => (s.tracker && active.has(s.id) ? [{ label: s.tracker, hint: `${s.tracker}Hint` }] : []));
}

/**
 * Adds each combatant's notes to its row (after its name), replacing the notes of an earlier render.
 * @param localize turns a lang key into text
 */
export function addTrackerNotes(
  app: TrackerApp,
  html: HTMLElement,
  specs: readonly StatusSpec[],
  localize: (key: string) => string,
): void {
  const combatants = app.viewed?.combatants;
  if (!combatants) return;
  for (const row of html.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")) {
    row.querySelectorAll(`.${TRACKER_NOTE_CLASS}`).forEach((n) => n.remove());
    const combatant = combatants.get(row.dataset["combatantId"] ?? "");
    const notes = trackerNotes(specs, combatant?.actor?.statuses);
    if (!notes.length) continue;
    const host = row.querySelector(".token-name") ?? row;
    for (const note of notes) {
      const span = html.ownerDocument.createElement("span");
      span.className = TRACKER_NOTE_CLASS;
      span.textContent = localize(note.label);
      span.dataset["tooltip"] = localize(note.hint);
      host.append(span);
    }
  }
}

/** The hook: the active ruleset's tracker notes; never throws into Foundry. */
export function renderCombatTracker(app: TrackerApp, html: HTMLElement): void {
  guard("combat tracker", undefined, () => {
    const specs = activeRuleset().statuses?.statuses ?? [];
    if (!specs.some((s) => s.tracker)) return;
    addTrackerNotes(app, html, specs, (k) => game.i18n!.localize(k));
  });
}

/** What the refresh reads of an active effect: its status ids. */
interface StatusEffectLike {
  readonly statuses?: Iterable<string> | null;
}

/**
 * Whether an active effect carries a status with a tracker note (then the tracker must show or drop it).
 */
export function carriesTrackerStatus(
  effect: StatusEffectLike | null | undefined,
  specs: readonly StatusSpec[],
): boolean {
  const ids = new Set(effect?.statuses ?? []);
  return specs.some((s) => s.tracker && ids.has(s.id));
}

/**
 * The `createActiveEffect` / `deleteActiveEffect` hooks: re-renders the combat tracker (`ui.combat`,
 * an ApplicationV2) when a status with a tracker note comes or goes, so its note follows the status.
 * Never throws into Foundry.
 */
export function refreshTrackerOnStatus(effect: StatusEffectLike): void {
  guard("combat tracker refresh", undefined, () => {
    const specs = activeRuleset().statuses?.statuses ?? [];
    if (!carriesTrackerStatus(effect, specs)) return;
    (ui as unknown as { combat?: { render?: () => unknown } | null }).combat?.render?.();
  });
}
