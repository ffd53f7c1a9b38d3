/**
 * The sheet of Shadowrun `runner` actors: metatype, attributes, skills, Armour, the Physical
 * limit and condition monitors, and the Combat Turn's rates they give.
 * @module
 */
import { runnerSheetContext, type RunnerSheetSystem } from "./runner-sheet-context";
import { defineActorSheet } from "./sheet-common";

/** Where the adapter counts a token's tests this movement history (see the lead's wiring); 0 when unset. */
function sprintTestsUsed(actor: unknown): number {
  const token = (
    actor as { getActiveTokens?: () => { document?: { getFlag?(s: string, k: string): unknown } }[] }
  ).getActiveTokens?.()[0];
  const used = Number(token?.document?.getFlag?.("stride", "historyTests.sprint"));
  return Number.isFinite(used) ? used : 0;
}

/** The ApplicationV2 sheet of `runner` actors. */
export const StrideRunnerSheet = defineActorSheet({
  kind: "runner",
  template: "templates/actor/runner-sheet.hbs",
  width: 560,
  height: 680,
  context: (actor, editable, localize) =>
    runnerSheetContext(
      actor as { name: string; img: string | null; system: RunnerSheetSystem },
      editable,
      localize,
      sprintTestsUsed(actor),
    ),
});
