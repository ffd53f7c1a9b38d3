/**
 * Migrations of actor system data from older shapes to today's, run by each data model's
 * `static migrateData(source)`. Foundry calls `migrateData` on a document's source data before
 * cleaning and validating it (foundryvtt.com/api, foundry.abstract.DataModel: "a workflow for
 * data migration, cleaning, validation, and initialization"; dnd5e's SystemDataModel.migrateData,
 * module/data/abstract/system-data-model.mjs, migrates in place and returns super's result), so
 * these functions change `source` in place, never throw, and are idempotent.
 *
 * Rules: nothing a user entered is lost. A value is only rewritten when its meaning is certain
 * (a number typed as text, a single Toughness for every facing); a value that cannot be read is
 * kept as entered; unknown fields are left alone. Numbers and choices are read by the shared
 * ../loose-values.ts (`"1,5"`, `"4+"`, `'5"'`, `"3 m"`, `"−2"`, `"1 000"`, `"½"`; any case), and stored
 * strings index tables by own keys only (a status `"constructor"` is kept as entered, never taken for
 * Object.prototype's member).
 *
 * Versions: 0.1.0 shipped today's shapes, but hand-edited and imported actors carry these
 * variants; 0.1.0 → 0.2.0 reads all of them:
 * - numbers stored as strings (`"42"`, `"4+"`, `'5"'`, `"1,5"`);
 * - a characteristic stored as a bare number, or without `unnatural`;
 * - Size written as its name (`"Hulking"`);
 * - a fighter's status spelled as the rulebook writes it (`"Seriously Injured"`, `"SI"`,
 *   `"Prone and Pinned"`, `"prone"` → pinned, the milder of the two prone states);
 * - a vehicle's Toughness as one number or `"8/7/6"`, its Hull Points as one number or `"2/3"`.
 *
 * 0.2.0 → 0.3.0 (issue #14) adds `fatigue`, `carriedWeight` (kg) and `skills.{athletics,acrobatics}.training`;
 * actors without them get the schema's initial values (0, 0, `untrained`) when Foundry cleans the data, so
 * nothing is written here for a missing field. Read: Fatigue and weights written as text (`"2"`, `"12.5 kg"`),
 * a skill written as its level (`"Trained"`), as its modifier (`"+10"`, `20`) or as a bare value instead of
 * `{ training }`.
 *
 * Issue #13 adds `wounds` ({ value, max, critical }) and `altitude`; read: wounds as one number or
 * `"8/12"`, an altitude as the text names it (`"Low Altitude"`).
 *
 * Also read, for every version: the underwater counters typed as text, a fighter's weapon Long range
 * typed as text and Versatile as `"true"`/`"false"`, a vehicle's transport area in any case.
 * @module
 */
import { dh2 } from "../../../rules";
import { looseChoiceAt, looseNumber, looseNumberAt } from "../loose-values";
import { CHARACTERISTIC_KEYS, MODIFIER_KEYS, SKILL_KEYS } from "./character-keys";
import { FIGHTER_PROFILE, type FIGHTER_STATUSES } from "./fighter-keys";

/** A plain object (source data), or null. */
function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether `source` has its own `key` (never one inherited from Object.prototype). */
const has = (source: Record<string, unknown>, key: string) => Object.hasOwn(source, key);

/** `"8/7/6"` → [8, 7, 6]; null when the text is not numbers separated by slashes. */
function slashNumbers(raw: unknown): number[] | null {
  if (typeof raw !== "string" || !raw.includes("/")) return null;
  const parts = raw.split("/").map((p) => looseNumber(p));
  return parts.every((p) => typeof p === "number") ? parts : null;
}

/** Size names, lower-cased, to their number (dh2-movement.md § Size: 1 Miniscule … 10 Titanic). */
function sizeNumber(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const index = dh2.SIZE_CATEGORIES.findIndex((name) => name.toLowerCase() === raw.trim().toLowerCase());
  return index >= 0 ? index + 1 : looseNumber(raw);
}

/**
 * A training level read from a legacy value: a level's name in any case (`"Trained"`), or its modifier
 * as a number or text (`-20`, `"+10"`). Anything else comes back unchanged.
 */
export function legacyTraining(raw: unknown): unknown {
  if (typeof raw === "string") {
    const name = raw.trim().toLowerCase();
    if (Object.hasOwn(dh2.SKILL_TRAINING, name)) return name;
  }
  const n = looseNumber(raw);
  if (typeof n !== "number") return raw;
  const level = dh2.SKILL_TRAINING_LEVELS.find((l) => dh2.SKILL_TRAINING[l] === n);
  return level ?? raw;
}

/**
 * Wounds read from a legacy value (issue #13 adds `wounds`): one number (`12`, `"12"`) is the wounds
 * left and the most; `"8/12"` is left/most; an object has its numbers read. Anything else unchanged.
 */
export function legacyWounds(raw: unknown): unknown {
  const pair = slashNumbers(raw);
  if (pair?.length === 2) return { value: pair[0], max: pair[1], critical: 0 };
  const single = looseNumber(raw);
  if (typeof single === "number") return { value: single, max: single, critical: 0 };
  const entry = record(raw);
  if (entry) for (const key of ["value", "max", "critical"]) looseNumberAt(entry, key);
  return raw;
}

/**
 * An altitude read from a legacy value: as the text names it, in any case (`"Low Altitude"` →
 * `low`, `"Hovering"` → `hovering`, `"Landed"` → `ground`). Anything else unchanged.
 */
export function legacyAltitude(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/\s*altitude$/u, "");
  if (name === "landed" || name === "grounded") return "ground";
  return (dh2.FLIGHT_POSITIONS as readonly string[]).includes(name) ? name : raw;
}

/** Migrates `character` / `npc` system data in place (see the module comment); returns it. */
export function migrateCharacterSource(source: Record<string, unknown>): Record<string, unknown> {
  const characteristics = record(source["characteristics"]);
  if (characteristics) {
    for (const key of CHARACTERISTIC_KEYS) {
      if (!has(characteristics, key)) continue;
      const raw = characteristics[key];
      const entry = record(raw);
      if (entry) {
        looseNumberAt(entry, "value");
        looseNumberAt(entry, "unnatural");
        if (!has(entry, "unnatural")) entry["unnatural"] = 0;
      } else if (typeof looseNumber(raw) === "number") {
        characteristics[key] = { value: looseNumber(raw), unnatural: 0 };
      }
    }
  }
  if (has(source, "size")) source["size"] = sizeNumber(source["size"]);
  looseNumberAt(source, "flyer");
  looseNumberAt(source, "hoverer");
  const modifiers = record(record(source["movement"])?.["modifiers"]);
  if (modifiers) for (const key of MODIFIER_KEYS) looseNumberAt(modifiers, key);
  looseNumberAt(source, "fatigue");
  looseNumberAt(source, "underwater");
  looseNumberAt(source, "sinking");
  if (has(source, "wounds")) source["wounds"] = legacyWounds(source["wounds"]);
  if (has(source, "altitude")) source["altitude"] = legacyAltitude(source["altitude"]);
  looseNumberAt(source, "carriedWeight");
  const skills = record(source["skills"]);
  if (skills) {
    for (const key of SKILL_KEYS) {
      if (!has(skills, key)) continue;
      const entry = record(skills[key]);
      if (entry) {
        if (has(entry, "training")) entry["training"] = legacyTraining(entry["training"]);
      } else if (legacyTraining(skills[key]) !== skills[key] || typeof skills[key] === "string") {
        skills[key] = { training: legacyTraining(skills[key]) };
      }
    }
  }
  return source;
}

/** Legacy spellings of a fighter's status, letters only and lower-cased, to today's value (a Map: own keys only). */
const STATUS_SPELLINGS: ReadonlyMap<string, (typeof FIGHTER_STATUSES)[number]> = new Map([
  ["standing", "standing"],
  ["standingandactive", "standing"],
  ["standingandengaged", "standing"],
  ["active", "standing"],
  ["pinned", "pinned"],
  ["prone", "pinned"],
  ["proneandpinned", "pinned"],
  ["seriouslyinjured", "seriouslyInjured"],
  ["proneandseriouslyinjured", "seriouslyInjured"],
  ["si", "seriouslyInjured"],
]);

/** Today's status for a legacy spelling, or the value unchanged when it is not one. */
export function legacyStatus(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  return STATUS_SPELLINGS.get(raw.toLowerCase().replace(/[^a-z]/g, "")) ?? raw;
}

/** Migrates `fighter` system data in place (see the module comment); returns it. */
export function migrateFighterSource(source: Record<string, unknown>): Record<string, unknown> {
  const profile = record(source["profile"]);
  if (profile) for (const key of FIGHTER_PROFILE) looseNumberAt(profile, key);
  if (has(source, "status")) source["status"] = legacyStatus(source["status"]);
  const weapons = has(source, "weapons") ? source["weapons"] : undefined;
  if (Array.isArray(weapons)) {
    for (const weapon of weapons) {
      const entry = record(weapon);
      if (!entry) continue;
      looseNumberAt(entry, "longRange");
      const versatile = has(entry, "versatile") ? entry["versatile"] : undefined;
      if (typeof versatile === "string" && /^\s*(true|false)\s*$/iu.test(versatile)) {
        entry["versatile"] = versatile.trim().toLowerCase() === "true";
      }
    }
  }
  return source;
}

/** A Necromunda vehicle's transport areas (vehicle-model.ts `transportArea` choices). */
export const VEHICLE_TRANSPORT_AREAS = ["none", "rear", "deck"] as const;

/** Migrates `vehicle` system data in place (see the module comment); returns it. */
export function migrateVehicleSource(source: Record<string, unknown>): Record<string, unknown> {
  looseNumberAt(source, "move");
  looseNumberAt(source, "handling");
  if (has(source, "toughness")) {
    const raw = source["toughness"];
    const facings = slashNumbers(raw);
    const single = looseNumber(raw);
    const entry = record(raw);
    if (facings?.length === 3) source["toughness"] = { front: facings[0], side: facings[1], rear: facings[2] };
    else if (typeof single === "number") source["toughness"] = { front: single, side: single, rear: single };
    else if (entry) for (const facing of ["front", "side", "rear"]) looseNumberAt(entry, facing);
  }
  if (has(source, "hullPoints")) {
    const raw = source["hullPoints"];
    const pair = slashNumbers(raw);
    const single = looseNumber(raw);
    const entry = record(raw);
    if (pair?.length === 2) source["hullPoints"] = { value: pair[0], max: pair[1] };
    else if (typeof single === "number") source["hullPoints"] = { value: single, max: single };
    else if (entry) {
      looseNumberAt(entry, "value");
      looseNumberAt(entry, "max");
      if (!has(entry, "max") && typeof entry["value"] === "number") entry["max"] = entry["value"];
      if (!has(entry, "value") && typeof entry["max"] === "number") entry["value"] = entry["max"];
    }
  }
  looseChoiceAt(source, "transportArea", VEHICLE_TRANSPORT_AREAS);
  return source;
}
