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

/** Slack at a zone's edge, ruleset units. */
const EDGE = 1e-6;

/** Whether two models are on opposing sides (friendly and hostile), as scene/query.ts areEnemies, never throwing. */
const enemies = (a: ModelSnapshot, b: ModelSnapshot) =>
  (a.disposition === "friendly" && b.disposition === "hostile") ||
  (a.disposition === "hostile" && b.disposition === "friendly");

/** An enemy's zone as a circle in plan: the mover's centre must stay `reach` from `centre`. */
interface Zone {
  readonly x: number;
  readonly y: number;
  readonly reach: number;
}

/** The zones a held mover of `radius` at `elevation` must keep out of (3D gap: the height is one leg). */
function zonesAgainst(
  snapshot: SceneSnapshot,
  mover: ModelSnapshot,
  elevation: number,
  ruleset: Pick<Ruleset, "engagement">,
): Zone[] {
  const engagement = ruleset.engagement;
  if (!engagement || !engagement.isHeld(mover) || !engagement.holds(mover)) return [];
  const zones: Zone[] = [];
  for (const m of snapshot.models) {
    if (m.id === mover.id || !enemies(mover, m) || !engagement.holds(m)) continue;
    const rise = Math.abs(m.elevation - elevation);
    if (rise >= engagement.zone) continue;
    const plan = Math.sqrt(engagement.zone * engagement.zone - rise * rise);
    zones.push({ x: m.base.x, y: m.base.y, reach: mover.base.radius + m.base.radius + plan });
  }
  return zones;
}

/** The points where two zone circles cross. */
function crossings(a: Zone, b: Zone): Point[] {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  if (d === 0 || d > a.reach + b.reach || d < Math.abs(a.reach - b.reach)) return [];
  const along = (a.reach * a.reach - b.reach * b.reach + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, a.reach * a.reach - along * along));
  const [ux, uy] = [(b.x - a.x) / d, (b.y - a.y) / d];
  const [mx, my] = [a.x + ux * along, a.y + uy * along];
  return [
    { x: mx - uy * h, y: my + ux * h },
    { x: mx + uy * h, y: my - ux * h },
  ];
}

/**
 * The nearest point to `at` outside every zone: `at` when already outside; else the nearest of the
 * points pushed straight out of one zone and the points where two zones' edges cross (the nearest
 * point outside a union of circles is one of those), that lies outside all of them.
 */
function outsideZones(at: Point, zones: readonly Zone[]): Point {
  const inside = (p: Point, z: Zone) => Math.hypot(p.x - z.x, p.y - z.y) < z.reach - EDGE;
  const holding = zones.filter((z) => inside(at, z));
  if (!holding.length) return at;
  // Only zones within reach of the ones it is in can bound the answer.
  const near = zones.filter((z) => holding.some((h) => Math.hypot(h.x - z.x, h.y - z.y) <= h.reach + z.reach));
  const candidates: Point[] = [];
  for (const z of near) {
    const d = Math.hypot(at.x - z.x, at.y - z.y);
    const [ux, uy] = d > 0 ? [(at.x - z.x) / d, (at.y - z.y) / d] : [1, 0];
    candidates.push({ x: z.x + ux * (z.reach + EDGE), y: z.y + uy * (z.reach + EDGE) });
  }
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      for (const p of crossings(near[i]!, near[j]!)) {
        // Nudged out of both circles so the slack does not count it inside.
        const push = (q: Point, z: Zone) => {
          const d = Math.hypot(q.x - z.x, q.y - z.y) || 1;
          return { x: q.x + ((q.x - z.x) / d) * EDGE, y: q.y + ((q.y - z.y) / d) * EDGE };
        };
        candidates.push(push(push(p, near[i]!), near[j]!));
      }
    }
  }
  let best: Point | null = null;
  let bestDistance = Infinity;
  for (const p of candidates) {
    if (zones.some((z) => inside(p, z))) continue;
    const d = Math.hypot(p.x - at.x, p.y - at.y);
    if (d < bestDistance) [best, bestDistance] = [p, d];
  }
  return best ?? at;
}

/**
 * Where a model involuntarily moved to `at` ends (§ Involuntary Move): `at` itself, unless it is a
 * fighter the ruleset's engagement holds off and `at` lies within the zone of an enemy that holds
 * one; then the nearest point the zone's depth from every such enemy (plan gap and height
 * combined, as the 1" rule measures). Other models stand where the snapshot has them.
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
  return outsideZones(at, zonesAgainst(snapshot, model, elevation ?? model.elevation, ruleset));
}

/**
 * A list of effects with every forced move of a held fighter ended as {@link involuntaryEnd} has
 * it, against the other models where the list leaves them (each model's last move counts). Other
 * effects pass unchanged, in order.
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

/** {@link involuntaryEnds} for input already checked. */
export function endsOf(
  snapshot: SceneSnapshot,
  effects: readonly Effect[],
  ruleset: Pick<Ruleset, "engagement">,
): Effect[] {
  if (!ruleset.engagement || !effects.some((e) => e?.type === "move")) return [...effects];
  const last = new Map<string, MoveEffect>();
  for (const e of effects) if (e?.type === "move") last.set(e.model, e);
  // The table as the moves leave it.
  const after: SceneSnapshot = {
    ...snapshot,
    models: snapshot.models.map((m) => {
      const move = last.get(m.id);
      if (!move) return m;
      return {
        ...m,
        base: { ...m.base, x: move.to.x, y: move.to.y },
        elevation: move.elevation ?? m.elevation,
      };
    }),
  };
  return effects.map((e) => {
    if (e?.type !== "move" || last.get(e.model) !== e) return e;
    const model = findModel(after, e.model);
    if (!model) return e;
    const to = outsideZones(e.to, zonesAgainst(after, model, model.elevation, ruleset));
    return to === e.to ? e : { ...e, to };
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
