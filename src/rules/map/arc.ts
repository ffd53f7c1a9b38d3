/**
 * Where a vehicle can get this round at its declared speed: the spaces of a {@link MoveMap} whose
 * centres lie between the arc's least and most distance from the vehicle, within its turn of the
 * heading, on a straight drive from where it stands that no wall cuts and no blocked space (walls,
 * impassable terrain, other models) stops (d6-movement.txt § Vehicle Movement: from half the
 * current speed up to all of it). The result is a {@link Reach} of one band,
 * the declared speed's, so the reach overlay draws it as it draws a walker's. Pure; ruleset units.
 * @module
 */
import type { VehicleArc } from "../capabilities/vehicles";
import * as check from "../geometry/validate";
import type { Point } from "../scene/snapshot";
import type { MovementBand } from "../types";
import { cellAt, checkMap, DIRECTIONS, type MoveMap } from "./grid";
import type { Reach } from "./reach";

/** Slack on the ring's edges and the turn, so a space exactly at the arc's edge is in it. */
const EPSILON = 1e-9;

/** Requires an arc: `min` ≥ 0, `max` ≥ `min`, a finite heading or null, `turn` from 0 to π, an action. */
function checkArc(arc: VehicleArc): void {
  check.object(arc, "arc");
  check.nonNegative(arc.min, "arc.min");
  check.nonNegative(arc.max, "arc.max");
  if (arc.max < arc.min) throw new RangeError(`arc.max must be ≥ arc.min (${arc.min}), got ${arc.max}`);
  if (arc.heading !== null) check.finite(arc.heading, "arc.heading");
  check.nonNegative(arc.turn, "arc.turn");
  if (arc.turn > Math.PI + EPSILON) throw new RangeError(`arc.turn must be at most π, got ${arc.turn}`);
  check.string(arc.action, "arc.action");
}

/**
 * The spaces a vehicle reaches this round at its declared speed, as a reach of one band (index 0:
 * `band`, the declared speed's), each space's cost the straight distance to it; no edges or climbs.
 * @param from where the vehicle's centre stands, ruleset units
 * @param arc the ruleset's arc for it (VehicleArcCapability.arcOf)
 * @param band the declared speed's band (its action and distance), for the overlay's colours
 * @throws {TypeError} when `map` was not made by prepareMap, or `arc` or `band` is not of its shape
 * @throws {TypeError|RangeError} when `from` is not a finite point, or a number of `arc` is out of range
 *   (negative, `max` < `min`, `turn` beyond π)
 */
export function vehicleArcReach(map: MoveMap, from: Point, arc: VehicleArc, band: MovementBand): Reach {
  checkMap(map);
  checkArc(arc);
  check.object(band, "band");
  check.string(band.action, "band.action");
  const n = map.cols * map.rows;
  const start = cellAt(map, from);
  const reached = new Int8Array(n).fill(-1);
  const cost = new Float64Array(n).fill(Infinity);
  const result = { start, bands: [band], band: reached, cost, edges: [], climbs: [] };
  if (start < 0) return result;
  const { cols, rows, cell, originX, originY } = map;
  const c0 = Math.max(0, Math.floor((from.x - arc.max - originX) / cell));
  const c1 = Math.min(cols - 1, Math.floor((from.x + arc.max - originX) / cell));
  const r0 = Math.max(0, Math.floor((from.y - arc.max - originY) / cell));
  const r1 = Math.min(rows - 1, Math.floor((from.y + arc.max - originY) / cell));
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const x = originX + (col + 0.5) * cell;
      const y = originY + (row + 0.5) * cell;
      const d = Math.hypot(x - from.x, y - from.y);
      if (d < arc.min - EPSILON || d > arc.max + EPSILON) continue;
      if (arc.heading !== null && d > 0) {
        const off = Math.abs(
          ((((Math.atan2(y - from.y, x - from.x) - arc.heading) % TAU) + 3 * Math.PI) % TAU) - Math.PI,
        );
        if (off > arc.turn + EPSILON) continue;
      }
      const i = row * cols + col;
      if (!clearDrive(map, start, from, { x, y })) continue;
      reached[i] = 0;
      cost[i] = d;
    }
  }
  return result;
}

const TAU = 2 * Math.PI;

/**
 * Whether the straight drive from `from` (in space `start`) to `to` enters no blocked space and
 * takes no step between spaces that a wall cuts, sampled at a quarter of a space.
 */
function clearDrive(map: MoveMap, start: number, from: Point, to: Point): boolean {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil((length / map.cell) * 4));
  let here = start;
  let col = start % map.cols;
  let row = (start - col) / map.cols;
  for (let k = 1; k <= steps; k++) {
    const x = from.x + ((to.x - from.x) * k) / steps;
    const y = from.y + ((to.y - from.y) * k) / steps;
    const nc = Math.min(map.cols - 1, Math.max(0, Math.floor((x - map.originX) / map.cell)));
    const nr = Math.min(map.rows - 1, Math.max(0, Math.floor((y - map.originY) / map.cell)));
    if (nc === col && nr === row) continue;
    const next = nr * map.cols + nc;
    if (map.blocked[next]) return false;
    const d = DIRECTIONS.findIndex(([dx, dy]) => dx === Math.sign(nc - col) && dy === Math.sign(nr - row));
    if (Math.abs(nc - col) > 1 || Math.abs(nr - row) > 1 || d < 0 || map.walls[here]! & (1 << d)) return false;
    here = next;
    col = nc;
    row = nr;
  }
  return true;
}
