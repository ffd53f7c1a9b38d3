/**
 * Walls in the snapshot (scene/walls.ts): the engine's own moves — directly towards, the Charge's
 * run-on, a rider thrown off a vehicle — stop with the base against a wall that blocks movement; a
 * one-way wall holds only moves setting off on its blocking side.
 */
import { describe, expect, it } from "vitest";
import {
  chargeRunOn,
  directlyMove,
  fallOffVehicleEffects,
  getRuleset,
  prepareDrag,
  type DragInput,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
  type WallSnapshot,
} from "../../src/rules";
import { wallDistance, wallSide } from "../../src/rules/scene/walls";

const necromunda = getRuleset("necromunda");

/** A model with a 1" base (radius ½") centred at (x, y); a vehicle is 2" square. */
function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  const radius = extra.kind === "vehicle" ? 1 : 0.5;
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius },
    footprint: { x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5 },
    visible: true,
    ...extra,
  };
}

function scene(models: ModelSnapshot[], walls: WallSnapshot[]): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions: [], walls };
}

/** A wall across the x axis at x = `at`, from y = −3 to y = 3 (walking it, −y is on its … side). */
const across = (at: number, blocks?: "left" | "right"): WallSnapshot => ({
  a: { x: at, y: -3 },
  b: { x: at, y: 3 },
  ...(blocks ? { blocks } : {}),
});

describe("wallDistance", () => {
  it("is the distance to the first wall crossed, +Infinity with none", () => {
    expect(wallDistance([across(5), across(3)], { x: 0, y: 0 }, { x: 10, y: 0 })).toBeCloseTo(3, 12);
    expect(wallDistance([across(12)], { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(Infinity);
    expect(wallDistance(undefined, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(Infinity);
  });

  it("holds a move across a one-way wall only from its blocking side", () => {
    // Walking the wall from (5, −3) to (5, 3) (down the canvas), the origin (0, 0) lies on its right.
    expect(wallSide(across(5), { x: 0, y: 0 })).toBe("right");
    expect(wallDistance([across(5, "right")], { x: 0, y: 0 }, { x: 10, y: 0 })).toBeCloseTo(5, 12);
    expect(wallDistance([across(5, "left")], { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(Infinity);
    expect(wallDistance([across(5, "left")], { x: 10, y: 0 }, { x: 0, y: 0 })).toBeCloseTo(5, 12);
  });
});

describe("the engine's own moves stop at walls", () => {
  it('moves directly towards until its base touches the wall: centre at 4.5" for a wall at 5"', () => {
    const snapshot = scene([model("me", 0, 0, { disposition: "friendly" }), model("foe", 20, 0)], [across(5)]);
    const move = directlyMove(snapshot, "me", "foe", "towards", 8, necromunda)!;
    expect(move.stoppedBy).toBe("wall");
    expect(move.to.x).toBeCloseTo(4.5, 9);
    expect(move.distance).toBeCloseTo(4.5, 9);
    // Moving away from the foe (towards −x) nothing is in the way.
    expect(directlyMove(snapshot, "me", "foe", "away", 8, necromunda)!.stoppedBy).toBeNull();
  });

  it('stops a Charge\'s run-on against a wall: 3" dragged, then on to x = 5.5 before a wall at 6"', () => {
    const path: PathStep[] = Array.from({ length: 4 }, (_, i) => ({
      x: 0.5 + i,
      y: 0.5,
      elevation: 0,
      action: "charge",
    }));
    const input: DragInput = {
      path,
      segments: path.slice(1).map(() => ({ cost: 1, distance: 1 })),
      turn: {
        bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
        flying: null,
        variant: "core",
        ratio: 1,
      },
      history: { cost: 0, distance: 0 },
      edgeCleared: false,
      exact: true,
    };
    const models = [model("me", 0.5, 0.5, { disposition: "friendly" }), model("foe", 12.5, 0.5)];
    const open = chargeRunOn(prepareDrag(scene(models, []), "me", necromunda), input)!;
    expect(open.distance).toBeCloseTo(5, 9);
    const walled = chargeRunOn(prepareDrag(scene(models, [across(6)]), "me", necromunda), input)!;
    // From x = 3.5 the wall is 2.5" on; the base stops ½" short of it.
    expect(walled.distance).toBeCloseTo(2, 9);
    expect(walled.to.x).toBeCloseTo(5.5, 9);
  });

  it("lands a rider thrown off a vehicle against a wall between them", () => {
    const truck = model("truck", 5, 5, {
      kind: "vehicle",
      disposition: "friendly",
      toughness: { front: 8, side: 7, rear: 6 },
      characteristics: { move: 8 },
    });
    const rider = model("rider", 5.5, 5, { disposition: "friendly" });
    const moveOf = (walls: WallSnapshot[]) =>
      fallOffVehicleEffects(scene([truck, rider], walls), "rider", 0, necromunda).find(
        (e): e is Extract<Effect, { type: "move" }> => e.type === "move",
      )!;
    // Thrown 1" clear along +x: centre at 5 + 1 + 0.5 + 1 = 7.5 with nothing in the way.
    expect(moveOf([]).to.x).toBeCloseTo(7.5, 9);
    // A wall at x = 7 (from y = 2 to 8) stops it with its base against the wall: centre at 6.5.
    const wall = { a: { x: 7, y: 2 }, b: { x: 7, y: 8 } };
    expect(moveOf([wall]).to.x).toBeCloseTo(6.5, 9);
    expect(moveOf([wall]).to.y).toBeCloseTo(5, 9);
  });

  it("refuses walls that are not segments", () => {
    const bad = {
      ...scene([model("me", 0, 0), model("foe", 5, 0)], []),
      walls: [{ a: { x: 0, y: NaN }, b: { x: 1, y: 1 } }],
    };
    expect(() => directlyMove(bad, "me", "foe", "towards", 1, necromunda)).toThrow(RangeError);
  });
});

describe("a base touches a wall before its centre reaches it", () => {
  it("stops a base of radius ½ moving along a wall's end: it touches the end at x = 5 − √(0.25 − 0.16)", () => {
    // The wall runs from (5, 0.4) down to (5, 3); the centre moves along y = 0 from x = 0. It never
    // crosses the wall, but its edge meets the end (5, 0.4) when (5 − x)² + 0.4² = 0.5².
    const wall = { a: { x: 5, y: 0.4 }, b: { x: 5, y: 3 } };
    expect(wallDistance([wall], { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(Infinity);
    expect(wallDistance([wall], { x: 0, y: 0 }, { x: 10, y: 0 }, 0.5)).toBeCloseTo(5 - Math.sqrt(0.25 - 0.16), 12);
  });

  it("lets a base standing against a wall move along it or away, not through it", () => {
    const wall = across(5);
    expect(wallDistance([wall], { x: 4.5, y: 0 }, { x: 4.5, y: 2 }, 0.5)).toBe(Infinity);
    expect(wallDistance([wall], { x: 4.5, y: 0 }, { x: 0, y: 0 }, 0.5)).toBe(Infinity);
    expect(wallDistance([wall], { x: 4.5, y: 0 }, { x: 10, y: 0 }, 0.5)).toBeCloseTo(0.5, 12);
  });
});
