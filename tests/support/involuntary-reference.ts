/**
 * The exhaustive search for the end of the shift 1" from enemies after an involuntary move
 * (necromunda-movement.md § Involuntary Move), as src/rules/moves/involuntary.ts had it before its
 * search went nearest-first: every candidate built, sorted by distance, tried in turn. Kept here
 * only as the reference the property tests hold the nearest-first search to (same answer, to the
 * last bit). Unchecked input; ruleset units.
 * @module
 */
import type { Effect, MoveEffect } from "../../src/rules/effects";
import type { Ruleset } from "../../src/rules/ruleset";
import type { ModelSnapshot, Point, SceneSnapshot } from "../../src/rules/scene";
import { findModel } from "../../src/rules/scene/check";
import { roomOf as engineRoomOf } from "../../src/rules/moves/involuntary";

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

/** The most circles (zones, bases, wall ends) whose crossings are tried: the nearest to the end. */
const NEAR_LIMIT = 48;

/** Samples around a zone's edge, tried when no exact candidate fits the table. */
const RING_SAMPLES = 72;

/** What a shifted base must keep clear of besides the zones. */
interface Room {
  /** Circles its centre must stay out of: other fighters' bases (base contact allowed) and wall ends. */
  readonly keepOut: readonly Zone[];
  /** Circles whose crossings with a zone's edge are candidates only (the corners of solid regions' boxes). */
  readonly pivots: readonly Zone[];
  /**
   * Segments the base's edge may touch but not cross (walls, the table's sides, the sides of solid
   * regions' boxes): where a zone's edge meets a line the radius off one is a candidate.
   */
  readonly walls: readonly { readonly a: Point; readonly b: Point }[];
  readonly radius: number;
  /** Whether the base may stand there (terrain, walls crossed, level, the table). */
  readonly accepts: (p: Point) => boolean;
}

/** The points where a circle meets the two lines `offset` either side of segment a–b, within its length. */
function besideSegment(z: Zone, a: Point, b: Point, offset: number): Point[] {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return [];
  const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
  const out: Point[] = [];
  for (const side of [1, -1]) {
    // The line a + n·offset + t·u, n the unit normal on this side.
    const [px, py] = [a.x - uy * offset * side, a.y + ux * offset * side];
    const along = (z.x - px) * ux + (z.y - py) * uy;
    const [fx, fy] = [px + ux * along, py + uy * along];
    const d = Math.hypot(z.x - fx, z.y - fy);
    if (d > z.reach) continue;
    const h = Math.sqrt(z.reach * z.reach - d * d);
    for (const t of [along - h, along + h]) if (t >= 0 && t <= length) out.push({ x: px + ux * t, y: py + uy * t });
  }
  return out;
}

/**
 * The nearest point to `at` outside every zone where the base fits (§ Involuntary Move: the
 * shortest route until 1" away; Stride ruling, docs/rulings.md: not into a wall, impassable or
 * obstacle ground, another fighter's base or off the table): `at` when already outside the zones;
 * else the nearest fitting candidate among the points pushed straight out of one circle (zone or
 * base), where two circles' edges cross, where a zone's edge meets a wall's side, and, failing
 * those, points sampled round each zone's edge. `at` when none fits.
 */
function outsideZones(at: Point, zones: readonly Zone[], roomFor?: () => Room): Point {
  const inside = (p: Point, z: Zone) => Math.hypot(p.x - z.x, p.y - z.y) < z.reach - EDGE;
  const holding = zones.filter((z) => inside(at, z));
  if (!holding.length) return at;
  const room = roomFor?.();
  const circles = room ? [...zones, ...room.keepOut] : zones;
  // Only circles within reach of the zones it is in can bound the exact answer; of a crowd, the
  // nearest NEAR_LIMIT (the zones it is in first), so the pairs tried stay bounded.
  const gapTo = (z: Zone) => Math.hypot(at.x - z.x, at.y - z.y) - z.reach;
  // A circle that meets a zone holding `at` has its edge within twice that zone's reach of `at`.
  const within = 2 * Math.max(...holding.map((h) => h.reach));
  const near = circles
    .map((z) => ({ z, gap: gapTo(z) }))
    .filter(({ z, gap }) => gap <= within && holding.some((h) => Math.hypot(h.x - z.x, h.y - z.y) <= h.reach + z.reach))
    .sort((a, b) => a.gap - b.gap)
    .slice(0, NEAR_LIMIT)
    .map(({ z }) => z);
  const nearZones = near.filter((z) => zones.includes(z));
  // Nudged out of a circle so the slack does not count it inside.
  const push = (q: Point, z: Zone) => {
    const d = Math.hypot(q.x - z.x, q.y - z.y) || 1;
    return { x: q.x + ((q.x - z.x) / d) * EDGE, y: q.y + ((q.y - z.y) / d) * EDGE };
  };
  const candidates: Point[] = [];
  for (const z of near) {
    const d = Math.hypot(at.x - z.x, at.y - z.y);
    const [ux, uy] = d > 0 ? [(at.x - z.x) / d, (at.y - z.y) / d] : [1, 0];
    candidates.push({ x: z.x + ux * (z.reach + EDGE), y: z.y + uy * (z.reach + EDGE) });
  }
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      for (const p of crossings(near[i]!, near[j]!)) candidates.push(push(push(p, near[i]!), near[j]!));
    }
  }
  if (room) {
    for (const z of nearZones) {
      for (const c of room.pivots) {
        for (const p of crossings(z, c)) candidates.push(push(push(p, z), c));
      }
      for (const w of room.walls)
        candidates.push(...besideSegment(z, w.a, w.b, room.radius + EDGE).map((p) => push(p, z)));
    }
  }
  // The nearest point that fits: points tried nearest first (ties in the order found), each against
  // only the circles that could hold it: a circle holds a point d from `at` only when its edge is
  // nearer than d to `at`, so the circles are taken by that gap and the scan stops at d.
  const nearest = (points: readonly Point[]) => {
    const sorted = points.map((p) => ({ p, d: Math.hypot(p.x - at.x, p.y - at.y) })).sort((a, b) => a.d - b.d);
    const far = sorted.at(-1)?.d ?? 0;
    const byGap = circles
      .map((z) => ({ z, gap: gapTo(z) }))
      .filter((c) => c.gap < far)
      .sort((a, b) => a.gap - b.gap);
    const held = (p: Point, d: number) => {
      for (const c of byGap) {
        if (c.gap >= d) return false;
        if (inside(p, c.z)) return true;
      }
      return false;
    };
    for (const { p, d } of sorted) if (!held(p, d) && (!room || room.accepts(p))) return p;
    return null;
  };
  const exact = nearest(candidates);
  if (exact || !room) return exact ?? at;
  const ring: Point[] = [];
  for (const z of nearZones) {
    for (let k = 0; k < RING_SAMPLES; k++) {
      const angle = (2 * Math.PI * k) / RING_SAMPLES;
      ring.push({ x: z.x + Math.cos(angle) * (z.reach + EDGE), y: z.y + Math.sin(angle) * (z.reach + EDGE) });
    }
  }
  return nearest(ring) ?? at;
}

/**
 * The room a `mover` shifted from `at` at `elevation` has on `snapshot`: the engine's room
 * (moves/involuntary.ts `roomOf`: walls, the terrain at that level, the table's bounds) and, kept
 * out of as circles, other fighters' bases within half a grid space in height (vehicles carry
 * riders, so their footprints are not kept out of) and the walls' ends.
 */
function roomOf(
  snapshot: SceneSnapshot,
  mover: ModelSnapshot,
  at: Point,
  elevation: number,
  ruleset: Pick<Ruleset, "terrain">,
): Room {
  const radius = mover.base.radius;
  const keepOut: Zone[] = [];
  for (const m of snapshot.models) {
    if (m.id === mover.id || m.kind === "vehicle" || Math.abs(m.elevation - elevation) > snapshot.gridStep / 2 + 1e-9)
      continue;
    keepOut.push({ x: m.base.x, y: m.base.y, reach: radius + m.base.radius });
  }
  for (const w of snapshot.walls ?? []) keepOut.push({ ...w.a, reach: radius }, { ...w.b, reach: radius });
  return { keepOut, ...engineRoomOf(snapshot, mover, at, elevation, ruleset) };
}

/** The reference for involuntaryEnd on checked input: where a model moved to `at` ends. */
export function referenceEnd(
  snapshot: SceneSnapshot,
  modelId: string,
  at: Point,
  ruleset: Pick<Ruleset, "engagement" | "terrain">,
  elevation?: number,
): Point {
  const model = findModel(snapshot, modelId);
  if (!model) return at;
  const level = elevation ?? model.elevation;
  return outsideZones(at, zonesAgainst(snapshot, model, level, ruleset), () =>
    roomOf(snapshot, model, at, level, ruleset),
  );
}

/** The reference for endsOf: each model's last forced move ended out of enemies' zones. */
export function referenceEnds(
  snapshot: SceneSnapshot,
  effects: readonly Effect[],
  ruleset: Pick<Ruleset, "engagement" | "terrain">,
  context: readonly Effect[] = [],
): Effect[] {
  if (!ruleset.engagement || !effects.some((e) => e?.type === "move")) return [...effects];
  const last = new Map<string, MoveEffect>();
  for (const e of [...context, ...effects]) if (e?.type === "move") last.set(e.model, e);
  let after: SceneSnapshot = {
    ...snapshot,
    models: snapshot.models.map((m) => {
      const move = last.get(m.id);
      if (!move) return m;
      return { ...m, base: { ...m.base, x: move.to.x, y: move.to.y }, elevation: move.elevation ?? m.elevation };
    }),
  };
  return effects.map((e) => {
    if (e?.type !== "move" || last.get(e.model) !== e) return e;
    const model = findModel(after, e.model);
    if (!model) return e;
    const to = outsideZones(e.to, zonesAgainst(after, model, model.elevation, ruleset), () =>
      roomOf(after, model, e.to, model.elevation, ruleset),
    );
    if (to === e.to) return e;
    // Shifted one after another: the ones after it are measured against where it ends.
    after = {
      ...after,
      models: after.models.map((m) => (m.id === e.model ? { ...m, base: { ...m.base, x: to.x, y: to.y } } : m)),
    };
    return { ...e, to };
  });
}
