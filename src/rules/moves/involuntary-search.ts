/**
 * The search behind the shift 1" from enemies after an involuntary move (necromunda-movement.md
 * § Involuntary Move; moves/involuntary.ts): the nearest point outside every enemy's zone where a
 * base fits, among candidates built from the circles near the end point, tried nearest first and
 * stopping at the first that fits.
 *
 * Every decision (which circles are near, in which order, which candidate comes first, whether a
 * point is held) is Math.hypot's, so the answer is the exhaustive search's to the last bit (the
 * property test in tests/rules/involuntary-search.test.ts holds it to that search). Distances by
 * the square root of the squares, many times faster, only order and prune, with a tolerance; where
 * they cannot decide within it, Math.hypot does. Pure; ruleset units. Internal to the engine.
 * @module
 */
import type Flatbush from "flatbush";
import type { EngagementCapability } from "../capabilities/engagement";
import type { MoveEffect } from "../effects";
import type { ModelSnapshot, Point, SceneSnapshot } from "../scene";
import { indexBases } from "../geometry/base-index";

/** Slack at a zone's edge, ruleset units: a point this far inside a circle's edge is not held by it. */
export const EDGE = 1e-6;

/** The most circles (zones, bases, wall ends) whose crossings are tried: the nearest to the end. */
const NEAR_LIMIT = 48;

/** Samples around a zone's edge, tried when no exact candidate fits the table. */
const RING_SAMPLES = 72;

/** Radians each arc a circle covers of another's edge is shrunk by: more than Math.acos can be off near ±1. */
const ARC_SLACK = 1e-7;

/**
 * The least depth, ruleset units, an edge kept on the table ({@link Circles} edgeHeld) is measured
 * to and the least margin it keeps: an edge held with it is held with any shallower one.
 */
const KEPT_OFF = 2 ** -10;

/** The stretches of a circle's edge that the circles of the models no move places leave free ({@link gapsOf}). */
interface KeptArcs {
  readonly x: number;
  readonly y: number;
  readonly reach: number;
  readonly gaps: readonly number[];
}

/** Relative error allowed between {@link quick} and Math.hypot, with room to spare (both are within 2 ulp). */
const REL = 1e-12;

/**
 * A distance by the square root of the squares: within REL × (d + 1) of Math.hypot; Math.hypot
 * itself where the squares would overflow, or underflow (a distance of 10⁻¹⁶² squares to nothing,
 * and its direction is lost).
 */
function quick(dx: number, dy: number): number {
  const squares = dx * dx + dy * dy;
  return squares < 1e300 && squares > 1e-280 ? Math.sqrt(squares) : Math.hypot(dx, dy);
}

/** Whether `hypot(dx, dy) < limit` (`<=` when `orEqual`), as Math.hypot decides it. */
function within(dx: number, dy: number, limit: number, orEqual: boolean): boolean {
  const d = quick(dx, dy);
  const tol = REL * (d + Math.abs(limit) + 1);
  if (d + tol < limit) return true;
  if (d - tol > limit) return false;
  const exact = Math.hypot(dx, dy);
  return orEqual ? exact <= limit : exact < limit;
}

/** A circle in plan: a shifted model's centre must stay `reach` from its centre (or only meet its edge). */
export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly reach: number;
}

/** Whether `p` is held by circle `z`: nearer its centre than its reach less the slack. */
const inside = (p: Point, z: Circle) => within(p.x - z.x, p.y - z.y, z.reach - EDGE, false);

/**
 * A circle near the end point: an enemy's zone (`zone`), another fighter's base or a wall's end.
 * `order` is its place in the table's whole list (zones in the models' order, then bases in the
 * models' order, then wall ends), by which circles as near as each other are taken. Its gap (from
 * the end point to its edge, negative inside) is `g` give or take `tol`; `exact` is Math.hypot's,
 * once asked ({@link gapOf}).
 */
interface Near extends Circle {
  readonly zone: boolean;
  readonly order: number;
  /** The end point less the centre. */
  readonly dx: number;
  readonly dy: number;
  readonly g: number;
  readonly tol: number;
  /** Math.hypot's gap once asked, NaN before. */
  exact: number;
}

/** A near circle's gap, as Math.hypot has it (computed once). */
function gapOf(z: Near): number {
  let exact = z.exact;
  if (exact !== exact) z.exact = exact = Math.hypot(z.dx, z.dy) - z.reach;
  return exact;
}

/** Whether a near circle's gap is below `v` (at most `v` when `orEqual`), as Math.hypot decides it. */
function gapBelow(z: Near, v: number, orEqual: boolean): boolean {
  if (z.g + z.tol < v) return true;
  if (z.g - z.tol > v) return false;
  return orEqual ? gapOf(z) <= v : gapOf(z) < v;
}

/**
 * Near circles by gap, then order, as Math.hypot's gaps sort them. Two circles with the same reach
 * and the same offsets from the end point (in either order, either sign) have the same gap, since
 * Math.hypot is symmetric in its arguments and their signs: their order decides without it.
 */
function nearFirst(a: Near, b: Near): number {
  if (a.g + a.tol < b.g - b.tol) return -1;
  if (b.g + b.tol < a.g - a.tol) return 1;
  const [ax, ay, bx, by] = [Math.abs(a.dx), Math.abs(a.dy), Math.abs(b.dx), Math.abs(b.dy)];
  const same = a.reach === b.reach && ((ax === bx && ay === by) || (ax === by && ay === bx));
  return (same ? 0 : gapOf(a) - gapOf(b)) || a.order - b.order;
}

/** Whether two models are on opposing sides (friendly and hostile), as scene/query.ts areEnemies, never throwing. */
const enemies = (a: ModelSnapshot, b: ModelSnapshot) =>
  (a.disposition === "friendly" && b.disposition === "hostile") ||
  (a.disposition === "hostile" && b.disposition === "friendly");

/** Below this many models a look-up scans them; from it on, it asks their index. */
const INDEXED_MODELS = 32;

/** Each model list's index of its bases' boxes (item i: model i), built once per list. */
const modelIndexes = new WeakMap<readonly ModelSnapshot[], Flatbush | null>();

/**
 * The models of a table where a list of moves leaves them (each model's last move counts), found
 * by place: those the moves leave where the snapshot has them through a Flatbush of the snapshot's
 * bases (built once per snapshot), the moved ones by a scan.
 */
export class Table {
  /** The snapshot's models, where it has them. */
  readonly #given: readonly ModelSnapshot[];
  readonly #index: Flatbush | null;
  /** Indices of the models the moves place elsewhere, in the snapshot's order. */
  readonly #moved: number[] = [];
  /** The moved models where the moves leave them, as `#moved` lists them. */
  readonly #placed: ModelSnapshot[] = [];
  /** Per model, 0, or 1 + its place in `#placed` when the moves place it elsewhere. */
  readonly #slot: Int32Array;

  constructor(snapshot: SceneSnapshot, last?: ReadonlyMap<string, MoveEffect>) {
    const given = snapshot.models;
    this.#given = given;
    this.#slot = new Int32Array(last?.size ? given.length : 0);
    if (last?.size) {
      for (let i = 0; i < given.length; i++) {
        const m = given[i]!;
        const move = last.get(m.id);
        if (!move) continue;
        this.#moved.push(i);
        this.#slot[i] = this.#placed.push({
          ...m,
          base: { ...m.base, x: move.to.x, y: move.to.y },
          elevation: move.elevation ?? m.elevation,
        });
      }
    }
    let index = modelIndexes.get(given);
    if (index === undefined && given.length >= INDEXED_MODELS) {
      index = indexBases(given.map((m) => m.base));
      modelIndexes.set(given, index);
    }
    this.#index = index ?? null;
  }

  #widest = -1;

  /** The largest base radius of the table's models (0 for none), where they stand. */
  get widest(): number {
    if (this.#widest < 0) {
      let widest = 0;
      for (let i = 0; i < this.size; i++) widest = Math.max(widest, this.model(i).base.radius);
      this.#widest = widest;
    }
    return this.#widest;
  }

  /** How many models the table has. */
  get size(): number {
    return this.#given.length;
  }

  /** Model `i` (0 ≤ i < size) where it stands. */
  model(i: number): ModelSnapshot {
    const slot = this.#slot.length ? this.#slot[i]! : 0;
    return slot ? this.#placed[slot - 1]! : this.#given[i]!;
  }

  /** The models the moves place elsewhere, where they stand, in the snapshot's order. */
  moved(): readonly ModelSnapshot[] {
    return this.#placed;
  }

  /**
   * Puts a model the moves place elsewhere at `to` instead (where its shift ended), so the models
   * shifted after it are measured against where it ends. A model the moves do not place is left.
   */
  settle(id: string, to: Point): void {
    const k = this.#placed.findIndex((m) => m.id === id);
    if (k < 0) return;
    const m = this.#placed[k]!;
    this.#placed[k] = { ...m, base: { ...m.base, x: to.x, y: to.y } };
  }

  /**
   * Arcs of circles' edges held by the circles of the models no move places ({@link Circles}
   * edgeHeld), per kind of mover, by circle: true when held whole. They hold while moves are settled.
   */
  readonly arcsKept = new Map<string, Map<number, KeptArcs>>();

  /** The grids of the unmoved models' circles ({@link Circles}), per kind of mover; null where too sparse. */
  readonly fields = new Map<string, Field | null>();

  /** Whether the moves place model `i` elsewhere. */
  isPlaced(i: number): boolean {
    return this.#slot.length > 0 && this.#slot[i]! > 0;
  }

  /** Indices of the models whose base's box meets the square `reach` about `p` (each once, in no order). */
  around(p: Point, reach: number): number[] {
    const x0 = p.x - reach;
    const y0 = p.y - reach;
    const x1 = p.x + reach;
    const y1 = p.y + reach;
    // A junk model without a base meets nothing.
    const meets = (b: { readonly x: number; readonly y: number; readonly radius: number } | undefined) =>
      b !== undefined && b.x + b.radius >= x0 && b.x - b.radius <= x1 && b.y + b.radius >= y0 && b.y - b.radius <= y1;
    if (!this.#index) return this.#given.map((_, i) => i).filter((i) => meets(this.model(i).base));
    const slot = this.#slot;
    const found = slot.length
      ? this.#index.search(x0, y0, x1, y1, (i) => slot[i] === 0)
      : this.#index.search(x0, y0, x1, y1);
    const [moved, placed] = [this.#moved, this.#placed];
    for (let k = 0; k < moved.length; k++) if (meets(placed[k]!.base)) found.push(moved[k]!);
    return found;
  }
}

/**
 * Adds to `found` the circle at (x, y) of `reach`, `dx`, `dy` and `d` (by {@link quick}) from the
 * end point, unless its gap is surely over `want`, or was kept by an earlier look as far as `before`.
 */
function keep(
  found: Near[],
  x: number,
  y: number,
  dx: number,
  dy: number,
  d: number,
  reach: number,
  zone: boolean,
  order: number,
  before: number,
  want: number,
): void {
  const g = d - reach;
  const tol = REL * (d + reach + 1);
  if (g - tol > want || g - tol <= before) return;
  found.push({ x, y, reach, zone, order, dx, dy, g, tol, exact: NaN });
}

/**
 * The circles a fighter shifted from `at` at `elevation` is kept off, gathered only as far out as
 * asked: its enemies' zones (3D gap: the height is one leg), other fighters' bases within half a
 * grid space in height (vehicles carry riders, so their footprints are not kept out of; base
 * contact is allowed) and the walls' ends.
 */
export class Circles {
  /** Every circle whose gap is at most `#covered`, and maybe a few farther, in no order. */
  #found: Near[] = [];
  #covered = -Infinity;

  constructor(
    private readonly table: Table,
    private readonly mover: ModelSnapshot,
    private readonly at: Point,
    private readonly elevation: number,
    private readonly engagement: EngagementCapability,
    private readonly walls: readonly { readonly a: Point; readonly b: Point }[],
    private readonly step: number,
  ) {}

  /** Every circle whose gap is at most this is among those found so far. */
  get covered(): number {
    return this.#covered;
  }

  /** No circle reaches further than this from its centre: the mover's radius, the widest base's and the zone. */
  get widest(): number {
    return this.mover.base.radius + this.table.widest + this.engagement.zone;
  }

  /**
   * The circles whose gap from the end point is at most `gap` (and maybe farther ones), in no
   * order, those found first first. The first look gathers what a zone of a base the mover's size
   * reaches, so that the zones holding the end point and the circles nearest it are found at once;
   * each further look at least twice as far, adding only the circles not found before.
   */
  upTo(gap: number): readonly Near[] {
    if (gap <= this.#covered) return this.#found;
    const first = 2 * this.mover.base.radius + this.engagement.zone;
    const want = Math.max(gap + 1e-9 * (Math.abs(gap) + 1), 2 * this.#covered, first);
    const before = this.#covered;
    const { mover, at, engagement, table } = this;
    const radius = mover.base.radius;
    const zone = engagement.zone;
    const size = table.size;
    const found = this.#found;
    // A circle whose gap is at most `want` has its centre within `want` and its reach of `at`.
    const reach = want + radius + zone;
    for (const i of table.around(at, reach + REL * (Math.abs(at.x) + Math.abs(at.y) + reach + 1))) {
      const m = table.model(i);
      if (m.id === mover.id) continue;
      const rise = Math.abs(m.elevation - this.elevation);
      const base = m.base;
      const zoned = rise < zone && enemies(mover, m) && engagement.holds(m);
      const kept = m.kind !== "vehicle" && rise <= this.step;
      if (!zoned && !kept) continue;
      const dx = at.x - base.x;
      const dy = at.y - base.y;
      const d = quick(dx, dy);
      if (zoned) {
        const plan = Math.sqrt(zone * zone - rise * rise);
        keep(found, base.x, base.y, dx, dy, d, radius + base.radius + plan, true, i, before, want);
      }
      if (kept) keep(found, base.x, base.y, dx, dy, d, radius + base.radius, false, size + i, before, want);
    }
    const walls = this.walls;
    for (let i = 0; i < walls.length; i++) {
      const { a, b } = walls[i]!;
      const ax = at.x - a.x;
      const ay = at.y - a.y;
      const bx = at.x - b.x;
      const by = at.y - b.y;
      keep(found, a.x, a.y, ax, ay, quick(ax, ay), radius, false, 2 * size + 2 * i, before, want);
      keep(found, b.x, b.y, bx, by, quick(bx, by), radius, false, 2 * size + 2 * i + 1, before, want);
    }
    this.#covered = want;
    return found;
  }

  /**
   * Whether every point within `off` of the edge of the circle about (x, y) of `reach` lies more
   * than `margin` inside some circle {@link upTo} gathers (a zone or a base; wall ends are left
   * out): then no candidate built on that edge can fit, whatever Math.hypot makes of it. Each other
   * circle covers an arc of the edge, found by the law of cosines and shrunk by ARC_SLACK radians;
   * the edge is held when the arcs cover it whole. `order` is the circle's place in the table's
   * list ({@link Near}): the arcs of the models no move places, about a circle of one of them, are
   * kept on the table for the next fighter of the same size, side and level, as they do not change
   * while its moves are settled; a mover none of the moves places has none kept.
   */
  edgeHeld(x: number, y: number, reach: number, order: number, off: number, margin: number): boolean {
    const { mover, table } = this;
    if (this.#moverPlaced === undefined) this.#moverPlaced = table.moved().some((m) => m.id === mover.id);
    if (order >= 2 * table.size || !this.#moverPlaced) {
      const arcs: number[] = [];
      return this.#arcsAbout(x, y, reach, off, margin, arcs, 0) || !gapsOf(arcs).length;
    }
    // Rounded up (a longer `off`, a wider margin hold less), so one kept entry serves the
    // end points of a table.
    let kept = this.#kept;
    if (!kept || this.#askedOff !== off || this.#askedMargin !== margin) {
      const offQ = Math.max(KEPT_OFF, 2 ** Math.ceil(Math.log2(off)));
      const marginQ = Math.max(KEPT_OFF, 2 ** Math.ceil(Math.log2(margin)));
      const key = `${mover.base.radius}|${this.elevation}|${mover.disposition}|${this.step}|${offQ}|${marginQ}`;
      kept = table.arcsKept.get(key) ?? new Map<number, KeptArcs>();
      table.arcsKept.set(key, kept);
      [this.#kept, this.#keptOff, this.#keptMargin] = [kept, offQ, marginQ];
      [this.#askedOff, this.#askedMargin] = [off, margin];
    }
    const [offQ, marginQ] = [this.#keptOff, this.#keptMargin];
    let fixed = kept.get(order);
    if (!fixed || fixed.x !== x || fixed.y !== y || fixed.reach !== reach) {
      const arcs: number[] = [];
      const gaps = this.#arcsAbout(x, y, reach, offQ, marginQ, arcs, 1) ? [] : gapsOf(arcs);
      fixed = { x, y, reach, gaps };
      kept.set(order, fixed);
    }
    if (!fixed.gaps.length) return true;
    const arcs: number[] = [];
    return this.#arcsAbout(x, y, reach, off, margin, arcs, 2) || coverGaps(arcs, fixed.gaps);
  }

  #kept: Map<number, KeptArcs> | null = null;
  #keptOff = NaN;
  #keptMargin = NaN;
  #askedOff = NaN;
  #askedMargin = NaN;
  #moverPlaced: boolean | undefined = undefined;

  /**
   * Adds to `arcs` the arcs of the edge about (x, y) of `reach` that the circles of the table's
   * models (all: `which` 0; those no move places: 1; those a move places: 2) hold, the mover's own
   * left out; true at once when one holds the whole edge.
   */
  #arcsAbout(
    x: number,
    y: number,
    reach: number,
    off: number,
    margin: number,
    arcs: number[],
    which: 0 | 1 | 2,
  ): boolean {
    const table = this.table;
    const look = reach + off + this.mover.base.radius + table.widest + this.engagement.zone;
    if (which === 1) {
      const field = this.#field();
      if (field) return field.arcs(x, y, reach, look, off, margin, arcs);
    }
    if (which === 2) {
      const placed = this.#placedCircles();
      for (let k = 0; k < placed.length; k += 3) {
        const [cx, cy] = [placed[k]!, placed[k + 1]!];
        if (Math.abs(cx - x) > look || Math.abs(cy - y) > look) continue;
        if (arcOf(x, y, reach, cx, cy, placed[k + 2]! - EDGE - margin - off, arcs)) return true;
      }
      return false;
    }
    for (const i of table.around({ x, y }, look)) {
      if (which === 1 && table.isPlaced(i)) continue;
      const base = table.model(i).base;
      const held = this.heldReach(table.model(i));
      if (held > 0 && arcOf(x, y, reach, base.x, base.y, held - EDGE - margin - off, arcs)) return true;
    }
    return false;
  }

  /**
   * How far from model `m`'s centre the mover's centre is held (its zone's reach when it holds one
   * against the mover, else its base's when it is kept off it, else 0), as {@link upTo} has them.
   */
  heldReach(m: ModelSnapshot): number {
    const { mover, engagement } = this;
    if (m.id === mover.id) return 0;
    const zone = engagement.zone;
    const rise = Math.abs(m.elevation - this.elevation);
    const zoned = rise < zone && enemies(mover, m) && engagement.holds(m);
    const kept = m.kind !== "vehicle" && rise <= this.step;
    if (!zoned && !kept) return 0;
    // The zone's circle holds the base's (same centre, longer reach).
    return this.mover.base.radius + m.base.radius + (zoned ? Math.sqrt(zone * zone - rise * rise) : 0);
  }

  /** The grid of the unmoved models' circles for this kind of mover, kept on the table; null when too sparse. */
  #field(): Field | null {
    if (this.#fieldOf !== undefined) return this.#fieldOf;
    const { mover, table } = this;
    const key = `${mover.base.radius}|${this.elevation}|${mover.disposition}|${this.step}`;
    let field = table.fields.get(key);
    if (field === undefined) {
      field = Field.of(table, (i) => (table.isPlaced(i) ? 0 : this.heldReach(table.model(i))));
      table.fields.set(key, field);
    }
    return (this.#fieldOf = field);
  }

  #fieldOf: Field | null | undefined = undefined;

  /** The circles of the models the moves place (centre x, y and reach, in threes), the mover's left out. */
  #placedCircles(): Float64Array {
    if (this.#placed) return this.#placed;
    const out: number[] = [];
    for (const m of this.table.moved()) {
      const held = this.heldReach(m);
      if (held > 0) out.push(m.base.x, m.base.y, held);
    }
    return (this.#placed = Float64Array.from(out));
  }

  #placed: Float64Array | null = null;
}

/**
 * Adds to `arcs` the arc of the edge about (x, y) of `reach` that lies within `s` of (cx, cy) (law
 * of cosines), shrunk by ARC_SLACK; true when the whole edge does. A point within `off` of the
 * edge is within `off` of the edge's point at its angle, so `s` is the circle's reach less the
 * depth and margin asked.
 */
function arcOf(x: number, y: number, reach: number, cx: number, cy: number, s: number, arcs: number[]): boolean {
  if (!(s > 0)) return false;
  const dx = cx - x;
  const dy = cy - y;
  const squares = dx * dx + dy * dy;
  if (squares >= (reach + s) * (reach + s)) return false;
  const between = Math.sqrt(squares);
  if (between + reach < s) return true;
  if (between === 0) return false;
  const k = (reach * reach + squares - s * s) / (2 * reach * between);
  if (!(k < 1)) return false;
  if (k <= -1) return true;
  const half = Math.acos(k) - ARC_SLACK;
  if (!(half > 0)) return false;
  const mid = Math.atan2(dy, dx);
  arcs.push(mid - half, mid + half);
  return false;
}

/** Below this many cells per circle, plus a few, the unmoved circles are gridded; sparser, not. */
const FIELD_CELLS_PER_CIRCLE = 4;

/** Circles (centre and reach) in a grid of square cells as wide as the widest reach, each in its centre's cell. */
class Field {
  private constructor(
    private readonly xs: Float64Array,
    private readonly ys: Float64Array,
    private readonly reaches: Float64Array,
    private readonly start: Int32Array,
    private readonly cell: number,
    private readonly x0: number,
    private readonly y0: number,
    private readonly cols: number,
    private readonly rows: number,
  ) {}

  /** The circles of the table's models with a reach (`reachOf` above 0); null when the grid would be too sparse. */
  static of(table: Table, reachOf: (i: number) => number): Field | null {
    const keep: number[] = [];
    const reaches: number[] = [];
    let [x0, y0, x1, y1, widest] = [Infinity, Infinity, -Infinity, -Infinity, 0];
    for (let i = 0; i < table.size; i++) {
      const r = reachOf(i);
      if (!(r > 0)) continue;
      const b = table.model(i).base;
      keep.push(i);
      reaches.push(r);
      [x0, y0, x1, y1, widest] = [
        Math.min(x0, b.x),
        Math.min(y0, b.y),
        Math.max(x1, b.x),
        Math.max(y1, b.y),
        Math.max(widest, r),
      ];
    }
    const count = keep.length;
    const cols = count ? Math.floor((x1 - x0) / widest) + 1 : 1;
    const rows = count ? Math.floor((y1 - y0) / widest) + 1 : 1;
    if (!(cols * rows <= FIELD_CELLS_PER_CIRCLE * count + 1024)) return null;
    const cellOf = (x: number, y: number) =>
      Math.min(rows - 1, Math.floor((y - y0) / widest)) * cols + Math.min(cols - 1, Math.floor((x - x0) / widest));
    const start = new Int32Array(cols * rows + 1);
    const cells = keep.map((i) => cellOf(table.model(i).base.x, table.model(i).base.y));
    for (const c of cells) start[c + 1]!++;
    for (let c = 0; c < cols * rows; c++) start[c + 1]! += start[c]!;
    const fill = start.slice(0, -1);
    const [xs, ys, rs] = [new Float64Array(count), new Float64Array(count), new Float64Array(count)];
    keep.forEach((i, k) => {
      const at = fill[cells[k]!]!++;
      const b = table.model(i).base;
      [xs[at], ys[at], rs[at]] = [b.x, b.y, reaches[k]!];
    });
    return new Field(xs, ys, rs, start, widest || 1, x0, y0, cols, rows);
  }

  /** {@link Circles} arcsAbout over the circles whose centres lie within `look` of (x, y) on both axes. */
  arcs(x: number, y: number, reach: number, look: number, off: number, margin: number, arcs: number[]): boolean {
    const { cell, x0, y0, cols, rows, start, xs, ys, reaches } = this;
    const c0 = Math.max(0, Math.floor((x - look - x0) / cell));
    const c1 = Math.min(cols - 1, Math.floor((x + look - x0) / cell));
    const r0 = Math.max(0, Math.floor((y - look - y0) / cell));
    const r1 = Math.min(rows - 1, Math.floor((y + look - y0) / cell));
    if (c0 > c1) return false;
    for (let r = r0; r <= r1; r++) {
      for (let k = start[r * cols + c0]!, end = start[r * cols + c1 + 1]!; k < end; k++) {
        if (arcOf(x, y, reach, xs[k]!, ys[k]!, reaches[k]! - EDGE - margin - off, arcs)) return true;
      }
    }
    return false;
  }
}

/**
 * Open arcs (start and end angles in pairs, each shorter than a turn) as spans on the line, sorted
 * by start, in `spans` (start, end pairs; its count returned): each turned to start in [−π, π),
 * and with a copy a turn back when it runs past π (`turns` 1), or a copy a turn either way
 * (`turns` 2). Insertion sort: a circle meets a few dozen others at most.
 */
function spansOf(arcs: readonly number[], turns: 1 | 2, spans: number[]): number {
  const TURN = 2 * Math.PI;
  let count = 0;
  const put = (a: number, b: number) => {
    let k = count++;
    while (k > 0 && spans[2 * k - 2]! > a) {
      spans[2 * k] = spans[2 * k - 2]!;
      spans[2 * k + 1] = spans[2 * k - 1]!;
      k--;
    }
    spans[2 * k] = a;
    spans[2 * k + 1] = b;
  };
  for (let k = 0; k < arcs.length; k += 2) {
    const shift = Math.floor((arcs[k]! + Math.PI) / TURN) * TURN;
    const [a, b] = [arcs[k]! - shift, arcs[k + 1]! - shift];
    put(a, b);
    if (turns === 2) {
      put(a - TURN, b - TURN);
      put(a + TURN, b + TURN);
    } else if (b > Math.PI) put(a - TURN, b - TURN);
  }
  return count;
}

/** Scratch list of spans for {@link gapsOf} and {@link coverGaps}. */
const SPANS: number[] = [];

/**
 * The stretches of a circle's edge that open arcs (start and end angles in pairs, each shorter
 * than a turn) leave uncovered, as closed intervals of angle in pairs, in [−π, π]; none when the
 * arcs cover the whole circle.
 */
function gapsOf(arcs: readonly number[]): number[] {
  const count = spansOf(arcs, 1, SPANS);
  const gaps: number[] = [];
  let end = -Math.PI;
  for (let k = 0; k < count; k++) {
    if (SPANS[2 * k]! >= end) gaps.push(end, SPANS[2 * k]!);
    if (SPANS[2 * k + 1]! > end) end = SPANS[2 * k + 1]!;
    if (end > Math.PI) return gaps;
  }
  gaps.push(end, Math.PI);
  return gaps;
}

/** Whether open arcs (as {@link gapsOf} takes them) cover every stretch of `gaps` (as it gives them). */
function coverGaps(arcs: readonly number[], gaps: readonly number[]): boolean {
  if (!gaps.length) return true;
  if (!arcs.length) return false;
  const count = spansOf(arcs, 2, SPANS);
  for (let g = 0; g < gaps.length; g += 2) {
    let at = gaps[g]!;
    let done = false;
    for (let k = 0; k < count && !done; k++) {
      if (SPANS[2 * k + 1]! <= at) continue;
      if (SPANS[2 * k]! >= at) break;
      at = SPANS[2 * k + 1]!;
      done = at > gaps[g + 1]!;
    }
    if (!done) return false;
  }
  return true;
}

/** What a shifted base must keep clear of besides the circles. */
export interface Room {
  /** Circles whose crossings with a zone's edge are candidates only (the corners of solid regions' boxes). */
  readonly pivots: readonly Circle[];
  /**
   * Segments the base's edge may touch but not cross (walls, the table's sides, the sides of solid
   * regions' boxes): where a zone's edge meets a line the radius off one is a candidate.
   */
  readonly walls: readonly { readonly a: Point; readonly b: Point }[];
  readonly radius: number;
  /** Whether the base may stand there (terrain, walls crossed, level, the table). */
  readonly accepts: (p: Point) => boolean;
}

/** The points where two circles' edges cross. */
function crossings(a: Circle, b: Circle): Point[] {
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

/** `q` nudged EDGE straight out of circle `z`, so the slack does not count it inside. */
function push(q: Point, z: Circle): Point {
  const d = Math.hypot(q.x - z.x, q.y - z.y) || 1;
  return { x: q.x + ((q.x - z.x) / d) * EDGE, y: q.y + ((q.y - z.y) / d) * EDGE };
}

/** {@link push} by {@link quick}: within rounding of it. */
function pushQuick(x: number, y: number, z: Circle): Point {
  const d = quick(x - z.x, y - z.y) || 1;
  return { x: x + ((x - z.x) / d) * EDGE, y: y + ((y - z.y) / d) * EDGE };
}

/** The point straight out of circle `z` from `at`, EDGE past its edge. */
function radial(at: Point, z: Circle, dist: (dx: number, dy: number) => number): Point {
  const d = dist(at.x - z.x, at.y - z.y);
  const [ux, uy] = d > 0 ? [(at.x - z.x) / d, (at.y - z.y) / d] : [1, 0];
  return { x: z.x + ux * (z.reach + EDGE), y: z.y + uy * (z.reach + EDGE) };
}

/**
 * The points where a circle meets the two lines `offset` either side of segment a–b, within its
 * length, in order, each with its slot (2 × side + end, 0–3).
 */
function besideSegment(z: Circle, a: Point, b: Point, offset: number, emit: (p: Point, slot: number) => void): void {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return;
  const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
  for (const [s, side] of [1, -1].entries()) {
    // The line a + n·offset + t·u, n the unit normal on this side.
    const [px, py] = [a.x - uy * offset * side, a.y + ux * offset * side];
    const along = (z.x - px) * ux + (z.y - py) * uy;
    const [fx, fy] = [px + ux * along, py + uy * along];
    const d = Math.hypot(z.x - fx, z.y - fy);
    if (d > z.reach) continue;
    const h = Math.sqrt(z.reach * z.reach - d * d);
    for (const [e, t] of [along - h, along + h].entries()) {
      if (t >= 0 && t <= length) emit({ x: px + ux * t, y: py + uy * t }, 2 * s + e);
    }
  }
}

/**
 * How a candidate's exact point and distance are still to be found ({@link Candidate}): DONE, point
 * and distance exact; DISTANCE, point exact, distance a bound; RADIAL, straight out of circle `a`
 * from the end point; CROSSING, crossing `s` of circles `a` and `b`, nudged out of both (the last
 * two rough points by {@link quick}).
 */
type Make = 0 | 1 | 2 | 3;
const DONE = 0;
const DISTANCE = 1;
const RADIAL = 2;
const CROSSING = 3;

/**
 * A point to try, with its place in the whole list of candidates (`order`). `d` is its distance
 * from the end point once `make` is Done, and before that a bound no larger than that distance;
 * `make`, `a`, `b` and `s` say how to build the exact point (there may be none) when it is not.
 */
interface Candidate {
  x: number;
  y: number;
  d: number;
  readonly order: number;
  make: Make;
  readonly a: Near | null;
  readonly b: Near | null;
  readonly s: number;
}

/** Whether candidate a comes before b: nearer, or as near and earlier in the list. */
const before = (a: Candidate, b: Candidate) => a.d < b.d || (a.d === b.d && a.order < b.order);

/**
 * Candidates handed out nearest first (as near: by their order), exactly, built lazily: groups
 * (numbered 0 to count − 1) are opened by bound, none nearer the end point than its bound, into a
 * binary heap; a candidate is handed out only when no unopened group can hold one nearer, and one
 * still rough at the top is made exact and put back. A group's `refine` gives a closer bound, asked
 * once before it is opened (costlier to find); `open` adds its candidates. Which of two groups
 * with the same bound opens first does not change what is handed out.
 */
class NearestFirst {
  readonly #heap: Candidate[] = [];
  readonly #bound: number[];
  readonly #refined: boolean[];
  /** The unopened groups, a binary heap by bound. */
  readonly #groups: number[];
  #unopened: number;

  constructor(
    private readonly at: Point,
    bounds: number[],
    private readonly refine: (group: number) => number,
    private readonly open: (group: number) => void,
  ) {
    this.#bound = bounds;
    this.#refined = [];
    this.#unopened = bounds.length;
    this.#groups = [];
    for (let i = 0; i < bounds.length; i++) {
      this.#groups.push(i);
      this.#refined.push(false);
    }
    for (let i = (bounds.length >> 1) - 1; i >= 0; i--) this.#sinkGroup(i);
  }

  /** Adds a group with its bound (it may be refined), and gives its number. */
  addGroup(bound: number): number {
    const group = this.#bound.length;
    this.#bound.push(bound);
    this.#refined.push(false);
    const groups = this.#groups;
    let i = this.#unopened++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!(bound < this.#bound[groups[up]!]!)) break;
      groups[i] = groups[up]!;
      i = up;
    }
    groups[i] = group;
    return group;
  }

  /** Adds a candidate: exact (`make` Done, `d` exact), or rough with a bound on its distance. */
  add(x: number, y: number, d: number, order: number, make: Make, a: Near | null, b: Near | null, s: number): void {
    this.#push({ x, y, d, order, make, a, b, s });
  }

  /** The next exact candidate, or null when none is left. */
  next(): Candidate | null {
    const groups = this.#groups;
    const bound = this.#bound;
    const heap = this.#heap;
    for (;;) {
      while (this.#unopened > 0 && !(heap.length && heap[0]!.d < bound[groups[0]!]!)) {
        const group = groups[0]!;
        if (!this.#refined[group]) {
          // Refined, it goes back among the unopened groups by its new bound.
          this.#refined[group] = true;
          bound[group] = Math.max(bound[group]!, this.refine(group));
          this.#sinkGroup(0);
          continue;
        }
        this.#unopened--;
        groups[0] = groups[this.#unopened]!;
        this.#sinkGroup(0);
        this.open(group);
      }
      const top = this.#pop();
      if (!top || top.make === DONE) return top;
      if (!made(top, this.at)) continue;
      top.d = Math.hypot(top.x - this.at.x, top.y - this.at.y);
      top.make = DONE;
      this.#push(top);
    }
  }

  #sinkGroup(i: number): void {
    const groups = this.#groups;
    const bound = this.#bound;
    const count = this.#unopened;
    const group = groups[i]!;
    for (;;) {
      let least = i;
      let key = bound[group]!;
      const l = 2 * i + 1;
      if (l < count && bound[groups[l]!]! < key) {
        least = l;
        key = bound[groups[l]!]!;
      }
      if (l + 1 < count && bound[groups[l + 1]!]! < key) least = l + 1;
      if (least === i) break;
      groups[i] = groups[least]!;
      i = least;
    }
    groups[i] = group;
  }

  #push(c: Candidate): void {
    const heap = this.#heap;
    let i = heap.length;
    heap.push(c);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!before(c, heap[up]!)) break;
      heap[i] = heap[up]!;
      i = up;
    }
    heap[i] = c;
  }

  #pop(): Candidate | null {
    const heap = this.#heap;
    const top = heap[0];
    if (!top) return null;
    const last = heap.pop()!;
    if (!heap.length) return top;
    let i = 0;
    for (;;) {
      let least = i;
      let item = last;
      const l = 2 * i + 1;
      if (l < heap.length && before(heap[l]!, item)) {
        least = l;
        item = heap[l]!;
      }
      if (l + 1 < heap.length && before(heap[l + 1]!, item)) {
        least = l + 1;
        item = heap[l + 1]!;
      }
      if (least === i) break;
      heap[i] = item;
      i = least;
    }
    heap[i] = last;
    return top;
  }
}

/**
 * Makes a rough candidate's point exact, as radial(), crossings() and push() build it from
 * Math.hypot; false when there is none (circles that only seemed to cross).
 */
function made(c: Candidate, at: Point): boolean {
  if (c.make === RADIAL) {
    const z = c.a!;
    const p = radial(at, z, Math.hypot);
    [c.x, c.y] = [p.x, p.y];
  } else if (c.make === CROSSING) {
    const [a, b] = [c.a!, c.b!];
    const p = crossings(a, b)[c.s];
    if (!p) return false;
    const q = push(push(p, a), b);
    [c.x, c.y] = [q.x, q.y];
  }
  return true;
}

/**
 * The nearest point to `at` outside every circle where the base fits (§ Involuntary Move: the
 * shortest route until 1" away; Stride ruling, docs/rulings.md: not into a wall, impassable or
 * obstacle ground, another fighter's base or off the table): `at` when no zone holds it; else the
 * nearest fitting candidate among the points pushed straight out of one circle (zone or base),
 * where two circles' edges cross, where a zone's edge meets a solid box's corner circle or a
 * wall's side, and, failing those, points sampled round each zone's edge; as near, the first in
 * that list. Only the NEAR_LIMIT circles nearest the end by gap, of those that meet a zone holding
 * it, are paired. The candidates are built circle by circle, by the distance of the circle's edge
 * from `at` (none built on it lies nearer), and tried nearest first, so the search stops at the
 * first that fits. `at` when none fits.
 */
export function outsideZones(at: Point, circles: Circles, roomFor: () => Room): Point {
  const holding: Near[] = [];
  for (const z of circles.upTo(0)) if (z.zone && inside(at, z)) holding.push(z);
  if (!holding.length) return at;
  const room = roomFor();
  // Only circles within reach of the zones it is in can bound the exact answer; of a crowd, the
  // nearest NEAR_LIMIT (the zones it is in first), so the pairs tried stay bounded.
  // A circle that meets a zone holding `at` has its edge within twice that zone's reach of `at`.
  let widest = -Infinity;
  for (const h of holding) widest = Math.max(widest, h.reach);
  const reach = 2 * widest;
  // The circles that may be paired: their gap at most `reach`, meeting a zone holding `at`. They
  // are learnt as the circles are gathered, nearest first: every one whose gap is at most `known`
  // is in `pairable`.
  const pairable: Near[] = [];
  let seen = 0;
  let known = -Infinity;
  const learn = (gap: number) => {
    const found = circles.upTo(gap);
    for (; seen < found.length; seen++) {
      const z = found[seen]!;
      if (!gapBelow(z, reach, true)) continue;
      for (const h of holding) {
        if (within(h.x - z.x, h.y - z.y, h.reach + z.reach, true)) {
          pairable.push(z);
          break;
        }
      }
    }
    known = circles.covered;
  };
  learn(0);
  // How far a point built by `quick` may lie from the exact one: a crossing near a tangent is only
  // good to about the square root of the rounding, 1e-8 of the scale (allowed 1e-6).
  const scale = Math.abs(at.x) + Math.abs(at.y) + Math.max(reach, circles.widest) + 1;
  const rough = 1e-6 * scale;
  // No candidate on a circle's edge lies nearer `at` than that edge, less the nudges and rounding.
  const bound = (z: Near) => Math.abs(z.g) - z.tol - 4 * EDGE - 2 * rough;
  // The zones holding `at`, shrunk by the nudge and the rounding: a rough point in one is surely
  // held, exact or not; it is dropped as built, and a pair whose two crossings are both in one is
  // not built.
  const slack = 3 * EDGE + 2 * rough;
  const cores: number[] = [];
  for (const h of holding) if (h.reach > slack) cores.push(h.x, h.y, (h.reach - slack) ** 2);
  const surelyHeld = (x: number, y: number) => {
    for (let k = 0; k < cores.length; k += 3)
      if ((x - cores[k]!) ** 2 + (y - cores[k + 1]!) ** 2 < cores[k + 2]!) return true;
    return false;
  };
  // A closer bound for the candidates on circle z's edge: those kept lie outside every core, so,
  // for each core holding the point of z's edge nearest `at`, no nearer than where z's edge leaves
  // that core (distance along the circle grows both ways from that point); none kept at all when
  // z's edge lies wholly in a core. Measured against the cores shrunk by how far a kept rough
  // point may lie off z's edge, less that distance and the rounding.
  const off = 3 * EDGE + 2 * rough;
  const refine = (z: Near) => {
    const ax = at.x - z.x;
    const ay = at.y - z.y;
    const d = quick(ax, ay);
    const ux = d > 0 ? ax / d : 1;
    const uy = d > 0 ? ay / d : 0;
    const qx = z.x + ux * z.reach;
    const qy = z.y + uy * z.reach;
    let best = Math.abs(d - z.reach);
    for (const h of holding) {
      const r = h.reach - slack - off;
      if (r <= 0 || (qx - h.x) ** 2 + (qy - h.y) ** 2 >= r * r) continue;
      const dx = h.x - z.x;
      const dy = h.y - z.y;
      const between = quick(dx, dy);
      if (between + z.reach < r) return Infinity;
      if (between > z.reach + r || between < Math.abs(z.reach - r) || between === 0) continue;
      const along = (z.reach * z.reach - r * r + between * between) / (2 * between);
      const half = Math.sqrt(Math.max(0, z.reach * z.reach - along * along));
      const vx = dx / between;
      const vy = dy / between;
      const mx = z.x + vx * along;
      const my = z.y + vy * along;
      const nearest = Math.min(
        quick(mx - vy * half - at.x, my + vx * half - at.y),
        quick(mx + vy * half - at.x, my - vx * half - at.y),
      );
      if (nearest > best) best = nearest;
    }
    return best - off - 4 * rough - REL * (scale + best);
  };
  // Whether circle z's edge is held whole by other circles, so no candidate built on it fits
  // (asked once per circle): a kept point lies within `off` of the edge; a point that deep in a
  // circle is held whatever the rounding.
  const margin = 8 * REL * scale + 1e-12;
  const edgeHeld = new Map<Near, boolean>();
  const wholeHeld = (z: Near) => {
    let held = edgeHeld.get(z);
    if (held === undefined) {
      held = circles.edgeHeld(z.x, z.y, z.reach, z.order, off, margin);
      edgeHeld.set(z, held);
    }
    return held;
  };
  // Whether the point of a candidate `d` from `at` is held: by a circle whose gap is below `d` (no
  // other can hold it), as Math.hypot decides.
  const held = (p: Point, d: number) => {
    for (const z of circles.upTo(d)) {
      if (z.g - z.tol < d && inside(p, z) && gapBelow(z, d, false)) return true;
    }
    return false;
  };
  const firstFit = (queue: NearestFirst) => {
    for (let c = queue.next(); c; c = queue.next()) {
      const p = { x: c.x, y: c.y };
      if (!held(p, c.d) && room.accepts(p)) return p;
    }
    return null;
  };
  // A rough point, kept unless surely held, with its bound and how to make it exact.
  const addRough = (
    queue: NearestFirst,
    x: number,
    y: number,
    order: number,
    make: Make,
    a: Near | null = null,
    b: Near | null = null,
    s = 0,
  ) => {
    if (!surelyHeld(x, y)) queue.add(x, y, quick(x - at.x, y - at.y) - rough, order, make, a, b, s);
  };
  // An exact point, kept unless surely held; its distance is made exact when it is reached.
  const addExact = (queue: NearestFirst, p: Point, order: number) => addRough(queue, p.x, p.y, order, DISTANCE);
  // The list's order: straight out of each near circle; each pair's crossings; then per near zone
  // its crossings with the pivots and its meetings with the walls' sides.
  const pivots = room.pivots;
  const perZone = 2 * pivots.length + 4 * room.walls.length;
  const offset = room.radius + EDGE;
  // Two near circles' crossings (a before b in the near list, `order` their pair's place), rough,
  // as crossings() and push() would build them; a pair that surely does not cross builds none.
  const addPair = (a: Near, b: Near, order: number) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const squares = dx * dx + dy * dy;
    const sum = a.reach + b.reach;
    if (squares > sum * sum * (1 + 1e-9)) return;
    const d = quick(dx, dy);
    const tol = REL * (d + a.reach + b.reach + 1);
    if (d - tol > a.reach + b.reach || d + tol < Math.abs(a.reach - b.reach)) return;
    if (d < 1e-100) {
      crossings(a, b).forEach((p, s) => addExact(exactQueue, push(push(p, a), b), order + s));
      return;
    }
    const along = (a.reach * a.reach - b.reach * b.reach + d * d) / (2 * d);
    const h = Math.sqrt(Math.max(0, a.reach * a.reach - along * along));
    const ux = dx / d;
    const uy = dy / d;
    const mx = a.x + ux * along;
    const my = a.y + uy * along;
    const x0 = mx - uy * h;
    const y0 = my + ux * h;
    const x1 = mx + uy * h;
    const y1 = my - ux * h;
    if (surelyHeld(x0, y0) && surelyHeld(x1, y1)) return;
    const first = pushQuick(x0, y0, a);
    const p0 = pushQuick(first.x, first.y, b);
    addRough(exactQueue, p0.x, p0.y, order, CROSSING, a, b, 0);
    const second = pushQuick(x1, y1, a);
    const p1 = pushQuick(second.x, second.y, b);
    addRough(exactQueue, p1.x, p1.y, order + 1, CROSSING, a, b, 1);
  };
  // The near list is the pairable circles by nearFirst, cut at NEAR_LIMIT; a circle's place in it
  // is counted when its group opens, from the pairable circles before it (all known by then: their
  // gaps are below its own). Places in the candidates' list are counted as if it were NEAR_LIMIT
  // long: that keeps every candidate's order among the others, which is all the order decides.
  // Its place among them, and among the zones of them: nearFirst's own first look (by g and tol)
  // decides most pairs.
  let zonePlace = 0;
  const placeOf = (z: Near) => {
    let place = 0;
    let zones = 0;
    const lo = z.g - z.tol;
    const hi = z.g + z.tol;
    for (const c of pairable) {
      if (c.g + c.tol < lo || (c.g - c.tol <= hi && c !== z && nearFirst(c, z) < 0)) {
        place++;
        if (c.zone) zones++;
      }
    }
    zonePlace = zones;
    return place;
  };

  const n = NEAR_LIMIT;
  const pairAt = (i: number, j: number) => n + 2 * (i * n - (i * (i + 1)) / 2 + (j - i - 1));
  // Group k is circle groupCircle[k]; null for the circles not yet learnt, whose gaps are over
  // what is known, so their bounds are at least `known` less the nudges and rounding.
  const groupCircle: (Near | null)[] = [];
  const opened: { readonly z: Near; readonly place: number }[] = [];
  let rest = -1;
  const addGroups = (from: number) => {
    for (let k = from; k < pairable.length; k++) groupCircle[exactQueue.addGroup(bound(pairable[k]!))] = pairable[k]!;
    if (known < reach) rest = exactQueue.addGroup(known - 4 * EDGE - 2 * rough);
    else rest = -1;
    if (rest >= 0) groupCircle[rest] = null;
  };
  const exactQueue: NearestFirst = new NearestFirst(
    at,
    [],
    (k) => {
      const z = groupCircle[k];
      // A circle whose edge is held whole has no candidate: opened last, if at all.
      return z ? (wholeHeld(z) ? Infinity : refine(z)) : -Infinity;
    },
    (k) => {
      const z = groupCircle[k];
      if (!z || !gapBelow(z, known, true)) {
        const from = pairable.length;
        learn(reach);
        addGroups(from);
        if (!z) return;
      }
      // A circle whose edge is held whole builds nothing, wherever it comes among the near ones.
      if (wholeHeld(z)) return;
      const i = placeOf(z);
      if (i >= NEAR_LIMIT) return;
      const out = radial(at, z, quick);
      addRough(exactQueue, out.x, out.y, i, RADIAL, z);
      for (const o of opened) {
        if (o.place < i) addPair(o.z, z, pairAt(o.place, i));
        else addPair(z, o.z, pairAt(i, o.place));
      }
      opened.push({ z, place: i });
      if (!z.zone) return;
      const first = n + n * (n - 1) + zonePlace * perZone;
      pivots.forEach((c, k) => {
        crossings(z, c).forEach((p, s) => addExact(exactQueue, push(push(p, z), c), first + 2 * k + s));
      });
      const far = (z.reach + offset) * (1 + REL) + REL;
      room.walls.forEach((w, k) => {
        const [x0, x1] = w.a.x < w.b.x ? [w.a.x, w.b.x] : [w.b.x, w.a.x];
        const [y0, y1] = w.a.y < w.b.y ? [w.a.y, w.b.y] : [w.b.y, w.a.y];
        if (z.x < x0 - far || z.x > x1 + far || z.y < y0 - far || z.y > y1 + far) return;
        besideSegment(z, w.a, w.b, offset, (p, slot) => {
          addExact(exactQueue, push(p, z), first + 2 * pivots.length + 4 * k + slot);
        });
      });
    },
  );
  addGroups(0);
  const found = firstFit(exactQueue);
  if (found) return found;
  learn(reach);
  const nearZones = [...pairable]
    .sort(nearFirst)
    .slice(0, NEAR_LIMIT)
    .filter((z) => z.zone);
  const ringBounds = nearZones.map(bound);
  const ringQueue: NearestFirst = new NearestFirst(
    at,
    ringBounds,
    (q) => (wholeHeld(nearZones[q]!) ? Infinity : refine(nearZones[q]!)),
    (q) => {
      const z = nearZones[q]!;
      if (wholeHeld(z)) return;
      for (let k = 0; k < RING_SAMPLES; k++) {
        const angle = (2 * Math.PI * k) / RING_SAMPLES;
        const p = { x: z.x + Math.cos(angle) * (z.reach + EDGE), y: z.y + Math.sin(angle) * (z.reach + EDGE) };
        addExact(ringQueue, p, q * RING_SAMPLES + k);
      }
    },
  );
  return firstFit(ringQueue) ?? at;
}
