/**
 * A runner's movement profile (src/rules/rulesets/shadowrun/profile.ts; shadowrun-movement.md
 * § Sprinting, § Swimming, § Jumping, § Climbing, § Falling give the pools): its refusals of what
 * is not a record or a modifiers object, each naming what was wrong.
 */
import { describe, expect, it } from "vitest";
import { runnerPools, runnerProfile, type RunnerRecord } from "../../src/rules/rulesets/shadowrun";

const human = (): RunnerRecord => ({
  metatype: "human",
  agility: 3,
  strength: 3,
  body: 3,
  running: 2,
  swimming: 0,
  acrobatics: 0,
  armour: 0,
  physicalLimit: 0,
});

describe("the runner's pools and profile refuse what is not an object", () => {
  it("names runnerPools when it gets no record", () => {
    expect(() => runnerPools(null as never)).toThrow(/^runnerPools needs an input object, got null/);
  });

  it("refuses band modifiers of null, as it refuses a list", () => {
    expect(() => runnerProfile(human(), null as never)).toThrow(TypeError);
    expect(() => runnerProfile(human(), null as never)).toThrow(/band modifiers must be an object/);
    expect(() => runnerProfile(human(), [] as never)).toThrow(TypeError);
    // Running 2 + Strength 3: a sprint pool of 5 (§ Sprinting).
    expect(runnerProfile(human(), {}).characteristics.sprintPool).toBe(5);
  });
});
