/**
 * The sheet of Shadowrun `runner` actors: metatype, attributes, skills, Armour, the Physical
 * limit and condition monitors, and the Combat Turn's rates they give.
 * @module
 */
import type { RunnerSheetSystem } from "./runner-sheet-context";
import { defineActorSheet } from "../../applications/sheets/sheet-common";
import { historyTestsUsed, type HistoryToken } from "../../data/token-history";
import { activeRuleset } from "../../settings";

/**
 * Sprinting tests the runner's first active token rolled this movement history (the card counts
 * them on the token: movement/history.ts); 0 without a token or outside a combat.
 */
export function sprintTestsUsed(actor: unknown): number {
  const token = (actor as { getActiveTokens?: () => { document?: HistoryToken }[] }).getActiveTokens?.()[0];
  return token?.document ? historyTestsUsed(token.document, activeRuleset(), "sprint") : 0;
}

/** The ApplicationV2 sheet of `runner` actors. */
export const StrideRunnerSheet = defineActorSheet({
  kind: "runner",
  template: "templates/actor/runner-sheet.hbs",
  width: 560,
  height: 680,
  context: async (actor, editable, localize) =>
    // The view-model reads the ruleset's engine: loaded with the first sheet opened.
    (await import("./runner-sheet-context")).runnerSheetContext(
      actor as { name: string; img: string | null; system: RunnerSheetSystem },
      editable,
      localize,
      sprintTestsUsed(actor),
      game.time?.worldTime ?? 0,
    ),
});
