/**
 * README.md is a GM's first screen: install, then play, then the two set-up commands CI runs; the
 * user guide, the rulings and the development notes are their own files under docs/, and every
 * relative link in them points at a file that exists.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const DOCS = ["README.md", "docs/user-guide.md", "docs/rulings.md", "docs/development.md"];

describe("README.md and docs/", () => {
  it("opens with Install, then Play, then Set-up, and stays one screen of text", () => {
    const readme = read("README.md");
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 3)).toEqual(["Install", "Play", "Set-up"]);
    expect(readme).toContain("releases/latest/download/system.json");
    expect(readme.length).toBeLessThan(6000);
  });

  it("keeps the user guide, the rulings and development in docs/", () => {
    expect(read("docs/user-guide.md")).toMatch(/^## Necromunda$/m);
    expect(read("docs/rulings.md")).toMatch(/Where the rules texts are silent/);
    expect(read("docs/development.md")).toMatch(/^### Adding a ruleset$/m);
  });

  it("links only to files that exist", () => {
    for (const doc of DOCS) {
      for (const [, target] of read(doc).matchAll(/\]\(((?!https?:|#)[^)#\s]+)(#[^)]*)?\)/g)) {
        expect(existsSync(join(ROOT, dirname(doc), target!)), `${doc} → ${target}`).toBe(true);
      }
    }
  });
});
