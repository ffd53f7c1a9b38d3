// @vitest-environment happy-dom
/**
 * The GM's lighting level in the scene configuration (hooks/render-scene-config.ts; dh2-movement.md
 * § Lighting): `auto` and the ruleset's three levels, stored as `flags.stride.lighting`, on the
 * lighting tab, only for a ruleset that reads lighting.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LIGHTING_FIELD, lightingFormGroup, renderSceneConfig } from "../../src/foundry/hooks/render-scene-config";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";

let world: FakeWorld;
beforeEach(() => {
  world = installWorld();
});
afterEach(() => removeWorld());

const TABS =
  '<div class="tab" data-tab="basics"></div><div class="tab" data-tab="grid"></div><div class="tab" data-tab="lighting"></div>';

describe("scene lighting control", () => {
  it("offers from the scene and the three levels, the stored one selected", () => {
    const scene = { grid: { units: "m" }, flags: { stride: { lighting: "shadow" } } };
    const group = lightingFormGroup(document, scene, ["bright", "shadow", "darkness"], (k) => k);
    const select = group.querySelector("select")!;
    expect(select.name).toBe(LIGHTING_FIELD);
    expect(select.name).toBe("flags.stride.lighting");
    expect([...select.options].map((o) => o.value)).toEqual(["auto", "bright", "shadow", "darkness"]);
    expect(select.value).toBe("shadow");
    expect(group.querySelector("label")!.htmlFor).toBe(select.id);
  });

  it("is added once to the lighting tab in a Dark Heresy world", () => {
    const html = document.createElement("form");
    html.innerHTML = TABS;
    const app = { document: { grid: { units: "m" }, flags: {} } };
    renderSceneConfig(app, html);
    renderSceneConfig(app, html);
    expect(html.querySelectorAll(".stride-lighting")).toHaveLength(1);
    expect(html.querySelector('[data-tab="lighting"] select')!.getAttribute("name")).toBe("flags.stride.lighting");
    expect((html.querySelector('[data-tab="lighting"] select') as HTMLSelectElement).value).toBe("auto");
  });

  it("is not added for a ruleset that reads no lighting (Necromunda)", () => {
    removeWorld();
    world = installWorld({ ruleset: "necromunda" });
    expect(world.settings["ruleset"]).toBe("necromunda");
    const html = document.createElement("form");
    html.innerHTML = TABS;
    renderSceneConfig({ document: { grid: { units: "m" }, flags: {} } }, html);
    expect(html.querySelector(".stride-gravity")).not.toBeNull();
    expect(html.querySelector(".stride-lighting")).toBeNull();
  });
});
