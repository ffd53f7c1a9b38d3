/**
 * The daily weather card (ChatMessage subtype `weatherCard`; opend6: the day's wind, d6-movement.txt
 * § Sailing Ships). The GM rolls the ruleset's WeatherCapability formulas from the scene controls;
 * the dice are stored on the scene (`flags.stride.weather`), where the tests of models on that
 * scene read them (TestSituation.weather), and on the card, which the ruleset words each time it is
 * shown. Only dice are stored: the numbers are re-derived, as the movement test card does.
 * @module
 */
import type { Ruleset, SceneWeather } from "../../rules";

export { sceneWeather, WEATHER_FLAG } from "../data/scene-weather";
import { SYSTEM_ID, subtype, systemPath } from "../constants";
import { rulesetById } from "./card-actor";
import { WEATHER_FLAG } from "../data/scene-weather";
import { gameI18n, localizeText, type CardI18n } from "./localize";
import { applyMessageMode } from "./message-mode";
import type { CardMetadata } from "../data/chat-message/card-metadata";
import { strideRoll } from "./wild-die";

/** The card template. */
export const WEATHER_CARD_TEMPLATE = systemPath("templates/chat/weather-card.hbs");

/** The ChatMessage subtype, as declared in system.json. */
export const WEATHER_CARD_TYPE = subtype("weatherCard");

/** A weather card's system data. */
export interface WeatherCardSystem {
  readonly rulesetId: string;
  /** The scene the weather was rolled for (its name shows; may be gone). */
  readonly sceneName: string;
  /** Each formula's active results, in order (WeatherCapability.fromDice). */
  readonly dice: readonly (readonly number[])[];
}

/** The template context (templates/chat/weather-card.hbs); escaped by Handlebars. */
export type WeatherCardView = {
  readonly title: string;
  readonly scene: string;
  readonly lines: readonly { readonly label: string; readonly value: string }[];
  readonly notes: readonly string[];
};

/**
 * The card's view model, worded by the ruleset's `weather.describe`; a card whose ruleset is gone
 * or whose dice it no longer reads shows only its header.
 */
export function weatherCardView(system: WeatherCardSystem, ruleset: Ruleset | null, i18n: CardI18n): WeatherCardView {
  const scene = system.sceneName;
  const fallback = { title: i18n.localize("TYPES.ChatMessage.weatherCard"), scene, lines: [], notes: [] };
  if (!ruleset?.weather) return fallback;
  try {
    const described = ruleset.weather.describe({ dice: system.dice });
    return {
      title: localizeText(described.title, i18n),
      scene,
      lines: described.lines.map((l) => ({ label: localizeText(l.label, i18n), value: l.value })),
      notes: described.notes.map((n) => localizeText(n, i18n)),
    };
  } catch {
    return fallback;
  }
}

/** A card's template data from its stored data, worded by the ruleset it was rolled under. */
export function weatherCardContext(system: WeatherCardSystem): WeatherCardView {
  return weatherCardView(system, rulesetById(system.rulesetId), gameI18n());
}

/** Renders a card's HTML from its stored data. */
export function renderWeatherCard(system: WeatherCardSystem): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(WEATHER_CARD_TEMPLATE, weatherCardContext(system));
}

/** The weather card's metadata: no buttons, no request. */
export const WEATHER_CARD: CardMetadata = Object.freeze({
  type: WEATHER_CARD_TYPE,
  template: WEATHER_CARD_TEMPLATE,
  actions: {},
});

/** The parts of a Scene the weather roll uses. */
export interface WeatherScene {
  readonly name: string;
  readonly flags?: Record<string, unknown>;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

/** The results of a roll's dice, in order (active results: a Wild Die's explosions count). */
function diceOf(roll: { dice: readonly { results: readonly { result: number; active?: boolean }[] }[] }): number[] {
  return roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
}

/**
 * Rolls the ruleset's weather for a scene (the GM's daily roll): each formula with Foundry's Roll,
 * the dice checked by the ruleset, stored on the scene (`Scene#setFlag(scope, key, value)`, listed on
 * https://foundryvtt.com/api/v14/classes/foundry.documents.Scene.html with getFlag and unsetFlag; the
 * scene's gravity is kept the same way under `flags.stride`) and posted as a weather card with the
 * rolls (ChatMessage `rolls` with `system` and no content, as draw-steel creates its messages:
 * docs/foundry-evidence.md, src/module/applications/ux/enrichers/roll.mjs).
 * @returns the stored weather, or null when the ruleset has none
 */
export async function rollWeather(ruleset: Ruleset, scene: WeatherScene): Promise<SceneWeather | null> {
  const weather = ruleset.weather;
  if (!weather) return null;
  const rolls = [];
  for (const formula of weather.formulas) rolls.push(await strideRoll(formula).evaluate());
  const stored = weather.fromDice(rolls.map((r) => diceOf(r as never)));
  // The day's bearing (opend6: the direction die turned into one) replaces the one stored before, which
  // setFlag's merge would otherwise keep.
  await scene.setFlag(SYSTEM_ID, WEATHER_FLAG, {
    dice: stored.dice.map((d) => [...d]),
    ...(stored.windFrom === undefined ? {} : { windFrom: stored.windFrom }),
  });
  const system: WeatherCardSystem = { rulesetId: ruleset.id, sceneName: scene.name, dice: stored.dice };
  const data = { type: WEATHER_CARD_TYPE, system, rolls };
  // In the GM's roll (v13) or message (v14) mode, as the other cards: a GM may keep the wind private.
  applyMessageMode(data);
  await ChatMessage.implementation.create(data);
  return stored;
}
