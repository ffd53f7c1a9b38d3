/**
 * The schema part of OpenD6 vehicles' data (`d6vehicle` actor type): Move, Maneuverability,
 * Toughness and armour codes, scale, kind (land, water, air, animal-drawn with its pulling
 * rate and its team's running code, magical), current speed level, damage level and what it cost, the passengers
 * (linked actors) and how exposed they are (d6-movement.txt, Vehicles & Aerial Characters;
 * rules/README.md ruling 10), how older data is migrated, and neutral derived values. `init`
 * registers it in every world; an OpenD6 world's chunk brings d6-vehicle-model.ts, which derives
 * the speed levels by the engine (rulesets/loading.ts).
 * @module
 */
import { formatSkillCode } from "../../../rules";
import { D6_VEHICLE_INITIAL, D6_VEHICLE_TYPE, vehicleCodePips } from "../../../rules/rulesets/d6/actor-fields";
import { pipsCode } from "../../../rules/rulesets/d6/profile";
import * as d6 from "../../../rules/rulesets/d6/vehicle-tables";
import type { TeamLevelDifficulty } from "../../../rules/rulesets/d6/vehicle-team";
import { looseChoice, looseChoiceAt, looseNumberAt } from "../../data/loose-values";
import type { D6Warning } from "./d6-character-data";
import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";

/** The vehicle choices of a StringField: id → lang key. */
function choices(ids: readonly string[], group: string): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `STRIDE.D6Vehicle.${group}.${id}`]));
}

function defineD6VehicleSchema() {
  const { ArrayField, BooleanField, NumberField, StringField } = foundry.data.fields;
  const metres = (initial: number) => new NumberField({ required: true, nullable: false, min: 0, initial });
  const code = (initial: string) => new StringField({ required: true, blank: true, initial });
  const rounds = (initial: number) =>
    new NumberField({ required: true, nullable: false, integer: true, min: 0, initial });
  const pick = (ids: readonly string[], group: string, initial: string) =>
    new StringField({ required: true, initial, choices: choices(ids, group) });
  const INITIAL = D6_VEHICLE_INITIAL;
  return {
    /** Metres per round at cruising speed (§ Vehicle Movement). */
    move: metres(INITIAL.move),
    /** The usual pilot's Extranormal or pilotry code, rolled with the Maneuverability (§ Stunts). */
    pilotry: code(INITIAL.pilotry),
    /** Added to the pilot's Extranormal or pilotry rolls (§ Stunts); blank is 0D. */
    maneuverability: code(INITIAL.maneuverability),
    /** Damage resistance with the armour (§ Vehicle Damage). */
    toughness: code(INITIAL.toughness),
    armor: code(INITIAL.armor),
    /** The scale modifier of the "Combat Options" chapter (0 for a person-sized target). */
    scale: new NumberField({ required: true, nullable: false, initial: INITIAL.scale }),
    /** Land, water, air, animal-drawn or magical (named apart from `kind`, which is "vehicle" to the rules). */
    vehicleKind: pick(d6.VEHICLE_KINDS, "vehicleKind", INITIAL.vehicleKind),
    /**
     * The pulling rate the vehicle lists for its creatures, metres per round (animal-drawn; § Vehicle
     * Movement): its speed levels and its team's running count from it (the Move when 0).
     */
    pullingMove: metres(INITIAL.pullingMove),
    /**
     * The team creature's own Move, metres per round (animal-drawn): panic speed is 4× it (§ Targeting
     * the Creatures); 0 uses the pulling rate, then the Move.
     */
    creatureMove: metres(INITIAL.creatureMove),
    /** The pulling team's running code (animal-drawn): rolled in place of the pilot's speed roll (§ Running). */
    teamRunning: code(INITIAL.teamRunning),
    /** The familiarity row an unfamiliar operator uses (§ Vehicle Familiarity). */
    familiarity: pick(d6.FAMILIARITY, "familiarity", INITIAL.familiarity),
    /** The pilot is not familiar with it: every pilot and stunt roll takes the familiarity row (§ Vehicle Familiarity). */
    unfamiliar: new BooleanField({ required: true, initial: INITIAL.unfamiliar }),
    /** The pilot has a manual or instructions he can read: −3 while unfamiliar (§ Vehicle Familiarity). */
    manual: new BooleanField({ required: true, initial: INITIAL.manual }),
    speed: pick(d6.SPEED_LEVELS, "speed", INITIAL.speed),
    damage: pick(d6.DAMAGE_LEVELS, "damage", INITIAL.damage),
    /** What Light and Heavy damage took: Maneuverability dice or top speed levels (the GM's choice). */
    maneuverabilityLoss: metres(INITIAL.maneuverabilityLoss),
    speedLoss: metres(INITIAL.speedLoss),
    /**
     * Ids of the world actors riding in it. An array of actor ids as WFRP4e's
     * VehiclePassengersModel keeps them (ArrayField of an id StringField).
     */
    passengers: new ArrayField(new StringField({ required: true, blank: false }), {
      required: true,
      initial: [...INITIAL.passengers],
    }),
    exposure: pick(d6.EXPOSURE, "exposure", INITIAL.exposure),
    /** Direction of its last move, whole degrees clockwise from +x (the stored heading; null: none yet). */
    heading: new NumberField({
      required: true,
      nullable: true,
      integer: true,
      min: 0,
      max: 359,
      initial: INITIAL.heading,
    }),
    /** Rounds driven out of control since Lost control was set (0 or 1; vehicle-drive.ts lostControlTurnStart). */
    lostControlRounds: rounds(INITIAL.lostControlRounds),
    /** Rounds lost since a ram set Rammed (0 or 1; vehicle-collisions.ts rammedTurnStart). */
    rammedRounds: rounds(INITIAL.rammedRounds),
    /** The ram or sideswipe its pilot declares for the next move (§ Ramming & Sideswiping Vehicles). */
    declaredStunt: pick(d6.DECLARED_STUNTS, "declaredStunt", INITIAL.declaredStunt),
    /** Whether a Very Light hit's −1D lasts (> 0), turn starts left when hit outside a combat (0–2; vehicle-collisions.ts veryLightTurnStart). */
    veryLightRounds: rounds(INITIAL.veryLightRounds),
    /** The last combat round a Very Light hit's −1D lasts through (0: hit outside a started combat). */
    veryLightUntil: rounds(INITIAL.veryLightUntil),
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
  /**
   * An animal-drawn vehicle's team's running difficulties over the level (d6 teamLevelDifficulty:
   * from the first metre past the level below to its full speed); absent for other vehicles.
   */
  readonly running?: TeamLevelDifficulty;
}

/** Values derived on preparation. */
export type D6VehicleDerived = {
  /** The five speed levels at the vehicle's Move (an animal-drawn vehicle's pulling rate). */
  speeds: D6SpeedRow[];
  /** The fastest level left after damage. */
  topSpeed: d6.SpeedLevel;
  /** Damage resistance in pips: Toughness plus armour (§ Vehicle Damage). */
  resistancePips: number;
  /** Values that had to be replaced to be used. */
  warnings: D6Warning[];
};

/** Pips of a code, 0 when blank or "0D"; null when it cannot be read (d6 actors.ts). */
const pipsOf = vehicleCodePips;

/** The vehicle's number fields, read from text by `migrateData`. */
const D6_VEHICLE_NUMBERS = [
  "move",
  "pullingMove",
  "creatureMove",
  "scale",
  "maneuverabilityLoss",
  "speedLoss",
  "heading",
  "lostControlRounds",
  "rammedRounds",
  "veryLightRounds",
  "veryLightUntil",
] as const;

/** The actor type's id (the engine's). */
export { D6_VEHICLE_TYPE };

/**
 * Older spellings of the speed level ids a hand-made vehicle may carry, squashed (loose-values.ts
 * `squash`: `"all-out"` and `"Very Light"` already squash to their ids).
 */
const SPEED_ALIASES: ReadonlyMap<string, string> = new Map([["cruise", "cruising"]]);

/**
 * The schema-only data model of `d6vehicle` actors: their fields and migrations, with neutral
 * derived values (no speed levels, no warnings) until the vehicle model (d6-vehicle-model.ts)
 * derives them.
 */
export class StrideD6VehicleData extends StrideActorModel<D6VehicleSchema, D6VehicleDerived> {
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
    for (const key of ["pilotry", "maneuverability", "toughness", "armor", "teamRunning"]) {
      const value = own(key);
      if (typeof value === "number" && Number.isInteger(value) && value > 0) {
        source[key] = formatSkillCode(pipsCode(value));
      } else if (typeof value === "string" && pipsOf(value)) {
        source[key] = formatSkillCode(pipsCode(pipsOf(value)!));
      }
    }
    looseChoiceAt(source, "speed", d6.SPEED_LEVELS, SPEED_ALIASES);
    looseChoiceAt(source, "damage", d6.DAMAGE_LEVELS);
    looseChoiceAt(source, "vehicleKind", d6.VEHICLE_KINDS);
    looseChoiceAt(source, "familiarity", d6.FAMILIARITY);
    looseChoiceAt(source, "exposure", d6.EXPOSURE);
    looseChoiceAt(source, "declaredStunt", d6.DECLARED_STUNTS);
    const kind = looseChoice(own("kind"), d6.VEHICLE_KINDS);
    if (own("vehicleKind") === undefined && (d6.VEHICLE_KINDS as readonly unknown[]).includes(kind)) {
      source["vehicleKind"] = kind;
    }
    const passengers = own("passengers");
    if (typeof passengers === "string" && passengers.trim() !== "") source["passengers"] = [passengers];
    return super.migrateData(source);
  }

  /**
   * Neutral values (no speed levels, stopped, no resistance, no warnings), so a sheet reads every
   * derived key before the engine's derivation arrives or where it never does.
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.speeds = [];
    this.topSpeed = "stopped";
    this.resistancePips = 0;
    this.warnings = [];
  }
}
