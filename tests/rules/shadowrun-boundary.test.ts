import { describe, expect, it } from "vitest";
import { getRuleset, poolResult, shadowrunPool, thresholdTest } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";
import type { MovementProfile, MovementTestResolution } from "../../src/rules";

// Issue #15 item 1 for the Shadowrun ruleset (shadowrun-movement.md; rulings 9 and 11): each bad
// input gives the documented error or the documented clamp, never NaN, a negative distance or an
// engine TypeError.

/** Calls a function with arguments its type does not allow. */
const loose = <A extends unknown[], R>(fn: (...args: A) => R) => fn as unknown as (...args: unknown[]) => R;

const ruleset = getRuleset("shadowrun");
const tests = ruleset.tests;

/** A human runner: Agility 4, Strength 3, Body 4, Running 5, Swimming 2, Acrobatics 3, Armour 9. */
const runner = (over: Partial<sr.RunnerRecord> = {}, modifiers: Record<string, number> = {}) =>
  sr.runnerProfile(
    {
      metatype: "human",
      agility: 4,
      strength: 3,
      body: 4,
      running: 5,
      swimming: 2,
      acrobatics: 3,
      armour: 9,
      physicalLimit: 0,
      ...over,
    },
    modifiers,
  );

const sprint = sr.buildTest({ kind: "sprint" })!;

describe("ratings: truncated and clamped to 0–30, errors for what is not a number", () => {
  it.each([
    [4.7, 4],
    [-3, 0],
    [99, 30],
    [-0.5, 0],
  ])("rating(%s) → %s", (value, expected) => {
    expect(sr.rating(value, "Agility")).toBe(expected);
  });

  it("rejects NaN, ±Infinity and non-numbers, naming the rating", () => {
    expect(() => sr.rating(Number.NaN, "Agility")).toThrow(new RangeError("Agility must be a finite number, got NaN"));
    expect(() => sr.rating(-Infinity, "Body")).toThrow(RangeError);
    expect(() => loose(sr.rating)("5", "Strength")).toThrow(new TypeError('Strength must be a number, got "5"'));
    expect(() => loose(sr.rating)(5, 3)).toThrow(TypeError);
  });

  it("the rates clamp out-of-range attributes: Agility 40 walks 60 m, −2 stands still", () => {
    expect(sr.movementRates({ agility: 40, metatype: "elf" })).toEqual({ walk: 60, run: 120, sprintPerHit: 2 });
    expect(sr.movementRates({ agility: -2, metatype: "dwarf" })).toEqual({ walk: 0, run: 0, sprintPerHit: 1 });
    expect(sr.swimRate({ agility: 4.9, strength: 5.2 })).toBe(4.5);
    expect(sr.treadWaterMinutes({ strength: -1, body: 3 })).toBe(1.5);
    expect(sr.sprintTestLimit({ running: 7.9 })).toBe(4);
  });
});

describe("rates and athletics need an input object", () => {
  it.each([
    ["movementRates", sr.movementRates],
    ["sprintTestLimit", sr.sprintTestLimit],
    ["swimRate", sr.swimRate],
    ["swimSprintPerHit", sr.swimSprintPerHit],
    ["treadWaterMinutes", sr.treadWaterMinutes],
    ["jump", sr.jump],
    ["climb", sr.climb],
    ["climbModifier", sr.climbModifier],
    ["rappel", sr.rappel],
    ["fallDamage", sr.fallDamage],
    ["fallDistance", sr.fallDistance],
    ["fallResistancePool", sr.fallResistancePool],
    ["unresistedBoxes", sr.unresistedBoxes],
  ] as [string, (...args: never[]) => unknown][])("%s(null | undefined | 5 | []) is a TypeError", (name, fn) => {
    for (const [bad, shown] of [
      [null, "null"],
      [undefined, "undefined"],
      [5, "5"],
      [[], "an array"],
    ] as [unknown, string][]) {
      expect(() => loose(fn)(bad)).toThrow(new TypeError(`${name} needs an input object, got ${shown}`));
    }
  });

  it("a missing rating is a TypeError naming it", () => {
    expect(() => loose(sr.swimRate)({ agility: 4 })).toThrow(new TypeError("Strength must be a number, got undefined"));
    expect(() => loose(sr.jump)({ agility: 4, strength: 3, running: true })).toThrow(
      new TypeError("Hits must be a number, got undefined"),
    );
  });
});

describe("metatypes, surfaces, conditions and directions are looked up by own names only", () => {
  it.each(["constructor", "__proto__", "toString", "gnome", ""])("%j is no metatype", (name) => {
    expect(sr.isMetatype(name)).toBe(false);
    expect(() => sr.movementRates({ agility: 3, metatype: name })).toThrow(/Unknown metatype/);
    expect(() => sr.swimSprintPerHit({ metatype: name })).toThrow(RangeError);
  });

  it.each(["constructor", "__proto__", "toString", "glass"])("%j is no surface or condition", (name) => {
    expect(() => sr.climbModifier({ assisted: false, surface: name as never })).toThrow(
      new RangeError(`Unknown climbing surface ${JSON.stringify(name)}; known: easy, broken, flat, sheer`),
    );
    expect(() => sr.climbModifier({ assisted: false, surface: "flat", condition: name as never })).toThrow(
      /Unknown climbing condition/,
    );
  });

  it("an unknown direction says which are known", () => {
    expect(() => sr.climb({ hits: 2, direction: "constructor" as never, assisted: true })).toThrow(
      new RangeError('Unknown climbing direction "constructor"; known: up, down, horizontal, overhang'),
    );
    expect(() => sr.climb({ hits: 2, direction: 3 as never, assisted: true })).toThrow(/direction 3/);
  });
});

describe("hits, net hits, heights and Combat Turns", () => {
  it("hits are whole numbers from 0 to 10,000 (a pool's most dice)", () => {
    expect(sr.climb({ hits: 5.9, direction: "up", assisted: true })).toBe(5);
    expect(sr.rappel({ netHits: 10_000 })).toBe(10_020);
    expect(() => sr.rappel({ netHits: 10_001 })).toThrow(
      new RangeError("Net hits must be a number from 0 to 10000, got 10001"),
    );
    expect(() => sr.jump({ agility: 4, strength: 3, hits: Infinity, running: true, vertical: true })).toThrow(
      new RangeError("Hits must be a finite number, got Infinity"),
    );
    expect(() => sr.climb({ hits: Number.NaN, direction: "up", assisted: false })).toThrow(RangeError);
    expect(() => sr.unresistedBoxes({ dv: 5, hits: -1 })).toThrow(/Hits must be a number from 0 to 10000/);
  });

  it("a fall is 0 m to 10¹² m: the DV stays a whole number of metres", () => {
    expect(sr.fallDamage({ metres: 1e12 })).toEqual({ dv: 1e12, ap: -4 });
    expect(() => sr.fallDamage({ metres: 1.5e12 })).toThrow(
      new RangeError("A fall's height must be 0–1000000000000 m, got 1500000000000"),
    );
    expect(() => loose(sr.fallDamage)({ metres: "7" })).toThrow(
      new TypeError('A fall\'s height must be a number, got "7"'),
    );
    expect(sr.unresistedBoxes({ dv: 1e12, hits: 4 })).toBe(1e12 - 4);
    expect(() => sr.unresistedBoxes({ dv: 2e12, hits: 0 })).toThrow(RangeError);
  });

  it("the Combat Turn of a fall is an integer ≥ 1", () => {
    expect(() => sr.fallDistance({ combatTurn: Infinity })).toThrow(
      new RangeError("Combat Turn must be a finite number, got Infinity"),
    );
    expect(() => loose(sr.fallDistance)({ combatTurn: null })).toThrow(TypeError);
    expect(sr.fallDistance({ combatTurn: 1e9 })).toBe(200);
  });

  it("a jump's surplus hits are never negative, even when Agility caps it at 0 m", () => {
    expect(sr.jump({ agility: 0, strength: 6, hits: 3, running: true })).toEqual({
      distance: 0,
      capped: true,
      styleHits: 3,
    });
  });
});

describe("dice pools count with the shared dice module (ruling 9)", () => {
  it("shadowrunPool is poolResult without the dice count", () => {
    const results = [5, 6, 1, 1, 1, 2];
    const { dice, ...count } = poolResult(results);
    expect(dice).toBe(6);
    expect(shadowrunPool({ results })).toEqual(count);
    expect(shadowrunPool({ results: [1, 1, 1, 2, 3] })).toEqual({
      hits: 0,
      ones: 3,
      glitch: true,
      criticalGlitch: true,
    });
  });

  it("rejects what is not a list of d6 results, as the shared pool does", () => {
    expect(() => loose(shadowrunPool)(null)).toThrow(new TypeError("shadowrunPool needs an input object, got null"));
    expect(() => loose(shadowrunPool)({ results: "56" })).toThrow(
      new TypeError("dice must be an array of d6 results, got string"),
    );
    expect(() => shadowrunPool({ results: [0] })).toThrow(new RangeError("dice must be integers from 1 to 6, got 0"));
    expect(() => shadowrunPool({ results: Array<number>(10_001).fill(5) })).toThrow(/at most 10000 dice/);
  });

  it("poolTest compares the limited hits with the threshold; the threshold is the shared test's", () => {
    const results = [5, 6, 6, 5, 1];
    expect(thresholdTest(results, 2)).toMatchObject({ hits: 4, netHits: 2, success: true });
    expect(sr.poolTest({ results, threshold: 2, limit: 3 })).toMatchObject({ hits: 3, rolledHits: 4, netHits: 1 });
    expect(sr.poolTest({ results, limit: -1 })).toMatchObject({ hits: 4 }); // a negative limit is none
    expect(sr.poolTest({ results, limit: Infinity })).toMatchObject({ hits: 4 });
    expect(() => sr.poolTest({ results, threshold: 1.5 })).toThrow(
      new RangeError("A threshold must be an integer ≥ 0, got 1.5"),
    );
    expect(() => sr.poolTest({ results, threshold: -1 })).toThrow(RangeError);
    expect(() => loose(sr.poolTest)({ results, threshold: "2" })).toThrow(TypeError);
    expect(() => sr.poolTest({ results, limit: Number.NaN })).toThrow(
      new RangeError("A pool's limit must be a number, got NaN"),
    );
    expect(() => loose(sr.poolTest)({ results, limit: "3" })).toThrow(TypeError);
  });

  it("poolFormula is the shared Nd6 with Foundry's count-successes modifier; below 1 die it rolls 0d6", () => {
    expect(sr.poolFormula(10_000)).toBe("10000d6cs>=5");
    expect(sr.poolFormula(3.9)).toBe("3d6cs>=5");
    expect(sr.poolFormula(0)).toBe("0d6cs>=5");
    expect(() => sr.poolFormula(10_001)).toThrow(new RangeError("A pool rolls 1–10000 dice, got 10001"));
    expect(() => sr.poolFormula(Number.NaN)).toThrow(new RangeError("A pool's dice must be a finite number, got NaN"));
    expect(() => sr.poolFormula(-Infinity)).toThrow(RangeError);
    expect(() => loose(sr.poolFormula)("7")).toThrow(TypeError);
  });
});

describe("runner profiles and profile values", () => {
  it("profileValue reads own finite numbers only, and never throws", () => {
    const profile = runner();
    expect(sr.profileValue(profile, "running")).toBe(5);
    expect(sr.profileValue(profile, "constructor")).toBe(0);
    expect(sr.profileValue(profile, "toString")).toBe(0);
    expect(sr.profileValue(undefined, "agility")).toBe(0);
    expect(loose(sr.profileValue)(5, "agility")).toBe(0);
    expect(loose(sr.profileValue)({ characteristics: null }, "agility")).toBe(0);
    expect(loose(sr.profileValue)({ characteristics: { agility: "6" } }, "agility")).toBe(0);
    expect(loose(sr.profileValue)(profile, 3)).toBe(0);
  });

  it("runnerProfile and runnerPools need a record; bad ratings count 0", () => {
    expect(() => loose(sr.runnerProfile)(null)).toThrow(new TypeError("runnerProfile needs an input object, got null"));
    expect(() => loose(sr.runnerPools)("runner")).toThrow(TypeError);
    expect(() => loose(sr.runnerProfile)({ metatype: "elf" }, 3)).toThrow(
      new TypeError("A runner's band modifiers must be an object, got 3"),
    );
    expect(loose(sr.runnerPools)({ agility: "5", strength: 3, acrobatics: 2 })).toEqual({
      sprintPool: 3,
      swimPool: 3,
      jumpPool: 2,
      climbPool: 5,
      rappelPool: 2,
      fallPool: 0,
    });
  });
});

describe("the ruleset's capabilities", () => {
  it("bands need a profile with characteristics; a NaN, inherited or string modifier counts 0", () => {
    for (const bad of [null, "__proto__", 5, {}, { characteristics: null }]) {
      expect(() => loose(ruleset.bands.movementBands)(bad)).toThrow(
        /A movement profile needs a characteristics object/,
      );
      expect(() => loose(ruleset.bands.actionBands)("srSwim", bad)).toThrow(TypeError);
    }
    const odd = {
      ...runner(),
      modifiers: { srWalk: Number.NaN, srRun: "4", toString: 3 },
    } as unknown as MovementProfile;
    expect(ruleset.bands.movementBands(odd)).toEqual([
      { action: "srWalk", distance: 8 },
      { action: "srRun", distance: 16 },
      { action: "srSprint", distance: 16 },
    ]);
  });

  it("a big negative modifier leaves no band below 0 m", () => {
    const bands = ruleset.bands.movementBands(runner({}, { srWalk: -50, srRun: -50, srSprint: -50 }));
    expect(bands.map((b) => b.distance)).toEqual([0, 0, 0]);
    expect(ruleset.bands.actionBands("srSwim", runner({}, { srSwim: -20 }))).toEqual([
      { action: "srSwim", distance: 0 },
    ]);
  });

  it("terrain needs a list of conditions", () => {
    const terrain = ruleset.terrain;
    const members: ((conditions: readonly string[]) => unknown)[] = [
      terrain.costMultiplier,
      terrain.mayEndOn,
      terrain.edgeTest,
      terrain.requiredAction,
    ];
    for (const fn of members) {
      expect(() => loose(fn)("water")).toThrow(new TypeError('conditions must be an array, got "water"'));
      expect(() => loose(fn)(null)).toThrow(TypeError);
    }
  });

  it("historyLimit clamps: no profile or no Running is no sprint", () => {
    expect(tests.historyLimit("sprint", runner({ running: 5 }))).toBe(3);
    expect(loose(tests.historyLimit)("sprint", null)).toBe(0);
    expect(loose(tests.historyLimit)("sprint", { characteristics: { running: Infinity } })).toBe(0);
    expect(tests.historyLimit("climbUp", runner())).toBeNull();
  });
});

describe("building, sizing and resolving tests", () => {
  it("buildTest and movementTests need an object and a finite distance or drop", () => {
    expect(() => loose(tests.buildTest)(null)).toThrow(new TypeError("buildTest needs an input object, got null"));
    expect(() => tests.buildTest({ kind: "jump", distance: Number.NaN })).toThrow(
      new RangeError("A test's distance must be a finite number, got NaN"),
    );
    expect(() => loose(tests.buildTest)({ kind: "jump", distance: "3" })).toThrow(TypeError);
    expect(() => tests.buildTest({ kind: "fall", distance: 2e12 })).toThrow(RangeError);
    expect(tests.buildTest({ kind: "jump", distance: -2 })).toEqual({ ...sr.buildTest({ kind: "jump" }) });
    expect(() => loose(tests.movementTests)(undefined)).toThrow(TypeError);
    expect(() => loose(tests.movementTests)({ drop: Infinity })).toThrow(
      new RangeError("A move's drop must be a finite number, got Infinity"),
    );
    expect(loose(tests.movementTests)({ drop: -12 })).toEqual([]); // a rise is no fall
  });

  it("climb options are read by own names: an inherited one is the default", () => {
    const options = Object.create({ direction: "overhang" }) as Record<string, string>;
    options["surface"] = "constructor";
    const call = tests.buildTest({ kind: "climb", options })!;
    expect(call.kind).toBe("climbUp");
    expect(call.modifiers).toEqual([{ source: "surface.broken", value: 0 }]);
  });

  it("poolSize truncates to whole dice, counts a NaN pool 0, and caps at 10,000", () => {
    const wet = { ...sprint, modifiers: [{ source: "condition.wet", value: -2.5 }] };
    expect(sr.poolSize(wet, 8)).toBe(5);
    expect(sr.poolSize(sprint, Number.NaN)).toBe(0);
    expect(sr.poolSize(wet, 1)).toBe(0);
    expect(() => sr.poolSize(sprint, 10_001)).toThrow(new RangeError("A test rolls at most 10000 dice, got 10001"));
    expect(() => loose(sr.poolSize)(null, 4)).toThrow(new TypeError("A test needs a list of modifiers"));
    expect(tests.formula(sprint, Number.NaN)).toBe("0d6cs>=5");
  });

  it("resolve checks the call, the kind (own names) and the dice", () => {
    expect(() => loose(tests.resolve)(null, 2, [5, 6])).toThrow(
      new TypeError("A test call needs a kind, a characteristic, a difficulty and modifiers"),
    );
    expect(() => tests.resolve({ ...sprint, kind: "constructor" }, 2, [5, 6])).toThrow(
      new RangeError('Unknown Shadowrun test "constructor"'),
    );
    expect(() => loose(tests.resolve)(sprint, 2, "56")).toThrow(
      new TypeError('A test\'s dice must be an array of d6 results, got "56"'),
    );
    expect(() => tests.resolve({ ...sprint, distance: -1 }, 2, [5, 6])).toThrow(RangeError);
    expect(() => tests.resolve(sprint, 2, [5, 7])).toThrow(new RangeError("dice must be integers from 1 to 6, got 7"));
  });

  it("a forged negative metres per sprint hit gains nothing (no negative allowance)", () => {
    const profile = { characteristics: { sprintPerHit: -2 }, modifiers: {} };
    const resolution = tests.resolve(sprint, 2, [5, 6], profile);
    expect(resolution.pool?.amount).toBe(0);
    expect(resolution.consequences).toEqual([{ type: "status", status: "srSprinting", active: true }]);
    expect(tests.resolve(sprint, 2, [5, 6], 5 as never).pool?.amount).toBe(0); // not a profile: zeros
  });

  it("describe checks the call and reads a bad pool as 0 dice (impossible)", () => {
    expect(() => loose(tests.describe)(null, 3)).toThrow(TypeError);
    expect(() => tests.describe({ ...sprint, distance: -6 }, 3)).toThrow(
      new RangeError("A test's distance must be a finite number ≥ 0, got -6"),
    );
    const described = tests.describe(sprint, Number.NaN);
    expect(described.target).toBeNull();
    expect(described.impossible).toBe(true);
    expect(described.lines[0]?.value).toBe("0");
  });

  it("describeResult checks the call, the resolution and its pool report", () => {
    const resolution = tests.resolve(sprint, 2, [5, 6], runner());
    const describeResult = tests.describeResult;
    expect(describeResult(sprint, resolution).outcome.data).toMatchObject({ amount: 4 });
    expect(() => loose(describeResult)(null, resolution)).toThrow(TypeError);
    expect(() => loose(describeResult)(sprint, null)).toThrow(
      new TypeError("A test's resolution needs success, degrees, targetNumber, outcome and prone"),
    );
    expect(() => describeResult(sprint, { ...resolution, degrees: 0 })).toThrow(RangeError);
    expect(() => loose(describeResult)(sprint, { ...resolution, pool: 5 })).toThrow(
      new TypeError("A resolution's pool must be a pool report, got 5"),
    );
    const noPool = { ...resolution, pool: null } as unknown as MovementTestResolution;
    expect(describeResult(sprint, noPool).verdict.data).toMatchObject({ hits: 0 });
  });

  it("modifierKey needs a string source", () => {
    expect(sr.modifierKey("surface.flat")).toBe("STRIDE.Shadowrun.Climb.surface.flat");
    expect(() => loose(sr.modifierKey)(undefined)).toThrow(
      new TypeError("A modifier's source must be a string, got undefined"),
    );
  });
});
