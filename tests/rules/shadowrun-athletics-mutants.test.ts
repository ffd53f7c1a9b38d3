/**
 * Shadowrun climbing and falling (src/rules/rulesets/shadowrun/athletics.ts): the Climbing Table's
 * dice pool modifiers with no surface condition given, the soft-landing ruling's softest surface
 * where regions overlap (docs/rulings.md, Shadowrun soft landing), and the inputs each function
 * refuses, named in its message.
 */
import { describe, expect, it } from "vitest";
import * as sr from "../../src/rules/rulesets/shadowrun";

describe("the Climbing Table's dice pool modifier without a surface condition (§ Climbing)", () => {
  it("a flat wall is −3 unassisted and −1 assisted (+2), nothing taken for a condition", () => {
    expect(sr.climbModifier({ assisted: false, surface: "flat" })).toBe(-3);
    expect(sr.climbModifier({ assisted: true, surface: "flat" })).toBe(-1);
  });

  it("an unknown surface condition is refused with the Table's conditions listed", () => {
    expect(() => sr.climbModifier({ assisted: false, surface: "flat", condition: "oily" as never })).toThrow(
      'Unknown climbing condition "oily"; known: none, wet, greased',
    );
  });
});

describe("the landing surface of a fall where regions overlap (§ Falling; Shadowrun soft landing ruling)", () => {
  it("the softest of the conditions wins, in whatever order they come", () => {
    // Water is a cushioned landing (−4), soft ground a soft one (−2): cushioned is softer.
    expect(sr.landingSurfaceOf(["water", "softGround"])).toBe("cushioned");
    expect(sr.landingSurfaceOf(["softGround", "water"])).toBe("cushioned");
    expect(sr.landingSurfaceOf(["cushioned", "softGround"])).toBe("cushioned");
  });

  it("a condition that is no landing after a soft one leaves it soft", () => {
    expect(sr.landingSurfaceOf(["softGround", "gap"])).toBe("soft");
    expect(sr.landingSurfaceOf(["water", "climb"])).toBe("cushioned");
  });

  it("no conditions at all (null) is a hard landing, and does not throw", () => {
    expect(sr.landingSurfaceOf(null as never)).toBe("hard");
  });
});

describe("the inputs the falling and jumping functions refuse, named", () => {
  it("a jump names the attribute that is not a number", () => {
    expect(() => sr.jump({ agility: Number.NaN, strength: 3, hits: 1, running: false })).toThrow(/^Agility /);
    expect(() => sr.jump({ agility: 4, strength: Number.NaN, hits: 1, running: false })).toThrow(/^Strength /);
  });

  it("the landed DV names a DV or a surface that is wrong; a list of names is not a surface", () => {
    expect(() => sr.landedDv(null as never)).toThrow(/^landedDv needs an input object/);
    expect(() => sr.landedDv({ dv: -1, surface: "soft" })).toThrow(/^DV must be/);
    // A fall of 7 m onto soft ground would be DV 5; a list holding "soft" is refused instead.
    expect(() => sr.landedDv({ dv: 7, surface: ["soft"] as never })).toThrow("Unknown landing surface an array");
  });

  it("the Combat Turns of a fall name the fall's height", () => {
    expect(() => sr.fallCombatTurns(null as never)).toThrow(/^fallCombatTurns needs an input object/);
    expect(() => sr.fallCombatTurns({ metres: Number.NaN })).toThrow(/^A fall's height /);
  });

  it("the resistance pool names Body and Armour; the unresisted boxes name the DV", () => {
    expect(() => sr.fallResistancePool({ body: Number.NaN, armour: 9 })).toThrow(/^Body /);
    expect(() => sr.fallResistancePool({ body: 4, armour: Number.NaN })).toThrow(/^Armour /);
    expect(() => sr.unresistedBoxes({ dv: -1, hits: 3 })).toThrow(/^DV must be/);
  });
});
