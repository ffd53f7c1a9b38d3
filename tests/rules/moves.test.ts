import { describe, expect, it } from "vitest";
import {
  applyFallEffects,
  crawlThroughEffects,
  edgeFallEffects,
  edgeTestAt,
  fallOffVehicleEffects,
  finishedMoveEffects,
  getRuleset,
  landingsAfterFall,
  operateLiftEffects,
  shoveEffects,
  passedTestEffects,
  pastAllowance,
  revertEffects,
  undoEffects,
  vehicleMoveEffects,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import * as rules from "../../src/rules";

const necromunda = getRuleset("necromunda");

/** A model in inches: a square token of `size`" with its top-left corner at (x, y). */
function model(
  id: string,
  x: number,
  y: number,
  extra: Partial<ModelSnapshot> & { size?: number } = {},
): ModelSnapshot {
  const size = extra.size ?? 1;
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x: x + size / 2, y: y + size / 2, radius: size / 2 },
    footprint: { x, y, width: size, height: size },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5, initiative: 4 },
    visible: true,
    ...extra,
  };
}

/** A 2" vehicle, M8, T8 front, 7 side, 6 rear unless given. */
function vehicle(id: string, x: number, y = 0, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return model(id, x, y, {
    size: 2,
    kind: "vehicle",
    status: null,
    characteristics: { move: 8, handling: 5 },
    toughness: { front: 8, side: 7, rear: 6 },
    ...extra,
  });
}

function region(id: string, area: RegionSnapshot["area"], extra: Partial<RegionSnapshot> = {}): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain: [], ductwayExit: null, lift: null, ...extra };
}

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: { x: 0, y: 0, width: 40, height: 40 }, models, regions };
}

/** The mover's centre from x = a to x = b along y (inches), one step per inch. */
function line(a: number, b: number, y = 1, extra: Partial<PathStep> = {}): PathStep[] {
  const steps: PathStep[] = [];
  for (let x = a; x <= b + 1e-9; x++) steps.push({ x, y, elevation: 0, action: "move", ...extra });
  return steps;
}

const of = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);

describe("a vehicle's move (necromunda-movement.md § Running Over Fighters)", () => {
  it('tests each fighter it runs into, in order, with the M8 collision hit, and moves it 1" clear', () => {
    const me = vehicle("me", 8); // ends at centre (9, 1)
    const standing = model("standing", 3, 1.5);
    const injured = model("injured", 6, 0, { status: "seriouslyInjured" });
    const aside = model("aside", 4, 3);
    const effects = vehicleMoveEffects(scene([me, standing, injured, aside]), "me", line(1, 9), necromunda);
    const tests = of(effects, "test");
    expect(tests.map((t) => [t.model, t.call.kind])).toEqual([
      ["standing", "runOver"],
      ["injured", "runOver"],
    ]);
    expect(tests[0]!.call).toMatchObject({
      modifiers: [{ source: "standing", value: 1 }],
      hit: { strength: 7, ap: -2, damage: 2 },
    });
    expect(tests[1]!.call).toMatchObject({ fixedTarget: 6 });
    // Standing's centre (3.5", 2") is 1" below the line: it goes to 1" + ½" + 1" = 2.5" from it.
    const push = of(effects, "move").find((m) => m.model === "standing")!;
    expect(push.to.x).toBeCloseTo(3.5);
    expect(push.to.y).toBeCloseTo(3.5);
  });

  it("runs no one over when the mover is a fighter", () => {
    const me = model("me", 5, 0, { disposition: "friendly" });
    expect(vehicleMoveEffects(scene([me, model("other", 3, 0)]), "me", line(1, 5, 0.5), necromunda)).toEqual([]);
  });
});

describe("vehicle collisions (§ Move and Push During Collisions, § Chain Collisions)", () => {
  const notices = (effects: Effect[]) => of(effects, "notice").map((n) => n.notice);

  it("head-on into a truck's side: the truck (side T7 < front T8) takes S8 AP−3 D3, is pushed ahead", () => {
    const me = vehicle("me", 8);
    const truck = vehicle("truck", 6, 0, { facing: Math.PI / 2 }); // faces down: hit on its side
    const effects = vehicleMoveEffects(scene([me, truck]), "me", line(1, 9), necromunda);
    expect(notices(effects)).toMatchObject([
      {
        kind: "vehicleCollision",
        other: "truck",
        collision: {
          arc: "front",
          result: "push",
          moverHit: { strength: 7 },
          otherHit: { strength: 8, ap: -3, damage: 3 },
        },
      },
    ]);
    // The mover ends centred at 9"; the truck (1" radius) goes to 11".
    expect(of(effects, "move")).toEqual([{ type: "move", model: "truck", to: { x: 11, y: 1 } }]);
  });

  it('a pushed truck runs over a fighter in its way at M3" (S3: § Collision Damage, stationary vehicles) and carries its rider, who tests', () => {
    const me = vehicle("me", 8);
    const truck = vehicle("truck", 6, 0, { facing: Math.PI / 2 });
    // The rider stands on the truck's top (centre 7, 1, 1" up); the fighter is in the truck's way
    // clear of where the mover stops (centre 10.6, 1.3).
    const rider = model("rider", 6.5, 0.5, { elevation: 1 });
    const fighter = model("f", 10.1, 0.8, { disposition: "friendly" });
    const effects = vehicleMoveEffects(scene([me, truck, rider, fighter]), "me", line(1, 9), necromunda);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind, t.call.hit ?? null])).toEqual([
      ["f", "runOver", { strength: 3, ap: 0, damage: 1 }],
      ["rider", "riding", null],
    ]);
    const moves = of(effects, "move");
    expect(moves.find((m) => m.model === "truck")?.to).toEqual({ x: 11, y: 1 });
    expect(moves.find((m) => m.model === "rider")?.to).toEqual({ x: 11, y: 1 });
    // Aside 1" clear of the truck's line (radius 1 + ½ + 1 = 2.5" from y 1).
    const aside = moves.find((m) => m.model === "f")!.to;
    expect(aside.x).toBeCloseTo(10.6, 9);
    expect(aside.y).toBeCloseTo(3.5, 9);
  });

  it("uses the Toughness of the facing that suffers the hit: the truck's rear T6, front T8", () => {
    // Truck faces +x, away from the mover: the mover hits its rear (T6 < T8: +1 to the truck).
    const rear = vehicleMoveEffects(
      scene([vehicle("me", 8), vehicle("truck", 6, 0, { facing: 0 })]),
      "me",
      line(1, 9),
      necromunda,
    );
    expect(notices(rear)[0]).toMatchObject({
      collision: { result: "push", otherHit: { strength: 8 }, moverHit: { strength: 7 } },
    });
    // Truck faces −x, towards the mover: its front T8 equals the mover's front T8, no +1 either way.
    const front = vehicleMoveEffects(
      scene([vehicle("me", 8), vehicle("truck", 6, 0, { facing: Math.PI })]),
      "me",
      line(1, 9),
      necromunda,
    );
    expect(notices(front)[0]).toMatchObject({
      collision: { result: "push", otherHit: { strength: 7 }, moverHit: { strength: 7 } },
    });
    // A tank whose front T12 faces the mover: the mover is the weaker and stops where it touched.
    const tank = vehicle("tank", 6, 0, { facing: Math.PI, toughness: { front: 12, side: 7, rear: 6 } });
    const stop = vehicleMoveEffects(scene([vehicle("me", 8), tank]), "me", line(1, 9), necromunda);
    expect(notices(stop)[0]).toMatchObject({ collision: { result: "stop", moverHit: { strength: 8 } } });
    const back = of(stop, "move").find((m) => m.model === "me")!;
    expect(back.to.x).toBeCloseTo(4.95, 5); // 7" − 1" − 1" − 0.05" contact tolerance
  });

  it("side-on: a notice and the mover's Handling test, +1 when its side is the tougher", () => {
    const me = vehicle("me", 8);
    const truck = vehicle("truck", 4, 1.8, { toughness: { front: 6, side: 6, rear: 5 } });
    const effects = vehicleMoveEffects(scene([me, truck]), "me", line(1, 9), necromunda);
    expect(notices(effects)[0]).toMatchObject({ collision: { arc: "side", result: "handling" } });
    expect(of(effects, "test")).toMatchObject([
      {
        model: "me",
        call: { kind: "sideOn", characteristic: "handling", modifiers: [{ source: "tougher", value: 1 }] },
      },
    ]);
  });

  it("a Ram (Double) head-on halves the rammer's own Move (M8 → 4: S3)", () => {
    const path = line(1, 9, 1, { action: "ram" });
    const effects = vehicleMoveEffects(scene([vehicle("me", 8), vehicle("truck", 6)]), "me", path, necromunda);
    expect(notices(effects)[0]).toMatchObject({ collision: { moverHit: { strength: 3 }, otherHit: { strength: 8 } } });
  });

  it("follows a chain at the first mover's Move: the truck shoves a weaker car on", () => {
    const car = vehicle("car", 11, 0, { toughness: { front: 6, side: 6, rear: 5 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("me", 8), vehicle("truck", 6), car]),
      "me",
      line(1, 9),
      necromunda,
    );
    expect(of(effects, "move")).toEqual([
      { type: "move", model: "truck", to: { x: 11, y: 1 } },
      { type: "move", model: "car", to: { x: 13, y: 1 } },
    ]);
    expect(notices(effects)[1]).toMatchObject({
      mover: "truck",
      other: "car",
      collision: { otherHit: { strength: 8 } },
    });
  });

  it("stops everyone when a pushed vehicle meets a tougher one", () => {
    const tank = vehicle("tank", 11, 0, { toughness: { front: 12, side: 11, rear: 10 } });
    const effects = vehicleMoveEffects(
      scene([vehicle("me", 8), vehicle("truck", 6), tank]),
      "me",
      line(1, 9),
      necromunda,
    );
    const moves = of(effects, "move");
    expect(moves.find((m) => m.model === "truck")!.to.x).toBeCloseTo(9.95, 5); // where it touched the tank (contact tolerance 0.05")
    expect(moves.find((m) => m.model === "me")!.to.x).toBeCloseTo(7.95, 5); // in contact behind the truck
    expect(moves.some((m) => m.model === "tank")).toBe(false);
  });

  it("stops a pushed vehicle at impassable terrain, and the mover behind it", () => {
    const wall = region(
      "wall",
      { x: 11.5, y: -5, width: 1, height: 10 },
      { terrain: [{ condition: "impassable", height: 0, railing: false }] },
    );
    const effects = vehicleMoveEffects(
      scene([vehicle("me", 8), vehicle("truck", 6)], [wall]),
      "me",
      line(1, 9),
      necromunda,
    );
    const moves = of(effects, "move");
    expect(moves.find((m) => m.model === "truck")!.to.x).toBeCloseTo(10.5, 5); // edge at 11.5", radius 1"
    expect(moves.find((m) => m.model === "me")!.to.x).toBeCloseTo(8.5, 5);
    expect(notices(effects)[1]).toMatchObject({
      kind: "terrainCollision",
      mover: "truck",
      collision: { terrain: "solid", result: "stop" },
    });
  });
});

describe("a wall stops a chain as impassable terrain does", () => {
  it('stops a pushed vehicle with its base against a wall at x = 11.5", and the mover behind it', () => {
    const snapshot = {
      ...scene([vehicle("me", 8), vehicle("truck", 6)]),
      walls: [{ a: { x: 11.5, y: -5 }, b: { x: 11.5, y: 5 } }],
    };
    const effects = vehicleMoveEffects(snapshot, "me", line(1, 9), necromunda);
    const moves = of(effects, "move");
    expect(moves.find((m) => m.model === "truck")!.to.x).toBeCloseTo(10.5, 5);
    expect(moves.find((m) => m.model === "me")!.to.x).toBeCloseTo(8.5, 5);
    expect(of(effects, "notice").map((n) => n.notice)[1]).toMatchObject({
      kind: "terrainCollision",
      mover: "truck",
      collision: { terrain: "solid", result: "stop" },
    });
  });
});

describe("vehicles and terrain (§ Colliding with Terrain)", () => {
  it("smashes an obstacle: a notice naming who fell, the region off, the lookout dropped and Pinned", () => {
    const barricade = region(
      "b",
      { x: 5, y: 0, width: 1, height: 2 },
      { terrain: [{ condition: "obstacle", height: 1, railing: false }] },
    );
    const lookout = model("lookout", 5, 1, { elevation: 1 });
    const beside = model("beside", 8, 3, { elevation: 1 });
    const effects = vehicleMoveEffects(
      scene([vehicle("me", 8), lookout, beside], [barricade]),
      "me",
      line(1, 9),
      necromunda,
    );
    expect(of(effects, "notice")[0]!.notice).toMatchObject({
      kind: "terrainCollision",
      fallers: ["lookout"],
      collision: { terrain: "obstacle", result: "destroy", moverHit: { strength: 7, ap: -2, damage: 2 } },
    });
    expect(of(effects, "disableRegion")).toEqual([{ type: "disableRegion", region: "b" }]);
    expect(of(effects, "move")).toEqual([{ type: "move", model: "lookout", to: { x: 5.5, y: 1.5 }, elevation: 0 }]);
    expect(of(effects, "status")).toEqual([{ type: "status", model: "lookout", status: "prone", active: true }]);
  });

  it("solid terrain where Foundry cut the drag: the vehicle is the weaker (+1: S8 AP−3 D3)", () => {
    const effects = vehicleMoveEffects(scene([vehicle("me", 5)]), "me", line(1, 6), necromunda, { blocked: true });
    expect(of(effects, "notice")[0]!.notice).toMatchObject({
      collision: { terrain: "solid", moverHit: { strength: 8, ap: -3, damage: 3 } },
    });
  });
});

describe("riders (§ Fighters & Loot on Moving Vehicles)", () => {
  const rider = model("rider", 1, 0.5, { elevation: 1, disposition: "friendly" });
  const start = vehicle("me", 0); // where the snapshot's mover stands is irrelevant: the path says where it set off
  const path = line(1, 7);

  it("tests each rider once per activation, and carries it along keeping its place", () => {
    const effects = vehicleMoveEffects(
      scene([{ ...start, base: { x: 7, y: 1, radius: 1 }, footprint: { x: 6, y: 0, width: 2, height: 2 } }, rider]),
      "me",
      path,
      necromunda,
    );
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["rider", "riding"]]);
    expect(of(effects, "turnMark")).toEqual([{ type: "turnMark", model: "me", mark: "rider:rider" }]);
    expect(of(effects, "move")).toEqual([{ type: "move", model: "rider", to: { x: 7.5, y: 1 }, elevation: 1 }]);
    const again = vehicleMoveEffects(
      scene([{ ...start, base: { x: 7, y: 1, radius: 1 }, footprint: { x: 6, y: 0, width: 2, height: 2 } }, rider]),
      "me",
      path,
      necromunda,
      { marks: ["rider:rider"] },
    );
    expect(of(again, "test")).toEqual([]);
    expect(of(again, "move")).toHaveLength(1);
  });
});

describe("a finished move", () => {
  const summary = { actions: ["move"], conditions: ["dangerous"], turnDistance: 3, bands: [], zeroGravity: false };
  const me = model("me", 3, 0, { disposition: "friendly" });

  it("posts the ruleset's tests in combat, nothing for a forced move", () => {
    const move = { mover: "me", path: line(0.5, 3.5, 0.5), summary, inCombat: true };
    expect(finishedMoveEffects(scene([me]), move, necromunda)).toMatchObject([
      { type: "test", model: "me", call: { kind: "dangerous" } },
    ]);
    expect(finishedMoveEffects(scene([me]), { ...move, forced: true }, necromunda)).toEqual([]);
    expect(finishedMoveEffects(scene([me]), { ...move, inCombat: false }, necromunda)).toEqual([]);
  });

  it("does not ask again for a dangerous-terrain test the fighter took at the edge this turn", () => {
    const move = { mover: "me", path: line(0.5, 3.5, 0.5), summary, inCombat: true, marks: ["edgeCleared"] };
    expect(finishedMoveEffects(scene([me]), move, necromunda)).toEqual([]);
  });

  it("posts the leap test when the drag stopped at a 3\" gap's edge, not once the edge is cleared", () => {
    const gap = region(
      "gap",
      { x: 4, y: 0, width: 2, height: 2 },
      { terrain: [{ condition: "gap", height: 3, railing: false }] },
    );
    const move = { mover: "me", path: line(0.5, 3.5, 0.5), summary: null, inCombat: true, stoppedShort: true };
    expect(finishedMoveEffects(scene([me], [gap]), move, necromunda)).toMatchObject([
      { type: "test", model: "me", call: { kind: "leap", distance: 3 } },
    ]);
    expect(finishedMoveEffects(scene([me], [gap]), { ...move, marks: ["edgeCleared"] }, necromunda)).toEqual([]);
    expect(finishedMoveEffects(scene([me], [gap]), { ...move, stoppedShort: false }, necromunda)).toEqual([]);
    expect(passedTestEffects("me", "leap", necromunda)).toEqual([
      { type: "turnMark", model: "me", mark: "edgeCleared" },
    ]);
    expect(passedTestEffects("me", "jumpDown", necromunda)).toEqual([]);
  });

  it("reverts pushes and switched-off obstacles on undo, and says what it did not", () => {
    const truck = vehicle("truck", 10);
    const effects: Effect[] = [
      {
        type: "notice",
        notice: {
          kind: "terrainCollision",
          mover: "me",
          collision: { terrain: "obstacle", result: "destroy", moverHit: { strength: 3, ap: 0, damage: 1 } },
          fallers: [],
        },
      },
      { type: "move", model: "truck", to: { x: 13, y: 1 } },
      { type: "move", model: "me", to: { x: 1, y: 1 } },
      { type: "disableRegion", region: "b" },
    ];
    expect(revertEffects(scene([me, truck]), effects, "me")).toEqual({
      effects: [
        { type: "move", model: "truck", to: { x: 11, y: 1 }, elevation: 0 },
        { type: "enableRegion", region: "b" },
      ],
      notReverted: ["notice"],
      placed: { truck: { x: 13, y: 1 } },
    });
  });

  it("an undo moves back only models that stand where the move left them; a lift's use is reported", () => {
    const truck = vehicle("truck", 10);
    const effects: Effect[] = [
      { type: "move", model: "truck", to: { x: 13, y: 1 } },
      { type: "liftUsed", region: "l", round: "c:1" },
    ];
    const revert = revertEffects(scene([me, truck]), effects, "me");
    expect(revert.notReverted).toEqual(["liftUsed"]);
    // Still where the push left it: moved back to x 11.
    const pushed = vehicle("truck", 12);
    expect(undoEffects(scene([me, pushed]), revert)).toEqual({
      effects: [{ type: "move", model: "truck", to: { x: 11, y: 1 }, elevation: 0 }],
      movedSince: [],
    });
    // Driven on since (x 13 → 16): left there, and named.
    expect(undoEffects(scene([me, vehicle("truck", 15)]), revert)).toEqual({ effects: [], movedSince: ["truck"] });
    // Gone from the scene: named too.
    expect(undoEffects(scene([me]), revert)).toEqual({ effects: [], movedSince: ["truck"] });
    expect(() => undoEffects(scene([me]), { effects: revert.effects, placed: null } as never)).toThrow(TypeError);
  });
});

describe("a move past the turn's allowance (the deciding client's check of an unconstrained drag)", () => {
  // dh2-movement.md § Movement, Agility Bonus 4: Half Move 4 m, Full Move 8 m, Charge 12 m, Run 24 m.
  const bands = [
    { action: "half", distance: 4 },
    { action: "full", distance: 8 },
    { action: "charge", distance: 12 },
    { action: "run", distance: 24 },
  ];
  it("is 0 up to the Run, and the metres beyond it past it", () => {
    expect(pastAllowance({ turnDistance: 24, bands })).toBe(0);
    expect(pastAllowance({ turnDistance: 24.000_000_1, bands })).toBe(0);
    expect(pastAllowance({ turnDistance: 30, bands })).toBe(6);
  });
  it("counts the bands the last step was measured with (a flyer's)", () => {
    // Flying: twice the Movement rates (§ Flying Movement): Run 48 m.
    const flying = bands.map((b) => ({ ...b, distance: b.distance * 2 }));
    expect(pastAllowance({ turnDistance: 30, bands, measured: { action: "fly", bands: flying } })).toBe(0);
  });
  it("reports nothing without bands, and refuses a negative distance", () => {
    expect(pastAllowance({ turnDistance: 100, bands: [] })).toBe(0);
    expect(() => pastAllowance({ turnDistance: -1, bands })).toThrow(RangeError);
  });
});

describe("falls (§ Falling on Other Models)", () => {
  it('lands on an overlapping enemy: moved 1" clear of it, both Pinned', () => {
    const faller = model("faller", 0.2, 0, { disposition: "friendly" });
    const under = model("under", 0, 0);
    const snap = scene([faller, under, model("far", 5, 5)]);
    expect(landingsAfterFall(snap, "faller")).toEqual([{ model: "under", enemy: true }]);
    const effects = applyFallEffects(snap, "faller", ["under"], necromunda);
    const move = of(effects, "move")[0]!;
    expect(Math.hypot(move.to.x - 0.5, move.to.y - 0.5)).toBeCloseTo(2); // ½" + ½" + 1"
    expect(of(effects, "status").map((s) => s.model)).toEqual(["faller", "under"]);
  });

  it('a Seriously Injured one involved: only off it, not 1" clear', () => {
    const snap = scene([
      model("faller", 0.2, 0, { disposition: "friendly" }),
      model("under", 0, 0, { status: "seriouslyInjured" }),
    ]);
    const move = of(applyFallEffects(snap, "faller", ["under"], necromunda), "move")[0]!;
    expect(Math.hypot(move.to.x - 0.5, move.to.y - 0.5)).toBeCloseTo(1);
  });

  it("landing on a vehicle: off it by the shortest way; only the fighter is Pinned", () => {
    const snap = scene([model("faller", 0.6, 0.5, { disposition: "friendly" }), vehicle("car", 0, 0)]);
    expect(landingsAfterFall(snap, "faller")).toEqual([{ model: "car", enemy: true }]);
    const effects = applyFallEffects(snap, "faller", ["car"], necromunda);
    expect(of(effects, "status").map((s) => s.model)).toEqual(["faller"]);
    const to = of(effects, "move")[0]!.to;
    expect(Math.hypot(to.x - 1, to.y - 1)).toBeCloseTo(1.5); // 1" + ½", no 1" gap
  });

  it('a rider thrown off lands 1" clear of the vehicle at the rolled angle, on its level, Pinned', () => {
    const snap = scene([vehicle("car", 0, 0, { elevation: 0 }), model("rider", 0.5, 0.5, { elevation: 1 })]);
    expect(fallOffVehicleEffects(snap, "rider", 0)).toEqual([
      { type: "move", model: "rider", to: { x: 3.5, y: 1 }, elevation: 0 },
      { type: "status", model: "rider", status: "prone", active: true },
    ]);
    expect(fallOffVehicleEffects(scene([model("rider", 0, 0)]), "rider", 0)).toEqual([]);
  });
});

describe("structures (§ Ductways, § Lift, § Falling Hazards)", () => {
  it('Crawl Through: out within 1" of the far end, 1" clear of an enemy there', () => {
    const entry = region("in", { x: 2, y: 0, width: 1, height: 1 }, { ductwayExit: "out" });
    const out = region("out", { x: 20, y: 20, width: 1, height: 1 });
    const me = model("me", 0.5, 0, { disposition: "friendly" });
    const enemy = model("enemy", 22.5, 20);
    const { result, effects } = crawlThroughEffects(scene([me, enemy], [entry, out]), "me", necromunda);
    expect(result).toBe("moved");
    const to = of(effects, "move")[0]!.to;
    expect(Math.hypot(to.x - 23, to.y - 20.5) - 1).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(crawlThroughEffects(scene([model("me", 10, 10)], [entry, out]), "me", necromunda).result).toBe("none");
  });

  describe("Crawl Through comes out clear of obstacles, impassable areas, walls and other levels", () => {
    const entry = region("in", { x: 2, y: 0, width: 1, height: 1 }, { ductwayExit: "out" });
    const out = region("out", { x: 20, y: 20, width: 1, height: 1 });
    const me = model("me", 0.5, 0, { disposition: "friendly" });
    /** A region of one terrain condition over x 20–21", y 19–22" (the exit's column). */
    const over = (condition: string, height = 0) =>
      region(condition, { x: 20, y: 19, width: 1, height: 3 }, { terrain: [{ condition, height, railing: false }] });
    const spot = (...extra: RegionSnapshot[]) => {
      const s = scene([me], [entry, out, ...extra]);
      return (walls?: SceneSnapshot["walls"]) => {
        const { result, effects } = crawlThroughEffects(walls ? { ...s, walls } : s, "me", necromunda);
        expect(result).toBe("moved");
        return of(effects, "move")[0]!;
      };
    };

    it("with nothing there, on the exit's middle (20.5, 20.5)", () => {
      expect(spot()().to).toEqual({ x: 20.5, y: 20.5 });
    });

    it("beside an obstacle over the exit: the nearest clear spot, left of it (19.5, 20.5)", () => {
      expect(spot(over("obstacle", 1))().to).toEqual({ x: 19.5, y: 20.5 });
    });

    it("beside impassable terrain likewise", () => {
      expect(spot(over("impassable"))().to).toEqual({ x: 19.5, y: 20.5 });
    });

    it("a wall at x 19.4 shuts off the left: out on the right (21.5, 20.5)", () => {
      const wall = { a: { x: 19.4, y: 0 }, b: { x: 19.4, y: 40 } };
      expect(spot(over("obstacle", 1))([wall]).to).toEqual({ x: 21.5, y: 20.5 });
    });

    it('on a 3" deck (x 20–23"): out on the deck at 3" up, not off its edge on the floor', () => {
      const deck = region(
        "deck",
        { x: 20, y: 15, width: 3, height: 10 },
        { terrain: [{ condition: "raised", height: 3, railing: false }] },
      );
      expect(spot(deck, over("obstacle", 1))()).toEqual({
        type: "move",
        model: "me",
        to: { x: 21.5, y: 20.5 },
        elevation: 3,
      });
    });
  });

  it('Crawl Through is a Double action: refused after 0.5" of movement this activation', () => {
    const entry = region("in", { x: 2, y: 0, width: 1, height: 1 }, { ductwayExit: "out" });
    const out = region("out", { x: 20, y: 20, width: 1, height: 1 });
    const snap = scene([model("me", 0.5, 0, { disposition: "friendly" })], [entry, out]);
    expect(crawlThroughEffects(snap, "me", necromunda, 0.5)).toEqual({ result: "busy", effects: [] });
    expect(crawlThroughEffects(snap, "me", necromunda, 0).result).toBe("moved");
  });

  it('a lift goes 4" up with everyone on it, once per round; those in its way test', () => {
    const lift = region("lift", { x: 0, y: 0, width: 4, height: 4 }, { lift: { travel: 4, usedRound: null } });
    const snap = scene([model("op", 0, 0), model("friend", 2, 2), model("above", 1, 2, { elevation: 3 })], [lift]);
    const { result, effects } = operateLiftEffects(snap, "op", "up", "c:1", necromunda);
    expect(result).toBe("moved");
    expect(of(effects, "move").map((m) => [m.model, m.elevation])).toEqual([
      ["op", 4],
      ["friend", 4],
    ]);
    expect(of(effects, "test").map((t) => [t.model, t.call.kind])).toEqual([["above", "liftObstruct"]]);
    expect(of(effects, "liftUsed")).toEqual([{ type: "liftUsed", region: "lift", round: "c:1" }]);
    const used = scene(snap.models as ModelSnapshot[], [{ ...lift, lift: { travel: 4, usedRound: "c:1" } }]);
    expect(operateLiftEffects(used, "op", "up", "c:1", necromunda).result).toBe("used");
  });

  it('a fighter in a lift\'s way 1" in from its edge: passed, it gets clear the shortest way (1.5"); failed, moved out after the hit', () => {
    const lift = region("lift", { x: 0, y: 0, width: 4, height: 4 }, { lift: { travel: 4, usedRound: null } });
    // "above" centred at (1, 2), 3" up (model() takes the base's corner).
    const snap = scene([model("op", 3, 3), model("above", 0.5, 1.5, { elevation: 3 })], [lift]);
    const [test] = of(operateLiftEffects(snap, "op", "up", null, necromunda).effects, "test");
    expect(test!.call.request?.options).toEqual({ shovePass: "above:-1.5:0", shoveFail: "above:-1.5:0" });
    const passed = necromunda.tests.resolve(test!.call, 4, [4]);
    expect(passed).toMatchObject({
      outcome: "liftClear",
      consequences: [{ type: "shove", model: "above", dx: -1.5, dy: 0 }],
    });
    expect(shoveEffects(snap, { model: "above", dx: -1.5, dy: 0 }, necromunda)).toEqual([
      { type: "move", model: "above", to: { x: -0.5, y: 2 } },
    ]);
    const failed = necromunda.tests.resolve(test!.call, 4, [3]);
    expect(failed).toMatchObject({
      outcome: "liftCrushed",
      consequences: [{ type: "shove", model: "above", dx: -1.5 }],
    });
  });

  it('a fighter in the middle of a 4" lift is 2.5" from getting clear (over 2"): no roll passes, moved out after the hit', () => {
    const lift = region("lift", { x: 0, y: 0, width: 4, height: 4 }, { lift: { travel: 4, usedRound: null } });
    const snap = scene([model("op", 3, 3), model("mid", 1.5, 1.5, { elevation: 3 })], [lift]);
    const [test] = of(operateLiftEffects(snap, "op", "up", null, necromunda).effects, "test");
    expect(test!.call.request?.options).toEqual({ escape: "none", shoveFail: "mid:-2.5:0" });
    const six = necromunda.tests.resolve(test!.call, 4, [6]);
    expect(six).toMatchObject({
      success: false,
      outcome: "liftCrushed",
      consequences: [{ type: "shove", model: "mid" }],
    });
  });

  it("a fighter moved out of a lift's way next to an enemy goes on to 1\" from it (§ Involuntary Move)", () => {
    // Centres (6, 2) and (3, 2), 1" bases.
    const me = model("me", 5.5, 1.5, { disposition: "friendly", elevation: 3 });
    const foe = model("foe", 2.5, 1.5, { elevation: 3 });
    const [move] = shoveEffects(scene([me, foe]), { model: "me", dx: -1.5, dy: 0 }, necromunda) as [
      Extract<Effect, { type: "move" }>,
    ];
    // From x 4.5 (0.5" from the enemy's base) on to x 5 (1" from it).
    expect(move.to.x).toBeCloseTo(5, 5);
    expect(move.to.y).toBeCloseTo(2, 9);
  });

  describe('the shift to 1" from an enemy keeps the base on the table and clear of walls and bases (§ Involuntary Move)', () => {
    // The enemy's centre (10, 10); the fighter ends at (11.5, 10.1): both 1" bases, so its centre
    // must be 2" from the enemy's (½" + ½" + 1").
    const foe = model("foe", 9.5, 9.5);
    const me = model("me", 11, 9.6, { disposition: "friendly" });
    const at = { x: 11.5, y: 10.1 };

    it("in the open: straight out along the line from the enemy's centre", () => {
      const to = rules.involuntaryEnd(scene([foe, me]), "me", at, necromunda);
      // (1.5, 0.1) scaled to 2".
      expect(to.x).toBeCloseTo(10 + (1.5 * 2) / Math.hypot(1.5, 0.1), 5);
      expect(to.y).toBeCloseTo(10 + (0.1 * 2) / Math.hypot(1.5, 0.1), 5);
    });

    it('a wall at x 12.2 beside it: the base stops ½" off the wall (x 11.7), 2" from the enemy (y 10 + √1.11)', () => {
      const snap = { ...scene([foe, me]), walls: [{ a: { x: 12.2, y: 5 }, b: { x: 12.2, y: 15 } }] };
      const to = rules.involuntaryEnd(snap, "me", at, necromunda);
      expect(to.x).toBeCloseTo(11.7, 5);
      expect(to.y).toBeCloseTo(10 + Math.sqrt(1.11), 5);
    });

    it("the table edge: an enemy at x 2.2 pushes it towards x 0.2; it stays on the table (x 0.5), y 10 + √1.11", () => {
      const edgeFoe = model("foe", 1.7, 9.5);
      const edgeMe = model("me", 0.2, 9.6, { disposition: "friendly" });
      const to = rules.involuntaryEnd(scene([edgeFoe, edgeMe]), "me", { x: 0.7, y: 10.1 }, necromunda);
      expect(to.x).toBeCloseTo(0.5, 5);
      expect(to.y).toBeCloseTo(10 + Math.sqrt(1.11), 5);
    });

    it("a friend's base at (12.8, 10) in the way: it ends where 2\" from the enemy meets 1\" from the friend's centre", () => {
      const friend = model("friend", 12.3, 9.5, { disposition: "friendly" });
      const to = rules.involuntaryEnd(scene([foe, me, friend]), "me", at, necromunda);
      // Circles of 2" about (10, 10) and 1" about (12.8, 10): x = 10 + (4 − 1 + 2.8²) / 5.6.
      expect(to.x).toBeCloseTo(11.935714, 5);
      expect(to.y).toBeCloseTo(10.503001, 5);
    });

    it("an impassable 2\" square at (11.6, 9) where the straight shift ends: it goes round the square's corner (11.6, 11)", () => {
      const rock = region(
        "rock",
        { x: 11.6, y: 9, width: 2, height: 2 },
        { terrain: [{ condition: "impassable", height: 0, railing: false }] },
      );
      const to = rules.involuntaryEnd(scene([foe, me], [rock]), "me", at, necromunda);
      // Where 2" about the enemy's centre meets ½" about the corner, on the outer side: d = √3.56,
      // along = (4 − 0.25 + 3.56) / 2d, h = √(4 − along²), from (10, 10) towards (1.6, 1).
      expect(to.x).toBeCloseTo(11.379044, 5);
      expect(to.y).toBeCloseTo(11.448529, 5);
    });
  });

  it('at a 3" gap\'s edge (within ½"): the leap on offer, an edge-fall test at +1 with a railing when Pinned', () => {
    const gap = region(
      "gap",
      { x: 2, y: 0, width: 2, height: 2 },
      { terrain: [{ condition: "gap", height: 3, railing: true }] },
    );
    const snap = scene([model("me", 0.6, 0)], [gap]);
    expect(edgeTestAt(snap, "me", necromunda)).toMatchObject({ kind: "leap", distance: 3 });
    expect(edgeFallEffects(snap, "me", necromunda)).toMatchObject([
      { type: "test", call: { kind: "edgeFall", distance: 3, modifiers: [{ source: "railing", value: 1 }] } },
    ]);
    expect(edgeFallEffects(scene([model("me", 0, 5)], [gap]), "me", necromunda)).toEqual([]);
  });
});

describe("a region's top (v14 topInclusive)", () => {
  const water = (extra: Partial<RegionSnapshot>) =>
    region(
      "pool",
      { x: 0, y: 0, width: 4, height: 4 },
      {
        bottom: 0,
        top: 2,
        terrain: [{ condition: "difficult", height: 0, railing: false }],
        ...extra,
      },
    );
  const at = (extra: Partial<RegionSnapshot>, elevation: number) =>
    rules.conditionsAt(scene([], [water(extra)]), { x: 1, y: 1 }, elevation);

  it("counts a model at exactly the top as inside on v13 (no option) and with topInclusive", () => {
    expect(at({}, 2)).toEqual(["difficult"]);
    expect(at({ topInclusive: true }, 2)).toEqual(["difficult"]);
  });

  it("leaves it outside when the region excludes its top, except a flat region", () => {
    expect(at({ topInclusive: false }, 2)).toEqual([]);
    expect(at({ topInclusive: false }, 1.99)).toEqual(["difficult"]);
    expect(at({ topInclusive: false, bottom: 2 }, 2)).toEqual(["difficult"]);
  });
});
