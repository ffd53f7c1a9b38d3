/** Characteristic keys on the sheet, in the order shown. */
export const CHARACTERISTIC_KEYS = ["agility", "strength", "toughness", "perception", "willpower"] as const;

/** A characteristic key. */
export type CharacteristicKey = (typeof CHARACTERISTIC_KEYS)[number];

/** Band actions a manual modifier can be set for (dh2). */
export const MODIFIER_KEYS = ["half", "full", "charge", "run"] as const;

/** A band action with a manual modifier. */
export type ModifierKey = (typeof MODIFIER_KEYS)[number];

/** Movement skills on the sheet, in the order shown (issue #13 item 2). */
export const SKILL_KEYS = ["athletics", "acrobatics"] as const;

/** A movement skill key. */
export type SkillKey = (typeof SKILL_KEYS)[number];
