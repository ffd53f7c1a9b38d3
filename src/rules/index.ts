/**
 * Stride's rules engine: pure functions of plain numbers and records. This module is the
 * public API, also exposed to macros and modules as `rules` on the system API object.
 * @module
 */
export * from "./types";
export type * from "./scene";
export type * from "./effects";
export type * from "./ruleset";
export { manifestOf } from "./ruleset";
export type * from "./capabilities";
export * from "./card-text";
export * from "./gm-modifier";
export * from "./dice";
export * from "./geometry";
export {
  DEFAULT_RULESET,
  getRuleset,
  hasRuleset,
  isRulesetId,
  isRulesetLoaded,
  loadRuleset,
  loadRulesets,
  registerRuleset,
  RULESET_IDS,
  rulesetIds,
  rulesetManifest,
  unregisterRuleset,
  type RulesetId,
} from "./rulesets";
export * from "./moves/drag";
export * from "./moves/drag-bands";
export * from "./moves/drag-zone";
export { shadowrunPool } from "./rulesets/shadowrun/pool";
export * from "./scene/query";
export { areaFromRings, ELLIPSE_SIDES, regionArea } from "./scene/shapes";
export * from "./moves/finished";
export {
  clearedEdges,
  EDGE_CLEARED,
  EDGE_REGION_OPTION,
  edgeMark,
  edgeMarkOf,
  type ClearedEdges,
} from "./moves/edge-marks";
export { airborneConditions, flightPositionOf, FLY_ACTION, isAirborneStep } from "./moves/flight";
export { OBSTACLE_CONDITION } from "./scene/terrain-ids";
export {
  obstaclesCrossed,
  ridersOf,
  shoveCarrying,
  vehicleMoveEffects,
  type VehicleMoveOptions,
} from "./moves/vehicles";
export * from "./moves/landings";
export * from "./moves/structures";
export { readObstacles } from "./moves/obstacles";
export * from "./moves/directly";
export * from "./moves/ground";
export * from "./moves/backtrack";
export * from "./scene/path";
export * from "./scene/shove";
export { involuntaryEnd, involuntaryEnds, shoveEffects } from "./moves/involuntary";
export * from "./moves/turn-action";
export * from "./moves/turn-bands";
export * from "./play/index";
export * from "./moves/terrain-steps";
export * from "./moves/status-turn-start";
export { isClimbStep, jumpDownDrop, overhangBlocks, stepRiseCost, type StepVertical } from "./moves/vertical-steps";
export { CLIMB_DOWN_MODE, CLIMB_UP_MODE, stepMode } from "./moves/step-mode";
export * from "./map";
