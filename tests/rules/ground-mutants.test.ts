/**
 * The ground a model stands on and how a path meets it (src/rules/moves/ground.ts): the cases the
 * worked examples in dh2-scene-terrain.test.ts leave open. Numbers from dh2-movement.md § Climbing,
 * § Running Horizontal Leaps and our rulings on run-ups (a step within tolerance of the line keeps it
 * straight) and gaps (the width comes from the path).
 */
import { describe, expect, it } from "vitest";
import {
  distanceAcross,
  followGround,
  groundElevation,
  repositionEffects,
  straightRunUp,
  terrainConditionIds,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type RegionTerrain,
  type SceneSnapshot,
} from "../../src/rules";
import { model as snapshotModel } from "../support/snapshots";

/** A 1 m character standing 4 m up. */
const model = (id: string, x: number, y: number): ModelSnapshot =>
  snapshotModel(id, x, y, { disposition: "friendly", elevation: 4, characteristics: { agility: 40, strength: 40 } });

function region(id: string, area: RegionSnapshot["area"], terrain: RegionTerrain[]): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain, ductwayExit: null, lift: null };
}

const raised = (height: number): RegionTerrain => ({ condition: "raised", height, railing: false });

function scene(models: ModelSnapshot[] = [], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "m", gridStep: 1, bounds: null, models, regions };
}

const step = (x: number, y: number, elevation = 0, extra: Partial<PathStep> = {}): PathStep => ({
  x,
  y,
  elevation,
  ...extra,
});

/** Points (x, y) as steps on the floor. */
const steps = (...points: [number, number][]) => points.map(([x, y]) => step(x, y));

describe("the ground under a point", () => {
  it("is the highest raised surface whichever region the scene lists first", () => {
    const tower = region("tower", { x: 0, y: 0, width: 4, height: 4 }, [raised(7)]);
    const ledge = region("ledge", { x: 0, y: 0, width: 10, height: 10 }, [raised(3)]);
    expect(groundElevation(scene([], [tower, ledge]), { x: 2, y: 2 })).toBe(7);
    expect(groundElevation(scene([], [ledge, tower]), { x: 2, y: 2 })).toBe(7);
  });

  it("names the bad input", () => {
    expect(() => terrainConditionIds(null as never)).toThrow(/^terrain must/);
    expect(() => terrainConditionIds({ condition: 5 } as never)).toThrow(/^terrain\.condition must/);
    expect(() => groundElevation(scene(), null as never)).toThrow(/^point must/);
  });
});

describe("a path following the ground (§ Climbing)", () => {
  it("counts a start within 0.01 of the ground as standing on it, so the path keeps to the floor", () => {
    const walked = followGround(scene(), [step(1, 1, 0.01), step(2, 1, 0.01)]);
    expect(walked.map((p) => p.elevation)).toEqual([0, 0]);
  });

  it("names the bad input", () => {
    expect(() => followGround(scene(), "x" as never)).toThrow(/^path must/);
    expect(() => followGround(scene(), [], null as never)).toThrow(/^options must/);
    expect(() => followGround(scene(), [], { airborne: "fly" as never })).toThrow(/^options\.airborne must/);
  });
});

describe("the straight run-up (§ Running Horizontal Leaps)", () => {
  it("runs along a line that crosses the −x direction, whichever side of it the steps stray", () => {
    // Ending at (8, 5) after a walk from x = 0 in +x; the steps stray 0.1 m either side (tolerance 0.5).
    const far = Math.hypot(8, 0.1);
    expect(straightRunUp(steps([0, 5.1], [4, 4.9], [8, 5]), 0.5)).toBeCloseTo(far, 9);
    expect(straightRunUp(steps([0, 4.9], [4, 5.1], [8, 5]), 0.5)).toBeCloseTo(far, 9);
    // A pause at the end (the last point repeated) changes nothing.
    expect(straightRunUp(steps([0, 4.9], [4, 5], [8, 5], [8, 5]), 0.5)).toBeCloseTo(far, 9);
  });

  it("runs along ±y too, straying either side", () => {
    const far = Math.hypot(8, 0.1);
    expect(straightRunUp(steps([5.1, 0], [5, 4], [5, 8]), 0.5)).toBeCloseTo(far, 9);
    expect(straightRunUp(steps([4.9, 0], [5, 4], [5, 8]), 0.5)).toBeCloseTo(far, 9);
    expect(straightRunUp(steps([5.1, 8], [5, 4], [5, 0]), 0.5)).toBeCloseTo(far, 9);
  });

  it("ends at a turn to either side", () => {
    expect(straightRunUp(steps([0, 8], [0, 4], [4, 4], [8, 4]), 0.5)).toBe(8);
    expect(straightRunUp(steps([0, 0], [0, 4], [4, 4], [8, 4]), 0.5)).toBe(8);
  });

  it("ends where the path doubled back, even along the same line", () => {
    // 4 → 8 then back to 0: the run-up is the last leg, 8 m.
    expect(straightRunUp(steps([4, 0], [8, 0], [0, 0]), 0.5)).toBe(8);
    // A repeated waypoint is not a doubling back.
    expect(straightRunUp(steps([12, 0], [8, 0], [8, 0], [0, 0]), 0.5)).toBe(12);
  });

  it("ignores an overshoot of the end within tolerance, but not a turn after it", () => {
    expect(straightRunUp(steps([-4, 0], [0.2, 0], [0, 0]), 0.5)).toBe(4);
    expect(straightRunUp(steps([-4, 0], [0.5, 0], [0, 0]), 0.5)).toBe(4); // exactly at tolerance
    expect(straightRunUp(steps([8, -0.1], [4, 0], [-0.2, 0], [0, 0]), 0.5)).toBeCloseTo(Math.hypot(8, 0.1), 9);
    expect(straightRunUp(steps([0, -4], [0, 0.3], [0.2, 0], [0, 0]), 0.5)).toBe(4);
    expect(straightRunUp(steps([-4, 4], [-4, 0], [0.2, 0], [0, 0]), 0.5)).toBe(4);
  });

  it("names the bad input", () => {
    expect(() => straightRunUp("x" as never, 0.5)).toThrow(/^path must/);
    expect(() => straightRunUp([], -1)).toThrow(/^tolerance must/);
  });
});

describe("a gap's width along the path", () => {
  it("crosses the whole gap along either edge, and nothing beside it", () => {
    const area = { x: 10, y: 0, width: 3, height: 10 };
    expect(distanceAcross(area, { x: 5, y: 0 }, 0)).toBeCloseTo(3, 9);
    expect(distanceAcross(area, { x: 5, y: 10 }, 0)).toBeCloseTo(3, 9);
    expect(distanceAcross(area, { x: 5, y: -1 }, 0)).toBe(0);
    expect(distanceAcross(area, { x: 5, y: 11 }, 0)).toBe(0);
  });

  it("on a slant from outside, is the slanted width", () => {
    const area = { x: 10, y: 0, width: 3, height: 10 };
    expect(distanceAcross(area, { x: 9, y: 5 }, Math.PI / 4)).toBeCloseTo(3 * Math.SQRT2, 9);
  });

  it("names the bad input", () => {
    const area = { x: 10, y: 0, width: 3, height: 10 };
    expect(() => distanceAcross(null as never, { x: 0, y: 0 }, 0)).toThrow(/^area must/);
    expect(() => distanceAcross(area, null as never, 0)).toThrow(/^from must/);
    expect(() => distanceAcross(area, { x: 0, y: 0 }, Number.NaN)).toThrow(/^heading must/);
  });
});

describe("the forced move of a rolled test", () => {
  it("moves the model along its heading (clockwise, y down) and by the rise", () => {
    const s = scene([model("a", 5, 5)]);
    const [moved] = repositionEffects(s, "a", { distance: 2, heading: Math.PI / 2, rise: -3 });
    expect(moved).toMatchObject({ type: "move", model: "a", elevation: 1 });
    const to = (moved as { to: { x: number; y: number } }).to;
    expect(to.x).toBeCloseTo(5, 9);
    expect(to.y).toBeCloseTo(7, 9);
  });

  it("does nothing for a model not on the scene, or when nothing changes", () => {
    const s = scene([model("a", 5, 5)]);
    expect(repositionEffects(s, "b", { distance: 1, heading: 0, rise: 1 })).toEqual([]);
    expect(repositionEffects(s, "a", { distance: 0, heading: 1, rise: 0 })).toEqual([]);
  });

  it("names the bad input", () => {
    const s = scene([model("a", 5, 5)]);
    const ok = { distance: 1, heading: 0, rise: 0 };
    expect(() => repositionEffects(s, 5 as never, ok)).toThrow(/^modelId must/);
    expect(() => repositionEffects(s, "a", null as never)).toThrow(/^reposition must/);
    expect(() => repositionEffects(s, "a", { ...ok, distance: -1 })).toThrow(/^reposition\.distance must/);
    expect(() => repositionEffects(s, "a", { ...ok, heading: Number.NaN })).toThrow(/^reposition\.heading must/);
    expect(() => repositionEffects(s, "a", { ...ok, rise: Number.NaN })).toThrow(/^reposition\.rise must/);
  });
});
