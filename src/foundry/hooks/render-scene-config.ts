/**
 * The `renderSceneConfig` hook: adds the scene's gravity (dh2-movement.md § The Effects of
 * Gravity) to the scene configuration's grid tab, stored as `flags.stride.gravity`, and, for a
 * ruleset that reads lighting (TerrainCapability.lightingLevels: dh2 § Lighting), the GM's lighting
 * level to its lighting tab, stored as `flags.stride.lighting` (canvas/lighting.ts). The wind's
 * compass point is render-wind-config.ts's.
 * @module
 */
import { GRAVITIES } from "../../rules";
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { sceneGravity, type SceneLike } from "../movement/allowance";
import { LIGHTING_FLAG, sceneLightingOverride } from "../canvas/lighting";
import { activeRuleset } from "../settings";

/** The lighting field's name (canvas/lighting.ts `sceneLightingOverride` reads it). */
export const LIGHTING_FIELD = `flags.${SYSTEM_ID}.${LIGHTING_FLAG}`;

/**
 * Builds a form group with one select, as core's scene configuration lays its fields out: a label,
 * the select (named `name`, the stored value selected), and a hint.
 * @param kind the group's class suffix and lang key stem: `stride-<kind>`, `STRIDE.Scene.<kind>.label`/`.hint`
 * @param options each option's value and its lang key
 */
export function selectFormGroup(
  doc: Document,
  kind: string,
  name: string,
  options: readonly { readonly value: string; readonly key: string }[],
  current: string,
  localize: (key: string) => string,
): HTMLElement {
  const group = doc.createElement("div");
  group.className = `form-group stride-${kind}`;
  const label = doc.createElement("label");
  label.textContent = localize(`STRIDE.Scene.${kind}.label`);
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const select = doc.createElement("select");
  select.name = name;
  label.htmlFor = select.id = `stride-${kind}-${Math.random().toString(36).slice(2, 8)}`;
  for (const { value, key } of options) {
    const option = doc.createElement("option");
    option.value = value;
    option.textContent = localize(key);
    option.selected = value === current;
    select.append(option);
  }
  select.value = current;
  fields.append(select);
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = localize(`STRIDE.Scene.${kind}.hint`);
  group.append(label, fields, hint);
  return group;
}

/**
 * Builds the GM's lighting form group for a scene: `auto` (from the scene's darkness and lights)
 * and the ruleset's levels (lang keys `STRIDE.Lighting.<level>`), the stored one selected.
 * @param levels the ruleset's lighting levels (TerrainCapability.lightingLevels)
 */
export function lightingFormGroup(
  doc: Document,
  scene: SceneLike | null,
  levels: readonly string[],
  localize: (key: string) => string,
): HTMLElement {
  const current = sceneLightingOverride(scene as Parameters<typeof sceneLightingOverride>[0]) ?? "auto";
  const options = ["auto", ...levels].map((level) => ({ value: level, key: `STRIDE.Lighting.${level}` }));
  return selectFormGroup(doc, "lighting", LIGHTING_FIELD, options, current, localize);
}

/** The field's name: Foundry's form handling saves it into the scene's flags. */
export const GRAVITY_FIELD = `flags.${SYSTEM_ID}.gravity`;

/**
 * Builds the gravity form group for a scene.
 * @param doc the document to create elements in
 * @param localize turns a lang key into text
 */
export function gravityFormGroup(
  doc: Document,
  scene: SceneLike | null,
  localize: (key: string) => string,
): HTMLElement {
  const options = GRAVITIES.map((gravity) => ({ value: gravity, key: `STRIDE.Gravity.${gravity}` }));
  return selectFormGroup(doc, "gravity", GRAVITY_FIELD, options, sceneGravity(scene), localize);
}

/**
 * Adds the gravity control once per render to the grid tab (or the first tab), and the lighting
 * control to the lighting tab (or the same tab) when the active ruleset reads lighting.
 */
export function renderSceneConfig(app: { document?: unknown }, html: HTMLElement): void {
  guard("scene config", undefined, () => {
    if (html.querySelector(".stride-gravity")) return;
    const tab = html.querySelector('.tab[data-tab="grid"]') ?? html.querySelector(".tab");
    if (!tab) return;
    const scene = (app.document ?? null) as SceneLike | null;
    const localize = (k: string) => game.i18n!.localize(k);
    tab.append(gravityFormGroup(html.ownerDocument, scene, localize));
    const levels = activeRuleset().terrain?.lightingLevels;
    if (!levels?.length || html.querySelector(".stride-lighting")) return;
    const lightingTab = html.querySelector('.tab[data-tab="lighting"]') ?? tab;
    lightingTab.append(lightingFormGroup(html.ownerDocument, scene, levels, localize));
  });
}
