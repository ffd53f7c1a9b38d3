/**
 * A Charge's shortest route (src/rules/map/route.ts; necromunda-movement.md § Movement: a Charge
 * takes the shortest route) asked again and again in one drag, as the pointer moves: the drag
 * keeps the map of its last span and passes over walls and bases too far from a leg, so each
 * answer must be, to the bit, the one a drag of its own gives for the same path.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  prepareDrag,
  shortestRoute,
  type DragScene,
  type ModelSnapshot,
  type PathStep,
  type RouteGrid,
  type SceneSnapshot,
} from "../../src/rules";

const ruleset = getRuleset("necromunda");

const fighter = (id: string, x: number, y: number, disposition: ModelSnapshot["disposition"]): ModelSnapshot => ({
  id,
  name: id,
  kind: "character",
  disposition,
  base: { x, y, radius: 0.5 },
  footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
  elevation: 0,
  status: "standing",
  characteristics: { move: 5, initiative: 4 },
  visible: true,
});

/**
 * A 20" table: the charger at (2, 10)", its target at (17, 10)", enemies on the way (bases the
 * Charge may not pass), a friend (passed through) and walls across the middle.
 */
const snapshot: SceneSnapshot = {
  unit: "in",
  gridStep: 1,
  bounds: { x: 0, y: 0, width: 20, height: 20 },
  models: [
    fighter("me", 2, 10, "friendly"),
    fighter("foe", 17, 10, "hostile"),
    fighter("e1", 9, 9.2, "hostile"),
    fighter("e2", 12.5, 11.5, "hostile"),
    fighter("f1", 6, 10, "friendly"),
  ],
  regions: [],
  walls: [
    { a: { x: 8, y: 4 }, b: { x: 8, y: 8.5 } },
    { a: { x: 11, y: 12 }, b: { x: 11, y: 17 } },
    { a: { x: 14, y: 6 }, b: { x: 15.5, y: 8 } },
  ],
};

const step = (x: number, y: number): PathStep => ({ x, y, elevation: 0, action: "charge" });
/** Foundry's gridless measure: the path's length in inches. */
const measure = (path: readonly PathStep[]) =>
  path.reduce((sum, p, k) => (k === 0 ? 0 : sum + Math.hypot(p.x - path[k - 1]!.x, p.y - path[k - 1]!.y)), 0);
/**
 * The pointer's n-th position, a few pixels a move round the target and a full turn in all; the
 * dragged path goes the long way, by (2, 18)" or, from the 30th move, by (2, 2)" and (9, 1)".
 */
const dragged = (n: number): PathStep[] => {
  const angle = Math.PI / 2 + n * 0.11;
  const end = step(17 + Math.cos(angle) * 1.2, 10 + Math.sin(angle) * 1.2);
  return n < 30 ? [step(2, 10), step(2, 18), end] : [step(2, 10), step(2, 2), step(9, 1), end];
};

describe("a Charge's route asked at every pointer move of one drag", () => {
  // With how many of the 60 moves routed: on the ½" grid the spaces' route is often no shorter,
  // by the gridless measure, than the dragged path.
  const cases: [string, RouteGrid, number][] = [
    ["gridless", { gridless: true }, 60],
    ['a 1" grid, equidistant diagonals', { gridless: false, cell: 1, diagonals: "equidistant" }, 60],
    ['a ½" grid, alternating diagonals', { gridless: false, cell: 0.5, diagonals: "alternating1" }, 34],
  ];
  for (const [name, grid, routes] of cases) {
    it(`${name}: every route is the one a drag of its own finds`, () => {
      const drag: DragScene = prepareDrag(snapshot, "me", ruleset);
      let routed = 0;
      for (let n = 0; n < 60; n++) {
        const path = dragged(n);
        const again = shortestRoute(drag, path, measure, grid);
        const fresh = shortestRoute(prepareDrag(snapshot, "me", ruleset), path, measure, grid);
        expect(again).toEqual(fresh);
        if (fresh) routed++;
      }
      expect(routed).toBe(routes);
    });
  }
});
