/**
 * What `init` and `setup` read before the world's ruleset's engine has arrived (rules/rulesets
 * `loadRuleset`, started in `init`; docs/foundry-evidence.md § 62): the settings, statuses, movement
 * actions, region schemas' choices and the tour all come from the manifests, so none of them waits
 * for, or fails without, the engine.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getRuleset, loadRulesets } from "../../src/rules";
import { forgetLoadedRulesets } from "../../src/rules/rulesets";
import { activeManifest, activeRuleset, activeVariant } from "../../src/foundry/settings";
import { movementActionPatch, statusEffectEntries } from "../../src/foundry/config";
import { setupTours } from "../../src/foundry/nue/tours";
import { installWorld, removeWorld } from "./fakes";

let behavior: typeof import("../../src/foundry/data/region-behavior/terrain-behavior");

/** What the behavior module extends when it loads: core's region behavior type and terrain data. */
class RegionBehaviorType {}
class TerrainData {}

beforeAll(async () => {
  Object.assign(globalThis, { foundry: { data: { TerrainData, regionBehaviors: { RegionBehaviorType } } } });
  behavior = await import("../../src/foundry/data/region-behavior/terrain-behavior");
});
beforeEach(() => forgetLoadedRulesets());
afterEach(async () => {
  removeWorld();
  await loadRulesets();
});

describe("before the engine arrives", () => {
  it("registers the Dark Heresy world's settings, statuses and movement actions from its manifest", () => {
    const world = installWorld({ ruleset: "dh2", variant: "alternate" });
    expect(() => getRuleset("dh2")).toThrow(/has not loaded yet/);
    expect(() => activeRuleset()).toThrow(/has not loaded yet/);
    expect(activeManifest().id).toBe("dh2");
    expect(activeVariant()).toBe("alternate");
    // Ruling 4's default formula, registered as the falling-damage setting's default.
    expect(world.registered.get("stride.fallingDamageFormula")?.default).toBe("1d10 + @metres");
    expect(
      statusEffectEntries(
        activeManifest(),
        (k) => k,
        (p) => p,
      ).map((e) => e.id),
    ).toEqual(["encumbered", "lowAltitude", "highAltitude"]);
    // Half Move, Full Move, Charge and Run (dh2-movement.md § Movement), then core's fly.
    expect(Object.keys(movementActionPatch(activeManifest()))).toEqual(["half", "full", "charge", "run", "fly"]);
    expect(world.notifications.error).not.toHaveBeenCalled();
  });

  it("gives the region behaviours every ruleset's choices and OpenD6's pace settings without any engine", () => {
    const world = installWorld({ ruleset: "d6", variant: "open" });
    expect(world.registered.has("stride.paceLimits")).toBe(true);
    const ids = behavior.terrainChoiceIds();
    expect(ids.surfaces).toEqual(["simple", "sheer"]);
    expect(ids.waterKinds).toEqual(["calm", "hazardous", "deep"]);
    expect(ids.conditions).toContain("obstacle");
    expect(ids.conditions).toContain("veryHazardous");
  });

  it("registers the world's tour at setup", () => {
    installWorld({ ruleset: "shadowrun" });
    const registered: string[] = [];
    class Tour {
      constructor(readonly config: { id?: string }) {}
    }
    Object.assign((globalThis as unknown as { foundry: object }).foundry, { nue: { Tour } });
    Object.assign(game as object, { tours: { register: (_scope: string, id: string) => registered.push(id) } });
    // The page, as far as the tour's steps look at it before it starts: nothing shown yet.
    Object.assign(globalThis, { document: { querySelector: () => null } });
    try {
      setupTours();
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
    expect(registered).toEqual(["first-move-shadowrun"]);
  });
});
