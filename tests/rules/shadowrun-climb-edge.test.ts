/**
 * Shadowrun climbing from the path (issue #10): a climbable surface (`climb`, its `surface` simple
 * or sheer) stops the move at its foot or top; the climb card is built with the Climbing Table's
 * surface (simple → broken +0, sheer → sheer −5: docs/rulings.md), up or down, and its metres move
 * the climber up or down the surface, or let the move go on at the top or floor.
 * Numbers from shadowrun-movement.md § Climbing (Climbing Table).
 */
import { describe, expect, it } from "vitest";
import { finishedMoveEffects, getRuleset, type SceneSnapshot } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";

const ruleset = getRuleset("shadowrun");
const terrain = ruleset.terrain;
const tests = ruleset.tests;

/** A human runner: Agility 4, Strength 3, Acrobatics 3: climbing pool 6 dice, no limit given. */
const runner = sr.runnerProfile({
  metatype: "human",
  agility: 4,
  strength: 3,
  body: 4,
  running: 5,
  swimming: 2,
  acrobatics: 3,
  armour: 9,
  physicalLimit: 0,
});

/** `hits` fives then ones enough to fill `size` dice. */
const dice = (size: number, hits: number) => [...Array(hits).fill(5), ...Array(size - hits).fill(2)];

const wall = (surface?: string, height = 12) => ({
  condition: "climb",
  height,
  railing: false,
  ...(surface ? { surface } : {}),
});

describe("a climbable surface is an edge (§ Climbing)", () => {
  it("is a condition a region can hold, and stops the move for the climb; a gap still wins", () => {
    expect(terrain.conditions).toEqual(["water", "climb", "gap", "softGround", "cushioned"]);
    expect(terrain.edgeTest?.(["climb"])).toBe("climb");
    expect(terrain.edgeTest?.(["climb", "sheer"])).toBe("climb");
    expect(terrain.edgeTest?.(["climb", "gap"])).toBe("jump");
    expect(terrain.edgeTest?.(["water"])).toBeNull();
    expect(() => terrain.edgeTest?.("climb" as never)).toThrow(TypeError);
  });

  it("maps the behavior's surface to the Climbing Table: simple → broken, sheer → sheer", () => {
    expect(sr.climbSurfaceOf("simple")).toBe("broken");
    expect(sr.climbSurfaceOf("sheer")).toBe("sheer");
    expect(sr.climbSurfaceOf(undefined)).toBe("broken");
    expect(sr.climbSurfaceOf("glass")).toBe("broken");
  });

  it("climbs up from below the top, the height still to go; down from the top to the floor", () => {
    const options = terrain.edgeTestOptions;
    const at = (elevation: number) => ({ across: 1, runUp: 0, heading: 0, elevation });
    expect(options(wall("simple"), at(0))).toEqual({ direction: "up", surface: "broken", height: "12" });
    expect(options(wall("sheer"), at(5))).toEqual({ direction: "up", surface: "sheer", height: "7" });
    expect(options(wall("simple"), at(12))).toEqual({ direction: "down", surface: "broken", height: "12" });
    expect(options(wall(undefined), at(13.5))).toEqual({ direction: "down", surface: "broken", height: "13.5" });
    expect(options({ condition: "gap", height: 12, width: 3 }, at(12))).toEqual({
      start: "standing",
      depth: "12",
      heading: "0",
    });
    // Without a heading, a gap names no depth: a jump falling short then only falls short.
    expect(options({ condition: "gap", height: 12, width: 3 }, { elevation: 0 })).toEqual({ start: "standing" });
    // A climb is about its height in the options, not a distance; a gap about its width.
    expect(terrain.edgeTestDistance?.({ ...wall("simple"), width: 3 })).toBe(0);
    expect(terrain.edgeTestDistance?.({ condition: "gap", height: 12, width: 3 })).toBe(3);
  });
});

describe("the climb card from the path", () => {
  const edgeCall = (surface: string, direction: string, height: string) =>
    tests.buildTest({ kind: "climb", options: { direction, surface, height } })!;

  it("carries the surface's modifier: broken +0 (6 dice), sheer −5 (1 die)", () => {
    const broken = edgeCall("broken", "up", "12");
    expect(broken.kind).toBe("climbUp");
    expect(broken.modifiers).toEqual([{ source: "surface.broken", value: 0 }]);
    expect(tests.formula(broken, 6)).toBe("6d6cs>=5");
    const sheer = edgeCall("sheer", "down", "12");
    expect(sheer.kind).toBe("climbDown");
    expect(sheer.modifiers).toEqual([{ source: "surface.sheer", value: -5 }]);
    expect(tests.formula(sheer, 6)).toBe("1d6cs>=5");
    // The card stores the request and rebuilds the same call.
    expect(tests.buildTest(sheer.request!)).toEqual(sheer);
    expect(tests.describe(broken, 6).reason).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.climbUpHeight",
      data: { height: 12 },
    });
  });

  it("unassisted up: 1 m per 2 hits; 3 hits on a 12 m wall go 1 m up and stay there", () => {
    const call = edgeCall("broken", "up", "12");
    expect(tests.resolve(call, 6, dice(6, 3), runner)).toMatchObject({
      success: true,
      outcome: "climbed",
      pool: { hits: 3, amount: 1 },
      consequences: [{ type: "reposition", distance: 0, heading: 0, rise: 1 }],
    });
  });

  it("reaching the top: up 1 m per 2 hits, 4 hits on the last 2 m; the move goes on", () => {
    const call = edgeCall("broken", "up", "2");
    const resolution = tests.resolve(call, 6, dice(6, 4), runner);
    expect(resolution).toMatchObject({ outcome: "climbedTop", pool: { amount: 2 } });
    expect(resolution.consequences).toEqual([
      { type: "reposition", distance: 0, heading: 0, rise: 2 },
      { type: "crossEdge" },
    ]);
    expect(tests.describeResult(call, resolution).outcome.key).toBe("STRIDE.Shadowrun.Card.outcome.climbedTop");
  });

  it("down unassisted: 1 m per hit; 3 hits on 12 m go 3 m down, 3 hits on 2 m reach the floor", () => {
    expect(tests.resolve(edgeCall("broken", "down", "12"), 6, dice(6, 3), runner)).toMatchObject({
      outcome: "climbed",
      pool: { amount: 3 },
      consequences: [{ type: "reposition", distance: 0, heading: 0, rise: -3 }],
    });
    expect(tests.resolve(edgeCall("broken", "down", "2"), 6, dice(6, 3), runner)).toMatchObject({
      outcome: "climbedBottom",
      pool: { amount: 2 },
      consequences: [{ type: "reposition", distance: 0, heading: 0, rise: -2 }, { type: "crossEdge" }],
    });
  });

  it("with gear down is rappelling: the Acrobatics + Body [Physical] (2) test, 20 m + 1 per net hit reaches the floor of a 12 m wall", () => {
    const call = tests.buildTest({
      kind: "climb",
      options: { direction: "down", surface: "broken", height: "12", assisted: "true" },
    })!;
    // The rappel test the rappel card rolls (Climbing Table: "Assisted climbing down (rappelling)").
    expect(call).toMatchObject({ kind: "rappel", characteristic: "rappelPool", modifiers: [] });
    expect(call).toEqual({ ...tests.buildTest({ kind: "rappel" })!, request: call.request });
    // Pool 6, 2 hits: the threshold met, 20 m ≥ 12 m.
    expect(tests.resolve(call, 6, dice(6, 2), runner)).toMatchObject({
      outcome: "climbedBottom",
      pool: { amount: 12, threshold: 2, netHits: 0 },
      consequences: [{ type: "reposition", distance: 0, heading: 0, rise: -12 }, { type: "crossEdge" }],
    });
    // 1 hit misses the threshold: no descent, as the rappel card's.
    expect(tests.resolve(call, 6, dice(6, 1), runner)).toMatchObject({ outcome: "rappelFails", consequences: [] });
  });

  it("on a 30 m wall, 4 hits (2 net) rappel 22 m: the token goes 22 m down the wall", () => {
    const call = tests.buildTest({
      kind: "climb",
      options: { direction: "down", surface: "broken", height: "30", assisted: "true" },
    })!;
    expect(tests.resolve(call, 6, dice(6, 4), runner)).toMatchObject({
      outcome: "climbed",
      pool: { amount: 22 },
      consequences: [{ type: "reposition", distance: 0, heading: 0, rise: -22 }],
    });
  });

  it("one hit up (0 m) makes no headway: nothing moves", () => {
    expect(tests.resolve(edgeCall("broken", "up", "12"), 6, dice(6, 1), runner)).toMatchObject({
      success: false,
      outcome: "noProgress",
      consequences: [],
    });
  });

  it("a climb from the HUD (no height) only gives its metres", () => {
    const call = tests.buildTest({ kind: "climb", options: { direction: "up", assisted: "true" } })!;
    expect(tests.resolve(call, 6, dice(8, 3), runner)).toMatchObject({ outcome: "climbed", consequences: [] });
  });
});

describe("a finished move in combat stops at the wall's foot and posts the climb (edgeStopEffects)", () => {
  const snapshot = (elevation: number, surface: string): SceneSnapshot => ({
    unit: "m",
    gridStep: 1,
    bounds: null,
    regions: [
      {
        id: "w",
        name: "Wall",
        area: { x: 3, y: -2, width: 1, height: 4 },
        bottom: null,
        top: null,
        terrain: [{ condition: "climb", height: 12, railing: false, surface }],
        ductwayExit: null,
        lift: null,
      },
    ],
    models: [
      {
        id: "t1",
        name: "Twitch",
        kind: "character",
        disposition: "friendly",
        base: { x: 2.5, y: 0, radius: 0.5 },
        footprint: { x: 2, y: -0.5, width: 1, height: 1 },
        elevation,
        status: null,
        characteristics: {},
        visible: true,
      },
    ],
  });
  const move = (elevation: number) => ({
    mover: "t1",
    path: [0.5, 1.5, 2.5].map((x) => ({ x, y: 0, elevation, action: "srWalk", conditions: [] })),
    summary: null,
    inCombat: true,
  });

  it.each([
    ["simple", 0, "climbUp", "broken", "12", 0],
    ["sheer", 0, "climbUp", "sheer", "12", -5],
    ["simple", 12, "climbDown", "broken", "12", 0],
    ["sheer", 12, "climbDown", "sheer", "12", -5],
  ])("a %s wall from elevation %d m: %s on the %s surface (%s m, %d dice)", (surface, at, kind, row, height, mod) => {
    const effects = finishedMoveEffects(snapshot(at, surface), move(at), ruleset);
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({
      type: "test",
      model: "t1",
      call: { kind, modifiers: [{ source: `surface.${row}`, value: mod }], request: { options: { height } } },
    });
  });

  it("not outside a started combat", () => {
    expect(finishedMoveEffects(snapshot(0, "simple"), { ...move(0), inCombat: false }, ruleset)).toEqual([]);
  });
});
