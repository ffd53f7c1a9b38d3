/**
 * The `collisionNotice` ChatMessage subtype: the engine's Notice (src/rules/effects.ts) of a
 * vehicle running into another or into terrain, with the names of the models it mentions. The
 * notice is rendered from these fields each time the message is shown, worded by the ruleset
 * it was posted under. It declares no actions.
 * @module
 */
import { StrideCardModel } from "./card-model";
import { COLLISION_NOTICE, collisionNoticeContext } from "../../chat/collision-notice";
import type { CollisionNoticeSystem } from "./collision-notice-data";

/** A hit's profile (Strength, AP, Damage). */
function hitField(nullable: boolean) {
  const { NumberField, SchemaField } = foundry.data.fields;
  const integer = () => new NumberField({ required: true, nullable: false, integer: true });
  return new SchemaField(
    { strength: integer(), ap: integer(), damage: integer() },
    { required: !nullable, nullable, ...(nullable ? { initial: null } : {}) },
  );
}

/** The schema of a collision notice. */
function defineCollisionNoticeSchema() {
  const { StringField, NumberField, ArrayField, SchemaField } = foundry.data.fields;
  const text = () => new StringField({ required: false, nullable: true, initial: null });
  const names = () => new ArrayField(new StringField({ required: true, blank: true }));
  return {
    rulesetId: new StringField({ required: true, blank: true, initial: "" }),
    notice: new SchemaField({
      kind: new StringField({ required: true, choices: ["vehicleCollision", "terrainCollision"] }),
      mover: new StringField({ required: true, blank: true }),
      other: text(),
      fallers: names(),
      collision: new SchemaField({
        arc: text(),
        terrain: text(),
        result: new StringField({ required: true, blank: false }),
        handlingModifier: new NumberField({ required: false, nullable: true, initial: null, integer: true }),
        moverHit: hitField(false),
        otherHit: hitField(true),
      }),
    }),
    names: new SchemaField({
      mover: new StringField({ required: true, blank: true }),
      other: text(),
      fallers: names(),
    }),
  };
}

/** The schema's shape. */
export type CollisionNoticeSchema = ReturnType<typeof defineCollisionNoticeSchema>;

/** The data model of `collisionNotice` chat messages. */
export class StrideCollisionNoticeModel extends StrideCardModel<CollisionNoticeSchema> {
  /** The notice's type and template; it has no buttons (chat/collision-notice.ts). */
  static override readonly metadata = COLLISION_NOTICE;

  /** @inheritDoc */
  static override defineSchema(): CollisionNoticeSchema {
    return defineCollisionNoticeSchema();
  }

  /** The notice's template data from this data. */
  cardContext() {
    return collisionNoticeContext(this as unknown as CollisionNoticeSystem);
  }
}
