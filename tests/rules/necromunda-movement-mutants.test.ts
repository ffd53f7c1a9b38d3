// rulesets/necromunda/movement.ts: the input checks its mutation run (docs/development.md § Mutation
// testing) found untested: each bad argument fails with the error its doc comment promises, naming
// what was wrong, and a world's choices given as null count as none.
// Rules: necromunda-movement.md (§ Charge: the D3 added to Move, Versatile's Long
// range; § The 1" Rule); docs/rulings.md (a Charge with no D3 given counts 3).
import { describe, expect, it } from "vitest";
import { chargeD3, engageReach, mayEngage, versatileReach } from "../../src/rules/rulesets/necromunda/movement";

const bad = <T>(value: unknown): T => value as T;

describe("chargeD3: the Charge's D3 from the rolled dice (§ Charge)", () => {
  it("rolled dice that are not an object (a number, null) are refused as such", () => {
    expect(() => chargeD3(bad(2))).toThrow(new TypeError("Rolled dice must be an object"));
    expect(() => chargeD3(bad(null))).toThrow(new TypeError("Rolled dice must be an object"));
    // A D3 given is used as rolled; none given counts 3 (docs/rulings.md).
    expect(chargeD3({ charge: 2 })).toBe(2);
    expect(chargeD3({})).toBe(3);
  });

  it("a D3 outside 1 to 3 is refused, naming what was rolled", () => {
    expect(() => chargeD3({ charge: 4 })).toThrow(new RangeError("The Charge's D3 must be 1, 2 or 3, got 4"));
    expect(() => chargeD3({ charge: 0 })).toThrow(new RangeError("The Charge's D3 must be 1, 2 or 3, got 0"));
  });
});

describe('mayEngage: a Charge, or any move with the house rule (§ The 1" Rule, § Charge)', () => {
  it("world choices stored as null count as none: a Move may not engage", () => {
    expect(mayEngage("move", bad(null))).toBe(false);
    expect(mayEngage("charge", bad(null))).toBe(true);
    expect(mayEngage("move", { voluntary: true })).toBe(true);
  });
});

describe("versatileReach: the longest Long range of the Versatile weapons (§ Charge)", () => {
  it("weapons that are not a list are refused, named 'weapons'", () => {
    expect(() => versatileReach(bad("whip"))).toThrow(new TypeError("weapons must be an array, got string"));
  });

  it("a weapon entry that is not an object (null, a number) is refused by its index", () => {
    const whip = { versatile: true, longRange: 2 };
    expect(() => versatileReach(bad([whip, null]))).toThrow(new TypeError("weapons[1] must be an object"));
    expect(() => versatileReach(bad([whip, 6]))).toThrow(new TypeError("weapons[1] must be an object"));
  });

  it("a weapon whose Versatile is not a boolean is refused, even with a good Long range", () => {
    expect(() => versatileReach(bad([{ versatile: "yes", longRange: 3 }]))).toThrow(
      new TypeError("weapons[0].versatile must be a boolean"),
    );
  });

  it("a Versatile weapon's negative Long range is refused, naming that weapon's longRange", () => {
    expect(() =>
      versatileReach([
        { versatile: false, longRange: 8 },
        { versatile: true, longRange: -1 },
      ]),
    ).toThrow(new RangeError("weapons[1].longRange must not be negative, got -1"));
  });
});

describe("engageReach: how far from an enemy a Charge may stop (§ Charge)", () => {
  it("a model that is not an object (null, a string) is refused as such", () => {
    expect(() => engageReach(bad(null), "charge")).toThrow(new TypeError("A model snapshot must be an object"));
    expect(() => engageReach(bad("ganger"), "charge")).toThrow(new TypeError("A model snapshot must be an object"));
    // A fighter with a Versatile whip (Long range 2") may stop 2" off on a Charge, in contact otherwise.
    const fighter = { weapons: [{ versatile: true, longRange: 2 }] };
    expect(engageReach(fighter, "charge")).toBe(2);
    expect(engageReach(fighter, "move")).toBe(0);
  });
});
