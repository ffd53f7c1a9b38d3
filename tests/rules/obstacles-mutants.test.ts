/**
 * Obstacles at most 2" across (necromunda-movement.md § Obstacles): a region painted as an obstacle
 * that is wider is read as a structure to climb, its top a level (moves/obstacles.ts readObstacles).
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type RegionSnapshot } from "../../src/rules";
import { obstaclesRead, readObstacles } from "../../src/rules/moves/obstacles";

/** A region `width` × 6 inches at (x, 0) with these terrains. */
function region(id: string, x: number, width: number, terrain: RegionSnapshot["terrain"]): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x, y: 0, width, height: 6 },
    bottom: null,
    top: null,
    terrain,
    ductwayExit: null,
    lift: null,
  };
}

const OBSTACLE: RegionSnapshot["terrain"][number] = { condition: "obstacle", height: 1.5, railing: false };
const DIFFICULT: RegionSnapshot["terrain"][number] = { condition: "difficult", height: 0, railing: false };

describe("readObstacles", () => {
  it('reads a 3"-wide obstacle as a structure whose top is a level, keeping its other terrain', () => {
    const necromunda = getRuleset("necromunda");
    const wall = region("wall", 0, 3, [DIFFICULT, OBSTACLE]);
    expect(readObstacles(wall, necromunda).terrain).toEqual([
      DIFFICULT,
      { ...OBSTACLE, condition: "structure", width: 3 },
      { condition: "raised", height: 1.5, railing: false },
    ]);
  });

  it('leaves an obstacle 2" across, a region with no obstacle, and a ruleset without the limit', () => {
    const necromunda = getRuleset("necromunda");
    const barricade = region("barricade", 0, 2, [OBSTACLE]);
    expect(readObstacles(barricade, necromunda)).toBe(barricade);
    const mud = region("mud", 0, 5, [DIFFICULT]);
    expect(readObstacles(mud, necromunda)).toBe(mud);
    const wall = region("wall", 0, 3, [OBSTACLE]);
    expect(obstaclesRead(wall, undefined)).toBe(wall);
    expect(readObstacles(wall, getRuleset("dh2"))).toBe(wall);
  });

  it("measures each region's own outline", () => {
    const necromunda = getRuleset("necromunda").terrain;
    // Two regions without polygons: the 1" one stays an obstacle, the 3" one does not.
    expect(obstaclesRead(region("narrow", 10, 1, [OBSTACLE]), necromunda).terrain).toEqual([OBSTACLE]);
    expect(obstaclesRead(region("wide", 20, 3, [OBSTACLE]), necromunda).terrain[0]).toMatchObject({
      condition: "structure",
      width: 3,
    });
    expect(obstaclesRead(region("narrow", 10, 1, [OBSTACLE]), necromunda).terrain).toEqual([OBSTACLE]);
  });

  it("reads a region without a shape as no wider than the limit", () => {
    const shapeless = { ...region("shapeless", 0, 3, [OBSTACLE]), area: null };
    expect(obstaclesRead(shapeless, getRuleset("necromunda").terrain)).toBe(shapeless);
  });
});
