/**
 * Data of Dark Heresy-style characters and NPCs (`character`, `npc` actor types) as a Dark Heresy
 * world prepares it: the schema part (character-data.ts) with what is derived on preparation, by
 * the engine: bonuses, the structured and narrative rates (dh2-movement.md § Structured and
 * Narrative Time; rules/README.md ruling 2), the Carrying, Lifting and Pushing Weights at normal
 * gravity and whether the load Encumbers at the gravity of the scene the actor stands on
 * (§ Carrying, Lifting, and Pushing Objects, § Low/High Gravity Worlds); and the falls, wounds and
 * Fatigue the rules apply. It comes with the ruleset's chunk (active.ts); it declares no private
 * members or fields, so a character prepared before it arrived takes it on (rulesets/loading.ts).
 * @module
 */
import type { Effect } from "../../../rules";
import * as dh2 from "../../../rules/rulesets/dh2/index";
import { activeRuleset, activeVariant } from "../../settings";
import { CHARACTERISTIC_KEYS, SKILL_KEYS, type CharacteristicKey, type SkillKey } from "./character-keys";
import { StrideCharacterData } from "./character-data";
import { DH2_ACTORS, DH2_CHARACTER_INITIAL } from "../../../rules/rulesets/dh2/actors";
import type { ActorModelMetadata } from "../../data/actor/actor-model";
import { standingGravity } from "./standing-gravity";

const { characteristicBonus, movementAgilityBonus, narrativeRates } = dh2;

export {
  CHARACTERISTIC_KEYS,
  MODIFIER_KEYS,
  SKILL_KEYS,
  StrideCharacterData,
  type CharacterDerived,
  type CharacterSchema,
  type CharacteristicKey,
  type DataWarning,
} from "./character-data";

/**
 * The data model of `character` and `npc` actors.
 * Derived values live on the instance: `bonuses`, `agilityBonus`, `bands`, `flyingBands`,
 * `narrative`, `carrying`, `gravity`, `encumbrance`, `encumbered`, `derivedStatuses`,
 * `skillTraining`, `fatigueThreshold`, `warnings`.
 */
export class StrideCharacterModel extends StrideCharacterData {
  /** The schema part's metadata with the reader that derives movement from the data (dh2 actors.ts). */
  static override readonly metadata: ActorModelMetadata = {
    ...StrideCharacterData.metadata,
    reader: { actors: DH2_ACTORS, initial: DH2_CHARACTER_INITIAL },
  };

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
    const now = this.dh2Read().record.fatigue;
    return { "system.fatigue": dh2.addFatigue(now, Number.isFinite(levels) ? Math.min(levels, 100) : 0) };
  }

  /** Adds levels of Fatigue ({@link fatigueUpdate}); the executor calls it for a fatigue effect. */
  async applyFatigue(levels: number): Promise<void> {
    const update = this.fatigueUpdate(levels);
    await this.parent?.update(update);
  }

  /** @inheritDoc */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { record, warnings } = this.dh2Read();
    const { values, size, carriedWeight } = record;
    this.bonuses = Object.fromEntries(
      CHARACTERISTIC_KEYS.map((k) => [k, characteristicBonus(values[k].value, values[k].unnatural)]),
    ) as Record<CharacteristicKey, number>;
    const agility = { agility: values.agility.value, unnaturalAgility: values.agility.unnatural, size };
    this.agilityBonus = movementAgilityBonus(agility);
    const ruleset = activeRuleset();
    const context = { gravity: "normal" as const, variant: activeVariant(ruleset) };
    const reading = this.reading;
    this.bands = ruleset.bands.movementBands(reading.profile, context);
    this.flyingBands =
      reading.flyingSpeed > 0 ? (ruleset.bands.flyingBands?.(reading.flyingSpeed, context) ?? null) : null;
    this.narrative = narrativeRates(agility);
    const bonuses = { strengthBonus: this.bonuses.strength, toughnessBonus: this.bonuses.toughness };
    this.carrying = { sum: dh2.carryingSum(bonuses), ...dh2.carryingLimits(bonuses) };
    this.gravity = standingGravity(this.parent);
    const gravity = this.gravity ?? "normal";
    const limits = gravity === "normal" ? this.carrying : dh2.carryingLimits({ ...bonuses, gravity });
    this.encumbrance = dh2.encumbrance(carriedWeight, limits);
    this.encumbered = this.encumbrance !== "unencumbered";
    // Low altitude: ground attackers take −10 on Ballistic Skill tests against it (§ Low Altitude);
    // high altitude: only attackers at high altitude reach it (§ High Altitude).
    this.derivedStatuses = [
      ...(this.encumbered ? [dh2.ENCUMBERED_STATUS] : []),
      ...(record.flightPosition === "low" ? [dh2.LOW_ALTITUDE_STATUS] : []),
      ...(record.flightPosition === "high" ? [dh2.HIGH_ALTITUDE_STATUS] : []),
    ];
    this.skillTraining = Object.fromEntries(
      SKILL_KEYS.map((key) => [key, { training: record.skills[key].training, modifier: record.skills[key].modifier }]),
    ) as Record<SkillKey, { training: string; modifier: number }>;
    this.fatigueThreshold = this.bonuses.toughness + this.bonuses.willpower;
    this.warnings = warnings;
  }
}
