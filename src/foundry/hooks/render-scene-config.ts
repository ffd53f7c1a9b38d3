/**
 * The `renderSceneConfig` hook: adds the scene's gravity (dh2-movement.md § The Effects of
 * Gravity) to the scene configuration's grid tab, stored as `flags.stride.gravity`, and, for a
 * ruleset that reads lighting (TerrainCapability.lightingLevels: dh2 § Lighting), the GM's lighting
 * level to its lighting tab, stored as `flags.stride.lighting` (canvas/lighting.ts).
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
  const group = doc.createElement("div");
  group.className = "form-group stride-lighting";
  const label = doc.createElement("label");
  label.textContent = localize("STRIDE.Scene.lighting.label");
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const select = doc.createElement("select");
  select.name = LIGHTING_FIELD;
  label.htmlFor = select.id = `stride-lighting-${Math.random().toString(36).slice(2, 8)}`;
  const current = sceneLightingOverride(scene as Parameters<typeof sceneLightingOverride>[0]) ?? "auto";
  for (const level of ["auto", ...levels]) {
    const option = doc.createElement("option");
    option.value = level;
    option.textContent = localize(`STRIDE.Lighting.${level}`);
    option.selected = level === current;
    select.append(option);
  }
  select.value = current;
  fields.append(select);
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = localize("STRIDE.Scene.lighting.hint");
  group.append(label, fields, hint);
  return group;
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
  const group = doc.createElement("div");
  group.className = "form-group stride-gravity";
  const label = doc.createElement("label");
  label.textContent = localize("STRIDE.Scene.gravity.label");
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const select = doc.createElement("select");
  select.name = GRAVITY_FIELD;
  label.htmlFor = select.id = `stride-gravity-${Math.random().toString(36).slice(2, 8)}`;
  const current = sceneGravity(scene);
  for (const gravity of GRAVITIES) {
    const option = doc.createElement("option");
    option.value = gravity;
    option.textContent = localize(`STRIDE.Gravity.${gravity}`);
    option.selected = gravity === current;
    select.append(option);
  }
  fields.append(select);
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = localize("STRIDE.Scene.gravity.hint");
  group.append(label, fields, hint);
  return group;
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
