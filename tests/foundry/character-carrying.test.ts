/**
 * The character fields of issue #14 (Fatigue, carried weight, movement skills): defaults, derived
 * limits and encumbrance (dh2-movement.md § Carrying, Lifting, and Pushing Objects), and migrations of
 * legacy spellings that lose nothing entered.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installWorld, removeWorld } from "./fakes";

class Field {
  constructor(readonly options: { initial: unknown }) {}
}
class SchemaField {
  constructor(readonly fields: Record<string, Field | SchemaField>) {}
}
class TypeDataModel {
  constructor(source: object) {
    Object.assign(this, structuredClone(source));
  }
  static migrateData(source: object) {
    return source;
  }
  prepareDerivedData(): void {}
}

type CharacterModel = typeof import("../../src/foundry/rulesets/dh2/character-model").StrideCharacterModel;
let Model: CharacterModel;
let legacyTraining: (raw: unknown) => unknown;

beforeAll(async () => {
  Object.assign(globalThis, {
    foundry: {
      abstract: { TypeDataModel },
      data: { fields: { NumberField: Field, StringField: Field, BooleanField: Field, SchemaField } },
    },
  });
  ({ StrideCharacterModel: Model } = await import("../../src/foundry/rulesets/dh2/character-model"));
  ({ legacyTraining } = await import("../../src/foundry/rulesets/dh2/legacy"));
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

function initialOf(field: Field | SchemaField): unknown {
  if (field instanceof Field) return field.options.initial;
  return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialOf(f)]));
}
const defaults = () => initialOf(new SchemaField(Model.defineSchema())) as Record<string, unknown>;

/** A prepared character with Strength and Toughness given, and other fields over the defaults. */
function prepared(strength: number, toughness: number, over: Record<string, unknown> = {}) {
  const source = defaults();
  const characteristics = {
    ...(source["characteristics"] as object),
    strength: { value: strength, unnatural: 0 },
    toughness: { value: toughness, unnatural: 0 },
  };
  const model = new (Model as unknown as new (s: object) => InstanceType<CharacterModel>)({
    ...source,
    characteristics,
    ...over,
  });
  model.prepareDerivedData();
  return model;
}

describe("character carrying fields (issue #14)", () => {
  it("new characters carry nothing, have no Fatigue and are untrained", () => {
    expect(defaults()).toMatchObject({
      fatigue: 0,
      carriedWeight: 0,
      skills: { athletics: { training: "untrained" }, acrobatics: { training: "untrained" } },
    });
  });

  it("derive the limits of SB + TB from the table (SB 3 + TB 4 = row 7: 45 / 90 / 180 kg)", () => {
    const model = prepared(35, 42);
    expect(model.carrying).toEqual({ sum: 7, carry: 45, lift: 90, push: 180 });
    expect(model.encumbered).toBe(false);
    expect(model.encumbrance).toBe("unencumbered");
  });

  it("are Encumbered above the Carrying Weight, overloaded above the Lifting Weight", () => {
    expect(prepared(35, 42, { carriedWeight: 45 }).encumbered).toBe(false);
    expect(prepared(35, 42, { carriedWeight: 46 }).encumbrance).toBe("encumbered");
    expect(prepared(35, 42, { carriedWeight: 91 }).encumbrance).toBe("overloaded");
  });

  it("are Encumbered at the gravity of the scene the token stands on (§ Low/High Gravity Worlds: ±4 rows)", () => {
    /** SB 3 + TB 4 = row 7 (carry 45, lift 90); low gravity row 11 (carry 90), high row 3 (carry 9, lift 18). */
    const standing = (carriedWeight: number, gravity: string | null, actor?: object) => {
      const source = defaults();
      const characteristics = {
        ...(source["characteristics"] as object),
        strength: { value: 35, unnatural: 0 },
        toughness: { value: 42, unnatural: 0 },
      };
      const model = new (Model as unknown as new (s: object) => InstanceType<CharacterModel>)({
        ...source,
        characteristics,
        carriedWeight,
      });
      const scene = { grid: { units: "m" }, flags: gravity ? { stride: { gravity } } : {} };
      // A token actor's scene is its token's parent (Actor#token).
      Object.defineProperty(model, "parent", { value: actor ?? { token: { parent: scene } } });
      model.prepareDerivedData();
      return model;
    };
    expect(standing(50, null).encumbrance).toBe("encumbered");
    expect(standing(50, "low")).toMatchObject({ gravity: "low", encumbrance: "unencumbered", encumbered: false });
    expect(standing(50, "low").derivedStatuses).toEqual([]);
    expect(standing(15, "high")).toMatchObject({ gravity: "high", encumbrance: "encumbered" });
    expect(standing(15, "high").derivedStatuses).toEqual(["encumbered"]);
    expect(standing(20, "high").encumbrance).toBe("overloaded");
    // The sheet's first rows stay those of normal gravity.
    expect(standing(15, "high").carrying).toEqual({ sum: 7, carry: 45, lift: 90, push: 180 });
    // A linked actor: the scene of its token on the viewed scene (Actor#getActiveTokens(false, true)).
    const linked = {
      token: null,
      getActiveTokens: () => [{ parent: { grid: { units: "m" }, flags: { stride: { gravity: "high" } } } }],
    };
    expect(standing(15, null, linked).gravity).toBe("high");
    // Standing on no scene: normal gravity, and no standing gravity.
    expect(standing(15, null, { token: null, getActiveTokens: () => [] })).toMatchObject({
      gravity: null,
      encumbrance: "unencumbered",
    });
  });

  it("read the training modifiers and the Fatigue threshold TB + WPB", () => {
    const model = prepared(35, 42, {
      skills: { athletics: { training: "veteran" }, acrobatics: { training: "known" } },
    });
    expect(model.skillTraining).toEqual({
      athletics: { training: "veteran", modifier: 30 },
      acrobatics: { training: "known", modifier: 0 },
    });
    expect(model.fatigueThreshold).toBe(4 + 3); // TB 4, Willpower 30 by default → WPB 3
  });

  it("warn on a bad stored value, keep it, and read it as the safe one", () => {
    const model = prepared(35, 42, { carriedWeight: -3, fatigue: "lots", skills: { athletics: { training: "x" } } });
    expect(model.warnings.map((w) => [w.path, w.used])).toEqual([
      ["fatigue", 0],
      ["carriedWeight", 0],
      ["skills.athletics.training", -20],
    ]);
    expect(model.carriedWeight).toBe(-3);
    expect(model.skillTraining.athletics.training).toBe("untrained");
  });

  it("do not warn for fields an older actor never had", () => {
    const source = defaults();
    delete source["fatigue"];
    delete source["carriedWeight"];
    delete source["skills"];
    const model = new (Model as unknown as new (s: object) => InstanceType<CharacterModel>)(source);
    model.prepareDerivedData();
    expect(model.warnings).toEqual([]);
    expect(model.skillTraining.athletics).toEqual({ training: "untrained", modifier: -20 });
  });
});

describe("migrating the issue #14 fields", () => {
  it.each([
    ["Trained", "trained"],
    [" VETERAN ", "veteran"],
    ["+10", "trained"],
    ["-20", "untrained"],
    [20, "experienced"],
    [0, "known"],
    ["master", "master"],
    [15, 15],
    ["", ""],
  ])("training %o reads as %o", (raw, level) => {
    expect(legacyTraining(raw)).toBe(level);
  });

  it("reads text numbers, kilograms and bare skills; runs twice to the same result; loses no key", () => {
    const source = {
      fatigue: "2",
      carriedWeight: "12.5 kg",
      skills: { athletics: "Trained", acrobatics: { training: 30 } },
      extra: "kept",
    };
    const expected = {
      fatigue: 2,
      carriedWeight: 12.5,
      skills: { athletics: { training: "trained" }, acrobatics: { training: "veteran" } },
      extra: "kept",
    };
    const once = Model.migrateData(structuredClone(source));
    expect(once).toEqual(expected);
    expect(Model.migrateData(structuredClone(once))).toEqual(expected);
  });

  it("leaves an actor without the new fields without them (the schema's initial values fill them)", () => {
    const source = { size: 4, flyer: 0, hoverer: 0 };
    expect(Model.migrateData(structuredClone(source))).toEqual(source);
  });
});
