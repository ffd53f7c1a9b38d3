/**
 * The `stride-movement` module's entry point: Stride's movement rules inside another game system
 * (the Warhammer 40,000 roleplay and Dark Heresy 2nd edition systems, Shadowrun 5th edition,
 * OpenD6). The same engine and adapter as the system (stride.ts), with the rulesets' host adapters
 * in place of their actor models and sheets (foundry/rulesets/host-plugins.ts). It wires the ruler,
 * the drag's stop and the hard check, the turn's movement history, terrain regions and the token
 * HUD's movement actions, the scene's gravity; no actor types, sheets or chat cards.
 * @module
 */
import "../styles/stride.scss";
import "./foundry/rulesets/host-plugins";
import { moduleI18nInit, moduleInit, moduleInactive, moduleReady } from "./foundry/hooks/module-init";
import { onHook } from "./foundry/hooks/on-hook";
import { preUpdateToken } from "./foundry/hooks/move-token";
import { renderSceneConfig } from "./foundry/hooks/render-scene-config";
import { diceSoNiceReady } from "./foundry/hooks/dice-so-nice-ready";

Hooks.once("init", moduleInit);
Hooks.once("i18nInit", moduleI18nInit);
Hooks.once("ready", moduleReady);
onHook("preUpdateToken", (document: Parameters<typeof preUpdateToken>[0], changes: Record<string, unknown>) => {
  if (!moduleInactive()) preUpdateToken(document, changes);
});
onHook(
  "renderSceneConfig",
  (app: Parameters<typeof renderSceneConfig>[0], html: Parameters<typeof renderSceneConfig>[1]) => {
    if (!moduleInactive()) renderSceneConfig(app, html);
  },
);
onHook("diceSoNiceReady", (dice3d: Parameters<typeof diceSoNiceReady>[0]) => {
  if (!moduleInactive()) diceSoNiceReady(dice3d);
});
