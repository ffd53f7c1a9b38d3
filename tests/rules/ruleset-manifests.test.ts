/**
 * Each built-in ruleset's manifest (src/rules/rulesets/<id>/manifest.ts) is what the adapter
 * registers before the engine loads, so it must say what the full ruleset says; and the registry
 * hands out an engine only once it has loaded.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getRuleset, loadRuleset, loadRulesets, manifestOf, RULESET_IDS, rulesetManifest } from "../../src/rules";
import { forgetLoadedRulesets, isRulesetLoaded } from "../../src/rules/rulesets";

describe("a built-in ruleset's manifest", () => {
  it.each(RULESET_IDS)("%s: equals the manifest read from its full ruleset", (id) => {
    expect(rulesetManifest(id)).toEqual(manifestOf(getRuleset(id)));
  });

  it("names the texts' actions and statuses (dh2 Half Move to Run; OpenD6 with the crew's Panic last)", () => {
    expect(rulesetManifest("dh2").actions.map((a) => a.id)).toEqual(["half", "full", "charge", "run"]);
    expect(rulesetManifest("necromunda").liftTravel).toBe(4);
    expect(rulesetManifest("d6").pace).toBe(true);
    expect(rulesetManifest("d6").statuses?.map((s) => s.id)).toEqual(["d6LostControl", "d6Rammed", "d6Panic"]);
    expect(rulesetManifest("dh2").fallingFormulaSetting?.initial).toBe("1d10 + @metres");
  });

  it("is refused for an unknown id", () => {
    expect(() => rulesetManifest("warhammer")).toThrow(RangeError);
  });
});

describe("the engines load on demand", () => {
  afterAll(() => loadRulesets());

  it("getRuleset refuses a built-in ruleset before its engine has loaded, and returns it after", async () => {
    forgetLoadedRulesets();
    expect(isRulesetLoaded("shadowrun")).toBe(false);
    expect(() => getRuleset("shadowrun")).toThrow(/has not loaded yet/);
    // The manifest is there all along.
    expect(rulesetManifest("shadowrun").unit).toBe("m");
    const first = loadRuleset("shadowrun");
    expect(loadRuleset("shadowrun")).toBe(first);
    const shadowrun = await first;
    expect(getRuleset("shadowrun")).toBe(shadowrun);
    expect(isRulesetLoaded("shadowrun")).toBe(true);
    expect(() => getRuleset("dh2")).toThrow(/has not loaded yet/);
  });

  it("an unknown id is refused at once", () => {
    expect(() => loadRuleset("warhammer")).toThrow(RangeError);
    expect(() => getRuleset("warhammer")).toThrow(RangeError);
  });
});
