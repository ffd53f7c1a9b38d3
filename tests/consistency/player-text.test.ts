/**
 * Words a player reads name the rulebook, never Stride's own bookkeeping: no internal ruling number
 * ("ruling 12"), issue number or rules-text file name in lang/en.json or in a template's text. A
 * rulebook section ("OpenD6 § Swimming", "Vehicle & Passenger Damage") is fine; Stride's rulings are
 * numbered in the docs only. Handlebars comments are not shown, so they are left out.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lang } from "../support/lang";

const ROOT = process.cwd();

/** What a player must not read: our ruling numbers, issue numbers, rules-text file names. */
const INTERNAL = [
  /\bruling\s*\d+/i,
  /\brulings?\s+\d+\s+and\s+\d+/i,
  /\bissue\s*#\d+/i,
  /\b[a-z0-9]+-movement(\.md|\.txt)?\b/i,
];

/** Every string of a language file with its dotted key. */
function strings(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

function files(dir: string, ext: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/** A template's text without its Handlebars comments (`{{!-- … --}}`, `{{! … }}`). */
function shownText(template: string): string {
  return template.replace(/\{\{!--[\s\S]*?--\}\}/g, "").replace(/\{\{![\s\S]*?\}\}/g, "");
}

const internal = (text: string) => INTERNAL.some((re) => re.test(text));

describe("player-facing text names no internal ruling", () => {
  it("recognises what it must refuse and lets a rulebook section through", () => {
    expect(internal("raises it one level, ruling 12)")).toBe(true);
    expect(internal("(d6-movement § Swimming)")).toBe(true);
    expect(internal("see issue #29")).toBe(true);
    expect(internal("(OpenD6 § Swimming)")).toBe(false);
    expect(internal("Running (§ Running Modifiers)")).toBe(false);
    expect(shownText("a {{!-- ruling 12 --}} b {{! ruling 3 }} c")).toBe("a  b  c");
  });

  it("in lang/en.json and each ruleset's lang file (merged, as the build ships them)", () => {
    const all = strings(lang);
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter(([, text]) => internal(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("in the templates (system templates and each ruleset's)", () => {
    const paths = [...files("templates", ".hbs"), ...files("src/foundry/rulesets", ".hbs")];
    expect(paths.length).toBeGreaterThan(10);
    const found = paths.filter((path) => internal(shownText(readFileSync(join(ROOT, path), "utf8"))));
    expect(found).toEqual([]);
  });
});
