/**
 * The sheet of each actor data model that declares one (`metadata.sheet`); `init` registers each
 * with its model (data/actor/actor-models.ts `registerActorModel`).
 * @module
 */
import type { ActorModelClass } from "../../data/actor/actor-model";
import type { ActorSheetClass } from "../../data/actor/actor-models";
import { StrideCharacterModel } from "../../data/actor/character-model";
import { StrideD6CharacterModel } from "../../data/actor/d6/d6-character-model";
import { StrideD6VehicleModel } from "../../data/actor/d6/d6-vehicle-model";
import { StrideFighterModel } from "../../data/actor/fighter-model";
import { StrideRunnerModel } from "../../data/actor/shadowrun/runner-model";
import { StrideVehicleModel } from "../../data/actor/vehicle-model";
import { StrideCharacterSheet } from "./character-sheet";
import { StrideD6Sheet } from "./d6-sheet";
import { StrideD6VehicleSheet } from "./d6-vehicle-sheet";
import { StrideFighterSheet, StrideVehicleSheet } from "./gang-sheets";
import { StrideRunnerSheet } from "./runner-sheet";

/** Each actor model's sheet, by model class. */
export const ACTOR_SHEETS: ReadonlyMap<ActorModelClass, ActorSheetClass> = new Map<ActorModelClass, ActorSheetClass>([
  [StrideCharacterModel, StrideCharacterSheet],
  [StrideFighterModel, StrideFighterSheet],
  [StrideVehicleModel, StrideVehicleSheet],
  [StrideRunnerModel, StrideRunnerSheet],
  [StrideD6CharacterModel, StrideD6Sheet],
  [StrideD6VehicleModel, StrideD6VehicleSheet],
]);
