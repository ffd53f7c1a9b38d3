/**
 * Shadowrun's adapter plugin (rulesets/plugin.ts): its runner model and sheet
 * (shadowrun-movement.md § Movement), and the treading-water clock (§ Swimming).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideRunnerData } from "./runner-data";
import { StrideRunnerSheet } from "./runner-sheet";

/** Shadowrun's plugin. */
export const shadowrunPlugin: RulesetPlugin = {
  id: "shadowrun",
  actors: [{ model: StrideRunnerData, sheet: StrideRunnerSheet }],
  templates: [systemPath("templates/actor/runner-sheet.hbs")],
  // The runner model that derives by the engine (runner-model.ts); § Swimming: treading water keeps
  // time with the world's clock (active.ts, tread-water.ts).
  load: () => import("./active"),
};
