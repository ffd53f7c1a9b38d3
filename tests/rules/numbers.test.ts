/**
 * The kernel's number guards (src/rules/scene/numbers.ts): "a finite number" and "a whole number"
 * as the engine's guards over unknown data mean them, a value of type number only, never NaN or
 * ±Infinity, never a numeric string.
 */
import { describe, expect, it } from "vitest";
import { isFiniteNumber, isWholeNumber } from "../../src/rules/scene/numbers";

describe("isFiniteNumber", () => {
  it("holds for finite numbers, fractions, -0 and the extremes included", () => {
    for (const value of [0, -0, 3, -3, 3.5, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE]) {
      expect(isFiniteNumber(value), String(value)).toBe(true);
    }
  });

  it("fails for NaN and ±Infinity", () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(isFiniteNumber(value), String(value)).toBe(false);
  });

  it("fails for anything that is not a number, numeric strings and boxed numbers included", () => {
    const values: unknown[] = [
      "3",
      "",
      " ",
      null,
      undefined,
      true,
      false,
      3n,
      [3],
      { valueOf: () => 3 },
      new Number(3),
    ];
    for (const value of values) expect(isFiniteNumber(value), String(value)).toBe(false);
  });
});

describe("isWholeNumber", () => {
  it("holds for whole numbers, -0 and numbers past 2**53 included", () => {
    for (const value of [0, -0, 3, -3, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, 1e21]) {
      expect(isWholeNumber(value), String(value)).toBe(true);
    }
  });

  it("fails for fractions, NaN and ±Infinity", () => {
    for (const value of [3.5, -0.5, Number.MIN_VALUE, Number.NaN, Infinity, -Infinity]) {
      expect(isWholeNumber(value), String(value)).toBe(false);
    }
  });

  it("fails for anything that is not a number, numeric strings and boxed numbers included", () => {
    const values: unknown[] = ["3", "", null, undefined, true, 3n, [3], new Number(3)];
    for (const value of values) expect(isWholeNumber(value), String(value)).toBe(false);
  });

  it("narrows to number, so a guarded value reads as one", () => {
    const raw: unknown = 7;
    const doubled = isWholeNumber(raw) ? raw * 2 : 0;
    expect(doubled).toBe(14);
  });
});
