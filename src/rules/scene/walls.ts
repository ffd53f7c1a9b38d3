/**
 * Walls that block movement, as the engine's own moves meet them: where a straight move of a
 * model's centre first meets a wall. A wall blocks a move that crosses it; a one-way wall only a
 * move setting off on its blocking side (Foundry's WALL_DIRECTIONS: LEFT collides "only when a ray
 * strikes its left side"; docs/foundry-evidence.md § 26). Pure; ruleset units, y growing downwards.
 * @module
 */
import type { Point, WallSnapshot } from "./snapshot";

/**
 * The side of the wall a–b a point lies on, as seen walking from a to b on the canvas (y down):
 * `left`, `right`, or null on its line.
 */
export function wallSide(wall: Pick<WallSnapshot, "a" | "b">, p: Point): "left" | "right" | null {
  const cross = (wall.b.x - wall.a.x) * (p.y - wall.a.y) - (wall.b.y - wall.a.y) * (p.x - wall.a.x);
  return cross < 0 ? "left" : cross > 0 ? "right" : null;
}

/**
 * How far the centre can go along the straight line from `from` to `to` before it meets a wall,
 * ruleset units: the distance to the first wall it crosses (a one-way wall only from its blocking
 * side; a move setting off on a wall's line is not held by that wall), or +Infinity when none.
 */
export function wallDistance(walls: readonly WallSnapshot[] | undefined, from: Point, to: Point): number {
  if (!walls?.length) return Infinity;
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Infinity;
  let best = Infinity;
  for (const wall of walls) {
    const [sx, sy] = [wall.b.x - wall.a.x, wall.b.y - wall.a.y];
    const denom = dx * sy - dy * sx;
    if (denom === 0) continue;
    const t = ((wall.a.x - from.x) * sy - (wall.a.y - from.y) * sx) / denom;
    const u = ((wall.a.x - from.x) * dy - (wall.a.y - from.y) * dx) / denom;
    if (t <= 0 || t > 1 || u < 0 || u > 1) continue;
    if (wall.blocks !== undefined && wallSide(wall, from) !== wall.blocks) continue;
    best = Math.min(best, t * length);
  }
  return best;
}

/**
 * Where a base of `radius` moving straight from `from` towards `to` stops for walls: `to` when no
 * wall is on the way, else the point `radius` short of the first wall its centre would cross (never
 * behind `from`).
 */
export function stopShortOfWalls(
  walls: readonly WallSnapshot[] | undefined,
  from: Point,
  to: Point,
  radius: number,
): { readonly to: Point; readonly blocked: boolean } {
  const hit = wallDistance(walls, from, to);
  if (hit === Infinity) return { to, blocked: false };
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const go = Math.max(0, hit - radius) / length;
  return { to: { x: from.x + (to.x - from.x) * go, y: from.y + (to.y - from.y) * go }, blocked: true };
}
