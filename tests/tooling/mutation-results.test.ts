/**
 * scripts/mutation-results.mjs: the Stryker results `npm run mutate` keeps across runs, so that runs
 * narrowed to some files add up to the whole scope's score.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  applyMutant,
  mergeResults,
  missingTests,
  readStoredResults,
  relocateMutants,
  resultScores,
  undetectedMutants,
  writeStoredResults,
  type MutationReport,
} from "../../scripts/mutation-results.mjs";

type Mutant = MutationReport["files"][string]["mutants"][number];
const mutant = (id: string, status: string, coveredBy: string[] = [], killedBy: string[] = []): Mutant => ({
  id,
  status,
  coveredBy,
  killedBy,
});

/** A run over a.ts: test "x" (id 0) kills one mutant, "y" (id 1) covers a survivor. */
const RUN_A: MutationReport = {
  files: { "src/a.ts": { mutants: [mutant("0", "Killed", ["0", "1"], ["0"]), mutant("1", "Survived", ["1"])] } },
  testFiles: {
    "tests/a.test.ts": {
      tests: [
        { id: "0", name: "x" },
        { id: "1", name: "y" },
      ],
      source: "a",
    },
  },
};
/** A later run over b.ts alone, whose report numbers its tests afresh: "y" is now 0, a new "z" is 1. */
const RUN_B: MutationReport = {
  files: {
    "src/b.ts": { mutants: [mutant("0", "Timeout", ["1"]), mutant("1", "NoCoverage"), mutant("2", "Ignored")] },
  },
  testFiles: {
    "tests/a.test.ts": { tests: [{ id: "0", name: "y" }], source: "a2" },
    "tests/b.test.ts": { tests: [{ id: "1", name: "z" }], source: "b" },
  },
};

describe("mergeResults", () => {
  it("keeps the files a narrowed run did not mutate, with their tests renumbered by file and name", () => {
    const merged = mergeResults(RUN_A, RUN_B);
    expect(Object.keys(merged.files).sort()).toEqual(["src/a.ts", "src/b.ts"]);
    const name = (id: string) =>
      Object.entries(merged.testFiles).flatMap(([path, f]) =>
        f.tests.filter((t) => t.id === id).map((t) => `${path} ${t.name}`),
      );
    // a.ts's survivor was covered by "y", whose id differs between the two reports.
    expect(merged.files["src/a.ts"]!.mutants[1]!.coveredBy!.map(name)).toEqual([["tests/a.test.ts y"]]);
    expect(merged.files["src/b.ts"]!.mutants[0]!.coveredBy!.map(name)).toEqual([["tests/b.test.ts z"]]);
    // "x" is gone from the run's version of a.test.ts, so it drops out of what a.ts's mutants name.
    expect(merged.files["src/a.ts"]!.mutants[0]!.killedBy).toEqual([]);
    expect(merged.testFiles["tests/a.test.ts"]!.source).toBe("a2");
  });

  it("replaces a file the run mutated again, and drops a stored file whose source is gone", () => {
    const again: MutationReport = {
      files: { "src/b.ts": { mutants: [mutant("0", "Killed", ["0"], ["0"])] } },
      testFiles: { "tests/b.test.ts": { tests: [{ id: "0", name: "z" }] } },
    };
    const merged = mergeResults(mergeResults(RUN_A, RUN_B), again, (path) => path !== "src/a.ts");
    expect(Object.keys(merged.files)).toEqual(["src/b.ts"]);
    expect(merged.files["src/b.ts"]!.mutants.map((m) => m.status)).toEqual(["Killed"]);
  });

  it("updates only the tested mutants of a file whose source is unchanged (a run narrowed to ranges)", () => {
    const span = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 5 } });
    const on = (line: number, m: Mutant): Mutant => ({
      ...m,
      mutatorName: "EqualityOperator",
      replacement: "<",
      location: span(line),
    });
    // Stryker's ids change between runs: a carried result is keyed `<path>@<span>`, a tested one numbered.
    const stored: MutationReport = {
      files: {
        "src/a.ts": {
          source: "s",
          mutants: [
            on(1, mutant("src/a.ts@0:0-0:4", "Survived", ["0"])),
            on(2, mutant("src/a.ts@1:0-1:4", "Killed", ["0"], ["0"])),
          ],
        },
      },
      testFiles: { "tests/a.test.ts": { tests: [{ id: "0", name: "x" }] } },
    };
    // The run's own file lists line 1's mutant twice: carried over, and tested again (now killed).
    const ranged: MutationReport = {
      files: {
        "src/a.ts": {
          source: "s",
          mutants: [
            on(1, mutant("src/a.ts@0:0-0:4", "Survived", ["0"])),
            on(1, mutant("17", "Killed", ["0", "1"], ["1"])),
          ],
        },
      },
      testFiles: {
        "tests/a.test.ts": {
          tests: [
            { id: "0", name: "x" },
            { id: "1", name: "new" },
          ],
        },
      },
    };
    const merged = mergeResults(stored, ranged);
    expect(merged.files["src/a.ts"]!.mutants.map((m) => [m.location!.start.line, m.status])).toEqual([
      [1, "Killed"],
      [2, "Killed"],
    ]);
    expect(resultScores(merged)).toMatchObject({ detected: 2, valid: 2 });
    // Once the source changed, the run's mutants are the whole file.
    const edited = mergeResults(stored, {
      ...ranged,
      files: { "src/a.ts": { ...ranged.files["src/a.ts"]!, source: "t" } },
    });
    expect(edited.files["src/a.ts"]!.mutants.map((m) => m.id)).toEqual(["17"]);
  });

  it("starts from nothing, and refuses a report without files", () => {
    expect(Object.keys(mergeResults(null, RUN_A).files)).toEqual(["src/a.ts"]);
    expect(() => mergeResults(null, { testFiles: {} } as unknown as MutationReport)).toThrow(TypeError);
    expect(() => mergeResults({ files: {} } as unknown as MutationReport, RUN_A)).toThrow(/stored/);
  });
});

describe("missingTests: a run whose initial test run left tests out is not kept", () => {
  it("names a test file on disk the report does not list", () => {
    expect(missingTests(RUN_A, ["tests/a.test.ts"], 2)).toEqual([]);
    expect(missingTests(RUN_A, ["tests/a.test.ts", "tests/b.test.ts"], 2)).toEqual(["tests/b.test.ts: not run"]);
    const empty = { ...RUN_A, testFiles: { "tests/a.test.ts": { tests: [], source: "a" } } };
    expect(missingTests(empty, ["tests/a.test.ts"], 0)).toEqual(["tests/a.test.ts: not run"]);
  });

  it("finds a run that ran fewer tests than its report lists (a file's tests carried from before)", () => {
    expect(missingTests(RUN_A, ["tests/a.test.ts"], 1)).toEqual([
      "the initial test run ran 1 tests of the 2 the report lists",
    ]);
    // Tests sharing a name are listed once and run each.
    expect(missingTests(RUN_A, ["tests/a.test.ts"], 3)).toEqual([]);
    expect(missingTests(RUN_A, ["tests/a.test.ts"], null)).toEqual([
      "the log gives no count of the initial test run's tests",
    ]);
  });
});

describe("resultScores", () => {
  it("counts killed and timed-out over all but ignored mutants, as Stryker does", () => {
    const scores = resultScores(mergeResults(RUN_A, RUN_B));
    // a.ts: 1 of 2; b.ts: 1 of 2 (the timeout detected, the uncovered not, the ignored left out).
    expect(scores).toMatchObject({ detected: 2, valid: 4, score: 50 });
    expect(scores.files.map((f) => [f.path, f.score, f.survived, f.noCoverage])).toEqual([
      ["src/a.ts", 50, 1, 0],
      ["src/b.ts", 50, 0, 1],
    ]);
  });
});

describe("stored results", () => {
  const dir = mkdtempSync(join(tmpdir(), "stride-mutation-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("round-trip gzipped, and read as null when absent", () => {
    const path = join(dir, "nested/results.json.gz");
    expect(readStoredResults(path)).toBeNull();
    writeStoredResults(path, RUN_A);
    expect(readStoredResults(path)).toEqual(RUN_A);
  });
});

describe("undetected mutants, applied one at a time", () => {
  const at = (line: number, column: number, endLine: number, endColumn: number) => ({
    start: { line, column },
    end: { line: endLine, column: endColumn },
  });
  const source = "const a = b >= 1;\nif (a) {\n  go();\n}\n";

  it("lists a file's survived and uncovered mutants in source order", () => {
    const report: MutationReport = {
      files: {
        "src/a.ts": {
          mutants: [
            { ...mutant("k", "Killed"), location: at(1, 11, 1, 17) },
            { ...mutant("late", "NoCoverage"), location: at(3, 3, 3, 8) },
            { ...mutant("early", "Survived"), location: at(1, 11, 1, 17) },
            { ...mutant("i", "Ignored"), location: at(2, 5, 2, 6) },
          ],
        },
      },
      testFiles: {},
    };
    expect(undetectedMutants(report, "src/a.ts").map((m) => m.id)).toEqual(["early", "late"]);
    expect(undetectedMutants(report, "src/missing.ts")).toEqual([]);
  });

  it("replaces the text at a 1-based location, the end exclusive, across lines", () => {
    expect(applyMutant(source, { location: at(1, 11, 1, 17), replacement: "b > 1" })).toBe(
      "const a = b > 1;\nif (a) {\n  go();\n}\n",
    );
    expect(applyMutant(source, { location: at(2, 8, 4, 2), replacement: "{}" })).toBe("const a = b >= 1;\nif (a) {}\n");
    expect(applyMutant(source, { location: at(3, 3, 3, 7) })).toBe("const a = b >= 1;\nif (a) {\n  ;\n}\n");
  });

  it("refuses a location outside the source or ending before it starts", () => {
    expect(() => applyMutant(source, { location: at(9, 1, 9, 2), replacement: "" })).toThrow(RangeError);
    expect(() => applyMutant(source, { location: at(1, 30, 1, 31), replacement: "" })).toThrow(RangeError);
    expect(() => applyMutant(source, { location: at(2, 5, 1, 2), replacement: "" })).toThrow(/ends before/);
  });
});

describe("relocateMutants", () => {
  it("moves mutants on unchanged lines by their lines' offset and leaves out those on changed lines", () => {
    const before = "a\nif (x) {\n  go(x);\n}\nz";
    const now = "import\na\nif (isX(x)) {\n  go(x);\n}\nz";
    const on = (line: number, endLine = line) => ({
      id: String(line),
      status: "Survived",
      location: { start: { line, column: 3 }, end: { line: endLine, column: 5 } },
    });
    const { moved, dropped } = relocateMutants(before, now, [on(3), on(2), on(3, 4), on(5)]);
    expect(moved.map((m) => [m.id, m.location!.start.line, m.location!.end.line, m.location!.start.column])).toEqual([
      ["3", 4, 4, 3],
      ["3", 4, 5, 3],
      ["5", 6, 6, 3],
    ]);
    expect(dropped).toBe(1);
  });
});
