/**
 * The adapter's pathfinding (src/foundry/canvas/placeables/tokens/find-path.ts): Foundry's grid
 * diagonal rule read by name, the player's waypoints kept with the engine's route between them, and
 * the job `Token#findMovementPath` returns, on a small scene fake of exactly the v13 shapes read
 * (Scene grid and dimensions, TokenDocument, WallDocument `c`/`move`/`door`/`ds`/`dir`).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { diagonalRuleOf, stridePathJob, type PathToken } from "../../src/foundry/canvas/placeables/tokens/find-path";
import type { TokenLike, WallLike } from "../../src/foundry/snapshot";

/** CONST.GRID_DIAGONALS as the v13 API page lists it (docs/foundry-evidence.md § 36). */
const GRID_DIAGONALS = {
  EQUIDISTANT: 0,
  EXACT: 1,
  APPROXIMATE: 2,
  RECTILINEAR: 3,
  ALTERNATING_1: 4,
  ALTERNATING_2: 5,
  ILLEGAL: 6,
};

const necromunda = getRuleset("necromunda");

/** A fighter's token at the grid space (col, row) of a 100 px, 1" grid. */
function fighter(id: string, col: number, row: number, disposition = 1): TokenLike {
  return {
    id,
    name: id,
    x: col * 100,
    y: row * 100,
    width: 1,
    height: 1,
    elevation: 0,
    disposition,
    actor: { type: "fighter", system: { status: "standing", movementProfile: { characteristics: { move: 5 } } } },
  };
}

/** A 10 × 10-inch scene (100 px an inch) of these tokens and walls, with `grid` extras. */
function scene(tokens: TokenLike[], walls: WallLike[] = [], grid: Record<string, unknown> = {}) {
  return {
    grid: { size: 100, distance: 1, units: "in", diagonals: GRID_DIAGONALS.EQUIDISTANT, ...grid },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 1000, sceneHeight: 1000 },
    tokens,
    regions: [],
    walls,
  };
}

/** The canvas Token of the first token of the scene. */
function token(s: ReturnType<typeof scene>): PathToken {
  return { document: { ...s.tokens[0]!, parent: s } };
}

const context = {
  revision: 1,
  ruleset: necromunda,
  voluntaryEngage: false,
  canSee: () => true,
  diagonalTable: GRID_DIAGONALS,
};

/** A waypoint at the top-left corner of space (col, row). */
const at = (col: number, row: number, extra: Record<string, unknown> = {}) => ({
  x: col * 100,
  y: row * 100,
  elevation: 0,
  action: "move",
  explicit: true,
  checkpoint: true,
  ...extra,
});

describe("diagonalRuleOf", () => {
  it("names each of Foundry's diagonal rules as the engine does, and nothing else", () => {
    expect(diagonalRuleOf(0, GRID_DIAGONALS)).toBe("equidistant");
    expect(diagonalRuleOf(1, GRID_DIAGONALS)).toBe("exact");
    expect(diagonalRuleOf(4, GRID_DIAGONALS)).toBe("alternating1");
    expect(diagonalRuleOf(5, GRID_DIAGONALS)).toBe("alternating2");
    expect(diagonalRuleOf(6, GRID_DIAGONALS)).toBe("illegal");
    expect(diagonalRuleOf(9, GRID_DIAGONALS)).toBeNull();
    expect(diagonalRuleOf(0, { SOMETHING: 0 })).toBeNull();
  });
});

describe("stridePathJob", () => {
  it("routes round a wall between the player's waypoints and keeps every one of them", async () => {
    // A wall along x = 5" from the top down to y = 8": the way from (2, 2) to (8, 2) goes under it.
    const s = scene([fighter("me", 2, 2)], [{ c: [500, 0, 500, 800], move: 20 }]);
    const waypoints = [at(2, 2), at(8, 2, { action: "run" })];
    const job = stridePathJob(token(s), waypoints, {}, context)!;
    expect(job).not.toBeNull();
    const path = (await job.promise)!;
    expect(job.result).toBe(path);
    expect(path[0]).toBe(waypoints[0]);
    expect(path.at(-1)).toBe(waypoints[1]);
    // Between them, turning points that are not the player's, below the wall's end (row 8).
    const added = path.slice(1, -1);
    expect(added.length).toBeGreaterThan(0);
    for (const w of added) {
      expect(w.explicit).toBe(false);
      expect(w.checkpoint).toBe(false);
      expect(w.action).toBe("run");
      expect(w.elevation).toBe(0);
    }
    expect(Math.max(...added.map((w) => w.y))).toBeGreaterThanOrEqual(800);
  });

  it("goes straight where nothing is in the way: the waypoints alone", () => {
    const s = scene([fighter("me", 1, 1)]);
    const waypoints = [at(1, 1), at(6, 1), at(6, 5)];
    expect(stridePathJob(token(s), waypoints, {}, context)!.result).toEqual(waypoints);
  });

  it("ends at the last waypoint it can reach when a leg has no way", () => {
    // A room walled all round holding (8, 8).
    const walls = [
      { c: [700, 700, 1000, 700], move: 20 },
      { c: [700, 700, 700, 1000], move: 20 },
    ];
    const s = scene([fighter("me", 1, 1)], walls);
    const waypoints = [at(1, 1), at(3, 1), at(8, 8)];
    expect(stridePathJob(token(s), waypoints, {}, context)!.result).toEqual(waypoints.slice(0, 2));
  });

  it("keeps a leg with an end in the scene's padding straight", () => {
    const s = scene([fighter("me", 1, 1)], [{ c: [500, 0, 500, 1000], move: 20 }]);
    const waypoints = [at(1, 1), at(12, 1)];
    expect(stridePathJob(token(s), waypoints, {}, context)!.result).toEqual(waypoints);
  });

  it("an open door does not hold the path, a closed one does", () => {
    const door = (ds: number): WallLike => ({ c: [500, 0, 500, 1000], move: 20, door: 1, ds });
    const waypoints = [at(2, 2), at(8, 2)];
    expect(stridePathJob(token(scene([fighter("me", 2, 2)], [door(1)])), waypoints, {}, context)!.result).toEqual(
      waypoints,
    );
    expect(stridePathJob(token(scene([fighter("me", 2, 2)], [door(0)])), waypoints, {}, context)!.result).toEqual(
      waypoints.slice(0, 1),
    );
  });

  it("goes round an enemy fighter's 1\" zone", () => {
    const s = scene([fighter("me", 0, 5), fighter("enemy", 5, 5, -1)]);
    const path = stridePathJob(token(s), [at(0, 5), at(9, 5)], {}, context)!.result!;
    expect(path.length).toBeGreaterThan(2);
    // Every space the route turns at is at least 2" (centre to centre) from the enemy's.
    for (const w of path) expect(Math.hypot(w.x - 500, w.y - 500)).toBeGreaterThanOrEqual(200);
  });

  it("leaves the search to core when asked to ignore walls or cost, on hex grids, and off a scene", () => {
    const s = scene([fighter("me", 1, 1)]);
    const waypoints = [at(1, 1), at(5, 1)];
    expect(stridePathJob(token(s), waypoints, { ignoreWalls: true }, context)).toBeNull();
    expect(stridePathJob(token(s), waypoints, { ignoreCost: true }, context)).toBeNull();
    expect(
      stridePathJob(token(scene([fighter("me", 1, 1)], [], { isHexagonal: true })), waypoints, {}, context),
    ).toBeNull();
    expect(stridePathJob({ document: { ...fighter("me", 1, 1), parent: null } }, waypoints, {}, context)).toBeNull();
    expect(stridePathJob(token(s), waypoints.slice(0, 1), {}, context)).toBeNull();
  });
});
