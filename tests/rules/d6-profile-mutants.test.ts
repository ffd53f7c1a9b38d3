/**
 * An OpenD6 character's movement profile (rulesets/d6/profile.ts; rules/README.md ruling 10): skill
 * codes as pips, untrained skills at their attribute, trained flags, Move and the drowning counter as
 * stored values are read, and the input it refuses.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { MIN_MOVE } from "../../src/rules/rulesets/d6/check";

/** A character with Agility 3D+1 and Physique 2D+2, trained in `skills` only. */
function record(extra: Partial<d6.D6Record> & { skills?: d6.D6Record["skills"] } = {}): d6.D6Record {
  return { move: 10, flyingMove: 0, attributes: { agility: "3D+1", physique: "2D+2" }, skills: {}, ...extra };
}

describe("pipsCode: pips as a code (three pips make a die)", () => {
  it("carries pips into dice, never below 1D, truncating fractions", () => {
    expect(d6.pipsCode(11)).toEqual({ dice: 3, pips: 2 });
    expect(d6.pipsCode(12)).toEqual({ dice: 4, pips: 0 });
    expect(d6.pipsCode(11.9)).toEqual({ dice: 3, pips: 2 });
    expect(d6.pipsCode(1)).toEqual({ dice: 1, pips: 0 });
  });

  it("refuses what is not a number, and a number that is not finite", () => {
    expect(() => d6.pipsCode("11" as never)).toThrow(new TypeError('Pips must be a number, got "11"'));
    expect(() => d6.pipsCode(Number.NaN)).toThrow(new RangeError("Pips must be a finite number, got NaN"));
    expect(() => d6.pipsCode(-Infinity)).toThrow(new RangeError("Pips must be a finite number, got -Infinity"));
  });
});

describe("skillPips and the profile's skills", () => {
  it("rolls a trained skill at its own code and an untrained one at its attribute", () => {
    const climber = record({ skills: { climbing: "4D+1", stamina: "3D" } });
    expect(d6.skillPips(climber, "climbing")).toBe(13);
    expect(d6.skillPips(climber, "running")).toBe(10); // Agility 3D+1
    expect(d6.skillPips(climber, "swimming")).toBe(8); // Physique 2D+2
    const profile = d6.d6Profile(climber).characteristics;
    expect(profile).toMatchObject({ climbing: 13, stamina: 9, running: 10, swimming: 8, agility: 10, physique: 8 });
    expect(profile).toMatchObject({ climbingSkilled: 1, staminaSkilled: 1 });
    expect(d6.d6Profile(record({ skills: { climbing: "4D" } })).characteristics).toMatchObject({
      climbingSkilled: 1,
      staminaSkilled: 0,
    });
    expect(d6.d6Profile(record({ skills: { stamina: "4D" } })).characteristics).toMatchObject({
      climbingSkilled: 0,
      staminaSkilled: 1,
    });
  });

  it("counts an empty, blank, malformed or non-text code as untrained", () => {
    for (const code of ["", "   ", "four dice", "0D", 4 as never, null as never]) {
      const r = record({ skills: { climbing: code } });
      expect(d6.isTrained(r, "climbing")).toBe(false);
      expect(d6.skillPips(r, "climbing")).toBe(10);
      expect(d6.d6Profile(r).characteristics["climbingSkilled"]).toBe(0);
    }
    // An attribute that is not a code counts 1D.
    expect(d6.skillPips(record({ attributes: { agility: "", physique: "2D" } }), "jumping")).toBe(3);
  });

  it("names what it refuses", () => {
    expect(() => d6.skillPips(null as never, "climbing")).toThrow(/^skillPips needs an input object/);
    expect(() => d6.skillPips(record(), "crawling" as never)).toThrow(
      new RangeError('Unknown OpenD6 movement skill "crawling"'),
    );
    expect(() => d6.d6Profile([] as never)).toThrow(/^d6Profile needs an input object/);
    for (const modifiers of [null, [], 5, "run"]) {
      expect(() => d6.d6Profile(record(), modifiers as never)).toThrow(TypeError);
      expect(() => d6.d6Profile(record(), modifiers as never)).toThrow(
        /^A character's band modifiers must be an object/,
      );
    }
    expect(d6.d6Profile(record(), { d6Run: 2 }).modifiers).toEqual({ d6Run: 2 });
  });
});

describe("readMove: a stored Move as the rules read it", () => {
  it("takes a Move from a micrometre up to the largest the rules read", () => {
    expect(d6.readMove(MIN_MOVE)).toBe(MIN_MOVE);
    expect(d6.readMove(d6.MAX_MOVE)).toBe(d6.MAX_MOVE);
    expect(d6.readMove(MIN_MOVE / 2)).toBe(10);
    expect(d6.readMove(d6.MAX_MOVE * 2)).toBe(10);
  });

  it("falls back to the given Move when it is a number from 0 to the largest, else to 10 m", () => {
    expect(d6.readMove(undefined, 0)).toBe(0);
    expect(d6.readMove(undefined, d6.MAX_MOVE)).toBe(d6.MAX_MOVE);
    expect(d6.readMove(undefined, 7)).toBe(7);
    expect(d6.readMove(undefined, -1)).toBe(10);
    expect(d6.readMove(undefined, d6.MAX_MOVE * 2)).toBe(10);
    expect(d6.readMove(undefined, "7" as never)).toBe(10);
    expect(d6.readMove(undefined, Number.NaN)).toBe(10);
  });
});

describe("the drowning counter (d6-movement.txt § Swimming: failed rounds in the water)", () => {
  it("reads whole failed rounds, and 0 for anything that is not a count", () => {
    const drowning = (value: unknown) =>
      d6.d6Profile(record({ drowning: value as number })).characteristics["drowning"];
    expect(drowning(2.7)).toBe(2);
    expect(drowning(d6.MAX_MOVE)).toBe(d6.MAX_MOVE);
    expect(drowning(-1)).toBe(0);
    expect(drowning("3")).toBe(0);
    expect(drowning(d6.MAX_MOVE * 2)).toBe(0);
    expect(drowning(undefined)).toBe(0);
  });
});
