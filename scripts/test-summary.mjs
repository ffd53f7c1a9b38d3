/**
 * Bookends of `npm test`. `--start` records when the run began (artifacts/test-start.json). Without
 * it, prints what each ruleset's world loads (artifacts/build-sizes.json, written by `npm run
 * build`), the run's wall time, and last vitest's totals as the plain closing line CI reads:
 * "tests: N passed, N failed".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const artifacts = join(root, "artifacts");
const startFile = join(artifacts, "test-start.json");

if (process.argv.includes("--start")) {
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(startFile, JSON.stringify({ startedAt: Date.now() }));
  process.exit(0);
}

const sizesPath = join(artifacts, "build-sizes.json");
if (existsSync(sizesPath)) {
  const { rulesets } = JSON.parse(readFileSync(sizesPath, "utf8"));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const worlds = Object.entries(rulesets).map(([id, set]) => `${id} ${kb(set.bytes)}`);
  console.log(`bundle: each ruleset's world loads ${worlds.join(", ")}`);
}
if (existsSync(startFile)) {
  const { startedAt } = JSON.parse(readFileSync(startFile, "utf8"));
  console.log(`time: npm test took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
const report = JSON.parse(readFileSync(join(artifacts, "vitest.json"), "utf8"));
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
