/**
 * `node scripts/survivors.mjs <source file> [--try <test file>...] [--only <n,n>] [--ranges]`: the
 * mutants of a rules file that the kept Stryker results (mutation/stryker-incremental.json.gz) list
 * as undetected, and, with `--try`, which of them the given test files now kill. `--ranges` prints
 * their lines as Stryker `--mutate` ranges (`file:12-14,file:30-30`), to measure them again after
 * tests were added: `npm run mutate -- --force --mutate $(node scripts/survivors.mjs f.ts --ranges)`. Each is applied to the file in
 * place, the tests run under vitest.rules.config.ts, and the file restored, also on Ctrl-C.
 * `--report <file>` reads another run's report instead. When the file changed since it was measured,
 * the mutants on lines that did not change are moved to where those lines now are, the others left
 * out. A quick check while writing tests; `npm run mutate -- --mutate <file>` is the measure.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { applyMutant, readStoredResults, relocateMutants, undetectedMutants } from "./mutation-results.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return [];
  const values = [];
  for (let i = at + 1; i < args.length && !args[i].startsWith("--"); i++) values.push(args[i]);
  return values;
};
const file = args[0] && !args[0].startsWith("--") ? relative(root, join(process.cwd(), args[0])) : null;
if (!file) {
  console.error("Usage: node scripts/survivors.mjs <source file> [--try <test file>...] [--only <n,n>] [--ranges]");
  process.exit(2);
}
// `--report <file>`: another run's report (Stryker's incremental file, plain or gzipped).
const reportPath = option("--report")[0];
const report = reportPath
  ? reportPath.endsWith(".gz")
    ? readStoredResults(reportPath)
    : JSON.parse(readFileSync(reportPath, "utf8"))
  : readStoredResults(join(root, "mutation/stryker-incremental.json.gz"));
const entry = report?.files[file];
if (!entry) {
  console.error(`${file} is not in the kept results: measure it with npm run mutate -- --mutate ${file}`);
  process.exit(1);
}
const path = join(root, file);
const original = readFileSync(path, "utf8");
let undetected = undetectedMutants(report, file);
if (entry.source !== undefined && entry.source !== original) {
  if (args.includes("--ranges")) {
    console.error(`${file} changed since it was measured: npm run mutate -- --mutate ${file}`);
    process.exit(1);
  }
  const { moved, dropped } = relocateMutants(entry.source, original, undetected);
  console.error(
    `${file} changed since it was measured: ${moved.length} mutants on unchanged lines, ${dropped} on changed lines left out`,
  );
  undetected = moved;
}
const only = new Set(option("--only").flatMap((ids) => ids.split(",")));
// Numbered in source order: Stryker's own ids are long keys (path, span and mutator).
const mutants = undetected
  .map((m, i) => ({ ...m, number: String(i + 1) }))
  .filter((m) => only.size === 0 || only.has(m.number));
const lines = original.split("\n");
const describe = (m) => {
  const { start, end } = m.location;
  const text =
    start.line === end.line
      ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
      : `${lines[start.line - 1].slice(start.column - 1)} …`;
  const short = (s) => (s.length > 60 ? `${s.slice(0, 57)}...` : s).replace(/\s+/g, " ");
  return `#${m.number} ${start.line}:${start.column} ${m.mutatorName} ${m.status}: ${short(text)} → ${short(m.replacement ?? "")}`;
};

if (args.includes("--ranges")) {
  const spans = [...new Set(mutants.map((m) => `${file}:${m.location.start.line}-${m.location.end.line}`))];
  console.log(spans.join(","));
  process.exit(0);
}
const tests = option("--try");
if (tests.length === 0) {
  for (const m of mutants) console.log(describe(m));
  console.log(`${mutants.length} undetected in ${file}`);
  process.exit(0);
}
const restore = () => writeFileSync(path, original);
process.on("SIGINT", () => {
  restore();
  process.exit(130);
});
const left = [];
try {
  for (const m of mutants) {
    writeFileSync(path, applyMutant(original, m));
    const run = spawnSync(
      join(root, "node_modules/.bin/vitest"),
      ["run", "-c", "vitest.rules.config.ts", "--reporter=dot", ...tests],
      { cwd: root, encoding: "utf8" },
    );
    const killed = run.status !== 0;
    if (!killed) left.push(m);
    console.log(`${killed ? "killed" : "left  "} ${describe(m)}`);
  }
} finally {
  restore();
}
console.log(
  `${mutants.length - left.length} of ${mutants.length} killed; left: ${left.map((m) => m.number).join(",") || "none"}`,
);
