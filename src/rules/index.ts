/**
 * Stride's rules engine: pure functions of plain numbers and records. This module is the
 * public API, also exposed to macros and modules as `rules` on the system API object.
 * @module
 */
export * from "./types";
export type * from "./scene";
export type * from "./effects";
export type * from "./ruleset";
export type * from "./capabilities";
export * from "./card-text";
export * from "./dice";
export * from "./geometry";
export { getRuleset, isRulesetId, RULESET_IDS, DEFAULT_RULESET, type RulesetId } from "./rulesets";
export * as dh2 from "./rulesets/dh2";
export * as necromunda from "./rulesets/necromunda";
export * from "./moves/scene-query";
export * from "./moves/finished";
export * from "./moves/vehicles";
export * from "./moves/landings";
export * from "./moves/structures";
