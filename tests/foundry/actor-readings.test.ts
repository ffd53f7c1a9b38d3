/**
 * One derivation of actor data: each actor data model's schema takes its initial values from its
 * ruleset's engine module, and its `movementProfile`, `flyingSpeed`, flight and `warnings` are the
 * ruleset's `actors.read` of the same data (rules/rulesets/<id>/actors.ts), so a token on the
 * canvas and plain data given to the engine read alike.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getRuleset, type ActorReading, type MovementProfile } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";

/** The field classes the schemas use, keeping their options (the initial value) and children. */
class Field {
  constructor(readonly options: { initial?: unknown }) {}
}
class ArrayField {
  constructor(
    readonly element: unknown,
    readonly options: { initial?: unknown },
  ) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, Field | ArrayField | SchemaField>) {}
}
/** TypeDataModel reduced to what the models rely on: source data on the instance, its actor, a prepare hook. */
class TypeDataModel {
  parent: unknown = null;
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  prepareDerivedData(): void {}
}

/** A schema's initial values, as Foundry fills a new document's system data. */
function initialOf(field: Field | ArrayField | SchemaField): unknown {
  if (field instanceof SchemaField)
    return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialOf(f)]));
  return field.options.initial;
}

type Model = {
  movementProfile: MovementProfile;
  flyingSpeed: number;
  kind: string;
  reading: ActorReading;
  warnings: unknown[];
  parent: unknown;
  prepareDerivedData(): void;
};
type ModelClass = { defineSchema(): Record<string, Field | ArrayField | SchemaField> };

let classes: Record<string, ModelClass>;
let initials: Record<string, object>;

beforeAll(async () => {
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry = {
    ...(g.foundry ?? {}),
    abstract: { TypeDataModel },
    data: { fields: { NumberField: Field, StringField: Field, BooleanField: Field, ArrayField, SchemaField } },
  };
  const dh2 = await import("../../src/rules/rulesets/dh2/actors");
  const necromunda = await import("../../src/rules/rulesets/necromunda/actors");
  const shadowrun = await import("../../src/rules/rulesets/shadowrun/actors");
  const d6 = await import("../../src/rules/rulesets/d6/actors");
  classes = {
    character: (await import("../../src/foundry/rulesets/dh2/character-model")).StrideCharacterModel,
    fighter: (await import("../../src/foundry/rulesets/necromunda/fighter-model")).StrideFighterModel,
    vehicle: (await import("../../src/foundry/rulesets/necromunda/vehicle-model")).StrideVehicleModel,
    runner: (await import("../../src/foundry/rulesets/shadowrun/runner-model")).StrideRunnerModel,
    d6character: (await import("../../src/foundry/rulesets/d6/d6-character-model")).StrideD6CharacterModel,
    d6vehicle: (await import("../../src/foundry/rulesets/d6/d6-vehicle-model")).StrideD6VehicleModel,
  };
  initials = {
    character: dh2.DH2_CHARACTER_INITIAL,
    fighter: necromunda.NECROMUNDA_FIGHTER_INITIAL,
    vehicle: necromunda.NECROMUNDA_VEHICLE_INITIAL,
    runner: shadowrun.SHADOWRUN_RUNNER_INITIAL,
    d6character: d6.D6_CHARACTER_INITIAL,
    d6vehicle: d6.D6_VEHICLE_INITIAL,
  };
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

/** The ruleset whose models hold each type. */
const RULESETS: Record<string, string> = {
  character: "dh2",
  fighter: "necromunda",
  vehicle: "necromunda",
  runner: "shadowrun",
  d6character: "d6",
  d6vehicle: "d6",
};

/** Data each type is read with beside its initial values: changed values, and values that must be clamped. */
const SOURCES: Record<string, object[]> = {
  character: [
    { characteristics: { agility: { value: 47, unnatural: 1 } }, flyer: 6, altitude: "high" },
    { size: 14, hoverer: -2, skills: { athletics: { training: "trained" } }, movement: { modifiers: { run: 6 } } },
  ],
  fighter: [
    { profile: { move: 40, i: 2 }, status: "pinned", weapons: [{ name: "Shotgun", versatile: true, longRange: 18 }] },
  ],
  vehicle: [{ move: 9, handling: -1, toughness: { front: 10, side: "x", rear: 6 }, transportArea: "deck" }],
  runner: [{ metatype: "troll", attributes: { agility: 44, strength: 6, body: 7 }, skills: { running: 3 } }],
  d6character: [{ move: 12, flyingMove: 14, attributes: { agility: "4D+1" }, skills: { climbing: "5D" } }],
  d6vehicle: [{ move: 30, vehicleKind: "air", speed: "high", pilotry: "4D", maneuverability: "1D+1", heading: 45 }],
};

/** Deep merge of plain data over initial values (lists replaced). */
function over(base: unknown, top: unknown): unknown {
  const plain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!plain(base) || !plain(top)) return top === undefined ? base : top;
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(top)])].map((k) => [k, over(base[k], top[k])]),
  );
}

const construct = (type: string, source: object, parent: unknown = null): Model => {
  const model = new (classes[type] as unknown as new (s: object) => Model)(source);
  model.parent = parent;
  return model;
};

describe("each actor model reads its data through its ruleset's engine", () => {
  it("takes its schema's initial values from the engine's constants", () => {
    for (const [type, model] of Object.entries(classes)) {
      expect(initialOf(new SchemaField(model.defineSchema())), type).toEqual(initials[type]);
    }
  });

  it("gives the engine's profile, flying speed and warnings for new and changed data", () => {
    for (const [type, sources] of Object.entries(SOURCES)) {
      const actors = getRuleset(RULESETS[type]!).actors!;
      for (const changes of [{}, ...sources]) {
        const source = over(structuredClone(initials[type]), changes) as object;
        const model = construct(type, source);
        model.prepareDerivedData();
        const reading = actors.read(type, source);
        expect(reading, type).not.toBeNull();
        expect(model.movementProfile, type).toEqual(reading!.profile);
        expect(model.flyingSpeed, type).toBe(reading!.flyingSpeed);
        expect(model.kind, type).toBe(reading!.kind);
        expect(model.warnings, type).toEqual(reading!.warnings);
        expect(model.reading, type).toEqual(reading);
      }
    }
    // The changed data is really read: a flyer at High Altitude, a pinned fighter, a deck vehicle.
    const flyer = getRuleset("dh2").actors.read("character", over(initials["character"], SOURCES["character"]![0]));
    expect(flyer?.flying).toBe("high");
    expect(getRuleset("necromunda").actors.read("vehicle", SOURCES["vehicle"]![0])?.transportArea).toBe("deck");
  });

  it("reads the parent actor's type and statuses (dh2: an unconscious NPC cannot swim)", () => {
    const parent = { type: "npc", statuses: new Set(["unconscious"]) };
    const model = construct("character", structuredClone(initials["character"]!), parent);
    const reading = getRuleset("dh2").actors.read("npc", initials["character"], ["unconscious"]);
    expect(model.movementProfile).toEqual(reading?.profile);
    expect(model.movementProfile.characteristics["cannotSwim"]).toBe(1);
    expect(
      construct("character", structuredClone(initials["character"]!)).movementProfile.characteristics,
    ).not.toHaveProperty("cannotSwim");
  });
});
