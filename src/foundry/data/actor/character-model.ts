/**
 * Data of Dark Heresy-style characters and NPCs (`character`, `npc` actor types): the
 * characteristics movement reads, Size, flight traits and manual band modifiers. Derived on
 * preparation: bonuses and the structured and narrative rates (dh2-movement.md § Structured
 * and Narrative Time; rules/README.md ruling 2).
 * @module
 */
import { dh2, type MovementBand, type MovementProfile } from "../../../rules";
import { activeRuleset, activeVariant } from "../../settings";
import type { ActorKind } from "./actor-types";
import { CHARACTERISTIC_KEYS, MODIFIER_KEYS, type CharacteristicKey } from "./character-keys";
import { migrateCharacterSource } from "./legacy";

const { clampCharacteristic, clampSize, clampTraitValue, characteristicBonus, movementAgilityBonus, narrativeRates } =
  dh2;

export { CHARACTERISTIC_KEYS, MODIFIER_KEYS, type CharacteristicKey } from "./character-keys";

const fields = () => foundry.data.fields;

/** One characteristic: its value (0–100) and Unnatural (X). */
function characteristicField(initial: number) {
  const { SchemaField, NumberField } = fields();
  return new SchemaField({
    value: new NumberField({ required: true, nullable: false, initial }),
    unnatural: new NumberField({ required: true, nullable: false, initial: 0 }),
  });
}

/** The schema of `character` and `npc` actors. Limits are applied when deriving, so no entry is ever rejected. */
function defineCharacterSchema() {
  const { SchemaField, NumberField } = fields();
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
  };
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
  /** Values that had to be clamped to be used. */
  warnings: DataWarning[];
};

/**
 * The data model of `character` and `npc` actors.
 * Derived values live on the instance: `bonuses`, `agilityBonus`, `bands`, `flyingBands`,
 * `narrative`, `warnings`.
 */
export class StrideCharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  Record<string, never>,
  CharacterDerived
> {
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
    return super.migrateData(source) as Record<string, unknown>;
  }

  /** Characters and NPCs move as characters. */
  get kind(): ActorKind {
    return "character";
  }

  /** Usable characteristic values, with warnings for what was clamped. */
  #clamped(): {
    values: Record<CharacteristicKey, { value: number; unnatural: number }>;
    size: number;
    flyer: number;
    hoverer: number;
    warnings: DataWarning[];
  } {
    const warnings: DataWarning[] = [];
    const note = (path: string, raw: unknown, result: { value: number; issue?: string }): number => {
      if (result.issue) warnings.push({ path, value: raw, used: result.value });
      return result.value;
    };
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
      warnings,
    };
  }

  /** The profile the active ruleset reads (clamped values, manual modifiers in metres). */
  get movementProfile(): MovementProfile {
    const { values, size } = this.#clamped();
    const modifiers: Record<string, number> = {};
    const manual: Partial<Record<string, unknown>> = this.movement?.modifiers ?? {};
    for (const key of MODIFIER_KEYS) {
      const raw = Number(manual[key] ?? 0);
      modifiers[key] = Number.isFinite(raw) ? raw : 0;
    }
    return {
      characteristics: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, values[k].value])),
      unnatural: Object.fromEntries(CHARACTERISTIC_KEYS.map((k) => [k, values[k].unnatural])),
      size,
      modifiers,
    };
  }

  /** Flyer (X) or Hoverer (X), whichever is higher; 0 when the actor cannot fly. */
  get flyingSpeed(): number {
    const { flyer, hoverer } = this.#clamped();
    return Math.max(flyer, hoverer);
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { values, size, warnings } = this.#clamped();
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
    this.warnings = warnings;
  }
}
