/**
 * Which value a climbing, swimming or jumping test rolls against in Dark Heresy 2e: a characteristic,
 * its skill (the characteristic plus the training's modifier, skills.ts), or the better of the two
 * where the text allows either (dh2-movement.md § Simple Climbs: "Strength or
 * Athletics").
 * @module
 */
import { clampCharacteristic } from "./characteristics";
import { skillModifier } from "./skills";

/**
 * A skill's test value: the characteristic (clamped to 0–100) plus the training's modifier
 * (untrained −20 … veteran +30; unknown training counts untrained). Never throws.
 * @example skillValue(40, "trained") // → 50
 */
export function skillValue(characteristic: number, training: unknown): number {
  return clampCharacteristic(characteristic).value + skillModifier(training);
}

/**
 * The better of a Strength test and an Athletics test (§ Simple Climbs): the Athletics value when
 * its training is Known or better (a tie counts as Athletics), else Strength. Never throws.
 * @example strengthOrAthletics(40, "untrained") // → { use: "strength", value: 40 }
 * @example strengthOrAthletics(40, "trained") // → { use: "athletics", value: 50 }
 */
export function strengthOrAthletics(
  strength: number,
  training: unknown,
): { use: "strength" | "athletics"; value: number } {
  const plain = clampCharacteristic(strength).value;
  const skill = skillValue(strength, training);
  return skill >= plain ? { use: "athletics", value: skill } : { use: "strength", value: plain };
}

/**
 * The test values a movement profile adds beside its characteristics, by the keys the climbing,
 * swimming and jumping tests name (`athletics`, `acrobatics`, `strengthOrAthletics`): what the
 * adapter puts in `movementProfile.characteristics`. Missing characteristics count 0. Never throws.
 * @param characteristics Strength and Agility values
 * @param training the training level of each movement skill
 */
export function skillCharacteristics(
  characteristics: { readonly strength?: number; readonly agility?: number },
  training: { readonly athletics?: unknown; readonly acrobatics?: unknown },
): { athletics: number; acrobatics: number; strengthOrAthletics: number } {
  const c = typeof characteristics === "object" && characteristics !== null ? characteristics : {};
  const t = typeof training === "object" && training !== null ? training : {};
  const strength = clampCharacteristic(c.strength).value;
  return {
    athletics: skillValue(strength, t.athletics),
    acrobatics: skillValue(clampCharacteristic(c.agility).value, t.acrobatics),
    strengthOrAthletics: strengthOrAthletics(strength, t.athletics).value,
  };
}
