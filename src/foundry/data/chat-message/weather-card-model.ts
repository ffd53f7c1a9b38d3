/**
 * The `weatherCard` ChatMessage subtype: the GM's daily weather roll (opend6: the wind, § Sailing
 * Ships), rendered from these fields each time it is shown, as the fall card (registered in
 * `CONFIG.ChatMessage.dataModels` like dnd5e's chat message data models).
 * @module
 */
import { renderCardModel, type CardFrameOptions } from "../../chat/card-frame";
import { renderWeatherCard } from "../../chat/weather-card";

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
export class StrideWeatherCardModel extends foundry.abstract.TypeDataModel<
  WeatherCardSchema,
  ChatMessage.Implementation
> {
  /** The card's template; no buttons. */
  static readonly metadata = Object.freeze({ template: "templates/chat/weather-card.hbs", actions: [] as const });

  /** @inheritDoc */
  static override defineSchema(): WeatherCardSchema {
    return defineWeatherCardSchema();
  }

  /** The card's HTML, rendered from this data. */
  renderCard(): Promise<string> {
    return renderWeatherCard(this);
  }

  /** The whole message with this card inside; core's `ChatMessage#renderHTML` defers to it (chat/card-frame.ts). */
  renderHTML(options?: CardFrameOptions): Promise<HTMLElement> {
    return renderCardModel(this, options);
  }
}
