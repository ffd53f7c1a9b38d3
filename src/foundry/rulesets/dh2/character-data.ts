/**
 * The schema part of Dark Heresy-style characters' and NPCs' data (`character`, `npc` actor types):
 * the characteristics movement reads, Size, flight traits and altitude, manual band modifiers, the
 * movement skills' training, Fatigue, Wounds, the carried weight (kg) and the underwater counters;
 * how older data is migrated, the counters the rules keep, the flight trait and position, and
 * neutral derived values. `init` registers it in every world; a Dark Heresy world's chunk brings
 * character-model.ts, which derives the rates, weights and statuses by the engine
 * (rulesets/loading.ts).
 * @module
 */
import type { Gravity, MovementBand } from "../../../rules";
import { DH2_CHARACTER_INITIAL, readDh2Character, type Dh2CharacterRecord } from "../../../rules/rulesets/dh2/actors";
import { SINKING_COUNTER, UNDERWATER_COUNTER } from "../../../rules/rulesets/dh2/swimming";
import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";
import { CHARACTERISTIC_KEYS, SKILL_KEYS, type CharacteristicKey, type SkillKey } from "./character-keys";
import { migrateCharacterSource } from "./legacy";

export { CHARACTERISTIC_KEYS, MODIFIER_KEYS, SKILL_KEYS, type CharacteristicKey } from "./character-keys";

const fields = () => foundry.data.fields;

/** The initial values (dh2 actors.ts, the engine's reader uses the same). */
const INITIAL = DH2_CHARACTER_INITIAL;

/** One characteristic: its value (0–100) and Unnatural (X). */
function characteristicField(initial: { value: number; unnatural: number }) {
  const { SchemaField, NumberField } = fields();
  return new SchemaField({
    value: new NumberField({ required: true, nullable: false, initial: initial.value }),
    unnatural: new NumberField({ required: true, nullable: false, initial: initial.unnatural }),
  });
}

/** A movement skill: its training level (dh2 `SKILL_TRAINING`), checked when deriving, not by the schema. */
function skillField(initial: { training: string }) {
  const { SchemaField, StringField } = fields();
  return new SchemaField({ training: new StringField({ required: true, blank: false, initial: initial.training }) });
}

/** The schema of `character` and `npc` actors. Limits are applied when deriving, so no entry is ever rejected. */
function defineCharacterSchema() {
  const { SchemaField, NumberField, StringField, BooleanField } = fields();
  const number = (initial: number) => new NumberField({ required: true, nullable: false, initial });
  const { characteristics, movement, skills, wounds } = INITIAL;
  return {
    characteristics: new SchemaField({
      agility: characteristicField(characteristics.agility),
      strength: characteristicField(characteristics.strength),
      toughness: characteristicField(characteristics.toughness),
      perception: characteristicField(characteristics.perception),
      willpower: characteristicField(characteristics.willpower),
      ballisticSkill: characteristicField(characteristics.ballisticSkill),
    }),
    size: number(INITIAL.size),
    flyer: number(INITIAL.flyer),
    hoverer: number(INITIAL.hoverer),
    movement: new SchemaField({
      modifiers: new SchemaField({
        half: number(movement.modifiers.half),
        full: number(movement.modifiers.full),
        charge: number(movement.modifiers.charge),
        run: number(movement.modifiers.run),
      }),
    }),
    skills: new SchemaField({ athletics: skillField(skills.athletics), acrobatics: skillField(skills.acrobatics) }),
    /** Levels of Fatigue. */
    fatigue: number(INITIAL.fatigue),
    /** Wounds left and the most the actor has, and Critical Damage past 0 (dh2 falling damage, ruling 4). */
    wounds: new SchemaField({
      value: new NumberField({ required: true, nullable: false, initial: wounds.value }),
      max: new NumberField({ required: true, nullable: false, initial: wounds.max }),
      critical: number(wounds.critical),
    }),
    /**
     * Where a Flyer or Hoverer is (dh2 FLIGHT_POSITIONS: `ground`, `hovering`, `low`, `high`;
     * dh2-movement.md § Altitude), chosen on the token HUD; checked when deriving.
     */
    altitude: new StringField({ required: true, blank: false, initial: INITIAL.altitude }),
    /** Weight carried, kilograms. */
    carriedWeight: number(INITIAL.carriedWeight),
    /** Wears armour (dh2 § Swimming: −30 on the swim test, swimming.ts `swimBurden`). */
    armour: new BooleanField({ required: true, initial: INITIAL.armour }),
    /** Rounds spent underwater holding breath (dh2 UNDERWATER_COUNTER, § Swimming); reset out of deep water. */
    underwater: number(INITIAL.underwater),
    /** 1 while the character sinks, physically incapable of swimming (dh2 SINKING_COUNTER, § Swimming), else 0. */
    sinking: number(INITIAL.sinking),
  };
}

/** The schema's shape. */
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/** A value that was out of range and what was used instead. */
export type DataWarning = { path: string; value: unknown; used: number };

/** Values derived on preparation. */
export type CharacterDerived = {
  /** Characteristic bonuses (tens digit + Unnatural), by key. */
  bonuses: Record<CharacteristicKey, number>;
  /** Movement Agility bonus at normal gravity (ruling 2). */
  agilityBonus: number;
  /** Walking bands at normal gravity, metres, ascending. */
  bands: MovementBand[];
  /** Flying bands at normal gravity, metres, or null. */
  flyingBands: MovementBand[] | null;
  /** Narrative rates: metres per minute, kilometres per hour and per day. */
  narrative: { perMinute: number; perHour: number; perDay: number };
  /** Carrying, Lifting and Pushing Weights at normal gravity, kg, and the row of the table (SB + TB). */
  carrying: { sum: number; carry: number; lift: number; push: number };
  /**
   * The gravity of the scene the actor's token stands on (standing-gravity.ts), or null when it stands
   * on none; the Encumbered status is decided at it.
   */
  gravity: Gravity | null;
  /**
   * How the carried weight sits at the gravity it stands under (normal when none; § Low/High Gravity
   * Worlds: ±4 to SB + TB): `unencumbered`, `encumbered` (−10 Agility tests) or `overloaded`.
   */
  encumbrance: "unencumbered" | "encumbered" | "overloaded";
  /** Carrying more than the Carrying Weight. */
  encumbered: boolean;
  /**
   * Ids of the derived statuses this data calls for (dh2 `ENCUMBERED_STATUS` when Encumbered or more);
   * hooks/derived-statuses.ts sets them on the actor after each update.
   */
  derivedStatuses: string[];
  /** Movement skills: training level (unknown ones read as untrained) and its modifier. */
  skillTraining: Record<SkillKey, { training: string; modifier: number }>;
  /** Levels of Fatigue borne before falling unconscious: TB + WPB (travel.ts ruling J13). */
  fatigueThreshold: number;
  /** Values that had to be clamped to be used. */
  warnings: DataWarning[];
};

/**
 * The schema-only data model of `character` and `npc` actors: their fields, migrations, counters and
 * flight, with neutral derived values (0 bonuses, no bands, unencumbered) until the character model
 * (character-model.ts) derives them.
 */
export class StrideCharacterData extends StrideActorModel<CharacterSchema, CharacterDerived> {
  /** Characters and NPCs move as characters. */
  static override readonly metadata: ActorModelMetadata = {
    types: ["character", "npc"],
    kind: "character",
    sheet: { label: "STRIDE.Sheet.character" },
  };

  /** @inheritDoc */
  static override LOCALIZATION_PREFIXES = ["STRIDE.Actor.Character"];

  /** @inheritDoc */
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  /**
   * Older shapes brought to today's before validation ({@link migrateCharacterSource}).
   * @inheritDoc
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateCharacterSource(source);
    return super.migrateData(source);
  }

  /**
   * The data as the rules read it (dh2 actors.ts `readDh2Character`: clamped values, the flight
   * trait and position, the underwater values with the actor's statuses) and the warnings for
   * what had to be clamped.
   */
  protected dh2Read(): { record: Dh2CharacterRecord; warnings: DataWarning[] } {
    return readDh2Character(this.systemData(DH2_CHARACTER_INITIAL), this.statusIds);
  }

  /**
   * The underwater counters and whether the actor can swim, as the dh2 rules read them among the
   * profile's values (swimming.ts underwaterCounters: `underwater`, `sinking`, `cannotSwim`), only
   * those that are not 0. `cannotSwim` is read from the actor's statuses (Actor#statuses, the Set of
   * status ids card-actor.ts `actorSituation` reads too) through dh2 `cannotSwim`: core's
   * `unconscious`, `sleep`, `paralysis` and `restrain` ids (core's default CONFIG.statusEffects, which
   * pokemon-tabletop-reunited/ptr2e src/scripts/config/effects.ts repeats with core's EFFECT.Status* names).
   */
  get underwaterValues(): Record<string, number> {
    return { ...this.dh2Read().record.underwater };
  }

  /**
   * Sets a counter the rules keep on the character (SetCounterEffect; dh2 swimming.ts
   * underwaterCounters): `underwater` (whole, 0–1000) or `sinking` (0 or 1). Other counters and values
   * that are not finite are ignored.
   * @returns the updated actor, or undefined when nothing changed
   */
  async setCounter(counter: string, value: number): Promise<unknown> {
    if (!Number.isFinite(value)) return undefined;
    if (counter !== UNDERWATER_COUNTER && counter !== SINKING_COUNTER) return undefined;
    const next = counter === SINKING_COUNTER ? (value > 0 ? 1 : 0) : Math.min(1000, Math.max(0, Math.floor(value)));
    const now = Number(counter === SINKING_COUNTER ? this.sinking : this.underwater) || 0;
    if (next === now) return undefined;
    const update: Record<string, number> = { [`system.${counter}`]: next };
    return this.parent?.update(update);
  }

  /**
   * Adds to a counter (TestConsequence `counter`, card-effects.ts: an underwater swim test's round held,
   * dh2 vertical-tests.ts); as {@link setCounter}.
   */
  async addToCounter(counter: string, amount: number): Promise<unknown> {
    if (!Number.isFinite(amount)) return undefined;
    const now = Number(counter === SINKING_COUNTER ? this.sinking : this.underwater) || 0;
    return this.setCounter(counter, now + amount);
  }

  /** The sheet's reset: no rounds held underwater and not sinking (the GM's call, § Swimming). */
  async resetUnderwater(): Promise<unknown> {
    if (!(Number(this.underwater) > 0) && !(Number(this.sinking) > 0)) return undefined;
    const update: Record<string, number> = { "system.underwater": 0, "system.sinking": 0 };
    return this.parent?.update(update);
  }

  /** The flight trait (dh2 `flightTrait`): `flyer`, `hoverer`, or null when the actor cannot fly. */
  get flightTrait(): "flyer" | "hoverer" | null {
    return this.dh2Read().record.flightTrait;
  }

  /**
   * Where the actor flies: its stored altitude when its trait reaches it (dh2 `flightPositions`),
   * else `ground` (an actor that cannot fly, or a Hoverer stored as high).
   */
  get flightPosition(): "ground" | "hovering" | "low" | "high" {
    return this.dh2Read().record.flightPosition;
  }

  /**
   * Neutral values (0 bonuses and weights, no bands, unencumbered, the skills' training as stored),
   * so a sheet reads every derived key before the engine's derivation arrives or where it never
   * does. No `derivedStatuses`: the statuses they set are left alone until then
   * (hooks/derived-statuses.ts).
   * @inheritDoc
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = this.dh2Read();
    this.bonuses = Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, 0])) as Record<CharacteristicKey, number>;
    this.agilityBonus = 0;
    this.bands = [];
    this.flyingBands = null;
    this.narrative = { perMinute: 0, perHour: 0, perDay: 0 };
    this.carrying = { sum: 0, carry: 0, lift: 0, push: 0 };
    this.gravity = null;
    this.encumbrance = "unencumbered";
    this.encumbered = false;
    this.skillTraining = Object.fromEntries(
      SKILL_KEYS.map((key) => [key, { training: record.skills[key].training, modifier: record.skills[key].modifier }]),
    ) as Record<SkillKey, { training: string; modifier: number }>;
    this.fatigueThreshold = 0;
    this.warnings = warnings;
  }
}
