/**
 * Data of OpenD6 vehicles (`d6vehicle` actor type, issue #12): Move, Maneuverability, Toughness and
 * armour codes, scale, kind (land, water, air, animal-drawn with its pulling creatures' Move,
 * magical), current speed level, damage level and what it cost, the passengers (linked actors)
 * and how exposed they are (d6-movement.txt, Vehicles & Aerial Characters; rules/README.md ruling 10).
 * Derived on preparation, by the engine: the five speed levels with their ranges and difficulties.
 * @module
 */
import { formatSkillCode, type MovementProfile } from "../../../rules";
import * as d6 from "../../../rules/rulesets/d6/index";
import { looseChoice, looseChoiceAt, looseNumberAt } from "../../data/loose-values";
import type { D6Warning } from "./d6-character-model";
import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";

/** The vehicle choices of a StringField: id → lang key. */
function choices(ids: readonly string[], group: string): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `STRIDE.D6Vehicle.${group}.${id}`]));
}

function defineD6VehicleSchema() {
  const { ArrayField, NumberField, StringField } = foundry.data.fields;
  const metres = (initial: number) => new NumberField({ required: true, nullable: false, min: 0, initial });
  const code = (initial: string) => new StringField({ required: true, blank: true, initial });
  const rounds = () => new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
  const pick = (ids: readonly string[], group: string, initial: string) =>
    new StringField({ required: true, initial, choices: choices(ids, group) });
  return {
    /** Metres per round at cruising speed (§ Vehicle Movement). */
    move: metres(10),
    /** The usual pilot's Extranormal or pilotry code, rolled with the Maneuverability (§ Stunts). */
    pilotry: code("3D"),
    /** Added to the pilot's Extranormal or pilotry rolls (§ Stunts); blank is 0D. */
    maneuverability: code("0D"),
    /** Damage resistance with the armour (§ Vehicle Damage). */
    toughness: code("2D"),
    armor: code(""),
    /** The scale modifier of the "Combat Options" chapter (0 for a person-sized target). */
    scale: new NumberField({ required: true, nullable: false, initial: 0 }),
    /** Land, water, air, animal-drawn or magical (named apart from `kind`, which is "vehicle" to the rules). */
    vehicleKind: pick(d6.VEHICLE_KINDS, "vehicleKind", "land"),
    /** The pulling creatures' Move, metres per round (animal-drawn; § Vehicle Movement). */
    pullingMove: metres(0),
    /** The familiarity row an unfamiliar operator uses (§ Vehicle Familiarity). */
    familiarity: pick(d6.FAMILIARITY, "familiarity", "veryCommon"),
    speed: pick(d6.SPEED_LEVELS, "speed", "stopped"),
    damage: pick(d6.DAMAGE_LEVELS, "damage", "none"),
    /** What Light and Heavy damage took: Maneuverability dice or top speed levels (the GM's choice). */
    maneuverabilityLoss: metres(0),
    speedLoss: metres(0),
    /**
     * Ids of the world actors riding in it. An array of actor ids as WFRP4e's
     * VehiclePassengersModel keeps them (ArrayField of an id StringField).
     */
    passengers: new ArrayField(new StringField({ required: true, blank: false }), { required: true, initial: [] }),
    exposure: pick(d6.EXPOSURE, "exposure", "normal"),
    /** Direction of its last move, whole degrees clockwise from +x (the stored heading; null: none yet). */
    heading: new NumberField({ required: true, nullable: true, integer: true, min: 0, max: 359, initial: null }),
    /** Rounds driven out of control since Lost control was set (0 or 1; vehicle-drive.ts lostControlTurnStart). */
    lostControlRounds: rounds(),
    /** Rounds lost since a ram set Rammed (0 or 1; vehicle-collisions.ts rammedTurnStart). */
    rammedRounds: rounds(),
  };
}

/** The schema's shape. */
export type D6VehicleSchema = ReturnType<typeof defineD6VehicleSchema>;

/** One speed level as the sheet shows it. */
export interface D6SpeedRow {
  readonly level: d6.SpeedLevel;
  /** Metres per round, least and most (§ Vehicle Movement). */
  readonly min: number;
  readonly max: number;
  readonly difficulty: number;
  /** Above the top speed left after damage (Light or Heavy, § Vehicle & Passenger Damage). */
  readonly lost: boolean;
}

/** Values derived on preparation. */
export type D6VehicleDerived = {
  /** The five speed levels at the vehicle's Move. */
  speeds: D6SpeedRow[];
  /** The fastest level left after damage. */
  topSpeed: d6.SpeedLevel;
  /** Damage resistance in pips: Toughness plus armour (§ Vehicle Damage). */
  resistancePips: number;
  /** Values that had to be replaced to be used. */
  warnings: D6Warning[];
};

/** Pips of a code, 0 when blank or "0D"; null when it cannot be read. */
function pipsOf(code: unknown): number | null {
  if (typeof code !== "string") return null;
  const text = code.trim();
  if (text === "" || /^0\s*[dD]$/.test(text)) return 0;
  try {
    return d6.codePips(text);
  } catch {
    return null;
  }
}

/** The vehicle's number fields, read from text by `migrateData`. */
const D6_VEHICLE_NUMBERS = [
  "move",
  "pullingMove",
  "scale",
  "maneuverabilityLoss",
  "speedLoss",
  "heading",
  "lostControlRounds",
  "rammedRounds",
] as const;

/** The actor type's id. */
export const D6_VEHICLE_TYPE = "d6vehicle";

/**
 * Older spellings of the speed level ids a hand-made vehicle may carry, squashed (loose-values.ts
 * `squash`: `"all-out"` and `"Very Light"` already squash to their ids).
 */
const SPEED_ALIASES: ReadonlyMap<string, string> = new Map([["cruise", "cruising"]]);

/**
 * The data model of `d6vehicle` actors. Derived values live on the instance: `speeds`,
 * `topSpeed`, `resistancePips`, `warnings`.
 */
export class StrideD6VehicleModel extends StrideActorModel<D6VehicleSchema, D6VehicleDerived> {
  /** Vehicles are vehicles to the movement rules (their path contacts are collisions). */
  static override readonly metadata: ActorModelMetadata = {
    types: [D6_VEHICLE_TYPE],
    kind: "vehicle",
    sheet: { label: "STRIDE.D6Vehicle.Sheet.label" },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.D6Vehicle"];

  /** @inheritDoc */
  static override defineSchema(): D6VehicleSchema {
    return defineD6VehicleSchema();
  }

  /**
   * Older or hand-made data: numbers typed as text as every model reads them (../../loose-values.ts:
   * `"20"`, `"1,5"`, `"10 m"`, `"−1"`, `"1 000"`, `"½"`; a heading as `"90°"`, turned into 0–359), codes
   * as pips or in another spelling, choices in any case or as the book prints them (`"all-out"`,
   * `"Very Light"`, `"Animal-drawn"`), a single passenger id, and the first drafts' `kind` of land,
   * water … read as `vehicleKind` when that is not set (the `kind` itself is kept as entered). dnd5e
   * and pf2e migrate source data in `static migrateData`
   * (foundryvtt.com/api/classes/foundry.abstract.DataModel.html#migrateData). Never throws.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const own = (key: string) => (Object.hasOwn(source, key) ? source[key] : undefined);
    for (const key of D6_VEHICLE_NUMBERS) looseNumberAt(source, key);
    const heading = own("heading");
    if (typeof heading === "number" && Number.isFinite(heading))
      source["heading"] = ((Math.round(heading) % 360) + 360) % 360;
    for (const key of ["pilotry", "maneuverability", "toughness", "armor"]) {
      const value = own(key);
      if (typeof value === "number" && Number.isInteger(value) && value > 0) {
        source[key] = formatSkillCode(d6.pipsCode(value));
      } else if (typeof value === "string" && pipsOf(value)) {
        source[key] = formatSkillCode(d6.pipsCode(pipsOf(value)!));
      }
    }
    looseChoiceAt(source, "speed", d6.SPEED_LEVELS, SPEED_ALIASES);
    looseChoiceAt(source, "damage", d6.DAMAGE_LEVELS);
    looseChoiceAt(source, "vehicleKind", d6.VEHICLE_KINDS);
    looseChoiceAt(source, "familiarity", d6.FAMILIARITY);
    looseChoiceAt(source, "exposure", d6.EXPOSURE);
    const kind = looseChoice(own("kind"), d6.VEHICLE_KINDS);
    if (own("vehicleKind") === undefined && (d6.VEHICLE_KINDS as readonly unknown[]).includes(kind)) {
      source["vehicleKind"] = kind;
    }
    const passengers = own("passengers");
    if (typeof passengers === "string" && passengers.trim() !== "") source["passengers"] = [passengers];
    return super.migrateData(source);
  }

  /**
   * The profile the d6 ruleset reads: `move` (metres per round), `vehicleSpeed` (the speed level's
   * index, 0 stopped … 4 all-out), `topSpeed` (the index of the fastest level left),
   * `maneuverability`, `toughness`, `armor` in pips, and `pilotry`: the pilot's code plus the
   * Maneuverability less the dice damage took (pips, at least 0), which the pilot's rolls roll;
   * `pullingMove` (an animal-drawn vehicle's creatures' Move, else 0) and `water` (1 for a water vehicle);
   * the counters `lostControlRounds`, `rammedRounds`, `heading`, and `damageLevel` (index of d6.DAMAGE_LEVELS).
   */
  override get movementProfile(): MovementProfile {
    const move = d6.readMove(this.move);
    const level = (id: unknown) => Math.max(0, d6.SPEED_LEVELS.indexOf(id as d6.SpeedLevel));
    const loss = Math.max(0, Math.floor(Number(this.speedLoss) || 0));
    return {
      characteristics: {
        move,
        vehicle: 1,
        vehicleSpeed: level(this.speed),
        topSpeed: level(d6.topSpeed(loss)),
        maneuverability: pipsOf(this.maneuverability) ?? 0,
        pilotry: Math.max(
          0,
          (pipsOf(this.pilotry) ?? 0) +
            (pipsOf(this.maneuverability) ?? 0) -
            3 * Math.max(0, Math.floor(Number(this.maneuverabilityLoss) || 0)),
        ),
        toughness: pipsOf(this.toughness) ?? 0,
        armor: pipsOf(this.armor) ?? 0,
        lostControlRounds: Number(this.lostControlRounds) || 0,
        rammedRounds: Number(this.rammedRounds) || 0,
        // Severe damage slows an out-of-control vehicle at its turn start (vehicle-drive.ts lostControlTurnStart).
        damageLevel: Math.max(0, d6.DAMAGE_LEVELS.indexOf(this.damage as d6.DamageLevel)),
        ...(typeof this.heading === "number" ? { heading: this.heading } : {}),
        // Panic speed (4× the pulling creatures' Move) and the day's wind (water vehicles) read these.
        pullingMove: this.vehicleKind === "animalDrawn" ? d6.readMove(this.pullingMove, 0) : 0,
        water: this.vehicleKind === "water" ? 1 : 0,
        // Climbing or diving 45° is a stunt of aerial vehicles only (vehicle-drive.ts vehicleMoveRequests).
        air: this.vehicleKind === "air" ? 1 : 0,
      },
    };
  }

  /**
   * Sets a counter the rules keep on the vehicle (SetCounterEffect, d6 vehicle-drive.ts
   * VEHICLE_COUNTERS): `vehicleSpeed` the stored speed level's index (0–4), `heading` whole degrees
   * (0–359), `lostControlRounds`, `rammedRounds`. Other counters, and values that are not finite, are ignored;
   * values are floored and clamped. As the character model's setCounter (an actor update).
   * @returns the updated actor, or undefined when nothing changed
   */
  async setCounter(counter: string, value: number): Promise<unknown> {
    const whole = Math.max(0, Math.floor(value));
    const { speed, heading, lostControl, rammed } = d6.VEHICLE_COUNTERS;
    const [key, next] =
      counter === speed
        ? ["speed", d6.SPEED_LEVELS[Math.min(4, whole)]]
        : counter === heading
          ? ["heading", whole % 360]
          : counter === lostControl
            ? ["lostControlRounds", whole]
            : counter === rammed
              ? ["rammedRounds", whole]
              : [];
    if (!key || !Number.isFinite(value) || next === this[key as "speed"]) return undefined;
    return this.parent?.update({ [`system.${key}`]: next });
  }

  /**
   * What a collision card reads of the vehicle (CollisionsCapability, rules/rulesets/d6/vehicle-collisions.ts):
   * the movement profile's characteristics with `damageLevel`, `exposure`, `vehicleKind` (indexes of
   * d6.DAMAGE_LEVELS, d6.EXPOSURE, d6.VEHICLE_KINDS), `maneuverabilityLoss` (dice) and `speedLoss` (levels).
   */
  get collisionProfile(): MovementProfile {
    const index = (ids: readonly string[], id: unknown) => Math.max(0, ids.indexOf(id as string));
    return {
      characteristics: {
        ...this.movementProfile.characteristics,
        damageLevel: index(d6.DAMAGE_LEVELS, this.damage),
        exposure: index(d6.EXPOSURE, this.exposure),
        vehicleKind: index(d6.VEHICLE_KINDS, this.vehicleKind),
        maneuverabilityLoss: Math.max(0, Math.floor(Number(this.maneuverabilityLoss) || 0)),
        speedLoss: Math.max(0, Math.floor(Number(this.speedLoss) || 0)),
      },
    };
  }

  /**
   * Writes a collision card's damage (the executor's `vehicleDamage` effect): the damage level and
   * the Maneuverability dice and top speed levels lost in all. An unknown level or a loss that is not
   * a whole number ≥ 0 is ignored (logged); never throws.
   */
  async applyCollisionDamage(changes: { damage: string; maneuverabilityLoss: number; speedLoss: number }) {
    const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
    if (!(d6.DAMAGE_LEVELS as readonly string[]).includes(changes?.damage)) return null;
    if (!ok(changes.maneuverabilityLoss) || !ok(changes.speedLoss)) return null;
    // A dotted-path update of the owning actor (Document#update,
    // https://foundryvtt.com/api/classes/foundry.abstract.Document.html#update), as the runner's applyDamage writes.
    return this.parent?.update({
      "system.damage": changes.damage,
      "system.maneuverabilityLoss": changes.maneuverabilityLoss,
      "system.speedLoss": changes.speedLoss,
    } as never);
  }

  /** Air vehicles fly at their Move; the others do not fly. */
  override get flyingSpeed(): number {
    return this.vehicleKind === "air" ? d6.readMove(this.move) : 0;
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const warnings: D6Warning[] = [];
    const move = d6.readMove(this.move);
    if (move !== this.move) warnings.push({ path: "move", value: this.move, used: move });
    for (const key of ["pilotry", "maneuverability", "toughness", "armor"] as const) {
      if (pipsOf(this[key]) === null) warnings.push({ path: key, value: this[key], used: "0D" });
    }
    const loss = Math.max(0, Math.floor(Number(this.speedLoss) || 0));
    const top = d6.topSpeed(loss);
    const topIndex = d6.SPEED_LEVELS.indexOf(top);
    this.topSpeed = top;
    this.speeds = d6.SPEED_LEVELS.map((level, i) => ({
      level,
      ...d6.vehicleSpeed({ level, move }),
      lost: i > topIndex,
    }));
    this.resistancePips = (pipsOf(this.toughness) ?? 0) + (pipsOf(this.armor) ?? 0);
    this.warnings = warnings;
  }
}
