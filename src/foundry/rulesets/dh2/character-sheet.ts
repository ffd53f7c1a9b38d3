/**
 * The sheet of `character` and `npc` actors: characteristics, bonuses, Size, flight traits,
 * the movement rates they give and the editable band modifiers.
 * @module
 */
import type { CharacterSheetSystem } from "./character-sheet-context";
import type { Gravity } from "../../../rules";
import { sceneGravity } from "../../movement/allowance";
import { defineActorSheet } from "../../applications/sheets/sheet-common";

/** The ApplicationV2 sheet of `character` and `npc` actors. */
export const StrideCharacterSheet = defineActorSheet({
  kind: "character",
  template: "templates/actor/character-sheet.hbs",
  width: 560,
  height: 640,
  context: async (actor, editable, localize) =>
    // The view-model reads the ruleset's engine: loaded with the first sheet opened.
    (await import("./character-sheet-context")).characterSheetContext(
      actor as { name: string; img: string | null; system: CharacterSheetSystem },
      editable,
      localize,
      // The limits at the gravity the actor stands under too (the actor's data holds them at normal
      // gravity; standing-gravity.ts), or, standing on no scene, the viewed scene's; `canvas.scene`
      // is the viewed scene (https://foundryvtt.com/api/classes/foundry.canvas.Canvas.html#scene).
      (actor as { system: { gravity?: Gravity | null } }).system.gravity ?? sceneGravity(canvas?.scene ?? null),
    ),
  // The underwater line's reset button (templates/actor/character-sheet.hbs `data-action="resetUnderwater"`):
  // the actor's model clears its rounds held and sinking (character-model.ts resetUnderwater).
  actions: {
    resetUnderwater: (actor) =>
      (actor as { system: { resetUnderwater?: () => Promise<unknown> } }).system.resetUnderwater?.() ??
      Promise.resolve(),
  },
});
