/**
 * Stride's entry point: styles, and the hooks wired to their named functions.
 * @module
 */
import "../styles/stride.scss";
import { createActiveEffect } from "./foundry/hooks/create-active-effect";
import { i18nInit, init } from "./foundry/hooks/init";
import { moveToken } from "./foundry/hooks/move-token";
import { renderChatMessageHTML } from "./foundry/hooks/render-chat-message";
import { renderSceneConfig } from "./foundry/hooks/render-scene-config";
import { renderTokenHUD } from "./foundry/hooks/render-token-hud";
import { registerSocket } from "./foundry/socket";
import { registerJourneyHooks } from "./foundry/applications/journey/journey-hooks";

Hooks.once("init", init);
Hooks.once("i18nInit", i18nInit);
Hooks.once("ready", registerSocket);
Hooks.on("renderSceneConfig", renderSceneConfig as never);
Hooks.on("renderChatMessageHTML", renderChatMessageHTML as never);
Hooks.on("renderTokenHUD", renderTokenHUD as never);
Hooks.on("createActiveEffect", createActiveEffect as never);
// fvtt-types 13.345.1 does not declare the v13 movement hooks (shared/foundry-v13.md).
Hooks.on("moveToken" as never, moveToken as never);
registerJourneyHooks();
