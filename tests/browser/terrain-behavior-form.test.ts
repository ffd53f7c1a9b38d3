/**
 * The Stride Terrain behavior's form in Chromium, as core's behavior sheet renders a schema (a
 * `form-group` per field: label, the input named `system.<field>`, a `p.hint`), narrowed by the real
 * module (applications/terrain-behavior-form.ts) with the options the hook builds
 * (hooks/render-region-behavior-config.ts) from the real rulesets and lang/en.json: only the active
 * ruleset's conditions, only the chosen condition's fields, the ruleset's short hints.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { getRuleset, RULESET_IDS, type Ruleset } from "../../src/rules";
import { terrainFormOptions } from "../../src/foundry/hooks/render-region-behavior-config";
import type { TerrainField, TerrainFormOptions } from "../../src/foundry/applications/terrain-behavior-form";
import { launchBrowser, openPage, screenshot } from "../support/browser";
import { i18nEn, localize } from "../support/render";

let browser: Browser;
let formModule: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const bundle = await build({
    entryPoints: ["src/foundry/applications/terrain-behavior-form.ts"],
    bundle: true,
    format: "iife",
    globalName: "strideTerrainForm",
    write: false,
  });
  formModule = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await browser?.close();
});

/** Every ruleset's conditions, as the schema's choices list them. */
const ALL_CONDITIONS = [...new Set(RULESET_IDS.flatMap((id) => getRuleset(id).terrain?.conditions ?? []))];
const terrainOf = (id: string): Ruleset["terrain"] => getRuleset(id).terrain;
const SURFACES = [...new Set(RULESET_IDS.flatMap((id) => terrainOf(id)?.surfaces ?? []))];
const WATERS = [...new Set(RULESET_IDS.flatMap((id) => terrainOf(id)?.waterKinds ?? []))];
/** The schema's initial values (terrain-behavior.ts), as the form shows them. */
const INITIAL: Record<TerrainField, string> = {
  height: "1",
  width: "0",
  railing: "false",
  overhang: "0",
  surface: SURFACES[0] ?? "",
  water: WATERS[0] ?? "",
};

/** A core-like form row. */
function row(field: string, control: string): string {
  const label = localize(`STRIDE.TerrainBehavior.FIELDS.${field}.label`);
  const hint = localize(`STRIDE.TerrainBehavior.FIELDS.${field}.hint`);
  return `<div class="form-group"><label>${label}</label><div class="form-fields">${control}</div><p class="hint">${hint}</p></div>`;
}
const select = (field: string, values: readonly string[], label: (v: string) => string, value: string) =>
  `<select name="system.${field}">${values
    .map((v) => `<option value="${v}"${v === value ? " selected" : ""}>${label(v)}</option>`)
    .join("")}</select>`;

/** The behavior's form as core renders it, with the condition `condition`. */
function coreForm(condition: string): string {
  return (
    `<form style="width:520px;padding:8px">` +
    row(
      "condition",
      select("condition", ALL_CONDITIONS, (c) => localize(`STRIDE.Terrain.${c}`), condition),
    ) +
    row("height", `<input type="number" name="system.height" value="1" step="0.5">`) +
    row("width", `<input type="number" name="system.width" value="0" step="0.1">`) +
    row("railing", `<input type="checkbox" name="system.railing">`) +
    row("overhang", `<input type="number" name="system.overhang" value="0" step="0.5">`) +
    row(
      "surface",
      select("surface", SURFACES, (s) => localize(`STRIDE.TerrainBehavior.surface.${s}`), INITIAL.surface),
    ) +
    row(
      "water",
      select("water", WATERS, (w) => localize(`STRIDE.TerrainBehavior.water.${w}`), INITIAL.water),
    ) +
    `</form>`
  );
}

const optionsFor = (id: string) => terrainFormOptions(getRuleset(id), (f) => INITIAL[f], i18nEn);

/** Opens the form narrowed for ruleset `id`. */
async function formPage(id: string, condition: string): Promise<Page> {
  // Core's form rows are flex boxes; the hidden ones must stay hidden against that.
  const page = await openPage(
    browser,
    `<style>.form-group{display:flex;flex-wrap:wrap}</style>${coreForm(condition)}`,
    560,
  );
  await page.addScriptTag({ content: formModule });
  await page.evaluate((options: TerrainFormOptions) => {
    const w = window as unknown as { strideTerrainForm: { wireTerrainBehaviorForm(r: ParentNode, o: object): void } };
    w.strideTerrainForm.wireTerrainBehaviorForm(document.querySelector("form")!, options);
  }, optionsFor(id));
  return page;
}

/** The visible rows' field names, and the visible conditions. */
async function shown(page: Page): Promise<{ fields: string[]; conditions: string[]; hints: string[] }> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const rows = [...document.querySelectorAll(".form-group")].filter(visible);
    return {
      fields: rows.map((r) => r.querySelector("[name]")!.getAttribute("name")!.replace("system.", "")),
      conditions: [...document.querySelectorAll<HTMLOptionElement>('select[name="system.condition"] option')]
        .filter((o) => !o.hidden)
        .map((o) => o.value),
      hints: rows.map((r) => r.querySelector(".hint")!.textContent ?? ""),
    };
  });
}

describe("the Stride Terrain form shows the active ruleset's conditions and the chosen condition's fields, in Chromium", () => {
  it("Dark Heresy: difficult ground shows only the condition, with the hint that explains it", async () => {
    const page = await formPage("dh2", "difficult");
    const s = await shown(page);
    expect(s.fields).toEqual(["condition"]);
    expect([...s.conditions].sort()).toEqual([...getRuleset("dh2").terrain.conditions].sort());
    expect(s.hints[0]).toBe(localize("STRIDE.TerrainBehavior.HINTS.dh2.condition"));
    expect(s.hints[0]).toContain("Modify Movement Cost");
    await page.close();
  });

  it("Dark Heresy: a climb shows height and surface, a gap height and width, water only its kind", async () => {
    const page = await formPage("dh2", "climb");
    expect((await shown(page)).fields).toEqual(
      ["condition", "height", "overhang", "surface"].filter((f) => f !== "overhang"),
    );
    await page.selectOption('select[name="system.condition"]', "gap");
    expect((await shown(page)).fields).toEqual(["condition", "height", "width", "railing"]);
    await page.selectOption('select[name="system.condition"]', "water");
    expect((await shown(page)).fields).toEqual(["condition", "water"]);
    await page.selectOption('select[name="system.condition"]', "raised");
    const raised = await shown(page);
    expect(raised.fields).toEqual(["condition", "height", "railing"]);
    expect(raised.hints[1]).toBe(localize("STRIDE.TerrainBehavior.HINTS.dh2.height"));
    await screenshot(page, "terrain-behavior-dh2-raised.png");
    await page.close();
  });

  it("Necromunda: its own conditions; an obstacle shows its height, a structure height, railing and overhang; no water or surface", async () => {
    const page = await formPage("necromunda", "obstacle");
    const s = await shown(page);
    expect([...s.conditions].sort()).toEqual([...getRuleset("necromunda").terrain.conditions].sort());
    expect(s.conditions).not.toContain("rubble");
    expect(s.fields).toEqual(["condition", "height"]);
    expect(s.hints[1]).toBe(localize("STRIDE.TerrainBehavior.HINTS.necromunda.height"));
    await page.selectOption('select[name="system.condition"]', "structure");
    expect((await shown(page)).fields).toEqual(["condition", "height", "railing", "overhang"]);
    await page.selectOption('select[name="system.condition"]', "difficult");
    expect((await shown(page)).fields).toEqual(["condition"]);
    await screenshot(page, "terrain-behavior-necromunda.png");
    await page.close();
  });

  it("keeps a field shown when its value is not the initial one, and a condition of another ruleset while it is chosen", async () => {
    const page = await formPage("necromunda", "rubble");
    const s = await shown(page);
    // Rubble is Dark Heresy's: still listed while chosen, so the select shows what is stored.
    expect(s.conditions).toContain("rubble");
    await page.selectOption('select[name="system.condition"]', "gap");
    await page.fill('input[name="system.width"]', "3");
    await page.selectOption('select[name="system.condition"]', "difficult");
    const after = await shown(page);
    expect(after.fields).toEqual(["condition", "width"]);
    expect(after.conditions).not.toContain("rubble");
    await page.close();
  });

  it("every ruleset's hints are short (one line of the form, at most 160 characters)", () => {
    for (const id of RULESET_IDS) {
      for (const [field, hint] of Object.entries(optionsFor(id).hints)) {
        expect(hint.length, `${id} ${field}`).toBeLessThanOrEqual(160);
      }
    }
    for (const field of ["condition", "height", "width", "railing", "overhang", "surface", "water"]) {
      expect(localize(`STRIDE.TerrainBehavior.FIELDS.${field}.hint`).length, field).toBeLessThanOrEqual(100);
    }
  });
});
