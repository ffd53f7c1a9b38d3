/**
 * Where a model may end a move up on a level (necromunda-movement.md § Structures: a fighter may end
 * its movement on any level "if there is sufficient space for their base"): the whole base on the
 * level's surface, its edge at most the contact tolerance past it (docs/rulings.md). A level is a
 * region raised off the floor (its bottom above 0, as a platform is drawn) or a raised surface
 * ({@link RAISED}, its height), that a move may end on and cross; several regions at one height make
 * one surface. Pure; ruleset units.
 * @module
 */
import type { Ruleset } from "../ruleset";
import type { Point, RegionSnapshot, SceneSnapshot } from "../scene";
import { CONTACT_TOLERANCE } from "../geometry/engagement";
import * as check from "../geometry/validate";
import { areaGap, areasCoverDisc } from "../scene/shapes";
import { RAISED } from "../scene/terrain-ids";
import { checkSceneSnapshot } from "../scene/check";
import { checkRuleset } from "./ruleset-check";

/** How far a base's edge may lie past a level's outline and still stand on it, ruleset units: base contact's tolerance. */
export const FOOTING_TOLERANCE = CONTACT_TOLERANCE;

/** A region that can be a level: its area, and the heights at which its surface lies. */
export interface LevelSurface {
  readonly region: RegionSnapshot;
  /** The elevations of its surface, ruleset units: its bottom (raised off the floor) and each raised height. */
  readonly heights: readonly number[];
}

/**
 * The regions of a snapshot that can be levels (unchecked input): with an area, raised off the
 * floor (bottom above 0) or holding a raised surface, and ground a move may end on and cross (not a
 * gap, an obstacle or impassable terrain).
 */
export function levelSurfaces(snapshot: SceneSnapshot, terrain: Ruleset["terrain"]): LevelSurface[] {
  const out: LevelSurface[] = [];
  for (const region of snapshot.regions) {
    if (!region.area) continue;
    const heights: number[] = [];
    if (region.bottom !== null && region.bottom > 0) heights.push(region.bottom);
    for (const t of region.terrain) if (t.condition === RAISED && t.height > 0) heights.push(t.height);
    if (!heights.length) continue;
    const conditions = region.terrain.map((t) => t.condition);
    if (terrain && (!terrain.mayEndOn(conditions) || terrain.costMultiplier(conditions) === Infinity)) continue;
    out.push({ region, heights });
  }
  return out;
}

/**
 * Whether a base at `elevation` may stand where it is as far as levels go (unchecked input): true
 * when it touches no level at its elevation (within `level`, half a grid space) — the floor, part
 * way up a climb, a vehicle — or lies wholly on the surfaces at that elevation (their union, its
 * edge up to {@link FOOTING_TOLERANCE} past them); false when it overhangs one.
 */
export function footingFits(
  surfaces: readonly LevelSurface[],
  base: Point & { readonly radius: number },
  elevation: number,
  level: number,
): boolean {
  let touched = false;
  const here: RegionSnapshot[] = [];
  for (const s of surfaces) {
    if (!s.heights.some((h) => Math.abs(h - elevation) <= level + 1e-9)) continue;
    here.push(s.region);
    if (!touched && areaGap(base, s.region) < -FOOTING_TOLERANCE) touched = true;
  }
  return !touched || areasCoverDisc(here, base, base.radius, FOOTING_TOLERANCE);
}

/**
 * Whether a model may end a move at `at` as far as levels go (necromunda-movement.md § Structures:
 * on a level only where its base fits; docs/rulings.md): true where the ruleset does not ask it
 * (StructuresCapability `baseMustFitLevel`), where the base touches no level at that elevation, or
 * where it lies wholly on the level (its edge up to {@link FOOTING_TOLERANCE} past the outline).
 * @param at the base's centre and elevation, ruleset units; the model's own place when absent (a
 *   model not on the snapshot fits)
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed (the first wrong
 *   member named), the model id is not a string or `at` is not a finite point with a finite elevation
 */
export function baseFitsLevel(
  snapshot: SceneSnapshot,
  modelId: string,
  ruleset: Ruleset,
  at?: { readonly x: number; readonly y: number; readonly elevation: number },
): boolean {
  checkSceneSnapshot(snapshot);
  check.string(modelId, "modelId");
  checkRuleset(ruleset);
  if (at !== undefined) {
    check.point(at, "at");
    check.finite(at.elevation, "at.elevation");
  }
  const model = snapshot.models.find((m) => m.id === modelId);
  if (!model || !ruleset.structures?.baseMustFitLevel) return true;
  const place = at ?? { ...model.base, elevation: model.elevation };
  const base = { x: place.x, y: place.y, radius: model.base.radius };
  return footingFits(levelSurfaces(snapshot, ruleset.terrain), base, place.elevation, snapshot.gridStep / 2);
}
