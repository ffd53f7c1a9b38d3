/**
 * Loot and riders thrown off a vehicle (necromunda-movement.md § Fighters & Loot on Moving
 * Vehicles): which vehicle a model stands on, its designated transport area, and where a model
 * thrown off lands. Internal to the moves (not exported by the engine's index); unchecked, as its
 * callers read snapshots the adapter built. Pure; ruleset units.
 * @module
 */
import type { Effect } from "../effects";
import { areaGap, clearOfAreas } from "../scene/shapes";
import { stopShortOfWalls } from "../scene/walls";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, Point, RegionSnapshot, SceneSnapshot } from "../scene";
import { footprintAt, pointInRect } from "../scene/query";

/** The vehicle whose footprint a model's centre stands on, at or above its elevation, or undefined. */
export function vehicleUnder(snapshot: SceneSnapshot, model: ModelSnapshot): ModelSnapshot | undefined {
  return snapshot.models.find(
    (m) =>
      m.id !== model.id &&
      m.kind === "vehicle" &&
      pointInRect(model.base, footprintAt(m, m.base)) &&
      model.elevation >= m.elevation - 1e-9,
  );
}

/**
 * Whether a point on a vehicle lies in its designated transport area (§ Fighters & Loot on Moving
 * Vehicles): its whole deck, or the half of its footprint behind its centre (its rear, by its
 * facing; the whole deck when its facing is unknown). None without a transport area.
 */
export function inTransportArea(vehicle: ModelSnapshot, point: Point): boolean {
  const area = vehicle.transportArea;
  if (area !== "deck" && area !== "rear") return false;
  if (!pointInRect(point, footprintAt(vehicle, vehicle.base))) return false;
  if (area === "deck" || vehicle.facing === undefined) return true;
  const ahead =
    (point.x - vehicle.base.x) * Math.cos(vehicle.facing) + (point.y - vehicle.base.y) * Math.sin(vehicle.facing);
  return ahead < 0;
}

/**
 * A model thrown `away` (1") clear of a vehicle's base at `angle` (§ Fighters & Loot on Moving Vehicles), at
 * the vehicle's elevation; out of impassable terrain by the shortest way; with the edge test when
 * it lands near a platform's edge.
 */
export function landOff(
  snapshot: SceneSnapshot,
  model: ModelSnapshot,
  vehicle: ModelSnapshot,
  angle: number,
  away: number,
  ruleset: Ruleset | undefined,
): Effect[] {
  const reach = vehicle.base.radius + model.base.radius + away;
  const thrown = { x: vehicle.base.x + Math.cos(angle) * reach, y: vehicle.base.y + Math.sin(angle) * reach };
  // A wall between the vehicle and the landing stops it short, its base against the wall.
  const landing = stopShortOfWalls(snapshot.walls, vehicle.base, thrown, model.base.radius).to;
  const solid = ruleset ? impassableAreas(snapshot, ruleset, vehicle.elevation) : [];
  const to = clearOfAreas(landing, model.base.radius, solid);
  const effects: Effect[] = [{ type: "move", model: model.id, to, elevation: vehicle.elevation }];
  const call =
    ruleset && model.kind === "character"
      ? edgeCallAt(snapshot, ruleset, to, model.base.radius, vehicle.elevation)
      : undefined;
  if (call) effects.push({ type: "test", model: model.id, call });
  return effects;
}

/** The regions the ruleset cannot cross (cost Infinity) that hold this elevation. */
function impassableAreas(snapshot: SceneSnapshot, ruleset: Ruleset, elevation: number): RegionSnapshot[] {
  const terrain = ruleset.terrain;
  if (!terrain) return [];
  return snapshot.regions.filter(
    (r) =>
      r.area !== null &&
      (r.bottom === null || elevation >= r.bottom - 1e-9) &&
      (r.top === null || elevation < r.top + 1e-9) &&
      terrain.costMultiplier(r.terrain.map((t) => t.condition)) === Infinity,
  );
}

/**
 * The edge test of a model landing at `at` (§ Falling Damage: a faller landing within ½" of a
 * platform's edge tests Initiative again, or falls further): the first region with an edge test and a drop
 * within the ruleset's edge distance of the base, at or below the landing's elevation's level.
 */
function edgeCallAt(snapshot: SceneSnapshot, ruleset: Ruleset, at: Point, radius: number, elevation: number) {
  const edgeTest = ruleset.terrain?.edgeTest;
  const distance = ruleset.structures?.edgeDistance;
  if (!edgeTest || distance === undefined) return undefined;
  for (const region of snapshot.regions) {
    if (!region.area || elevation < (region.bottom ?? -Infinity)) continue;
    for (const terrain of region.terrain) {
      if (!edgeTest([terrain.condition]) || !(terrain.height > 0)) continue;
      if (areaGap({ ...at, radius }, region) <= distance + 1e-9) {
        return ruleset.tests.buildTest({ kind: "edgeFall", distance: terrain.height, railing: terrain.railing });
      }
    }
  }
  return undefined;
}
