/**
 * The OpenD6 vehicle tests as a capability (src/rules/rulesets/d6/vehicle-ruleset.ts) against
 * d6-movement.txt, Vehicles & Aerial Characters (§ Vehicle Movement, § Stunts, § Stunt Difficulties
 * & Modifiers, § Vehicle Familiarity, § Sailing Ships, § Targeting the Creatures, § Leaping Out of a
 * Vehicle), § Running and § Accelerating & Decelerating, and ruling 10 (a roll is made when the
 * Wild Die total meets the difficulty). Cards' keys and the guards of malformed input as well.
 * Rolls are 2D (6 pips): the first die is the normal die, the rest the Wild Die and its re-rolls.
 */
import { describe, expect, it } from "vitest";
import type { MovementTestCall, MovementTestResolution, TestsCapability } from "../../src/rules";
import {
  buildVehicleTest,
  describeVehicleResult,
  describeVehicleTest,
  familiarityLines,
  resolveVehicleTest,
  vehicleBands,
  vehicleMovementTests,
  VEHICLE_MANUAL_TESTS,
  withVehicleTests,
} from "../../src/rules/rulesets/d6/vehicle-ruleset";

const TWO_D = 6;
const ANIMAL_DRAWN = 3; // VEHICLE_KINDS: land, water, air, animalDrawn, magical
const LAND = 0;

/** A built vehicle test, failing the test when the request builds none. */
function built(request: Parameters<typeof buildVehicleTest>[0]): MovementTestCall {
  const call = buildVehicleTest(request);
  if (!call) throw new Error(`no vehicle test for ${JSON.stringify(request)}`);
  return call;
}

/** A team's running call over `distance` m at pulling rate 10 with `options` added. */
function teamCall(distance: number, options: Record<string, unknown> = {}): MovementTestCall {
  return built({ kind: "team", distance, options: { move: "10", ...options } });
}

/** A drawn vehicle's profile (pulling rate 10) at stored speed level index `vehicleSpeed`. */
function drawn(vehicleSpeed: number) {
  return { characteristics: { vehicle: 1, move: 10, vehicleKind: ANIMAL_DRAWN, teamRunning: 12, vehicleSpeed } };
}

function sources(call: MovementTestCall): string[] {
  return call.modifiers.map((m) => m.source);
}

describe("vehicle bands and the wind (§ Vehicle Movement, § Sailing Ships)", () => {
  it("leaves a water vehicle all its bands when the stored wind dice are not a list of rolls", () => {
    const water = { characteristics: { water: 1, move: 10 } };
    // A 1 on the Wild Die is a becalmed day; only an actual array of rolls is read as the wind.
    expect(vehicleBands(water, { weather: { dice: [[1]] } })).toHaveLength(1);
    expect(vehicleBands(water, { weather: { dice: { 0: [1] } } } as never)).toHaveLength(4);
  });

  it("leaves a water vehicle all its bands when the stored wind dice are not d6 results", () => {
    const water = { characteristics: { water: 1, move: 10 } };
    expect(vehicleBands(water, { weather: { dice: [[9]] } }).map((b) => b.distance)).toEqual([5, 10, 20, 40]);
  });

  it("names itself when the profile is not an object", () => {
    expect(() => vehicleBands(null as never)).toThrow(/^vehicleBands needs/);
  });
});

describe("building the tests from a request's options", () => {
  it("reads a blank level as the default high speed (difficulty 5)", () => {
    const call = built({ kind: "pilot", options: { level: "" } });
    expect(call.modifiers).toEqual([{ source: "speed.high", value: 5 }]);
    expect(call.difficulty).toBe("plain");
    expect(call.characteristic).toBe("pilotry");
  });

  it("takes the −3 of a manual, given as true or as the form's 'true' (§ Vehicle Familiarity)", () => {
    for (const manual of [true, "true"]) {
      const call = built({ kind: "pilot", options: { level: "high", manual } });
      expect(call.modifiers).toContainEqual({ source: "manual", value: -3 });
    }
    expect(sources(built({ kind: "pilot", options: { level: "high", manual: "false" } }))).not.toContain("manual");
    expect(sources(built({ kind: "pilot", options: { level: "high" } }))).not.toContain("manual");
  });

  it("refuses a sailing modifier that is not a number or numeric text", () => {
    expect(() => built({ kind: "pilot", options: { sailing: true } })).toThrow(TypeError);
    expect(built({ kind: "pilot", options: { sailing: "-2" } }).modifiers).toContainEqual({
      source: "sailing",
      value: -2,
    });
  });

  it("refuses an unknown terrain, naming it, for a pilot's roll and a team's running", () => {
    expect(() => built({ kind: "pilot", options: { terrain: "swamp" } })).toThrow(/Unknown OpenD6 terrain level/);
    expect(() => teamCall(20, { terrain: "swamp" })).toThrow(RangeError);
    expect(() => teamCall(20, { terrain: "swamp" })).toThrow(/Unknown OpenD6 terrain level/);
  });

  it("gives only a team's running its distance", () => {
    const pilot = built({ kind: "pilot", distance: 30, options: { level: "high" } });
    expect(pilot).not.toHaveProperty("distance");
    expect(pilot.request).not.toHaveProperty("distance");
    expect(teamCall(30).distance).toBe(30);
  });

  it("builds nothing for a kind that is not a vehicle test, and names itself on a non-object", () => {
    expect(buildVehicleTest({ kind: "run" })).toBeUndefined();
    expect(() => buildVehicleTest(null as never)).toThrow(/^buildVehicleTest needs/);
  });

  it("sets a spooked creature's control roll at its mettle + 9, mettle 0 when none is named", () => {
    expect(built({ kind: "control" }).modifiers).toEqual([{ source: "control", value: 9 }]);
    expect(built({ kind: "control", options: { mettle: "" } }).modifiers).toEqual([{ source: "control", value: 9 }]);
    expect(built({ kind: "control", options: { mettle: "4" } }).modifiers).toEqual([{ source: "control", value: 13 }]);
  });

  it("refuses a mettle that is neither a number nor numeric text, naming the option", () => {
    expect(() => built({ kind: "control", options: { mettle: true } })).toThrow(TypeError);
    expect(() => built({ kind: "control", options: { mettle: "-1" } })).toThrow(/A test's mettle/);
  });

  it("gives each waypoint's turn stunt its own line, spaces and blank entries ignored", () => {
    const call = built({ kind: "stunt", options: { turns: "fast45, fast90," } });
    expect(call.modifiers).toEqual([
      { source: "stunt.fast45", value: 6 },
      { source: "stunt.fast90", value: 12 },
    ]);
  });

  it("refuses an unknown turn stunt, naming it", () => {
    expect(() => built({ kind: "stunt", options: { turns: "fast45,loop" } })).toThrow(RangeError);
    expect(() => built({ kind: "stunt", options: { turns: "loop" } })).toThrow(/Unknown OpenD6 stunt "?loop/);
  });

  it("counts a speed change only when both levels are named (§ Stunts)", () => {
    const call = built({ kind: "stunt", options: { stunts: "fast45", from: "cautious" } });
    expect(call.modifiers).toEqual([{ source: "stunt.fast45", value: 6 }]);
  });

  it("gives a team's running on easy terrain no terrain line (§ Running)", () => {
    expect(teamCall(30, { terrain: "easy" }).modifiers).toEqual([{ source: "movements", value: 10 }]);
    expect(teamCall(30, { terrain: "rough" }).modifiers).toEqual([
      { source: "movements", value: 10 },
      { source: "terrain.rough", value: 10 },
    ]);
  });

  it("refuses a team's negative distance, naming it", () => {
    expect(() => built({ kind: "team", distance: -1 })).toThrow(/A test's distance/);
  });

  it("reads a pulling rate that is not a number as the 10 m default", () => {
    const card = describeVehicleTest(built({ kind: "team", distance: 30, options: { move: true } }), TWO_D);
    expect(card.reason.data).toEqual({ distance: 30, move: 10 });
  });

  it("names vehicleMovementTests on a summary that is not an object", () => {
    expect(() => vehicleMovementTests(null as never)).toThrow(/^vehicleMovementTests needs/);
  });
});

describe("resolving a pilot's roll, stunt, control roll or leap (ruling 10, § Stunts)", () => {
  it("clears Lost control on a made regain-control stunt, however it is named", () => {
    for (const options of [
      { turn: "regainControl" } as Record<string, string>,
      { stunts: "regainControl,fast45" },
      { stunts: "fast45, regainControl" },
    ]) {
      const r = resolveVehicleTest(built({ kind: "stunt", options }), TWO_D, [6, 6, 6, 6, 6, 5]);
      expect(r.outcome).toBe("regained");
      expect(r.consequences).toEqual([{ type: "status", status: "d6LostControl", active: false }]);
    }
  });

  it("does not read a pilot's roll as a regain-control stunt or a strike", () => {
    const call = built({
      kind: "pilot",
      options: {
        level: "high",
        turn: "regainControl",
        collide: "other",
        speed: "high",
        situation: "headOn",
        otherSpeed: "cruising",
        otherSituation: "headOn",
      },
    });
    const r = resolveVehicleTest(call, TWO_D, [3, 3]);
    expect(r.outcome).toBe("made");
    expect(r).not.toHaveProperty("consequences");
    expect(r.prone).toBe(false);
  });

  it("loses control, not veers, on a land vehicle's missed control roll", () => {
    const r = resolveVehicleTest(built({ kind: "control" }), TWO_D, [2, 2], {
      characteristics: { vehicleKind: LAND },
    });
    expect(r.outcome).toBe("lostControl");
  });

  it("does not set Lost control on a missed leap out (it hurts instead)", () => {
    const r = resolveVehicleTest(built({ kind: "leapOut", options: { kmh: "5" } }), TWO_D, [2, 2]);
    expect(r.outcome).toBe("hurt");
    expect(r).not.toHaveProperty("consequences");
    expect(r.prone).toBe(false);
  });

  it("refuses a kind that is not a vehicle test and too few dice, saying which", () => {
    const walk = { ...built({ kind: "control" }), kind: "walk" };
    expect(() => resolveVehicleTest(walk, TWO_D, [3, 3])).toThrow(/Not an OpenD6 vehicle test/);
    expect(() => resolveVehicleTest(built({ kind: "control" }), TWO_D, [3])).toThrow(/rolls 2 dice, got 1/);
  });
});

describe("resolving a team's running roll (§ Running, § Accelerating & Decelerating)", () => {
  it("lowers no speed level on a made roll", () => {
    // 20 m at 10: two movements, difficulty 5, made with 6; 20 m is high speed, below the stored all-out.
    const r = resolveVehicleTest(teamCall(20), TWO_D, [3, 3], drawn(4));
    expect(r.outcome).toBe("teamRuns");
    expect(r).not.toHaveProperty("consequences");
  });

  it("counts the degrees by the margin and flags a complication", () => {
    const r = resolveVehicleTest(teamCall(30), TWO_D, [3, 1]);
    expect(r.degrees).toBe(7); // 1 + |4 − 10|
    expect(r.outcome).toBe("teamSlows:complication");
    expect(r.prone).toBe(false);
  });

  it("keeps last round's rate on a total that exactly makes it", () => {
    // Last round 20 m: two movements, difficulty 5; the 30 m asked for needed 10.
    const r = resolveVehicleTest(teamCall(30, { paceRate: 20 }), TWO_D, [2, 3]);
    expect(r.outcome).toBe("teamKeepsPace");
    expect(r.amount).toBe(20);
  });

  it("stumbles when slowing by twice the pulling rate goes below 0, with no speed counter unknown", () => {
    // Last round 15 m − 20 < 0: the team trips and covers nothing; no profile, no stored level.
    const r = resolveVehicleTest(teamCall(30, { paceRate: 15 }), TWO_D, [2, 2]);
    expect(r.outcome).toBe("teamStumbles");
    expect(r.amount).toBe(0);
    expect(r.consequences).toEqual([{ type: "backtrack", distance: 30 }]);
  });

  it("leaves an all-out vehicle all-out when it keeps a pace above all-out", () => {
    // Last round 50 m, over 4× the pulling rate: still the all-out level, so no counter step.
    const r = resolveVehicleTest(teamCall(60, { paceRate: 50 }), TWO_D, [6, 6, 6, 2], drawn(4));
    expect(r.outcome).toBe("teamKeepsPace");
    expect(r.consequences).toEqual([{ type: "backtrack", distance: 10 }]);
  });
});

describe("a vehicle test's card", () => {
  it("keys terrain lines to the terrain names and others to the vehicle modifiers", () => {
    const call = built({ kind: "pilot", options: { level: "high", terrain: "rough" } });
    expect(describeVehicleTest(call, TWO_D).lines.map((l) => l.label)).toEqual([
      { key: "STRIDE.D6Vehicle.Skill.pilotry" },
      { key: "STRIDE.D6Vehicle.Modifier.speed.high" },
      { key: "STRIDE.Terrain.rough" },
    ]);
  });

  it("shows no skill line and no target without the pilot's code, and no reason data but a team's", () => {
    const card = describeVehicleTest(built({ kind: "pilot", options: { level: "high" } }), null);
    expect(card.lines).toEqual([{ label: { key: "STRIDE.D6Vehicle.Modifier.speed.high" }, value: "+5" }]);
    expect(card.target).toBeNull();
    expect(card.impossible).toBe(false);
    expect(card.reason).toEqual({ key: "STRIDE.D6Vehicle.Card.reason.pilot" });
  });

  it("refuses a kind that is not a vehicle test", () => {
    const walk = { ...built({ kind: "control" }), kind: "walk" };
    expect(() => describeVehicleTest(walk, TWO_D)).toThrow(/Not an OpenD6 vehicle test/);
  });
});

describe("a rolled vehicle test's card", () => {
  function resolution(extra: Partial<MovementTestResolution>): MovementTestResolution {
    return { success: true, degrees: 3, targetNumber: 5, outcome: "made", prone: false, ...extra };
  }

  it("says made or missed, flags a complication and gives the margin", () => {
    const call = built({ kind: "pilot", options: { level: "high" } });
    expect(describeVehicleResult(call, resolution({}))).toEqual({
      verdict: { key: "STRIDE.D6.Card.verdict.made", data: { difficulty: 5, margin: 2 } },
      outcome: { key: "STRIDE.D6Vehicle.Card.outcome.made" },
    });
    const missed = describeVehicleResult(
      call,
      resolution({ success: false, degrees: 1, outcome: "lostControl:complication" }),
    );
    expect(missed.verdict).toEqual({
      key: "STRIDE.D6.Card.verdict.missedComplication",
      data: { difficulty: 5, margin: 0 },
    });
    expect(missed.outcome).toEqual({ key: "STRIDE.D6Vehicle.Card.outcome.lostControl" });
  });

  it("names the metres a team covered, from the resolution's amount", () => {
    const call = teamCall(30);
    const card = describeVehicleResult(call, resolution({ success: false, outcome: "teamSlows", amount: 7 }));
    expect(card.outcome.data).toEqual({ distance: 30, move: 10, covered: 7 });
  });

  it("names last round's rate for a team that kept pace, complication or not, when no amount is given", () => {
    const call = teamCall(30, { paceRate: 20 });
    for (const outcome of ["teamKeepsPace", "teamKeepsPace:complication"]) {
      const card = describeVehicleResult(call, resolution({ success: false, outcome }));
      expect(card.outcome.data).toEqual({ distance: 30, move: 10, covered: 20 });
    }
  });
});

describe("the familiarity lines of an unfamiliar pilot (§ Vehicle Familiarity)", () => {
  const unfamiliar = () => ({ statuses: [], profile: { characteristics: { familiarity: 1, manual: 1 } } });

  it("applies to a pilot's other actions, and not where the card already has a manual line", () => {
    const call = { ...built({ kind: "pilot", options: { level: "high" } }), kind: "pilotOther" };
    expect(familiarityLines(call, unfamiliar() as never)).toEqual([
      { source: "familiarity.common", value: 6 },
      { source: "manual", value: -3 },
    ]);
    const manual = built({ kind: "pilot", options: { level: "high", manual: true } });
    expect(familiarityLines(manual, unfamiliar() as never)).toEqual([]);
  });

  it("names itself when the situation is not an object", () => {
    expect(() => familiarityLines(built({ kind: "pilot" }), null as never)).toThrow(/^familiarityLines needs/);
  });
});

describe("withVehicleTests beside the character tests", () => {
  /** Character tests whose every answer names itself, without the optional members. */
  function characterTests(extra: Partial<TestsCapability> = {}): TestsCapability {
    return {
      manualTests: [{ request: { kind: "run" }, label: "run", options: [] }],
      movementTests: () => ["character tests"],
      buildTest: () => "character build",
      resolve: () => "character resolve",
      describe: () => "character card",
      describeResult: () => "character result",
      ...extra,
    } as unknown as TestsCapability;
  }

  it("refuses tests that are not an object, lack manual tests or lack a function", () => {
    expect(() => withVehicleTests(null as never)).toThrow(/^withVehicleTests needs/);
    expect(() => withVehicleTests(characterTests({ manualTests: undefined as never }))).toThrow(/manualTests/);
    expect(() => withVehicleTests(characterTests({ describe: undefined as never }))).toThrow(
      /withVehicleTests needs a tests capability with describe/,
    );
  });

  it("adds the vehicle tests to the manual tests", () => {
    const tests = withVehicleTests(characterTests());
    expect(tests.manualTests).toEqual([...characterTests().manualTests, ...VEHICLE_MANUAL_TESTS]);
  });

  it("hands every other kind and move to the character tests", () => {
    const tests = withVehicleTests(characterTests());
    const run = { kind: "run", characteristic: "running", difficulty: "plain", modifiers: [] } as MovementTestCall;
    const move = { bands: [{ action: "run", distance: 10 }] } as never;
    expect(tests.movementTests(move)).toEqual(["character tests"]);
    expect(tests.countersAfterMove?.(move)).toEqual([]);
    expect(tests.walksBack?.(run)).toBe(false);
    expect(tests.buildTest({ kind: "run" })).toBe("character build");
    expect(tests.resolve(run, TWO_D, [3, 3])).toBe("character resolve");
    expect(tests.describe(run, TWO_D)).toBe("character card");
    expect(
      tests.describeResult(run, { success: true, degrees: 1, targetNumber: 0, outcome: "made", prone: false }),
    ).toBe("character result");
    expect(tests.situationalModifiers?.(run, { statuses: [] })).toEqual([]);
  });

  it("passes on the character tests' own counters, walk-back and situational lines", () => {
    const tests = withVehicleTests(
      characterTests({
        countersAfterMove: () => [{ counter: "c", amount: 1 }] as never,
        walksBack: () => true,
        situationalModifiers: () => [{ source: "s", value: 1 }],
      }),
    );
    const run = { kind: "run", characteristic: "running", difficulty: "plain", modifiers: [] } as MovementTestCall;
    expect(tests.countersAfterMove?.({ bands: [] } as never)).toEqual([{ counter: "c", amount: 1 }]);
    expect(tests.walksBack?.(run)).toBe(true);
    expect(tests.situationalModifiers?.(run, { statuses: [] })).toEqual([{ source: "s", value: 1 }]);
  });

  it("builds, resolves and describes the vehicle tests itself, and walks a team's miss back", () => {
    const tests = withVehicleTests(characterTests());
    const pilot = tests.buildTest({ kind: "pilot", options: { level: "high" } })!;
    expect(pilot.modifiers).toEqual([{ source: "speed.high", value: 5 }]);
    const made = tests.resolve(pilot, TWO_D, [3, 3]);
    expect(made.outcome).toBe("made");
    expect(tests.describe(pilot, TWO_D).target).toBe("5");
    expect(tests.describeResult(pilot, made).outcome).toEqual({ key: "STRIDE.D6Vehicle.Card.outcome.made" });
    expect(tests.walksBack?.(teamCall(30))).toBe(true);
    const situation = { statuses: [], profile: { characteristics: { familiarity: 1 } } };
    expect(tests.situationalModifiers?.(pilot, situation as never)).toEqual([
      { source: "familiarity.common", value: 6 },
    ]);
  });
});
