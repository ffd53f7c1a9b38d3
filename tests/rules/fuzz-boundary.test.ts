import { describe, expect, it } from "vitest";
import {
  basesAlongPath,
  bandIndexForCost,
  baseGap,
  convertDistance,
  EngagementIndex,
  firstZoneEntry,
  getRuleset,
  horizontalOf,
  insideZone,
  isKnownUnit,
  MAX_PLACEMENT_CANDIDATES,
  NaiveBaseFinder,
  neededRoll,
  normalizeBands,
  placeNear,
  priceVerticalStep,
  pushAhead,
  pushAside,
  unitRatio,
} from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import * as dh2 from "../../src/rules/rulesets/dh2";
import * as necromunda from "../../src/rules/rulesets/necromunda";

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

// A value no message can print, a table key that is a prototype member, and finite numbers whose
// arithmetic overflows.
describe("a check names what it got without throwing a native error", () => {
  const unprintable: [string, unknown][] = [
    ["a symbol", Symbol("junk")],
    ["an object without a prototype", Object.create(null)],
    ["an object without a prototype, with keys", Object.assign(Object.create(null) as object, { x: 1 })],
  ];
  /** The error a call throws, or null. */
  const thrown = (call: () => unknown): unknown => {
    try {
      call();
      return null;
    } catch (e) {
      return e;
    }
  };
  /** A documented error: a RangeError or TypeError the engine built, not one JavaScript threw while building it. */
  const documented = (e: unknown) =>
    (e instanceof RangeError || e instanceof TypeError) && !/Cannot convert|is not a function/.test(e.message);

  it.each(unprintable)("%s as a number, a roll, a unit or a kind", (_name, value) => {
    const any = value as never;
    const calls: (() => unknown)[] = [
      () => neededRoll(any, 0),
      () => necromunda.rollNeeded(4, any),
      () => necromunda.obstacleCost(any),
      () => convertDistance(any, "m", "ft"),
      () => priceVerticalStep({ cost: any, distance: 1, horizontal: 1, rise: 1 }, () => 1),
      () => dh2.altitudeAction(any),
      () => d6.skillPips({ move: 10, flyingMove: 0, attributes: {}, skills: {} } as never, any),
    ];
    for (const call of calls) expect(documented(thrown(call)), String(call)).toBe(true);
    // Functions that never throw read it as nothing.
    expect(insideZone(any, 1)).toBe(false);
    expect(necromunda.isClimb(any)).toBe(false);
    expect(bandIndexForCost([1, 2], any)).toBe(2);
    expect(dh2.encumbrance(10, { carry: any, lift: any, push: 0 })).toBe("unencumbered");
  });
});

describe("table look-ups read own keys only", () => {
  it.each(["valueOf", "constructor", "toString", "__proto__", "hasOwnProperty"])(
    "a passed Necromunda test of kind %s keeps its footing (outcome kept), never a prototype member",
    (kind) => {
      const call = { kind, characteristic: "initiative", difficulty: "plain", modifiers: [] };
      const resolution = necromunda.resolveMovementTest(call, 4, 6);
      expect(resolution).toMatchObject({ success: true, outcome: "kept", targetNumber: 4 });
    },
  );

  it("a vehicle's band list and ruler label read its actions by own name", () => {
    const bands = [{ action: "constructor", distance: 5 }];
    expect(d6.isVehicleBandList(bands)).toBe(false);
    expect(d6.isVehicleBandList([{ action: Object.create(null) as string, distance: 5 }])).toBe(false);
  });
});

describe("a test no D6 can pass needs a 7", () => {
  const call = { kind: "dangerous", characteristic: "initiative", difficulty: "plain", modifiers: [] };

  it("the resolution stores 7 and fails on a 6; the description says 7+", () => {
    expect(necromunda.resolveMovementTest(call, 7, 6)).toMatchObject({ success: false, targetNumber: 7 });
    expect(necromunda.describeTest(call, 7)).toEqual({ characteristic: "7+", target: "7+" });
    const minus = { ...call, modifiers: [{ source: "railing", value: -2 }] };
    expect(necromunda.resolveMovementTest(minus, 5, 6)).toMatchObject({ success: false, targetNumber: 7 });
    expect(necromunda.rollNeeded(5, -2)).toBeNull();
  });

  it("a test a 6 passes still stores 6 (the clamped X+ roll, ruling 8)", () => {
    expect(necromunda.resolveMovementTest(call, 6, 6)).toMatchObject({ success: true, targetNumber: 6 });
    expect(necromunda.resolveMovementTest(call, 1, 2)).toMatchObject({ success: true, targetNumber: 2 });
  });

  it("the ruleset's card description agrees: impossible, with no roll to show", () => {
    const { tests } = getRuleset("necromunda");
    expect(tests.describe(call, 7)).toMatchObject({ impossible: true, target: null });
    expect(tests.describe(call, 6)).toMatchObject({ impossible: false, target: "6+" });
  });
});

describe("finite input gives a finite result", () => {
  it("a Move below a micrometre is refused rather than divided by (d6 movements, climbing, running)", () => {
    expect(() => d6.movements(Number.MIN_VALUE, 120)).toThrow(RangeError);
    expect(() => d6.climbDifficulty({ move: Number.MIN_VALUE, skilled: false, distance: 145 })).toThrow(RangeError);
    expect(() => d6.runningDifficulty({ move: 1.5e-323, distance: 200 })).toThrow(/at least 0.000001 m/);
    expect(d6.movements(1e-6, 1e12)).toBe(1e18);
    expect(d6.readMove(Number.MIN_VALUE)).toBe(10); // unusable: the default Move
  });

  it("huge bonuses and distances are clamped or refused, never Infinity", () => {
    expect(dh2.ratesForBonus(Number.MAX_VALUE)).toEqual(dh2.ratesForBonus(dh2.MAX_RATE_BONUS));
    expect(dh2.ratesForBonus(Number.MAX_VALUE).run).toBe(6000);
    expect(Number.isFinite(dh2.narrativeRatesForBonus(Number.MAX_VALUE).perDay)).toBe(true);
    expect(Number.isFinite(dh2.overlandSpeed(Number.MAX_VALUE, "walk", false))).toBe(true);
    expect(() => dh2.forcedMarchRecovery({ levels: Number.MAX_VALUE, hoursBeyond: 8, restHours: 4 })).toThrow(
      RangeError,
    );
    expect(() => convertDistance(Number.MAX_VALUE, "ft", "in")).toThrow(RangeError);
    expect(convertDistance(Infinity, "ft", "in")).toBe(Infinity); // Infinity in, Infinity out
  });

  it("an OpenD6 vehicle's huge Move or stored heading gives finite speeds and headings", () => {
    const profile = { characteristics: { move: Number.MAX_VALUE, vehicle: 1, vehicleSpeed: 4 } };
    expect(Number.isFinite(d6.leapOutSpeed(profile).metresPerRound)).toBe(true);
    const lost = d6.vehicleTurnStart({
      statuses: ["d6LostControl"],
      profile: { characteristics: { move: 16, vehicle: 1, vehicleSpeed: 4, heading: Number.MAX_VALUE } },
    });
    expect(Number.isFinite(lost?.drive?.heading)).toBe(true);
  });
});
