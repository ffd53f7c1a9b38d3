import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/render";

/** Every stylesheet under styles/, by path. */
function stylesheets(dir = join(ROOT, "styles")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : /\.s?css$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Fixed colours (hex, rgb(), hsl()) that are not the fallback of a `var(--name, fallback)`. */
function fixedColors(scss: string): string[] {
  const code = scss.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, "");
  const withoutFallbacks = code.replace(/var\(--[\w-]+,\s*(?:[^()]|\([^()]*\))*\)/g, "var()");
  return withoutFallbacks.match(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g) ?? [];
}

describe("styles use Foundry's theme variables", () => {
  it("has no fixed colour outside a var() fallback", () => {
    const files = stylesheets();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(fixedColors(readFileSync(file, "utf8")), file).toEqual([]);
  });

  it("finds a fixed colour where there is one", () => {
    expect(fixedColors("a { color: #8a6d3b; border: 1px solid var(--color-border, #7a7971); }")).toEqual(["#8a6d3b"]);
    expect(fixedColors("a { background: rgb(0 0 0 / 75%); }")).toEqual(["rgb(0 0 0 / 75%)"]);
    expect(fixedColors("a { background: var(--color-cool-5-75, rgb(0 0 0 / 75%)); }")).toEqual([]);
  });
});
