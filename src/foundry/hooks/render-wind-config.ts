/**
 * The `renderSceneConfig` hook of a ruleset whose weather has a compass (WeatherCapability.compass:
 * opend6's wind, d6-movement.txt § Sailing Ships): the compass point the wind blows from, beside
 * core's weather field (its tab; else the grid tab), stored as `flags.stride.weather.windFrom`
 * (data/scene-weather.ts reads it back). Registered by that ruleset's chunk (rulesets/d6/active.ts)
 * and by the module; docs/foundry-evidence.md § 53.
 * @module
 */
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import type { SceneLike } from "../movement/allowance";
import { activeRuleset } from "../settings";
import { sceneWeather, WEATHER_FLAG, WIND_FROM_KEY } from "../data/scene-weather";
import { selectFormGroup } from "./render-scene-config";

/** The wind's bearing field (data/scene-weather.ts reads `flags.stride.weather.windFrom`). */
export const WIND_FROM_FIELD = `flags.${SYSTEM_ID}.${WEATHER_FLAG}.${WIND_FROM_KEY}`;

/**
 * Builds the wind's compass form group for a scene: not set, or one of the ruleset's compass
 * points (WeatherCapability.compass, degrees; lang keys `STRIDE.Compass.<degrees>`), the stored
 * bearing selected.
 */
export function windFromFormGroup(
  doc: Document,
  scene: SceneLike | null,
  points: readonly number[],
  localize: (key: string) => string,
): HTMLElement {
  const stored = sceneWeather(scene)?.windFrom;
  const options = [
    { value: "", key: "STRIDE.Compass.none" },
    ...points.map((p) => ({ value: String(p), key: `STRIDE.Compass.${p}` })),
  ];
  const current = stored !== undefined && points.includes(stored) ? String(stored) : "";
  return selectFormGroup(doc, "windFrom", WIND_FROM_FIELD, options, current, localize);
}

/** Adds the wind's compass point once per render, for the active ruleset's weather compass. */
export function renderWindConfig(app: { document?: unknown }, html: HTMLElement): void {
  guard("scene config wind", undefined, () => {
    const compass = activeRuleset().weather?.compass;
    if (!compass?.length || html.querySelector(".stride-windFrom")) return;
    const tab = html.querySelector('[name="weather"]')?.closest(".tab") ?? html.querySelector('.tab[data-tab="grid"]');
    if (!tab) return;
    const scene = (app.document ?? null) as SceneLike | null;
    tab.append(windFromFormGroup(html.ownerDocument, scene, compass, (k) => game.i18n!.localize(k)));
  });
}
