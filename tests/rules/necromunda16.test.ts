/**
 * The last rules of the Necromunda movement text (issue #16): directly towards and away, Versatile
 * and the house rule, overhangs, ladders and stairs, riders' landings and loot on vehicles, with
 * the text's numbers.
 */
import { describe, expect, it } from "vitest";
import {
  applyFallEffects,
  directlyMove,
  dragStop,
  fallLanding,
  fallOffVehicleEffects,
  landingsAfterFall,
  getRuleset,
  isClimbStep,
  jumpDownDrop,
  overhangBlocks,
  prepareDrag,
  stepRiseCost,
  vehicleMoveEffects,
  type DragInput,
  type DragOptions,
  type Effect,
  type ModelSnapshot,
  type PathStep,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import * as necromundaRules from "../../src/rules/rulesets/necromunda";

const necromunda = getRuleset("necromunda");
const vertical = necromunda.vertical;

/** A model with a 1" base (radius ½") centred at (x, y) inches; a vehicle is 2" square. */
function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  const radius = extra.kind === "vehicle" ? 1 : 0.5;
  return {
    id,
    name: id,
    kind: "character",
    disposition: "hostile",
    base: { x, y, radius },
    footprint: { x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius },
    elevation: 0,
    status: "standing",
    characteristics: { move: 5 },
    visible: true,
    ...extra,
  };
}

function region(id: string, area: RegionSnapshot["area"], conditions: string[], extra: Partial<RegionSnapshot> = {}) {
  return {
    id,
    name: id,
    area,
    bottom: null,
    top: null,
    terrain: conditions.map((condition) => ({ condition, height: 0, railing: false })),
    ductwayExit: null,
    lift: null,
    ...extra,
  } satisfies RegionSnapshot;
}

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: null, models, regions };
}

const of = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type);

describe("directly towards and away (necromunda-movement.md § Directly Towards and Directly Away From)", () => {
  const me = model("me", 0, 0, { disposition: "friendly" });
  const foe = model("foe", 10, 0);

  it('moves 3" towards along the line through both centres, and 3" away the other way', () => {
    const towards = directlyMove(scene([me, foe]), "me", "foe", "towards", 3, necromunda)!;
    expect(towards.to.x).toBeCloseTo(3, 9);
    expect(towards.to.y).toBeCloseTo(0, 9);
    expect(towards.stoppedBy).toBeNull();
    expect(towards.effects).toEqual([{ type: "move", model: "me", to: towards.to }]);
    const away = directlyMove(scene([me, foe]), "me", "foe", "away", 3, necromunda)!;
    expect(away.to.x).toBeCloseTo(-3, 9);
  });

  it('follows a diagonal line: 5" towards a fighter 6" across and 8" down goes 3" across and 4" down', () => {
    const move = directlyMove(scene([me, model("foe", 6, 8)]), "me", "foe", "towards", 5, necromunda)!;
    expect(move.to.x).toBeCloseTo(3, 9);
    expect(move.to.y).toBeCloseTo(4, 9);
  });

  it('stops on contact with a wall part-way: a wall 2.5" along stops a 1" base after 2"', () => {
    const move = directlyMove(scene([me, foe]), "me", "foe", "towards", 4, necromunda, { wall: 2.5 })!;
    expect(move.distance).toBeCloseTo(2, 9);
    expect(move.stoppedBy).toBe("wall");
    expect(move.aim.x).toBeCloseTo(4, 9);
  });

  it('stops on contact with impassable terrain: a region from x = 4" stops it with its centre at 3.5"', () => {
    const wall = region("rock", { x: 4, y: -2, width: 2, height: 4 }, ["impassable"]);
    const move = directlyMove(scene([me, foe], [wall]), "me", "foe", "towards", 6, necromunda)!;
    expect(move.to.x).toBeCloseTo(3.5, 6);
    expect(move.stoppedBy).toBe("terrain");
  });

  it("is not stopped by terrain it can cross, nor by impassable terrain above it or that it already touches", () => {
    const rough = region("rough", { x: 2, y: -2, width: 2, height: 4 }, ["difficult"]);
    const high = region("gantry", { x: 2, y: -2, width: 2, height: 4 }, ["impassable"], { bottom: 3 });
    const behind = region("behind", { x: -1.5, y: -2, width: 1, height: 4 }, ["impassable"]);
    const move = directlyMove(scene([me, foe], [rough, high, behind]), "me", "foe", "towards", 6, necromunda)!;
    expect(move.distance).toBeCloseTo(6, 9);
  });

  it('moving towards stops in base contact (Stride ruling): 20" towards a fighter 10" off ends 1" short of its centre', () => {
    const move = directlyMove(scene([me, foe]), "me", "foe", "towards", 20, necromunda)!;
    expect(move.to.x).toBeCloseTo(9, 9);
    expect(move.stoppedBy).toBe("model");
  });

  it("is null without a line, and refuses a negative distance or an unknown way", () => {
    expect(directlyMove(scene([me, model("foe", 0, 0)]), "me", "foe", "away", 2, necromunda)).toBeNull();
    expect(directlyMove(scene([me]), "me", "foe", "away", 2, necromunda)).toBeNull();
    expect(() => directlyMove(scene([me, foe]), "me", "foe", "away", -1, necromunda)).toThrow(RangeError);
    expect(() => directlyMove(scene([me, foe]), "me", "foe", "sideways" as "away", 1, necromunda)).toThrow(TypeError);
  });
});

/** 1" steps along y = 0.5 from x = 0.5. */
function row(inches: number, action: string): PathStep[] {
  return Array.from({ length: inches + 1 }, (_, i) => ({ x: 0.5 + i, y: 0.5, elevation: 0, action, conditions: [] }));
}

function ask(models: ModelSnapshot[], path: PathStep[], options: DragOptions = {}, extra: Partial<DragInput> = {}) {
  const segments = path.slice(1).map((p, i) => {
    const d = Math.hypot(p.x - path[i]!.x, p.y - path[i]!.y) + Math.abs(p.elevation - path[i]!.elevation);
    return { cost: d, distance: d };
  });
  const turn = {
    bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
    flying: null,
    variant: "core",
    ratio: 1,
  };
  const input: DragInput = {
    path,
    segments,
    turn,
    history: { cost: 0, distance: 0 },
    edgeCleared: false,
    exact: false,
    ...extra,
  };
  return dragStop(prepareDrag(scene(models), "me", necromunda, options), input);
}

describe("Charge options (§ Charge: Versatile; House Rule)", () => {
  const me = (weapons: ModelSnapshot["weapons"] = []) => model("me", 0.5, 0.5, { disposition: "friendly", weapons });
  // The foe's base edge is at x = 6; a square at x = 4.5 is 1" off (its edge at 5), 3.5 is 2" off.
  const foe = model("foe", 6.5, 0.5);
  const whip = { name: "Whip", versatile: true, longRange: 2 };

  it('a Charge with a Versatile weapon (Long 2") may stop 2" off the enemy, inside its 1"', () => {
    const path = row(5, "charge").slice(0, 5); // ends at x = 4.5 … one step further: 0.5" off
    const closer = [...path, { x: 5.0, y: 0.5, elevation: 0, action: "charge", conditions: [] }];
    expect(ask([me([whip]), foe], closer)).toBeNull();
    expect(necromundaRules.versatileReach([whip, { name: "Knife", versatile: false, longRange: 6 }])).toBe(2);
  });

  it('without Versatile, a Charge ending ½" off the enemy is held 1" away', () => {
    const closer = [
      ...row(5, "charge").slice(0, 5),
      { x: 5.0, y: 0.5, elevation: 0, action: "charge", conditions: [] },
    ];
    expect(ask([me([{ ...whip, versatile: false }]), foe], closer)).toMatchObject({ reason: "engaged", step: 4 });
  });

  it('Versatile does not help a Move: it is held 1" away', () => {
    const closer = [...row(5, "move").slice(0, 5), { x: 5.0, y: 0.5, elevation: 0, action: "move", conditions: [] }];
    expect(ask([me([whip]), foe], closer)).toMatchObject({ reason: "engaged" });
  });

  it("the house rule lets a Move end in base contact, but not short of it", () => {
    const contact = row(5, "move"); // ends at x = 5.5: base contact with the foe at 6.5
    expect(ask([me(), foe], contact)).toMatchObject({ reason: "engaged", step: 4 });
    expect(ask([me(), foe], contact, { voluntaryEngage: true })).toBeNull();
    const short = [...row(4, "move"), { x: 5.0, y: 0.5, elevation: 0, action: "move", conditions: [] }];
    expect(ask([me(), foe], short, { voluntaryEngage: true })).toMatchObject({ reason: "engaged", step: 4 });
  });

  it("mayEngage: a Charge always, any action with the house rule", () => {
    const engagement = necromunda.engagement;
    expect(engagement.mayEngage("charge")).toBe(true);
    expect(engagement.mayEngage("move")).toBe(false);
    expect(engagement.mayEngage("move", { voluntary: true })).toBe(true);
    expect(engagement.engageReach(me([whip]), "charge")).toBe(2);
    expect(engagement.engageReach(me([whip]), "move")).toBe(0);
  });

  it("refuses bad weapon profiles and options at the boundary", () => {
    expect(() => necromundaRules.versatileReach([{ ...whip, longRange: -1 }])).toThrow(RangeError);
    expect(() => prepareDrag(scene([me([{ ...whip, longRange: Number.NaN }])]), "me", necromunda)).toThrow(RangeError);
    expect(() =>
      prepareDrag(scene([me()]), "me", necromunda, { voluntaryEngage: "yes" as unknown as boolean }),
    ).toThrow(TypeError);
  });
});

describe("overhangs (§ Overhangs)", () => {
  const climb = (overhang: number): PathStep[] => [
    { x: 0.5, y: 0.5, elevation: 0, action: "move", conditions: [] },
    { x: 0.5, y: 0.5, elevation: 1, action: "move", conditions: ["structure"], overhang },
    { x: 0.5, y: 0.5, elevation: 2, action: "move", conditions: ["structure"], overhang },
  ];
  const me = model("me", 0.5, 0.5, { disposition: "friendly" });

  it('an overhang protruding exactly 1" is climbed like the wall', () => {
    expect(ask([me], climb(1), {}, { turn: null })).toBeNull();
    expect(overhangBlocks(vertical, 1, ["structure"], 1)).toBe(false);
  });

  it('one protruding more than 1" is impassable when climbing: the drag stops below it and says why', () => {
    expect(ask([me], climb(1.5), {}, { turn: null })).toEqual({ step: 0, fraction: 0, reason: "overhang" });
    expect(overhangBlocks(vertical, 1, ["structure"], 1.01)).toBe(true);
  });

  it('does not stop steps up (½"), a jump down, or a ladder', () => {
    expect(overhangBlocks(vertical, 0.5, [], 3)).toBe(false);
    expect(overhangBlocks(vertical, -2, [], 3, "jump")).toBe(false);
    expect(overhangBlocks(vertical, 2, ["ladder"], 3)).toBe(false);
  });

  it("stops climbing down past it as climbing up (§ Overhangs: impassable when climbing)", () => {
    expect(overhangBlocks(vertical, -2, [], 3)).toBe(true);
    expect(overhangBlocks(vertical, -2, [], 3, "move")).toBe(true);
    expect(overhangBlocks(vertical, -2, [], 1, "move")).toBe(false);
  });
});

describe("ladders and stairs (§ Ladders and Stairs: normal movement)", () => {
  it('a 3" climb costs 6" on a wall, up or down, 3" on a ladder or stairs; a 3" jump down costs nothing', () => {
    expect(stepRiseCost(vertical, 3, [])).toBe(6);
    expect(stepRiseCost(vertical, 3, ["ladder"])).toBe(3);
    expect(stepRiseCost(vertical, 3, ["stairs"])).toBe(3);
    expect(stepRiseCost(vertical, -3, ["ladder"])).toBe(3);
    expect(stepRiseCost(vertical, -3, ["ladder"], "jump")).toBe(3);
    expect(stepRiseCost(vertical, -3, [])).toBe(6);
    expect(stepRiseCost(vertical, -3, [], "move")).toBe(6);
    expect(stepRiseCost(vertical, -3, [], "jump")).toBe(0);
  });

  it("is no climb, so a Charge up a ladder is not held where it was declared", () => {
    expect(isClimbStep(vertical, 2, [])).toBe(true);
    expect(isClimbStep(vertical, 2, ["ladder"])).toBe(false);
    const up = [0, 1, 2, 3, 4].map((elevation) => ({
      x: 0.5,
      y: 0.5,
      elevation,
      action: "charge",
      conditions: elevation ? ["ladder"] : [],
    }));
    // M5 Charge 8": 4" up the ladder fits; on a wall (8") the climb would not.
    expect(ask([model("me", 0.5, 0.5, { disposition: "friendly" })], up)).toBeNull();
  });

  it('no jump-down test: a 4" drop down a ladder counts 0"; a 4" jump beside it counts 4"', () => {
    const down = (conditions: string[]) => [4, 3, 2, 1, 0].map((elevation) => ({ elevation, conditions }));
    expect(jumpDownDrop(vertical, down(["ladder"]))).toBe(0);
    expect(jumpDownDrop(vertical, down([]))).toBe(4);
    // Half down the stairs, then a 2" jump: the jump alone counts.
    const mixed = [
      { elevation: 4, conditions: [] },
      { elevation: 2, conditions: ["stairs"] },
      { elevation: 0, conditions: [] },
    ];
    expect(jumpDownDrop(vertical, mixed)).toBe(2);
  });
});

describe("riders' landings and loot (§ Fighters & Loot on Moving Vehicles)", () => {
  // A 2" vehicle centred at (5, 5); a rider on it at (5.5, 5).
  const truck = model("truck", 5, 5, {
    kind: "vehicle",
    disposition: "friendly",
    toughness: { front: 8, side: 7, rear: 6 },
    characteristics: { move: 8 },
  });
  const rider = model("rider", 5.5, 5, { disposition: "friendly" });

  it('a rider that fails lands 1" clear of the vehicle in the rolled direction, Pinned', () => {
    const effects = fallOffVehicleEffects(scene([truck, rider]), "rider", 0, necromunda);
    const [move] = of(effects, "move");
    expect(move!.to.x).toBeCloseTo(5 + 1 + 0.5 + 1, 9);
    expect(move!.to.y).toBeCloseTo(5, 9);
    expect(of(effects, "status")).toEqual([{ type: "status", model: "rider", status: "prone", active: true }]);
  });

  it("landing in impassable terrain moves it the shortest way out", () => {
    const rock = region("rock", { x: 7, y: 4, width: 2, height: 2.2 }, ["impassable"]);
    const [move] = of(fallOffVehicleEffects(scene([truck, rider], [rock]), "rider", 0, necromunda), "move");
    // Lands centred at (7.5, 5); the nearest clear place is left of the rock, centre at 6.5.
    expect(move!.to.x).toBeCloseTo(6.5, 9);
    expect(move!.to.y).toBeCloseTo(5, 9);
  });

  it('landing within ½" of a platform\'s edge posts the edge test; ½" exactly counts, more does not', () => {
    const gap = (x: number) =>
      region("gap", { x, y: 0, width: 3, height: 10 }, [], {
        terrain: [{ condition: "gap", height: 4, railing: false }],
      });
    // Lands centred at x = 7.5, base edge at 8: the gap 0.5" away is within ½".
    const near = fallOffVehicleEffects(scene([truck, rider], [gap(8.5)]), "rider", 0, necromunda);
    expect(of(near, "test").map((t) => t.call.kind)).toEqual(["edgeFall"]);
    expect(of(near, "test")[0]!.call.distance).toBe(4);
    const far = fallOffVehicleEffects(scene([truck, rider], [gap(8.6)]), "rider", 0, necromunda);
    expect(of(far, "test")).toEqual([]);
  });

  const crate = (x: number, y: number) => model("crate", x, y, { kind: "loot", status: null, disposition: "neutral" });
  const path = [
    { x: 5, y: 5, elevation: 0, action: "move" },
    { x: 9, y: 5, elevation: 0, action: "move" },
  ];

  it('loot on a moving vehicle falls off 1" away unless in base contact with a rider or in the transport area', () => {
    const alone = vehicleMoveEffects(scene([truck, crate(4.5, 5)]), "truck", path, necromunda, {
      fallAngles: [Math.PI],
    });
    const [fell] = of(alone, "move").filter((m) => m.model === "crate");
    expect(fell!.to.x).toBeCloseTo(5 - 1 - 0.5 - 1, 9);
    const carried = vehicleMoveEffects(scene([truck, rider, crate(4.5, 5)]), "truck", path, necromunda);
    const [moved] = of(carried, "move").filter((m) => m.model === "crate");
    expect(moved!.to.x).toBeCloseTo(8.5, 9);
    const stowed = vehicleMoveEffects(
      scene([{ ...truck, transportArea: "deck" }, crate(4.5, 5)]),
      "truck",
      path,
      necromunda,
    );
    expect(of(stowed, "move").find((m) => m.model === "crate")!.to.x).toBeCloseTo(8.5, 9);
  });

  it("the rear transport area is the half behind the vehicle's facing", () => {
    const facingRight = { ...truck, transportArea: "rear" as const, facing: 0 };
    const rear = vehicleMoveEffects(scene([facingRight, crate(4.5, 5)]), "truck", path, necromunda);
    expect(of(rear, "move").find((m) => m.model === "crate")!.to.x).toBeCloseTo(8.5, 9);
    const front = vehicleMoveEffects(scene([facingRight, crate(5.5, 5)]), "truck", path, necromunda, {
      fallAngles: [0],
    });
    expect(of(front, "move").find((m) => m.model === "crate")!.to.x).toBeCloseTo(7.5, 9);
  });

  it("loot in base contact with a rider that fails falls with it", () => {
    const effects = fallOffVehicleEffects(scene([truck, rider, crate(4.5, 5)]), "rider", 0, necromunda);
    expect(of(effects, "move").map((m) => m.model)).toEqual(["rider", "crate"]);
    const [, crateMove] = of(effects, "move");
    expect(crateMove!.to.x).toBeCloseTo(5, 9);
    expect(crateMove!.to.y).toBeCloseTo(5 + 1 + 0.5 + 1, 9);
  });
});

describe("where a fall at an edge lands (§ Leaping Gaps: straight down, the shortest route, to the next level down)", () => {
  // A 3" gap from x = 5 to 8 with a 4" drop, raised 1" off the floor; a fighter up on the platform at 4".
  const gap = region("gap", { x: 5, y: 0, width: 3, height: 10 }, [], {
    bottom: 1,
    terrain: [{ condition: "gap", height: 4, railing: false }],
  });
  const leaper = (x: number, extra: Partial<ModelSnapshot> = {}) =>
    model("leaper", x, 5, { elevation: 4, disposition: "friendly", ...extra });

  it('a fighter at the edge (base ½" short of it) lands just inside the gap, 4" lower', () => {
    const landing = fallLanding(scene([leaper(4)], [gap]), "leaper", necromunda)!;
    expect(landing.region).toBe("gap");
    expect(landing.to).toEqual({ x: 5.5, y: 5 });
    expect(landing.elevation).toBe(0);
    const moved = landing.snapshot.models[0]!;
    expect([moved.base.x, moved.elevation, moved.footprint.x]).toEqual([5.5, 0, 5]);
  });

  it('lands on whoever stands below, found on the landed snapshot; falling on an enemy ends 1" off it', () => {
    const below = model("below", 5.5, 5, { elevation: 0 });
    const landing = fallLanding(scene([leaper(4), below], [gap]), "leaper", necromunda)!;
    expect(landingsAfterFall(landing.snapshot, "leaper")).toEqual([{ model: "below", enemy: true }]);
    const [off] = of(applyFallEffects(landing.snapshot, "leaper", ["below"], necromunda), "move");
    // Base edge to base edge 1": centres 2" apart.
    expect(Math.hypot(off!.to.x - 5.5, off!.to.y - 5)).toBeCloseTo(2, 6);
  });

  it('½" from the edge exactly counts; more, or on the floor below, or no drop: falls where it stands', () => {
    expect(fallLanding(scene([leaper(4)], [gap]), "leaper", necromunda)).not.toBeNull();
    expect(fallLanding(scene([leaper(3.99)], [gap]), "leaper", necromunda)).toBeNull();
    expect(fallLanding(scene([leaper(4, { elevation: 0 })], [gap]), "leaper", necromunda)).toBeNull();
    const flat = { ...gap, terrain: [{ condition: "gap", height: 0, railing: false }] };
    expect(fallLanding(scene([leaper(4)], [flat]), "leaper", necromunda)).toBeNull();
  });

  it('a gap narrower than the base puts it across the middle; a 2" drop from 1" stops at the floor', () => {
    const slot = region("slot", { x: 5, y: 0, width: 0.6, height: 10 }, [], {
      terrain: [{ condition: "gap", height: 2, railing: false }],
    });
    const landing = fallLanding(scene([leaper(4.5, { elevation: 1 })], [slot]), "leaper", necromunda)!;
    expect(landing.to).toEqual({ x: 5.3, y: 5 });
    expect(landing.elevation).toBe(0);
  });

  it("refuses a malformed snapshot or a model id that is not a string", () => {
    expect(() => fallLanding({} as never, "leaper", necromunda)).toThrow(TypeError);
    expect(() => fallLanding(scene([leaper(4)], [gap]), 3 as never, necromunda)).toThrow(TypeError);
  });
});
