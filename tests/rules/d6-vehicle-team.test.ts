/**
 * An animal-drawn vehicle's team runs (d6-movement.txt § Vehicle Movement: the running rules give
 * the rate creatures pulling a vehicle travel; § Running; § Maximum Movement): the running
 * difficulty of each speed level at the pulling rate, the team's running card (its lines, what a
 * made or missed roll says), the ruler's words, the HUD's card and a miss sent back along the path.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementProfile, type TestsCapability } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { d6VehicleProfile } from "../../src/rules/rulesets/d6/actors";

const ruleset = getRuleset("d6");
const tests = ruleset.tests as TestsCapability;
const ANIMAL_DRAWN = d6.VEHICLE_KINDS.indexOf("animalDrawn");
/** A drawn vehicle's profile as actors.ts gives it: `move` the pulling rate 15, its team's running 4D. */
const drawn = (extra: Record<string, number> = {}): MovementProfile => ({
  characteristics: { vehicle: 1, move: 15, vehicleKind: ANIMAL_DRAWN, pullingMove: 15, teamRunning: 12, ...extra },
});

describe("teamLevelDifficulty (§ Running at the pulling rate)", () => {
  it("is free up to cautious, 0 at cruising, 5 at high and 10 to 15 across all-out", () => {
    const at = (level: d6.SpeedLevel) => d6.teamLevelDifficulty({ level, rate: 15 });
    expect(at("stopped")).toEqual({ from: 0, to: 0, free: true });
    expect(at("cautious")).toEqual({ from: 0, to: 0, free: true });
    expect(at("cruising")).toEqual({ from: 0, to: 0, free: false });
    expect(at("high")).toEqual({ from: 5, to: 5, free: false });
    expect(at("allOut")).toEqual({ from: 10, to: 15, free: false });
  });

  it("refuses an unknown level or a rate that is not above 0", () => {
    expect(() => d6.teamLevelDifficulty({ level: "warp" as d6.SpeedLevel, rate: 15 })).toThrow(RangeError);
    expect(() => d6.teamLevelDifficulty({ level: "high", rate: 0 })).toThrow(RangeError);
    expect(() => d6.teamLevelDifficulty(null as never)).toThrow(TypeError);
  });
});

describe("the team's running card", () => {
  const call = (distance: number, terrain?: string) =>
    tests.buildTest({ kind: "team", distance, options: { move: "15", ...(terrain ? { terrain } : {}) } })!;

  it("rolls the team's running against +5 a movement beyond the first, plus the terrain", () => {
    expect(call(45)).toMatchObject({
      kind: "team",
      characteristic: "teamRunning",
      distance: 45,
      modifiers: [{ source: "movements", value: 10 }],
    });
    expect(call(30, "rough").modifiers).toEqual([
      { source: "movements", value: 5 },
      { source: "terrain.rough", value: 10 },
    ]);
    // Without a distance there is nothing to price.
    expect(tests.buildTest({ kind: "team", options: { move: "15" } })).toBeUndefined();
    // A miss sends the carriage back along its path, as a runner's (moves/finished.ts).
    expect(tests.walksBack?.(call(45))).toBe(true);
    expect(tests.walksBack?.(tests.buildTest({ kind: "pilot", options: { level: "high" } })!)).toBe(false);
  });

  it("is titled and worded as the team's running, with the pulling rate", () => {
    const shown = tests.describe(call(45), 12);
    expect(shown.title).toEqual({ key: "STRIDE.D6Vehicle.Test.teamTitle", data: { difficulty: 10 } });
    expect(shown.reason).toEqual({ key: "STRIDE.D6Vehicle.Card.reason.team", data: { distance: 45, move: 15 } });
    expect(shown.lines).toEqual([
      { label: { key: "STRIDE.D6Vehicle.Skill.teamRunning" }, value: "4D" },
      { label: { key: "STRIDE.D6.Modifier.movements" }, value: "+10" },
    ]);
    expect(shown.target).toBe("10");
  });

  it("made covers the distance; missed only the pulling rate; by 10 or more the team may stumble; never Lost control", () => {
    const made = tests.resolve(call(45), 12, [3, 3, 2, 2], drawn());
    expect(made).toMatchObject({ success: true, outcome: "teamRuns", amount: 45 });
    expect(made.consequences).toBeUndefined();
    expect(tests.describeResult(call(45), made).outcome).toEqual({
      key: "STRIDE.D6Vehicle.Card.outcome.teamRuns",
      data: { distance: 45, move: 15, covered: 45 },
    });
    const missed = tests.resolve(call(45), 12, [1, 2, 2, 3], drawn());
    expect(missed).toMatchObject({ success: false, outcome: "teamSlows", amount: 15, prone: false });
    expect(missed.consequences).toEqual([{ type: "backtrack", distance: 30 }]);
    expect(tests.describeResult(call(45), missed).outcome).toEqual({
      key: "STRIDE.D6Vehicle.Card.outcome.teamSlows",
      data: { distance: 45, move: 15, covered: 15 },
    });
    // A stored card keeps no amount: the covered metres are read from the request.
    const stored = { ...missed, amount: undefined };
    expect(tests.describeResult(call(45), stored).outcome).toMatchObject({ data: { covered: 15 } });
    // Stored at all-out after the move (its counters): the miss brings it down to cruising (15 m), two levels.
    const slowed = tests.resolve(call(45), 12, [1, 2, 2, 3], drawn({ vehicleSpeed: 4 }));
    expect(slowed.consequences).toEqual([
      { type: "backtrack", distance: 30 },
      { type: "counter", counter: "vehicleSpeed", amount: -2 },
    ]);
    // Made, nothing changes; stored at cruising already, no step.
    expect(tests.resolve(call(45), 12, [3, 3, 2, 2], drawn({ vehicleSpeed: 4 })).consequences).toBeUndefined();
    expect(tests.resolve(call(45), 12, [1, 2, 2, 3], drawn({ vehicleSpeed: 2 })).consequences).toEqual([
      { type: "backtrack", distance: 30 },
    ]);
    // Rolled late, after the vehicle stopped (stored stopped or cautious): a miss never speeds it up.
    for (const vehicleSpeed of [0, 1]) {
      expect(tests.resolve(call(45), 12, [1, 2, 2, 3], drawn({ vehicleSpeed })).consequences).toEqual([
        { type: "backtrack", distance: 30 },
      ]);
    }
    // A request claiming a faster team (30 m a round) covers only the vehicle's own pulling rate, 15 m.
    const claimed = tests.buildTest({ kind: "team", distance: 45, options: { move: "30" } })!;
    const honest = tests.resolve(claimed, 12, [1, 1, 1, 1], drawn({ vehicleSpeed: 4 }));
    expect(honest).toMatchObject({ success: false, amount: 15 });
    expect(honest.consequences).toEqual([
      { type: "backtrack", distance: 30 },
      { type: "counter", counter: "vehicleSpeed", amount: -2 },
    ]);
    const bad = tests.resolve(call(60), 12, [1, 1, 1, 2], drawn());
    expect(bad).toMatchObject({ outcome: "teamStumbles", prone: false });
    expect(bad.consequences).toEqual([{ type: "backtrack", distance: 45 }]);
  });
});

describe("a missed team's roll under the GM's acceleration limits (§ Running → § Accelerating & Decelerating)", () => {
  const summary = (distance: number, limits: boolean, vehicleSpeed = 4) => {
    const profile = drawn({ vehicleSpeed });
    return {
      actions: [],
      conditions: [],
      turnDistance: distance,
      bands: ruleset.bands.vehicleBands(profile),
      zeroGravity: false,
      path: [
        { x: 0, y: 0, elevation: 0 },
        { x: distance, y: 0, elevation: 0 },
      ],
      profile,
      pace: { previous: null, limits, fatigueAfter: 0 },
    };
  };

  it("names last round's rate, the stored level's speed, on the card only with the limits on", () => {
    // Stored all-out at the pulling rate 15: last round's rate 60 m.
    expect(tests.movementTests(summary(60, true))[0]?.request?.options).toEqual({ move: "15", paceRate: "60" });
    expect(tests.movementTests(summary(60, false))[0]?.request?.options).toEqual({ move: "15" });
    // Stored high: 30 m.
    expect(tests.movementTests(summary(45, true, 3))[0]?.request?.options).toMatchObject({ paceRate: "30" });
  });

  it("a miss slows from last round's rate by 2× the pulling rate, or keeps it when the total makes it", () => {
    const card = (distance: number, paceRate: string) =>
      tests.buildTest({ kind: "team", distance, options: { move: "15", paceRate } })!;
    // 60 m at 15 after an all-out round (60 m): 8 misses, and misses 60 m's 15 too: 60 − 30 = 30 m, high.
    const slowed = tests.resolve(card(60, "60"), 12, [1, 2, 2, 3], drawn({ vehicleSpeed: 4 }));
    expect(slowed).toMatchObject({ success: false, outcome: "teamSlowsChase", amount: 30 });
    expect(slowed.consequences).toEqual([
      { type: "backtrack", distance: 30 },
      { type: "counter", counter: "vehicleSpeed", amount: -1 },
    ]);
    expect(tests.describeResult(card(60, "60"), { ...slowed, amount: undefined }).outcome).toEqual({
      key: "STRIDE.D6Vehicle.Card.outcome.teamSlowsChase",
      data: { distance: 60, move: 15, covered: 30 },
    });
    // 60 m after a high round (30 m): 8 misses 15 but makes 30 m's 5: it keeps 30 m.
    const kept = tests.resolve(card(60, "30"), 12, [1, 2, 2, 3], drawn({ vehicleSpeed: 4 }));
    expect(kept).toMatchObject({ outcome: "teamKeepsPace", amount: 30 });
    // Without the limits the same miss covers only the pulling rate, 15 m.
    expect(
      tests.resolve(
        tests.buildTest({ kind: "team", distance: 60, options: { move: "15" } })!,
        12,
        [1, 2, 2, 3],
        drawn({ vehicleSpeed: 4 }),
      ),
    ).toMatchObject({
      outcome: "teamSlows",
      amount: 15,
    });
  });
});

describe("panic speed counts from the team creature's own Move (§ Targeting the Creatures), not the pulling rate", () => {
  const carriage = (system: Record<string, unknown>) =>
    d6VehicleProfile({ vehicleKind: "animalDrawn", move: 12, teamRunning: "4D", ...system });

  it("is 4× the creature's Move; 0 falls back to the pulling rate, then the vehicle's Move", () => {
    const panicAt = (system: Record<string, unknown>) => d6.statusBands(["d6Panic"], carriage(system))?.[0]?.distance;
    // A horse of Move 20 pulling at 15: 80 m, not 60.
    expect(panicAt({ pullingMove: 15, creatureMove: 20 })).toBe(80);
    expect(panicAt({ pullingMove: 15, creatureMove: 0 })).toBe(60);
    expect(panicAt({ pullingMove: 0, creatureMove: 0 })).toBe(48);
    // A motor vehicle has no creatures: no panic speed.
    expect(d6.statusBands(["d6Panic"], d6VehicleProfile({ vehicleKind: "land", creatureMove: 20 }))).toBeNull();
  });

  it("offers the spook and control cards and rolls panic damage with no pulling rate listed", () => {
    const unlisted = carriage({ pullingMove: 0 });
    expect(d6.vehicleTests(unlisted).map((t) => t.request.kind)).toEqual(["team", "spook", "control", "leapOut"]);
    expect(d6.vehicleTurnStart({ statuses: ["d6Panic"], profile: unlisted })).toMatchObject({
      panic: { speed: "panic" },
    });
  });
});

describe("the ruler and the HUD of a drawn vehicle", () => {
  const label = (distance: number, profile: MovementProfile, conditions: string[] = []) =>
    ruleset.bands.rulerLabel({
      distance,
      action: null,
      bands: ruleset.bands.vehicleBands(profile),
      conditions,
      path: [
        { x: 0, y: 0 },
        { x: distance, y: 0 },
      ],
      profile,
    });

  it("names the team's running in place of the pilot's roll", () => {
    expect(label(45, drawn({ vehicleSpeed: 3 }))?.data).toMatchObject({
      level: { key: "STRIDE.D6Vehicle.speed.allOut" },
      roll: { key: "STRIDE.D6Drive.Ruler.running", data: { difficulty: 10 } },
    });
    expect(label(15, drawn({ vehicleSpeed: 3 }))?.data).toMatchObject({ roll: "" });
    expect(label(15, drawn({ vehicleSpeed: 3 }), ["rough"])?.data).toMatchObject({
      roll: { key: "STRIDE.D6Drive.Ruler.running", data: { difficulty: 10 } },
    });
    // A motor vehicle of the same Move keeps the pilot's roll.
    const motor: MovementProfile = { characteristics: { vehicle: 1, move: 15, vehicleSpeed: 3, vehicleKind: 0 } };
    expect(label(45, motor)?.data).toMatchObject({
      roll: { key: "STRIDE.D6Drive.Ruler.roll", data: { difficulty: 10 } },
    });
  });

  it("offers the team's running card at the pulling rate on a drawn vehicle's HUD only", () => {
    const team = d6.vehicleTests(drawn()).find((t) => t.request.kind === "team");
    expect(team).toMatchObject({
      request: { kind: "team", options: { move: "15" } },
      label: "STRIDE.D6Vehicle.Test.team",
      needsDistance: true,
    });
    const motor: MovementProfile = { characteristics: { vehicle: 1, move: 15, vehicleKind: 0 } };
    expect(d6.vehicleTests(motor).some((t) => t.request.kind === "team")).toBe(false);
  });
});
