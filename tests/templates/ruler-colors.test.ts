// @vitest-environment happy-dom
/**
 * The Ruler colours menu's template (templates/apps/ruler-colors.hbs) with the context
 * applications/ruler-colors-form.ts builds, and that module's reading of the form and its wiring.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getRuleset, RULESET_IDS, turnBands, type MovementBand, type Ruleset } from "../../src/rules";
import { bandSlot, RULER_COLOR_KEYS, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import { simulatedHex } from "../../src/foundry/canvas/placeables/tokens/color-vision";
import {
  type BandSample,
  bandSlotLabels,
  RULER_COLORS_FORM_PATH,
  rulerColorsFormContext,
  rulerColorsFromForm,
  sampleBandLists,
  unplacedBands,
  wireRulerColorsForm,
} from "../../src/foundry/applications/ruler-colors-form";
import { i18nEn, localize, renderTemplate } from "../support/render";

/** A world's own palette: every slot changed. */
const WORLD = ["#112233", "#445566", "#778899", "#aabbcc", "#ddeeff", "#102030", "#405060"];

/** The example actors (packs/example-actors) as a world's actors, without statuses. */
const EXAMPLES: readonly BandSample[] = readdirSync("packs/example-actors")
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(`packs/example-actors/${file}`, "utf8")) as BandSample)
  .map(({ type, system }) => ({ type, system, statuses: [] }));

const context = (ruleset: Ruleset) => ({ variant: ruleset.variants[0]!.id });

function html(rulesetId: string, colors: readonly unknown[] = WORLD, samples = EXAMPLES): HTMLElement {
  const ruleset = getRuleset(rulesetId);
  const root = document.createElement("form");
  root.innerHTML = renderTemplate(
    RULER_COLORS_FORM_PATH,
    rulerColorsFormContext(ruleset, colors, { samples, context: context(ruleset), i18n: i18nEn }),
  );
  return root;
}

const names = (keys: readonly string[]) => keys.map(localize);

/** The English names per slot for `rulesetId` with `samples` as the world's actors. */
function slotNames(rulesetId: string, samples: readonly BandSample[] = EXAMPLES): string[][] {
  const ruleset = getRuleset(rulesetId);
  return bandSlotLabels(ruleset, sampleBandLists(ruleset, samples, context(ruleset))).map(names);
}

/** Necromunda's juve with Move 2, in the data as stored. */
function slowFighter(): BandSample {
  const juve = EXAMPLES.find((a) => a.type === "fighter")!;
  const system = juve.system as { profile: Record<string, number> };
  return { type: "fighter", system: { ...system, profile: { ...system.profile, move: 2 } }, statuses: [] };
}

describe("the bands each palette slot colours, by ruleset", () => {
  it("names, per slot, the band that the engine's turn bands put there for each example actor", () => {
    for (const id of RULESET_IDS) {
      const ruleset = getRuleset(id);
      const labels = bandSlotLabels(ruleset, sampleBandLists(ruleset, EXAMPLES, context(ruleset)));
      const read = EXAMPLES.flatMap((actor) => {
        const reading = ruleset.actors?.read(actor.type, actor.system);
        return reading ? [reading] : [];
      });
      expect(read.length, id).toBeGreaterThan(0);
      for (const reading of read) {
        const bands: MovementBand[] = turnBands(ruleset, reading.kind, reading.profile, context(ruleset));
        bands.forEach((band, index) => {
          const label = ruleset.actions.find((action) => action.id === band.action)!.label;
          expect(labels[bandSlot(index, bands.length)], `${id} ${band.action} at ${index}`).toContain(label);
        });
      }
    }
  });

  it("gives the four rulesets' names for their example actors, beyond last", () => {
    expect(slotNames("dh2")).toEqual([
      ["Half Move"],
      ["Full Move"],
      ["Charge"],
      ["Run"],
      [],
      [],
      ["Beyond every band"],
    ]);
    // Shadowrun's Swim is measured apart (MovementActionSpec.terrain) and repeats at every position: left out.
    expect(slotNames("shadowrun")).toEqual([["Walk"], ["Run"], ["Sprint"], [], [], [], ["Beyond every band"]]);
    expect(slotNames("necromunda")).toEqual([
      ["Crawl"],
      ["Move"],
      ["Ram"],
      ["Charge"],
      ["Run (two Moves)"],
      [],
      ["Beyond every band"],
    ]);
  });

  it('names both bands a Necromunda slot takes when a fighter of Move 2 runs 4" and charges 5"', () => {
    const ruleset = getRuleset("necromunda");
    const reading = ruleset.actors.read("fighter", slowFighter().system)!;
    expect(
      turnBands(ruleset, reading.kind, reading.profile, context(ruleset)).map((b) => [b.action, b.distance]),
    ).toEqual([
      ["crawl", 1],
      ["move", 2],
      ["ram", 2],
      ["run", 4],
      ["charge", 5],
    ]);
    const slots = slotNames("necromunda", [...EXAMPLES, slowFighter()]);
    expect(slots[3]).toEqual(["Charge", "Run (two Moves)"]);
    expect(slots[4]).toEqual(["Run (two Moves)", "Charge"]);
  });

  it("puts OpenD6's Panic, the one band a panicking team's vehicle has, on the 1st picker", () => {
    const d6 = slotNames("d6");
    const panic = "Panic speed (4× the creatures' Move)";
    expect(d6[0]).toEqual(["Free move (up to half a Move)", "Cautious speed (up to half the Move)", panic]);
    expect(d6[2]).toEqual(["Run: 2 movements", "High speed (2× Move)"]);
    expect(d6[3]).toEqual(["Run: 3 movements", "All-out speed (4× Move)"]);
    expect(d6[4]).toEqual(["Run: 4 movements"]);
    expect(d6.flat()).not.toContain("Swim");
  });

  it("lists apart the bands no actor of the world places (an empty OpenD6 world: the faster vehicle speeds, Panic)", () => {
    const ruleset = getRuleset("d6");
    const lists = sampleBandLists(ruleset, [], context(ruleset));
    expect(unplacedBands(ruleset, lists).map(localize)).toEqual([
      "High speed (2× Move)",
      "All-out speed (4× Move)",
      "Panic speed (4× the creatures' Move)",
    ]);
    expect(html("d6", WORLD, []).querySelector(".stride-ruler-colors__unplaced")?.textContent).toBe(
      "High speed (2× Move), All-out speed (4× Move), and Panic speed (4× the creatures' Move): coloured by their position in a turn, which no actor of this world shows yet.",
    );
    expect(html("d6").querySelector(".stride-ruler-colors__unplaced")).toBeNull();
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
