/**
 * The `strengthTest` ChatMessage subtype: a Strength test to lift or push more than the limit or to
 * throw an object (strength-card.ts `StrengthCardData`), rendered from `system` each time it is shown,
 * inside the render core defers to before `renderChatMessageHTML` fires, as the journey card is
 * (journey-model.ts; chat/card-frame.ts; docs/foundry-evidence.md § 1, § 14). The Roll button its
 * metadata declares is wired from that hook (hooks/render-chat-message.ts).
 * @module
 */
import type { StrengthCardData } from "./strength-card";
import { StrideCardModel } from "../../../data/chat-message/card-model";
import { STRENGTH_CARD } from "./strength-metadata";

export { STRENGTH_CARD_TEMPLATE, STRENGTH_TEST_TYPE } from "../card-ids";
export { renderStrengthCard } from "./strength-metadata";

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
    // The combat turn it was posted in ("" outside a started combat; strength-card.ts StrengthCardData).
    postedTurn: new StringField({ required: false, nullable: true, blank: true, initial: null }),
    // A throw at a target (strength-card.ts StrengthAim).
    aim: new SchemaField(
      {
        tokenUuid: new StringField({ required: true, blank: false }),
        name: new StringField({ required: true, blank: true }),
        thrower: new StringField({ required: true, blank: false, initial: "ground" }),
        target: new StringField({ required: true, blank: false, initial: "ground" }),
      },
      { required: false, nullable: true, initial: null },
    ),
    result: new SchemaField(
      {
        roll: integer(),
        strength: integer(),
        strengthBonus: integer(),
        toughnessBonus: integer(),
        target: integer(),
        success: new BooleanField(),
        degrees: integer(),
        ballisticSkill: new NumberField({ required: false, nullable: true, integer: true, initial: null }),
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
export class StrideStrengthModel extends StrideCardModel<StrengthSchema> {
  /** The card's type, template and Roll button (strength-rolls.ts). */
  static override readonly metadata = STRENGTH_CARD;

  /** @inheritDoc */
  static override defineSchema(): StrengthSchema {
    return defineStrengthSchema();
  }

  /** The card's template data from this data and its actor now; the Roll button only for the actor's owners and GMs. */
  async cardContext() {
    const data = this.toObject() as unknown as StrengthCardData;
    // The card's view-model and roll rules read the ruleset's engine: loaded with the first card shown.
    const [{ gameCardI18n }, { strengthCardContext }, { strengthActor }] = await Promise.all([
      import("../journey/journey-card"),
      import("./strength-card"),
      import("./strength-rolls"),
    ]);
    const actor = strengthActor(data);
    const canRoll = game.user?.isGM === true || actor?.isOwner === true;
    return strengthCardContext(data, actor, gameCardI18n(), canRoll);
  }
}
