import { describe, expect, it } from "vitest";
import { CLIMB_UP_MODE, getRuleset, stepMode, type StepVertical } from "../../src/rules";

// A step's mode apart from the walking bands (moves/step-mode.ts), with Necromunda's vertical rules
// (necromunda-movement.md § Climbing: more than ½" up or down is climbed; § Ladders and Stairs:
// normal movement). The step's junk is read as nothing, never handed to the ruleset.

const bad = <T>(value: unknown): T => value as T;

/** Necromunda's vertical rules, recording what its climb and ladder checks are asked. */
function recording(): StepVertical & { climbs: unknown[][]; normal: unknown[] } {
  const necromunda = getRuleset("necromunda").vertical;
  const climbs: unknown[][] = [];
  const normal: unknown[] = [];
  return {
    climbs,
    normal,
    cost: necromunda.cost,
    isClimb: (rise, action) => (climbs.push([rise, action]), necromunda.isClimb(rise, action)),
    normalMovement: (conditions) => (normal.push(conditions), necromunda.normalMovement(conditions)),
  };
}

describe("stepMode: what the ruleset is asked", () => {
  it('climbing a ladder 2" is normal movement; junk among the conditions is dropped', () => {
    const vertical = recording();
    const step = { action: "move", conditions: bad<string[]>([5, "ladder", null]) };
    expect(stepMode(step, { rise: 2, flying: null, vertical })).toBe(null);
    expect(vertical.normal).toEqual([["ladder"]]);
  });

  it('a step without conditions crosses none: a 2" wall is climbed', () => {
    const vertical = recording();
    expect(stepMode({ action: "move" }, { rise: 2, flying: null, vertical })).toBe(CLIMB_UP_MODE);
    expect(vertical.normal).toEqual([[]]);
  });

  it("an action that is not a string is no action", () => {
    const vertical = recording();
    expect(stepMode({ action: bad(5) }, { rise: 2, flying: null, vertical })).toBe(CLIMB_UP_MODE);
    expect(vertical.climbs).toEqual([[2, undefined]]);
  });
});

describe("stepMode: steps that are not climbs", () => {
  it("a flat step is no climb, even where the ruleset counts the action as climbing", () => {
    // A ruleset whose climb action climbs at any height: still no height, no climb.
    const vertical: StepVertical = { cost: () => 0, isClimb: (_rise, action) => action === "climb" };
    expect(stepMode({ action: "climb" }, { rise: 0, flying: null, vertical })).toBe(null);
    expect(stepMode({ action: "climb" }, { rise: 1, flying: null, vertical })).toBe(CLIMB_UP_MODE);
  });

  it("an empty required action is none: the step keeps its own mode", () => {
    expect(stepMode({ action: "move" }, { rise: 0, required: "", flying: null })).toBe(null);
  });

  it("vertical rules without a climb check give no climb, never throwing", () => {
    expect(stepMode({ action: "move" }, { rise: 3, flying: null, vertical: bad({}) })).toBe(null);
  });
});
