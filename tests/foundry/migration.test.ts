/**
 * Actor data migrations (0.1.0 → 0.2.0): every legacy fixture under tests/fixtures/legacy-0.1.0
 * reads as today's shape and loses nothing entered; today's data (the packs shipped in 0.1.0)
 * is left as it is; prepared data never throws when a sub-object is missing (issue #15).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installWorld, removeWorld } from "./fakes";

class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, unknown>) {}
}
/**
 * TypeDataModel reduced to what the models rely on: source data on the instance, a prepare hook,
 * and `migrateData` returning the source it was given (recorded, to show super is called).
 */
class TypeDataModel {
  static migrated: unknown[] = [];
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  static migrateData(source: object) {
    TypeDataModel.migrated.push(source);
    return source;
  }
  prepareDerivedData(): void {}
}

type Model = { migrateData(source: object): object };
type Prepared = {
  prepareDerivedData(): void;
  warnings: { path: string; value: unknown; used: number }[];
  movementProfile: { characteristics: Record<string, number> };
  kind: string;
};
let models: Record<"character" | "fighter" | "vehicle", Model>;

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      abstract: { TypeDataModel },
      data: { fields: { NumberField: Field, StringField: Field, SchemaField } },
    },
  });
  const { StrideCharacterModel } = await import("../../src/foundry/data/actor/character-model");
  const { StrideFighterModel } = await import("../../src/foundry/data/actor/fighter-model");
  const { StrideVehicleModel } = await import("../../src/foundry/data/actor/vehicle-model");
  models = {
    character: StrideCharacterModel,
    fighter: StrideFighterModel,
    vehicle: StrideVehicleModel,
  };
});
beforeEach(() => {
  installWorld();
  TypeDataModel.migrated = [];
});
afterEach(() => removeWorld());

const ROOT = process.cwd();
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
type Fixture = { name: string; source: Record<string, unknown>; expected: Record<string, unknown> };
const fixtures = (kind: string): Fixture[] => read(`tests/fixtures/legacy-0.1.0/${kind}.json`);

/** Every key path of `before` is still in `after` (a scalar may have become an object). */
function keysKept(before: unknown, after: unknown, path = ""): string[] {
  if (typeof before !== "object" || before === null) return [];
  if (typeof after !== "object" || after === null) return [path || "(root)"];
  return Object.entries(before).flatMap(([key, value]) =>
    key in after ? keysKept(value, (after as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

describe.each(["character", "fighter", "vehicle"] as const)("%s migrateData", (kind) => {
  it.each(fixtures(kind).map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    const source = structuredClone(fixture.source);
    const result = models[kind].migrateData(source);
    expect(result).toEqual(fixture.expected);
    expect(keysKept(fixture.source, result)).toEqual([]);
    // Foundry's own migrations still run: super's result is returned.
    expect(TypeDataModel.migrated).toEqual([source]);
    // Running it again changes nothing.
    expect(models[kind].migrateData(structuredClone(result))).toEqual(fixture.expected);
  });
});

describe("today's data", () => {
  it("is left as it is: every actor shipped in the 0.1.0 packs", () => {
    const dir = join(ROOT, "packs/example-actors");
    const actors = readdirSync(dir).map((f) => read(join("packs/example-actors", f)));
    expect(actors.length).toBeGreaterThan(5);
    // Actor types added after 0.1.0 (the Shadowrun runner) have no older shape to migrate.
    for (const actor of actors.filter((a) => a.type === "npc" || Object.hasOwn(models, a.type as string))) {
      const kind = actor.type === "npc" ? "character" : (actor.type as keyof typeof models);
      expect(models[kind].migrateData(structuredClone(actor.system)), actor.name).toEqual(actor.system);
    }
  });
});

describe("prepared data with a missing sub-object (issue #15)", () => {
  const prepare = (kind: keyof typeof models, source: object) => {
    const model = new (models[kind] as unknown as new (s: object) => Prepared)(source);
    expect(() => model.prepareDerivedData()).not.toThrow();
    return model;
  };

  it("a character without characteristics or modifiers: clamped to 0 with warnings", () => {
    const model = prepare("character", { size: 4, flyer: 0, hoverer: 0 }) as Prepared & {
      bands: { distance: number }[];
    };
    expect(model.movementProfile.characteristics["agility"]).toBe(0);
    expect(model.warnings.map((w) => w.path)).toContain("characteristics.agility.value");
    expect(model.bands.every((b) => Number.isFinite(b.distance) && b.distance > 0)).toBe(true);
    expect(model.kind).toBe("character");
  });

  it("a character with one characteristic missing warns for that one only", () => {
    const full = { value: 30, unnatural: 0 };
    const model = prepare("character", {
      characteristics: { agility: { value: 42, unnatural: 0 }, strength: full, toughness: full, perception: full },
      size: 4,
      flyer: 0,
      hoverer: 0,
      movement: { modifiers: { half: 0, full: 0, charge: 0, run: 0 } },
    });
    expect(model.warnings.map((w) => w.path)).toEqual([
      "characteristics.willpower.value",
      "characteristics.willpower.unnatural",
    ]);
    expect(model.movementProfile.characteristics["agility"]).toBe(42);
  });

  it("a fighter without a profile: Move and Initiative 0, a warning per entry", () => {
    const model = prepare("fighter", { status: "standing" });
    expect(model.movementProfile).toEqual({ characteristics: { move: 0, initiative: 0 } });
    expect(model.warnings).toHaveLength(12);
    expect(model.kind).toBe("character");
  });

  it("a vehicle without Toughness or Hull Points, and Move typed oddly: warnings, no TypeError", () => {
    const model = prepare("vehicle", { move: 7, handling: 5 });
    expect(model.warnings.map((w) => w.path)).toEqual([
      "toughness.front",
      "toughness.side",
      "toughness.rear",
      "hullPoints.value",
      "hullPoints.max",
    ]);
    expect(model.movementProfile).toEqual({ characteristics: { move: 7, handling: 5 } });
    expect(model.kind).toBe("vehicle");
    const empty = prepare("vehicle", {});
    expect(empty.warnings.map((w) => w.path).slice(0, 2)).toEqual(["move", "handling"]);
    expect(empty.warnings.every((w) => w.used === 0)).toBe(true);
  });

  it("a complete vehicle has no warnings", () => {
    const model = prepare("vehicle", {
      move: 7,
      toughness: { front: 8, side: 7, rear: 6 },
      handling: 5,
      hullPoints: { value: 3, max: 3 },
    });
    expect(model.warnings).toEqual([]);
  });
});
