import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { movementRates, narrativeRates, movementAgilityBonus, ratesForBonus, halveForTerrain, difficultTerrainBudget } =
  dh2;

// dh2-movement.md § Movement Speed in Structured Time, every row (AB, Half, Full, Charge, Run).
const STRUCTURED_TABLE: [number, number, number, number, number][] = [
  [0, 0.5, 1, 2, 3],
  [1, 1, 2, 3, 6],
  [2, 2, 4, 6, 12],
  [3, 3, 6, 9, 18],
  [4, 4, 8, 12, 24],
  [5, 5, 10, 15, 30],
  [6, 6, 12, 18, 36],
  [7, 7, 14, 21, 42],
  [8, 8, 16, 24, 48],
  [9, 9, 18, 27, 54],
  [10, 10, 20, 30, 60],
];

// dh2-movement.md § Movement Speed in Narrative Time, every row (AB, m/minute, km/hour, km/day).
const NARRATIVE_TABLE: [number, number, number, number][] = [
  [0, 12, 0.75, 7],
  [1, 24, 1.5, 15],
  [2, 48, 3, 30],
  [3, 72, 4, 40],
  [4, 96, 6, 60],
  [5, 120, 7, 70],
  [6, 144, 9, 90],
  [7, 168, 10, 100],
  [8, 192, 12, 120],
  [9, 216, 13, 130],
  [10, 240, 14, 140],
];

describe("structured-time rates (dh2-movement.md § Movement Speed in Structured Time)", () => {
  it.each(STRUCTURED_TABLE)("AB %i → %s / %s / %s / %s m", (ab, half, full, charge, run) => {
    expect(ratesForBonus(ab)).toEqual({ half, full, charge, run });
    // Agility with that tens digit, Average size, normal gravity.
    for (const units of [0, 9]) {
      expect(movementRates({ agility: ab * 10 + units })).toEqual({ half, full, charge, run });
    }
  });

  it("gives the API example: Agility 42 → 4 / 8 / 12 / 24 m", () => {
    expect(getRuleset("dh2").movementRates({ agility: 42, unnaturalAgility: 0, size: 4, gravity: "normal" })).toEqual({
      half: 4,
      full: 8,
      charge: 12,
      run: 24,
    });
  });

  it("uses the AB 0 row for any bonus at or below 0 (ruling 2)", () => {
    expect(ratesForBonus(-3)).toEqual({ half: 0.5, full: 1, charge: 2, run: 3 });
    expect(movementRates({ agility: 5, size: 1 })).toEqual({ half: 0.5, full: 1, charge: 2, run: 3 });
  });

  it("continues linearly above AB 10 (ruling 2)", () => {
    expect(ratesForBonus(11)).toEqual({ half: 11, full: 22, charge: 33, run: 66 });
    expect(ratesForBonus(14)).toEqual({ half: 14, full: 28, charge: 42, run: 84 });
  });

  it("adds Unnatural Agility (X) and Size − 4 to the bonus (ruling 2)", () => {
    expect(movementAgilityBonus({ agility: 45, unnaturalAgility: 3 })).toBe(7);
    expect(movementAgilityBonus({ agility: 40, size: 5 })).toBe(5); // Hulking
    expect(movementAgilityBonus({ agility: 41, size: 6 })).toBe(6); // Enormous
    expect(movementAgilityBonus({ agility: 40, size: 3 })).toBe(3); // Scrawny
    expect(movementAgilityBonus({ agility: 30, size: 1 })).toBe(0); // Miniscule
    expect(movementAgilityBonus({ agility: 30, size: 10 })).toBe(9); // Titanic
    expect(movementRates({ agility: 48, unnaturalAgility: 3 })).toEqual({ half: 7, full: 14, charge: 21, run: 42 });
  });

  it("applies gravity: low +2, high −2 to a minimum of 1, zero unchanged (§ The Effects of Gravity)", () => {
    expect(movementAgilityBonus({ agility: 42, gravity: "low" })).toBe(6);
    expect(movementAgilityBonus({ agility: 42, gravity: "high" })).toBe(2);
    expect(movementAgilityBonus({ agility: 22, gravity: "high" })).toBe(1);
    expect(movementAgilityBonus({ agility: 12, gravity: "high" })).toBe(1);
    expect(movementAgilityBonus({ agility: 5, gravity: "high" })).toBe(0); // not raised to 1
    expect(movementAgilityBonus({ agility: 42, gravity: "zero" })).toBe(4);
    expect(movementRates({ agility: 5, gravity: "low" })).toEqual({ half: 2, full: 4, charge: 6, run: 12 });
  });

  it("clamps bad input instead of failing", () => {
    expect(movementRates({ agility: Number.NaN })).toEqual({ half: 0.5, full: 1, charge: 2, run: 3 });
    expect(movementRates({ agility: -40 })).toEqual({ half: 0.5, full: 1, charge: 2, run: 3 });
    expect(movementRates({ agility: 500 })).toEqual({ half: 10, full: 20, charge: 30, run: 60 });
    expect(movementRates({ agility: 40, size: 99 })).toEqual(ratesForBonus(10));
  });

  it("never decreases with Agility and is never negative (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom("normal", "low", "high", "zero" as const),
        (a, b, unnaturalAgility, size, gravity) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const slow = movementRates({ agility: lo, unnaturalAgility, size, gravity });
          const fast = movementRates({ agility: hi, unnaturalAgility, size, gravity });
          for (const key of ["half", "full", "charge", "run"] as const) {
            expect(slow[key]).toBeGreaterThan(0);
            expect(fast[key]).toBeGreaterThanOrEqual(slow[key]);
          }
          expect(slow.half).toBeLessThan(slow.full);
          expect(slow.full).toBeLessThan(slow.charge);
          expect(slow.charge).toBeLessThan(slow.run);
        },
      ),
    );
  });
});

describe("narrative-time rates (dh2-movement.md § Movement Speed in Narrative Time)", () => {
  it.each(NARRATIVE_TABLE)("AB %i → %s m/min, %s km/h, %s km/day", (ab, perMinute, perHour, perDay) => {
    expect(narrativeRates({ agility: ab * 10 + 3 })).toEqual({ perMinute, perHour, perDay });
  });

  it("gives the API example: Agility 42 → 96 m, 6 km, 60 km", () => {
    expect(getRuleset("dh2").narrativeRates({ agility: 42 })).toEqual({ perMinute: 96, perHour: 6, perDay: 60 });
  });

  it("continues above AB 10 as the table's rows are built", () => {
    expect(dh2.narrativeRatesForBonus(11)).toEqual({ perMinute: 264, perHour: 16, perDay: 160 });
    expect(dh2.narrativeRatesForBonus(-2)).toEqual({ perMinute: 12, perHour: 0.75, perDay: 7 });
  });
});

describe("difficult terrain (dh2-movement.md § Movement and Environment; ruling 3)", () => {
  it.each([
    // metres, core (round up), alternate (exact: ½ m gives ¼ m, ruling 3)
    [0, 0, 0],
    [0.5, 0.5, 0.25],
    [1, 1, 0.5],
    [1.5, 1, 0.75],
    [2, 1, 1],
    [3, 2, 1.5],
    [4, 2, 2],
    [5, 3, 2.5],
    [9, 5, 4.5],
    [18, 9, 9],
    [21, 11, 10.5],
    [60, 30, 30],
  ])("%s m → %s m (core), %s m (alternate)", (metres, core, alternate) => {
    expect(halveForTerrain(metres)).toBe(core);
    expect(halveForTerrain(metres, "core")).toBe(core);
    expect(halveForTerrain(metres, "alternate")).toBe(alternate);
    expect(difficultTerrainBudget(metres, "core")).toBe(core * 2);
  });

  it.each(Array.from({ length: 61 }, (_, n) => n))(
    "every whole metre: %i m halves to ⌈n/2⌉ (core), n/2 (alternate)",
    (n) => {
      expect(halveForTerrain(n, "core")).toBe(Math.ceil(n / 2));
      expect(halveForTerrain(n, "alternate")).toBe(n / 2);
    },
  );

  it("never gives more than the clear-terrain allowance, nor less than half of it (core, property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (halfMetres) => {
        const m = halfMetres / 2;
        expect(halveForTerrain(m)).toBeLessThanOrEqual(m);
        expect(halveForTerrain(m)).toBeGreaterThanOrEqual(m / 2);
        expect(halveForTerrain(m, "alternate")).toBeLessThanOrEqual(m / 2);
      }),
    );
  });
});

describe("the dh2 Ruleset object", () => {
  const ruleset = getRuleset("dh2");

  it("lists four band actions in ascending order", () => {
    expect(ruleset.actions.map((a) => a.id)).toEqual(["half", "full", "charge", "run"]);
    expect(ruleset.unit).toBe("m");
    expect(ruleset.variants.map((v) => v.id)).toEqual(["core", "alternate"]);
  });

  it("turns a profile into bands with gravity and manual modifiers", () => {
    const profile = { characteristics: { agility: 42 }, modifiers: { run: 3 } };
    expect(ruleset.bands.movementBands(profile)).toEqual([
      { action: "half", distance: 4 },
      { action: "full", distance: 8 },
      { action: "charge", distance: 12 },
      { action: "run", distance: 27 },
    ]);
    expect(ruleset.bands.movementBands(profile, { gravity: "low" }).map((b) => b.distance)).toEqual([6, 12, 18, 39]);
  });

  it("keeps bands ascending and non-negative whatever the modifiers", () => {
    const bands = ruleset.bands.movementBands({ characteristics: { agility: 30 }, modifiers: { half: 10, full: -50 } });
    expect(bands.map((b) => b.distance)).toEqual([13, 13, 13, 18]);
  });

  it("uses Flyer (X) in place of the Agility bonus for flying bands (§ Flying Movement)", () => {
    expect(ruleset.bands.flyingBands(8).map((b) => b.distance)).toEqual([8, 16, 24, 48]);
  });

  it("shifts Flyer (X) with gravity as the Agility bonus is shifted (§ Low/High Gravity Worlds)", () => {
    const flying = (x: number, gravity: "normal" | "low" | "high" | "zero") =>
      ruleset.bands.flyingBands(x, { gravity }).map((b) => b.distance);
    expect(flying(6, "low")).toEqual([8, 16, 24, 48]);
    expect(flying(6, "high")).toEqual([4, 8, 12, 24]);
    // High gravity never takes the bonus below 1: Flyer (2) flies as AB 1.
    expect(flying(2, "high")).toEqual([1, 2, 3, 6]);
    expect(flying(6, "zero")).toEqual([6, 12, 18, 36]);
    expect(() => ruleset.bands.flyingBands(6, { gravity: "sideways" as never })).toThrow(RangeError);
  });

  it("rejects an unknown ruleset id", () => {
    expect(() => getRuleset("warhammer-quest")).toThrow(/Unknown ruleset/);
  });
});
