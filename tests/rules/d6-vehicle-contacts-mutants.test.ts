/**
 * OpenD6 vehicle contacts (rulesets/d6/vehicle-contacts.ts) at the edges the main tests leave
 * open: movers that are not vehicles, levels off the ground, loot, paths not along x, a blocked
 * path of several legs, the stopped vehicle's dice and malformed input.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { model, scene, vehicle } from "../support/snapshots";

/** East along y = 50 from x = 10 to x = 60 (the main tests' path). */
const east = () => [
  { x: 10, y: 50 },
  { x: 60, y: 50 },
];

/** South (+y) along x = 50 from y = 10 to y = 60: the main tests' path turned a quarter. */
const south = () => [
  { x: 50, y: 10 },
  { x: 50, y: 60 },
];

describe("vehicleContacts: who moves and what is met", () => {
  it("finds nothing for a mover that is not a vehicle, even a blocked one", () => {
    // § Ramming & Sideswiping Vehicles is about vehicles; a character's move has no collision dice.
    const snap = scene([model("runner", 10, 50), vehicle("parked", 40, 50, Math.PI)]);
    expect(d6.vehicleContacts(snap, "runner", east())).toEqual([]);
    expect(d6.vehicleContacts(snap, "runner", east(), { blocked: true })).toEqual([]);
  });

  it("finds nothing for a path of one point, even blocked: the vehicle never moved", () => {
    const snap = scene([vehicle("me", 10, 50, 0)]);
    expect(d6.vehicleContacts(snap, "me", [{ x: 10, y: 50 }], { blocked: true })).toEqual([]);
  });

  it("meets vehicles on its own raised level, and what stands up to half a grid step above or below", () => {
    // Two vehicles on a bridge 10 m up are on one level.
    const bridge = scene([
      { ...vehicle("me", 10, 50, 0), elevation: 10 },
      { ...vehicle("cart", 40, 50, Math.PI), elevation: 10 },
    ]);
    expect(d6.vehicleContacts(bridge, "me", east())).toMatchObject([{ kind: "vehicle", other: "cart" }]);
    // Grid step 2 m: 1 m up is still the vehicle's level, 3 m up is not.
    const near = scene([vehicle("me", 10, 50, 0), model("low", 40, 50, { elevation: 1 })]);
    expect(d6.vehicleContacts(near, "me", east())).toMatchObject([{ kind: "token", other: "low" }]);
    const far = scene([vehicle("me", 10, 50, 0), model("high", 40, 50, { elevation: 3 })]);
    expect(d6.vehicleContacts(far, "me", east())).toEqual([]);
  });

  it("drives over loot without a collision", () => {
    const snap = scene([vehicle("me", 10, 50, 0), model("crate", 40, 50, { kind: "loot" })]);
    expect(d6.vehicleContacts(snap, "me", east())).toEqual([]);
  });

  it("reads the same situations on a path along y as along x", () => {
    // The main tests' head-on and sideswipe, turned a quarter (facing π/2 is +y).
    const headOn = scene([vehicle("me", 50, 10, Math.PI / 2), vehicle("cart", 50, 40, -Math.PI / 2)]);
    expect(d6.vehicleContacts(headOn, "me", south())).toMatchObject([
      { kind: "vehicle", other: "cart", moverSituation: "headOn", otherSituation: "headOn" },
    ]);
    const alongside = scene([vehicle("me", 50, 10, Math.PI / 2), vehicle("by", 46.5, 30, Math.PI / 2)]);
    expect(d6.vehicleContacts(alongside, "me", south())).toMatchObject([
      { kind: "vehicle", other: "by", moverSituation: "sideswipe", otherSituation: "sideswipe" },
    ]);
  });

  it("puts a blocked stop at the end of the path's last leg", () => {
    const snap = scene([vehicle("me", 10, 50, 0)]);
    const path = [...east(), { x: 60, y: 80 }];
    expect(d6.vehicleContacts(snap, "me", path, { blocked: true })).toEqual([
      { kind: "terrain", segment: 1, t: 1, moverSituation: "veryHard" },
    ]);
  });
});

describe("contactDice and snapshotSpeed", () => {
  it("rolls the other vehicle at stopped speed when its speed is not given", () => {
    // § Speed Damage Modifier: stopped 2D; § Collision Damage Modifier: head-on +3D.
    const snap = scene([vehicle("me", 10, 50, 0), vehicle("cart", 40, 50, Math.PI)]);
    const [contact] = d6.vehicleContacts(snap, "me", east());
    expect(d6.contactDice(contact!, "cruising")).toEqual({ mover: 9, other: 5 });
  });

  it("reads the speed level from the snapshot, cruising when absent", () => {
    expect(d6.snapshotSpeed(vehicle("v", 0, 0, 0, 4))).toBe("allOut");
    expect(d6.snapshotSpeed(model("v", 0, 0, { kind: "vehicle" }))).toBe("cruising");
    // An index that names no level (a fraction, past all-out, negative, text) reads as cruising too.
    for (const index of [1.5, 5, -1, "4", Number.NaN]) {
      expect(d6.snapshotSpeed({ ...vehicle("v", 0, 0, 0), characteristics: { vehicleSpeed: index } } as never)).toBe(
        "cruising",
      );
    }
  });
});

describe("malformed input", () => {
  it("names what is wrong", () => {
    const snap = scene([vehicle("me", 10, 50, 0)]);
    expect(() => d6.vehicleContacts(snap, 5 as never, east())).toThrow(/^moverId must be a string/);
    expect(() => d6.vehicleContacts(snap, "me", "east" as never)).toThrow(/^path must be an array/);
    expect(() => d6.vehicleContacts(snap, "me", east(), { blocked: "yes" as never })).toThrow(
      /^options\.blocked must be a boolean/,
    );
    expect(() => d6.contactDice(null as never, "cruising")).toThrow(/^contact needs an input object/);
    expect(() => d6.snapshotSpeed(null as never)).toThrow(/^model needs an input object/);
    for (const characteristics of [null, undefined, "fast"]) {
      const m = { ...vehicle("v", 0, 0, 0), characteristics } as never;
      expect(() => d6.snapshotSpeed(m)).toThrow(/^A model needs a characteristics object/);
    }
  });
});
