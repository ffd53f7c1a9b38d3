import { describe, expect, it } from "vitest";
import { checkResolution, getRuleset, totalModifier } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import * as necromunda from "../../src/rules/rulesets/necromunda";
import type { MovementTestCall, MovementTestResolution, TestsCapability } from "../../src/rules";
import type { ModelSnapshot } from "../../src/rules/scene";

// Issue #15 item 1, for the functions the fuzz suite (fuzz.test.ts) once listed as known
// violations: each bad input gives the documented error or the documented clamp.

/** Calls a function with arguments its type does not allow. */
const loose = <A extends unknown[], R>(fn: (...args: A) => R) => fn as unknown as (...args: unknown[]) => R;

describe("dh2 characteristics clamp anything an actor may hold", () => {
  it.each([
    [Object.create(null), { value: 0, issue: "not-a-number" }],
    [{ valueOf: () => 55 }, { value: 0, issue: "not-a-number" }], // objects are not read
    [[42], { value: 0, issue: "not-a-number" }],
    [true, { value: 0, issue: "not-a-number" }],
    [Symbol("agility"), { value: 0, issue: "not-a-number" }],
    ["42", { value: 42 }],
    [" 37.9 ", { value: 37, issue: "not-an-integer" }],
    ["", { value: 0, issue: "missing" }],
    [Number.NaN, { value: 0, issue: "not-a-number" }],
    [-Infinity, { value: 0, issue: "not-a-number" }],
    [140, { value: 100, issue: "above-range" }],
  ])("clampCharacteristic(%s)", (raw, expected) => {
    expect(dh2.clampCharacteristic(raw)).toEqual(expected);
  });

  it("clamps Size and trait values to their ranges with their defaults", () => {
    expect(dh2.clampSize(Object.create(null))).toEqual({ value: 4, issue: "not-a-number" });
    expect(dh2.clampSize(0)).toEqual({ value: 1, issue: "below-range" });
    expect(dh2.clampTraitValue({})).toEqual({ value: 0, issue: "not-a-number" });
    expect(dh2.clampTraitValue(25)).toEqual({ value: 20, issue: "above-range" });
    expect(dh2.flyingSpeed(Object.create(null))).toBe(0);
    expect(dh2.flyingSpeed("6")).toBe(6);
  });

  it("rejects bounds that are not whole numbers with min ≤ fallback ≤ max", () => {
    expect(() => dh2.clampInteger(5, Number.NaN, 10, 0)).toThrow(RangeError);
    expect(() => loose(dh2.clampInteger)(5, "Infinity", -99, 0)).toThrow(TypeError);
    expect(() => dh2.clampInteger(5, 0, 10, 11)).toThrow(/min ≤ fallback ≤ max/);
    expect(() => dh2.clampInteger(5, 10, 0, 5)).toThrow(RangeError);
    expect(() => dh2.clampInteger(5, 0.5, 10, 1)).toThrow(/whole number/);
    expect(dh2.clampInteger(5, -3, 3, 0)).toEqual({ value: 3, issue: "above-range" });
  });
});

describe("dh2 movement rates check their input", () => {
  it("applyGravity needs a finite bonus and a known gravity", () => {
    expect(() => dh2.applyGravity(Number.NaN)).toThrow(RangeError);
    expect(() => dh2.applyGravity(Infinity, "low")).toThrow(/finite/);
    expect(() => loose(dh2.applyGravity)("4")).toThrow(TypeError);
    expect(() => loose(dh2.applyGravity)(4, "sideways")).toThrow(/Gravity is one of normal, low, high, zero/);
    expect(dh2.applyGravity(4, "high")).toBe(2); // § High Gravity Worlds, unchanged
  });

  it("movementAgilityBonus and the rates need an input object, and clamp its numbers", () => {
    expect(() => loose(dh2.movementAgilityBonus)(null)).toThrow(TypeError);
    expect(() => loose(dh2.movementRates)(undefined)).toThrow(/Movement needs an input/);
    expect(() => loose(dh2.narrativeRates)(42)).toThrow(TypeError);
    expect(() => loose(dh2.movementRates)({ agility: 42, gravity: "sideways" })).toThrow(RangeError);
    // A null-prototype Agility is unreadable: Agility 0, the AB 0 row.
    expect(dh2.movementRates({ agility: Object.create(null) as number })).toEqual(dh2.AB_ZERO_RATES);
    expect(dh2.narrativeRates({ agility: "42" as unknown as number })).toEqual({
      perMinute: 96,
      perHour: 6,
      perDay: 60,
    });
  });
});

describe("dh2 environment tests check their input", () => {
  const call = dh2.treacherousTest("rubble");

  it("worstCondition needs an iterable object", () => {
    expect(() => loose(dh2.worstCondition)(null)).toThrow(TypeError);
    expect(() => loose(dh2.worstCondition)("fog")).toThrow(/iterable/);
    expect(dh2.worstCondition(new Set(["constructor", "fog", "mud"]))).toBe("mud");
  });

  it("treacherousTest refuses inherited and unknown names", () => {
    expect(() => loose(dh2.treacherousTest)("constructor")).toThrow(RangeError);
    expect(() => loose(dh2.treacherousTest)("difficult")).toThrow(/Not a treacherous condition: difficult/);
    expect(call.modifiers).toEqual([
      { source: "challenging", value: 0 },
      { source: "rubble", value: -20 },
    ]);
  });

  it("buildTest and the modifier sum need objects with finite values", () => {
    expect(() => loose(dh2.buildTest)(null)).toThrow(TypeError);
    expect(dh2.buildTest({ kind: "treacherous", condition: "toString" })).toBeUndefined();
    expect(() => loose(dh2.totalModifier)({ modifiers: {} })).toThrow(TypeError);
    expect(() => dh2.totalModifier({ modifiers: [{ value: Number.NaN }] })).toThrow(TypeError);
    expect(() => dh2.totalModifier({ modifiers: [{ value: 1e308 }, { value: 1e308 }] })).toThrow(RangeError);
    expect(dh2.totalModifier(call)).toBe(-20);
  });

  it("movementTests needs a well-formed move summary", () => {
    const move = { actions: ["run"], conditions: ["darkness"], turnDistance: 9, bands: [], zeroGravity: false };
    expect(() => loose(dh2.movementTests)(null)).toThrow(TypeError);
    expect(() => dh2.movementTests({ ...move, conditions: 3 as unknown as string[] })).toThrow(/iterable/);
    expect(() => dh2.movementTests({ ...move, bands: {} as never })).toThrow(/bands must be an array/);
    expect(() => dh2.movementTests({ ...move, turnDistance: Number.NaN })).toThrow(RangeError);
    expect(() => dh2.movementTests({ ...move, bands: [{ action: "half", distance: -1 }] })).toThrow(RangeError);
    // Run through darkness beyond Half Move: the Agility test of darkness and the Hard Perception test.
    expect(dh2.movementTests({ ...move, bands: [{ action: "half", distance: 4 }] }).map((c) => c.kind)).toEqual([
      "treacherous",
      "darkness",
    ]);
  });

  it("movementTestOutcome and resolveMovementTest check the kind and the result", () => {
    expect(() => loose(dh2.movementTestOutcome)("zeroGravity", null)).toThrow(TypeError);
    expect(() => loose(dh2.movementTestOutcome)("x", { success: false, degrees: 1 })).toThrow(RangeError);
    expect(dh2.movementTestOutcome("zeroGravity", { success: false, degrees: 2 })).toEqual({
      outcome: "drifting",
      prone: true,
    });
    expect(() => loose(dh2.resolveMovementTest)(null, 40, 50)).toThrow(TypeError);
    expect(() => dh2.resolveMovementTest(call, 40, 0)).toThrow(RangeError);
    expect(() => dh2.resolveMovementTest(call, Number.NaN, 50)).toThrow(RangeError);
    // Agility 40, −20: target 20; a 15 passes.
    expect(dh2.resolveMovementTest(call, 40, 15)).toMatchObject({ success: true, targetNumber: 20, outcome: "kept" });
  });
});

describe("necromunda tests check their input", () => {
  it("buildTest needs an object with a finite distance", () => {
    expect(() => loose(necromunda.buildTest)(null)).toThrow(TypeError);
    expect(() => necromunda.buildTest({ kind: "jumpDown", distance: Number.NaN })).toThrow(RangeError);
    expect(() => necromunda.buildTest({ kind: "leap", distance: Infinity })).toThrow(/finite/);
    expect(() => loose(necromunda.buildTest)({ kind: "leap", distance: "3" })).toThrow(TypeError);
    expect(necromunda.buildTest({ kind: "leap", distance: -2 })).toBeUndefined();
  });

  it("movementTests needs a move object with iterable conditions and a finite drop", () => {
    const move = { actions: [], conditions: [], turnDistance: 0, bands: [], zeroGravity: false };
    expect(() => loose(necromunda.movementTests)(null)).toThrow(TypeError);
    expect(() => necromunda.movementTests({ ...move, conditions: true as unknown as string[] })).toThrow(TypeError);
    expect(() => necromunda.movementTests({ ...move, drop: Number.NaN })).toThrow(RangeError);
    expect(necromunda.movementTests({ ...move, drop: 3 }).map((c) => c.kind)).toEqual(["jumpDown"]);
  });

  it("resolveMovementTest and describeTest check the call", () => {
    const call = necromunda.buildTest({ kind: "dangerous" })!;
    expect(() => loose(necromunda.resolveMovementTest)("constructor", 4, 3)).toThrow(TypeError);
    expect(() => necromunda.resolveMovementTest({ ...call, fixedTarget: Number.NaN }, 4, 3)).toThrow(RangeError);
    expect(() => loose(necromunda.describeTest)({ ...call, modifiers: {} }, 4)).toThrow(TypeError);
    expect(() => necromunda.describeTest(call, Number.NaN)).toThrow(RangeError);
    expect(() => loose(necromunda.totalModifier)("Infinity")).toThrow(TypeError);
    expect(necromunda.describeTest(call, 4)).toEqual({ characteristic: "4+", target: "4+" });
    expect(necromunda.resolveMovementTest(call, 4, 3)).toMatchObject({ success: false, outcome: "outOfAction" });
  });
});

describe("ruleset capabilities check their input", () => {
  const nr = getRuleset("necromunda");
  const call: MovementTestCall = {
    kind: "jumpDown",
    characteristic: "initiative",
    difficulty: "plain",
    modifiers: [],
    distance: 3,
  };
  const resolution: MovementTestResolution = {
    success: false,
    degrees: 1,
    targetNumber: 4,
    outcome: "fallsHit",
    prone: true,
    hit: { strength: 3, ap: 0, damage: 1 },
  };

  it("movementBands needs a profile with characteristics and finite modifiers", () => {
    for (const id of ["dh2", "necromunda"] as const) {
      const bands = getRuleset(id).bands;
      expect(() => loose(bands.movementBands)(null)).toThrow(TypeError);
      expect(() => loose(bands.movementBands)({})).toThrow(/characteristics object/);
      expect(() => loose(bands.movementBands)({ characteristics: {}, modifiers: 3 })).toThrow(TypeError);
      const action = id === "dh2" ? "half" : "move";
      expect(() => bands.movementBands({ characteristics: {}, modifiers: { [action]: Number.NaN } })).toThrow(
        RangeError,
      );
    }
    expect(() => loose(getRuleset("dh2").bands.movementBands)({ characteristics: {} }, null)).toThrow(TypeError);
    // Move 5": Crawl 2", Move 5", Ram 5" … (necromunda-movement.md § Movement); a −9" modifier stops at 0".
    const bands = nr.bands.movementBands({ characteristics: { move: 5 }, modifiers: { crawl: -9 } });
    expect(bands[0]).toEqual({ action: "crawl", distance: 0 });
  });

  it("dh2 difficultTerrainBudget needs a context object and clamps the distance", () => {
    const budget = loose(getRuleset("dh2").bands.difficultTerrainBudget);
    expect(() => budget(4, null)).toThrow(TypeError);
    expect(budget(Number.NaN, {})).toBe(0);
    expect(budget(5)).toBe(6); // core: 5 m halves to 3 m (rounded up), a cost budget of 6
  });

  it("resolve needs an array of dice and a test call", () => {
    for (const id of ["dh2", "necromunda"] as const) {
      const tests = getRuleset(id).tests;
      expect(() => loose(tests.resolve)(call, 4, 3)).toThrow(TypeError);
      expect(() => loose(tests.resolve)(null, 4, [3])).toThrow(TypeError);
      expect(() => tests.resolve(call, 4, [])).toThrow(RangeError);
    }
    expect(nr.tests.resolve(call, 4, [3])).toMatchObject({ outcome: "fallsHit", prone: true });
  });

  it("describe and describeResult need a test call and a resolution", () => {
    for (const id of ["dh2", "necromunda"] as const) {
      const tests: TestsCapability = getRuleset(id).tests;
      expect(() => loose(tests.describe)(null, 4)).toThrow(TypeError);
      expect(() => loose(tests.describeResult)("toString")).toThrow(TypeError);
      expect(() => tests.describeResult({ ...call, distance: -8e170 }, resolution)).toThrow(RangeError);
      expect(() => loose(tests.describeResult)(call, { ...resolution, success: "yes" })).toThrow(TypeError);
      expect(() => tests.describeResult(call, { ...resolution, degrees: 0 })).toThrow(RangeError);
    }
    expect(() => getRuleset("dh2").tests.describe(call, Number.NaN)).toThrow(RangeError);
    expect(nr.tests.describeResult(call, resolution)).toEqual({
      verdict: { key: "STRIDE.Card.failed" },
      outcome: { key: "STRIDE.Card.outcome.fallsHit", data: { hit: "S3 AP– D1", distance: 3 } },
    });
  });

  it("checkResolution refuses a hit that is not a profile", () => {
    expect(() => checkResolution({ ...resolution, hit: { strength: 3, ap: 0, damage: Number.NaN } })).toThrow(
      TypeError,
    );
    expect(() => checkResolution({ ...resolution, targetNumber: Infinity })).toThrow(RangeError);
    expect(() => checkResolution({ ...resolution, hit: null })).not.toThrow();
  });

  it("isHeld and holds need a model snapshot", () => {
    const { isHeld, holds } = nr.engagement;
    expect(() => loose(isHeld)(undefined)).toThrow(TypeError);
    expect(() => loose(holds)(null)).toThrow(/model snapshot/);
    const fighter = { kind: "character", status: "seriouslyInjured" } as ModelSnapshot;
    expect(isHeld(fighter)).toBe(true);
    expect(holds(fighter)).toBe(false); // § The 1" Rule: Seriously Injured fighters hold no zone
  });

  it("liftElevation names a bad direction without converting it", () => {
    expect(() => loose(nr.structures.liftElevation)(0, Object.create(null), 4)).toThrow(/up or down, got object/);
    expect(nr.structures.liftElevation(2, "down", 9)).toBe(-2); // § Lift: at most 4"
  });

  it("the card-text modifier sum stays finite", () => {
    expect(() => totalModifier({ modifiers: [{ value: -1e308 }, { value: -1e308 }] })).toThrow(/finite/);
  });
});
