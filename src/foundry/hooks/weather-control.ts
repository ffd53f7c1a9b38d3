/**
 * The GM's daily weather roll as a Token-controls tool (opend6: the day's wind, d6-movement.txt
 * § Sailing Ships), shown only when the active ruleset has a WeatherCapability. A scene control,
 * not a macro or a token's HUD: the wind belongs to the scene (all its ships), and the GM rolls it
 * once a day wherever the tokens are. `getSceneControlButtons` as the Journey tool
 * (rulesets/dh2/journey/journey-hooks.ts: v13 passes records of controls and their `tools`,
 * https://foundryvtt.com/api/functions/hookEvents.getSceneControlButtons.html).
 * @module
 */
import { rollWeather, type WeatherScene } from "../chat/weather-card";
import { guard, guardAsync } from "../notify";
import { activeRuleset } from "../settings";
import { onHook } from "./on-hook";
import { addGMTokenTool, type SceneControls } from "./scene-control-tool";

/** Rolls the weather for the viewed scene (`canvas.scene`); nothing without one. */
export function rollViewedSceneWeather(): Promise<unknown> {
  const scene = (globalThis as { canvas?: { scene?: WeatherScene | null } }).canvas?.scene;
  return scene ? rollWeather(activeRuleset(), scene) : Promise.resolve(null);
}

/** `getSceneControlButtons`: adds the weather roll to the Token controls for the GM. */
export function weatherSceneControl(controls: SceneControls): void {
  guard("weather scene control", undefined, () => {
    const weather = activeRuleset().weather;
    if (!weather) return;
    addGMTokenTool(controls, {
      id: "weather",
      title: weather.label,
      icon: "fa-solid fa-wind",
      onChange: () => void guardAsync("weather roll", undefined, rollViewedSceneWeather),
    });
  });
}

/** Registers the hook (called once from stride.ts). */
export function registerWeatherControl(): void {
  // fvtt-types 13.345.1 does not declare this v13 hook by this name (shared/foundry-v13.md).
  onHook("getSceneControlButtons", weatherSceneControl);
}
