/**
 * Runs `vitest bench` and reports the median time per path of each benchmark, checking the
 * drag-measurement budget of DESIGN.md § Performance (1 ms for a 300-step path).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const BUDGET_MS = 1;
const out = "artifacts/bench.json";
mkdirSync("artifacts", { recursive: true });
const run = spawnSync("npx", ["vitest", "bench", "--run", "--outputJson", out], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

const report = JSON.parse(readFileSync(out, "utf8"));
let over = 0;
console.log("\nmedian per path:");
for (const file of report.files) {
  for (const group of file.groups) {
    for (const b of group.benchmarks) {
      const flag = b.median > BUDGET_MS ? `  over the ${BUDGET_MS} ms budget` : "";
      if (flag) over++;
      console.log(`  ${group.fullName.split(" > ").at(-1)} › ${b.name}: ${(b.median * 1000).toFixed(1)} µs${flag}`);
    }
  }
}
process.exit(over ? 1 : 0);
