/**
 * The ground a model stands on and how a path meets it: raised surfaces a token stands on top of,
 * the qualifiers a terrain behavior's fields add to its condition (a sheer climbable surface,
 * hazardous or deep water), a gap's width along the path, the straight run-up before an edge, and
 * where a model ends up when a rolled test moves it (a climb part-way up, a leap that falls short
 * into a gap). One mechanism for every ruleset; each ruleset prices what it finds (dh2-movement.md
 * § Climbing, § Jumping and Leaping, § Swimming; necromunda-movement.md § Leaping Gaps). Pure;
 * ruleset units; every function checks its input and throws a TypeError (wrong type) or RangeError
 * (NaN, ±Infinity, beyond ±10¹², negative where it may not be) naming it.
 * @module
 */
import type { Effect } from "../effects";
import type { Rect } from "../geometry/placement";
import type { PathStep, Point, RegionTerrain, SceneSnapshot } from "../scene";
import * as check from "../geometry/validate";
import * as internal from "./drag-internal";
import { checkSceneSnapshot, findModel, inRegion } from "../scene/check";
import { qualified, RAISED } from "../scene/terrain-ids";

export { RAISED, SHEER, WATER_QUALIFIERS } from "../scene/terrain-ids";

/** How far from the ground, ruleset units, a model still counts as standing on it. */
export const ON_GROUND = 0.01;

/**
 * The condition ids a terrain behavior stands for: its condition, then the qualifiers its fields
 * add — `sheer` for a surface whose `surface` is `sheer`, `hazardousWater` or `deepWater` for
 * water of that kind. Unknown field values add nothing.
 * @param terrain a terrain behavior: a string condition, `surface` and `water` strings or absent
 * @throws {TypeError} when `terrain` is not an object or its condition not a string
 */
export function terrainConditionIds(terrain: Pick<RegionTerrain, "condition" | "surface" | "water">): string[] {
  check.object(terrain, "terrain");
  check.string(terrain.condition, "terrain.condition");
  return qualified(terrain);
}

/**
 * The elevation of the ground at a point, ruleset units (≥ 0): the highest raised surface
 * ({@link RAISED}) whose region's area holds the point, whatever the region's own bottom and top;
 * 0, the scene's floor, where there is none. A gap does not lower the ground here: a model only
 * goes into one by falling ({@link repositionEffects}).
 * @throws {TypeError|RangeError} when the snapshot is malformed or `point` is not a finite point
 */
export function groundElevation(snapshot: SceneSnapshot, point: Point): number {
  checkSceneSnapshot(snapshot);
  check.point(point, "point");
  return groundAt(snapshot, point);
}

/** {@link groundElevation} unchecked. */
function groundAt(snapshot: SceneSnapshot, point: Point): number {
  let ground = 0;
  for (const region of snapshot.regions) {
    if (!inRegion(point, region)) continue;
    for (const terrain of region.terrain) {
      if (terrain.condition === RAISED && terrain.height > ground) ground = terrain.height;
    }
  }
  return ground;
}

/** Options of {@link followGround}. */
export interface FollowGroundOptions {
  /** Movement actions that leave the ground (a flyer's): their steps keep their elevation. */
  readonly airborne?: readonly string[];
}

/**
 * A path whose steps stand on the ground ({@link groundElevation}), when it sets off standing on
 * it (within {@link ON_GROUND}): a token walked onto a raised surface stands on top of it, and one
 * walked off stands on the ground below (dh2-movement.md § Climbing; the drop is a jump down,
 * § Standing Vertical Jumps). A path that sets off above the ground (a flyer, a model part-way up a
 * climb) keeps its elevation, except where the ground is higher (it stands on that); steps of
 * airborne actions always keep theirs.
 * @param path steps with finite x, y and elevation
 * @throws {TypeError|RangeError} when the snapshot or a step is malformed, or `airborne` is not a list of strings
 */
export function followGround(
  snapshot: SceneSnapshot,
  path: readonly PathStep[],
  options: FollowGroundOptions = {},
): PathStep[] {
  checkSceneSnapshot(snapshot);
  internal.path(path, "path");
  check.object(options, "options");
  const airborne = options.airborne ?? [];
  internal.conditions(airborne, "options.airborne");
  const start = path[0];
  const onGround = !!start && Math.abs(start.elevation - groundAt(snapshot, start)) <= ON_GROUND;
  return path.map((step) => {
    if (step.action !== undefined && airborne.includes(step.action)) return step;
    const ground = groundAt(snapshot, step);
    return (onGround || ground > step.elevation) && ground !== step.elevation ? { ...step, elevation: ground } : step;
  });
}

/**
 * The straight run-up of a path up to its last step, ruleset units (≥ 0): the longest stretch
 * ending there whose steps all lie within `tolerance` of the straight line from its first step to
 * the last (dh2-movement.md § Running Horizontal Leaps: a run-up needs 4 m or more of straight
 * ground). A path of one step has none.
 * @param tolerance how far a step may stray from the line, ruleset units (≥ 0; on a grid, half a space)
 * @throws {TypeError|RangeError} when a step is malformed or `tolerance` is negative or not finite
 */
export function straightRunUp(path: readonly PathStep[], tolerance: number): number {
  internal.path(path, "path");
  check.nonNegative(tolerance, "tolerance");
  const end = path.at(-1);
  if (!end) return 0;
  // Looking back from the end, the directions a straight line may take so that it passes within
  // `tolerance` of every step so far form a cone; a step outside it ends the run-up. One pass.
  let best = 0;
  let lo = -Infinity;
  let hi = Infinity;
  let reference: number | null = null;
  for (let i = path.length - 2; i >= 0; i--) {
    const p = path[i]!;
    const d = Math.hypot(p.x - end.x, p.y - end.y);
    if (d === 0) continue;
    const raw = Math.atan2(p.y - end.y, p.x - end.x);
    reference ??= raw;
    // The angle relative to the first step back, in (−π, π].
    let a = raw - reference;
    while (a > Math.PI) a -= 2 * Math.PI;
    while (a <= -Math.PI) a += 2 * Math.PI;
    if (a < lo - 1e-12 || a > hi + 1e-12 || d < best - 1e-9) break;
    best = d;
    const spread = d <= tolerance ? Math.PI : Math.asin(tolerance / d);
    lo = Math.max(lo, a - spread);
    hi = Math.min(hi, a + spread);
  }
  return best;
}

/**
 * How far across an area a model goes from `from` heading in a direction until it leaves the area,
 * ruleset units (≥ 0): a gap's width as the path crosses it (the width "comes from the path").
 * 0 when the ray never crosses the area.
 * @param heading radians (0 along +x, growing clockwise as y grows downwards)
 * @throws {TypeError|RangeError} when `area` is not a rect, `from` not a point or `heading` not finite
 */
export function distanceAcross(area: Rect, from: Point, heading: number): number {
  check.rect(area, "area");
  check.point(from, "from");
  check.finite(heading, "heading");
  const dx = Math.cos(heading);
  const dy = Math.sin(heading);
  let enter = -Infinity;
  let exit = Infinity;
  for (const [p, d, lo, hi] of [
    [from.x, dx, area.x, area.x + area.width],
    [from.y, dy, area.y, area.y + area.height],
  ] as const) {
    if (Math.abs(d) < 1e-12) {
      if (p < lo - 1e-9 || p > hi + 1e-9) return 0;
      continue;
    }
    const a = (lo - p) / d;
    const b = (hi - p) / d;
    enter = Math.max(enter, Math.min(a, b));
    exit = Math.min(exit, Math.max(a, b));
  }
  return Math.max(0, exit - Math.max(0, enter));
}

/** Where a rolled test puts a model: along `heading` by `distance`, and up by `rise` (down when negative). */
export interface Reposition {
  /** Ruleset units (≥ 0). */
  readonly distance: number;
  /** Radians (0 along +x, clockwise). */
  readonly heading: number;
  /** Ruleset units; negative goes down. */
  readonly rise: number;
}

/**
 * The forced move a rolled test sets off (capabilities/outcomes.ts `reposition`): a climber goes
 * `rise` up the surface where it stands (dh2-movement.md § Simple Climbs: the climb ends there), a
 * leaper that falls short goes `distance` along its heading and down into the gap (§ Running
 * Horizontal Leaps; its depth). The new elevation is the model's plus `rise`. No effects when the
 * model is not on the snapshot or nothing changes.
 * @throws {TypeError|RangeError} when the snapshot is malformed, the id is not a string, or a number of
 *   `reposition` is not finite (`distance` negative)
 */
export function repositionEffects(snapshot: SceneSnapshot, modelId: string, reposition: Reposition): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(modelId, "modelId");
  check.object(reposition, "reposition");
  check.nonNegative(reposition.distance, "reposition.distance");
  check.finite(reposition.heading, "reposition.heading");
  check.finite(reposition.rise, "reposition.rise");
  const model = findModel(snapshot, modelId);
  if (!model || (reposition.distance === 0 && reposition.rise === 0)) return [];
  const to = {
    x: model.base.x + Math.cos(reposition.heading) * reposition.distance,
    y: model.base.y + Math.sin(reposition.heading) * reposition.distance,
  };
  return [{ type: "move", model: model.id, to, elevation: model.elevation + reposition.rise }];
}
