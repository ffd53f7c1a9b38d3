/**
 * What the OpenD6 vehicle data model gives collision cards (#12 item 4): the collision profile the
 * engine reads, and the damage an Apply writes through the actor (once, whole losses only).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SchemaField, StringField } from "../support/model-fakes";
import { initialOf, installModelFakes } from "../support/model-fakes";
import * as d6 from "../../src/rules/rulesets/d6";
import { systemManifest } from "../support/lang";

type Model = typeof import("../../src/foundry/rulesets/d6/d6-vehicle-model").StrideD6VehicleModel;
let StrideD6VehicleModel: Model;

/** ArrayField keeping its element field (the fakes lack it); new documents start empty. */
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

function prepared(over: Record<string, unknown>) {
  const schema = StrideD6VehicleModel.defineSchema() as unknown as Record<string, unknown>;
  const defaults = Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [
      key,
      field instanceof ArrayField ? [] : initialOf(field as SchemaField | StringField),
    ]),
  );
  const source = StrideD6VehicleModel.migrateData({ ...defaults, ...over });
  const model = new (StrideD6VehicleModel as unknown as new (s: object) => InstanceType<Model>)(source);
  model.prepareDerivedData();
  return model;
}

describe("the d6vehicle model's collision side", () => {
  it("declares the collisionCard chat subtype in system.json", () => {
    expect(systemManifest.documentTypes["ChatMessage"]?.["collisionCard"]).toEqual({});
  });

  it("gives the engine its resistance, damage level, exposure, kind and losses", () => {
    const boat = prepared({
      toughness: "3D",
      armor: "1D+1",
      damage: "heavy",
      exposure: "exposed",
      vehicleKind: "water",
      maneuverabilityLoss: 1,
      speedLoss: 2,
    });
    expect(boat.collisionProfile.characteristics).toMatchObject({
      toughness: 9,
      armor: 4,
      damageLevel: d6.DAMAGE_LEVELS.indexOf("heavy"),
      exposure: d6.EXPOSURE.indexOf("exposed"),
      vehicleKind: d6.VEHICLE_KINDS.indexOf("water"),
      maneuverabilityLoss: 1,
      speedLoss: 2,
    });
    expect(d6.collisionFormulas({ speed: "stopped", situations: [] }, boat.collisionProfile).resistance).toBe(
      "3d6 + 1d6x6 + 1",
    );
  });

  it("writes an Apply's damage through its actor, and ignores a malformed one", async () => {
    const model = prepared({});
    const update = vi.fn(async () => model);
    Object.defineProperty(model, "parent", { value: { update } });
    await model.applyCollisionDamage({ damage: "light", maneuverabilityLoss: 1, speedLoss: 0 });
    expect(update).toHaveBeenCalledWith({
      "system.damage": "light",
      "system.maneuverabilityLoss": 1,
      "system.speedLoss": 0,
    });
    expect(await model.applyCollisionDamage({ damage: "scratched", maneuverabilityLoss: 1, speedLoss: 0 })).toBeNull();
    expect(await model.applyCollisionDamage({ damage: "light", maneuverabilityLoss: -1, speedLoss: 0 })).toBeNull();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
