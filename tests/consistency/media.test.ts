/**
 * system.json's `media`: the package's screenshots are files in the repository (media/, copied from
 * the Chromium tests' artifacts by scripts/media.mjs), each a real PNG of a sensible size with a
 * caption; the release turns their paths into URLs at the tag (scripts/release.mjs).
 * Shape: Foundry's PackageMediaData `{type, url, caption, loop, thumbnail, flags}`
 * (https://foundryvtt.com/api/interfaces/foundry.packages.types.SystemManifestData.html, `media`).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/render";

const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  media?: { type: string; url: string; caption?: string }[];
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("system.json media", () => {
  it("lists screenshots, each a PNG under media/ in the repository with a caption", () => {
    const media = manifest.media ?? [];
    expect(media.length).toBeGreaterThanOrEqual(4);
    for (const m of media) {
      expect(m.type, m.url).toBe("screenshot");
      expect(m.url, m.url).toMatch(/^media\/[\w-]+\.png$/);
      const file = join(ROOT, m.url);
      expect(existsSync(file), `${m.url} missing`).toBe(true);
      expect([...readFileSync(file).subarray(0, 8)], m.url).toEqual(PNG);
      const size = statSync(file).size;
      expect(size, m.url).toBeGreaterThan(2_000);
      expect(size, m.url).toBeLessThan(400_000);
      expect((m.caption ?? "").length, m.url).toBeGreaterThan(10);
    }
    expect(new Set(media.map((m) => m.url)).size).toBe(media.length);
  });

  it("names screenshots the Chromium tests save (tests/browser/ `screenshot(page, name)`)", () => {
    const saved = new Set<string>();
    for (const file of ["cards", "sheet-and-ruler", "shadowrun", "manual-test-dialog", "adventure-plans"]) {
      const source = readFileSync(join(ROOT, "tests/browser", `${file}.test.ts`), "utf8");
      for (const m of source.matchAll(/screenshot\(page, [`"]([^`"]+)[`"]\)/g)) saved.add(m[1]!);
    }
    for (const m of manifest.media ?? []) {
      const name = m.url.replace(/^media\//, "");
      const templated = [...saved].some(
        (s) => s.includes("${") && new RegExp(`^${s.replace(/\$\{\w+\}/g, "[\\w-]+")}$`).test(name),
      );
      expect(saved.has(name) || templated, `${name} is not saved by a browser test`).toBe(true);
    }
  });
});
