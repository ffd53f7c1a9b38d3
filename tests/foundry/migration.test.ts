/**
 * Data migrations: every legacy fixture under tests/fixtures/legacy-0.1.0 reads as today's shape and
 * loses nothing entered; today's data (the packs shipped in 0.1.0) is left as it is; every model reads
 * numbers and choices as people type them (loose-values.ts) and never a prototype member; a seeded
 * fuzz of older shapes finds no lost value; prepared data never throws when a sub-object is missing.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getRuleset, RULESET_IDS, type Ruleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import * as d6 from "../../src/rules/rulesets/d6";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";
import { looseChoice, looseNumber } from "../../src/foundry/data/loose-values";
import { migrateLiftSource, migrateTerrainSource } from "../../src/foundry/data/region-behavior/legacy";
import { migrateMovementTestSource } from "../../src/foundry/data/chat-message/movement-test-data";
import { FIGHTER_PROFILE, FIGHTER_STATUSES } from "../../src/foundry/rulesets/necromunda/fighter-keys";
import { VEHICLE_TRANSPORT_AREAS } from "../../src/foundry/rulesets/necromunda/legacy";
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
type ModelKind = "character" | "fighter" | "vehicle" | "runner" | "d6character" | "d6vehicle";
type Prepared = {
  prepareDerivedData(): void;
  warnings: { path: string; value: unknown; used: number }[];
  movementProfile: { characteristics: Record<string, number> };
  kind: string;
};
let models: Record<ModelKind, Model>;

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      abstract: { TypeDataModel },
      data: {
        fields: { NumberField: Field, StringField: Field, BooleanField: Field, ArrayField: Field, SchemaField },
      },
    },
  });
  const { StrideCharacterModel } = await import("../../src/foundry/rulesets/dh2/character-model");
  const { StrideFighterModel } = await import("../../src/foundry/rulesets/necromunda/fighter-model");
  const { StrideVehicleModel } = await import("../../src/foundry/rulesets/necromunda/vehicle-model");
  const { StrideRunnerModel } = await import("../../src/foundry/rulesets/shadowrun/runner-model");
  const { StrideD6CharacterModel } = await import("../../src/foundry/rulesets/d6/d6-character-model");
  const { StrideD6VehicleModel } = await import("../../src/foundry/rulesets/d6/d6-vehicle-model");
  models = {
    character: StrideCharacterModel,
    fighter: StrideFighterModel,
    vehicle: StrideVehicleModel,
    runner: StrideRunnerModel,
    d6character: StrideD6CharacterModel,
    d6vehicle: StrideD6VehicleModel,
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

/** Every key path of `before` is still an own key path of `after` (a scalar may have become an object). */
function keysKept(before: unknown, after: unknown, path = ""): string[] {
  if (typeof before !== "object" || before === null) return [];
  if (typeof after !== "object" || after === null) return [path || "(root)"];
  return Object.entries(before).flatMap(([key, value]) =>
    Object.hasOwn(after, key)
      ? keysKept(value, (after as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
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
      characteristics: {
        agility: { value: 42, unnatural: 0 },
        strength: full,
        toughness: full,
        perception: full,
        ballisticSkill: full,
      },
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

/** A fixed seed: the fuzz below replays the same sources every run (MIGRATION_SEED replays another). */
const SEED = Number(process.env["MIGRATION_SEED"] ?? 21);

describe("numbers and choices as people type them (loose-values.ts)", () => {
  it.each([
    ["42", 42],
    [" 4+ ", 4],
    ['5"', 5],
    ["5″", 5],
    ["5 in", 5],
    ["1,5", 1.5],
    ["−1,5", -1.5],
    ["3 m", 3],
    ["3m", 3],
    ["12.5 kg", 12.5],
    ["−2", -2],
    ["+2", 2],
    ["1 000", 1000],
    ["1\u00a0000", 1000],
    ["1\u202f000\u202f000", 1e6],
    ["1,000,000", 1e6],
    ["½", 0.5],
    ["1½", 1.5],
    ["2 ¼", 2.25],
    ["−1½", -1.5],
    ['½"', 0.5],
    ["90°", 90],
  ])("%j reads %d", (text, number) => {
    expect(looseNumber(text)).toBe(number);
  });

  it.each(["fast", "", "  ", "3 ft", "+", "−", "12 34", "1/2", "½½", "x½", "Infinity", "constructor", "__proto__"])(
    "%j is kept as entered",
    (text) => {
      expect(looseNumber(text)).toBe(text);
    },
  );

  it("keeps what is not text as it is, without calling it", () => {
    const object = { valueOf: () => 5 };
    for (const value of [7, Number.NaN, null, undefined, true, object, [3]]) expect(looseNumber(value)).toBe(value);
  });

  it("matches choices by squashed spelling and own aliases only", () => {
    expect(looseChoice("Very Common", d6.FAMILIARITY)).toBe("veryCommon");
    expect(looseChoice(" ALL-OUT ", d6.SPEED_LEVELS)).toBe("allOut");
    expect(looseChoice("cruise", d6.SPEED_LEVELS, new Map([["cruise", "cruising"]]))).toBe("cruising");
    for (const key of ["constructor", "__proto__", "toString", "valueOf"]) {
      expect(looseChoice(key, d6.SPEED_LEVELS, new Map([["cruise", "cruising"]]))).toBe(key);
    }
    expect(looseChoice(3, d6.SPEED_LEVELS)).toBe(3);
  });
});

describe("every model reads the same loose numbers and choices", () => {
  const migrate = (kind: ModelKind, source: Record<string, unknown>) =>
    models[kind].migrateData(structuredClone(source)) as Record<string, unknown>;

  it("a Dark Heresy character: '3 m', a Unicode minus, '1 000', '½' and an altitude in capitals", () => {
    const out = migrate("character", {
      movement: { modifiers: { half: "½", full: "−1", charge: "3 m", run: "1,5" } },
      carriedWeight: "1 000 kg",
      underwater: "2",
      altitude: "LOW",
    });
    expect(out).toMatchObject({
      movement: { modifiers: { half: 0.5, full: -1, charge: 3, run: 1.5 } },
      carriedWeight: 1000,
      underwater: 2,
      altitude: "low",
    });
  });

  it("a fighter: its profile as printed, a weapon's Long range in inches, a status in any spelling", () => {
    const out = migrate("fighter", {
      profile: { move: '5"', ws: "4+", i: "3+", w: "½" },
      weapons: [{ name: "Stub gun", versatile: "TRUE", longRange: '8"' }],
      status: "Seriously-Injured",
    });
    expect(out).toMatchObject({
      profile: { move: 5, ws: 4, i: 3, w: 0.5 },
      weapons: [{ name: "Stub gun", versatile: true, longRange: 8 }],
      status: "seriouslyInjured",
    });
  });

  it("a Necromunda vehicle: a transport area in capitals, Move in inches", () => {
    expect(migrate("vehicle", { move: '7"', transportArea: "Deck" })).toMatchObject({ move: 7, transportArea: "deck" });
  });

  it("a runner (migrateData): ratings as text, a monitor as boxes marked / boxes, a metatype in capitals", () => {
    const out = migrate("runner", {
      metatype: "Elf",
      attributes: { agility: "5", strength: "−1", body: "4+" },
      skills: { running: "2", swimming: "1,5", acrobatics: "½" },
      armour: "12",
      monitors: { physical: "3/10", stun: { value: "1", max: "9" } },
    });
    expect(out).toEqual({
      metatype: "elf",
      attributes: { agility: 5, strength: -1, body: 4 },
      skills: { running: 2, swimming: 1.5, acrobatics: 0.5 },
      armour: 12,
      monitors: { physical: { value: 3, max: 10 }, stun: { value: 1, max: 9 } },
    });
  });

  it("an OpenD6 character reads the same numbers as the dh2 and Necromunda models", () => {
    const out = migrate("d6character", { move: "1,5", flyingMove: "12 m", drowning: "2" });
    expect(out).toMatchObject({ move: 1.5, flyingMove: 12, drowning: 2 });
    expect(migrate("d6character", { move: '10"' })).toMatchObject({ move: 10 });
    expect(migrate("d6character", { move: "4+" })).toMatchObject({ move: 4 });
  });

  it("an OpenD6 vehicle: numbers, choices in any case, a heading in degrees, its legacy kind kept", () => {
    const out = migrate("d6vehicle", {
      move: "1 000",
      pullingMove: "½",
      speed: "CRUISE",
      damage: "very light",
      familiarity: "Moderately Common",
      exposure: "EXPOSED",
      heading: "450°",
      kind: "Animal-Drawn",
    });
    expect(out).toMatchObject({
      move: 1000,
      pullingMove: 0.5,
      speed: "cruising",
      damage: "veryLight",
      familiarity: "moderatelyCommon",
      exposure: "exposed",
      heading: 90,
      vehicleKind: "animalDrawn",
      kind: "Animal-Drawn",
    });
    // A vehicleKind already set is today's: the legacy kind beside it is kept, not read over it.
    expect(migrate("d6vehicle", { vehicleKind: "air", kind: "water" })).toEqual({ vehicleKind: "air", kind: "water" });
  });

  it("terrain and lift behaviors read the same numbers and spellings", () => {
    const conditions = allConditions();
    expect(
      migrateTerrainSource(
        { condition: "Shallow Water", height: "1½", width: "0,3", overhang: '½"', surface: "SHEER", railing: "True" },
        { ...allChoices(), conditions },
      ),
    ).toEqual({ condition: "shallowWater", height: 1.5, width: 0.3, overhang: 0.5, surface: "sheer", railing: true });
    expect(migrateLiftSource({ travel: '4"' })).toEqual({ travel: 4 });
    expect(migrateLiftSource({ travel: "−½" })).toEqual({ travel: -0.5 });
  });

  it.each(["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"])(
    "a stored %j is kept as entered everywhere a string names a choice, never a prototype member",
    (key) => {
      expect(migrate("fighter", { status: key })).toEqual({ status: key });
      expect(migrate("vehicle", { transportArea: key })).toEqual({ transportArea: key });
      expect(migrate("runner", { metatype: key })).toEqual({ metatype: key });
      expect(migrate("character", { altitude: key, skills: { athletics: { training: key } } })).toEqual({
        altitude: key,
        skills: { athletics: { training: key } },
      });
      const vehicle = { speed: key, damage: key, familiarity: key, exposure: key, vehicleKind: key, kind: key };
      expect(migrate("d6vehicle", vehicle)).toEqual(vehicle);
      expect(migrateTerrainSource({ condition: key, surface: key, water: key }, allChoices())).toEqual({
        condition: key,
        surface: key,
        water: key,
      });
    },
  );

  it("a card's landedOn that is not a list is read as one, never dropped", () => {
    const model = { name: "Ganger", actorUuid: "Actor.g", tokenUuid: null };
    const card = (landedOn: unknown) =>
      migrateMovementTestSource({
        rulesetId: "necromunda",
        request: { kind: "jumpDown" },
        result: { roll: 2, dice: [2], landedOn },
      }) as { result: { landedOn: unknown } };
    expect(card(model).result.landedOn).toEqual([model]);
    expect(card({ 1: { ...model, name: "B" }, 0: model }).result.landedOn).toEqual([model, { ...model, name: "B" }]);
    expect(card(null).result.landedOn).toEqual([]);
    expect(card(undefined).result.landedOn).toEqual([]);
    expect(card("Ganger").result.landedOn).toBe("Ganger");
    expect(card([model]).result.landedOn).toEqual([model]);
    // A single die stored as a number is a list of it; a missing one is the roll.
    const dice = migrateMovementTestSource({
      rulesetId: "dh2",
      request: { kind: "x" },
      result: { roll: 40, dice: 40 },
    });
    expect(dice).toMatchObject({ result: { dice: [40] } });
  });
});

/** Every ruleset's terrain conditions, as the terrain behavior's migration knows them. */
function allConditions(): string[] {
  return [...new Set(RULESET_IDS.flatMap((id) => getRuleset(id).terrain?.conditions ?? []))];
}

/** Every ruleset's terrain choice ids (conditions, climbable surfaces, water kinds), as the migration takes them. */
function allChoices() {
  const kinds = (list: "surfaces" | "waterKinds") => [
    ...new Set(RULESET_IDS.flatMap((id) => (getRuleset(id as string) satisfies Ruleset).terrain?.[list] ?? [])),
  ];
  return { conditions: allConditions(), surfaces: kinds("surfaces"), waterKinds: kinds("waterKinds") };
}

// ——— The migration fuzz: older shapes with loose numbers, choices in any spelling, and junk ———

/** A number and the ways a person may type it, each reading back as that number. */
const typedNumber: fc.Arbitrary<{ text: string; value: number }> = fc
  .tuple(
    fc.integer({ min: 0, max: 250_000 }),
    fc.boolean(), // a half
    fc.boolean(), // negative
    fc.constantFrom("plain", "comma", "groups", "fraction"),
    fc.constantFrom("", "+", '"', "″", " in", " m", "m", " kg", "°"),
    fc.constantFrom("-", "\u2212"),
    fc.constantFrom(" ", "\u00a0", "\u202f", "\u2009", ""),
  )
  .map(([whole, half, negative, form, suffix, minus, gap]) => {
    const magnitude = whole + (half ? 0.5 : 0);
    // Groups of three digits apart, as "1 000" (any of the spaces; a plain space when none is drawn).
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, gap || " ");
    const digits =
      form === "fraction" && half
        ? `${whole === 0 ? "" : grouped}½`
        : form === "comma" && half
          ? `${whole},5`
          : form === "groups"
            ? `${grouped}${half ? ".5" : ""}`
            : `${whole}${half ? ".5" : ""}`;
    const signed = negative && magnitude !== 0;
    return { text: `${signed ? minus : ""}${digits}${suffix}`, value: signed ? -magnitude : magnitude };
  });

/** Values a person may leave in a field that are no number and no choice: kept exactly as entered. */
const junk = fc.oneof(
  fc.constantFrom("fast", "", "  ", "3 ft", "n/a", "constructor", "__proto__", "toString", "valueOf", "½x", "one"),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);

/** An id as a person may spell it: another case, words apart, hyphens, spaces around. */
const spelled = (ids: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...ids),
      fc.constantFrom("same", "upper", "lower", "title"),
      fc.constantFrom("", " ", "-"),
      fc.constantFrom("", " ", "  "),
    )
    .map(([id, casing, joint, pad]) => {
      const words = id.replace(/([a-z])([A-Z])/g, `$1${joint}$2`);
      const cased =
        casing === "upper"
          ? words.toUpperCase()
          : casing === "lower"
            ? words.toLowerCase()
            : casing === "title"
              ? words.replace(/(^|[ -])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase())
              : words;
      return { text: `${pad}${cased}${pad}`, value: id };
    });

/** One field of a model's source: where it is, and what may be typed there. */
type FuzzField = { path: string; kind: "number" } | { path: string; kind: "choice"; ids: readonly string[] };

/** A generated entry: the typed value and what the migration must make of it. */
type Planted = { path: string; typed: unknown; expected: unknown };

/** A source with some fields typed loosely, some left as junk, some missing, and a note of the user's. */
function sourceOf(fields: readonly FuzzField[]): fc.Arbitrary<{ source: Record<string, unknown>; planted: Planted[] }> {
  const entry = (field: FuzzField): fc.Arbitrary<Planted | null> => {
    const typed =
      field.kind === "number"
        ? typedNumber.map(({ text, value }) => ({ path: field.path, typed: text, expected: value }))
        : spelled(field.ids).map(({ text, value }) => ({ path: field.path, typed: text, expected: value }));
    const left = junk.map((value) => ({ path: field.path, typed: value, expected: value }));
    return fc.oneof(
      { weight: 6, arbitrary: typed },
      { weight: 2, arbitrary: left },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  };
  return fc
    .tuple(fc.tuple(...fields.map(entry)), fc.option(fc.string({ maxLength: 12 }), { nil: undefined }))
    .map(([entries, note]) => {
      const planted = entries.filter((e): e is Planted => e !== null);
      const source: Record<string, unknown> = note === undefined ? {} : { notes: note };
      for (const p of planted) setPath(source, p.path, structuredClone(p.typed));
      return { source, planted };
    });
}

/** Sets a dotted path (numeric segments are array indexes), making the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

/** The own value at a dotted path, or a marker when a step is missing. */
const MISSING = Symbol("missing");
function getPath(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return MISSING;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Paths in a migrated source holding a member of Object.prototype, Object itself or any function. */
function prototypeMembers(value: unknown, path = ""): string[] {
  if (typeof value === "function" || value === Object.prototype) return [path || "(root)"];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => prototypeMembers(v, `${path}.${k}`));
}

const numbers = (...paths: string[]): FuzzField[] => paths.map((path) => ({ path, kind: "number" }));
const choice = (path: string, ids: readonly string[]): FuzzField => ({ path, kind: "choice", ids });

/** What the fuzz plants in each model's source. */
function fieldsOf(kind: ModelKind | "terrain" | "lift"): FuzzField[] {
  switch (kind) {
    case "character":
      return [
        ...["agility", "strength", "toughness", "perception", "willpower"].flatMap((c) =>
          numbers(`characteristics.${c}.value`, `characteristics.${c}.unnatural`),
        ),
        ...numbers("flyer", "hoverer", "fatigue", "carriedWeight", "underwater", "sinking"),
        ...numbers(...["half", "full", "charge", "run"].map((m) => `movement.modifiers.${m}`)),
        ...numbers("wounds.value", "wounds.max", "wounds.critical"),
        choice("altitude", dh2.FLIGHT_POSITIONS),
        choice("skills.athletics.training", dh2.SKILL_TRAINING_LEVELS),
        choice("skills.acrobatics.training", dh2.SKILL_TRAINING_LEVELS),
      ];
    case "fighter":
      return [
        ...numbers(...FIGHTER_PROFILE.map((key) => `profile.${key}`), "weapons.0.longRange"),
        choice("status", FIGHTER_STATUSES),
      ];
    case "vehicle":
      return [
        ...numbers("move", "handling", "toughness.front", "toughness.side", "toughness.rear"),
        ...numbers("hullPoints.value", "hullPoints.max"),
        choice("transportArea", VEHICLE_TRANSPORT_AREAS),
      ];
    case "runner":
      return [
        ...numbers("attributes.agility", "attributes.strength", "attributes.body", "armour", "physicalLimit"),
        ...numbers("skills.running", "skills.swimming", "skills.acrobatics"),
        ...numbers("monitors.physical.value", "monitors.physical.max", "monitors.stun.value", "monitors.stun.max"),
        choice("metatype", shadowrun.METATYPES),
      ];
    case "d6character":
      return numbers("move", "flyingMove", "drowning");
    case "d6vehicle":
      return [
        ...numbers("move", "pullingMove", "scale", "maneuverabilityLoss", "speedLoss"),
        ...numbers("lostControlRounds", "rammedRounds"),
        choice("speed", d6.SPEED_LEVELS),
        choice("damage", d6.DAMAGE_LEVELS),
        choice("vehicleKind", d6.VEHICLE_KINDS),
        choice("familiarity", d6.FAMILIARITY),
        choice("exposure", d6.EXPOSURE),
      ];
    case "terrain":
      return [
        ...numbers("height", "width", "overhang"),
        choice("condition", allConditions()),
        choice("surface", dh2.CLIMB_SURFACES),
        choice("water", dh2.WATER_KINDS),
      ];
    case "lift":
      return numbers("travel");
  }
}

describe("the migration fuzz finds no lost value (seeded)", () => {
  const kinds = ["character", "fighter", "vehicle", "runner", "d6character", "d6vehicle", "terrain", "lift"] as const;
  const migrateAny = (kind: (typeof kinds)[number], source: Record<string, unknown>) =>
    kind === "terrain"
      ? migrateTerrainSource(source, allChoices())
      : kind === "lift"
        ? migrateLiftSource(source)
        : (models[kind].migrateData(source) as Record<string, unknown>);

  it.each(kinds)("%s: typed numbers and spellings read as meant, junk kept, keys kept, idempotent", (kind) => {
    const fields = fieldsOf(kind);
    const lost: string[] = [];
    fc.assert(
      fc.property(sourceOf(fields), ({ source, planted }) => {
        const before = structuredClone(source);
        const after = migrateAny(kind, structuredClone(source));
        const wrong = planted
          .filter((p) => !Object.is(getPath(after, p.path), p.expected) && !equal(getPath(after, p.path), p.expected))
          .map((p) => `${p.path}: ${JSON.stringify(p.typed)} → ${String(getPath(after, p.path))}`);
        const missing = keysKept(before, after);
        const members = prototypeMembers(after);
        const again = migrateAny(kind, structuredClone(after));
        lost.push(...wrong, ...missing, ...members.map((m) => `${m}: a prototype member`));
        return wrong.length === 0 && missing.length === 0 && members.length === 0 && equal(again, after);
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(lost).toEqual([]);
  });

  it("an OpenD6 vehicle's legacy kind in any spelling is read as vehicleKind and kept", () => {
    fc.assert(
      fc.property(spelled(d6.VEHICLE_KINDS), fc.boolean(), ({ text, value }, set) => {
        const source = set ? { kind: text, vehicleKind: "land" } : { kind: text };
        const after = models.d6vehicle.migrateData(structuredClone(source)) as Record<string, unknown>;
        expect(after["kind"]).toBe(text);
        expect(after["vehicleKind"]).toBe(set ? "land" : value);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

/** Deep equality that tells -0 from 0 only where Object.is would not matter (JSON-like values). */
function equal(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}

describe("prepared OpenD6 characters and runners never throw (seeded fuzz)", () => {
  const value = fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.integer({ min: -100, max: 100 }),
    fc.double(),
    fc.boolean(),
    fc.string({ maxLength: 6 }),
    fc.constantFrom("3D+1", "2D", "4D+2", "0D", "constructor", "__proto__", "x"),
    fc.constant([]),
    fc.constant({}),
  );
  /** A sub-object as older or hand-made data holds it: missing, null, junk, or a record of junk and values. */
  const group = (keys: readonly string[]) =>
    fc.oneof(value, fc.dictionary(fc.constantFrom(...keys, "constructor", "__proto__", "valueOf"), value));
  /** Sources per model: 10,000 keeps each property near 1 s; PREPARE_RUNS=20000 replays the count. */
  const RUNS = Number(process.env["PREPARE_RUNS"] ?? 10_000);

  const prepareAll = (kind: "d6character" | "runner", sources: fc.Arbitrary<Record<string, unknown>>) => {
    const Model = models[kind] as unknown as new (s: object) => Prepared & Record<string, unknown>;
    let thrown = 0;
    let example = "";
    for (const source of fc.sample(sources, { seed: SEED, numRuns: RUNS })) {
      try {
        new Model(source).prepareDerivedData();
      } catch (e) {
        thrown++;
        example ||= `${JSON.stringify(source)} → ${String(e)}`;
      }
    }
    return { thrown, example };
  };

  it(`d6character: 0 of ${RUNS} sources throw; derived values stay finite`, () => {
    const sources = fc.record(
      {
        move: value,
        flyingMove: value,
        drowning: value,
        attributes: group(d6.D6_ATTRIBUTES),
        skills: group(d6.D6_SKILLS),
      },
      { requiredKeys: [] },
    );
    expect(prepareAll("d6character", sources)).toEqual({ thrown: 0, example: "" });
    const Model = models.d6character as unknown as new (s: object) => Prepared & {
      bases: Record<string, number>;
      rolled: Record<string, { code: string }>;
    };
    const empty = new Model({ attributes: null, skills: "none" });
    empty.prepareDerivedData();
    expect(Object.values(empty.bases).every(Number.isFinite)).toBe(true);
    expect(empty.rolled["climbing"]).toEqual({ code: "1D", trained: false });
    expect(empty.warnings.map((w) => w.path)).toEqual(["move", "attributes.agility", "attributes.physique"]);
  });

  it(`runner: 0 of ${RUNS} sources throw; a missing sub-object reads as 0 with a warning each`, () => {
    const sources = fc.record(
      {
        metatype: value,
        attributes: group(["agility", "strength", "body"]),
        skills: group(["running", "swimming", "acrobatics"]),
        armour: value,
        physicalLimit: value,
        monitors: group(["physical", "stun"]),
      },
      { requiredKeys: [] },
    );
    expect(prepareAll("runner", sources)).toEqual({ thrown: 0, example: "" });
    const Model = models.runner as unknown as new (s: object) => Prepared & {
      rates: Record<string, number>;
      damageUpdate(track: string, boxes: number): unknown;
    };
    const empty = new Model({ metatype: "elf", attributes: null, skills: [], monitors: null });
    empty.prepareDerivedData();
    expect(empty.warnings.map((w) => w.path)).toEqual([
      "attributes.agility",
      "attributes.strength",
      "attributes.body",
      "skills.running",
      "skills.swimming",
      "skills.acrobatics",
      "armour",
      "physicalLimit",
    ]);
    expect(Object.values(empty.rates).every(Number.isFinite)).toBe(true);
    expect(empty.damageUpdate("physical", 2)).toEqual({ "system.monitors.physical.value": 0 });
  });
});
