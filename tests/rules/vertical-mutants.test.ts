/**
 * Pricing a step's height apart (geometry/vertical.ts, used by Necromunda: necromunda-movement.md
 * § Climbing prices a climb as difficult terrain, so an inch up costs 2") at the edges the
 * Necromunda tests leave open: free and impassable steps, and malformed steps and prices.
 */
import { describe, expect, it } from "vitest";
import { priceVerticalStep } from "../../src/rules";
import * as n from "../../src/rules/rulesets/necromunda";

describe("priceVerticalStep edges", () => {
  it("accepts a step that cost nothing: a step of no length stays free", () => {
    expect(priceVerticalStep({ cost: 0, distance: 0, horizontal: 0, rise: 0 }, n.riseCost)).toBe(0);
  });

  it("keeps an impassable climb impassable, even one going straight up", () => {
    // An impassable step has no price whatever its rise (only the rise is priced apart).
    const up = { cost: Infinity, distance: 3, horizontal: 0, rise: 3 };
    expect(priceVerticalStep(up, n.riseCost)).toBe(Infinity);
    // The same climb on open ground costs 2" an inch.
    expect(priceVerticalStep({ ...up, cost: 3 }, n.riseCost)).toBe(6);
  });

  it("rejects a step that is not an object and a price that is not a function, naming them", () => {
    for (const step of [null, 5]) {
      expect(() => priceVerticalStep(step as never, n.riseCost)).toThrow(/^A measured step must be an object/);
    }
    // Even a level step, which needs no price, checks it.
    const level = { cost: 2, distance: 2, horizontal: 2, rise: 0 };
    expect(() => priceVerticalStep(level, "2" as never)).toThrow(/^riseCost must be a function/);
  });

  it("names the field of a step that is out of range", () => {
    const step = { cost: 5, distance: 5, horizontal: 4, rise: 3 };
    expect(() => priceVerticalStep({ ...step, cost: -1 }, n.riseCost)).toThrow(/^A step's cost must be/);
    expect(() => priceVerticalStep({ ...step, distance: -1 }, n.riseCost)).toThrow(/^step\.distance/);
    expect(() => priceVerticalStep({ ...step, horizontal: -1 }, n.riseCost)).toThrow(/^step\.horizontal/);
    expect(() => priceVerticalStep({ ...step, rise: Number.NaN }, n.riseCost)).toThrow(/^step\.rise/);
  });

  it("rejects a rise price that is not a number, rather than adding it", () => {
    const step = { cost: 5, distance: 5, horizontal: 4, rise: 3 };
    for (const price of [undefined, "6", null]) {
      expect(() => priceVerticalStep(step, () => price as never)).toThrow(RangeError);
    }
  });
});
