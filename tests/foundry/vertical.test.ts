import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as necromunda from "../../src/rules/rulesets/necromunda";
import { withVerticalPricing, type VerticalGrid } from "../../src/foundry/movement/vertical";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";

/** What the core class's constructor takes; the fakes stand in for it. */
type CoreArg = ConstructorParameters<typeof import("../../src/foundry/canvas/placeables/token").StrideToken>[0];

const vertical = necromunda.necromunda.vertical;

/** A 1" square grid whose 2D steps measure 1" straight and 1" diagonal (Necromunda counts inches). */
const SQUARE: VerticalGrid = {
  distance: 1,
  units: "in",
  isGridless: false,
  measurePath: ([a, b]) => ({ distance: Math.max(Math.abs(a!.i - b!.i), Math.abs(a!.j - b!.j)) }),
};
const GRIDLESS: VerticalGrid = { ...SQUARE, isGridless: true };
/** Foundry's measured cost: the distance, or double it in difficult terrain. */
const measured = (multiplier: number) => (_f: unknown, _t: unknown, distance: number) => distance * multiplier;

describe("withVerticalPricing (necromunda-movement.md § Climbing, § Stepping Up, § Jumping Down)", () => {
  const price = withVerticalPricing(measured(1), SQUARE, vertical, "in");

  it('charges climbing as difficult terrain: 1" up costs 2"', () => {
    expect(price({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 1 }, 1, {})).toBe(2);
  });

  it("charges nothing for the height of a drop taken with Foundry's jump action (N17)", () => {
    // TokenMovementSegmentData#action: the segment's movement action.
    expect(price({ i: 0, j: 0, k: 3 }, { i: 0, j: 0, k: 0 }, 3, { action: "jump" })).toBe(0);
  });

  it('charges a drop taken with any other action as climbing down: 2" an inch (§ Climbing)', () => {
    expect(price({ i: 0, j: 0, k: 3 }, { i: 0, j: 0, k: 0 }, 3, { action: "move" })).toBe(6);
    expect(price({ i: 0, j: 0, k: 3 }, { i: 0, j: 0, k: 0 }, 3, {})).toBe(6);
  });

  it("charges a step that climbs and moves across for both parts", () => {
    // Across one square (1") and up one (2"): Foundry may measure the 3D diagonal as 1.
    expect(price({ i: 0, j: 0, k: 0 }, { i: 0, j: 1, k: 1 }, 1, {})).toBe(3);
  });

  it("keeps the terrain's rate for the horizontal part only", () => {
    const difficult = withVerticalPricing(measured(2), GRIDLESS, vertical, "in");
    // Gridless: 4" across and 3" up is a 5" line; 4" of difficult ground costs 8", 3" climbed 6".
    expect(difficult({ i: 0, j: 0, k: 0 }, { i: 0, j: 4, k: 3 }, 5, {})).toBe(14);
  });

  it("leaves level steps and impassable steps as measured", () => {
    expect(price({ i: 0, j: 0, k: 2 }, { i: 0, j: 1, k: 2 }, 1, {})).toBe(1);
    const wall = withVerticalPricing(() => Infinity, SQUARE, vertical, "in");
    expect(wall({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 1 }, 1, {})).toBe(Infinity);
  });

  it('converts a scene measured in feet: 1 ft climbed (12") costs 24", which is 2 ft', () => {
    const feet = withVerticalPricing(measured(1), { ...SQUARE, units: "ft" }, vertical, "in");
    expect(feet({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 1 }, 1, {})).toBeCloseTo(2, 9);
  });
});

/** A ½" square grid: each grid space, across or up, is ½". */
const HALF: VerticalGrid = {
  ...SQUARE,
  distance: 0.5,
  measurePath: ([a, b]) => ({ distance: 0.5 * Math.max(Math.abs(a!.i - b!.i), Math.abs(a!.j - b!.j)) }),
};
const ladder = (segment: unknown) => (segment as { terrain?: { conditions?: string[] } }).terrain?.conditions ?? [];

/** Each step's cost along a column of grid spaces at heights `ks`, as Foundry calls the function: once per step, in order. */
function column(grid: VerticalGrid, ks: number[], segment: object = {}): number[] {
  const price = withVerticalPricing(measured(1), grid, vertical, "in", ladder);
  return ks.slice(1).map((k, n) => price({ i: 0, j: 0, k: ks[n] }, { i: 0, j: 0, k }, grid.distance, segment));
}
const sum = (costs: number[]) => costs.reduce((a, b) => a + b, 0);

describe("withVerticalPricing prices a run of height change whole, whatever the grid size (§ Stepping Up, § Climbing)", () => {
  it('a 2" climb costs 4" on a 1" grid (2" a step) and on a ½" grid (0, 2, 1, 1)', () => {
    expect(column(SQUARE, [0, 1, 2])).toEqual([2, 2]);
    expect(column(HALF, [0, 1, 2, 3, 4])).toEqual([0, 2, 1, 1]);
    expect(sum(column(HALF, [0, 1, 2, 3, 4]))).toBe(sum(column(SQUARE, [0, 1, 2])));
  });

  it('a lone ½" step up on a ½" grid is free, and so is each of two with level ground between', () => {
    expect(column(HALF, [0, 1])).toEqual([0]);
    const price = withVerticalPricing(measured(1), HALF, vertical, "in");
    const up1 = price({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 1 }, 0.5, {});
    const across = price({ i: 0, j: 0, k: 1 }, { i: 0, j: 1, k: 1 }, 0.5, {});
    const up2 = price({ i: 0, j: 1, k: 1 }, { i: 0, j: 1, k: 2 }, 0.5, {});
    expect([up1, across, up2]).toEqual([0, 0.5, 0]);
  });

  it('a ½" step up then a ½" step down are two steps, both free', () => {
    expect(column(HALF, [0, 1, 0])).toEqual([0, 0]);
  });

  it('a step that does not start where the last ended starts a new run: ½" up elsewhere stays free', () => {
    const price = withVerticalPricing(measured(1), HALF, vertical, "in");
    expect(price({ i: 0, j: 0, k: 0 }, { i: 0, j: 0, k: 1 }, 0.5, {})).toBe(0);
    expect(price({ i: 5, j: 5, k: 1 }, { i: 5, j: 5, k: 2 }, 0.5, {})).toBe(0);
  });

  it('3" up a ladder costs 3" on either grid (§ Ladders and Stairs: normal movement)', () => {
    const onLadder = { terrain: { conditions: ["ladder"] } };
    expect(column(SQUARE, [0, 1, 2, 3], onLadder)).toEqual([1, 1, 1]);
    expect(column(HALF, [0, 1, 2, 3, 4, 5, 6], onLadder)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
  });

  it('a 2" jump down is free on a ½" grid (N17); climbed down it costs 4" as on a 1" grid', () => {
    expect(column(HALF, [4, 3, 2, 1, 0], { action: "jump" })).toEqual([0, 0, 0, 0]);
    expect(sum(column(HALF, [4, 3, 2, 1, 0], { action: "move" }))).toBe(4);
    expect(column(SQUARE, [2, 1, 0], { action: "move" })).toEqual([2, 2]);
  });

  it('a climb that crosses onto a ledge keeps its run: ½" up across then ½" straight up costs 2" for the 1"', () => {
    const price = withVerticalPricing(measured(1), HALF, vertical, "in");
    // Across ½" (½") and up ½" (free so far), then up ½" more: the 1" climb costs 2".
    expect(price({ i: 0, j: 0, k: 0 }, { i: 0, j: 1, k: 1 }, 0.5, {})).toBe(0.5);
    expect(price({ i: 0, j: 1, k: 1 }, { i: 0, j: 1, k: 2 }, 0.5, {})).toBe(2);
  });
});

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});

/**
 * Drags an M5 fighter in a started combat (turn c1:2:1) on a 1" grid along a complete path with
 * the given step costs; returns where the constrained path ends and why it stopped.
 */
function dragFighter(path: { x: number; y: number }[], costs: number[], flags: object = {}) {
  const document = {
    id: "me",
    name: "me",
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    disposition: 1,
    flags,
    actor: {
      system: {
        movementProfile: { characteristics: { move: 5, initiative: 4 } },
        flyingSpeed: 0,
      },
    },
    combatant: { combat: { id: "c1", round: 2, turn: 1, started: true } },
    movementHistory: [],
    parent: { grid: { size: 100, distance: 1, units: "in", isGridless: false }, flags: {}, tokens: [] },
    getCompleteMovementPath: () => path,
    measureMovementPath: () => ({ distance: costs.length, segments: costs.map((cost) => ({ cost, distance: 1 })) }),
  };
  const placeable = new StrideToken(document as unknown as CoreArg) as unknown as {
    constrainMovementPath(w: unknown[], o: object): [{ x: number; elevation?: number }[], boolean];
    strideStop: unknown;
  };
  const [kept, constrained] = placeable.constrainMovementPath([path[0], path.at(-1)], {});
  return { kept, constrained, stop: placeable.strideStop };
}

describe("StrideToken: a fighter that cannot finish a climb stays put", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  it('holds a Crawl (M5: 3") up a 2" wall and says why on the ruler', () => {
    const climb = [
      { x: 0, y: 0, elevation: 0, action: "crawl" },
      { x: 0, y: 0, elevation: 1, action: "crawl" },
      { x: 0, y: 0, elevation: 2, action: "crawl" },
    ];
    const { kept, constrained, stop } = dragFighter(climb, [2, 2]);
    expect(constrained).toBe(true);
    expect(kept).toEqual([climb[0]]);
    expect(stop).toEqual({ reason: "climb", x: 0, y: 0 });
  });
});

describe("StrideToken: a fighter stops at a gap's edge until it passes the leap test", () => {
  beforeEach(() => installWorld({ ruleset: "necromunda", variant: "core" }));
  afterEach(() => removeWorld());

  const across = [
    { x: 0, y: 0, elevation: 4, action: "move", terrain: null },
    { x: 100, y: 0, elevation: 4, action: "move", terrain: null },
    { x: 200, y: 0, elevation: 4, action: "move", terrain: { conditions: ["gap"], drop: 4 } },
    { x: 300, y: 0, elevation: 4, action: "move", terrain: null },
  ];
  function drag(flags: object) {
    const { kept, stop } = dragFighter(across, [1, 1, 1], flags);
    return { end: kept.at(-1)!.x, stop };
  }

  it("holds the drag at the edge and says to take the test", () => {
    expect(drag({})).toEqual({ end: 100, stop: { reason: "edge", test: "leap", x: 100, y: 0 } });
  });

  it("lets the fighter across in the turn it passed the test, not in a later one", () => {
    // The executor's turn mark, written when the edge test is passed (effects/executor.ts).
    const cleared = (turn: string) => ({ stride: { turnMarks: { turn, marks: ["edgeCleared"] } } });
    expect(drag(cleared("c1:2:1"))).toEqual({ end: 300, stop: null });
    expect(drag(cleared("c1:1:1")).end).toBe(100);
  });
});
