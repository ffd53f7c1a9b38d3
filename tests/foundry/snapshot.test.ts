import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import {
  frameOf,
  pathOf,
  regionOf,
  sceneSnapshot,
  shapesOf,
  topLeftAt,
  wallsOf,
  type RegionLike,
  type TokenLike,
  type WallLike,
} from "../../src/foundry/snapshot";

/** An inch grid of 100 px per inch (Necromunda's scenes). */
const inchGrid = { size: 100, distance: 1, units: "in" };

function token(id: string, extra: Partial<TokenLike> = {}): TokenLike {
  return {
    id,
    name: id,
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    disposition: 1,
    actor: { type: "fighter", system: { status: "standing", movementProfile: { characteristics: { move: 5 } } } },
    ...extra,
  };
}

describe("the scene snapshot (src/rules/scene/snapshot.ts shapes, ruleset units)", () => {
  it("reads a fighter's base, footprint, elevation and characteristics in inches", () => {
    const snapshot = sceneSnapshot(
      { grid: inchGrid, tokens: [token("a", { x: 200, y: 300, elevation: 2, disposition: -1 })] },
      "in",
    );
    expect(snapshot.models).toEqual([
      {
        id: "a",
        name: "a",
        kind: "character",
        disposition: "hostile",
        base: { x: 2.5, y: 3.5, radius: 0.5 },
        footprint: { x: 2, y: 3, width: 1, height: 1 },
        elevation: 2,
        status: "standing",
        characteristics: { move: 5 },
        visible: true,
      },
    ]);
    expect(snapshot.gridStep).toBe(1);
  });

  it("converts a metre scene into inches (ruling 6) and back to pixels", () => {
    const frame = frameOf({ size: 50, distance: 1, units: "m" }, "in");
    expect(frame.ratio).toBeCloseTo(39.3701, 3);
    const centre = { x: 100 * frame.scale, y: 100 * frame.scale };
    expect(topLeftAt(centre, { width: 2, height: 2 }, frame)).toEqual({ x: 50, y: 50 });
  });

  it("declares vehicles by their data model's kind or their actor type, and reads Toughness by facing", () => {
    const frame = frameOf(inchGrid, "in");
    const byType = sceneSnapshot(
      {
        grid: inchGrid,
        tokens: [token("v", { actor: { type: "vehicle", system: { toughness: { front: 8, side: "7", rear: 6 } } } })],
      },
      "in",
    ).models[0];
    expect(byType).toMatchObject({ kind: "vehicle", toughness: { front: 8, side: 7, rear: 6 } });
    const byKind = sceneSnapshot(
      { grid: inchGrid, tokens: [token("w", { actor: { type: "anything", system: { kind: "vehicle" } } })] },
      "in",
    ).models[0];
    expect(byKind?.kind).toBe("vehicle");
    expect(frame.scale).toBe(0.01);
  });

  it("reads the token's scene level where the scene has levels (v14), and none on v13", () => {
    const onLevel = sceneSnapshot({ grid: inchGrid, tokens: [token("a", { level: "upper" }), token("b")] }, "in");
    expect(onLevel.models.map((m) => m.level)).toEqual(["upper", undefined]);
  });

  it("leaves out tokens without an actor and marks those the user cannot see", () => {
    const snapshot = sceneSnapshot(
      { grid: inchGrid, tokens: [token("a"), token("b", { actor: null }), token("c")] },
      "in",
      { canSee: (t) => t.id !== "c" },
    );
    expect(snapshot.models.map((m) => [m.id, m.visible])).toEqual([
      ["a", true],
      ["c", false],
    ]);
  });

  it("reads a region's terrain, ductway exit and lift, skipping disabled behaviors", () => {
    const region: RegionLike = {
      id: "R1",
      name: "Gantry gap",
      elevation: { bottom: 4, top: null },
      shapes: [{ type: "rectangle", x: 100, y: 200, width: 300, height: 100 }],
      behaviors: [
        { type: "stride.terrain", system: { condition: "gap", height: 4, railing: true } },
        { type: "stride.terrain", disabled: true, system: { condition: "obstacle", height: 1 } },
        { type: "stride.ductway", system: { exit: "Scene.S1.Region.R2" } },
        { type: "stride.lift", system: { travel: 3 }, flags: { stride: { usedRound: "c:2" } } },
      ],
    };
    expect(regionOf(region, frameOf(inchGrid, "in"))).toEqual({
      id: "R1",
      name: "Gantry gap",
      area: { x: 1, y: 2, width: 3, height: 1 },
      polygons: [{ outer: [1, 2, 4, 2, 4, 3, 1, 3], holes: [] }],
      bottom: 4,
      top: null,
      terrain: [{ condition: "gap", height: 4, railing: true }],
      ductwayExit: "R2",
      lift: { travel: 3, usedRound: "c:2" },
    });
  });

  /** A region of these shapes (and Foundry's own polygons, when given) with no behavior. */
  const shaped = (shapes: RegionLike["shapes"], polygons?: RegionLike["polygons"]): RegionLike => ({
    id: "R",
    name: "R",
    shapes,
    ...(polygons ? { polygons } : {}),
    behaviors: [],
  });
  const round = (ring: readonly number[]) => ring.map((v) => +v.toFixed(9));

  it('with the ruleset, reads a Necromunda obstacle more than 2" across as a structure whose top is raised (§ Obstacles)', () => {
    const obstacle = (id: string, width: number): RegionLike => ({
      id,
      name: id,
      shapes: [{ type: "rectangle", x: 0, y: 0, width, height: 400, rotation: 0, hole: false }],
      behaviors: [{ type: "stride.terrain", system: { condition: "obstacle", height: 1.5 } }],
    });
    const scene = { grid: inchGrid, tokens: [], regions: [obstacle("pipe", 100), obstacle("crate", 300)] };
    const [pipe, crate] = sceneSnapshot(scene, "in", { ruleset: getRuleset("necromunda") }).regions;
    expect(pipe!.terrain).toEqual([{ condition: "obstacle", height: 1.5, railing: false }]);
    expect(crate!.terrain).toEqual([
      { condition: "structure", height: 1.5, railing: false, width: expect.closeTo(3, 6) },
      { condition: "raised", height: 1.5, railing: false },
    ]);
    // Without the ruleset, as painted.
    expect(sceneSnapshot(scene, "in").regions[1]!.terrain).toEqual([
      { condition: "obstacle", height: 1.5, railing: false },
    ]);
  });

  it("reads a rotated rectangle with a hole from its shapes, in inches", () => {
    // 400 × 200 px at (100, 100), turned 90° about its centre (300, 200): in inches 4 × 2 at (1, 1)
    // about (3, 2), so 2 wide and 4 tall, from (2, 0) to (4, 4). The hole is a 0.5" square at (2.75, 1.75).
    const snapshot = regionOf(
      shaped([
        { type: "rectangle", x: 100, y: 100, width: 400, height: 200, rotation: 90 },
        { type: "rectangle", x: 275, y: 175, width: 50, height: 50, hole: true },
      ]),
      frameOf(inchGrid, "in"),
    );
    expect(snapshot.area).toEqual({ x: 2, y: 0, width: 2, height: 4 });
    // Corners from the top-left one, turned clockwise: (1, 1) → (4, 0), (5, 1) → (4, 4), (5, 3) → (2, 4), (1, 3) → (2, 0).
    expect(round(snapshot.polygons![0]!.outer)).toEqual([4, 0, 4, 4, 2, 4, 2, 0]);
    expect(snapshot.polygons![0]!.holes.map(round)).toEqual([[2.75, 1.75, 3.25, 1.75, 3.25, 2.25, 2.75, 2.25]]);
  });

  it("reads ellipses and circles as 48-gons around their centre, scaled", () => {
    const [ellipse, circle] = shapesOf(
      [
        { type: "ellipse", x: 100, y: 100, radiusX: 50, radiusY: 20, rotation: 30 },
        { type: "circle", x: 300, y: 300, radius: 100 },
      ],
      0.01,
    );
    expect(ellipse).toEqual({ type: "ellipse", x: 1, y: 1, radiusX: 0.5, radiusY: 0.2, rotation: 30, hole: false });
    expect(circle).toEqual({ type: "ellipse", x: 3, y: 3, radiusX: 1, radiusY: 1, rotation: 0, hole: false });
    const area = regionOf(shaped([{ type: "circle", x: 300, y: 300, radius: 100 }]), frameOf(inchGrid, "in"));
    expect(area.polygons![0]!.outer).toHaveLength(96);
    expect(round([area.area!.x, area.area!.y, area.area!.width, area.area!.height])).toEqual([2, 2, 2, 2]);
  });

  it("skips shapes of other kinds or with a number missing, and a region without shapes has no area", () => {
    expect(
      shapesOf(
        [
          { type: "cone", x: 0, y: 0 },
          { type: "rectangle", x: Number.NaN, y: 0, width: 10, height: 10 },
          { type: "ellipse", x: 0, y: 0, radiusX: 10 },
          { type: "polygon", points: [0, 0, 100, 0, 0, 100] },
        ],
        0.01,
      ),
    ).toEqual([{ type: "polygon", points: [0, 0, 1, 0, 0, 1], hole: false }]);
    expect(regionOf(shaped([]), frameOf(inchGrid, "in"))).toMatchObject({ area: null, polygons: [] });
  });

  it("prefers Foundry's own polygons: an outline and its hole, filled even-odd", () => {
    const snapshot = regionOf(
      shaped(
        [{ type: "rectangle", x: 0, y: 0, width: 1000, height: 1000 }],
        [{ points: [0, 0, 600, 0, 600, 600, 0, 600] }, { points: [200, 200, 400, 200, 400, 400, 200, 400] }],
      ),
      frameOf(inchGrid, "in"),
    );
    expect(snapshot.area).toEqual({ x: 0, y: 0, width: 6, height: 6 });
    expect(snapshot.polygons).toEqual([{ outer: [0, 0, 6, 0, 6, 6, 0, 6], holes: [[2, 2, 4, 2, 4, 4, 2, 4]] }]);
  });

  it("turns waypoints (top-left pixels, scene units) into the mover's centres with their terrain", () => {
    const path = pathOf(
      { width: 1, height: 1 },
      [
        { x: 0, y: 0, elevation: 0 },
        { x: 100, y: 0, elevation: 1, action: "move", terrain: { conditions: ["difficult", 3] } },
      ],
      frameOf(inchGrid, "in"),
    );
    expect(path).toEqual([
      { x: 0.5, y: 0.5, elevation: 0, conditions: [] },
      { x: 1.5, y: 0.5, elevation: 1, action: "move", conditions: ["difficult"] },
    ]);
  });
});

describe("walls in the snapshot (WallDocument: c, move, door, ds, dir)", () => {
  const wall = (c: number[], extra: Partial<WallLike> = {}): WallLike => ({
    c,
    move: 20,
    door: 0,
    ds: 0,
    dir: 0,
    ...extra,
  });

  it("keeps the walls that block movement, in inches, with a one-way wall's side", () => {
    const walls = wallsOf(
      [
        wall([100, 0, 100, 300]),
        wall([200, 0, 200, 300], { move: 0 }),
        wall([300, 0, 300, 300], { door: 1, ds: 1 }),
        wall([400, 0, 400, 300], { door: 1, ds: 0 }),
        wall([500, 0, 500, 300], { door: 2, ds: 2 }),
        wall([600, 0, 600, 300], { dir: 1 }),
        wall([700, 0, 700, 300], { dir: 2 }),
        wall([800, 0, Number.NaN, 300]),
        wall([900, 0, 900]),
      ],
      frameOf(inchGrid, "in"),
    );
    expect(walls).toEqual([
      { a: { x: 1, y: 0 }, b: { x: 1, y: 3 } },
      { a: { x: 4, y: 0 }, b: { x: 4, y: 3 } },
      { a: { x: 5, y: 0 }, b: { x: 5, y: 3 } },
      { a: { x: 6, y: 0 }, b: { x: 6, y: 3 }, blocks: "left" },
      { a: { x: 7, y: 0 }, b: { x: 7, y: 3 }, blocks: "right" },
    ]);
  });

  it("adds walls to the scene snapshot only where the scene has blocking ones", () => {
    expect(sceneSnapshot({ grid: inchGrid, tokens: [] }, "in")).not.toHaveProperty("walls");
    expect(
      sceneSnapshot({ grid: inchGrid, tokens: [], walls: [wall([0, 0, 0, 100], { move: 0 })] }, "in"),
    ).not.toHaveProperty("walls");
    expect(sceneSnapshot({ grid: inchGrid, tokens: [], walls: [wall([0, 0, 0, 100])] }, "in").walls).toEqual([
      { a: { x: 0, y: 0 }, b: { x: 0, y: 1 } },
    ]);
  });
});
