/**
 * What only a Shadowrun world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its own):
 * the treading-water clock (shadowrun-movement.md § Swimming).
 * @module
 */
import { onHook } from "../../hooks/on-hook";
import { treadWaterWorldTime } from "./tread-water";

/** Treading water keeps time with the world's clock (tread-water.ts). */
export function registerHooks(): void {
  onHook("updateWorldTime", treadWaterWorldTime);
}
