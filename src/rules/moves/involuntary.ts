/**
 * After an involuntary move (necromunda-movement.md § Involuntary Move): a fighter moved against its
 * will that ends within an enemy's engagement zone (1") is moved by the shortest route until it is
 * the zone's depth away, unless it or that enemy is Prone and Seriously Injured (the ruleset's
 * engagement `holds`/`isHeld`: a Seriously Injured fighter holds no zone). Forced moves carried out
 * from a test's outcome (`shove`, capabilities/outcomes.ts) end the same way. Pure; ruleset units.
 * @module
 */
import type { Effect, MoveEffect } from "../effects";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, Point, SceneSnapshot } from "../scene";
import type { Shove } from "../scene/shove";
import * as check from "../geometry/validate";
import { checkSceneSnapshot, findModel } from "../scene/check";
import { checkRuleset } from "./ruleset-check";
import { solidAt, standingAccepts } from "./standing";
import { Circles, outsideZones, Table, type Circle, type Room } from "./involuntary-search";

/**
 * The room a `mover` shifted from `at` at `elevation` has on `snapshot` besides the circles: the
 * walls, the terrain at that level (moves/standing.ts) and the table's bounds. Exported for the
 * exhaustive reference search the tests compare with (tests/support/involuntary-reference.ts).
 */
export function roomOf(
  snapshot: SceneSnapshot,
  mover: ModelSnapshot,
  at: Point,
  elevation: number,
  ruleset: Pick<Ruleset, "terrain">,
): Room {
  const radius = mover.base.radius;
  const walls: { a: Point; b: Point }[] = [...(snapshot.walls ?? [])];
  const stands = standingAccepts(snapshot, elevation, ruleset, { from: at, ground: "ifStanding" });
  const bounds = snapshot.bounds;
  const boxes = solidAt(snapshot, elevation, ruleset).map((r) => r.area!);
  const pivots: Circle[] = [];
  for (const box of bounds ? [bounds, ...boxes] : boxes) {
    const [left, top, right, bottom] = [box.x, box.y, box.x + box.width, box.y + box.height];
    if (box !== bounds) {
      for (const [x, y] of [
        [left, top],
        [right, top],
        [right, bottom],
        [left, bottom],
      ] as const) {
        pivots.push({ x, y, reach: radius });
      }
    }
    walls.push(
      { a: { x: left, y: top }, b: { x: right, y: top } },
      { a: { x: right, y: top }, b: { x: right, y: bottom } },
      { a: { x: right, y: bottom }, b: { x: left, y: bottom } },
      { a: { x: left, y: bottom }, b: { x: left, y: top } },
    );
  }
  const accepts = (p: Point) =>
    (!bounds ||
      (p.x - radius >= bounds.x - 1e-9 &&
        p.y - radius >= bounds.y - 1e-9 &&
        p.x + radius <= bounds.x + bounds.width + 1e-9 &&
        p.y + radius <= bounds.y + bounds.height + 1e-9)) &&
    stands({ x: p.x, y: p.y, radius });
  return { pivots, walls, radius, accepts };
}

/**
 * Where `mover`, one of `table`'s models, moved to `at` at `elevation` ends ({@link involuntaryEnd}):
 * the models where `table` has them, the walls, regions and bounds of `snapshot`.
 */
function shiftEnd(
  snapshot: SceneSnapshot,
  table: Table,
  mover: ModelSnapshot,
  at: Point,
  elevation: number,
  ruleset: Pick<Ruleset, "engagement" | "terrain">,
): Point {
  const engagement = ruleset.engagement;
  if (!engagement || !engagement.isHeld(mover) || !engagement.holds(mover)) return at;
  const circles = new Circles(
    table,
    mover,
    at,
    elevation,
    engagement,
    snapshot.walls ?? [],
    snapshot.gridStep / 2 + 1e-9,
  );
  return outsideZones(at, circles, () => roomOf(snapshot, mover, at, elevation, ruleset));
}

/**
 * Where a model involuntarily moved to `at` ends (§ Involuntary Move): `at` itself, unless it is a
 * fighter the ruleset's engagement holds off and `at` lies within the zone of an enemy that holds
 * one; then the nearest point the zone's depth from every such enemy (plan gap and height
 * combined, as the 1" rule measures) where its base fits: off other fighters' bases, walls,
 * obstacles and impassable ground at its level, with no wall crossed from `at`, on the table, and
 * on the level it stands on. Other models stand where the snapshot has them.
 * @param elevation where it ends in height; its own elevation when absent
 * @returns `at` unchanged for a model not on the snapshot, a ruleset without engagement zones, or no
 *   point found
 * @throws {TypeError|RangeError} when the snapshot or ruleset is malformed (the first wrong member
 *   named), the id is not a string, or `at` or the elevation is not finite
 */
export function involuntaryEnd(
  snapshot: SceneSnapshot,
  modelId: string,
  at: Point,
  ruleset: Ruleset,
  elevation?: number,
): Point {
  checkSceneSnapshot(snapshot);
  check.string(modelId, "modelId");
  check.point(at, "at");
  if (elevation !== undefined) check.finite(elevation, "elevation");
  checkRuleset(ruleset);
  const model = findModel(snapshot, modelId);
  if (!model) return at;
  return shiftEnd(snapshot, new Table(snapshot), model, at, elevation ?? model.elevation, ruleset);
}

/**
 * A list of effects with every forced move of a held fighter ended as {@link involuntaryEnd} has
 * it, against the other models where the list leaves them (each model's last move counts), one
 * after another in the list's order: a fighter shifted earlier counts where its shift ended, so two
 * fighters moved aside to one spot do not both shift to one point. Other effects pass unchanged,
 * in order.
 * @throws {TypeError|RangeError} as {@link involuntaryEnd}, or when `effects` is not a list of
 *   objects or a move among them has no model id, a point that is not finite or such an elevation
 */
export function involuntaryEnds(snapshot: SceneSnapshot, effects: readonly Effect[], ruleset: Ruleset): Effect[] {
  checkSceneSnapshot(snapshot);
  check.array(effects, "effects").forEach((e, i) => {
    check.object(e, `effects[${i}]`);
    if (e.type !== "move") return;
    check.string(e.model, `effects[${i}].model`);
    check.point(e.to, `effects[${i}].to`);
    if (e.elevation !== undefined) check.finite(e.elevation, `effects[${i}].elevation`);
  });
  checkRuleset(ruleset);
  return endsOf(snapshot, effects, ruleset);
}

/**
 * {@link involuntaryEnds} for input already checked. `context` holds the other effects of the same
 * move (the mover's own, its riders carried, models pushed): their moves place the other models on
 * the table the shifts are measured against, but they are not returned or shifted.
 */
export function endsOf(
  snapshot: SceneSnapshot,
  effects: readonly Effect[],
  ruleset: Pick<Ruleset, "engagement" | "terrain">,
  context: readonly Effect[] = [],
): Effect[] {
  if (!ruleset.engagement || !effects.some((e) => e?.type === "move")) return [...effects];
  const last = new Map<string, MoveEffect>();
  for (const e of [...context, ...effects]) if (e?.type === "move") last.set(e.model, e);
  // The table as the moves leave it.
  const table = new Table(snapshot, last);
  const byId = new Map<string, ModelSnapshot>();
  for (const m of table.moved()) if (!byId.has(m.id)) byId.set(m.id, m);
  return effects.map((e) => {
    if (e?.type !== "move" || last.get(e.model) !== e) return e;
    const model = byId.get(e.model);
    if (!model) return e;
    const to = shiftEnd(snapshot, table, model, e.to, model.elevation, ruleset);
    if (to === e.to) return e;
    table.settle(e.model, to);
    return { ...e, to };
  });
}

/**
 * The forced move a `shove` consequence carries out (capabilities/outcomes.ts): the model goes by
 * the stored offset from where it stands, then out of any enemy's zone ({@link involuntaryEnd}).
 * No effects when the model is not on the snapshot or the offset is nothing.
 * @throws {TypeError|RangeError} when the snapshot or ruleset is malformed (the first wrong member
 *   named), or the shove's model is not a string or an offset not finite
 */
export function shoveEffects(snapshot: SceneSnapshot, shove: Shove, ruleset: Ruleset): Effect[] {
  checkSceneSnapshot(snapshot);
  check.object(shove, "shove");
  check.string(shove.model, "shove.model");
  check.finite(shove.dx, "shove.dx");
  check.finite(shove.dy, "shove.dy");
  checkRuleset(ruleset);
  const model = findModel(snapshot, shove.model);
  if (!model || (shove.dx === 0 && shove.dy === 0)) return [];
  return endsOf(
    snapshot,
    [{ type: "move", model: model.id, to: { x: model.base.x + shove.dx, y: model.base.y + shove.dy } }],
    ruleset,
  );
}
