/**
 * Data of Shadowrun characters (`runner` actor type): metatype, the attributes and skills the
 * movement text reads (shadowrun-movement.md), Armour, the Physical limit, and the Physical and
 * Stun condition monitors. Derived on preparation, by the engine: the Combat Turn's rates, the
 * sprint test limit, swimming and treading water.
 * @module
 */
import * as shadowrun from "../../../rules/rulesets/shadowrun/index";
import {
  clampRating,
  CONDITION_TRACKS,
  readRunner,
  RUNNER_ATTRIBUTES,
  RUNNER_SKILLS,
  SHADOWRUN_ACTORS,
  SHADOWRUN_RUNNER_INITIAL,
} from "../../../rules/rulesets/shadowrun/actors";
import { looseChoiceAt, looseNumber, looseNumberAt } from "../../data/loose-values";
import { StrideActorModel, type ActorDataWarning, type ActorModelMetadata } from "../../data/actor/actor-model";

export { CONDITION_TRACKS, RUNNER_ATTRIBUTES, RUNNER_SKILLS };
/** A condition monitor track. */
export type ConditionTrack = (typeof CONDITION_TRACKS)[number];

/** A value that was out of range and what was used instead. */
export type RunnerWarning = ActorDataWarning;

/** The initial values (shadowrun actors.ts; the engine's reader uses the same). */
const INITIAL = SHADOWRUN_RUNNER_INITIAL;

function defineRunnerSchema() {
  const { BooleanField, SchemaField, NumberField, StringField } = foundry.data.fields;
  const rating = (initial: number) => new NumberField({ required: true, nullable: false, initial });
  const monitor = (initial: { value: number; max: number }) =>
    new SchemaField({ value: rating(initial.value), max: rating(initial.max) });
  const { attributes, skills, monitors } = INITIAL;
  return {
    metatype: new StringField({ required: true, initial: INITIAL.metatype, choices: [...shadowrun.METATYPES] }),
    attributes: new SchemaField({
      agility: rating(attributes.agility),
      strength: rating(attributes.strength),
      body: rating(attributes.body),
    }),
    skills: new SchemaField({
      running: rating(skills.running),
      swimming: rating(skills.swimming),
      acrobatics: rating(skills.acrobatics),
    }),
    armour: rating(INITIAL.armour),
    physicalLimit: rating(INITIAL.physicalLimit),
    // Boxes marked, and the boxes of each track as on the record (the text gives no formula).
    monitors: new SchemaField({ physical: monitor(monitors.physical), stun: monitor(monitors.stun) }),
    // Treading water (§ Swimming): on or off from the sheet, and the world time (seconds) the period
    // now running began, set when it is switched on and moved on as each test comes due.
    treading: new BooleanField({ required: true, initial: INITIAL.treading }),
    treadingSince: new NumberField({ required: true, nullable: true, initial: INITIAL.treadingSince }),
  };
}

/** The schema's shape. */
export type RunnerSchema = ReturnType<typeof defineRunnerSchema>;

/** Values derived on preparation. */
export type RunnerDerived = {
  /** Walk and Run for the Combat Turn (metres) and metres per sprint hit. */
  rates: shadowrun.MovementRates;
  /** Sprinting tests allowed per Combat Turn. */
  sprintTests: number;
  /** Metres swum per Combat Turn, and per swimming sprint hit. */
  swim: { rate: number; perHit: number };
  /** Minutes of treading water before a test. */
  treadWater: number;
  /** Values that had to be clamped or replaced to be used. */
  warnings: RunnerWarning[];
};

/** A plain object (source data), or null. */
function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The own value of `key` in a sub-object that may be missing, null or not an object (then undefined). */
function ownValue(group: unknown, key: string): unknown {
  const entry = record(group);
  return entry && Object.hasOwn(entry, key) ? entry[key] : undefined;
}

/**
 * Migrates `runner` system data in place (older or hand-made data; see ../legacy.ts for the rules:
 * nothing entered is lost, unreadable values are kept, idempotent): ratings and monitor boxes typed as
 * text become numbers as every model reads them (../../loose-values.ts: `"4"`, `"4+"`, `"1,5"`, `"−1"`,
 * `"½"`); a monitor written `"3/10"` (boxes marked / boxes) becomes `{ value, max }` (a single number,
 * whose meaning is not certain, is kept as entered); a metatype in another case (`"Elf"`, `" ORK "`)
 * becomes its id. Never throws.
 */
export function migrateRunnerSource(source: Record<string, unknown>): Record<string, unknown> {
  looseChoiceAt(source, "metatype", shadowrun.METATYPES);
  for (const [group, keys] of [
    ["attributes", RUNNER_ATTRIBUTES],
    ["skills", RUNNER_SKILLS],
  ] as const) {
    const entry = record(Object.hasOwn(source, group) ? source[group] : undefined);
    if (entry) for (const key of keys) looseNumberAt(entry, key);
  }
  looseNumberAt(source, "armour");
  looseNumberAt(source, "physicalLimit");
  const monitors = record(Object.hasOwn(source, "monitors") ? source["monitors"] : undefined);
  if (monitors) {
    for (const track of CONDITION_TRACKS) {
      if (!Object.hasOwn(monitors, track)) continue;
      const raw = monitors[track];
      const pair = typeof raw === "string" ? raw.split("/").map((part) => looseNumber(part)) : null;
      const entry = record(raw);
      if (pair?.length === 2 && pair.every((n) => typeof n === "number"))
        monitors[track] = { value: pair[0], max: pair[1] };
      else if (entry) {
        looseNumberAt(entry, "value");
        looseNumberAt(entry, "max");
      }
    }
  }
  return source;
}

/**
 * The data model of `runner` actors. Derived values live on the instance: `rates`,
 * `sprintTests`, `swim`, `treadWater`, `warnings`.
 */
export class StrideRunnerModel extends StrideActorModel<RunnerSchema, RunnerDerived> {
  /** A runner is a character to the movement rules (not a vehicle). */
  static override readonly metadata: ActorModelMetadata = {
    types: ["runner"],
    kind: "character",
    sheet: { label: "STRIDE.Shadowrun.Sheet.label" },
    reader: { actors: SHADOWRUN_ACTORS, initial: SHADOWRUN_RUNNER_INITIAL },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.Shadowrun.Runner"];

  /** @inheritDoc */
  static override defineSchema(): RunnerSchema {
    return defineRunnerSchema();
  }

  /**
   * Older or hand-made shapes brought to today's before validation ({@link migrateRunnerSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateRunnerSource(source);
    return super.migrateData(source);
  }

  /**
   * The record as the engine reads it (shadowrun actors.ts `readRunner`: clamped), with warnings for
   * what was not usable. A sub-object that is missing, null or not an object (data Foundry has not
   * cleaned) reads as empty: its ratings are 0, with a warning each. Never throws.
   */
  #record(): { record: shadowrun.RunnerRecord; warnings: RunnerWarning[] } {
    return readRunner(this.systemData(SHADOWRUN_RUNNER_INITIAL));
  }

  /**
   * The update that marks `boxes` boxes on a condition monitor (a `damage` consequence),
   * filling the track at most to its boxes.
   * @returns the update data, or null for an unknown track or no boxes
   */
  damageUpdate(track: string, boxes: number): Record<string, number> | null {
    if (!(CONDITION_TRACKS as readonly string[]).includes(track) || !(boxes > 0)) return null;
    const monitor = ownValue(this.monitors, track);
    const max = clampRating(ownValue(monitor, "max")).value;
    const value = Math.min(max, clampRating(ownValue(monitor, "value")).value + Math.trunc(boxes));
    return { [`system.monitors.${track}.value`]: value };
  }

  /** Marks `boxes` boxes of damage on `track` (`physical`, `stun`) of the actor. */
  async applyDamage(track: string, boxes: number): Promise<void> {
    const update = this.damageUpdate(track, boxes);
    if (update) await this.parent?.update(update);
  }

  /**
   * Switching treading water on starts its clock at the world time (`game.time.worldTime`, seconds);
   * switching it off clears it (§ Swimming; hooks/tread-water.ts moves it on as tests come due).
   * @inheritDoc
   */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>) {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    const changes = args[0] as Record<string, unknown>;
    const on = foundry.utils.getProperty(changes, "system.treading");
    if (on === true && this.treading !== true) {
      foundry.utils.setProperty(changes, "system.treadingSince", game.time?.worldTime ?? 0);
    } else if (on === false) foundry.utils.setProperty(changes, "system.treadingSince", null);
    return allowed;
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = this.#record();
    this.rates = shadowrun.movementRates(record);
    this.sprintTests = shadowrun.sprintTestLimit(record);
    this.swim = { rate: shadowrun.swimRate(record), perHit: shadowrun.swimSprintPerHit(record) };
    this.treadWater = shadowrun.treadWaterMinutes(record);
    this.warnings = warnings;
  }
}
