// @vitest-environment happy-dom
/**
 * The Ruler colours menu's template (templates/apps/ruler-colors.hbs) with the context
 * applications/ruler-colors-form.ts builds, and that module's reading of the form and its wiring.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { RULER_COLOR_KEYS, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import { simulatedHex } from "../../src/foundry/canvas/placeables/tokens/color-vision";
import {
  bandSlotLabels,
  RULER_COLORS_FORM_PATH,
  rulerColorsFormContext,
  rulerColorsFromForm,
  wireRulerColorsForm,
} from "../../src/foundry/applications/ruler-colors-form";
import { localize, renderTemplate } from "../support/render";

/** A world's own palette: every slot changed. */
const WORLD = ["#112233", "#445566", "#778899", "#aabbcc", "#ddeeff", "#102030", "#405060"];

function html(rulesetId: string, colors: readonly unknown[] = WORLD): HTMLElement {
  const root = document.createElement("form");
  root.innerHTML = renderTemplate(RULER_COLORS_FORM_PATH, rulerColorsFormContext(getRuleset(rulesetId), colors));
  return root;
}

const names = (keys: readonly string[]) => keys.map(localize);

describe("the bands each palette slot colours, by ruleset", () => {
  it("follows each ruleset's band actions in order, terrain actions left out, beyond last", () => {
    expect(bandSlotLabels(getRuleset("dh2")).map(names)).toEqual([
      ["Half Move"],
      ["Full Move"],
      ["Charge"],
      ["Run"],
      [],
      [],
      ["Beyond every band"],
    ]);
    // Shadowrun's Swim is an action for water, measured apart (MovementActionSpec.terrain).
    expect(bandSlotLabels(getRuleset("shadowrun")).map(names)).toEqual([
      ["Walk"],
      ["Run"],
      ["Sprint"],
      [],
      [],
      [],
      ["Beyond every band"],
    ]);
    // Necromunda's Ram is a band of its list (necromunda BAND_ACTIONS), so Charge is the 4th band.
    expect(bandSlotLabels(getRuleset("necromunda")).map(names)).toEqual([
      ["Crawl"],
      ["Move"],
      ["Ram"],
      ["Charge"],
      ["Run (two Moves)"],
      [],
      ["Beyond every band"],
    ]);
    // OpenD6 vehicles have bands of their own (BandsCapability.vehicleBands): characters' first.
    const d6 = bandSlotLabels(getRuleset("d6")).map(names);
    expect(d6[0]).toEqual(["Free move (up to half a Move)", "Cautious speed (up to half the Move)"]);
    expect(d6[5]).toEqual(["Run: more than 4 movements"]);
    expect(d6.flat()).not.toContain("Swim");
    expect(d6.flat()).not.toContain("Climb");
  });
});

describe("the Ruler colours template", () => {
  it("has one labelled colour picker per setting key, holding the world's colour, with its default", () => {
    const root = html("dh2");
    const inputs = [...root.querySelectorAll<HTMLInputElement>('input[type="color"]')];
    expect(inputs.map((i) => i.name)).toEqual([...RULER_COLOR_KEYS]);
    expect(inputs.map((i) => i.getAttribute("value"))).toEqual(WORLD);
    expect(inputs.map((i) => i.dataset["default"])).toEqual([...RULER_COLORS]);
    for (const input of inputs) {
      expect(root.querySelector(`label[for="${input.id}"]`)?.textContent, input.id).toBeTruthy();
    }
    const labels = inputs.map((i) => root.querySelector(`label[for="${i.id}"]`)!.textContent.replace(/\s+/g, " "));
    expect(labels[0]).toContain("Half Move");
    expect(labels[0]).toContain("1st band");
    expect(labels[4]).toContain("Not used by this ruleset");
    expect(labels[6]).toContain("Beyond every band");
    expect(root.textContent).toContain("Dark Heresy");
    expect(root.textContent).not.toMatch(/STRIDE\./);
  });

  it("shows the strips of the used slots: as drawn, then simulated deuteranopia and protanopia", () => {
    const root = html("shadowrun");
    const strips = [...root.querySelectorAll<HTMLElement>(".stride-ruler-colors__strip")];
    expect(strips.map((s) => s.dataset["vision"])).toEqual(["normal", "deuteranopia", "protanopia"]);
    const swatches = (strip: HTMLElement) =>
      [...strip.querySelectorAll<HTMLElement>(".stride-ruler-colors__swatch")].map((s) => [
        s.dataset["cellSlot"],
        s.getAttribute("style"),
      ]);
    expect(swatches(strips[0]!)).toEqual(
      [0, 1, 2, 6].map((slot) => [String(slot), `background-color: ${WORLD[slot]}`]),
    );
    expect(swatches(strips[1]!)).toEqual(
      [0, 1, 2, 6].map((slot) => [String(slot), `background-color: ${simulatedHex(WORLD[slot]!, "deuteranopia")}`]),
    );
    expect([...strips[0]!.querySelectorAll(".stride-ruler-colors__cell-name")].map((n) => n.textContent)).toEqual([
      "Walk",
      "Run",
      "Sprint",
      "Beyond every band",
    ]);
    // The simulated strips name their bands for screen readers only.
    expect(strips[1]!.querySelector(".stride-ruler-colors__cell-name")!.classList).toContain("stride-visually-hidden");
    expect(strips[0]!.querySelector(".stride-ruler-colors__cell-name")!.classList).not.toContain(
      "stride-visually-hidden",
    );
  });

  it("shows a slot's default where the world's value is not a colour", () => {
    const root = html("dh2", ["red", 0x123456, null]);
    const values = [...root.querySelectorAll<HTMLInputElement>('input[type="color"]')].map((i) => i.value);
    expect(values).toEqual([RULER_COLORS[0], "#123456", ...RULER_COLORS.slice(2)]);
  });

  it("has a Reset and a Save button", () => {
    const root = html("d6");
    expect(root.querySelector("button[data-stride-reset]")?.getAttribute("type")).toBe("button");
    expect(root.querySelector('button[type="submit"]')?.textContent).toContain("Save colours");
  });
});

describe("the Ruler colours form", () => {
  it("repaints the strips of a slot when its picker changes, and resets to the defaults", () => {
    const root = html("dh2");
    wireRulerColorsForm(root);
    const picker = root.querySelector<HTMLInputElement>('input[name="rulerColor3"]')!;
    picker.value = "#00ff00";
    picker.dispatchEvent(new Event("input"));
    const cells = [...root.querySelectorAll<HTMLElement>('[data-cell-slot="3"]')];
    expect(cells).toHaveLength(3);
    // happy-dom keeps the colour as set (Chromium's rgb() reading: tests/browser/ruler-colors-menu.test.ts).
    expect(cells.map((c) => c.style.backgroundColor)).toEqual([
      "#00ff00",
      simulatedHex("#00ff00", "deuteranopia"),
      simulatedHex("#00ff00", "protanopia"),
    ]);
    expect(root.querySelector('[data-hex-of="3"]')!.textContent).toBe("#00ff00");
    root.querySelector<HTMLButtonElement>("[data-stride-reset]")!.click();
    expect([...root.querySelectorAll<HTMLInputElement>('input[type="color"]')].map((i) => i.value)).toEqual([
      ...RULER_COLORS,
    ]);
    expect(root.querySelector('[data-hex-of="3"]')!.textContent).toBe(RULER_COLORS[3]);
  });

  it("reads the submitted colours by setting key, leaving out what is not a colour", () => {
    expect(
      rulerColorsFromForm({ rulerColor0: "#ABCDEF", rulerColor1: "blue", rulerColor6: "#000000", other: 1 }),
    ).toEqual({ colors: { rulerColor0: "#abcdef", rulerColor6: "#000000" }, invalid: ["rulerColor1"] });
    expect(rulerColorsFromForm({})).toEqual({ colors: {}, invalid: [] });
  });
});
