/**
 * Data of Necromunda vehicles (`vehicle` actor type): Move, Toughness per facing, Handling and
 * Hull Points (necromunda-movement.md § Vehicle Movement, § Vehicle Collisions).
 * @module
 */
import type { MovementProfile } from "../../../rules";
import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";
import { clampProfileValue } from "./fighter-model";
import { migrateVehicleSource, VEHICLE_TRANSPORT_AREAS } from "./legacy";

function defineVehicleSchema() {
  const { SchemaField, NumberField, StringField } = foundry.data.fields;
  const number = (initial: number) => new NumberField({ required: true, nullable: false, initial });
  return {
    move: number(7),
    toughness: new SchemaField({ front: number(8), side: number(7), rear: number(6) }),
    handling: number(5),
    hullPoints: new SchemaField({ value: number(3), max: number(3) }),
    /**
     * The designated transport area where loot does not fall off when the vehicle moves
     * (necromunda-movement.md § Fighters & Loot on Moving Vehicles; Stride ruling: its rear half or
     * its whole deck). `none` for vehicles saved before it (the field's initial value).
     */
    transportArea: new StringField({
      required: true,
      initial: "none",
      choices: Object.fromEntries(
        VEHICLE_TRANSPORT_AREAS.map((area) => [area, `STRIDE.Actor.Vehicle.FIELDS.transportArea.${area}`]),
      ),
    }),
  };
}

/** The schema's shape. */
export type VehicleSchema = ReturnType<typeof defineVehicleSchema>;

/** The data model of `vehicle` actors. */
export class StrideVehicleModel extends StrideActorModel<
  VehicleSchema,
  { warnings: { path: string; value: unknown; used: number }[] }
> {
  /** Vehicles are vehicles to the movement rules (necromunda-movement.md § Vehicle Movement). */
  static override readonly metadata: ActorModelMetadata = {
    types: ["vehicle"],
    kind: "vehicle",
    sheet: { label: "STRIDE.Sheet.vehicle" },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.Actor.Vehicle"];

  /** @inheritDoc */
  static override defineSchema(): VehicleSchema {
    return defineVehicleSchema();
  }

  /**
   * Older shapes brought to today's before validation ({@link migrateVehicleSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateVehicleSource(source);
    return super.migrateData(source);
  }

  /** Move and Handling as the ruleset reads them (clamped to 0–12). Vehicles do not fly (flyingSpeed 0). */
  override get movementProfile(): MovementProfile {
    return {
      characteristics: { move: clampProfileValue(this.move).value, handling: clampProfileValue(this.handling).value },
    };
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const warnings: { path: string; value: unknown; used: number }[] = [];
    for (const [path, raw] of [
      ["move", this.move],
      ["handling", this.handling],
    ] as const) {
      const { value, clamped } = clampProfileValue(raw);
      if (clamped) warnings.push({ path, value: raw, used: value });
    }
    // Toughness and Hull Points are shown, and read by collisions; a missing sub-object or a
    // value that is not a number counts 0, with a warning (issue #15: never a TypeError).
    const toughness: Partial<Record<string, unknown>> = this.toughness ?? {};
    const hullPoints: Partial<Record<string, unknown>> = this.hullPoints ?? {};
    for (const [path, raw] of [
      ["toughness.front", toughness["front"]],
      ["toughness.side", toughness["side"]],
      ["toughness.rear", toughness["rear"]],
      ["hullPoints.value", hullPoints["value"]],
      ["hullPoints.max", hullPoints["max"]],
    ] as const) {
      const n = Number(raw);
      if (raw === null || raw === undefined || !Number.isFinite(n) || n < 0) {
        warnings.push({ path, value: raw, used: Number.isFinite(n) ? Math.max(0, n) : 0 });
      }
    }
    this.warnings = warnings;
  }
}
