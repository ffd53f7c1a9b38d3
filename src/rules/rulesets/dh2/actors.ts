/**
 * Dark Heresy 2e actor data read without Foundry (`character`, `npc`): the initial values of the
 * data model's fields, the clamping of what is stored (characteristics 0–100, Size 1–10, Unnatural,
 * Flyer and Hoverer 0–20, Fatigue 0–100, carried weight 0–1,000,000 kg, skill training levels), and
 * what movement reads of it: the profile (dh2-movement.md § Structured and Narrative Time with
 * rules/README.md ruling 2), flight (§ Flying Movement, § Altitude) and the underwater counters
 * (§ Swimming). The adapter's character model derives its sheet values from the same record.
 * @module
 */
import type { ActorDataWarning, ActorReading, ActorsCapability } from "../../capabilities/actors";
import type { MovementProfile } from "../../types";
import { isRecord, withInitial } from "../../scene/system-data";
import { clampCharacteristic, clampInteger, clampSize, clampTraitValue, type Clamped } from "./characteristics";
import { skillCharacteristics } from "./athletics";
import { SKILL_TRAINING, type SkillTraining } from "./skills";
import { ARMOUR_WORN, CANNOT_SWIM, cannotSwim, SINKING_COUNTER, UNDERWATER_COUNTER } from "./swimming";
import { flightPositions, flightTrait, type Elevation, type FlightTrait } from "./flying";
import { isFiniteNumber } from "../../scene/numbers";

/** The actor types a Dark Heresy character model holds (system.json `documentTypes.Actor`). */
export const DH2_ACTOR_TYPES = ["character", "npc"] as const;

/** Characteristic keys, in the order the sheet shows them. */
export const DH2_CHARACTERISTIC_KEYS = [
  "agility",
  "strength",
  "toughness",
  "perception",
  "willpower",
  "ballisticSkill",
] as const;

/** A characteristic key. */
export type Dh2CharacteristicKey = (typeof DH2_CHARACTERISTIC_KEYS)[number];

/** Band actions a manual modifier (metres) can be set for. */
export const DH2_MODIFIER_KEYS = ["half", "full", "charge", "run"] as const;

/** A band action with a manual modifier. */
export type Dh2ModifierKey = (typeof DH2_MODIFIER_KEYS)[number];

/** Movement skills a character records, in the order the sheet shows them. */
export const DH2_SKILL_KEYS = ["athletics", "acrobatics"] as const;

/** A movement skill key. */
export type Dh2SkillKey = (typeof DH2_SKILL_KEYS)[number];

/** Deep-freezes a constant so no caller can change the initial values. */
function frozen<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === "object" && inner !== null) frozen(inner);
  return Object.freeze(value);
}

const characteristic = (value: number) => ({ value, unnatural: 0 });

/**
 * The initial values of the `character` and `npc` data model's fields (a new actor's system data):
 * characteristics 30 without Unnatural, Size 4 (Average), no flight, no manual band modifiers
 * (metres), untrained movement skills, no Fatigue, 10 Wounds, on the ground, nothing carried (kg),
 * no armour worn, no rounds underwater, not sinking. The data model's schema takes its `initial` values from here.
 */
export const DH2_CHARACTER_INITIAL = frozen({
  characteristics: {
    agility: characteristic(30),
    strength: characteristic(30),
    toughness: characteristic(30),
    perception: characteristic(30),
    willpower: characteristic(30),
    ballisticSkill: characteristic(30),
  },
  size: 4,
  flyer: 0,
  hoverer: 0,
  movement: { modifiers: { half: 0, full: 0, charge: 0, run: 0 } },
  skills: { athletics: { training: "untrained" }, acrobatics: { training: "untrained" } },
  fatigue: 0,
  wounds: { value: 10, max: 10, critical: 0 },
  altitude: "ground",
  carriedWeight: 0,
  armour: false,
  underwater: 0,
  sinking: 0,
});

/** Most kilograms a character is read as carrying. */
export const MAX_CARRIED_WEIGHT = 1e6;

/**
 * A carried weight made usable: kilograms, 0 … {@link MAX_CARRIED_WEIGHT}, fractions kept; missing
 * or unreadable reads 0. Never throws.
 */
export function clampCarriedWeight(raw: unknown): Clamped {
  if (raw === undefined || raw === null || raw === "") return { value: 0, issue: "missing" };
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return { value: 0, issue: "not-a-number" };
  if (n < 0) return { value: 0, issue: "below-range" };
  if (n > MAX_CARRIED_WEIGHT) return { value: MAX_CARRIED_WEIGHT, issue: "above-range" };
  return { value: n };
}

/** A stored value that was not usable and the number used instead. */
export type Dh2DataWarning = ActorDataWarning & { readonly used: number };

/** A Dark Heresy character's system data made usable, as the rules and the sheet read it. */
export interface Dh2CharacterRecord {
  /** Each characteristic's value (0–100) and Unnatural (X) (0–20). */
  readonly values: Readonly<Record<Dh2CharacteristicKey, { readonly value: number; readonly unnatural: number }>>;
  /** Size, 1 (Miniscule) … 4 (Average) … 10 (Titanic). */
  readonly size: number;
  /** Flyer (X) and Hoverer (X), 0–20; 0 without the trait. */
  readonly flyer: number;
  readonly hoverer: number;
  /** Levels of Fatigue, 0–100. */
  readonly fatigue: number;
  /** Weight carried, kilograms. */
  readonly carriedWeight: number;
  /** The character wears armour (§ Swimming: −30 on the swim test); only a stored `true` counts. */
  readonly armour: boolean;
  /** Manual band modifiers, metres (not a finite number: 0). */
  readonly modifiers: Readonly<Record<Dh2ModifierKey, number>>;
  /** Each movement skill's training level (an unknown one reads as `untrained`) and its test modifier. */
  readonly skills: Readonly<Record<Dh2SkillKey, { readonly training: SkillTraining; readonly modifier: number }>>;
  /** The flight trait: `flyer` when Flyer > 0, else `hoverer` when Hoverer > 0, else null. */
  readonly flightTrait: FlightTrait | null;
  /** Where it flies: the stored altitude where its trait reaches it, else `ground`. */
  readonly flightPosition: Elevation;
  /**
   * The underwater values among the profile's characteristics, only those that are not 0:
   * `underwater` (rounds held, 0–1000), `sinking` (1), `cannotSwim` (1, from the statuses).
   */
  readonly underwater: Readonly<Record<string, number>>;
}

/** A whole count ≥ 0 (at most 1000) of a stored counter; junk reads 0. */
function counter(raw: unknown): number {
  return isFiniteNumber(raw) && raw > 0 ? Math.min(Math.floor(raw), 1000) : 0;
}

/** The own value of `key` in a group that may be missing or junk (then undefined). */
function field(group: unknown, key: string): unknown {
  return isRecord(group) && key in group ? group[key] : undefined;
}

/**
 * Reads a `character` or `npc` actor's system data: missing fields take {@link DH2_CHARACTER_INITIAL}
 * without a warning; a stored value that is not usable is clamped ({@link clampCharacteristic},
 * {@link clampSize}, {@link clampTraitValue}, {@link clampCarriedWeight}; Fatigue a whole 0–100;
 * an unknown training level `untrained`) and listed in `warnings` with what was used. Never throws.
 * @param system the system data, a plain object (or the data model)
 * @param statuses the actor's status ids: `cannotSwim` comes from them (swimming.ts `cannotSwim`)
 */
export function readDh2Character(
  system: unknown,
  statuses: readonly string[] = [],
): { record: Dh2CharacterRecord; warnings: Dh2DataWarning[] } {
  const data = withInitial(system, DH2_CHARACTER_INITIAL);
  const warnings: Dh2DataWarning[] = [];
  const note = (path: string, raw: unknown, result: Clamped): number => {
    if (result.issue) warnings.push({ path, value: raw, used: result.value });
    return result.value;
  };
  // Fatigue and the carried weight read a stored undefined as their initial 0 without a warning.
  const noteSet = (path: string, raw: unknown, result: Clamped): number =>
    raw === undefined ? result.value : note(path, raw, result);
  const values = {} as Record<Dh2CharacteristicKey, { value: number; unnatural: number }>;
  for (const key of DH2_CHARACTERISTIC_KEYS) {
    const group = field(data["characteristics"], key);
    const value = field(group, "value");
    const unnatural = field(group, "unnatural");
    values[key] = {
      value: note(`characteristics.${key}.value`, value, clampCharacteristic(value)),
      unnatural: note(`characteristics.${key}.unnatural`, unnatural, clampTraitValue(unnatural)),
    };
  }
  const size = note("size", data["size"], clampSize(data["size"]));
  const flyer = note("flyer", data["flyer"], clampTraitValue(data["flyer"]));
  const hoverer = note("hoverer", data["hoverer"], clampTraitValue(data["hoverer"]));
  const fatigue = noteSet("fatigue", data["fatigue"], clampInteger(data["fatigue"], 0, 100, 0));
  const carriedWeight = noteSet("carriedWeight", data["carriedWeight"], clampCarriedWeight(data["carriedWeight"]));
  const modifiers = {} as Record<Dh2ModifierKey, number>;
  const manual = field(data["movement"], "modifiers");
  for (const key of DH2_MODIFIER_KEYS) {
    const raw = Number(field(manual, key) ?? 0);
    modifiers[key] = Number.isFinite(raw) ? raw : 0;
  }
  const skills = {} as Record<Dh2SkillKey, { training: SkillTraining; modifier: number }>;
  for (const key of DH2_SKILL_KEYS) {
    const raw = field(field(data["skills"], key), "training");
    const known = typeof raw === "string" && Object.hasOwn(SKILL_TRAINING, raw);
    if (!known && raw !== undefined)
      warnings.push({ path: `skills.${key}.training`, value: raw, used: SKILL_TRAINING.untrained });
    const training: SkillTraining = known ? (raw as SkillTraining) : "untrained";
    skills[key] = { training, modifier: SKILL_TRAINING[training] };
  }
  const trait = flightTrait({ flyer, hoverer });
  const altitude = data["altitude"];
  const flightPosition = flightPositions(trait).find((p) => p === altitude) ?? "ground";
  const underwater = Object.fromEntries(
    Object.entries({
      [UNDERWATER_COUNTER]: counter(data["underwater"]),
      [SINKING_COUNTER]: counter(data["sinking"]) > 0 ? 1 : 0,
      [CANNOT_SWIM]: cannotSwim(Array.isArray(statuses) ? statuses : []) ? 1 : 0,
    }).filter(([, v]) => v > 0),
  );
  return {
    record: {
      values,
      size,
      flyer,
      hoverer,
      fatigue,
      carriedWeight,
      armour: data["armour"] === true,
      modifiers,
      skills,
      flightTrait: trait,
      flightPosition,
      underwater,
    },
    warnings,
  };
}

/**
 * The movement profile of a read character: its characteristic values, the movement skills' test
 * values beside them (`athletics`, `acrobatics`, `strengthOrAthletics`: athletics.ts
 * `skillCharacteristics`, § Simple Climbs), the underwater values that are not 0, `armourWorn` 1 when it
 * wears armour (swimming.ts `swimBurden`), Unnatural by
 * characteristic, Size and the manual band modifiers (metres).
 */
export function dh2CharacterProfile(record: Dh2CharacterRecord): MovementProfile {
  const { values, skills } = record;
  return {
    characteristics: {
      ...Object.fromEntries(DH2_CHARACTERISTIC_KEYS.map((k) => [k, values[k].value])),
      ...skillCharacteristics(
        { strength: values.strength.value, agility: values.agility.value },
        { athletics: skills.athletics.training, acrobatics: skills.acrobatics.training },
      ),
      ...record.underwater,
      ...(record.armour ? { [ARMOUR_WORN]: 1 } : {}),
    },
    unnatural: Object.fromEntries(DH2_CHARACTERISTIC_KEYS.map((k) => [k, values[k].unnatural])),
    size: record.size,
    modifiers: { ...record.modifiers },
  };
}

/**
 * What movement reads of a `character` or `npc` actor ({@link readDh2Character}): a character, its
 * profile, Flyer (X) or Hoverer (X) whichever is higher as its flying speed (metres), its altitude
 * (`hovering`, `low`, `high`) when it flies there, else null; no status.
 */
export function dh2CharacterReading(system: unknown, statuses: readonly string[] = []): ActorReading {
  const { record, warnings } = readDh2Character(system, statuses);
  return {
    kind: "character",
    profile: dh2CharacterProfile(record),
    flyingSpeed: Math.max(record.flyer, record.hoverer),
    flying: record.flightPosition === "ground" ? null : record.flightPosition,
    status: null,
    warnings,
  };
}

/** The Dark Heresy actors capability: `character` and `npc` read by {@link dh2CharacterReading}. */
export const DH2_ACTORS: ActorsCapability = Object.freeze({
  types: DH2_ACTOR_TYPES,
  read: (type: string, system: unknown, statuses?: readonly string[]): ActorReading | null =>
    (DH2_ACTOR_TYPES as readonly string[]).includes(type) ? dh2CharacterReading(system, statuses) : null,
});
