/**
 * Regions' exact areas (scene/shapes.ts): a round pool, a rotated rectangle of rubble, a diagonal
 * chasm and a region with a hole, each answered on its polygons where its bounding box would
 * answer otherwise, with the numbers worked by hand.
 */
import { describe, expect, it } from "vitest";
import {
  directlyMove,
  getRuleset,
  obstaclesCrossed,
  OBSTACLE_CONDITION,
  regionsAt,
  type ModelSnapshot,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import {
  areaCrossings,
  areaDistanceAcross,
  areaFromRings,
  areaGap,
  areaHolds,
  areasCoverDisc,
  areaThickness,
  areaWidthAt,
  clearOfAreas,
  ELLIPSE_SIDES,
  nearestWhollyInside,
  regionArea,
  sweptBaseTouchesArea,
  type RegionShapeData,
} from "../../src/rules/scene/shapes";

const necromunda = getRuleset("necromunda");

/** A model with a 1" base (radius ½") centred at (x, y). */
function model(id: string, x: number, y: number): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius: 0.5 },
    footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5 },
    visible: true,
  };
}

/** A region whose area is the shapes' exact area (and its box), with these terrain conditions. */
function region(id: string, shapes: RegionShapeData[], conditions: string[]): RegionSnapshot {
  const { polygons, bounds } = regionArea(shapes);
  return {
    id,
    name: id,
    area: bounds,
    polygons,
    bottom: null,
    top: null,
    terrain: conditions.map((condition) => ({ condition, height: 1, railing: false })),
    ductwayExit: null,
    lift: null,
  };
}

/** The same region seen as its bounding box only (as the snapshot read every region before). */
const boxOnly = ({ polygons: _, ...rest }: RegionSnapshot): RegionSnapshot => rest;

function scene(models: ModelSnapshot[], regions: RegionSnapshot[]): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions };
}

describe("regionArea: shapes to polygons", () => {
  it("turns a rectangle about its centre, clockwise on the canvas (y down)", () => {
    // 4 × 2 at (0, 0), centre (2, 1), turned 90°: 2 wide and 4 tall about the same centre.
    const { polygons, bounds } = regionArea([{ type: "rectangle", x: 0, y: 0, width: 4, height: 2, rotation: 90 }]);
    expect(bounds!.x).toBeCloseTo(1, 12);
    expect(bounds!.y).toBeCloseTo(-1, 12);
    expect(bounds!.width).toBeCloseTo(2, 12);
    expect(bounds!.height).toBeCloseTo(4, 12);
    // The top-left corner (0, 0) is (−2, −1) from the centre; turned 90° clockwise it is (1, −2) from it.
    expect(polygons[0]!.outer[0]).toBeCloseTo(3, 12);
    expect(polygons[0]!.outer[1]).toBeCloseTo(-1, 12);
  });

  it("turns an anchored (v14) rectangle about its anchor point (x, y)", () => {
    // Anchor at the centre: (x, y) = (2, 1) is the centre; the same 4 × 2 turned 90° as above.
    const { bounds } = regionArea([
      { type: "rectangle", x: 2, y: 1, width: 4, height: 2, anchorX: 0.5, anchorY: 0.5, rotation: 90 },
    ]);
    expect([bounds!.x, bounds!.y, bounds!.width, bounds!.height].map((v) => +v.toFixed(9))).toEqual([1, -1, 2, 4]);
  });

  it("keeps an ellipse's polygon within 1 % of its larger radius of the true ellipse", () => {
    const rx = 30;
    const ry = 12;
    const { polygons } = regionArea([{ type: "ellipse", x: 0, y: 0, radiusX: rx, radiusY: ry, rotation: 30 }]);
    const ring = polygons[0]!.outer;
    expect(ring.length).toBe(2 * ELLIPSE_SIDES);
    const turn = (-30 * Math.PI) / 180;
    // Every side's midpoint, turned back, lies on or just inside the ellipse: (x/rx)² + (y/ry)² ≤ 1,
    // and no further in than 1 % of the larger radius (checked along the ray from the centre).
    for (let i = 0; i < ring.length; i += 2) {
      const j = (i + 2) % ring.length;
      const mx = (ring[i]! + ring[j]!) / 2;
      const my = (ring[i + 1]! + ring[j + 1]!) / 2;
      const x = mx * Math.cos(turn) - my * Math.sin(turn);
      const y = mx * Math.sin(turn) + my * Math.cos(turn);
      const k = Math.sqrt((x / rx) ** 2 + (y / ry) ** 2);
      expect(k).toBeLessThanOrEqual(1 + 1e-12);
      // Out to the ellipse along the ray is (1/k − 1) times the midpoint's distance from the centre.
      expect((1 / k - 1) * Math.hypot(x, y)).toBeLessThan(0.01 * rx);
    }
  });

  it("gives every non-hole shape the holes that reach it, and no area for a two-point polygon", () => {
    const { polygons } = regionArea([
      { type: "rectangle", x: 0, y: 0, width: 10, height: 10 },
      { type: "rectangle", x: 20, y: 0, width: 10, height: 10 },
      { type: "rectangle", x: 4, y: 4, width: 2, height: 2, hole: true },
      { type: "polygon", points: [0, 0, 5, 5] },
    ]);
    expect(polygons.map((p) => p.holes.length)).toEqual([1, 0]);
  });

  it("refuses a shape of an unknown kind and a rotation that is not finite", () => {
    expect(() => regionArea([{ type: "cone" } as unknown as RegionShapeData])).toThrow(TypeError);
    expect(() => regionArea([{ type: "ellipse", x: 0, y: 0, radiusX: 1, radiusY: 1, rotation: NaN }])).toThrow(
      RangeError,
    );
  });
});

describe("a round pool: its bounding box's corner is not water", () => {
  // A pool of radius 2" centred at (5, 5); its box runs from (3, 3) to (7, 7).
  const pool = region("pool", [{ type: "ellipse", x: 5, y: 5, radiusX: 2, radiusY: 2 }], ["water"]);
  const snapshot = scene([], [pool]);

  it("holds its middle and a point just inside its rim, not its box's corner", () => {
    expect(regionsAt(snapshot, { x: 5, y: 5 }, 0).map((r) => r.id)).toEqual(["pool"]);
    expect(regionsAt(snapshot, { x: 6.95, y: 5 }, 0).map((r) => r.id)).toEqual(["pool"]);
    // (3.3, 3.3) is √(1.7² + 1.7²) = 2.40" from the centre: outside the pool, inside its box.
    expect(regionsAt(snapshot, { x: 3.3, y: 3.3 }, 0)).toEqual([]);
    expect(regionsAt(scene([], [boxOnly(pool)]), { x: 3.3, y: 3.3 }, 0).map((r) => r.id)).toEqual(["pool"]);
  });

  it("measures a base's gap to the rim from the centre, not the box", () => {
    // A base of radius ½ at (9, 5): 4" from the centre, 2" from the rim, edge 1.5" away.
    expect(areaGap({ x: 9, y: 5, radius: 0.5 }, pool)).toBeCloseTo(1.5, 9);
    // At (8, 8): 4.243" from the centre, so 2.243 − 0.5 = 1.743 from the rim (within the polygon's 0.2 %).
    expect(areaGap({ x: 8, y: 8, radius: 0.5 }, pool)).toBeCloseTo(Math.hypot(3, 3) - 2 - 0.5, 2);
    expect(areaGap({ x: 5, y: 5, radius: 0.5 }, pool)).toBe(-0.5);
  });

  it('is 4" across through its centre and enters and leaves where the line meets the rim', () => {
    expect(areaDistanceAcross(pool, { x: 0, y: 5 }, 0)).toBeCloseTo(4, 9);
    const crossings = areaCrossings(pool, { x: 0, y: 5 }, { x: 10, y: 5 });
    expect(crossings.map((c) => c.entering)).toEqual([true, false]);
    expect(crossings[0]!.t * 10).toBeCloseTo(3, 9);
    expect(crossings[1]!.t * 10).toBeCloseTo(7, 9);
  });
});

describe("a rotated rectangle of rubble: a path beside it does not touch it", () => {
  // 8 × 2, centre (5, 5), turned 45°: a bar along the line y = x, 1" either side of it. Its box
  // runs from 5 − 3.536 = 1.464 to 8.536 on both axes.
  const rubble = region(
    "rubble",
    [{ type: "rectangle", x: 1, y: 4, width: 8, height: 2, rotation: 45 }],
    [OBSTACLE_CONDITION],
  );
  const mover = model("truck", 7, 2);
  const beside = [
    { x: 7, y: 2 },
    { x: 8, y: 3 },
  ];

  it('is not crossed by a path 3.5" from its middle line, inside its bounding box', () => {
    // (8, 3) is |8 − 3| / √2 = 3.54" from the line y = x: 2.54" from the bar's side, base ½".
    expect(obstaclesCrossed(scene([mover], [rubble]), mover, beside)).toEqual([]);
    // Its bounding box would have said it was crossed.
    expect(obstaclesCrossed(scene([mover], [boxOnly(rubble)]), mover, beside).map((o) => o.region.id)).toEqual([
      "rubble",
    ]);
  });

  it("is crossed by a path across it", () => {
    const across = [
      { x: 7, y: 2 },
      { x: 3, y: 6 },
    ];
    expect(obstaclesCrossed(scene([mover], [rubble]), mover, across).map((o) => o.region.id)).toEqual(["rubble"]);
  });

  it("is touched by a base whose edge reaches its side", () => {
    // (6.5, 3.5) lies level with the bar's centre along it, |6.5 − 3.5|/√2 = 2.121" from its middle
    // line: 1.121" from its side, so a base of radius 1.2 touches it and one of 1.1 does not.
    expect(sweptBaseTouchesArea({ x: 6.5, y: 3.5 }, { x: 6.5, y: 3.5 }, 1.2, rubble)).toBe(true);
    expect(sweptBaseTouchesArea({ x: 6.5, y: 3.5 }, { x: 6.5, y: 3.5 }, 1.1, rubble)).toBe(false);
  });
});

describe("a diagonal chasm: a move directly towards stops at its true edge", () => {
  // The chasm's near side runs from (4, −4) to (8, 4): the line 2x − y = 12. A base of radius ½
  // moving along y = 0 touches it when |2x − 12| / √5 = ½, at x = 6 − √5/4 = 5.4410". Its bounding
  // box starts at x = 4, where a box would have stopped the centre at 3.5".
  const chasm = region("chasm", [{ type: "polygon", points: [4, -4, 12, -4, 12, 4, 8, 4] }], ["impassable"]);
  const me = model("me", 0, 0);
  const foe = model("foe", 20, 0);

  it("stops the centre at x = 6 − √5/4", () => {
    const move = directlyMove(scene([me, foe], [chasm]), "me", "foe", "towards", 10, necromunda)!;
    expect(move.stoppedBy).toBe("terrain");
    expect(move.to.x).toBeCloseTo(6 - Math.sqrt(5) / 4, 6);
    expect(move.to.y).toBe(0);
    const boxed = directlyMove(scene([me, foe], [boxOnly(chasm)]), "me", "foe", "towards", 10, necromunda)!;
    expect(boxed.to.x).toBeCloseTo(3.5, 6);
  });
});

describe("a region with a hole", () => {
  // Rubble 10" square with a clear 2" square in its middle, from (4, 4) to (6, 6).
  const yard = region(
    "yard",
    [
      { type: "rectangle", x: 0, y: 0, width: 10, height: 10 },
      { type: "rectangle", x: 4, y: 4, width: 2, height: 2, hole: true },
    ],
    ["difficult"],
  );

  it("does not hold the hole", () => {
    expect(areaHolds(yard, { x: 2, y: 2 })).toBe(true);
    expect(areaHolds(yard, { x: 5, y: 5 })).toBe(false);
    expect(regionsAt(scene([], [yard]), { x: 5, y: 5 }, 0)).toEqual([]);
  });

  it("has the hole's sides as edges: gap, distance across, width", () => {
    // A base of radius ½ in the middle of the hole: 1" from its sides, so ½" clear of the rubble.
    expect(areaGap({ x: 5, y: 5, radius: 0.5 }, yard)).toBeCloseTo(0.5, 12);
    // From (1, 5) heading +x: across the rubble to the hole's side at x = 4.
    expect(areaDistanceAcross(yard, { x: 1, y: 5 }, 0)).toBeCloseTo(3, 12);
    // From (5, 5) in the hole heading +x: enters at 6, leaves at 10.
    expect(areaDistanceAcross(yard, { x: 5, y: 5 }, 0)).toBeCloseTo(4, 12);
    // Through (2, 5): the shortest chord is along x, from 0 to the hole at 4.
    expect(areaWidthAt(yard, { x: 2, y: 5 })).toBeCloseTo(4, 12);
  });

  it("pushes a base out of the rubble into the hole when that is nearest, and lands one wholly inside", () => {
    // A base of radius ½ at (3.8, 5): the hole's side at x = 4 is 0.2" away; out into the hole at 4.5.
    const out = clearOfAreas({ x: 3.8, y: 5 }, 0.5, [yard]);
    expect(out.x).toBeCloseTo(4.5, 9);
    expect(out.y).toBeCloseTo(5, 9);
    // Wholly over the rubble nearest (5, 5.8) in the hole: ½" beyond the hole's lower side at y = 6.
    const landing = nearestWhollyInside(yard, { x: 5, y: 5.8 }, 0.5)!;
    expect(landing.x).toBeCloseTo(5, 9);
    expect(landing.y).toBeCloseTo(6.5, 9);
  });
});

describe("areaFromRings: Foundry's own polygons, filled even-odd", () => {
  it("makes a ring inside another its hole, and a ring inside that hole an island", () => {
    const outer = [0, 0, 10, 0, 10, 10, 0, 10];
    const hole = [2, 2, 8, 2, 8, 8, 2, 8];
    const island = [4, 4, 6, 4, 6, 6, 4, 6];
    const area = areaFromRings([outer, hole, island]);
    expect(area.polygons).toEqual([
      { outer, holes: [hole] },
      { outer: island, holes: [] },
    ]);
    const source = { area: area.bounds, polygons: area.polygons };
    expect([1, 3, 5].map((x) => areaHolds(source, { x, y: 5 }))).toEqual([true, false, true]);
  });
});

describe("regions looked up through their index", () => {
  it("finds the regions holding a point among 20 in the snapshot's order, as a scan would", () => {
    // Twenty 1" squares along x at 2" apart, a large pool over squares 3 and 17, one region without an area.
    const squares = Array.from({ length: 20 }, (_, i) =>
      region(`s${i}`, [{ type: "rectangle", x: 2 * i, y: 0, width: 1, height: 1 }], ["difficult"]),
    );
    const wide = region("wide", [{ type: "ellipse", x: 20, y: 0.5, radiusX: 15, radiusY: 0.4 }], ["water"]);
    const empty = { ...region("empty", [], []), area: null };
    const snapshot = scene([], [...squares.slice(0, 10), empty, wide, ...squares.slice(10)]);
    expect(regionsAt(snapshot, { x: 6.5, y: 0.5 }, 0).map((r) => r.id)).toEqual(["s3", "wide"]);
    expect(regionsAt(snapshot, { x: 34.5, y: 0.5 }, 0).map((r) => r.id)).toEqual(["wide", "s17"]);
    expect(regionsAt(snapshot, { x: 38.5, y: 0.5 }, 0).map((r) => r.id)).toEqual(["s19"]);
    expect(regionsAt(snapshot, { x: 1.5, y: 0.5 }, 0)).toEqual([]);
  });
});

describe("areasCoverDisc: a base wholly over the union of areas (a level drawn in pieces)", () => {
  const square = (x: number, width: number) => region(`r${x}`, [{ type: "rectangle", x, y: 0, width, height: 4 }], []);

  it("one area holds a base whole, or with its edge within the tolerance past the outline", () => {
    expect(areasCoverDisc([square(0, 4)], { x: 2, y: 2 }, 0.5)).toBe(true);
    expect(areasCoverDisc([square(0, 4)], { x: 3.6, y: 2 }, 0.5)).toBe(false);
    expect(areasCoverDisc([square(0, 4)], { x: 3.53, y: 2 }, 0.5, 0.05)).toBe(true);
  });

  it("two areas side by side cover a base across their join; a 0.2 crack between them does not", () => {
    expect(areasCoverDisc([square(0, 2), square(2, 2)], { x: 2, y: 2 }, 0.5)).toBe(true);
    expect(areasCoverDisc([square(0, 2), square(2.2, 2)], { x: 2, y: 2 }, 0.5)).toBe(false);
    // A hairline 0.01 wide, finer than the rings' points, is taken as joined (a GM's sloppy seam).
    expect(areasCoverDisc([square(0, 2), square(2.01, 2)], { x: 1.8, y: 2 }, 0.5)).toBe(true);
  });

  it("a rotated platform: a base on its middle fits, one at its corner does not", () => {
    const turned = region("turned", [{ type: "rectangle", x: 0, y: 0, width: 4, height: 2, rotation: 45 }], []);
    expect(areasCoverDisc([turned], { x: 2, y: 1 }, 0.5)).toBe(true);
    expect(areasCoverDisc([turned], { x: 3.2, y: 2.2 }, 0.5)).toBe(false);
    expect(areasCoverDisc([], { x: 2, y: 1 }, 0.5)).toBe(false);
  });
});

describe("areaThickness: how far across an obstacle is, at its widest, the short way", () => {
  const of = (shapes: RegionShapeData[]) => areaThickness(region("r", shapes, []));

  it("a pipeline 1 thick and 4 long is 1 across, turned 30° or not; a 3 by 3 crate is 3", () => {
    expect(of([{ type: "rectangle", x: 1, y: -2, width: 1, height: 4 }])).toBeCloseTo(1, 6);
    expect(of([{ type: "rectangle", x: 1, y: -2, width: 1, height: 4, rotation: 30 }])).toBeCloseTo(1, 6);
    expect(of([{ type: "rectangle", x: 0, y: 0, width: 3, height: 3 }])).toBeCloseTo(3, 6);
  });

  it("a barrel 1.5 wide is its diameter (within the 48-sided outline's 0.2 %)", () => {
    expect(of([{ type: "ellipse", x: 0, y: 0, radiusX: 0.75, radiusY: 0.75 }])).toBeCloseTo(1.5, 2);
  });

  it("an L-shaped barricade ½ thick with 4 arms is about its thickness, not its 4 length", () => {
    const width = of([{ type: "polygon", points: [0, 0, 4, 0, 4, 0.5, 0.5, 0.5, 0.5, 4, 0, 4] }]);
    expect(width).toBeGreaterThan(0.49);
    expect(width).toBeLessThan(1);
  });

  it("an L barricade with 1.5 thick arms is its largest disc's 1.76 across (the corner's), not the 2.12 of its diagonal", () => {
    const width = of([{ type: "polygon", points: [0, 0, 6, 0, 6, 1.5, 1.5, 1.5, 1.5, 6, 0, 6] }]);
    expect(width).toBeCloseTo((2 * 1.5 * Math.SQRT2) / (1 + Math.SQRT2), 3);
  });

  it("a 2 by 8 obstacle turned 10° is 2 across; a 3 by 3 crate turned 10° is 3", () => {
    expect(of([{ type: "rectangle", x: 0, y: 0, width: 2, height: 8, rotation: 10 }])).toBeCloseTo(2, 6);
    expect(of([{ type: "rectangle", x: 0, y: 0, width: 3, height: 3, rotation: 10 }])).toBeCloseTo(3, 6);
  });

  it("no area is 0 across", () => {
    expect(areaThickness({ area: null })).toBe(0);
  });
});
