/**
 * Stride's actor data models, in one list: `init` registers each under its `metadata.types` with
 * its sheet (hooks/init.ts), as Draw Steel registers its data models from their `metadata.type`
 * (draw-steel.mjs; docs/foundry-evidence.md § 20).
 * @module
 */
import { SYSTEM_ID } from "../../constants";
import type { ActorModelClass } from "./actor-model";
import { StrideCharacterModel } from "./character-model";
import { StrideD6CharacterModel } from "./d6/d6-character-model";
import { StrideD6VehicleModel } from "./d6/d6-vehicle-model";
import { StrideFighterModel } from "./fighter-model";
import { StrideRunnerModel } from "./shadowrun/runner-model";
import { StrideVehicleModel } from "./vehicle-model";

/** Every actor data model class, in system.json's order of their types. */
export const ACTOR_MODELS: readonly ActorModelClass[] = [
  StrideCharacterModel,
  StrideFighterModel,
  StrideVehicleModel,
  StrideRunnerModel,
  StrideD6CharacterModel,
  StrideD6VehicleModel,
];

/** An actor sheet class, as `DocumentSheetConfig.registerSheet` takes it. */
export type ActorSheetClass = Parameters<typeof foundry.applications.apps.DocumentSheetConfig.registerSheet>[2];

/**
 * Registers an actor model under each of its `metadata.types` in `CONFIG.Actor.dataModels` and,
 * when it declares a sheet and one is given, that sheet as those types' default with the declared
 * label (`DocumentSheetConfig.registerSheet`, foundryvtt.com/api/classes/foundry.applications.apps.DocumentSheetConfig.html).
 * @param sheet the sheet class of the model (applications/sheets/actor-sheets.ts)
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
