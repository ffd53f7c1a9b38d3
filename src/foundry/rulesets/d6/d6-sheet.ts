/**
 * The sheet of OpenD6 `d6character` actors: Move, flying Move, attributes and skill codes, and
 * the base distances and running difficulties they give.
 * @module
 */
import { d6SheetContext, type D6SheetSystem } from "./d6-sheet-context";
import { defineActorSheet } from "../../applications/sheets/sheet-common";

/** The ApplicationV2 sheet of `d6character` actors. */
export const StrideD6Sheet = defineActorSheet({
  kind: "d6character",
  template: "templates/actor/d6-character-sheet.hbs",
  width: 560,
  height: 700,
  context: (actor, editable, localize) =>
    d6SheetContext(actor as { name: string; img: string | null; system: D6SheetSystem }, editable, localize),
});
