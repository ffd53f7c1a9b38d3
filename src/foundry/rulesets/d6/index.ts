/**
 * OpenD6's adapter plugin (rulesets/plugin.ts): its character and vehicle models and sheets
 * (d6-movement.txt § Movement, § Vehicles).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideD6CharacterData } from "./d6-character-data";
import { StrideD6Sheet } from "./d6-sheet";
import { StrideD6VehicleData } from "./d6-vehicle-data";
import { StrideD6VehicleSheet } from "./d6-vehicle-sheet";

/** OpenD6's plugin. */
export const d6Plugin: RulesetPlugin = {
  id: "d6",
  actors: [
    { model: StrideD6CharacterData, sheet: StrideD6Sheet },
    { model: StrideD6VehicleData, sheet: StrideD6VehicleSheet },
  ],
  templates: [systemPath("templates/actor/d6-character-sheet.hbs"), systemPath("templates/actor/d6-vehicle-sheet.hbs")],
  // The models that derive by the engine, a player's strike decided by the GM, the wind's compass point (active.ts).
  load: () => import("./active"),
};
