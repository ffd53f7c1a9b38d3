/**
 * What a model's statuses set off at the start of its turn (StatusesCapability.turnStart; opend6:
 * a vehicle that lost control keeps going straight at its speed for a round, d6-movement.txt
 * § Stunts). Pure; ruleset units; the adapter's executor carries the effects out.
 * @module
 */
import type { Effect } from "../effects";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, Point, SceneSnapshot } from "../scene";
import type { MovementProfile } from "../types";
import * as check from "../geometry/validate";
import { checkRuleset, checkSceneSnapshot, findModel, object, string } from "./scene-check";

/**
 * How far along a ray from `from` (unit direction `dx`, `dy`) a base of `radius` first touches
 * another model's base, or Infinity when it never does or already overlaps it (a rider on the deck).
 */
function contactAlong(from: Point, dx: number, dy: number, radius: number, other: ModelSnapshot): number {
  const reach = radius + other.base.radius;
  const ox = other.base.x - from.x;
  const oy = other.base.y - from.y;
  const c = ox * ox + oy * oy - reach * reach;
  if (c <= 0) return Infinity;
  const b = ox * dx + oy * dy;
  const disc = b * b - c;
  if (b <= 0 || disc < 0) return Infinity;
  return b - Math.sqrt(disc);
}

/** How far along the ray the centre stays inside the scene's bounds (Infinity without bounds). */
function boundsAlong(from: Point, dx: number, dy: number, snapshot: SceneSnapshot): number {
  const b = snapshot.bounds;
  if (!b) return Infinity;
  let t = Infinity;
  if (dx > 1e-12) t = Math.min(t, (b.x + b.width - from.x) / dx);
  if (dx < -1e-12) t = Math.min(t, (b.x - from.x) / dx);
  if (dy > 1e-12) t = Math.min(t, (b.y + b.height - from.y) / dy);
  if (dy < -1e-12) t = Math.min(t, (b.y - from.y) / dy);
  return Math.max(0, t);
}

/**
 * The effects a model's statuses set off at the start of its turn: the ruleset's
 * StatusesCapability.turnStart is asked with the model's active status ids, its profile and its
 * facing; a `drive` becomes a forced move straight along the heading for the distance, stopped
 * where its base first touches another model's base on its level (half a grid space in height)
 * or where its centre would leave the scene's bounds; then the counters it sets and the statuses
 * it clears.
 * @param mover the model's token id
 * @param model `statuses` the active status ids; `profile` its movement profile
 * @returns none when the model is not on the scene or the ruleset has no turnStart
 * @throws {TypeError|RangeError} when the snapshot or the ruleset is malformed, `mover` is not a
 *   string, `statuses` not a list of strings, or as the ruleset's turnStart
 */
export function statusTurnStartEffects(
  snapshot: SceneSnapshot,
  mover: string,
  model: { readonly statuses: readonly string[]; readonly profile: MovementProfile },
  ruleset: Ruleset,
): Effect[] {
  checkSceneSnapshot(snapshot);
  string(mover, "mover");
  checkRuleset(ruleset);
  object(model, "model");
  check.array(model.statuses, "model.statuses").forEach((s, i) => string(s, `model.statuses[${i}]`));
  const found = findModel(snapshot, mover);
  const turnStart = ruleset.statuses?.turnStart;
  if (!found || !turnStart) return [];
  const answer = turnStart({
    statuses: model.statuses,
    profile: model.profile,
    ...(found.facing !== undefined ? { facing: found.facing } : {}),
  });
  if (!answer) return [];
  const effects: Effect[] = [];
  const drive = answer.drive;
  if (drive && Number.isFinite(drive.heading) && Number.isFinite(drive.distance) && drive.distance > 0) {
    const from = found.base;
    const dx = Math.cos(drive.heading);
    const dy = Math.sin(drive.heading);
    let reach = Math.min(drive.distance, boundsAlong(from, dx, dy, snapshot));
    for (const other of snapshot.models) {
      if (other.id === mover || Math.abs(other.elevation - found.elevation) > snapshot.gridStep / 2) continue;
      reach = Math.min(reach, contactAlong(from, dx, dy, from.radius, other));
    }
    // Kept to a millionth of a unit, so a drive along an axis stays on it.
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    if (reach > 1e-9) {
      effects.push({
        type: "move",
        model: mover,
        to: { x: round(from.x + dx * reach), y: round(from.y + dy * reach) },
      });
    }
  }
  for (const { counter, value } of answer.counters ?? [])
    effects.push({ type: "setCounter", model: mover, counter, value });
  for (const status of answer.clear ?? []) effects.push({ type: "status", model: mover, status, active: false });
  return effects;
}
