/**
 * The world settings as `init` registers them, against a settings fake that refuses to read a key
 * before it is registered, as Foundry's `game.settings.get` does.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  activeManifest,
  activeRuleset,
  activeVariant,
  enforcementMode,
  registerSettings,
} from "../../src/foundry/settings";
import { registerPaceSettings } from "../../src/foundry/movement/pace";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => removeWorld());

/** What `init` does with the settings (hooks/init.ts): Stride's settings, then the ruleset's pace settings. */
function init(): void {
  registerSettings();
  registerPaceSettings(activeManifest());
}

describe("the settings fake", () => {
  it("refuses to read a setting that is not registered, as Foundry does", () => {
    installWorld({ ruleset: "dh2", variant: "alternate" }, { initialized: false });
    expect(() => game.settings!.get("stride", "variant")).toThrow(/not a registered game setting/);
    registerSettings();
    expect(game.settings!.get("stride", "variant")).toBe("alternate");
    expect(() => game.settings!.get("stride", "paceLimits")).toThrow(/not a registered game setting/);
  });

  it("gives the registered default when the world stores no value", () => {
    installWorld({}, { initialized: false });
    registerSettings();
    expect(game.settings!.get("stride", "voluntaryEngage")).toBe(false);
    expect(game.settings!.get("stride", "fallingDamageFormula")).toBe("1d10 + @metres");
  });
});

describe("the Variant setting", () => {
  it("takes effect after init: a Dark Heresy world set to 'alternate' plays 'alternate' all session", () => {
    const world = installWorld({ ruleset: "dh2", variant: "alternate" }, { initialized: false });
    init();
    expect(activeRuleset().id).toBe("dh2");
    expect(activeVariant()).toBe("alternate");
    // Read once per session: the variant needs a reload to change.
    world.settings["variant"] = "core";
    expect(activeVariant()).toBe("alternate");
  });

  it("takes effect after init in an OpenD6 world set to 'limited', and offers that ruleset's variants", () => {
    const world = installWorld({ ruleset: "d6", variant: "limited" }, { initialized: false });
    init();
    expect(activeRuleset().id).toBe("d6");
    expect(activeVariant()).toBe("limited");
    const variant = world.registered.get("stride.variant") as { choices: Record<string, string>; default: string };
    expect(Object.keys(variant.choices)).toEqual(["open", "limited"]);
    expect(variant.default).toBe("open");
    // The OpenD6 pace settings are registered, as init does for a ruleset that keeps a pace.
    expect(world.registered.has("stride.paceLimits")).toBe(true);
  });

  it("plays the ruleset's default variant when the stored one is another ruleset's", () => {
    installWorld({ ruleset: "d6", variant: "alternate" }, { initialized: false });
    init();
    expect(activeVariant()).toBe("open");
  });

  it("does not cache the session before both settings are registered (the default is only provisional)", () => {
    const world = installWorld({ ruleset: "necromunda", variant: "core" }, { initialized: false });
    // Read before init: the settings are unreadable, so the defaults are answered but not kept.
    expect(activeRuleset().id).toBe("dh2");
    expect(enforcementMode()).toBe("block");
    init();
    expect(activeRuleset().id).toBe("necromunda");
    expect(world.registered.has("stride.paceLimits")).toBe(false);
  });
});
