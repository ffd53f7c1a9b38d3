/**
 * A made ram or sideswipe re-derived from the scene (d6-movement.txt § Ramming & Sideswiping
 * Vehicles; docs/rulings.md: the GM's client reads the strike from the documents): both vehicles on
 * one level with bases within a grid step, the striker's nose (ram, a water or magical vehicle) or
 * side (sideswipe) on the other, and the struck side's situation from where it is met.
 */
import { describe, expect, it } from "vitest";
import * as d6 from "../../src/rules/rulesets/d6";
import { model, scene } from "../support/snapshots";

const EAST = 0;
const NORTH = -Math.PI / 2;
const WEST = Math.PI;

/** A 4 m vehicle (radius 2 m) of `kind` (a VEHICLE_KINDS index: 1 water, 0 land) facing `facing`. */
function boat(id: string, x: number, y: number, facing: number, extra: Record<string, number> = {}, elevation = 0) {
  return model(id, x, y, {
    size: 4,
    kind: "vehicle",
    facing,
    elevation,
    characteristics: { move: 20, vehicleSpeed: 2, vehicleKind: 1, ...extra },
  });
}

/** The galley at (10, 10) facing `facing`, the barge 4 m east of it (bases touching) facing `bargeFacing`. */
function strike(stunt: string, facing = EAST, bargeFacing = WEST, over: { barge?: object; galley?: object } = {}) {
  const galley = { ...boat("galley", 10, 10, facing), ...over.galley };
  const barge = { ...boat("barge", 14, 10, bargeFacing, { vehicleSpeed: 0, scale: 3 }), ...over.barge };
  return d6.strikeOnScene(scene([galley, barge]), { striker: "galley", other: "barge", stunt });
}

describe("strikeOnScene: what the struck vehicle's side makes of a ram", () => {
  it("is head-on into its bow, rear-end into its stern and nose to side into its side", () => {
    expect(strike("ram")).toEqual({
      type: "collision",
      other: "barge",
      request: { speed: "cruising", situations: ["headOn"], rams: true, scale: 3, scaleTo: "damage" },
      otherRequest: { speed: "stopped", situations: ["headOn"], scale: 3, scaleTo: "resistance" },
    });
    expect(strike("ram", EAST, EAST)).toMatchObject({ request: { situations: ["rearEnd"] } });
    // Scale 1 against 3: the galley's damage and the barge's resistance take the difference, 2.
    const small = { galley: boat("galley", 10, 10, EAST, { scale: 1 }) };
    expect(strike("ram", EAST, WEST, small)).toMatchObject({ request: { scale: 2 }, otherRequest: { scale: 2 } });
    expect(strike("ram", EAST, NORTH)).toMatchObject({
      request: { situations: ["noseToSide"] },
      otherRequest: { situations: ["noseToSide"] },
    });
  });

  it("needs the striker's nose on the other, and a vehicle that may ram", () => {
    expect(strike("ram", NORTH)).toBeNull();
    const land = { galley: boat("galley", 10, 10, EAST, { vehicleKind: 0 }) };
    expect(strike("ram", EAST, WEST, land)).toBeNull();
    // No recorded kind, or an index outside VEHICLE_KINDS, reads as a land vehicle.
    const unrecorded = { ...boat("galley", 10, 10, EAST), characteristics: { move: 20, vehicleSpeed: 2 } };
    expect(strike("ram", EAST, WEST, { galley: unrecorded })).toBeNull();
    expect(strike("ram", EAST, WEST, { galley: boat("galley", 10, 10, EAST, { vehicleKind: 1.5 }) })).toBeNull();
    expect(strike("ram", EAST, WEST, { galley: boat("galley", 10, 10, EAST, { vehicleKind: 5 }) })).toBeNull();
    const magical = { galley: boat("galley", 10, 10, EAST, { vehicleKind: 4 }) };
    expect(strike("ram", EAST, WEST, magical)).toMatchObject({ request: { rams: true } });
    // The stored heading (east) stands for the token's facing (north).
    const headed = { galley: boat("galley", 10, 10, NORTH, { heading: 0 }) };
    expect(strike("ram", NORTH, WEST, headed)).toMatchObject({ request: { situations: ["headOn"] } });
  });
});

describe("strikeOnScene: a sideswipe", () => {
  it("is the striker's side on the other, sideswipe for both", () => {
    expect(strike("sideswipe", NORTH)).toMatchObject({
      request: { situations: ["sideswipe"] },
      otherRequest: { situations: ["sideswipe"] },
    });
    expect(strike("sideswipe", NORTH)).not.toHaveProperty("request.rams");
    expect(strike("sideswipe", EAST)).toBeNull();
  });
});

describe("strikeOnScene: what the scene must show", () => {
  it("only a ram or a sideswipe, between two different vehicles on the scene", () => {
    expect(strike("jump")).toBeNull();
    const s = scene([boat("galley", 10, 10, EAST), model("swimmer", 14, 10)]);
    expect(d6.strikeOnScene(s, { striker: "galley", other: "swimmer", stunt: "ram" })).toBeNull();
    expect(d6.strikeOnScene(s, { striker: "swimmer", other: "galley", stunt: "ram" })).toBeNull();
    expect(d6.strikeOnScene(s, { striker: "galley", other: "galley", stunt: "ram" })).toBeNull();
    // A swimmer facing the galley, even one carrying a vehicle's numbers, strikes nothing.
    const swimmer = model("swimmer", 14, 10, { facing: WEST, characteristics: { vehicleKind: 1, vehicleSpeed: 2 } });
    const faced = scene([boat("galley", 10, 10, EAST), swimmer]);
    expect(d6.strikeOnScene(faced, { striker: "swimmer", other: "galley", stunt: "ram" })).toBeNull();
    expect(d6.strikeOnScene(s, { striker: "ghost", other: "galley", stunt: "ram" })).toBeNull();
    expect(d6.strikeOnScene(s, { striker: "galley", other: "ghost", stunt: "ram" })).toBeNull();
  });

  it("on one level: within half a grid step (1 m) of height", () => {
    expect(strike("ram", EAST, WEST, { barge: { elevation: 1 } })).not.toBeNull();
    expect(strike("ram", EAST, WEST, { barge: { elevation: 1.5 } })).toBeNull();
    expect(strike("ram", EAST, WEST, { barge: { elevation: 3 } })).toBeNull();
    expect(strike("ram", EAST, WEST, { barge: { elevation: 5 }, galley: { elevation: 5 } })).not.toBeNull();
  });

  it("with the bases within one grid step (2 m) of touching", () => {
    const at = (x: number, y: number) => ({ barge: { base: { x, y, radius: 2 } } });
    expect(strike("ram", EAST, WEST, at(16, 10))).not.toBeNull();
    expect(strike("ram", EAST, WEST, at(16.5, 10))).toBeNull();
    // 6 m off along the diagonal: 4.24 m along each axis.
    const d = 6 / Math.SQRT2;
    expect(strike("ram", Math.PI / 4, 0, at(10 + d - 0.01, 10 + d - 0.01))).not.toBeNull();
    expect(strike("ram", Math.PI / 4, 0, at(10 + d + 0.1, 10 + d + 0.1))).toBeNull();
  });
});
