/**
 * Dark Heresy swimming (dh2-movement.md § Swimming): the burden a swimmer carries (armour, or more
 * than it can carry), the GM's choice on the swim test, and holding the breath underwater counted
 * in rounds, read from stored values that may be junk (rulesets/dh2/swimming.ts).
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

describe("the swimmer's burden", () => {
  it("is weighed down when carrying more than it may, even against a limit of 0", () => {
    expect(dh2.swimBurden({ characteristics: { carriedWeight: 5, carryingWeight: 0 } })).toBe("weighedDown");
    expect(dh2.swimBurden({ characteristics: { carriedWeight: 0, carryingWeight: 0 } })).toBeNull();
    expect(dh2.swimBurden({ characteristics: null })).toBeNull();
  });

  it("follows the GM's choice on the test, true or false as a boolean or as text", () => {
    expect(dh2.swimBurdenChoice({ encumbered: true })).toBe("true");
    expect(dh2.swimBurdenChoice({ encumbered: "true" })).toBe("true");
    expect(dh2.swimBurdenChoice({ encumbered: false })).toBe("false");
    expect(dh2.swimBurdenChoice({ encumbered: 1 })).toBe("auto");
  });

  it("names what swimDistance refuses", () => {
    expect(() => dh2.swimDistance(null as never)).toThrow(new TypeError("Swim input must be an object"));
    expect(() => dh2.swimDistance({ strengthBonus: Number.NaN })).toThrow(/^strengthBonus /);
  });
});

describe("holding the breath underwater", () => {
  it("asks the swim test for the rounds already held, whole and never negative", () => {
    const options = (underwater: unknown) =>
      dh2.underwaterRequestOptions({
        conditions: ["deepWater"],
        profile: { characteristics: { underwater } },
      } as never);
    expect(options(2.6)).toEqual({ underwater: "true", heldRounds: "2" });
    expect(options(-2)).toEqual({ underwater: "true", heldRounds: "0" });
    expect(options("3")).toEqual({ underwater: "true", heldRounds: "0" });
    expect(dh2.underwaterRequestOptions({ conditions: "deepWater" })).toEqual({});
    expect(() => dh2.underwaterRequestOptions(null as never)).toThrow(
      new TypeError("A move summary must be an object"),
    );
  });

  it("resets the counter on leaving deep water, and knows nothing of an end given as text or of junk values", () => {
    const profile = { characteristics: { underwater: 2 } };
    expect(dh2.underwaterCounters({ endConditions: [], profile })).toEqual([{ counter: "underwater", value: 0 }]);
    expect(dh2.underwaterCounters({ endConditions: "water", profile })).toEqual([]);
    expect(dh2.underwaterCounters({ endConditions: [], profile: { characteristics: null } } as never)).toEqual([]);
    expect(() => dh2.underwaterCounters(null as never)).toThrow(new TypeError("A move summary must be an object"));
  });

  it("reads the rounds a swim test's request says were held", () => {
    expect(dh2.heldRounds({ underwater: true, heldRounds: 2 })).toBe(2);
    expect(dh2.heldRounds({ underwater: "true", heldRounds: "3.7" })).toBe(3);
    expect(dh2.heldRounds({ underwater: true, heldRounds: -2 })).toBe(0);
    expect(dh2.heldRounds({ underwater: true, heldRounds: Infinity })).toBe(0);
    expect(dh2.heldRounds({ underwater: true, heldRounds: 5000 })).toBe(1000);
    expect(dh2.heldRounds({ underwater: false, heldRounds: 2 })).toBeNull();
    expect(dh2.heldRounds(null)).toBeNull();
  });
});
