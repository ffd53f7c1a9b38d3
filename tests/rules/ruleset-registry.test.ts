/**
 * Rulesets registered beside the built-in ones (rulesets/index.ts registerRuleset;
 * docs/development.md § Adding a ruleset): what a ruleset must have, ids, lookups and loading.
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  hasRuleset,
  isRulesetLoaded,
  loadRuleset,
  registerRuleset,
  RULESET_IDS,
  rulesetIds,
  rulesetManifest,
  unregisterRuleset,
  type Ruleset,
} from "../../src/rules";

/** The least a ruleset has (an id, a label, a unit, a variant, an action, bands and tests), as a plain object. */
function minimal(id: string, extra: Record<string, unknown> = {}): Ruleset {
  return {
    id,
    label: `Test ${id}`,
    unit: "m",
    variants: [{ id: "standard", label: "Standard" }],
    actions: [{ id: "walk", label: "Walk" }],
    bands: { movementBands: () => [] },
    tests: { resolve: () => ({}), describe: () => ({ key: "x" }) },
    ...extra,
  } as unknown as Ruleset;
}

/** Registers `ruleset` for the duration of `body`. */
async function withRegistered<T>(ruleset: Ruleset, body: () => T | Promise<T>): Promise<T> {
  registerRuleset(ruleset);
  try {
    return await body();
  } finally {
    unregisterRuleset(ruleset.id);
  }
}

describe("a registered ruleset", () => {
  it("is listed after the built-in ones, found by id, loaded at once and then forgotten", async () => {
    const custom = minimal("registry-a");
    await withRegistered(custom, async () => {
      expect(rulesetIds()).toEqual([...RULESET_IDS, "registry-a"]);
      expect(hasRuleset("registry-a")).toBe(true);
      expect(isRulesetLoaded("registry-a")).toBe(true);
      expect(getRuleset("registry-a")).toBe(custom);
      expect(await loadRuleset("registry-a")).toBe(custom);
      expect(rulesetManifest("registry-a")).toMatchObject({ id: "registry-a", unit: "m" });
    });
    expect(rulesetIds()).toEqual(RULESET_IDS);
    expect(hasRuleset("registry-a")).toBe(false);
    expect(unregisterRuleset("registry-a")).toBe(false);
  });

  it("knows the built-in ids, and nothing that is not a registered string", () => {
    expect(hasRuleset("dh2")).toBe(true);
    expect(hasRuleset("warhammer")).toBe(false);
    expect(hasRuleset(5)).toBe(false);
    expect(hasRuleset(null)).toBe(false);
  });

  it("names every known ruleset when an id is unknown", async () => {
    const message = 'Unknown ruleset "warhammer"; known: dh2, necromunda, shadowrun, d6';
    expect(() => getRuleset("warhammer")).toThrow(new RangeError(message));
    await withRegistered(minimal("registry-b"), () => {
      expect(() => rulesetManifest("warhammer")).toThrow(new RangeError(`${message}, registry-b`));
    });
  });
});

describe("registerRuleset refuses an incomplete ruleset or a taken id", () => {
  it("names each missing part", () => {
    const needs = (ruleset: unknown) => () => registerRuleset(ruleset as Ruleset);
    expect(needs(null)).toThrow(
      new TypeError("A ruleset needs id, label, unit (m or in), variants, actions, bands.movementBands, tests"),
    );
    expect(needs({})).toThrow(
      "A ruleset needs id, label, unit (m or in), variants, actions, bands.movementBands, tests",
    );
    expect(needs(minimal(""))).toThrow(new TypeError("A ruleset needs id"));
    expect(needs(minimal("r", { label: 5 }))).toThrow(new TypeError("A ruleset needs label"));
    expect(needs(minimal("r", { unit: "ft" }))).toThrow(new TypeError("A ruleset needs unit (m or in)"));
    expect(needs(minimal("r", { variants: [] }))).toThrow(new TypeError("A ruleset needs variants"));
    expect(needs(minimal("r", { variants: "standard" }))).toThrow(new TypeError("A ruleset needs variants"));
    expect(needs(minimal("r", { actions: [] }))).toThrow(new TypeError("A ruleset needs actions"));
    expect(needs(minimal("r", { bands: {} }))).toThrow(new TypeError("A ruleset needs bands.movementBands"));
    expect(needs(minimal("r", { tests: { resolve: () => ({}) } }))).toThrow(new TypeError("A ruleset needs tests"));
    expect(needs(minimal("r", { tests: { describe: () => ({}) } }))).toThrow(new TypeError("A ruleset needs tests"));
    expect(needs(minimal("r", { unit: "in", label: null }))).toThrow(new TypeError("A ruleset needs label"));
    expect(hasRuleset("r")).toBe(false);
  });

  it("accepts inches as well as metres, and refuses an id already taken", async () => {
    await withRegistered(minimal("registry-c", { unit: "in" }), () => {
      expect(() => registerRuleset(minimal("registry-c"))).toThrow(
        new RangeError('A ruleset "registry-c" is already registered'),
      );
    });
    expect(() => registerRuleset(minimal("dh2"))).toThrow(new RangeError('A ruleset "dh2" is already registered'));
  });
});
