import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installWorld, removeWorld } from "./fakes";
import { declaredTypes } from "../support/lang";

/** The two field classes the schema uses, keeping their options and children. */
class NumberField {
  constructor(readonly options: { initial: number }) {}
}
class StringField {
  constructor(readonly options: { initial: string }) {}
}
class BooleanField {
  constructor(readonly options: { initial: boolean }) {}
}
/** A list field: its element field and its initial list (the fighter's weapons, issue #16). */
class ArrayField {
  constructor(
    readonly element: unknown,
    readonly options: { initial: unknown[] },
  ) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, NumberField | StringField | SchemaField>) {}
}
/** TypeDataModel reduced to what the model relies on: source data on the instance, a prepare hook. */
class TypeDataModel {
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  prepareDerivedData(): void {}
}

type Model = typeof import("../../src/foundry/rulesets/dh2/character-model").StrideCharacterModel;
let StrideCharacterModel: Model;
let StrideFighterModel: typeof import("../../src/foundry/rulesets/necromunda/fighter-model").StrideFighterModel;
let StrideVehicleModel: typeof import("../../src/foundry/rulesets/necromunda/vehicle-model").StrideVehicleModel;
let StrideRunnerModel: typeof import("../../src/foundry/rulesets/shadowrun/runner-model").StrideRunnerModel;
let StrideD6CharacterModel: typeof import("../../src/foundry/rulesets/d6/d6-character-model").StrideD6CharacterModel;
let StrideD6VehicleModel: typeof import("../../src/foundry/rulesets/d6/d6-vehicle-model").StrideD6VehicleModel;

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      abstract: { TypeDataModel },
      data: { fields: { NumberField, StringField, SchemaField, BooleanField, ArrayField } },
    },
  });
  ({ StrideCharacterModel } = await import("../../src/foundry/rulesets/dh2/character-model"));
  ({ StrideFighterModel } = await import("../../src/foundry/rulesets/necromunda/fighter-model"));
  ({ StrideVehicleModel } = await import("../../src/foundry/rulesets/necromunda/vehicle-model"));
  ({ StrideRunnerModel } = await import("../../src/foundry/rulesets/shadowrun/runner-model"));
  ({ StrideD6CharacterModel } = await import("../../src/foundry/rulesets/d6/d6-character-model"));
  ({ StrideD6VehicleModel } = await import("../../src/foundry/rulesets/d6/d6-vehicle-model"));
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

/** The initial value of every field, as Foundry would create a new actor's system data. */
function initialOf(field: NumberField | StringField | SchemaField | BooleanField | ArrayField): unknown {
  if (
    field instanceof NumberField ||
    field instanceof StringField ||
    field instanceof BooleanField ||
    field instanceof ArrayField
  )
    return field.options.initial;
  return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialOf(f)]));
}

function prepared(source: object) {
  const model = new (StrideCharacterModel as unknown as new (s: object) => InstanceType<Model>)(source);
  model.prepareDerivedData();
  return model;
}

const defaultsOf = (model: { defineSchema(): unknown }) =>
  initialOf(new SchemaField(model.defineSchema() as never)) as Record<string, never>;
const defaults = () => defaultsOf(StrideCharacterModel);

describe("StrideCharacterModel", () => {
  // The data models carry the schema (no template.json: dnd5e dropped it in 2024, commit 8406e39f3,
  // and runs on v13 and v14 from system.json documentTypes and its data models alone).
  // Loaded in beforeAll (they extend Foundry's fakes), so read when a test runs.
  const modelsByType = (): Record<string, { defineSchema(): unknown }> => ({
    character: StrideCharacterModel,
    npc: StrideCharacterModel,
    fighter: StrideFighterModel,
    vehicle: StrideVehicleModel,
    runner: StrideRunnerModel,
    d6character: StrideD6CharacterModel,
    d6vehicle: StrideD6VehicleModel,
  });

  it("has a data model for every actor type system.json declares", () => {
    expect(declaredTypes("Actor")).toEqual(Object.keys(modelsByType()));
  });

  it("holds example actors whose data has the shape of their type's data model", async () => {
    const shape = (o: unknown): unknown =>
      o && typeof o === "object" && !Array.isArray(o)
        ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, shape(v)]))
        : Array.isArray(o)
          ? "array"
          : typeof o;
    const dir = new URL("../../packs/example-actors/", import.meta.url);
    const { readdirSync } = await import("node:fs");
    const actors = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(new URL(f, dir), "utf8")) as { _id: string; type: string; system: unknown });
    expect(actors.length).toBeGreaterThan(5);
    const models = modelsByType();
    for (const actor of actors) {
      expect(shape(actor.system), actor._id).toEqual(shape(defaultsOf(models[actor.type]!)));
    }
  });

  it("derives bonuses, bands and narrative rates", () => {
    const source = defaults();
    const model = prepared({
      ...source,
      characteristics: { ...(source["characteristics"] as object | undefined), agility: { value: 42, unnatural: 0 } },
      flyer: 6,
    });
    expect(model.bonuses.agility).toBe(4);
    expect(model.agilityBonus).toBe(4);
    expect(model.bands.map((b) => b.distance)).toEqual([4, 8, 12, 24]);
    expect(model.flyingBands?.map((b) => b.distance)).toEqual([6, 12, 18, 36]);
    expect(model.narrative).toEqual({ perMinute: 96, perHour: 6, perDay: 60 });
    expect(model.warnings).toEqual([]);
  });

  it("applies manual band modifiers", () => {
    const source = defaults();
    const model = prepared({ ...source, movement: { modifiers: { half: 0, full: 0, charge: 0, run: 6 } } });
    expect(model.bands.map((b) => b.distance)).toEqual([3, 6, 9, 24]);
  });

  it.each([
    ["missing", undefined, 0],
    ["NaN", Number.NaN, 0],
    ["negative", -15, 0],
    ["500", 500, 100],
  ])("clamps %s Agility with a warning and never throws", (_label, value, used) => {
    const source = defaults();
    const model = prepared({
      ...source,
      characteristics: { ...(source["characteristics"] as object | undefined), agility: { value, unnatural: 0 } },
    });
    expect(model.warnings).toEqual([{ path: "characteristics.agility.value", value, used }]);
    expect(model.movementProfile.characteristics["agility"]).toBe(used);
    expect(model.bands.every((b) => Number.isFinite(b.distance) && b.distance > 0)).toBe(true);
    // The stored value is kept as entered: nothing the user typed is lost.
    expect(model.characteristics.agility.value).toBe(value);
  });

  it("clamps Size and flight traits", () => {
    const model = prepared({ ...defaults(), size: 14, hoverer: -2 });
    expect(model.movementProfile.size).toBe(10);
    expect(model.flyingSpeed).toBe(0);
    expect(model.warnings.map((w) => w.path)).toEqual(["size", "hoverer"]);
  });
});

describe("Necromunda fighters and vehicles", () => {
  const make = <T>(model: unknown, source: object) => {
    const m = new (model as new (s: object) => T & { prepareDerivedData(): void })(source);
    m.prepareDerivedData();
    return m;
  };

  it("give the ruleset Move and Initiative, their status and their declared kind", () => {
    const fighter = make<InstanceType<typeof StrideFighterModel>>(StrideFighterModel, {
      ...defaultsOf(StrideFighterModel),
    });
    expect(fighter.movementProfile).toEqual({ characteristics: { move: 5, initiative: 4 } });
    expect(fighter.kind).toBe("character");
    const injured = make<InstanceType<typeof StrideFighterModel>>(StrideFighterModel, {
      ...defaultsOf(StrideFighterModel),
      status: "seriouslyInjured",
    });
    expect(injured.status).toBe("seriouslyInjured");
    const vehicle = make<InstanceType<typeof StrideVehicleModel>>(StrideVehicleModel, defaultsOf(StrideVehicleModel));
    expect(vehicle.movementProfile).toEqual({ characteristics: { move: 7, handling: 5 } });
    expect(vehicle.kind).toBe("vehicle");
  });

  it("clamp a bad profile with a warning, keeping what was entered", () => {
    const source = defaultsOf(StrideFighterModel) as unknown as { profile: Record<string, unknown> };
    const fighter = make<InstanceType<typeof StrideFighterModel>>(StrideFighterModel, {
      ...source,
      profile: { ...source.profile, move: 40, i: Number.NaN },
    });
    expect(fighter.movementProfile.characteristics).toEqual({ move: 12, initiative: 0 });
    expect(fighter.warnings.map((w) => w.path)).toEqual(["profile.move", "profile.i"]);
    expect((fighter.profile as Record<string, number>)["move"]).toBe(40);
  });
});
