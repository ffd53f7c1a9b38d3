/**
 * Structures a fighter uses (src/rules/moves/structures.ts), necromunda-movement.md § Ductways,
 * § Lift, § Leaping Gaps and § Falling Hazards: which ductway end is within reach and where the
 * fighter comes out, what a lift's trip carries and who is in its way, and the edge a fighter
 * stands at. Inches, 1" grid, ½" bases; coordinates away from the origin.
 */
import { describe, expect, it } from "vitest";
import {
  crawlThroughEffects,
  ductwayRoute,
  edgeFallEffects,
  edgeNear,
  edgeTestAt,
  getRuleset,
  liftState,
  liftUnder,
  operateLiftEffects,
  type Effect,
  type ModelSnapshot,
  type Rect,
  type RegionSnapshot,
  type Ruleset,
  type SceneSnapshot,
  type TestRequest,
} from "../../src/rules";
import { COST_EPSILON } from "../../src/rules/geometry/bands";
import { fighter } from "../support/snapshots";
import { inchScene } from "../support/necromunda-vehicles";

const necromunda = () => getRuleset("necromunda");

/** A region over `area`: no bottom or top, no terrain, no ductway, no lift unless `extra` says. */
function region(id: string, area: Rect | null, extra: Partial<RegionSnapshot> = {}): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain: [], ductwayExit: null, lift: null, ...extra };
}

/** A region of one terrain condition (a raised deck's height, a gap's drop) over `area`. */
const terrain = (id: string, area: Rect, condition: string, height: number, railing = false) =>
  region(id, area, { terrain: [{ condition, height, railing }] });

/** A 40" × 40" table from (10, 10), 1" grid. */
const table = (models: ModelSnapshot[], regions: RegionSnapshot[], over: Partial<SceneSnapshot> = {}) =>
  inchScene(models, { bounds: { x: 10, y: 10, width: 40, height: 40 }, regions, ...over });

const friend = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}) =>
  fighter(id, x, y, { disposition: "friendly", ...extra });

const bad = <T>(value: unknown): T => value as T;

describe('which ductway a fighter can Crawl Through (§ Ductways: within 1" of an end)', () => {
  /** An end at `area` leading to `exit`. */
  const end = (id: string, area: Rect, exit: string) => region(id, area, { ductwayExit: exit });
  const far = (id: string) => region(id, { x: 40, y: 40, width: 1, height: 1 });

  it('a base exactly 1" from the end reaches it; the route names both ends', () => {
    // Centre (20.5, 30), end from x 22: 1.5" to its side, less the ½" radius.
    const s = table([friend("me", 20.5, 30)], [end("in", { x: 22, y: 29, width: 1, height: 2 }, "out"), far("out")]);
    expect(ductwayRoute(s, "me", necromunda())).toEqual({ entry: "in", exit: "out" });
  });

  it('the nearer of two ends within 1" wins, whichever is listed first', () => {
    // Centre (20, 30): "a" 0.8" off (x 21.3), "b" 0.2" off (y 29.3 above).
    const a = end("a", { x: 21.3, y: 29, width: 1, height: 2 }, "outA");
    const b = end("b", { x: 19, y: 28.3, width: 2, height: 1 }, "outB");
    const me = friend("me", 20, 30);
    expect(ductwayRoute(table([me], [a, b, far("outA"), far("outB")]), "me", necromunda())).toEqual({
      entry: "b",
      exit: "outB",
    });
    expect(ductwayRoute(table([me], [b, a, far("outA"), far("outB")]), "me", necromunda())).toEqual({
      entry: "b",
      exit: "outB",
    });
  });

  it("two ends at the same distance: the first listed", () => {
    // Centre (20, 30): one end's side at x 21, the other's at x 19, both ½" from the base.
    const right = end("right", { x: 21, y: 29, width: 1, height: 2 }, "outR");
    const left = end("left", { x: 18, y: 29, width: 1, height: 2 }, "outL");
    const s = table([friend("me", 20, 30)], [right, left, far("outR"), far("outL")]);
    expect(ductwayRoute(s, "me", necromunda())).toEqual({ entry: "right", exit: "outR" });
  });

  it("the exit is the first region of its id: a later one of that id without an area does not hide it", () => {
    const s = table(
      [friend("me", 20.5, 30)],
      [end("in", { x: 21, y: 29, width: 1, height: 2 }, "out"), far("out"), region("out", null)],
    );
    expect(ductwayRoute(s, "me", necromunda())).toEqual({ entry: "in", exit: "out" });
  });

  it("no route from a plain region, from an end leading to itself, or for a model not on the scene", () => {
    const plain = region("plain", { x: 21, y: 29, width: 1, height: 2 });
    const loop = end("loop", { x: 18, y: 29, width: 1, height: 2 }, "loop");
    const s = table([friend("me", 20, 30)], [plain, loop]);
    expect(ductwayRoute(s, "me", necromunda())).toBeNull();
    const real = table([friend("me", 20, 30)], [end("in", { x: 21, y: 29, width: 1, height: 2 }, "out"), far("out")]);
    expect(ductwayRoute(real, "ghost", necromunda())).toBeNull();
  });

  it("names the model id when it is not a string", () => {
    expect(() => ductwayRoute(table([], []), bad(7), necromunda())).toThrow(
      new TypeError("modelId must be a string, got number"),
    );
  });
});

describe("Crawl Through: where the fighter comes out (§ Ductways)", () => {
  /** A 1" end at (12, 30) near the fighter at (11, 30.5) (gap 0) leading to `exit`. */
  const entry = (exit = "out") => region("in", { x: 12, y: 30, width: 1, height: 1 }, { ductwayExit: exit });
  const me = (extra: Partial<ModelSnapshot> = {}) => friend("me", 11, 30.5, extra);
  const moveOf = (result: ReturnType<typeof crawlThroughEffects>) => {
    expect(result.result).toBe("moved");
    return result.effects[0] as Extract<Effect, { type: "move" }>;
  };

  it("with no end within reach: none, nothing done", () => {
    const s = table([friend("me", 30, 12)], [entry(), region("out", { x: 40, y: 40, width: 1, height: 1 })]);
    expect(crawlThroughEffects(s, "me", necromunda())).toEqual({ result: "none", effects: [] });
  });

  it("movement within the cost tolerance counts as none: the Double action is still free", () => {
    const s = table([me()], [entry(), region("out", { x: 40, y: 40, width: 1, height: 1 })]);
    expect(crawlThroughEffects(s, "me", necromunda(), COST_EPSILON).result).toBe("moved");
  });

  it("names turnCost when it is negative", () => {
    const s = table([me()], [entry()]);
    expect(() => crawlThroughEffects(s, "me", necromunda(), -1)).toThrow(
      new RangeError("turnCost must not be negative, got -1"),
    );
  });

  it('an enemy 1.7" from the end\'s middle: out 1" clear of its base (x 40), the nearest such spot', () => {
    // Exit (40, 40)–(41, 41), middle (40.5, 40.5); enemy centre (42.2, 40.5): centres 2" apart at least.
    const out = region("out", { x: 40, y: 40, width: 1, height: 1 });
    const s = table([me(), fighter("foe", 42.2, 40.5)], [entry(), out]);
    expect(crawlThroughEffects(s, "me", necromunda())).toEqual({
      result: "moved",
      effects: [{ type: "move", model: "me", to: { x: 40, y: 40.5 } }],
    });
  });

  it('a friend there, or a Seriously Injured enemy (§ The 1" Rule), holds no zone: out on the middle', () => {
    const out = region("out", { x: 40, y: 40, width: 1, height: 1 });
    const middle = { type: "move", model: "me", to: { x: 40.5, y: 40.5 } };
    const withFriend = table([me(), friend("pal", 42.2, 40.5)], [entry(), out]);
    expect(crawlThroughEffects(withFriend, "me", necromunda()).effects).toEqual([middle]);
    const injured = table([me(), fighter("foe", 42.2, 40.5, { status: "seriouslyInjured" })], [entry(), out]);
    expect(crawlThroughEffects(injured, "me", necromunda()).effects).toEqual([middle]);
  });

  it("a ruleset without an engagement zone keeps no enemy clear", () => {
    const out = region("out", { x: 40, y: 40, width: 1, height: 1 });
    const s = table([me(), fighter("foe", 42.2, 40.5)], [entry(), out]);
    const open: Ruleset = { ...necromunda(), engagement: undefined };
    expect(crawlThroughEffects(s, "me", open).effects).toEqual([
      { type: "move", model: "me", to: { x: 40.5, y: 40.5 } },
    ]);
  });

  it("a fighter standing by the far end does not block its own way out", () => {
    // A ductway through a thin wall: ends x 10.5–11.5 and x 12–13; the fighter at (12.2, 30.5)
    // is 0.2" from the first and 0.3" from the second's middle (12.5, 30.5).
    const near = region("in", { x: 10.5, y: 30, width: 1, height: 1 }, { ductwayExit: "out" });
    const out = region("out", { x: 12, y: 30, width: 1, height: 1 });
    const s = table([friend("me", 12.2, 30.5)], [near, out]);
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 12.5, y: 30.5 } },
    ]);
  });

  it("a fighter on the end's middle and a wall at y 40.5: out beside it, not through the wall", () => {
    // Exit (40, 40)–(42, 42), middle (41, 41), taken by a friend's base: the nearest free spots are
    // 1" from the middle; (41, 40) is one, but beyond the wall seen from the middle.
    const out = region("out", { x: 40, y: 40, width: 2, height: 2 });
    const wall = { a: { x: 35, y: 40.5 }, b: { x: 47, y: 40.5 } };
    const s = table([me(), friend("pal", 41, 41)], [entry(), out], { walls: [wall] });
    const { to } = moveOf(crawlThroughEffects(s, "me", necromunda()));
    expect(Math.hypot(to.x - 41, to.y - 41)).toBeCloseTo(1, 9);
    expect(to.y).toBeGreaterThan(40.5);
  });

  it("an end whose middle is walled in on all four sides: out on the middle, seen from it", () => {
    // Exit (40, 40)–(42, 42), middle (41, 41); walls 0.8" from it on each side.
    const out = region("out", { x: 40, y: 40, width: 2, height: 2 });
    const walls = [
      { a: { x: 40.2, y: 35 }, b: { x: 40.2, y: 47 } },
      { a: { x: 41.8, y: 35 }, b: { x: 41.8, y: 47 } },
      { a: { x: 35, y: 40.2 }, b: { x: 47, y: 40.2 } },
      { a: { x: 35, y: 41.8 }, b: { x: 47, y: 41.8 } },
    ];
    const s = table([me()], [entry(), out], { walls });
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 41, y: 41 } },
    ]);
  });

  it('an end on a 3" deck (ground at its middle): out on the middle, 3" up', () => {
    // Exit (40, 40)–(42, 42), middle (41, 41); the deck covers 39.5–42.5 both ways.
    const out = region("out", { x: 40, y: 40, width: 2, height: 2 });
    const deck = terrain("deck", { x: 39.5, y: 39.5, width: 3, height: 3 }, "raised", 3);
    const s = table([me()], [entry(), out, deck]);
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 41, y: 41 }, elevation: 3 },
    ]);
  });

  it("an end 3\" up whose middle overhangs the deck's edge (x 40.9): out on the deck, never on the floor", () => {
    const out = region("out", { x: 40, y: 40, width: 2, height: 2 }, { bottom: 3 });
    const deck = terrain("deck", { x: 37, y: 37, width: 3.9, height: 8 }, "raised", 3);
    const s = table([me()], [entry(), out, deck]);
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 40.75, y: 41 }, elevation: 3 },
    ]);
  });

  it('from a 2" platform to an end also 2" up: no change of elevation', () => {
    const out = region("out", { x: 40, y: 40, width: 1, height: 1 }, { bottom: 2 });
    const deck = terrain("deck", { x: 37, y: 37, width: 8, height: 8 }, "raised", 2);
    const up = table([me({ elevation: 2 })], [entry(), out, deck]);
    expect(crawlThroughEffects(up, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 40.5, y: 40.5 } },
    ]);
  });

  it("a level 1e-9 off the fighter's (rounding) is the same level: no elevation", () => {
    const s = table([me()], [entry(), region("out", { x: 40, y: 40, width: 1, height: 1 }, { bottom: 1e-9 })]);
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 40.5, y: 40.5 } },
    ]);
  });

  it("a narrow end against the table's edge (x 10): the base stays on the table", () => {
    // Exit (10, 40)–(10.5, 41), middle (10.25, 40.5): a ½" base there would hang over the edge.
    const s = table(
      [friend("me", 30, 30.5)],
      [
        region("in", { x: 31, y: 30, width: 1, height: 1 }, { ductwayExit: "out" }),
        region("out", { x: 10, y: 40, width: 0.5, height: 1 }),
      ],
    );
    expect(crawlThroughEffects(s, "me", necromunda()).effects).toEqual([
      { type: "move", model: "me", to: { x: 10.5, y: 40.5 } },
    ]);
  });

  it('an obstacle over the end and 1.1" round it: no room, even where the far corners are free', () => {
    // Exit (40, 40)–(41, 41); the obstacle 38.9–42.1 both ways leaves no spot within 1" of the
    // end, only spots like (38.5, 38.5), 2.1" from it.
    const out = region("out", { x: 40, y: 40, width: 1, height: 1 });
    const block = terrain("block", { x: 38.9, y: 38.9, width: 3.2, height: 3.2 }, "obstacle", 1);
    const s = table([me()], [entry(), out, block]);
    expect(crawlThroughEffects(s, "me", necromunda())).toEqual({ result: "noRoom", effects: [] });
  });
});

describe("the lift a fighter stands on (§ Lift)", () => {
  const lift = (id: string, area: Rect, usedRound: string | null = null) =>
    region(id, area, { lift: { travel: 4, usedRound } });

  it("the lift under the fighter's centre, not a plain region under it nor a lift elsewhere", () => {
    const s = table(
      [fighter("me", 21, 31)],
      [
        lift("elsewhere", { x: 40, y: 40, width: 4, height: 4 }),
        region("floor", { x: 10, y: 10, width: 40, height: 40 }),
        lift("mine", { x: 20, y: 30, width: 4, height: 4 }),
      ],
    );
    expect(liftUnder(s, "me")?.id).toBe("mine");
  });

  it("its state: the lift's id, and whether it may still move this round", () => {
    const s = table([fighter("me", 21, 31)], [lift("mine", { x: 20, y: 30, width: 4, height: 4 }, "c:1")]);
    expect(liftState(s, "me", "c:2", necromunda())).toEqual({ region: "mine", available: true });
    expect(liftState(s, "me", "c:1", necromunda())).toEqual({ region: "mine", available: false });
  });
});

describe("operating a lift (§ Lift: up or down, everyone on it moves with it)", () => {
  /** A 6" × 4" lift from (10, 20) travelling `travel`. */
  const lift = (travel = 4, usedRound: string | null = null) =>
    region("lift", { x: 10, y: 20, width: 6, height: 4 }, { lift: { travel, usedRound } });
  /** The operator at (15, 23) on the lift at `level`. */
  const op = (level: number) => fighter("op", 15, 23, { elevation: level });
  const at = (id: string, x: number, y: number, elevation: number) => fighter(id, x, y, { elevation });
  const summary = (effects: Effect[]) =>
    effects.map((e) =>
      e.type === "move"
        ? ["move", e.model, e.elevation]
        : e.type === "test"
          ? ["test", e.model, e.call.kind]
          : [e.type],
    );

  it('down by the lift\'s own 3": from 4" to 1", a fighter ½" above the floor of it rides too', () => {
    const s = table([op(4), at("rider", 12, 21, 4.5)], [lift(3)]);
    expect(operateLiftEffects(s, "op", "down", "c:1", necromunda())).toEqual({
      result: "moved",
      effects: [
        { type: "move", model: "op", to: { x: 15, y: 23, radius: 0.5 }, elevation: 1 },
        { type: "move", model: "rider", to: { x: 12, y: 21, radius: 0.5 }, elevation: 1.5 },
        { type: "liftUsed", region: "lift", round: "c:1" },
      ],
    });
  });

  it('a lift with no travel of its own goes the ruleset\'s 4": from 2" to 6", with the fighter beside the operator', () => {
    const s = table([op(2), at("rider", 11, 21, 2)], [lift(0)]);
    const { effects } = operateLiftEffects(s, "op", "up", null, necromunda());
    expect(summary(effects)).toEqual([
      ["move", "op", 6],
      ["move", "rider", 6],
    ]);
  });

  it('a fighter 1½" above the lift (more than half a grid space) is in its way, not on it', () => {
    const s = table([op(2), at("above", 12, 21, 3.5)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "up", null, necromunda()).effects)).toEqual([
      ["move", "op", 6],
      ["test", "above", "liftObstruct"],
    ]);
  });

  it("a fighter beside the lift, at its level, stays where it is", () => {
    const s = table([op(0), at("beside", 17, 21, 0)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "up", null, necromunda()).effects)).toEqual([["move", "op", 4]]);
  });

  it('going up from 0" to 4": a fighter at 4" over it is in its way, one at 6" is not', () => {
    const s = table([op(0), at("top", 12, 21, 4), at("high", 13, 21, 6)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "up", null, necromunda()).effects)).toEqual([
      ["move", "op", 4],
      ["test", "top", "liftObstruct"],
    ]);
  });

  it('going down from 4" to 0": a fighter on the floor under it is in its way', () => {
    const s = table([op(4), at("floor", 12, 21, 0)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "down", null, necromunda()).effects)).toEqual([
      ["move", "op", 0],
      ["test", "floor", "liftObstruct"],
    ]);
  });

  it('going up from 4" to 8": a fighter on the floor under it is not in its way', () => {
    const s = table([op(4), at("floor", 12, 21, 0)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "up", null, necromunda()).effects)).toEqual([["move", "op", 8]]);
  });

  it("already moved this round: used, nothing done", () => {
    const s = table([op(0)], [lift(4, "c:3")]);
    expect(operateLiftEffects(s, "op", "up", "c:3", necromunda())).toEqual({ result: "used", effects: [] });
  });

  it("not on a lift, or not on the scene: none, nothing done", () => {
    const s = table([fighter("op", 30, 30)], [lift()]);
    expect(operateLiftEffects(s, "op", "up", "c:1", necromunda())).toEqual({ result: "none", effects: [] });
    expect(operateLiftEffects(s, "ghost", "down", "c:1", necromunda())).toEqual({ result: "none", effects: [] });
  });

  it("a direction other than up or down is refused even off a lift, naming it (or its type)", () => {
    const s = table([fighter("op", 30, 30)], [lift()]);
    expect(() => operateLiftEffects(s, "op", bad("sideways"), null, necromunda())).toThrow(
      new RangeError("A lift goes up or down, got sideways"),
    );
    expect(() => operateLiftEffects(s, "op", bad(3), null, necromunda())).toThrow(
      new RangeError("A lift goes up or down, got number"),
    );
  });

  it("a ruleset that builds no lift test: the fighter in the way gets none", () => {
    const base = necromunda();
    const quiet: Ruleset = {
      ...base,
      tests: {
        ...base.tests,
        buildTest: (r: TestRequest) => (r.kind === "liftObstruct" ? undefined : base.tests.buildTest(r)),
      },
    };
    const s = table([op(0), at("above", 12, 21, 2)], [lift()]);
    expect(summary(operateLiftEffects(s, "op", "up", null, quiet).effects)).toEqual([["move", "op", 4]]);
  });
});

describe("the test of a fighter in a lift's way (§ Lift: up to 2\" to get clear)", () => {
  const lift = () => region("lift", { x: 10, y: 20, width: 6, height: 4 }, { lift: { travel: 4, usedRound: null } });
  const requestOf = (s: SceneSnapshot, ruleset: Ruleset) => {
    const test = operateLiftEffects(s, "op", "up", null, ruleset).effects.find((e) => e.type === "test");
    return (test as Extract<Effect, { type: "test" }>).call.request;
  };

  it('1½" in from the side: exactly 2" to get clear, so a pass gets it out', () => {
    // Centre (11.5, 22): out across x 10 to (9.5, 22).
    const s = table([fighter("op", 15, 23), fighter("m", 11.5, 22, { elevation: 2 })], [lift()]);
    expect(requestOf(s, necromunda())).toEqual({
      kind: "liftObstruct",
      options: { shovePass: "m:-2:0", shoveFail: "m:-2:0" },
    });
  });

  it('2½" from clear with a ruleset that sets no limit: a pass still gets it out', () => {
    const base = necromunda();
    const free: Ruleset = { ...base, structures: { ...base.structures, liftEscape: undefined } };
    // Centre (13, 22): out across y 20 to (13, 19.5), 2.5".
    const s = table([fighter("op", 15, 23), fighter("m", 13, 22, { elevation: 2 })], [lift()]);
    expect(requestOf(s, free)).toEqual({
      kind: "liftObstruct",
      options: { shovePass: "m:0:-2.5", shoveFail: "m:0:-2.5" },
    });
  });

  it("a model without a base (radius 0) has nowhere to go: the plain request", () => {
    const point = fighter("m", 12, 22, { elevation: 2, base: { x: 12, y: 22, radius: 0 } });
    const s = table([fighter("op", 15, 23), point], [lift()]);
    expect(requestOf(s, necromunda())).toEqual({ kind: "liftObstruct" });
  });
});

describe("the edge a fighter stands at (§ Leaping Gaps, § Falling Hazards)", () => {
  /** A 2" × 2" gap from (22, 30) dropping `drop`; the fighter at (21.2, 31) is 0.3" from it. */
  const gap = (drop = 3, condition = "gap") => terrain("gap", { x: 22, y: 30, width: 2, height: 2 }, condition, drop);
  const me = () => fighter("me", 21.2, 31);
  /** Necromunda with the edge test's distance given by `edgeTestDistance`. */
  const measuring = (edgeTestDistance: () => unknown): Ruleset => {
    const base = necromunda();
    return { ...base, terrain: { ...base.terrain, edgeTestDistance: bad(edgeTestDistance) } };
  };

  it("a ruleset's distance for the edge test is kept when it is a finite number ≥ 0", () => {
    expect(
      edgeNear(
        table([me()], [gap()]),
        "me",
        measuring(() => 2.5),
      )?.distance,
    ).toBe(2.5);
  });

  it("a negative, infinite, NaN or non-number distance counts 0", () => {
    for (const value of [-1, Infinity, Number.NaN, "3"]) {
      expect(
        edgeNear(
          table([me()], [gap()]),
          "me",
          measuring(() => value),
        ),
      ).toEqual({
        region: "gap",
        test: "leap",
        drop: 3,
        distance: 0,
        railing: false,
      });
    }
  });

  it("a ruleset without terrain has no edges", () => {
    expect(edgeNear(table([me()], [gap()]), "me", { ...necromunda(), terrain: undefined })).toBeNull();
  });

  it("the leap names its gap, so passing clears that edge only", () => {
    expect(edgeTestAt(table([me()], [gap()]), "me", necromunda())?.request).toEqual({
      kind: "leap",
      distance: 3,
      options: { edgeRegion: "gap" },
    });
  });

  it("at dangerous terrain (no drop) the test carries no distance", () => {
    expect(edgeTestAt(table([me()], [gap(0, "dangerous")]), "me", necromunda())?.request).toEqual({
      kind: "dangerous",
      options: { edgeRegion: "gap" },
    });
  });

  it("going Prone beside dangerous terrain (no drop): no fall test is asked for", () => {
    const base = necromunda();
    const asked: string[] = [];
    const spy: Ruleset = {
      ...base,
      tests: {
        ...base.tests,
        buildTest: (r: TestRequest) => {
          asked.push(r.kind);
          return base.tests.buildTest(r);
        },
      },
    };
    expect(edgeFallEffects(table([me()], [gap(0, "dangerous")]), "me", spy)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('a ruleset that builds no fall test: no effect at a 3" drop', () => {
    const base = necromunda();
    const quiet: Ruleset = { ...base, tests: { ...base.tests, buildTest: () => undefined } };
    expect(edgeFallEffects(table([me()], [gap()]), "me", quiet)).toEqual([]);
  });
});
