/**
 * The dh2 character model's side of issue #13: skills in the movement profile (Strength or
 * Athletics, whichever is better), wounds and Fatigue updates, the flight position and the Low
 * Altitude status it derives, and a stalled flyer's fall.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initialOf, installModelFakes, SchemaField } from "../support/model-fakes";
import { installWorld, removeWorld } from "./fakes";

type Model = typeof import("../../src/foundry/rulesets/dh2/character-model").StrideCharacterModel;
let StrideCharacterModel: Model;

beforeAll(async () => {
  installModelFakes();
  ({ StrideCharacterModel } = await import("../../src/foundry/rulesets/dh2/character-model"));
});
beforeEach(() => installWorld());
afterEach(() => removeWorld());

function prepared(over: Record<string, unknown> = {}) {
  const defaults = initialOf(new SchemaField(StrideCharacterModel.defineSchema())) as Record<string, unknown>;
  const model = new (StrideCharacterModel as unknown as new (s: object) => InstanceType<Model>)({
    ...defaults,
    ...over,
  });
  model.prepareDerivedData();
  return model;
}

const strength = (value: number) => ({
  agility: { value: 35, unnatural: 0 },
  strength: { value, unnatural: 0 },
  toughness: { value: 30, unnatural: 0 },
  perception: { value: 30, unnatural: 0 },
  willpower: { value: 30, unnatural: 0 },
});

describe("movement skills in the profile (issue #13 item 2)", () => {
  it("gives Athletics, Acrobatics and the better of Strength and Athletics by training", () => {
    const untrained = prepared({ characteristics: strength(40) }).movementProfile.characteristics;
    expect(untrained).toMatchObject({ strength: 40, athletics: 20, acrobatics: 15, strengthOrAthletics: 40 });
    const trained = prepared({
      characteristics: strength(40),
      skills: { athletics: { training: "trained" }, acrobatics: { training: "veteran" } },
    }).movementProfile.characteristics;
    expect(trained).toMatchObject({ athletics: 50, acrobatics: 65, strengthOrAthletics: 50 });
  });

  it("leaves the walking bands to Agility alone", () => {
    const model = prepared({ characteristics: strength(40), skills: { athletics: { training: "veteran" } } });
    expect(model.bands.map((b) => b.distance)).toEqual([3, 6, 9, 18]);
  });
});

describe("wounds and Fatigue updates", () => {
  it("takes damage from the wounds, the rest past 0 as Critical Damage", () => {
    const model = prepared({ wounds: { value: 12, max: 12, critical: 0 } });
    expect(model.woundsUpdate(16)).toEqual({ "system.wounds.value": 0, "system.wounds.critical": 4 });
    expect(model.woundsUpdate(5)).toEqual({ "system.wounds.value": 7, "system.wounds.critical": 0 });
    expect(model.woundsUpdate(Number.NaN)).toEqual({ "system.wounds.value": 12, "system.wounds.critical": 0 });
  });

  it("adds Fatigue levels and writes through the actor", async () => {
    const model = prepared({ fatigue: 2 });
    expect(model.fatigueUpdate(1)).toEqual({ "system.fatigue": 3 });
    const update = vi.fn(async () => undefined);
    Object.assign(model, { parent: { update } });
    await model.applyFatigue(1);
    await model.applyWounds(4);
    expect(update).toHaveBeenCalledWith({ "system.fatigue": 3 });
    expect(update).toHaveBeenCalledWith({ "system.wounds.value": 6, "system.wounds.critical": 0 });
  });
});

describe("flight position and Low Altitude (§ Altitude)", () => {
  it("reads the stored altitude where the trait reaches it, and derives Low Altitude", () => {
    const flyer = prepared({ flyer: 8, altitude: "low" });
    expect(flyer.flightTrait).toBe("flyer");
    expect(flyer.flightPosition).toBe("low");
    expect(flyer.derivedStatuses).toEqual(["lowAltitude"]);
    // High Altitude shows its own status: only attackers at High Altitude reach it (§ High Altitude).
    expect(prepared({ flyer: 8, altitude: "high" }).derivedStatuses).toEqual(["highAltitude"]);
    expect(prepared({ flyer: 8, altitude: "hovering" }).derivedStatuses).toEqual([]);
    // A Hoverer cannot be high; an actor that cannot fly is on the ground.
    expect(prepared({ hoverer: 4, altitude: "high" }).flightPosition).toBe("ground");
    expect(prepared({ altitude: "low" }).flightPosition).toBe("ground");
    expect(prepared({ altitude: "low" }).derivedStatuses).toEqual([]);
  });

  it("falls 25 m from high altitude without a move; nothing when it moved", () => {
    const flyer = prepared({ flyer: 8, altitude: "high" });
    expect(flyer.flightStall("t1", false, "1d10 + @metres")).toEqual({
      position: "ground",
      effects: [{ type: "fallCard", model: "t1", metres: 25, formula: "1d10 + 25", damageType: "impact" }],
    });
    expect(flyer.flightStall("t1", true, "1d10 + @metres")).toEqual({ position: null, effects: [] });
  });
});
