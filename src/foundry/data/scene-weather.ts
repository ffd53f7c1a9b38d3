/**
 * The weather a GM rolled for a scene, as stored on it (`flags.stride.weather`, chat/weather-card.ts
 * rollWeather) and read by the cards of the models on it (TestSituation.weather).
 * @module
 */
import type { SceneWeather } from "../../rules";
import { SYSTEM_ID } from "../constants";

/** The scene flag's key (`flags.stride.weather`). */
export const WEATHER_FLAG = "weather";

/** The compass bearing's key inside the weather flag (`flags.stride.weather.windFrom`), set in the scene configuration. */
export const WIND_FROM_KEY = "windFrom";

/**
 * The weather stored on a scene, or undefined when none is (a TestSituation's `weather`).
 * Read from `flags.stride.weather`, written by chat/weather-card.ts rollWeather; its `windFrom`
 * (degrees clockwise from north, a number or the scene form's numeric text) kept as a number (the
 * engine reads it as a bearing), dropped when blank or not a number.
 */
export function sceneWeather(
  scene: { readonly flags?: Record<string, unknown> } | null | undefined,
): SceneWeather | undefined {
  const stored = (scene?.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[WEATHER_FLAG];
  const dice = (stored as { dice?: unknown } | null | undefined)?.dice;
  if (!Array.isArray(dice)) return undefined;
  const raw = (stored as Record<string, unknown>)[WIND_FROM_KEY];
  const windFrom = raw === "" || raw === null ? NaN : Number(raw);
  return { dice: dice as SceneWeather["dice"], ...(Number.isFinite(windFrom) ? { windFrom } : {}) };
}
