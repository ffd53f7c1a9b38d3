/**
 * Where falls end (necromunda-movement.md § Falling on Other Models, § Fighters & Loot on Moving
 * Vehicles): who a faller landed on, where it goes off them, and where a rider thrown from a
 * vehicle lands. Pure; ruleset units.
 * @module
 */
import type { Effect } from "../effects";
import { baseGap, inBaseContact, pushAside } from "../geometry/engagement";
import type { Ruleset } from "../ruleset";
import type { Point, SceneSnapshot } from "../scene";
import * as check from "../geometry/validate";
import { inTransportArea, landOff, vehicleUnder } from "./loot";
import { areEnemies } from "../scene/query";
import { checkSceneSnapshot, findModel, findRegion, footprintMoved } from "../scene/check";
import { endsOf } from "./involuntary";
import { checkRuleset } from "./ruleset-check";
import { edgeNear } from "./structures";
import { nearestWhollyInside } from "../scene/shapes";

/** How far from the vehicle a rider that fails to hold on lands (§ Fighters & Loot on Moving Vehicles), ruleset units of inches. */
export const FALL_OFF_DISTANCE = 1;

/** A model a faller landed on. */
export interface LandedOn {
  /** Its token id. */
  readonly model: string;
  /** An enemy: the faller ends 1" away from it (unless someone involved is Seriously Injured). */
  readonly enemy: boolean;
}

/**
 * The models a fallen model landed on (§ Falling on Other Models): bases overlapping its own in
 * plan, standing no higher than half a grid space above it. Empty when the model is not on the
 * snapshot.
 * @throws {TypeError|RangeError} when the snapshot is malformed (the first wrong member named) or
 *   the model id is not a string
 */
export function landingsAfterFall(snapshot: SceneSnapshot, modelId: string): LandedOn[] {
  checkSceneSnapshot(snapshot);
  const faller = findModel(snapshot, check.string(modelId, "modelId"));
  if (!faller) return [];
  const top = faller.elevation + snapshot.gridStep / 2;
  return snapshot.models
    .filter((m) => m.id !== faller.id && m.elevation <= top + 1e-9 && baseGap(faller.base, m.base) < -1e-6)
    .map((m) => ({ model: m.id, enemy: areEnemies(faller.disposition, m.disposition) }));
}

/**
 * What a fall that landed on other models does once its test is failed (§ Falling on Other Models):
 * the faller is moved off the first of them by the shortest way — 1" clear (the ruleset's
 * engagement zone) when it is an enemy and no one involved is Seriously Injured (does not hold the
 * zone) — and the fighters involved (the faller and those it landed on; not vehicles) are Pinned
 * (`prone`).
 * @param landedOn the token ids it landed on, as the card stored them ({@link landingsAfterFall});
 *   ids not on the snapshot are left out
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed (the first wrong
 *   member named), the model id is not a string or `landedOn` is not a list of strings
 */
export function applyFallEffects(
  snapshot: SceneSnapshot,
  modelId: string,
  landedOn: readonly string[],
  ruleset: Ruleset,
): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(modelId, "modelId");
  check.array(landedOn, "landedOn").forEach((id, i) => check.string(id, `landedOn[${i}]`));
  checkRuleset(ruleset);
  const faller = findModel(snapshot, modelId);
  if (!faller) return [];
  const effects: Effect[] = [];
  const under = landedOn.map((id) => findModel(snapshot, id)).filter((m) => m !== undefined);
  const first = under[0];
  if (first) {
    const engagement = ruleset.engagement;
    const injured = engagement ? [faller, first].some((m) => m.kind === "character" && !engagement.holds(m)) : true;
    // 1" clear only of an enemy fighter (§ Falling on Other Models); off a vehicle by the shortest way.
    const held = first.kind === "character" && areEnemies(faller.disposition, first.disposition) && !injured;
    const to = pushAside([first.base], first.base.radius, faller.base, held ? (engagement?.zone ?? 0) : 0);
    if (to) effects.push({ type: "move", model: faller.id, to });
  }
  // Fighters: all involved are Pinned (vehicles are not).
  for (const model of [faller, ...under]) {
    if (model.kind === "character") effects.push({ type: "status", model: model.id, status: "prone", active: true });
  }
  return effects;
}

/**
 * Where a rider that failed to hold on lands (§ Fighters & Loot on Moving Vehicles: 1" off the
 * vehicle, in a random direction): 1" clear of the base of the vehicle whose footprint its
 * centre is on, at `angle`, at the vehicle's elevation; then it is Pinned as any fall. Landing in
 * impassable terrain (regions the ruleset cannot cross, at that elevation) moves it the shortest
 * distance to a place clear of them (walls are not in the snapshot). Landing within the ruleset's
 * edge distance (½") of a platform's edge with a drop posts the edge test not to fall again.
 * Loot in base contact with the rider falls with it unless it is in the vehicle's transport area
 * or in base contact with another fighter still on the vehicle (Stride ruling), each piece at
 * `angle` plus a quarter turn per piece.
 * @param angle the direction, radians (0 along +x, clockwise; the caller rolls it)
 * @param ruleset the active ruleset (for impassable terrain and the edge test); absent: neither
 * @returns no effects when the rider stands on no vehicle
 * @throws {TypeError|RangeError} when the snapshot is malformed (the first wrong member named), the
 *   rider id is not a string or the angle is not a finite number
 */
export function fallOffVehicleEffects(
  snapshot: SceneSnapshot,
  riderId: string,
  angle: number,
  ruleset?: Ruleset,
): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(riderId, "riderId");
  check.finite(angle, "angle");
  if (ruleset !== undefined) checkRuleset(ruleset);
  const rider = findModel(snapshot, riderId);
  if (!rider) return [];
  const vehicle = vehicleUnder(snapshot, rider);
  if (!vehicle) return [];
  // A fall is involuntary: a rider landing within 1" of an enemy goes on out of its zone (§ Involuntary Move).
  const landed = landOff(snapshot, rider, vehicle, angle, FALL_OFF_DISTANCE, ruleset);
  const effects = ruleset ? endsOf(snapshot, landed, ruleset) : landed;
  effects.push({ type: "status", model: rider.id, status: "prone", active: true });
  const others = snapshot.models.filter(
    (m) => m.kind === "character" && m.id !== rider.id && vehicleUnder(snapshot, m) === vehicle,
  );
  let piece = 0;
  for (const loot of snapshot.models) {
    if (loot.kind !== "loot" || vehicleUnder(snapshot, loot) !== vehicle) continue;
    if (!inBaseContact(loot.base, rider.base) || inTransportArea(vehicle, loot.base)) continue;
    if (others.some((m) => inBaseContact(loot.base, m.base))) continue;
    piece++;
    effects.push(...landOff(snapshot, loot, vehicle, angle + (piece * Math.PI) / 2, FALL_OFF_DISTANCE, ruleset));
  }
  return effects;
}

/** Where a model that fell at an edge lands, and the scene with it there. */
export interface FallLanding {
  /** The region it fell into (the terrain with the edge test). */
  readonly region: string;
  /** Its base's centre where it lands, ruleset units. */
  readonly to: Point;
  /** Its elevation there: its own less the terrain's drop, not below 0; ruleset units. */
  readonly elevation: number;
  /** The snapshot with the model at its landing (base, footprint, elevation), to ask who it landed on. */
  readonly snapshot: SceneSnapshot;
}

/**
 * Where a model that failed a fall test at the edge of terrain with a drop lands (§ Leaping Gaps:
 * it drops straight to the level below, the shortest way; § Falling Hazards):
 * the terrain is the edge it stands at (edgeNear: a region with the ruleset's edge test, base within
 * the edge distance, the model at or above the region's bottom); it lands at the nearest point
 * where its base lies wholly over that region's area (the area's middle across a side narrower
 * than the base), the drop lower (Stride ruling: the next level down is the drop below where it
 * stood). Null when it stands at no such edge or the drop is 0: it falls where it stands (a jump
 * down already landed). Ask {@link landingsAfterFall} and {@link applyFallEffects} on the returned
 * snapshot for who it landed on; the caller moves it there first (a forced move).
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed (the first wrong
 *   member named) or the model id is not a string
 */
export function fallLanding(snapshot: SceneSnapshot, modelId: string, ruleset: Ruleset): FallLanding | null {
  const edge = edgeNear(snapshot, modelId, ruleset);
  const model = findModel(snapshot, modelId);
  const region = edge && findRegion(snapshot, edge.region);
  const area = region?.area;
  if (!edge || !model || !region || !area || !(edge.drop > 0)) return null;
  const r = model.base.radius;
  const clampInto = (value: number, start: number, size: number) =>
    size >= 2 * r ? Math.min(Math.max(value, start + r), start + size - r) : start + size / 2;
  // An upright box: clamped into it, its middle across a side narrower than the base; exact
  // polygons: the nearest point where the base lies wholly over them.
  const to = (region.polygons && nearestWhollyInside(region, model.base, r)) || {
    x: clampInto(model.base.x, area.x, area.width),
    y: clampInto(model.base.y, area.y, area.height),
  };
  const elevation = Math.max(0, model.elevation - edge.drop);
  const landed = { ...model, base: { ...model.base, ...to }, footprint: footprintMoved(model, to), elevation };
  return {
    region: edge.region,
    to,
    elevation,
    snapshot: { ...snapshot, models: snapshot.models.map((m) => (m === model ? landed : m)) },
  };
}
