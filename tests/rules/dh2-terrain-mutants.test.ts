/**
 * Difficult terrain and scene edge tests (src/rules/rulesets/dh2/terrain.ts): the branches the first
 * terrain tests left open. Distances from dh2-movement.md § Simple Climbs, § Standing/Running
 * Horizontal Leaps, § Swimming, § The Effects of Gravity; the functions' "never throws" contract.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { terrainCostMultiplier, sceneEdgeTestDistance, sceneEdgeTestOptions } = dh2;

/** An approach from the ground with nothing else known. */
function approach(extra: Partial<Parameters<typeof sceneEdgeTestOptions>[1]> = {}) {
  return { across: 0, runUp: 0, heading: 0, elevation: 0, ...extra };
}

describe("terrainCostMultiplier refuses a list that is not an array", () => {
  it("with a message naming what it got", () => {
    expect(() => terrainCostMultiplier("difficult" as never)).toThrow(
      new TypeError("Terrain conditions must be an array, got string"),
    );
  });
});

describe("sceneEdgeTestDistance (never throws; 0 for unreadable input)", () => {
  it("a missing terrain or approach is 0 m, not an error", () => {
    expect(sceneEdgeTestDistance(undefined as never)).toBe(0);
    expect(sceneEdgeTestDistance({ condition: "climb", height: 3 })).toBe(0);
    expect(sceneEdgeTestDistance({ condition: "gap", height: 3 })).toBe(0);
  });

  it("a raised surface, like a climb, is about the height the mover starts from (§ Simple Climbs: a failure falls from there)", () => {
    expect(sceneEdgeTestDistance({ condition: "raised", height: 3 }, approach({ elevation: 2 }))).toBe(2);
  });

  it("a gap's own width wins over how far the path crosses it", () => {
    expect(sceneEdgeTestDistance({ condition: "gap", height: 2, width: 3 }, approach({ across: 5 }))).toBe(3);
  });

  it("an unreadable width (text, negative, infinite) falls back to the path's crossing", () => {
    const crossing = approach({ across: 4 });
    expect(sceneEdgeTestDistance({ condition: "gap", height: 2, width: "5" as never }, crossing)).toBe(4);
    expect(sceneEdgeTestDistance({ condition: "gap", height: 2, width: -3 }, crossing)).toBe(4);
    expect(sceneEdgeTestDistance({ condition: "gap", height: 2, width: Infinity }, crossing)).toBe(4);
  });

  it("a width up to 1e12 m is read as given", () => {
    expect(sceneEdgeTestDistance({ condition: "gap", height: 2, width: 1e12 }, approach({ across: 4 }))).toBe(1e12);
  });

  it("a climb from below the floor counts from the floor: 0 m", () => {
    expect(sceneEdgeTestDistance({ condition: "climb", height: 3 }, approach({ elevation: -2 }))).toBe(0);
  });
});

describe("sceneEdgeTestOptions of a gap (§ Jumping and Leaping)", () => {
  it("with no approach: no run-up, heading 0, no landing, no spent band; never throws", () => {
    expect(sceneEdgeTestOptions({ condition: "gap", height: 2 }, undefined as never)).toEqual({
      runUp: "0",
      depth: "2",
      heading: "0",
    });
  });

  it("a far side at 0 m gives no landing", () => {
    expect(sceneEdgeTestOptions({ condition: "gap", height: 2 }, approach({ farSide: 0 }))).toEqual({
      runUp: "0",
      depth: "2",
      heading: "0",
    });
  });

  it("only a Charge or a Run spends the Full Action a leap needs", () => {
    expect(sceneEdgeTestOptions({ condition: "gap", height: 2 }, approach({ band: "half" }))).not.toHaveProperty(
      "spent",
    );
    expect(sceneEdgeTestOptions({ condition: "gap", height: 2 }, approach({ band: "run" }))).toHaveProperty(
      "spent",
      "run",
    );
  });

  it("gravity is named only when it is a known gravity other than normal (§ The Effects of Gravity)", () => {
    const gap = { condition: "gap", height: 2 };
    expect(sceneEdgeTestOptions(gap, approach({ gravity: "normal" }))).not.toHaveProperty("gravity");
    expect(sceneEdgeTestOptions(gap, approach({ gravity: "sideways" }))).not.toHaveProperty("gravity");
    expect(sceneEdgeTestOptions(gap, approach({ gravity: "low" }))).toHaveProperty("gravity", "low");
  });
});

describe("sceneEdgeTestOptions of water (§ Swimming: underwater the swimmer holds his breath)", () => {
  it("deep water is swum underwater with no round held yet", () => {
    expect(sceneEdgeTestOptions({ condition: "water", height: 0, water: "deep" }, approach())).toEqual({
      underwater: "true",
      heldRounds: "0",
    });
  });

  it("hazardous water has no options", () => {
    expect(sceneEdgeTestOptions({ condition: "water", height: 0, water: "hazardous" }, approach())).toEqual({});
  });
});

describe("sceneEdgeTestOptions of a climb (§ Simple Climbs)", () => {
  it("other terrain, or none, has no options; never throws", () => {
    expect(sceneEdgeTestOptions({ condition: "difficult", height: 1 }, approach())).toEqual({});
    expect(sceneEdgeTestOptions(undefined as never, approach())).toEqual({});
  });

  it("with no approach the whole height is still to climb", () => {
    expect(sceneEdgeTestOptions({ condition: "climb", height: 4 }, undefined as never)).toEqual({ height: "4" });
  });

  it("part way up, the height left is the surface's less where the climber stands", () => {
    expect(sceneEdgeTestOptions({ condition: "climb", height: 5 }, approach({ elevation: 2 }))).toEqual({
      height: "3",
    });
  });

  it("a zero-height surface from the ground is not a climb down", () => {
    expect(sceneEdgeTestOptions({ condition: "raised", height: 0 }, approach())).toEqual({ height: "0" });
  });

  it("within a centimetre of the top the climb goes down to the floor", () => {
    expect(sceneEdgeTestOptions({ condition: "climb", height: 5 }, approach({ elevation: 5 - 0.01 }))).toEqual({
      height: "4.99",
      down: "true",
    });
  });
});

describe("unreadable heights (lines changed since runB; never throws)", () => {
  it("a climber's elevation that is not a finite number counts as the ground", () => {
    expect(sceneEdgeTestOptions({ condition: "climb", height: 4 }, approach({ elevation: Number.NaN }))).toEqual({
      height: "4",
    });
    expect(sceneEdgeTestOptions({ condition: "climb", height: 4 }, approach({ elevation: "2" as never }))).toEqual({
      height: "4",
    });
  });

  it("a rise that is text or −Infinity is no step (stepsOver)", () => {
    expect(dh2.stepsOver("ledge", 2, 1, "0.3" as never)).toBe(false);
    expect(dh2.stepsOver("ledge", 2, 1, -Infinity)).toBe(false);
    expect(dh2.stepsOver("climb", 2, 1, 0, { position: "hovering", height: "1" as never })).toBe(false);
  });
});
