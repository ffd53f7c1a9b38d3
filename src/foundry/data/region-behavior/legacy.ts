/**
 * Migrations of Stride's region behavior data from older shapes, run by each behavior model's
 * `static migrateData(source)` before Foundry cleans and validates it (see
 * ../actor/legacy.ts for the evidence and the rules: nothing entered is lost, unreadable values
 * are kept, idempotent).
 *
 * 0.1.0 → 0.2.0: a terrain condition written as its name or in another case (`"Shallow
 * Water"`, `"zero-gravity"`) becomes its id; numbers typed as text (`height: "1.5"`,
 * `travel: '4"'`) become numbers; a railing stored as `"true"`/`"false"` becomes a boolean; a
 * ductway exit left as `""` becomes null (no exit); a surface or water kind in another case becomes its id.
 * @module
 */
import { legacyNumber } from "../actor/legacy";

/** Letters and digits only, lower-cased: how legacy spellings of an id are compared. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Migrates `stride.terrain` data in place, knowing every ruleset's condition ids; returns it. */
export function migrateTerrainSource(
  source: Record<string, unknown>,
  conditions: readonly string[],
): Record<string, unknown> {
  const condition = source["condition"];
  if (typeof condition === "string" && !conditions.includes(condition)) {
    source["condition"] = conditions.find((c) => squash(c) === squash(condition)) ?? condition;
  }
  if ("height" in source) source["height"] = legacyNumber(source["height"]);
  // A gap's width (0.3) typed as text becomes a number; data from before it has none, and the
  // field's initial value (0: not given) fills it in when Foundry cleans the source.
  if ("width" in source) source["width"] = legacyNumber(source["width"]);
  // A surface or water kind written in another case (`"Sheer"`, `" Hazardous"`) becomes its id;
  // data from before the fields has none, and their initial values fill them in.
  for (const key of ["surface", "water"]) {
    const value = source[key];
    if (typeof value === "string") source[key] = value.trim().toLowerCase();
  }
  const railing = source["railing"];
  if (railing === "true" || railing === "false") source["railing"] = railing === "true";
  return source;
}

/** Migrates `stride.ductway` data in place; returns it. */
export function migrateDuctwaySource(source: Record<string, unknown>): Record<string, unknown> {
  if (source["exit"] === "") source["exit"] = null;
  return source;
}

/** Migrates `stride.lift` data in place; returns it. */
export function migrateLiftSource(source: Record<string, unknown>): Record<string, unknown> {
  if ("travel" in source) source["travel"] = legacyNumber(source["travel"]);
  return source;
}
