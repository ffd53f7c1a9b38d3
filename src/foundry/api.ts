/**
 * The global API object: `game.system.api` and `globalThis.stride`.
 * @module
 */
import * as rules from "../rules";
import { activeRuleset, activeVariant } from "./settings";

/** What macros and modules can call. `rules` is the pure engine (src/rules/index.ts). */
export const api = {
  rules,
  /** The world's active ruleset object. */
  activeRuleset,
  /** The world's active ruleset variant id. */
  activeVariant,
} as const;

/** The API's type. */
export type StrideApi = typeof api;
