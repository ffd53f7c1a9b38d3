/**
 * Where a forced placement may set a base down (src/rules/moves/standing.ts): a ductway exit
 * (necromunda-movement.md § Ductways) and the shift after an involuntary move (§ Involuntary
 * Move). Per docs/rulings.md (Ductways, involuntary moves): the base keeps off obstacles and
 * impassable regions at its level, touches no wall and has none between it and where it comes
 * from, and stands on ground of the level (within half a grid space: § Stepping Up's ½").
 * A 40" table with a 1" grid; ½" bases.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type Rect, type RegionSnapshot, type SceneSnapshot, type WallSnapshot } from "../../src/rules";
import { solidAt, standingAccepts, type StandingOptions } from "../../src/rules/moves/standing";

/** A region over `area` with these terrain conditions (each `[condition, height]`), bottom and top. */
function region(
  id: string,
  area: Rect | null,
  terrain: [string, number][],
  bottom: number | null = null,
  top: number | null = null,
): RegionSnapshot {
  return {
    id,
    name: id,
    area,
    bottom,
    top,
    terrain: terrain.map(([condition, height]) => ({ condition, height, railing: false })),
    ductwayExit: null,
    lift: null,
  };
}

/** A 4" square with its corner at (x, y). */
const square = (x: number, y: number): Rect => ({ x, y, width: 4, height: 4 });

function table(regions: RegionSnapshot[], walls?: WallSnapshot[]): SceneSnapshot {
  return { unit: "in", gridStep: 1, bounds: { x: 0, y: 0, width: 40, height: 40 }, models: [], regions, walls };
}

const ids = (regions: RegionSnapshot[]) => regions.map((r) => r.id);

describe("solidAt: the regions no base may overlap at a level", () => {
  it("an obstacle holds the levels from its bottom up to, not including, its top", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("crate", square(10, 10), [["obstacle", 2]], 0, 2)]);
    expect(ids(solidAt(scene, 0, necromunda))).toEqual(["crate"]);
    expect(ids(solidAt(scene, 1, necromunda))).toEqual(["crate"]);
    // Standing on its top, or on a walkway above it: it is below the base.
    expect(ids(solidAt(scene, 2, necromunda))).toEqual([]);
    expect(ids(solidAt(scene, 3, necromunda))).toEqual([]);
  });

  it("an obstacle on an upper floor does not hold the floor below", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("railing", square(10, 10), [["obstacle", 1]], 3, 4)]);
    expect(ids(solidAt(scene, 0, necromunda))).toEqual([]);
    expect(ids(solidAt(scene, 3, necromunda))).toEqual(["railing"]);
  });

  it("an obstacle with no bottom reaches down without end, below the table's 0 too", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("pillar", square(10, 10), [["obstacle", 0]], null, 5)]);
    expect(ids(solidAt(scene, -2, necromunda))).toEqual(["pillar"]);
  });

  it("an obstacle is solid though it has other conditions too; difficult ground is not", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([
      region("rubble", square(10, 10), [["difficult", 0]]),
      region("wreck", square(20, 10), [
        ["difficult", 0],
        ["obstacle", 1],
      ]),
      region("wall", square(30, 10), [["impassable", 0]]),
    ]);
    expect(ids(solidAt(scene, 0, necromunda))).toEqual(["wreck", "wall"]);
  });

  it("the excluded region and a region without an area are left out", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([
      region("exit", square(10, 10), [["obstacle", 0]]),
      region("shapeless", null, [["obstacle", 0]]),
      region("crate", square(20, 10), [["obstacle", 0]]),
    ]);
    expect(ids(solidAt(scene, 0, necromunda, "exit"))).toEqual(["crate"]);
    expect(ids(solidAt(scene, 0, necromunda))).toEqual(["exit", "crate"]);
  });

  it("a ruleset without terrain knows obstacles only", () => {
    const scene = table([
      region("wall", square(10, 10), [["impassable", 0]]),
      region("crate", square(20, 10), [["obstacle", 0]]),
    ]);
    expect(ids(solidAt(scene, 0, {}))).toEqual(["crate"]);
  });
});

describe("standingAccepts: the ground under the base", () => {
  const always = (from = { x: 2, y: 2 }): StandingOptions => ({ from, ground: "always" });
  const ifStanding = (from: { x: number; y: number }): StandingOptions => ({ from, ground: "ifStanding" });

  it('a step of exactly half a grid space (½") is the same level; more is not', () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([
      region("step", square(10, 10), [["raised", 0.5]]),
      region("ledge", square(20, 10), [["raised", 0.75]]),
    ]);
    const accepts = standingAccepts(scene, 0, necromunda, always());
    expect(accepts({ x: 12, y: 12, radius: 0.5 })).toBe(true);
    expect(accepts({ x: 22, y: 12, radius: 0.5 })).toBe(false);
    expect(accepts({ x: 32, y: 12, radius: 0.5 })).toBe(true);
  });

  it("raised ground with another condition on it is still raised, and only its raised height counts", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([
      region("platform", square(10, 10), [
        ["raised", 2],
        ["difficult", 0],
      ]),
      region("catwalk", square(20, 10), [
        ["raised", 1],
        ["difficult", 3],
      ]),
    ]);
    const onTwo = standingAccepts(scene, 2, necromunda, always());
    expect(onTwo({ x: 12, y: 12, radius: 0.5 })).toBe(true);
    const onOne = standingAccepts(scene, 1, necromunda, always());
    expect(onOne({ x: 22, y: 12, radius: 0.5 })).toBe(true);
  });

  it("where raised regions overlap, the ground is the highest of them, whatever their order", () => {
    const necromunda = getRuleset("necromunda");
    const high = region("high", square(10, 10), [["raised", 2]]);
    const low = region("low", square(8, 8), [["raised", 1]]);
    for (const regions of [
      [high, low],
      [low, high],
    ]) {
      const accepts = standingAccepts(table(regions), 2, necromunda, always());
      expect(accepts({ x: 11, y: 11, radius: 0.5 })).toBe(true);
      expect(accepts({ x: 9, y: 9, radius: 0.5 })).toBe(false);
    }
  });

  it("a raised region without an area raises no ground", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("shapeless", null, [["raised", 2]])]);
    const accepts = standingAccepts(scene, 0, necromunda, always());
    expect(accepts({ x: 12, y: 12, radius: 0.5 })).toBe(true);
  });

  it("always: a ductway exit's level holds whatever ground the exit's middle is over", () => {
    const necromunda = getRuleset("necromunda");
    // The exit's middle is on the floor (0"), the level asked is 2": a spot on the floor is off it.
    const scene = table([region("gantry", square(10, 10), [["raised", 2]])]);
    const accepts = standingAccepts(scene, 2, necromunda, always({ x: 2, y: 2 }));
    expect(accepts({ x: 5, y: 5, radius: 0.5 })).toBe(false);
    expect(accepts({ x: 12, y: 12, radius: 0.5 })).toBe(true);
  });

  it("ifStanding: a fighter standing on its level stays on it", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("gantry", square(10, 10), [["raised", 2]])]);
    const onFloor = standingAccepts(scene, 0, necromunda, ifStanding({ x: 5, y: 5 }));
    expect(onFloor({ x: 6, y: 6, radius: 0.5 })).toBe(true);
    expect(onFloor({ x: 12, y: 12, radius: 0.5 })).toBe(false);
    const onGantry = standingAccepts(scene, 2, necromunda, ifStanding({ x: 11, y: 11 }));
    expect(onGantry({ x: 12, y: 12, radius: 0.5 })).toBe(true);
    expect(onGantry({ x: 6, y: 6, radius: 0.5 })).toBe(false);
  });

  it('ifStanding: a fighter off the ground (in the air at 5") is not held to any ground', () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([region("gantry", square(10, 10), [["raised", 2]])]);
    const flying = standingAccepts(scene, 5, necromunda, ifStanding({ x: 5, y: 5 }));
    expect(flying({ x: 6, y: 6, radius: 0.5 })).toBe(true);
    expect(flying({ x: 12, y: 12, radius: 0.5 })).toBe(true);
  });
});

describe("standingAccepts: walls", () => {
  it("a wall between where the base comes from and the spot keeps it out, though the base does not touch it", () => {
    const necromunda = getRuleset("necromunda");
    const scene = table([], [{ a: { x: 10, y: 0 }, b: { x: 10, y: 40 } }]);
    const accepts = standingAccepts(scene, 0, necromunda, { from: { x: 5, y: 5 }, ground: "always" });
    expect(accepts({ x: 8, y: 5, radius: 0.5 })).toBe(true);
    expect(accepts({ x: 12, y: 5, radius: 0.5 })).toBe(false);
  });
});
