/**
 * Moving a model directly towards or directly away from another (necromunda-movement.md
 * § Directly Towards and Directly Away From): along the straight line through both bases'
 * centres, the required distance, stopping on contact with impassable terrain, a wall or a closed
 * door. It is an involuntary move (§ Involuntary Move): the effect is a forced move, which no
 * allowance or 1" rule holds. Pure; ruleset units. Walls and doors are known only to the adapter,
 * which passes how far the centre may go along the line before one.
 * @module
 */
import type { Effect } from "../effects";
import { sweptBaseTouchesArea } from "../scene/shapes";
import * as check from "../geometry/validate";
import { checkRegion, checkWalls } from "../scene/check";
import { wallDistance } from "../scene/walls";
import type { Ruleset } from "../ruleset";
import { endsOf } from "./involuntary";
import type { Point, RegionSnapshot, SceneSnapshot } from "../scene";

/** Which way along the line: towards the other model, or away from it. */
export type DirectlyWay = "towards" | "away";

/** What stopped a move short: a wall or closed door, impassable terrain, or the other model's base (towards). */
export type DirectlyStop = "wall" | "terrain" | "model";

/** How the adapter's walls bear on the move. */
export interface DirectlyOptions {
  /**
   * How far the mover's centre can go along the line before it meets a wall or closed door (core's
   * collision test), ruleset units (≥ 0); absent, null or +Infinity: no wall on the way.
   */
  readonly wall?: number | null;
}

/** Where a model moved directly towards or away ends, and why it stopped short. */
export interface DirectlyMove {
  /** Its centre's end, ruleset units. */
  readonly to: Point;
  /** Where it would end with nothing in the way (the point the adapter tests walls to). */
  readonly aim: Point;
  /** How far it moves, ruleset units (≤ the distance asked). */
  readonly distance: number;
  /** What stopped it short, or null when it went the whole distance. */
  readonly stoppedBy: DirectlyStop | null;
  /**
   * A forced move of the model to `to` (none when it does not move); a fighter `to` leaves within an
   * enemy's engagement zone goes on by the shortest route out of it (moves/involuntary.ts, § Involuntary Move).
   */
  readonly effects: Effect[];
}

/** Slack for contact (ruleset units), as the placement rules count it. */
const CONTACT = 1e-6;

/**
 * Moves `moverId` directly towards or away from `otherId` by `distance` (§ Directly Towards and
 * Directly Away From): along the line through both centres; it stops where its base would touch a
 * region the ruleset cannot cross (cost Infinity) at its elevation and not already touched where
 * it stands, where its base would reach a wall (`options.wall` less its radius), and, moving
 * towards, in base contact with the other model (Stride ruling: it does not pass through the model
 * it moves towards). The move is forced (involuntary): the 1" rule does not hold it.
 * @param distance ruleset units, finite, ≥ 0
 * @returns null when either model is not on the snapshot, they are the same, or their centres coincide (no line)
 * @throws {TypeError} when the snapshot, an id, `way`, `ruleset` or `options` is not of its shape
 * @throws {RangeError} when `distance` or `options.wall` is negative, NaN or beyond ±10¹² (wall may be +Infinity), or a model's or region's number is not finite
 */
export function directlyMove(
  snapshot: SceneSnapshot,
  moverId: string,
  otherId: string,
  way: DirectlyWay,
  distance: number,
  ruleset: Pick<Ruleset, "terrain" | "engagement">,
  options: DirectlyOptions = {},
): DirectlyMove | null {
  check.object(snapshot, "snapshot");
  check.array(snapshot.models, "snapshot.models");
  check.array(snapshot.regions, "snapshot.regions");
  check.string(moverId, "moverId");
  check.string(otherId, "otherId");
  if (way !== "towards" && way !== "away")
    throw new TypeError(`way must be "towards" or "away", got ${check.plain(way)}`);
  check.nonNegative(distance, "distance");
  check.object(ruleset, "ruleset");
  check.object(options, "options");
  const wall = options.wall ?? Infinity;
  if (wall !== Infinity) check.nonNegative(wall, "options.wall");
  const mover = snapshot.models.find((m) => m?.id === moverId);
  const other = snapshot.models.find((m) => m?.id === otherId);
  if (!mover || !other || mover === other) return null;
  check.base(mover.base, "mover.base");
  check.finite(mover.elevation, "mover.elevation");
  check.base(other.base, "other.base");
  const dx = other.base.x - mover.base.x;
  const dy = other.base.y - mover.base.y;
  const apart = Math.hypot(dx, dy);
  if (apart === 0) return null;
  const sign = way === "towards" ? 1 : -1;
  const unit = { x: (sign * dx) / apart, y: (sign * dy) / apart };
  const from = { x: mover.base.x, y: mover.base.y };
  const at = (d: number): Point => ({ x: from.x + unit.x * d, y: from.y + unit.y * d });
  const radius = mover.base.radius;

  let limit = distance;
  let stoppedBy = null as DirectlyStop | null;
  const stopAt = (d: number, why: DirectlyStop) => {
    if (d < limit - CONTACT) {
      limit = Math.max(0, d);
      stoppedBy = why;
    }
  };
  if (way === "towards") stopAt(apart - radius - other.base.radius, "model");
  if (wall !== Infinity) stopAt(wall - radius, "wall");
  if (snapshot.walls !== undefined) {
    checkWalls(snapshot.walls, "snapshot.walls");
    const own = wallDistance(snapshot.walls, from, at(Math.max(distance, 1e-9)), radius);
    if (own !== Infinity) stopAt(own, "wall");
  }
  const solid = impassableAt(snapshot.regions, ruleset, mover.elevation).filter(
    (r) => !sweptBaseTouchesArea(from, from, radius, r),
  );
  if (solid.length && limit > 0) {
    const touches = (d: number) => solid.some((r) => sweptBaseTouchesArea(from, at(d), radius, r));
    if (touches(limit)) {
      let [lo, hi] = [0, limit];
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (touches(mid)) hi = mid;
        else lo = mid;
      }
      stopAt(lo, "terrain");
    }
  }
  const to = at(limit);
  return {
    to,
    aim: at(distance),
    distance: limit,
    stoppedBy,
    effects: limit > 0 ? endsOf(snapshot, [{ type: "move", model: mover.id, to }], ruleset) : [],
  };
}

/**
 * The regions with an area that the ruleset cannot cross (cost Infinity) holding this elevation.
 * @throws {TypeError|RangeError} when a region is not of its shape
 */
function impassableAt(
  regions: readonly RegionSnapshot[],
  ruleset: Pick<Ruleset, "terrain">,
  elevation: number,
): RegionSnapshot[] {
  const terrain = ruleset.terrain;
  if (!terrain) return [];
  check.callable(terrain.costMultiplier, "ruleset.terrain.costMultiplier");
  return regions.filter((r, i) => {
    check.object(r, `snapshot.regions[${i}]`);
    if (r.area === null) return false;
    check.rect(r.area, `snapshot.regions[${i}].area`);
    if (r.polygons !== undefined) checkRegion(r, `snapshot.regions[${i}]`);
    check.array(r.terrain, `snapshot.regions[${i}].terrain`);
    if (r.bottom !== null && !(elevation >= r.bottom - 1e-9)) return false;
    if (r.top !== null && !(elevation < r.top + 1e-9)) return false;
    const conditions = r.terrain.map((t, j) => {
      check.object(t, `snapshot.regions[${i}].terrain[${j}]`);
      check.string(t.condition, `snapshot.regions[${i}].terrain[${j}].condition`);
      return t.condition;
    });
    return terrain.costMultiplier(conditions) === Infinity;
  });
}
