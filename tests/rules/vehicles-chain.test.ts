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
import {
  getRuleset,
  play,
  vehicleMoveEffects,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type PlayModel,
  type SceneSnapshot,
} from "../../src/rules";
import { model } from "../support/snapshots";

/** An inch scene with no bounds, grid step 1". */
const scene = (models: ModelSnapshot[], over: Partial<SceneSnapshot> = {}): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: null,
  models,
  regions: [],
  ...over,
});

/** A hostile vehicle centred at (x, y) on a 2" base, M8, Toughness front 8 / side 7 / rear 6 unless given. */
const vehicle = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}) =>
  model(id, x, y, {
    size: 2,
    kind: "vehicle",
    disposition: "hostile",
    characteristics: { move: 8, handling: 5 },
    toughness: { front: 8, side: 7, rear: 6 },
    ...extra,
  });

/** A friendly standing fighter on a 1" base, Initiative 4+. */
const fighter = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}) =>
  model(id, x, y, {
    disposition: "friendly",
    status: "standing",
    characteristics: { move: 4, initiative: 4 },
    ...extra,
  });

const step = (x: number, y: number): PathStep => ({ x, y, elevation: 0, action: "move" });

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

describe("rules.play: the whole move of a chain stopped at its second link (§ Chain Collisions)", () => {
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
});
