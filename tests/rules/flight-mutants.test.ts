/**
 * The pure pieces of flight as a mode (src/rules/moves/flight.ts), called directly: where a model
 * flies, which steps are airborne, which terrain reaches the air, and the height a path changes on
 * foot. Dark Heresy's flight (dh2-movement.md § Flying Movement: flight follows the ground rules
 * only while the creature is airborne; § Altitude) and Necromunda's jumping down
 * (necromunda-movement.md § Jumping Down: each jump down to a lower level is its own test; § Ladders
 * and Stairs: normal movement) decide the expected values.
 */
import { describe, expect, it } from "vitest";
import {
  airborneConditions,
  flightPath,
  flightPositionOf,
  groundDrops,
  groundHeightChange,
  isAirborneStep,
} from "../../src/rules/moves/flight";
import { normalMovement } from "../../src/rules/rulesets/necromunda/terrain";
import type { PathStep } from "../../src/rules";

/** A step at `elevation`, with an optional action and conditions. */
const at = (elevation: number, action?: string, conditions?: string[]): PathStep => ({
  x: 0,
  y: 0,
  elevation,
  ...(action ? { action } : {}),
  ...(conditions ? { conditions } : {}),
});

/** A path walked through these elevations, one step each. */
const walked = (...elevations: number[]): PathStep[] => elevations.map((e) => at(e));

/** A terrain capability whose darkness alone fills the air (dh2: the dark is met in flight, rubble is not). */
const darkness = {
  airborneConditions: (conditions: readonly string[]) => conditions.filter((c) => c === "darkness"),
};

describe("flightPositionOf: a model on the ground has no flight position (§ Altitude)", () => {
  it("the ground position and an empty position are the ground; an altitude is kept", () => {
    expect(flightPositionOf({ flying: "ground" })).toBeNull();
    expect(flightPositionOf({ flying: "" })).toBeNull();
    expect(flightPositionOf({ flying: "low" })).toBe("low");
  });
});

describe("isAirborneStep (§ Flying Movement)", () => {
  it("no step on the ground is not airborne, and asking never throws", () => {
    expect(isAirborneStep(null, null)).toBe(false);
    expect(isAirborneStep(undefined, null)).toBe(false);
    expect(isAirborneStep(undefined, "low")).toBe(true);
  });
});

describe("airborneConditions: only the terrain that reaches the air (§ Flying Movement)", () => {
  it("no conditions keep none, whatever the ruleset would answer", () => {
    const everything = { airborneConditions: () => ["darkness"] };
    expect(airborneConditions(everything, [], "low")).toEqual([]);
    expect(airborneConditions(everything, undefined, "low")).toEqual([]);
  });

  it("no terrain capability keeps none, without throwing", () => {
    expect(airborneConditions(null, ["darkness"], "low")).toEqual([]);
    expect(airborneConditions(undefined, ["darkness"], null)).toEqual([]);
    expect(airborneConditions({}, ["darkness"], null)).toEqual([]);
  });

  it("the ruleset's answer is kept, its junk entries dropped", () => {
    expect(airborneConditions(darkness, ["rubble", "darkness"], "low")).toEqual(["darkness"]);
    const junk = { airborneConditions: () => ["darkness", 3, null] as unknown as string[] };
    expect(airborneConditions(junk, ["darkness"], "low")).toEqual(["darkness"]);
  });

  it("a capability that answers no array, or throws, keeps none", () => {
    const notArray = { airborneConditions: () => "darkness" as unknown as string[] };
    const throws = {
      airborneConditions: (): string[] => {
        throw new Error("no");
      },
    };
    expect(airborneConditions(notArray, ["darkness"], "low")).toEqual([]);
    expect(airborneConditions(throws, ["darkness"], "low")).toEqual([]);
  });
});

describe("flightPath: each airborne step keeps only the terrain that reaches the air", () => {
  it("on the ground with the fly action, only the flown steps lose the rubble; walked steps and the start keep it", () => {
    const path = [at(0, undefined, ["rubble"]), at(0, "walk", ["rubble"]), at(0, "fly", ["rubble", "darkness"])];
    const read = flightPath(path, darkness, null);
    expect(read.map((s) => s.conditions)).toEqual([["rubble"], ["rubble"], ["darkness"]]);
  });

  it("at Low Altitude every step after the start is airborne; the start, where it stands, is not a step", () => {
    const path = [at(0, undefined, ["rubble"]), at(0, "walk", ["rubble", "darkness"])];
    const read = flightPath(path, darkness, "low");
    expect(read.map((s) => s.conditions)).toEqual([["rubble"], ["darkness"]]);
  });
});

describe("groundHeightChange: height changed on foot, not in flight (§ Flying Movement; § Ladders and Stairs)", () => {
  it("walked down 5 → 2: a drop of 3, no rise", () => {
    expect(groundHeightChange(walked(5, 2), null)).toEqual({ drop: 3, rise: 0 });
  });

  it("walked up 0 → 4: a rise of 4, no drop", () => {
    expect(groundHeightChange(walked(0, 4), null)).toEqual({ drop: 0, rise: 4 });
  });

  it("up 3 then down 1 nets a rise of 2 and no drop (netted as the adapter nets a move)", () => {
    expect(groundHeightChange(walked(0, 3, 2), null)).toEqual({ drop: 0, rise: 2 });
  });

  it("flown down, at an altitude or with the fly action, is no drop", () => {
    expect(groundHeightChange(walked(5, 2), "low")).toEqual({ drop: 0, rise: 0 });
    expect(groundHeightChange([at(5), at(2, "fly")], null)).toEqual({ drop: 0, rise: 0 });
  });

  it("down a ladder is normal movement, no drop; down off a ledge with the same test is a drop of 4", () => {
    expect(groundHeightChange([at(4), at(0, "walk", ["ladder"])], null, normalMovement)).toEqual({
      drop: 0,
      rise: 0,
    });
    expect(groundHeightChange([at(4), at(0, "walk", ["rubble"])], null, normalMovement)).toEqual({
      drop: 4,
      rise: 0,
    });
    // A step with no conditions is read as none, not as a ladder.
    expect(groundHeightChange([at(4), at(0)], null, normalMovement)).toEqual({ drop: 4, rise: 0 });
  });
});

describe("groundDrops: each jump down is its own (necromunda-movement.md § Jumping Down)", () => {
  it("6 → 4 → 3, level, up to 5, down to 2: a drop of 3 (two steps down in a row) and one of 3", () => {
    expect(groundDrops(walked(6, 4, 3, 3, 5, 2), null)).toEqual([3, 3]);
  });

  it("a level step ends a drop: 6 → 4, level, → 2 is two drops of 2", () => {
    expect(groundDrops(walked(6, 4, 4, 2), null)).toEqual([2, 2]);
  });

  it("a path that goes up first and ends level or up has only its drops: 0 → 2 → 0 → 1 is one drop of 2", () => {
    expect(groundDrops(walked(0, 2, 0, 1), null)).toEqual([2]);
    expect(groundDrops(walked(0, 2, 2), null)).toEqual([]);
  });

  it("a step through the air ends a drop and is none: 6 → 4 → 2 (flown) → 0 is two drops of 2", () => {
    expect(groundDrops([at(6), at(4), at(2, "fly"), at(0)], null)).toEqual([2, 2]);
    expect(groundDrops(walked(6, 4, 2, 0), "low")).toEqual([]);
  });

  it("a step down a ladder ends a drop and is none (§ Ladders and Stairs)", () => {
    expect(groundDrops([at(6), at(4), at(2, "walk", ["ladder"]), at(0)], null, normalMovement)).toEqual([2, 2]);
    expect(groundDrops([at(6), at(4, "walk", ["rubble"]), at(2)], null, normalMovement)).toEqual([4]);
  });
});
