/**
 * Stride's entry point: styles, and the hooks wired to their named functions.
 * @module
 */
import "../styles/stride.scss";
import "./foundry/rulesets/built-in";
import { createActiveEffect } from "./foundry/hooks/create-active-effect";
import { actorChanged } from "./foundry/hooks/derived-statuses";
import { i18nInit, init } from "./foundry/hooks/init";
import { moveToken, preUpdateToken, stopToken } from "./foundry/hooks/move-token";
import { renderChatMessageHTML } from "./foundry/hooks/render-chat-message";
import { renderSceneConfig } from "./foundry/hooks/render-scene-config";
import { refreshTrackerOnStatus, renderCombatTracker } from "./foundry/hooks/render-combat-tracker";
import { renderTokenHUD } from "./foundry/hooks/render-token-hud";
import { onHook } from "./foundry/hooks/on-hook";
import { setupTours } from "./foundry/nue/tours";
import { renderRegionBehaviorConfig } from "./foundry/hooks/render-region-behavior-config";
import { pushOffMoveToken } from "./foundry/hooks/push-off";
import { combatTurnChange } from "./foundry/hooks/flight-stall";
import { createActiveEffectFlight } from "./foundry/hooks/flight-stop";
import { updateUserHook } from "./foundry/requests";
import { updateChatMessageGuard } from "./foundry/hooks/gm-modifier-guard";
import { registerWeatherControl } from "./foundry/hooks/weather-control";
import { renderVehicleTestsHUD } from "./foundry/hooks/vehicle-tests-hud";
import { readyMovementActions } from "./foundry/hooks/reset-movement-actions";
import { preCreateScene } from "./foundry/hooks/scene-defaults";
import { diceSoNiceReady } from "./foundry/hooks/dice-so-nice-ready";
import { markWorldReady } from "./foundry/rulesets/loading";

Hooks.once("init", init);
Hooks.once("i18nInit", i18nInit);
Hooks.once("setup", setupTours);
Hooks.once("ready", () => void readyMovementActions());
Hooks.once("ready", markWorldReady);
onHook("renderSceneConfig", renderSceneConfig);
onHook("renderCombatTracker", renderCombatTracker);
onHook("createActiveEffect", refreshTrackerOnStatus);
onHook("deleteActiveEffect", refreshTrackerOnStatus);
onHook("renderRegionBehaviorConfig", renderRegionBehaviorConfig);
onHook("renderChatMessageHTML", renderChatMessageHTML);
onHook("diceSoNiceReady", diceSoNiceReady);
onHook("renderTokenHUD", renderTokenHUD);
onHook("renderTokenHUD", renderVehicleTestsHUD);
onHook("createActiveEffect", createActiveEffect);
onHook("createActor", actorChanged);
onHook("updateActor", actorChanged);
onHook("moveToken", moveToken);
onHook("stopToken", stopToken);
onHook("preUpdateToken", preUpdateToken);
onHook("preCreateScene", preCreateScene);
onHook("updateUser", updateUserHook);
onHook("updateChatMessage", updateChatMessageGuard);
onHook("moveToken", pushOffMoveToken);
onHook("combatTurnChange", combatTurnChange);
onHook("createActiveEffect", createActiveEffectFlight);
registerWeatherControl();
