/**
 * Data of Necromunda vehicles (`vehicle` actor type): Move, Toughness per facing, Handling and
 * Hull Points (necromunda-movement.md § Vehicle Movement, § Vehicle Collisions).
 * @module
 */
import type { MovementProfile } from "../../../rules";
import { clampProfileValue } from "./fighter-model";

function defineVehicleSchema() {
  const { SchemaField, NumberField } = foundry.data.fields;
  const number = (initial: number) => new NumberField({ required: true, nullable: false, initial });
  return {
    move: number(7),
    toughness: new SchemaField({ front: number(8), side: number(7), rear: number(6) }),
    handling: number(5),
    hullPoints: new SchemaField({ value: number(3), max: number(3) }),
  };
}

/** The schema's shape. */
export type VehicleSchema = ReturnType<typeof defineVehicleSchema>;

/** The data model of `vehicle` actors. */
export class StrideVehicleModel extends foundry.abstract.TypeDataModel<
  VehicleSchema,
  Actor.Implementation,
  Record<string, never>,
  { warnings: { path: string; value: unknown; used: number }[] }
> {
  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.Actor.Vehicle"];

  /** @inheritDoc */
  static override defineSchema(): VehicleSchema {
    return defineVehicleSchema();
  }

  /** Move and Handling as the ruleset reads them (clamped to 0–12). */
  get movementProfile(): MovementProfile {
    return {
      characteristics: { move: clampProfileValue(this.move).value, handling: clampProfileValue(this.handling).value },
    };
  }

  /** Vehicles do not fly. */
  get flyingSpeed(): number {
    return 0;
  }

  /** Vehicles may move within 1" of enemies (necromunda-movement.md § The 1" Rule). */
  get ignoresEngagement(): boolean {
    return true;
  }

  /** Vehicles are not fighters: they hold no one off with the 1" rule. */
  get holdsEngagement(): boolean {
    return false;
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { value, clamped } = clampProfileValue(this.move);
    this.warnings = clamped ? [{ path: "move", value: this.move, used: value }] : [];
  }
}
