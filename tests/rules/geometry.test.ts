import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bandIndexForCost, convertDistance, isKnownUnit, normalizeBands, unitRatio } from "../../src/rules";

describe("units (ruling 6)", () => {
  it.each([
    [1, "m", "m", 1],
    [1, "m", "ft", 3.28084],
    [10, "ft", "m", 3.048],
    [1, "in", "m", 0.0254],
    [1, '"', "in", 1],
    [2, "km", "m", 2000],
    [1, "Feet", "ft", 1],
    [3, "ft.", "ft", 3],
  ])("%s %s is %s %s", (value, from, to, expected) => {
    expect(convertDistance(value, from, to)).toBeCloseTo(expected, 4);
  });

  it("knows the scene units of ruling 6 and rejects others", () => {
    for (const unit of ["m", "ft", "in", '"', "km", "metres"]) expect(isKnownUnit(unit)).toBe(true);
    for (const unit of ["sq", "hex", "", "leagues"]) expect(isKnownUnit(unit)).toBe(false);
    expect(() => unitRatio("leagues", "m")).toThrow(/Unknown distance unit "leagues"/);
  });
});

describe("bands", () => {
  const budgets = [4, 8, 12, 24];

  it.each([
    [0, 0],
    [4, 0],
    [4.0000001, 0],
    [4.1, 1],
    [8, 1],
    [12, 2],
    [20, 3],
    [24, 3],
    [24.5, 4],
  ])("cost %s reaches band %i", (cost, index) => {
    expect(bandIndexForCost(budgets, cost)).toBe(index);
  });

  it("makes bands ascending and non-negative (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { maxLength: 6 }), (distances) => {
        const out = normalizeBands(distances.map((distance, i) => ({ action: `a${i}`, distance })));
        out.forEach((band, i) => {
          expect(band.distance).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(band.distance).toBeGreaterThanOrEqual(out[i - 1]!.distance);
        });
      }),
    );
  });
});
