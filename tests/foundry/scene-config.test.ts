// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRAVITY_FIELD, gravityFormGroup, renderSceneConfig } from "../../src/foundry/hooks/render-scene-config";
import { installWorld, removeWorld } from "./fakes";

describe("scene gravity control", () => {
  beforeEach(() => installWorld());
  afterEach(() => removeWorld());

  it("offers the four gravities with the scene's current one selected", () => {
    const scene = { grid: { units: "m" }, flags: { stride: { gravity: "low" } } };
    const group = gravityFormGroup(document, scene, (k) => k);
    const select = group.querySelector("select")!;
    expect(select.name).toBe(GRAVITY_FIELD);
    expect([...select.options].map((o) => o.value)).toEqual(["normal", "low", "high", "zero"]);
    expect(select.value).toBe("low");
    expect(group.querySelector("label")!.htmlFor).toBe(select.id);
  });

  it("is added once to the grid tab", () => {
    const html = document.createElement("form");
    html.innerHTML = '<div class="tab" data-tab="basics"></div><div class="tab" data-tab="grid"></div>';
    const app = { document: { grid: { units: "m" }, flags: {} } };
    renderSceneConfig(app, html);
    renderSceneConfig(app, html);
    expect(html.querySelectorAll(".stride-gravity")).toHaveLength(1);
    expect(html.querySelector('[data-tab="grid"] select')!.getAttribute("name")).toBe("flags.stride.gravity");
  });
});
