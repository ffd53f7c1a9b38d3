import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

/**
 * RegionBehaviorType reduced to what Stride's behaviors rely on: source data on the instance,
 * `migrateData` returning the source it was given, `_onUpdate`, and the `behavior` reference.
 */
class FakeRegionBehaviorType {
  static superMigrated: unknown[] = [];
  behavior: { viewed: boolean } | null = { viewed: true };
  constructor(data: object) {
    Object.assign(this, data);
  }
  static migrateData(source: object) {
    FakeRegionBehaviorType.superMigrated.push(source);
    return source;
  }
  _onUpdate(): void {}
}
class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
class FakeTerrainData {
  static defineSchema() {
    return {};
  }
}

let terrain: typeof import("../../src/foundry/data/region-behavior/terrain-behavior");
let structures: typeof import("../../src/foundry/data/region-behavior/structure-behaviors");
let terrainData: typeof import("../../src/foundry/data/terrain-data");
let world: FakeWorld;

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      data: {
        TerrainData: FakeTerrainData,
        fields: { StringField: Field, NumberField: Field, BooleanField: Field, DocumentUUIDField: Field },
        regionBehaviors: { RegionBehaviorType: FakeRegionBehaviorType },
      },
    },
  });
  terrain = await import("../../src/foundry/data/region-behavior/terrain-behavior");
  structures = await import("../../src/foundry/data/region-behavior/structure-behaviors");
  terrainData = await import("../../src/foundry/data/terrain-data");
});
beforeEach(() => {
  world = installWorld();
  FakeRegionBehaviorType.superMigrated = [];
});
afterEach(() => {
  removeWorld();
  Reflect.deleteProperty(globalThis, "canvas");
  vi.restoreAllMocks();
});

type Choices = { condition: { options: { choices: Record<string, string>; initial: string } } };
const choicesUnder = (ruleset: string) => {
  installWorld({ ruleset, variant: "core" });
  return (terrain.StrideTerrainBehaviorModel.defineSchema() as unknown as Choices).condition.options;
};
const dh2Terrain = [...getRuleset("dh2").terrain.conditions];
const necromundaTerrain = [...getRuleset("necromunda").terrain.conditions];

describe("stride.terrain conditions survive a ruleset switch", () => {
  it("accepts every ruleset's conditions, whichever ruleset is active", () => {
    const shadowrunTerrain = getRuleset("shadowrun").terrain.conditions;
    const d6Terrain = getRuleset("d6").terrain.conditions;
    const union = [...new Set([...dh2Terrain, ...necromundaTerrain, ...shadowrunTerrain, ...d6Terrain])];
    expect(terrain.allTerrainConditions()).toEqual(union);
    for (const ruleset of ["dh2", "necromunda", "shadowrun", "d6"]) {
      expect(Object.keys(choicesUnder(ruleset).choices).sort(), ruleset).toEqual([...union].sort());
    }
  });

  it("lists the active ruleset's conditions first and starts new regions on its first", () => {
    const dh2 = choicesUnder("dh2");
    expect(Object.keys(dh2.choices).slice(0, dh2Terrain.length)).toEqual(dh2Terrain);
    expect(dh2.initial).toBe("difficult");
    const necromunda = choicesUnder("necromunda");
    expect(Object.keys(necromunda.choices).slice(0, 5)).toEqual([
      "difficult",
      "dangerous",
      "obstacle",
      "gap",
      "impassable",
    ]);
    expect(necromunda.choices["gap"]).toBe("STRIDE.Terrain.gap");
    // A Necromunda scene's gap stays a valid choice in a Dark Heresy world.
    expect(dh2.choices["gap"]).toBe("STRIDE.Terrain.gap");
  });

  it("ignores conditions the active ruleset does not know, with one notice per session", () => {
    world = installWorld({ ruleset: "dh2", variant: "core" });
    // Dark Heresy leaps gaps too (issue #13), but knows no impassable terrain or dangerous ground.
    const effects = [
      { name: "strideTerrain", condition: "dangerous" },
      { name: "strideTerrain", condition: "mud" },
      { name: "strideTerrain", condition: "impassable" },
    ];
    expect(terrainData.conditionsOf(effects)).toEqual(["mud"]);
    expect(terrainData.conditionsOf(effects)).toEqual(["mud"]);
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    expect(world.notifications.warn.mock.calls[0]![0]).toContain("STRIDE.Terrain.unknownCondition");
    world = installWorld({ ruleset: "necromunda", variant: "core" });
    expect(terrainData.conditionsOf(effects)).toEqual(["dangerous", "impassable"]);
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
  });
});

describe("region behavior migrations (0.1.0 → 0.2.0)", () => {
  const migrate = (model: { migrateData(s: object): object }, source: Record<string, unknown>) =>
    model.migrateData(source) as Record<string, unknown>;

  it("reads a terrain condition written as its name, and numbers and booleans typed as text", () => {
    const source = { condition: "Shallow Water", height: "1.5", railing: "true", note: "by the sump" };
    const result = migrate(terrain.StrideTerrainBehaviorModel, source);
    expect(result).toEqual({ condition: "shallowWater", height: 1.5, railing: true, note: "by the sump" });
    expect(FakeRegionBehaviorType.superMigrated).toEqual([source]);
    expect(migrate(terrain.StrideTerrainBehaviorModel, { condition: "zero-gravity" })).toEqual({
      condition: "zeroGravity",
    });
    expect(migrate(terrain.StrideTerrainBehaviorModel, { condition: "GAP", railing: "false" })).toEqual({
      condition: "gap",
      railing: false,
    });
  });

  it("reads a surface or water kind written in another case (issue #13)", () => {
    expect(migrate(terrain.StrideTerrainBehaviorModel, { condition: "climb", surface: "Sheer" })).toEqual({
      condition: "climb",
      surface: "sheer",
    });
    expect(migrate(terrain.StrideTerrainBehaviorModel, { condition: "Water", water: " HAZARDOUS " })).toEqual({
      condition: "water",
      water: "hazardous",
    });
  });

  it("keeps what it cannot read, and leaves today's data as it is", () => {
    expect(migrate(terrain.StrideTerrainBehaviorModel, { condition: "lava", height: "knee-high" })).toEqual({
      condition: "lava",
      height: "knee-high",
    });
    const today = { condition: "obstacle", height: 2, railing: false };
    expect(migrate(terrain.StrideTerrainBehaviorModel, structuredClone(today))).toEqual(today);
  });

  it("migrates ductways and lifts", () => {
    expect(migrate(structures.StrideDuctwayBehaviorModel, { exit: "" })).toEqual({ exit: null });
    const exit = "Scene.sTrIdEuNdErHiVe1.Region.rEgIoNdUcTeAsT09";
    expect(migrate(structures.StrideDuctwayBehaviorModel, { exit })).toEqual({ exit });
    expect(migrate(structures.StrideLiftBehaviorModel, { travel: '4"' })).toEqual({ travel: 4 });
    expect(migrate(structures.StrideLiftBehaviorModel, { travel: "2,5" })).toEqual({ travel: 2.5 });
    expect(FakeRegionBehaviorType.superMigrated).toHaveLength(4);
  });
});

describe("editing terrain re-plans planned paths", () => {
  type Behavior = { _onUpdate(changed: object, options: object, userId: string): void; behavior: { viewed: boolean } };
  const make = () =>
    new (terrain.StrideTerrainBehaviorModel as unknown as new (d: object) => Behavior)({ condition: "mud" });
  const installCanvas = () => {
    const recalculatePlannedMovementPaths = vi.fn();
    Object.assign(globalThis, { canvas: { tokens: { recalculatePlannedMovementPaths } } });
    return recalculatePlannedMovementPaths;
  };

  it("re-plans on update, creation (viewed), deletion (unviewed) and a reshaped region", async () => {
    const recalc = installCanvas();
    const model = make();
    model._onUpdate({ system: { condition: "rubble" } }, {}, "gm");
    expect(recalc).toHaveBeenCalledTimes(1);
    const events = terrain.StrideTerrainBehaviorModel.events as unknown as Record<
      string,
      (this: unknown, event: object) => Promise<void>
    >;
    await events["behaviorViewed"]!.call(model, {});
    await events["behaviorUnviewed"]!.call(model, {});
    await events["regionBoundary"]!.call(model, {});
    expect(recalc).toHaveBeenCalledTimes(4);
  });

  it("skips data edits of a behavior on a scene nobody views, as dnd5e does", async () => {
    const recalc = installCanvas();
    const model = make();
    model.behavior.viewed = false;
    model._onUpdate({ system: { condition: "rubble" } }, {}, "gm");
    const events = terrain.StrideTerrainBehaviorModel.events as unknown as Record<
      string,
      (this: unknown, event: object) => Promise<void>
    >;
    await events["regionBoundary"]!.call(model, {});
    expect(recalc).not.toHaveBeenCalled();
    model._onUpdate({ disabled: true }, {}, "gm");
    expect(recalc).toHaveBeenCalledTimes(1);
  });

  it("never throws: no canvas, a core without the method, or a failing method", () => {
    const model = make();
    expect(() => model._onUpdate({ system: {} }, {}, "gm")).not.toThrow();
    Object.assign(globalThis, { canvas: { tokens: {} } });
    expect(() => model._onUpdate({ system: {} }, {}, "gm")).not.toThrow();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    Object.assign(globalThis, {
      canvas: {
        tokens: {
          recalculatePlannedMovementPaths: () => {
            throw new Error("boom");
          },
        },
      },
    });
    expect(() => model._onUpdate({ system: {} }, {}, "gm")).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
  });
});
