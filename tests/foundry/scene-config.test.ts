// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRAVITY_FIELD, gravityFormGroup, renderSceneConfig } from "../../src/foundry/hooks/render-scene-config";
import { renderWindConfig, WIND_FROM_FIELD } from "../../src/foundry/hooks/render-wind-config";
import { sceneWeather } from "../../src/foundry/data/scene-weather";
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

describe("the wind's compass point (OpenD6 § Sailing Ships)", () => {
  afterEach(() => removeWorld());

  it("is added once beside core's weather field for a ruleset whose weather has a compass, the stored bearing chosen", () => {
    installWorld({ ruleset: "d6", variant: "open" });
    const html = document.createElement("form");
    html.innerHTML =
      '<div class="tab" data-tab="grid"></div><div class="tab" data-tab="ambience"><select name="weather"></select></div>';
    const app = {
      document: { grid: { units: "m" }, flags: { stride: { weather: { dice: [[5], [1]], windFrom: 90 } } } },
    };
    renderSceneConfig(app, html);
    renderWindConfig(app, html);
    renderWindConfig(app, html);
    const select = html.querySelector<HTMLSelectElement>('[data-tab="ambience"] .stride-windFrom select')!;
    expect(html.querySelectorAll(".stride-windFrom")).toHaveLength(1);
    expect(select.name).toBe(WIND_FROM_FIELD);
    expect(WIND_FROM_FIELD).toBe("flags.stride.weather.windFrom");
    expect([...select.options].map((o) => o.value)).toEqual(["", "0", "45", "90", "135", "180", "225", "270", "315"]);
    expect(select.value).toBe("90");
    expect(select.options[3]!.textContent).toBe("STRIDE.Compass.90");
  });

  it("is not offered by a ruleset without weather", () => {
    installWorld({ ruleset: "dh2" });
    const html = document.createElement("form");
    html.innerHTML = '<div class="tab" data-tab="grid"></div><div class="tab"><select name="weather"></select></div>';
    renderWindConfig({ document: { grid: { units: "m" }, flags: {} } }, html);
    expect(html.querySelector(".stride-windFrom")).toBeNull();
  });

  it("reads the form's text back as a bearing, and drops a blank or junk one", () => {
    const scene = (windFrom: unknown) => ({ flags: { stride: { weather: { dice: [[3], [1]], windFrom } } } });
    expect(sceneWeather(scene("270"))).toEqual({ dice: [[3], [1]], windFrom: 270 });
    expect(sceneWeather(scene(""))).toEqual({ dice: [[3], [1]] });
    expect(sceneWeather(scene("north"))).toEqual({ dice: [[3], [1]] });
    expect(sceneWeather(scene(-90))).toEqual({ dice: [[3], [1]], windFrom: -90 });
    expect(sceneWeather(scene(null))).toEqual({ dice: [[3], [1]] });
    expect(sceneWeather({ flags: { stride: { weather: { windFrom: 90 } } } })).toBeUndefined();
  });
});
