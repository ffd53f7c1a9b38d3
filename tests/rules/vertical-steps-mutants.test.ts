import { describe, expect, it } from "vitest";
import {
  getRuleset,
  isClimbStep,
  jumpDownDrop,
  overhangBlocks,
  stepRiseCost,
  type StepVertical,
} from "../../src/rules";
import { firstOverhangStep } from "../../src/rules/moves/vertical-steps";

// Going up and down step by step (moves/vertical-steps.ts), with Necromunda's numbers
// (necromunda-movement.md § Stepping Up: ½" or less is free; § Climbing; § Jumping Down; § Overhangs:
// a climb cannot pass one deeper than 1"; § Ladders and Stairs: normal movement).

const bad = <T>(value: unknown): T => value as T;

const necromunda = () => getRuleset("necromunda").vertical;

/** A vertical capability with only what every ruleset must give: height climbed above ½", at twice the cost. */
function bare(): StepVertical {
  return { cost: (rise) => 2 * Math.abs(rise), isClimb: (rise) => Math.abs(rise) > 0.5 };
}

describe("vertical-steps: the capability's optional parts", () => {
  it("a capability without ladders or an overhang limit is accepted, and every climb is a climb", () => {
    const vertical = bare();
    expect(isClimbStep(vertical, 2, ["ladder"])).toBe(true);
    expect(stepRiseCost(vertical, 2, ["ladder"])).toBe(4);
    expect(overhangBlocks(vertical, 2, [], 5)).toBe(false);
    expect(jumpDownDrop(vertical, [{ elevation: 3 }, { elevation: 0, conditions: ["ladder"] }])).toBe(3);
  });

  it("without an overhang limit no step of a path is stopped by an overhang", () => {
    const path = [
      { x: 0, y: 0, elevation: 0, action: "move" },
      { x: 0, y: 0, elevation: 2, action: "move", overhang: 5 },
    ];
    expect(firstOverhangStep(bare(), path)).toBe(-1);
  });

  it("names each part of the capability that is wrong", () => {
    expect(() => isClimbStep(bad(null), 1, [])).toThrow(new TypeError("vertical must be an object, got null"));
    expect(() => isClimbStep(bad({ isClimb: () => true }), 1, [])).toThrow(
      new TypeError("vertical.cost must be a function, got undefined"),
    );
    expect(() => isClimbStep(bad({ cost: () => 0 }), 1, [])).toThrow(
      new TypeError("vertical.isClimb must be a function, got undefined"),
    );
    expect(() => isClimbStep({ ...bare(), normalMovement: bad(5) }, 1, [])).toThrow(
      new TypeError("vertical.normalMovement must be a function, got number"),
    );
    expect(() => isClimbStep({ ...bare(), overhangMax: -1 }, 1, [])).toThrow(
      new RangeError("vertical.overhangMax must not be negative, got -1"),
    );
  });
});

describe("vertical-steps: the argument a bad value is named by", () => {
  it("isClimbStep names the rise and the conditions", () => {
    const vertical = necromunda();
    expect(() => isClimbStep(vertical, Number.NaN, [])).toThrow(/^rise must be a finite number/);
    expect(() => isClimbStep(vertical, 1, bad("ladder"))).toThrow(
      new TypeError("conditions must be an array, got string"),
    );
  });

  it("stepRiseCost names the rise, the conditions and a price below 0", () => {
    const vertical = necromunda();
    expect(() => stepRiseCost(vertical, Number.NaN, [])).toThrow(/^rise must be a finite number/);
    expect(() => stepRiseCost(vertical, 1, bad("ladder"))).toThrow(
      new TypeError("conditions must be an array, got string"),
    );
    expect(() => stepRiseCost({ ...bare(), cost: () => -1 }, 1, [])).toThrow(
      new RangeError("vertical.cost(rise) must not be negative, got -1"),
    );
  });

  it("overhangBlocks names the rise, the conditions and the overhang", () => {
    const vertical = necromunda();
    expect(() => overhangBlocks(vertical, Number.NaN, [], 1)).toThrow(/^rise must be a finite number/);
    expect(() => overhangBlocks(vertical, 1, bad("ladder"), 1)).toThrow(
      new TypeError("conditions must be an array, got string"),
    );
    expect(() => overhangBlocks(vertical, 1, [], -1)).toThrow(new RangeError("overhang must not be negative, got -1"));
  });

  it("jumpDownDrop names the path, a step, its elevation and its conditions", () => {
    const vertical = necromunda();
    expect(() => jumpDownDrop(vertical, bad(null))).toThrow(new TypeError("path must be an array, got null"));
    expect(() => jumpDownDrop(vertical, bad([{ elevation: 1 }, null]))).toThrow(
      new TypeError("path[1] must be an object, got null"),
    );
    expect(() => jumpDownDrop(vertical, bad([{ elevation: 1 }, {}]))).toThrow(
      new TypeError("path[1].elevation must be a number, got undefined"),
    );
    expect(() => jumpDownDrop(vertical, bad([{ elevation: 1 }, { elevation: 0, conditions: "ladder" }]))).toThrow(
      new TypeError("path[1].conditions must be an array, got string"),
    );
  });
});

describe("firstOverhangStep: the step a climb past an overhang stops at (§ Overhangs)", () => {
  it('a climb up past a 3" overhang stops at that step', () => {
    const path = [
      { x: 0, y: 0, elevation: 1, action: "move" },
      { x: 0, y: 0, elevation: 1, action: "move" },
      { x: 0, y: 0, elevation: 3, action: "move", overhang: 3 },
    ];
    expect(firstOverhangStep(necromunda(), path)).toBe(2);
  });

  it('the rise is the height gained: a ¼" step up from high ground, or a jump down, is no climb', () => {
    // From 2" up to 2¼": a free step up (§ Stepping Up), whatever the ground's height.
    const stepUp = [
      { x: 0, y: 0, elevation: 2, action: "move" },
      { x: 0, y: 0, elevation: 2.25, action: "move", overhang: 3 },
    ];
    expect(firstOverhangStep(necromunda(), stepUp)).toBe(-1);
    // From 3" down to 1" by jumping (§ Jumping Down): not climbed, so not stopped.
    const jump = [
      { x: 0, y: 0, elevation: 3, action: "move" },
      { x: 0, y: 0, elevation: 1, action: "jump", overhang: 3 },
    ];
    expect(firstOverhangStep(necromunda(), jump)).toBe(-1);
  });
});
