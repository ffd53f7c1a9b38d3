/**
 * What a Necromunda vehicle's finished move sets off (moves/vehicles.ts), off the x axis and away
 * from the origin, with the numbers of necromunda-movement.md: § Fighters & Loot on Moving Vehicles
 * (riders), § Colliding with Terrain (obstacles, solid terrain), § Running Over Fighters,
 * § Move and Push During Collisions (head-on, side-on), § Chain Collisions and § Collision Damage.
 * Every expected value is worked by hand in the comments, in inches; 3-4-5 triangles keep the
 * arithmetic exact. Rules decisions that a move makes go through `rules.play`.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  obstaclesCrossed,
  ridersOf,
  shoveCarrying,
  vehicleMoveEffects,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";
import { boxRegion, model } from "../support/snapshots";
import {
  inchScene as scene,
  moveStep as step,
  necromundaFighter as fighter,
  necromundaVehicle as vehicle,
} from "../support/necromunda-vehicles";

const necromunda = getRuleset("necromunda");

/** A rectangular region with one terrain condition, 1" high unless `h` says. */
const region = (id: string, x: number, y: number, width: number, height: number, condition: string, h = 1) =>
  boxRegion(id, x, y, width, height, condition, h);

const of = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);
const moveOf = (effects: Effect[], id: string) => of(effects, "move").find((e) => e.model === id);
/** A point rounded to 1e-9, so hand-worked values compare exactly. */
const round = (p: { x: number; y: number }) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9];
const notices = (effects: Effect[]) => of(effects, "notice").map((n) => n.notice);

describe("ridersOf: who rides a vehicle when it sets off (§ Fighters & Loot on Moving Vehicles)", () => {
  // The snapshot's vehicle stands at (10, 20) on a 3" base; it set off from (30, 7), 2" up: its
  // footprint there is (28.5, 5.5)–(31.5, 8.5).
  const truck = vehicle("truck", 10, 20, { size: 3, elevation: 2 });
  const start = { x: 30, y: 7, elevation: 2 };

  it("fighters whose centre is on the footprint where it set off, at its elevation or above", () => {
    const on = fighter("on", 29, 6, { elevation: 2 });
    const above = fighter("above", 31.4, 8.4, { elevation: 3 });
    const hair = fighter("hair", 30, 7, { elevation: 2 - 1e-9 });
    const below = fighter("below", 30, 7.5, { elevation: 1.99 });
    const beside = fighter("beside", 31.6, 7, { elevation: 2 });
    const whereItIs = fighter("whereItIs", 10, 20, { elevation: 2 });
    const crate = model("crate", 30, 6.5, { kind: "loot", elevation: 2 });
    const s = scene([truck, on, above, hair, below, beside, whereItIs, crate]);
    expect(ridersOf(s, truck, start).map((m) => m.id)).toEqual(["on", "above", "hair"]);
  });

  it("a model that is not a vehicle carries no one, even a fighter standing on it", () => {
    const ogryn = fighter("ogryn", 30, 7, { size: 3, elevation: 2 });
    const perched = fighter("perched", 30, 7, { elevation: 3 });
    expect(ridersOf(scene([ogryn, perched]), ogryn, start)).toEqual([]);
  });
});

describe("obstaclesCrossed: obstacles a vehicle's base sweeps (§ Colliding with Terrain)", () => {
  const mover = vehicle("v", 20, 30);
  const crossed = (path: { x: number; y: number }[], regions: RegionSnapshot[], models: ModelSnapshot[] = []) =>
    obstaclesCrossed(scene([mover, ...models], { regions }), mover, path).map((o) => o.region.id);

  // Each region's near edge lies exactly 1" (the base's radius) from the nearest point of the
  // path: the base touches it, which is contact; 0.01" further it is clear.
  it("a base touching an obstacle beyond the path's right end (+x, from (20, 30))", () => {
    const path = [
      { x: 20, y: 30 },
      { x: 23, y: 30 },
    ];
    expect(crossed(path, [region("o", 24, 28, 1, 4, "obstacle")])).toEqual(["o"]);
    // Within the sweep's 1e-9 rounding slack is contact too.
    expect(crossed(path, [region("o", 24 + 5e-10, 28, 1, 4, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 24.01, 28, 1, 4, "obstacle")])).toEqual([]);
  });

  it("a base touching an obstacle beyond the path's left end (−x)", () => {
    const path = [
      { x: 20, y: 30 },
      { x: 14, y: 30 },
    ];
    // Left edge of the swept base at 13: a region from 11 to 13.
    expect(crossed(path, [region("o", 11, 28, 2, 4, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 11 - 5e-10, 28, 2, 4, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 10.99, 28, 2, 4, "obstacle")])).toEqual([]);
  });

  it("a base touching an obstacle below the path's end (+y)", () => {
    const path = [
      { x: 20, y: 30 },
      { x: 20, y: 35 },
    ];
    expect(crossed(path, [region("o", 18, 36, 4, 1, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 18, 36 + 5e-10, 4, 1, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 18, 36.01, 4, 1, "obstacle")])).toEqual([]);
  });

  it("a base touching an obstacle above the path's end (−y)", () => {
    const path = [
      { x: 20, y: 30 },
      { x: 20, y: 26 },
    ];
    expect(crossed(path, [region("o", 18, 23, 4, 2, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 18, 23 - 5e-10, 4, 2, "obstacle")])).toEqual(["o"]);
    expect(crossed(path, [region("o", 18, 22.99, 4, 2, "obstacle")])).toEqual([]);
  });

  it("only obstacle terrain with an area counts, in region order; the segment swept, not only its ends", () => {
    // A diagonal (20, 30) → (26, 22) (3-4-5 × 2) passes (23, 26) midway: a 0.2" box there is
    // swept by the middle of the segment, though both ends are 5" from it.
    const path = [
      { x: 20, y: 30 },
      { x: 26, y: 22 },
    ];
    const mid = region("mid", 22.9, 25.9, 0.2, 0.2, "obstacle");
    const rough = region("rough", 22.9, 25.9, 0.2, 0.2, "difficult");
    const noArea = { ...region("noArea", 22.9, 25.9, 0.2, 0.2, "obstacle"), area: null };
    const end = region("end", 26.5, 21.5, 1, 1, "obstacle");
    expect(crossed(path, [end, rough, noArea, mid])).toEqual(["end", "mid"]);
  });

  it("who stands on top: centre on the area, raised half a grid space or more, not the mover", () => {
    // A 4" × 2" barricade at (22, 29)–(26, 31) across the path (20, 30) → (28, 30).
    const path = [
      { x: 20, y: 30 },
      { x: 28, y: 30 },
    ];
    const barricade = region("b", 22, 29, 4, 2, "obstacle", 1.5);
    const half = fighter("half", 23, 30.5, { elevation: 0.5 - 1e-9 });
    const low = fighter("low", 24, 30.5, { elevation: 0.49 });
    const off = fighter("off", 26.6, 30, { elevation: 1 });
    const got = obstaclesCrossed(scene([mover, half, low, off], { regions: [barricade] }), mover, path);
    expect(got.map((o) => [o.region.id, o.height, o.onTop.map((m) => m.id)])).toEqual([["b", 1.5, ["half"]]]);
    // On a 2" grid half a space is 1": the ½" fighter is no longer on top, a 1" one is.
    const high = fighter("high", 25, 29.5, { elevation: 1 });
    const onGrid2 = obstaclesCrossed(scene([mover, half, high], { regions: [barricade], gridStep: 2 }), mover, path);
    expect(onGrid2[0]!.onTop.map((m) => m.id)).toEqual(["high"]);
    // The mover's own snapshot, raised and on the area, is never on top of what it smashes.
    const raised = vehicle("v", 24, 30, { elevation: 1 });
    const self = obstaclesCrossed(scene([raised], { regions: [barricade] }), raised, path);
    expect(self[0]!.onTop).toEqual([]);
  });
});

describe("fighters run over along a long path go aside off the nearest segment (§ Running Over Fighters)", () => {
  // 64 steps of (−3, −4) from (200, 300) reach V = (8, 44); a last 10" leg goes along −x to
  // (−2, 44). A fighter is moved 1" clear of the 1"-radius vehicle: 1 + ½ + 1 = 2½" from the path.
  // A last 10" leg then goes along +y to (−2, 54).
  const path: PathStep[] = [
    ...Array.from({ length: 65 }, (_, i) => step(200 - 3 * i, 300 - 4 * i)),
    step(-2, 44),
    step(-2, 54),
  ];
  const drive = (...fighters: ModelSnapshot[]) =>
    vehicleMoveEffects(scene([vehicle("v", 200, 300), ...fighters]), "v", path, necromunda);

  it("one standing on the turn at V goes off the leg that reaches it first, to V + 2½ (0.8, −0.6) = (10, 42.5)", () => {
    // The leg into V runs along (−0.6, −0.8); its right-hand normal (0.8, −0.6) points away from
    // the last leg (along −x), so (10, 42.5) is 2½" from both.
    const to = moveOf(drive(fighter("f", 8, 44)), "f")!.to;
    expect(to.x).toBeCloseTo(10, 9);
    expect(to.y).toBeCloseTo(42.5, 9);
  });

  it('one 1.2" below the middle of the 10" last leg goes straight out from it to 2½": (3, 46.5)', () => {
    const effects = drive(fighter("f", 3, 45.2));
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["f", "runOver"]]);
    const to = moveOf(effects, "f")!.to;
    expect(to.x).toBeCloseTo(3, 9);
    expect(to.y).toBeCloseTo(46.5, 9);
  });

  it('one 1.2" right of the middle of the +y leg goes straight out from it to 2½": (0.5, 49)', () => {
    const to = moveOf(drive(fighter("f", -0.8, 49)), "f")!.to;
    expect(to.x).toBeCloseTo(0.5, 9);
    expect(to.y).toBeCloseTo(49, 9);
  });

  it('one 0.1" beside the middle of a diagonal step goes out along its normal to (185.5, 276.5)', () => {
    // Midway along step 5 → 6, (183.5, 278); 0.1" off it on the right-hand side, (183.58, 277.94),
    // the fighter is pushed to (183.5, 278) + 2.5 (0.8, −0.6) = (185.5, 276.5).
    const to = moveOf(drive(fighter("f", 183.58, 277.94)), "f")!.to;
    expect(to.x).toBeCloseTo(185.5, 9);
    expect(to.y).toBeCloseTo(276.5, 9);
  });
});

describe("riders and loot carried along a climbing, turning path (§ Fighters & Loot on Moving Vehicles)", () => {
  // v (3" base, radius 1.5) sets off from (50, 60) on a platform 1" up, goes 8" along −y to (50, 52)
  // and 10" along (−0.6, −0.8) up a ramp to (44, 44), 3" up: everything aboard moves (−6, −16) and
  // 2" up.
  const path = [step(50, 60, 1), step(50, 52, 1), step(44, 44, 3)];
  const v = vehicle("v", 50, 60, { size: 3, elevation: 1 });
  const rider = fighter("r", 50.4, 60.5, { elevation: 2 });
  const loot = (id: string, x: number, y: number, elevation = 2) => model(id, x, y, { kind: "loot", elevation });

  it('the rider tests once, is marked, and ends (44.4, 44.5) 4" up; loot in base contact with it goes too', () => {
    // The crate's centre is 1" from the rider's: ½" + ½", base contact.
    const effects = vehicleMoveEffects(scene([v, rider, loot("crate", 51.4, 60.5)]), "v", path, necromunda);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["r", "riding"]]);
    expect(of(effects, "turnMark")).toEqual([{ type: "turnMark", model: "v", mark: "rider:r" }]);
    const r = moveOf(effects, "r")!;
    expect([...round(r.to), r.elevation]).toEqual([44.4, 44.5, 4]);
    const crate = moveOf(effects, "crate")!;
    expect([...round(crate.to), crate.elevation]).toEqual([45.4, 44.5, 4]);
  });

  it("a rider standing low on the deck (0.3\" above the vehicle's level) rides; it is not run over", () => {
    const low = fighter("low", 49.5, 59.5, { elevation: 1.3 });
    const effects = vehicleMoveEffects(scene([v, low]), "v", path, necromunda);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["low", "riding"]]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to), e.elevation])).toEqual([["low", 43.5, 43.5, 3.3]]);
  });

  it("a rider marked as tested this activation is carried without a test", () => {
    const effects = vehicleMoveEffects(scene([v, rider]), "v", path, necromunda, { marks: ["rider:r"] });
    expect(of(effects, "test")).toEqual([]);
    expect(of(effects, "turnMark")).toEqual([]);
    expect(round(moveOf(effects, "r")!.to)).toEqual([44.4, 44.5]);
  });

  it('loose loot falls 1" off where v set off, at the rolled angles in turn, cycling: 3" from (50, 60)', () => {
    // 1.5 + ½ + 1 = 3" from v's centre: angle 0 → (53, 60), π/2 → (50, 63), then 0 again.
    const effects = vehicleMoveEffects(
      scene([v, rider, loot("a", 49, 61.2), loot("b", 48.9, 59), loot("c", 50, 59.3)]),
      "v",
      path,
      necromunda,
      { fallAngles: [0, Math.PI / 2] },
    );
    const land = (id: string) => {
      const m = moveOf(effects, id)!;
      return [Math.round(m.to.x * 1e9) / 1e9, Math.round(m.to.y * 1e9) / 1e9, m.elevation];
    };
    expect([land("a"), land("b"), land("c")]).toEqual([
      [53, 60, 1],
      [50, 63, 1],
      [53, 60, 1],
    ]);
  });

  it("without rolled angles loot spreads by the golden angle, π (3 − √5), from 0", () => {
    const effects = vehicleMoveEffects(
      scene([v, loot("a", 49, 61.2, 1), loot("b", 48.9, 59, 1)]),
      "v",
      path,
      necromunda,
    );
    const golden = Math.PI * (3 - Math.sqrt(5));
    expect(moveOf(effects, "a")!.to).toEqual({ x: 53, y: 60 });
    const b = moveOf(effects, "b")!.to;
    expect(b.x).toBeCloseTo(50 + 3 * Math.cos(golden), 9);
    expect(b.y).toBeCloseTo(60 + 3 * Math.sin(golden), 9);
  });

  it("loot in the transport area (the whole deck) stays aboard; loot under the deck is not aboard, loot at its level is", () => {
    const decked = { ...v, transportArea: "deck" as const };
    const effects = vehicleMoveEffects(
      scene([decked, loot("stowed", 49, 59), loot("under", 51, 61, 0.99), loot("level", 49.5, 61, 1 - 1e-9)]),
      "v",
      path,
      necromunda,
    );
    const stowed = moveOf(effects, "stowed")!;
    expect([...round(stowed.to), stowed.elevation]).toEqual([43, 43, 4]);
    expect(moveOf(effects, "level")!.elevation).toBeCloseTo(3, 8);
    expect(moveOf(effects, "under")).toBeUndefined();
  });

  it("stopped head-on by a tougher vehicle, the rider is carried only as far as the mover went", () => {
    // Along −y from (50, 60): a tank (front 12, facing +y, towards v) at (50, 54) is touched with
    // v's centre 1.5 + 1 + 0.05 = 2.55" short of it, at (50, 56.55): v and its rider move (0, −3.45).
    const tank = vehicle("tank", 50, 54, {
      elevation: 1,
      facing: Math.PI / 2,
      toughness: { front: 12, side: 11, rear: 10 },
    });
    // A truck further on at (49, 50), 0.4" off the last leg, is never reached: everyone stopped.
    const effects = vehicleMoveEffects(
      scene([v, rider, tank, vehicle("truck", 49, 50, { elevation: 1 })]),
      "v",
      path,
      necromunda,
    );
    expect(notices(effects)).toMatchObject([
      { kind: "vehicleCollision", other: "tank", collision: { result: "stop" } },
    ]);
    const back = moveOf(effects, "v")!;
    expect(back.to.x).toBeCloseTo(50, 6);
    expect(back.to.y).toBeCloseTo(56.55, 5);
    // It stopped on the level first leg, before the climb: v rests 1" up and its rider 2" up.
    expect(back.elevation).toBe(1);
    const r = moveOf(effects, "r")!;
    expect(r.to.x).toBeCloseTo(50.4, 6);
    expect(r.to.y).toBeCloseTo(57.05, 5);
    expect(r.elevation).toBe(2);
  });

  it("stopped head-on partway up a ramp, v and its rider rest at the ramp's height there", () => {
    // A ramp from (50, 60) 1" up to (50, 50) 1.4" up. The tank of the test above, 1.2" up (on v's
    // level), is touched 3.45" along: 0.345 of the way, 1.138" up. The rider rises as much.
    const ramp = [step(50, 60, 1), step(50, 50, 1.4)];
    const tank = vehicle("tank", 50, 54, {
      elevation: 1.2,
      facing: Math.PI / 2,
      toughness: { front: 12, side: 11, rear: 10 },
    });
    const effects = vehicleMoveEffects(scene([v, rider, tank]), "v", ramp, necromunda);
    expect(notices(effects)).toMatchObject([
      { kind: "vehicleCollision", other: "tank", collision: { result: "stop" } },
    ]);
    const back = moveOf(effects, "v")!;
    expect(back.to.y).toBeCloseTo(56.55, 5);
    expect(back.elevation).toBeCloseTo(1.138, 6);
    const r = moveOf(effects, "r")!;
    expect(r.to.y).toBeCloseTo(57.05, 5);
    expect(r.elevation).toBeCloseTo(2.138, 6);
  });
});

describe("a head-on push after a turn goes along the last leg (§ Move and Push During Collisions)", () => {
  it("v (radius 1.5) meets b on its last leg, along (−0.6, −0.8): b goes 2.5\" beyond v's end (44, 44), to (42.5, 42)", () => {
    // b at (46.4, 47.2) lies 6" along the leg from (50, 52); v's front 8 beats b's side 7.
    const effects = vehicleMoveEffects(
      scene([vehicle("v", 50, 60, { size: 3 }), vehicle("b", 46.4, 47.2)]),
      "v",
      [step(50, 60), step(50, 52), step(44, 44)],
      necromunda,
    );
    expect(notices(effects)).toMatchObject([{ other: "b", collision: { arc: "front", result: "push" } }]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([["b", 42.5, 42]]);
  });
});

describe("shoveCarrying: a vehicle moved aside side-on carries its riders (§ Move and Push During Collisions, side-on)", () => {
  const v = vehicle("v", 20, 30);
  const r1 = fighter("r1", 20.5, 30.2, { elevation: 1 });
  const r2 = fighter("r2", 19.6, 29.6, { elevation: 1 });

  it("moved (0.6, −0.8), each rider goes by as much; the one not yet tested tests and is marked", () => {
    const effects = shoveCarrying(scene([v, r1, r2]), { model: "v", dx: 0.6, dy: -0.8 }, necromunda, ["rider:r2"]);
    const rounded = (id: string) => {
      const m = moveOf(effects, id)!.to;
      return [Math.round(m.x * 1e9) / 1e9, Math.round(m.y * 1e9) / 1e9];
    };
    expect([rounded("v"), rounded("r1"), rounded("r2")]).toEqual([
      [20.6, 29.2],
      [21.1, 29.4],
      [20.2, 28.8],
    ]);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["r1", "riding"]]);
    expect(of(effects, "turnMark")).toEqual([{ type: "turnMark", model: "v", mark: "rider:r1" }]);
  });

  it("a fighter shoved moves alone, whoever stands on it; so does a shove of nothing", () => {
    const ogryn = fighter("o", 20, 30, { size: 2 });
    const effects = shoveCarrying(scene([ogryn, r1]), { model: "o", dx: -1, dy: 0 }, necromunda);
    expect(effects).toEqual([{ type: "move", model: "o", to: { x: 19, y: 30 } }]);
    expect(shoveCarrying(scene([v, r1]), { model: "v", dx: 0, dy: 0 }, necromunda)).toEqual([]);
    expect(() =>
      shoveCarrying(scene([v, r1]), { model: "v", dx: 1, dy: 0 }, necromunda, [3 as unknown as string]),
    ).toThrow(TypeError);
  });
});

describe("obstacles smashed and solid terrain hit (§ Colliding with Terrain)", () => {
  // v drives 8" from (20, 30) along (0.6, 0.8) to (24.8, 36.4), across a 1"-high barricade at
  // (22, 32)–(23, 34) with a lookout 3" up on it and a fighter 0.6" up (above the
  // vehicle's level, which reaches ½") on a 2"-high one beside it.
  const path = [step(20, 30), step(24.8, 36.4)];
  const barricade = region("bar", 22, 32, 1, 2, "obstacle", 1);
  const crate = region("crate", 23, 32, 1, 2, "obstacle", 2);

  it("each region is switched off; those on top drop by its height (not below the ground) and are Pinned", () => {
    const lookout = fighter("lookout", 22.5, 33.5, { elevation: 3 });
    const low = fighter("low", 23.5, 32.5, { elevation: 0.6 });
    const effects = vehicleMoveEffects(
      scene([vehicle("v", 20, 30), lookout, low], { regions: [barricade, crate] }),
      "v",
      path,
      necromunda,
    );
    expect(notices(effects)).toEqual([
      {
        kind: "terrainCollision",
        mover: "v",
        collision: { terrain: "obstacle", result: "destroy", moverHit: { strength: 7, ap: -2, damage: 2 } },
        fallers: ["lookout", "low"],
      },
    ]);
    expect(of(effects, "disableRegion").map((e) => e.region)).toEqual(["bar", "crate"]);
    expect(of(effects, "move").map((e) => [e.model, e.to, e.elevation])).toEqual([
      ["lookout", { x: 22.5, y: 33.5 }, 2],
      ["low", { x: 23.5, y: 32.5 }, 0],
    ]);
    expect(of(effects, "status")).toEqual([
      { type: "status", model: "lookout", status: "prone", active: true },
      { type: "status", model: "low", status: "prone", active: true },
    ]);
  });

  it("an obstacle the path's steps crossed (its conditions) with no region left: the notice, no one falls", () => {
    const effects = vehicleMoveEffects(
      scene([vehicle("v", 20, 30)]),
      "v",
      [step(20, 30), { ...step(22.4, 33.2), conditions: ["obstacle"] }, step(24.8, 36.4)],
      necromunda,
    );
    expect(notices(effects)).toMatchObject([
      { kind: "terrainCollision", collision: { terrain: "obstacle" }, fallers: [] },
    ]);
  });

  it("a Ram (Double) into solid terrain halves the rammer's own Move, after an obstacle (M8 → 4: S3, +1 the weaker: S4 AP−1 D2)", () => {
    const effects = vehicleMoveEffects(
      scene([vehicle("v", 20, 30)], { regions: [barricade] }),
      "v",
      [step(20, 30, 0, "ram"), step(24.8, 36.4, 0, "ram")],
      necromunda,
      { blocked: true },
    );
    expect(
      notices(effects).map((n) => [n.kind === "terrainCollision" ? n.collision.terrain : n.kind, n.collision.moverHit]),
    ).toEqual([
      ["obstacle", { strength: 3, ap: 0, damage: 1 }],
      ["solid", { strength: 4, ap: -1, damage: 2 }],
    ]);
  });
});

describe("what a ruleset's vehicles capability decides (§ Chain Collisions, § Collision Damage)", () => {
  /** Necromunda with its vehicles capability changed, its `pushedMove` left out when `drop`. */
  const withVehicles = (over: Partial<NonNullable<Ruleset["vehicles"]>>, drop = false): Ruleset => {
    const kept: Record<string, unknown> = { ...necromunda.vehicles };
    if (drop) delete kept["pushedMove"];
    return { ...necromunda, vehicles: { ...(kept as unknown as NonNullable<Ruleset["vehicles"]>), ...over } };
  };
  // Along −y: a from (30, 40) to (30, 33); b at (30, 37) pushed to (30, 31); c at (30, 30) met by
  // b at y 32.05 and pushed to (30, 29); d at (30, 27.5) met by c at 29.55 and pushed to (30, 27).
  const line = () => scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 30), vehicle("d", 30, 27.5)]);
  const path = [step(30, 40), step(30, 33)];
  const chain = (ruleset: Ruleset) => {
    const effects = vehicleMoveEffects(line(), "a", path, ruleset);
    return {
      pairs: notices(effects).map((n) => (n.kind === "vehicleCollision" ? `${n.mover}>${n.other}` : n.kind)),
      moved: of(effects, "move").map((e) => [e.model, ...round(e.to)]),
    };
  };

  it('Necromunda follows the whole chain: b, c and d each pushed 2" ahead of the one behind', () => {
    expect(chain(necromunda)).toEqual({
      pairs: ["a>b", "b>c", "c>d"],
      moved: [
        ["b", 30, 31],
        ["c", 30, 29],
        ["d", 30, 27],
      ],
    });
  });

  it("a chain of 1 pushes c without following it on: d is not met", () => {
    expect(chain(withVehicles({ maxChain: 1 }))).toEqual({
      pairs: ["a>b", "b>c"],
      moved: [
        ["b", 30, 31],
        ["c", 30, 29],
      ],
    });
  });

  it("a chain of 0 pushes b without following it: c is not met", () => {
    expect(chain(withVehicles({ maxChain: 0 }))).toEqual({ pairs: ["a>b"], moved: [["b", 30, 31]] });
  });

  it("without a stationary vehicle's Move, a pushed vehicle runs fighters over with the initial vehicle's (M8: S7 AP−2 D2)", () => {
    const f = fighter("f", 31, 30.6);
    const hitOf = (ruleset: Ruleset) =>
      of(vehicleMoveEffects(scene([vehicle("a", 30, 40), vehicle("b", 30, 37), f]), "a", path, ruleset), "test").map(
        (t) => t.call.hit,
      );
    expect(hitOf(necromunda)).toEqual([{ strength: 3, ap: 0, damage: 1 }]);
    expect(hitOf(withVehicles({}, true))).toEqual([{ strength: 7, ap: -2, damage: 2 }]);
  });

  it("a ruleset without terrain: impassable regions do not stop a pushed vehicle, walls still do", () => {
    const noTerrain: Ruleset = { ...necromunda, terrain: undefined };
    const rock = region("rock", 20, 29.5, 20, 1, "impassable");
    const s = scene([vehicle("a", 30, 40), vehicle("b", 30, 37)], { regions: [rock] });
    const bTo = (ruleset: Ruleset, walls?: SceneSnapshot["walls"]) =>
      round(moveOf(vehicleMoveEffects({ ...s, ...(walls ? { walls } : {}) }, "a", path, ruleset), "b")!.to);
    // Its base against the rock's edge at y 30.5 (found by bisection: to 1e-6).
    expect(bTo(necromunda)[1]).toBeCloseTo(31.5, 6);
    expect(bTo(noTerrain)).toEqual([30, 31]);
    expect(bTo(noTerrain, [{ a: { x: 20, y: 32 }, b: { x: 40, y: 32 } }])).toEqual([30, 33]);
  });

  it("a ruleset that builds no test: fighters still go aside and riders along, with no test or mark", () => {
    const silent: Ruleset = { ...necromunda, tests: { ...necromunda.tests, buildTest: () => undefined } };
    const s = scene([
      vehicle("a", 30, 40),
      vehicle("b", 30, 37),
      fighter("f", 31, 30.6),
      fighter("r", 30.2, 40.3, { elevation: 1 }),
      fighter("q", 30.3, 37.4, { elevation: 1 }),
      // 1.9" off a's line near its start, 2.9" from b's path: a meets it side-on, b does not.
      vehicle("side", 31.9, 39.2),
    ]);
    const effects = vehicleMoveEffects(s, "a", path, silent);
    expect(
      notices(effects).map((n) => (n.kind === "vehicleCollision" ? [n.other, n.collision.result] : n.kind)),
    ).toEqual([
      ["side", "handling"],
      ["b", "push"],
    ]);
    expect(effects.filter((e) => e.type === "test" || e.type === "turnMark")).toEqual([]);
    expect(of(effects, "move").map((e) => e.model)).toEqual(["b", "f", "q", "r"]);
  });

  it("a side-on test the ruleset builds with its own request keeps it", () => {
    const request = { kind: "sideOn" as const, tougher: false };
    const own: Ruleset = {
      ...necromunda,
      tests: {
        ...necromunda.tests,
        buildTest: (r) => (r.kind === "sideOn" ? { ...necromunda.tests.buildTest(r)!, request } : undefined),
      },
    };
    const effects = vehicleMoveEffects(scene([vehicle("a", 30, 40), vehicle("side", 31.5, 35)]), "a", path, own);
    expect(of(effects, "test").map((t) => t.call.request)).toEqual([request]);
  });
});

describe("a vehicle's Move and who moves as one (§ Collision Damage)", () => {
  const path = [step(30, 40), step(30, 33)];
  const hitOn = (mover: ModelSnapshot) =>
    of(vehicleMoveEffects(scene([mover, fighter("f", 30.2, 36)]), "a", path, necromunda), "test").map(
      (t) => t.call.hit,
    );

  it("a negative Move counts as 0, as does none: the 3–5 row (S3), as M3 does", () => {
    const s3 = [{ strength: 3, ap: 0, damage: 1 }];
    expect(hitOn(vehicle("a", 30, 40, { characteristics: { move: -4 } }))).toEqual(s3);
    expect(hitOn(vehicle("a", 30, 40, { characteristics: {} }))).toEqual(s3);
    expect(hitOn(vehicle("a", 30, 40, { characteristics: { move: 10 } }))).toEqual([
      { strength: 9, ap: -3, damage: 3 },
    ]);
  });

  it("nothing for a vehicle without Toughness, a one-point path, or a mover not on the table", () => {
    const bare = { ...vehicle("a", 30, 40), toughness: undefined };
    expect(vehicleMoveEffects(scene([bare, fighter("f", 30.2, 36)]), "a", path, necromunda)).toEqual([]);
    expect(
      vehicleMoveEffects(scene([vehicle("a", 30, 40), fighter("f", 30, 40)]), "a", [step(30, 40)], necromunda),
    ).toEqual([]);
    expect(vehicleMoveEffects(scene([fighter("f", 30.2, 36)]), "a", path, necromunda)).toEqual([]);
  });

  it("options are checked: blocked a boolean, marks strings", () => {
    const s = scene([vehicle("a", 30, 40)]);
    expect(() => vehicleMoveEffects(s, "a", path, necromunda, { blocked: 1 as unknown as boolean })).toThrow(TypeError);
    expect(() => vehicleMoveEffects(s, "a", path, necromunda, { marks: ["rider:x", 2 as unknown as string] })).toThrow(
      TypeError,
    );
    expect(vehicleMoveEffects(s, "a", path, necromunda, { blocked: false, marks: [] })).toEqual([]);
  });
});

describe("who is in a vehicle's way: its own level, once each (§ Running Over Fighters, § Chain Collisions)", () => {
  // a drives 7" along −y from (30, 40) to (30, 33).
  const path = [step(30, 40), step(30, 33)];

  it("a fighter up to half a grid space above the vehicle's level is run over; 0.51\" up is not", () => {
    const effects = vehicleMoveEffects(
      scene([
        vehicle("a", 30, 40),
        fighter("half", 30.2, 37, { elevation: 0.5 }),
        fighter("above", 29.8, 35, { elevation: 0.51 }),
      ]),
      "a",
      path,
      necromunda,
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["half", "runOver"]]);
  });

  it('a vehicle 3" up on a gantry over the path is passed under, not hit', () => {
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("high", 30, 36, { elevation: 3 })]),
      "a",
      path,
      necromunda,
    );
    expect(effects).toEqual([]);
  });

  it("a vehicle pushed on in a chain is not hit again when the mover's path reaches where it stood", () => {
    // b (30, 37) is met at y 39.05 and pushed towards (30, 31); it meets c (30, 34.5) at y 36.55
    // and pushes it 2" beyond its own end, to (30, 29). a's path also reaches c's place (at y
    // 36.55), but c is already in the collision.
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 30, 37), vehicle("c", 30, 34.5)]),
      "a",
      path,
      necromunda,
    );
    expect(notices(effects).map((n) => (n.kind === "vehicleCollision" ? `${n.mover}>${n.other}` : n.kind))).toEqual([
      "a>b",
      "b>c",
    ]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([
      ["b", 30, 31],
      ["c", 30, 29],
    ]);
  });

  it("a pushed vehicle already against impassable terrain does not move: its rider neither tests nor moves, the mover stops behind it", () => {
    // b's base (radius 1, centre y 37) touches rock from y 35 to 36: a stops in contact behind, at y 39.
    const s = scene([vehicle("a", 30, 40), vehicle("b", 30, 37), fighter("q", 30.3, 37.4, { elevation: 1 })], {
      regions: [region("rock", 20, 35, 20, 1, "impassable")],
    });
    const effects = vehicleMoveEffects(s, "a", path, necromunda);
    expect(of(effects, "test")).toEqual([]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([
      ["b", 30, 37],
      ["a", 30, 39],
    ]);
  });
});

describe("a pushed vehicle up on a platform (§ Chain Collisions, § Running Over Fighters)", () => {
  // All on a platform 2" up: a drives 7" along −y from (30, 40) to (30, 33); b at (30, 37) is
  // pushed 6" to (30, 31).
  const path = [step(30, 40, 2), step(30, 33, 2)];
  const a = vehicle("a", 30, 40, { elevation: 2 });
  const b = vehicle("b", 30, 37, { elevation: 2 });
  const run = (...others: ModelSnapshot[]) => vehicleMoveEffects(scene([a, b, ...others]), "a", path, necromunda);

  it('b runs over fighters on its level (up to ½" off it), not those 0.51" off, nor loot', () => {
    // h ½" above at (28.7, 31.6) and f (Seriously Injured: a flat 6+) at (31.1, 31.5), 1.3" and
    // 1.1" from b's path and over 1.55" from a's end (30, 33), b touching f at y 31.5 + √(1.55² − 1.1²) ≈ 32.59, h at
    // 31.6 + √(1.55² − 1.3²) ≈ 32.44; g 0.51" above at (31, 31.2); a crate lies in b's way.
    const effects = run(
      fighter("f", 31.1, 31.5, { elevation: 2, status: "seriouslyInjured" }),
      fighter("h", 28.7, 31.6, { elevation: 2.5 }),
      fighter("g", 31, 31.2, { elevation: 2.51 }),
      model("crate", 30, 32.2, { kind: "loot", elevation: 2 }),
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind, t.call.fixedTarget ?? null])).toEqual([
      ["f", "runOver", 6],
      ["h", "runOver", null],
    ]);
    expect(of(effects, "move").map((e) => e.model)).toEqual(["b", "f", "h"]);
  });

  it("b's rider standing low on its deck (0.3\" up) rides along; b does not run it over", () => {
    // a stops its drive at (30, 38.6), having met b at 39.05: b goes 0.4" on, to (30, 36.6). q on
    // b's deck at (29.6, 36.3) is 2.33" from a's end, clear of a's path.
    const effects = vehicleMoveEffects(
      scene([a, b, fighter("q", 29.6, 36.3, { elevation: 2.3 })]),
      "a",
      [step(30, 42, 2), step(30, 38.6, 2)],
      necromunda,
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["q", "riding"]]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([
      ["b", 30, 36.6],
      ["q", 29.6, 35.9],
    ]);
  });

  it('a run-over fighter that lands within 1" of an enemy goes on to 1" from it (§ Involuntary Move)', () => {
    // f at (31.2, 31.5) is 1.2" from b's path: moved to 2½" off it, (32.5, 31.5). An enemy fighter
    // e at (32.5, 33) is then 1½" centre to centre (½" apart): f goes straight away from it to 2",
    // (32.5, 31).
    const effects = run(
      fighter("f", 31.2, 31.5, { elevation: 2 }),
      fighter("e", 32.5, 33, { elevation: 2, disposition: "hostile" }),
    );
    const f = moveOf(effects, "f")!.to;
    expect(f.x).toBeCloseTo(32.5, 5);
    expect(f.y).toBeCloseTo(31, 5);
  });

  it("a vehicle b pushes is already clear of b's end (2.03\" ahead): a notice, and it stays", () => {
    // c at (30, 28.97) is touched (within 0.05") by b at its end (30, 31), but needs no push.
    const effects = run(vehicle("c", 30, 28.97, { elevation: 2 }));
    expect(notices(effects).map((n) => (n.kind === "vehicleCollision" ? `${n.mover}>${n.other}` : n.kind))).toEqual([
      "a>b",
      "b>c",
    ]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([["b", 30, 31]]);
  });

  it("difficult ground in b's way does not stop it; impassable ground does, with a notice naming no fallers", () => {
    const rough = region("rough", 20, 29.5, 20, 1, "difficult");
    const pushedTo = (regions: RegionSnapshot[]) => {
      const effects = vehicleMoveEffects(scene([a, b], { regions }), "a", path, necromunda);
      return { b: moveOf(effects, "b")!.to.y, notices: notices(effects).slice(1) };
    };
    expect(pushedTo([rough])).toEqual({ b: 31, notices: [] });
    const rock = region("rock", 20, 29.5, 20, 1, "impassable");
    const stopped = pushedTo([rough, rock]);
    expect(stopped.b).toBeCloseTo(31.5, 6);
    expect(stopped.notices).toEqual([
      {
        kind: "terrainCollision",
        mover: "b",
        collision: { terrain: "solid", result: "stop", moverHit: { strength: 8, ap: -3, damage: 3 } },
        fallers: [],
      },
    ]);
  });
});

describe("rulesets without an engagement zone or a Ram action", () => {
  const path = [step(30, 40), step(30, 33)];

  it('without a zone a fighter is moved only clear of the vehicle (1 + ½ = 1½" off its path); one touching within 0.05" stays', () => {
    const noZone: Ruleset = { ...necromunda, engagement: undefined };
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), fighter("f", 30.5, 36), fighter("t", 28.48, 35)]),
      "a",
      path,
      noZone,
    );
    expect(of(effects, "test").map((t) => t.model)).toEqual(["f", "t"]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([["f", 31.5, 36]]);
  });

  it("with no Ram action no step is a Ram: a head-on hit is not halved", () => {
    const kept: Record<string, unknown> = { ...necromunda.vehicles };
    delete kept["ramAction"];
    const noRam: Ruleset = { ...necromunda, vehicles: kept as unknown as NonNullable<Ruleset["vehicles"]> };
    const steps = [
      { x: 30, y: 40, elevation: 0 },
      { x: 30, y: 33, elevation: 0 },
    ];
    const effects = vehicleMoveEffects(scene([vehicle("a", 30, 40), vehicle("b", 30, 37)]), "a", steps, noRam);
    expect(notices(effects).map((n) => n.collision.moverHit)).toEqual([{ strength: 7, ap: -2, damage: 2 }]);
  });

  it("solid terrain hit after an obstacle with a lookout: only the obstacle's notice names the faller", () => {
    const bar = region("bar", 29, 36, 2, 1, "obstacle", 1);
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), fighter("lookout", 30, 36.5, { elevation: 1 })], { regions: [bar] }),
      "a",
      path,
      necromunda,
      { blocked: true },
    );
    expect(
      notices(effects).map((n) => [
        n.kind === "terrainCollision" ? n.collision.terrain : n.kind,
        "fallers" in n ? n.fallers : null,
      ]),
    ).toEqual([
      ["obstacle", ["lookout"]],
      ["solid", []],
    ]);
  });
});

describe("bad input names the wrong member", () => {
  const s = scene([vehicle("v", 30, 40)]);
  const v = s.models[0]!;
  const start = { x: 30, y: 40, elevation: 0 };

  it("ridersOf, obstaclesCrossed, vehicleMoveEffects and shoveCarrying", () => {
    expect(() => ridersOf(s, { ...v, base: null } as unknown as ModelSnapshot, start)).toThrow(/^vehicle\.base /);
    expect(() => ridersOf(s, v, { ...start, x: NaN })).toThrow(/^start\.x /);
    expect(() => obstaclesCrossed(s, { ...v, base: null } as unknown as ModelSnapshot, [])).toThrow(/^mover\.base /);
    expect(() => obstaclesCrossed(s, v, [{ x: NaN, y: 0 }])).toThrow(/^path\[0\]\.x /);
    expect(() => vehicleMoveEffects(s, 3 as unknown as string, [start], necromunda)).toThrow(/^moverId /);
    expect(() => vehicleMoveEffects(s, "v", [start], necromunda, { blocked: 2 as unknown as boolean })).toThrow(
      /^options\.blocked /,
    );
    expect(() => vehicleMoveEffects(s, "v", [start], necromunda, { marks: ["x", 2 as unknown as string] })).toThrow(
      /^options\.marks\[1\] /,
    );
    const shove = { model: "v", dx: 1, dy: 0 };
    expect(() => shoveCarrying(s, shove, necromunda, "x" as unknown as string[])).toThrow(/^marks /);
    expect(() => shoveCarrying(s, shove, necromunda, ["x", 3 as unknown as string])).toThrow(/^marks\[1\] /);
  });
});

describe("pushed vehicles with no engagement zone, and what stops a push first (§ Chain Collisions)", () => {
  // a drives 7" along −y from (30, 40) to (30, 33); b at (30, 37) is pushed towards (30, 31).
  const path = [step(30, 40), step(30, 33)];
  const a = vehicle("a", 30, 40);
  const b = vehicle("b", 30, 37);

  it('without a zone b moves fighters only clear of itself (1½" off its path); one touching within 0.05" stays', () => {
    // f at (31.1, 31.5) is 1.1" off b's path: to (31.5, 31.5). t at (28.48, 31.6) is 1.52" off.
    const noZone: Ruleset = { ...necromunda, engagement: undefined };
    const effects = vehicleMoveEffects(
      scene([a, b, fighter("f", 31.1, 31.5), fighter("t", 28.48, 31.6)]),
      "a",
      path,
      noZone,
    );
    expect(of(effects, "test").map((t) => t.model)).toEqual(["f", "t"]);
    expect(of(effects, "move").map((e) => [e.model, ...round(e.to)])).toEqual([
      ["b", 30, 31],
      ["f", 31.5, 31.5],
    ]);
  });

  it("a vehicle c (30, 30) met at 32.05 comes before a wall b would touch at 31.5; a wall touched at 32.5 comes first", () => {
    const c = vehicle("c", 30, 30);
    const run = (wallY: number) => {
      const s = { ...scene([a, b, c]), walls: [{ a: { x: 20, y: wallY }, b: { x: 40, y: wallY } }] };
      return notices(vehicleMoveEffects(s, "a", path, necromunda)).map((n) =>
        n.kind === "vehicleCollision" ? `${n.mover}>${n.other}` : `${n.mover}:${n.collision.terrain}`,
      );
    };
    // Wall at 30.5: b's base touches it with its centre at 31.5, after meeting c (at 32.05): b
    // pushes c, which is then held by the wall itself.
    expect(run(30.5).slice(0, 2)).toEqual(["a>b", "b>c"]);
    // Wall at 31.5: b touches it at 32.5, before reaching c.
    expect(run(31.5)).toEqual(["a>b", "b:solid"]);
  });
});

describe("shoveCarrying with models missing, and a ruleset that builds no test", () => {
  const v = vehicle("v", 20, 30);
  const r1 = fighter("r1", 20.5, 30.2, { elevation: 1 });

  it("a shove of a model not on the table does nothing", () => {
    expect(shoveCarrying(scene([v, r1]), { model: "gone", dx: 1, dy: 0 }, necromunda)).toEqual([]);
  });

  it("with no riding test the rider is still carried, unmarked", () => {
    const silent: Ruleset = { ...necromunda, tests: { ...necromunda.tests, buildTest: () => undefined } };
    const effects = shoveCarrying(scene([v, r1]), { model: "v", dx: 0.6, dy: -0.8 }, silent);
    expect(effects.map((e) => [e.type, e.type === "move" ? e.model : null])).toEqual([
      ["move", "v"],
      ["move", "r1"],
    ]);
  });
});

describe("a side-on test whose call the ruleset built without its request", () => {
  it("carries the request with the shoves for the Handling test's outcomes", () => {
    // a drives along −y from (30, 40) to (30, 33) past b at (31.5, 35), 1.5" off its line: side-on;
    // b goes aside ½" to (32, 35) on a pass, a ½" the other way on a failure.
    const bare: Ruleset = {
      ...necromunda,
      tests: {
        ...necromunda.tests,
        buildTest: (r) => {
          const call = necromunda.tests.buildTest(r);
          if (!call) return undefined;
          const rest: Record<string, unknown> = { ...call };
          delete rest["request"];
          return rest as unknown as typeof call;
        },
      },
    };
    const effects = vehicleMoveEffects(
      scene([vehicle("a", 30, 40), vehicle("b", 31.5, 35)]),
      "a",
      [step(30, 40), step(30, 33)],
      bare,
    );
    const [test] = of(effects, "test");
    expect(test!.call.request).toMatchObject({ kind: "sideOn", tougher: false });
    expect(Object.keys(test!.call.request!.options ?? {})).toHaveLength(2);
    expect(Object.values(test!.call.request!.options ?? {}).sort()).toEqual(["a:-0.5:0", "b:0.5:0"]);
  });
});
