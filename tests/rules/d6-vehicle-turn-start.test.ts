/**
 * OpenD6 vehicles at their turn start (issue #12 finish; d6-movement.txt § Ramming & Sideswiping
 * Vehicles, § Vehicle & Passenger Damage, § Targeting the Creatures): Rammed's lost round, Severe
 * damage slowing an out-of-control vehicle two levels a round, and Panic's damage card each round.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  movedAlready,
  statusTurnStartEffects,
  type ModelSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import { wallSide } from "../../src/rules/scene/walls";
import * as d6 from "../../src/rules/rulesets/d6";

const ruleset = getRuleset("d6");
const SEVERE = d6.DAMAGE_LEVELS.indexOf("severe");

/** A vehicle's profile: Move 10, stored at `speed` (the level's index). */
const vehicle = (speed: number, extra: Record<string, number> = {}) => ({
  characteristics: { move: 10, vehicle: 1, vehicleSpeed: speed, topSpeed: 4, ...extra },
});

function model(id: string, x: number, y: number): ModelSnapshot {
  return {
    id,
    name: id,
    kind: "vehicle",
    disposition: "neutral",
    base: { x, y, radius: 1 },
    footprint: { x: x - 1, y: y - 1, width: 2, height: 2 },
    elevation: 0,
    status: null,
    characteristics: {},
    visible: true,
  };
}
const scene = (models: ModelSnapshot[], terrain: string | null = null): SceneSnapshot => ({
  unit: "m",
  gridStep: 2,
  bounds: { x: 0, y: 0, width: 200, height: 200 },
  models,
  regions: terrain
    ? [
        {
          id: "field",
          name: "field",
          area: { x: 0, y: 0, width: 50, height: 50 },
          bottom: null,
          top: null,
          terrain: [{ condition: terrain, height: 0, railing: false }],
          ductwayExit: null,
          lift: null,
        },
      ]
    : [],
});

describe("Rammed (§ Ramming & Sideswiping Vehicles: a water vehicle that rams loses its next round's actions)", () => {
  it("counts the lost round at the next turn start and clears the status at the one after", () => {
    const rammed = { statuses: [d6.RAMMED], profile: vehicle(2) };
    expect(d6.rammedTurnStart(rammed)).toEqual({ counters: [{ counter: "rammedRounds", value: 1 }] });
    expect(d6.rammedTurnStart({ ...rammed, profile: vehicle(2, { rammedRounds: 1 }) })).toEqual({
      clear: [d6.RAMMED],
      counters: [{ counter: "rammedRounds", value: 0 }],
    });
    // Cleared by hand: the stale count goes back; nothing to do, or not a vehicle: null.
    expect(d6.rammedTurnStart({ statuses: [], profile: vehicle(2, { rammedRounds: 1 }) })).toEqual({
      counters: [{ counter: "rammedRounds", value: 0 }],
    });
    expect(d6.rammedTurnStart({ statuses: [], profile: vehicle(2) })).toBeNull();
    expect(d6.rammedTurnStart({ statuses: [d6.RAMMED], profile: { characteristics: { move: 10 } } })).toBeNull();
    expect(() => d6.rammedTurnStart({ statuses: "d6Rammed" as never, profile: vehicle(2) })).toThrow(TypeError);
  });

  it("holds every speed level at 0 m during the lost round only", () => {
    const zero = ["d6Cautious", "d6Cruising", "d6High", "d6AllOut"].map((action) => ({ action, distance: 0 }));
    expect(d6.vehicleStatusBands([d6.RAMMED], vehicle(2, { rammedRounds: 1 }))).toEqual(zero);
    // The round of the ram itself (the count not yet set): its own bands.
    expect(d6.vehicleStatusBands([d6.RAMMED], vehicle(2))).toBeNull();
    expect(ruleset.statuses?.statusBands?.([d6.RAMMED], vehicle(2, { rammedRounds: 1 }))).toEqual(zero);
    // Panic still imposes panic speed: 4 × the creatures' Move 15 = 60 m.
    expect(d6.vehicleStatusBands([d6.PANIC], vehicle(2, { pullingMove: 15 }))).toEqual([
      { action: d6.PANIC_ACTION, distance: 60 },
    ]);
    expect(() => d6.vehicleStatusBands("d6Rammed" as never, vehicle(2))).toThrow(TypeError);
  });
});

describe("Severe damage (§ Vehicle & Passenger Damage: out of control, decelerating two levels a round)", () => {
  it("slows two levels at each turn start, driving on at the slower level, and clears once stopped", () => {
    const lost = (speed: number, extra: Record<string, number> = {}) => ({
      statuses: [d6.LOST_CONTROL],
      profile: vehicle(speed, { damageLevel: SEVERE, heading: 0, ...extra }),
    });
    // All-out (40 m) → cruising: 10 m straight on along the heading.
    expect(d6.lostControlTurnStart(lost(4))).toEqual({
      drive: { heading: 0, distance: 10 },
      counters: [
        { counter: "vehicleSpeed", value: 2 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
    // Cruising → stopped the round after, whatever the count: the status and the count clear.
    expect(d6.lostControlTurnStart(lost(2, { lostControlRounds: 1 }))).toEqual({
      clear: [d6.LOST_CONTROL],
      counters: [
        { counter: "vehicleSpeed", value: 0 },
        { counter: "lostControlRounds", value: 0 },
      ],
    });
    // High (20 m) → cautious (5 m); a Heavy vehicle keeps the one-round rule (drives at its own 20 m).
    expect(d6.lostControlTurnStart(lost(3))?.drive).toEqual({ heading: 0, distance: 5 });
    expect(d6.lostControlTurnStart(lost(3, { damageLevel: SEVERE - 1 }))?.drive).toEqual({ heading: 0, distance: 20 });
    // The GM took Lost control off: no slowing.
    expect(d6.lostControlTurnStart({ statuses: [], profile: vehicle(4, { damageLevel: SEVERE }) })).toBeNull();
  });

  it("moves the vehicle and stores the slower level through the turn start's effects", () => {
    const effects = statusTurnStartEffects(
      scene([model("boat", 100, 100)]),
      "boat",
      { statuses: [d6.LOST_CONTROL], profile: vehicle(3, { damageLevel: SEVERE, heading: 90 }) },
      ruleset,
    );
    expect(effects).toEqual([
      { type: "move", model: "boat", to: { x: 100, y: 105 } },
      { type: "setCounter", model: "boat", counter: "vehicleSpeed", value: 1 },
      { type: "setCounter", model: "boat", counter: "lostControlRounds", value: 1 },
    ]);
  });
});

describe("a vehicle out of control meets the map's walls (d6-movement.txt § Stunts: it keeps going straight)", () => {
  const lost = { statuses: [d6.LOST_CONTROL], profile: vehicle(3, { damageLevel: SEVERE, heading: 90 }) };

  it("stops where its base (1 m radius) touches a wall across its heading, 3 m ahead: 2 m of its 5 m", () => {
    const walled = { ...scene([model("boat", 100, 100)]), walls: [{ a: { x: 90, y: 103 }, b: { x: 110, y: 103 } }] };
    expect(statusTurnStartEffects(walled, "boat", lost, ruleset)[0]).toEqual({
      type: "move",
      model: "boat",
      to: { x: 100, y: 102 },
    });
  });

  it("drives its full 5 m past a wall beside its path, and through a one-way wall from its open side", () => {
    const beside = { ...scene([model("boat", 100, 100)]), walls: [{ a: { x: 102, y: 90 }, b: { x: 102, y: 120 } }] };
    expect(statusTurnStartEffects(beside, "boat", lost, ruleset)[0]).toMatchObject({ to: { x: 100, y: 105 } });
    // A wall from (110, 103) to (90, 103) with the boat on its right-hand side: it blocks only moves setting off from its left.
    const oneWay = (blocks: "left" | "right") => ({
      ...scene([model("boat", 100, 100)]),
      walls: [{ a: { x: 110, y: 103 }, b: { x: 90, y: 103 }, blocks }],
    });
    const side = wallSide({ a: { x: 110, y: 103 }, b: { x: 90, y: 103 } }, { x: 100, y: 100 })!;
    const other = side === "left" ? "right" : "left";
    expect(statusTurnStartEffects(oneWay(side), "boat", lost, ruleset)[0]).toMatchObject({ to: { x: 100, y: 102 } });
    expect(statusTurnStartEffects(oneWay(other), "boat", lost, ruleset)[0]).toMatchObject({ to: { x: 100, y: 105 } });
  });
});

describe("Panic damage each round (§ Targeting the Creatures: 5D on a road, 6D on rough ground)", () => {
  const team = { statuses: [d6.PANIC], profile: vehicle(2, { pullingMove: 15 }) };

  it("reads the surface from the worst terrain level where the vehicle stands", () => {
    expect(d6.panicSurface(undefined)).toBe("road");
    expect(d6.panicSurface([])).toBe("road");
    expect(d6.panicSurface(["easy", "moderate"])).toBe("road");
    expect(d6.panicSurface(["moderate", "rough"])).toBe("rough");
    expect(d6.panicSurface(["veryHazardous"])).toBe("rough");
    expect(() => d6.panicSurface("rough" as never)).toThrow(TypeError);
  });

  it("posts the panic card at each turn start of a bolting drawn vehicle", () => {
    expect(d6.vehicleTurnStart({ ...team, conditions: ["rough"] })).toEqual({
      panic: { speed: "panic", situations: [], surface: "rough" },
    });
    // No creatures pulling it, or no Panic: nothing.
    expect(d6.vehicleTurnStart({ ...team, profile: vehicle(2) })).toBeNull();
    expect(d6.vehicleTurnStart({ statuses: [], profile: vehicle(2, { pullingMove: 15 }) })).toBeNull();
    // Joined with Rammed's count.
    expect(d6.vehicleTurnStart({ statuses: [d6.PANIC, d6.RAMMED], profile: vehicle(2, { pullingMove: 15 }) })).toEqual({
      counters: [{ counter: "rammedRounds", value: 1 }],
      panic: { speed: "panic", situations: [], surface: "road" },
    });
    // The card's dice: 5D road, 6D rough.
    expect(d6.collisionSideDice({ speed: "panic", situations: [], surface: "road" }).dice).toBe(5);
    expect(d6.collisionSideDice({ speed: "panic", situations: [], surface: "rough" }).dice).toBe(6);
  });

  it("becomes a collision card against the team's panic, its surface from the region under it", () => {
    const card = (terrain: string | null) =>
      statusTurnStartEffects(scene([model("cart", 10, 10)], terrain), "cart", team, ruleset);
    const sides = (surface: string) => [{ model: "cart", request: { speed: "panic", situations: [], surface } }];
    expect(card(null)).toEqual([
      { type: "collisionCard", mover: "cart", other: null, against: "panic", sides: sides("road") },
    ]);
    expect(card("rough")).toEqual([
      { type: "collisionCard", mover: "cart", other: null, against: "panic", sides: sides("rough") },
    ]);
  });
});

describe("a passenger's damage card (§ Crew & Passenger Injuries: the passengers suffer their share)", () => {
  const ada = { characteristics: { physique: 9 } };

  it("rolls the passenger's Physique as a Wild Die code and reports the margin", () => {
    // 3D Physique: two dice and the Wild Die; 2 + 3 + 4 = 9 against 15 damage points, margin 6.
    expect(d6.passengerInjury(15, ada)).toEqual({
      formula: "2d6 + 1d6x6",
      text: { key: "STRIDE.D6Collision.passengerCard.resist", data: { damage: 15, code: "3D" } },
    });
    expect(d6.passengerInjury(15, ada, [2, 3, 4]).text).toEqual({
      key: "STRIDE.D6Collision.passengerCard.rolled",
      data: { damage: 15, code: "3D", total: 9, margin: 6 },
    });
    // The Wild Die's 6 explodes: 2 + 3 + 6 + 5 = 16, margin −1; 3D+2 adds its pips.
    expect(d6.passengerInjury(15, ada, [2, 3, 6, 5]).text.data).toMatchObject({ total: 16, margin: -1 });
    expect(d6.passengerInjury(15, { characteristics: { physique: 11 } }, [1, 1, 1])).toMatchObject({
      formula: "2d6 + 1d6x6 + 2",
      text: { data: { code: "3D+2", total: 5, margin: 10 } },
    });
  });

  it("leaves a passenger without Physique to the GM, and rejects junk", () => {
    expect(d6.passengerInjury(6.5, undefined)).toEqual({
      formula: null,
      text: { key: "STRIDE.D6Collision.passengerCard.gm", data: { damage: 6 } },
    });
    expect(ruleset.collisions?.passengerInjury?.(4, { characteristics: {} })?.formula).toBeNull();
    expect(() => d6.passengerInjury(-1, ada)).toThrow(RangeError);
    expect(() => d6.passengerInjury("15" as never, ada)).toThrow(TypeError);
    expect(() => d6.passengerInjury(15, ada, [2])).toThrow(RangeError);
  });
});

describe("one movement action a round (§ Vehicle Movement: one movement action per round)", () => {
  it("has a vehicle that went any distance this turn make no second move; characters and other rulesets may", () => {
    expect(movedAlready(ruleset.bands, "vehicle", 0)).toBe(false);
    expect(movedAlready(ruleset.bands, "vehicle", 0.5)).toBe(true);
    expect(movedAlready(ruleset.bands, "character", 12)).toBe(false);
    expect(movedAlready(getRuleset("dh2").bands, "vehicle", 12)).toBe(false);
    expect(movedAlready(undefined, "vehicle", 12)).toBe(false);
  });
});
