/**
 * The end of an involuntary move (src/rules/moves/involuntary.ts; necromunda-movement.md
 * § Involuntary Move: a fighter moved against its will that ends within an enemy's 1" engagement
 * zone is moved by the shortest route until it is 1" away). Both fighters have 1" bases, so the
 * shifted centre ends 2" from the enemy's (½" + ½" + 1"); the table is 40" square.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  involuntaryEnd,
  involuntaryEnds,
  shoveEffects,
  type Effect,
  type ModelSnapshot,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import { EDGE } from "../../src/rules/moves/involuntary-search";
import { fighter } from "../support/snapshots";

const necromunda = getRuleset("necromunda");

const friend = (id: string, x: number, y: number): ModelSnapshot => fighter(id, x, y, { disposition: "friendly" });
const table = (models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: { x: 0, y: 0, width: 40, height: 40 },
  models,
  regions,
});

describe("the shift stays on the table at every edge (§ Involuntary Move)", () => {
  // Each the mirror of an enemy 1.5" in from the edge and the fighter pushed to 0.7" from it: the
  // base stops ½" in from the edge (its centre on the line 0.5" in), 2" from the enemy's centre,
  // so √(4 − 1.7²) = √1.11 along the edge.
  const side = 10 + Math.sqrt(1.11);

  it("the top edge: ends at (10 + √1.11, 0.5)", () => {
    const to = involuntaryEnd(
      table([fighter("foe", 10, 2.2), friend("me", 10.1, 0.7)]),
      "me",
      { x: 10.1, y: 0.7 },
      necromunda,
    );
    expect(to.x).toBeCloseTo(side, 5);
    expect(to.y).toBeCloseTo(0.5, 5);
  });

  it("the right edge: ends at (39.5, 10 + √1.11)", () => {
    const to = involuntaryEnd(
      table([fighter("foe", 37.8, 10), friend("me", 39.3, 10.1)]),
      "me",
      { x: 39.3, y: 10.1 },
      necromunda,
    );
    expect(to.x).toBeCloseTo(39.5, 5);
    expect(to.y).toBeCloseTo(side, 5);
  });

  it("the bottom edge: ends at (10 + √1.11, 39.5)", () => {
    const to = involuntaryEnd(
      table([fighter("foe", 10, 37.8), friend("me", 10.1, 39.3)]),
      "me",
      { x: 10.1, y: 39.3 },
      necromunda,
    );
    expect(to.x).toBeCloseTo(side, 5);
    expect(to.y).toBeCloseTo(39.5, 5);
  });
});

describe("a base may end touching the table's edge (§ Involuntary Move)", () => {
  // The fighter is pushed to 1" from an enemy's centre, straight towards an edge; the shortest
  // route goes straight on until it is 2" from that centre (the search stops EDGE past it). The
  // enemy stands 2" + EDGE + ½" in from the edge, so the fighter's base ends exactly touching the
  // edge: still wholly on the table, not turned aside along it.
  const inFromEdge = 2.5 + EDGE;

  it("the left edge: ends at (0.5, 10)", () => {
    const snap = table([fighter("foe", inFromEdge, 10), friend("me", 20, 20)]);
    const to = involuntaryEnd(snap, "me", { x: inFromEdge - 1, y: 10 }, necromunda);
    expect(to.x).toBeCloseTo(0.5, 9);
    expect(to.y).toBeCloseTo(10, 9);
  });

  it("the top edge: ends at (10, 0.5)", () => {
    const snap = table([fighter("foe", 10, inFromEdge), friend("me", 20, 20)]);
    const to = involuntaryEnd(snap, "me", { x: 10, y: inFromEdge - 1 }, necromunda);
    expect(to.x).toBeCloseTo(10, 9);
    expect(to.y).toBeCloseTo(0.5, 9);
  });

  it("the right edge: ends at (39.5, 10)", () => {
    const snap = table([fighter("foe", 40 - inFromEdge, 10), friend("me", 20, 20)]);
    const to = involuntaryEnd(snap, "me", { x: 41 - inFromEdge, y: 10 }, necromunda);
    expect(to.x).toBeCloseTo(39.5, 9);
    expect(to.y).toBeCloseTo(10, 9);
  });

  it("the bottom edge: ends at (10, 39.5)", () => {
    const snap = table([fighter("foe", 10, 40 - inFromEdge), friend("me", 20, 20)]);
    const to = involuntaryEnd(snap, "me", { x: 10, y: 41 - inFromEdge }, necromunda);
    expect(to.x).toBeCloseTo(10, 9);
    expect(to.y).toBeCloseTo(39.5, 9);
  });
});

describe("round an impassable square's right-hand corner (§ Involuntary Move; § Impassable and Solid Terrain)", () => {
  it('an enemy at (10, 10), the fighter pushed to (8.5, 10.1) and a 2" rock from x 6.4 to 8.4: round its corner (8.4, 11)', () => {
    const rock: RegionSnapshot = {
      id: "rock",
      name: "rock",
      area: { x: 6.4, y: 9, width: 2, height: 2 },
      bottom: null,
      top: null,
      terrain: [{ condition: "impassable", height: 0, railing: false }],
      ductwayExit: null,
      lift: null,
    };
    const to = involuntaryEnd(
      table([fighter("foe", 10, 10), friend("me", 8.5, 10.1)], [rock]),
      "me",
      { x: 8.5, y: 10.1 },
      necromunda,
    );
    // The mirror of moves.test.ts's rock at (11.6, 9): where 2" about the enemy's centre meets ½"
    // about the corner on the outer side, d = √3.56, along = (4 − 0.25 + 3.56) / 2d,
    // h = √(4 − along²), from (10, 10) towards (−1.6, 1): x = 20 − 11.379044.
    expect(to.x).toBeCloseTo(8.620956, 5);
    expect(to.y).toBeCloseTo(11.448529, 5);
  });
});

describe("the forced moves of a list", () => {
  const snap = table([fighter("foe", 10, 10), friend("me", 13, 10)]);
  // Pushed to 1.5" from the enemy's centre along +x: on to 2".
  const push: Effect = { type: "move", model: "me", to: { x: 11.5, y: 10 } };

  it("a move is shifted out of the zone; other effects, and a move of a model not on the table, pass unchanged", () => {
    const status: Effect = { type: "status", model: "me", status: "pinned", active: true };
    const ghost: Effect = { type: "move", model: "ghost", to: { x: 11, y: 10 } };
    const ends = involuntaryEnds(snap, [status, push, ghost], necromunda);
    expect(ends[0]).toBe(status);
    expect(ends[1]).toMatchObject({
      type: "move",
      model: "me",
      to: { x: expect.closeTo(12, 5), y: expect.closeTo(10, 5) },
    });
    expect(ends[2]).toBe(ghost);
  });

  it("a move that already ends out of every zone is passed on as it was given", () => {
    // 3" from the enemy's centre: 2" is enough, so there is nothing to shift.
    const clear: Effect = { type: "move", model: "me", to: { x: 13, y: 10 } };
    const ends = involuntaryEnds(table([fighter("foe", 10, 10), friend("me", 15, 10)]), [clear], necromunda);
    expect(ends[0]).toBe(clear);
  });

  it("a model not on the table ends where it was moved", () => {
    expect(involuntaryEnd(snap, "ghost", { x: 11, y: 10 }, necromunda)).toEqual({ x: 11, y: 10 });
  });

  it("names what is malformed", () => {
    expect(() => involuntaryEnd(snap, 3 as never, { x: 1, y: 1 }, necromunda)).toThrow(/^modelId/);
    expect(() => involuntaryEnd(snap, "me", { x: Number.NaN, y: 1 }, necromunda)).toThrow(/^at\.x/);
    expect(() => involuntaryEnd(snap, "me", { x: 1, y: 1 }, necromunda, Number.NaN)).toThrow(/^elevation/);
    expect(() => involuntaryEnds(snap, "x" as never, necromunda)).toThrow(/^effects must/);
    expect(() => involuntaryEnds(snap, [null as never], necromunda)).toThrow(/^effects\[0\] must/);
    expect(() => involuntaryEnds(snap, [{ ...push, model: 3 } as never], necromunda)).toThrow(/^effects\[0\]\.model/);
    expect(() => involuntaryEnds(snap, [{ ...push, to: null } as never], necromunda)).toThrow(/^effects\[0\]\.to/);
    expect(() => involuntaryEnds(snap, [{ ...push, elevation: Number.NaN }], necromunda)).toThrow(
      /^effects\[0\]\.elevation/,
    );
    expect(() => shoveEffects(snap, null as never, necromunda)).toThrow(/^shove must/);
    expect(() => shoveEffects(snap, { model: 3, dx: 1, dy: 0 } as never, necromunda)).toThrow(/^shove\.model/);
    expect(() => shoveEffects(snap, { model: "me", dx: Number.NaN, dy: 0 }, necromunda)).toThrow(/^shove\.dx/);
    expect(() => shoveEffects(snap, { model: "me", dx: 0, dy: Number.NaN }, necromunda)).toThrow(/^shove\.dy/);
  });
});
