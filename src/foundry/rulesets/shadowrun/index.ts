/**
 * Shadowrun's adapter plugin (rulesets/plugin.ts): its runner model and sheet
 * (shadowrun-movement.md § Movement), and the treading-water clock (§ Swimming).
 * @module
 */
import { systemPath } from "../../constants";
import type { RulesetPlugin } from "../plugin";
import { StrideRunnerModel } from "./runner-model";
import { StrideRunnerSheet } from "./runner-sheet";

/** Shadowrun's plugin. */
export const shadowrunPlugin: RulesetPlugin = {
  id: "shadowrun",
  actors: [{ model: StrideRunnerModel, sheet: StrideRunnerSheet }],
  templates: [systemPath("templates/actor/runner-sheet.hbs")],
  // § Swimming: treading water keeps time with the world's clock (active.ts, tread-water.ts).
  load: () => import("./active"),
};
