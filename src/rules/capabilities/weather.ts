/**
 * Capability: the weather a GM rolls for a scene once a day (opend6: the wind, d6-movement.txt
 * § Sailing Ships), kept on the scene and read by the tests it changes (TestSituation.weather).
 * @module
 */
import type { CardText, SceneWeather } from "./tests";

/** How a card shows the weather. */
export interface WeatherDescription {
  /** What the weather is ("Gale"). */
  readonly title: CardText;
  /** The breakdown: dice, speed, modifiers. */
  readonly lines: readonly { readonly label: CardText; readonly value: string }[];
  /** What it does (no movement, loss of control drives the ship …). */
  readonly notes: readonly CardText[];
}

/** A daily weather roll. */
export interface WeatherCapability {
  /** Lang key of the roll's name (the scene control's tooltip, the card's header). */
  readonly label: string;
  /** Foundry dice formulas of the roll, in order (opend6: the Wild Die `1d6x6`, a direction die `1d6`). */
  readonly formulas: readonly string[];
  /**
   * The weather the rolled dice give, as the scene stores it.
   * @param dice each formula's active results, in order
   * @throws {TypeError|RangeError} when the dice are not the formulas' results
   */
  readonly fromDice: (dice: readonly (readonly number[])[]) => SceneWeather;
  /**
   * How a card shows stored weather.
   * @throws {TypeError|RangeError} when `weather` is not one the roll gives
   */
  readonly describe: (weather: SceneWeather) => WeatherDescription;
  /**
   * The compass points (degrees clockwise from north) the scene's wind may be set to blow from
   * (SceneWeather.windFrom); absent: the weather has no direction to set.
   */
  readonly compass?: readonly number[];
}
