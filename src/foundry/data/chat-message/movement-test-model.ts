/**
 * The `movementTest` ChatMessage subtype: who tests, the request the test is rebuilt from and the
 * ruleset it was posted under, and, once rolled, its result. The card is rendered from these
 * fields each time the message is shown ({@link StrideMovementTestModel.cardContext}); its
 * buttons are declared in `metadata.actions` (dnd5e's ChatMessageDataModel declares
 * `metadata.actions` and a template the same way: module/data/abstract/chat-message-data-model.mjs).
 * @module
 */
import { StrideCardModel } from "./card-model";
import { MOVEMENT_TEST_CARD, movementTestContext } from "../../chat/movement-tests";
import { migrateMovementTestSource, type MovementTestSystem } from "./movement-test-data";

export { MOVEMENT_TEST_TYPE } from "../../constants";

/** A hit's profile (Strength, AP, Damage), or null. */
function hitField() {
  const { NumberField, SchemaField } = foundry.data.fields;
  const integer = () => new NumberField({ required: true, nullable: false, integer: true });
  return new SchemaField(
    { strength: integer(), ap: integer(), damage: integer() },
    { required: false, nullable: true, initial: null },
  );
}

/**
 * The GM's modifier (gm-modifier.ts): a whole number and a reason, or null. The card reads and
 * clamps it with the ruleset's rule; the schema only keeps its shape.
 */
function gmModifierField() {
  const { NumberField, SchemaField, StringField } = foundry.data.fields;
  return new SchemaField(
    {
      value: new NumberField({ required: true, nullable: false, integer: true }),
      reason: new StringField({ required: true, blank: true, initial: "" }),
    },
    { required: false, nullable: true, initial: null },
  );
}

/** The schema of a movement test card. */
function defineMovementTestSchema() {
  const { StringField, NumberField, BooleanField, ArrayField, SchemaField, ObjectField } = foundry.data.fields;
  const text = () => new StringField({ required: false, nullable: true, initial: null });
  const number = () => new NumberField({ required: false, nullable: true, initial: null });
  const flag = () => new BooleanField({ required: false, nullable: true, initial: null });
  return {
    rulesetId: new StringField({ required: true, blank: true, initial: "" }),
    request: new SchemaField({
      kind: new StringField({ required: true, blank: false }),
      condition: text(),
      distance: number(),
      railing: flag(),
      status: text(),
      vehicleMove: number(),
      variant: text(),
      tougher: flag(),
      // The ruleset's own choices (TestRequest.options: strings and booleans by key), kept whole so
      // the call rebuilds with them; ObjectField: foundryvtt.com/api/classes/foundry.data.fields.ObjectField.html
      options: new ObjectField({ required: false, nullable: true, initial: null }),
    }),
    actorUuid: new StringField({ required: true, blank: false }),
    tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
    result: new SchemaField(
      {
        roll: new NumberField({ required: true, nullable: false, integer: true }),
        dice: new ArrayField(new NumberField({ required: true, nullable: false, integer: true })),
        characteristicValue: new NumberField({ required: true, nullable: false, integer: true }),
        targetNumber: new NumberField({ required: true, nullable: false, integer: true }),
        success: new BooleanField(),
        degrees: new NumberField({ required: true, nullable: false, integer: true, min: 1 }),
        outcome: new StringField({ required: true, blank: false }),
        prone: new BooleanField(),
        hit: hitField(),
        landedOn: new ArrayField(
          new SchemaField({
            name: new StringField({ required: true, blank: true }),
            actorUuid: new StringField({ required: true, blank: false }),
            tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
          }),
          { required: false, initial: [] },
        ),
        situational: new ArrayField(
          new SchemaField({
            source: new StringField({ required: true, blank: false }),
            value: new NumberField({ required: true, nullable: false }),
          }),
          { required: false, initial: [] },
        ),
        gmModifier: gmModifierField(),
      },
      { required: false, nullable: true, initial: null },
    ),
    applied: new BooleanField({ initial: false }),
    // The Apply damage button's rolled total (dh2 falling damage), null before.
    damageTaken: new NumberField({ required: false, nullable: true, integer: true, min: 0, initial: null }),
    gmModifier: gmModifierField(),
    // The combat turn the card was posted in (data/token-history.ts historyKey), "" outside a
    // started combat, null when not recorded; the active GM clears a player's change of it.
    postedTurn: new StringField({ required: false, nullable: true, blank: true, initial: null }),
  };
}

/** The schema's shape. */
export type MovementTestSchema = ReturnType<typeof defineMovementTestSchema>;

/** The data model of `movementTest` chat messages. */
export class StrideMovementTestModel extends StrideCardModel<MovementTestSchema> {
  /** The card's type, template, buttons and request (chat/movement-tests.ts). */
  static override readonly metadata = MOVEMENT_TEST_CARD;

  /** @inheritDoc */
  static override defineSchema(): MovementTestSchema {
    return defineMovementTestSchema();
  }

  /** @inheritDoc */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateMovementTestSource(source));
  }

  /** The card's template data from this data, the actor as it is now and the current user. */
  cardContext() {
    return movementTestContext(this as unknown as MovementTestSystem);
  }
}
