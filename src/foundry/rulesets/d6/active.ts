/**
 * What only an OpenD6 world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its own):
 * the character and vehicle models that derive their values by the engine, the active GM's handling
 * of a player's made ram or sideswipe (host/strike-request.ts, § Ramming & Sideswiping Vehicles) and
 * the wind's compass point in the scene configuration (hooks/render-wind-config.ts, § Sailing Ships).
 * @module
 */
import type { ActorModelClass } from "../../data/actor/actor-model";
import { onHook } from "../../hooks/on-hook";
import { renderWindConfig } from "../../hooks/render-wind-config";
import { StrideD6CharacterModel } from "./d6-character-model";
import { StrideD6VehicleModel } from "./d6-vehicle-model";
import { registerStrikeRequest } from "./host/strike-request";

/** The character and vehicle models with their derivation, in place of the schema-only ones. */
export const actorModels: readonly ActorModelClass[] = [StrideD6CharacterModel, StrideD6VehicleModel];

/** The `strike` request and the scene configuration's wind field. */
export function registerHooks(): void {
  registerStrikeRequest();
  onHook("renderSceneConfig", renderWindConfig);
}
