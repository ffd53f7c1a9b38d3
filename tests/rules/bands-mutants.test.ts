/**
 * A turn's movement bands (src/rules/geometry/bands.ts): the band a cost reaches, with the cost
 * slack held at its bound, and the bad input `normalizeBands` (dh2, shadowrun) and `sortBands`
 * (necromunda-movement.md: each action its own allowance) refuse with their own messages.
 */
import { describe, expect, it } from "vitest";
import { bandIndexForCost, COST_EPSILON, normalizeBands, sortBands } from "../../src/rules/geometry/bands";
import type { MovementBand } from "../../src/rules";

describe("the band a cost reaches", () => {
  it("a cost over a budget by no more than the slack is still in that band", () => {
    // Budgets 4, 8, 12: 8 + COST_EPSILON is the second band's, anything over the third's.
    expect(bandIndexForCost([4, 8, 12], 8 + COST_EPSILON)).toBe(1);
    expect(bandIndexForCost([4, 8, 12], 8 + 2 * COST_EPSILON)).toBe(2);
  });

  it("a budget that is not a number holds no cost, not even none", () => {
    const budgets = [null, 5] as unknown as number[];
    expect(bandIndexForCost(budgets, 0)).toBe(1);
    expect(bandIndexForCost(["6", 9] as unknown as number[], 0)).toBe(1);
  });
});

describe("normalizeBands refuses what is not a list of bands", () => {
  it("by the argument's name when it is no list", () => {
    expect(() => normalizeBands({} as unknown as MovementBand[])).toThrow(/^bands must be an array/);
  });

  it("by its own message when a member is null or not an object", () => {
    const message = "Each band must be { action, distance }";
    const walk = { action: "walk", distance: 4 };
    expect(() => normalizeBands([walk, null] as unknown as MovementBand[])).toThrow(new TypeError(message));
    expect(() => normalizeBands([walk, 8] as unknown as MovementBand[])).toThrow(new TypeError(message));
  });
});

describe("sortBands refuses what is not a list of bands with action ids", () => {
  const message = new TypeError("Bands are a list of { action, distance }");

  it("a band without an action, after one with it", () => {
    const bands = [{ action: "move", distance: 4 }, { distance: 2 }] as MovementBand[];
    expect(() => sortBands(bands)).toThrow(message);
  });

  it("a null band, and no list at all", () => {
    expect(() => sortBands([{ action: "move", distance: 4 }, null] as unknown as MovementBand[])).toThrow(message);
    expect(() => sortBands({} as unknown as MovementBand[])).toThrow(message);
  });
});
