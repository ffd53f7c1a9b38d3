/**
 * Small look-ups on a {@link SceneSnapshot} shared by the move consequences: a model by id, who
 * is an enemy, what stands on an area, which regions hold a point, and which facing of a model a
 * point lies on. Pure; ruleset units throughout.
 * @module
 */
import type { Base } from "../geometry/engagement";
import type { Rect } from "../geometry/placement";
import type { Disposition, ModelSnapshot, Point, RegionSnapshot, SceneSnapshot } from "../scene";

/** The model with this token id, or undefined. */
export function modelById(snapshot: SceneSnapshot, id: string): ModelSnapshot | undefined {
  return snapshot.models.find((m) => m.id === id);
}

/** The region with this id, or undefined. */
export function regionById(snapshot: SceneSnapshot, id: string): RegionSnapshot | undefined {
  return snapshot.regions.find((r) => r.id === id);
}

/** Whether two dispositions are enemies: friendly against hostile. */
export function areEnemies(a: Disposition, b: Disposition): boolean {
  return (a === "friendly" && b === "hostile") || (a === "hostile" && b === "friendly");
}

/** Whether a point lies strictly inside a rectangle. */
export function pointInRect(point: Point, area: Rect): boolean {
  return point.x > area.x && point.x < area.x + area.width && point.y > area.y && point.y < area.y + area.height;
}

/** A model's base moved so its centre is at `centre`. */
export function baseAt(model: ModelSnapshot, centre: Point): Base {
  return { x: centre.x, y: centre.y, radius: model.base.radius };
}

/** A model's footprint moved so its centre is at `centre`. */
export function footprintAt(model: ModelSnapshot, centre: Point): Rect {
  const dx = centre.x - model.base.x;
  const dy = centre.y - model.base.y;
  return { ...model.footprint, x: model.footprint.x + dx, y: model.footprint.y + dy };
}

/** Regions whose area holds the point at this elevation (bottom inclusive, top exclusive; null unbounded). */
export function regionsAt(snapshot: SceneSnapshot, point: Point, elevation: number): RegionSnapshot[] {
  return snapshot.regions.filter(
    (r) =>
      r.area !== null &&
      pointInRect(point, r.area) &&
      (r.bottom === null || elevation >= r.bottom - 1e-9) &&
      (r.top === null || elevation < r.top + 1e-9),
  );
}

/** The terrain conditions of the regions holding a point. */
export function conditionsAt(snapshot: SceneSnapshot, point: Point, elevation: number): string[] {
  return [...new Set(regionsAt(snapshot, point, elevation).flatMap((r) => r.terrain.map((t) => t.condition)))];
}

/** A facing of a vehicle's hull. */
export type Facing = "front" | "side" | "rear";

/**
 * The facing of a model that a point lies on (necromunda-movement.md § Vehicle Collisions: use the
 * facing that suffers the hit): front within 45° either side of where the model faces, rear within
 * 45° of the opposite, side otherwise. A model whose facing is unknown is hit on the side (Stride
 * ruling, as before facings were read).
 * @param toward the point (the other model's centre at contact), ruleset units
 */
export function facingToward(model: ModelSnapshot, toward: Point): Facing {
  if (model.facing === undefined) return "side";
  const angle = Math.atan2(toward.y - model.base.y, toward.x - model.base.x);
  let delta = Math.abs(angle - model.facing) % (2 * Math.PI);
  if (delta > Math.PI) delta = 2 * Math.PI - delta;
  if (delta <= Math.PI / 4 + 1e-9) return "front";
  if (delta >= (3 * Math.PI) / 4 - 1e-9) return "rear";
  return "side";
}
