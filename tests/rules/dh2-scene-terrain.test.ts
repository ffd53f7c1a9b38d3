/**
 * Dark Heresy scene terrain (issue #13): raised surfaces, climbable surfaces, gaps and water on the
 * one terrain behavior, the ground a path stands on, the edge tests a path stops for and what their
 * results move. Numbers from dh2-movement.md § Simple Climbs, § Sheer Surfaces, § Standing Vertical
 * Jumps, § Standing/Running Horizontal Leaps, § Swimming, and the worked examples.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  distanceAcross,
  edgeStopEffects,
  finishedMoveEffects,
  followGround,
  getRuleset,
  groundElevation,
  repositionEffects,
  straightRunUp,
  terrainConditionIds,
  type FinishedMove,
  type ModelSnapshot,
  type MovementTestCall,
  type PathStep,
  type RegionSnapshot,
  type RegionTerrain,
  type SceneSnapshot,
  type TestConsequence,
} from "../../src/rules";
import * as dh2Module from "../../src/rules/rulesets/dh2";
import { spread } from "../support/spread";

const dh2 = getRuleset("dh2");

function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "friendly",
    base: { x, y, radius: 0.5 },
    footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    elevation: 0,
    status: null,
    characteristics: { agility: 40, strength: 40 },
    visible: true,
    ...extra,
  };
}

function region(id: string, area: RegionSnapshot["area"], terrain: RegionTerrain[]): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain, ductwayExit: null, lift: null };
}

const terrain = (condition: string, height = 0, extra: Partial<RegionTerrain> = {}): RegionTerrain => ({
  condition,
  height,
  railing: false,
  ...extra,
});

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "m", gridStep: 1, bounds: null, models, regions };
}

const step = (x: number, y: number, elevation = 0, extra: Partial<PathStep> = {}): PathStep => ({
  x,
  y,
  elevation,
  ...extra,
});

/** A straight walk along y = 5 from x = `from` to x = `to`, one step per metre. */
const walk = (from: number, to: number, elevation = 0) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => step(from + Math.sign(to - from) * i, 5, elevation));

/** The Proving Ground's layout in metres: a ledge 3 m up behind its sheer wall, a 3 m chasm 5 m deep, a pool. */
const ledge = region("ledge", { x: 31, y: 2, width: 10, height: 4 }, [terrain("raised", 3, { railing: true })]);
const wall = region("wall", { x: 31, y: 6, width: 10, height: 1 }, [terrain("climb", 3, { surface: "sheer" })]);
const chasm = region("chasm", { x: 10, y: 0, width: 3, height: 10 }, [terrain("gap", 5)]);
const pool = region("pool", { x: 31, y: 19, width: 8, height: 5 }, [terrain("water", 0, { water: "hazardous" })]);

describe("scene terrain conditions and their fields' qualifiers", () => {
  it("dh2 lists a raised surface, a climbable surface, a gap and water after its ground conditions", () => {
    expect(dh2.terrain.conditions.slice(-4)).toEqual(["raised", "climb", "gap", "water"]);
    // None of them halves movement.
    expect(dh2.terrain.costMultiplier(["raised", "climb", "gap", "water", "sheer", "hazardousWater"])).toBe(1);
  });

  it("a sheer surface and hazardous or deep water add their qualifier; calm water and a simple climb none", () => {
    expect(terrainConditionIds(terrain("climb", 3, { surface: "sheer" }))).toEqual(["climb", "sheer"]);
    expect(terrainConditionIds(terrain("climb", 3, { surface: "simple" }))).toEqual(["climb"]);
    expect(terrainConditionIds(terrain("water", 0, { water: "hazardous" }))).toEqual(["water", "hazardousWater"]);
    expect(terrainConditionIds(terrain("water", 0, { water: "deep" }))).toEqual(["water", "deepWater"]);
    expect(terrainConditionIds(terrain("water", 0, { water: "calm" }))).toEqual(["water"]);
    expect(terrainConditionIds(terrain("water", 0, { water: "constructor" }))).toEqual(["water"]);
    expect(() => terrainConditionIds({ condition: 3 } as never)).toThrow(TypeError);
  });

  it("the edge tests: a gap's leap, a simple climb's Strength or Athletics test, a sheer one's Athletics at −10, water's swim", () => {
    expect(dh2Module.sceneEdgeTest(["gap"])).toBe("leap");
    expect(dh2Module.sceneEdgeTest(["climb"])).toBe("climb");
    expect(dh2Module.sceneEdgeTest(["climb", "sheer"])).toBe("sheerClimb");
    expect(dh2Module.sceneEdgeTest(["gap", "climb"])).toBe("leap");
    // Hazardous or deep water: the swim test at its edge (§ Swimming); calm water none.
    expect(dh2Module.sceneEdgeTest(["raised", "water", "hazardousWater", "mud"])).toBe("swim");
    expect(dh2Module.sceneEdgeTest(["water", "deepWater"])).toBe("swim");
    expect(dh2Module.sceneEdgeTest(["water"])).toBeNull();
    // A raised surface: the ledge's climb, unless it is no higher than a step (½ m) above the mover.
    expect(dh2Module.sceneEdgeTest(["raised", "mud"])).toBe("ledge");
    expect(dh2Module.sceneEdgeTest(["mud"])).toBeNull();
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, 0.5)).toBe(true);
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, -3)).toBe(true);
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, 0.51)).toBe(false);
    expect(dh2.terrain.stepsOver?.("climb", 2, 1, 0)).toBe(false);
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, Number.NaN)).toBe(false);
    // A hoverer clears a climbable or raised surface no higher than its altitude, 2 m (§ Hovering Altitude).
    const hovering = (height: number) => ({ position: "hovering", height });
    expect(dh2.terrain.stepsOver?.("sheerClimb", 2, 1, 0, hovering(2))).toBe(true);
    expect(dh2.terrain.stepsOver?.("climb", 2, 1, 0, hovering(2.01))).toBe(false);
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, 0, hovering(3))).toBe(false);
    expect(dh2.terrain.stepsOver?.("ledge", 2, 1, 0, hovering(1.5))).toBe(true);
    expect(dh2.terrain.stepsOver?.("leap", 2, 1, 0, hovering(0))).toBe(false);
    expect(dh2.terrain.stepsOver?.("climb", 2, 1, 0, { position: "low", height: 1 })).toBe(false);
    // Its card is the simple climb, the request kept as asked.
    const ledgeClimb = dh2.tests.buildTest({ kind: "ledge", options: { height: "3" } })!;
    expect([ledgeClimb.kind, ledgeClimb.request?.kind]).toEqual(["climb", "ledge"]);
    expect(dh2Module.sceneEdgeTest(["climb", "water", "deepWater"])).toBe("climb");
    expect(() => dh2Module.sceneEdgeTest("gap" as never)).toThrow(TypeError);
    const sheer = dh2.tests.buildTest({ kind: "sheerClimb" })!;
    expect(sheer.modifiers).toEqual([{ source: "hardPrinted", value: -10 }]); // ruling 5
  });
});

describe("the ground a path stands on", () => {
  const s = scene([model("a", 35, 8)], [ledge, wall, chasm]);

  it("is the highest raised surface under a point, else the floor; a gap does not lower it", () => {
    expect(groundElevation(s, { x: 35, y: 4 })).toBe(3);
    expect(groundElevation(s, { x: 35, y: 6.5 })).toBe(0);
    expect(groundElevation(s, { x: 11, y: 5 })).toBe(0);
    const higher = region("tower", { x: 34, y: 3, width: 1, height: 1 }, [terrain("raised", 7)]);
    expect(groundElevation(scene([], [ledge, higher]), { x: 34.5, y: 3.5 })).toBe(7);
  });

  it("a walk onto the ledge stands on it at 3 m, and a walk off it comes down to the floor", () => {
    const up = followGround(s, [step(35, 8), step(35, 6.5), step(35, 4)]);
    expect(up.map((p) => p.elevation)).toEqual([0, 0, 3]);
    const down = followGround(s, [step(35, 4, 3), step(45, 4, 3)]);
    expect(down.map((p) => p.elevation)).toEqual([3, 0]);
  });

  it("a flyer's steps and a path that sets off above the ground keep their elevation, but never sink below it", () => {
    const flying = followGround(s, [step(35, 8), step(35, 4, 0, { action: "fly" })], { airborne: ["fly"] });
    expect(flying[1]!.elevation).toBe(0);
    const aloft = followGround(s, [step(35, 8, 10), step(35, 4, 10), step(45, 4, 10)]);
    expect(aloft.map((p) => p.elevation)).toEqual([10, 10, 10]);
    // Part-way up the wall (2 m) and onto the ledge: it stands on the ledge at 3 m.
    const climber = followGround(s, [step(35, 6.5, 2), step(35, 4, 2)]);
    expect(climber.map((p) => p.elevation)).toEqual([2, 3]);
  });

  it("rejects junk with a named error", () => {
    expect(() => followGround(s, [step(1, Number.NaN)])).toThrow(RangeError);
    expect(() => groundElevation(s, { x: 1 } as never)).toThrow();
    expect(() => followGround(s, [], { airborne: "fly" as never })).toThrow(TypeError);
  });
});

describe("the straight run-up before an edge (§ Running Horizontal Leaps)", () => {
  it("counts a straight walk, 3, 4, 8 and 20 m", () => {
    for (const metres of [3, 4, 8, 20]) expect(straightRunUp(walk(0, metres), 0.5)).toBeCloseTo(metres, 9);
  });

  it("stops at a turn, and a standing leap has none", () => {
    const bent = [step(0, 0), step(0, 4), step(4, 4), step(8, 4)];
    expect(straightRunUp(bent, 0.5)).toBe(8); // along y = 4 from x = 0; the turn at (0, 4) ends it
    expect(straightRunUp([step(0, 0), step(0, 6), step(3, 6)], 0.5)).toBe(3);
    expect(straightRunUp([step(2, 2)], 0.5)).toBe(0);
    // Back and forth is no run-up beyond the last leg.
    expect(straightRunUp([step(0, 0), step(6, 0), step(2, 0)], 0.5)).toBe(4);
  });

  it("is linear on a 10,000-step straight path", () => {
    const long = Array.from({ length: 10_000 }, (_, i) => step(i * 0.01, 0));
    const started = performance.now();
    expect(straightRunUp(long, 0.5)).toBeCloseTo(99.99, 6);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("never exceeds the distance from the first step to the last (property)", () => {
    const pt = fc.record({
      x: spread(-50, 50),
      y: spread(-50, 50),
    });
    fc.assert(
      fc.property(fc.array(pt, { minLength: 1, maxLength: 12 }), (points) => {
        const path = points.map((p) => step(p.x, p.y));
        const end = path.at(-1)!;
        const far = Math.max(...path.map((p) => Math.hypot(p.x - end.x, p.y - end.y)));
        return straightRunUp(path, 0.5) <= far + 1e-9;
      }),
    );
  });
});

describe("a gap's width comes from the path", () => {
  it("is how far the heading crosses the region: 3 m straight across, more on a slant, 0 away from it", () => {
    const area = { x: 10, y: 0, width: 3, height: 10 };
    expect(distanceAcross(area, { x: 10, y: 5 }, 0)).toBeCloseTo(3, 9);
    expect(distanceAcross(area, { x: 10, y: 5 }, Math.PI / 4)).toBeCloseTo(3 * Math.SQRT2, 9);
    expect(distanceAcross(area, { x: 10, y: 5 }, Math.PI)).toBe(0);
    expect(distanceAcross(area, { x: 9, y: 5 }, 0)).toBeCloseTo(3, 9);
  });
});

describe("the leap at a chasm's edge", () => {
  // Token centres sit mid-square on a 1 m grid: the edge square's centre is 9.5.
  const mover = model("a", 9.5, 5);
  const s = scene([mover], [chasm]);
  const run = (from: number) => walk(from, 9).map((p) => ({ ...p, x: p.x + 0.5 }));
  const move = (path: PathStep[]): FinishedMove => ({
    mover: "a",
    path,
    summary: null,
    inCombat: true,
    stoppedShort: true,
  });

  it("posts the leap with the width crossed, an 8 m run-up (+10), the depth and the heading", () => {
    const [effect] = edgeStopEffects(s, move(run(1)), dh2);
    expect(effect).toMatchObject({ type: "test", model: "a" });
    const call = (effect as { call: MovementTestCall }).call;
    expect(call.kind).toBe("leap");
    expect(call.distance).toBeCloseTo(3, 9);
    expect(call.request?.options).toEqual({
      runUp: "8",
      depth: "5",
      heading: "0",
      landing: "3.5",
      edgeRegion: "chasm",
    });
    expect(call.modifiers).toEqual([
      { source: "challenging", value: 0 },
      { source: "runUp", value: 10 },
    ]);
  });

  it("a 3 m run-up is a standing leap, and low gravity rides along", () => {
    const [effect] = edgeStopEffects(s, { ...move(run(6)), gravity: "low" }, dh2);
    const call = (effect as { call: MovementTestCall }).call;
    expect(call.request?.options).toEqual({
      runUp: "3",
      depth: "5",
      heading: "0",
      landing: "3.5",
      gravity: "low",
      edgeRegion: "chasm",
    });
    expect(call.modifiers).toEqual([{ source: "challenging", value: 0 }]);
  });

  const leapCall = (options: Record<string, string>) => dh2.tests.buildTest({ kind: "leap", distance: 3, options })!;
  const sb4 = { characteristics: { strength: 40, agility: 40 } };

  it("clears with SB 4 and three degrees (5 m): lands past the 3 m gap, and the move goes on", () => {
    // Roll 21 against 40: 3 degrees (ruling 1). leap(SB 4, 3 degrees) = 5 m (the example).
    const result = dh2.tests.resolve(leapCall({ runUp: "0", depth: "5", heading: "0" }), 40, [21], sb4);
    expect(result).toMatchObject({ success: true, degrees: 3, outcome: "cleared", amount: 5 });
    // It lands a centimetre past the far side along its heading; the leap is the turn's Full Action,
    // so the rest of the 5 m leapt is all it may still move (§ Jumping and Leaping).
    expect(result.consequences).toEqual([
      { type: "crossEdge" },
      { type: "reposition", distance: 3.01, heading: 0, rise: 0 },
      { type: "turnAction", remaining: 5 - 3.01 },
    ]);
  });

  it("falls short with two degrees of failure (1.5 m): into the gap, 5 m down, with falling damage", () => {
    // Roll 55 against 40: failure by 2 degrees; leap = half SB 4 rounded up (2) − ½ = 1.5 m.
    const result = dh2.tests.resolve(leapCall({ runUp: "0", depth: "5", heading: "0" }), 40, [55], sb4);
    expect(result).toMatchObject({ success: false, degrees: 2, outcome: "short", amount: 1.5 });
    expect(result.consequences).toEqual<TestConsequence[]>([
      { type: "reposition", distance: 1.5, heading: 0, rise: -5 },
      { type: "damageRoll", formula: "1d10 + 5", damageType: "impact", ignoresArmour: true },
      { type: "turnAction", remaining: 0 },
    ]);
    expect(dh2.tests.describeResult(leapCall({ depth: "5", heading: "0" }), result).outcome.key).toBe(
      "STRIDE.Dh2.outcome.shortDamage",
    );
    // Where it lands: 1.5 m on from the edge square's centre (x 9.5 → 11), at the gap's floor.
    const [moved] = repositionEffects(s, "a", result.consequences![0] as never);
    expect(moved).toEqual({ type: "move", model: "a", to: { x: 11, y: 5 }, elevation: -5 });
  });
});

describe("the climb at a wall's foot", () => {
  const mover = model("a", 35, 7.5);
  const s = scene([mover], [ledge, wall]);

  it("stops for the sheer climb with the height still to climb", () => {
    const path = [step(35, 10), step(35, 9), step(35, 8), step(35, 7.5)];
    const [effect] = edgeStopEffects(s, { mover: "a", path, summary: null, inCombat: true, stoppedShort: true }, dh2);
    const call = (effect as { call: MovementTestCall }).call;
    expect(call.kind).toBe("sheerClimb");
    expect(call.distance).toBeUndefined(); // the climb starts on the ground: a failure falls 0 m
    expect(call.request?.options).toEqual({ height: "3", edgeRegion: "wall" });
  });

  // Agility 40: AB 4, Half Move 4 m; climbRate(4, 3 degrees) = 4 m (the example).
  const profile = { characteristics: { agility: 40, strength: 40, athletics: 40 } };

  it("three degrees climb 4 m: a 3 m wall is climbed to the top and the move goes on", () => {
    const call = dh2.tests.buildTest({ kind: "sheerClimb", options: { height: "3" } })!;
    const result = dh2.tests.resolve(call, 50, [21], profile); // target 40 (−10), roll 21: 3 degrees
    expect(result).toMatchObject({ success: true, degrees: 3 });
    // 3 degrees: 2 + 2 = 4 m ≥ 3 m: the remaining 3 m.
    expect(result).toMatchObject({ outcome: "climbedTop", amount: 3 });
    expect(result.consequences).toEqual([{ type: "crossEdge" }]);
  });

  it("one degree climbs 2 m of a 6 m wall and stays there; a failure falls from the start", () => {
    const call = dh2.tests.buildTest({ kind: "climb", options: { height: "6" } })!;
    const result = dh2.tests.resolve(call, 40, [40], profile);
    expect(result).toMatchObject({ success: true, degrees: 1, outcome: "climbed", amount: 2 });
    expect(result.consequences).toEqual([{ type: "reposition", distance: 0, heading: 0, rise: 2 }]);
    expect(repositionEffects(s, "a", { distance: 0, heading: 0, rise: 2 })).toEqual([
      { type: "move", model: "a", to: { x: 35, y: 7.5 }, elevation: 2 },
    ]);
    const failed = dh2.tests.resolve(call, 40, [90], profile);
    expect(failed).toMatchObject({ success: false, outcome: "fell" });
    expect(failed.consequences).toEqual([{ type: "fall" }]);
  });
});

describe("climbing down the wall from the ledge", () => {
  const s = scene([model("a", 35, 5.5, { elevation: 3 })], [ledge, wall]);
  const profile = { characteristics: { agility: 40, strength: 40 } };

  it("stops at the wall's top for the climb down the 3 m to the floor; a failure falls those 3 m", () => {
    const path = [step(35, 3.5, 3), step(35, 4.5, 3), step(35, 5.5, 3)];
    const [effect] = edgeStopEffects(s, { mover: "a", path, summary: null, inCombat: true, stoppedShort: true }, dh2);
    const call = (effect as { call: MovementTestCall }).call;
    expect(call).toMatchObject({ kind: "sheerClimb", distance: 3 });
    expect(call.request?.options).toEqual({ height: "3", down: "true", edgeRegion: "wall" });
    const failed = dh2.tests.resolve(call, 40, [95], profile);
    expect(failed.consequences).toEqual([
      { type: "fall" },
      { type: "damageRoll", formula: "1d10 + 3", damageType: "impact", ignoresArmour: true },
    ]);
  });

  it("one degree goes 2 m down and stays there; enough degrees reach the floor and the move goes on", () => {
    const down = dh2.tests.buildTest({ kind: "climb", distance: 3, options: { height: "3", down: "true" } })!;
    const partial = dh2.tests.resolve(down, 40, [40], profile);
    expect(partial.consequences).toEqual([{ type: "reposition", distance: 0, heading: 0, rise: -2 }]);
    const all = dh2.tests.resolve(down, 40, [11], profile); // 4 degrees: 2 + 3 = 5 m ≥ 3 m
    expect(all).toMatchObject({ outcome: "climbedDown", amount: 3, consequences: [{ type: "crossEdge" }] });
    expect(dh2.tests.describeResult(down, all).outcome.key).toBe("STRIDE.Dh2.outcome.climbedDown");
  });
});

describe("the tests a finished move calls for: one per elevation change, one for the water", () => {
  const summary = (extra: object) => ({
    actions: ["half"],
    conditions: [] as string[],
    turnDistance: 3,
    bands: dh2.bands.movementBands({ characteristics: { agility: 40 } }),
    zeroGravity: false,
    ...extra,
  });

  it("a 3 m drop without climbing is one jump down; ½ m is a step; a climb down is none", () => {
    const calls = dh2.tests.movementTests(summary({ drop: 3 }));
    expect(calls.map((c) => [c.kind, c.distance])).toEqual([["jumpDown", 3]]);
    expect(calls[0]!.request).toEqual({ kind: "jumpDown", distance: 3 });
    expect(dh2.tests.movementTests(summary({ drop: 0.5 }))).toEqual([]);
    expect(dh2.tests.movementTests(summary({ drop: 3, conditions: ["climb"] }))).toEqual([]);
    expect(dh2.tests.movementTests(summary({ drop: 4, gravity: "high" }))[0]!.request).toEqual({
      kind: "jumpDown",
      distance: 4,
      options: { gravity: "high" },
    });
  });

  it("hazardous and deep water need the swim test; calm water none", () => {
    expect(dh2.tests.movementTests(summary({ conditions: ["water", "hazardousWater"] })).map((c) => c.kind)).toEqual([
      "swim",
    ]);
    expect(dh2.tests.movementTests(summary({ conditions: ["water", "deepWater"] })).map((c) => c.kind)).toEqual([
      "swim",
    ]);
    expect(dh2.tests.movementTests(summary({ conditions: ["water"] }))).toEqual([]);
  });

  it("outside combat a jump down and the swim test are still due; a treacherous Half Move is not", () => {
    const s = scene([model("a", 45, 4)], [ledge]);
    const path = [step(35, 4, 3), step(45, 4, 0)];
    const move = (extra: object) => ({
      mover: "a",
      path,
      summary: summary({ drop: 3, conditions: ["mud", "water", "hazardousWater"], ...extra }),
      inCombat: false,
    });
    expect(finishedMoveEffects(s, move({}), dh2).map((e) => (e as { call: MovementTestCall }).call.kind)).toEqual([
      "jumpDown",
      "swim",
    ]);
    expect(dh2.tests.dueOutsideCombat(null as never)).toBe(false);
  });

  it("a finished move off the ledge in combat posts exactly one card: the jump down", () => {
    const s = scene([model("a", 45, 4)], [ledge, pool]);
    const path = [step(35, 4, 3), step(40, 4, 3), step(45, 4, 0)];
    const effects = finishedMoveEffects(s, { mover: "a", path, summary: summary({ drop: 3 }), inCombat: true }, dh2);
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({ type: "test", model: "a", call: { kind: "jumpDown", distance: 3 } });
  });

  it("rejects a drop that is no distance", () => {
    expect(() => dh2Module.sceneMovementTests(summary({ drop: -1 }) as never)).toThrow(RangeError);
    expect(() => dh2Module.sceneMovementTests(null as never)).toThrow(TypeError);
  });
});
