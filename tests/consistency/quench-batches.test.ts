/**
 * The live checks (tests/quench/stride-batches.mjs) register every batch they define: each
 * `quench.registerBatch(name, fn, { displayName })` call stands alone, so a batch written into
 * another's arguments (which JavaScript accepts silently) is caught here, not in a live world.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FILE = "tests/quench/stride-batches.mjs";
const registered: { name: unknown; fn: unknown; options: unknown; extra: unknown[] }[] = [];

beforeAll(async () => {
  const quench = {
    registerBatch: (name: unknown, fn: unknown, options: unknown, ...extra: unknown[]) =>
      registered.push({ name, fn, options, extra }),
  };
  Object.assign(globalThis, { quench });
  await import(/* @vite-ignore */ pathToFileURL(resolve(FILE)).href);
});
afterAll(() => Reflect.deleteProperty(globalThis, "quench"));

describe("the Quench batches", () => {
  it("register every batch the file names, once each, with a function and a display name", () => {
    const named = [...readFileSync(FILE, "utf8").matchAll(/^ {4}"(stride\.[A-Za-z0-9]+)",$/gm)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(20);
    expect(registered.map((batch) => batch.name)).toEqual(named);
    expect(new Set(named).size).toBe(named.length);
    for (const batch of registered) {
      expect(typeof batch.fn, String(batch.name)).toBe("function");
      expect(typeof (batch.options as { displayName?: unknown })?.displayName, String(batch.name)).toBe("string");
      expect(batch.extra, String(batch.name)).toEqual([]);
    }
  });

  it("have no top-level helper that calls itself", () => {
    const source = readFileSync(FILE, "utf8");
    const helpers = [...source.matchAll(/^const ([A-Za-z0-9]+) = (?:async )?\(/gm)];
    expect(helpers.length).toBeGreaterThan(5);
    helpers.forEach((match, i) => {
      const name = match[1]!;
      const body = source.slice(
        match.index + match[0].length,
        helpers[i + 1]?.index ?? source.indexOf("const register"),
      );
      expect(new RegExp(`\\b${name}\\(`).test(body), name).toBe(false);
    });
  });
});
