/**
 * The `renderSceneConfig` hook: adds the scene's gravity (dh2-movement.md § The Effects of
 * Gravity) to the scene configuration's grid tab, stored as `flags.stride.gravity`.
 * @module
 */
import { GRAVITIES } from "../../rules";
import { SYSTEM_ID } from "../constants";
import { guard } from "../notify";
import { sceneGravity, type SceneLike } from "../movement/allowance";

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

/** Adds the gravity control once per render to the grid tab (or the first tab). */
export function renderSceneConfig(app: { document?: unknown }, html: HTMLElement): void {
  guard("scene config", undefined, () => {
    if (html.querySelector(".stride-gravity")) return;
    const tab = html.querySelector('.tab[data-tab="grid"]') ?? html.querySelector(".tab");
    if (!tab) return;
    tab.append(
      gravityFormGroup(html.ownerDocument, (app.document ?? null) as SceneLike | null, (k) => game.i18n!.localize(k)),
    );
  });
}
