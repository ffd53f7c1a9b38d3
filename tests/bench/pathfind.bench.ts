/**
 * Pathfinding and the reach overlay (DESIGN.md § Performance: < 4 ms and < 8 ms median) on a
 * 100 × 100-space Necromunda table (1" spaces) of 1,000 fighters (50 of them enemies holding 1"
 * zones), 200 regions (a third polygons: rotated rectangles, ellipses, polygons) and 500 walls:
 * the A* path corner to corner against an exhaustive Dijkstra over the same map, the reach against
 * a naive relaxation of every space until nothing changes, and the map's build, once per drag or
 * scene change.
 */
import { bench, describe } from "vitest";
import {
  cellAt,
  cheapestCosts,
  findPath,
  getRuleset,
  prepareDrag,
  prepareMap,
  reachOf,
  regionArea,
  type ModelSnapshot,
  type MoveMap,
  type RegionShapeData,
  type RegionSnapshot,
  type SceneSnapshot,
  type TurnBands,
  type WallSnapshot,
} from "../../src/rules";

const ruleset = getRuleset("necromunda");
const SIZE = 100;

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

const random = mulberry32(27);
const fighter = (id: string, x: number, y: number, disposition: ModelSnapshot["disposition"]): ModelSnapshot => ({
  id,
  name: id,
  kind: "character",
  disposition,
  base: { x, y, radius: 0.5 },
  footprint: { x: x - 0.5, y: y - 0.5, width: 1, height: 1 },
  elevation: 0,
  status: "standing",
  characteristics: { move: 5 },
  visible: true,
});

/** Whether a space lies near the mover or the path's goal (kept clear so the bench path exists). */
const nearEnds = (x: number, y: number) => Math.hypot(x - 2.5, y - 2.5) < 4 || Math.hypot(x - 97.5, y - 97.5) < 4;
const nearMover = (x: number, y: number) => Math.hypot(x - 50.5, y - 50.5) < 4;

const models: ModelSnapshot[] = [fighter("me", 50.5, 50.5, "friendly")];
while (models.length < 1000) {
  const x = Math.floor(random() * SIZE) + 0.5;
  const y = Math.floor(random() * SIZE) + 0.5;
  if (nearEnds(x, y) || nearMover(x, y)) continue;
  models.push(fighter(`m${models.length}`, x, y, models.length % 20 === 0 ? "hostile" : "friendly"));
}

const conditions = ["difficult", "difficult", "difficult", "impassable", "dangerous"];
const regions: RegionSnapshot[] = [];
while (regions.length < 200) {
  const x = random() * (SIZE - 8);
  const y = random() * (SIZE - 8);
  if (nearEnds(x + 3, y + 3) || nearMover(x + 3, y + 3)) continue;
  const w = 2 + random() * 6;
  const h = 2 + random() * 6;
  const kind = regions.length % 3;
  const shape: RegionShapeData =
    kind === 0
      ? { type: "rectangle", x, y, width: w, height: h, rotation: random() * 90 }
      : kind === 1
        ? { type: "ellipse", x: x + w / 2, y: y + h / 2, radiusX: w / 2, radiusY: h / 2 }
        : { type: "polygon", points: [x, y, x + w, y + h / 3, x + w / 2, y + h, x, y + h] };
  const area = regionArea([shape]);
  regions.push({
    id: `r${regions.length}`,
    name: `r${regions.length}`,
    area: area.bounds,
    polygons: area.polygons,
    bottom: null,
    top: null,
    terrain: [{ condition: conditions[regions.length % conditions.length]!, height: 0, railing: false }],
    ductwayExit: null,
    lift: null,
  });
}

const walls: WallSnapshot[] = [];
while (walls.length < 500) {
  const ax = random() * SIZE;
  const ay = random() * SIZE;
  const length = 1 + random() * 5;
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
  regions,
  walls,
};
const drag = prepareDrag(snapshot, "me", ruleset);
const map = prepareMap(drag);
const from = { x: 2.5, y: 2.5 };
const to = { x: 97.5, y: 97.5 };
const path = findPath(map, from, to);
if (!path) throw new Error("the bench path must exist");
if (Math.abs(path.cost - cheapestCosts(map, from)[cellAt(map, to)]!) > 1e-9) {
  throw new Error("the bench path must be optimal");
}
/** A fighter of Move 8 (Run 16"), which has spent 3" this turn. */
const turn: TurnBands = {
  bands: ruleset.bands.movementBands({ characteristics: { move: 8 } }),
  flying: null,
  variant: "core",
  ratio: 1,
};
const input = { turn, history: { cost: 3, distance: 3 } };
const mover = { x: 50.5, y: 50.5 };

/**
 * The reach worked out naively: every space relaxed from each of its neighbours, sweep after sweep
 * over the whole map until nothing changes, then each space's band from its cost (the same step
 * rules as the engine's: equidistant diagonals, walls, blocked spaces, the allowance; edges left out).
 */
function naiveReach(m: MoveMap): Int8Array {
  const n = m.cols * m.rows;
  const cost = new Float64Array(n).fill(Infinity);
  const start = Math.floor(mover.y) * m.cols + Math.floor(mover.x);
  const limit = turn.bands.at(-1)!.distance;
  cost[start] = input.history.cost;
  const steps = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (cost[i] === Infinity) continue;
      const col = i % m.cols;
      const row = (i - col) / m.cols;
      for (let d = 0; d < 8; d++) {
        if (m.walls[i]! & (1 << d)) continue;
        const [dx, dy] = steps[d]!;
        const c = col + dx!;
        const r = row + dy!;
        if (c < 0 || r < 0 || c >= m.cols || r >= m.rows) continue;
        const j = r * m.cols + c;
        if (m.blocked[j]) continue;
        const next = cost[i]! + m.cell * m.multiplier[j]!;
        if (next <= limit && next < cost[j]!) {
          cost[j] = next;
          changed = true;
        }
      }
    }
  }
  const band = new Int8Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const index = turn.bands.findIndex((b) => cost[i]! <= b.distance);
    band[i] = index;
  }
  return band;
}

describe("pathfinding, 100 x 100 spaces, 1000 tokens", () => {
  bench("index", () => {
    findPath(map, from, to);
  });
  bench("naive", () => {
    cheapestCosts(map, from);
  });
});

describe("reach overlay, 100 x 100 spaces, 1000 tokens", () => {
  bench("index", () => {
    reachOf(map, ruleset.bands, mover, input);
  });
  bench("naive", () => {
    naiveReach(map);
  });
});

describe("map build, 100 x 100 spaces, 1000 tokens", () => {
  bench("build (once per drag or scene change)", () => {
    prepareMap(drag);
  });
});
