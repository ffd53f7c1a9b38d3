/**
 * The d6 ruleset's vehicle arc (VehicleArcCapability) with d6-movement.txt § Vehicle Movement's
 * numbers: a vehicle of Move 10 goes 2.5–5 m at cautious, 5–10 at cruising, 10–20 at high and
 * 20–40 all-out ("anywhere between half their current speed and the full current speed"), ahead
 * within the chart's easy turn (45°, a Stride ruling: the text sets no turn limit).
 */
import { describe, expect, it } from "vitest";
import {
  cellAt,
  getRuleset,
  prepareDrag,
  prepareMap,
  vehicleArcReach,
  type ModelSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { model } from "../support/snapshots";

const ruleset = getRuleset("d6");
const arcOf = ruleset.vehicleArc.arcOf;

/** A vehicle of Move 10 at (x, y), stored at `speed` (the level's index), heading in degrees if given. */
const car = (speed: number, extra: Record<string, number> = {}, x = 30.5, y = 30.5): ModelSnapshot =>
  model("car", x, y, {
    kind: "vehicle",
    characteristics: { move: 10, vehicle: 1, vehicleSpeed: speed, topSpeed: 4, ...extra },
  });
/** The round's bands as the ruleset gives them (two levels faster than stored at most). */
const bandsOf = (m: ModelSnapshot) => d6.vehicleBands({ characteristics: m.characteristics });

describe("the d6 vehicle arc (§ Vehicle Movement: half to the full speed of the declared level)", () => {
  it("gives each declared level's ring along the stored heading, 45° either way", () => {
    const cruising = car(2, { heading: 90 });
    expect(arcOf(cruising, bandsOf(cruising), null)).toEqual({
      min: 5,
      max: 10,
      heading: Math.PI / 2,
      turn: Math.PI / 4,
      action: "d6Cruising",
    });
    // Declared speeds: cautious 2.5–5 m, high 10–20, all-out 20–40 (two levels above cruising).
    expect(arcOf(cruising, bandsOf(cruising), "d6Cautious")).toMatchObject({ min: 2.5, max: 5 });
    expect(arcOf(cruising, bandsOf(cruising), "d6High")).toMatchObject({ min: 10, max: 20, action: "d6High" });
    expect(arcOf(cruising, bandsOf(cruising), "d6AllOut")).toMatchObject({ min: 20, max: 40 });
    // A character action declared: the stored level counts.
    expect(arcOf(cruising, bandsOf(cruising), "walk")).toMatchObject({ min: 5, max: 10, action: "d6Cruising" });
  });

  it("gives no ground for a level the round does not allow, nor for a held vehicle; none at all when stopped or no vehicle", () => {
    // Stored cautious: all-out is three levels faster, so this round has no all-out band (§ Stunts: two at most).
    const slow = car(1, { heading: 0 });
    expect(arcOf(slow, bandsOf(slow), "d6AllOut")).toEqual({
      min: 0,
      max: 0,
      heading: 0,
      turn: Math.PI / 4,
      action: "d6AllOut",
    });
    // A boat that lost control: its status bands are 0 m (vehicle-collisions.ts vehicleStatusBands).
    const held = d6.vehicleStatusBands([d6.LOST_CONTROL], {
      characteristics: { ...slow.characteristics, vehicleKind: 1 },
    })!;
    expect(arcOf(slow, held, null)).toMatchObject({ min: 0, max: 0 });
    // Stopped with nothing declared, or no vehicle: no arc (it moves as models do).
    expect(arcOf(car(0), bandsOf(car(0)), null)).toBeNull();
    const walker = model("w", 1, 1, { characteristics: { move: 10 } });
    expect(arcOf(walker, [{ action: "walk", distance: 10 }], null)).toBeNull();
    // No stored heading: the token's facing, else every direction (null).
    expect(arcOf({ ...car(2), facing: Math.PI }, bandsOf(car(2)), null)?.heading).toBe(Math.PI);
    expect(arcOf(car(2), bandsOf(car(2)), null)?.heading).toBeNull();
  });

  it("through the engine's reach: a car cruising east reaches 5 to 10 m ahead within 45°", () => {
    const vehicle = car(2, { heading: 0 });
    const scene: SceneSnapshot = {
      unit: "m",
      gridStep: 1,
      bounds: { x: 0, y: 0, width: 60, height: 60 },
      models: [vehicle],
      regions: [],
    };
    const map = prepareMap(prepareDrag(scene, "car", ruleset));
    const arc = arcOf(vehicle, bandsOf(vehicle), null)!;
    const reach = vehicleArcReach(map, { x: 30.5, y: 30.5 }, arc, { action: arc.action, distance: arc.max });
    const reached = (x: number, y: number) => reach.band[cellAt(map, { x: x + 0.5, y: y + 0.5 })] === 0;
    expect(reached(37, 30)).toBe(true); // 7 m ahead
    expect(reached(40, 30)).toBe(true); // 10 m, the full speed
    expect(reached(34, 30)).toBe(false); // 4 m: under half the speed
    expect(reached(41, 30)).toBe(false); // 11 m: past it
    expect(reached(36, 34)).toBe(true); // 34° off the heading, 7.2 m
    expect(reached(34, 36)).toBe(false); // 56° off
    expect(reached(23, 30)).toBe(false); // behind
    expect(reach.bands).toEqual([{ action: "d6Cruising", distance: 10 }]);
  });
});
