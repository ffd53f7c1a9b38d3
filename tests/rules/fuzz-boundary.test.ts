import { describe, expect, it } from "vitest";
import {
  basesAlongPath,
  bandIndexForCost,
  baseGap,
  convertDistance,
  EngagementIndex,
  firstZoneEntry,
  horizontalOf,
  isKnownUnit,
  MAX_PLACEMENT_CANDIDATES,
  NaiveBaseFinder,
  necromunda,
  neededRoll,
  normalizeBands,
  placeNear,
  priceVerticalStep,
  pushAhead,
  pushAside,
  unitRatio,
} from "../../src/rules";

// Issue #15 items 1–2: bad input at the engine's boundary gives a documented error or a clamped
// value — never NaN, a negative distance or a loop that does not end.
describe("units look up own names only", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])("%s is not a unit", (name) => {
    expect(isKnownUnit(name)).toBe(false);
    expect(() => unitRatio(name, "m")).toThrow(RangeError);
    expect(() => unitRatio("m", name)).toThrow(/Unknown distance unit/);
  });

  it("rejects non-strings and NaN distances with documented errors", () => {
    expect(isKnownUnit(3 as unknown as string)).toBe(false);
    expect(() => unitRatio(undefined as unknown as string, "m")).toThrow(TypeError);
    expect(() => convertDistance(Number.NaN, "m", "ft")).toThrow(RangeError);
    expect(convertDistance(-2, "m", "m")).toBe(-2); // a height difference keeps its sign
    expect(unitRatio("ft.", "in")).toBeCloseTo(12, 10);
  });
});

describe("placeNear always returns", () => {
  const area = { x: 0, y: 0, width: 1, height: 1 };
  const rules = { radius: 0.5, reach: 1, bases: [], enemies: [], zone: 1 };

  it.each([0, -0.25, Number.NaN, Infinity])("rejects step %s", (step) => {
    expect(() => placeNear(area, { ...rules, step })).toThrow(RangeError);
  });

  it("refuses a lattice larger than the cap instead of grinding through it", () => {
    expect(() => placeNear(area, { ...rules, radius: 1e9 })).toThrow(/use a larger step/);
    expect(() => placeNear({ x: 0, y: 0, width: 1000, height: 1000 }, rules)).toThrow(RangeError);
    expect(MAX_PLACEMENT_CANDIDATES).toBe(100_000); // a 72 × 48 in board at ¼ in is 55,296
  });

  it("terminates on a coordinate so large that adding the step would not move it", () => {
    expect(() => placeNear({ x: 1e20, y: 0, width: 1, height: 1 }, rules)).toThrow(RangeError);
    const spot = placeNear({ x: 1e9, y: 1e9, width: 1, height: 1 }, rules);
    expect(spot).toEqual({ x: 1e9 + 0.5, y: 1e9 + 0.5 });
  });

  it.each([
    ["radius", -1],
    ["reach", Number.NaN],
    ["zone", -Infinity],
  ])("rejects %s %s", (key, value) => {
    expect(() => placeNear(area, { ...rules, [key]: value })).toThrow(RangeError);
  });
});

describe("engagement geometry", () => {
  const bases = [{ x: 5, y: 0, radius: 0.5 }];

  it("pushAside on an empty path moves nothing", () => {
    expect(pushAside([], 0.5, { x: 0, y: 0, radius: 0.5 }, 1)).toBeNull();
  });

  it("a NaN zone or radius is a RangeError, not a scan of everything", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ];
    for (const finder of [new EngagementIndex(bases), new NaiveBaseFinder(bases)]) {
      expect(() => firstZoneEntry(path, 0.5, Number.NaN, finder)).toThrow(RangeError);
      expect(() => firstZoneEntry(path, -1, 1, finder)).toThrow(/radius/);
      expect(() => finder.firstWithin(0, 0, 0.5, Number.NaN)).toThrow(RangeError);
      expect(firstZoneEntry(path, 0.5, 1, finder)).toMatchObject({ segment: 0, base: 0 });
    }
    expect(() => firstZoneEntry([{ x: Number.NaN, y: 0 }], 0.5, 1, new EngagementIndex(bases))).toThrow(RangeError);
  });

  it("rejects bases that are not bases", () => {
    expect(() => new EngagementIndex([{ x: 0, y: 0, radius: -1 }])).toThrow(RangeError);
    expect(() => new EngagementIndex(null as unknown as [])).toThrow(TypeError);
    expect(() => baseGap({ x: Number.NaN, y: 0, radius: 1 }, bases[0]!)).toThrow(RangeError);
    expect(() => basesAlongPath("path" as unknown as [], 0.5, bases)).toThrow(TypeError);
    expect(() => pushAhead({ x: 0, y: 0 }, { x: 1, y: 0 }, -1, bases[0]!)).toThrow(RangeError);
  });
});

describe("bands and vertical steps", () => {
  it("a negative or NaN step cost is a RangeError, never a negative price", () => {
    const step = { cost: -2, distance: 2, horizontal: 1, rise: 1 };
    expect(() => priceVerticalStep(step, () => 1)).toThrow(RangeError);
    expect(() => priceVerticalStep({ ...step, cost: Number.NaN }, () => 1)).toThrow(RangeError);
    expect(() => priceVerticalStep({ ...step, cost: 2 }, () => -1)).toThrow(/riseCost/);
    expect(priceVerticalStep({ ...step, cost: 2 }, () => 1)).toBe(2);
    expect(priceVerticalStep({ cost: 1, distance: 5e-324, horizontal: 0, rise: 1 }, () => 0)).toBe(0);
    expect(priceVerticalStep({ ...step, cost: Infinity }, () => 1)).toBe(Infinity);
  });

  it("horizontalOf rejects NaN and negative lengths", () => {
    expect(() => horizontalOf(Number.NaN, 1)).toThrow(RangeError);
    expect(() => horizontalOf(-1, 0)).toThrow(RangeError);
    expect(horizontalOf(5, 3)).toBe(4);
  });

  it("band helpers reject non-arrays and count a NaN cost beyond every band", () => {
    expect(() => normalizeBands(undefined as unknown as [])).toThrow(TypeError);
    expect(() => bandIndexForCost(3 as unknown as [], 1)).toThrow(TypeError);
    expect(bandIndexForCost([1, 2], Number.NaN)).toBe(2);
  });
});

describe("necromunda boundary", () => {
  it("clamps a negative or NaN difficult-terrain budget to 0", () => {
    expect(necromunda.difficultTerrainBudget(-18)).toBe(0);
    expect(necromunda.difficultTerrainBudget(Number.NaN)).toBe(0);
    expect(necromunda.difficultTerrainBudget(8)).toBe(8);
    expect(necromunda.difficultTerrainBudget(Infinity)).toBe(Infinity);
  });

  it("rejects NaN heights and bad enums with documented errors", () => {
    expect(() => necromunda.verticalCost(Number.NaN)).toThrow(RangeError);
    expect(() => necromunda.riseCost(Number.NaN)).toThrow(RangeError);
    expect(() => necromunda.liftElevation(Number.NaN, "up")).toThrow(RangeError);
    expect(() => necromunda.liftElevation(0, "sideways" as "up")).toThrow(RangeError);
    expect(() => necromunda.vehicleContact("back" as "front", 5, 5)).toThrow(RangeError);
    expect(() => necromunda.terrainCollision({ move: 5, terrain: "lava" as "solid" })).toThrow(RangeError);
    expect(() => necromunda.terrainCostMultiplier("gap" as unknown as string[])).toThrow(TypeError);
    expect(() => necromunda.obstacleCost("1" as unknown as number)).toThrow(RangeError);
    expect(() => neededRoll(Number.NaN)).toThrow(RangeError);
  });

  it("a NaN fall is no fall, a NaN Move the slowest collision row", () => {
    expect(necromunda.fallingRow(Number.NaN)).toBeNull();
    expect(necromunda.jumpDownModifier(Number.NaN)).toBe(0);
    expect(necromunda.collisionDamage({ move: Number.NaN })).toEqual({ strength: 3, ap: 0, damage: 1 });
  });
});
