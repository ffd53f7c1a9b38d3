/**
 * Necromunda heights, obstacles and ductways (DESIGN.md § Performance). Pricing runs on every
 * step Foundry measures while dragging: a 300-step path that climbs, drops and crosses
 * obstacles, through the cost function Stride wraps around Foundry's. Placing a fighter out of a
 * ductway runs once per click, and a vehicle's finished move once per move, against a crowded
 * 1,000-fighter table read through the engine's scene snapshot.
 */
import { bench, describe } from "vitest";
import { WARM } from "./warm";
import {
  crawlThroughEffects,
  getRuleset,
  placeNear,
  vehicleMoveEffects,
  type Base,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
} from "../../src/rules";
import { withVerticalPricing, type Offset3D, type VerticalGrid } from "../../src/foundry/movement/vertical";
import { withObstacleCrossing } from "../../src/foundry/movement/terrain-path";

const STEPS = 300;
const ruleset = getRuleset("necromunda");
const grid: VerticalGrid = {
  distance: 1,
  units: "in",
  isGridless: false,
  measurePath: ([a, b]) => ({ distance: Math.max(Math.abs(a!.i - b!.i), Math.abs(a!.j - b!.j)) }),
};

/** Every step of a path that climbs 1" every tenth step, drops every fifteenth, and crosses an obstacle every twentieth. */
const steps = Array.from({ length: STEPS }, (_, n) => {
  const from: Offset3D = { i: 0, j: n, k: n % 10 === 0 ? 0 : 1 };
  const to: Offset3D = { i: n % 10 === 0 ? 0 : 1, j: n + 1, k: n % 15 === 0 ? 0 : 1 };
  const segment = { terrain: n % 20 < 2 ? { conditions: ["obstacle"], obstacle: 1 } : null };
  return { from, to, segment };
});

describe("300-step Necromunda path priced step by step", () => {
  bench(
    "heights and obstacles",
    () => {
      const core = (_f: Offset3D, _t: Offset3D, distance: number) => distance;
      const vertical = withVerticalPricing(core, grid, ruleset.vertical, ruleset.unit);
      const cost = withObstacleCrossing(
        vertical,
        (s) => (s as (typeof steps)[number]["segment"]).terrain?.obstacle ?? 0,
        ruleset.terrain.obstacleCost,
      );
      let total = 0;
      for (const { from, to, segment } of steps) total += cost(from, to, 1, segment);
      if (!(total > 0)) throw new Error("unreachable");
    },
    WARM,
  );
});

/** 1,000 fighters in a 40" × 40" block around the ductway's far end, ½" bases 1¼" apart. */
const crowd: Base[] = [];
for (let i = 0; i < 1000; i++) crowd.push({ x: (i % 32) * 1.25, y: Math.floor(i / 32) * 1.25, radius: 0.5 });
const end = { x: 19.6, y: 19.6, width: 1, height: 1 };

describe("ductway exit on a 1000 fighters table", () => {
  bench(
    "placement",
    () => {
      placeNear(end, { radius: 0.5, reach: 1, bases: crowd, enemies: crowd.slice(0, 500), zone: 1 });
    },
    WARM,
  );
});

/** The same 1,000 fighters as models of a scene snapshot, with the two ductway ends and a vehicle. */
const models: ModelSnapshot[] = crowd.map((b, i) => ({
  id: `f${i}`,
  name: `f${i}`,
  kind: "character",
  disposition: i % 2 ? "hostile" : "friendly",
  base: b,
  footprint: { x: b.x - 0.5, y: b.y - 0.5, width: 1, height: 1 },
  elevation: 0,
  status: "standing",
  characteristics: { move: 5, initiative: 4 },
  visible: true,
}));
const truck: ModelSnapshot = {
  ...models[0]!,
  id: "truck",
  kind: "vehicle",
  base: { x: 41, y: 20, radius: 1 },
  footprint: { x: 40, y: 19, width: 2, height: 2 },
  characteristics: { move: 8, handling: 5 },
  toughness: { front: 8, side: 7, rear: 6 },
};
const table: SceneSnapshot = {
  unit: "in",
  gridStep: 1,
  bounds: { x: -2, y: -2, width: 46, height: 46 },
  models: [...models, truck],
  regions: [
    {
      id: "in",
      name: "in",
      area: { x: 41.5, y: 0, width: 1, height: 1 },
      bottom: null,
      top: null,
      terrain: [],
      ductwayExit: "out",
      lift: null,
    },
    { id: "out", name: "out", area: end, bottom: null, top: null, terrain: [], ductwayExit: "in", lift: null },
  ],
};
const runner: ModelSnapshot = { ...models[1]!, id: "runner", base: { x: 42, y: 1.5, radius: 0.5 } };
const withRunner: SceneSnapshot = { ...table, models: [...table.models, runner] };
/** A 30-step drive from the table's edge to its middle, through the crowd. */
const drive: PathStep[] = Array.from({ length: 31 }, (_, n) => ({
  x: 41 - n * 0.7,
  y: 20,
  elevation: 0,
  action: "move",
}));

describe("engine decisions on a 1000 fighters table (snapshot)", () => {
  bench(
    "Crawl Through: route and placement",
    () => {
      if (crawlThroughEffects(withRunner, "runner", ruleset).result === "none") throw new Error("no ductway");
    },
    WARM,
  );
});

describe("a vehicle's finished move through 1000 fighters (snapshot)", () => {
  bench(
    "a vehicle's 30-step move through the crowd: run-overs, pushes, collisions",
    () => {
      if (vehicleMoveEffects(table, "truck", drive, ruleset).length === 0) throw new Error("no contact");
    },
    WARM,
  );
});
