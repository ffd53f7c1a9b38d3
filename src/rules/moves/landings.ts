/**
 * Where falls end (necromunda-movement.md § Falling on Other Models, § Fighters & Loot on Moving
 * Vehicles): who a faller landed on, where it goes off them, and where a rider thrown from a
 * vehicle lands. Pure; ruleset units.
 * @module
 */
import type { Effect } from "../effects";
import { baseGap, inBaseContact, pushAside } from "../geometry/engagement";
import type { Ruleset } from "../ruleset";
import type { SceneSnapshot } from "../scene";
import * as check from "../geometry/validate";
import { inTransportArea, landOff, vehicleUnder } from "./loot";
import { areEnemies } from "./scene-query";
import { checkRuleset, checkSceneSnapshot, findModel, string } from "./scene-check";

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
  const faller = findModel(snapshot, string(modelId, "modelId"));
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
  string(modelId, "modelId");
  check.array(landedOn, "landedOn").forEach((id, i) => string(id, `landedOn[${i}]`));
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
 * Where a rider that failed to hold on lands (§ Fighters & Loot on Moving Vehicles: 1" away from
 * the vehicle in a random direction): 1" clear of the base of the vehicle whose footprint its
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
  string(riderId, "riderId");
  check.finite(angle, "angle");
  if (ruleset !== undefined) checkRuleset(ruleset);
  const rider = findModel(snapshot, riderId);
  if (!rider) return [];
  const vehicle = vehicleUnder(snapshot, rider);
  if (!vehicle) return [];
  const effects = landOff(snapshot, rider, vehicle, angle, FALL_OFF_DISTANCE, ruleset);
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
