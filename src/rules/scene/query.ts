/**
 * Small look-ups on a {@link SceneSnapshot} shared by the moves and the rulesets: a model by id,
 * who is an enemy, what stands on an area, which regions hold a point, and which facing of a model
 * a point lies on. Each checks its input (check.ts); public through src/rules/index.ts. Pure;
 * ruleset units throughout.
 * @module
 */
import type { Base } from "../geometry/engagement";
import type { Rect } from "../geometry/placement";
import * as check from "../geometry/validate";
import { areaCrossings } from "./shapes";
import type { Disposition, Facing, ModelSnapshot, Point, RegionSnapshot, SceneSnapshot } from "./snapshot";
import {
  checkModel,
  checkRegion,
  checkSceneSnapshot,
  conditionsHolding,
  facingOf,
  findModel,
  findRegion,
  footprintMoved,
  inRect,
  inRegion,
  regionsHolding,
} from "./check";

/**
 * The model with this token id, or undefined.
 * @throws {TypeError|RangeError} when the snapshot is not a scene snapshot (its first wrong member
 *   named) or the id is not a string
 */
export function modelById(snapshot: SceneSnapshot, id: string): ModelSnapshot | undefined {
  checkSceneSnapshot(snapshot);
  return findModel(snapshot, check.string(id, "id"));
}

/**
 * The region with this id, or undefined.
 * @throws {TypeError|RangeError} as {@link modelById}
 */
export function regionById(snapshot: SceneSnapshot, id: string): RegionSnapshot | undefined {
  checkSceneSnapshot(snapshot);
  return findRegion(snapshot, check.string(id, "id"));
}

const DISPOSITIONS: readonly unknown[] = ["friendly", "neutral", "hostile", "secret"];

/**
 * Whether two dispositions are enemies: friendly against hostile.
 * @throws {RangeError} when either is not one of Foundry's dispositions by name
 */
export function areEnemies(a: Disposition, b: Disposition): boolean {
  for (const d of [a, b]) {
    if (!DISPOSITIONS.includes(d))
      throw new RangeError(`A disposition is one of ${DISPOSITIONS.join(", ")}, got ${check.plain(d)}`);
  }
  return (a === "friendly" && b === "hostile") || (a === "hostile" && b === "friendly");
}

/**
 * Whether a point lies inside a region's area: its exact polygons (scene/shapes.ts), its box
 * `area` where it has none; never for a region without an area.
 * @throws {TypeError|RangeError} when the point is not a finite point or the region not a region snapshot
 */
export function pointInRegion(point: Point, region: RegionSnapshot): boolean {
  check.point(point, "point");
  checkRegion(region);
  return inRegion(point, region);
}

/**
 * Whether a point lies strictly inside a rectangle.
 * @throws {TypeError|RangeError} when the point or the rectangle has a coordinate or size that is not finite (or a negative size)
 */
export function pointInRect(point: Point, area: Rect): boolean {
  check.point(point, "point");
  check.rect(area, "area");
  return inRect(point, area);
}

/**
 * A model's base moved so its centre is at `centre`.
 * @throws {TypeError|RangeError} when the model is not a model snapshot or the centre not a finite point
 */
export function baseAt(model: ModelSnapshot, centre: Point): Base {
  checkModel(model);
  check.point(centre, "centre");
  return { x: centre.x, y: centre.y, radius: model.base.radius };
}

/**
 * A model's footprint moved so its centre is at `centre`.
 * @throws {TypeError|RangeError} as {@link baseAt}
 */
export function footprintAt(model: ModelSnapshot, centre: Point): Rect {
  checkModel(model);
  check.point(centre, "centre");
  return footprintMoved(model, centre);
}

/**
 * Regions whose area holds the point at this elevation (bottom inclusive, top exclusive; null unbounded).
 * @throws {TypeError|RangeError} as {@link modelById}, or when the point or elevation is not finite
 */
export function regionsAt(snapshot: SceneSnapshot, point: Point, elevation: number): RegionSnapshot[] {
  checkSceneSnapshot(snapshot);
  check.point(point, "point");
  check.finite(elevation, "elevation");
  return regionsHolding(snapshot, point, elevation);
}

/**
 * The terrain conditions of the regions holding a point.
 * @throws {TypeError|RangeError} as {@link regionsAt}
 */
export function conditionsAt(snapshot: SceneSnapshot, point: Point, elevation: number): string[] {
  checkSceneSnapshot(snapshot);
  check.point(point, "point");
  check.finite(elevation, "elevation");
  return conditionsHolding(snapshot, point, elevation);
}

/** A point of a leg with its elevation (ruleset units). */
export interface LegPoint extends Point {
  readonly elevation: number;
}

/**
 * The terrain conditions of the regions holding any point strictly inside the straight leg from
 * `from` to `to` (each once, in the order the leg reaches them), read exactly: the leg is cut where
 * it crosses a region's side or, climbing or descending, a region's bottom or top, and each piece
 * is read at its middle, so a region narrower than any sampling step is still found. A leg without
 * length is read at `to`.
 * @param from where the leg starts, ruleset units (elevation in the same units)
 * @param to where it ends
 * @returns condition ids with their qualifiers, as {@link conditionsAt}
 * @throws {TypeError|RangeError} as {@link regionsAt}, or when a point or elevation is not finite
 */
export function conditionsAlong(snapshot: SceneSnapshot, from: LegPoint, to: LegPoint): string[] {
  checkSceneSnapshot(snapshot);
  check.point(from, "from");
  check.point(to, "to");
  check.finite(from.elevation, "from.elevation");
  check.finite(to.elevation, "to.elevation");
  const at = (t: number): [Point, number] => [
    { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t },
    from.elevation + (to.elevation - from.elevation) * t,
  ];
  if (from.x === to.x && from.y === to.y && from.elevation === to.elevation) {
    return conditionsHolding(snapshot, ...at(1));
  }
  const cuts = new Set([0, 1]);
  const rise = to.elevation - from.elevation;
  for (const region of snapshot.regions) {
    if (region.terrain.length === 0) continue;
    for (const c of areaCrossings(region, from, to)) cuts.add(c.t);
    if (rise === 0) continue;
    for (const level of [region.bottom, region.top]) {
      const t = level === null ? NaN : (level - from.elevation) / rise;
      if (t > 0 && t < 1) cuts.add(t);
    }
  }
  const ts = [...cuts].sort((a, b) => a - b);
  const found = new Set<string>();
  for (let i = 1; i < ts.length; i++) {
    if (ts[i]! - ts[i - 1]! <= 1e-12) continue;
    for (const c of conditionsHolding(snapshot, ...at((ts[i - 1]! + ts[i]!) / 2))) found.add(c);
  }
  return [...found];
}

/**
 * The facing of a model that a point lies on (necromunda-movement.md § Vehicle Collisions: use the
 * facing that suffers the hit): front within 45° either side of where the model faces, rear within
 * 45° of the opposite, side otherwise. A model whose facing is unknown is hit on the side (Stride
 * ruling, as before facings were read).
 * @param toward the point (the other model's centre at contact), ruleset units
 * @throws {TypeError|RangeError} when the model is not a model snapshot or the point not a finite point
 */
export function facingToward(model: ModelSnapshot, toward: Point): Facing {
  checkModel(model);
  check.point(toward, "toward");
  return facingOf(model, toward);
}
