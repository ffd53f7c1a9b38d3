/**
 * The schema part of Necromunda vehicles' data (`vehicle` actor type): Move, Toughness per facing,
 * Handling, Hull Points and the transport area (necromunda-movement.md § Vehicle Movement,
 * § Vehicle Collisions), how older data is migrated, and no warnings. `init` registers it in every
 * world; a Necromunda world's chunk brings vehicle-model.ts, which reads the warnings by the engine
 * (rulesets/loading.ts).
 * @module
 */
import { NECROMUNDA_VEHICLE_INITIAL, VEHICLE_TRANSPORT_AREAS } from "../../../rules/rulesets/necromunda/actor-fields";
import { StrideActorModel, type ActorDataWarning, type ActorModelMetadata } from "../../data/actor/actor-model";
import { migrateVehicleSource } from "./legacy";

/** The initial values (necromunda actors.ts; the engine's reader uses the same). */
const INITIAL = NECROMUNDA_VEHICLE_INITIAL;

function defineVehicleSchema() {
  const { SchemaField, NumberField, StringField } = foundry.data.fields;
  const number = (initial: number) => new NumberField({ required: true, nullable: false, initial });
  const { toughness, hullPoints } = INITIAL;
  return {
    move: number(INITIAL.move),
    toughness: new SchemaField({
      front: number(toughness.front),
      side: number(toughness.side),
      rear: number(toughness.rear),
    }),
    handling: number(INITIAL.handling),
    hullPoints: new SchemaField({ value: number(hullPoints.value), max: number(hullPoints.max) }),
    /**
     * The designated transport area where loot does not fall off when the vehicle moves
     * (necromunda-movement.md § Fighters & Loot on Moving Vehicles; Stride ruling: its rear half or
     * its whole deck). `none` for vehicles saved before it (the field's initial value).
     */
    transportArea: new StringField({
      required: true,
      initial: INITIAL.transportArea,
      choices: Object.fromEntries(
        VEHICLE_TRANSPORT_AREAS.map((area) => [area, `STRIDE.Actor.Vehicle.FIELDS.transportArea.${area}`]),
      ),
    }),
  };
}

/** The schema's shape. */
export type VehicleSchema = ReturnType<typeof defineVehicleSchema>;

/** The schema-only data model of `vehicle` actors. */
export class StrideVehicleData extends StrideActorModel<VehicleSchema, { warnings: ActorDataWarning[] }> {
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

  /**
   * No warnings until the engine's reading arrives (vehicle-model.ts), or
   * where it never does.
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.warnings = [];
  }
}
