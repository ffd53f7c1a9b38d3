/**
 * The OpenD6 vehicle data model (#12): defaults, migrations of older or hand-made data, the five
 * speed levels derived by the engine, the profile the ruleset reads, and warnings.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SchemaField, StringField } from "../support/model-fakes";
import { initialOf, installModelFakes } from "../support/model-fakes";
import { systemManifest } from "../support/lang";

type Model = typeof import("../../src/foundry/rulesets/d6/d6-vehicle-model").StrideD6VehicleModel;
let StrideD6VehicleModel: Model;

/** The one field shape these fakes lack: ArrayField keeping its element field; new documents start empty. */
class ArrayField {
  constructor(readonly element: unknown) {}
}

beforeAll(async () => {
  installModelFakes();
  Object.assign((globalThis as unknown as { foundry: { data: { fields: object } } }).foundry.data.fields, {
    ArrayField,
  });
  ({ StrideD6VehicleModel } = await import("../../src/foundry/rulesets/d6/d6-vehicle-model"));
});

function defaults(): Record<string, unknown> {
  const schema = StrideD6VehicleModel.defineSchema() as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [
      key,
      field instanceof ArrayField ? [] : initialOf(field as SchemaField | StringField),
    ]),
  );
}

function prepared(over: Record<string, unknown> = {}) {
  const source = StrideD6VehicleModel.migrateData({ ...defaults(), ...over });
  const model = new (StrideD6VehicleModel as unknown as new (s: object) => InstanceType<Model>)(source);
  model.prepareDerivedData();
  return model;
}

/** A carriage: Move 18 (its horses' pulling rate), Maneuverability 0D, Toughness 2D+1, no armour. */
const carriage = {
  move: 18,
  maneuverability: "0D",
  toughness: "2D+1",
  armor: "",
  vehicleKind: "animalDrawn",
  pullingMove: 18,
};

describe("StrideD6VehicleModel", () => {
  it("is declared in system.json", () => {
    expect(systemManifest.documentTypes["Actor"]?.["d6vehicle"]).toEqual({});
  });

  it("defaults to a stopped, undamaged land vehicle of Move 10", () => {
    expect(defaults()).toMatchObject({
      move: 10,
      vehicleKind: "land",
      speed: "stopped",
      damage: "none",
      exposure: "normal",
      passengers: [],
    });
  });

  it("derives the five speed levels with their ranges and difficulties (§ Vehicle Movement)", () => {
    const model = prepared({ ...carriage, vehicleKind: "land" });
    expect(model.speeds).toEqual([
      { level: "stopped", min: 0, max: 0, difficulty: 0, lost: false },
      { level: "cautious", min: 4.5, max: 9, difficulty: 0, lost: false },
      { level: "cruising", min: 9, max: 18, difficulty: 0, lost: false },
      { level: "high", min: 18, max: 36, difficulty: 5, lost: false },
      { level: "allOut", min: 36, max: 72, difficulty: 10, lost: false },
    ]);
    expect(model.kind).toBe("vehicle");
    expect(model.resistancePips).toBe(7);
    expect(model.warnings).toEqual([]);
  });

  it("counts an animal-drawn vehicle's levels from its pulling rate, with its team's running difficulties (§ Vehicle Movement, § Running)", () => {
    // Move 12, pulling rate 18: the levels are the team's, half free, 2× at 5, all-out 10 (3×) to 15 (4×).
    const model = prepared({ ...carriage, move: 12, teamRunning: "4D+1" });
    const free = { from: 0, to: 0, free: true };
    expect(model.speeds).toEqual([
      { level: "stopped", min: 0, max: 0, difficulty: 0, lost: false, running: free },
      { level: "cautious", min: 4.5, max: 9, difficulty: 0, lost: false, running: free },
      { level: "cruising", min: 9, max: 18, difficulty: 0, lost: false, running: { from: 0, to: 0, free: false } },
      { level: "high", min: 18, max: 36, difficulty: 5, lost: false, running: { from: 5, to: 5, free: false } },
      { level: "allOut", min: 36, max: 72, difficulty: 10, lost: false, running: { from: 10, to: 15, free: false } },
    ]);
    expect(model.movementProfile.characteristics).toMatchObject({ move: 18, teamRunning: 13, pullingMove: 18 });
    // No pulling rate given: the vehicle's own Move (docs/rulings.md); a motor vehicle has no team.
    const unlisted = prepared({ ...carriage, move: 12, pullingMove: 0 });
    expect(unlisted.speeds.at(-1)).toMatchObject({ max: 48, running: { from: 10, to: 15 } });
    expect(unlisted.movementProfile.characteristics).toMatchObject({
      move: 12,
      pullingMove: 0,
      creatureMove: 12,
      teamRunning: 9,
    });
    const car = prepared({ ...carriage, move: 12, vehicleKind: "land" });
    expect(car.movementProfile.characteristics).toMatchObject({ move: 12 });
    expect(car.movementProfile.characteristics).not.toHaveProperty("teamRunning");
    expect(car.speeds.at(-1)).not.toHaveProperty("running");
    // A code the team's field cannot read warns and rolls as 0D (the Wild Die alone).
    expect(prepared({ ...carriage, teamRunning: "fast" }).warnings).toEqual([
      { path: "teamRunning", value: "fast", used: "0D" },
    ]);
    expect(defaults()).toMatchObject({ teamRunning: "3D" });
    expect(StrideD6VehicleModel.migrateData({ teamRunning: 13 })).toMatchObject({ teamRunning: "4D+1" });
  });

  it("marks the levels above the top speed left after damage", () => {
    const model = prepared({ ...carriage, speedLoss: 2 });
    expect(model.topSpeed).toBe("cruising");
    expect(model.speeds.map((s) => s.lost)).toEqual([false, false, false, true, true]);
    expect(model.movementProfile.characteristics).toMatchObject({ topSpeed: 2 });
  });

  it("gives the ruleset Move, speed level index and codes as pips", () => {
    const model = prepared({ ...carriage, speed: "high", maneuverability: "1D+1", armor: "1D" });
    expect(model.movementProfile.characteristics).toEqual({
      move: 18,
      vehicle: 1,
      vehicleSpeed: 3,
      topSpeed: 4,
      maneuverability: 4,
      pilotry: 13,
      toughness: 7,
      armor: 3,
      // The scale (carriage's, § Vehicle Damage), no stunt declared, no Very Light hit lasting.
      scale: 0,
      declaredStunt: 0,
      veryLightRounds: 0,
      veryLightUntil: 0,
      lostControlRounds: 0,
      rammedRounds: 0,
      damageLevel: 0,
      // The listed pulling rate; panic speed's creature Move (none given: the pulling rate); the water flag.
      pullingMove: 18,
      creatureMove: 18,
      water: 0,
      air: 0,
      // Animal-drawn (index 3 of VEHICLE_KINDS): a land vehicle's loss of control.
      vehicleKind: 3,
      // Its team's running code, 3D by default (§ Vehicle Movement: the team runs).
      teamRunning: 9,
    });
    expect(prepared({ ...carriage, heading: 90, lostControlRounds: 1 }).movementProfile.characteristics).toMatchObject({
      heading: 90,
      lostControlRounds: 1,
    });
    // The rounds a ram cost and the damage level (Severe slows it at its turn start) reach the rules.
    expect(prepared({ ...carriage, rammedRounds: 1, damage: "severe" }).movementProfile.characteristics).toMatchObject({
      rammedRounds: 1,
      damageLevel: 4,
    });
    expect(prepared({ vehicleKind: "water", pullingMove: 18 }).movementProfile.characteristics).toMatchObject({
      pullingMove: 0,
      creatureMove: 0,
      water: 1,
    });
    expect(model.flyingSpeed).toBe(0);
    expect(prepared({ vehicleKind: "air", move: 40 }).flyingSpeed).toBe(40);
    expect(prepared({ vehicleKind: "air", move: 40 }).movementProfile.characteristics["air"]).toBe(1);
  });

  it("starts familiar without a manual; an unfamiliar pilot's profile carries the class and the manual (§ Vehicle Familiarity)", () => {
    expect(defaults()).toMatchObject({ unfamiliar: false, manual: false });
    const familiar = prepared({ familiarity: "common" }).movementProfile.characteristics;
    expect(familiar).not.toHaveProperty("familiarity");
    expect(
      prepared({ familiarity: "common", unfamiliar: true, manual: true }).movementProfile.characteristics,
    ).toMatchObject({ familiarity: 1, manual: 1 });
  });

  it("stores the speed level, heading and rounds out of control a move or turn start sets (setCounter)", async () => {
    const model = prepared({ ...carriage, speed: "cruising" });
    expect(model.heading).toBeNull();
    const updates: unknown[] = [];
    Object.defineProperty(model, "parent", { value: { update: async (u: unknown) => updates.push(u) } });
    await model.setCounter("vehicleSpeed", 2); // already cruising
    await model.setCounter("vehicleSpeed", 4);
    await model.setCounter("vehicleSpeed", 9); // clamped to all-out
    await model.setCounter("heading", 450);
    await model.setCounter("lostControlRounds", 1);
    await model.setCounter("rammedRounds", 1);
    await model.setCounter("drowning", 0);
    await model.setCounter("heading", Number.NaN);
    expect(updates).toEqual([
      { "system.speed": "allOut" },
      { "system.speed": "allOut" },
      { "system.heading": 90 },
      { "system.lostControlRounds": 1 },
      { "system.rammedRounds": 1 },
    ]);
  });

  it("adds to a counter it keeps from its profile's value (a missed team's running roll lowers the stored speed)", async () => {
    const model = prepared({ ...carriage, speed: "allOut" });
    const updates: unknown[] = [];
    Object.defineProperty(model, "parent", { value: { update: async (u: unknown) => updates.push(u) } });
    await model.addToCounter("vehicleSpeed", -2);
    await model.addToCounter("vehicleSpeed", 0);
    await model.addToCounter("vehicleSpeed", Number.NaN);
    await model.addToCounter("drowning", 1);
    expect(updates).toEqual([{ "system.speed": "cruising" }]);
  });

  it("writes a Very Light hit's last combat round with its count, and clears an older hit's round outside a combat", async () => {
    const model = prepared({ ...carriage, veryLightUntil: 4 });
    const updates: unknown[] = [];
    Object.defineProperty(model, "parent", { value: { update: async (u: unknown) => updates.push(u) } });
    const hit = { damage: "veryLight", maneuverabilityLoss: 0, speedLoss: 0, passingRounds: 2 };
    await model.applyCollisionDamage({ ...hit, passingUntil: 6 });
    await model.applyCollisionDamage(hit);
    await model.setCounter("veryLightUntil", 0);
    expect(updates).toEqual([
      {
        "system.damage": "veryLight",
        "system.maneuverabilityLoss": 0,
        "system.speedLoss": 0,
        "system.veryLightRounds": 2,
        "system.veryLightUntil": 6,
      },
      {
        "system.damage": "veryLight",
        "system.maneuverabilityLoss": 0,
        "system.speedLoss": 0,
        "system.veryLightRounds": 2,
        "system.veryLightUntil": 0,
      },
      { "system.veryLightUntil": 0 },
    ]);
    // While it lasts the pilot's code is 1D (3 pips) less.
    const whole = prepared({ ...carriage }).movementProfile.characteristics["pilotry"]!;
    expect(
      prepared({ ...carriage, veryLightRounds: 2, veryLightUntil: 6 }).movementProfile.characteristics,
    ).toMatchObject({ veryLightRounds: 2, veryLightUntil: 6, pilotry: whole - 3 });
  });

  it("migrates text numbers, codes as pips, printed level names, a `kind` and a single passenger", () => {
    const source = StrideD6VehicleModel.migrateData({
      move: "20",
      toughness: 7,
      maneuverability: "1d+1",
      speed: "All-Out",
      damage: "Very Light",
      kind: "water",
      passengers: "abc123",
    });
    expect(source).toMatchObject({
      move: 20,
      toughness: "2D+1",
      maneuverability: "1D+1",
      speed: "allOut",
      damage: "veryLight",
      vehicleKind: "water",
      passengers: ["abc123"],
    });
    // The first drafts' `kind` is read as vehicleKind and kept as entered (nothing entered is dropped).
    expect(source).toHaveProperty("kind", "water");
    expect(StrideD6VehicleModel.migrateData({ ...source })).toEqual(source);
  });

  it("warns about codes it cannot read and uses 0D", () => {
    const model = prepared({ ...carriage, toughness: "tough" });
    expect(model.warnings).toEqual([{ path: "toughness", value: "tough", used: "0D" }]);
    expect(model.resistancePips).toBe(0);
  });
});

describe("the pilot's code the vehicle tests roll", () => {
  it("adds the Maneuverability to the pilot's pilotry and takes off dice lost to damage", () => {
    const model = prepared({ ...carriage, pilotry: "3D+1", maneuverability: "1D" });
    expect(model.movementProfile.characteristics["pilotry"]).toBe(13);
    const damaged = prepared({ ...carriage, pilotry: "3D+1", maneuverability: "1D", maneuverabilityLoss: 2 });
    expect(damaged.movementProfile.characteristics["pilotry"]).toBe(7);
    expect(prepared({ pilotry: "1D", maneuverabilityLoss: 4 }).movementProfile.characteristics["pilotry"]).toBe(0);
  });
});
