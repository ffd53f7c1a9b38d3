/**
 * Necromunda actor data read without Foundry (`fighter`, `vehicle`): the initial values of the data
 * models' fields, the clamping of what is stored (profile values 0–12, Toughness and Hull Points
 * ≥ 0, a weapon's Long range ≥ 0 inches, the status and transport area among their choices), and
 * what movement reads of it: Move and Initiative (fighters) or Move and Handling (vehicles) in
 * inches (necromunda-movement.md § Movement, § Vehicle Movement), the fighter's status (§ The 1"
 * Rule), its weapons' Versatile and Long range (§ Charge), a vehicle's Toughness by facing
 * (§ Vehicle Collisions) and transport area (§ Fighters & Loot on Moving Vehicles).
 * @module
 */
import type { ActorDataWarning, ActorReading, ActorsCapability } from "../../capabilities/actors";
import type { Facings, WeaponSnapshot } from "../../scene/snapshot";
import { isRecord, withInitial } from "../../scene/system-data";
import {
  FIGHTER_TYPE,
  VEHICLE_TYPE,
  NECROMUNDA_ACTOR_TYPES,
  FIGHTER_PROFILE,
  FIGHTER_STATUSES,
  VEHICLE_TRANSPORT_AREAS,
  NECROMUNDA_FIGHTER_INITIAL,
  NECROMUNDA_VEHICLE_INITIAL,
  clampProfileValue,
} from "./actor-fields";
import type { FighterProfileKey, FighterState } from "./actor-fields";

export * from "./actor-fields";

/** The value of `key` in a group that may be missing or junk (then undefined). */
function field(group: unknown, key: string): unknown {
  return isRecord(group) && key in group ? group[key] : undefined;
}

/** A fighter's system data made usable, with the warnings for what was clamped. */
export interface FighterRecord {
  /** Each profile value, 0–12. */
  readonly profile: Readonly<Record<FighterProfileKey, number>>;
  readonly status: FighterState;
  /** Its weapons as movement reads them (Long range in inches). */
  readonly weapons: readonly WeaponSnapshot[];
}

/**
 * Reads a `fighter` actor's system data: missing fields take {@link NECROMUNDA_FIGHTER_INITIAL}
 * without a warning; a profile value that is not a whole 0–12 is clamped ({@link clampProfileValue}),
 * a status that is not one of {@link FIGHTER_STATUSES} reads as standing, a weapon's Long range that
 * is not a number ≥ 0 reads as 0, a weapons entry that is not a list as none, each with a warning
 * (a stored undefined status or list: without one). Never throws.
 */
export function readFighter(system: unknown): { record: FighterRecord; warnings: ActorDataWarning[] } {
  const data = withInitial(system, NECROMUNDA_FIGHTER_INITIAL);
  const warnings: ActorDataWarning[] = [];
  const profile = {} as Record<FighterProfileKey, number>;
  for (const key of FIGHTER_PROFILE) {
    const raw = field(data["profile"], key);
    const { value, clamped } = clampProfileValue(raw);
    if (clamped) warnings.push({ path: `profile.${key}`, value: raw, used: value });
    profile[key] = value;
  }
  const rawStatus = data["status"];
  const status = FIGHTER_STATUSES.find((s) => s === rawStatus);
  if (!status && rawStatus !== undefined)
    warnings.push({ path: "status", value: rawStatus, used: FIGHTER_STATUSES[0] });
  const rawWeapons = data["weapons"];
  if (!Array.isArray(rawWeapons) && rawWeapons !== undefined)
    warnings.push({ path: "weapons", value: rawWeapons, used: 0 });
  const weapons = (Array.isArray(rawWeapons) ? (rawWeapons as unknown[]) : []).map((weapon, i) => {
    const name = field(weapon, "name");
    const raw = field(weapon, "longRange");
    const n = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
    const usable = (typeof raw !== "string" || raw.trim() !== "") && Number.isFinite(n) && n >= 0;
    if (!usable) warnings.push({ path: `weapons.${i}.longRange`, value: raw, used: 0 });
    return {
      name: typeof name === "string" ? name : "",
      versatile: field(weapon, "versatile") === true,
      longRange: usable ? n : 0,
    };
  });
  return { record: { profile, status: status ?? FIGHTER_STATUSES[0], weapons }, warnings };
}

/** A vehicle's system data made usable, with the warnings for what was clamped. */
export interface VehicleRecord {
  /** Move, inches, and Handling (the X of "X+"), 0–12. */
  readonly move: number;
  readonly handling: number;
  /** Toughness by facing and Hull Points, ≥ 0. */
  readonly toughness: Facings;
  readonly hullPoints: { readonly value: number; readonly max: number };
  readonly transportArea: (typeof VEHICLE_TRANSPORT_AREAS)[number];
}

/**
 * Reads a `vehicle` actor's system data: missing fields take {@link NECROMUNDA_VEHICLE_INITIAL}
 * without a warning; Move and Handling are clamped to a whole 0–12 ({@link clampProfileValue}),
 * Toughness and Hull Points that are not numbers ≥ 0 read as 0 (a negative one as 0), a transport
 * area that is not one of {@link VEHICLE_TRANSPORT_AREAS} as `none`, each with a warning (a stored
 * undefined transport area: without one). Never throws.
 */
export function readVehicle(system: unknown): { record: VehicleRecord; warnings: ActorDataWarning[] } {
  const data = withInitial(system, NECROMUNDA_VEHICLE_INITIAL);
  const warnings: ActorDataWarning[] = [];
  const profile = (path: "move" | "handling") => {
    const { value, clamped } = clampProfileValue(data[path]);
    if (clamped) warnings.push({ path, value: data[path], used: value });
    return value;
  };
  const move = profile("move");
  const handling = profile("handling");
  // Shown, and read by collisions: a value that is not a number ≥ 0 counts 0 (a negative one 0).
  const count = (group: "toughness" | "hullPoints", key: string) => {
    const raw = field(data[group], key);
    const n = Number(raw);
    if (raw === null || raw === undefined || !Number.isFinite(n) || n < 0) {
      const used = Number.isFinite(n) ? Math.max(0, n) : 0;
      warnings.push({ path: `${group}.${key}`, value: raw, used });
      return used;
    }
    return n;
  };
  const toughness = {
    front: count("toughness", "front"),
    side: count("toughness", "side"),
    rear: count("toughness", "rear"),
  };
  const hullPoints = { value: count("hullPoints", "value"), max: count("hullPoints", "max") };
  const rawArea = data["transportArea"];
  const transportArea = VEHICLE_TRANSPORT_AREAS.find((a) => a === rawArea);
  if (!transportArea && rawArea !== undefined)
    warnings.push({ path: "transportArea", value: rawArea, used: VEHICLE_TRANSPORT_AREAS[0] });
  return {
    record: { move, handling, toughness, hullPoints, transportArea: transportArea ?? VEHICLE_TRANSPORT_AREAS[0] },
    warnings,
  };
}

/** The status id that stands for Pinned (Foundry's Prone; effects.ts StatusEffect). */
export const PINNED_STATUS = "prone";

/**
 * A fighter's state as the rules read it: Seriously Injured from its data; else Pinned when its
 * actor has the Prone status ({@link PINNED_STATUS}: Pinned is that status, not a copy in the
 * data), or its data still holds the older `pinned` (not yet moved to the status, so not lost);
 * else Standing. Never throws.
 */
export function fighterState(stored: FighterState, statuses: readonly string[] = []): FighterState {
  if (stored === "seriouslyInjured") return stored;
  const prone = Array.isArray(statuses) && statuses.includes(PINNED_STATUS);
  return prone || stored === "pinned" ? "pinned" : "standing";
}

/**
 * What movement reads of a `fighter` ({@link readFighter}): a character with Move (inches) and
 * Initiative as its profile's characteristics, its state ({@link fighterState}, from the actor's
 * `statuses` too) and weapons; it cannot fly.
 */
export function fighterReading(system: unknown, statuses: readonly string[] = []): ActorReading {
  const { record, warnings } = readFighter(system);
  return {
    kind: "character",
    profile: { characteristics: { move: record.profile.move, initiative: record.profile.i } },
    flyingSpeed: 0,
    flying: null,
    status: fighterState(record.status, statuses),
    weapons: record.weapons,
    warnings,
  };
}

/**
 * What movement reads of a `vehicle` ({@link readVehicle}): a vehicle with Move (inches) and
 * Handling as its profile's characteristics, its Toughness by facing and its transport area when
 * it has one (`deck` or `rear`); no status; it cannot fly.
 */
export function vehicleReading(system: unknown): ActorReading {
  const { record, warnings } = readVehicle(system);
  return {
    kind: "vehicle",
    profile: { characteristics: { move: record.move, handling: record.handling } },
    flyingSpeed: 0,
    flying: null,
    status: null,
    toughness: record.toughness,
    ...(record.transportArea === "none" ? {} : { transportArea: record.transportArea }),
    warnings,
  };
}

/** The Necromunda actors capability: `fighter` ({@link fighterReading}) and `vehicle` ({@link vehicleReading}). */
export const NECROMUNDA_ACTORS: ActorsCapability = Object.freeze({
  types: NECROMUNDA_ACTOR_TYPES,
  read: (type: string, system: unknown, statuses?: readonly string[]): ActorReading | null =>
    type === FIGHTER_TYPE ? fighterReading(system, statuses) : type === VEHICLE_TYPE ? vehicleReading(system) : null,
});
