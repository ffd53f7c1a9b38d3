/**
 * Data of Necromunda vehicles (`vehicle` actor type): Move, Toughness per facing, Handling and
 * Hull Points (necromunda-movement.md § Vehicle Movement, § Vehicle Collisions).
 * @module
 */
import {
  NECROMUNDA_ACTORS,
  NECROMUNDA_VEHICLE_INITIAL,
  readVehicle,
  VEHICLE_TRANSPORT_AREAS,
} from "../../../rules/rulesets/necromunda/actors";
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

/** The data model of `vehicle` actors. */
export class StrideVehicleModel extends StrideActorModel<VehicleSchema, { warnings: ActorDataWarning[] }> {
  /** Vehicles are vehicles to the movement rules (necromunda-movement.md § Vehicle Movement). */
  static override readonly metadata: ActorModelMetadata = {
    types: ["vehicle"],
    kind: "vehicle",
    sheet: { label: "STRIDE.Sheet.vehicle" },
    reader: { actors: NECROMUNDA_ACTORS, initial: NECROMUNDA_VEHICLE_INITIAL },
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
   * Move and Handling as the ruleset reads them (clamped to 0–12), through {@link reading}; the
   * warnings also cover Toughness and Hull Points (shown, and read by collisions: a value that is
   * not a number ≥ 0 counts 0) and the transport area. Vehicles do not fly (flyingSpeed 0).
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.warnings = readVehicle(this.systemData(NECROMUNDA_VEHICLE_INITIAL)).warnings;
  }
}
