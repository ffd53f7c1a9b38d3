/**
 * Whether a base may be set down at a spot of the table by a forced placement: where a fighter
 * comes out of a ductway (necromunda-movement.md § Ductways) and where it ends the shift 1" from
 * enemies after an involuntary move (§ Involuntary Move). Pure; ruleset units.
 * @module
 */
import { nearestOnSegment, type Base } from "../geometry/engagement";
import { areaGap } from "../scene/shapes";
import { wallDistance } from "../scene/walls";
import { OBSTACLE_CONDITION, RAISED } from "../scene/terrain-ids";
import { inRegion } from "../scene/check";
import type { Ruleset } from "../ruleset";
import type { Point, RegionSnapshot, SceneSnapshot } from "../scene";

/** Where the spot is reached from and what it is measured against. */
export interface StandingOptions {
  /** The point the base comes from: no wall may stand between it and the spot's centre. */
  readonly from: Point;
  /** A region left out of the solid ones (the ductway exit the base comes out of). */
  readonly exclude?: string;
  /**
   * When the ground under the spot's centre must be `level` (within half a grid space): `always`
   * (a ductway exit), or `ifStanding`, only when the ground under `from` is that level (a shift
   * does not step off the level it stands on, and a model off the ground is not held to it).
   */
  readonly ground: "always" | "ifStanding";
}

/**
 * The regions no base may overlap at `level`: obstacles and those the ruleset cannot cross, that
 * hold the level (bottom at or below it, top above it), with an area; `exclude` left out.
 */
export function solidAt(
  snapshot: SceneSnapshot,
  level: number,
  ruleset: Pick<Ruleset, "terrain">,
  exclude?: string,
): RegionSnapshot[] {
  const terrain = ruleset.terrain;
  const holds = (r: RegionSnapshot) => (r.bottom ?? -Infinity) <= level + 1e-9 && level < (r.top ?? Infinity) - 1e-9;
  return snapshot.regions.filter(
    (r) =>
      r.id !== exclude &&
      r.area !== null &&
      holds(r) &&
      (r.terrain.some((t) => t.condition === OBSTACLE_CONDITION) ||
        (terrain !== undefined && terrain.costMultiplier(r.terrain.map((t) => t.condition)) === Infinity)),
  );
}

/**
 * A test of spots at `level` for a base: it overlaps no obstacle and no region the ruleset cannot
 * cross that holds the level, touches no wall, has no wall between it and `options.from`, and, as
 * `options.ground` asks, stands on ground of that level (within half a grid space). Unchecked input.
 */
export function standingAccepts(
  snapshot: SceneSnapshot,
  level: number,
  ruleset: Pick<Ruleset, "terrain">,
  options: StandingOptions,
): (base: Base) => boolean {
  const solid = solidAt(snapshot, level, ruleset, options.exclude);
  const walls = snapshot.walls ?? [];
  const step = snapshot.gridStep / 2 + 1e-9;
  const raised = snapshot.regions.filter((r) => r.terrain.some((t) => t.condition === RAISED));
  // The ground under a point (moves/ground.ts groundElevation, over the raised regions only).
  const ground = (p: Point) => {
    let height = 0;
    for (const r of raised) {
      if (!inRegion(p, r)) continue;
      for (const t of r.terrain) if (t.condition === RAISED && t.height > height) height = t.height;
    }
    return height;
  };
  const onGround = options.ground === "always" || Math.abs(ground(options.from) - level) <= step;
  return (base) => {
    if (solid.some((r) => areaGap(base, r) < -1e-6)) return false;
    for (const wall of walls) {
      const near = nearestOnSegment(base, wall.a, wall.b);
      if (Math.hypot(base.x - near.x, base.y - near.y) < base.radius - 1e-6) return false;
    }
    if (walls.length && wallDistance(walls, options.from, base) !== Infinity) return false;
    return !onGround || Math.abs(ground(base) - level) <= step;
  };
}
