import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset, RULESET_IDS, shadowrunPool, type Ruleset } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";
import { spread } from "../support/spread";

const ruleset = getRuleset("shadowrun");
const asRuleset: Ruleset = ruleset;

describe("the issue's public API examples", () => {
  it("answers each as the issue says", () => {
    expect(ruleset.movementRates({ agility: 5, metatype: "human" })).toEqual({ walk: 10, run: 20, sprintPerHit: 2 });
    expect(ruleset.sprintTestLimit({ running: 5 })).toBe(3);
    expect(ruleset.swimRate({ agility: 4, strength: 5 })).toBe(4.5);
    expect(ruleset.swimSprintPerHit({ metatype: "elf" })).toBe(2);
    expect(ruleset.treadWaterMinutes({ strength: 3, body: 4 })).toBe(3.5);
    expect(ruleset.jump({ agility: 4, strength: 3, hits: 2, running: true })).toMatchObject({
      distance: 3,
      capped: false,
    });
    expect(ruleset.jump({ agility: 4, strength: 3, hits: 2, running: false, vertical: true })).toMatchObject({
      distance: 0.45,
      capped: false,
    });
    expect(ruleset.climb({ hits: 3, direction: "up", assisted: false })).toBe(1);
    expect(ruleset.climbModifier({ assisted: true, surface: "flat", condition: "wet" })).toBe(-3);
    expect(ruleset.rappel({ netHits: 2 })).toBe(22);
    expect(ruleset.fallDamage({ metres: 7 })).toEqual({ dv: 7, ap: -4 });
    expect(ruleset.fallDistance({ combatTurn: 2 })).toBe(100);
    expect(shadowrunPool({ results: [5, 6, 1, 1, 1, 2] })).toEqual({
      hits: 2,
      ones: 3,
      glitch: false,
      criticalGlitch: false,
    });
  });

  it("is registered under its id, in metres, with one core variant", () => {
    expect(RULESET_IDS).toContain("shadowrun");
    expect(asRuleset.id).toBe("shadowrun");
    expect(asRuleset.unit).toBe("m");
    expect(asRuleset.variants.map((v) => v.id)).toEqual(["core"]);
  });
});

describe("movement rates by metatype (§ Movement table)", () => {
  it.each([
    // metatype, Agility, walk, run, sprint m/hit, swimming sprint m/hit (ruling 11: as printed)
    ["dwarf", 3, 6, 12, 1, 1],
    ["troll", 4, 8, 16, 1, 2],
    ["elf", 6, 12, 24, 2, 2],
    ["human", 5, 10, 20, 2, 1],
    ["ork", 2, 4, 8, 2, 1],
  ] as const)(
    "%s, Agility %i: Walk %i m, Run %i m, sprint +%i m/hit, swim sprint +%i m/hit",
    (metatype, agility, walk, run, perHit, swimPerHit) => {
      expect(sr.movementRates({ agility, metatype })).toEqual({ walk, run, sprintPerHit: perHit });
      expect(sr.swimSprintPerHit({ metatype })).toBe(swimPerHit);
    },
  );

  it("rejects an unknown metatype and a non-finite Agility", () => {
    expect(() => sr.movementRates({ agility: 3, metatype: "gnome" })).toThrow(RangeError);
    expect(() => sr.movementRates({ agility: Number.NaN, metatype: "elf" })).toThrow(RangeError);
    expect(() => sr.swimSprintPerHit({ metatype: "" })).toThrow(RangeError);
  });

  it("reads Agility as a whole rating from 0 to 30", () => {
    expect(sr.movementRates({ agility: -2, metatype: "ork" }).run).toBe(0);
    expect(sr.movementRates({ agility: 4.9, metatype: "ork" }).walk).toBe(8);
    expect(sr.movementRates({ agility: 99, metatype: "ork" }).run).toBe(120);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [12, 6],
  ])("Running %i allows %i Sprinting tests a Combat Turn (half, rounded up)", (running, limit) => {
    expect(sr.sprintTestLimit({ running })).toBe(limit);
  });

  it.each([
    [4, 5, 4.5],
    [3, 3, 3],
    [1, 6, 3.5],
    [0, 0, 0],
  ])("swims Agility %i, Strength %i: %s m a Combat Turn", (agility, strength, rate) => {
    expect(sr.swimRate({ agility, strength })).toBe(rate);
  });

  it.each([
    [3, 4, 3.5],
    [5, 5, 5],
    [8, 9, 8.5],
  ])("treads water Strength %i, Body %i: %s minutes", (strength, body, minutes) => {
    expect(sr.treadWaterMinutes({ strength, body })).toBe(minutes);
  });
});

describe("jumping (§ Jumping; ruling 11: to the centimetre)", () => {
  it.each([
    // Agility, Strength, hits, running: distance, capped, style hits
    [4, 3, 0, true, 1.4, false, 0],
    [4, 3, 2, true, 3, false, 0],
    [4, 3, 4, true, 4.6, false, 0],
    // cap Agility 4 × 1.3 = 5.2 m: 1.4 + 0.8 × 5 = 5.4 is over it; the 5th hit was still needed
    [4, 3, 5, true, 5.2, true, 0],
    [4, 3, 8, true, 5.2, true, 3],
    [4, 3, 3, false, 2.6, false, 0],
    [4, 3, 10, false, 5.2, true, 0],
    [4, 3, 11, false, 5.2, true, 1],
    // Agility 5, Strength 1: 1.2 m + 0.8 m a hit, cap 6.5 m
    [5, 1, 6, true, 6, false, 0],
    [5, 1, 7, true, 6.5, true, 0],
    [5, 1, 8, true, 6.5, true, 1],
    // exactly at the cap is not capped: Agility 6, Strength 1: 1.4 m + 0.8 m × 8 = 7.8 m = 6 × 1.3 m
    [6, 1, 8, true, 7.8, false, 0],
    [6, 1, 9, true, 7.8, true, 1],
    // base alone past the cap (Agility 1, Strength 9): capped at 1.3 m, every hit style
    [1, 9, 2, true, 1.3, true, 2],
  ])(
    "Agility %i, Strength %i, %i hits, running %s: %s m (capped %s, %i style)",
    (agility, strength, hits, running, distance, capped, styleHits) => {
      expect(sr.jump({ agility, strength, hits, running })).toEqual({ distance, capped, styleHits });
    },
  );

  it.each([
    [4, 3, 0, 0.35],
    [4, 3, 2, 0.45],
    [6, 6, 5, 0.85],
    [6, 6, 200, 10.6],
  ])(
    "vertical: Agility %i, Strength %i, %i hits: %s m (the text caps only distance)",
    (agility, strength, hits, height) => {
      expect(sr.jump({ agility, strength, hits, running: false, vertical: true })).toEqual({
        distance: height,
        capped: false,
        styleHits: 0,
      });
    },
  );

  it("rejects negative hits", () => {
    expect(() => sr.jump({ agility: 3, strength: 3, hits: -1, running: true })).toThrow(RangeError);
  });
});

describe("climbing (Climbing Table; ruling 11)", () => {
  it.each([
    // direction, assisted, hits, metres
    ["down", true, 0, 20],
    ["down", true, 3, 23],
    ["up", true, 3, 3],
    ["horizontal", true, 3, 1],
    ["horizontal", true, 4, 2],
    ["overhang", true, 2, 0],
    ["overhang", true, 3, 1],
    ["overhang", true, 8, 2],
    ["up", false, 3, 1],
    ["up", false, 4, 2],
    ["up", false, 1, 0],
    ["down", false, 3, 3],
    // no unassisted rate printed: the assisted ones (ruling 11)
    ["horizontal", false, 5, 2],
    ["overhang", false, 6, 2],
  ] as const)("%s, assisted %s, %i hits: %i m", (direction, assisted, hits, metres) => {
    expect(sr.climb({ hits, direction, assisted })).toBe(metres);
  });

  it.each([
    [false, "easy", "none", 1],
    [false, "broken", "none", 0],
    [false, "flat", "none", -3],
    [false, "sheer", "none", -5],
    [true, "easy", "none", 3],
    [true, "broken", "wet", 0],
    [false, "broken", "greased", -4],
    [false, "sheer", "greased", -9],
    [true, "flat", "wet", -3],
  ] as const)("assisted %s, %s, %s: %i dice", (assisted, surface, condition, modifier) => {
    expect(sr.climbModifier({ assisted, surface, condition })).toBe(modifier);
  });

  it("rejects an unknown surface or direction", () => {
    expect(() => sr.climbModifier({ assisted: false, surface: "glass" as never })).toThrow(RangeError);
    expect(() => sr.climb({ hits: 1, direction: "sideways" as never, assisted: false })).toThrow(RangeError);
  });

  it("rappels 20 m plus a metre per net hit (§ Rappelling)", () => {
    expect(sr.rappel({ netHits: 0 })).toBe(20);
    expect(sr.rappel({ netHits: 5 })).toBe(25);
    expect(() => sr.rappel({ netHits: -1 })).toThrow(RangeError);
  });
});

describe("falling (§ Falling; ruling 11)", () => {
  it.each([
    [0, null],
    [3, null],
    [3.01, { dv: 3, ap: -4 }],
    [3.99, { dv: 3, ap: -4 }],
    [4, { dv: 4, ap: -4 }],
    [7, { dv: 7, ap: -4 }],
    [12.6, { dv: 12, ap: -4 }],
  ])("a %s m fall: %o", (metres, damage) => {
    expect(sr.fallDamage({ metres })).toEqual(damage);
  });

  it.each([
    [1, 50],
    [2, 100],
    [3, 150],
    [4, 200],
    [9, 200],
  ])("falls in Combat Turn %i: %i m", (combatTurn, metres) => {
    expect(sr.fallDistance({ combatTurn })).toBe(metres);
  });

  it.each([
    [0, 1],
    [12, 1],
    [50, 1],
    [50.5, 2],
    [150, 2],
    [151, 3],
    [300, 3],
    [301, 4],
    [500, 4],
    [501, 5],
    [1e12, 3 + Math.ceil((1e12 - 300) / 200)],
  ])("a %s m fall lasts %i Combat Turn(s): 50, 100, 150, then 200 m each", (metres, turns) => {
    expect(sr.fallCombatTurns({ metres })).toBe(turns);
  });

  it("rejects bad heights and turns", () => {
    expect(() => sr.fallCombatTurns({ metres: -0.5 })).toThrow(RangeError);
    expect(() => sr.fallCombatTurns({ metres: 2e12 })).toThrow(RangeError);
    expect(() => sr.fallDamage({ metres: -1 })).toThrow(RangeError);
    expect(() => sr.fallDamage({ metres: Number.NaN })).toThrow(RangeError);
    expect(() => sr.fallDistance({ combatTurn: 0 })).toThrow(RangeError);
    expect(() => sr.fallDistance({ combatTurn: 1.5 })).toThrow(RangeError);
  });

  it("resists with Body + Armour lowered by AP −4, not below Body", () => {
    expect(sr.fallResistancePool({ body: 4, armour: 9 })).toBe(9);
    expect(sr.fallResistancePool({ body: 4, armour: 3 })).toBe(4);
    expect(sr.unresistedBoxes({ dv: 7, hits: 3 })).toBe(4);
    expect(sr.unresistedBoxes({ dv: 4, hits: 6 })).toBe(0);
  });
});

describe("dice pools (ruling 9)", () => {
  it.each([
    // results, hits, ones, glitch, critical glitch
    [[5, 6, 1, 1, 1, 2], 2, 3, false, false], // exactly half 1s: no glitch
    [[5, 1, 1, 1, 1, 2], 1, 4, true, false], // more than half: glitch
    [[2, 1, 1, 1, 3, 4], 0, 3, false, false],
    [[1, 1, 1, 4, 3], 0, 3, true, true], // more than half, no hits: critical glitch
    [[1], 0, 1, true, true],
    [[6], 1, 0, false, false],
    [[1, 5], 1, 1, false, false],
    [[], 0, 0, false, false],
  ])("%o: %i hits, %i ones, glitch %s, critical %s", (results, hits, ones, glitch, criticalGlitch) => {
    expect(shadowrunPool({ results })).toEqual({ hits, ones, glitch, criticalGlitch });
  });

  it("rejects a result that is not a d6", () => {
    expect(() => shadowrunPool({ results: [0] })).toThrow(RangeError);
    expect(() => shadowrunPool({ results: [7] })).toThrow(RangeError);
    expect(() => shadowrunPool({ results: [2.5] })).toThrow(RangeError);
  });

  it("caps hits at the limit and nets them against the threshold", () => {
    expect(sr.poolTest({ results: [5, 6, 6, 5, 1], threshold: 2, limit: 3 })).toMatchObject({
      hits: 3,
      rolledHits: 4,
      netHits: 1,
      success: true,
    });
    expect(sr.poolTest({ results: [5, 2, 3], threshold: 2 })).toMatchObject({ hits: 1, netHits: 0, success: false });
    expect(sr.poolTest({ results: [2, 3] })).toMatchObject({ success: false });
  });

  it("rolls with Foundry's count-successes formula", () => {
    expect(sr.poolFormula(7)).toBe("7d6cs>=5");
    expect(sr.poolFormula(-2)).toBe("0d6cs>=5");
  });
});

describe("properties", () => {
  const attribute = fc.integer({ min: 0, max: 12 });
  const hits = fc.integer({ min: 0, max: 40 });

  it("more hits never jump less far, and nothing is negative or past the cap", () => {
    fc.assert(
      fc.property(
        attribute,
        attribute,
        hits,
        hits,
        fc.boolean(),
        fc.boolean(),
        (agility, strength, a, b, running, vertical) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const near = sr.jump({ agility, strength, hits: lo, running, vertical });
          const far = sr.jump({ agility, strength, hits: hi, running, vertical });
          expect(far.distance).toBeGreaterThanOrEqual(near.distance);
          expect(near.distance).toBeGreaterThanOrEqual(0);
          expect(near.styleHits).toBeGreaterThanOrEqual(0);
          if (!vertical) expect(far.distance).toBeLessThanOrEqual(agility * 1.3 + 1e-9);
        },
      ),
    );
  });

  it("more hits never climb or rappel less far", () => {
    fc.assert(
      fc.property(
        hits,
        hits,
        fc.constantFrom("up", "down", "horizontal", "overhang"),
        fc.boolean(),
        (a, b, direction, assisted) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const near = sr.climb({ hits: lo, direction, assisted });
          expect(sr.climb({ hits: hi, direction, assisted })).toBeGreaterThanOrEqual(near);
          expect(near).toBeGreaterThanOrEqual(0);
          expect(sr.rappel({ netHits: hi })).toBeGreaterThanOrEqual(sr.rappel({ netHits: lo }));
        },
      ),
    );
  });

  it("rates, falls and pools are never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.integer({ min: -5, max: 40 }),
        fc.constantFrom("dwarf", "elf", "human", "ork", "troll"),
        spread(0, 500),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }),
        (agility, strength, metatype, metres, results) => {
          const rates = sr.movementRates({ agility, metatype });
          expect(Math.min(rates.walk, rates.run, rates.sprintPerHit)).toBeGreaterThanOrEqual(0);
          expect(rates.run).toBeGreaterThanOrEqual(rates.walk);
          expect(sr.swimRate({ agility, strength })).toBeGreaterThanOrEqual(0);
          expect(sr.fallDamage({ metres })?.dv ?? 0).toBeGreaterThanOrEqual(0);
          const pool = shadowrunPool({ results });
          expect(pool.hits + pool.ones).toBeLessThanOrEqual(results.length);
        },
      ),
    );
  });
});
