/**
 * OpenD6 vehicles on the canvas (#12 points 2–3) against d6-movement.txt § Vehicle Movement,
 * § Stunts and § Stunt Difficulties & Modifiers: the turn stunt at each waypoint of a path (44°,
 * 45°, 90°, 180°), the speed level a round counts as (half to all of each level), level changes of
 * one, two and three, the stored speed and heading, one movement action a round, and Lost control.
 */
import { describe, expect, it } from "vitest";
import {
  dragStop,
  finishedMoveEffects,
  getRuleset,
  prepareDrag,
  statusTurnStartEffects,
  type ModelSnapshot,
  type MoveSummary,
  type SceneSnapshot,
  type TestsCapability,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

const ruleset = getRuleset("d6");
/** The ruleset's resolve with the tester's profile (TestsCapability.resolve). */
const resolve = (...args: Parameters<TestsCapability["resolve"]>) =>
  (ruleset.tests as TestsCapability).resolve(...args);
const deg = (d: number) => (d * Math.PI) / 180;
const at = (p: { x: number; y: number }, heading: number, length = 10) => ({
  x: p.x + length * Math.cos(deg(heading)),
  y: p.y + length * Math.sin(deg(heading)),
});

/** East, then turns of 45° (to 45°), 90° (to 135°), 180° (back to 315°) and 44° (to 359°). */
const P0 = { x: 0, y: 0 };
const P1 = at(P0, 0);
const P2 = at(P1, 45);
const P3 = at(P2, 135);
const P4 = at(P3, 315);
const P5 = at(P4, 359);
const PATH = [P0, P1, P2, P3, P4, P5].map((p) => ({ ...p, elevation: 0 }));

/** A vehicle's profile: Move 10, stored at `speed` (the level's index), heading in degrees if given. */
const vehicleProfile = (speed: number, extra: Record<string, number> = {}) => ({
  characteristics: { move: 10, vehicle: 1, vehicleSpeed: speed, topSpeed: 4, ...extra },
});
const bands = (speed = 4) => d6.vehicleBands(vehicleProfile(speed));

function summary(turnDistance: number, over: Partial<MoveSummary> = {}): MoveSummary {
  return {
    actions: ["walk"],
    conditions: [],
    turnDistance,
    bands: bands(),
    zeroGravity: false,
    vehicle: true,
    profile: vehicleProfile(2),
    ...over,
  };
}

/** The stunt request a finished move calls for, or null (vehicleMoveRequests after the pilot's roll). */
const stuntOf = (move: MoveSummary) => d6.vehicleMoveRequests(move).find((r) => r.kind === "stunt") ?? null;

describe("turns at a path's waypoints (§ Stunt Difficulties & Modifiers)", () => {
  it("names the stunt each waypoint's turn needs: 44° easy +3, 45° +6, 90° +12, 180° +18", () => {
    const turns = d6.waypointTurns(PATH);
    expect(turns.map((t) => Math.round(t.degrees))).toEqual([45, 90, 180, 44]);
    expect(turns.map((t) => t.stunt)).toEqual(["fast45", "fast90", "fast180", "easyTurn"]);
  });

  it("posts one stunt card after a high-speed move with the turns summed (6 + 12 + 18 + 3) and the worst terrain", () => {
    const high = { path: PATH, profile: vehicleProfile(3) };
    const request = stuntOf(summary(15, { ...high, conditions: ["moderate", "rough"] }));
    expect(request).toEqual({
      kind: "stunt",
      options: { turns: "fast45,fast90,fast180,easyTurn", terrain: "rough" },
    });
    const call = ruleset.tests.buildTest(request!)!;
    expect(call.modifiers).toEqual([
      { source: "stunt.fast45", value: 6 },
      { source: "stunt.fast90", value: 12 },
      { source: "stunt.fast180", value: 18 },
      { source: "stunt.easyTurn", value: 3 },
      { source: "terrain.rough", value: 10 },
    ]);
    expect(ruleset.tests.describe(call, 9).title).toEqual({
      key: "STRIDE.D6Vehicle.Test.stuntTitle",
      data: { difficulty: 49 },
    });
    // Through the ruleset: the pilot's roll for high speed, then the stunt.
    expect(ruleset.tests.movementTests(summary(15, high)).map((t) => t.kind)).toEqual(["pilot", "stunt"]);
  });

  it("takes no fast turns at cautious or cruising: 45° and more is Stride's slow turn (+3), a bend under 45° no roll", () => {
    // The same path at cruising (8 m of Move 10): the 45°, 90° and 180° turns are slow turns (not the
    // chart's easy turn, which is under 45°), the 44° bend none.
    const request = stuntOf(summary(8, { path: PATH }));
    expect(request).toEqual({ kind: "stunt", options: { turns: "slowTurn,slowTurn,slowTurn" } });
    expect(ruleset.tests.buildTest(request!)!.modifiers).toEqual([
      { source: "stunt.slowTurn", value: 3 },
      { source: "stunt.slowTurn", value: 3 },
      { source: "stunt.slowTurn", value: 3 },
    ]);
    expect(ruleset.tests.movementTests(summary(8, { path: PATH })).map((t) => t.kind)).toEqual(["stunt"]);
    // A 44° bend alone at cruising on easy ground: no card (§ Stunts: normal use under ideal conditions).
    const bend = [P3, P4, P5].map((p) => ({ ...p, elevation: 0 }));
    expect(d6.vehicleMoveRequests(summary(8, { path: bend, conditions: ["easy"] }))).toEqual([]);
    // Over moderate ground (+5) the bend is the easy turn, beside the pilot's roll the terrain asks.
    expect(d6.vehicleMoveRequests(summary(8, { path: bend, conditions: ["moderate"] }))).toEqual([
      { kind: "pilot", options: { level: "cruising", terrain: "moderate" } },
      { kind: "stunt", options: { turns: "easyTurn", terrain: "moderate" } },
    ]);
    // At high speed (15 m) the same bend is the easy turn, ideal conditions or not.
    expect(stuntOf(summary(15, { path: bend, profile: vehicleProfile(3) }))?.options).toEqual({ turns: "easyTurn" });
  });

  it("counts pulling away from stopped as no stunt (stopped → cruising), two levels from cruising as one", () => {
    const straight = [P0, P1].map((p) => ({ ...p, elevation: 0 }));
    // Parked, then 10 m (cruising, Move 10): two levels, no stunt card, no roll.
    expect(d6.vehicleMoveRequests(summary(10, { path: straight, profile: vehicleProfile(0) }))).toEqual([]);
    expect(d6.speedChange({ from: "stopped", to: "cruising" })).toEqual({
      levels: 2,
      stunt: false,
      allowed: true,
      difficulty: 0,
    });
    // Cruising to all-out is still the rapid acceleration stunt at all-out's 10.
    expect(d6.speedChange({ from: "cruising", to: "allOut" })).toMatchObject({ stunt: true, difficulty: 10 });
    // Stopping from cruising in one round is a rapid deceleration (its difficulty cruising's 0).
    expect(d6.speedChange({ from: "cruising", to: "stopped" })).toMatchObject({ stunt: true, difficulty: 0 });
  });

  it("calls for the pilot's roll at cruising when the terrain adds to the difficulty (§ Vehicle Movement)", () => {
    // Cruising (Move 10, 8 m) over easy ground: no roll; over rough ground (+10): the roll at 10.
    expect(d6.vehicleMoveRequests(summary(8, { conditions: ["easy"] }))).toEqual([]);
    expect(d6.vehicleMoveRequests(summary(8, { conditions: ["rough"] }))).toEqual([
      { kind: "pilot", options: { level: "cruising", terrain: "rough" } },
    ]);
  });

  it("measures the first leg from the stored heading, and a straight path needs no stunt", () => {
    const straight = [P0, P1].map((p) => ({ ...p, elevation: 0 }));
    expect(stuntOf(summary(8, { path: straight }))).toBeNull();
    // Heading south (90°) before a high-speed move, then east: a fast 90° turn at the start.
    const turned = stuntOf(summary(15, { path: straight, profile: vehicleProfile(3, { heading: 90 }) }));
    expect(turned?.options).toEqual({ turns: "fast90" });
  });

  it("adds the climb or dive of 45° or more when an aerial vehicle's path changes elevation that steeply", () => {
    const climb = [
      { x: 0, y: 0, elevation: 0 },
      { x: 10, y: 0, elevation: 10 },
    ];
    const air = vehicleProfile(2, { air: 1 });
    expect(stuntOf(summary(8, { path: climb, profile: air }))?.options).toEqual({ stunts: "climbDive" });
    // A land vehicle up a 45° ramp makes no aerial stunt (§ Stunt Difficulties: "For Aerial …").
    expect(stuntOf(summary(8, { path: climb }))).toBeNull();
    const gentle = [
      { x: 0, y: 0, elevation: 0 },
      { x: 10, y: 0, elevation: 9 },
    ];
    expect(stuntOf(summary(8, { path: gentle, profile: air }))).toBeNull();
  });

  it("labels each waypoint on the ruler with the turn into it and the sum so far", () => {
    const measure = (path: { x: number; y: number }[], distance: number) =>
      ruleset.bands.rulerLabel({
        distance,
        action: null,
        bands: bands(),
        conditions: [],
        path,
        profile: vehicleProfile(3),
      });
    const first = measure([P0, P1, P2], 15);
    expect(first).toMatchObject({
      key: "STRIDE.D6Drive.Ruler.label",
      data: {
        level: { key: "STRIDE.D6Vehicle.speed.high" },
        distance: 15,
        turn: {
          key: "STRIDE.D6Drive.Ruler.turn",
          data: { degrees: 45, stunt: { key: "STRIDE.D6Vehicle.Modifier.stunt.fast45" }, value: 6, total: 6 },
        },
      },
    });
    const last = measure([P0, P1, P2, P3, P4, P5], 16);
    expect(last?.data).toMatchObject({ turn: { data: { degrees: 44, value: 3, total: 39 } } });
    // A character's bands keep the running label.
    const running = ruleset.bands.rulerLabel({
      distance: 15,
      action: null,
      bands: ruleset.bands.movementBands({ characteristics: { move: 10 } }),
      conditions: [],
    });
    expect(running?.key).toBe("STRIDE.D6.Ruler.label");
  });
});

describe("speed levels: half to all of each level's speed (§ Vehicle Movement)", () => {
  it("counts half a level's speed as that level, and less as the lower level, flagged", () => {
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 10 })).toMatchObject({
      level: "high",
      belowHalf: null,
    });
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 20 })).toMatchObject({
      level: "high",
      belowHalf: null,
    });
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 8 })).toMatchObject({
      level: "cruising",
      belowHalf: "high",
    });
    // The movement action chosen on the ruler is the declared level: 15 m of all-out's 20–40 m is high.
    expect(d6.vehicleRound({ move: 10, stored: "cruising", distance: 15, declared: "allOut" })).toMatchObject({
      level: "high",
      belowHalf: "allOut",
    });
    expect(d6.isVehicleBandList([{ action: "constructor", distance: 5 }])).toBe(false);
    // Without a declared level the slowest level that covers the distance.
    expect(d6.vehicleRound({ move: 10, stored: "stopped", distance: 5 }).level).toBe("cautious");
  });

  it("flags a move under half the declared level on the ruler", () => {
    const label = ruleset.bands.rulerLabel({
      distance: 8,
      action: "d6High",
      bands: bands(),
      conditions: [],
      profile: vehicleProfile(3),
    });
    expect(label?.data).toMatchObject({
      level: { key: "STRIDE.D6Vehicle.speed.cruising" },
      half: {
        key: "STRIDE.D6Drive.Ruler.belowHalf",
        data: {
          declared: { key: "STRIDE.D6Vehicle.speed.high" },
          min: 10,
          level: { key: "STRIDE.D6Vehicle.speed.cruising" },
        },
      },
      change: { key: "STRIDE.D6Drive.Ruler.change", data: { from: { key: "STRIDE.D6Vehicle.speed.high" } } },
    });
  });
});

describe("changing speed: one level free, two a stunt, three refused (§ Stunts)", () => {
  it("judges changes of one, two and three levels from the stored level", () => {
    expect(d6.vehicleRound({ move: 10, stored: "cruising", distance: 15 }).change).toEqual({
      levels: 1,
      stunt: false,
      allowed: true,
      difficulty: 0,
    });
    expect(d6.vehicleRound({ move: 10, stored: "cruising", distance: 30 }).change).toEqual({
      levels: 2,
      stunt: true,
      allowed: true,
      difficulty: 10,
    });
    expect(d6.vehicleRound({ move: 10, stored: "stopped", distance: 15 }).change).toMatchObject({
      levels: 3,
      allowed: false,
    });
    // Decelerating two levels: the speed it was travelling at (high, 5) is the base.
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 4 }).change).toMatchObject({
      levels: -2,
      stunt: true,
      difficulty: 5,
    });
  });

  it("posts the rapid change as a stunt with the speed as its base difficulty", () => {
    const request = stuntOf(summary(30, { path: [P0, P1].map((p) => ({ ...p, elevation: 0 })) }));
    expect(request).toEqual({ kind: "stunt", options: { from: "cruising", to: "allOut" } });
    expect(ruleset.tests.buildTest(request!)!.modifiers).toEqual([{ source: "speed.allOut", value: 10 }]);
    // With the pilot's roll for all-out speed before it.
    expect(ruleset.tests.movementTests(summary(30)).map((t) => t.kind)).toEqual(["pilot", "stunt"]);
  });

  it("says so on the ruler: a stunt at two levels, not allowed at three", () => {
    const label = (stored: number, distance: number) =>
      ruleset.bands.rulerLabel({
        distance,
        action: null,
        bands: bands(),
        conditions: [],
        profile: vehicleProfile(stored),
      })?.data?.["change"];
    expect(label(2, 30)).toEqual({
      key: "STRIDE.D6Drive.Ruler.changeStunt",
      data: { from: { key: "STRIDE.D6Vehicle.speed.cruising" }, difficulty: 10 },
    });
    expect(label(0, 15)).toMatchObject({ key: "STRIDE.D6Drive.Ruler.changeRefused" });
    expect(label(2, 9)).toBe("");
  });

  it("gives a vehicle bands up to two levels above its stored speed, so a player's drag stops there", () => {
    expect(d6.vehicleBands(vehicleProfile(0)).map((b) => b.action)).toEqual(["d6Cautious", "d6Cruising"]);
    expect(d6.vehicleBands(vehicleProfile(1)).map((b) => b.action)).toEqual(["d6Cautious", "d6Cruising", "d6High"]);
    expect(d6.vehicleBands(vehicleProfile(2)).map((b) => b.distance)).toEqual([5, 10, 20, 40]);
  });
});

describe("what a finished vehicle move stores (§ Vehicle Movement)", () => {
  it("sets the speed level the round counts as and the heading of the last leg", () => {
    const path = [
      { x: 0, y: 0, elevation: 0 },
      { x: 10, y: 0, elevation: 0 },
      { x: 10, y: 12, elevation: 0 },
    ];
    expect(d6.vehicleCounters(summary(22, { path }))).toEqual([
      { counter: "vehicleSpeed", value: 4 },
      { counter: "heading", value: 90 },
    ]);
    expect(ruleset.tests.countersAfterMove(summary(0, { path }))).toEqual([]);
    // A character's move keeps its own counters (drowning).
    expect(
      ruleset.tests.countersAfterMove({
        ...summary(5),
        bands: ruleset.bands.movementBands({ characteristics: { move: 10 } }),
        endConditions: [],
        profile: { characteristics: { move: 10, drowning: 2 } },
      }),
    ).toEqual([{ counter: "drowning", value: 0 }]);
  });
});

function model(id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "character",
    disposition: "neutral",
    base: { x, y, radius: 1 },
    footprint: { x: x - 1, y: y - 1, width: 2, height: 2 },
    elevation: 0,
    status: null,
    characteristics: {},
    visible: true,
    ...extra,
  };
}
const scene = (models: ModelSnapshot[]): SceneSnapshot => ({
  unit: "m",
  gridStep: 2,
  bounds: { x: 0, y: 0, width: 100, height: 100 },
  models,
  regions: [],
});

describe("one movement action a round (§ Vehicle Movement)", () => {
  const straight = [
    { x: 10, y: 10, elevation: 0 },
    { x: 20, y: 10, elevation: 0 },
  ];
  const input = (historyDistance: number) => ({
    path: straight,
    segments: [{ cost: 10, distance: 10 }],
    turn: { bands: bands(), flying: null, actions: {}, variant: "open", ratio: 1 },
    history: { cost: historyDistance, distance: historyDistance },
    edgeCleared: false,
    exact: true,
  });

  it("holds a vehicle that already moved this turn where it starts; a character and a first move go on", () => {
    const vehicle = scene([model("car", 10, 10, { kind: "vehicle" })]);
    const drag = prepareDrag(vehicle, "car", ruleset);
    expect(dragStop(drag, input(0))).toBeNull();
    expect(dragStop(drag, input(5))).toEqual({ step: 0, fraction: 0, reason: "allowance" });
    const walker = prepareDrag(scene([model("rider", 10, 10)]), "rider", ruleset);
    expect(
      dragStop(walker, {
        ...input(5),
        turn: { ...input(5).turn, bands: ruleset.bands.movementBands({ characteristics: { move: 10 } }) },
      }),
    ).toBeNull();
    // Not enforced (the GM, or outside a started combat: no turn bands): never held.
    expect(dragStop(drag, { ...input(5), turn: null })).toBeNull();
  });
});

describe("a vehicle that lost control (§ Stunts: lost control for one round)", () => {
  it("drives straight on at its speed at the next turn start, then posts the regain-control stunt (+15)", () => {
    const lost = { statuses: [d6.LOST_CONTROL], profile: vehicleProfile(3, { heading: 90 }) };
    expect(d6.lostControlTurnStart(lost)).toEqual({
      drive: { heading: Math.PI / 2, distance: 20 },
      counters: [{ counter: "lostControlRounds", value: 1 }],
    });
    // The round after: the pilot rolls to regain control; the status stays until the roll is made.
    expect(
      d6.lostControlTurnStart({ ...lost, profile: vehicleProfile(3, { heading: 90, lostControlRounds: 1 }) }),
    ).toEqual({
      tests: [{ kind: "stunt", options: { stunts: "regainControl" } }],
      counters: [{ counter: "lostControlRounds", value: 0 }],
    });
    // No heading stored: the token's facing; stopped: no drive.
    expect(d6.lostControlTurnStart({ ...lost, profile: vehicleProfile(2), facing: 0 })?.drive).toEqual({
      heading: 0,
      distance: 10,
    });
    expect(d6.lostControlTurnStart({ ...lost, profile: vehicleProfile(0, { heading: 0 }) })?.drive).toBeUndefined();
    // Without the status nothing, but a stale count goes back to 0; characters are not driven.
    expect(d6.lostControlTurnStart({ statuses: [], profile: vehicleProfile(3) })).toBeNull();
    expect(d6.lostControlTurnStart({ statuses: [], profile: vehicleProfile(3, { lostControlRounds: 1 }) })).toEqual({
      counters: [{ counter: "lostControlRounds", value: 0 }],
    });
    expect(
      d6.lostControlTurnStart({ statuses: [d6.LOST_CONTROL], profile: { characteristics: { move: 10 } } }),
    ).toBeNull();
  });

  it("posts the regain-control card at the turn start (+15): made clears Lost control, missed keeps it", () => {
    const car = model("car", 10, 10, { kind: "vehicle" });
    const regain = { statuses: [d6.LOST_CONTROL], profile: vehicleProfile(3, { heading: 90, lostControlRounds: 1 }) };
    const effects = statusTurnStartEffects(scene([car]), "car", regain, ruleset);
    expect(effects).toEqual([
      { type: "setCounter", model: "car", counter: "lostControlRounds", value: 0 },
      {
        type: "test",
        model: "car",
        call: expect.objectContaining({ kind: "stunt", modifiers: [{ source: "stunt.regainControl", value: 15 }] }),
      },
    ]);
    const call = (effects[1] as { call: Parameters<TestsCapability["resolve"]>[0] }).call;
    // Pilotry 3D (9 pips): 6 + 5 + 4 = 15 makes 15; 1 + 2 + 3 = 6 misses.
    expect(resolve(call, 9, [6, 5, 4], regain.profile)).toMatchObject({
      success: true,
      outcome: "regained",
      consequences: [{ type: "status", status: d6.LOST_CONTROL, active: false }],
    });
    expect(resolve(call, 9, [3, 2, 2], regain.profile)).toMatchObject({
      success: false,
      outcome: "lostControl",
      consequences: [{ type: "status", status: d6.LOST_CONTROL, active: true }],
    });
  });

  it("moves the vehicle as a forced move, stopped by a model in the way or the scene's edge", () => {
    const lost = { statuses: [d6.LOST_CONTROL], profile: vehicleProfile(3, { heading: 90 }) };
    const car = model("car", 10, 10, { kind: "vehicle" });
    expect(statusTurnStartEffects(scene([car]), "car", lost, ruleset)).toEqual([
      { type: "move", model: "car", to: { x: 10, y: 30 } },
      { type: "setCounter", model: "car", counter: "lostControlRounds", value: 1 },
    ]);
    // A cart 15 m down the road: the bases touch after 13 m.
    const blocked = statusTurnStartEffects(scene([car, model("cart", 10, 25)]), "car", lost, ruleset);
    expect(blocked[0]).toMatchObject({ type: "move", to: { x: 10 } });
    expect((blocked[0] as { to: { y: number } }).to.y).toBeCloseTo(23, 4);
    // Near the bottom edge: it stops at the edge.
    const edge = statusTurnStartEffects(scene([model("car", 10, 90, { kind: "vehicle" })]), "car", lost, ruleset);
    expect(edge[0]).toMatchObject({ type: "move", to: { x: 10, y: 100 } });
  });

  it("lets nothing follow the forced move itself", () => {
    const car = model("car", 10, 10, { kind: "vehicle" });
    const effects = finishedMoveEffects(
      scene([car]),
      {
        mover: "car",
        path: [
          { x: 10, y: 10, elevation: 0 },
          { x: 10, y: 30, elevation: 0 },
        ],
        summary: summary(20),
        inCombat: true,
        forced: true,
      },
      ruleset,
    );
    expect(effects).toEqual([]);
  });
});

describe("a land vehicle that lost control swerves aside and halts (§ Stunts, land vehicles)", () => {
  /** A land (kind 0) or animal-drawn (kind 3) vehicle with Lost control, `rounds` counted. */
  const land = (rounds: number, kind = 0, extra: Record<string, number> = {}) => ({
    statuses: [d6.LOST_CONTROL],
    profile: vehicleProfile(3, { vehicleKind: kind, heading: 350, lostControlRounds: rounds, ...extra }),
  });

  it("stops and turns 45° at the next turn start, spends a round calming the animals, another getting going, then clears", () => {
    expect(d6.lostControlTurnStart(land(0))).toEqual({
      counters: [
        { counter: "vehicleSpeed", value: 0 },
        { counter: "heading", value: 35 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
    expect(d6.lostControlTurnStart(land(1))).toEqual({ counters: [{ counter: "lostControlRounds", value: 2 }] });
    expect(d6.lostControlTurnStart(land(2))).toEqual({
      clear: [d6.LOST_CONTROL],
      counters: [{ counter: "lostControlRounds", value: 0 }],
    });
    // An animal-drawn carriage likewise (stopped, turned to 35°, no drive); an aircraft (kind 2) is
    // driven on straight at high (2 × Move 10 = 20 m) along 350° instead.
    expect(d6.lostControlTurnStart(land(0, 3))).toEqual({
      counters: [
        { counter: "vehicleSpeed", value: 0 },
        { counter: "heading", value: 35 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
    expect(d6.lostControlTurnStart(land(0, 2))).toEqual({
      drive: { heading: (350 * Math.PI) / 180, distance: 20 },
      counters: [{ counter: "lostControlRounds", value: 1 }],
    });
    // Severe damage still slows it two levels a round (§ Vehicle & Passenger Damage), land or not:
    // high → cautious (index 1), driven ½ Move = 5 m along 350°.
    expect(d6.lostControlTurnStart(land(0, 0, { damageLevel: 4 }))).toEqual({
      drive: { heading: (350 * Math.PI) / 180, distance: 5 },
      counters: [
        { counter: "vehicleSpeed", value: 1 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
  });

  const stillBands = [
    { action: "d6Cautious", distance: 0 },
    { action: "d6Cruising", distance: 0 },
    { action: "d6High", distance: 0 },
    { action: "d6AllOut", distance: 0 },
  ];

  it("holds it still the calming round and at cautious (½ Move, 5 m) the round it gets going", () => {
    expect(d6.vehicleStatusBands(land(1).statuses, land(1).profile)).toEqual(stillBands);
    expect(d6.vehicleStatusBands(land(2).statuses, land(2).profile)).toEqual([{ action: "d6Cautious", distance: 5 }]);
    // Before its turn start (count 0), Lost control imposes no bands on a land vehicle.
    expect(d6.vehicleStatusBands(land(0).statuses, land(0).profile)).toBeNull();
  });

  it("keeps a boat, aircraft or magical vehicle out of its pilot's hands until the regain roll is made", () => {
    for (const kind of [1, 2, 4]) {
      // After the straight-line drive (count 1) and after a missed regain roll (count back to 0,
      // status kept): every level at 0 m.
      expect(d6.vehicleStatusBands(land(1, kind).statuses, land(1, kind).profile)).toEqual(stillBands);
      expect(d6.vehicleStatusBands(land(0, kind).statuses, land(0, kind).profile)).toEqual(stillBands);
    }
    // A made roll clears the status: the pilot drives freely again (no status bands).
    const regained = { statuses: [], profile: vehicleProfile(3, { vehicleKind: 2, lostControlRounds: 0 }) };
    expect(d6.vehicleStatusBands(regained.statuses, regained.profile)).toBeNull();
    // A creature that is not a vehicle is not held by the status.
    expect(d6.vehicleStatusBands([d6.LOST_CONTROL], { characteristics: { move: 10 } })).toBeNull();
  });

  it("says on the card that it veered, and at a miss of 10 or more that it may topple or lose its team", () => {
    const pilot = ruleset.tests.buildTest({ kind: "pilot", options: { level: "allOut" } })!;
    const profile = land(0).profile;
    // All-out: difficulty 10. Pilotry 3D (9 pips): 2 + 2 + 3 = 7 misses by 3.
    expect(resolve(pilot, 9, [2, 2, 3], profile)).toMatchObject({
      success: false,
      outcome: "veered",
      consequences: [{ type: "status", status: d6.LOST_CONTROL, active: true }],
    });
    // A fast 180° turn over rough ground: 18 + 10 = 28. 4 + 4 + 5 = 13 misses by 15: it may topple;
    // 6 + 6 and the Wild Die's 6 + 2 = 20 misses by 8: it only veers.
    const stunt = ruleset.tests.buildTest({ kind: "stunt", options: { turn: "fast180", terrain: "rough" } })!;
    expect(resolve(stunt, 9, [4, 4, 5], profile)).toMatchObject({ outcome: "veeredBadly" });
    expect(resolve(stunt, 9, [6, 6, 6, 2], profile)).toMatchObject({ outcome: "veered" });
    // At the edge: all-out over rough ground is 10 + 10 = 20; a total of 10 misses by 10 (bad enough), 11 by 9.
    const rough = ruleset.tests.buildTest({ kind: "pilot", options: { level: "allOut", terrain: "rough" } })!;
    expect(resolve(rough, 9, [3, 3, 4], profile).outcome).toBe("veeredBadly");
    expect(resolve(rough, 9, [3, 3, 5], profile).outcome).toBe("veered");
    // An aircraft (kind 2) misses the same roll as lost control (driven on).
    expect(resolve(pilot, 9, [2, 2, 3], land(0, 2).profile)).toMatchObject({ outcome: "lostControl" });
  });
});

describe("familiarity on every pilot and stunt card (§ Vehicle Familiarity)", () => {
  const situation = (characteristics: Record<string, number>) => ({ statuses: [], profile: { characteristics } });
  const pilot = ruleset.tests.buildTest({ kind: "pilot", options: { level: "high" } })!;

  it("adds the class's row for an unfamiliar pilot (rare +17) and −3 with a manual; nothing for a familiar one", () => {
    expect(d6.familiarityLines(pilot, situation({ familiarity: 5, manual: 1 }))).toEqual([
      { source: "familiarity.rare", value: 17 },
      { source: "manual", value: -3 },
    ]);
    expect(d6.familiarityLines(pilot, situation({ familiarity: 0, manual: 0 }))).toEqual([
      { source: "familiarity.veryCommon", value: 3 },
    ]);
    expect(d6.familiarityLines(pilot, situation({}))).toEqual([]);
    // A card posted with the option chosen keeps its own line; other tests take none.
    const chosen = ruleset.tests.buildTest({ kind: "pilot", options: { level: "high", familiarity: "exotic" } })!;
    expect(d6.familiarityLines(chosen, situation({ familiarity: 5 }))).toEqual([]);
    const leap = ruleset.tests.buildTest({ kind: "leapOut", options: { kmh: "5" } })!;
    expect(d6.familiarityLines(leap, situation({ familiarity: 5 }))).toEqual([]);
  });

  it("reaches the ruleset's situational modifiers, beside the day's wind", () => {
    expect(ruleset.tests.situationalModifiers(pilot, situation({ familiarity: 1 }))).toEqual([
      { source: "familiarity.common", value: 6 },
    ]);
  });
});
