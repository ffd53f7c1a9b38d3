/**
 * What a model's statuses set off at the start of its turn (StatusesCapability.turnStart; opend6:
 * a vehicle that lost control keeps going straight at its speed for a round, d6-movement.txt
 * § Stunts). Pure; ruleset units; the adapter's executor carries the effects out.
 * @module
 */
import type { Effect } from "../effects";
import type { Ruleset } from "../ruleset";
import type { Point, SceneSnapshot } from "../scene";
import type { MovementProfile } from "../types";
import type { SceneWeather } from "../capabilities";
import * as check from "../geometry/validate";
import { basesAlongPath } from "../geometry/engagement";
import { checkSceneSnapshot, conditionsHolding, findModel } from "../scene/check";
import { checkRuleset } from "./ruleset-check";
import { wallDistance } from "../scene/walls";
import { isFiniteNumber } from "../scene/numbers";

/** How far along the ray the centre stays inside the scene's bounds (Infinity without bounds). */
function boundsAlong(from: Point, dx: number, dy: number, snapshot: SceneSnapshot): number {
  const b = snapshot.bounds;
  const along = (p: number, d: number, low: number, size: number) =>
    d > 1e-12 ? (low + size - p) / d : d < -1e-12 ? (low - p) / d : Infinity;
  return b ? Math.max(0, Math.min(along(from.x, dx, b.x, b.width), along(from.y, dy, b.y, b.height))) : Infinity;
}

/**
 * The effects a model's statuses set off at the start of its turn: the ruleset's
 * StatusesCapability.turnStart is asked with the model's active status ids, its profile, its
 * facing and the terrain conditions holding at its base; a `drive` becomes a forced move straight
 * along the heading for the distance, stopped where its base first touches a wall that blocks
 * movement (the snapshot's `walls`), another model's base on its level (half a grid space in height)
 * or where its centre would leave the scene's bounds; then the counters it sets and the statuses
 * it clears; a `panic` request becomes a collision card against its own team's panic (the model
 * the one side); each of `tests` a test card the model takes (built by the ruleset's buildTest).
 * @param mover the model's token id
 * @param model `statuses` the active status ids; `profile` its movement profile; `weather` the
 *   weather its scene stores, when any (passed on to the ruleset)
 * @returns none when the model is not on the scene or the ruleset has no turnStart
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed, `mover` is not a
 *   string, `statuses` not a list, or as the ruleset's turnStart
 */
export function statusTurnStartEffects(
  snapshot: SceneSnapshot,
  mover: string,
  model: {
    readonly statuses: readonly string[];
    readonly profile: MovementProfile;
    readonly weather?: SceneWeather;
    readonly round?: number;
  },
  ruleset: Ruleset,
): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(mover, "mover");
  checkRuleset(ruleset);
  check.record(model, "model");
  check.array(model.statuses, "model.statuses");
  const found = findModel(snapshot, mover);
  const turnStart = ruleset.statuses?.turnStart;
  if (!found || !turnStart) return [];
  const answer = turnStart({
    statuses: model.statuses,
    profile: model.profile,
    ...(found.facing !== undefined ? { facing: found.facing } : {}),
    conditions: conditionsHolding(snapshot, found.base, found.elevation),
    ...(model.weather !== undefined ? { weather: model.weather } : {}),
    ...(isFiniteNumber(model.round) ? { round: model.round } : {}),
  });
  if (!answer) return [];
  const effects: Effect[] = [];
  const drive = answer.drive;
  if (drive && Number.isFinite(drive.heading) && Number.isFinite(drive.distance) && drive.distance > 0) {
    const from = found.base;
    const dx = Math.cos(drive.heading);
    const dy = Math.sin(drive.heading);
    const ahead = { x: from.x + dx * drive.distance, y: from.y + dy * drive.distance };
    const reach = Math.min(
      drive.distance,
      boundsAlong(from, dx, dy, snapshot),
      wallDistance(snapshot.walls, from, ahead, from.radius),
    );
    const others = snapshot.models.filter(
      (m) => m.id !== mover && Math.abs(m.elevation - found.elevation) <= snapshot.gridStep / 2,
    );
    const to = { x: from.x + dx * reach, y: from.y + dy * reach };
    // The first base the straight line touches stops it there (bases it starts on are riders).
    const hit = basesAlongPath(
      [from, to],
      from.radius,
      others.map((m) => m.base),
      0,
    )[0];
    const went = reach * (hit ? hit.t : 1);
    // Kept to a millionth of a unit, so a drive along an axis stays on it.
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    if (went > 1e-9) {
      effects.push({ type: "move", model: mover, to: { x: round(from.x + dx * went), y: round(from.y + dy * went) } });
    }
  }
  for (const { counter, value } of answer.counters ?? [])
    effects.push({ type: "setCounter", model: mover, counter, value });
  for (const status of answer.clear ?? []) effects.push({ type: "status", model: mover, status, active: false });
  if (answer.panic) {
    const sides = [{ model: mover, request: answer.panic }];
    effects.push({ type: "collisionCard", mover, other: null, against: "panic", sides });
  }
  for (const request of answer.tests ?? []) {
    const call = ruleset.tests.buildTest(request);
    if (call) effects.push({ type: "test", model: mover, call });
  }
  return effects;
}
