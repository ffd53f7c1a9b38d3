/** Keys of the Dark Heresy character data, for the data model and the sheet (the engine's, dh2 actors.ts). */
export {
  DH2_CHARACTERISTIC_KEYS as CHARACTERISTIC_KEYS,
  DH2_MODIFIER_KEYS as MODIFIER_KEYS,
  DH2_SKILL_KEYS as SKILL_KEYS,
  type Dh2CharacteristicKey as CharacteristicKey,
  type Dh2ModifierKey as ModifierKey,
  type Dh2SkillKey as SkillKey,
} from "../../../rules/rulesets/dh2/actors";
