/**
 * A chain of pushed vehicles that stops at its second link or later (src/rules/moves/vehicles.ts):
 * necromunda-movement.md § Chain Collisions has every vehicle in the collision stop when one of
 * them stops against impassable terrain (a wall counts as such, § Colliding with Terrain) or a
 * tougher vehicle, so each vehicle behind comes to rest in base contact with the one ahead, and what
 * a pushed vehicle sets off on its way (§ Running Over Fighters, § Fighters & Loot on Moving
 * Vehicles) covers only the ground it really crossed. Vehicles are on 2" bases (radius 1"),
 * fighters on 1" bases (radius ½"); contact counts within 0.05". Values are worked by hand in the
 * comments, in inches, all along −y so the arithmetic stays exact.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, play, vehicleMoveEffects, type Effect, type PlayModel } from "../../src/rules";
import {
  inchScene as scene,
  moveStep as step,
  necromundaFighter as fighter,
  necromundaVehicle as vehicle,
} from "../support/necromunda-vehicles";

/** A wall across the table at height y. */
const wallAt = (y: number) => [{ a: { x: 20, y }, b: { x: 40, y } }];

const of = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);
/** Where each move effect of these models ends, rounded to 1e-9 so hand-worked values compare exactly. */
const ends = (effects: Effect[], ids: string[]) =>
  Object.fromEntries(
    of(effects, "move")
      .filter((e) => ids.includes(e.model))
      .map((e) => [e.model, [Math.round(e.to.x * 1e9) / 1e9, Math.round(e.to.y * 1e9) / 1e9]]),
  );
const pairs = (effects: Effect[]) =>
  of(effects, "notice").map(({ notice: n }) =>
    n.kind === "vehicleCollision" ? `${n.mover}>${n.other}` : `${n.mover}:${n.collision.terrain}`,
  );

describe("a chain stopped at its second link backs up behind it (§ Chain Collisions)", () => {
  it("c held by a wall at y 29.2 stops at 30.2; b stops in contact behind it at 32.2, a behind b at 34.2", () => {
    // a drives from (30, 40) to (30, 33) and pushes b (30, 37) towards (30, 31); b meets c
    // (30, 30.5) and pushes it towards (30, 29); c's base reaches the wall with its centre at 30.2.
    // Every vehicle stops: b 2" behind c (32.2), a 2" behind b (34.2). No bases overlap.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5)], { walls: wallAt(29.2) }),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>b", "b>c", "c:solid"]);
    expect(ends(effects, ["a", "b", "c"])).toEqual({ a: [30, 34.2], b: [30, 32.2], c: [30, 30.2] });
  });

  it('on a ramp rising 0.35" over a\'s 7" drive, a rests at the ramp\'s height where it stops: 0.29"', () => {
    // The first case on a ramp: a stops 5.8" along its 7" path (y 34.2), so 5.8/7 of the rise.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5)], { walls: wallAt(29.2) }),
      "a",
      [step(30, 40), step(30, 33, 0.35)],
      getRuleset("necromunda"),
    );
    const a = of(effects, "move").find((e) => e.model === "a")!;
    expect(a.to.y).toBeCloseTo(34.2, 9);
    expect(a.elevation).toBeCloseTo(0.29, 9);
  });

  it("three links: d held by a wall at y 26.5 stops at 27.5, c behind at 29.5, b at 31.5, a at 33.5", () => {
    // b (30, 37) is pushed towards (30, 31), c (30, 30.5) towards (30, 29), d (30, 28), met by c
    // at 30.05, towards (30, 27); d's base reaches the wall at y 26.5 with its centre at 27.5.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5), vehicle("d", 30, 28)], {
        walls: wallAt(26.5),
      }),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>b", "b>c", "c>d", "d:solid"]);
    expect(ends(effects, ["a", "b", "c", "d"])).toEqual({
      a: [30, 33.5],
      b: [30, 31.5],
      c: [30, 29.5],
      d: [30, 27.5],
    });
  });

  it("c stopped by a tougher d where they touch (29.55): b stops behind c at 31.55, a behind b at 33.55", () => {
    // c (30, 30.5), pushed towards (30, 29), meets d (30, 27.5, Toughness 9) with centres 2.05"
    // apart: c at 29.55. c's front 8 is the lower, so c stops there and d does not move.
    const d = vehicle("d", 30, 27.5, { toughness: { front: 9, side: 9, rear: 9 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5), d]),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>b", "b>c", "c>d"]);
    const at = ends(effects, ["a", "b", "c", "d"]);
    expect(at["d"]).toBeUndefined();
    // The contact slack of the geometry (1e-6) leaves the points within 1e-5 of the hand values.
    for (const [id, y] of [
      ["c", 29.55],
      ["b", 31.55],
      ["a", 33.55],
    ] as const) {
      expect(at[id]![0]).toBe(30);
      expect(at[id]![1]).toBeCloseTo(y, 5);
    }
  });
});

describe("what a pushed vehicle sets off covers only the ground it crossed before the chain stopped", () => {
  it("b, stopped at 32.2, runs over g (reached at 32.665) but not f (reached only at 31.965)", () => {
    // f (31.4, 31.3) is 1.4" off b's line: b's base comes within 1.55" of it once b's centre is
    // within √(1.55² − 1.4²) ≈ 0.665" of y 31.3, at 31.965, beyond b's stop. g (28.6, 32) is reached
    // at 32.665, before it. Neither is reached by a (its base at (30, 33) is √2.96 ≈ 1.72" from g)
    // nor by c (from 30.5 to 30.2, never nearer than 2.05" to f).
    const effects = vehicleMoveEffects(
      scene(
        [
          vehicle("a", 30, 40),
          vehicle("b", 30, 37),
          vehicle("c", 30, 30.5),
          fighter("f", 31.4, 31.3),
          fighter("g", 28.6, 32),
        ],
        { walls: wallAt(29.2) },
      ),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["g", "runOver"]]);
    expect(of(effects, "move").map((e) => e.model)).not.toContain("f");
  });

  it("b's rider, on its deck at (30.3, 37.4), goes as far as b does, (0, −4.8), to (30.3, 32.6)", () => {
    const effects = vehicleMoveEffects(
      scene(
        [
          vehicle("a", 30, 40),
          vehicle("b", 30, 37),
          vehicle("c", 30, 30.5),
          fighter("q", 30.3, 37.4, { elevation: 1 }),
        ],
        { walls: wallAt(29.2) },
      ),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["q", "riding"]]);
    expect(ends(effects, ["q"])).toEqual({ q: [30.3, 32.6] });
  });
});

describe("rules.play: the whole move of a push chain that stops short (§ Chain Collisions)", () => {
  /** A vehicle of M8 on a 2" base at (x, y), Toughness front 8 / side 7 / rear 6. */
  const playVehicle = (id: string, x: number, y: number): PlayModel => ({
    id,
    type: "vehicle",
    side: "hostile",
    x,
    y,
    base: 2,
    system: { move: 8, toughness: { front: 8, side: 7, rear: 6 }, handling: 5 },
  });

  it("a, b and c end at 34.2, 32.2 and 30.2 on x 30: each in base contact with the next, none overlapping", () => {
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [playVehicle("a", 30, 40), playVehicle("b", 30, 37), playVehicle("c", 30, 30.5)],
      walls: [{ a: [20, 29.2], b: [40, 29.2] }],
    });
    t.move("a", { action: "move", path: [[30, 33]] });
    for (const [id, y] of [
      ["a", 34.2],
      ["b", 32.2],
      ["c", 30.2],
    ] as const) {
      expect(t.model(id).x).toBeCloseTo(30, 9);
      expect(t.model(id).y).toBeCloseTo(y, 9);
    }
  });

  it("a stops on its own line at (30, 36.52) behind b, stopped off it at (30.56, 34.6) by the wall at y 33.6", () => {
    // As in the case above worked by hand: b, met 43° off a's line, is pushed towards (30, 33) and
    // held by the wall; a backs up along its own path, not sideways behind b.
    const t = play({
      ruleset: "necromunda",
      combat: true,
      models: [playVehicle("a", 30, 40), playVehicle("b", 31.4, 37)],
      walls: [{ a: [20, 33.6], b: [40, 33.6] }],
    });
    t.move("a", { action: "move", path: [[30, 35]] });
    for (const [id, x, y] of [
      ["a", 30, 36.52],
      ["b", 30.56, 34.6],
    ] as const) {
      expect(t.model(id).x).toBeCloseTo(x, 9);
      expect(t.model(id).y).toBeCloseTo(y, 9);
    }
  });
});

describe("the mover stopped short runs over only what it reached before its stop (§ Running Over Fighters)", () => {
  it("a, stopped at 34.2 behind b, does not run over h (reached only at 33.48); b runs h over on its way", () => {
    // h (31.2, 32.5) is 1.2" off the line x 30: a 2" base comes within 1.55" of it once its centre
    // is within √(1.55² − 1.2²) ≈ 0.98" of y 32.5, at 33.48: past a's stop at 34.2, so a never
    // reaches it. b, going from 37 to its stop at 32.2, reaches it at 33.48 and runs it over, after
    // the a>b collision that pushed it (a's own run-overs come before its collisions).
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5), fighter("h", 31.2, 32.5)], {
        walls: wallAt(29.2),
      }),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["h", "runOver"]]);
    const firstNotice = effects.findIndex((e) => e.type === "notice");
    expect(effects.findIndex((e) => e.type === "test" && e.model === "h")).toBeGreaterThan(firstNotice);
    expect(ends(effects, ["a", "b", "c"])).toEqual({ a: [30, 34.2], b: [30, 32.2], c: [30, 30.2] });
  });

  it("k, reached by a at 34.28 before its stop at 34.2, is run over by a and moved 2.5\" off a's stop, to (32, 32.7)", () => {
    // k (31.2, 33.3) lies 1.5" from a's stop (30, 34.2), along (0.8, −0.6): a reaches it before
    // stopping. Moved aside clear of the ground a really crossed (from 40 to 34.2), k goes out from
    // (30, 34.2) to 1" + ½" + 1" = 2.5": (32, 32.7) (not level with it, to (32.5, 33.3), as off the
    // whole path to 33 would put it). k is on the vehicles' side, so no enemy moves it on.
    const effects = vehicleMoveEffects(
      scene(
        [
          vehicle("a", 30, 40),
          vehicle("b", 30, 37),
          vehicle("c", 30, 30.5),
          fighter("k", 31.2, 33.3, { disposition: "hostile" }),
        ],
        { walls: wallAt(29.2) },
      ),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["k", "runOver"]]);
    const firstNotice = effects.findIndex((e) => e.type === "notice");
    expect(effects.findIndex((e) => e.type === "test" && e.model === "k")).toBeLessThan(firstNotice);
    expect(ends(effects, ["k"])).toEqual({ k: [32, 32.7] });
  });

  it("a, stopped where it meets the tougher d (38.05), runs over g (reached at 39.98) but not f (reached at 35.98)", () => {
    // d (30, 36) has Toughness 9 all round: a's front 8 is the lower, so a stops on contact, its
    // centre 2.05" from d's at y 38.05 (§ Move and Push During Collisions, head-on). g (31.2, 39) is
    // reached at 39 + 0.98, f (31.2, 35) only at 35 + 0.98, past the stop.
    const d = vehicle("d", 30, 36, { toughness: { front: 9, side: 9, rear: 9 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), d, fighter("f", 31.2, 35), fighter("g", 31.2, 39)]),
      "a",
      [step(30, 40), step(30, 33)],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>d"]);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["g", "runOver"]]);
    expect(of(effects, "move").map((e) => e.model)).not.toContain("f");
    expect(ends(effects, ["a"])["a"]![1]).toBeCloseTo(38.05, 5);
  });
});

describe("the mover stops on its own path against a pushed vehicle stopped off its line (§ Chain Collisions)", () => {
  it("b, pushed from (31.4, 37) towards (30, 33), stops at (30.56, 34.6) at the wall; a stops at (30, 36.52), not (30.56, 36.6)", () => {
    // a drives from (30, 40) to (30, 35) and meets b (31.4, 37) head-on (43° off its line). b is
    // pushed to 2" ahead of a's end, (30, 33), along (−1.4, −4); its base reaches the wall at y 33.6
    // with its centre at 34.6, 0.6 of the way: x 31.4 − 0.84 = 30.56. a stops where it first comes
    // into base contact with b there, on its own line x 30: √(2² − 0.56²) = 1.92" behind, y 36.52.
    // a's rider r, on its deck at (30.3, 40.4), goes as far as a does: (0, −3.48), to (30.3, 36.92).
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 31.4, 37), fighter("r", 30.3, 40.4, { elevation: 1 })], {
        walls: [{ a: { x: 20, y: 33.6 }, b: { x: 40, y: 33.6 } }],
      }),
      "a",
      [step(30, 40), step(30, 35)],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>b", "b:solid"]);
    expect(ends(effects, ["a", "b", "r"])).toEqual({ a: [30, 36.52], b: [30.56, 34.6], r: [30.3, 36.92] });
  });
});

describe("the mover stopped short hits only the terrain it reached (§ Colliding with Terrain)", () => {
  it("a, stopped by the tougher d at 38.05, smashes the obstacle o1 before it, not o2 past it, nor the wall at its path's end", () => {
    // o1 spans y 38.5–38.7, which a's base (down to 37.05) sweeps; o2 spans y 34–34.5, which it
    // would only reach past its stop. The path's end, marked in an obstacle and cut short by solid
    // terrain (`blocked`), is never reached either.
    const region = (id: string, y: number, height: number) => ({
      id,
      name: id,
      area: { x: 28, y, width: 4, height },
      bottom: null,
      top: null,
      terrain: [{ condition: "obstacle", height: 1, railing: false }],
      ductwayExit: null,
      lift: null,
    });
    const d = vehicle("d", 30, 36, { toughness: { front: 9, side: 9, rear: 9 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), d], { regions: [region("o1", 38.5, 0.2), region("o2", 34, 0.5)] }),
      "a",
      [step(30, 40), { ...step(30, 33), conditions: ["obstacle"] }],
      getRuleset("necromunda"),
      { blocked: true },
    );
    expect(pairs(effects)).toEqual(["a>d", "a:obstacle"]);
    expect(of(effects, "disableRegion").map((e) => e.region)).toEqual(["o1"]);
  });

  it("with no obstacle crossed before its stop, a marks none even though its path's end lies in one", () => {
    const d = vehicle("d", 30, 36, { toughness: { front: 9, side: 9, rear: 9 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), d]),
      "a",
      [step(30, 40), { ...step(30, 33), conditions: ["obstacle"] }],
      getRuleset("necromunda"),
    );
    expect(pairs(effects)).toEqual(["a>d"]);
  });
});
