/**
 * Where a base may stand among levels (src/rules/moves/footing.ts; necromunda-movement.md
 * § Structures: a fighter may end its move on any level with room for its base; § Vehicle
 * Movement: fighters move and climb onto vehicles; docs/rulings.md: its edge may lie base contact's
 * 0.05" past a level's outline). Every base is 1" (radius ½"); a level is ½" (§ Stepping Up).
 * A platform covers x 0–6, y 0–6; a base centred at (6.1, 3.4) hangs 0.6" past its east side.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type RegionSnapshot, type Ruleset } from "../../src/rules";
import { deckSurfaces, footingFits, levelSurfaces, type LevelSurface } from "../../src/rules/moves/footing";
import { inchScene, necromundaFighter, necromundaVehicle } from "../support/necromunda-vehicles";

const necromunda = () => getRuleset("necromunda");

/** A region over x…x+w, y…y+h with these terrain conditions (each `height` high), from `bottom`. */
const region = (
  id: string,
  [x, y, width, height]: [number, number, number, number],
  terrain: [string, number][] = [],
  bottom: number | null = null,
): RegionSnapshot => ({
  id,
  name: id,
  area: { x, y, width, height },
  bottom,
  top: null,
  terrain: terrain.map(([condition, h]) => ({ condition, height: h, railing: false })),
  ductwayExit: null,
  lift: null,
});

/** The platform x 0–6, y 0–6 as a level at `height` (`solid`: a raised block standing on the floor). */
const platform = (height: number, solid = false): LevelSurface => ({
  region: region("platform", [0, 0, 6, 6]),
  height,
  solid,
});

/** Its level at `elevation`, ½" levels, 1" base at (x, y). */
const fits = (surfaces: LevelSurface[], x: number, y: number, elevation: number, stand?: boolean) =>
  stand === undefined
    ? footingFits(surfaces, { x, y, radius: 0.5 }, elevation, 0.5)
    : footingFits(surfaces, { x, y, radius: 0.5 }, elevation, 0.5, stand);

describe("vehicle decks as levels (§ Vehicle Movement: fighters climb onto vehicles)", () => {
  it("each other vehicle's footprint, from its elevation up; the mover's own and fighters left out", () => {
    // A 6" × 3" hauler's footprint (x 9–15, y 5.5–8.5) on the floor, the 2" truck 2" up at (20, 7).
    const hauler = necromundaVehicle("hauler", 12, 7, { footprint: { x: 9, y: 5.5, width: 6, height: 3 } });
    const truck = necromundaVehicle("truck", 20, 7, { elevation: 2 });
    const scene = inchScene([hauler, necromundaFighter("f", 12, 7, { elevation: 1 }), truck]);
    const deck = (id: string, area: RegionSnapshot["area"], height: number): LevelSurface => ({
      region: { id, name: id, area, bottom: null, top: null, terrain: [], ductwayExit: null, lift: null },
      height,
      solid: false,
      deck: true,
    });
    expect(deckSurfaces(scene, "truck")).toEqual([deck("hauler", { x: 9, y: 5.5, width: 6, height: 3 }, 0)]);
    expect(deckSurfaces(scene, "hauler")).toEqual([deck("truck", { x: 19, y: 6, width: 2, height: 2 }, 2)]);
    expect(deckSurfaces(scene)).toHaveLength(2);
  });
});

describe("the regions that are levels (§ Structures)", () => {
  const surfaces = (regions: RegionSnapshot[], ruleset: Partial<Ruleset> = necromunda()) =>
    levelSurfaces(inchScene([], { regions }), ruleset.terrain, ruleset.vertical).map((s) => ({
      id: s.region.id,
      height: s.height,
      solid: s.solid,
    }));

  it("a platform drawn off the floor is a level at its bottom, whatever raised terrain it holds", () => {
    // A gantry 3" up holding 5" of crates: its surface is at 3", not a solid 5" block.
    expect(surfaces([region("gantry", [0, 0, 6, 6], [["raised", 5]], 3)])).toEqual([
      { id: "gantry", height: 3, solid: false },
    ]);
  });

  it("on the floor, the highest raised surface is its level, solid below", () => {
    expect(
      surfaces([
        region(
          "block",
          [0, 0, 6, 6],
          [
            ["raised", 3],
            ["raised", 2],
          ],
        ),
      ]),
    ).toEqual([{ id: "block", height: 3, solid: true }]);
  });

  it("a ladder's top is part of the level it reaches, not a solid block (§ Ladders and Stairs)", () => {
    expect(surfaces([region("ladder", [0, 0, 1, 1], [["ladder", 4]])])).toEqual([
      { id: "ladder", height: 4, solid: false },
    ]);
  });

  it("without a ruleset's normal movement, a ladder reaches no level", () => {
    const ladder = region("ladder", [0, 0, 1, 1], [["ladder", 4]]);
    expect(surfaces([ladder], { terrain: necromunda().terrain })).toEqual([]);
    const vertical = { ...necromunda().vertical, normalMovement: undefined };
    expect(surfaces([ladder], { terrain: necromunda().terrain, vertical })).toEqual([]);
  });

  it("ground on the floor is no level, drawn from 0 or without a bottom", () => {
    expect(surfaces([region("mud", [0, 0, 6, 6], [["difficult", 0]])])).toEqual([]);
    expect(surfaces([region("mud", [0, 0, 6, 6], [["difficult", 0]], 0)])).toEqual([]);
  });

  it("a ruleset without terrain rules ends moves on any raised platform", () => {
    expect(surfaces([region("gantry", [0, 0, 6, 6], [], 3)], { vertical: necromunda().vertical })).toEqual([
      { id: "gantry", height: 3, solid: false },
    ]);
  });
});

describe("whether a base has room where it stands (§ Structures: space for the base)", () => {
  it("touching no level it stands on the floor, unless asked to stand on a level", () => {
    expect(fits([], 3, 3, 0)).toBe(true);
    expect(fits([], 3, 3, 0, true)).toBe(false);
  });

  it("its centre inside a solid block more than a level above it is refused; a level up it is not", () => {
    expect(fits([platform(3, true)], 3.2, 2.9, 0)).toBe(false);
    // The 1e-9" slack: a block 0.5 + 1e-9" high is still a step up.
    expect(fits([platform(0.5 + 1e-9, true)], 3.2, 2.9, 0)).toBe(true);
  });

  it("a level more than a level below the base is the ground far under it: no overhang", () => {
    // The base 5" up over the 1" platform's east edge, and over a 1.5" platform from 2" up: a level
    // below exactly, it overhangs.
    expect(fits([platform(1)], 6.1, 3.4, 5)).toBe(true);
    expect(fits([platform(1.5)], 6.1, 3.4, 2)).toBe(false);
    // The slack: 1.5 − 1e-9" down still counts.
    expect(fits([platform(2 - 0.5 - 1e-9)], 6.1, 3.4, 2)).toBe(false);
  });

  it("a level above the base's feet is a wall beside it, within the 1e-9\" slack of its own height", () => {
    expect(fits([platform(2 + 1e-9)], 6.1, 3.4, 2)).toBe(false);
    expect(fits([platform(2.1)], 6.1, 3.4, 2)).toBe(true);
  });

  it("a base beside a level at its height, or within base contact of it, does not stand on it", () => {
    // 0.85" clear of the platform's corner (6, 6) diagonally; 0.02" over its east side.
    expect(fits([platform(3)], 7, 6.9, 3)).toBe(true);
    expect(fits([platform(3)], 6.48, 2.7, 3)).toBe(true);
    // 0.1" over it: it stands on it and overhangs.
    expect(fits([platform(3)], 6.4, 2.7, 3)).toBe(false);
  });

  it("a vehicle's deck on the floor is not under a base on the floor; one off the floor is", () => {
    // The 2" truck at (7, 3) on its east side: its footprint x 6–8, y 2–4.
    const ground = deckSurfaces(inchScene([necromundaVehicle("truck", 7, 3)]));
    expect(fits(ground, 6.1, 3.4, 0)).toBe(true);
    expect(fits(ground, 6.1, 3.4, 1e-9)).toBe(true);
    const raised = deckSurfaces(inchScene([necromundaVehicle("truck", 7, 3, { elevation: 1 })]));
    expect(fits(raised, 6.1, 3.4, 1)).toBe(false);
    expect(fits(raised, 7.2, 3.3, 1.5)).toBe(true);
  });

  it("a deck within the 1e-9\" slack above the base's feet still bears it", () => {
    const deck = deckSurfaces(inchScene([necromundaVehicle("truck", 7, 3, { elevation: 2 + 1e-9 })]));
    expect(fits(deck, 6.1, 3.4, 2)).toBe(false);
  });
});
