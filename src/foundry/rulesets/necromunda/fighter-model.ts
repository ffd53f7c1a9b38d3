/**
 * Data of Necromunda fighters (`fighter` actor type): the profile (necromunda-movement.md reads
 * Move and Initiative; the rest is shown) and the state the 1" rule asks about.
 * @module
 */
import type { MovementProfile } from "../../../rules";

import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";
import { FIGHTER_INITIAL, FIGHTER_PROFILE, FIGHTER_STATUSES, type FighterProfileKey } from "./fighter-keys";
import { migrateFighterSource } from "./legacy";

export { FIGHTER_PROFILE, FIGHTER_STATUSES, TARGET_CHARACTERISTICS, type FighterProfileKey } from "./fighter-keys";

function defineFighterSchema() {
  const { ArrayField, BooleanField, SchemaField, NumberField, StringField } = foundry.data.fields;
  const profile = Object.fromEntries(
    FIGHTER_PROFILE.map((key) => [
      key,
      new NumberField({ required: true, nullable: false, initial: FIGHTER_INITIAL[key] }),
    ]),
  ) as Record<FighterProfileKey, InstanceType<typeof NumberField>>;
  return {
    profile: new SchemaField(profile),
    status: new StringField({ required: true, initial: "standing", choices: [...FIGHTER_STATUSES] }),
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
      { initial: [] },
    ),
  };
}

/** The schema's shape. */
export type FighterSchema = ReturnType<typeof defineFighterSchema>;

/** Clamps a profile value to 0–12 (Move in inches, X of "X+", or a plain value); NaN counts 0. */
export function clampProfileValue(raw: unknown): { value: number; clamped: boolean } {
  const n = Number(raw);
  if (!Number.isFinite(n)) return { value: 0, clamped: true };
  const value = Math.min(12, Math.max(0, Math.trunc(n)));
  return { value, clamped: value !== n };
}

/** The data model of `fighter` actors. */
export class StrideFighterModel extends StrideActorModel<
  FighterSchema,
  { warnings: { path: string; value: unknown; used: number }[] }
> {
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

  /** The profile as stored; empty when the sub-object is missing (issue #15). */
  #profile(): Partial<Record<FighterProfileKey, unknown>> {
    return this.profile ?? {};
  }

  /** Move and Initiative as the ruleset reads them (clamped). Fighters do not fly (flyingSpeed 0). */
  override get movementProfile(): MovementProfile {
    const profile = this.#profile();
    return {
      characteristics: {
        move: clampProfileValue(profile.move).value,
        initiative: clampProfileValue(profile.i).value,
      },
    };
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const profile = this.#profile();
    this.warnings = FIGHTER_PROFILE.flatMap((key) => {
      const { value, clamped } = clampProfileValue(profile[key]);
      return clamped ? [{ path: `profile.${key}`, value: profile[key], used: value }] : [];
    });
  }
}
