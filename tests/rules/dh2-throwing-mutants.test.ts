/**
 * Throwing objects (src/rules/rulesets/dh2/throwing.ts): the branches the first throwing tests left
 * open. dh2-movement.md § Throwing Objects; Lifting Weight from § Carrying, Lifting, and Pushing Limits
 * (SB 3 + TB 4 = row 7: lift 90 kg).
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { throwingStrengthBonus, throwDistance, throwTest, throwImpact } = dh2;

describe("an object exactly at the Lifting Weight (§ Throwing Objects)", () => {
  it("can still be thrown, at Difficult (−10): it is more than half the Lifting Weight", () => {
    expect(throwTest({ strengthBonus: 3, toughnessBonus: 4, weightKg: 90 })).toEqual({
      difficulty: "difficult",
      modifier: -10,
      halfLift: 45,
    });
  });
});

describe("the object's weight (line changed since runB)", () => {
  it("a weightless object is thrown at Challenging (+0)", () => {
    expect(throwTest({ strengthBonus: 3, toughnessBonus: 4, weightKg: 0 })).toMatchObject({
      difficulty: "challenging",
      modifier: 0,
    });
  });

  it("a weight that is not a finite number of kilograms is refused", () => {
    const message = "weightKg must be a finite number of kilograms, at least 0";
    expect(() => throwTest({ strengthBonus: 3, toughnessBonus: 4, weightKg: Number.NaN })).toThrow(message);
    expect(() => throwTest({ strengthBonus: 3, toughnessBonus: 4, weightKg: "5" as never })).toThrow(message);
    expect(() => throwTest({ strengthBonus: 3, toughnessBonus: 4, weightKg: -1 })).toThrow(message);
  });
});

describe("the impact of a throw needs a real test result", () => {
  it("a success that is not a boolean is refused", () => {
    expect(() => throwImpact({ strengthBonus: 4, success: "yes" as never, degrees: 1 })).toThrow(
      new TypeError("success must be a boolean"),
    );
  });

  it("fewer than 1 degree is refused (a test gives at least one)", () => {
    expect(() => throwImpact({ strengthBonus: 4, success: true, degrees: 0 })).toThrow(
      new RangeError("degrees must be at least 1"),
    );
  });
});

describe("bad input is refused with a message naming it", () => {
  it.each([
    ["throwingStrengthBonus", () => throwingStrengthBonus(Number.NaN), "strengthBonus must be a finite number"],
    ["throwDistance", () => throwDistance(null as never), "Throw input must be an object"],
    [
      "throwDistance",
      () => throwDistance({ strengthBonus: 4, success: 1 as never, degrees: 1 }),
      "success must be a boolean",
    ],
    [
      "throwDistance",
      () => throwDistance({ strengthBonus: 4, success: true, degrees: Number.NaN }),
      "degrees must be a finite number",
    ],
    ["throwTest", () => throwTest(null as never), "Throw test input must be an object"],
    ["throwImpact", () => throwImpact(null as never), "Throw input must be an object"],
    [
      "throwImpact",
      () => throwImpact({ strengthBonus: 4, success: true, degrees: Number.NaN }),
      "degrees must be a finite number",
    ],
  ])("%s: %#", (_, run, message) => {
    expect(run).toThrow(message);
  });
});
