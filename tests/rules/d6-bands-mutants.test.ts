/**
 * OpenD6 bands (rulesets/d6/index.ts rateBands and the ruleset's bands) with what the main d6 tests
 * leave open: a character's manual band adjustments, the action named on swimming and climbing
 * bands, a rate of 0 in a chase under the GM's limits, and profiles without characteristics.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementProfile } from "../../src/rules";
import { MAX_COORDINATE } from "../../src/rules/geometry/validate";
import * as d6 from "../../src/rules/rulesets/d6";

const ruleset = getRuleset("d6");
const record = { move: 10, flyingMove: 0, attributes: { agility: "3D", physique: "3D" }, skills: {} };
const limited = { variant: "limited" };
const distances = (bands: readonly { distance: number }[] | null) => bands?.map((b) => b.distance);

describe("a character's manual band adjustments (d6-movement.txt § Running; metres per band action)", () => {
  it("add to their own band, and a later band never falls below the one before", () => {
    const profile = d6.d6Profile(record, { d6Run2: 3 });
    expect(distances(ruleset.bands.movementBands(profile, limited))).toEqual([5, 10, 23, 30, 40]);
    const slowed = d6.d6Profile(record, { d6Run3: -15 });
    expect(distances(ruleset.bands.movementBands(slowed, limited))).toEqual([5, 10, 20, 20, 40]);
  });

  it("count up to the largest coordinate; a larger, infinite or text adjustment counts 0", () => {
    const most = ruleset.bands.movementBands(d6.d6Profile(record, { d6Move: MAX_COORDINATE }), limited);
    expect(distances(most)).toEqual([5, MAX_COORDINATE, MAX_COORDINATE, MAX_COORDINATE, MAX_COORDINATE]);
    for (const junk of [MAX_COORDINATE * 2, -Infinity, "4"]) {
      const profile = { ...d6.d6Profile(record), modifiers: { d6Move: junk } } as MovementProfile;
      expect(distances(ruleset.bands.movementBands(profile, limited))).toEqual([5, 10, 20, 30, 40]);
    }
  });

  it("on swimming bands, by `d6Swim.<band>`: the running bands' own adjustments stay on running", () => {
    const profile = d6.d6Profile(record, { "d6Swim.d6Run2": 4, d6Run3: 100 });
    const swim = ruleset.bands.actionBands("d6Swim", profile, limited)!;
    // § Swimming: half the Move (5 m), by movements as running.
    expect(swim).toEqual([
      { action: "d6Swim", distance: 2.5 },
      { action: "d6Swim", distance: 5 },
      { action: "d6Swim", distance: 14 },
      { action: "d6Swim", distance: 15 },
      { action: "d6Swim", distance: 20 },
    ]);
    expect(ruleset.bands.actionBands("d6Climb", profile, limited)!.map((b) => b.action)).toEqual(
      Array(5).fill("d6Climb"),
    );
  });
});

describe("rateBands: the action a band is named by", () => {
  it("is the band's own id when the action is absent, empty or not text", () => {
    const ids = ["d6Free", "d6Move", "d6Run2", "d6Run3", "d6Run4"];
    for (const action of [undefined, "", 7]) {
      expect(d6.rateBands(10, limited, undefined, action as string).map((b) => b.action)).toEqual(ids);
    }
  });
});

describe("a rate of 0 in a chase under the GM's limits (§ Accelerating & Decelerating)", () => {
  it("gives bands of its adjustments alone, and no error", () => {
    const pace = { previous: { rate: 2, fastRounds: 0 }, limits: true, fatigueAfter: 0 };
    const profile = d6.d6Profile(record, { d6Move: 5 });
    expect(distances(d6.rateBands(0, { ...limited, pace }, profile))).toEqual([0, 5, 5, 5, 5]);
  });
});

describe("movementBands and actionBands need a characteristics object", () => {
  it("throw a TypeError for a profile without one, with null, or with text", () => {
    for (const characteristics of [undefined, null, "move 10"]) {
      const profile = { characteristics } as never;
      expect(() => ruleset.bands.movementBands(profile)).toThrow(
        new TypeError("A movement profile needs a characteristics object"),
      );
      expect(() => ruleset.bands.actionBands("d6Swim", profile)).toThrow(TypeError);
    }
  });
});
