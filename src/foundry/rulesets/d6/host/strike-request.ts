/**
 * The `strike` request (effects/strike.ts) decided by OpenD6's reading of the scene (the engine's
 * strikeOnScene, d6-movement.txt § Ramming & Sideswiping Vehicles): registered by the system's
 * OpenD6 chunk (../active.ts) and the module's OpenD6 host plugin (rulesets/host-plugins.ts).
 * @module
 */
import { strikeOnScene } from "../../../../rules/rulesets/d6/strike-scene";
import { registerRequest } from "../../../requests";
import { STRIKE_REQUEST, strikeRequestHandler } from "../../../effects/strike";

/** Registers the `strike` request with OpenD6's reading of the scene. */
export function registerStrikeRequest(): void {
  registerRequest(STRIKE_REQUEST, strikeRequestHandler(strikeOnScene));
}
