import { beforeAll, describe, expect, it } from "vitest";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";
import { getRuleset } from "../../src/rules";
import { systemManifest } from "../support/lang";

type Model = typeof import("../../src/foundry/rulesets/d6/d6-character-model").StrideD6CharacterModel;
let StrideD6CharacterModel: Model;

beforeAll(async () => {
  installModelFakes();
  ({ StrideD6CharacterModel } = await import("../../src/foundry/rulesets/d6/d6-character-model"));
});

const defaults = () => initialOf(new SchemaField(StrideD6CharacterModel.defineSchema())) as Record<string, never>;

function prepared(over: Record<string, unknown> = {}) {
  const model = new (StrideD6CharacterModel as unknown as new (s: object) => InstanceType<Model>)({
    ...defaults(),
    ...over,
  });
  model.prepareDerivedData();
  return model;
}

/** A courier: Move 10, Agility 3D+1, Physique 2D+2, running 4D+1, jumping 3D+2, untrained elsewhere. */
const courier = {
  move: 10,
  flyingMove: 0,
  attributes: { agility: "3D+1", physique: "2D+2" },
  skills: { running: "4D+1", swimming: "", climbing: "", jumping: "3D+2", flying: "", stamina: "" },
};

describe("StrideD6CharacterModel", () => {
  it("is declared in system.json", () => {
    expect(systemManifest.documentTypes["Actor"]?.["d6character"]).toEqual({});
  });

  it("defaults to Move 10 and 3D attributes", () => {
    expect(defaults()).toMatchObject({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" } });
  });

  it("derives the base distances and the difficulty of 2×, 3× and 4× Move", () => {
    const model = prepared(courier);
    expect(model.bases).toEqual({ run: 10, swim: 5, climb: 5, jump: 3 });
    expect(model.runDifficulties).toEqual([
      { times: 2, distance: 20, difficulty: 5 },
      { times: 3, distance: 30, difficulty: 10 },
      { times: 4, distance: 40, difficulty: 15 },
    ]);
    expect(model.warnings).toEqual([]);
    expect(model.kind).toBe("character");
    expect(model.flyingSpeed).toBe(0);
  });

  it("rolls untrained skills at their attribute", () => {
    const model = prepared(courier);
    expect(model.rolled.running).toEqual({ code: "4D+1", trained: true });
    expect(model.rolled.climbing).toEqual({ code: "3D+1", trained: false });
    expect(model.rolled.swimming).toEqual({ code: "2D+2", trained: false });
    expect(model.movementProfile.characteristics).toMatchObject({ running: 13, climbing: 10, stamina: 8 });
  });

  it("flies at its flying Move and gives the ruleset's bands", () => {
    const model = prepared({ ...courier, flyingMove: 15 });
    expect(model.flyingSpeed).toBe(15);
    const bands = getRuleset("d6").bands.movementBands(model.movementProfile, { variant: "limited" });
    expect(bands.map((b) => b.distance)).toEqual([5, 10, 20, 30, 40]);
  });

  it("warns about codes it cannot read, and a Move of 0", () => {
    const model = prepared({ ...courier, move: 0, skills: { ...courier.skills, running: "fast" } });
    expect(model.warnings).toEqual([
      { path: "move", value: 0, used: 10 },
      { path: "skills.running", value: "fast", used: "(agility)" },
    ]);
    expect(model.rolled.running).toEqual({ code: "3D+1", trained: false });
  });

  it("migrates pips and other spellings to printed codes, and flyMove to flyingMove", () => {
    const source = StrideD6CharacterModel.migrateData({
      move: "12",
      flyMove: 20,
      attributes: { agility: 10, physique: "3d +1" },
      skills: { running: "4d", swimming: "" },
    });
    expect(source).toEqual({
      move: 12,
      flyMove: 20,
      flyingMove: 20,
      attributes: { agility: "3D+1", physique: "3D+1" },
      skills: { running: "4D", swimming: "" },
    });
  });

  it("keeps the failed swimming rounds: +3 each on the profile, and a missed card adds one through the actor", async () => {
    const model = prepared({ ...courier, drowning: 2 });
    expect(model.movementProfile.characteristics["drowning"]).toBe(2);
    const updates: unknown[] = [];
    Object.defineProperty(model, "parent", { value: { update: async (u: unknown) => updates.push(u) } });
    await model.addToCounter("drowning", 1);
    await model.addToCounter("fatigue", 1);
    expect(updates).toEqual([{ "system.drowning": 3 }]);
    expect(defaults()).toMatchObject({ drowning: 0 });
  });

  it("sets the drowning count back to 0 once out of the water (setCounter), and ignores other counters", async () => {
    const model = prepared({ ...courier, drowning: 2 });
    const updates: unknown[] = [];
    Object.defineProperty(model, "parent", { value: { update: async (u: unknown) => updates.push(u) } });
    await model.setCounter("fatigue", 0);
    await model.setCounter("drowning", Number.NaN);
    await model.setCounter("drowning", 2);
    await model.setCounter("drowning", 0);
    expect(updates).toEqual([{ "system.drowning": 0 }]);
  });
});
