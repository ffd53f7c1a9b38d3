/**
 * The human runner the Shadowrun adapter tests share: Agility 5 (Walk 10 m, Run 20 m, 2 m per
 * sprint hit), Strength 4, Body 4, Running 5 (three sprint tests a Combat Turn), Swimming 3,
 * Acrobatics 4, Armour 9 (fall pool 4 + 5 = 9), Physical limit 6 (shadowrun-movement.md § Movement
 * Rates, § Falling).
 */
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

export const humanRunner = shadowrun.runnerProfile({
  metatype: "human",
  agility: 5,
  strength: 4,
  body: 4,
  running: 5,
  swimming: 3,
  acrobatics: 4,
  armour: 9,
  physicalLimit: 6,
});
