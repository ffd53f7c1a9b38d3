/**
 * The `renderRegionBehaviorConfig` hook: narrows the Stride Terrain behavior's form to the active
 * ruleset's conditions and the chosen condition's fields, with the ruleset's short hints
 * (applications/terrain-behavior-form.ts). Other behaviors' forms are left as core renders them.
 *
 * Evidence: ApplicationV2 render hooks `render<ClassName>(application, element, context, options)`
 * (https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html); a document sheet's
 * `document` is the RegionBehavior, whose `type` is the subtype (`stride.terrain`); docs/foundry-evidence.md § 45.
 * @module
 */
import type { Ruleset } from "../../rules";
import { wideObstacle, type ObstacleRegionLike } from "../data/region-behavior/obstacle-width";
import { TERRAIN_BEHAVIOR_TYPE } from "../constants";
import { guard } from "../notify";
import { activeRuleset } from "../settings";
import {
  TERRAIN_FIELDS,
  wireTerrainBehaviorForm,
  type TerrainField,
  type TerrainFormOptions,
} from "../applications/terrain-behavior-form";

/** The lang key of the active ruleset's short hint for a field (`STRIDE.TerrainBehavior.HINTS.<ruleset>.<field>`). */
export function terrainHintKey(rulesetId: string, field: TerrainField | "condition"): string {
  return `STRIDE.TerrainBehavior.HINTS.${rulesetId}.${field}`;
}

/**
 * What the form shows for `ruleset`: its conditions, the fields each of them reads, the schema's
 * initial values, and its hints where lang has them.
 * @param initial the schema's initial value of a field (as the form shows it), or undefined
 */
export function terrainFormOptions(
  ruleset: Ruleset,
  initial: (field: TerrainField) => unknown,
  i18n: {
    has(key: string): boolean;
    localize(key: string): string;
    format(key: string, data: Record<string, string>): string;
  },
  region?: ObstacleRegionLike | null,
): TerrainFormOptions {
  const terrain = ruleset.terrain;
  const hints: Partial<Record<TerrainField | "condition", string>> = {};
  for (const field of ["condition", ...TERRAIN_FIELDS] as const) {
    const key = terrainHintKey(ruleset.id, field);
    if (i18n.has(key)) hints[field] = i18n.localize(key);
  }
  const values: Partial<Record<TerrainField, string>> = {};
  for (const field of TERRAIN_FIELDS) {
    const value = initial(field);
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      values[field] = String(value);
  }
  // An obstacle on a region too wide to be one is read as the ruleset's climbed terrain: the
  // condition's hint says so.
  const wide = wideObstacle(region, ruleset)?.width;
  if (wide !== undefined) {
    const data = { width: String(Math.round(wide * 100) / 100), max: String(terrain?.wideObstacle?.width) };
    const warning = i18n.format("STRIDE.TerrainBehavior.obstacleTooWide", data);
    hints.condition = hints.condition ? `${hints.condition} ${warning}` : warning;
  }
  return { conditions: terrain?.conditions ?? [], fields: terrain?.conditionFields ?? {}, initial: values, hints };
}

/** A behavior sheet as this hook reads it. */
interface BehaviorSheet {
  readonly document?: { readonly type?: string; readonly system?: unknown; readonly parent?: unknown } | null;
}

/** Narrows the Stride Terrain behavior's form (see the module comment). */
export function renderRegionBehaviorConfig(app: BehaviorSheet, element: HTMLElement): void {
  guard("terrain behavior form", undefined, () => {
    if (app.document?.type !== TERRAIN_BEHAVIOR_TYPE) return;
    const schema = (app.document.system as { schema?: { fields?: Record<string, { initial?: unknown }> } } | null)
      ?.schema;
    const initial = (field: TerrainField) => {
      const value = schema?.fields?.[field]?.initial;
      return typeof value === "function" ? undefined : value;
    };
    // The behavior's region (its document's parent), measured for the obstacle's width.
    const region = (app.document.parent as ObstacleRegionLike | null | undefined) ?? null;
    wireTerrainBehaviorForm(element, terrainFormOptions(activeRuleset(), initial, game.i18n!, region));
  });
}
