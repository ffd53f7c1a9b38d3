/**
 * A dragged Charge routed by the engine's shortest route (src/foundry/canvas/placeables/token.ts
 * `constrainMovementPath`, tokens/shortest-route.ts): on a Necromunda scene fake of exactly the v13
 * shapes read (Scene grid and walls, TokenDocument with its combatant, movement history,
 * `getCompleteMovementPath` and `measureMovementPath`), with a 1" grid of 100 px.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CoreMovementWaypoint } from "../../src/types/foundry-augment";
import { FakeCoreToken, installWorld, removeWorld } from "./fakes";

type CoreArg = ConstructorParameters<typeof import("../../src/foundry/canvas/placeables/token").StrideToken>[0];

let StrideToken: typeof import("../../src/foundry/canvas/placeables/token").StrideToken;
beforeAll(async () => {
  Object.assign(globalThis, { foundry: { canvas: { placeables: { Token: FakeCoreToken } } } });
  ({ StrideToken } = await import("../../src/foundry/canvas/placeables/token"));
});

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

/** A Move 4" fighter's 1"-base token with its top-left corner at (x, y) inches. */
const token = (id: string, x: number, y: number, disposition: number) => ({
  id,
  name: id,
  x: x * 100,
  y: y * 100,
  width: 1,
  height: 1,
  elevation: 0,
  disposition,
  actor: {
    type: "fighter",
    system: { movementProfile: { characteristics: { move: 4, initiative: 4 } }, flyingSpeed: 0 },
  },
});

/**
 * The mover at (0, 0) (centre (0.5, 0.5)") on a gridless or equidistant 1" grid, an enemy 3" off
 * at (4, 0), and a wall along x = 2" from y = −3" down to `wallEnd`. Foundry's measure: each
 * segment's length in inches (gridless) or its grid spaces (equidistant diagonals).
 */
function charge(gridless: boolean, wallEnd: number, waypoints: CoreMovementWaypoint[], times = 1) {
  let measured = 0;
  const spaces = (a: CoreMovementWaypoint, b: CoreMovementWaypoint) =>
    gridless ? Math.hypot(b.x - a.x, b.y - a.y) / 100 : Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) / 100;
  const document = {
    ...token("me", 0, 0, 1),
    combatant: { combat: { id: "c1", round: 1, turn: 0, started: true } },
    movementHistory: [],
    parent: {
      grid: { size: 100, distance: 1, units: "in", isGridless: gridless, diagonals: GRID_DIAGONALS.EQUIDISTANT },
      flags: {},
      tokens: [token("foe", 4, 0, -1)],
      walls: [{ c: [200, -300, 200, wallEnd * 100], move: 20 }],
    },
    getCompleteMovementPath: (w: CoreMovementWaypoint[]) => w,
    measureMovementPath: (w: CoreMovementWaypoint[]) => {
      measured++;
      const segments = w.slice(1).map((p, i) => ({ cost: spaces(w[i]!, p), distance: spaces(w[i]!, p) }));
      return { distance: segments.reduce((sum, s) => sum + s.distance, 0), segments };
    },
  };
  const object = new StrideToken(document as unknown as CoreArg) as unknown as {
    constrainMovementPath(w: CoreMovementWaypoint[], o: object): [CoreMovementWaypoint[], boolean];
    strideStop: unknown;
  };
  const counts: number[] = [];
  let path: CoreMovementWaypoint[] = [];
  for (let k = 0; k < times; k++) {
    const before = measured;
    [path] = object.constrainMovementPath(waypoints, { preview: true });
    counts.push(measured - before);
  }
  return { path, stop: object.strideStop, counts };
}

/** A waypoint at top-left (x, y) inches, with an action. */
const at = (x: number, y: number, action = "charge"): CoreMovementWaypoint => ({
  x: x * 100,
  y: y * 100,
  elevation: 0,
  action,
  explicit: true,
  checkpoint: true,
});

/** The long way round: down 3", across 3", up to base contact with the enemy. */
const detour = (action = "charge") => [at(0, 0, action), at(0, 3, action), at(3, 3, action), at(3, 0, action)];

describe("a dragged Charge takes the engine's shortest route", () => {
  beforeEach(() => {
    installWorld({ ruleset: "necromunda", variant: "core" });
    Object.assign(globalThis, { CONST: { GRID_DIAGONALS } });
  });
  afterEach(() => {
    removeWorld();
    Reflect.deleteProperty(globalThis, "CONST");
  });

  it("gridless: the 9\" detour becomes one turn at the wall's end (2, 1.5)\", the player's waypoints dropped", () => {
    const waypoints = detour();
    const { path, stop } = charge(true, 1.5, waypoints);
    expect(stop).toBeNull();
    expect(path).toHaveLength(3);
    expect(path[0]).toBe(waypoints[0]);
    expect(path[2]).toBe(waypoints[3]);
    // The turn's centre near (2, 1.5)": its top-left corner near (150, 100) px.
    expect(path[1]).toMatchObject({ explicit: false, checkpoint: false, action: "charge", elevation: 0 });
    expect(Math.abs(path[1]!.x - 150)).toBeLessThanOrEqual(2);
    expect(Math.abs(path[1]!.y - 100)).toBeLessThanOrEqual(4);
  });

  it("a pointer move with the same waypoints reuses the route: Foundry measures only the constrained path again", () => {
    const { path, counts } = charge(true, 1.5, detour(), 2);
    expect(path).toHaveLength(3);
    // First: the dragged path, the route, then the constrained path; second: the constrained path alone.
    expect(counts[0]).toBeGreaterThanOrEqual(3);
    expect(counts[1]).toBe(1);
  });

  it("on an equidistant grid: through the spaces at (1, 1) and (2, 1), 3 spaces instead of 9", () => {
    const waypoints = detour();
    const { path } = charge(false, 1, waypoints);
    expect(path.map((w) => [w.x, w.y])).toEqual([
      [0, 0],
      [100, 100],
      [200, 100],
      [300, 0],
    ]);
  });

  it("a Move, and a Charge already as short, keep the dragged waypoints", () => {
    // The Move goes the way it was dragged (and stops 1" off the enemy, by the 1" rule).
    const move = detour("move");
    expect(charge(true, 1.5, move).path[1]).toBe(move[1]);
    // Past the wall's very end, (2, 1.5)": 2 × √3.25 = 3.61", no longer than the route.
    const tight = [at(0, 0), at(1.5, 1), at(3, 0)];
    expect(charge(true, 1.5, tight).path).toEqual(tight);
  });
});
