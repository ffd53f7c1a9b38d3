/**
 * The Ruler colours menu of every ruleset in Chromium, from its template with the compiled CSS and the
 * real form module (applications/ruler-colors-form.ts), inside core's light and dark themes side by
 * side: seven pickers holding the palette, named with the ruleset's bands; the preview strip in the
 * palette's colours with the band names, and the strips under simulated deuteranopia and protanopia;
 * a picker's change repaints the strips, Reset puts the defaults back, and the form submits the seven
 * setting keys. Screenshots: artifacts/colour-settings-<ruleset>.png (light left, dark right).
 * Foundry's own window around it, and the write to the settings: Quench `stride.rulerColorsMenu`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { getRuleset, RULESET_IDS } from "../../src/rules";
import { RULER_COLOR_KEYS, RULER_COLORS } from "../../src/foundry/canvas/placeables/tokens/ruler-colors";
import { simulatedHex } from "../../src/foundry/canvas/placeables/tokens/color-vision";
import { readdirSync, readFileSync } from "node:fs";
import {
  type BandSample,
  RULER_COLORS_FORM_PATH,
  rulerColorsFormContext,
  rulerColorsFromForm,
} from "../../src/foundry/applications/ruler-colors-form";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn, localize, renderTemplate } from "../support/render";

let browser: Browser;
/** The real form module, bundled for the page as `window.strideColors`. */
let formModule: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const bundle = await build({
    entryPoints: ["src/foundry/applications/ruler-colors-form.ts"],
    bundle: true,
    format: "iife",
    globalName: "strideColors",
    write: false,
  });
  formModule = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Core's theme variables as tests/browser/theme-colors.test.ts sets them (docs/foundry-evidence.md § 45).
 * The hint and secondary text variables are left unset (§ 45 gives no values for them), so the
 * stylesheet's fallbacks are what the contrast check reads.
 */
const THEMES = {
  light: { background: "#eeede0", text: "#191813", border: "#7a7971" },
  dark: { background: "#11121f", text: "#cfd2da", border: "#999999" },
} as const;
type Theme = keyof typeof THEMES;

const themeCss = (Object.keys(THEMES) as Theme[])
  .map((theme) => {
    const t = THEMES[theme];
    return (
      `.themed.theme-${theme}{--background:${t.background};--color-text-primary:${t.text};` +
      `--color-border:${t.border};` +
      `--color-fieldset-border:${t.border};background:var(--background);color:var(--color-text-primary)}`
    );
  })
  .join("");

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** WCAG 2 contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The example actors (packs/example-actors) as the world's actors. */
const EXAMPLES: readonly BandSample[] = readdirSync("packs/example-actors")
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(`packs/example-actors/${file}`, "utf8")) as BandSample)
  .map(({ type, system }) => ({ type, system, statuses: [] }));

/** The form's context for `rulesetId` with the example actors as the world's. */
function formContext(rulesetId: string) {
  const ruleset = getRuleset(rulesetId);
  return rulerColorsFormContext(ruleset, RULER_COLORS, {
    samples: EXAMPLES,
    context: { variant: ruleset.variants[0]!.id },
    i18n: i18nEn,
  });
}

/** The menu's window of `rulesetId` in both themes, wired as the menu's render wires it. */
async function menuPage(rulesetId: string): Promise<Page> {
  const html = renderTemplate(RULER_COLORS_FORM_PATH, formContext(rulesetId));
  const windows = (Object.keys(THEMES) as Theme[])
    .map(
      (theme) =>
        `<div class="application themed theme-${theme} stride stride-ruler-colors-menu" data-theme="${theme}" ` +
        `style="width:540px;padding:12px"><form class="window-content">${html}</form></div>`,
    )
    .join("");
  const page = await openPage(browser, `<style>${themeCss}</style><div style="display:flex">${windows}</div>`, 1100);
  await page.addScriptTag({ content: formModule });
  await page.evaluate(() => {
    const w = window as unknown as { strideColors: { wireRulerColorsForm(root: ParentNode): void } };
    for (const form of document.querySelectorAll("form")) w.strideColors.wireRulerColorsForm(form);
  });
  return page;
}

/** What a theme's window shows: picker values and labels, and each strip's swatch colours and names. */
async function shown(page: Page, theme: Theme) {
  return page.locator(`[data-theme="${theme}"]`).evaluate((root) => {
    const pickers = [...root.querySelectorAll<HTMLInputElement>('input[type="color"]')].map((input) => ({
      name: input.name,
      value: input.value,
      label: root.querySelector(`label[for="${input.id}"]`)?.textContent?.replace(/\s+/g, " ").trim() ?? "",
      hex: root.querySelector(`[data-hex-of="${input.dataset["slot"]}"]`)?.textContent ?? "",
    }));
    const strips = Object.fromEntries(
      [...root.querySelectorAll<HTMLElement>(".stride-ruler-colors__strip")].map((strip) => [
        strip.dataset["vision"]!,
        {
          label: strip.querySelector(".stride-ruler-colors__strip-label")?.textContent ?? "",
          colors: [...strip.querySelectorAll(".stride-ruler-colors__swatch")].map(
            (s) => getComputedStyle(s).backgroundColor,
          ),
          names: [...strip.querySelectorAll(".stride-ruler-colors__cell-name")].map((n) => n.textContent ?? ""),
        },
      ]),
    );
    const text = getComputedStyle(root.querySelector(".stride-ruler-colors__bands")!).color;
    const parts = [
      ".stride-ruler-colors__intro",
      ".stride-ruler-colors__bands",
      ".stride-ruler-colors__position",
      ".stride-ruler-colors__hex",
      ".stride-ruler-colors__strip-label",
      ".stride-ruler-colors__cell-name",
      "legend",
    ];
    const textColors = Object.fromEntries(parts.map((p) => [p, getComputedStyle(root.querySelector(p)!).color]));
    return { pickers, strips, text, textColors, body: root.textContent ?? "" };
  });
}

describe("the Ruler colours menu in Chromium", () => {
  it.each(RULESET_IDS.map((id) => [id]))(
    "%s: seven pickers with the palette and the ruleset's band names, strips as drawn and simulated",
    async (id) => {
      const ruleset = getRuleset(id);
      const labels = formContext(id).pickers.map((picker) => picker.bands);
      const page = await menuPage(id);
      await screenshot(page, `colour-settings-${id}.png`);
      for (const theme of Object.keys(THEMES) as Theme[]) {
        const seen = await shown(page, theme);
        expect(seen.body, `${id} ${theme}: no raw lang key`).not.toMatch(/STRIDE\.[A-Z]/);
        expect(seen.body).toContain(localize(ruleset.label));
        // One picker per setting, in slot order, holding the palette.
        expect(seen.pickers.map((p) => p.name)).toEqual([...RULER_COLOR_KEYS]);
        expect(seen.pickers.map((p) => p.value)).toEqual([...RULER_COLORS]);
        expect(seen.pickers.map((p) => p.hex)).toEqual([...RULER_COLORS]);
        seen.pickers.forEach((picker, slot) => {
          const names = labels[slot]!.map(localize);
          if (names.length) for (const name of names) expect(picker.label, `${id} slot ${slot}`).toContain(name);
          else expect(picker.label).toContain(localize("STRIDE.RulerColors.unused"));
        });
        // The strips: the used slots, slowest first, then beyond.
        const used = labels.flatMap((bands, slot) => (bands.length ? [slot] : []));
        expect(used.at(-1)).toBe(RULER_COLORS.length - 1);
        expect(seen.strips["normal"]!.colors).toEqual(used.map((slot) => rgb(RULER_COLORS[slot]!)));
        expect(seen.strips["normal"]!.names).toEqual(
          used.map((slot) =>
            new Intl.ListFormat("en", { type: "disjunction" }).format(labels[slot]!.map((key) => localize(key))),
          ),
        );
        expect(seen.strips["normal"]!.label).toBe(localize("STRIDE.RulerColors.preview.normal"));
        for (const vision of ["deuteranopia", "protanopia"] as const) {
          expect(seen.strips[vision]!.colors).toEqual(
            used.map((slot) => rgb(simulatedHex(RULER_COLORS[slot]!, vision))),
          );
          expect(seen.strips[vision]!.label).toBe(localize(`STRIDE.RulerColors.preview.${vision}`));
        }
        // Text is the theme's own colour, readable on the theme's background (WCAG 2 ratio ≥ 4.5).
        expect(seen.text).toBe(rgb(THEMES[theme].text));
        for (const [part, color] of Object.entries(seen.textColors)) {
          expect(contrast(color, rgb(THEMES[theme].background)), `${id} ${theme} ${part}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      await page.close();
    },
  );

  it("names Dark Heresy's bands as its ruler does: Half Move, Full Move, Charge, Run, then beyond", async () => {
    const page = await menuPage("dh2");
    const seen = await shown(page, "light");
    expect(seen.strips["normal"]!.names).toEqual(["Half Move", "Full Move", "Charge", "Run", "Beyond every band"]);
    expect(seen.pickers[4]!.label).toContain("Not used by this ruleset");
    expect(seen.strips["normal"]!.colors).toEqual(
      ["#7eecff", "#4259bf", "#ffff26", "#e36504", "#331133"].map((hex) => rgb(hex)),
    );
    await page.close();
  });

  it("names Necromunda's and OpenD6's pickers with the bands their turn puts there", async () => {
    const necromunda = await menuPage("necromunda");
    const n = await shown(necromunda, "light");
    expect(n.pickers.slice(0, 5).map((p) => p.label)).toEqual([
      "Crawl 1st band",
      "Move 2nd band",
      "Ram 3rd band",
      "Charge 4th band",
      "Run (two Moves) 5th band",
    ]);
    await necromunda.close();
    const d6 = await menuPage("d6");
    const seen = await shown(d6, "light");
    expect(seen.pickers[0]!.label).toBe(
      "Free move (up to half a Move), Cautious speed (up to half the Move), or Panic speed (4× the creatures' Move) 1st band",
    );
    expect(seen.pickers[4]!.label).toBe("Run: 4 movements 5th band");
    await d6.close();
  });

  it("repaints every strip as a picker changes, and Reset puts the default palette back", async () => {
    const page = await menuPage("necromunda");
    const light = page.locator('[data-theme="light"]');
    await light.locator('input[name="rulerColor1"]').fill("#00ff00");
    let seen = await shown(page, "light");
    expect(seen.pickers[1]!.value).toBe("#00ff00");
    expect(seen.pickers[1]!.hex).toBe("#00ff00");
    expect(seen.strips["normal"]!.colors[1]).toBe("rgb(0, 255, 0)");
    expect(seen.strips["deuteranopia"]!.colors[1]).toBe(rgb(simulatedHex("#00ff00", "deuteranopia")));
    expect(seen.strips["protanopia"]!.colors[1]).toBe(rgb(simulatedHex("#00ff00", "protanopia")));
    expect(simulatedHex("#00ff00", "deuteranopia")).not.toBe("#00ff00");
    // The dark window is another form: untouched.
    expect((await shown(page, "dark")).pickers[1]!.value).toBe(RULER_COLORS[1]);

    // What the form submits: the seven setting keys, the changed one included.
    const submitted = await light
      .locator("form")
      .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form).entries()));
    expect(rulerColorsFromForm(submitted)).toEqual({
      colors: Object.fromEntries(RULER_COLOR_KEYS.map((k, i) => [k, i === 1 ? "#00ff00" : RULER_COLORS[i]])),
      invalid: [],
    });

    await light.locator("[data-stride-reset]").click();
    seen = await shown(page, "light");
    expect(seen.pickers.map((p) => p.value)).toEqual([...RULER_COLORS]);
    expect(seen.strips["normal"]!.colors[1]).toBe(rgb(RULER_COLORS[1]!));
    await page.close();
  });
});
