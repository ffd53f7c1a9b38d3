/**
 * The actor data models as one family: each extends StrideActorModel, declares its types, kind and
 * sheet label in its metadata, offers what movement reads (movement/allowance.ts isMovementSource),
 * and `init` registers every model and sheet from that metadata exactly as it registered them by hand.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isMovementSource } from "../../src/foundry/movement/allowance";
import { installWorld, removeWorld } from "./fakes";
import { declaredTypes } from "../support/lang";
import { schemaOnlyModels } from "../support/plugins";

class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, unknown>) {}
}
/** TypeDataModel reduced to what the models rely on: source data on the instance, a prepare hook. */
class TypeDataModel {
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  prepareDerivedData(): void {}
}
/** ActorSheetV2 as the sheet factory extends it (sheet-common.ts defineActorSheet); never rendered here. */
class ActorSheetV2 {}

let base: typeof import("../../src/foundry/data/actor/actor-model");
let models: typeof import("../../src/foundry/data/actor/actor-models");
let plugins: typeof import("../../src/foundry/rulesets");
let classes: {
  character: unknown;
  fighter: unknown;
  vehicle: unknown;
  runner: unknown;
  d6character: unknown;
  d6vehicle: unknown;
};
/** The schema-only models each plugin registers in `init` (the full ones come with its chunk). */
let dataClasses: Record<keyof typeof classes, unknown>;
let sheetClasses: Record<keyof typeof classes, unknown>;

beforeAll(async () => {
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry = {
    ...(g.foundry ?? {}),
    abstract: { TypeDataModel },
    data: {
      fields: { NumberField: Field, StringField: Field, BooleanField: Field, ArrayField: Field, SchemaField },
    },
    applications: {
      api: { HandlebarsApplicationMixin: (cls: unknown) => cls, ApplicationV2: class ApplicationV2 {} },
      sheets: { ActorSheetV2 },
    },
  };
  base = await import("../../src/foundry/data/actor/actor-model");
  models = await import("../../src/foundry/data/actor/actor-models");
  await import("../../src/foundry/rulesets/built-in");
  plugins = await import("../../src/foundry/rulesets");
  classes = {
    character: (await import("../../src/foundry/rulesets/dh2/character-model")).StrideCharacterModel,
    fighter: (await import("../../src/foundry/rulesets/necromunda/fighter-model")).StrideFighterModel,
    vehicle: (await import("../../src/foundry/rulesets/necromunda/vehicle-model")).StrideVehicleModel,
    runner: (await import("../../src/foundry/rulesets/shadowrun/runner-model")).StrideRunnerModel,
    d6character: (await import("../../src/foundry/rulesets/d6/d6-character-model")).StrideD6CharacterModel,
    d6vehicle: (await import("../../src/foundry/rulesets/d6/d6-vehicle-model")).StrideD6VehicleModel,
  };
  dataClasses = await schemaOnlyModels();
  const gang = await import("../../src/foundry/rulesets/necromunda/gang-sheets");
  sheetClasses = {
    character: (await import("../../src/foundry/rulesets/dh2/character-sheet")).StrideCharacterSheet,
    fighter: gang.StrideFighterSheet,
    vehicle: gang.StrideVehicleSheet,
    runner: (await import("../../src/foundry/rulesets/shadowrun/runner-sheet")).StrideRunnerSheet,
    d6character: (await import("../../src/foundry/rulesets/d6/d6-sheet")).StrideD6Sheet,
    d6vehicle: (await import("../../src/foundry/rulesets/d6/d6-vehicle-sheet")).StrideD6VehicleSheet,
  };
});
beforeEach(() => installWorld());
afterEach(() => {
  removeWorld();
  delete (globalThis as { CONFIG?: unknown }).CONFIG;
  delete (globalThis as { Actor?: unknown }).Actor;
});

/** The Actor sub-types system.json declares. */
const declared = declaredTypes("Actor");

/** What each actor type is to the movement rules, as each model's own `kind` getter returned it before. */
const KINDS: Record<string, string> = {
  character: "character",
  npc: "character",
  fighter: "character",
  vehicle: "vehicle",
  runner: "character",
  d6character: "character",
  d6vehicle: "vehicle",
};

type Instance = { kind: string; flyingSpeed: number; movementProfile: { characteristics: Record<string, number> } };
const construct = (model: unknown, source: object = {}) => new (model as new (source: object) => Instance)(source);

describe("the actor models", () => {
  it("are six StrideActorModels whose types are each Actor sub-type system.json declares, once", () => {
    const actorModels = plugins.rulesetPlugins().flatMap((plugin) => plugin.actors.map(({ model }) => model));
    expect(actorModels).toHaveLength(6);
    const types = actorModels.flatMap((model) => model.metadata.types);
    expect(types).toEqual(["character", "npc", "fighter", "vehicle", "runner", "d6character", "d6vehicle"]);
    // The build declares them in the order the plugins register (scripts/ruleset-files.mjs pluginFolders).
    expect(declared).toEqual(types);
    for (const model of actorModels) {
      expect(Object.getPrototypeOf(model), model.metadata.types[0]).toBe(base.StrideActorModel);
    }
    expect(actorModels).toEqual(Object.values(dataClasses));
    // Each full model (its ruleset's chunk's) extends the schema-only one registered for its types.
    for (const key of Object.keys(classes) as (keyof typeof classes)[]) {
      expect(Object.getPrototypeOf(classes[key]), key).toBe(dataClasses[key]);
    }
  });

  it("declare the kind each type had, and their instances answer it with a movement source", () => {
    for (const { model } of plugins.rulesetPlugins().flatMap((plugin) => plugin.actors)) {
      for (const type of model.metadata.types) expect(model.metadata.kind, type).toBe(KINDS[type]);
      const instance = construct(model);
      expect(instance.kind).toBe(model.metadata.kind);
      expect(isMovementSource(instance), model.metadata.types[0]).toBe(true);
      expect(Number.isFinite(instance.flyingSpeed)).toBe(true);
      expect(typeof instance.movementProfile.characteristics).toBe("object");
    }
  });

  it("take flyingSpeed 0 from the base unless they can fly, and a model that can fly still reports it", () => {
    const grounded = [classes.fighter, classes.vehicle, classes.runner];
    for (const model of grounded) {
      expect(Object.hasOwn((model as { prototype: object }).prototype, "flyingSpeed")).toBe(false);
      expect(construct(model).flyingSpeed).toBe(0);
    }
    expect(construct(classes.character, { flyer: 6, hoverer: 4 }).flyingSpeed).toBe(6);
    expect(construct(classes.d6character, { move: 10, flyingMove: 14 }).flyingSpeed).toBe(14);
    expect(construct(classes.d6vehicle, { move: 30, vehicleKind: "air" }).flyingSpeed).toBe(30);
    expect(construct(classes.d6vehicle, { move: 30, vehicleKind: "land" }).flyingSpeed).toBe(0);
  });
});

describe("registerActorModel", () => {
  /** Installs CONFIG.Actor and a DocumentSheetConfig that records its registerSheet calls. */
  function installConfig() {
    const dataModels: Record<string, unknown> = {};
    const registered: { document: unknown; scope: string; sheet: unknown; options: object }[] = [];
    const FakeActor = class Actor {};
    Object.assign(globalThis, { CONFIG: { Actor: { dataModels } }, Actor: FakeActor });
    const g = globalThis as unknown as { foundry: { applications: Record<string, unknown> } };
    g.foundry.applications["apps"] = {
      DocumentSheetConfig: {
        registerSheet: (document: unknown, scope: string, sheet: unknown, options: object) =>
          registered.push({ document, scope, sheet, options }),
      },
    };
    return { dataModels, registered, FakeActor };
  }

  it("registers what init registered by hand: seven types, six default sheets with their labels", () => {
    const { dataModels, registered, FakeActor } = installConfig();
    for (const { model, sheet } of plugins.rulesetPlugins().flatMap((plugin) => plugin.actors))
      models.registerActorModel(model, sheet);
    expect(dataModels).toEqual({
      character: dataClasses.character,
      npc: dataClasses.character,
      fighter: dataClasses.fighter,
      vehicle: dataClasses.vehicle,
      runner: dataClasses.runner,
      d6character: dataClasses.d6character,
      d6vehicle: dataClasses.d6vehicle,
    });
    const sheet = (key: keyof typeof classes, types: string[], label: string) => ({
      document: FakeActor,
      scope: "stride",
      sheet: sheetClasses[key],
      options: { types, makeDefault: true, label },
    });
    expect(registered).toEqual([
      sheet("character", ["character", "npc"], "STRIDE.Sheet.character"),
      sheet("fighter", ["fighter"], "STRIDE.Sheet.fighter"),
      sheet("vehicle", ["vehicle"], "STRIDE.Sheet.vehicle"),
      sheet("runner", ["runner"], "STRIDE.Shadowrun.Sheet.label"),
      sheet("d6character", ["d6character"], "STRIDE.D6.Sheet.label"),
      sheet("d6vehicle", ["d6vehicle"], "STRIDE.D6Vehicle.Sheet.label"),
    ]);
    // Every sheet is a different class.
    expect(new Set(registered.map((r) => r.sheet)).size).toBe(6);
  });

  it("registers only the model when no sheet class is given or none is declared", () => {
    const { dataModels, registered } = installConfig();
    models.registerActorModel(classes.fighter as never);
    const bare = { metadata: { types: ["runner"], kind: "character" } } as const;
    models.registerActorModel(bare, sheetClasses.runner as never);
    expect(dataModels).toEqual({ fighter: classes.fighter, runner: bare });
    expect(registered).toEqual([]);
  });
});
