/**
 * What each ruleset's world loads (scripts/build.mjs `chunkSets`, `npm run build` first): the report
 * in artifacts/build-sizes.json is checked against the files in dist/ and their zip, and each ruleset's
 * set is held to the per-set budget.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const DIST = join(ROOT, "dist");
const REPORT = join(ROOT, "artifacts", "build-sizes.json");

/** artifacts/build-sizes.json as the build writes it. */
interface BuildSizes {
  budget: number;
  main: { files: string[]; bytes: number };
  rulesets: Record<string, { files: string[]; bytes: number }>;
  lazy: { file: string; bytes: number }[];
}

const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, "utf8")) as BuildSizes) : null;
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { version: string };

/** The bytes of built files, read from dist/. */
function bytesOf(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(join(DIST, file)).size, 0);
}

/** The ruleset folders of src/ (the engine's and the adapter's). */
function rulesetFolders(): string[] {
  const ids = new Set<string>();
  for (const side of ["rules", "foundry"]) {
    for (const entry of readdirSync(join(ROOT, "src", side, "rulesets"), { withFileTypes: true })) {
      if (entry.isDirectory()) ids.add(entry.name);
    }
  }
  return [...ids].sort();
}

describe("each ruleset's chunk set (run `npm run build` first)", () => {
  it("is reported for every ruleset folder, each starting from stride.mjs", () => {
    expect(report, "artifacts/build-sizes.json is missing: run npm run build").not.toBeNull();
    expect(Object.keys(report!.rulesets).sort()).toEqual(rulesetFolders());
    for (const set of Object.values(report!.rulesets)) {
      expect(set.files).toContain("stride.mjs");
      for (const file of report!.main.files) expect(set.files).toContain(file);
    }
  });

  it("reports the sizes of the files in dist/, each file shipped in the zip", () => {
    const zip = unzipSync(new Uint8Array(readFileSync(join(DIST, `stride-${manifest.version}.zip`))));
    for (const set of [report!.main, ...Object.values(report!.rulesets)]) {
      expect(bytesOf(set.files)).toBe(set.bytes);
      for (const file of set.files) expect(Object.keys(zip)).toContain(file);
    }
  });

  it("accounts for every chunk in dist/chunks", () => {
    const chunks = existsSync(join(DIST, "chunks"))
      ? readdirSync(join(DIST, "chunks"))
          .filter((f) => f.endsWith(".mjs"))
          .map((f) => `chunks/${f}`)
      : [];
    const reported = new Set([
      ...Object.values(report!.rulesets).flatMap((set) => set.files),
      ...report!.lazy.map((chunk) => chunk.file),
    ]);
    expect(chunks.filter((file) => !reported.has(file))).toEqual([]);
  });

  it("keeps each ruleset's world under the budget", () => {
    const over = Object.entries(report!.rulesets)
      .filter(([, set]) => bytesOf(set.files) > report!.budget)
      .map(([id, set]) => `${id}: ${(set.bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
