/**
 * The Stride Terrain region behavior's form as a GM reads it: core's behavior sheet renders every
 * field of the behavior's schema (every ruleset's conditions and qualifiers); this module narrows the
 * rendered form to the active ruleset's conditions and the fields the ruleset says the chosen
 * condition reads (TerrainCapability.conditionFields), with the active ruleset's short hints, and
 * does so again whenever the condition changes. A field whose
 * value is not its initial one stays shown, so nothing entered is hidden.
 *
 * Evidence: core's form rows (`form-group` holding the input named `system.<field>` and a
 * `p.hint`), as rendered for a TypeDataModel schema; the `renderRegionBehaviorConfig` hook
 * (ApplicationV2 render hooks are named after each class of the application,
 * https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html); docs/foundry-evidence.md
 * § 45. No Foundry global is read here, so the same module runs in a test page.
 * @module
 */
import type { TerrainField as RulesTerrainField } from "../../rules";

/** The behavior's fields other than the condition, as its schema names them (terrain-behavior.ts). */
export const TERRAIN_FIELDS = [
  "height",
  "width",
  "railing",
  "overhang",
  "surface",
  "water",
] as const satisfies readonly RulesTerrainField[];
export type TerrainField = (typeof TERRAIN_FIELDS)[number];

/** What the form shows for the active ruleset. */
export interface TerrainFormOptions {
  /** The active ruleset's conditions (TerrainCapability.conditions). */
  readonly conditions: readonly string[];
  /** The fields each of the active ruleset's conditions reads (TerrainCapability.conditionFields). */
  readonly fields: Readonly<Partial<Record<string, readonly TerrainField[]>>>;
  /** Each field's initial value, as the schema gives it (a field at another value stays shown). */
  readonly initial: Readonly<Partial<Record<TerrainField, string>>>;
  /** The active ruleset's short hint per field and for the condition, localized; absent: core's hint stays. */
  readonly hints: Readonly<Partial<Record<TerrainField | "condition", string>>>;
}

/** The fields shown for `condition`: those the ruleset says it reads, and any not at its initial value. */
export function terrainFieldsShown(
  condition: string,
  options: Pick<TerrainFormOptions, "fields" | "initial">,
  values: Readonly<Partial<Record<TerrainField, string>>> = {},
): TerrainField[] {
  return TERRAIN_FIELDS.filter((field) => {
    const changed =
      values[field] !== undefined && options.initial[field] !== undefined && values[field] !== options.initial[field];
    return changed || (options.fields[condition]?.includes(field) ?? false);
  });
}

/** The value of a rendered field (a checkbox as "true"/"false"), or undefined when it is not there. */
function valueOf(root: ParentNode, field: string): string | undefined {
  const input = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="system.${field}"]`);
  if (!input) return undefined;
  return input instanceof HTMLInputElement && input.type === "checkbox" ? String(input.checked) : input.value;
}

/** The form row holding a field's input. */
const rowOf = (root: ParentNode, field: string) =>
  root.querySelector(`[name="system.${field}"]`)?.closest<HTMLElement>(".form-group") ?? null;

/**
 * Narrows the rendered form under `root` (see the module comment); nothing when it holds no
 * condition field.
 */
export function showTerrainFields(root: ParentNode, options: TerrainFormOptions): void {
  const select = root.querySelector<HTMLSelectElement>('select[name="system.condition"]');
  if (!select) return;
  for (const option of Array.from(select.options)) {
    option.hidden = !options.conditions.includes(option.value) && option.value !== select.value;
  }
  const values = Object.fromEntries(TERRAIN_FIELDS.map((f) => [f, valueOf(root, f)]));
  const shown = terrainFieldsShown(select.value, options, values);
  for (const field of TERRAIN_FIELDS) {
    const row = rowOf(root, field);
    if (row) row.hidden = !shown.includes(field);
  }
  for (const [field, hint] of Object.entries(options.hints)) {
    const target = rowOf(root, field)?.querySelector<HTMLElement>(".hint");
    if (target && hint) target.textContent = hint;
  }
}

/** Narrows the form now and whenever the condition changes. */
export function wireTerrainBehaviorForm(root: ParentNode, options: TerrainFormOptions): void {
  // The class scopes the stylesheet's rule that keeps hidden rows hidden against core's `.form-group` display.
  if (root instanceof Element) root.classList.add("stride-terrain-form");
  showTerrainFields(root, options);
  root
    .querySelector('select[name="system.condition"]')
    ?.addEventListener("change", () => showTerrainFields(root, options));
}
