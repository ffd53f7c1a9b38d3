/**
 * The OpenD6 movement tests (src/rules/rulesets/d6/tests.ts) against d6-movement.txt: how a test
 * call is built (difficulty lines), the profile options, the moves that ask for tests, the Wild Die
 * resolution's outcomes and the card's lang keys (src/foundry/rulesets/d6/lang/en.json).
 */
import { describe, expect, it } from "vitest";
import type { MovementTestCall, MovementTestResolution } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

const profile = (characteristics: Record<string, number>) => ({ characteristics });
const build = (request: Parameters<typeof d6.buildTest>[0]) => d6.buildTest(request)!;
const bands = d6.rateBands(10);
const base = { actions: [] as string[], conditions: [] as string[], bands, zeroGravity: false };

describe("building a test call (d6-movement.txt § Movement Difficulty Modifiers)", () => {
  it("refuses an unknown kind, even with a distance, and a run without one", () => {
    expect(d6.buildTest({ kind: "pilot", distance: 4 })).toBeUndefined();
    expect(d6.buildTest({ kind: ["run"] as never, distance: 20 })).toBeUndefined();
    expect(d6.buildTest({ kind: "run" })).toBeUndefined();
    expect(() => d6.buildTest(null as never)).toThrow(/buildTest/);
    expect(() => d6.buildTest({ kind: "run", distance: -1 })).toThrow(/A test's distance/);
    expect(() => d6.buildTest({ kind: "run", distance: 20, options: { fatigueRounds: "-1" } })).toThrow(
      /A test's fatigueRounds/,
    );
  });

  it("keeps the request's options but no distance on breath, fatigue and flying-stunt calls", () => {
    const breath = build({ kind: "breath", distance: 7, options: { prepared: "true" } });
    expect(breath).toStrictEqual({
      kind: "breath",
      characteristic: "stamina",
      difficulty: "plain",
      modifiers: [],
      request: { kind: "breath", options: { prepared: "true" } },
    });
    // § Fatigue: base 5 plus +3 a round beyond the limit (2 rounds: +6).
    const fatigue = build({ kind: "fatigue", options: { fatigueRounds: "2" } });
    expect(fatigue.modifiers).toEqual([
      { source: "base", value: 5 },
      { source: "fatigue", value: 6 },
    ]);
    expect(fatigue.request).toStrictEqual({ kind: "fatigue", options: { fatigueRounds: "2" } });
    const stunt = build({ kind: "flyStunt", options: { landing: "limitedLanding" } });
    expect(stunt.request).toStrictEqual({ kind: "flyStunt", options: { landing: "limitedLanding" } });
  });

  it("lists the aerial stunt chart's lines: the landing area, then a climb or dive (§ Stunt Difficulties)", () => {
    const landing = build({ kind: "flyStunt", options: { landing: "limitedLanding", terrain: "rough" } });
    expect(landing.modifiers.map((m) => m.source)).toEqual(["stunt.limitedLanding", "terrain.rough"]);
    expect(build({ kind: "flyStunt", options: { landing: "none" } }).modifiers).toEqual([]);
    const dive = build({ kind: "flyStunt", options: { climbDive: true } });
    expect(dive.modifiers).toEqual([{ source: "stunt.climbDive", value: 6 }]);
  });

  it("words each kind's lines: swim (base 5, +5 a movement), climb and jump steps", () => {
    // § Swimming: swimming Move 5 at Move 10; 10 m is two movements, 5 + 5.
    expect(build({ kind: "swim", distance: 10 }).modifiers).toEqual([
      { source: "base", value: 5 },
      { source: "movements", value: 5 },
    ]);
    // § Climbing: unskilled climbing Move 5 (half of 10); 8 m is one half (3 m) beyond: +10.
    expect(build({ kind: "climb", distance: 8 }).modifiers).toEqual([
      { source: "base", value: 5 },
      { source: "climbSteps", value: 10 },
    ]);
    // With the skill (a boolean option, as the HUD gives it) the climbing Move is the Move: base only.
    expect(build({ kind: "climb", distance: 8, options: { skilled: true } }).modifiers).toEqual([
      { source: "base", value: 5 },
      { source: "climbSteps", value: 0 },
    ]);
    // § Jumping: standing leap 3 m (a quarter of 10, rounded up); 4 m is +10 for the next 2 m.
    expect(build({ kind: "jump", distance: 4 }).modifiers).toEqual([
      { source: "base", value: 5 },
      { source: "jumpSteps", value: 10 },
    ]);
  });

  it("reads easy or empty terrain as no line and refuses an unknown level", () => {
    const lines = (terrain: string) => build({ kind: "run", distance: 20, options: { terrain } }).modifiers;
    expect(lines("")).toEqual([{ source: "movements", value: 5 }]);
    expect(lines("easy")).toEqual([{ source: "movements", value: 5 }]);
    expect(() => lines("lava")).toThrow(/Unknown OpenD6 terrain level/);
  });
});

describe("profile options (d6-movement.txt § Flying Characters, § Climbing, § Swimming)", () => {
  const flyer = profile({ move: 12, flyingMove: 20, climbingSkilled: 1, staminaSkilled: 1 });
  const walker = profile({ move: 12, flyingMove: 0, climbingSkilled: 0, staminaSkilled: 0 });

  it("gives the Move to runs, swims and jumps, the flying Move (else the Move) to flights", () => {
    for (const kind of ["run", "swim", "jump"])
      expect(d6.profileOptions({ kind }, flyer), kind).toEqual({ move: "12" });
    expect(d6.profileOptions({ kind: "fly" }, flyer)).toEqual({ move: "20" });
    expect(d6.profileOptions({ kind: "fly" }, walker)).toEqual({ move: "12" });
  });

  it("gives the climbing skill to a climb and the stamina skill to breath; nothing to other kinds", () => {
    expect(d6.profileOptions({ kind: "climb" }, flyer)).toEqual({ move: "12", skilled: "true" });
    expect(d6.profileOptions({ kind: "climb" }, walker)).toEqual({ move: "12", skilled: "false" });
    expect(d6.profileOptions({ kind: "breath" }, flyer)).toEqual({ staminaSkill: "true" });
    expect(d6.profileOptions({ kind: "breath" }, walker)).toEqual({ staminaSkill: "false" });
    expect(d6.profileOptions({ kind: "fatigue" }, flyer)).toEqual({});
    expect(() => d6.profileOptions(null as never, flyer)).toThrow(/profileOptions/);
  });
});

describe("the tests a move asks for (d6-movement.txt § Running, § Swimming, § Climbing, § Short Distances)", () => {
  it("takes the worst terrain level, easy and other conditions none", () => {
    expect(d6.worstTerrain(["easy", "water"])).toBeUndefined();
    expect(d6.worstTerrain(["rough", "moderate"])).toBe("rough");
    expect(() => d6.worstTerrain(null as never)).toThrow(/A move's conditions must be a list/);
    expect(() => d6.worstTerrain({} as never)).toThrow(/A move's conditions must be a list/);
  });

  it("refuses a move whose distance, bands, conditions or actions are not well formed", () => {
    expect(() => d6.movementTests(null as never)).toThrow(/movementTests/);
    expect(() => d6.movementTests({ ...base, turnDistance: -1 })).toThrow(/A move's distance/);
    expect(() => d6.movementTests({ ...base, turnDistance: 20, bands: {} as never })).toThrow(/bands must be a list/);
    expect(() => d6.movementTests({ ...base, turnDistance: 20, conditions: 3 as never })).toThrow(
      /A move's conditions/,
    );
    expect(() => d6.movementTests({ ...base, turnDistance: 20, actions: 3 as never })).toThrow(/A move's actions/);
  });

  it("measures against the d6Move band wherever it sits in the list", () => {
    const moved = [
      { action: "d6Free", distance: 6 },
      { action: "d6Run2", distance: 24 },
      { action: "d6Move", distance: 12 },
    ];
    // Move 12: 20 m is two movements, difficulty 5 (read at bands[1], 24, it would be free).
    const [run] = d6.movementTests({ ...base, bands: moved, turnDistance: 20 });
    expect(run).toMatchObject({ kind: "run", request: { options: { move: "12" } } });
    expect(d6.testDifficulty(run!)).toBe(5);
  });

  it("reads one movement type's share as the whole turn, however it was measured", () => {
    const swum = { ...base, turnDistance: 10, measured: { action: "d6Swim", bands } };
    // A share of 0 m is no part: the turn is the measured swim (10 m at swimming Move 5: 5 + 5).
    for (const shares of [
      null,
      { "": { cost: 10, distance: 10 } },
      { "": { cost: 10, distance: 10 }, fly: { cost: 0, distance: 0 } },
    ]) {
      const calls = d6.movementTests({ ...swum, shares } as never);
      expect(
        calls.map((c) => [c.kind, d6.testDifficulty(c)]),
        JSON.stringify(shares),
      ).toEqual([["swim", 10]]);
    }
  });

  it("rolls each movement type of a split turn apart: the swim's share swims, the climb's climbs", () => {
    const shares = { "": { cost: 20, distance: 20 }, d6Swim: { cost: 10, distance: 10 } };
    const calls = d6.movementTests({ ...base, turnDistance: 30, shares });
    expect(calls.map((c) => [c.kind, c.distance, d6.testDifficulty(c)])).toEqual([
      ["run", 20, 5],
      ["swim", 10, 10],
    ]);
  });

  it("climbs a share at the climbing Move from the profile: the Move with the skill, half without", () => {
    const climb = (climbingSkilled: number, metres: number) =>
      d6.movementTests({
        ...base,
        turnDistance: 5 + metres,
        shares: { "": { cost: 5, distance: 5 }, d6Climb: { cost: metres, distance: metres } },
        profile: profile({ move: 10, climbingSkilled }),
      });
    // 6 m: skilled climbing Move 10 is base 5; unskilled 5 is one half (3 m) beyond, 15.
    expect(climb(1, 6).map(d6.testDifficulty)).toEqual([5]);
    expect(climb(0, 6).map(d6.testDifficulty)).toEqual([15]);
    // Up to half the climbing Move (2.5 m of 5) is free (§ Short Distances).
    expect(climb(0, 2)).toEqual([]);
  });

  it("climbs at the climbing bands' own rate when the move was measured with them", () => {
    const measured = { action: "d6Climb", bands: d6.rateBands(8, undefined, undefined, "d6Climb") };
    // Climbing Move 8 (not the unskilled 5 of Move 10): 8 m is base 5 only.
    const [climb] = d6.movementTests({ ...base, turnDistance: 8, measured });
    expect(climb).toMatchObject({ kind: "climb", request: { options: { move: "8" } } });
    expect(d6.testDifficulty(climb!)).toBe(5);
  });

  it("asks no flight of a flying share not measured with the flying bands", () => {
    const calls = d6.movementTests({
      ...base,
      turnDistance: 40,
      shares: { "": { cost: 20, distance: 20 }, fly: { cost: 20, distance: 20 } },
    });
    expect(calls.map((c) => c.kind)).toEqual(["run"]);
  });

  it("counts fatigue only on a fast round (§ Fatigue) and a chase's last rate only under the GM's limits", () => {
    const pace = { fatigueAfter: 1, limits: true, previous: { rate: 0, fastRounds: 3 } };
    // 8 m at Move 10 is one movement: not fast, no fatigue, difficulty 0, no roll.
    expect(d6.movementTests({ ...base, turnDistance: 8, pace })).toEqual([]);
    // 20 m is fast: 3 fast rounds before, the limit 1: three rounds beyond, +9. Last rate 0 is no chase.
    const [fast] = d6.movementTests({ ...base, turnDistance: 20, pace });
    expect(fast!.request!.options).toEqual({ move: "10", fatigueRounds: "3" });
    const free = { limits: false, previous: { rate: 20, fastRounds: 0 } };
    const [run] = d6.movementTests({ ...base, turnDistance: 20, pace: free } as never);
    expect(run!.request!.options).toEqual({ move: "10" });
  });

  it("finds a climb or dive of 45° or more on any leg (§ Stunt Difficulties: aerial characters)", () => {
    expect(
      d6.climbsOrDives([
        { x: 0, y: 0, elevation: 0 },
        { x: 3, y: 0, elevation: 3 },
      ]),
    ).toBe(true);
    // Along y: 3 m across, 4 m up (53°) climbs; 10 m across and 4 up (22°) does not.
    expect(
      d6.climbsOrDives([
        { x: 0, y: 10, elevation: 0 },
        { x: 0, y: 13, elevation: 4 },
      ]),
    ).toBe(true);
    expect(
      d6.climbsOrDives([
        { x: 0, y: 2, elevation: 0 },
        { x: 0, y: 12, elevation: 4 },
      ]),
    ).toBe(false);
    // A repeated point neither climbs nor dives.
    expect(
      d6.climbsOrDives([
        { x: 1, y: 1, elevation: 2 },
        { x: 1, y: 1, elevation: 2 },
      ]),
    ).toBe(false);
  });

  it("refuses end conditions that are not a list", () => {
    expect(() => d6.countersAfterMove(null as never)).toThrow(/countersAfterMove/);
    expect(() => d6.countersAfterMove({ ...base, turnDistance: 0, endConditions: 3 as never })).toThrow(
      /A move's end conditions must be a list/,
    );
  });

  it("jumps a gap's width, or the path's width across when the region gives none (§ Jumping)", () => {
    expect(d6.edgeTestDistance({ height: 3, width: 0 }, { across: 4, runUp: 8, heading: 0, elevation: 0 })).toBe(4);
    expect(d6.edgeTestDistance({ height: 3 })).toBe(0);
    expect(() => d6.edgeTestDistance(null as never)).toThrow(/edgeTestDistance/);
    expect(() => d6.edgeTestOptions({}, null as never)).toThrow(/edgeTestOptions/);
  });

  it("walks a missed run, flight or swim back (§ Running, § Accelerating & Decelerating)", () => {
    expect(d6.walksBack(build({ kind: "fly", distance: 30 }))).toBe(true);
    expect(d6.walksBack(build({ kind: "swim", distance: 10 }))).toBe(true);
  });
});

describe("resolving with the Wild Die (d6-movement.txt; ruling 10)", () => {
  // 3D (9 pips): two normal dice, then the Wild Die; no 6 or 1 on it, so no re-roll or complication.
  const roll = (call: MovementTestCall, dice: number[]) => d6.resolve(call, 9, dice);

  it("rolls 1D for a skill that is not a finite number", () => {
    expect(d6.formula(build({ kind: "run", distance: 20 }), Number.NaN)).toBe(
      d6.formula(build({ kind: "run", distance: 20 }), 3),
    );
  });

  it("refuses an unknown kind, dice that are not a list, or too few dice", () => {
    const run = build({ kind: "run", distance: 20 });
    expect(() => d6.resolve({ ...run, kind: "pilot" }, 9, [3, 3, 3])).toThrow(/Unknown OpenD6 test/);
    expect(() => d6.resolve(run, 9, "333" as never)).toThrow(/A test's dice must be an array/);
    expect(() => d6.resolve(run, 9, [3, 3])).toThrow(/rolls 3 dice, got 2/);
  });

  it("never leaves a breath-holder prone (§ Swimming)", () => {
    expect(roll(build({ kind: "breath" }), [3, 3, 3])).toMatchObject({ outcome: "holds", prone: false });
  });

  it("covers only the Move on a missed flight (§ Flying Characters: as running)", () => {
    // 30 m at Move 10: difficulty 10; a total of 9 misses by 1.
    const missed = roll(build({ kind: "fly", distance: 30 }), [3, 3, 3]);
    expect(missed).toMatchObject({ success: false, outcome: "coversMove", amount: 10, prone: false });
  });

  it("names each missed test's outcome: a climb makes no progress, a jump falls short, a stunt loses control", () => {
    const climb = roll(build({ kind: "climb", distance: 8 }), [3, 3, 3]);
    expect(climb).toStrictEqual({ success: false, degrees: 7, targetNumber: 15, outcome: "noProgress", prone: false });
    expect(roll(build({ kind: "jump", distance: 4 }), [3, 3, 3]).outcome).toBe("short");
    // A climb or dive: +6; a total of 5 misses it.
    const dive = build({ kind: "flyStunt", options: { climbDive: "true" } });
    expect(roll(dive, [1, 2, 2]).outcome).toBe("lostControl");
    expect(roll(dive, [3, 3, 3]).outcome).toBe("stuntMade");
  });
});

describe("the card (lang keys of src/foundry/rulesets/d6/lang/en.json)", () => {
  it("keys a modifier line by its source: stunts the vehicles' chart, terrain the shared levels", () => {
    expect(d6.modifierKey("stunt.climbDive")).toBe("STRIDE.D6Vehicle.Modifier.stunt.climbDive");
    expect(d6.modifierKey("terrain.rough")).toBe("STRIDE.Terrain.rough");
    expect(d6.modifierKey("base")).toBe("STRIDE.D6.Modifier.base");
    expect(() => d6.modifierKey(5 as never)).toThrow(/A modifier's source must be a string/);
  });

  it("shows the reason of a fatigue roll, a stunt and a move, with the distance and Move", () => {
    const reason = (call: MovementTestCall) => d6.describe(call, 9).reason;
    expect(reason(build({ kind: "fatigue", options: { fatigueRounds: "1" } }))).toEqual({
      key: "STRIDE.D6.Card.reason.fatigue",
      data: { distance: 0, move: 10 },
    });
    expect(reason(build({ kind: "flyStunt", options: { climbDive: "true" } })).key).toBe(
      "STRIDE.D6.Card.reason.flyStunt",
    );
    expect(reason(build({ kind: "run", distance: 30, options: { move: "12" } }))).toEqual({
      key: "STRIDE.D6.Card.reason.distance",
      data: { distance: 30, move: 12 },
    });
  });

  it("shows no skill code nor difficulty to meet when the actor is gone", () => {
    const shown = d6.describe(build({ kind: "run", distance: 30 }), null);
    expect(shown.lines).toEqual([{ label: { key: "STRIDE.D6.Modifier.movements" }, value: "+10" }]);
    expect(shown.target).toBeNull();
    expect(shown.impossible).toBe(false);
    expect(d6.describe(build({ kind: "breath" }), 9).target).toBeNull();
  });

  it("words the verdict: rolled for breath, made or missed, a complication only on a Wild Die 1", () => {
    const run = build({ kind: "run", distance: 20 });
    const made: MovementTestResolution = { success: true, degrees: 2, targetNumber: 5, outcome: "made", prone: false };
    expect(d6.describeResult(run, made).verdict).toEqual({
      key: "STRIDE.D6.Card.verdict.made",
      data: { difficulty: 5, margin: 1 },
    });
    const held = { success: true, degrees: 45, targetNumber: 0, outcome: "holds", prone: false };
    expect(d6.describeResult(build({ kind: "breath" }), held).verdict.key).toBe("STRIDE.D6.Card.verdict.rolled");
  });

  it("works out the metres covered of a stored card from its outcome (§ Accelerating & Decelerating)", () => {
    const covered = (call: MovementTestCall, success: boolean, outcome: string) =>
      d6.describeResult(call, { success, degrees: 1, targetNumber: 0, outcome, prone: false }).outcome.data?.[
        "covered"
      ];
    // All 50 m when made.
    const chase = build({ kind: "run", distance: 50, options: { paceRate: "40" } });
    expect(covered(chase, true, "made")).toBe(50);
    // Kept last round's 40 m; missed it: 40 − 2 × Move 10 = 20 m.
    expect(covered(chase, false, "keepsPace")).toBe(40);
    expect(covered(chase, false, "slows")).toBe(20);
    // No chase: a missed run or flight covers the Move, a swim or jump nothing.
    expect(covered(build({ kind: "run", distance: 30 }), false, "coversMove")).toBe(10);
    expect(covered(build({ kind: "fly", distance: 30 }), false, "coversMove")).toBe(10);
    expect(covered(build({ kind: "swim", distance: 30 }), false, "drowning")).toBe(0);
    expect(covered(build({ kind: "jump", distance: 4 }), false, "short")).toBe(0);
  });
});
