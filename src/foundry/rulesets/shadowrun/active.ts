/**
 * What only a Shadowrun world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its own):
 * the runner model that derives rates, tests and swimming by the engine, and the treading-water
 * clock (shadowrun-movement.md § Swimming).
 * @module
 */
import type { ActorModelClass } from "../../data/actor/actor-model";
import { onHook } from "../../hooks/on-hook";
import { StrideRunnerModel } from "./runner-model";
import { treadWaterWorldTime } from "./tread-water";

/** Treading water keeps time with the world's clock (tread-water.ts). */
export function registerHooks(): void {
  onHook("updateWorldTime", treadWaterWorldTime);
}

/** The runner model with its derivation, in place of runner-data.ts's schema-only one. */
export const actorModels: readonly ActorModelClass[] = [StrideRunnerModel];
