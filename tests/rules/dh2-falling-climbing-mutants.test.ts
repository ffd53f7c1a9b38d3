/**
 * Dark Heresy falling damage, wounds and Fatigue (dh2-movement.md § Falling; ruling 4) and climbing
 * and abseiling (§ Climbing), with the input each refuses named in its error.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

describe("falling damage, wounds and Fatigue: what they refuse", () => {
  it("names the input, the metres and a formula that is not text or too long", () => {
    expect(() => dh2.fallingDamage(null as never)).toThrow(new TypeError("Falling damage input must be an object"));
    expect(() => dh2.fallingDamage({ metres: -1 })).toThrow(/^metres must not be negative/);
    expect(() => dh2.fallingDamage({ metres: 3, formula: 5 as never })).toThrow(
      new TypeError("formula must be a string, got number"),
    );
    expect(() => dh2.fallingDamage({ metres: 0, formula: 5 as never })).toThrow(TypeError);
    expect(() => dh2.fallingDamage({ metres: 3, formula: "x".repeat(201) })).toThrow(
      new RangeError("formula must be at most 200 characters, got 201"),
    );
    expect(dh2.fallingDamage({ metres: 3, formula: `${"1d10+@metres".padEnd(200)}` })?.formula).toBe("1d10+3");
  });

  it("takes wounds up to a million, and names what is out of range", () => {
    expect(dh2.takeDamage({ wounds: 1_000_000, damage: 3 })).toEqual({ wounds: 999_997, critical: 0, taken: 3 });
    expect(() => dh2.takeDamage({ wounds: 1_000_001, damage: 3 })).toThrow(
      new RangeError("wounds must be at most 1000000, got 1000001"),
    );
    expect(() => dh2.takeDamage(null as never)).toThrow(new TypeError("Damage input must be an object"));
    expect(() => dh2.addFatigue(Number.NaN, 1)).toThrow(new RangeError("current must be a finite number"));
    expect(() => dh2.addFatigue(1, Infinity)).toThrow(new RangeError("levels must be a finite number"));
  });
});

describe("climbing and abseiling: what they refuse", () => {
  it("names the input and each member at fault", () => {
    expect(() => dh2.climbNeedsTest(null as never)).toThrow(new TypeError("Climb input must be an object"));
    expect(() => dh2.climbNeedsTest({ surface: "smooth" as never, distracted: false })).toThrow(
      new RangeError("surface must be one of simple, sheer"),
    );
    expect(() => dh2.climbNeedsTest({ surface: "simple", distracted: "no" as never })).toThrow(
      new TypeError("distracted must be a boolean"),
    );
    expect(() => dh2.climbNeedsTest({ surface: "simple", distracted: true, trivial: 1 as never })).toThrow(
      new TypeError("trivial must be a boolean"),
    );
    expect(() => dh2.climbRate(5 as never)).toThrow(new TypeError("Climb rate input must be an object"));
    expect(() => dh2.climbRate({ halfMove: -2, degrees: 1 })).toThrow(/^halfMove must not be negative/);
    expect(() => dh2.abseil([] as never)).toThrow(new TypeError("Abseil input must be an object"));
    expect(() => dh2.abseil({ success: 1 as never, degrees: 1 })).toThrow(new TypeError("success must be a boolean"));
  });
});
