/**
 * Migrations of Stride's region behavior data from older shapes, run by each behavior model's
 * `static migrateData(source)` before Foundry cleans and validates it (see
 * ../../rulesets/dh2/legacy.ts for the evidence and the rules: nothing entered is lost, unreadable values
 * are kept, idempotent).
 *
 * 0.1.0 → 0.2.0: a terrain condition written as its name or in another case (`"Shallow
 * Water"`, `"zero-gravity"`) becomes its id; numbers typed as text (`height: "1.5"`,
 * `travel: '4"'`, `"½"`, ../loose-values.ts) become numbers; a railing stored as `"true"`/`"false"`
 * (any case) becomes a boolean; a ductway exit left blank becomes null (no exit); a surface or water
 * kind in another case becomes its id. Values that are none of these are kept as entered.
 * @module
 */
import { looseChoiceAt, looseNumberAt } from "../loose-values";

/** The ids a terrain behavior's choice fields take, every ruleset's (terrain-behavior.ts `terrainChoiceIds`). */
export interface TerrainChoiceIds {
  readonly conditions: readonly string[];
  readonly surfaces: readonly string[];
  readonly waterKinds: readonly string[];
}

/** Migrates `stride.terrain` data in place, knowing every ruleset's choice ids; returns it. */
export function migrateTerrainSource(
  source: Record<string, unknown>,
  known: TerrainChoiceIds,
): Record<string, unknown> {
  looseChoiceAt(source, "condition", known.conditions);
  looseNumberAt(source, "height");
  // A gap's width (0.3) and an overhang typed as text become numbers; data from before them has none,
  // and the fields' initial values (0: not given) fill them in when Foundry cleans the source.
  looseNumberAt(source, "width");
  looseNumberAt(source, "overhang");
  // A surface or water kind written in another case (`"Sheer"`, `" Hazardous"`) becomes its id;
  // data from before the fields has none, and their initial values fill them in.
  looseChoiceAt(source, "surface", known.surfaces);
  looseChoiceAt(source, "water", known.waterKinds);
  const railing = Object.hasOwn(source, "railing") ? source["railing"] : undefined;
  if (typeof railing === "string" && /^\s*(true|false)\s*$/iu.test(railing)) {
    source["railing"] = railing.trim().toLowerCase() === "true";
  }
  return source;
}

/** Migrates `stride.ductway` data in place; returns it. */
export function migrateDuctwaySource(source: Record<string, unknown>): Record<string, unknown> {
  if (Object.hasOwn(source, "exit") && typeof source["exit"] === "string" && source["exit"].trim() === "") {
    source["exit"] = null;
  }
  return source;
}

/** Migrates `stride.lift` data in place; returns it. */
export function migrateLiftSource(source: Record<string, unknown>): Record<string, unknown> {
  looseNumberAt(source, "travel");
  return source;
}
