/**
 * The schema part of Necromunda fighters' data (`fighter` actor type): the profile
 * (necromunda-movement.md reads Move and Initiative; the rest is shown) and the state the 1" rule
 * asks about, how older data is migrated, and no warnings. `init` registers it in every world; a
 * Necromunda world's chunk brings fighter-model.ts, which reads the warnings by the engine
 * (rulesets/loading.ts).
 * @module
 */
import { clampProfileValue, NECROMUNDA_FIGHTER_INITIAL } from "../../../rules/rulesets/necromunda/actor-fields";
import { StrideActorModel, type ActorDataWarning, type ActorModelMetadata } from "../../data/actor/actor-model";
import { FIGHTER_PROFILE, FIGHTER_STATUSES, type FighterProfileKey } from "./fighter-keys";
import { migrateFighterSource } from "./legacy";

export { FIGHTER_PROFILE, FIGHTER_STATUSES, TARGET_CHARACTERISTICS, type FighterProfileKey } from "./fighter-keys";
export { clampProfileValue };

/** The initial values (necromunda actors.ts; the engine's reader uses the same). */
const INITIAL = NECROMUNDA_FIGHTER_INITIAL;

function defineFighterSchema() {
  const { ArrayField, BooleanField, SchemaField, NumberField, StringField } = foundry.data.fields;
  const profile = Object.fromEntries(
    FIGHTER_PROFILE.map((key) => [
      key,
      new NumberField({ required: true, nullable: false, initial: INITIAL.profile[key] }),
    ]),
  ) as Record<FighterProfileKey, InstanceType<typeof NumberField>>;
  return {
    profile: new SchemaField(profile),
    status: new StringField({ required: true, initial: INITIAL.status, choices: [...FIGHTER_STATUSES] }),
    /**
     * Weapon profiles movement reads (necromunda-movement.md § Charge: Versatile lets a Charge stop
     * within Long range, inches). Empty for fighters saved before it (the field's initial value
     * fills a missing key when the source is cleaned).
     */
    weapons: new ArrayField(
      new SchemaField({
        name: new StringField({ required: true, blank: true, initial: "" }),
        versatile: new BooleanField({ initial: false }),
        longRange: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
      }),
      { initial: [...INITIAL.weapons] },
    ),
  };
}

/** The schema's shape. */
export type FighterSchema = ReturnType<typeof defineFighterSchema>;

/** The schema-only data model of `fighter` actors. */
export class StrideFighterData extends StrideActorModel<FighterSchema, { warnings: ActorDataWarning[] }> {
  /** Fighters move as characters. */
  static override readonly metadata: ActorModelMetadata = {
    types: ["fighter"],
    kind: "character",
    sheet: { label: "STRIDE.Sheet.fighter" },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.Actor.Fighter"];

  /** @inheritDoc */
  static override defineSchema(): FighterSchema {
    return defineFighterSchema();
  }

  /**
   * Older shapes brought to today's before validation ({@link migrateFighterSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateFighterSource(source);
    return super.migrateData(source);
  }

  /**
   * No warnings until the engine's reading arrives (fighter-model.ts), or
   * where it never does.
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.warnings = [];
  }
}
