/**
 * Data of Necromunda vehicles (`vehicle` actor type) as a Necromunda world prepares it: the schema
 * part (vehicle-data.ts) with the warnings the engine's reading gives (necromunda actors.ts
 * `readVehicle`). It comes with the ruleset's chunk (active.ts); it declares no private members or
 * fields, so a vehicle prepared before it arrived takes it on (rulesets/loading.ts).
 * @module
 */
import { NECROMUNDA_ACTORS, NECROMUNDA_VEHICLE_INITIAL, readVehicle } from "../../../rules/rulesets/necromunda/actors";
import type { ActorModelMetadata } from "../../data/actor/actor-model";
import { StrideVehicleData } from "./vehicle-data";

export { StrideVehicleData, type VehicleSchema } from "./vehicle-data";

/** The data model of `vehicle` actors. */
export class StrideVehicleModel extends StrideVehicleData {
  /** The schema part's metadata with the reader that derives movement from the data (actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideVehicleData.metadata,
    reader: { actors: NECROMUNDA_ACTORS, initial: NECROMUNDA_VEHICLE_INITIAL },
  };

  /**
   * Move and Handling as the ruleset reads them (clamped to 0–12), through `reading`; the warnings
   * also cover Toughness and Hull Points (shown, and read by collisions: a value that is not a
   * number ≥ 0 counts 0) and the transport area. Vehicles do not fly (flyingSpeed 0).
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.warnings = readVehicle(this.systemData(NECROMUNDA_VEHICLE_INITIAL)).warnings;
  }
}
