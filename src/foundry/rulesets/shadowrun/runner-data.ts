/**
 * The schema part of Shadowrun characters' data (`runner` actor type): metatype, the attributes and
 * skills the movement text reads (shadowrun-movement.md), Armour, the Physical limit, the Physical
 * and Stun condition monitors and treading water; how older data is migrated; and neutral derived
 * values. `init` registers it in every world, so a runner keeps its data where Shadowrun is not
 * played; a Shadowrun world's chunk brings the runner model (runner-model.ts), which
 * derives the values by the engine (rulesets/loading.ts).
 * @module
 */
import type { MovementRates } from "../../../rules/rulesets/shadowrun/movement";
import { METATYPES } from "../../../rules/rulesets/shadowrun/movement";
import {
  CONDITION_TRACKS,
  RUNNER_ATTRIBUTES,
  RUNNER_SKILLS,
  SHADOWRUN_RUNNER_INITIAL,
} from "../../../rules/rulesets/shadowrun/actor-fields";
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
    metatype: new StringField({ required: true, initial: INITIAL.metatype, choices: [...METATYPES] }),
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
  rates: MovementRates;
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
export function ownValue(group: unknown, key: string): unknown {
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
  looseChoiceAt(source, "metatype", METATYPES);
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
 * The schema-only data model of `runner` actors: their fields, migrations and treading water's
 * clock, with neutral derived values (0 rates, no warnings) until the runner model
 * (runner-model.ts) derives them.
 */
export class StrideRunnerData extends StrideActorModel<RunnerSchema, RunnerDerived> {
  /** A runner is a character to the movement rules (not a vehicle). */
  static override readonly metadata: ActorModelMetadata = {
    types: ["runner"],
    kind: "character",
    sheet: { label: "STRIDE.Shadowrun.Sheet.label" },
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

  /**
   * Neutral values (no rates, no tests, no warnings), so a sheet reads every derived key before
   * the engine's derivation arrives or where it never does.
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.rates = { walk: 0, run: 0, sprintPerHit: 0 };
    this.sprintTests = 0;
    this.swim = { rate: 0, perHit: 0 };
    this.treadWater = 0;
    this.warnings = [];
  }
}
