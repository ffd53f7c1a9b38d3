/**
 * OpenD6 pace and ruler label (rulesets/d6/pace.ts) at the edges the main d6 tests leave open:
 * bands without a rate, one movement's wording, drowning and fatigue only where the rules put them,
 * the measuring tolerance at the last band and at the chase's minimum, and malformed input.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementBand } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

const label = (measure: Record<string, unknown>) =>
  d6.rulerLabel({ action: null, conditions: [], ...measure } as never);

/** A runner's d6 profile (Move 10) carrying `extra` characteristics, such as the drowning counter. */
function profile(extra: Record<string, number> = {}) {
  const p = d6.d6Profile({ move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {} });
  return { ...p, characteristics: { ...p.characteristics, ...extra } };
}

describe("bandRate: the Move band wherever it sits", () => {
  it("reads the d6Move band even when it is not the second band", () => {
    const bands: MovementBand[] = [
      { action: "d6Move", distance: 10 },
      { action: "d6Run2", distance: 20 },
      { action: "d6Run3", distance: 30 },
    ];
    expect(d6.bandRate(bands)).toBe(10);
  });
});

describe("lenient reading of recorded values", () => {
  it("gives no rate for a Move band whose distance is not a number above 0", () => {
    for (const distance of [-10, 0, Infinity, Number.NaN, "10"]) {
      expect(d6.bandRate([{ action: "d6Move", distance } as never])).toBe(0);
    }
  });

  it("counts a recorded number of fast rounds that is negative, not finite or text as none, and truncates a fraction", () => {
    const bands = d6.rateBands(10);
    for (const fastRounds of [-2, Infinity, Number.NaN, "3"]) {
      expect(d6.nextPace({ rate: 20, fastRounds } as never, 20, bands).fastRounds).toBe(1);
    }
    expect(d6.nextPace({ rate: 20, fastRounds: 2.7 }, 20, bands).fastRounds).toBe(3);
  });

  it("gives a chaser who stood still last round the range 0 to 2× Move, and no range for a rate it cannot read", () => {
    // § Accelerating & Decelerating: at most twice the base Move faster than last round.
    const pace = (rate: unknown) => ({ previous: { rate, fastRounds: 0 }, limits: true, fatigueAfter: 0 }) as never;
    expect(d6.paceRange(pace(0), 10)).toEqual({ min: 0, max: 20 });
    for (const rate of [-5, Infinity, Number.NaN, "20"]) expect(d6.paceRange(pace(rate), 10)).toBeNull();
  });
});

describe("nextPace edges (§ Accelerating & Decelerating, § Fatigue)", () => {
  it("rejects a negative distance, naming it", () => {
    expect(() => d6.nextPace(null, -1, d6.rateBands(10))).toThrow(/^A distance/);
  });

  it("with bands that have no rate nothing is fast, and no chase minimum applies even under the limits", () => {
    const previous = { rate: 40, fastRounds: 2, runningStart: 1 };
    expect(d6.nextPace(previous, 20, [], true)).toEqual({ rate: 20, fastRounds: 0, runningStart: 0 });
    expect(d6.nextPace(previous, 5, [], false, true)).toEqual({ rate: 5, fastRounds: 0, runningStart: 0 });
    expect(d6.nextPace(previous, 5, d6.rateBands(0), false, true).rate).toBe(5);
  });

  it("paceRange is null with the GM's limits off, even when an earlier round is recorded", () => {
    const pace = { previous: { rate: 20, fastRounds: 1 }, limits: false, fatigueAfter: 0 };
    expect(d6.paceRange(pace, 10)).toBeNull();
    expect(d6.paceRange({ ...pace, limits: true }, 10)).toEqual({ min: 0, max: 40 });
  });
});

describe("rulerLabel edges (§ Running, § Swimming, § Climbing, § Fatigue)", () => {
  it("words two movements on easy ground with every optional part empty", () => {
    expect(label({ distance: 20, bands: d6.rateBands(10) })).toEqual({
      key: "STRIDE.D6.Ruler.label",
      data: {
        skill: { key: "STRIDE.D6.Ruler.run" },
        distance: 20,
        movements: { key: "STRIDE.D6.Ruler.movements", data: { count: 2 } },
        difficulty: 5,
        terrain: "",
        fatigue: "",
        drowning: "",
        chase: "",
      },
    });
  });

  it("words a single movement in the singular", () => {
    // § Running: up to one Move is one movement, difficulty 0 past the free half.
    expect(label({ distance: 10, bands: d6.rateBands(10) })?.data).toMatchObject({
      movements: { key: "STRIDE.D6.Ruler.movement", data: { count: 1 } },
      difficulty: 0,
    });
  });

  it("gives no label for bands without a rate", () => {
    expect(label({ distance: 0, bands: d6.rateBands(0) })).toBeNull();
    expect(label({ distance: 0, bands: [] })).toBeNull();
  });

  it("gives no label when the last band has no readable distance (a hole or a text left by a bad flag)", () => {
    const bands = d6.rateBands(10);
    expect(label({ distance: 20, bands: [...bands, null] })).toBeNull();
    expect(label({ distance: 20, bands: [...bands, { action: "d6Beyond", distance: "1000" }] })).toBeNull();
  });

  it("still labels a distance within the measuring tolerance of the last band", () => {
    const limited = d6.rateBands(10, { variant: "limited" });
    expect(label({ distance: 40 + 1e-6, bands: limited })?.data).toMatchObject({ difficulty: 15 });
  });

  it("counts a stop within the measuring tolerance of the chase's minimum as reaching it", () => {
    // § Accelerating & Decelerating: from 40 m at Move 10 the range is 20–60 m.
    const context = { pace: { previous: { rate: 40, fastRounds: 2 }, limits: true, fatigueAfter: 0 } };
    const bands = getRuleset("d6").bands.movementBands(profile(), context);
    expect(label({ distance: 20 - 1e-6, bands, context })?.data).toMatchObject({
      chase: { key: "STRIDE.D6.Ruler.chase", data: { min: 20, max: 60 } },
    });
  });

  it("adds a swimmer's drowning so far, +3 a failed round, and not to a runner", () => {
    // § Swimming: +3 to stay afloat for each missed round in this stay in the water.
    const drowning = profile({ drowning: 2 });
    const swim = d6.rateBands(5, undefined, undefined, "d6Swim");
    expect(label({ distance: 10, action: "d6Swim", bands: swim, profile: drowning })?.data).toMatchObject({
      difficulty: 16,
      drowning: { key: "STRIDE.D6.Ruler.drowning", data: { value: 6 } },
    });
    expect(label({ distance: 20, bands: d6.rateBands(10), profile: drowning })?.data).toMatchObject({
      difficulty: 5,
      drowning: "",
    });
  });

  it("adds no chase fatigue to a climb, whose card is rolled without the running rounds", () => {
    // The chase's fast rounds are running rounds (§ Fatigue); a climb's roll gets fatigue only as
    // the GM's option on the climbing test (tests.ts movementTests), so its ruler shows none.
    const climb = d6.rateBands(5, undefined, undefined, "d6Climb");
    const pace = { previous: { rate: 20, fastRounds: 4 }, limits: false, fatigueAfter: 3 };
    const plain = label({ distance: 8, action: "d6Climb", bands: climb })?.data;
    const paced = label({ distance: 8, action: "d6Climb", bands: climb, context: { pace } })?.data;
    expect(paced).toMatchObject({ fatigue: "", difficulty: plain?.["difficulty"] });
    // The same pace on a run of two movements is two rounds beyond: +6.
    expect(label({ distance: 20, bands: d6.rateBands(10), context: { pace } })?.data).toMatchObject({ difficulty: 11 });
  });

  it("rejects a measure that is not an object, a negative distance and conditions that are not a list", () => {
    expect(() => d6.rulerLabel(null as never)).toThrow(/^rulerLabel/);
    expect(() => label({ distance: -1, bands: d6.rateBands(10) })).toThrow(/^A distance/);
    // Even a free distance, which needs no terrain, checks them.
    expect(() => label({ distance: 2, bands: d6.rateBands(10), conditions: undefined })).toThrow(TypeError);
  });
});
