/**
 * The schema-only actor models (`<name>-data.ts`, what `init` registers in every world) before their
 * ruleset's chunk brings the full models, or in a world that plays another ruleset: a new actor's
 * data prepares with neutral derived values, and each sheet's context builds from it without
 * throwing, showing those values (docs/foundry-evidence.md § 57).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { schemaOnlyModels } from "../support/plugins";

/** A field keeping its options, as Foundry's fields keep `initial` and `choices`. */
class Field {
  constructor(readonly options: { initial?: unknown } = {}) {}
}
/** ArrayField: its element field, then its options. */
class ArrayField {
  constructor(
    readonly element: unknown,
    readonly options: { initial?: unknown } = {},
  ) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, Field | ArrayField | SchemaField>) {}
}
/** TypeDataModel reduced to what the models rely on: source data on the instance and the prepare hooks. */
class TypeDataModel {
  parent: unknown = null;
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** A schema's initial values, as Foundry fills a new document. */
function initialOf(field: Field | ArrayField | SchemaField): unknown {
  if (field instanceof SchemaField) {
    return Object.fromEntries(Object.entries(field.fields).map(([key, f]) => [key, initialOf(f)]));
  }
  return structuredClone(field.options.initial);
}

type DataClass = { defineSchema(): object };

/** A new actor's data as the schema-only model prepares it. */
function prepared<T>(model: DataClass): T {
  const source = initialOf(new SchemaField(model.defineSchema() as Record<string, Field | ArrayField | SchemaField>));
  const system = new (model as unknown as new (source: unknown) => TypeDataModel)(source);
  system.prepareBaseData();
  system.prepareDerivedData();
  return system as T;
}

const localize = (key: string) => key;
const movement = { bands: [], actions: [] };

let data: {
  character: DataClass;
  fighter: DataClass;
  vehicle: DataClass;
  runner: DataClass;
  d6character: DataClass;
  d6vehicle: DataClass;
};

beforeAll(async () => {
  const fields = { NumberField: Field, StringField: Field, BooleanField: Field, ArrayField, SchemaField };
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel }, data: { fields } };
  data = await schemaOnlyModels();
});

describe("a sheet of a schema-only model", () => {
  it("Dark Heresy's character: 0 bonuses, no bands, unencumbered, no derived statuses", async () => {
    const { characterSheetContext } = await import("../../src/foundry/rulesets/dh2/character-sheet-context");
    type System = Parameters<typeof characterSheetContext>[0]["system"];
    const system = prepared<System & { derivedStatuses?: unknown }>(data.character);
    expect(system.bands).toEqual([]);
    expect(system.encumbered).toBe(false);
    expect(system.bonuses?.agility).toBe(0);
    // hooks/derived-statuses.ts leaves an actor without the list alone.
    expect(system.derivedStatuses).toBeUndefined();
    const context = characterSheetContext({ name: "Acolyte", img: null, system }, true, localize);
    expect(context.warnings).toEqual([]);
    expect(context.characteristics.map((c) => c.bonus)).toEqual(context.characteristics.map(() => 0));
  });

  it("Necromunda's fighter and vehicle: no warnings", async () => {
    const gang = await import("../../src/foundry/rulesets/necromunda/gang-sheet-context");
    type Fighter = Parameters<typeof gang.fighterSheetContext>[0]["system"];
    type Vehicle = Parameters<typeof gang.vehicleSheetContext>[0]["system"];
    const fighter = prepared<Fighter>(data.fighter);
    const vehicle = prepared<Vehicle>(data.vehicle);
    expect(fighter.warnings).toEqual([]);
    expect(vehicle.warnings).toEqual([]);
    const fighterContext = gang.fighterSheetContext(
      { name: "Ganger", img: null, system: fighter },
      movement,
      true,
      localize,
    );
    expect(fighterContext.actions).toEqual([]);
    const vehicleContext = gang.vehicleSheetContext(
      { name: "Hauler", img: null, system: vehicle },
      movement,
      true,
      localize,
    );
    expect(vehicleContext).toBeTypeOf("object");
  });

  it("Shadowrun's runner: 0 rates and tests, not treading", async () => {
    const { runnerSheetContext } = await import("../../src/foundry/rulesets/shadowrun/runner-sheet-context");
    type System = Parameters<typeof runnerSheetContext>[0]["system"];
    const system = prepared<System>(data.runner);
    expect(system.rates).toEqual({ walk: 0, run: 0, sprintPerHit: 0 });
    const context = runnerSheetContext({ name: "Grit", img: null, system }, true, localize);
    expect(context.treading).toEqual({ on: false, left: "0" });
  });

  it("OpenD6's character and vehicle: 0 distances, blank untrained skills, no speed levels", async () => {
    const { d6SheetContext } = await import("../../src/foundry/rulesets/d6/d6-sheet-context");
    const { d6VehicleSheetContext } = await import("../../src/foundry/rulesets/d6/d6-vehicle-sheet-context");
    type Character = Parameters<typeof d6SheetContext>[0]["system"];
    type Vehicle = Parameters<typeof d6VehicleSheetContext>[0]["system"];
    const character = prepared<Character>(data.d6character);
    const vehicle = prepared<Vehicle>(data.d6vehicle);
    const characterContext = d6SheetContext({ name: "Courier", img: null, system: character }, true, localize);
    expect(characterContext.skills.every((skill) => skill.rolled === "" && !skill.trained)).toBe(true);
    expect(characterContext.difficulties).toEqual([]);
    const vehicleContext = d6VehicleSheetContext({ name: "Carriage", img: null, system: vehicle }, true, localize);
    expect(vehicleContext.warnings).toEqual([]);
  });
});
