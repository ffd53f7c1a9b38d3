import { describe, expect, it } from "vitest";
import { poolFormula, poolReport, poolResult, thresholdTest } from "../../src/rules";

// rules/README.md ruling 9: hits are 5s and 6s; a glitch is more than half the dice showing 1;
// a critical glitch is a glitch with no hits.
describe("poolResult", () => {
  it.each([
    // dice, hits, ones, glitch, critical glitch
    [[], 0, 0, false, false], // 0 dice: nothing rolled, nothing counted
    [[5], 1, 0, false, false],
    [[6, 6, 6, 6, 6, 6], 6, 0, false, false],
    [[4, 4, 3, 2], 0, 0, false, false], // 4s do not hit
    [[1], 0, 1, true, true], // all ones: critical glitch
    [[1, 1, 1, 1, 1, 1], 0, 6, true, true],
    [[1, 1, 2, 3], 0, 2, false, false], // exactly half is not more than half
    [[1, 1, 5, 3], 1, 2, false, false],
    [[1, 1, 1, 5, 6], 2, 3, true, false], // glitch with hits: not critical
    [[1, 1, 1, 2, 3], 0, 3, true, true],
    [[1, 2], 0, 1, false, false],
    [[1, 1, 6], 1, 2, true, false],
  ])("%j → %i hits, %i ones, glitch %s, critical %s", (dice, hits, ones, glitch, criticalGlitch) => {
    expect(poolResult(dice)).toEqual({ dice: dice.length, hits, ones, glitch, criticalGlitch });
  });

  it("rejects results a d6 cannot show, and non-arrays", () => {
    expect(() => poolResult([0])).toThrow(RangeError);
    expect(() => poolResult([7])).toThrow(/1 to 6/);
    expect(() => poolResult([2.5])).toThrow(RangeError);
    expect(() => poolResult([Number.NaN])).toThrow(RangeError);
    expect(() => poolResult("66" as unknown as number[])).toThrow(TypeError);
    expect(() => poolResult(new Array<number>(10_001).fill(5))).toThrow(/at most/);
  });
});

describe("thresholdTest", () => {
  it.each([
    // dice, threshold, hits, net hits, success
    [[5, 6, 2], 2, 2, 0, true], // exactly the threshold succeeds
    [[5, 6, 6, 1], 2, 3, 1, true], // shadowrun-movement.md § Rappelling: 1 m more per net hit
    [[5, 2, 2], 2, 1, -1, false],
    [[], 0, 0, 0, true], // no threshold, no dice
    [[], 1, 0, -1, false],
    [[1, 1, 1], 1, 0, -1, false],
  ])("%j against (%i) → %i hits, %i net, success %s", (dice, threshold, hits, netHits, success) => {
    const result = thresholdTest(dice, threshold);
    expect(result).toMatchObject({ hits, netHits, success, threshold });
  });

  it("rejects a negative or fractional threshold", () => {
    expect(() => thresholdTest([5], -1)).toThrow(RangeError);
    expect(() => thresholdTest([5], 1.5)).toThrow(/integer/);
    expect(() => thresholdTest([5], Number.NaN)).toThrow(RangeError);
  });
});

describe("poolFormula", () => {
  it.each([
    [1, "1d6"],
    [6, "6d6"],
    [12, "12d6"],
  ])("%i dice → %s", (size, formula) => {
    expect(poolFormula(size)).toBe(formula);
  });

  it.each([0, -1, 2.5, Number.NaN, Infinity, 10_001])("rejects a pool of %s", (size) => {
    expect(() => poolFormula(size)).toThrow(RangeError);
  });
});

describe("poolReport", () => {
  it("shows hits and a glitch", () => {
    expect(poolReport(poolResult([1, 1, 1, 5, 6]))).toEqual({
      kind: "pool",
      outcome: null,
      flags: ["glitch"],
      values: { hits: 2 },
    });
  });

  it("shows a critical glitch in place of the glitch", () => {
    expect(poolReport(poolResult([1, 1, 2])).flags).toEqual(["criticalGlitch"]);
  });

  it("shows net hits and pass or fail against a threshold", () => {
    expect(poolReport(thresholdTest([5, 6, 6, 3], 2))).toEqual({
      kind: "pool",
      outcome: "success",
      flags: [],
      values: { hits: 3, threshold: 2, netHits: 1 },
    });
    expect(poolReport(thresholdTest([5, 3], 2)).outcome).toBe("failure");
  });
});
