/**
 * What a Necromunda vehicle's finished move sets off (src/rules/moves/vehicles.ts), the cases the
 * older vehicle tests left open: who counts as a vehicle, riders whose start spot lies on the path,
 * the level a vehicle drives on (half a grid space, with the engine's 1e-9 slack), a fighter
 * touched but not moved, a side-on shove after a turn, a chain stopped at a wall, and the 1" settle
 * of run-over fighters against riders carried.
 * Rules: necromunda-movement.md § Running Over Fighters, § Fighters & Loot on Moving Vehicles,
 * § Move and Push During Collisions, § Chain Collisions, § Involuntary Move. Values are worked by
 * hand in inches in the comments.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, vehicleMoveEffects, type Effect, type Ruleset } from "../../src/rules";
import {
  inchScene as scene,
  moveStep as step,
  necromundaFighter as fighter,
  necromundaVehicle as vehicle,
} from "../support/necromunda-vehicles";

const necromunda = (): Ruleset => getRuleset("necromunda");

const of = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);
const tests = (effects: Effect[]) => of(effects, "test").map((t) => [t.model, t.call.kind]);
const round = (p: { x: number; y: number }) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9];

describe("only a vehicle runs into anything (§ Vehicle Collisions)", () => {
  it("a fighter given Toughness per facing is no vehicle: its move sets nothing off", () => {
    const brute = fighter("m", 30, 40, { toughness: { front: 8, side: 7, rear: 6 } });
    const effects = vehicleMoveEffects(
      scene([brute, fighter("f", 30.2, 36)]),
      "m",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    expect(effects).toEqual([]);
  });

  it("a fighter with Toughness per facing in a vehicle's way is run over, not collided with", () => {
    // a drives along −y from (30, 40) to (30, 33); the fighter 0.2" off its line at y 36 goes aside
    // 1" + ½" + 1" = 2½" off the line, to (32.5, 36).
    const brute = fighter("f", 30.2, 36, { toughness: { front: 8, side: 7, rear: 6 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), brute]),
      "a",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    expect(of(effects, "notice")).toEqual([]);
    expect(tests(effects)).toEqual([["f", "runOver"]]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([["f", 32.5, 36]]);
  });
});

describe("riders are carried, never run over, even where the path crosses their start (§ Fighters & Loot on Moving Vehicles)", () => {
  it('a rider at the corner of a 4" deck, ahead on the diagonal, tests once and rides (6, 8) on', () => {
    // v (radius 2) at (50, 60) drives 10" along (0.6, 0.8) to (56, 68). r stands 0.3" up near the
    // deck's corner at (51.9, 61.9): 2.69" from v's centre, so its base is clear of v's where it
    // sets off, and the path runs right over its spot (0.38" off the line). It rides, to (57.9, 69.9).
    const effects = vehicleMoveEffects(
      scene([vehicle("v", 50, 60, { size: 4 }), fighter("r", 51.9, 61.9, { elevation: 0.3 })]),
      "v",
      [step(50, 60), step(56, 68)],
      necromunda(),
    );
    expect(tests(effects)).toEqual([["r", "riding"]]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to), e.elevation])).toEqual([["r", 57.9, 69.9, 0.3]]);
  });

  it("a pushed 4\" vehicle's rider at the deck's corner ahead is carried with it, not run over by it", () => {
    // a drives along −y from (30, 40) to (30, 33) and meets b (radius 2) at (30, 35) head-on: b goes
    // to 3" beyond a's end, (30, 30), 5" on. q, 0.3" up at b's corner (28.1, 33.1), is 2.69" from
    // b's centre (clear of its base) and 1.9" off b's line; it rides to (28.1, 28.1).
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 35, { size: 4 }), fighter("q", 28.1, 33.1, { elevation: 0.3 })]),
      "a",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    expect(effects).toMatchObject([
      { type: "notice", notice: { kind: "vehicleCollision", mover: "a", other: "b", collision: { result: "push" } } },
      { type: "move", model: "b", to: { x: 30, y: 30 } },
      { type: "test", model: "q", call: { kind: "riding" } },
      { type: "move", model: "q" },
    ]);
    expect(effects).toHaveLength(4);
    expect(round(of(effects, "move")[1]!.to)).toEqual([28.1, 28.1]);
  });
});

describe("a vehicle's level reaches half a grid space, float slack included (§ Running Over Fighters)", () => {
  it('the mover runs over a fighter standing ½" + 1e-9 above it', () => {
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), fighter("f", 30.2, 36, { elevation: 0.5 + 1e-9 })]),
      "a",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    expect(tests(effects)).toEqual([["f", "runOver"]]);
  });

  it("a pushed vehicle runs over a fighter standing ½\" + 1e-9 above it, with a stationary vehicle's M3 (S3)", () => {
    // b at (30, 37) is pushed to (30, 31); f at (31, 30.6), 1" off b's line, is 2.6" from a's end.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), fighter("f", 31, 30.6, { elevation: 0.5 + 1e-9 })]),
      "a",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.hit])).toEqual([["f", { strength: 3, ap: 0, damage: 1 }]]);
  });
});

describe("run over, tested and moved (§ Running Over Fighters)", () => {
  it("a ruleset that builds no test still moves a fighter the mover runs over aside, and only that", () => {
    // f 0.2" off a's line at y 36 goes 2½" off it, to (32.5, 36).
    const silent: Ruleset = { ...necromunda(), tests: { ...necromunda().tests, buildTest: () => undefined } };
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), fighter("f", 30.2, 36)]),
      "a",
      [step(30, 40), step(30, 33)],
      silent,
    );
    expect(effects).toEqual([{ type: "move", model: "f", to: { x: 32.5, y: 36 } }]);
  });

  it("a fighter the mover touched but did not move is still in the way of the vehicle it pushes: tested again", () => {
    // Without an engagement zone a fighter goes only 1" + ½" off the path. t, 1.52" off a's line
    // at y 34, is touched (within 0.05") and stays; b, pushed from (30, 37) to (30, 31) along the
    // same line, touches it too: first a's hit (M8: S7 AP−2 D2), then a stationary vehicle's (S3).
    const noZone: Ruleset = { ...necromunda(), engagement: undefined };
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), fighter("t", 28.48, 34)]),
      "a",
      [step(30, 40), step(30, 33)],
      noZone,
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.hit])).toEqual([
      ["t", { strength: 7, ap: -2, damage: 2 }],
      ["t", { strength: 3, ap: 0, damage: 1 }],
    ]);
    expect(of(effects, "move").map((e) => e.model)).toEqual(["b"]);
  });
});

describe("side-on after a turn: the shove clears the rest of the path (§ Move and Push During Collisions)", () => {
  it('b beside the second leg goes aside off that leg only: ½" along −x on a pass, a ½" along +x on a failure', () => {
    // a drives (20, 25) → (30, 35), then along −y to (30, 20). b at (28.5, 25), 1.5" left of the
    // second leg and 6" from the first, is first touched side-on on the second leg (2.05" from
    // (30, 26.4)). What remains of a's path is the second leg from there (not the way back to
    // where a set off, which passes 1.2" from b): b, 1.5" off it, needs ½" more to clear a's 2"
    // (1" + 1"), straight out along −x.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 20, 25), vehicle("b", 28.5, 25)]),
      "a",
      [step(20, 25), step(30, 35), step(30, 20)],
      necromunda(),
    );
    expect(of(effects, "test").map((t) => t.call.request)).toMatchObject([
      { kind: "sideOn", options: { shovePass: "b:-0.5:0", shoveFail: "a:0.5:0" } },
    ]);
  });
});

describe("a chain stopped at a wall (§ Chain Collisions)", () => {
  it("c, pushed by b towards a wall, stops with its base against it: every move ends at a point on the table", () => {
    // a drives along −y from (30, 40) to (30, 33); b (30, 37) goes to (30, 31) and meets c at
    // (30, 30.5); c, pushed on towards (30, 29), meets the wall at y 29.2 with its centre at 30.2.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30.5)], {
        walls: [{ a: { x: 20, y: 29.2 }, b: { x: 40, y: 29.2 } }],
      }),
      "a",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    const moves = of(effects, "move");
    expect(moves.every((e) => Number.isFinite(e.to?.x) && Number.isFinite(e.to?.y))).toBe(true);
    const c = moves.find((e) => e.model === "c")!;
    expect(round(c.to)).toEqual([30, 30.2]);
    expect(of(effects, "notice").at(-1)).toMatchObject({ notice: { kind: "terrainCollision", mover: "c" } });
  });
});

describe('run-over fighters settle 1" from enemies where the move leaves them (§ Involuntary Move)', () => {
  it('f, moved aside to (32.5, 34), goes on to 2" from the hostile rider carried to (30.9, 33.9)', () => {
    // v drives along −y from (30, 40) to (30, 33), carrying r (hostile) and s, both on its deck at
    // its own level (height would count in the 1" too).
    // f at (30.5, 34) is run over and moved 2½" off the line, to (32.5, 34): 1.6" from r's
    // centre where r ends, within 1" of it; f goes straight away from r to 2" from its centre.
    const effects = vehicleMoveEffects(
      scene([
        vehicle("v", 30, 40),
        fighter("f", 30.5, 34),
        fighter("r", 30.9, 40.9, { disposition: "hostile" }),
        fighter("s", 29.1, 40.9),
      ]),
      "v",
      [step(30, 40), step(30, 33)],
      necromunda(),
    );
    const f = of(effects, "move").find((e) => e.model === "f")!.to;
    const away = Math.hypot(1.6, 0.1);
    expect(f.x).toBeCloseTo(30.9 + (2 * 1.6) / away, 5);
    expect(f.y).toBeCloseTo(33.9 + (2 * 0.1) / away, 5);
  });
});
