/**
 * The sheet of OpenD6 `d6vehicle` actors: Move, Maneuverability, Toughness, armour, scale, kind,
 * speed and damage levels, passengers, and the five speed levels with their ranges and difficulties.
 * @module
 */
import type { D6VehicleSheetSystem } from "./d6-vehicle-sheet-context";
import { defineActorSheet } from "../../applications/sheets/sheet-common";

/** The ApplicationV2 sheet of `d6vehicle` actors. */
export const StrideD6VehicleSheet = defineActorSheet({
  kind: "d6vehicle",
  template: "templates/actor/d6-vehicle-sheet.hbs",
  width: 600,
  height: 720,
  context: async (actor, editable, localize) =>
    // The view-model reads the ruleset's engine: loaded with the first sheet opened.
    (await import("./d6-vehicle-sheet-context")).d6VehicleSheetContext(
      actor as { name: string; img: string | null; system: D6VehicleSheetSystem },
      editable,
      localize,
      // Passengers are world actors by id (the WFRP4e vehicle keeps its passengers the same way).
      (id) => game.actors?.get(id)?.name ?? null,
    ),
});
