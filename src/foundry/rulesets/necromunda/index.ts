/**
 * Necromunda's adapter plugin (rulesets/plugin.ts): its fighter and vehicle models and their gang
 * sheets (necromunda-movement.md § Fighters, § Vehicle Movement).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideFighterData } from "./fighter-data";
import { StrideFighterSheet, StrideVehicleSheet } from "./gang-sheets";
import { StrideVehicleData } from "./vehicle-data";
import { readyPinnedMigration } from "./pinned-migration";

/** Necromunda's plugin. */
export const necromundaPlugin: RulesetPlugin = {
  id: "necromunda",
  actors: [
    { model: StrideFighterData, sheet: StrideFighterSheet },
    { model: StrideVehicleData, sheet: StrideVehicleSheet },
  ],
  templates: [systemPath("templates/actor/fighter-sheet.hbs"), systemPath("templates/actor/vehicle-sheet.hbs")],
  // Pinned is the Prone status: fighters saved with a `pinned` field move to it (pinned-migration.ts).
  registerHooks: () => {
    Hooks.once("ready", () => void readyPinnedMigration());
  },
  // The fighter and vehicle models that read warnings by the engine (active.ts).
  load: () => import("./active"),
  // Distances are measured true with a tape (necromunda-movement.md § Movement: moves are measured in
  // inches): a diagonal inch counts √2, on a grid of 1" spaces.
  sceneDefaults: () => ({ grid: { diagonals: CONST.GRID_DIAGONALS.EXACT, units: "in", distance: 1 } }),
};
