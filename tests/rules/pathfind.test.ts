/**
 * The map engine (src/rules/map): the cheapest path on a grid of spaces is as cheap as an
 * exhaustive Dijkstra's on random small maps, goes around walls, impassable terrain, occupied spaces
 * and enemies' 1" zones, and the reach says which band each space is in. Inches, Necromunda's rules
 * unless a test makes its own terrain.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOCK_OCCUPIED,
  BLOCK_TERRAIN,
  BLOCK_ZONE,
  cellAt,
  cellCentre,
  cheapestCosts,
  DIRECTIONS,
  findPath,
  getRuleset,
  pointInRegion,
  prepareDrag,
  prepareMap,
  reachOf,
  regionArea,
  straighten,
  type DiagonalRule,
  type DragRules,
  type MapOptions,
  type MoveMap,
  type ModelSnapshot,
  type Point,
  type RegionSnapshot,
  type SceneSnapshot,
  type TurnBands,
  type WallSnapshot,
  vehicleArcReach,
} from "../../src/rules";
import { wallDistance } from "../../src/rules/scene/walls";
import { model } from "../support/snapshots";
import { spread } from "../support/spread";

const necromunda = getRuleset("necromunda");

/** A fighter of 1" base (radius ½") standing at a space's centre. */
const fighter = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}) =>
  model(id, x, y, { status: "standing", characteristics: { move: 5 }, ...extra });

/** A region of one terrain condition over an exact area. */
function region(id: string, condition: string, shapes: Parameters<typeof regionArea>[0]): RegionSnapshot {
  const area = regionArea(shapes);
  return {
    id,
    name: id,
    area: area.bounds,
    polygons: area.polygons,
    bottom: null,
    top: null,
    terrain: [{ condition, height: 0, railing: false }],
    ductwayExit: null,
    lift: null,
  };
}

/** A scene of `size` × `size` inches on a 1" grid. */
function table(size: number, over: Partial<SceneSnapshot> = {}): SceneSnapshot {
  return {
    unit: "in",
    gridStep: 1,
    bounds: { x: 0, y: 0, width: size, height: size },
    models: [],
    regions: [],
    ...over,
  };
}

/** The map for the mover `me` of the scene. */
function mapOf(snapshot: SceneSnapshot, rules: DragRules = necromunda, options: MapOptions = {}): MoveMap {
  return prepareMap(prepareDrag(snapshot, "me", rules), options);
}

/** A wall from (ax, ay) to (bx, by). */
const wall = (ax: number, ay: number, bx: number, by: number, blocks?: "left" | "right"): WallSnapshot => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
  ...(blocks ? { blocks } : {}),
});

/** The centre of the space at column `c`, row `r` of a 1" grid from the origin. */
const at = (c: number, r: number): Point => ({ x: c + 0.5, y: r + 0.5 });

/**
 * The cost of a list of spaces as the map prices it, checked step by step: each is a neighbour of
 * the one before, not blocked, and no wall cuts the step (walls read with scene/walls.ts itself).
 */
function walkCost(map: MoveMap, cells: readonly number[], walls: readonly WallSnapshot[] = []): number {
  let cost = 0;
  let diagonals = 0;
  for (let k = 1; k < cells.length; k++) {
    const [a, b] = [cells[k - 1]!, cells[k]!];
    const dx = (b % map.cols) - (a % map.cols);
    const dy = Math.floor(b / map.cols) - Math.floor(a / map.cols);
    expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
    expect(map.blocked[b]).toBe(0);
    expect(wallDistance(walls, cellCentre(map, a), cellCentre(map, b))).toBe(Infinity);
    let length = 1;
    if (dx !== 0 && dy !== 0) {
      diagonals++;
      length = {
        equidistant: 1,
        exact: Math.SQRT2,
        approximate: 1.5,
        rectilinear: 2,
        alternating1: diagonals % 2 ? 1 : 2,
        alternating2: diagonals % 2 ? 2 : 1,
        illegal: NaN,
      }[map.diagonals];
    }
    cost += length * map.cell * map.multiplier[b]!;
  }
  return cost;
}

/** A terrain whose conditions `cost2` and `cost3` multiply a step's cost, and `impassable` blocks it. */
const costed: DragRules = {
  bands: necromunda.bands,
  terrain: {
    conditions: ["cost2", "cost3", "impassable"],
    costMultiplier: (c) =>
      c.includes("impassable") ? Infinity : c.includes("cost3") ? 3 : c.includes("cost2") ? 2 : 1,
    mayEndOn: () => true,
  },
};

describe("findPath is optimal", () => {
  const rect = fc.record({
    x: spread(0, 9, 1),
    y: spread(0, 9, 1),
    width: spread(1, 4, 1),
    height: spread(1, 4, 1),
    condition: fc.constantFrom("cost2", "cost3", "impassable"),
  });
  const segment = fc.tuple(spread(0, 10, 0.5), spread(0, 10, 0.5), spread(0, 10, 0.5), spread(0, 10, 0.5));
  const space = fc.tuple(spread(0, 9, 1), spread(0, 9, 1));
  const rules = fc.constantFrom<DiagonalRule>(
    "equidistant",
    "exact",
    "approximate",
    "rectilinear",
    "alternating1",
    "alternating2",
    "illegal",
  );

  it("costs what an exhaustive Dijkstra's costs, on random 10 × 10 maps, for every diagonal rule", () => {
    fc.assert(
      fc.property(
        fc.array(rect, { maxLength: 8 }),
        fc.array(segment, { maxLength: 8 }),
        fc.array(space, { maxLength: 6 }),
        space,
        space,
        rules,
        (rects, segments, others, [sc, sr], [gc, gr], diagonals) => {
          const walls = segments.map(([ax, ay, bx, by]) => wall(ax, ay, bx, by));
          const regions = rects.map((r, i) =>
            region(`r${i}`, r.condition, [{ type: "rectangle", x: r.x, y: r.y, width: r.width, height: r.height }]),
          );
          const models = [
            fighter("me", sc + 0.5, sr + 0.5, { disposition: "friendly" }),
            ...others.map(([c, r], i) => fighter(`o${i}`, c + 0.5, r + 0.5, { disposition: "friendly" })),
          ];
          const map = mapOf(table(10, { models, regions, walls }), costed, { diagonals });
          const from = at(sc, sr);
          const to = at(gc, gr);
          const path = findPath(map, from, to);
          const best = cheapestCosts(map, from)[cellAt(map, to)]!;
          if (sc === gc && sr === gr) {
            expect(path?.cost).toBe(0);
            return;
          }
          if (best === Infinity) {
            expect(path).toBeNull();
            return;
          }
          expect(path).not.toBeNull();
          expect(path!.cost).toBeCloseTo(best, 9);
          expect(walkCost(map, path!.cells, walls)).toBeCloseTo(best, 9);
          expect(path!.cells[0]).toBe(cellAt(map, from));
          expect(path!.cells.at(-1)).toBe(cellAt(map, to));
          // Straightened, it costs no more, and every step of it may still be taken.
          const straight = straighten(map, path!);
          expect(straight.cost).toBeCloseTo(best, 9);
          expect(walkCost(map, straight.cells, walls)).toBeCloseTo(best, 9);
          expect(straight.points.length).toBeLessThanOrEqual(path!.points.length + path!.cells.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds the only way through a maze-like field and prices each step by the space it enters", () => {
    // A 5 × 1 row: clear, cost3, cost2, clear, clear; no way around.
    const regions = [
      region("a", "cost3", [{ type: "rectangle", x: 1, y: 0, width: 1, height: 1 }]),
      region("b", "cost2", [{ type: "rectangle", x: 2, y: 0, width: 1, height: 1 }]),
    ];
    const snapshot: SceneSnapshot = {
      ...table(5, { regions, models: [fighter("me", 0.5, 0.5)] }),
      bounds: { x: 0, y: 0, width: 5, height: 1 },
    };
    const path = findPath(mapOf(snapshot, costed), at(0, 0), at(4, 0))!;
    expect(path.cost).toBe(3 + 2 + 1 + 1);
    expect(path.distance).toBe(4);
    expect(path.points).toEqual([at(0, 0), at(4, 0)]);
  });
});

describe("worked cases", () => {
  it("straightens a path of equal cost into one segment on open ground", () => {
    const map = mapOf(table(10, { models: [fighter("me", 1.5, 1.5)] }));
    const path = findPath(map, at(1, 1), at(8, 4))!;
    const straight = straighten(map, path);
    expect(straight.cost).toBe(path.cost);
    expect(straight.points).toEqual([at(1, 1), at(8, 4)]);
  });

  it("a corridor of walls: the path runs its length and turns out at its open end, crossing no wall", () => {
    // Two walls along y = 4 and y = 6 from x = 0 to 14.2: a corridor of rows 4 and 5, open at its east end.
    const walls = [wall(0, 4, 14.2, 4), wall(0, 6, 14.2, 6), wall(0, 4, 0, 6)];
    const snapshot = table(20, { walls, models: [fighter("me", 1.5, 4.5)] });
    const map = mapOf(snapshot);
    const path = findPath(map, at(1, 4), at(1, 8))!;
    // Out along the corridor to column 14 (13), a step down out of it there (a diagonal out would
    // cross the wall's last 0.2"), and 13 back to column 1; the y moves ride diagonals (equidistant).
    expect(path.cost).toBe(27);
    for (let k = 1; k < path.points.length; k++) {
      expect(wallDistance(walls, path.points[k - 1]!, path.points[k]!)).toBe(Infinity);
    }
    expect(Math.max(...path.points.map((p) => p.x))).toBeGreaterThanOrEqual(14);
    // The straight way down is shorter by far, and walled off.
    expect(wallDistance(walls, at(1, 4), at(1, 8))).toBeLessThan(Infinity);
  });

  it("a one-way wall lets the path through from its open side only", () => {
    // A wall across the whole 10" table along x = 5, from (5, 0) down to (5, 10): its left side (as
    // seen walking from a to b, y down) is +x. Blocking `left`: a move setting off from x > 5 is held.
    const walls = [wall(5, 0, 5, 10, "left")];
    const snapshot = table(10, { walls, models: [fighter("me", 2.5, 5.5)] });
    const map = mapOf(snapshot);
    expect(findPath(map, at(2, 5), at(7, 5))?.cost).toBe(5);
    expect(findPath(map, at(7, 5), at(2, 5))).toBeNull();
  });

  it("an L-shaped rubble field: the path goes round its corner where that is cheaper than through it", () => {
    // Difficult ground (×2) in an L: x 2–8 by y 2–4, and x 2–4 by y 4–10.
    const rubble = region("rubble", "difficult", [{ type: "polygon", points: [2, 2, 8, 2, 8, 4, 4, 4, 4, 10, 2, 10] }]);
    const snapshot = table(12, { regions: [rubble], models: [fighter("me", 6.5, 6.5)] });
    const map = mapOf(snapshot);
    expect(map.multiplier[cellAt(map, at(5, 3))]).toBe(2);
    expect(map.multiplier[cellAt(map, at(3, 8))]).toBe(2);
    expect(map.multiplier[cellAt(map, at(6, 6))]).toBe(1);
    // From inside the L's crook (6, 6) to (0, 6): through the leg, 6 steps of which columns 2 and 3
    // cost 2 (8); round the bottom of the leg (row 10) costs more: stay through it.
    const through = findPath(map, at(6, 6), at(0, 6))!;
    expect(through.cost).toBe(8);
    // From (6, 6) to (6, 0): straight through the bar costs 1 + 1 + 2 + 2 + 1 + 1 = 8; round its end
    // (7, 5) (8, 4) (8, 3) (8, 2) (7, 1) (6, 0), all clear, costs 6.
    const round = findPath(map, at(6, 6), at(6, 0))!;
    expect(round.cost).toBe(cheapestCosts(map, at(6, 6))[cellAt(map, at(6, 0))]);
    expect(round.cells.every((c) => map.multiplier[c] === 1)).toBe(true);
    expect(round.cost).toBe(6);
  });

  it("a round pool: an impassable circle is walked around on spaces outside it, as cheap as can be", () => {
    const pool = region("pool", "impassable", [{ type: "ellipse", x: 10, y: 10, radiusX: 4, radiusY: 4 }]);
    const snapshot = table(20, { regions: [pool], models: [fighter("me", 3.5, 10.5)] });
    const map = mapOf(snapshot, necromunda, { diagonals: "exact" });
    expect(map.blocked[cellAt(map, at(10, 10))]).toBe(BLOCK_TERRAIN);
    // The pool's box corner is not water: (6.5, 6.5) is 4.95" from the centre.
    expect(map.blocked[cellAt(map, at(6, 6))]).toBe(0);
    const path = findPath(map, at(3, 10), at(16, 10))!;
    expect(path.cells.every((c) => map.blocked[c] === 0)).toBe(true);
    expect(path.cost).toBeCloseTo(cheapestCosts(map, at(3, 10))[cellAt(map, at(16, 10))]!, 9);
    // Longer than straight across (13"), shorter than round the pool's box (13 + 2 × 4.5 or so).
    expect(path.cost).toBeGreaterThan(13);
    expect(path.cost).toBeLessThan(19);
  });

  it("goes round an enemy's 1\" zone and another fighter's space; a Charge's map lets it in", () => {
    const models = [
      fighter("me", 0.5, 5.5, { disposition: "friendly" }),
      fighter("enemy", 5.5, 5.5, { disposition: "hostile" }),
      fighter("friend", 2.5, 5.5, { disposition: "friendly" }),
    ];
    const snapshot = table(11, { models });
    const map = mapOf(snapshot);
    expect(map.blocked[cellAt(map, at(5, 5))]! & BLOCK_OCCUPIED).toBeTruthy();
    expect(map.blocked[cellAt(map, at(4, 5))]).toBe(BLOCK_ZONE);
    // A space 2" from the enemy's centre: 1" base edge to base edge, exactly 1", is outside the zone.
    expect(map.blocked[cellAt(map, at(3, 4))]).toBe(0);
    expect(map.blocked[cellAt(map, at(2, 5))]).toBe(BLOCK_OCCUPIED);
    const path = findPath(map, at(0, 5), at(10, 5))!;
    for (const c of path.cells) expect(map.blocked[c]).toBe(0);
    // Past the enemy at least two rows off its row (2" centre to centre: exactly 1" apart), the rows
    // on the way ridden on diagonals (equidistant), so no dearer than straight.
    const past = path.cells.map((c) => cellCentre(map, c)).find((p) => p.x === 5.5)!;
    expect(Math.abs(past.y - 5.5)).toBeGreaterThanOrEqual(2);
    expect(path.cost).toBe(10);
    // A Charge is let into zones: it ends beside the enemy, straight on except past the friend.
    const charge = prepareMap(prepareDrag(snapshot, "me", necromunda), { engaging: true });
    expect(charge.blocked[cellAt(charge, at(4, 5))]).toBe(0);
    expect(findPath(charge, at(0, 5), at(4, 5))!.cost).toBe(4);
    // A fighter that starts inside an enemy's zone goes nowhere (the drag holds it).
    const held = mapOf(table(11, { models: [fighter("me", 4.5, 5.5, { disposition: "friendly" }), models[1]!] }));
    expect(findPath(held, at(4, 5), at(0, 5))).toBeNull();
  });

  it('on a gridless scene the spaces are 1" (1 m) and the path ends at the point asked for', () => {
    const snapshot = table(10, { gridStep: 0.5, models: [fighter("me", 1.2, 1.3)] });
    const map = mapOf(snapshot, necromunda, { gridless: true });
    expect(map.cell).toBe(1);
    expect(map.diagonals).toBe("exact");
    const path = findPath(map, { x: 1.2, y: 1.3 }, { x: 7.7, y: 1.1 })!;
    // An open field: straight there, one segment, before and after straightening.
    expect(straighten(map, path).points).toEqual(path.points);
    expect(path.points).toEqual([
      { x: 1.2, y: 1.3 },
      { x: 7.7, y: 1.1 },
    ]);
    expect(path.cost).toBe(6);
  });
});

describe("reachOf", () => {
  const turn = (move = 5): TurnBands => ({
    bands: necromunda.bands.movementBands({ characteristics: { move } }),
    flying: null,
    variant: "core",
    ratio: 1,
  });

  it("gives each space the band its cheapest path reaches, and nothing past the last band", () => {
    const snapshot = table(30, { models: [fighter("me", 15.5, 15.5)] });
    const map = mapOf(snapshot);
    const reach = reachOf(map, necromunda.bands, at(15, 15), { turn: turn(), history: { cost: 0, distance: 0 } });
    const names = reach.bands.map((b) => b.action);
    const bandAt = (c: number, r: number) => names[reach.band[cellAt(map, at(c, r))]!];
    // Crawl 3", Move 5", Charge 8", Run 10" (equidistant diagonals: a square ring per inch).
    expect(bandAt(15, 15)).toBe("crawl");
    expect(bandAt(18, 15)).toBe("crawl");
    expect(bandAt(19, 19)).toBe("move");
    expect(bandAt(23, 15)).toBe("charge");
    expect(bandAt(25, 5)).toBe("run");
    expect(reach.band[cellAt(map, at(26, 15))]).toBe(-1);
    expect(reach.cost[cellAt(map, at(25, 5))]).toBe(10);
  });

  it("counts what the turn already spent, and halved terrain", () => {
    const rubble = region("rubble", "difficult", [{ type: "rectangle", x: 16, y: 0, width: 14, height: 30 }]);
    const snapshot = table(30, { regions: [rubble], models: [fighter("me", 15.5, 15.5)] });
    const map = mapOf(snapshot);
    const reach = reachOf(map, necromunda.bands, at(15, 15), { turn: turn(), history: { cost: 4, distance: 4 } });
    // 6" left of Run 10": 6 spaces of clear ground west, 3 of difficult ground east.
    expect(reach.band[cellAt(map, at(9, 15))]).toBeGreaterThanOrEqual(0);
    expect(reach.band[cellAt(map, at(8, 15))]).toBe(-1);
    expect(reach.band[cellAt(map, at(18, 15))]).toBeGreaterThanOrEqual(0);
    expect(reach.band[cellAt(map, at(19, 15))]).toBe(-1);
    // Each space reached costs the turn what the exhaustive search says, plus the history.
    const costs = cheapestCosts(map, at(15, 15));
    for (let i = 0; i < costs.length; i++) if (reach.band[i]! >= 0) expect(reach.cost[i]).toBeCloseTo(costs[i]! + 4, 9);
  });

  it("marks the edges where a test would stop the mover, and goes no further there", () => {
    const gap = region("gap", "gap", [{ type: "rectangle", x: 5, y: 0, width: 2, height: 11 }]);
    const snapshot = table(11, { regions: [gap], models: [fighter("me", 2.5, 5.5)] });
    const map = mapOf(snapshot);
    const reach = reachOf(map, necromunda.bands, at(2, 5), { turn: turn(), history: { cost: 0, distance: 0 } });
    expect(reach.band[cellAt(map, at(4, 5))]).toBeGreaterThanOrEqual(0);
    expect(reach.band[cellAt(map, at(5, 5))]).toBe(-1);
    expect(reach.band[cellAt(map, at(8, 5))]).toBe(-1);
    const fromColumn4 = reach.edges.filter((e) => cellCentre(map, e.from).x === 4.5);
    expect(fromColumn4.length).toBeGreaterThan(0);
    expect(new Set(reach.edges.map((e) => e.test))).toEqual(new Set(["leap"]));
    for (const e of reach.edges) expect(cellCentre(map, e.to).x).toBe(5.5);
    // With the test taken, the gap is crossed.
    const cleared = reachOf(map, necromunda.bands, at(2, 5), {
      turn: turn(),
      history: { cost: 0, distance: 0 },
      edgeCleared: true,
    });
    expect(cleared.edges).toEqual([]);
    expect(cleared.band[cellAt(map, at(8, 5))]).toBeGreaterThanOrEqual(0);
  });

  it("refuses a history that is not a cost and distance", () => {
    const map = mapOf(table(5, { models: [fighter("me", 0.5, 0.5)] }));
    expect(() =>
      reachOf(map, necromunda.bands, at(0, 0), { turn: turn(), history: { cost: NaN, distance: 0 } }),
    ).toThrow(RangeError);
  });
});

describe("reachOf: climbs (necromunda-movement.md § Climbing, § Stepping Up, § Ladders and Stairs, § Overhangs)", () => {
  const turn = (move = 5): TurnBands => ({
    bands: necromunda.bands.movementBands({ characteristics: { move } }),
    flying: null,
    variant: "core",
    ratio: 1,
  });
  /** A raised surface of `height` over columns `x` to the table's edge, its terrain with `extra` beside it. */
  const platform = (height: number, x: number, extra: Partial<RegionSnapshot["terrain"][number]> = {}) => {
    const r = region("platform", "raised", [{ type: "rectangle", x, y: 0, width: 30 - x, height: 30 }]);
    return { ...r, terrain: [{ condition: "raised", height, railing: false, ...extra }] };
  };
  const reachFrom = (regions: RegionSnapshot[]) => {
    const map = mapOf(table(30, { regions, models: [fighter("me", 15.5, 15.5)] }));
    const reach = reachOf(map, necromunda.bands, at(15, 15), { turn: turn(), history: { cost: 0, distance: 0 } });
    const names = reach.bands.map((b) => b.action);
    return { map, reach, bandAt: (c: number) => names[reach.band[cellAt(map, at(c, 15))]!] ?? null };
  };

  it('a 3" wall climbed costs as difficult ground, 6" on top of the step, and is listed as a climb', () => {
    const { map, reach, bandAt } = reachFrom([platform(3, 17)]);
    // Move 5: Crawl 3", Move 5", Charge 8", Run 10". Column 16 costs 1; climbing into 17 costs 1 + 3 × 2.
    expect(reach.cost[cellAt(map, at(17, 15))]).toBe(8);
    expect(bandAt(16)).toBe("crawl");
    expect(bandAt(17)).toBe("charge");
    expect(bandAt(19)).toBe("run");
    expect(bandAt(20)).toBeNull();
    const straight = reach.climbs.find((c) => c.from === cellAt(map, at(16, 15)) && c.to === cellAt(map, at(17, 15)));
    expect(straight).toEqual({ from: cellAt(map, at(16, 15)), to: cellAt(map, at(17, 15)), rise: 3, cost: 6 });
    // Every climb listed goes up the wall's face into a space reached, and none is past the Run.
    for (const c of reach.climbs) {
      expect(cellCentre(map, c.to).x).toBe(17.5);
      expect(reach.band[c.to]).toBeGreaterThanOrEqual(0);
    }
    // The search's path to the top prices the climb the same (and is as cheap as the exhaustive search).
    const path = findPath(map, at(15, 15), at(18, 15))!;
    expect(path.cost).toBe(9);
    expect(cheapestCosts(map, at(15, 15))[cellAt(map, at(18, 15))]).toBe(9);
  });

  it('a step up of ½" is free and no climb; a ladder is normal movement, 1" per inch of height', () => {
    const step = reachFrom([platform(0.5, 17)]);
    expect(step.reach.cost[cellAt(step.map, at(17, 15))]).toBe(2);
    expect(step.reach.climbs).toEqual([]);
    const ladder = region("ladder", "ladder", [{ type: "rectangle", x: 17, y: 0, width: 1, height: 30 }]);
    const laddered = reachFrom([platform(3, 17), ladder]);
    // 1 to column 16, then 1 + 3 up the ladder.
    expect(laddered.reach.cost[cellAt(laddered.map, at(17, 15))]).toBe(5);
    expect(laddered.bandAt(17)).toBe("move");
    expect(laddered.reach.climbs).toEqual([]);
  });

  it('an overhang more than 1" out cannot be climbed; 1" out can', () => {
    expect(reachFrom([platform(3, 17, { overhang: 2 })]).bandAt(17)).toBeNull();
    expect(reachFrom([platform(3, 17, { overhang: 1 })]).bandAt(17)).toBe("charge");
  });

  it("a raised surface no higher than a step is walked onto with no test, a higher one is an edge (dh2 ruling)", () => {
    const dh2 = getRuleset("dh2");
    const low = { ...platform(0.3, 17), id: "low" };
    const high = { ...platform(2, 20), id: "high" };
    const snapshot: SceneSnapshot = {
      ...table(30, { regions: [low, high], models: [fighter("me", 15.5, 15.5, { characteristics: { agility: 40 } })] }),
      unit: "m",
    };
    const map = prepareMap(prepareDrag(snapshot, "me", dh2));
    const reach = reachOf(map, dh2.bands, at(15, 15), {
      turn: {
        bands: dh2.bands.movementBands({ characteristics: { agility: 40 } }),
        flying: null,
        variant: "core",
        ratio: 1,
      },
      history: { cost: 0, distance: 0 },
    });
    expect(reach.band[cellAt(map, at(18, 15))]).toBeGreaterThanOrEqual(0);
    expect(reach.edges.some((e) => cellCentre(map, e.to).x === 17.5)).toBe(false);
    // From the low surface up onto the 2 m one: the ledge's test stops the mover at its foot.
    expect(reach.edges).toContainEqual({ from: cellAt(map, at(19, 15)), to: cellAt(map, at(20, 15)), test: "ledge" });
    expect(reach.band[cellAt(map, at(20, 15))]).toBe(-1);
    // Dark Heresy prices no height: no climbs are listed, the ledge is its test.
    expect(map.vertical).toBeNull();
    expect(reach.climbs).toEqual([]);
  });
});

describe("vehicleArcReach (d6-movement.txt § Vehicle Movement: between half and the full speed)", () => {
  const cruising = { action: "cruising", distance: 10 };
  /** A vehicle at (15.5, 15.5) going 5 to 10 along +x, turning at most 45°. */
  const arc = { min: 5, max: 10, heading: 0, turn: Math.PI / 4, action: "cruising" };
  const reachOn = (
    over: Partial<SceneSnapshot> = {},
    a: typeof arc | (Omit<typeof arc, "heading"> & { heading: null }) = arc,
  ) => {
    const map = mapOf(table(30, { models: [fighter("me", 15.5, 15.5, { kind: "vehicle" })], ...over }));
    const reach = vehicleArcReach(map, at(15, 15), a, cruising);
    return { map, reach, in: (c: number, r: number) => reach.band[cellAt(map, at(c, r))] === 0 };
  };

  it("reaches the spaces between half and the full speed ahead, within the turn, one band", () => {
    const { reach, map, in: inArc } = reachOn();
    expect(inArc(22, 15)).toBe(true); // 7 ahead
    expect(reach.cost[cellAt(map, at(22, 15))]).toBe(7);
    expect(inArc(25, 15)).toBe(true); // 10 ahead, the full speed
    expect(inArc(19, 15)).toBe(false); // 4: under half the speed
    expect(inArc(26, 15)).toBe(false); // 11: past it
    expect(inArc(21, 19)).toBe(true); // 34° off the heading
    expect(inArc(19, 21)).toBe(false); // 56° off
    expect(inArc(15, 22)).toBe(false); // straight down
    expect(inArc(8, 15)).toBe(false); // behind
    expect(reach.bands).toEqual([cruising]);
    expect(reach.edges).toEqual([]);
    expect(reach.climbs).toEqual([]);
    // Every space reached lies in the ring sector.
    for (let i = 0; i < reach.band.length; i++) {
      if (reach.band[i]! < 0) continue;
      const c = cellCentre(map, i);
      const d = Math.hypot(c.x - 15.5, c.y - 15.5);
      expect(d).toBeGreaterThanOrEqual(5);
      expect(d).toBeLessThanOrEqual(10);
      expect(Math.abs(Math.atan2(c.y - 15.5, c.x - 15.5))).toBeLessThanOrEqual(Math.PI / 4 + 1e-9);
    }
  });

  it("without a heading reaches the whole ring", () => {
    const { in: inArc } = reachOn({}, { ...arc, heading: null });
    expect(inArc(15, 22)).toBe(true);
    expect(inArc(8, 15)).toBe(true);
    expect(inArc(15, 15)).toBe(false);
  });

  it("stops at a wall and at a fighter in the way: the spaces behind them are not driven to", () => {
    const walled = reachOn({ walls: [wall(19, 14, 19, 17)] });
    expect(walled.in(22, 15)).toBe(false);
    expect(walled.in(22, 10)).toBe(true);
    const blocked = reachOn({
      models: [fighter("me", 15.5, 15.5, { kind: "vehicle" }), fighter("in the way", 18.5, 15.5)],
    });
    expect(blocked.in(22, 15)).toBe(false);
    expect(blocked.in(22, 19)).toBe(true);
  });

  it("refuses an arc whose numbers are out of range", () => {
    const map = mapOf(table(5, { models: [fighter("me", 0.5, 0.5)] }));
    expect(() => vehicleArcReach(map, at(0, 0), { ...arc, max: 4 }, cruising)).toThrow(RangeError);
    expect(() => vehicleArcReach(map, at(0, 0), { ...arc, turn: 4 }, cruising)).toThrow(RangeError);
    expect(() => vehicleArcReach({} as MoveMap, at(0, 0), arc, cruising)).toThrow(TypeError);
  });
});

describe("prepareMap", () => {
  it("names what is wrong with its options", () => {
    const drag = prepareDrag(table(5, { models: [fighter("me", 0.5, 0.5)] }), "me", necromunda);
    expect(() => prepareMap(drag, { cell: 0 })).toThrow(/options.cell/);
    expect(() => prepareMap(drag, { diagonals: "hex" as DiagonalRule })).toThrow(/options.diagonals/);
    const unbounded = prepareDrag({ ...table(5), bounds: null }, "me", necromunda);
    expect(() => prepareMap(unbounded)).toThrow(/options.area/);
    expect(() => prepareMap(drag, { cell: 0.001 })).toThrow(RangeError);
  });

  it("gives a space the terrain of the regions holding its centre, on their exact shapes", () => {
    const shape = fc.oneof(
      fc
        .record({ x: spread(0, 12, 0.37), y: spread(0, 12, 0.37), w: spread(1, 8, 0.37), h: spread(1, 8, 0.37) })
        .chain(({ x, y, w, h }) =>
          fc.constantFrom<Parameters<typeof regionArea>[0]>(
            [{ type: "rectangle", x, y, width: w, height: h, rotation: 33 }],
            [{ type: "ellipse", x: x + w / 2, y: y + h / 2, radiusX: w / 2, radiusY: h / 2, rotation: 12 }],
            [{ type: "polygon", points: [x, y, x + w, y + h / 3, x + w / 2, y + h, x, y + h] }],
            [
              { type: "rectangle", x, y, width: w + 3, height: h + 3 },
              { type: "ellipse", x: x + (w + 3) / 2, y: y + (h + 3) / 2, radiusX: 1.2, radiusY: 1.1, hole: true },
            ],
          ),
        ),
    );
    fc.assert(
      fc.property(fc.array(shape, { minLength: 1, maxLength: 3 }), (shapes) => {
        const regions = shapes.map((s, i) => region(`r${i}`, "difficult", s));
        const map = mapOf(table(16, { regions, models: [fighter("me", 0.5, 0.5)] }));
        for (let i = 0; i < map.cols * map.rows; i++) {
          const inside = regions.some((r) => pointInRegion(cellCentre(map, i), r));
          expect(map.terrainOf[i]! > 0, `space ${i}`).toBe(inside);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("cuts exactly the steps a wall crosses, as scene/walls.ts reads them (one-way walls from their blocking side)", () => {
    const coordinate = spread(0, 6, 0.25);
    const oneWall = fc
      .tuple(coordinate, coordinate, coordinate, coordinate, fc.constantFrom(undefined, "left", "right"))
      .map(([ax, ay, bx, by, blocks]) => wall(ax, ay, bx, by, blocks));
    fc.assert(
      fc.property(fc.array(oneWall, { minLength: 1, maxLength: 4 }), (walls) => {
        const map = mapOf(table(6, { walls, models: [fighter("me", 0.5, 0.5)] }));
        for (let i = 0; i < map.cols * map.rows; i++) {
          const from = cellCentre(map, i);
          DIRECTIONS.forEach(([dx, dy], d) => {
            const to = { x: from.x + dx, y: from.y + dy };
            if (cellAt(map, to) < 0) return;
            expect(((map.walls[i]! >> d) & 1) === 1, `${i} → ${d}`).toBe(wallDistance(walls, from, to) < Infinity);
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
