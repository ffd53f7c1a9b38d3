/**
 * The finished-move engine's boundary (issue #15): each documented TypeError/RangeError and clamp
 * of src/rules/moves/{finished,vehicles,landings,structures}.ts and scene/query.ts, with concrete values.
 */
import { describe, expect, it } from "vitest";
import {
  applyFallEffects,
  areEnemies,
  baseAt,
  clearsEdge,
  conditionsAt,
  crawlThroughEffects,
  ductwayRoute,
  edgeFallEffects,
  edgeNear,
  edgeStopEffects,
  edgeTestAt,
  facingToward,
  fallOffVehicleEffects,
  finishedMoveEffects,
  footprintAt,
  EDGE_CLEARED,
  getRuleset,
  landingsAfterFall,
  liftState,
  liftUnder,
  modelById,
  obstaclesCrossed,
  operateLiftEffects,
  passedTestEffects,
  pointInRect,
  regionById,
  regionsAt,
  revertEffects,
  ridersOf,
  vehicleMoveEffects,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";

const necromunda = getRuleset("necromunda");
const dh2 = getRuleset("dh2");

function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius: 0.5 },
    footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5, initiative: 4 },
    visible: true,
    ...extra,
  };
}

function vehicle(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return model(id, x, y, {
    kind: "vehicle",
    status: null,
    base: { x, y, radius: 1 },
    footprint: { x: x - 1, y: y - 1, width: 2, height: 2 },
    characteristics: { move: 8, handling: 5 },
    toughness: { front: 8, side: 7, rear: 6 },
    ...extra,
  });
}

function region(id: string, extra: Partial<RegionSnapshot> = {}): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x: 0, y: 0, width: 4, height: 4 },
    bottom: null,
    top: null,
    terrain: [],
    ductwayExit: null,
    lift: null,
    ...extra,
  };
}

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions };
}

const step = (x: number, y: number, elevation = 0): PathStep => ({ x, y, elevation });
const bad = <T>(value: unknown): T => value as T;

describe("the scene snapshot is checked once, naming the first wrong member", () => {
  const ok = scene([model("a", 1, 1)], [region("r")]);

  it("rejects what is not a snapshot", () => {
    expect(() => modelById(bad(null), "a")).toThrow(new TypeError("snapshot must be an object, got null"));
    expect(() => modelById(bad([]), "a")).toThrow(TypeError);
    expect(() => modelById({ ...ok, unit: bad("km") }, "a")).toThrow(
      new RangeError("snapshot.unit must be one of m, in, got km"),
    );
    expect(() => modelById({ ...ok, gridStep: -1 }, "a")).toThrow(
      new RangeError("snapshot.gridStep must not be negative, got -1"),
    );
    expect(() => modelById({ ...ok, models: bad({}) }, "a")).toThrow(
      new TypeError("snapshot.models must be an array, got object"),
    );
  });

  it("names a malformed model or region", () => {
    const nanBase = model("b", 1, 1, { base: { x: Number.NaN, y: 1, radius: 0.5 } });
    expect(() => modelById(scene([model("a", 1, 1), nanBase]), "a")).toThrow(
      /^snapshot\.models\[1\]\.base\.x must be a finite number/,
    );
    expect(() => modelById(scene([model("a", 1, 1, { kind: bad("tank") })]), "a")).toThrow(
      new RangeError("snapshot.models[0].kind must be one of character, vehicle, loot, got tank"),
    );
    expect(() => modelById(scene([model("a", 1, 1, { characteristics: { move: Infinity } })]), "a")).toThrow(
      /^snapshot\.models\[0\]\.characteristics\.move must be a finite number/,
    );
    expect(() => modelById(scene([vehicle("v", 1, 1, { toughness: bad({ front: 8, side: 7 }) })]), "v")).toThrow(
      new TypeError("snapshot.models[0].toughness.rear must be a number, got undefined"),
    );
    const drop = region("r", { terrain: [{ condition: "gap", height: -2, railing: false }] });
    expect(() => regionById(scene([], [drop]), "r")).toThrow(
      new RangeError("snapshot.regions[0].terrain[0].height must not be negative, got -2"),
    );
    expect(() => regionById(scene([], [region("r", { lift: bad({ travel: "4" }) })]), "r")).toThrow(
      new TypeError("snapshot.regions[0].lift.travel must be a number, got string"),
    );
  });

  it("finds by id only with a string id", () => {
    expect(modelById(ok, "a")?.id).toBe("a");
    expect(modelById(ok, "constructor")).toBeUndefined();
    expect(() => modelById(ok, bad(7))).toThrow(new TypeError("id must be a string, got number"));
    expect(regionById(ok, "r")?.id).toBe("r");
  });
});

describe("scene look-ups", () => {
  it("areEnemies knows Foundry's dispositions by name only", () => {
    expect(areEnemies("friendly", "hostile")).toBe(true);
    expect(areEnemies("neutral", "hostile")).toBe(false);
    expect(() => areEnemies(bad("enemy"), "hostile")).toThrow(RangeError);
  });

  it("points, bases and footprints need finite numbers", () => {
    expect(pointInRect({ x: 1, y: 1 }, { x: 0, y: 0, width: 2, height: 2 })).toBe(true);
    expect(() => pointInRect({ x: Number.NaN, y: 1 }, { x: 0, y: 0, width: 2, height: 2 })).toThrow(RangeError);
    expect(() => pointInRect({ x: 1, y: 1 }, { x: 0, y: 0, width: -2, height: 2 })).toThrow(
      new RangeError("area.width must not be negative, got -2"),
    );
    expect(baseAt(model("a", 1, 1), { x: 3, y: 4 })).toEqual({ x: 3, y: 4, radius: 0.5 });
    expect(footprintAt(model("a", 1, 1), { x: 3, y: 4 })).toEqual({ x: 2.5, y: 3.5, width: 1, height: 1 });
    expect(() => baseAt(bad({}), { x: 3, y: 4 })).toThrow(new TypeError("model.id must be a string, got undefined"));
    expect(() => footprintAt(model("a", 1, 1), bad(null))).toThrow(TypeError);
  });

  it("regions at a point need a finite elevation; facing needs a finite point", () => {
    const s = scene([], [region("r", { terrain: [{ condition: "difficult", height: 0, railing: false }] })]);
    expect(conditionsAt(s, { x: 1, y: 1 }, 0)).toEqual(["difficult"]);
    expect(() => regionsAt(s, { x: 1, y: 1 }, Number.NaN)).toThrow(RangeError);
    expect(() => conditionsAt(s, { x: 1, y: 1 }, bad("0"))).toThrow(TypeError);
    const v = vehicle("v", 0, 0, { facing: 0 });
    expect(facingToward(v, { x: 5, y: 0 })).toBe("front");
    expect(() => facingToward(v, { x: Infinity, y: 0 })).toThrow(RangeError);
    expect(() => facingToward(vehicle("v", 0, 0, { facing: Number.NaN }), { x: 1, y: 0 })).toThrow(
      /^model\.facing must be a finite number/,
    );
  });
});

describe("finished moves", () => {
  const s = scene([model("a", 1, 1)], [region("gap", { area: { x: 3, y: 0, width: 2, height: 4 } })]);
  const move = { mover: "a", path: [step(1, 1), step(2.5, 1)], summary: null, inCombat: true };

  it("reject a malformed move, path or ruleset", () => {
    expect(() => finishedMoveEffects(s, bad(null), necromunda)).toThrow(
      new TypeError("move must be an object, got null"),
    );
    expect(() => finishedMoveEffects(s, { ...move, path: [step(1, 1), step(Number.NaN, 1)] }, necromunda)).toThrow(
      /^move\.path\[1\]\.x must be a finite number/,
    );
    expect(() => finishedMoveEffects(s, { ...move, path: [{ x: 1, y: 1 } as PathStep] }, necromunda)).toThrow(
      new TypeError("move.path[0].elevation must be a number, got undefined"),
    );
    expect(() => finishedMoveEffects(s, { ...move, summary: bad({ actions: 3 }) }, necromunda)).toThrow(
      new TypeError("move.summary.actions must be iterable"),
    );
    expect(() => finishedMoveEffects(s, { ...move, inCombat: bad("yes") }, necromunda)).toThrow(
      new TypeError("move.inCombat must be a boolean"),
    );
    expect(() => finishedMoveEffects(s, { ...move, marks: bad([1]) }, necromunda)).toThrow(
      new TypeError("move.marks[0] must be a string, got number"),
    );
    expect(() => finishedMoveEffects(s, move, bad({}))).toThrow(
      new TypeError("ruleset.actions must be an array, got undefined"),
    );
    expect(() =>
      edgeStopEffects(s, move, bad({ ...necromunda, vehicles: { ...necromunda.vehicles, maxChain: 1.5 } })),
    ).toThrow(new RangeError("ruleset.vehicles.maxChain must be a whole number"));
  });

  it("an empty or one-step path sets nothing off", () => {
    expect(finishedMoveEffects(s, { ...move, path: [] }, necromunda)).toEqual([]);
    expect(finishedMoveEffects(s, { ...move, path: [step(1, 1)] }, dh2)).toEqual([]);
  });

  it("a passed test asked for by a qualified edge clears it too (dh2 § Sheer Surfaces: climb + sheer)", () => {
    const dh2 = getRuleset("dh2");
    expect(clearsEdge("climb", dh2)).toBe(true);
    expect(clearsEdge("sheerClimb", dh2)).toBe(true);
    expect(clearsEdge("leap", dh2)).toBe(true);
    expect(clearsEdge("jumpDown", dh2)).toBe(false);
    expect(passedTestEffects("m", "sheerClimb", dh2)).toEqual([{ type: "turnMark", model: "m", mark: EDGE_CLEARED }]);
  });

  it("clearsEdge and passedTestEffects need string names", () => {
    expect(clearsEdge("leap", necromunda)).toBe(true);
    expect(passedTestEffects("a", "leap", necromunda)).toEqual([{ type: "turnMark", model: "a", mark: "edgeCleared" }]);
    expect(() => clearsEdge(bad(undefined), necromunda)).toThrow(new TypeError("kind must be a string, got undefined"));
    expect(() => passedTestEffects(bad(null), "leap", necromunda)).toThrow(TypeError);
  });

  it("revertEffects reads only well-formed effects", () => {
    const before = scene([model("a", 1, 1), model("b", 5, 5)]);
    const effects: Effect[] = [
      { type: "move", model: "b", to: { x: 7, y: 5 } },
      { type: "disableRegion", region: "r" },
    ];
    expect(revertEffects(before, effects, "a")).toEqual({
      effects: [
        { type: "move", model: "b", to: { x: 5, y: 5 }, elevation: 0 },
        { type: "enableRegion", region: "r" },
      ],
      notReverted: [],
      placed: { b: { x: 7, y: 5 } },
    });
    expect(() => revertEffects(before, bad(null))).toThrow(new TypeError("effects must be an array, got null"));
    expect(() => revertEffects(before, bad([{ type: "explode" }]))).toThrow(
      new RangeError("effects[0].type is not an effect type: explode"),
    );
    expect(() => revertEffects(before, bad([{ type: "move", to: { x: 1, y: 1 } }]))).toThrow(
      new TypeError("effects[0].model must be a string, got undefined"),
    );
    expect(() => revertEffects(bad({ ...before, bounds: 3 }), effects)).toThrow(
      new TypeError("before.bounds must be an object, got number"),
    );
    expect(() => revertEffects(before, effects, bad(4))).toThrow(new TypeError("mover must be a string, got number"));
  });
});

describe("vehicles", () => {
  it("a negative Move is clamped to 0, and a missing one is 0: the lightest collision hit, S3 (§ Vehicle Collisions)", () => {
    const seen: number[] = [];
    const vehicles = necromunda.vehicles;
    const spy: Ruleset = {
      ...necromunda,
      vehicles: { ...vehicles, collision: (input) => (seen.push(input.move), vehicles.collision(input)) },
    };
    for (const characteristics of [{ move: -4 }, {}] as Record<string, number>[]) {
      const s = scene([vehicle("v", 0, 0, { characteristics }), vehicle("w", 5, 0)]);
      const effects = vehicleMoveEffects(s, "v", [step(0, 0), step(4, 0)], spy);
      expect(effects.find((e) => e.type === "notice")).toMatchObject({
        notice: { kind: "vehicleCollision", collision: { moverHit: { strength: 3 } } },
      });
    }
    expect(seen).toEqual([0, 0]);
  });

  it("rejects malformed paths and options", () => {
    const s = scene([vehicle("v", 0, 0)]);
    expect(() => vehicleMoveEffects(s, "v", bad("path"), necromunda)).toThrow(
      new TypeError("path must be an array, got string"),
    );
    expect(() => vehicleMoveEffects(s, "v", [step(0, 0), step(1, 0)], necromunda, bad(null))).toThrow(
      new TypeError("options must be an object, got null"),
    );
    expect(() => vehicleMoveEffects(s, "v", [step(0, 0), step(1, 0)], necromunda, bad({ marks: "rider:a" }))).toThrow(
      new TypeError("options.marks must be an array, got string"),
    );
    expect(() => ridersOf(s, s.models[0]!, bad({ x: 0, y: 0 }))).toThrow(
      new TypeError("start.elevation must be a number, got undefined"),
    );
    expect(() => obstaclesCrossed(s, s.models[0]!, [{ x: 0, y: -Infinity }])).toThrow(RangeError);
  });

  it('a 10,000-step run over 400 fighters pushes each 1" clear of the leg it crossed (§ Running Over Fighters)', () => {
    // From (2, 3): 4,000 steps of 0.01" along +x to (42, 3), 3,000 along +y to (42, 33), then
    // 2,999 along −x to (12.01, 33). A 1"-radius vehicle, ½"-radius fighters and the 1" rule:
    // each fighter ends 1 + 0.5 + 1 = 2.5" from the nearest point of the path, straight away from
    // it, or to the right of travel when on the path (y grows downwards: right of +x is +y, of +y
    // is −x, of −x is −y). The legs are 3" or more apart, so the nearest leg is the one crossed.
    const path = Array.from({ length: 10_000 }, (_, i) =>
      i <= 4000 ? step(2 + i / 100, 3) : i <= 7000 ? step(42, 3 + (i - 4000) / 100) : step(42 - (i - 7000) / 100, 33),
    );
    const expected = new Map<string, { x: number; y: number }>();
    const fighters: ModelSnapshot[] = [];
    const place = (x: number, y: number, to: { x: number; y: number }) => {
      const f = model(`f${fighters.length}`, x, y);
      fighters.push(f);
      expected.set(f.id, to);
    };
    const side = (offset: number, right: number) => (offset === 0 ? right : Math.sign(offset));
    for (let k = 0; k < 160; k++) {
      // +x leg (y = 3): on the path goes to y = 5.5; off it, to 2.5" on its own side. 1.52" off
      // is still run over (contact within 1 + 0.5 + 0.05").
      const [x, dy] = [5 + k * 0.2, [0, 0.5, -1.52, 1.2][k % 4]!];
      place(x, 3 + dy, { x, y: 3 + 2.5 * side(dy, 1) });
    }
    for (let k = 0; k < 120; k++) {
      // +y leg (x = 42): on the path goes to x = 39.5.
      const [y, dx] = [6 + k * 0.2, [0, 0.7, -1][k % 3]!];
      place(42 + dx, y, { x: 42 + 2.5 * side(dx, -1), y });
    }
    // At the first corner, (41, 4) is 1" from both (41, 3) on the +x leg and (42, 4) on the +y leg:
    // it goes off the first reached, to (41, 5.5).
    place(41, 4, { x: 41, y: 5.5 });
    for (let k = 0; k < 119; k++) {
      // −x leg (y = 33): on the path goes to y = 30.5.
      const [x, dy] = [15 + k * 0.2, [0, 1, -0.4][k % 3]!];
      place(x, 33 + dy, { x, y: 33 + 2.5 * side(dy, -1) });
    }
    const s = scene([vehicle("v", 2, 3), ...fighters]);
    // Its speed is measured by `npm run bench` (tests/bench/scaling.bench.ts), not timed here.
    const moves = vehicleMoveEffects(s, "v", path, necromunda).filter((e) => e.type === "move");
    expect(moves).toHaveLength(400);
    for (const m of moves) {
      const to = expected.get(m.model)!;
      expect(m.to.x).toBeCloseTo(to.x, 6);
      expect(m.to.y).toBeCloseTo(to.y, 6);
    }
  });
});

describe("landings", () => {
  const s = scene([model("a", 1, 1, { disposition: "friendly" }), model("b", 1.5, 1)]);

  it("reject malformed ids, lists and angles", () => {
    expect(landingsAfterFall(s, "a")).toEqual([{ model: "b", enemy: true }]);
    expect(() => landingsAfterFall(s, bad(1))).toThrow(new TypeError("modelId must be a string, got number"));
    expect(() => applyFallEffects(s, "a", bad("b"), necromunda)).toThrow(
      new TypeError("landedOn must be an array, got string"),
    );
    expect(() => applyFallEffects(s, "a", bad([null]), necromunda)).toThrow(
      new TypeError("landedOn[0] must be a string, got object"),
    );
    expect(() => fallOffVehicleEffects(s, "a", Number.NaN)).toThrow(/^angle must be a finite number/);
    expect(() => fallOffVehicleEffects(s, "a", bad("north"))).toThrow(
      new TypeError("angle must be a number, got string"),
    );
  });
});

describe("structures", () => {
  const lift = region("lift", { lift: { travel: 3, usedRound: null } });
  const s = scene([model("a", 1, 1)], [lift]);

  it("operating a lift needs up or down and a round key or null", () => {
    expect(operateLiftEffects(s, "a", "up", null, necromunda).result).toBe("moved");
    expect(() => operateLiftEffects(s, "a", bad("sideways"), null, necromunda)).toThrow(
      new RangeError("A lift goes up or down, got sideways"),
    );
    expect(() => operateLiftEffects(s, "a", "up", bad(3), necromunda)).toThrow(
      new TypeError("round must be a string or null"),
    );
    expect(() => liftState(s, "a", bad(undefined), necromunda)).toThrow(TypeError);
    expect(liftUnder(s, "a")?.id).toBe("lift");
  });

  it("a ruleset's lift that goes to a non-finite elevation is an error, not NaN", () => {
    const broken: Ruleset = {
      ...necromunda,
      structures: { ...necromunda.structures, liftElevation: () => Number.NaN },
    };
    expect(() => operateLiftEffects(s, "a", "up", null, broken)).toThrow(
      /^the lift's elevation must be a finite number/,
    );
  });

  it("ductways and edges check the ruleset's distances", () => {
    const badReach: Ruleset = { ...necromunda, structures: { ...necromunda.structures, ductwayReach: -1 } };
    expect(() => ductwayRoute(s, "a", badReach)).toThrow(
      new RangeError("ruleset.structures.ductwayReach must not be negative, got -1"),
    );
    expect(() => crawlThroughEffects(s, bad(undefined), necromunda)).toThrow(TypeError);
    expect(() => edgeNear(s, "a", bad(null))).toThrow(new TypeError("ruleset must be an object, got null"));
    expect(edgeTestAt(s, "a", dh2)).toBeUndefined();
    expect(edgeFallEffects(s, "a", necromunda)).toEqual([]);
  });
});
