/**
 * The weather a GM rolled for a scene, as stored on it (`flags.stride.weather`, chat/weather-card.ts
 * rollWeather) and read by the cards of the models on it (TestSituation.weather).
 * @module
 */
import type { SceneWeather } from "../../rules";
import { SYSTEM_ID } from "../constants";

/** The scene flag's key (`flags.stride.weather`). */
export const WEATHER_FLAG = "weather";

/**
 * The weather stored on a scene, or undefined when none is (a TestSituation's `weather`).
 * Read from `flags.stride.weather`, written by {@link rollWeather}.
 */
export function sceneWeather(
  scene: { readonly flags?: Record<string, unknown> } | null | undefined,
): SceneWeather | undefined {
  const stored = (scene?.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[WEATHER_FLAG];
  const dice = (stored as { dice?: unknown } | null | undefined)?.dice;
  return Array.isArray(dice) ? (stored as SceneWeather) : undefined;
}
