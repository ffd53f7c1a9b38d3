/**
 * Migrations of Necromunda fighter and vehicle system data from older shapes to today's, run by
 * each data model's `static migrateData(source)` (the same contract as ../dh2/legacy.ts: change
 * `source` in place, never throw, idempotent, lose nothing a user entered). Read: a fighter's
 * status spelled as the rulebook writes it (`"Seriously Injured"`, `"SI"`, `"Prone and Pinned"`,
 * `"prone"` → pinned, the milder of the two prone states); profile numbers and a weapon's Long
 * range typed as text, Versatile as `"true"`/`"false"`; a vehicle's Toughness as one number or
 * `"8/7/6"`, its Hull Points as one number or `"2/3"`, its transport area in any case.
 * @module
 */
import { has, looseChoiceAt, looseNumber, looseNumberAt, record, slashNumbers } from "../../data/loose-values";
import { VEHICLE_TRANSPORT_AREAS } from "../../../rules/rulesets/necromunda/actor-fields";
import { FIGHTER_PROFILE, type FIGHTER_STATUSES } from "./fighter-keys";

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

/** A Necromunda vehicle's transport areas (vehicle-model.ts `transportArea` choices; the engine's). */
export { VEHICLE_TRANSPORT_AREAS };

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
