/**
 * Registers Stride's actor data models: `init` registers each plugin's models under their
 * `metadata.types` with their sheets (hooks/init.ts, rulesets/plugin.ts), as Draw Steel registers
 * its data models from their `metadata.type` (draw-steel.mjs; docs/foundry-evidence.md § 20).
 * @module
 */
import { SYSTEM_ID } from "../../constants";
import type { ActorSheetClass } from "../../rulesets/plugin";
import type { ActorModelClass } from "./actor-model";

/**
 * Registers an actor model under each of its `metadata.types` in `CONFIG.Actor.dataModels` and,
 * when it declares a sheet and one is given, that sheet as those types' default with the declared
 * label (`DocumentSheetConfig.registerSheet`, foundryvtt.com/api/classes/foundry.applications.apps.DocumentSheetConfig.html).
 * @param sheet the sheet class of the model (its plugin's `actors` entry)
 */
export function registerActorModel(model: ActorModelClass, sheet?: ActorSheetClass): void {
  const { types, sheet: declared } = model.metadata;
  for (const type of types) (CONFIG.Actor.dataModels as Record<string, unknown>)[type] = model;
  if (!declared || !sheet) return;
  foundry.applications.apps.DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, sheet, {
    types: [...types],
    makeDefault: true,
    label: declared.label,
  });
}
