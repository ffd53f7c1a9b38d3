/**
 * Dark Heresy characteristics, Size and trait values as stored values are read
 * (rulesets/dh2/characteristics.ts clampInteger): each range's ends, missing values, and bounds it refuses.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

describe("clampInteger", () => {
  it("keeps a whole number at either end of its range, without an issue", () => {
    expect(dh2.clampInteger(10, 0, 10, 0)).toEqual({ value: 10 });
    expect(dh2.clampInteger(0, 0, 10, 5)).toEqual({ value: 0 });
    expect(dh2.clampCharacteristic(100)).toEqual({ value: 100 });
    expect(dh2.clampSize(10)).toEqual({ value: 10 });
    expect(dh2.clampTraitValue(20)).toEqual({ value: 20 });
  });

  it("clamps beyond the ends, truncates fractions and reads numeric text", () => {
    expect(dh2.clampInteger(11, 0, 10, 0)).toEqual({ value: 10, issue: "above-range" });
    expect(dh2.clampInteger(-1, 0, 10, 0)).toEqual({ value: 0, issue: "below-range" });
    expect(dh2.clampInteger(3.7, 0, 10, 0)).toEqual({ value: 3, issue: "not-an-integer" });
    expect(dh2.clampInteger("7", 0, 10, 0)).toEqual({ value: 7 });
  });

  it("gives the fallback for a missing value (undefined, null, empty text) and for one that is not a number", () => {
    for (const raw of [undefined, null, ""])
      expect(dh2.clampInteger(raw, 0, 10, 4)).toEqual({ value: 4, issue: "missing" });
    for (const raw of [{}, true, "four", Number.NaN]) {
      expect(dh2.clampInteger(raw, 0, 10, 4)).toEqual({ value: 4, issue: "not-a-number" });
    }
    // The fallback may be either end of the range.
    expect(dh2.clampInteger(null, 0, 10, 10)).toEqual({ value: 10, issue: "missing" });
    expect(dh2.clampInteger(null, 0, 10, 0)).toEqual({ value: 0, issue: "missing" });
  });

  it("refuses bounds that are not whole numbers in order, naming the bound", () => {
    expect(() => dh2.clampInteger(5, "0" as never, 10, 0)).toThrow(
      new TypeError("clampInteger: min must be a number, got string"),
    );
    expect(() => dh2.clampInteger(5, 0, Number.NaN, 0)).toThrow(
      new RangeError("clampInteger: max must be a whole number, got NaN"),
    );
    expect(() => dh2.clampInteger(5, 0, 10, 1.5)).toThrow(
      new RangeError("clampInteger: fallback must be a whole number, got 1.5"),
    );
    expect(() => dh2.clampInteger(5, 0, 10, -1)).toThrow(
      new RangeError("clampInteger: needs min ≤ fallback ≤ max, got 0, -1, 10"),
    );
    expect(() => dh2.clampInteger(5, 0, 10, 11)).toThrow(
      new RangeError("clampInteger: needs min ≤ fallback ≤ max, got 0, 11, 10"),
    );
  });
});
