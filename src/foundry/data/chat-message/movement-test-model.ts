/**
 * The `movementTest` ChatMessage subtype: the inputs of a movement test (who, which
 * characteristic, the modifiers line by line) and, once rolled, its result. Buttons re-read
 * these fields and the actor, never the DOM.
 * @module
 */

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

/** The schema of a movement test card. */
function defineMovementTestSchema() {
  const { StringField, NumberField, BooleanField, ArrayField, SchemaField } = foundry.data.fields;
  return {
    actorUuid: new StringField({ required: true, blank: false }),
    tokenUuid: new StringField({ required: false, nullable: true, initial: null }),
    kind: new StringField({ required: true, blank: false }),
    characteristic: new StringField({ required: true, blank: false }),
    difficulty: new StringField({ required: true, blank: false }),
    modifiers: new ArrayField(
      new SchemaField({
        source: new StringField({ required: true, blank: false }),
        value: new NumberField({ required: true, nullable: false, integer: true }),
      }),
    ),
    condition: new StringField({ required: false, nullable: true, initial: null }),
    fixedTarget: new NumberField({ required: false, nullable: true, initial: null, integer: true }),
    distance: new NumberField({ required: false, nullable: true, initial: null }),
    hit: hitField(),
    result: new SchemaField(
      {
        roll: new NumberField({ required: true, nullable: false, integer: true }),
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
      },
      { required: false, nullable: true, initial: null },
    ),
  };
}

/** The schema's shape. */
export type MovementTestSchema = ReturnType<typeof defineMovementTestSchema>;

/** The data model of `movementTest` chat messages. */
export class StrideMovementTestModel extends foundry.abstract.TypeDataModel<
  MovementTestSchema,
  ChatMessage.Implementation
> {
  /** @inheritDoc */
  static override defineSchema(): MovementTestSchema {
    return defineMovementTestSchema();
  }
}
