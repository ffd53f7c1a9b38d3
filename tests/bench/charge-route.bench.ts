/**
 * A Necromunda Charge's shortest route on the drag's hot path (DESIGN.md § Performance: one pointer
 * move under 1 ms): the engine's route (src/rules/map/route.ts `shortestRoute`, behind
 * src/foundry/canvas/placeables/tokens/shortest-route.ts) asked each time the dragged waypoints
 * change, on a gridless 36" × 36" table with 30 walls and 50 fighters' bases, the drag prepared once.
 * Each run is one pointer move: the pointer sweeps round the far enemy a few pixels a move, never
 * twice on the same point, and the player's waypoint sends the dragged path the long way round, so
 * the route is taken; and the first move of a drag, with nothing of the drag kept yet.
 */
import { bench, describe } from "vitest";
import { WARM } from "./warm";
import {
  getRuleset,
  prepareDrag,
  shortestRoute,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
  type WallSnapshot,
} from "../../src/rules";

const ruleset = getRuleset("necromunda");
const SIZE = 36;

/** A small deterministic generator, so every run measures the same table. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(55);
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

const mover = { x: 3, y: 18 };
const target = { x: 31, y: 18 };
/** Whether a point lies near the charger or its target (kept clear so a route exists). */
const nearEnds = (x: number, y: number) =>
  Math.hypot(x - mover.x, y - mover.y) < 3 || Math.hypot(x - target.x, y - target.y) < 4;

const models: ModelSnapshot[] = [
  fighter("me", mover.x, mover.y, "friendly"),
  fighter("foe", target.x, target.y, "hostile"),
];
while (models.length < 50) {
  const x = 1 + random() * (SIZE - 2);
  const y = 1 + random() * (SIZE - 2);
  if (nearEnds(x, y) || models.some((m) => Math.hypot(m.base.x - x, m.base.y - y) < 1.2)) continue;
  models.push(fighter(`m${models.length}`, x, y, models.length % 3 === 0 ? "hostile" : "friendly"));
}

const walls: WallSnapshot[] = [];
while (walls.length < 30) {
  const ax = 2 + random() * (SIZE - 4);
  const ay = 2 + random() * (SIZE - 4);
  const length = 2 + random() * 4;
  const angle = random() * Math.PI;
  const b = { x: ax + Math.cos(angle) * length, y: ay + Math.sin(angle) * length };
  if (nearEnds(ax, ay) || nearEnds(b.x, b.y)) continue;
  walls.push({ a: { x: ax, y: ay }, b });
}

const snapshot: SceneSnapshot = {
  unit: "in",
  gridStep: 1,
  bounds: { x: 0, y: 0, width: SIZE, height: SIZE },
  models,
  regions: [],
  walls,
};
const drag = prepareDrag(snapshot, "me", ruleset);
/** Foundry's gridless measure of a path: its length in inches. */
const measure = (path: readonly PathStep[]) =>
  path.reduce((sum, p, k) => (k === 0 ? 0 : sum + Math.hypot(p.x - path[k - 1]!.x, p.y - path[k - 1]!.y)), 0);
const step = (x: number, y: number): PathStep => ({ x, y, elevation: 0, action: "charge" });

/**
 * The pointer's n-th position: sweeping round the enemy 0.025" a move (a few pixels), 1.1" to 1.3"
 * from its centre, never twice on the same point.
 */
function pointer(n: number): PathStep {
  const angle = Math.PI / 2 + ((n * 0.025) % Math.PI);
  const distance = 1.1 + ((n * 0.0071) % 1) * 0.2;
  return step(target.x + Math.cos(angle) * distance, target.y + Math.sin(angle) * distance);
}
/** The dragged path: from the charger by the player's waypoint down at the table's edge, to the pointer. */
const dragged = (n: number): PathStep[] => [step(mover.x, mover.y), step(mover.x, SIZE - 1.5), pointer(n)];

for (let n = 0; n < 20; n++) {
  if (!shortestRoute(drag, dragged(n), measure, { gridless: true })) throw new Error("the bench Charge must be routed");
}

let moves = 0;
describe("Charge route per pointer move, gridless, 50 bases, 30 walls", () => {
  bench(
    "route",
    () => {
      if (!shortestRoute(drag, dragged(moves++), measure, { gridless: true })) throw new Error("no route");
    },
    WARM,
  );
});

describe("Charge route, first pointer move of a drag", () => {
  bench(
    "route and map",
    () => {
      // A drag of its own: nothing of an earlier drag is kept for it.
      if (!shortestRoute({ ...drag }, dragged(moves++), measure, { gridless: true })) throw new Error("no route");
    },
    WARM,
  );
});
