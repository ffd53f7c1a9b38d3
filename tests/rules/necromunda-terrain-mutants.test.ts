/**
 * Necromunda's terrain functions (src/rules/rulesets/necromunda/terrain.ts), called directly.
 * Expected values come from necromunda-movement.md § Terrain: a gap is leapt only when bigger than
 * the fighter's base (§ Leaping Gaps); climbing costs as difficult terrain, and a fighter must have
 * the movement to reach a flat surface, though a Move (Simple) may stop mid-climb when another
 * action finishes it (§ Climbing); crossing an obstacle costs its height (§ Obstacles). A bad
 * argument fails with a message naming it (the functions' documented throws).
 */
import { describe, expect, it } from "vitest";
import {
  climbCompletes,
  climbFinishedBy,
  edgeTest,
  mayEndMidClimb,
  mayEndOn,
  normalMovement,
  obstacleCost,
  riseCost,
  stepsOver,
  terrainCostMultiplier,
  verticalCost,
} from "../../src/rules/rulesets/necromunda/terrain";

describe("necromunda terrain: bad arguments name themselves", () => {
  it("a conditions list that is not an array is named `conditions` by every reader of it", () => {
    const junk = "gap" as unknown as string[];
    for (const read of [normalMovement, edgeTest, mayEndOn, terrainCostMultiplier]) {
      expect(() => read(junk)).toThrow(/^conditions must be an array, got string$/);
    }
  });

  it("a height, rise or remaining movement that is not finite is named in the error", () => {
    expect(() => verticalCost(Number.NaN)).toThrow(/^height must be a finite number/);
    expect(() => riseCost(Number.POSITIVE_INFINITY)).toThrow(/^rise must be a finite number/);
    expect(() => climbCompletes(Number.NaN, 1)).toThrow(/^remaining must be a finite number/);
  });
});

describe("necromunda stepsOver (§ Leaping Gaps: only a gap bigger than the base is leapt)", () => {
  it("a gap exactly as wide as the base is not bigger than it: stepped over", () => {
    expect(stepsOver("leap", 1, 1)).toBe(true);
    expect(stepsOver("leap", 1.26, 1.26)).toBe(true);
  });

  it("a gap measured wider than the base only by float rounding is still stepped over", () => {
    // The width comes from scene coordinates; a billionth of an inch is no real difference.
    expect(stepsOver("leap", 1 + 1e-9, 1)).toBe(true);
    expect(stepsOver("leap", 1.001, 1)).toBe(false);
  });

  it("only a leap is stepped over: a narrow dangerous region is still entered and tested", () => {
    // § Dangerous Terrain: the test is taken on entering, however narrow the region.
    expect(stepsOver("dangerous", 0.5, 1)).toBe(false);
    expect(stepsOver("dangerous", 5, 1)).toBe(false);
    expect(stepsOver("", 0, 1)).toBe(false);
  });

  it("a width or base that is not a number never steps over (never throws)", () => {
    expect(stepsOver("leap", null as unknown as number, 1)).toBe(false);
    expect(stepsOver("leap", "0.5" as unknown as number, 1)).toBe(false);
    expect(stepsOver("leap", 0, null as unknown as number)).toBe(false);
    expect(stepsOver("leap", 1, true as unknown as number)).toBe(false);
  });
});

describe("necromunda climbing (§ Climbing)", () => {
  it("only a Move (Simple) may end part-way up a climb; Charge, Run and Crawl end the activation", () => {
    expect(mayEndMidClimb("move")).toBe(true);
    for (const action of ["run", "charge", "crawl", "jump", undefined]) expect(mayEndMidClimb(action)).toBe(false);
  });

  it("a climb a Move (Simple) stopped in is finished by the second Move, the Run", () => {
    expect(climbFinishedBy("move")).toBe("run");
    expect(climbFinishedBy("run")).toBeUndefined();
  });

  it("exactly the movement a climb costs completes it, even short by float rounding", () => {
    // A 1" climb costs 2" (as difficult terrain).
    expect(climbCompletes(2, 1)).toBe(true);
    expect(climbCompletes(2 - 1e-9, 1)).toBe(true);
    expect(climbCompletes(1.99, 1)).toBe(false);
  });
});

describe("necromunda obstacleCost (§ Obstacles: crossing costs the obstacle's height)", () => {
  it('a flat obstacle (0" high) costs nothing and is accepted', () => {
    expect(obstacleCost(0)).toBe(0);
    expect(obstacleCost(2)).toBe(2);
    expect(() => obstacleCost(-0.1)).toThrow(RangeError);
  });
});
