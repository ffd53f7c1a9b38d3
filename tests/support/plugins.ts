/**
 * The ruleset plugins (src/foundry/rulesets) loaded over the few Foundry classes their modules
 * extend when imported: `foundry.abstract.TypeDataModel`, the data fields, and the sheets' bases.
 * For tests that read what the plugins declare (types, cards, templates), not how they behave.
 */
import { TypeDataModel } from "./type-data-model";

class Field {
  constructor(readonly options: Record<string, unknown> = {}) {}
}

/** Installs what a plugin module needs to be imported, keeping what a test installed before. */
function installImportGlobals(): void {
  const g = globalThis as unknown as { foundry?: Record<string, Record<string, unknown>> };
  const foundry = (g.foundry ??= {});
  foundry["abstract"] = { TypeDataModel, ...(foundry["abstract"] ?? {}) };
  foundry["data"] = {
    fields: { NumberField: Field, StringField: Field, BooleanField: Field, ArrayField: Field, SchemaField: Field },
    ...(foundry["data"] ?? {}),
  };
  foundry["applications"] = {
    api: { HandlebarsApplicationMixin: (cls: unknown) => cls, ApplicationV2: class ApplicationV2 {} },
    sheets: { ActorSheetV2: class ActorSheetV2 {} },
    ...(foundry["applications"] ?? {}),
  };
}

/** Every ruleset plugin, built in and registered. */
export async function loadPlugins() {
  installImportGlobals();
  await import("../../src/foundry/rulesets/built-in");
  return (await import("../../src/foundry/rulesets")).rulesetPlugins();
}

/** The module's host plugins (rulesets/host-plugins.ts), registered where no plugin of their id is. */
export async function loadHostPlugins() {
  installImportGlobals();
  return (await import("../../src/foundry/rulesets/host-plugins")).HOST_PLUGINS;
}

/**
 * The schema-only actor models (`<name>-data.ts`, what `init` registers in every world), by actor type,
 * imported over whatever Foundry classes the test installed first.
 */
export async function schemaOnlyModels() {
  return {
    character: (await import("../../src/foundry/rulesets/dh2/character-data")).StrideCharacterData,
    fighter: (await import("../../src/foundry/rulesets/necromunda/fighter-data")).StrideFighterData,
    vehicle: (await import("../../src/foundry/rulesets/necromunda/vehicle-data")).StrideVehicleData,
    runner: (await import("../../src/foundry/rulesets/shadowrun/runner-data")).StrideRunnerData,
    d6character: (await import("../../src/foundry/rulesets/d6/d6-character-data")).StrideD6CharacterData,
    d6vehicle: (await import("../../src/foundry/rulesets/d6/d6-vehicle-data")).StrideD6VehicleData,
  };
}
