/**
 * `npm run mutate [-- <stryker options>]`: Stryker over the engine's rules (stryker.config.mjs), with
 * its results kept in the repository (mutation/stryker-incremental.json.gz). Before the run they are
 * restored as Stryker's incremental file, so only the mutants of code and tests changed since are
 * tested again; after it the run's report is folded into them (scripts/mutation-results.mjs) and
 * the score of the whole scope is printed beside Stryker's own table for the run. Commit the
 * updated file with the tests it measured. Exits with Stryker's code (1 below the 90 % threshold).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import config from "../stryker.config.mjs";
import {
  mergeResults,
  missingTests,
  readStoredResults,
  resultScores,
  writeStoredResults,
} from "./mutation-results.mjs";

const root = new URL("..", import.meta.url).pathname;
const storedPath = join(root, "mutation/stryker-incremental.json.gz");
const incrementalPath = join(root, config.incrementalFile);

const stored = readStoredResults(storedPath);
if (stored) {
  mkdirSync(join(incrementalPath, ".."), { recursive: true });
  writeFileSync(incrementalPath, JSON.stringify(stored));
}
// Listed before the run: Stryker copies the project into its sandbox as it starts.
const ruleTests = testFiles("tests/rules");
const startedAt = Date.now();
const { status, ran } = await runStryker(process.argv.slice(2));

const reported = existsSync(incrementalPath) && statSync(incrementalPath).mtimeMs >= startedAt;
// A run that found nothing to mutate writes no report: the kept results stand, with the named files added below.
let merged = reported ? null : status === 0 && stored ? stored : null;
if (reported) {
  const run = JSON.parse(readFileSync(incrementalPath, "utf8"));
  const missing = missingTests(run, ruleTests, ran);
  if (missing.length > 0) {
    console.error(
      `\nThe run's initial test run left out tests, so its survivors are not kept (run again on an idle machine):\n  ` +
        missing.slice(0, 20).join("\n  "),
    );
    process.exit(1);
  }
  merged = mergeResults(stored, run, (path) => existsSync(join(root, path)));
}
if (merged) {
  // A file named to --mutate that holds nothing to mutate (only re-exports) is measured: no mutants.
  for (const path of mutatedFiles(process.argv.slice(2))) {
    if (!merged.files[path] && existsSync(join(root, path))) {
      merged.files[path] = { language: "typescript", source: readFileSync(join(root, path), "utf8"), mutants: [] };
    }
  }
  writeStoredResults(storedPath, merged);
  const { score, detected, valid, files } = resultScores(merged);
  const inScope = scopeFiles().length;
  console.log(
    `\nWhole scope (${relative(root, storedPath)}): ${score.toFixed(2)} % (${detected} of ${valid} mutants detected),` +
      ` ${files.length} of ${inScope} files measured. Lowest:`,
  );
  for (const file of files.slice(0, 10)) {
    console.log(
      `  ${file.score.toFixed(1).padStart(5)} %  ${file.survived} survived, ${file.noCoverage} not covered  ${file.path}`,
    );
  }
}
process.exit(status ?? 1);

/**
 * Runs Stryker with `args`, its output shown as it comes, and reads from its log how many tests
 * its initial test run ran (`Ran <n> tests`).
 * @returns {Promise<{ status: number | null, ran: number | null }>}
 */
function runStryker(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, "node_modules/.bin/stryker"), ["run", ...args], {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
    });
    let ran = null;
    let tail = "";
    const read = (out) => (chunk) => {
      out.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
      const match = /Initial test run succeeded\. Ran (\d+) tests/.exec(tail);
      if (match && ran === null) ran = Number(match[1]);
    };
    child.stdout.on("data", read(process.stdout));
    child.stderr.on("data", read(process.stderr));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, ran }));
  });
}

/** The source files a `--mutate a.ts,b.ts:3-9` argument names (ranges dropped); none without one. */
function mutatedFiles(args) {
  const at = args.findIndex((arg) => arg === "--mutate" || arg === "-m");
  const value = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith("--mutate="))?.slice("--mutate=".length);
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/:\d+(?::\d+)?-\d+(?::\d+)?$/, ""))
    .filter((path) => path.endsWith(".ts") && !path.includes("*"));
}

/** The test files under `dir` (vitest.rules.config.ts includes `tests/rules/**\/*.test.ts`), relative to the root. */
function testFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? testFiles(path) : entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The source files stryker.config.mjs mutates (its `mutate` globs are `<folder>/**\/*.ts`). */
function scopeFiles() {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return entry.isDirectory() ? walk(path) : entry.name.endsWith(".ts") ? [path] : [];
    });
  return config.mutate.flatMap((glob) => {
    const folder = glob.replace(/\/\*\*\/\*\.ts$/, "");
    if (folder === glob) throw new Error(`scripts/mutate.mjs reads only "<folder>/**/*.ts" globs, not ${glob}`);
    return walk(folder);
  });
}
