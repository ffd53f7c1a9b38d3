/**
 * OpenD6 actor data read without Foundry (`d6character`, `d6vehicle`): the initial values of the
 * data models' fields, the clamping of what is stored (Move 0–1000 m, codes that can be read,
 * choices among their ids), and what movement reads of it (d6-movement.txt; rules/README.md
 * ruling 10): a character's Move, flying Move and codes as pips (profile.ts `d6Profile`,
 * § Flying Characters), a vehicle's Move, speed level, Maneuverability, Toughness and the counters
 * its drive reads (§ Vehicle Movement, § Stunts, § Vehicle Damage). The adapter's models derive
 * their sheet values from the same records.
 * @module
 */
import type { ActorDataWarning, ActorReading, ActorsCapability } from "../../capabilities/actors";
import type { MovementProfile } from "../../types";
import { isRecord, withInitial } from "../../scene/system-data";
import { codePips, d6Profile, D6_ATTRIBUTES, D6_SKILLS, readMove, SKILL_ATTRIBUTE, type D6Record } from "./profile";
import {
  DAMAGE_LEVELS,
  DECLARED_STUNTS,
  EXPOSURE,
  FAMILIARITY,
  SPEED_LEVELS,
  VEHICLE_KINDS,
  type SpeedLevel,
} from "./vehicle-tables";
import { topSpeed } from "./vehicles";
import {
  D6_ACTOR_TYPES,
  D6_CHARACTER_INITIAL,
  D6_CHARACTER_TYPE,
  D6_VEHICLE_INITIAL,
  D6_VEHICLE_TYPE,
  vehicleCodePips,
} from "./actor-fields";
import { isFiniteNumber } from "../../scene/numbers";

export * from "./actor-fields";

/** The value of `key` in a group that may be missing or junk (then undefined). */
function field(group: unknown, key: string): unknown {
  return isRecord(group) && key in group ? group[key] : undefined;
}

/** A stored number as the record reads it: finite, else 0. */
function finiteOrZero(raw: unknown): number {
  return isFiniteNumber(raw) ? raw : 0;
}

/** Whether a code can be read (profile.ts `codePips`). */
function usable(code: string): boolean {
  try {
    codePips(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a `d6character` actor's system data: missing fields take {@link D6_CHARACTER_INITIAL}
 * without a warning. Move that is not a number 0–1000 reads 10 (profile.ts `readMove`), an attribute
 * code that cannot be read as 1D, a skill code that cannot be read (or is not text) as untrained,
 * each with a warning; a group stored as junk reads as empty; flying Move and drowning rounds that
 * are not finite read 0. Never throws.
 */
export function readD6Character(system: unknown): { record: D6Record; warnings: ActorDataWarning[] } {
  const data = withInitial(system, D6_CHARACTER_INITIAL);
  const warnings: ActorDataWarning[] = [];
  const move = readMove(data["move"]);
  if (move !== data["move"]) warnings.push({ path: "move", value: data["move"], used: move });
  const { attributes, skills } = data;
  for (const attribute of D6_ATTRIBUTES) {
    const code = field(attributes, attribute);
    if (!usable(typeof code === "string" ? code : ""))
      warnings.push({ path: `attributes.${attribute}`, value: code, used: "1D" });
  }
  for (const skill of D6_SKILLS) {
    // Blank is untrained; text that is no code, or a value that is not text, is rolled at the attribute.
    const raw = field(skills, skill);
    const unusable = typeof raw === "string" ? raw.trim() !== "" && !usable(raw) : raw !== undefined;
    if (unusable) warnings.push({ path: `skills.${skill}`, value: raw, used: `(${SKILL_ATTRIBUTE[skill]})` });
  }
  const text = (code: unknown) => (typeof code === "string" ? code : "");
  return {
    record: {
      move,
      flyingMove: finiteOrZero(data["flyingMove"]),
      attributes: { agility: text(field(attributes, "agility")), physique: text(field(attributes, "physique")) },
      skills: Object.fromEntries(D6_SKILLS.map((skill) => [skill, text(field(skills, skill))])),
      drowning: finiteOrZero(data["drowning"]),
    },
    warnings,
  };
}

/**
 * What movement reads of a `d6character` ({@link readD6Character}): a character with the OpenD6
 * profile (profile.ts `d6Profile`: Move, flying Move, attributes and skills as pips), flying at its
 * flying Move (metres; 0 without a means to fly); no status.
 */
export function d6CharacterReading(system: unknown): ActorReading {
  const { record, warnings } = readD6Character(system);
  const profile = d6Profile(record);
  return {
    kind: "character",
    profile,
    flyingSpeed: profile.characteristics["flyingMove"] ?? 0,
    flying: null,
    status: null,
    warnings,
  };
}

/** A whole count ≥ 0 of a stored number; junk reads 0. */
function wholeCount(raw: unknown): number {
  return Math.max(0, Math.floor(Number(raw) || 0));
}

/** The index of `id` in `ids`, 0 when it is not one. */
function indexOf(ids: readonly string[], id: unknown): number {
  return Math.max(0, ids.indexOf(id as string));
}

/**
 * The rate an animal-drawn vehicle moves at, metres per round: its listed pulling rate for its
 * creatures (`pullingMove`; d6-movement.txt § Vehicle Movement: each vehicle lists one for its
 * animal), or the vehicle's own Move when no pulling rate is given (0 or missing; docs/rulings.md).
 * Its team's running (§ Running) and its speed levels count from it. Never throws.
 * @example pullingRate({ move: 12, pullingMove: 15 }) // → 15
 * @example pullingRate({ move: 12, pullingMove: 0 }) // → 12
 */
export function pullingRate(system: unknown): number {
  const data = withInitial(system, D6_VEHICLE_INITIAL);
  return readMove(data["pullingMove"], readMove(data["move"]));
}

/**
 * The movement profile of a `d6vehicle` (missing fields take {@link D6_VEHICLE_INITIAL}):
 * `move` (metres per round), `vehicle` 1, `vehicleSpeed` (the speed level's index, 0 stopped …
 * 4 all-out), `topSpeed` (the index of the fastest level left after the levels damage took),
 * `maneuverability`, `toughness`, `armor` in pips, and `pilotry`: the pilot's code plus the
 * Maneuverability less 3 pips per die damage took, and 3 more while a Very Light hit lasts
 * (`veryLightRounds` > 0; § Vehicle & Passenger Damage: −1D this round and the next), at least 0,
 * which the pilot's rolls roll; `scale` (the OpenD6 scale value); `declaredStunt` (the index of
 * DECLARED_STUNTS), `veryLightRounds` and `veryLightUntil` (the last combat round of the −1D, 0 none known);
 * `pullingMove` (an animal-drawn vehicle's listed pulling rate, else 0), `creatureMove` (an animal-drawn
 * vehicle's team creature's own Move, which panic speed counts from; when 0 its {@link pullingRate};
 * else 0), and for an animal-drawn
 * vehicle with a team's running code `teamRunning` (its pips, 0 when it cannot be read; left out
 * when the code is blank, as an od6s vehicle's: then the pilot rolls) with `move` its
 * pulling rate ({@link pullingRate}: the team's running rules count from it, d6-movement.txt
 * § Vehicle Movement; docs/rulings.md); `water` and `air` (1 for a
 * water or air vehicle), `vehicleKind` (index of VEHICLE_KINDS), and for a pilot unfamiliar with
 * it (`unfamiliar`) `familiarity` (index of FAMILIARITY) and `manual` (1 with a manual); the counters `lostControlRounds`, `rammedRounds`, `heading` (whole degrees,
 * when stored) and `damageLevel` (index of DAMAGE_LEVELS). Never throws.
 */
export function d6VehicleProfile(system: unknown): MovementProfile {
  const data = withInitial(system, D6_VEHICLE_INITIAL);
  const kind = data["vehicleKind"];
  const heading = data["heading"];
  const maneuverability = vehicleCodePips(data["maneuverability"]) ?? 0;
  const drawn = kind === "animalDrawn";
  const teamCode = typeof data["teamRunning"] === "string" ? data["teamRunning"].trim() : "";
  return {
    characteristics: {
      // A team's running counts from its pulling rate (§ Vehicle Movement), so every speed level does too.
      move: drawn ? pullingRate(data) : readMove(data["move"]),
      vehicle: 1,
      vehicleSpeed: indexOf(SPEED_LEVELS, data["speed"]),
      topSpeed: indexOf(SPEED_LEVELS, topSpeed(wholeCount(data["speedLoss"]))),
      maneuverability,
      pilotry: Math.max(
        0,
        (vehicleCodePips(data["pilotry"]) ?? 0) +
          maneuverability -
          3 * (wholeCount(data["maneuverabilityLoss"]) + (wholeCount(data["veryLightRounds"]) > 0 ? 1 : 0)),
      ),
      scale: finiteOrZero(data["scale"]),
      declaredStunt: indexOf(DECLARED_STUNTS, data["declaredStunt"]),
      veryLightRounds: wholeCount(data["veryLightRounds"]),
      veryLightUntil: wholeCount(data["veryLightUntil"]),
      toughness: vehicleCodePips(data["toughness"]) ?? 0,
      armor: vehicleCodePips(data["armor"]) ?? 0,
      lostControlRounds: Number(data["lostControlRounds"]) || 0,
      rammedRounds: Number(data["rammedRounds"]) || 0,
      // Severe damage slows an out-of-control vehicle at its turn start (vehicle-drive.ts lostControlTurnStart).
      damageLevel: indexOf(DAMAGE_LEVELS, data["damage"]),
      ...(typeof heading === "number" ? { heading } : {}),
      // Panic speed (4× the pulling creatures' Move) and the day's wind (water vehicles) read these.
      pullingMove: drawn ? readMove(data["pullingMove"], 0) : 0,
      // Panic speed is 4× the team creature's own Move (§ Targeting the Creatures); else the pulling rate.
      creatureMove: drawn ? readMove(data["creatureMove"], 0) || pullingRate(data) : 0,
      // The team's running roll replaces the pilot's speed roll (vehicle-drive.ts vehicleMoveRequests).
      ...(drawn && teamCode !== "" ? { teamRunning: vehicleCodePips(teamCode) ?? 0 } : {}),
      water: kind === "water" ? 1 : 0,
      // Climbing or diving 45° is a stunt of aerial vehicles only (vehicle-drive.ts vehicleMoveRequests).
      air: kind === "air" ? 1 : 0,
      // A land vehicle that loses control veers and stops (vehicle-drive.ts lostControlTurnStart).
      vehicleKind: indexOf(VEHICLE_KINDS, kind),
      // An unfamiliar pilot's rolls take the familiarity row, −3 with a manual (vehicle-ruleset.ts familiarityLines).
      ...(data["unfamiliar"] === true
        ? { familiarity: indexOf(FAMILIARITY, data["familiarity"]), manual: data["manual"] === true ? 1 : 0 }
        : {}),
    },
  };
}

/**
 * What a collision card reads of a `d6vehicle` (CollisionsCapability, vehicle-collisions.ts): its
 * movement profile ({@link d6VehicleProfile}) with `damageLevel`, `exposure`, `vehicleKind`
 * (indexes of DAMAGE_LEVELS, EXPOSURE, VEHICLE_KINDS), `maneuverabilityLoss` (dice) and
 * `speedLoss` (levels). Never throws.
 */
export function d6VehicleCollisionProfile(system: unknown): MovementProfile {
  const data = withInitial(system, D6_VEHICLE_INITIAL);
  return {
    characteristics: {
      ...d6VehicleProfile(data).characteristics,
      damageLevel: indexOf(DAMAGE_LEVELS, data["damage"]),
      exposure: indexOf(EXPOSURE, data["exposure"]),
      vehicleKind: indexOf(VEHICLE_KINDS, data["vehicleKind"]),
      maneuverabilityLoss: wholeCount(data["maneuverabilityLoss"]),
      speedLoss: wholeCount(data["speedLoss"]),
    },
  };
}

/** A vehicle's speed levels as its sheet reads them: the fastest level left after damage, and Move. */
export interface D6VehicleRecord {
  /** Metres per round at cruising speed. */
  readonly move: number;
  /**
   * Metres per round the speed levels count from: the Move, or an animal-drawn vehicle's pulling
   * rate ({@link pullingRate}).
   */
  readonly rate: number;
  /** Animal-drawn: its team's running roll replaces the pilot's speed roll (§ Vehicle Movement). */
  readonly drawn: boolean;
  /** The fastest speed level left after the levels damage took. */
  readonly topSpeed: SpeedLevel;
  /** Damage resistance in pips: Toughness plus armour (§ Vehicle Damage). */
  readonly resistancePips: number;
}

/**
 * Reads a `d6vehicle` actor's system data for its sheet: missing fields take
 * {@link D6_VEHICLE_INITIAL} without a warning; Move that is not a number 0–1000 reads 10, a code
 * (pilotry, Maneuverability, Toughness, armour, the team's running) that cannot be read as 0D, each
 * with a warning.
 * Never throws.
 */
export function readD6Vehicle(system: unknown): { record: D6VehicleRecord; warnings: ActorDataWarning[] } {
  const data = withInitial(system, D6_VEHICLE_INITIAL);
  const warnings: ActorDataWarning[] = [];
  const move = readMove(data["move"]);
  if (move !== data["move"]) warnings.push({ path: "move", value: data["move"], used: move });
  for (const key of ["pilotry", "maneuverability", "toughness", "armor", "teamRunning"] as const) {
    if (vehicleCodePips(data[key]) === null) warnings.push({ path: key, value: data[key], used: "0D" });
  }
  const drawn = data["vehicleKind"] === "animalDrawn";
  return {
    record: {
      move,
      rate: drawn ? pullingRate(data) : move,
      drawn,
      topSpeed: topSpeed(wholeCount(data["speedLoss"])),
      resistancePips: (vehicleCodePips(data["toughness"]) ?? 0) + (vehicleCodePips(data["armor"]) ?? 0),
    },
    warnings,
  };
}

/**
 * What movement reads of a `d6vehicle`: a vehicle with {@link d6VehicleProfile}, flying at its Move
 * (metres a round) when it is an air vehicle, else 0; the warnings of {@link readD6Vehicle}; no
 * status, no Toughness by facing (an OpenD6 vehicle's Toughness is a code, in the profile).
 */
export function d6VehicleReading(system: unknown): ActorReading {
  const data = withInitial(system, D6_VEHICLE_INITIAL);
  const { record, warnings } = readD6Vehicle(data);
  return {
    kind: "vehicle",
    profile: d6VehicleProfile(data),
    flyingSpeed: data["vehicleKind"] === "air" ? record.move : 0,
    flying: null,
    status: null,
    warnings,
  };
}

/**
 * The fields storing a d6 counter at `value` (floored, at least 0): a character's `drowning`; a
 * vehicle's counters (vehicle-drive.ts VEHICLE_COUNTERS) as its model keeps them: `vehicleSpeed` as
 * the `speed` level id (at most all-out), `heading` whole degrees 0–359, `declaredStunt` as the
 * stunt id, the round counts under their names. Null for any other counter or a value not finite.
 */
function d6CounterUpdate(type: string, counter: string, value: number): Record<string, unknown> | null {
  if (!isFiniteNumber(value)) return null;
  const whole = Math.max(0, Math.floor(value));
  if (type === D6_CHARACTER_TYPE) return counter === "drowning" ? { drowning: whole } : null;
  if (type !== D6_VEHICLE_TYPE) return null;
  switch (counter) {
    case "vehicleSpeed":
      return { speed: SPEED_LEVELS[Math.min(SPEED_LEVELS.length - 1, whole)] };
    case "heading":
      return { heading: whole % 360 };
    case "declaredStunt":
      return { declaredStunt: DECLARED_STUNTS[Math.min(DECLARED_STUNTS.length - 1, whole)] };
    case "lostControlRounds":
    case "rammedRounds":
    case "veryLightRounds":
    case "veryLightUntil":
      return { [counter]: whole };
    default:
      return null;
  }
}

/**
 * The OpenD6 actors capability: `d6character` ({@link d6CharacterReading}) and `d6vehicle`
 * ({@link d6VehicleReading}); counters stored as {@link d6CounterUpdate} writes them.
 */
export const D6_ACTORS: ActorsCapability = Object.freeze({
  types: D6_ACTOR_TYPES,
  read: (type: string, system: unknown): ActorReading | null =>
    type === D6_CHARACTER_TYPE
      ? d6CharacterReading(system)
      : type === D6_VEHICLE_TYPE
        ? d6VehicleReading(system)
        : null,
  counterUpdate: d6CounterUpdate,
});
