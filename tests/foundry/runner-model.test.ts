import { beforeAll, describe, expect, it, vi } from "vitest";
import { initialOf, installModelFakes, SchemaField, type StringField } from "../support/model-fakes";
import { getRuleset } from "../../src/rules";
import { systemManifest } from "../support/lang";

type Model = typeof import("../../src/foundry/rulesets/shadowrun/runner-model").StrideRunnerModel;
let StrideRunnerModel: Model;

beforeAll(async () => {
  installModelFakes();
  ({ StrideRunnerModel } = await import("../../src/foundry/rulesets/shadowrun/runner-model"));
});

const defaults = () => initialOf(new SchemaField(StrideRunnerModel.defineSchema())) as Record<string, never>;

function prepared(over: Record<string, unknown> = {}) {
  const model = new (StrideRunnerModel as unknown as new (s: object) => InstanceType<Model>)({
    ...defaults(),
    ...over,
  });
  model.prepareDerivedData();
  return model;
}

/** A street samurai: ork, Agility 5, Strength 4, Body 5, Running 5, Swimming 2, Acrobatics 3, Armour 12. */
const samurai = {
  metatype: "ork",
  attributes: { agility: 5, strength: 4, body: 5 },
  skills: { running: 5, swimming: 2, acrobatics: 3 },
  armour: 12,
  physicalLimit: 6,
};

describe("StrideRunnerModel", () => {
  it("is declared in system.json", () => {
    expect(systemManifest.documentTypes["Actor"]?.["runner"]).toEqual({});
  });

  it("offers the metatypes of the movement table", () => {
    const schema = StrideRunnerModel.defineSchema() as unknown as { metatype: StringField };
    expect(schema.metatype.options.choices).toEqual(["dwarf", "elf", "human", "ork", "troll"]);
  });

  it("derives Walk, Run, sprint per hit, sprint tests, swimming and treading water", () => {
    const model = prepared(samurai);
    expect(model.rates).toEqual({ walk: 10, run: 20, sprintPerHit: 2 });
    expect(model.sprintTests).toBe(3);
    expect(model.swim).toEqual({ rate: 4.5, perHit: 1 });
    expect(model.treadWater).toBe(4.5);
    expect(model.warnings).toEqual([]);
    expect(model.flyingSpeed).toBe(0);
    expect(model.kind).toBe("character");
  });

  it("gives the ruleset a profile it bands and pools from", () => {
    const profile = prepared(samurai).movementProfile;
    expect(profile.characteristics).toMatchObject({ sprintPool: 9, swimPool: 6, jumpPool: 8, fallPool: 13 });
    const bands = getRuleset("shadowrun").bands.movementBands(profile);
    expect(bands).toEqual([
      { action: "srWalk", distance: 10 },
      { action: "srRun", distance: 20 },
      { action: "srSprint", distance: 20 },
    ]);
  });

  it.each([
    ["NaN", Number.NaN, 0],
    ["negative", -2, 0],
    ["huge", 99, 30],
    ["fractional", 4.5, 4],
  ])("clamps a %s Agility with a warning, keeping what was entered", (_label, agility, used) => {
    const model = prepared({ ...samurai, attributes: { ...samurai.attributes, agility } });
    expect(model.warnings).toEqual([{ path: "attributes.agility", value: agility, used }]);
    expect(model.rates.walk).toBe(used * 2);
    expect((model.attributes as Record<string, number>)["agility"]).toBe(agility);
  });

  it("reads an unknown metatype as human, with a warning", () => {
    const model = prepared({ ...samurai, metatype: "gnome" });
    expect(model.warnings).toEqual([{ path: "metatype", value: "gnome", used: "human" }]);
    expect(model.rates.sprintPerHit).toBe(2);
  });

  it("marks damage on a condition monitor, never past its boxes", async () => {
    const model = prepared({ ...samurai, monitors: { physical: { value: 8, max: 11 }, stun: { value: 0, max: 10 } } });
    expect(model.damageUpdate("physical", 2)).toEqual({ "system.monitors.physical.value": 10 });
    expect(model.damageUpdate("physical", 7)).toEqual({ "system.monitors.physical.value": 11 });
    expect(model.damageUpdate("stun", 1)).toEqual({ "system.monitors.stun.value": 1 });
    expect(model.damageUpdate("edge", 1)).toBeNull();
    expect(model.damageUpdate("stun", 0)).toBeNull();
    const update = vi.fn();
    (model as unknown as { parent: unknown }).parent = { update };
    await model.applyDamage("stun", 1);
    expect(update).toHaveBeenCalledWith({ "system.monitors.stun.value": 1 });
  });
});
