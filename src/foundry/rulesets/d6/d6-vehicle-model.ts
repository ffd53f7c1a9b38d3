/**
 * Data of OpenD6 vehicles (`d6vehicle` actor type) as an OpenD6 world prepares it: the schema part
 * (d6-vehicle-data.ts) with the five speed levels, their ranges and difficulties derived by the
 * engine on preparation, the counters the vehicle rules keep, and what a collision card reads and
 * writes (d6-movement.txt, Vehicles & Aerial Characters). It comes with the ruleset's chunk
 * (active.ts); it declares no private members or fields, so a vehicle prepared before it arrived
 * takes it on (rulesets/loading.ts).
 * @module
 */
import type { MovementProfile } from "../../../rules";
import * as d6 from "../../../rules/rulesets/d6/index";
import {
  D6_ACTORS,
  D6_VEHICLE_INITIAL,
  D6_VEHICLE_TYPE,
  d6VehicleCollisionProfile,
  readD6Vehicle,
} from "../../../rules/rulesets/d6/actors";
import { StrideD6VehicleData } from "./d6-vehicle-data";
import type { ActorModelMetadata } from "../../data/actor/actor-model";

export {
  D6_VEHICLE_TYPE,
  StrideD6VehicleData,
  type D6SpeedRow,
  type D6VehicleDerived,
  type D6VehicleSchema,
} from "./d6-vehicle-data";

/**
 * The data model of `d6vehicle` actors. Derived values live on the instance: `speeds`,
 * `topSpeed`, `resistancePips`, `warnings`.
 */
export class StrideD6VehicleModel extends StrideD6VehicleData {
  /** The schema part's metadata with the reader that derives movement from the data (d6 actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideD6VehicleData.metadata,
    reader: { actors: D6_ACTORS, initial: D6_VEHICLE_INITIAL },
  };

  /**
   * Adds to a counter the rules keep on the vehicle (TestConsequence `counter`): the movement
   * profile's value of that counter (d6 vehicle-drive.ts VEHICLE_COUNTERS: a missed team's running
   * roll lowers `vehicleSpeed` to the level of the metres covered) plus `amount`, written by
   * {@link setCounter}. A counter the profile does not carry, or an amount that is not finite, is ignored.
   * @returns the updated actor, or undefined when nothing changed
   */
  async addToCounter(counter: string, amount: number): Promise<unknown> {
    const now = this.movementProfile.characteristics[counter];
    if (typeof now !== "number" || !Number.isFinite(now) || !Number.isFinite(amount) || amount === 0) return undefined;
    return this.setCounter(counter, now + amount);
  }

  /**
   * Sets a counter the rules keep on the vehicle (SetCounterEffect, d6 vehicle-drive.ts
   * VEHICLE_COUNTERS): `vehicleSpeed` the stored speed level's index (0–4), `heading` whole degrees
   * (0–359), `lostControlRounds`, `rammedRounds`, `declaredStunt` (the index of d6.DECLARED_STUNTS),
   * `veryLightRounds`, `veryLightUntil`. Other counters, and values that are not finite, are ignored;
   * values are floored and clamped (d6 actors.ts D6_ACTORS.counterUpdate). As the character model's
   * setCounter (an actor update).
   * @returns the updated actor, or undefined when nothing changed
   */
  async setCounter(counter: string, value: number): Promise<unknown> {
    // The ruleset's own counter mapping, which rules.play stores the same way.
    const update = D6_ACTORS.counterUpdate?.(D6_VEHICLE_TYPE, counter, value);
    const [key, next] = update ? (Object.entries(update)[0] ?? []) : [];
    if (!key || next === this[key as "speed"]) return undefined;
    return this.parent?.update({ [`system.${key}`]: next });
  }

  /**
   * What a collision card reads of the vehicle (CollisionsCapability, rules/rulesets/d6/vehicle-collisions.ts):
   * the movement profile's characteristics with `damageLevel`, `exposure`, `vehicleKind` (indexes of
   * d6.DAMAGE_LEVELS, d6.EXPOSURE, d6.VEHICLE_KINDS), `maneuverabilityLoss` (dice) and `speedLoss` (levels).
   */
  get collisionProfile(): MovementProfile {
    return d6VehicleCollisionProfile(this.systemData(D6_VEHICLE_INITIAL));
  }

  /**
   * Writes a collision card's damage (the executor's `vehicleDamage` effect): the damage level and
   * the Maneuverability dice and top speed levels lost in all, and how long a Very Light hit's −1D
   * lasts (`passingRounds` turn starts, when given, and `passingUntil`, the last combat round; 0
   * when not given, so an earlier hit's round does not linger). An unknown level or a loss that is not a whole
   * number ≥ 0 is ignored (logged); never throws.
   */
  async applyCollisionDamage(changes: {
    damage: string;
    maneuverabilityLoss: number;
    speedLoss: number;
    passingRounds?: number;
    passingUntil?: number;
  }) {
    const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
    if (!(d6.DAMAGE_LEVELS as readonly string[]).includes(changes?.damage)) return null;
    if (!ok(changes.maneuverabilityLoss) || !ok(changes.speedLoss)) return null;
    // A dotted-path update of the owning actor (Document#update,
    // https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update), as the runner's applyDamage writes.
    return this.parent?.update({
      "system.damage": changes.damage,
      "system.maneuverabilityLoss": changes.maneuverabilityLoss,
      "system.speedLoss": changes.speedLoss,
      ...(ok(changes.passingRounds)
        ? {
            "system.veryLightRounds": changes.passingRounds,
            "system.veryLightUntil":
              Number.isInteger(changes.passingUntil) && changes.passingUntil! > 0 ? changes.passingUntil : 0,
          }
        : {}),
    } as never);
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = readD6Vehicle(this.systemData(D6_VEHICLE_INITIAL));
    const topIndex = d6.SPEED_LEVELS.indexOf(record.topSpeed);
    this.topSpeed = record.topSpeed;
    // An animal-drawn vehicle's levels count from its pulling rate, and its team runs them (§ Vehicle Movement).
    this.speeds = d6.SPEED_LEVELS.map((level, i) => ({
      level,
      ...d6.vehicleSpeed({ level, move: record.rate }),
      lost: i > topIndex,
      ...(record.drawn ? { running: d6.teamLevelDifficulty({ level, rate: record.rate }) } : {}),
    }));
    this.resistancePips = record.resistancePips;
    this.warnings = warnings;
  }
}
