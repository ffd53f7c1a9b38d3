import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { check, resolveConfig } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { changelogSection, main, releaseManifest } from "../../scripts/release.mjs";

const ROOT = process.cwd();
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
const temp = mkdtempSync(join(tmpdir(), "stride-release-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const CHANGELOG = [
  "# Changelog",
  "",
  "## [Unreleased]",
  "",
  "- Next thing.",
  "",
  "## [1.2.0] - 2026-12-01",
  "",
  "### Added",
  "",
  "- A feature.",
  "",
  "## [1.1.0] - 2026-11-01",
  "",
  "- An older one.",
  "",
  "## [1.0.0]",
  "",
  "[1.2.0]: https://example.test/compare/v1.1.0...v1.2.0",
].join("\n");

describe("release: system.json's URLs", () => {
  it("points manifest at the latest release and download at this tag's zip, in this repository", () => {
    const filled = releaseManifest(
      { id: "stride", version: "1.2.0", title: "Stride" },
      {
        repository: "someone/stride-fork",
        tag: "v1.2.0",
      },
    );
    expect(filled).toEqual({
      id: "stride",
      version: "1.2.0",
      title: "Stride",
      url: "https://github.com/someone/stride-fork",
      manifest: "https://github.com/someone/stride-fork/releases/latest/download/system.json",
      download: "https://github.com/someone/stride-fork/releases/download/v1.2.0/stride-1.2.0.zip",
    });
  });

  it("points the media's repository paths at the tag's files, and keeps absolute URLs", () => {
    const filled = releaseManifest(
      {
        id: "stride",
        version: "1.2.0",
        media: [
          { type: "screenshot", url: "media/sheet.png", caption: "Sheet" },
          { type: "cover", url: "https://example.test/cover.png" },
        ],
      },
      { repository: "someone/stride-fork", tag: "v1.2.0" },
    );
    expect(filled.media).toEqual([
      {
        type: "screenshot",
        url: "https://raw.githubusercontent.com/someone/stride-fork/v1.2.0/media/sheet.png",
        caption: "Sheet",
      },
      { type: "cover", url: "https://example.test/cover.png" },
    ]);
  });

  it("refuses a tag that is not v + system.json's version, and a repository that is not owner/name", () => {
    const target = { id: "stride", version: "1.2.0" };
    expect(() => releaseManifest(target, { repository: "a/b", tag: "v1.2.1" })).toThrow(
      "tag v1.2.1 does not match system.json version 1.2.0 (expected v1.2.0)",
    );
    expect(() => releaseManifest(target, { repository: "a/b", tag: "1.2.0" })).toThrow("does not match");
    expect(() => releaseManifest(target, { repository: "stride", tag: "v1.2.0" })).toThrow("owner/name");
    expect(() => releaseManifest(target, { repository: "a/b c", tag: "v1.2.0" })).toThrow("owner/name");
  });

  it("names the zip that `npm run build` writes for the current system.json", () => {
    const { download } = releaseManifest(manifest, { repository: "a/b", tag: `v${manifest.version}` });
    expect(existsSync(join(ROOT, "dist", basename(download!))), `${basename(download!)} missing from dist/`).toBe(true);
  });
});

describe("release: notes from CHANGELOG.md", () => {
  it("takes the version's section, up to the next one, without link references", () => {
    expect(changelogSection(CHANGELOG, "1.2.0")).toBe("### Added\n\n- A feature.");
    expect(changelogSection(CHANGELOG, "1.1.0")).toBe("- An older one.");
  });

  it("does not take 1.2.0's section for 1.2 or 1.2.00, and fails on a missing or empty section", () => {
    expect(() => changelogSection(CHANGELOG, "1.2")).toThrow('CHANGELOG.md has no section "## [1.2]"');
    expect(() => changelogSection(CHANGELOG, "1.2.00")).toThrow("no section");
    expect(() => changelogSection(CHANGELOG, "1.0.0")).toThrow("CHANGELOG.md's section for 1.0.0 is empty");
  });

  it("CHANGELOG.md has notes for system.json's version", () => {
    const notes = changelogSection(readFileSync(join(ROOT, "CHANGELOG.md"), "utf8"), manifest.version);
    expect(notes.length).toBeGreaterThan(100);
  });
});

describe("release: the command", () => {
  /** A copy of the repository's system.json and CHANGELOG.md in a fresh folder. */
  function fixture(name: string): string {
    const dir = mkdtempSync(join(temp, `${name}-`));
    // With the repository's Prettier settings, which the script reads beside system.json.
    for (const file of ["system.json", "module.json", "CHANGELOG.md", ".prettierrc.json"])
      copyFileSync(join(ROOT, file), join(dir, file));
    return dir;
  }

  it("writes the URLs into system.json, formatted as Prettier wants, and the notes file", async () => {
    const dir = fixture("ok");
    const notes = join(dir, "out", "notes.md");
    expect(await main([`v${manifest.version}`, "someone/stride", notes], dir)).toBe(0);
    const written = JSON.parse(readFileSync(join(dir, "system.json"), "utf8"));
    expect(written.download).toBe(
      `https://github.com/someone/stride/releases/download/v${manifest.version}/stride-${manifest.version}.zip`,
    );
    expect(written.esmodules).toEqual(manifest.esmodules);
    const text = readFileSync(join(dir, "system.json"), "utf8");
    expect(await check(text, { ...(await resolveConfig(join(ROOT, "system.json"))), filepath: "system.json" })).toBe(
      true,
    );
    expect(readFileSync(notes, "utf8")).toContain("Necromunda");
    // The module's manifest: its own manifest asset and zip in the same release.
    const module = JSON.parse(readFileSync(join(dir, "module.json"), "utf8"));
    expect(module.manifest).toBe("https://github.com/someone/stride/releases/latest/download/module.json");
    expect(module.download).toBe(
      `https://github.com/someone/stride/releases/download/v${manifest.version}/stride-movement-${manifest.version}.zip`,
    );
  });

  it("exits 1 before writing anything when module.json's version differs from the tag", async () => {
    const dir = fixture("module-version");
    const module = JSON.parse(readFileSync(join(dir, "module.json"), "utf8"));
    writeFileSync(join(dir, "module.json"), JSON.stringify({ ...module, version: "9.9.9" }));
    const before = readFileSync(join(dir, "system.json"), "utf8");
    expect(await main([`v${manifest.version}`, "someone/stride", join(dir, "notes.md")], dir)).toBe(1);
    expect(readFileSync(join(dir, "system.json"), "utf8")).toBe(before);
    expect(existsSync(join(dir, "notes.md"))).toBe(false);
  });

  it("exits 1 and leaves system.json and module.json alone when the tag does not match", async () => {
    const dir = fixture("bad");
    const before = readFileSync(join(dir, "system.json"), "utf8");
    const moduleBefore = readFileSync(join(dir, "module.json"), "utf8");
    expect(await main(["v99.0.0", "someone/stride", join(dir, "notes.md")], dir)).toBe(1);
    expect(readFileSync(join(dir, "system.json"), "utf8")).toBe(before);
    expect(readFileSync(join(dir, "module.json"), "utf8")).toBe(moduleBefore);
    expect(existsSync(join(dir, "notes.md"))).toBe(false);
  });
});
