/**
 * Riders and loot on a Necromunda vehicle (src/rules/moves/loot.ts, necromunda-movement.md
 * § Fighters & Loot on Moving Vehicles): which vehicle a model stands on, the
 * vehicle's transport area, and where a model thrown 1" off lands. The truck is a 4" vehicle
 * centred at (12, 7), 2" up (footprint (10, 5)–(14, 9)); a rider on a 1" base thrown at the 3-4-5
 * angle (along (0.6, 0.8)) goes 2 + ½ + 1 = 3.5" from its centre: to (14.1, 9.8), at 2".
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type Effect, type ModelSnapshot, type RegionSnapshot, type Ruleset } from "../../src/rules";
import { inTransportArea, landOff, vehicleUnder } from "../../src/rules/moves/loot";
import { inchScene, necromundaFighter, necromundaVehicle } from "../support/necromunda-vehicles";

const necromunda = () => getRuleset("necromunda");

/** The 3-4-5 angle: cos 0.6, sin 0.8. */
const ANGLE = Math.atan2(4, 3);

const truck = (extra: Partial<ModelSnapshot> = {}) =>
  necromundaVehicle("truck", 12, 7, { size: 4, elevation: 2, ...extra });
const rider = (extra: Partial<ModelSnapshot> = {}) => necromundaFighter("rider", 13, 7, { elevation: 2, ...extra });
const crate = () => necromundaFighter("crate", 13, 8, { kind: "loot", elevation: 2, disposition: "neutral" });

/** A region over the box with one terrain condition `height` high, between `bottom` and `top`. */
const region = (
  id: string,
  area: { x: number; y: number; width: number; height: number },
  condition: string,
  height: number,
  over: Partial<RegionSnapshot> = {},
): RegionSnapshot => ({
  id,
  name: id,
  area,
  bottom: null,
  top: null,
  terrain: [{ condition, height, railing: false }],
  ductwayExit: null,
  lift: null,
  ...over,
});

/** Rock filling y 10–20 (x 0–30): the landing's base (y 9.3–10.3) overlaps it by 0.3". */
const rock = (over: Partial<RegionSnapshot> = {}) =>
  region("rock", { x: 0, y: 10, width: 30, height: 10 }, "impassable", 0, over);

/** A 3"-deep gap from y 10.5 (x 0–30): the landing's base edge (y 10.3) 0.2" from it, within ½". */
const gap = (over: Partial<RegionSnapshot> = {}, height = 3) =>
  region("gap", { x: 0, y: 10.5, width: 30, height: 10 }, "gap", height, over);

/** Where the thrown model lands, rounded to 10⁻⁹ (cos and sin of the angle are not exact), and its test. */
function thrown(
  regions: RegionSnapshot[],
  ruleset: Ruleset | undefined,
  who: ModelSnapshot = rider(),
  vehicle: ModelSnapshot = truck(),
): Effect[] {
  const effects = landOff(inchScene([vehicle, who], { regions }), who, vehicle, ANGLE, 1, ruleset);
  return effects.map((e) =>
    e.type === "move"
      ? { ...e, to: { x: Math.round(e.to.x * 1e9) / 1e9 + 0, y: Math.round(e.to.y * 1e9) / 1e9 + 0 } }
      : e,
  );
}

const landsAt = (x: number, y: number, elevation = 2, model = "rider"): Effect => ({
  type: "move",
  model,
  to: { x, y },
  elevation,
});

describe("the vehicle a model stands on (§ Fighters & Loot on Moving Vehicles)", () => {
  it("a vehicle does not stand on itself; another vehicle's deck under it does", () => {
    // A 6" × 3" hauler footprint (x 9–15, y 5.5–8.5) at elevation 0 and a 2" cart at (14, 8) 1" up:
    // the cart's centre is on the hauler's footprint, the hauler's centre not on the cart's.
    const hauler = necromundaVehicle("hauler", 12, 7, { footprint: { x: 9, y: 5.5, width: 6, height: 3 } });
    const cart = necromundaVehicle("cart", 14, 8, { elevation: 1 });
    const scene = inchScene([hauler, cart]);
    expect(vehicleUnder(scene, hauler)).toBeUndefined();
    expect(vehicleUnder(scene, cart)?.id).toBe("hauler");
  });

  it("a fighter whose footprint holds another fighter's centre is no vehicle to stand on", () => {
    // An ogryn-sized 4" fighter at (12, 7) and a 1" fighter at (13.2, 8.4), 1" up, over its footprint.
    const big = necromundaFighter("big", 12, 7, { size: 4 });
    const small = necromundaFighter("small", 13.2, 8.4, { elevation: 1 });
    expect(vehicleUnder(inchScene([big, small]), small)).toBeUndefined();
  });

  it("a rider exactly at the deck's elevation stands on it; a fighter below the vehicle does not", () => {
    // Off the axes: (13.2, 8.4) lies on the truck's footprint (10, 5)–(14, 9).
    const on = necromundaFighter("on", 13.2, 8.4, { elevation: 2 });
    const under = necromundaFighter("under", 13.2, 8.4, { elevation: 1.5 });
    const scene = inchScene([truck(), on, under]);
    expect(vehicleUnder(scene, on)?.id).toBe("truck");
    expect(vehicleUnder(scene, under)).toBeUndefined();
    // The heights' 1e-9" slack: a rider that far under the deck still stands on it.
    const justUnder = necromundaFighter("just", 13.2, 8.4, { elevation: 2 - 1e-9 });
    expect(vehicleUnder(inchScene([truck(), justUnder]), justUnder)?.id).toBe("truck");
  });
});

describe("the designated transport area (§ Fighters & Loot on Moving Vehicles)", () => {
  // A 6" × 3" hauler centred at (12, 7) (footprint x 9–15, y 5.5–8.5) facing 60° (clockwise, y
  // down): ahead is along (0.5, 0.866).
  const hauler = (transportArea: "deck" | "rear", facing?: number) =>
    necromundaVehicle("hauler", 12, 7, {
      footprint: { x: 9, y: 5.5, width: 6, height: 3 },
      transportArea,
      ...(facing === undefined ? {} : { facing }),
    });
  const SIXTY = Math.PI / 3;

  it("a deck takes the whole footprint, ahead of the centre too, whatever the facing; nothing off it", () => {
    // (14, 8): 2 × 0.5 + 1 × 0.866 = 1.87" ahead.
    expect(inTransportArea(hauler("deck", SIXTY), { x: 14, y: 8 })).toBe(true);
    // (16, 7): beyond the footprint's x 15.
    expect(inTransportArea(hauler("deck", SIXTY), { x: 16, y: 7 })).toBe(false);
    expect(inTransportArea(hauler("deck"), { x: 16, y: 7 })).toBe(false);
  });

  it("a rear area of a vehicle whose facing is unknown is its whole deck", () => {
    expect(inTransportArea(hauler("rear"), { x: 14, y: 8 })).toBe(true);
    expect(inTransportArea(hauler("rear"), { x: 9.5, y: 5.8 })).toBe(true);
  });

  it("a rear area is the half behind the centre along the facing, off the axes", () => {
    // (13, 6.3): 1 × 0.5 − 0.7 × 0.866 = −0.106": just behind, though right of the centre.
    expect(inTransportArea(hauler("rear", SIXTY), { x: 13, y: 6.3 })).toBe(true);
    // (11, 7.7): −0.5 + 0.606 = 0.106": just ahead, though left of the centre.
    expect(inTransportArea(hauler("rear", SIXTY), { x: 11, y: 7.7 })).toBe(false);
    // (14, 8) well ahead; (8.5, 6) behind but off the footprint.
    expect(inTransportArea(hauler("rear", SIXTY), { x: 14, y: 8 })).toBe(false);
    expect(inTransportArea(hauler("rear", SIXTY), { x: 8.5, y: 6 })).toBe(false);
  });

  it("the centre itself is not behind the centre", () => {
    expect(inTransportArea(hauler("rear", SIXTY), { x: 12, y: 7 })).toBe(false);
  });
});

describe('where a model thrown 1" off lands (§ Fighters & Loot on Moving Vehicles)', () => {
  it("with no ruleset, 1\" clear of the vehicle's base along the angle, at the vehicle's elevation", () => {
    expect(thrown([rock()], undefined)).toEqual([landsAt(14.1, 9.8)]);
  });

  it("terrain it can cross does not move it", () => {
    const rough = region("rough", { x: 0, y: 10, width: 30, height: 10 }, "difficult", 0);
    expect(thrown([rough], necromunda())).toEqual([landsAt(14.1, 9.8)]);
  });

  it("landing in impassable terrain moves it the shortest way to a legal place", () => {
    // Rock from y 10: the base's edge to y 10, its centre to 9.5.
    expect(thrown([rock()], necromunda())).toEqual([landsAt(14.1, 9.5)]);
  });

  it("rock above the vehicle's elevation, or below it, is not in the way", () => {
    // An overhang from 3" up, and a 1" ledge under the truck 2" up.
    expect(thrown([rock({ bottom: 3 })], necromunda())).toEqual([landsAt(14.1, 9.8)]);
    expect(thrown([rock({ top: 1 })], necromunda())).toEqual([landsAt(14.1, 9.8)]);
    expect(thrown([rock({ bottom: 0, top: 1 })], necromunda())).toEqual([landsAt(14.1, 9.8)]);
  });

  it("rock from exactly the vehicle's elevation up, or up to exactly it, holds the landing", () => {
    expect(thrown([rock({ bottom: 2 })], necromunda())).toEqual([landsAt(14.1, 9.5)]);
    expect(thrown([rock({ bottom: 0, top: 2 })], necromunda())).toEqual([landsAt(14.1, 9.5)]);
    expect(thrown([rock({ bottom: 0 })], necromunda())).toEqual([landsAt(14.1, 9.5)]);
  });

  it("the heights' 1e-9\" slack holds exactly at its bounds", () => {
    // A vehicle 1e-9" under the rock's bottom is in it; one 1e-9" over its top is above it.
    const low = truck({ elevation: 3 - 1e-9 });
    expect(thrown([rock({ bottom: 3 })], necromunda(), rider({ elevation: 3 }), low)).toEqual([
      landsAt(14.1, 9.5, 3 - 1e-9),
    ]);
    const high = truck({ elevation: 1 + 1e-9 });
    expect(thrown([rock({ top: 1 })], necromunda(), rider({ elevation: 2 }), high)).toEqual([
      landsAt(14.1, 9.8, 1 + 1e-9),
    ]);
  });

  it("rock without a bottom reaches below the floor", () => {
    // A truck in a sunken roadway, 1" below the floor.
    const sunk = truck({ elevation: -1 });
    expect(thrown([rock()], necromunda(), rider({ elevation: -1 }), sunk)).toEqual([landsAt(14.1, 9.5, -1)]);
  });
});

describe("a thrown fighter landing within ½\" of a platform's edge tests again (§ Fighters & Loot on Moving Vehicles)", () => {
  const edgeFall = (distance: number) => ({
    type: "test",
    model: "rider",
    call: { kind: "edgeFall", distance, modifiers: [] },
  });

  it("a fighter near a gap's edge takes the edge test, loot does not", () => {
    expect(thrown([gap()], necromunda())).toMatchObject([landsAt(14.1, 9.8), edgeFall(3)]);
    expect(thrown([gap()], necromunda())).toHaveLength(2);
    // The crate at (13, 8) thrown the same way lands where the rider would.
    expect(thrown([gap()], necromunda(), crate())).toEqual([landsAt(14.1, 9.8, 2, "crate")]);
  });

  it("a gap drawn from the landing's elevation counts, one drawn above it does not", () => {
    expect(thrown([gap({ bottom: 2 })], necromunda())).toMatchObject([landsAt(14.1, 9.8), edgeFall(3)]);
    expect(thrown([gap({ bottom: 3 })], necromunda())).toEqual([landsAt(14.1, 9.8)]);
  });

  it("terrain with no drop, or with no edge test, posts nothing", () => {
    expect(thrown([gap({}, 0)], necromunda())).toEqual([landsAt(14.1, 9.8)]);
    const rough = region("rough", { x: 0, y: 10.5, width: 30, height: 10 }, "difficult", 3);
    expect(thrown([rough], necromunda())).toEqual([landsAt(14.1, 9.8)]);
  });

  it("a gap with no drop nearer in the list does not hide a real drop after it", () => {
    // A drop-less gap region listed first, the 3" gap after it: the second posts its test.
    const shallow = region("shallow", { x: 0, y: 10.4, width: 30, height: 10 }, "gap", 0);
    expect(thrown([shallow, gap()], necromunda())).toMatchObject([landsAt(14.1, 9.8), edgeFall(3)]);
  });

  it("a ruleset without terrain, without an edge distance or without an edge test posts nothing", () => {
    const base = necromunda();
    const noTerrain = { ...base, terrain: undefined } as Ruleset;
    expect(thrown([rock(), gap()], noTerrain)).toEqual([landsAt(14.1, 9.8)]);
    const noStructures = { ...base, structures: undefined } as Ruleset;
    expect(thrown([gap()], noStructures)).toEqual([landsAt(14.1, 9.8)]);
    const noEdgeTest = { ...base, terrain: { ...base.terrain, edgeTest: undefined } } as Ruleset;
    expect(thrown([gap()], noEdgeTest)).toEqual([landsAt(14.1, 9.8)]);
  });
});
