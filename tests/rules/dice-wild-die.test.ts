import { describe, expect, it } from "vitest";
import {
  d100Report,
  d100Test,
  formatSkillCode,
  parseSkillCode,
  targetReport,
  targetTest,
  wildDieFormula,
  wildDieReport,
  wildDieTest,
  wildDieTotal,
} from "../../src/rules";

// rules/README.md ruling 10: a skill code rolls that many d6, one the Wild Die; a Wild 6 explodes,
// a Wild 1 is a complication; success when the total meets or beats the difficulty.
describe("parseSkillCode", () => {
  it.each([
    ["3D+2", 3, 2],
    ["2D", 2, 0],
    ["4D+1", 4, 1],
    ["1D", 1, 0],
    ["10D", 10, 0], // d6-movement.txt prints codes up to 10D
    ["3d+2", 3, 2],
    [" 5D + 1 ", 5, 1],
    ["2D+0", 2, 0],
  ])("%s → %iD + %i pips", (code, dice, pips) => {
    expect(parseSkillCode(code)).toEqual({ dice, pips });
  });

  it.each(["", "D", "3", "3D+", "3D-1", "3D+3", "0D", "0D+2", "3.5D", "D6", "3d6", "101D", "3D+2+1", "+3D", "3 D 2"])(
    "rejects %j with a RangeError",
    (code) => {
      expect(() => parseSkillCode(code)).toThrow(RangeError);
    },
  );

  it("rejects a non-string with a TypeError", () => {
    expect(() => parseSkillCode(3 as unknown as string)).toThrow(TypeError);
  });

  it("formats a code as printed", () => {
    expect(formatSkillCode({ dice: 3, pips: 2 })).toBe("3D+2");
    expect(formatSkillCode(parseSkillCode("2d"))).toBe("2D");
  });
});

describe("wildDieFormula", () => {
  // Foundry's `x6` explodes each 6 again and again (foundryvtt.com/article/dice-modifiers/).
  it.each([
    ["3D+2", "2d6 + 1d6x6 + 2"],
    ["2D", "1d6 + 1d6x6"],
    ["4D+1", "3d6 + 1d6x6 + 1"],
    ["1D", "1d6x6"],
  ])("%s → %s", (code, formula) => {
    expect(wildDieFormula(code)).toBe(formula);
  });

  it("takes a parsed code too and rejects a bad one", () => {
    expect(wildDieFormula({ dice: 1, pips: 1 })).toBe("1d6x6 + 1");
    expect(() => wildDieFormula({ dice: 0, pips: 0 })).toThrow(RangeError);
    expect(() => wildDieFormula({ dice: 2, pips: 3 })).toThrow(RangeError);
    expect(() => wildDieFormula("3D+x")).toThrow(RangeError);
  });
});

describe("wildDieTotal", () => {
  it.each([
    // normal, wild, pips, total, complication, explosions
    [[3, 4], [2], 2, 11, false, 0], // 3D+2
    [[3, 4], [6, 2], 2, 17, false, 1], // one explosion: 6 + 2
    [[3, 4], [6, 6, 6, 1], 2, 28, false, 3], // exploding chain; a 1 after a 6 is no complication
    [[3, 4], [1], 2, 10, true, 0], // complication: the 1 still counts
    [[], [5], 0, 5, false, 0], // 1D
    [[], [1], 1, 2, true, 0],
    [[1, 1, 1], [1], 0, 4, true, 0], // all ones
    [[6, 6], [6], 0, 18, false, 1], // a chain stopped on a 6 by the roller
  ])("normal %j, wild %j, +%i → %i", (normal, wild, pips, total, complication, explosions) => {
    expect(wildDieTotal({ normal, wild, pips })).toEqual({ total, complication, explosions });
  });

  it("rejects a re-roll after a result other than 6, an empty Wild Die and bad pips", () => {
    expect(() => wildDieTotal({ normal: [], wild: [5, 3] })).toThrow(/after a 6/);
    expect(() => wildDieTotal({ normal: [], wild: [] })).toThrow(RangeError);
    expect(() => wildDieTotal({ normal: [7], wild: [3] })).toThrow(RangeError);
    expect(() => wildDieTotal({ normal: [], wild: [3], pips: 3 })).toThrow(RangeError);
    expect(() => wildDieTotal({ normal: [], wild: [3], pips: -1 })).toThrow(RangeError);
    expect(() => wildDieTotal(null as unknown as { normal: number[]; wild: number[] })).toThrow(TypeError);
    expect(() => wildDieTotal({ normal: 3 as unknown as number[], wild: [3] })).toThrow(TypeError);
  });
});

describe("wildDieTest", () => {
  it.each([
    // d6-movement.txt difficulties are 5, 10, 15 …
    [[3, 4], [2], 2, 10, true], // 11 beats 10
    [[3, 3], [2], 2, 10, true], // 10 meets 10
    [[3, 2], [2], 2, 10, false],
    [[1, 1], [6, 6, 3], 0, 15, true], // the explosion carries it
  ])("normal %j, wild %j, +%i against %i → %s", (normal, wild, pips, difficulty, success) => {
    expect(wildDieTest({ normal, wild, pips }, difficulty)).toMatchObject({ difficulty, success });
  });

  it("rejects a difficulty that is not a finite number", () => {
    expect(() => wildDieTest({ normal: [], wild: [3] }, Number.NaN)).toThrow(RangeError);
    expect(() => wildDieTest({ normal: [], wild: [3] }, Infinity)).toThrow(RangeError);
  });
});

describe("reports", () => {
  it("shows a Wild Die total, its complication and explosions, and pass or fail", () => {
    expect(wildDieReport(wildDieTest({ normal: [3, 4], wild: [1], pips: 2 }, 10))).toEqual({
      kind: "wildDie",
      outcome: "success",
      flags: ["complication"],
      values: { total: 10, difficulty: 10 },
    });
    expect(wildDieReport(wildDieTotal({ normal: [], wild: [6, 6, 2] }))).toEqual({
      kind: "wildDie",
      outcome: null,
      flags: ["exploded"],
      values: { total: 14 },
    });
  });

  it("shows d100 degrees (ruling 1) and X+ pass or fail (ruling 8)", () => {
    expect(d100Report(d100Test({ target: 45, roll: 23 }))).toEqual({
      kind: "d100",
      outcome: "success",
      flags: [],
      values: { degrees: 3 },
    });
    expect(targetReport(targetTest({ target: 4, roll: 1, modifier: 5 }))).toEqual({
      kind: "target",
      outcome: "failure",
      flags: [],
      values: { total: 6 },
    });
  });
});
