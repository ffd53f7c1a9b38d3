/**
 * Skill training in Dark Heresy 2e, for the movement skills Athletics and Acrobatics:
 * each level of training is a modifier to the characteristic the skill tests.
 * @module
 */

/** Training levels, least first, and the modifier each gives to the skill's test. */
export const SKILL_TRAINING = Object.freeze({
  untrained: -20,
  known: 0,
  trained: 10,
  experienced: 20,
  veteran: 30,
} as const);

/** A training level. */
export type SkillTraining = keyof typeof SKILL_TRAINING;

/** The training levels, least first. */
export const SKILL_TRAINING_LEVELS = Object.keys(SKILL_TRAINING) as readonly SkillTraining[];

/** The movement skills a character records, with the characteristic each tests. */
export const MOVEMENT_SKILLS = Object.freeze({ athletics: "strength", acrobatics: "agility" } as const);

/** A movement skill. */
export type MovementSkill = keyof typeof MOVEMENT_SKILLS;

/**
 * The modifier of a training level; anything that is not a level counts as `untrained` (−20).
 * @example skillModifier("trained") // → 10
 */
export function skillModifier(training: unknown): number {
  return typeof training === "string" && Object.hasOwn(SKILL_TRAINING, training)
    ? SKILL_TRAINING[training as SkillTraining]
    : SKILL_TRAINING.untrained;
}
