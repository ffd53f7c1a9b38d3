import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { terrainCostMultiplier, HALVING_CONDITIONS, TERRAIN_CONDITIONS, halveForTerrain, difficultTerrainBudget } = dh2;

// dh2-movement.md § Movement and Environment (refuse, snow, fog, sand, underbrush; crowds and mud
// in § Narrative Time), § Zero Gravity (difficult terrain for movement), § Lighting (darkness
// calls a Perception test only); the treacherous table's tremors call their Agility test only.
describe("dh2 terrainCostMultiplier", () => {
  it.each([
    ["difficult", 2],
    ["fog", 2],
    ["mud", 2],
    ["shallowWater", 2],
    ["thickSnow", 2],
    ["underbrush", 2],
    ["denseCrowds", 2],
    ["rubble", 2],
    ["zeroGravity", 2],
    ["darkness", 1],
    ["tremors", 1],
  ])("%s costs %i per metre", (condition, multiplier) => {
    expect(terrainCostMultiplier([condition])).toBe(multiplier);
  });

  it("is 1 on clear ground or unknown ids, and conditions do not stack", () => {
    expect(terrainCostMultiplier([])).toBe(1);
    expect(terrainCostMultiplier(["lava", "constructor"])).toBe(1);
    expect(terrainCostMultiplier(["darkness", "tremors"])).toBe(1);
    expect(terrainCostMultiplier(["darkness", "rubble", "fog", "difficult"])).toBe(2);
  });

  it("covers every condition a region can hold", () => {
    const nonHalving = TERRAIN_CONDITIONS.filter((c) => !HALVING_CONDITIONS.includes(c));
    expect(nonHalving).toEqual(["darkness", "tremors"]);
  });

  it("rejects a non-array with a TypeError", () => {
    expect(() => terrainCostMultiplier("rubble" as unknown as string[])).toThrow(TypeError);
  });
});

// Ruling 3: core halves rounding up to whole metres, never above the allowance; alternate halves exactly.
describe("dh2 halveForTerrain on odd allowances", () => {
  it.each([
    // metres, core, alternate
    [0.5, 0.5, 0.25], // AB 0 Half Move: ½ m gives ¼ m (alternate)
    [1.5, 1, 0.75],
    [2.5, 2, 1.25],
    [3, 2, 1.5], // AB 3 Half Move
    [7, 4, 3.5],
  ])("%s m → %s m core, %s m alternate", (metres, core, alternate) => {
    expect(halveForTerrain(metres, "core")).toBe(core);
    expect(halveForTerrain(metres, "alternate")).toBe(alternate);
    expect(difficultTerrainBudget(metres, "alternate")).toBe(metres);
    expect(difficultTerrainBudget(metres, "core")).toBe(2 * core);
  });

  it("clamps bad input: negative and NaN count 0 m, Infinity stays unlimited", () => {
    for (const variant of ["core", "alternate"]) {
      expect(halveForTerrain(-18, variant)).toBe(0);
      expect(halveForTerrain(Number.NaN, variant)).toBe(0);
      expect(halveForTerrain(-Infinity, variant)).toBe(0);
      expect(halveForTerrain(Infinity, variant)).toBe(Infinity);
    }
  });

  it("alternate is exactly half; the budget is the allowance (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cm) => {
        const m = cm / 100;
        expect(halveForTerrain(m, "alternate")).toBe(m / 2);
        expect(difficultTerrainBudget(m, "alternate")).toBe(m);
        expect(halveForTerrain(m, "core")).toBeLessThanOrEqual(m);
        expect(Number.isInteger(halveForTerrain(m, "core")) || halveForTerrain(m, "core") === m).toBe(true);
      }),
    );
  });
});
