/**
 * Stride's region behaviours and terrain data, registered by the system's and the module's `init`.
 * @module
 */
import { StrideTerrainBehaviorModel, TERRAIN_BEHAVIOR_TYPE } from "../data/region-behavior/terrain-behavior";
import {
  DUCTWAY_BEHAVIOR_TYPE,
  LIFT_BEHAVIOR_TYPE,
  StrideDuctwayBehaviorModel,
  StrideLiftBehaviorModel,
} from "../data/region-behavior/structure-behaviors";
import { StrideTerrainData } from "../data/terrain-data";

/**
 * Registers Stride's region behaviours (terrain, ductway, lift) under their types with their icons
 * (`CONFIG.RegionBehavior.dataModels`, `typeIcons`), and its terrain data as the token movement's
 * `TerrainData`.
 */
export function registerRegionBehaviors(): void {
  const behaviors = CONFIG.RegionBehavior.dataModels as Record<string, unknown>;
  const behaviorIcons = CONFIG.RegionBehavior.typeIcons;
  behaviors[TERRAIN_BEHAVIOR_TYPE] = StrideTerrainBehaviorModel;
  behaviorIcons[TERRAIN_BEHAVIOR_TYPE] = "fa-solid fa-mountain";
  behaviors[DUCTWAY_BEHAVIOR_TYPE] = StrideDuctwayBehaviorModel;
  behaviorIcons[DUCTWAY_BEHAVIOR_TYPE] = "fa-solid fa-person-through-window";
  behaviors[LIFT_BEHAVIOR_TYPE] = StrideLiftBehaviorModel;
  behaviorIcons[LIFT_BEHAVIOR_TYPE] = "fa-solid fa-elevator";
  (CONFIG.Token.movement as unknown as { TerrainData: unknown }).TerrainData = StrideTerrainData;
}
