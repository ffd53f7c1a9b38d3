/**
 * OpenD6 pulling creatures, leaping out and the day's wind (issue #12 points 5 and 6) against
 * d6-movement.txt § Targeting the Creatures, § Leaping Out of a Vehicle and § Sailing Ships, with
 * rulings 10 and 12: panic speed as the vehicle's band, the spook and control rolls, the leap out's
 * km/h, every row of the wind and direction tables read from stored dice, and the sailing modifier
 * on a water vehicle's pilot and stunt rolls.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementProfile, type MovementTestCall } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

const ruleset = getRuleset("d6");
const tests = ruleset.tests;

/** A vehicle's profile: Move, speed level index, pulling creatures' Move, water. */
function vehicle(move: number, vehicleSpeed: number, pullingMove = 0, water = 0): MovementProfile {
  return { characteristics: { move, vehicle: 1, vehicleSpeed, pullingMove, water, pilotry: 9 } };
}

describe("panic speed (§ Targeting the Creatures)", () => {
  it("is the vehicle's one band under Panic: 4× the creatures' Move", () => {
    expect(d6.statusBands([d6.PANIC], vehicle(20, 2, 15))).toEqual([{ action: d6.PANIC_ACTION, distance: 60 }]);
    expect(ruleset.statuses?.statusBands?.(["prone", d6.PANIC], vehicle(20, 2, 12))).toEqual([
      { action: d6.PANIC_ACTION, distance: 48 },
    ]);
  });

  it("imposes nothing without Panic or without pulling creatures", () => {
    expect(d6.statusBands([], vehicle(20, 2, 15))).toBeNull();
    expect(d6.statusBands([d6.LOST_CONTROL], vehicle(20, 2, 15))).toBeNull();
    expect(d6.statusBands([d6.PANIC], vehicle(20, 2, 0))).toBeNull();
  });

  it("rejects statuses that are not a list", () => {
    expect(() => d6.statusBands("d6Panic" as never, vehicle(20, 2, 15))).toThrow(TypeError);
    expect(() => d6.statusBands([], null as never)).toThrow(TypeError);
  });

  it("registers Panic beside Lost control and Rammed, and the panic band's action for vehicles", () => {
    expect(ruleset.statuses?.statuses.map((s) => s.id)).toEqual([d6.LOST_CONTROL, d6.RAMMED, d6.PANIC]);
    expect(ruleset.actions.find((a) => a.id === d6.PANIC_ACTION)).toMatchObject({ kinds: ["vehicle"], hasty: true });
  });

  it("calls for no pilot's roll after a move at panic speed", () => {
    const move = {
      actions: [d6.PANIC_ACTION],
      conditions: [],
      turnDistance: 60,
      bands: [{ action: d6.PANIC_ACTION, distance: 60 }],
      zeroGravity: false,
    };
    expect(tests.movementTests(move)).toEqual([]);
    // The same distance on the speed levels (Move 15: all-out 60 m) calls for the pilot's roll.
    const levels = d6.vehicleBands(vehicle(15, 4));
    expect(tests.movementTests({ ...move, bands: levels }).map((c) => c.kind)).toEqual(["pilot"]);
  });
});

describe("spooking the team and bringing it under control", () => {
  it("spook: the attacker's intimidation code against the creature's mettle total", () => {
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "4D+1", mettle: "12" } })!;
    expect(call).toMatchObject({
      kind: "spook",
      characteristic: "intimidation",
      modifiers: [{ source: "mettle", value: 12 }],
    });
    // The formula rolls the request's code, not the card actor's characteristic.
    expect(tests.formula(call, 0)).toBe("3d6 + 1d6x6 + 1");
    // 4D+1: 2+3+4 + Wild Die 2 + 1 = 12 meets 12 (meets or beats: spooked).
    expect(tests.resolve(call, 0, [2, 3, 4, 2])).toMatchObject({ success: true, outcome: "spooked" });
    expect(tests.resolve(call, 0, [2, 3, 4, 1])).toMatchObject({ success: false, outcome: "calm:complication" });
    expect(tests.resolve(call, 0, [2, 3, 4, 2]).consequences).toEqual([]);
  });

  it("spook's card shows the code and the mettle, its result the crew's outcome", () => {
    const call = tests.buildTest({ kind: "spook", options: { intimidation: "3D", mettle: "9" } })!;
    const text = tests.describe(call, null);
    expect(text.title).toEqual({ key: "STRIDE.D6Crew.Test.spookTitle", data: { difficulty: 9 } });
    expect(text.lines).toEqual([
      { label: { key: "STRIDE.D6Crew.Card.intimidation" }, value: "3D" },
      { label: { key: "STRIDE.D6Crew.Card.mettle" }, value: "9" },
    ]);
    expect(text.target).toBe("9");
    const r = tests.resolve(call, 0, [3, 3, 3]);
    expect(tests.describeResult(call, r).outcome).toEqual({ key: "STRIDE.D6Crew.Card.outcome.spooked" });
  });

  it("control: pilotry against mettle + 9; a miss sets Panic, a success clears it", () => {
    const call = tests.buildTest({ kind: "control", options: { mettle: "8" } })!;
    expect(call.modifiers).toEqual([{ source: "control", value: 17 }]);
    // 3D (9 pips): 6 + 6 + Wild Die 5 = 17 meets 17.
    const made = tests.resolve(call, 9, [6, 6, 5]);
    expect(made).toMatchObject({ success: true, outcome: "regained", targetNumber: 17 });
    expect(made.consequences).toEqual([{ type: "status", status: d6.PANIC, active: false }]);
    const missed = tests.resolve(call, 9, [6, 6, 4]);
    expect(missed).toMatchObject({ success: false, outcome: "panic" });
    expect(missed.consequences).toEqual([{ type: "status", status: d6.PANIC, active: true }]);
    expect(tests.describeResult(call, missed).outcome).toEqual({ key: "STRIDE.D6Crew.Card.outcome.panic" });
  });

  it("rejects malformed spook requests and non-crew resolutions", () => {
    expect(() => tests.buildTest({ kind: "spook", options: { intimidation: "lots" } })).toThrow();
    expect(() => tests.buildTest({ kind: "spook", options: { mettle: "-1" } })).toThrow(RangeError);
    expect(d6.buildSpookTest({ kind: "pilot" })).toBeUndefined();
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    expect(() => d6.resolveCrewTest(pilot, 9, [1, 2, 3])).toThrow(RangeError);
    expect(() => d6.describeSpook(pilot)).toThrow(RangeError);
  });
});

describe("leaping out (§ Leaping Out of a Vehicle): km/h from the speed level and Move", () => {
  it("converts metres per round at 5 s a round: × 0.72", () => {
    expect(d6.kmhOf(10)).toBeCloseTo(7.2, 9);
    expect(d6.kmhOf(0)).toBe(0);
    expect(() => d6.kmhOf(-1)).toThrow(RangeError);
    expect(() => d6.kmhOf("10" as never)).toThrow(TypeError);
  });

  it("is Very Easy below 10 km/h, the GM's from 10 km/h", () => {
    expect(d6.leapOutSpeed(vehicle(10, 2))).toEqual({ level: "cruising", metresPerRound: 10, kmh: 7.2, difficulty: 5 });
    expect(d6.leapOutSpeed(vehicle(10, 3))).toMatchObject({ level: "high", metresPerRound: 20, difficulty: null });
    expect(d6.leapOutSpeed(vehicle(10, 3)).kmh).toBeCloseTo(14.4, 9);
    expect(d6.leapOutSpeed(vehicle(30, 0))).toMatchObject({ level: "stopped", kmh: 0, difficulty: 5 });
    // 13.8 m a round is 9.94 km/h (Very Easy); 13.9 m is 10.008 km/h (the GM's).
    expect(d6.leapOutSpeed(vehicle(13.8, 2)).difficulty).toBe(5);
    expect(d6.leapOutSpeed(vehicle(13.9, 2)).difficulty).toBeNull();
  });

  it("under Panic the vehicle goes at panic speed", () => {
    expect(d6.leapOutSpeed(vehicle(10, 1, 15), [d6.PANIC])).toMatchObject({ metresPerRound: 60, difficulty: null });
  });

  it("shows the vehicle's speed on the card", () => {
    const slow = tests.buildTest({ kind: "leapOut", options: { kmh: "7.2" } })!;
    expect(slow.modifiers).toEqual([{ source: "leapOut", value: 5 }]);
    expect(tests.describe(slow, 6).lines[0]).toEqual({ label: { key: "STRIDE.D6Crew.Card.kmh" }, value: "7.2 km/h" });
    const fast = tests.buildTest({ kind: "leapOut", options: { kmh: "14.4", difficulty: "15" } })!;
    expect(fast.modifiers).toEqual([{ source: "leapOut", value: 15 }]);
    expect(tests.resolve(fast, 6, [2, 3])).toMatchObject({ success: false, outcome: "hurt" });
  });
});

describe("the vehicle HUD's tests (TestsCapability.vehicleTests)", () => {
  it("offers spook and control for a drawn vehicle, and the leap out for a passenger", () => {
    const specs = tests.vehicleTests(vehicle(10, 2, 15));
    // Then the combat cards (vehicle-combat.ts, d6-vehicle-combat.test.ts).
    expect(specs.map((s) => s.request.kind)).toEqual([
      "spook",
      "control",
      "leapOut",
      "hitVehicle",
      "vehicleDodge",
      "pilotFire",
      "pilotOther",
    ]);
    expect(specs[2]).toMatchObject({ passenger: true, request: { options: { kmh: "7.2" } } });
    expect(specs[2]!.options).toBeUndefined();
  });

  it("asks the GM's difficulty when the vehicle goes 10 km/h or faster; no team without creatures", () => {
    const specs = tests.vehicleTests(vehicle(10, 4));
    expect(specs.map((s) => s.request.kind).filter((k) => !d6.isVehicleCombat(k))).toEqual(["leapOut"]);
    expect(specs[0]!.request.options).toEqual({ kmh: "28.8" });
    expect(specs[0]!.options?.[0]).toMatchObject({ key: "difficulty" });
    expect(specs[0]!.options?.[0]?.choices[0]).toEqual({ value: "5", label: "5" });
  });
});

describe("the day's wind (§ Sailing Ships)", () => {
  const rows: [number[], string, number | null][] = [
    [[1], "becalmed", null],
    [[2], "lightBreeze", 5],
    [[3], "moderate", 0],
    [[4], "strong", -5],
    [[5], "gale", 5],
    [[6], "storm", 10],
    [[6, 2], "hurricane", 20],
  ];
  it.each(rows)("Wild Die %j: %s, modifier %s (reaching: +0)", (wild, wind, modifier) => {
    const day = d6.dailyWind({ dice: [wild, [3]] });
    expect(day.wind.wind).toBe(wind);
    expect(day.wind.metresPerRound).toBe(wild.reduce((a, b) => a + b, 0) - 1);
    expect(day.modifier).toBe(modifier);
    expect(day.drives).toBe(["gale", "storm", "hurricane"].includes(wind));
  });

  const directions: [number, string, number][] = [
    [1, "intoWind", 15],
    [2, "closeHauled", 10],
    [3, "reaching", 0],
    [4, "reaching", 0],
    [5, "quartering", -5],
    [6, "runningFree", -10],
  ];
  it.each(directions)("direction die %i: %s, %i (with moderate winds)", (die, direction, modifier) => {
    const day = d6.dailyWind({ dice: [[3], [die]] });
    expect(day.direction).toEqual({ direction, modifier });
    expect(day.modifier).toBe(modifier);
  });

  it("rejects dice that are not a Wild Die and one direction die", () => {
    expect(() => d6.dailyWind({ dice: [[3]] })).toThrow(TypeError);
    expect(() => d6.dailyWind({ dice: [[3], [7]] })).toThrow(RangeError);
    expect(() => d6.dailyWind({ dice: [[3], [2, 2]] })).toThrow(RangeError);
    expect(() => d6.dailyWind({ dice: [[3, 4], [2]] })).toThrow(RangeError);
    expect(() => ruleset.weather.fromDice("x" as never)).toThrow(TypeError);
  });

  it("is the ruleset's weather: a Wild Die and a direction die, stored as dice", () => {
    expect(ruleset.weather?.formulas).toEqual(["1d6x6", "1d6"]);
    // The direction die turned into a bearing once (2: from the north-east).
    expect(ruleset.weather?.fromDice([[6, 1], [2]])).toEqual({ dice: [[6, 1], [2]], windFrom: 45 });
  });

  it("words the card: wind, speed, modifiers and what a gale does", () => {
    const card = ruleset.weather.describe({ dice: [[5], [6]] });
    expect(card.title).toEqual({ key: "STRIDE.D6Sailing.wind.gale" });
    expect(card.lines.map((l) => l.value)).toEqual(["5 → 4 m/round (62–86 km/h)", "+5", "−10", "−5", "180°"]);
    expect(card.notes).toEqual([{ key: "STRIDE.D6Sailing.Card.drives" }, { key: "STRIDE.D6Sailing.Card.applies" }]);
    const calm = ruleset.weather.describe({ dice: [[1], [1]] });
    expect(calm.lines.at(-2)!.value).toBe("—");
    expect(calm.notes[0]).toEqual({ key: "STRIDE.D6Sailing.Card.becalmed" });
    expect(ruleset.weather.describe({ dice: [[6, 3], [1]] }).lines[0]!.value).toBe("9 → 8 m/round (117+ km/h)");
  });

  it("adds the sailing modifier to a water vehicle's pilot and stunt rolls", () => {
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    const stunt = tests.buildTest({ kind: "stunt", options: { turn: "fast90" } })!;
    const boat = vehicle(8, 3, 0, 1);
    // Strong winds (−5) close hauled (+10): +5.
    expect(tests.situationalModifiers(pilot, { statuses: [], weather: { dice: [[4], [2]] }, profile: boat })).toEqual([
      { source: "sailing", value: 5 },
    ]);
    // A gale (+5) running free (−10): −5, marked as a gale.
    const gale = { dice: [[5], [6]] };
    expect(tests.situationalModifiers(stunt, { statuses: [], weather: gale, profile: boat })).toEqual([
      { source: "sailingGale", value: -5 },
    ]);
    // A gale quartering (+5 − 5 = 0) still marks the roll.
    expect(tests.situationalModifiers(pilot, { statuses: [], weather: { dice: [[5], [5]] }, profile: boat })).toEqual([
      { source: "sailingGale", value: 0 },
    ]);
  });

  it("a missed roll in a gale drives the ship at all-out speed with the wind (and loses control)", () => {
    const base = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    const call = { ...base, modifiers: [...base.modifiers, { source: "sailingGale", value: -5 }] };
    // Difficulty 5 − 5 = 0 is always made; a harder stunt misses.
    expect(tests.resolve(call, 9, [1, 1, 2]).success).toBe(true);
    const stunt = tests.buildTest({ kind: "stunt", options: { turn: "fast180" } })!;
    const hard = { ...stunt, modifiers: [...stunt.modifiers, { source: "sailingGale", value: 5 }] };
    const missed = tests.resolve(hard, 9, [2, 2, 2]);
    expect(missed.outcome).toBe("driven");
    expect(missed.consequences).toEqual([{ type: "status", status: d6.LOST_CONTROL, active: true }]);
    expect(tests.describeResult(hard, missed).outcome).toEqual({ key: "STRIDE.D6Sailing.Card.driven" });
    expect(tests.describe(hard, 9).lines.at(-1)).toEqual({
      label: { key: "STRIDE.D6Sailing.Card.gale" },
      value: "+5",
    });
    // The same miss without a gale only loses control.
    expect(tests.resolve(stunt, 9, [2, 2, 2]).outcome).toBe("lostControl");
  });

  it("leaves land vehicles, other tests, becalmed days and calls with a sailing line alone", () => {
    const weather = { dice: [[5], [6]] };
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    const boat = vehicle(8, 3, 0, 1);
    const none = (call: MovementTestCall, situation: Parameters<typeof d6.sailingLines>[1]) =>
      tests.situationalModifiers(call, situation);
    expect(none(pilot, { statuses: [], weather, profile: vehicle(8, 3) })).toEqual([]);
    expect(none(pilot, { statuses: [], profile: boat })).toEqual([]);
    expect(none(pilot, { statuses: [], weather: { dice: [[1], [6]] }, profile: boat })).toEqual([]);
    expect(none(pilot, { statuses: [], weather: { dice: [["x"]] } as never, profile: boat })).toEqual([]);
    const leap = tests.buildTest({ kind: "leapOut", options: { kmh: "3" } })!;
    expect(none(leap, { statuses: [], weather, profile: boat })).toEqual([]);
    const sailed = tests.buildTest({ kind: "pilot", options: { level: "high", sailing: "5" } })!;
    expect(none(sailed, { statuses: [], weather, profile: boat })).toEqual([]);
  });
});
