/**
 * The Dark Heresy 2nd edition hosts' actors as the dh2 ruleset reads them. Both Foundry systems
 * that play Dark Heresy keep the same shapes for what movement needs (docs/foundry-evidence.md
 * § 25): per characteristic a prepared `total` and `bonus` (the bonus with Unnatural applied), a
 * `size` from 1 to 10 with 4 Average, skills with an `advance` rank, `wounds` and `fatigue` as
 * `{ value, max }`, the load as `encumbrance.{ value, max }` (kg), armour as equipped items of
 * type `armour`, and the Flyer and Hoverer traits as embedded items of type `trait` with a
 * `level`. Only the actor sub-types that move as characters are read. A size written as a word
 * (the stat blocks' `Enormous (+20)`) reads as its category, and a printed Move the host keeps in
 * place of its own (wh40k-rpg NPCs) becomes the bands' manual modifiers. A flyer's altitude, which
 * the hosts have no field for, is kept in the module's actor flags.
 * @module
 */
import type { MovementProfile } from "../../../../rules";
import * as dh2 from "../../../../rules/rulesets/dh2/index";
import { SYSTEM_ID } from "../../../constants";
import { HOST_ALTITUDE_FLAG, hostItems, hostNumber, hostValue } from "../../../hosts";
import type { HostActor, HostReading } from "../../../rulesets";
import { CHARACTERISTIC_KEYS } from "../character-keys";

/** Skill training by the host's rank (`advance` 0 … 4): dark-heresy-2nd acolyte.mjs `_skillAdvanceToValue`. */
const TRAINING_BY_RANK: readonly dh2.SkillTraining[] = ["untrained", "known", "trained", "experienced", "veteran"];

/**
 * A skill's training from the host's skill data: the wh40k-rpg system's derived flags (`plus30`,
 * `plus20`, `plus10`, `trained`) when set, else its `advance` rank (0 … 4; both systems).
 */
export function hostSkillTraining(skill: unknown): dh2.SkillTraining {
  const flag = (key: string) => hostValue(skill, key) === true;
  if (flag("plus30")) return "veteran";
  if (flag("plus20")) return "experienced";
  if (flag("plus10")) return "trained";
  if (flag("trained")) return "known";
  const rank = Math.trunc(hostNumber(skill, "advance"));
  return TRAINING_BY_RANK[Math.min(4, Math.max(0, rank))] ?? "untrained";
}

/**
 * A characteristic's value and the Unnatural (X) the dh2 rules add to its bonus. The value is the
 * host's prepared `total`, else `base + 5 × advance + modifier` (dark-heresy-2nd base-actor.mjs
 * `_computeCharacteristics`). X is the host's prepared `bonus` beyond the value's tens, so a host
 * that multiplies the bonus (wh40k-rpg characteristic-math.ts: Unnatural ×2 and up) and one that adds
 * to it (dark-heresy-2nd) both give the bonus they show; without a prepared bonus, the stored
 * `unnatural`.
 */
export function hostCharacteristic(characteristic: unknown): { value: number; unnatural: number } {
  const computed =
    hostNumber(characteristic, "base") +
    5 * hostNumber(characteristic, "advance") +
    hostNumber(characteristic, "modifier");
  const value = dh2.clampCharacteristic(hostNumber(characteristic, "total", computed)).value;
  const stored = hostNumber(characteristic, "unnatural");
  const bonus = hostNumber(characteristic, "effectiveBonus", hostNumber(characteristic, "bonus", Number.NaN));
  const unnatural = Number.isFinite(bonus) ? bonus - Math.floor(value / 10) : stored;
  return { value, unnatural: dh2.clampTraitValue(Math.max(0, unnatural)).value };
}

/**
 * A host's Size: a number, or a size written as its category's name, alone or followed by its
 * modifier (`Enormous (+20)`: 6, as the dh2 ladder, shared rules/README.md ruling 2, and the wh40k-rpg
 * system's src/module/data/shared/field-coercion.ts `SIZE_NAME_MAP` number them); anything else 4
 * (Average), as both hosts default it.
 */
export function hostSize(value: unknown): number {
  if (typeof value === "string") {
    const word = /^\s*([a-z]+)/i.exec(value)?.[1]?.toLowerCase();
    const index = dh2.SIZE_CATEGORIES.findIndex((name) => name === word);
    if (index >= 0) return index + 1;
  }
  return dh2.clampSize(hostNumber({ value }, "value", dh2.AVERAGE_SIZE)).value;
}

/** The band actions a printed Move gives, in the order the stat blocks print them (`3/6/9/18`). */
const PRINTED_MOVE = ["half", "full", "charge", "run"] as const;

/**
 * The manual band modifiers that make Stride's bands the Move a host prints: where the host keeps a
 * stat block's Move in place of the one it derives (wh40k-rpg src/module/data/actor/npc.ts:
 * `movementManual` set, `movement.{half, full, charge, run}` metres, which the NPC's
 * `_prepareMovement` then leaves alone), each band's printed metres less the rates Agility and Size
 * give at normal gravity; none without a printed Move, or for a band the host left blank.
 */
export function printedMoveModifiers(system: unknown, rates: dh2.StructuredRates): Record<string, number> {
  if (hostValue(system, "movementManual") !== true) return {};
  const modifiers: Record<string, number> = {};
  for (const action of PRINTED_MOVE) {
    const printed = hostNumber(system, `movement.${action}`, Number.NaN);
    if (printed >= 0) modifiers[action] = printed - rates[action];
  }
  return modifiers;
}

/** The level of a trait item by name (`Flyer`, `Hoverer`; also `Flyer (6)`), the highest when several; 0 when none. */
export function traitLevel(actor: HostActor, trait: string): number {
  let level = 0;
  const name = trait.toLowerCase();
  for (const item of hostItems(actor, "trait")) {
    const itemName = item.name.trim().toLowerCase();
    if (itemName !== name && !itemName.startsWith(`${name} (`)) continue;
    const stored = hostNumber(item.system, "level");
    const written = Number(/\((\d+)\)/.exec(itemName)?.[1] ?? 0);
    level = Math.max(level, dh2.clampTraitValue(Math.max(stored, written)).value);
  }
  return level;
}

/**
 * Whether a host actor wears armour (dh2 § Swimming): an embedded item of type `armour` that is
 * equipped, `system.equipped` in dark-heresy-2nd (src/template.json `physicalItem`; acolyte.mjs
 * `_computeArmour` counts only those) and `system.state.equipped` in wh40k-rpg
 * (src/module/data/shared/equippable-template.ts; armour.ts `isWorn`). wh40k-rpg's Imperium Maledictum
 * force fields are armour items of `type` `force-field` (armour.ts): a field, not armour worn, so not counted.
 */
export function hostArmourWorn(actor: HostActor): boolean {
  return hostItems(actor, "armour").some(
    ({ system }) =>
      (hostValue(system, "equipped") === true || hostValue(system, "state.equipped") === true) &&
      hostValue(system, "type") !== "force-field",
  );
}

/**
 * The load a host keeps as `system.encumbrance.{value, max}` (kilograms carried and the Carrying
 * Weight for SB + TB: dark-heresy-2nd acolyte.mjs `_computeEncumbrance`, wh40k-rpg
 * src/module/utils/encumbrance-calculator.ts), as the profile's `carriedWeight` and `carryingWeight`;
 * nothing when the host keeps none (dark-heresy-2nd NPCs) or the numbers are not finite and ≥ 0.
 */
export function hostLoad(system: unknown): Record<string, number> {
  const carried = hostNumber(system, "encumbrance.value", Number.NaN);
  const limit = hostNumber(system, "encumbrance.max", Number.NaN);
  if (!(carried >= 0 && limit >= 0)) return {};
  return { [dh2.CARRIED_WEIGHT]: carried, [dh2.CARRYING_WEIGHT]: limit };
}

/** The dh2 profile of a host actor's system data, and its Flyer or Hoverer speed. */
export function dh2HostReading(actor: HostActor): HostReading {
  const system = actor.system;
  const characteristics = Object.fromEntries(
    CHARACTERISTIC_KEYS.map((key) => [key, hostCharacteristic(hostValue(system, `characteristics.${key}`))]),
  ) as Record<(typeof CHARACTERISTIC_KEYS)[number], { value: number; unnatural: number }>;
  // Underwater rounds and sinking: the hosts have no such fields; the module keeps them in its flags.
  const flags = hostValue(actor, `flags.${SYSTEM_ID}`);
  const counters: Record<string, number> = {
    [dh2.UNDERWATER_COUNTER]: Math.max(0, Math.trunc(hostNumber(flags, "underwater"))),
    [dh2.SINKING_COUNTER]: hostNumber(flags, "sinking") > 0 ? 1 : 0,
    [dh2.CANNOT_SWIM]: dh2.cannotSwim([...(actor.statuses ?? [])]) ? 1 : 0,
  };
  const size = hostSize(hostValue(system, "size"));
  const { agility } = characteristics;
  const rates = dh2.movementRates({
    agility: agility.value,
    unnaturalAgility: agility.unnatural,
    size,
    gravity: "normal",
  });
  const profile: MovementProfile = {
    characteristics: {
      ...Object.fromEntries(CHARACTERISTIC_KEYS.map((key) => [key, characteristics[key].value])),
      ...dh2.skillCharacteristics(
        { strength: characteristics.strength.value, agility: characteristics.agility.value },
        {
          athletics: hostSkillTraining(hostValue(system, "skills.athletics")),
          acrobatics: hostSkillTraining(hostValue(system, "skills.acrobatics")),
        },
      ),
      ...Object.fromEntries(Object.entries(counters).filter(([, value]) => value > 0)),
      // What weighs a swimmer down (dh2 swimming.ts swimBurden): armour worn, the host's load.
      ...(hostArmourWorn(actor) ? { [dh2.ARMOUR_WORN]: 1 } : {}),
      ...hostLoad(system),
    },
    unnatural: Object.fromEntries(CHARACTERISTIC_KEYS.map((key) => [key, characteristics[key].unnatural])),
    size,
    modifiers: printedMoveModifiers(system, rates),
  };
  // The altitude it flies at: kept in the module's flags (the hosts have no such field), on the ground
  // when its trait does not reach the stored one (dh2 flightPositions).
  const flyer = traitLevel(actor, "Flyer");
  const hoverer = traitLevel(actor, "Hoverer");
  const trait = dh2.flightTrait({ flyer, hoverer });
  const stored = hostValue(flags, HOST_ALTITUDE_FLAG);
  const reading: HostReading = { movementProfile: profile, flyingSpeed: Math.max(flyer, hoverer), kind: "character" };
  if (!trait) return reading;
  return { ...reading, flight: { trait, position: dh2.flightPositions(trait).find((p) => p === stored) ?? "ground" } };
}
