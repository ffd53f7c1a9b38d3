/**
 * What only a Necromunda world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its
 * own): the fighter and vehicle models that read their data by the engine.
 * @module
 */
import type { ActorModelClass } from "../../data/actor/actor-model";
import { StrideFighterModel } from "./fighter-model";
import { StrideVehicleModel } from "./vehicle-model";

/** The fighter and vehicle models with their derivation, in place of the schema-only ones. */
export const actorModels: readonly ActorModelClass[] = [StrideFighterModel, StrideVehicleModel];
