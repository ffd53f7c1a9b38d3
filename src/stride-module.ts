/**
 * The `stride-movement` module's entry point: Stride's movement rules inside another game system
 * (the Warhammer 40,000 roleplay and Dark Heresy 2nd edition systems, Shadowrun 5th edition,
 * OpenD6). The same engine and adapter as the system (stride.ts), with the rulesets' host adapters
 * in place of their actor models and sheets (foundry/rulesets/host-plugins.ts). It wires the ruler,
 * the drag's stop and the hard check, the turn's movement history, terrain regions and the token
 * HUD's movement actions and Stride's buttons on the host's token HUD (the movement tests, the
 * vehicle tests, the leap, lift, ductway, sprint and panic controls, and the active ruleset's own:
 * render-token-hud.ts), the scene's gravity, and what a finished move sets off: the generic chat
 * cards (tests, falls, notices) with their buttons, and the GM's requests; no actor types or sheets.
 * Every hook does nothing on a host no plugin lists (`moduleInactive`).
 * @module
 */
import "../styles/stride.scss";
import "./foundry/rulesets/host-plugins";
import { moduleI18nInit, moduleInit, moduleInactive, moduleReady } from "./foundry/hooks/module-init";
import { onHook, type HookHandler } from "./foundry/hooks/on-hook";
import { moveToken, preUpdateToken, stopToken } from "./foundry/hooks/move-token";
import { renderChatMessageHTML } from "./foundry/hooks/render-chat-message";
import { renderTokenHUD } from "./foundry/hooks/render-token-hud";
import { renderVehicleTestsHUD } from "./foundry/hooks/vehicle-tests-hud";
import { renderSceneConfig } from "./foundry/hooks/render-scene-config";
import { renderWindConfig } from "./foundry/hooks/render-wind-config";
import { renderRegionBehaviorConfig } from "./foundry/hooks/render-region-behavior-config";
import { diceSoNiceReady } from "./foundry/hooks/dice-so-nice-ready";
import { updateChatMessageGuard } from "./foundry/hooks/gm-modifier-guard";
import { updateUserHook } from "./foundry/requests";

/** `Hooks.on(name, handler)`, the handler skipped while the module is inactive on this host. */
function onActiveHook<H extends HookHandler>(name: string, handler: H): void {
  onHook(name, (...args: Parameters<H>) => {
    if (!moduleInactive()) handler(...args);
  });
}

Hooks.once("init", moduleInit);
Hooks.once("i18nInit", moduleI18nInit);
Hooks.once("ready", moduleReady);
onActiveHook("preUpdateToken", preUpdateToken);
onActiveHook("renderSceneConfig", renderSceneConfig);
onActiveHook("renderSceneConfig", renderWindConfig);
onActiveHook("renderRegionBehaviorConfig", renderRegionBehaviorConfig);
onActiveHook("moveToken", moveToken);
onActiveHook("stopToken", stopToken);
onActiveHook("renderChatMessageHTML", renderChatMessageHTML);
onActiveHook("renderTokenHUD", renderTokenHUD);
onActiveHook("renderTokenHUD", renderVehicleTestsHUD);
onActiveHook("updateUser", updateUserHook);
onActiveHook("updateChatMessage", updateChatMessageGuard);
onActiveHook("diceSoNiceReady", diceSoNiceReady);
