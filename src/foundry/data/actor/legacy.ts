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
 * kept as entered; unknown fields are left alone.
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
 * @module
 */
import { dh2 } from "../../../rules";
import { CHARACTERISTIC_KEYS, MODIFIER_KEYS, SKILL_KEYS } from "./character-keys";
import { FIGHTER_PROFILE, type FIGHTER_STATUSES } from "./fighter-keys";

/** A plain object (source data), or null. */
function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * A number read from a legacy value: numbers pass; text such as `"42"`, `" 4+ "`, `'5"'` or
 * `"1,5"` becomes its number. Anything else (`"fast"`, `""`, null) comes back unchanged.
 */
export function legacyNumber(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const text = raw
    .trim()
    .replace(/(["″+]|in)$/u, "")
    .trim()
    .replace(/^(-?\d+),(\d+)$/, "$1.$2");
  if (text === "") return raw;
  const n = Number(text);
  return Number.isFinite(n) ? n : raw;
}

/** Rewrites `node[key]` as a number when it is one written as text. */
function numberAt(node: Record<string, unknown>, key: string): void {
  if (key in node) node[key] = legacyNumber(node[key]);
}

/** `"8/7/6"` → [8, 7, 6]; null when the text is not numbers separated by slashes. */
function slashNumbers(raw: unknown): number[] | null {
  if (typeof raw !== "string" || !raw.includes("/")) return null;
  const parts = raw.split("/").map((p) => legacyNumber(p));
  return parts.every((p) => typeof p === "number") ? parts : null;
}

/** Size names, lower-cased, to their number (dh2-movement.md § Size: 1 Miniscule … 10 Titanic). */
function sizeNumber(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const index = dh2.SIZE_CATEGORIES.findIndex((name) => name.toLowerCase() === raw.trim().toLowerCase());
  return index >= 0 ? index + 1 : legacyNumber(raw);
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
  const n = typeof raw === "string" ? Number(raw.trim().replace(/^\+/, "")) : raw;
  if (typeof n !== "number" || (typeof raw === "string" && raw.trim() === "")) return raw;
  const level = dh2.SKILL_TRAINING_LEVELS.find((l) => dh2.SKILL_TRAINING[l] === n);
  return level ?? raw;
}

/** A weight in kg read from text such as `"12.5 kg"`; otherwise as {@link legacyNumber}. */
function legacyWeight(raw: unknown): unknown {
  return typeof raw === "string" ? legacyNumber(raw.trim().replace(/\s*kg$/iu, "")) : raw;
}

/**
 * Wounds read from a legacy value (issue #13 adds `wounds`): one number (`12`, `"12"`) is the wounds
 * left and the most; `"8/12"` is left/most; an object has its numbers read. Anything else unchanged.
 */
export function legacyWounds(raw: unknown): unknown {
  const pair = slashNumbers(raw);
  if (pair?.length === 2) return { value: pair[0], max: pair[1], critical: 0 };
  const single = legacyNumber(raw);
  if (typeof single === "number") return { value: single, max: single, critical: 0 };
  const entry = record(raw);
  if (entry) for (const key of ["value", "max", "critical"]) numberAt(entry, key);
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
      if (!(key in characteristics)) continue;
      const raw = characteristics[key];
      const entry = record(raw);
      if (entry) {
        numberAt(entry, "value");
        numberAt(entry, "unnatural");
        if (!("unnatural" in entry)) entry["unnatural"] = 0;
      } else if (typeof legacyNumber(raw) === "number") {
        characteristics[key] = { value: legacyNumber(raw), unnatural: 0 };
      }
    }
  }
  if ("size" in source) source["size"] = sizeNumber(source["size"]);
  numberAt(source, "flyer");
  numberAt(source, "hoverer");
  const modifiers = record(record(source["movement"])?.["modifiers"]);
  if (modifiers) for (const key of MODIFIER_KEYS) numberAt(modifiers, key);
  numberAt(source, "fatigue");
  if ("wounds" in source) source["wounds"] = legacyWounds(source["wounds"]);
  if ("altitude" in source) source["altitude"] = legacyAltitude(source["altitude"]);
  if ("carriedWeight" in source) source["carriedWeight"] = legacyWeight(source["carriedWeight"]);
  const skills = record(source["skills"]);
  if (skills) {
    for (const key of SKILL_KEYS) {
      if (!(key in skills)) continue;
      const entry = record(skills[key]);
      if (entry) {
        if ("training" in entry) entry["training"] = legacyTraining(entry["training"]);
      } else if (legacyTraining(skills[key]) !== skills[key] || typeof skills[key] === "string") {
        skills[key] = { training: legacyTraining(skills[key]) };
      }
    }
  }
  return source;
}

/** Legacy spellings of a fighter's status, letters only and lower-cased, to today's value. */
const STATUS_SPELLINGS: Record<string, (typeof FIGHTER_STATUSES)[number]> = {
  standing: "standing",
  standingandactive: "standing",
  standingandengaged: "standing",
  active: "standing",
  pinned: "pinned",
  prone: "pinned",
  proneandpinned: "pinned",
  seriouslyinjured: "seriouslyInjured",
  proneandseriouslyinjured: "seriouslyInjured",
  si: "seriouslyInjured",
};

/** Today's status for a legacy spelling, or the value unchanged when it is not one. */
export function legacyStatus(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  return STATUS_SPELLINGS[raw.toLowerCase().replace(/[^a-z]/g, "")] ?? raw;
}

/** Migrates `fighter` system data in place (see the module comment); returns it. */
export function migrateFighterSource(source: Record<string, unknown>): Record<string, unknown> {
  const profile = record(source["profile"]);
  if (profile) for (const key of FIGHTER_PROFILE) numberAt(profile, key);
  if ("status" in source) source["status"] = legacyStatus(source["status"]);
  return source;
}

/** Migrates `vehicle` system data in place (see the module comment); returns it. */
export function migrateVehicleSource(source: Record<string, unknown>): Record<string, unknown> {
  numberAt(source, "move");
  numberAt(source, "handling");
  if ("toughness" in source) {
    const raw = source["toughness"];
    const facings = slashNumbers(raw);
    const single = legacyNumber(raw);
    const entry = record(raw);
    if (facings?.length === 3) source["toughness"] = { front: facings[0], side: facings[1], rear: facings[2] };
    else if (typeof single === "number") source["toughness"] = { front: single, side: single, rear: single };
    else if (entry) for (const facing of ["front", "side", "rear"]) numberAt(entry, facing);
  }
  if ("hullPoints" in source) {
    const raw = source["hullPoints"];
    const pair = slashNumbers(raw);
    const single = legacyNumber(raw);
    const entry = record(raw);
    if (pair?.length === 2) source["hullPoints"] = { value: pair[0], max: pair[1] };
    else if (typeof single === "number") source["hullPoints"] = { value: single, max: single };
    else if (entry) {
      numberAt(entry, "value");
      numberAt(entry, "max");
      if (!("max" in entry) && typeof entry["value"] === "number") entry["max"] = entry["value"];
      if (!("value" in entry) && typeof entry["max"] === "number") entry["value"] = entry["max"];
    }
  }
  return source;
}
