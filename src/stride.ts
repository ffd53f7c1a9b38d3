/**
 * Stride's entry point: styles, and the hooks wired to their named functions.
 * @module
 */
import "../styles/stride.scss";
import { init } from "./foundry/hooks/init";
import { renderSceneConfig } from "./foundry/hooks/render-scene-config";

Hooks.once("init", init);
Hooks.on("renderSceneConfig", renderSceneConfig as never);
