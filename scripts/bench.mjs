/**
 * Runs `vitest bench` and reports the median time per path of each benchmark, the index/naive
 * ratio where a group has both, and checks the budgets of DESIGN.md § Performance: a 300-step
 * path under 1 ms, and the 1" index at least 10× faster than the naive scan at 1,000 fighters.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const BUDGET_MS = 1;
/** Budgets (ms) of the groups that are not one pointer move: long paths (tests/bench/scaling.bench.ts), snapshots. */
const GROUP_BUDGETS_MS = {
  "10,000-step drag against 2000 models": 50,
  "10,000-step vehicle run over 400 fighters": 500,
  // Once per drag or finished move, not per pointer move (DESIGN.md § Performance).
  "scene snapshot, 1000 tokens, 200 regions, 500 walls": 2,
  // The first pointer move of a Charge's drag makes the map its route is searched on; the moves
  // after take it again while its span stands (tests/bench/charge-route.bench.ts).
  "Charge route, first pointer move of a drag": 2,
  // A whole move of rules.play: snapshot, the drag's stop and the finished move, the drag's indexes
  // shared between moves of one table (the turn model asks for 1 ms).
  "rules.play, 1000 models": 1,
  // Once per finished vehicle move: each fighter it pushes aside is shifted 1" from enemies after
  // those shifted before it (tests/bench/structures.bench.ts; docs/development.md).
  "a vehicle's finished move through 1000 fighters (snapshot)": 15,
  // DESIGN.md § Performance: the cheapest path across a 100 × 100-space scene, and one token's reach
  // overlay (tests/bench/pathfind.bench.ts); the map they share is built once per drag or scene change.
  "pathfinding, 100 x 100 spaces, 1000 tokens": 4,
  "reach overlay, 100 x 100 spaces, 1000 tokens": 8,
  "map build, 100 x 100 spaces, 1000 tokens": 8,
};
const MIN_RATIO_AT_1000 = 10;
const out = "artifacts/bench.json";
mkdirSync("artifacts", { recursive: true });
const run = spawnSync("npx", ["vitest", "bench", "--run", "--outputJson", out], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

const report = JSON.parse(readFileSync(out, "utf8"));
const failures = [];
const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
console.log("\nmedian per run:");
for (const file of report.files) {
  for (const group of file.groups) {
    const name = group.fullName.split(" > ").at(-1);
    const byName = Object.fromEntries(group.benchmarks.map((b) => [b.name, b]));
    for (const b of group.benchmarks) {
      console.log(`  ${name} › ${b.name}: ${us(b.median)}`);
      const budget = GROUP_BUDGETS_MS[name] ?? BUDGET_MS;
      if (b.name !== "naive" && b.median > budget) failures.push(`${name} › ${b.name} over ${budget} ms`);
    }
    if (byName.index && byName.naive) {
      const ratio = byName.naive.median / byName.index.median;
      console.log(`  ${name} › naive / index: ${ratio.toFixed(1)}×`);
      if (name.includes("1000 fighters") && ratio < MIN_RATIO_AT_1000) {
        failures.push(`${name}: index only ${ratio.toFixed(1)}× faster than naive`);
      }
    }
  }
}
for (const f of failures) console.error(`budget missed: ${f}`);
process.exit(failures.length ? 1 : 0);
