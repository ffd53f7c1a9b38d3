// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRuleset, registerRuleset, rulesetIds, unregisterRuleset, type Ruleset } from "../../src/rules";
import { movementActionPatch } from "../../src/foundry/config";
import { judgeMove, turnAllowance } from "../../src/foundry/movement/allowance";
import { activeRuleset, activeVariant } from "../../src/foundry/settings";
import { skirmish } from "../support/skirmish-ruleset";
import { registerActorModel } from "../../src/foundry/data/actor/actor-models";
import { renderTokenHUD } from "../../src/foundry/hooks/render-token-hud";
import {
  registerRulesetPlugin,
  rulesetPlugin,
  rulesetPlugins,
  unregisterRulesetPlugin,
  type RulesetPlugin,
} from "../../src/foundry/rulesets";
import { fakeToken, installWorld, removeWorld } from "./fakes";
import { mergedLang, mergedManifest } from "../../scripts/ruleset-files.mjs";
import { declaredTypes, langValue } from "../support/lang";

/** A token whose actor has a Speed of 5 m. */
function runner(units = "m") {
  return fakeToken({ movementProfile: { characteristics: { speed: 5 } }, flyingSpeed: 0 }, { units });
}

describe("a ruleset that is not built in (docs/development.md § Adding a ruleset)", () => {
  beforeEach(() => registerRuleset(skirmish));
  afterEach(() => {
    unregisterRuleset("skirmish");
    removeWorld();
  });

  it("is listed beside the built-in ones and found by id", () => {
    expect(rulesetIds()).toEqual(["dh2", "necromunda", "shadowrun", "d6", "skirmish"]);
    expect(getRuleset("skirmish")).toBe(skirmish);
  });

  it("is the world's ruleset when the setting names it, with its own default variant", () => {
    installWorld({ ruleset: "skirmish", variant: "alternate" });
    expect(activeRuleset()).toBe(skirmish);
    expect(activeVariant()).toBe("standard");
  });

  it("registers its movement actions with Foundry from its own specs", () => {
    const patch = movementActionPatch(skirmish, { measure: true });
    expect(Object.keys(patch)).toEqual(["step", "dash", "fly"]);
    expect(patch["dash"]).toMatchObject({ label: "Dash", order: 2, measure: true });
  });

  it("measures a token's allowance in the scene's units and holds a player to it", () => {
    const allowance = turnAllowance(runner("ft"), skirmish, "standard")!;
    expect(allowance.bands.map((b) => Math.round(b.distance * 100) / 100)).toEqual([16.4, 32.81]);
    const mover = { isGM: false, enforcement: "block" as const, inStartedCombat: true };
    expect(judgeMove(mover, allowance, "step", 16, 16).allowed).toBe(true);
    expect(judgeMove(mover, allowance, "step", 17, 17).allowed).toBe(false);
    expect(judgeMove(mover, allowance, "dash", 32, 32).allowed).toBe(true);
  });

  it("rejects an object that lacks what every ruleset has, and a second ruleset of the same id", () => {
    expect(() => registerRuleset({ ...skirmish, id: "other", tests: undefined } as unknown as Ruleset)).toThrow(
      /needs tests/,
    );
    expect(() => registerRuleset({ ...skirmish, id: "x", unit: "ft" } as unknown as Ruleset)).toThrow(TypeError);
    expect(() => registerRuleset(skirmish)).toThrow(RangeError);
    expect(() => registerRuleset({ ...skirmish, id: "dh2" })).toThrow(RangeError);
  });
});

describe("a ruleset's adapter plugin (docs/development.md § Adding a ruleset: src/foundry/rulesets/<id>/)", () => {
  /** The skirmish ruleset's plugin: one actor type and a HUD button, nothing in generic code. */
  const hudCalls: string[] = [];
  const skirmisher = {
    metadata: { types: ["skirmisher"], kind: "character" as const, sheet: { label: "Skirmisher" } },
  };
  const plugin: RulesetPlugin = {
    id: "skirmish",
    actors: [{ model: skirmisher }],
    tokenHUD: (token) => void hudCalls.push(token.uuid),
    api: { dash: () => "dash" },
  };
  beforeEach(() => {
    registerRuleset(skirmish);
    registerRulesetPlugin(plugin);
    hudCalls.length = 0;
  });
  afterEach(() => {
    unregisterRulesetPlugin("skirmish");
    unregisterRuleset("skirmish");
    removeWorld();
    Reflect.deleteProperty(globalThis, "CONFIG");
  });

  it("is found by its ruleset's id, once; a second plugin of that id is refused", () => {
    expect(rulesetPlugin("skirmish")).toBe(plugin);
    expect(rulesetPlugins().filter((p) => p.id === "skirmish")).toHaveLength(1);
    expect(rulesetPlugin("nobody")).toBeNull();
    expect(() => registerRulesetPlugin({ ...plugin })).toThrow(RangeError);
  });

  it("registers its actor types under its model, as init does for every plugin", () => {
    Object.assign(globalThis, { CONFIG: { Actor: { dataModels: {} } } });
    for (const { model } of rulesetPlugin("skirmish")!.actors) registerActorModel(model);
    expect((globalThis as unknown as { CONFIG: { Actor: { dataModels: object } } }).CONFIG.Actor.dataModels).toEqual({
      skirmisher,
    });
  });

  it("brings its lang keys and actor type from its own folder, merged by the build beside the built-in ones", () => {
    // tests/support/skirmish/ is laid out as src/foundry/rulesets/<id>/ (lang/en.json, document-types.json).
    const folder = "tests/support/skirmish";
    const lang = mergedLang(process.cwd(), "en.json", [folder]);
    const at = (key: string) => key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], lang);
    expect(at("TYPES.Actor.skirmisher")).toBe("Skirmisher");
    expect(at("STRIDE.Tour.skirmish.title")).toBe("First move (Skirmish)");
    expect(at("TYPES.Actor.runner")).toBe("Runner");
    expect(at("STRIDE.Tour.description")).toBe(langValue("STRIDE.Tour.description"));
    const types = Object.keys(mergedManifest(process.cwd(), [folder]).documentTypes["Actor"] ?? {});
    expect(types).toEqual([...declaredTypes("Actor"), "skirmisher"]);
    // Its document-types.json declares exactly the types its actor model registers.
    expect(types.slice(declaredTypes("Actor").length)).toEqual(skirmisher.metadata.types);
  });

  it("adds its token HUD buttons in a world that plays it, and only there", () => {
    const doc = { uuid: "Scene.s.Token.t", isOwner: true, actor: null, parent: null };
    const html = () => Object.assign(document.createElement("div"), { innerHTML: '<div class="col right"></div>' });
    installWorld({ ruleset: "skirmish", variant: "standard" });
    renderTokenHUD({ document: doc }, html());
    expect(hudCalls).toEqual(["Scene.s.Token.t"]);
    removeWorld();
    installWorld({ ruleset: "dh2", variant: "core" });
    renderTokenHUD({ document: doc }, html());
    expect(hudCalls).toEqual(["Scene.s.Token.t"]);
  });
});
