/**
 * OpenD6 vehicles on the canvas (src/rules/rulesets/d6/vehicle-drive.ts) at the edges the main
 * tests (d6-vehicle-drive.test.ts) leave open: d6-movement.txt § Vehicle Movement (the level a
 * round counts as, half to all of each level's speed; one movement action a round), § Stunts (rapid
 * speed changes, losing control, a land vehicle veering) and § Stunt Difficulties & Modifiers
 * (turns, climbs and dives of aerial vehicles); the counters a finished move stores; the reach arc;
 * and the messages bad input gets, which name the function and the field that was wrong.
 */
import { describe, expect, it } from "vitest";
import type { MoveSummary, RulerMeasure } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

/** A vehicle's profile (`vehicle` 1, Move 10 unless given) with the given characteristics. */
function vehicle(characteristics: Record<string, number> = {}) {
  return { characteristics: { vehicle: 1, move: 10, ...characteristics } };
}

/** A vehicle's four speed-level bands at a Move (§ Vehicle Movement: ½, 1, 2 and 4 times the Move). */
function levelBands(move: number) {
  return [
    { action: "d6Cautious", distance: move / 2 },
    { action: "d6Cruising", distance: move },
    { action: "d6High", distance: move * 2 },
    { action: "d6AllOut", distance: move * 4 },
  ];
}

/** A finished vehicle move: Move 10 stored at cruising unless the profile says otherwise. */
function move(turnDistance: number, over: Partial<MoveSummary> = {}): MoveSummary {
  return {
    actions: [],
    conditions: [],
    turnDistance,
    bands: levelBands(10),
    zeroGravity: false,
    vehicle: true,
    profile: vehicle({ vehicleSpeed: 2 }),
    ...over,
  };
}

/** The ruler at a waypoint of a vehicle's drag, no action chosen, Move 10 bands. */
function measure(distance: number, over: Partial<RulerMeasure> = {}): RulerMeasure {
  return { distance, action: null, bands: levelBands(10), conditions: [], ...over };
}

const label = (key: string, data: Record<string, unknown>) => ({ key: `STRIDE.D6Drive.Ruler.${key}`, data });
const speed = (level: string) => ({ key: `STRIDE.D6Vehicle.speed.${level}` });

describe("the level a round counts as (§ Vehicle Movement: half to all of each level's speed)", () => {
  it("keeps a move a billionth of a metre short of half the level's speed at that level (float noise)", () => {
    // High at Move 10 spans 10–20 m; 10 m less a billionth is still high, not cruising.
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 10 - 1e-9 })).toMatchObject({
      level: "high",
      belowHalf: null,
    });
  });

  it("counts a vehicle that has not moved as stopped, not as a move under half its level", () => {
    // Stopped: the vehicle is motionless; nothing was driven, so there is no short move to flag.
    expect(d6.vehicleRound({ move: 10, stored: "high", distance: 0 })).toMatchObject({
      level: "stopped",
      belowHalf: null,
    });
  });

  it("names the function and the field in its messages", () => {
    expect(() => d6.vehicleRound(null as never)).toThrow(new TypeError("vehicleRound needs an input object, got null"));
    expect(() => d6.vehicleRound({ move: 10, stored: "high", distance: -1 })).toThrow(
      /^distance must be a number from 0 to /,
    );
  });

  it("takes a vehicle's Move from its profile, the cruising band only when the profile has none", () => {
    // Move 10: 15 m is high (10–20 m), which needs the pilot's roll at 5. Bands of Move 20 (cruising
    // 20 m) do not make it cruising.
    const bands = levelBands(20);
    expect(d6.vehicleMoveRequests(move(15, { bands }))).toEqual([{ kind: "pilot", options: { level: "high" } }]);
    // No Move in the profile: the cruising band's 20 m is the Move, and 15 m is cruising (no roll).
    const noMove = { characteristics: { vehicle: 1, vehicleSpeed: 2 } };
    expect(d6.vehicleMoveRequests(move(15, { bands, profile: noMove }))).toEqual([]);
  });

  it("declares no level when a move used two speed-level actions: the stored level counts", () => {
    // One movement action a round: of two, neither is the declared one. Stored cruising, 10 m lies in
    // cruising's 5–10 m, so it stays cruising (index 2) whichever order the actions came in.
    for (const actions of [
      ["d6High", "d6Cruising"],
      ["d6Cruising", "d6High"],
    ]) {
      expect(d6.vehicleCounters(move(10, { actions }))[0]).toEqual({ counter: "vehicleSpeed", value: 2 });
    }
    // Declared high alone, the same 10 m is high's half (index 3).
    expect(d6.vehicleCounters(move(10, { actions: ["d6High"] }))[0]).toEqual({ counter: "vehicleSpeed", value: 3 });
  });
});

describe("what counts as a vehicle's bands", () => {
  it("needs every band to be a speed level's, not just one", () => {
    const mixed = [
      { action: "d6Cruising", distance: 10 },
      { action: "walk", distance: 10 },
    ];
    expect(d6.isVehicleBandList(mixed)).toBe(false);
    expect(d6.vehicleRulerLabel(measure(15, { bands: mixed, profile: vehicle({ vehicleSpeed: 3 }) }))).toBeNull();
  });

  it("reads a character's move as no vehicle's: no pilot's roll however far it ran", () => {
    // 30 m would be all-out at Move 10 (pilot's roll at 10) for a vehicle; a runner rolls running instead.
    const runner = move(30, { bands: [{ action: "walk", distance: 10 }], profile: { characteristics: { move: 10 } } });
    expect(d6.vehicleMoveRequests(runner)).toEqual([]);
  });

  it("refuses a move whose actions are not a list, with its own message", () => {
    for (const actions of [null, 5]) {
      expect(() => d6.vehicleMoveRequests(move(10, { actions: actions as never }))).toThrow(
        new TypeError(`A move's actions must be iterable, got ${typeof actions}`),
      );
    }
  });
});

describe("the level a finished move stored (movedLevel: never throws)", () => {
  it("gives null for no move at all and for a distance that is no distance", () => {
    expect(d6.movedLevel(null as never)).toBeNull();
    expect(d6.movedLevel(undefined as never)).toBeNull();
    expect(d6.movedLevel(move(-1))).toBeNull();
    // A proper move: 30 m at Move 10 is all-out (20–40 m).
    expect(d6.movedLevel(move(30))).toBe("allOut");
  });
});

describe("the ruler's words for a vehicle (§ Vehicle Movement, § Stunts)", () => {
  it("leaves the change, half and turn lines empty when the round holds its level and goes straight", () => {
    // Stored high, 15 m (high: 10–20 m): no change, the pilot's roll at high's 5, no turn.
    const straight = [
      { x: 0, y: 0 },
      { x: 15, y: 0 },
    ];
    expect(d6.vehicleRulerLabel(measure(15, { path: straight, profile: vehicle({ vehicleSpeed: 3 }) }))).toEqual(
      label("label", {
        level: speed("high"),
        distance: 15,
        change: "",
        roll: label("roll", { difficulty: 5 }),
        half: "",
        turn: "",
      }),
    );
  });

  it("shows no roll at cruising on easy ground (§ Vehicle Movement: base difficulty 0, no roll needed)", () => {
    // Stored cruising, 8 m of Move 10 (cruising: 5–10 m), no terrain crossed.
    expect(d6.vehicleRulerLabel(measure(8, { profile: vehicle({ vehicleSpeed: 2 }) }))?.data).toMatchObject({
      level: speed("cruising"),
      roll: "",
    });
  });

  it("shows no roll for an animal-drawn vehicle's team within its first movement (running difficulty 0)", () => {
    // § Vehicle Movement: the team runs by the running rules; 8 m at a pulling rate of 10 is one
    // movement, difficulty 0: no roll.
    const cart = vehicle({ vehicleKind: d6.VEHICLE_KINDS.indexOf("animalDrawn"), teamRunning: 12, vehicleSpeed: 2 });
    expect(d6.vehicleRulerLabel(measure(8, { profile: cart }))?.data).toMatchObject({
      level: speed("cruising"),
      roll: "",
    });
  });

  it("shows no speed change for a vehicle with no stored speed", () => {
    // Nothing stored: the change from a level never recorded is not judged (30 m is all-out).
    expect(d6.vehicleRulerLabel(measure(30, { profile: vehicle() }))?.data).toMatchObject({
      level: speed("allOut"),
      change: "",
    });
  });

  it("shows a turn only at the waypoint whose leg it turns into", () => {
    // East, a fast 90° turn south at the second waypoint, then straight on: at the fourth waypoint
    // the leg in is straight, so no turn line.
    const path = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 20 },
    ];
    expect(d6.vehicleRulerLabel(measure(30, { path, profile: vehicle({ vehicleSpeed: 3 }) }))?.data?.["turn"]).toBe("");
    // At the third waypoint the same turn is the one into its leg: fast 90°, +12.
    expect(
      d6.vehicleRulerLabel(measure(20, { path: path.slice(0, 3), profile: vehicle({ vehicleSpeed: 3 }) }))?.data?.[
        "turn"
      ],
    ).toMatchObject({ data: { degrees: 90, value: 12, total: 12 } });
  });

  it("names the function and the distance in its messages", () => {
    expect(() => d6.vehicleRulerLabel(null as never)).toThrow(
      new TypeError("vehicleRulerLabel needs an input object, got null"),
    );
    expect(() => d6.vehicleRulerLabel(measure(-1, { profile: vehicle({ vehicleSpeed: 2 }) }))).toThrow(
      /^A distance must be a number from 0 to /,
    );
  });
});

describe("climbs and dives of an aerial vehicle (§ Stunt Difficulties & Modifiers: 45° or more)", () => {
  const stunt = (path: { x: number; y: number; elevation: number }[]) =>
    d6.vehicleMoveRequests(move(8, { path, profile: vehicle({ vehicleSpeed: 2, air: 1 }) }));

  it("takes level flight at altitude as no climb", () => {
    expect(
      stunt([
        { x: 0, y: 0, elevation: 10 },
        { x: 10, y: 0, elevation: 10 },
      ]),
    ).toEqual([]);
  });

  it("measures the climb over the leg's own run, wherever it lies on the scene", () => {
    // 10 m up over 10 m along x, then along y, far from the origin: 45°, the climb-or-dive stunt.
    for (const path of [
      [
        { x: 100, y: 100, elevation: 0 },
        { x: 110, y: 100, elevation: 10 },
      ],
      [
        { x: 100, y: 100, elevation: 0 },
        { x: 100, y: 110, elevation: 10 },
      ],
    ]) {
      expect(stunt(path)).toEqual([{ kind: "stunt", options: { stunts: "climbDive" } }]);
    }
  });

  it("counts a climb a billionth of a radian short of 45° as the stunt (float noise)", () => {
    // A rise of 9.99999998 m over 10 m is exactly 45° less a billionth of a radian.
    expect(
      stunt([
        { x: 0, y: 0, elevation: 0 },
        { x: 10, y: 0, elevation: 9.99999998 },
      ]),
    ).toEqual([{ kind: "stunt", options: { stunts: "climbDive" } }]);
  });

  it("names the function in its message", () => {
    expect(() => d6.vehicleMoveRequests(null as never)).toThrow(
      new TypeError("vehicleMoveRequests needs an input object, got null"),
    );
  });
});

describe("what a finished vehicle move stores (§ Vehicle Movement)", () => {
  it("stores the heading of the last leg of several", () => {
    // East, south, then west, 30 m (all-out at Move 10, index 4): heading 180°.
    const path = [
      { x: 0, y: 10, elevation: 0 },
      { x: 10, y: 10, elevation: 0 },
      { x: 10, y: 20, elevation: 0 },
      { x: 0, y: 20, elevation: 0 },
    ];
    expect(d6.vehicleCounters(move(30, { path }))).toEqual([
      { counter: "vehicleSpeed", value: 4 },
      { counter: "heading", value: 180 },
    ]);
  });

  it("skips a last leg that went nowhere (a repeated waypoint, or a billionth of a metre)", () => {
    // 10 m south (cruising, index 2), then the same point again, or a billionth of a metre east.
    for (const [x, end] of [
      [5, 5],
      [0, 1e-9],
    ] as const) {
      const path = [
        { x, y: 5, elevation: 0 },
        { x, y: 15, elevation: 0 },
        { x: end, y: 15, elevation: 0 },
      ];
      expect(d6.vehicleCounters(move(10, { path }))).toEqual([
        { counter: "vehicleSpeed", value: 2 },
        { counter: "heading", value: 90 },
      ]);
    }
  });

  it("stores the speed alone when the move has no path to read a heading from", () => {
    expect(d6.vehicleCounters(move(10))).toEqual([{ counter: "vehicleSpeed", value: 2 }]);
  });

  it("stores nothing for a move that went nowhere: no distance, or a billionth of a metre", () => {
    expect(d6.vehicleCounters(move("10" as never))).toEqual([]);
    expect(d6.vehicleCounters(move(1e-9))).toEqual([]);
  });

  it("names the function in its message", () => {
    expect(() => d6.vehicleCounters(null as never)).toThrow(
      new TypeError("vehicleCounters needs an input object, got null"),
    );
  });
});

describe("a vehicle that lost control (§ Stunts; § Vehicle & Passenger Damage, Severe)", () => {
  const lost = (characteristics: Record<string, number>) => ({
    statuses: [d6.LOST_CONTROL],
    profile: vehicle(characteristics),
  });

  it("drives it on for its own Move's worth at cruising", () => {
    // Move 12 at cruising: 12 m along its heading.
    expect(d6.lostControlTurnStart(lost({ move: 12, vehicleSpeed: 2, heading: 0 }))?.drive).toEqual({
      heading: 0,
      distance: 12,
    });
  });

  it("slows a severely damaged vehicle with no heading or facing two levels without driving it", () => {
    // All-out → cruising (index 2); nowhere to go without a direction.
    expect(d6.lostControlTurnStart(lost({ vehicleSpeed: 4, damageLevel: 4 }))).toStrictEqual({
      counters: [
        { counter: "vehicleSpeed", value: 2 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
  });

  it("stops a land vehicle with no heading or facing without turning it", () => {
    // § Stunts, land vehicles: it stops; there is no heading to veer from.
    expect(d6.lostControlTurnStart(lost({ vehicleKind: 0, vehicleSpeed: 3 }))).toStrictEqual({
      counters: [
        { counter: "vehicleSpeed", value: 0 },
        { counter: "lostControlRounds", value: 1 },
      ],
    });
  });

  it("does not drive an aircraft with no heading or facing", () => {
    expect(d6.lostControlTurnStart(lost({ vehicleKind: 2, vehicleSpeed: 3 }))).toStrictEqual({
      counters: [{ counter: "lostControlRounds", value: 1 }],
    });
  });

  it("names the function and the statuses in its messages", () => {
    expect(() => d6.lostControlTurnStart(null as never)).toThrow(
      new TypeError("lostControlTurnStart needs an input object, got null"),
    );
    expect(() => d6.lostControlTurnStart({ statuses: 5 as never, profile: vehicle() })).toThrow(
      new TypeError("A model's statuses must be an array, got 5"),
    );
  });
});

describe("the reach arc (§ Vehicle Movement: half to all of the declared level's speed)", () => {
  it("spans half to all of the vehicle's own Move at cruising", () => {
    const model = { characteristics: { vehicle: 1, move: 12, vehicleSpeed: 2 } };
    expect(d6.vehicleArcOf(model, [{ action: "d6Cruising", distance: 12 }], null)).toEqual({
      min: 6,
      max: 12,
      heading: null,
      turn: Math.PI / 4,
      action: "d6Cruising",
    });
  });

  it("shows none for a model that is no vehicle, even with a speed-level action chosen", () => {
    const walker = { characteristics: { move: 10 } };
    expect(d6.vehicleArcOf(walker, [{ action: "d6Cruising", distance: 10 }], "d6Cruising")).toBeNull();
  });

  it("names the function and the bands in its messages", () => {
    expect(() => d6.vehicleArcOf(null as never, [])).toThrow(
      new TypeError("vehicleArcOf needs an input object, got null"),
    );
    expect(() => d6.vehicleArcOf({ characteristics: { vehicle: 1 } }, null as never)).toThrow(
      new TypeError("A vehicle's bands must be an array, got null"),
    );
  });
});
