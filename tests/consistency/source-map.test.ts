import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const DIST = join(ROOT, "dist");

/** A string literal's place: a path relative to the repository, a 1-based line and a 0-based column. */
interface Place {
  source: string;
  line: number;
  column: number;
}

/** Every `"…"` literal of six or more word characters in src/, with its places (one per occurrence). */
function literalsInSrc(): Map<string, Place[]> {
  const out = new Map<string, Place[]>();
  const files = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  for (const file of files) {
    const source = join("src", file);
    readFileSync(join(ROOT, source), "utf8")
      .split("\n")
      .forEach((text, i) => {
        for (const match of text.matchAll(/"[A-Za-z][\w.:-]{5,}"/g)) {
          const places = out.get(match[0]) ?? [];
          places.push({ source, line: i + 1, column: match.index });
          out.set(match[0], places);
        }
      });
  }
  return out;
}

/**
 * The built file that holds the code every world loads: the chunk that stride.mjs imports (the build
 * puts what stride.mjs shares with the rulesets' chunks there, vite.config.ts), or stride.mjs itself.
 */
function mainFile(): string {
  const entry = existsSync(join(DIST, "stride.mjs")) ? readFileSync(join(DIST, "stride.mjs"), "utf8") : "";
  return /^import"\.\/(chunks\/[\w-]+\.mjs)";/.exec(entry)?.[1] ?? "stride.mjs";
}

describe("the source map of the main chunk (run `npm run build` first)", () => {
  const main = mainFile();
  const code = existsSync(join(DIST, main)) ? readFileSync(join(DIST, main), "utf8") : "";
  const raw = existsSync(join(DIST, `${main}.map`))
    ? (JSON.parse(readFileSync(join(DIST, `${main}.map`), "utf8")) as RawSourceMap)
    : null;
  const literals = literalsInSrc();
  const lines = code.split("\n");

  /** The generated position (1-based line, 0-based column) of a literal found once in the built file. */
  function builtPlace(literal: string): { line: number; column: number } {
    const hits: { line: number; column: number }[] = [];
    lines.forEach((text, i) => {
      for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + 1)) {
        hits.push({ line: i + 1, column: at });
      }
    });
    expect(hits, `${literal} occurs once in dist/${main}`).toHaveLength(1);
    return hits[0]!;
  }

  /** The source place the map gives for a generated position, its path made relative to the repository. */
  function mapped(consumer: SourceMapConsumer, at: { line: number; column: number }): Place {
    const p = consumer.originalPositionFor(at);
    const source = p.source === null ? "" : relative(ROOT, join(DIST, dirname(main), p.source));
    return { source, line: p.line, column: p.column };
  }

  it("is the map of the minified file: every mapped line exists in it", () => {
    expect(raw, `dist/${main}.map is missing: run npm run build`).not.toBeNull();
    expect(code.endsWith(`//# sourceMappingURL=${basename(main)}.map\n`)).toBe(true);
    const consumer = new SourceMapConsumer(raw!);
    let lastLine = 0;
    consumer.eachMapping((m) => {
      lastLine = Math.max(lastLine, m.generatedLine);
    });
    // Minified, the code is one line and the comment a second; a map of the unminified chunk runs to thousands.
    expect(lastLine).toBeGreaterThan(0);
    expect(lastLine).toBeLessThanOrEqual(lines.length);
  });

  it.each([
    ["the entry", '"combatTurnChange"'],
    ["an adapter hook", '"STRIDE.Combat.undoEarlier"'],
    ["a ruleset of the engine", '"STRIDE.D6.name"'],
  ])("resolves a literal of %s in the built file to its TypeScript file, line and column", (_, literal) => {
    const places = literals.get(literal);
    expect(places, `${literal} occurs once in src/ (pick another literal if it moved)`).toHaveLength(1);
    const consumer = new SourceMapConsumer(raw!);
    expect(mapped(consumer, builtPlace(literal))).toEqual(places![0]);
  });

  it("resolves almost every literal that occurs once in src/ and once in the built file to its file and line", () => {
    const consumer = new SourceMapConsumer(raw!);
    const count = (literal: string) => code.split(literal).length - 1;
    const unique = [...literals].filter(([literal, places]) => places.length === 1 && count(literal) === 1);
    const right = unique.filter(([literal, [place]]) => {
      const back = mapped(consumer, builtPlace(literal));
      return back.source === place!.source && back.line === place!.line;
    });
    // A few literals of the built file come from an unquoted name in src/ (a property esbuild quoted),
    // so the one quoted occurrence in src/ is not theirs.
    expect(unique.length).toBeGreaterThan(300);
    expect(right.length / unique.length).toBeGreaterThan(0.98);
  });
});
