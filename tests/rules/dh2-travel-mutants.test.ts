/**
 * Journeys (src/rules/rulesets/dh2/travel.ts): the branches the first travel tests left open, each
 * worked by hand from dh2-movement.md and dh2-alternate-movement.txt with the rulings J1–J14 of travel.ts.
 * A member is AB 4 (6 km/h walking, 12 hurrying; § Movement Speed in Narrative Time), SB 3 (swims
 * 4 km/h; § Swimming in Narrative Time) and TB 3 unless told.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { member, schedule, type Member } from "../support/journey-members";

const { journey, forcedMarchRecovery, forcedMarchTests, swimmingTests, paceTests } = dh2;
const { drawnPathKm, pathLengthPixels, sceneUnitKm } = dh2;

/** `from`…`to` as [hour, modifier], +0 then −10 cumulative, capped at −60 (ruling J11). */
function series(from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  for (let h = from, k = 0; h <= to; h++, k++) out.push([h, Math.max(-60, 0 - 10 * k)]);
  return out;
}

describe("what a plan shows when the input leaves things out (travel.ts JourneyInput defaults)", () => {
  it("a walk over normal terrain, core rules, normal gravity, ten hours a day: no forced march", () => {
    const plan = journey({ members: [member("a")], distanceKm: 6 });
    expect(plan).toMatchObject({
      pace: "walk",
      terrain: "normal",
      variant: "core",
      gravity: "normal",
      hoursPerDay: 10,
      restHours: 14,
      forcedMarch: false,
      halved: false,
    });
  });

  it("hours per day from 1 to 24: one hour a day is a journey of many days", () => {
    // 12 km at 6 km/h: two hours, one a day, the second starting after 23 hours of rest.
    const plan = journey({ members: [member("a")], distanceKm: 12, hoursPerDay: 1 });
    expect(plan).toMatchObject({ days: 2, elapsedHours: 25, restHours: 23, forcedMarch: false });
  });
});

describe("days and rests (ruling J4)", () => {
  it("the last day holds only the hours left", () => {
    // 90 km at 6 km/h = 15 hours: 10 on day 1, 5 on day 2 (from hour 24): arrival at hour 29.
    const plan = journey({ members: [member("a")], distanceKm: 90 });
    expect(plan).toMatchObject({ travelHours: 15, days: 2, elapsedHours: 29 });
  });

  it("land first, then swimming; the swim counts its own hours from the water's edge (§ Swimming in Narrative Time)", () => {
    // 72 km over land at 6 km/h = 12 h; 24 km swum at 4 km/h = 6 h. Day 1: 10 h of land. Day 2 (from hour 24):
    // 2 h of land, then 6 h of swimming from hour 26; the swim tests fall after TB 3 hours: at its hours 4, 5
    // and 6, elapsed 30, 31, 32, +0 then −10 cumulative. No stretch reaches 10 + TB: no forced march.
    const plan = journey({ members: [member("a")], distanceKm: 72, swimmingKm: 24 });
    expect(plan).toMatchObject({ landHours: 12, swimHours: 6, travelHours: 18, days: 2, elapsedHours: 32 });
    expect(plan.members[0]!.hours).toBe(18);
    expect(schedule(plan, "swim")).toEqual([
      [30, 0],
      [31, -10],
      [32, -20],
    ]);
    expect(plan.members[0]!.hoursBeyond).toEqual([0, 0]);
  });

  it("fourteen hours a day marches one hour beyond 10 + TB each day (§ Forced Marching)", () => {
    // 168 km at 6 km/h = 28 h: two days of 14 hours; TB 3 marches safely to hour 13, tests at hour 14 each day.
    const plan = journey({ members: [member("a")], distanceKm: 168, hoursPerDay: 14 });
    expect(plan.members[0]!.hoursBeyond).toEqual([1, 1]);
  });

  it("24 hours a day has no rest: the forced march runs on past the day's end", () => {
    // 180 km at 6 km/h = 30 h with no rest: TB 3 tests at the end of hours 14 to 30, one stretch of 17 hours
    // beyond 10 + TB. A test at hour 24 closes day 1; hour 25 is hour 1 of day 2.
    const plan = journey({ members: [member("a")], distanceKm: 180, hoursPerDay: 24 });
    expect(plan).toMatchObject({ travelHours: 30, days: 2, elapsedHours: 30, restHours: 0, forcedMarch: true });
    expect(schedule(plan, "forcedMarch")).toEqual(series(14, 30));
    expect(plan.members[0]!.hoursBeyond).toEqual([17]);
    const at = (elapsed: number) => plan.members[0]!.tests.find((t) => t.elapsed === elapsed);
    expect(at(24)).toMatchObject({ day: 1, hour: 24 });
    expect(at(25)).toMatchObject({ day: 2, hour: 1 });
  });

  it("hours swimming count towards the forced march: it is hours of travel in the day (ruling J4)", () => {
    // 72 km over land (12 h) then 24 km swum (6 h), no rest: 18 hours of travel. TB 3 marches safely to
    // hour 13 and tests at the end of hours 14 to 18; the swim (from hour 12) tests after TB hours: 16, 17, 18.
    const plan = journey({ members: [member("a")], distanceKm: 72, swimmingKm: 24, hoursPerDay: 24 });
    expect(schedule(plan, "forcedMarch")).toEqual(series(14, 18));
    expect(schedule(plan, "swim")).toEqual(series(16, 18));
    expect(plan.members[0]!.hoursBeyond).toEqual([5]);
  });

  it("a journey of exactly 24 hours at 24 hours a day is one day", () => {
    const plan = journey({ members: [member("a")], distanceKm: 144, hoursPerDay: 24 });
    expect(plan).toMatchObject({ travelHours: 24, days: 1, elapsedHours: 24 });
  });
});

describe("the party moves at its slowest member (ruling J3)", () => {
  // 12 km over land: 2 h for both (AB 4). 12 km swum: 8 h at SB 1 (1.5 km/h), 3 h at SB 3 (4 km/h).
  const slowSwimmer = member("slow", { strengthBonus: 1 });
  const other = member("other");

  it.each([
    ["first", [slowSwimmer, other]],
    ["second", [other, slowSwimmer]],
  ])("swimming counts: the slow swimmer, listed %s, sets the pace", (_, members) => {
    const plan = journey({ members, distanceKm: 12, swimmingKm: 12 });
    expect(plan).toMatchObject({ slowest: "slow", landHours: 2, swimHours: 8, travelHours: 10 });
  });

  it("between equals, the card names the first listed", () => {
    expect(journey({ members: [member("first"), member("second")], distanceKm: 6 }).slowest).toBe("first");
  });
});

describe("Encumbered travel (§ Encumbered Characters; ruling J10)", () => {
  const burdened = (distanceKm: number, swimmingKm?: number) =>
    journey({
      members: [member("a", { encumbered: true })],
      distanceKm,
      ...(swimmingKm === undefined ? {} : { swimmingKm }),
    });

  it("no test before TB hours of travel", () => {
    expect(schedule(burdened(12), "encumbered")).toEqual([]); // 2 h < TB 3
  });

  it("a test once TB hours have been spent", () => {
    expect(schedule(burdened(18), "encumbered")).toEqual([[3, 0]]); // exactly 3 h
  });

  it("hours swimming count as hours of travel", () => {
    // 6 km over land (1 h) and 8 km swum (2 h): 3 hours spent Encumbered.
    expect(schedule(burdened(6, 8), "encumbered")).toEqual([[3, 0]]);
  });

  it("the member's tests come in the order they fall", () => {
    // Hurrying at 12 km/h for 96 km = 8 h: hurry tests every TB 3 hours (3, 6); the Encumbered test at 3.
    const plan = journey({ members: [member("a", { encumbered: true })], distanceKm: 96, pace: "hurry" });
    expect(plan.members[0]!.tests.map((t) => [t.kind, t.elapsed, t.modifier])).toEqual([
      ["hurry", 3, 0],
      ["encumbered", 3, 0],
      ["hurry", 6, -10],
    ]);
  });
});

describe("the schedule functions read unusable numbers as 0 (travel.ts paceTests, bonusOf)", () => {
  it("a Toughness bonus that is not a number marches 10 hours safely", () => {
    expect(forcedMarchTests(Number.NaN, 12)).toEqual([
      { at: 11, modifier: 0 },
      { at: 12, modifier: -10 },
    ]);
    expect(swimmingTests(Number.NaN, 2)).toEqual([
      { at: 1, modifier: 0 },
      { at: 2, modifier: -10 },
    ]);
  });

  it("a leg of no finite length owes nothing", () => {
    expect(paceTests("run", 3, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(forcedMarchTests(0, Number.POSITIVE_INFINITY)).toEqual([]);
  });
});

describe("Fatigue recovery (§ Forced Marching; alternate § Forced Marching; ruling J12)", () => {
  it("none taken, none removed and no rest needed", () => {
    expect(forcedMarchRecovery({ levels: 0, hoursBeyond: 3, restHours: 0 })).toEqual({ removed: 0, restNeeded: 0 });
    expect(forcedMarchRecovery({ variant: "alternate", levels: 0, hoursBeyond: 3, restHours: 0 })).toEqual({
      removed: 0,
      restNeeded: 0,
    });
  });

  it("no rest removes nothing", () => {
    expect(forcedMarchRecovery({ levels: 2, hoursBeyond: 2, restHours: 0 })).toEqual({ removed: 0, restNeeded: 4 });
  });

  it("counts up to a trillion are read", () => {
    expect(forcedMarchRecovery({ levels: 1e12, hoursBeyond: 1e12, restHours: 10 })).toEqual({
      removed: 5,
      restNeeded: 2e12,
    });
  });

  it.each([
    [{ levels: -1, hoursBeyond: 0, restHours: 0 }, /levels must be at least 0/],
    [{ levels: 1e12 + 1, hoursBeyond: 0, restHours: 0 }, /levels must be at most 1000000000000/],
    [{ levels: 1, hoursBeyond: 0, restHours: -1 }, /restHours must be a finite number of hours, at least 0/],
    [{ levels: 1, hoursBeyond: 0, restHours: Number.NaN }, /restHours must be a finite number of hours, at least 0/],
  ])("%o is refused", (input, message) => {
    expect(() => forcedMarchRecovery(input)).toThrow(message);
  });

  it("input that is not an object is a TypeError", () => {
    expect(() => forcedMarchRecovery(null as never)).toThrow(/Recovery input must be an object/);
  });
});

describe("journey input refused, with the field named", () => {
  const ok = { members: [member("a")], distanceKm: 10 };
  /** The standard member without one field. */
  const without = (key: keyof Member) => {
    const copy: Partial<Member> = { ...member("a") };
    delete copy[key];
    return copy;
  };
  const [noId, noTb, noSb, noAb] = [
    without("id"),
    without("toughnessBonus"),
    without("strengthBonus"),
    without("agilityBonus"),
  ];

  it.each([
    [null, /Journey input must be an object/],
    [{ ...ok, members: [5] }, /members\[0\] must be an object/],
    [{ ...ok, members: [noId] }, /members\[0\]\.id must be a string/],
    [{ ...ok, members: [noTb] }, /members\[0\]\.toughnessBonus must be a finite number/],
    [{ ...ok, members: [noSb] }, /members\[0\]\.strengthBonus must be a finite number/],
    [{ ...ok, members: [noAb] }, /members\[0\]\.agilityBonus must be a finite number/],
    [{ ...ok, distanceKm: Number.NaN }, /distanceKm must be a finite number of kilometres, at least 0/],
    [{ ...ok, swimmingKm: -1 }, /swimmingKm must be a finite number of kilometres/],
    [{ ...ok, pace: "crawl" }, /pace must be one of walk, hurry, run/],
    [{ ...ok, terrain: "swamp" }, /terrain must be one of normal, difficult, denseUrban/],
    [{ ...ok, variant: "third" }, /variant must be one of core, alternate/],
    [{ ...ok, hoursPerDay: Number.NaN }, /hoursPerDay must be from 1 to 24/],
    [{ ...ok, members: Array.from({ length: 101 }, (_, i) => member(`m${i}`)) }, /At most 100 members/],
  ])("%o is refused", (input, message) => {
    expect(() => journey(input as never)).toThrow(message);
  });

  it("a member id that is not a string is a TypeError", () => {
    expect(() => journey({ ...ok, members: [{ ...member("a"), id: 7 as never }] })).toThrow(TypeError);
  });

  it("the limits themselves are accepted: 100 members, 2,400 hours of travel", () => {
    const party = Array.from({ length: 100 }, (_, i) => member(`m${i}`));
    expect(journey({ members: party, distanceKm: 6 }).members).toHaveLength(100);
    // 14,400 km at 6 km/h = 2,400 hours.
    expect(journey({ members: [member("a")], distanceKm: 14400 }).travelHours).toBe(2400);
  });
});

describe("a path drawn on the scene (ruling J14)", () => {
  const ok = { points: [0, 0, 300, 400], gridSize: 100, gridDistance: 5, units: "m" };

  it("a label padded with spaces is read; only a trailing full stop is forgiven", () => {
    expect(sceneUnitKm(" Miles ")).toBe(1.609344);
    expect([sceneUnitKm("k.m"), sceneUnitKm(".m")]).toEqual([undefined, undefined]);
  });

  it("a unit that is not a string is named by its type; a long label is cut to 40 characters", () => {
    expect(() => drawnPathKm({ ...ok, units: 5 as never })).toThrow(/Unknown scene unit number:/);
    const long = "x".repeat(60);
    expect(() => drawnPathKm({ ...ok, units: long })).toThrow(new RegExp(`Unknown scene unit "${"x".repeat(40)}":`));
  });

  it("a grid that is not a number is refused", () => {
    expect(() => drawnPathKm({ ...ok, gridSize: Number.NaN })).toThrow(/gridSize must be a finite number above 0/);
  });

  it("a path too long for a number is refused, in pixels or in kilometres", () => {
    expect(() => pathLengthPixels([-1e308, 0, 1e308, 0])).toThrow(/The path is too long to measure/);
    // 500 px / 1e-10 px a space × 1e300 units: beyond any number.
    expect(() => drawnPathKm({ ...ok, gridSize: 1e-10, gridDistance: 1e300 })).toThrow(
      /The path is too long to measure/,
    );
  });

  it("input that is not an object is a TypeError", () => {
    expect(() => drawnPathKm(null as never)).toThrow(/Drawn path must be an object/);
  });
});
