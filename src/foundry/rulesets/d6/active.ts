/**
 * What only an OpenD6 world loads (rulesets/plugin.ts `RulesetPluginChunk`, in a chunk of its own):
 * the active GM's handling of a player's made ram or sideswipe (host/strike-request.ts, § Ramming &
 * Sideswiping Vehicles) and the wind's compass point in the scene configuration
 * (hooks/render-wind-config.ts, § Sailing Ships).
 * @module
 */
import { onHook } from "../../hooks/on-hook";
import { renderWindConfig } from "../../hooks/render-wind-config";
import { registerStrikeRequest } from "./host/strike-request";

/** The `strike` request and the scene configuration's wind field. */
export function registerHooks(): void {
  registerStrikeRequest();
  onHook("renderSceneConfig", renderWindConfig);
}
