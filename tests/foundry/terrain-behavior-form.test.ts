// @vitest-environment happy-dom
/**
 * The `renderRegionBehaviorConfig` hook on a Stride Terrain behavior's sheet: it narrows the form
 * with the active ruleset's conditions, the schema's initial values and the ruleset's hints from
 * lang/en.json; another behavior's form is left as rendered; a sheet without a document throws nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import { renderRegionBehaviorConfig, terrainFormOptions } from "../../src/foundry/hooks/render-region-behavior-config";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getRuleset, RULESET_IDS, type TerrainCapability } from "../../src/rules";
import { TERRAIN_FIELDS } from "../../src/foundry/applications/terrain-behavior-form";
import { i18nEn, localize } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

afterEach(() => removeWorld());

/** A rendered form with the condition, the height and the water rows. */
function form(condition: string): HTMLElement {
  const root = document.createElement("form");
  root.innerHTML =
    `<div class="form-group"><select name="system.condition"><option value="rubble">R</option>` +
    `<option value="obstacle">O</option><option value="${condition}" selected>C</option></select><p class="hint">long</p></div>` +
    `<div class="form-group"><input type="number" name="system.height" value="1"><p class="hint">long</p></div>` +
    `<div class="form-group"><select name="system.water"><option value="calm" selected>c</option></select><p class="hint">long</p></div>`;
  return root;
}

/** The behavior's schema fields' initial values, as its data model declares them. */
const schema = { fields: { height: { initial: 1 }, water: { initial: "calm" } } };
const rowOf = (root: HTMLElement, name: string) =>
  root.querySelector(`[name="system.${name}"]`)!.closest<HTMLElement>(".form-group")!;

describe("the Stride Terrain behavior's form hook", () => {
  it("in a Necromunda world: hides Dark Heresy's conditions and the water row, shows an obstacle's height with its hint", () => {
    installWorld({ ruleset: "necromunda" });
    Object.assign((globalThis as unknown as { game: { i18n: object } }).game.i18n, i18nEn);
    const root = form("dangerous");
    root.querySelector<HTMLSelectElement>('select[name="system.condition"]')!.value = "obstacle";
    renderRegionBehaviorConfig({ document: { type: "stride.terrain", system: { schema } } }, root);
    const options = [...root.querySelectorAll('select[name="system.condition"] option')]
      .filter((o) => !(o as HTMLOptionElement).hidden)
      .map((o) => o.getAttribute("value"));
    expect(options).toEqual(["obstacle", "dangerous"]);
    expect(rowOf(root, "height").hidden).toBe(false);
    expect(rowOf(root, "water").hidden).toBe(true);
    expect(rowOf(root, "height").querySelector(".hint")!.textContent).toBe(
      localize("STRIDE.TerrainBehavior.HINTS.necromunda.height"),
    );
  });

  it("warns in the condition's hint when the region is more than 2\" across (an obstacle there is a structure)", () => {
    installWorld({ ruleset: "necromunda" });
    Object.assign((globalThis as unknown as { game: { i18n: object } }).game.i18n, i18nEn);
    /** The behavior's region on a 1" grid of 100 px, `width` by 400 px. */
    const region = (width: number) => ({
      shapes: [{ type: "rectangle", x: 0, y: 0, width, height: 400, rotation: 0, hole: false }],
      parent: { grid: { size: 100, distance: 1, units: "in" } },
    });
    const hint = (width: number) => {
      const root = form("obstacle");
      renderRegionBehaviorConfig(
        { document: { type: "stride.terrain", system: { schema }, parent: region(width) } },
        root,
      );
      return rowOf(root, "condition").querySelector(".hint")!.textContent;
    };
    const plain = localize("STRIDE.TerrainBehavior.HINTS.necromunda.condition");
    expect(hint(300)).toBe(`${plain} 3" across: over 2", so a structure to climb, not an obstacle.`);
    expect(hint(100)).toBe(plain);
  });

  it("leaves another behavior's form, and a sheet without a document, as they are", () => {
    installWorld({ ruleset: "necromunda" });
    const root = form("obstacle");
    renderRegionBehaviorConfig({ document: { type: "stride.lift", system: { schema } } }, root);
    renderRegionBehaviorConfig({}, root);
    expect([...root.querySelectorAll<HTMLElement>(".form-group")].some((r) => r.hidden)).toBe(false);
    expect(root.querySelector(".hint")!.textContent).toBe("long");
  });

  it("takes each condition's fields from the ruleset's terrain capability, as the ruleset declares them", () => {
    const initial = () => undefined;
    const necromunda = terrainFormOptions(getRuleset("necromunda"), initial, i18nEn).fields;
    expect(necromunda["obstacle"]).toEqual(["height"]);
    expect(necromunda["structure"]).toEqual(["height", "railing", "overhang"]);
    expect(necromunda["difficult"]).toBeUndefined();
    const dh2 = terrainFormOptions(getRuleset("dh2"), initial, i18nEn).fields;
    expect(dh2["climb"]).toEqual(["height", "surface"]);
    expect(dh2["water"]).toEqual(["water"]);
    // Shadowrun reads a climb's surface: sheer is the Climbing Table's sheer row (§ Climbing).
    const shadowrun = terrainFormOptions(getRuleset("shadowrun"), initial, i18nEn);
    expect(shadowrun.fields["climb"]).toEqual(["height", "surface"]);
    expect(shadowrun.hints.surface).toMatch(
      /^Simple: the Climbing Table.s broken surface\. Sheer: its sheer surface\.$/,
    );
  });

  it.each(RULESET_IDS.map((id) => [id]))(
    "%s declares fields only for its own conditions, and kinds only where it has them",
    (id) => {
      const terrain: TerrainCapability | undefined = getRuleset(id).terrain;
      if (!terrain) throw new Error(`${id} has no terrain`);
      const fields = terrain.conditionFields ?? {};
      expect(Object.keys(fields).filter((c) => !terrain.conditions.includes(c))).toEqual([]);
      const all = Object.values(fields).flatMap((f) => [...(f ?? [])]);
      expect(all.filter((f) => !(TERRAIN_FIELDS as readonly string[]).includes(f))).toEqual([]);
      expect(all.includes("surface")).toBe((terrain.surfaces?.length ?? 0) > 0);
      expect(all.includes("water")).toBe((terrain.waterKinds?.length ?? 0) > 0);
      // Every ruleset has a gap whose drop and width the form asks for.
      expect(fields["gap"]).toEqual(expect.arrayContaining(["height", "width"]));
    },
  );

  it("names no ruleset's condition in the generic form module", () => {
    const source = readFileSync(join(process.cwd(), "src/foundry/applications/terrain-behavior-form.ts"), "utf8");
    const conditions = new Set(RULESET_IDS.flatMap((id) => [...(getRuleset(id).terrain?.conditions ?? [])]));
    const named = [...conditions].filter((c) => new RegExp(`["']${c}["']`).test(source));
    // "water" is also a field of the behavior's schema (the water kind), which the module names as a field.
    expect(named).toEqual(["water"]);
  });
});
