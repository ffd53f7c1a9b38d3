import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { capModifier, d100TargetNumber, d100Test } from "../../src/rules";

// rules/README.md ruling 1.
describe("d100Test", () => {
  it("gives the API example: target 45, roll 23 → 3 degrees of success", () => {
    expect(d100Test({ target: 45, roll: 23 })).toEqual({ success: true, degrees: 3 });
  });

  it.each([
    // target, roll, success, degrees
    [45, 45, true, 1], // exactly the target succeeds
    [45, 46, false, 1],
    [45, 40, true, 1],
    [45, 39, true, 2],
    [45, 5, true, 5],
    [45, 55, false, 2],
    [45, 99, false, 6],
    [30, 1, true, 4],
    [0, 1, true, 1], // 01 always succeeds
    [-20, 1, true, 1],
    [100, 100, false, 1], // 100 always fails
    [150, 100, false, 1],
    [45, 100, false, 7],
    [99, 99, true, 1],
  ])("target %i, roll %i → success %s with %i degrees", (target, roll, success, degrees) => {
    expect(d100Test({ target, roll })).toEqual({ success, degrees });
  });

  it("caps the total modifier at ±60", () => {
    expect(capModifier(80)).toBe(60);
    expect(capModifier(-75)).toBe(-60);
    expect(capModifier(60)).toBe(60);
    expect(capModifier(-60)).toBe(-60);
    expect(capModifier(-20)).toBe(-20);
    expect(d100TargetNumber(30, 80)).toBe(90);
    expect(d100Test({ target: 30, roll: 90, modifier: 80 }).success).toBe(true);
    expect(d100Test({ target: 30, roll: 91, modifier: 80 }).success).toBe(false);
    expect(d100Test({ target: 70, roll: 11, modifier: -70 })).toEqual({ success: false, degrees: 1 });
    expect(d100Test({ target: 70, roll: 10, modifier: -70 })).toEqual({ success: true, degrees: 1 });
  });

  it.each([0, 101, 2.5, Number.NaN, -1])("rejects roll %s", (roll) => {
    expect(() => d100Test({ target: 50, roll })).toThrow(RangeError);
  });

  it("rejects a non-finite target or modifier", () => {
    expect(() => d100Test({ target: Number.NaN, roll: 5 })).toThrow(RangeError);
    expect(() => d100Test({ target: 40, roll: 5, modifier: Infinity })).toThrow(RangeError);
  });

  it("always gives at least one degree, and success exactly when 1 or at/under the target (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), fc.integer({ min: 1, max: 100 }), (target, roll) => {
        const { success, degrees } = d100Test({ target, roll });
        expect(degrees).toBeGreaterThanOrEqual(1);
        expect(success).toBe(roll === 1 || (roll !== 100 && roll <= target));
      }),
    );
  });
});
