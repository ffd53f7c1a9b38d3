/**
 * The `preCreateScene` hook: a new scene takes the active ruleset's grid defaults (its plugin's
 * `sceneDefaults`; Necromunda: exact diagonals in inches) wherever its creation data sets none, so
 * a scene created or imported with its own grid keeps it. Evidence: `preCreate{Document}(document,
 * data, options, userId)` (https://foundryvtt.com/api/functions/hookEvents.preCreateDocument.html)
 * with `document.updateSource(changes)` to change the data before it is saved, as dnd5e's
 * `_preCreate` methods do; grid fields as `SquareGridConfiguration`
 * (https://foundryvtt.com/api/v14/interfaces/foundry.grid.types.SquareGridConfiguration.html).
 * @module
 */
import { guard } from "../notify";
import { rulesetPlugin } from "../rulesets";
import { activeManifest } from "../settings";

/** What the hook reads of the scene being created. */
export interface NewScene {
  updateSource(changes: Record<string, unknown>): unknown;
}

/**
 * The grid changes a new scene takes: each default the creation data leaves unset, as
 * `grid.<key>` paths; empty when the active ruleset has no defaults.
 */
export function sceneGridDefaults(data: { grid?: unknown }, defaults: Readonly<Record<string, unknown>> | undefined) {
  const given = typeof data.grid === "object" && data.grid !== null ? (data.grid as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(defaults ?? {})
      .filter(([key]) => given[key] === undefined)
      .map(([key, value]) => [`grid.${key}`, value]),
  );
}

/** `preCreateScene`: applies the active ruleset's grid defaults the new scene's data leaves unset. */
export function preCreateScene(scene: NewScene, data: { grid?: unknown }): void {
  guard("scene defaults", undefined, () => {
    const changes = sceneGridDefaults(data, rulesetPlugin(activeManifest().id)?.sceneDefaults?.().grid);
    if (Object.keys(changes).length) scene.updateSource(changes);
  });
}
