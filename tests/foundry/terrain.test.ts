import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installWorld, removeWorld } from "./fakes";

/** v13 TerrainData reduced to what the subclass uses: core difficulty effects, source updates, cost by difficulty. */
class FakeCoreTerrainData {
  difficulty: number;
  constructor(data: { difficulty?: number; conditions?: string[]; obstacle?: number } = {}) {
    this.difficulty = data.difficulty ?? 1;
    Object.assign(this, { conditions: data.conditions ?? [], obstacle: data.obstacle ?? 0 });
  }
  static defineSchema() {
    return { difficulty: "number" };
  }
  static resolveTerrainEffects(effects: { name: string; difficulty?: number }[]) {
    let difficulty = 1;
    for (const e of effects) if (e.name === "difficulty") difficulty *= e.difficulty ?? 1;
    return difficulty === 1 ? null : new this({ difficulty });
  }
  static getMovementCostFunction() {
    return (_f: unknown, _t: unknown, distance: number, segment: { terrain?: { difficulty?: number } | null }) =>
      distance * (segment.terrain?.difficulty ?? 1);
  }
  updateSource(changes: object) {
    Object.assign(this, changes);
  }
  equals() {
    return false;
  }
}

/** RegionBehaviorType reduced to a data holder. */
class FakeRegionBehaviorType {
  constructor(data: object) {
    Object.assign(this, data);
  }
}
class StringField {
  constructor(readonly options: object) {}
}
class ArrayField {
  constructor(readonly element: unknown) {}
}
class NumberField {
  constructor(readonly options: object) {}
}
class BooleanField {
  constructor(readonly options: object) {}
}

type TerrainModule = typeof import("../../src/foundry/data/terrain-data");
let terrain: TerrainModule;
let behavior: typeof import("../../src/foundry/data/region-behavior/terrain-behavior");

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      data: {
        TerrainData: FakeCoreTerrainData,
        fields: { StringField, ArrayField, NumberField, BooleanField },
        regionBehaviors: { RegionBehaviorType: FakeRegionBehaviorType },
      },
    },
  });
  terrain = await import("../../src/foundry/data/terrain-data");
  behavior = await import("../../src/foundry/data/region-behavior/terrain-behavior");
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

const effect = (condition: string) => ({ name: "strideTerrain", condition });
const scene = (gravity?: string) => ({
  parent: { grid: { units: "m" }, flags: gravity ? { stride: { gravity } } : {} },
});

describe("StrideTerrainData", () => {
  it("collects the conditions of the regions a segment is in", () => {
    const data = terrain.StrideTerrainData.resolveTerrainEffects([effect("fog"), effect("rubble"), effect("fog")]);
    expect(data?.conditions).toEqual(["fog", "rubble"]);
    expect(data?.difficulty).toBe(1);
    expect(terrain.StrideTerrainData.resolveTerrainEffects([])).toBeNull();
  });

  it("keeps core difficulty from Modify Movement Cost regions", () => {
    const data = terrain.StrideTerrainData.resolveTerrainEffects([
      { name: "difficulty", difficulty: 3 },
      effect("mud"),
    ]);
    expect(data).toMatchObject({ difficulty: 3, conditions: ["mud"] });
  });

  it("lets Foundry go on with core's answer when Stride's terrain code throws (issue #15)", () => {
    const world = installWorld();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A condition list that throws when read: Stride's part fails, core's cost and data stand.
    const hostile = {
      get conditions(): never {
        throw new Error("boom");
      },
    };
    const cost = terrain.StrideTerrainData.getMovementCostFunction(scene(), {});
    expect(cost(null, null, 1.5, { terrain: hostile })).toBe(1.5);
    const effects = [
      {
        name: "strideTerrain",
        get condition(): never {
          throw new Error("boom");
        },
      },
    ];
    expect(() => terrain.StrideTerrainData.resolveTerrainEffects(effects as never)).not.toThrow();
    expect(world.notifications.error).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("doubles the cost of a step on Stride terrain, without stacking with core difficulty", () => {
    const cost = terrain.StrideTerrainData.getMovementCostFunction(scene(), {});
    const seg = (terrainData: object | null) => ({ terrain: terrainData });
    expect(cost(null, null, 1.5, seg(null))).toBe(1.5);
    expect(cost(null, null, 1.5, seg({ difficulty: 1, conditions: ["rubble"] }))).toBe(3);
    expect(cost(null, null, 1, seg({ difficulty: 2, conditions: ["rubble"] }))).toBe(2);
    expect(cost(null, null, 1, seg({ difficulty: 3, conditions: ["rubble"] }))).toBe(3);
  });

  it("makes impassable terrain impossible to cross (Necromunda)", () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const cost = terrain.StrideTerrainData.getMovementCostFunction(scene(), {});
    expect(cost(null, null, 1, { terrain: { difficulty: 1, conditions: ["impassable"] } })).toBe(Infinity);
    expect(cost(null, null, 1, { terrain: { difficulty: 1, conditions: ["dangerous"] } })).toBe(2);
  });

  it("keeps the highest obstacle a segment is on, and prices crossing it once (Necromunda)", () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const data = terrain.StrideTerrainData.resolveTerrainEffects([
      { ...effect("obstacle"), height: 1 },
      { ...effect("obstacle"), height: 2 },
      effect("difficult"),
    ]);
    expect(data).toMatchObject({ conditions: ["obstacle", "difficult"], obstacle: 2 });
    const gap = terrain.StrideTerrainData.resolveTerrainEffects([{ ...effect("gap"), height: 4 }]);
    expect(gap).toMatchObject({ conditions: ["gap"], obstacle: 0 });
    const inches = { parent: { grid: { units: "in" }, flags: {} } };
    const cost = terrain.StrideTerrainData.getMovementCostFunction(inches, {});
    const on = { terrain: { difficulty: 1, conditions: ["obstacle"], obstacle: 2 } };
    const a = { i: 0, j: 0, k: 0 };
    const b = { i: 0, j: 1, k: 0 };
    const c = { i: 0, j: 2, k: 0 };
    expect(cost(a, b, 1, on)).toBe(3);
    expect(cost(b, c, 1, on)).toBe(1);
  });

  it("treats a zero-gravity scene as difficult terrain everywhere", () => {
    const cost = terrain.StrideTerrainData.getMovementCostFunction(scene("zero"), {});
    expect(cost(null, null, 2, { terrain: null })).toBe(4);
  });

  it("is equal only to terrain with the same difficulty and conditions", () => {
    const a = terrain.StrideTerrainData.resolveTerrainEffects([effect("fog")])!;
    const b = terrain.StrideTerrainData.resolveTerrainEffects([effect("fog")])!;
    const c = terrain.StrideTerrainData.resolveTerrainEffects([effect("mud")])!;
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(a.equals({ difficulty: 1, conditions: ["fog"] })).toBe(false);
  });
});

describe("stride.terrain region behavior", () => {
  it("offers plain difficult ground and every condition of the table first, then other rulesets' ones", () => {
    const schema = behavior.StrideTerrainBehaviorModel.defineSchema() as unknown as {
      condition: { options: { choices: Record<string, string>; initial: string } };
    };
    expect(Object.keys(schema.condition.options.choices).slice(0, 11)).toEqual([
      "difficult",
      "fog",
      "mud",
      "shallowWater",
      "darkness",
      "thickSnow",
      "underbrush",
      "denseCrowds",
      "zeroGravity",
      "rubble",
      "tremors",
    ]);
    expect(schema.condition.options.choices["rubble"]).toBe("STRIDE.Terrain.rubble");
    expect(schema.condition.options.initial).toBe("difficult");
  });

  it("contributes its condition as a terrain effect for any movement", () => {
    const model = new (
      behavior.StrideTerrainBehaviorModel as unknown as new (d: object) => {
        _getTerrainEffects(): unknown[];
      }
    )({ condition: "tremors" });
    expect(model._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "tremors" }]);
  });

  it("gives an obstacle's effect its height, and offers obstacles on Necromunda scenes", () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    const schema = behavior.StrideTerrainBehaviorModel.defineSchema() as unknown as {
      condition: { options: { choices: Record<string, string> } };
      height: { options: { min: number; max: number; initial: number } };
    };
    expect(Object.keys(schema.condition.options.choices).slice(0, 5)).toEqual([
      "difficult",
      "dangerous",
      "obstacle",
      "gap",
      "impassable",
    ]);
    expect(schema.height.options).toMatchObject({ min: 0, initial: 1 });
    const model = new (
      behavior.StrideTerrainBehaviorModel as unknown as new (d: object) => { _getTerrainEffects(): unknown[] }
    )({ condition: "obstacle", height: 1.5 });
    expect(model._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "obstacle", height: 1.5 }]);
    const gap = new (
      behavior.StrideTerrainBehaviorModel as unknown as new (d: object) => { _getTerrainEffects(): unknown[] }
    )({ condition: "gap", height: 4 });
    // A gap's drop is read from the behavior when the leap is taken, not priced.
    expect(gap._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "gap" }]);
  });

  it('reads an obstacle on a region wider than 2" as a structure (§ Obstacles: at most 2" across)', () => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    /** The behavior's data model; its parent the behavior document, whose parent is the region on a 1" grid of 100 px. */
    const on = (width: number, height: number) =>
      new (behavior.StrideTerrainBehaviorModel as unknown as new (d: object) => { _getTerrainEffects(): unknown[] })({
        condition: "obstacle",
        height: 1,
        parent: {
          parent: {
            shapes: [{ type: "rectangle", x: 0, y: 0, width, height, rotation: 0, hole: false }],
            parent: { grid: { size: 100, distance: 1, units: "in" } },
          },
        },
      });
    // A pipeline 1" thick and 4" long is an obstacle; a 3" crate is a structure, not priced by height.
    expect(on(100, 400)._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "obstacle", height: 1 }]);
    expect(on(300, 300)._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "structure" }]);
    // A block 2" thick is still an obstacle (no more than 2" across); 2.5" is not.
    expect(on(200, 400)._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "obstacle", height: 1 }]);
    expect(on(250, 400)._getTerrainEffects()).toEqual([{ name: "strideTerrain", condition: "structure" }]);
  });
});

describe("dh2 scene terrain on the one terrain behavior (issue #13)", () => {
  it("a sheer climbable surface and hazardous water add their qualifiers to the terrain data", () => {
    const data = terrain.StrideTerrainData.resolveTerrainEffects([
      { ...effect("climb"), surface: "sheer" },
      { ...effect("water"), water: "hazardous" },
      { ...effect("water"), water: "calm" },
    ] as never);
    expect(data?.conditions).toEqual(["climb", "water", "sheer", "hazardousWater"]);
    expect(terrain.qualifiersOf([{ ...effect("climb"), surface: "simple" }] as never, ["climb"])).toEqual([]);
    // A qualifier of a condition the ruleset does not know is left out with it.
    expect(terrain.qualifiersOf([{ ...effect("climb"), surface: "sheer" }] as never, ["mud"])).toEqual([]);
  });

  it("the behavior carries its surface and water only where they count", () => {
    const effects = (system: object) =>
      (
        new behavior.StrideTerrainBehaviorModel({ height: 3, overhang: 0, ...system }) as unknown as {
          _getTerrainEffects(): Record<string, unknown>[];
        }
      )._getTerrainEffects();
    expect(effects({ condition: "climb", surface: "sheer", water: "calm" })).toEqual([
      { name: "strideTerrain", condition: "climb", surface: "sheer" },
    ]);
    expect(effects({ condition: "water", surface: "simple", water: "deep" })).toEqual([
      { name: "strideTerrain", condition: "water", water: "deep" },
    ]);
    expect(effects({ condition: "raised", surface: "simple", water: "calm" })).toEqual([
      { name: "strideTerrain", condition: "raised" },
    ]);
  });

  it("defines the surface and water fields with localized choices", () => {
    const schema = behavior.StrideTerrainBehaviorModel.defineSchema() as unknown as Record<
      string,
      { options: { initial: string; choices: Record<string, string> } }
    >;
    expect(schema["surface"]!.options).toMatchObject({
      initial: "simple",
      choices: { simple: "STRIDE.TerrainBehavior.surface.simple", sheer: "STRIDE.TerrainBehavior.surface.sheer" },
    });
    expect(Object.keys(schema["water"]!.options.choices)).toEqual(["calm", "hazardous", "deep"]);
  });
});
