/**
 * Where falls end (necromunda-movement.md § Falling on Other Models, § Fighters & Loot on Moving
 * Vehicles): who a faller landed on, where it goes off them, and where a rider thrown from a
 * vehicle lands. Pure; ruleset units.
 * @module
 */
import type { Effect } from "../effects";
import { baseGap, pushAside } from "../geometry/engagement";
import type { Ruleset } from "../ruleset";
import type { SceneSnapshot } from "../scene";
import * as check from "../geometry/validate";
import { areEnemies } from "./scene-query";
import { checkRuleset, checkSceneSnapshot, findModel, footprintMoved, inRect, string } from "./scene-check";

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
 * impassable terrain is not moved on (the snapshot knows no walls); the card says where it ends.
 * @param angle the direction, radians (0 along +x, clockwise; the caller rolls it)
 * @returns no effects when the rider stands on no vehicle
 * @throws {TypeError|RangeError} when the snapshot is malformed (the first wrong member named), the
 *   rider id is not a string or the angle is not a finite number
 */
export function fallOffVehicleEffects(snapshot: SceneSnapshot, riderId: string, angle: number): Effect[] {
  checkSceneSnapshot(snapshot);
  string(riderId, "riderId");
  check.finite(angle, "angle");
  const rider = findModel(snapshot, riderId);
  if (!rider) return [];
  const vehicle = snapshot.models.find(
    (m) => m.id !== rider.id && m.kind === "vehicle" && inRect(rider.base, footprintMoved(m, m.base)),
  );
  if (!vehicle) return [];
  const reach = vehicle.base.radius + rider.base.radius + FALL_OFF_DISTANCE;
  const to = { x: vehicle.base.x + Math.cos(angle) * reach, y: vehicle.base.y + Math.sin(angle) * reach };
  return [
    { type: "move", model: rider.id, to, elevation: vehicle.elevation },
    { type: "status", model: rider.id, status: "prone", active: true },
  ];
}
