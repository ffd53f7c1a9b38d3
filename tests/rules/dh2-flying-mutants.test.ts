/**
 * Flying, altitude and zero gravity's push-off (src/rules/rulesets/dh2/flying.ts): the branches the
 * first flight tests left open. dh2-movement.md § Altitude, § Hovering/Low/High Altitude, § Flying
 * Movement, § Zero Gravity. Plain numbers: metres.
 */
import { model as squareModel } from "../support/snapshots";
import { describe, expect, it } from "vitest";
import type { ModelSnapshot, RegionSnapshot, RegionTerrain, SceneSnapshot } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

/** A friendly model of 1 m square centred at (x, y) metres. */
const model = (id: string, x: number, y: number, extra: Partial<ModelSnapshot> = {}): ModelSnapshot =>
  squareModel(id, x, y, { disposition: "friendly", ...extra });

/** A square region `side` m wide from (x, y), with one terrain condition `height` m high. */
function region(
  id: string,
  x: number,
  y: number,
  side: number,
  condition: string,
  height: number,
  extra: Partial<RegionSnapshot> = {},
): RegionSnapshot {
  const terrain: RegionTerrain = { condition, height, railing: false };
  return {
    id,
    name: id,
    area: { x, y, width: side, height: side },
    bottom: null,
    top: null,
    terrain: [terrain],
    ductwayExit: null,
    lift: null,
    ...extra,
  };
}

function scene(models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot {
  return { unit: "m", gridStep: 1, bounds: null, models, regions };
}

describe("altitude (§ Altitude, § Hovering/Low/High Altitude)", () => {
  it("gives no −10 between two flyers at low altitude: the penalty is ground fire's", () => {
    expect(dh2.altitudeAttack("low", "low")).toEqual({ possible: true, modifier: 0 });
  });

  it("names the argument that is not an altitude, and lists the altitudes", () => {
    expect(() => dh2.flyerFall("orbit" as never)).toThrow("from must be one of hovering, low, high");
    expect(() => dh2.altitudeChange("orbit" as never, "low")).toThrow("from must be one of");
    expect(() => dh2.altitudeChange("low", "orbit" as never)).toThrow("to must be one of");
    expect(() => dh2.altitudeAttack("orbit" as never, "ground")).toThrow("attacker must be one of");
    expect(() => dh2.altitudeChangeText("orbit" as never, "ground")).toThrow("from must be one of");
    expect(() => dh2.altitudeChangeText("ground", "orbit" as never)).toThrow("to must be one of");
  });
});

describe("flight traits and a stalled flight (§ Flying Movement)", () => {
  it("reads no trait from a missing set of values", () => {
    expect(dh2.flightTrait(null as never)).toBeNull();
    expect(dh2.flightTrait(undefined as never)).toBeNull();
  });

  it("names what is wrong with a stalled flight's input", () => {
    expect(() => dh2.stalledFlight(null as never)).toThrow("Stalled flight input must be an object");
    expect(() => dh2.stalledFlight({ position: "orbit" as never, moved: false })).toThrow("position must be one of");
    expect(() => dh2.stalledFlight({ position: "low", moved: "no" as never })).toThrow("moved must be a boolean");
    expect(() => dh2.flyerFallEffects(null as never)).toThrow("Flyer fall input must be an object");
    expect(() => dh2.flyerFallEffects({ model: 3 as never, position: "low", moved: false })).toThrow(
      "model must be a string",
    );
  });
});

describe("zero gravity's push-off (§ Zero Gravity: a floor, wall, deck or other secure object)", () => {
  it("names a distance that is neither a number nor null", () => {
    expect(() => dh2.canPushOff("zero", "1" as never)).toThrow("surfaceDistance must be a number or null");
  });

  it("names the bad part of the move's start", () => {
    const s = scene([model("me", 5, 5)]);
    expect(() => dh2.pushOffDistance(s, "me", { x: Number.NaN, y: 0, elevation: 0 })).toThrow("at.x must be");
    expect(() => dh2.pushOffDistance(s, "me", { x: 1, y: 1, elevation: Number.NaN })).toThrow("at.elevation must be");
  });

  it("ignores a region without a shape", () => {
    const shapeless = region("shapeless", 0, 0, 10, "raised", 4, { area: null });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 3 })], [shapeless]), "me")).toBe(3);
  });

  it("stands on the highest of two raised surfaces under it, whichever comes first", () => {
    // A 4 m deck and a 2 m block over the same place; floating 4.5 m up, the deck is 0.5 m below.
    const deck = region("deck", 0, 0, 10, "raised", 4);
    const block = region("block", 3, 3, 4, "raised", 2);
    const me = model("me", 5, 5, { elevation: 4.5 });
    expect(dh2.pushOffDistance(scene([me], [deck, block]), "me")).toBeCloseTo(0.5);
    expect(dh2.pushOffDistance(scene([me], [block, deck]), "me")).toBeCloseTo(0.5);
  });

  it("keeps a raised surface as its floor under a region that only adds a flat condition", () => {
    // Rubble strewn over a 4 m deck (no height of its own): the deck is still 0.5 m below.
    const deck = region("deck", 0, 0, 10, "raised", 4);
    const rubble = region("rubble", 0, 0, 10, "rubble", 0);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 4.5 })], [deck, rubble]), "me")).toBeCloseTo(0.5);
  });

  it("measures a gap's drop from the region's bottom", () => {
    // A 10 m hole in an upper deck whose region starts 10 m up: its floor is the ground, 10 m below.
    const hole = region("hole", 0, 0, 10, "gap", 10, { bottom: 10 });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 10 })], [hole]), "me")).toBe(10);
  });

  it("puts a raised surface's top above the region's bottom", () => {
    // A 2 m block on a deck 3 m up: its top is 5 m up, 0.5 m below a model floating at 5.5 m.
    const block = region("block", 0, 0, 10, "raised", 2, { bottom: 3 });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 5.5 })], [block]), "me")).toBeCloseTo(0.5);
  });

  it("touches a raised surface it is inside of below its top, even over a gap", () => {
    // A 4 m cliff face over a 10 m chasm, the model 1 m up within the cliff's area: it touches the cliff.
    const cliff = region("cliff", 0, 0, 10, "climb", 4);
    const chasm = region("chasm", 0, 0, 10, "gap", 10);
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 1 })], [cliff, chasm]), "me")).toBe(0);
  });

  it("has no side of a block beside it once level with its top", () => {
    // A 4 m block 1.5 m from its footprint; at 4 m up only the floor, 4 m below, is a surface.
    const block = region("block", 7, 0, 4, "raised", 4);
    expect(dh2.pushOffDistance(scene([model("me", 5, 2, { elevation: 4 })], [block]), "me")).toBe(4);
  });

  it("does not count another character as a secure object", () => {
    const other = model("other", 6, 5, { elevation: 6 });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 6 }), other]), "me")).toBe(6);
  });

  it("does not push a vehicle off its own hull", () => {
    const ship = model("ship", 5, 5, { kind: "vehicle", elevation: 6 });
    expect(dh2.pushOffDistance(scene([ship]), "ship")).toBe(6);
  });

  it("counts a vehicle's hull only on its own level", () => {
    const hull = model("hull", 7, 5, {
      kind: "vehicle",
      level: "upper",
      footprint: { x: 6.2, y: 4, width: 2, height: 2 },
    });
    const me = model("me", 5, 5, { elevation: 8, level: "lower" });
    expect(dh2.pushOffDistance(scene([me, hull]), "me")).toBe(8);
  });

  it("measures a hull on its left as on its right", () => {
    // A hull from x 2 to 3.8, the model's footprint from 4.5: 0.7 m apart.
    const hull = model("hull", 3, 5, { kind: "vehicle", footprint: { x: 2, y: 4, width: 1.8, height: 2 } });
    expect(dh2.pushOffDistance(scene([model("me", 5, 5, { elevation: 8 }), hull]), "me")).toBeCloseTo(0.7);
  });

  it("has no notice for a model that is not on the scene", () => {
    expect(dh2.pushOffNotice(scene([model("me", 5, 5, { elevation: 3 })]), "nobody", "zero")).toBeNull();
  });
});

describe("a bridge over a chasm (§ Zero Gravity: a deck is a secure object)", () => {
  it("is the floor of a model on it, whichever region comes first", () => {
    // A 4 m bridge over a 10 m chasm: standing on it, or floating 0.5 m above, the bridge is the floor.
    const bridge = region("bridge", 0, 0, 10, "raised", 4);
    const chasm = region("chasm", 0, 0, 10, "gap", 10);
    const on = model("me", 5, 5, { elevation: 4 });
    const above = model("me", 5, 5, { elevation: 4.5 });
    expect(dh2.pushOffDistance(scene([on], [bridge, chasm]), "me")).toBe(0);
    expect(dh2.pushOffDistance(scene([on], [chasm, bridge]), "me")).toBe(0);
    expect(dh2.pushOffDistance(scene([above], [bridge, chasm]), "me")).toBeCloseTo(0.5);
    expect(dh2.pushOffDistance(scene([above], [chasm, bridge]), "me")).toBeCloseTo(0.5);
    // Beside the bridge over the chasm, 3 m up: the chasm's bottom is 13 m down, the bridge's side 1.5 m off.
    const narrow = region("bridge", 6.5, 0, 10, "raised", 4);
    const wide = region("chasm", 0, 0, 20, "gap", 10);
    expect(dh2.pushOffDistance(scene([model("me", 4.5, 5, { elevation: 3 })], [narrow, wide]), "me")).toBeCloseTo(1.5);
  });
});
