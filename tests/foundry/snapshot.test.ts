import { describe, expect, it } from "vitest";
import {
  frameOf,
  pathOf,
  regionOf,
  sceneSnapshot,
  shapeBounds,
  topLeftAt,
  type RegionLike,
  type TokenLike,
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
      bottom: 4,
      top: null,
      terrain: [{ condition: "gap", height: 4, railing: true }],
      ductwayExit: "R2",
      lift: { travel: 3, usedRound: "c:2" },
    });
  });

  it("bounds rectangles, ellipses and polygons, ignoring holes", () => {
    expect(
      shapeBounds([
        { type: "ellipse", x: 100, y: 100, radiusX: 50, radiusY: 20 },
        { type: "polygon", points: [0, 300, 40, 320] },
        { type: "rectangle", x: -500, y: -500, width: 10, height: 10, hole: true },
      ]),
    ).toEqual({ x: 0, y: 80, width: 150, height: 240 });
    expect(shapeBounds([])).toBeNull();
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
