/**
 * Migrations of Dark Heresy character and npc system data from older shapes to today's, run by each data model's
 * `static migrateData(source)`. Foundry calls `migrateData` on a document's source data before
 * cleaning and validating it (foundryvtt.com/api, foundry.abstract.DataModel: "a workflow for
 * data migration, cleaning, validation, and initialization"; dnd5e's SystemDataModel.migrateData,
 * module/data/abstract/system-data-model.mjs, migrates in place and returns super's result), so
 * these functions change `source` in place, never throw, and are idempotent.
 *
 * Rules: nothing a user entered is lost. A value is only rewritten when its meaning is certain
 * (a number typed as text, a single Toughness for every facing); a value that cannot be read is
 * kept as entered; unknown fields are left alone. Numbers and choices are read by the shared
 * ../../data/loose-values.ts (`"1,5"`, `"4+"`, `'5"'`, `"3 m"`, `"−2"`, `"1 000"`, `"½"`; any case), and stored
 * strings index tables by own keys only (a status `"constructor"` is kept as entered, never taken for
 * Object.prototype's member).
 *
 * Versions: 0.1.0 shipped today's shapes, but hand-edited and imported actors carry these
 * variants; 0.1.0 → 0.2.0 reads all of them:
 * - numbers stored as strings (`"42"`, `"4+"`, `'5"'`, `"1,5"`);
 * - a characteristic stored as a bare number, or without `unnatural`;
 * - Size written as its name (`"Hulking"`).
 *
 * 0.2.0 → 0.3.0 adds `fatigue`, `carriedWeight` (kg) and `skills.{athletics,acrobatics}.training`;
 * actors without them get the schema's initial values (0, 0, `untrained`) when Foundry cleans the data, so
 * nothing is written here for a missing field. Read: Fatigue and weights written as text (`"2"`, `"12.5 kg"`),
 * a skill written as its level (`"Trained"`), as its modifier (`"+10"`, `20`) or as a bare value instead of
 * `{ training }`.
 *
 * Issue #13 adds `wounds` ({ value, max, critical }) and `altitude`; read: wounds as one number or
 * `"8/12"`, an altitude as the text names it (`"Low Altitude"`).
 *
 * Also read, for every version: the underwater counters typed as text. Necromunda's fighters and
 * vehicles migrate in ../necromunda/legacy.ts.
 * @module
 */
import { SIZE_CATEGORIES } from "../../../rules/rulesets/dh2/characteristics";
import { FLIGHT_POSITIONS } from "../../../rules/rulesets/dh2/flying";
import { SKILL_TRAINING, SKILL_TRAINING_LEVELS } from "../../../rules/rulesets/dh2/skills";
import { has, looseNumber, looseNumberAt, record, slashNumbers } from "../../data/loose-values";
import { CHARACTERISTIC_KEYS, MODIFIER_KEYS, SKILL_KEYS } from "./character-keys";

/** Size names, lower-cased, to their number (dh2-movement.md § Size: 1 Miniscule … 10 Titanic). */
function sizeNumber(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const index = SIZE_CATEGORIES.findIndex((name) => name.toLowerCase() === raw.trim().toLowerCase());
  return index >= 0 ? index + 1 : looseNumber(raw);
}

/**
 * A training level read from a legacy value: a level's name in any case (`"Trained"`), or its modifier
 * as a number or text (`-20`, `"+10"`). Anything else comes back unchanged.
 */
export function legacyTraining(raw: unknown): unknown {
  if (typeof raw === "string") {
    const name = raw.trim().toLowerCase();
    if (Object.hasOwn(SKILL_TRAINING, name)) return name;
  }
  const n = looseNumber(raw);
  if (typeof n !== "number") return raw;
  const level = SKILL_TRAINING_LEVELS.find((l) => SKILL_TRAINING[l] === n);
  return level ?? raw;
}

/**
 * Wounds read from a legacy value (before `wounds` was in the schema): one number (`12`, `"12"`) is the wounds
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
  return (FLIGHT_POSITIONS as readonly string[]).includes(name) ? name : raw;
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
