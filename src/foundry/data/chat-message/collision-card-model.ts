/**
 * The `collisionCard` ChatMessage subtype: a collision's sides with their rolled
 * dice, rendered from these fields each time it is shown; its Apply buttons are declared in
 * `metadata.actions` as the fall card's (dnd5e's ChatMessageDataModel declares `metadata.actions`
 * the same way: module/data/abstract/chat-message-data-model.mjs). The request and the applied
 * outcome are the engine's records (CollisionRequest, CollisionOutcome), kept as objects.
 * @module
 */
import { StrideCardModel } from "./card-model";
import { COLLISION_CARD, collisionCardContext, type CollisionCardSystem } from "../../chat/collision-card";

/** The schema of a collision card. */
function defineCollisionCardSchema() {
  const { ArrayField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;
  const die = () => new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 6 });
  return {
    rulesetId: new StringField({ required: true, blank: false, initial: "d6" }),
    against: new StringField({ required: true, blank: false, initial: "terrain" }),
    other: new StringField({ required: false, nullable: true, initial: null }),
    sides: new ArrayField(
      new SchemaField({
        actorUuid: new StringField({ required: true, blank: false }),
        tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
        name: new StringField({ required: true, blank: true, initial: "" }),
        request: new ObjectField({ required: true }),
        damageDice: new ArrayField(die()),
        resistanceDice: new ArrayField(die()),
        applied: new ObjectField({ required: false, nullable: true, initial: null }),
      }),
    ),
  };
}

/** The schema's shape. */
export type CollisionCardSchema = ReturnType<typeof defineCollisionCardSchema>;

/** The data model of `collisionCard` chat messages. */
export class StrideCollisionCardModel extends StrideCardModel<CollisionCardSchema> {
  /** The card's type, template, button and request (chat/collision-card.ts). */
  static override readonly metadata = COLLISION_CARD;

  /** @inheritDoc */
  static override defineSchema(): CollisionCardSchema {
    return defineCollisionCardSchema();
  }

  /** The card's template data from this data and its vehicles as they are now. */
  cardContext() {
    return collisionCardContext(this as unknown as CollisionCardSystem);
  }
}
