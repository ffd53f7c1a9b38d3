/**
 * A turn whose movement action a test used (src/rules/moves/turn-action.ts; dh2-movement.md
 * § Jumping and Leaping: a jump or a leap takes the Full Action): the cost slack at its bound, the
 * errors naming what was wrong, and each action's own bands cut at the cap.
 */
import { describe, expect, it } from "vitest";
import { capTurnBands, spentActionCap, type TurnBands } from "../../src/rules";
import { COST_EPSILON } from "../../src/rules/geometry/bands";

describe("the cap a spent action leaves", () => {
  it("a turn's cost below where the test was taken by no more than the slack keeps it spent", () => {
    // Taken at 6 with 4 left: the cap stays 10 down to 6 − COST_EPSILON, and goes below it.
    expect(spentActionCap({ from: 6, remaining: 4 }, 6 - COST_EPSILON)).toBe(10);
    expect(spentActionCap({ from: 6, remaining: 4 }, 6 - 2 * COST_EPSILON)).toBeNull();
  });

  it("refuses a spent action that is no object, and negative numbers, by name", () => {
    expect(() => spentActionCap(5 as never, 0)).toThrow(new TypeError("A spent action must be an object"));
    expect(() => spentActionCap("x" as never, 0)).toThrow(new TypeError("A spent action must be an object"));
    expect(() => spentActionCap({ from: -1, remaining: 2 }, 0)).toThrow(/^from must not be negative/);
    expect(() => spentActionCap({ from: 1, remaining: -2 }, 0)).toThrow(/^remaining must not be negative/);
    expect(() => spentActionCap(null, -1)).toThrow(/^historyCost must not be negative/);
  });
});

describe("a turn's bands cut at the cap", () => {
  it("each action's own bands are cut too (shadowrun swimming)", () => {
    const turn: TurnBands = {
      bands: [
        { action: "walk", distance: 10 },
        { action: "run", distance: 20 },
      ],
      flying: null,
      actions: {
        swim: [
          { action: "swim", distance: 5 },
          { action: "swimRun", distance: 10 },
        ],
      },
      variant: "core",
      ratio: 1,
    };
    expect(capTurnBands(turn, 8).actions).toEqual({
      swim: [
        { action: "swim", distance: 5 },
        { action: "swimRun", distance: 8 },
      ],
    });
  });

  it("a negative cap is refused by name", () => {
    const turn: TurnBands = { bands: [{ action: "walk", distance: 10 }], flying: null, variant: "core", ratio: 1 };
    expect(() => capTurnBands(turn, -1)).toThrow(/^cap must not be negative/);
  });
});
