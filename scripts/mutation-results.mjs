/**
 * Stryker's results kept across runs and machines: `npm run mutate` (scripts/mutate.mjs) restores
 * them before a run, so Stryker's incremental mode tests only the mutants of code and tests changed
 * since, and folds each run's report into them after, so a run narrowed to some files
 * (`npm run mutate -- --mutate <files>`) adds to the full-scope score instead of replacing it.
 *
 * A report is Stryker's incremental file, in the mutation-testing-report schema: `files` (each
 * source file's mutants with `status`, `coveredBy` and `killedBy` test ids) and `testFiles` (each
 * test file's tests, `{ id, name }`, and its source). Test ids are numbered per report, so a merge
 * renumbers them by test file and name.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/** Statuses that count as detected, as Stryker's score counts them. */
const DETECTED = new Set(["Killed", "Timeout"]);
/** Statuses that count against the score. */
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/**
 * Folds a run's report into the stored one: the run's source files replace the stored entries of
 * the same path (when the source is unchanged, only the mutants the run tested, by id, so a run
 * narrowed to line ranges updates just those), stored files the run did not mutate stay (dropped
 * only when `keepFile` says the source is gone), and test files take the run's version where it
 * has one.
 * @param {object | null} stored the results kept so far (null: none)
 * @param {object} run the report of the run just made
 * @param {(path: string) => boolean} [keepFile] whether a stored source file still exists
 * @returns {object} a report holding both, its test ids renumbered from 0
 * @throws {TypeError} when either report has no `files` or `testFiles` object
 */
export function mergeResults(stored, run, keepFile = () => true) {
  for (const [name, report] of [
    ["stored", stored],
    ["run", run],
  ]) {
    if (report === null && name === "stored") continue;
    if (typeof report?.files !== "object" || typeof report?.testFiles !== "object") {
      throw new TypeError(`The ${name} mutation report has no files or testFiles object`);
    }
  }
  const testFiles = {};
  const idOf = new Map();
  const addTests = (path, file) => {
    testFiles[path] = { ...file, tests: [] };
    for (const test of file.tests ?? []) {
      const key = `${path}\u0000${test.name}`;
      if (!idOf.has(key)) idOf.set(key, String(idOf.size));
      testFiles[path].tests.push({ ...test, id: idOf.get(key) });
    }
  };
  for (const [path, file] of Object.entries(run.testFiles)) addTests(path, file);
  for (const [path, file] of Object.entries(stored?.testFiles ?? {})) {
    if (!(path in testFiles)) addTests(path, file);
  }
  /** Maps a report's own test ids to the merged ones; ids of tests no longer present drop out. */
  const renumber = (report) => {
    const mapped = new Map();
    for (const [path, file] of Object.entries(report.testFiles)) {
      for (const test of file.tests ?? []) {
        const id = idOf.get(`${path}\u0000${test.name}`);
        if (id !== undefined) mapped.set(test.id, id);
      }
    }
    const ids = (list) => list?.flatMap((id) => (mapped.has(id) ? [mapped.get(id)] : []));
    return (file) => ({
      ...file,
      mutants: file.mutants.map((mutant) => ({
        ...mutant,
        ...(mutant.coveredBy ? { coveredBy: ids(mutant.coveredBy) } : {}),
        ...(mutant.killedBy ? { killedBy: ids(mutant.killedBy) } : {}),
      })),
    });
  };
  const files = {};
  const fromStored = stored ? renumber(stored) : null;
  for (const [path, file] of Object.entries(stored?.files ?? {})) {
    if (!(path in run.files) && keepFile(path)) {
      const kept = fromStored(file);
      files[path] = { ...kept, mutants: latestPerMutant(kept.mutants) };
    }
  }
  const fromRun = renumber(run);
  for (const [path, file] of Object.entries(run.files)) {
    const tested = fromRun(file);
    const before = stored?.files[path];
    // A run narrowed to ranges of an unchanged file (`--mutate a.ts:10-20`) reports only the
    // mutants it tested; the file's other mutants keep their stored results.
    const mutants =
      before && before.source !== undefined && before.source === file.source
        ? [...fromStored(before).mutants, ...tested.mutants]
        : tested.mutants;
    files[path] = { ...tested, mutants: latestPerMutant(mutants) };
  }
  return { ...(stored ?? {}), ...run, files, testFiles };
}

/**
 * What a run's initial test run left out. Stryker lists in its report, beside the tests that ran,
 * those of a test file its incremental file held when the file did not run at all (a file that failed
 * to load: its suite errors are not failures to Stryker), so a run is short when it ran fewer tests
 * than its report lists, or when a test file on disk is not listed. Mutants only the tests left out
 * kill are then reported Survived: such a run is not to be kept.
 * @param {object} run the report of the run just made
 * @param {readonly string[]} onDisk the test files the run's vitest config includes, relative paths
 * @param {number | null} ran how many tests the initial test run ran (Stryker's log: `Ran <n> tests`), null when unknown
 * @returns {string[]} one line per problem, empty when none
 */
export function missingTests(run, onDisk, ran) {
  const problems = onDisk.filter((path) => !run.testFiles?.[path]?.tests?.length).map((path) => `${path}: not run`);
  const listed = Object.values(run.testFiles ?? {}).reduce((sum, file) => sum + (file.tests?.length ?? 0), 0);
  if (ran === null) problems.push("the log gives no count of the initial test run's tests");
  else if (ran < listed) problems.push(`the initial test run ran ${ran} tests of the ${listed} the report lists`);
  return problems;
}

/**
 * One result per mutant (the same span, mutator and replacement): the last one listed, except that
 * a result Stryker carried over from its incremental file (its id the `<path>@<span>` key) never
 * replaces one it tested in the run (a numeric id). Stryker ids are not stable across runs, and a
 * run narrowed to line ranges writes both the carried and the new result of each mutant it tested.
 * @param {Array<object>} mutants a file's mutants, older results first
 * @returns {Array<object>} in first-seen order
 */
function latestPerMutant(mutants) {
  const carried = (m) => String(m.id).includes("@");
  const key = ({ location: { start, end }, mutatorName, replacement }) =>
    `${start.line}:${start.column}-${end.line}:${end.column} ${mutatorName} ${replacement ?? ""}`;
  const chosen = new Map();
  for (const m of mutants) {
    if (!m.location) return mutants;
    const k = key(m);
    const held = chosen.get(k);
    if (!held || carried(held) || !carried(m)) chosen.set(k, m);
  }
  return [...chosen.values()];
}

/**
 * The mutation score of a report, as Stryker computes it: killed and timed-out mutants over all
 * but the ignored ones and errors, per file and in total.
 * @param {object} report a mutation-testing report
 * @returns {{ score: number, detected: number, valid: number, files: Array<{ path: string, score: number, detected: number, valid: number, survived: number, noCoverage: number }> }}
 *   scores in percent (100 for a file without a valid mutant), files lowest score first
 */
export function resultScores(report) {
  const files = Object.entries(report.files).map(([path, file]) => {
    const count = (statuses) => file.mutants.filter((m) => statuses.has(m.status)).length;
    const detected = count(DETECTED);
    const survived = file.mutants.filter((m) => m.status === "Survived").length;
    const noCoverage = file.mutants.filter((m) => m.status === "NoCoverage").length;
    const valid = detected + count(UNDETECTED);
    return { path, score: valid ? (100 * detected) / valid : 100, detected, valid, survived, noCoverage };
  });
  files.sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
  const detected = files.reduce((sum, f) => sum + f.detected, 0);
  const valid = files.reduce((sum, f) => sum + f.valid, 0);
  return { score: valid ? (100 * detected) / valid : 100, detected, valid, files };
}

/**
 * Reads a gzipped report, or null when the file does not exist.
 * @param {string} path
 * @throws {SyntaxError} when the file is not a gzipped JSON report
 */
export function readStoredResults(path) {
  return existsSync(path) ? JSON.parse(gunzipSync(readFileSync(path)).toString("utf8")) : null;
}

/**
 * Writes a report gzipped, creating its folder.
 * @param {string} path
 * @param {object} report
 */
export function writeStoredResults(path, report) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, gzipSync(JSON.stringify(report), { level: 9 }));
}

/**
 * The mutants of one source file that no test detected, in source order.
 * @param {object} report a mutation-testing report
 * @param {string} path the source file's path as the report names it (`src/rules/...`)
 * @returns {Array<object>} its `Survived` and `NoCoverage` mutants (empty when the file is not in the report)
 */
export function undetectedMutants(report, path) {
  const mutants = report.files[path]?.mutants ?? [];
  return mutants
    .filter((m) => UNDETECTED.has(m.status))
    .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
}

/**
 * A source with one mutant applied: the text at the mutant's location replaced by its replacement.
 * Locations are 1-based lines and columns, the end exclusive, as Stryker reports them.
 * @param {string} source the file's text
 * @param {{ location: { start: { line: number, column: number }, end: { line: number, column: number } }, replacement?: string }} mutant
 * @returns {string}
 * @throws {RangeError} when the location lies outside the source
 */
export function applyMutant(source, mutant) {
  const lines = source.split("\n");
  const offset = ({ line, column }) => {
    if (line < 1 || line > lines.length || column < 1 || column > lines[line - 1].length + 1) {
      throw new RangeError(`Mutant location ${line}:${column} lies outside the source`);
    }
    return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  };
  const start = offset(mutant.location.start);
  const end = offset(mutant.location.end);
  if (end < start) throw new RangeError(`Mutant location ends before it starts`);
  return source.slice(0, start) + (mutant.replacement ?? "") + source.slice(end);
}

/**
 * Mutants measured on an earlier text of a file, moved to where their lines are in its current
 * text: a mutant whose lines (all it spans) appear unchanged is moved by the line offset of the
 * nearest such place; one whose lines changed is left out.
 * @param {string} before the source the mutants were measured on
 * @param {string} now the file's current source
 * @param {Array<object>} mutants with 1-based `location`s in `before`
 * @returns {{ moved: Array<object>, dropped: number }}
 */
export function relocateMutants(before, now, mutants) {
  const old = before.split("\n");
  const current = now.split("\n");
  const moved = [];
  for (const m of mutants) {
    const { start, end } = m.location;
    const span = old.slice(start.line - 1, end.line);
    let best = null;
    for (let at = 0; at + span.length <= current.length; at++) {
      if (span.every((text, i) => current[at + i] === text)) {
        const offset = at + 1 - start.line;
        if (best === null || Math.abs(offset) < Math.abs(best)) best = offset;
      }
    }
    if (best === null) continue;
    moved.push({
      ...m,
      location: { start: { ...start, line: start.line + best }, end: { ...end, line: end.line + best } },
    });
  }
  return { moved, dropped: mutants.length - moved.length };
}
