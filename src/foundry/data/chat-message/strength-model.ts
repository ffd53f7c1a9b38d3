/**
 * The `strengthTest` ChatMessage subtype: a Strength test to lift or push more than the limit or to
 * throw an object (strength-card.ts `StrengthCardData`), rendered from `system` each time it is shown,
 * as the journey card is (journey-model.ts; dnd5e module/data/abstract/chat-message-data-model.mjs
 * `getHTML(element)`, EVIDENCE.md item 1).
 * @module
 */
import { gameCardI18n } from "../../applications/journey/journey-card";
import { systemPath } from "../../constants";
import {
  strengthCardContext,
  type StrengthActor,
  type StrengthCardData,
} from "../../applications/strength/strength-card";

export { STRENGTH_TEST_TYPE } from "../../applications/strength/strength-card";

/** The card's template. */
export const STRENGTH_CARD_TEMPLATE = systemPath("templates/chat/strength-card.hbs");

/** The schema of a Strength test card. */
function defineStrengthSchema() {
  const { StringField, NumberField, BooleanField, SchemaField } = foundry.data.fields;
  const integer = () => new NumberField({ required: true, nullable: false, integer: true });
  return {
    actorUuid: new StringField({ required: true, blank: false }),
    tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
    task: new StringField({ required: true, blank: false, initial: "lift" }),
    weightKg: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
    gravity: new StringField({ required: true, blank: false, initial: "normal" }),
    result: new SchemaField(
      {
        roll: integer(),
        strength: integer(),
        strengthBonus: integer(),
        toughnessBonus: integer(),
        target: integer(),
        success: new BooleanField(),
        degrees: integer(),
        impact: new SchemaField(
          { formula: new StringField({ required: true, blank: false }), total: integer() },
          { required: false, nullable: true, initial: null },
        ),
      },
      { required: false, nullable: true, initial: null },
    ),
  };
}

/** The schema's shape. */
export type StrengthSchema = ReturnType<typeof defineStrengthSchema>;

/** The data model of `strengthTest` chat messages. */
export class StrideStrengthModel extends foundry.abstract.TypeDataModel<StrengthSchema, ChatMessage.Implementation> {
  /** @inheritDoc */
  static override defineSchema(): StrengthSchema {
    return defineStrengthSchema();
  }

  /**
   * Renders the card into the message element's `.message-content` and binds its Roll button.
   * @param actor the card's actor now, or null when deleted
   * @param canRoll whether the viewing user may roll for it
   * @param onRoll what the Roll button runs
   */
  async getHTML(
    element: HTMLElement,
    actor: StrengthActor | null,
    canRoll: boolean,
    onRoll: () => Promise<unknown>,
  ): Promise<void> {
    const data = this.toObject() as unknown as StrengthCardData;
    const context = strengthCardContext(data, actor, gameCardI18n(), canRoll);
    const html = await foundry.applications.handlebars.renderTemplate(STRENGTH_CARD_TEMPLATE, context);
    const content = element.querySelector(".message-content") ?? element;
    content.innerHTML = html;
    content.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-action='strengthRoll']");
      if (!button || button.disabled) return;
      event.preventDefault();
      button.disabled = true;
      void onRoll().finally(() => {
        button.disabled = false;
      });
    });
  }
}
