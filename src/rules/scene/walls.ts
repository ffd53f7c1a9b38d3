/**
 * Walls that block movement, as the engine's own moves meet them: where a straight move of a
 * model's centre first meets a wall. A wall blocks a move that crosses it; a one-way wall only a
 * move setting off on its blocking side (Foundry's WALL_DIRECTIONS: LEFT collides "only when a ray
 * strikes its left side"; docs/foundry-evidence.md § 28). Pure; ruleset units, y growing downwards.
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
 * How far a base's centre can go along the straight line from `from` to `to` before the base first
 * touches a wall, ruleset units, or +Infinity when it touches none on the way. A one-way wall counts
 * only for a move setting off on its blocking side. A wall the base already touches where it sets off
 * holds it only where its centre would cross the wall (it may move along or away from it). With
 * `radius` 0, where the centre crosses the first wall.
 */
export function wallDistance(walls: readonly WallSnapshot[] | undefined, from: Point, to: Point, radius = 0): number {
  if (!walls?.length) return Infinity;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return Infinity;
  const [ux, uy] = [(to.x - from.x) / length, (to.y - from.y) / length];
  let best = Infinity;
  for (const wall of walls) {
    if (wall.blocks !== undefined && wallSide(wall, from) !== wall.blocks) continue;
    const s =
      radius > 0 && !touches(wall, from, radius) ? touchAt(wall, from, ux, uy, radius) : crossAt(wall, from, ux, uy);
    if (s !== null && s <= length) best = Math.min(best, s);
  }
  return best;
}

/** Whether a base of `radius` at `p` touches the wall. */
function touches(wall: WallSnapshot, p: Point, radius: number): boolean {
  const [wx, wy] = [wall.b.x - wall.a.x, wall.b.y - wall.a.y];
  const len2 = wx * wx + wy * wy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - wall.a.x) * wx + (p.y - wall.a.y) * wy) / len2));
  return Math.hypot(p.x - (wall.a.x + wx * t), p.y - (wall.a.y + wy * t)) <= radius;
}

/** How far along the unit direction (ux, uy) from `p` the point crosses the wall (> 0), or null. */
function crossAt(wall: WallSnapshot, p: Point, ux: number, uy: number): number | null {
  const [sx, sy] = [wall.b.x - wall.a.x, wall.b.y - wall.a.y];
  const denom = ux * sy - uy * sx;
  if (denom === 0) return null;
  const s = ((wall.a.x - p.x) * sy - (wall.a.y - p.y) * sx) / denom;
  const u = ((wall.a.x - p.x) * uy - (wall.a.y - p.y) * ux) / denom;
  return s > 0 && u >= 0 && u <= 1 ? s : null;
}

/**
 * How far along the unit direction (ux, uy) a base of `radius` at `p`, clear of the wall, goes
 * before it first touches it (its side, or an end), or null when it never does.
 */
function touchAt(wall: WallSnapshot, p: Point, ux: number, uy: number, radius: number): number | null {
  let best: number | null = null;
  const take = (s: number) => {
    if (s >= 0 && (best === null || s < best)) best = s;
  };
  const [wx, wy] = [wall.b.x - wall.a.x, wall.b.y - wall.a.y];
  const len = Math.hypot(wx, wy);
  if (len > 0) {
    // The side: where the centre comes within `radius` of the wall's line, between its ends.
    const [nx, ny] = [-wy / len, wx / len];
    const d0 = (p.x - wall.a.x) * nx + (p.y - wall.a.y) * ny;
    const k = ux * nx + uy * ny;
    const closing = -Math.sign(d0) * k;
    if (closing > 0) {
      const s = (Math.abs(d0) - radius) / closing;
      const along = ((p.x + ux * s - wall.a.x) * wx + (p.y + uy * s - wall.a.y) * wy) / len;
      if (along >= 0 && along <= len) take(s);
    }
  }
  // The ends: where the centre comes within `radius` of either.
  for (const e of [wall.a, wall.b]) {
    const [qx, qy] = [p.x - e.x, p.y - e.y];
    const b = ux * qx + uy * qy;
    const c = qx * qx + qy * qy - radius * radius;
    const disc = b * b - c;
    if (disc >= 0) take(-b - Math.sqrt(disc));
  }
  return best;
}

/**
 * Where a base of `radius` moving straight from `from` towards `to` stops for walls: `to` when it
 * touches no wall on the way, else where it first touches one ({@link wallDistance}).
 */
export function stopShortOfWalls(
  walls: readonly WallSnapshot[] | undefined,
  from: Point,
  to: Point,
  radius: number,
): { readonly to: Point; readonly blocked: boolean } {
  const hit = wallDistance(walls, from, to, radius);
  if (hit === Infinity) return { to, blocked: false };
  const go = hit / Math.hypot(to.x - from.x, to.y - from.y);
  return { to: { x: from.x + (to.x - from.x) * go, y: from.y + (to.y - from.y) * go }, blocked: true };
}
