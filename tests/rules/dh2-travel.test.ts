import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset, type Gravity } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { member, schedule, type Member } from "../support/journey-members";
import { spread } from "../support/spread";

const { journey, forcedMarchRecovery, fatigueUnconscious } = dh2;

/** `from`…`to` as [hour, modifier] with +0 then −10 cumulative from `first`, capped at −60. */
function series(from: number, to: number, first = 0): [number, number][] {
  const out: [number, number][] = [];
  for (let h = from, k = 0; h <= to; h++, k++) out.push([h, Math.max(-60, first - 10 * k)]);
  return out;
}

// dh2-movement.md § Movement Speed in Narrative Time, every row (AB, km per hour).
const PER_HOUR: [number, number][] = [
  [0, 0.75],
  [1, 1.5],
  [2, 3],
  [3, 4],
  [4, 6],
  [5, 7],
  [6, 9],
  [7, 10],
  [8, 12],
  [9, 13],
  [10, 14],
];

describe("travel time (§ Movement Speed in Narrative Time, § Hurrying, § Running, § Narrative Movement and Terrain)", () => {
  it.each(PER_HOUR)("AB %i covers %f km in an hour walking, twice that hurrying, three times running", (ab, km) => {
    const one = (pace: "walk" | "hurry" | "run", distanceKm: number) =>
      journey({ members: [member("a", { agilityBonus: ab })], distanceKm, pace }).travelHours;
    expect(one("walk", km)).toBe(1);
    expect(one("hurry", 2 * km)).toBe(1);
    expect(one("run", 3 * km)).toBe(1);
    expect(
      journey({ members: [member("a", { agilityBonus: ab })], distanceKm: km, terrain: "difficult" }).travelHours,
    ).toBe(2);
  });

  it("a mixed party moves at its slowest member", () => {
    const members = [member("scout", { agilityBonus: 7 }), member("sage", { agilityBonus: 2 }), member("guard")];
    const plan = journey({ members, distanceKm: 30 });
    expect(plan.members.map((m) => [m.id, m.speedKmh, m.hours])).toEqual([
      ["scout", 10, 3],
      ["sage", 3, 10],
      ["guard", 6, 5],
    ]);
    expect(plan).toMatchObject({ slowest: "sage", travelHours: 10, days: 1, elapsedHours: 10, restHours: 14 });
    const twoDays = journey({ members, distanceKm: 60 });
    expect(twoDays).toMatchObject({ travelHours: 20, days: 2, elapsedHours: 34 });
  });

  it("the pace's Perception modifier: walk +0, hurry −10, run −20", () => {
    const at = (pace: "walk" | "hurry" | "run") =>
      journey({ members: [member("a")], distanceKm: 6, pace }).perceptionModifier;
    expect([at("walk"), at("hurry"), at("run")]).toEqual([0, -10, -20]);
  });

  it("dense urban areas halve only in the alternate variant; halving is exact", () => {
    const urban = (variant: string) =>
      journey({ members: [member("a", { agilityBonus: 0 })], distanceKm: 0.75, terrain: "denseUrban", variant });
    expect(urban("core")).toMatchObject({ halved: false, travelHours: 1 });
    expect(urban("alternate")).toMatchObject({ halved: true, travelHours: 2 });
    expect(urban("alternate").members[0]!.speedKmh).toBe(0.375);
  });

  it.each([
    ["normal", 6],
    ["low", 9],
    ["high", 3],
    ["zero", 3],
  ] as [Gravity, number][])("gravity %s: AB 4 walks %f km/h", (gravity, kmh) => {
    expect(journey({ members: [member("a")], distanceKm: 6, gravity }).members[0]!.speedKmh).toBe(kmh);
  });

  it("gravity shifts the narrative table on every row (low +2, high −2 to a minimum of 1)", () => {
    for (const [ab] of PER_HOUR) {
      const speed = (gravity: Gravity) =>
        journey({ members: [member("a", { agilityBonus: ab })], distanceKm: 1, gravity }).members[0]!.speedKmh;
      expect(speed("low")).toBe(dh2.narrativeRatesForBonus(ab + 2).perHour);
      expect(speed("high")).toBe(dh2.narrativeRatesForBonus(ab < 1 ? ab : Math.max(1, ab - 2)).perHour);
    }
  });

  it("swimming uses SB in place of AB, whatever the pace", () => {
    const plan = journey({ members: [member("a", { strengthBonus: 5 })], distanceKm: 0, swimmingKm: 14, pace: "run" });
    expect(plan.members[0]!.swimKmh).toBe(7);
    expect(plan.swimHours).toBe(2);
  });

  it("is reachable through the ruleset object", () => {
    const ruleset = getRuleset("dh2");
    expect(ruleset.journey({ members: [member("a")], distanceKm: 60 }).travelHours).toBe(10);
  });
});

describe("the Toughness test schedule over 24 hours", () => {
  const day = (over: Partial<Parameters<typeof journey>[0]>, who: Member = member("a")) =>
    journey({ members: [who], hoursPerDay: 24, distanceKm: 0, ...over });

  it("hurrying, core: every TB hours, +0 then −10 cumulative (§ Hurrying in Narrative Time)", () => {
    const plan = day({ pace: "hurry", distanceKm: 288, variant: "core" }, member("a", { toughnessBonus: 4 }));
    expect(plan.travelHours).toBe(24);
    expect(schedule(plan, "hurry")).toEqual([
      [4, 0],
      [8, -10],
      [12, -20],
      [16, -30],
      [20, -40],
      [24, -50],
    ]);
  });

  it("hurrying, alternate: after TB, then after the reduced TB (ruling J7)", () => {
    const plan = day({ pace: "hurry", distanceKm: 288, variant: "alternate" }, member("a", { toughnessBonus: 4 }));
    expect(schedule(plan, "hurry")).toEqual([[4, 0], [7, -10], [9, -20], ...series(10, 24, -30)]);
  });

  it.each(["core", "alternate"])("running, %s: every hour, +0 then −10 cumulative", (variant) => {
    const plan = day({ pace: "run", distanceKm: 432, variant });
    expect(plan.travelHours).toBe(24);
    expect(schedule(plan, "run")).toEqual(series(1, 24));
  });

  it.each(["core", "alternate"])("swimming, %s: each hour after TB, +0 then −10 cumulative", (variant) => {
    const plan = day({ swimmingKm: 96, variant });
    expect(plan.swimHours).toBe(24);
    expect(schedule(plan, "swim")).toEqual(series(4, 24));
  });

  it("forced march, core: each hour after 10 + TB, +0 then −10 cumulative", () => {
    const plan = day({ distanceKm: 144, variant: "core" });
    expect(plan.forcedMarch).toBe(true);
    expect(schedule(plan, "forcedMarch")).toEqual(series(14, 24));
    expect(plan.members[0]!.hoursBeyond).toEqual([11]);
  });

  it("forced march, alternate: each hour beyond 10 + TB, −10 cumulative from the first (ruling J8)", () => {
    expect(schedule(day({ distanceKm: 144, variant: "alternate" }), "forcedMarch")).toEqual(series(14, 24, -10));
  });

  it("a walk of 10 hours a day owes nothing", () => {
    expect(journey({ members: [member("a")], distanceKm: 180 }).members[0]!.tests).toEqual([]);
  });

  it("the counts start over after each night's rest", () => {
    const plan = journey({ members: [member("a", { toughnessBonus: 4 })], distanceKm: 240, pace: "hurry" });
    expect(plan.days).toBe(2);
    expect(plan.members[0]!.tests.map((t) => [t.day, t.hour, t.elapsed, t.modifier])).toEqual([
      [1, 4, 4, 0],
      [1, 8, 8, -10],
      [2, 4, 28, 0],
      [2, 8, 32, -10],
    ]);
    const marches = journey({ members: [member("a")], distanceKm: 168, hoursPerDay: 14 });
    expect(schedule(marches, "forcedMarch")).toEqual([
      [14, 0],
      [38, 0],
    ]);
  });

  it("a part period at the end owes no test; swimming after land counts from the water's edge", () => {
    const plan = journey({ members: [member("a", { toughnessBonus: 4 })], distanceKm: 90, pace: "hurry" });
    expect(plan.travelHours).toBe(7.5);
    expect(schedule(plan, "hurry")).toEqual([[4, 0]]);
    const mixed = journey({ members: [member("a")], distanceKm: 12, swimmingKm: 24 });
    expect(schedule(mixed, "swim")).toEqual([
      [6, 0],
      [7, -10],
      [8, -20],
    ]);
  });

  it("an Encumbered member tests once after TB hours of each day's travel", () => {
    const plan = journey({ members: [member("a", { encumbered: true })], distanceKm: 120 });
    expect(schedule(plan, "encumbered")).toEqual([
      [3, 0],
      [27, 0],
    ]);
  });
});

describe("Fatigue", () => {
  it("core: forced-march Fatigue goes at one level per two hours of rest", () => {
    expect(forcedMarchRecovery({ variant: "core", levels: 3, hoursBeyond: 5, restHours: 4 })).toEqual({
      removed: 2,
      restNeeded: 6,
    });
    expect(forcedMarchRecovery({ levels: 3, hoursBeyond: 5, restHours: 14 }).removed).toBe(3);
  });
  it("alternate: all of it after two hours of rest per hour marched beyond TB", () => {
    expect(forcedMarchRecovery({ variant: "alternate", levels: 3, hoursBeyond: 4, restHours: 7 })).toEqual({
      removed: 0,
      restNeeded: 8,
    });
    expect(forcedMarchRecovery({ variant: "alternate", levels: 3, hoursBeyond: 4, restHours: 8 }).removed).toBe(3);
  });
  it("a member falls unconscious with more levels than TB + WPB (ruling J13)", () => {
    const plan = journey({ members: [member("a", { toughnessBonus: 3, willpowerBonus: 2 })], distanceKm: 6 });
    expect(plan.members[0]!.fatigueThreshold).toBe(5);
    expect(fatigueUnconscious(5, 5)).toBe(false);
    expect(fatigueUnconscious(6, 5)).toBe(true);
  });
});

describe("bad input", () => {
  const ok = { members: [member("a")], distanceKm: 10 };
  it.each([
    [{ ...ok, members: [] }, /at least one member/],
    [{ ...ok, distanceKm: -1 }, /distanceKm/],
    [{ ...ok, distanceKm: 0 }, /more than 0 km/],
    [{ ...ok, hoursPerDay: 0 }, /hoursPerDay/],
    [{ ...ok, hoursPerDay: 25 }, /hoursPerDay/],
    [{ ...ok, pace: "crawl" }, /pace/],
    [{ ...ok, distanceKm: 1e6 }, /plan it in parts/],
  ])("%o is refused", (input, message) => {
    expect(() => journey(input as never)).toThrow(message);
  });
  it("a member that is not an object is a TypeError", () => {
    expect(() => journey({ members: [null as never], distanceKm: 1 })).toThrow(TypeError);
  });
});

describe("a distance measured along a path drawn on the scene (ruling J14)", () => {
  const { drawnPathKm, pathLengthPixels, sceneUnitKm } = dh2;
  // A 3-4-5 leg of 500 px then a straight 1,000 px leg: 1,500 px, 15 grid spaces of 100 px.
  const route = [0, 0, 300, 400, 300, 1400];

  it("sums the straight segments between the vertices, in pixels", () => {
    expect(pathLengthPixels(route)).toBe(1500);
    expect(pathLengthPixels([10, 10])).toBe(0);
    expect(pathLengthPixels([0, 0, 300, 400, 0, 0])).toBe(1000);
  });

  it.each([
    ["m", 5, 75, 0.075],
    ["km", 5, 75, 75],
    ["ft", 5, 75, 0.02286],
    ["mi", 1, 15, 24.14016],
  ])("in %s: grid spaces × the grid distance, then kilometres", (units, gridDistance, sceneDistance, km) => {
    const measured = drawnPathKm({ points: route, gridSize: 100, gridDistance, units });
    expect(measured.pixels).toBe(1500);
    expect(measured.sceneDistance).toBe(sceneDistance);
    expect(measured.km).toBeCloseTo(km, 9);
  });

  it("reads the unit labels a GM types, in any case, spelt out or with a full stop", () => {
    const km = (labels: string[]) => labels.map(sceneUnitKm);
    expect(km(["m", "M", "metres", "Meters", "meter", " m "])).toEqual([0.001, 0.001, 0.001, 0.001, 0.001, 0.001]);
    expect(km(["km", "KM", "km.", "Kilometres", "kilometers"])).toEqual([1, 1, 1, 1, 1]);
    for (const perFoot of km(["ft", "ft.", "feet", "Foot"])) expect(perFoot).toBeCloseTo(0.0003048, 15);
    expect(km(["mi", "mi.", "miles", "Mile"])).toEqual([1.609344, 1.609344, 1.609344, 1.609344]);
    expect([...km(["", "sq", "hex", "leagues", "constructor", "toString"]), sceneUnitKm(5)]).toEqual(
      Array.from({ length: 7 }, () => undefined),
    );
  });

  it("gives a clear error for an unknown unit, a bad grid or bad points", () => {
    const ok = { points: route, gridSize: 100, gridDistance: 5, units: "m" };
    expect(() => drawnPathKm({ ...ok, units: "leagues" })).toThrow(/Unknown scene unit "leagues".*m, km, ft or mi/);
    expect(() => drawnPathKm({ ...ok, gridSize: 0 })).toThrow(/gridSize must be a finite number above 0/);
    expect(() => drawnPathKm({ ...ok, gridDistance: -5 })).toThrow(/gridDistance must be a finite number above 0/);
    expect(() => drawnPathKm({ ...ok, points: [0, 0, 1] })).toThrow(/even count/);
    expect(() => drawnPathKm({ ...ok, points: [] })).toThrow(/even count/);
    expect(() => drawnPathKm({ ...ok, points: [0, 0, Number.NaN, 4] })).toThrow(/points\[2\] must be a finite/);
    expect(() => drawnPathKm({ ...ok, points: "0,0" as never })).toThrow(TypeError);
    expect(() => drawnPathKm(null as never)).toThrow(TypeError);
  });

  const coordinate = spread(-1e5, 1e5, 0.1);
  const vertices = fc.array(fc.tuple(coordinate, coordinate), { minLength: 1, maxLength: 40 });

  it("property: moving, turning or reversing a path keeps its length; it is never shorter than its chord", () => {
    fc.assert(
      fc.property(vertices, coordinate, coordinate, spread(0, 2 * Math.PI, 1e-4), (vs, dx, dy, angle) => {
        const flat = vs.flat();
        const length = pathLengthPixels(flat);
        const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
        const moved = vs.flatMap(([x, y]) => [x * cos - y * sin + dx, x * sin + y * cos + dy]);
        const reversed = [...vs].reverse().flat();
        const tolerance = 1e-7 * Math.max(1, length);
        expect(Math.abs(pathLengthPixels(moved) - length)).toBeLessThanOrEqual(tolerance * 10);
        expect(Math.abs(pathLengthPixels(reversed) - length)).toBeLessThanOrEqual(tolerance);
        const [first, last] = [vs[0]!, vs.at(-1)!];
        expect(length + tolerance).toBeGreaterThanOrEqual(Math.hypot(last[0] - first[0], last[1] - first[1]));
      }),
    );
  });

  it("property: kilometres scale with the grid distance, shrink with the grid size, and convert between units", () => {
    fc.assert(
      fc.property(vertices, spread(1, 1000), spread(0.01, 1000), (vs, gridSize, gridDistance) => {
        const points = vs.flat();
        const inMetres = drawnPathKm({ points, gridSize, gridDistance, units: "m" }).km;
        const expected = (pathLengthPixels(points) / gridSize) * gridDistance * 0.001;
        const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, b));
        near(inMetres, expected);
        near(drawnPathKm({ points, gridSize, gridDistance, units: "ft" }).km, inMetres * 0.3048);
        near(drawnPathKm({ points, gridSize, gridDistance: gridDistance * 2, units: "km" }).km, inMetres * 2000);
      }),
    );
  });
});
