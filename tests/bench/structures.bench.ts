/**
 * Necromunda heights, obstacles and ductways (DESIGN.md § Performance). Pricing runs on every
 * step Foundry measures while dragging: a 300-step path that climbs, drops and crosses
 * obstacles, through the cost function Stride wraps around Foundry's. Placing a fighter out of a
 * ductway runs once per click, against a crowded 1,000-fighter table.
 */
import { bench, describe } from "vitest";
import { getRuleset, placeNear, type Base } from "../../src/rules";
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
  bench("heights and obstacles", () => {
    const core = (_f: Offset3D, _t: Offset3D, distance: number) => distance;
    const vertical = withVerticalPricing(core, grid, ruleset.vertical!, ruleset.unit);
    const cost = withObstacleCrossing(
      vertical,
      (s) => (s as (typeof steps)[number]["segment"]).terrain?.obstacle ?? 0,
      ruleset.terrain.obstacleCost!,
    );
    let total = 0;
    for (const { from, to, segment } of steps) total += cost(from, to, 1, segment);
    if (!(total > 0)) throw new Error("unreachable");
  });
});

/** 1,000 fighters in a 40" × 40" block around the ductway's far end, ½" bases 1¼" apart. */
const crowd: Base[] = [];
for (let i = 0; i < 1000; i++) crowd.push({ x: (i % 32) * 1.25, y: Math.floor(i / 32) * 1.25, radius: 0.5 });
const end = { x: 19.6, y: 19.6, width: 1, height: 1 };

describe("ductway exit on a 1000 fighters table", () => {
  bench("placement", () => {
    placeNear(end, { radius: 0.5, reach: 1, bases: crowd, enemies: crowd.slice(0, 500), zone: 1 });
  });
});
