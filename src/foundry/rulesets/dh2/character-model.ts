/**
 * Data of Dark Heresy-style characters and NPCs (`character`, `npc` actor types): the
 * characteristics movement reads, Size, flight traits, manual band modifiers, the movement skills'
 * training, Fatigue and the carried weight (kg). Derived on preparation: bonuses, the structured and
 * narrative rates (dh2-movement.md § Structured and Narrative Time; rules/README.md ruling 2), the
 * Carrying, Lifting and Pushing Weights at normal gravity and whether the load Encumbers
 * (§ Carrying, Lifting, and Pushing Objects).
 * @module
 */
import { type Effect, type MovementBand, type MovementProfile } from "../../../rules";
import * as dh2 from "../../../rules/rulesets/dh2/index";
import { activeRuleset, activeVariant } from "../../settings";
import { StrideActorModel, type ActorModelMetadata } from "../../data/actor/actor-model";
import {
  CHARACTERISTIC_KEYS,
  MODIFIER_KEYS,
  SKILL_KEYS,
  type CharacteristicKey,
  type SkillKey,
} from "./character-keys";
import { migrateCharacterSource } from "./legacy";

const { clampCharacteristic, clampSize, clampTraitValue, characteristicBonus, movementAgilityBonus, narrativeRates } =
  dh2;

export { CHARACTERISTIC_KEYS, MODIFIER_KEYS, SKILL_KEYS, type CharacteristicKey } from "./character-keys";

const fields = () => foundry.data.fields;

/** One characteristic: its value (0–100) and Unnatural (X). */
function characteristicField(initial: number) {
  const { SchemaField, NumberField } = fields();
  return new SchemaField({
    value: new NumberField({ required: true, nullable: false, initial }),
    unnatural: new NumberField({ required: true, nullable: false, initial: 0 }),
  });
}

/** A movement skill: its training level (dh2 `SKILL_TRAINING`), checked when deriving, not by the schema. */
function skillField() {
  const { SchemaField, StringField } = fields();
  return new SchemaField({ training: new StringField({ required: true, blank: false, initial: "untrained" }) });
}

/** The schema of `character` and `npc` actors. Limits are applied when deriving, so no entry is ever rejected. */
function defineCharacterSchema() {
  const { SchemaField, NumberField, StringField } = fields();
  return {
    characteristics: new SchemaField({
      agility: characteristicField(30),
      strength: characteristicField(30),
      toughness: characteristicField(30),
      perception: characteristicField(30),
      willpower: characteristicField(30),
    }),
    size: new NumberField({ required: true, nullable: false, initial: 4 }),
    flyer: new NumberField({ required: true, nullable: false, initial: 0 }),
    hoverer: new NumberField({ required: true, nullable: false, initial: 0 }),
    movement: new SchemaField({
      modifiers: new SchemaField({
        half: new NumberField({ required: true, nullable: false, initial: 0 }),
        full: new NumberField({ required: true, nullable: false, initial: 0 }),
        charge: new NumberField({ required: true, nullable: false, initial: 0 }),
        run: new NumberField({ required: true, nullable: false, initial: 0 }),
      }),
    }),
    skills: new SchemaField({ athletics: skillField(), acrobatics: skillField() }),
    /** Levels of Fatigue. */
    fatigue: new NumberField({ required: true, nullable: false, initial: 0 }),
    /** Wounds left and the most the actor has, and Critical Damage past 0 (dh2 falling damage, ruling 4). */
    wounds: new SchemaField({
      value: new NumberField({ required: true, nullable: false, initial: 10 }),
      max: new NumberField({ required: true, nullable: false, initial: 10 }),
      critical: new NumberField({ required: true, nullable: false, initial: 0 }),
    }),
    /**
     * Where a Flyer or Hoverer is (dh2 FLIGHT_POSITIONS: `ground`, `hovering`, `low`, `high`;
     * dh2-movement.md § Altitude), chosen on the token HUD; checked when deriving.
     */
    altitude: new StringField({ required: true, blank: false, initial: "ground" }),
    /** Weight carried, kilograms. */
    carriedWeight: new NumberField({ required: true, nullable: false, initial: 0 }),
    /** Rounds spent underwater holding breath (dh2 UNDERWATER_COUNTER, § Swimming); reset out of deep water. */
    underwater: new NumberField({ required: true, nullable: false, initial: 0 }),
    /** 1 while the character sinks, physically incapable of swimming (dh2 SINKING_COUNTER, § Swimming), else 0. */
    sinking: new NumberField({ required: true, nullable: false, initial: 0 }),
  };
}

/** A carried weight made usable: kg, 0 … 1,000,000, fractions kept. */
function clampWeight(raw: unknown): { value: number; issue?: string } {
  if (raw === undefined || raw === null || raw === "") return { value: 0, issue: "missing" };
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isFinite(n)) return { value: 0, issue: "not-a-number" };
  if (n < 0) return { value: 0, issue: "below-range" };
  if (n > 1e6) return { value: 1e6, issue: "above-range" };
  return { value: n };
}

/** The schema's shape. */
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/** The source data the schema holds. */
type CharacterModelSource = foundry.data.fields.SchemaField.SourceData<CharacterSchema>;

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
  /** How the carried weight sits: `unencumbered`, `encumbered` (−10 Agility tests) or `overloaded`. */
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
 * The data model of `character` and `npc` actors.
 * Derived values live on the instance: `bonuses`, `agilityBonus`, `bands`, `flyingBands`,
 * `narrative`, `warnings`.
 */
export class StrideCharacterModel extends StrideActorModel<CharacterSchema, CharacterDerived> {
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

  /** Usable characteristic values, with warnings for what was clamped. */
  #clamped(): {
    values: Record<CharacteristicKey, { value: number; unnatural: number }>;
    size: number;
    flyer: number;
    hoverer: number;
    fatigue: number;
    carriedWeight: number;
    warnings: DataWarning[];
  } {
    const warnings: DataWarning[] = [];
    const note = (path: string, raw: unknown, result: { value: number; issue?: string }): number => {
      if (result.issue) warnings.push({ path, value: raw, used: result.value });
      return result.value;
    };
    const noteSet = (path: string, raw: unknown, result: { value: number; issue?: string }): number =>
      raw === undefined ? result.value : note(path, raw, result);
    const values = {} as Record<CharacteristicKey, { value: number; unnatural: number }>;
    // A sub-object can be missing from data Foundry did not clean (issue #15): read it as empty.
    const characteristics = (this.characteristics ?? {}) as Partial<CharacterModelSource["characteristics"]>;
    for (const key of CHARACTERISTIC_KEYS) {
      const source: Partial<{ value: number; unnatural: number }> = characteristics[key] ?? {};
      values[key] = {
        value: note(`characteristics.${key}.value`, source.value, clampCharacteristic(source.value)),
        unnatural: note(`characteristics.${key}.unnatural`, source.unnatural, clampTraitValue(source.unnatural)),
      };
    }
    return {
      values,
      size: note("size", this.size, clampSize(this.size)),
      flyer: note("flyer", this.flyer, clampTraitValue(this.flyer)),
      hoverer: note("hoverer", this.hoverer, clampTraitValue(this.hoverer)),
      // Fields added in 0.3.0 are missing only on data Foundry has not cleaned yet: no warning for that.
      fatigue: noteSet("fatigue", this.fatigue, dh2.clampInteger(this.fatigue, 0, 100, 0)),
      carriedWeight: noteSet("carriedWeight", this.carriedWeight, clampWeight(this.carriedWeight)),
      warnings,
    };
  }

  /** The profile the active ruleset reads (clamped values, manual modifiers in metres). */
  override get movementProfile(): MovementProfile {
    const { values, size } = this.#clamped();
    const modifiers: Record<string, number> = {};
    const manual: Partial<Record<string, unknown>> = this.movement?.modifiers ?? {};
    for (const key of MODIFIER_KEYS) {
      const raw = Number(manual[key] ?? 0);
      modifiers[key] = Number.isFinite(raw) ? raw : 0;
    }
    const skills: Partial<Record<SkillKey, { training?: unknown }>> = this.skills ?? {};
    return {
      // The movement skills' test values beside the characteristics (athletics, acrobatics, and
      // strengthOrAthletics: the better of the two where dh2-movement.md § Simple Climbs allows either),
      // by the keys the climbing, swimming and jumping tests name (dh2 athletics.ts).
      characteristics: {
        ...Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, values[k].value])),
        ...dh2.skillCharacteristics(
          { strength: values.strength.value, agility: values.agility.value },
          { athletics: skills.athletics?.training, acrobatics: skills.acrobatics?.training },
        ),
        // Underwater rounds, sinking and being unable to swim, where not 0 (dh2 § Swimming).
        ...this.underwaterValues,
      },
      unnatural: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, values[k].unnatural])),
      size,
      modifiers,
    };
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
    const counter = (raw: unknown) =>
      typeof raw === "number" && Number.isFinite(raw) && raw > 0 ? Math.min(Math.floor(raw), 1000) : 0;
    const statuses = (this.parent as { statuses?: ReadonlySet<string> } | null | undefined)?.statuses;
    const values: Record<string, number> = {
      [dh2.UNDERWATER_COUNTER]: counter(this.underwater),
      [dh2.SINKING_COUNTER]: counter(this.sinking) > 0 ? 1 : 0,
      [dh2.CANNOT_SWIM]: statuses && dh2.cannotSwim([...statuses]) ? 1 : 0,
    };
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v > 0));
  }

  /**
   * Sets a counter the rules keep on the character (SetCounterEffect; dh2 swimming.ts
   * underwaterCounters): `underwater` (whole, 0–1000) or `sinking` (0 or 1). Other counters and values
   * that are not finite are ignored.
   * @returns the updated actor, or undefined when nothing changed
   */
  async setCounter(counter: string, value: number): Promise<unknown> {
    if (!Number.isFinite(value)) return undefined;
    if (counter !== dh2.UNDERWATER_COUNTER && counter !== dh2.SINKING_COUNTER) return undefined;
    const next = counter === dh2.SINKING_COUNTER ? (value > 0 ? 1 : 0) : Math.min(1000, Math.max(0, Math.floor(value)));
    const now = Number(counter === dh2.SINKING_COUNTER ? this.sinking : this.underwater) || 0;
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
    const now = Number(counter === dh2.SINKING_COUNTER ? this.sinking : this.underwater) || 0;
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
    const { flyer, hoverer } = this.#clamped();
    return dh2.flightTrait({ flyer, hoverer });
  }

  /**
   * Where the actor flies: its stored altitude when its trait reaches it (dh2 `flightPositions`),
   * else `ground` (an actor that cannot fly, or a Hoverer stored as high).
   */
  get flightPosition(): "ground" | "hovering" | "low" | "high" {
    const allowed = dh2.flightPositions(this.flightTrait);
    const raw = this.altitude as unknown;
    return allowed.find((p) => p === raw) ?? "ground";
  }

  /**
   * What the end of its turn sets off for a flying actor that made no Movement action (dh2
   * `flyerFallEffects`, § Flying Movement): a fall card from low (15 m) or high (25 m) altitude with
   * the world's formula, and where it ends (`ground`), or null when it stays.
   * @param model the token id of the actor's token
   * @param moved the token moved this turn
   * @param formula the world's falling-damage formula (settings.ts fallingDamageFormula)
   */
  flightStall(model: string, moved: boolean, formula: string): { position: "ground" | null; effects: Effect[] } {
    return dh2.flyerFallEffects({ model, position: this.flightPosition, moved, formula });
  }

  /**
   * What statuses the actor gains set off while it flies (dh2 `flightStopEffects`, § Flying
   * Movement): Stunned (and Unconscious or Dead) stop it flying, so it falls from low (15 m) or
   * high (25 m) altitude with the fall card, or lands safely from hovering; and where it ends
   * (`ground`), or null when it stays.
   * @param model the token id of the actor's token
   * @param statuses the status ids gained (ActiveEffect#statuses)
   * @param formula the world's falling-damage formula (settings.ts fallingDamageFormula)
   */
  flightStopped(
    model: string,
    statuses: readonly string[],
    formula: string,
  ): { position: "ground" | null; effects: Effect[] } {
    return dh2.flightStopEffects({ model, position: this.flightPosition, statuses, formula });
  }

  /**
   * The update that takes damage from the wounds (dh2 `takeDamage`: never below 0, the rest as
   * Critical Damage); armour is not counted (ruling 4: falling damage).
   * @param damage whole points; junk or negative counts 0
   */
  woundsUpdate(damage: number): Record<string, number> {
    const wounds = (this.wounds ?? {}) as Partial<{ value: unknown; critical: unknown }>;
    const bounded = (raw: unknown) =>
      typeof raw === "number" && Number.isFinite(raw) ? Math.min(Math.max(0, raw), dh2.MAX_WOUNDS) : 0;
    const taken = dh2.takeDamage({
      wounds: bounded(wounds.value),
      critical: bounded(wounds.critical),
      damage: bounded(damage),
    });
    return { "system.wounds.value": taken.wounds, "system.wounds.critical": taken.critical };
  }

  /** Takes damage from the actor's wounds ({@link woundsUpdate}); the executor calls it for a wounds effect. */
  async applyWounds(damage: number): Promise<void> {
    const update = this.woundsUpdate(damage);
    await this.parent?.update(update);
  }

  /**
   * The update that adds levels of Fatigue (dh2 `addFatigue`, at most 100).
   * @param levels whole levels; junk or negative counts 0
   */
  fatigueUpdate(levels: number): Record<string, number> {
    const now = this.#clamped().fatigue;
    return { "system.fatigue": dh2.addFatigue(now, Number.isFinite(levels) ? Math.min(levels, 100) : 0) };
  }

  /** Adds levels of Fatigue ({@link fatigueUpdate}); the executor calls it for a fatigue effect. */
  async applyFatigue(levels: number): Promise<void> {
    const update = this.fatigueUpdate(levels);
    await this.parent?.update(update);
  }

  /** Flyer (X) or Hoverer (X), whichever is higher; 0 when the actor cannot fly. */
  override get flyingSpeed(): number {
    const { flyer, hoverer } = this.#clamped();
    return Math.max(flyer, hoverer);
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { values, size, carriedWeight, warnings } = this.#clamped();
    this.bonuses = Object.fromEntries(
      CHARACTERISTIC_KEYS.map((k) => [k, characteristicBonus(values[k].value, values[k].unnatural)]),
    ) as Record<CharacteristicKey, number>;
    const agility = { agility: values.agility.value, unnaturalAgility: values.agility.unnatural, size };
    this.agilityBonus = movementAgilityBonus(agility);
    const ruleset = activeRuleset();
    const context = { gravity: "normal" as const, variant: activeVariant(ruleset) };
    this.bands = ruleset.bands.movementBands(this.movementProfile, context);
    this.flyingBands = this.flyingSpeed > 0 ? (ruleset.bands.flyingBands?.(this.flyingSpeed, context) ?? null) : null;
    this.narrative = narrativeRates(agility);
    const bonuses = { strengthBonus: this.bonuses.strength, toughnessBonus: this.bonuses.toughness };
    this.carrying = { sum: dh2.carryingSum(bonuses), ...dh2.carryingLimits(bonuses) };
    this.encumbrance = dh2.encumbrance(carriedWeight, this.carrying);
    this.encumbered = this.encumbrance !== "unencumbered";
    // Low altitude: ground attackers take −10 on Ballistic Skill tests against it (§ Low Altitude).
    this.derivedStatuses = [
      ...(this.encumbered ? [dh2.ENCUMBERED_STATUS] : []),
      ...(this.flightPosition === "low" ? [dh2.LOW_ALTITUDE_STATUS] : []),
    ];
    const skills: Partial<Record<SkillKey, { training?: unknown }>> = this.skills ?? {};
    this.skillTraining = Object.fromEntries(
      SKILL_KEYS.map((key) => {
        const raw = skills[key]?.training;
        const known = typeof raw === "string" && Object.hasOwn(dh2.SKILL_TRAINING, raw);
        if (!known && raw !== undefined)
          warnings.push({ path: `skills.${key}.training`, value: raw, used: dh2.SKILL_TRAINING.untrained });
        return [key, { training: known ? raw : "untrained", modifier: dh2.skillModifier(raw) }];
      }),
    ) as Record<SkillKey, { training: string; modifier: number }>;
    this.fatigueThreshold = this.bonuses.toughness + this.bonuses.willpower;
    this.warnings = warnings;
  }
}
