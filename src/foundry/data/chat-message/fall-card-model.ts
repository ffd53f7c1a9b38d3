/**
 * The `fallCard` ChatMessage subtype: a fall without a test (dh2 flyers, § Flying Movement) with its
 * falling damage formula, rendered from these fields each time it is shown; its Apply damage button
 * is declared in `metadata.actions` as the movement test card's (dnd5e's ChatMessageDataModel
 * declares `metadata.actions` the same way: module/data/abstract/chat-message-data-model.mjs).
 * @module
 */
import { StrideCardModel } from "./card-model";
import { FALL_CARD, fallCardContext, type FallCardSystem } from "../../chat/fall-card";

/** The schema of a fall card. */
function defineFallCardSchema() {
  const { StringField, NumberField } = foundry.data.fields;
  return {
    actorUuid: new StringField({ required: true, blank: false }),
    tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
    metres: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
    formula: new StringField({ required: true, blank: true, initial: "" }),
    damageType: new StringField({ required: true, blank: false, initial: "impact" }),
    reason: new StringField({ required: true, blank: true, initial: "" }),
    damageTaken: new NumberField({ required: false, nullable: true, integer: true, min: 0, initial: null }),
  };
}

/** The schema's shape. */
export type FallCardSchema = ReturnType<typeof defineFallCardSchema>;

/** The data model of `fallCard` chat messages. */
export class StrideFallCardModel extends StrideCardModel<FallCardSchema> {
  /** The card's type, template, button and request (chat/fall-card.ts). */
  static override readonly metadata = FALL_CARD;

  /** @inheritDoc */
  static override defineSchema(): FallCardSchema {
    return defineFallCardSchema();
  }

  /** The card's template data from this data, the actor as it is now and the current user. */
  cardContext() {
    return fallCardContext(this as unknown as FallCardSystem);
  }
}
