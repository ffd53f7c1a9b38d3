/**
 * Shadowrun's edge tests on the scene (shadowrun-movement.md § Jumping: running or standing, with
 * enough room to get up to speed; § Climbing), as rulesets/shadowrun/terrain.ts reads a gap or a
 * climb region: how far the jump is, whether it is standing, how deep a miss falls, and which way
 * a climb goes.
 */
import { describe, expect, it } from "vitest";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

const gap = (width: unknown, height: unknown = 3) => ({ condition: "gap", width, height }) as never;
const climb = (height: unknown, surface?: string) => ({ condition: "climb", height, surface }) as never;

describe("sceneEdgeTestDistance: a gap's width to jump", () => {
  it("is the gap's width when it is a positive finite number, else 0; a climb has none", () => {
    expect(shadowrun.sceneEdgeTestDistance(gap(2.5))).toBe(2.5);
    for (const width of [0, -1, Infinity, "2", undefined]) expect(shadowrun.sceneEdgeTestDistance(gap(width))).toBe(0);
    expect(shadowrun.sceneEdgeTestDistance({ condition: "climb", height: 3, width: 2 })).toBe(0);
    expect(shadowrun.sceneEdgeTestDistance(null as never)).toBe(0);
  });
});

describe("sceneEdgeTestOptions over a gap", () => {
  it("is a standing jump with less than 4 m of run-up, or none", () => {
    const options = (runUp?: number) => shadowrun.sceneEdgeTestOptions(gap(2, 0), { elevation: 0, runUp });
    expect(options(4)).toEqual({});
    expect(options(3.9)).toEqual({ start: "standing" });
    expect(options(undefined)).toEqual({ start: "standing" });
    expect(options("5" as never)).toEqual({ start: "standing" });
  });

  it("carries the depth a miss falls and the heading it was made on, when both are known", () => {
    const at = { elevation: 0, runUp: 6, heading: 1.5 };
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 3.456), at)).toEqual({ depth: "3.46", heading: "1.5" });
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 0), at)).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(gap(2, -2), at)).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 2e6), at)).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(gap(2, "3"), at)).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 1e6), at)).toEqual({ depth: "1000000", heading: "1.5" });
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 3), { elevation: 0, runUp: 6 })).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(gap(2, 3), null as never)).toEqual({ start: "standing" });
  });
});

describe("sceneEdgeTestOptions at a climb", () => {
  it("climbs up what is left above the model, or down to the floor from the top", () => {
    const from = (elevation: number) => shadowrun.sceneEdgeTestOptions(climb(5), { elevation });
    expect(from(0)).toEqual({ direction: "up", surface: "broken", height: "5" });
    expect(from(2)).toEqual({ direction: "up", surface: "broken", height: "3" });
    expect(from(4.995)).toEqual({ direction: "down", surface: "broken", height: "5" });
    expect(from(6)).toEqual({ direction: "down", surface: "broken", height: "6" });
    // A climb 0 m high from the floor is up 0 m, not down.
    expect(shadowrun.sceneEdgeTestOptions(climb(0), { elevation: 0 })).toEqual({
      direction: "up",
      surface: "broken",
      height: "0",
    });
    expect(shadowrun.sceneEdgeTestOptions(climb(5, "sheer"), { elevation: Number.NaN })).toEqual({
      direction: "up",
      surface: "sheer",
      height: "5",
    });
    expect(shadowrun.sceneEdgeTestOptions(climb(5), null as never)).toMatchObject({ direction: "up", height: "5" });
  });

  it("asks nothing of other terrain", () => {
    expect(shadowrun.sceneEdgeTestOptions({ condition: "difficult", height: 1 }, { elevation: 0 })).toEqual({});
    expect(shadowrun.sceneEdgeTestOptions(null as never, { elevation: 0 })).toEqual({});
  });
});
