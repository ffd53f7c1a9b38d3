/**
 * The `weatherCard` ChatMessage subtype: the GM's daily weather roll (opend6: the wind, § Sailing
 * Ships), rendered from these fields each time it is shown, as the fall card (registered in
 * `CONFIG.ChatMessage.dataModels` like dnd5e's chat message data models).
 * @module
 */
import { StrideCardModel } from "./card-model";
import { WEATHER_CARD, weatherCardContext } from "../../chat/weather-card";

function defineWeatherCardSchema() {
  const { ArrayField, NumberField, StringField } = foundry.data.fields;
  return {
    rulesetId: new StringField({ required: true, blank: false, initial: "d6" }),
    sceneName: new StringField({ required: true, blank: true, initial: "" }),
    dice: new ArrayField(new ArrayField(new NumberField({ required: true, nullable: false, integer: true }))),
  };
}

/** The schema's shape. */
export type WeatherCardSchema = ReturnType<typeof defineWeatherCardSchema>;

/** The data model of `weatherCard` chat messages. */
export class StrideWeatherCardModel extends StrideCardModel<WeatherCardSchema> {
  /** The card's type and template; no buttons (chat/weather-card.ts). */
  static override readonly metadata = WEATHER_CARD;

  /** @inheritDoc */
  static override defineSchema(): WeatherCardSchema {
    return defineWeatherCardSchema();
  }

  /** The card's template data from this data. */
  cardContext() {
    return weatherCardContext(this);
  }
}
