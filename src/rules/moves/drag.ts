/**
 * Where a dragged path must stop, and why: the turn's allowance (holding a climb that cannot be
 * finished), the edge of terrain that calls for a test before it is entered, an enemy's
 * engagement zone, terrain a move may not end on, and other bases. Pure: the adapter builds a
 * {@link DragScene} once per drag from its snapshot, and asks {@link dragStop} on every pointer
 * move with the path in ruleset units. Every function checks its input and throws a TypeError
 * (wrong type, missing part) or RangeError (NaN, ±Infinity, negative or out-of-range number)
 * naming it; {@link prepareDrag} checks the snapshot (scene/check.ts checkDragSnapshot, once per
 * snapshot object), so {@link dragStop}'s checks are one pass over the path.
 * @module
 */
import type { Ruleset } from "../ruleset";
import type { EngageOptions } from "../capabilities/engagement";
import type { Disposition, ModelSnapshot, PathStep, SceneSnapshot } from "../scene";
import type { TerrainCapability } from "../capabilities/terrain";
import type { CardText } from "../capabilities/tests";
import { GRAVITIES, type Gravity } from "../types";
import { COST_EPSILON } from "../geometry/bands";
import { CONTACT_TOLERANCE } from "../geometry/engagement";
import * as check from "../geometry/validate";
import { checkDragSnapshot } from "../scene/check";
import type { TurnBands } from "./drag-bands";
import * as internal from "./drag-internal";
import { ElevatedBaseIndex, type ElevatedBase } from "./drag-zone";
import { climbs, firstOverhangStep } from "./vertical-steps";
import { flightPath, flightPositionOf } from "./flight";
import { edgePassed } from "./edge-marks";
import { wallDistance } from "../scene/walls";
import { deckSurfaces, FOOTING_TOLERANCE, footingFits, levelSurfaces, type LevelSurface } from "./footing";
import { areaGap } from "../scene/shapes";

/** The capabilities a drag is decided by. */
export type DragRules = Pick<Ruleset, "bands" | "terrain" | "vertical" | "engagement"> &
  Partial<Pick<Ruleset, "structures">>;

/**
 * Why a drag stops short: `allowance` the turn's movement runs out; `climb` a climb it could not
 * finish holds it where it started; `edge` terrain that calls for a test first (`test`);
 * `engaged` an enemy's zone (`enemy`); `forbiddenEnd` terrain it may not end on; `overlap`
 * another model's base; `overhang` an overhang too far out to climb past (§ Overhangs); `start`
 * the move may not start where the mover stands (TerrainCapability.startNotice: dh2 zero gravity
 * with nothing to push off from); `footing` the base would overhang the level it ends on
 * (§ Structures: StructuresCapability `baseMustFitLevel`).
 */
export type DragStopReason =
  "allowance" | "climb" | "edge" | "engaged" | "footing" | "forbiddenEnd" | "overlap" | "overhang" | "start";

/** What the world allows a drag beyond the text (the adapter reads its settings), and the scene's gravity. */
export interface DragOptions {
  /** The house rule: moves of any action may end engaging an enemy in base contact (§ Charge, House Rule). */
  readonly voluntaryEngage?: boolean;
  /**
   * The scene's gravity, for the terrain's start check (TerrainCapability.startNotice); absent:
   * normal, so no start is refused.
   */
  readonly gravity?: Gravity;
}

/** Where a drag must stop and why. */
export interface DragStop {
  /** The path ends on the segment from step `step` to `step + 1`, at `fraction` of it (0: at the step). */
  readonly step: number;
  /** 0–1; always 0 on gridded scenes. */
  readonly fraction: number;
  readonly reason: DragStopReason;
  /** `edge`: the test to take there (necromunda: `leap`, `dangerous`). */
  readonly test?: string;
  /** `engaged`: the enemy's name. Models the user cannot see never hold anyone off, so are never named. */
  readonly enemy?: string;
  /** `start`: the terrain's words for why the move may not start (TerrainCapability.startNotice). */
  readonly notice?: CardText;
}

/** Whether two dispositions are enemies: friendly against hostile. Anything else (junk included) is no enemy. */
export function isEnemy(a: Disposition, b: Disposition): boolean {
  return (a === "friendly" && b === "hostile") || (a === "hostile" && b === "friendly");
}

/**
 * A snapshot prepared for one mover's drag: its enemies' and others' bases indexed once. Only
 * {@link prepareDrag} makes one (it checks the models); {@link dragStop} refuses any other object.
 */
export interface DragScene {
  readonly rules: DragRules;
  /** The snapshot the drag was prepared from (its regions name the edges a path meets). */
  readonly snapshot: SceneSnapshot;
  /** The mover, or null when it is not a model of the snapshot (no actor: only the allowance applies). */
  readonly mover: ModelSnapshot | null;
  /** Half a grid space: models closer than this in height stand on the same level. */
  readonly level: number;
  /** Visible enemies that hold the mover off (empty when it is not held). */
  readonly holders: ElevatedBaseIndex;
  readonly holderModels: readonly ModelSnapshot[];
  /** For each holder, whether the mover may not pass through its base (the capability's `blocks`). */
  readonly holderBlocks: readonly boolean[];
  /** Whether any holder's base may not be passed through. */
  readonly anyHolderBlocks: boolean;
  /** Every other visible model, for the end-of-move overlap. */
  readonly others: ElevatedBaseIndex;
  readonly otherModels: readonly ModelSnapshot[];
  /**
   * Visible enemies whose bases the mover may not pass through but which hold no zone (a Seriously
   * Injured fighter); empty when it is not held. The holders' bases are blocked too, but only an
   * engaging move reaches one: any other stops at its zone first.
   */
  readonly blockers: ElevatedBaseIndex;
  readonly blockerModels: readonly ModelSnapshot[];
  /** What the engagement capability is told of the world's choices. */
  readonly engage: EngageOptions;
  /**
   * Why the mover may not start a move where it stands (TerrainCapability.startNotice, read once
   * at the mover's place when the drag is prepared), or null when it may.
   */
  readonly startRefused: CardText | null;
  /**
   * The regions that can be levels (moves/footing.ts levelSurfaces), when the ruleset asks a base
   * to fit on the level it ends on (StructuresCapability `baseMustFitLevel`); null otherwise.
   */
  readonly levels: readonly LevelSurface[] | null;
}

const elevated = (m: ModelSnapshot): ElevatedBase => ({
  x: m.base.x,
  y: m.base.y,
  radius: m.base.radius,
  elevation: m.elevation,
});

/** Scenes made by {@link prepareDrag}: their models are checked, so a pointer move need not check them. */
const prepared = new WeakSet<DragScene>();

/**
 * Prepares a snapshot for a mover's drag: checks it and builds the spatial indexes once. Models
 * the user cannot see (`visible` false) are left out: they hold no one off and are never named.
 * @param snapshot its `gridStep` (> 0) and `models` are read: each model needs a string id, name,
 * kind and disposition, a base (finite centre, radius ≥ 0), a footprint (finite corner, width and
 * height ≥ 0), a finite elevation and a boolean `visible`; checked once per snapshot object, which
 * the engine treats as immutable from then on (scene/check.ts)
 * @param moverId the dragged token's id
 * @param rules the ruleset's capabilities: `bands` with `difficultTerrainBudget`; `terrain` (with
 * `mayEndOn`, optional `edgeTest`), `vertical` (`isClimb`, `mayEndMidClimb`, optional `climbFinishedBy`) and `engagement`
 * (`zone` finite ≥ 0, `isHeld`, `holds`, `mayEngage`, optional `engageReach`, `blocks` and `shortestRoute`) each absent or complete;
 * the mover's `weapons`, when present, a list of `{ name, versatile, longRange ≥ 0 }`
 * @param options the world's choices: `voluntaryEngage` a boolean or absent; the scene's `gravity`
 * (one of GRAVITIES) or absent
 * @throws {TypeError} when the snapshot, a model, `moverId`, `rules` or `options` is not of its shape
 * @throws {RangeError} when a number is NaN, ±Infinity, beyond ±10¹², or negative where it may not be
 */
export function prepareDrag(
  snapshot: SceneSnapshot,
  moverId: string,
  rules: DragRules,
  options: DragOptions = {},
): DragScene {
  checkDragSnapshot(snapshot);
  check.string(moverId, "moverId");
  checkRules(rules);
  check.object(options, "options");
  if (options.voluntaryEngage !== undefined) check.bool(options.voluntaryEngage, "options.voluntaryEngage");
  if (options.gravity !== undefined && !(GRAVITIES as readonly unknown[]).includes(options.gravity)) {
    throw new RangeError(`options.gravity is one of ${GRAVITIES.join(", ")}, got ${check.show(options.gravity)}`);
  }
  const mover = snapshot.models.find((m) => m.id === moverId) ?? null;
  if (mover?.weapons !== undefined) checkWeapons(mover.weapons);
  const engagement = rules.engagement;
  const held = !!mover && !!engagement && engagement.isHeld(mover);
  const holderModels: ModelSnapshot[] = [];
  const otherModels: ModelSnapshot[] = [];
  const blockerModels: ModelSnapshot[] = [];
  const holderBlocks: boolean[] = [];
  for (const model of snapshot.models) {
    if (model.id === moverId || !model.visible) continue;
    // v14 scene levels: a model on another level is not on this floor (scene/snapshot.ts ModelSnapshot#level).
    if (mover?.level !== undefined && model.level !== undefined && model.level !== mover.level) continue;
    otherModels.push(model);
    if (!held || !isEnemy(mover.disposition, model.disposition)) continue;
    const blocks = !!engagement.blocks?.(model);
    if (engagement.holds(model)) {
      holderModels.push(model);
      holderBlocks.push(blocks);
    } else if (blocks) blockerModels.push(model);
  }
  const scene: DragScene = {
    rules,
    snapshot,
    mover,
    level: snapshot.gridStep / 2,
    holders: new ElevatedBaseIndex(holderModels.map(elevated)),
    holderModels,
    holderBlocks,
    anyHolderBlocks: holderBlocks.includes(true),
    others: new ElevatedBaseIndex(otherModels.map(elevated)),
    otherModels,
    blockers: new ElevatedBaseIndex(blockerModels.map(elevated)),
    blockerModels,
    engage: { voluntary: options.voluntaryEngage === true },
    startRefused:
      mover && options.gravity && rules.terrain?.startNotice
        ? rules.terrain.startNotice(snapshot, moverId, options.gravity)
        : null,
    levels:
      mover && mover.kind !== "vehicle" && rules.structures?.baseMustFitLevel === true
        ? [...levelSurfaces(snapshot, rules.terrain, rules.vertical), ...deckSurfaces(snapshot, mover.id)]
        : null,
  };
  prepared.add(scene);
  return scene;
}

/**
 * Requires a mover's weapon profiles: objects with a string name, a boolean `versatile` and a
 * Long range ≥ 0.
 * @throws {TypeError|RangeError} see {@link prepareDrag}
 */
function checkWeapons(weapons: NonNullable<ModelSnapshot["weapons"]>): void {
  check.array(weapons, "mover.weapons");
  weapons.forEach((weapon, i) => {
    check.object(weapon, `mover.weapons[${i}]`);
    check.string(weapon.name, `mover.weapons[${i}].name`);
    check.bool(weapon.versatile, `mover.weapons[${i}].versatile`);
    check.nonNegative(weapon.longRange, `mover.weapons[${i}].longRange`);
  });
}

/**
 * Requires the capabilities a drag is decided by.
 * @throws {TypeError|RangeError} see {@link prepareDrag}
 */
function checkRules(rules: DragRules): void {
  check.object(rules, "rules");
  internal.capability(rules.bands, "rules.bands");
  const { terrain, vertical, engagement } = rules;
  if (terrain != null) {
    check.object(terrain, "rules.terrain");
    check.callable(terrain.mayEndOn, "rules.terrain.mayEndOn");
    if (terrain.edgeTest !== undefined) check.callable(terrain.edgeTest, "rules.terrain.edgeTest");
  }
  if (vertical != null) {
    check.object(vertical, "rules.vertical");
    check.callable(vertical.isClimb, "rules.vertical.isClimb");
    check.callable(vertical.mayEndMidClimb, "rules.vertical.mayEndMidClimb");
    if (vertical.climbFinishedBy !== undefined) {
      check.callable(vertical.climbFinishedBy, "rules.vertical.climbFinishedBy");
    }
  }
  if (engagement != null) {
    check.object(engagement, "rules.engagement");
    check.nonNegative(engagement.zone, "rules.engagement.zone");
    check.callable(engagement.isHeld, "rules.engagement.isHeld");
    check.callable(engagement.holds, "rules.engagement.holds");
    check.callable(engagement.mayEngage, "rules.engagement.mayEngage");
    if (engagement.engageReach !== undefined) check.callable(engagement.engageReach, "rules.engagement.engageReach");
    if (engagement.blocks !== undefined) check.callable(engagement.blocks, "rules.engagement.blocks");
    if (engagement.shortestRoute !== undefined) {
      check.callable(engagement.shortestRoute, "rules.engagement.shortestRoute");
    }
  }
}

/**
 * Requires a scene from {@link prepareDrag} and a pointer move's input: one pass over the path
 * (and as many segments), the turn's few bands; never over the models.
 * @throws {TypeError|RangeError} see {@link dragStop}
 */
function checkDragInput(scene: DragScene, input: DragInput): void {
  if (!prepared.has(scene)) throw new TypeError("scene must be a DragScene made by prepareDrag");
  check.object(input, "input");
  internal.path(input.path, "input.path");
  // Only the segments the path has are read: the check stays bounded by the path.
  internal.segments(input.segments, input.path.length - 1, "input.segments");
  if (input.turn !== null) internal.turn(input.turn, "input.turn");
  internal.segment(input.history, "input.history");
  if (input.history.shares !== undefined) {
    for (const [key, share] of Object.entries(check.record(input.history.shares, "input.history.shares"))) {
      internal.segment(share as DragSegment, `input.history.shares.${key}`);
    }
  }
  check.bool(input.edgeCleared, "input.edgeCleared");
  if (input.clearedRegions !== undefined) {
    check
      .array(input.clearedRegions, "input.clearedRegions")
      .forEach((id, i) => check.string(id, `input.clearedRegions[${i}]`));
  }
  check.bool(input.exact, "input.exact");
}

/** One segment of the path as Foundry measured it, converted to ruleset units. */
export interface DragSegment {
  /** ≥ 0; +Infinity for impassable terrain (beyond every band). */
  readonly cost: number;
  /** Finite, ≥ 0. */
  readonly distance: number;
}

/** What a drag is asked about besides the prepared scene. */
export interface DragInput {
  /** Every step of the path (Foundry's complete path), the mover's centre, starting where it stands. */
  readonly path: readonly PathStep[];
  /** One measured segment per pair of steps (steps past the last segment are not held to the allowance). */
  readonly segments: readonly DragSegment[];
  /** The turn's bands in ruleset units (ratio 1), or null when the allowance is not enforced. */
  readonly turn: TurnBands | null;
  /**
   * The turn's cost and distance before this path, ruleset units; with `shares`, the same split by
   * the band list each part was measured in (keys as drag-internal.ts `bandSetKey`: `""` walking,
   * `fly`, or an action with its own bands such as `swim`). Without shares it all counts as walking.
   */
  readonly history: DragSegment & { readonly shares?: Readonly<Record<string, DragSegment>> };
  /**
   * The mover took an edge test this turn that named no edge (moves/edge-marks.ts EDGE_CLEARED
   * alone), so it may go over every edge.
   */
  readonly edgeCleared: boolean;
  /**
   * The regions whose edge test the mover passed this turn (moves/edge-marks.ts clearedEdges):
   * it goes over their edges, and stops at every other. None when absent.
   */
  readonly clearedRegions?: readonly string[];
  /** Stop exactly where a rule bites inside a segment (gridless scenes) rather than at the step before. */
  readonly exact: boolean;
}

/** A place along the path: segment index plus fraction. */
const position = (stop: { step: number; fraction: number }) => stop.step + stop.fraction;

/**
 * Whether a model of `kind` has made its one movement action of the history period
 * (BandsCapability `singleVehicleMove`, d6 § Vehicle Movement): a vehicle whose history this period
 * has gone any distance (ruleset or scene units, > {@link COST_EPSILON}). Never throws.
 */
export function movedAlready(bands: Ruleset["bands"] | undefined, kind: unknown, historyDistance: number): boolean {
  return (
    !!bands?.singleVehicleMove &&
    kind === "vehicle" &&
    typeof historyDistance === "number" &&
    historyDistance > COST_EPSILON
  );
}

/**
 * Where a dragged path must stop, or null when it may stand. Each rule may only shorten the path
 * further; the last that shortens it gives the reason, except a climb that cannot be finished,
 * which holds the mover where it started (necromunda-movement.md § Climbing).
 * Airborne steps (moves/flight.ts: the `fly` action, a mover at an altitude) are read with only
 * the terrain that reaches the air, so no gap edge, climb or ground stops them.
 * Rules, in order: a start the terrain refuses (TerrainCapability.startNotice: held where it
 * starts); a vehicle's one movement action per history period (BandsCapability
 * `singleVehicleMove`: held where it starts); the allowance (§ Movement); an overhang too far out to climb past (§ Overhangs);
 * the edge of terrain whose test is taken before
 * entering (§ Leaping Gaps, § Dangerous Terrain); an enemy fighter's base a fighter may not pass
 * through (§ Movement, YAQ: cut where the bases touch); other bases it may not end on (cut to
 * base contact, within {@link CONTACT}), before and after the next two rules; the 1" rule in 3D
 * (§ The 1" Rule, § Charge, with Versatile's Long range and the house rule's voluntary engaging:
 * a fighter that starts within 1" of an enemy does not move unless the move ends engaging);
 * terrain it may not end on (§ Obstacles); a level the base would overhang (§ Structures: cut back
 * to where it fits, StructuresCapability `baseMustFitLevel`). A vehicle's deck at or above its elevation is no base
 * it may not end on (§ Vehicle Movement: riders).
 * @param scene made by {@link prepareDrag} for this drag
 * @param input each step with finite x, y and elevation, an action id or none and a list of
 * condition ids or none; segments and history with a cost ≥ 0 (or +Infinity) and a finite
 * distance ≥ 0; a turn's bands or null; booleans `edgeCleared` and `exact`
 * @throws {TypeError} when `scene` was not made by {@link prepareDrag}, or a part of `input` is missing or of the wrong type
 * @throws {RangeError} when a number of `input` is NaN, beyond ±10¹² (costs may be +Infinity), or negative where it may not be
 */
export function dragStop(scene: DragScene, input: DragInput): DragStop | null {
  checkDragInput(scene, input);
  if (input.path.length < 2) return null;
  // Airborne steps cross only the terrain that reaches the air: no gap edge, climb or water there (moves/flight.ts).
  const path = flightPath(input.path, scene.rules.terrain, flightPositionOf(scene.mover));
  if (path !== input.path) input = { ...input, path };
  let stop: DragStop | null = null;
  const last = () => (stop ? { step: stop.step, fraction: stop.fraction } : { step: path.length - 1, fraction: 0 });
  const current = (): DragStop | null => stop;
  const cut = (next: DragStop | null) => {
    if (next && position(next) < position(last()) - 1e-12) stop = next;
  };

  if (scene.startRefused) return { step: 0, fraction: 0, reason: "start", notice: scene.startRefused };
  if (input.turn && movedAlready(scene.rules.bands, scene.mover?.kind, input.history.distance)) {
    return { step: 0, fraction: 0, reason: "allowance" };
  }
  const allowance = allowanceStop(scene.rules, input);
  if (allowance?.reason === "climb") return allowance;
  cut(allowance);
  const vertical = scene.rules.vertical;
  const overhang = vertical ? firstOverhangStep(vertical, path) : -1;
  if (overhang > 0) cut({ step: overhang - 1, fraction: 0, reason: "overhang" });
  const terrain = scene.rules.terrain;
  if (terrain?.edgeTest && !input.edgeCleared) {
    // Edges one by one: a region cleared this turn, or a gap the base steps over, lets the path go
    // on to the next edge (moves/edge-marks.ts).
    const cleared = { all: false, regions: new Set(input.clearedRegions ?? []) };
    const base = scene.mover ? 2 * scene.mover.base.radius : 0;
    const flying = flightPositionOf(scene.mover);
    for (let from = 1; ;) {
      const edge = edgeAt(path, terrain.edgeTest, from);
      if (!edge) break;
      if (!edgePassed(scene.snapshot, path, edge.step, edge.test, terrain, cleared, base, flying)) {
        cut({ step: edge.step - 1, fraction: 0, reason: "edge", test: edge.test });
        break;
      }
      from = edge.step + 1;
    }
  }
  cut(passStop(scene, path, last(), input.exact));
  // A move ending on a base is cut to contact before the 1" rule reads where it ends (a Charge a
  // hair too far engages), and again after the cuts that may bring it back onto one.
  cut(overlapStop(scene, path, last(), input.exact));
  cut(engagementStop(scene, path, last(), input.exact));
  if (terrain) cut(forbiddenEndStop(path, last(), terrain));
  // Footing pulling a gap's edge stop back keeps it the edge stop, with its test (the leap still comes first).
  const atEdge = current();
  const footing = footingStop(scene, path, last(), input.exact);
  cut(footing && atEdge?.reason === "edge" ? { ...footing, reason: "edge", test: atEdge.test } : footing);
  cut(overlapStop(scene, path, last(), input.exact));
  return stop;
}

/** Where the turn's allowance runs out along the path, or null. */
function allowanceStop(rules: DragRules, input: DragInput): DragStop | null {
  const { path, segments, turn, history, exact } = input;
  if (!turn) return null;
  // A turn with the walking bands only and no split history is the plain sum (every pointer move of
  // most drags): no per-list bookkeeping.
  const single = !history.shares && !turn.flying && !hasOwnKeys(turn.actions);
  // What the turn used, by the band list each part was measured in.
  const used = single
    ? null
    : new Map<string, { cost: number; distance: number }>(
        Object.entries(history.shares ?? { "": history }).map(([k, s]) => [k, { cost: s.cost, distance: s.distance }]),
      );
  // The turn shared between band lists (Shadowrun: walk, then swim): each list's part uses the
  // turn in proportion to that list's farthest band, and what the others used counts in this one's
  // metres (docs/rulings.md: one Combat Turn on land and in water).
  let cost = single ? history.cost : 0;
  let distance = single ? history.distance : 0;
  let key: string | null = single ? "" : null;
  const enter = (next: string) => {
    if (next === key || !used) return;
    key = next;
    let shared = 0;
    for (const [k, part] of rules.bands.actionsApart ? [] : used) {
      if (k === next || !(part.cost > 0)) continue;
      const limit = internal.bandSetLimit(rules.bands, turn, k);
      shared += limit > 0 ? part.cost / limit : 1;
    }
    const extra = shared * internal.bandSetLimit(rules.bands, turn, next);
    const own = used.get(next);
    cost = (own?.cost ?? 0) + extra;
    distance = (own?.distance ?? 0) + extra;
  };
  const spend = (c: number, d: number) => {
    if (used) {
      const part = used.get(key!) ?? { cost: 0, distance: 0 };
      part.cost += c;
      part.distance += d;
      used.set(key!, part);
    }
    cost += c;
    distance += d;
  };
  const allows = internal.withinTurn(rules.bands, turn);
  for (let i = 1; i < path.length; i++) {
    const segment = segments[i - 1];
    if (!segment) break;
    const to = path[i]!;
    if (used) enter(internal.bandSetKey(turn, to.action));
    if (allows(to.action, cost + segment.cost, distance + segment.distance)) {
      spend(segment.cost, segment.distance);
      continue;
    }
    const from = path[i - 1]!;
    const vertical = rules.vertical;
    const rise = to.elevation - from.elevation;
    const climbing = vertical !== undefined && climbs(vertical, rise, to.conditions, to.action);
    if (climbing && !vertical.mayEndMidClimb(to.action)) {
      return { step: 0, fraction: 0, reason: "climb" };
    }
    let fraction = 0;
    if (exact && segment.cost > COST_EPSILON) {
      let [lo, hi] = [0, 1];
      for (let k = 0; k < 30; k++) {
        const mid = (lo + hi) / 2;
        if (allows(to.action, cost + segment.cost * mid, distance + segment.distance * mid)) lo = mid;
        else hi = mid;
      }
      fraction = lo;
    }
    // Part-way up a climb: only when the action that finishes it reaches the climb's end.
    const finisher = climbing ? vertical.climbFinishedBy?.(to.action) : undefined;
    if (finisher !== undefined && !climbFinished(vertical!, input, i, cost, distance, rise, allows, finisher)) {
      return { step: 0, fraction: 0, reason: "climb" };
    }
    return { step: i - 1, fraction, reason: "allowance" };
  }
  return null;
}

/**
 * Whether `finisher`'s allowance reaches the end of the climb that path step `i` is part of (the
 * step and the steps after it that climb the same way, § Climbing: a Move may end mid-climb when the
 * next action can complete it), the turn having used `cost` and `distance` before step `i`.
 */
function climbFinished(
  vertical: NonNullable<DragRules["vertical"]>,
  input: DragInput,
  i: number,
  cost: number,
  distance: number,
  rise: number,
  allows: (action: string | null | undefined, cost: number, distance: number) => boolean,
  finisher: string,
): boolean {
  const { path, segments } = input;
  let [c, d] = [cost, distance];
  for (let j = i; j < path.length; j++) {
    const segment = segments[j - 1];
    const step = path[j]!;
    const up = step.elevation - path[j - 1]!.elevation;
    if (!segment || up * rise <= 0 || !climbs(vertical, up, step.conditions, step.action)) break;
    c += segment.cost;
    d += segment.distance;
  }
  return allows(finisher, c, d);
}

/** Whether a record has an own key (no array built). */
function hasOwnKeys(record: object | null | undefined): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true;
  return false;
}

/**
 * The first step of a path reached over terrain whose test is taken before it is entered (a
 * gap's leap, dangerous terrain; necromunda-movement.md § Leaping Gaps, § Dangerous Terrain),
 * coming from terrain that calls for none, or null. A path that starts inside such terrain is
 * already in it. The move stops at step `step - 1`, the edge; the test is taken there, and once
 * it is posted the mover may go on this turn. Also for a finished move that was not stopped (the
 * GM's, or after the test): the test is due where the path enters.
 * @param path steps with a list of condition ids or none
 * @param terrain a terrain capability, with or without `edgeTest`
 * @returns the step entered and the test it calls for
 * @throws {TypeError} when `path` is not an array of objects, a step's conditions not a list of strings, or
 * `terrain` not an object whose `edgeTest` is a function or absent
 */
export function edgeStopAt(
  path: readonly Pick<PathStep, "conditions">[],
  terrain: Pick<TerrainCapability, "edgeTest">,
): { readonly step: number; readonly test: string } | null {
  check.array(path, "path");
  for (let i = 0; i < path.length; i++) {
    check.object(path[i], `path[${i}]`);
    const conditions = path[i]!.conditions;
    if (conditions !== undefined) internal.conditions(conditions, `path[${i}].conditions`);
  }
  check.object(terrain, "terrain");
  if (terrain.edgeTest !== undefined) check.callable(terrain.edgeTest, "terrain.edgeTest");
  return edgeAt(path, terrain.edgeTest);
}

/** {@link edgeStopAt} unchecked (bound to its capability as the rulesets' members are called). */
function edgeAt(
  path: readonly Pick<PathStep, "conditions">[],
  edgeTest: TerrainCapability["edgeTest"],
  from = 1,
): { readonly step: number; readonly test: string } | null {
  if (!edgeTest) return null;
  let before = edgeTest(path[from - 1]?.conditions ?? []);
  for (let i = from; i < path.length; i++) {
    const test = edgeTest(path[i]!.conditions ?? []);
    // Terrain whose edge asks for another test than the terrain left (a dh2 ledge's top onto a
    // sheer wall) is an edge too.
    if (test && test !== before) return { step: i, test };
    before = test;
  }
  return null;
}

/** The path's steps up to a stop, with the stop's point appended when it falls inside a segment. */
function keptSteps(path: readonly PathStep[], end: { step: number; fraction: number }): PathStep[] {
  const kept = path.slice(0, end.step + 1);
  if (end.fraction > 0) kept.push(lerpAt(path, end.step, end.fraction));
  return kept;
}

/**
 * The point `fraction` along the segment from step `step` to the next (the step itself when it is
 * the last), with the next step's action and conditions.
 * @param step an integer from 0 to `path.length - 1`
 * @param fraction 0–1
 * @throws {TypeError} when `path` is not an array or a number is not a number
 * @throws {RangeError} when `path` is empty, `step` is not an integer index of it, `fraction` is outside 0–1,
 * or a coordinate or elevation of the two steps read is not finite
 */
export function pointAt(path: readonly PathStep[], step: number, fraction: number): PathStep {
  check.array(path, "path");
  if (typeof step !== "number") throw new TypeError(`step must be a number, got ${typeof step}`);
  if (!Number.isInteger(step) || step < 0 || step >= path.length) {
    throw new RangeError(`step must be an integer from 0 to ${path.length - 1}, got ${step}`);
  }
  if (typeof fraction !== "number") throw new TypeError(`fraction must be a number, got ${typeof fraction}`);
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`fraction must be from 0 to 1, got ${fraction}`);
  internal.step(path[step]!, `path[${step}]`);
  if (step + 1 < path.length) internal.step(path[step + 1]!, `path[${step + 1}]`);
  return lerpAt(path, step, fraction);
}

/** {@link pointAt} unchecked. */
function lerpAt(path: readonly PathStep[], step: number, fraction: number): PathStep {
  const from = path[step]!;
  const to = path[step + 1] ?? from;
  const lerp = (a: number, b: number) => a + (b - a) * fraction;
  return { ...to, x: lerp(from.x, to.x), y: lerp(from.y, to.y), elevation: lerp(from.elevation, to.elevation) };
}

/**
 * Where the 1" rule stops the path (up to `end`), or null. The gap is measured in 3D (see
 * {@link elevatedBaseGap}). A move whose action may engage (a Charge) may enter zones when it
 * ends in base contact with an enemy on its level; one that falls short stops 1" away. A mover
 * that starts inside a zone (less than 1" away; exactly 1" is outside) may not move at all unless
 * its move ends so engaging (docs/rulings.md: within 1" of an enemy, fighters can't move).
 */
function engagementStop(
  scene: DragScene,
  path: readonly PathStep[],
  end: { step: number; fraction: number },
  exact: boolean,
): DragStop | null {
  const { mover, rules } = scene;
  const zone = rules.engagement?.zone ?? 0;
  if (!mover || zone <= 0 || scene.holderModels.length === 0) return null;
  const kept = keptSteps(path, end);
  const radius = mover.base.radius;
  const within = scene.holders.firstWithin(kept[0]!, radius, zone);
  const entry = within >= 0 ? null : scene.holders.firstEntry(kept, radius, zone);
  if (within < 0 && !entry) return null;
  const final = kept.at(-1)!;
  if (engagesAt(scene, mover, final)) return null;
  if (within >= 0) {
    const holder = scene.holderModels[within]!;
    return { step: 0, fraction: 0, reason: "engaged", ...(holder.visible ? { enemy: holder.name } : {}) };
  }
  if (!entry) return null;
  const enemy = scene.holderModels[entry.base]!;
  // The kept path's last segment may be cut short: its fraction is of the cut segment.
  const t = entry.segment === end.step && end.fraction > 0 ? entry.t * end.fraction : entry.t;
  return {
    step: entry.segment,
    fraction: exact ? t : 0,
    reason: "engaged",
    ...(enemy.visible ? { enemy: enemy.name } : {}),
  };
}

/** How close counts as base contact, ruleset units: the placement rules' tolerance. */
const CONTACT = CONTACT_TOLERANCE;

/**
 * Whether a mover ending at `at` engages an enemy, so may stand inside zones: its action may
 * engage (a Charge; any action with the house rule) and it ends in base contact with a holder, or
 * within its reach (a Charge with a Versatile weapon: its Long range, § Charge).
 */
function engagesAt(scene: DragScene, mover: ModelSnapshot, at: PathStep): boolean {
  const engagement = scene.rules.engagement;
  if (!engagement?.mayEngage(at.action, scene.engage)) return false;
  const reach =
    engagement.engageReach && engagement.mayEngage(at.action) ? engagement.engageReach(mover, at.action) : 0;
  const base = { ...at, radius: mover.base.radius };
  return scene.holderModels.some((m) => {
    const gap = internal.baseGap3(base, elevated(m));
    return Math.abs(gap) <= CONTACT || (gap > 0 && gap <= reach + 1e-9);
  });
}

/**
 * Cuts the path back so it does not end on terrain the ruleset forbids (on top of an obstacle,
 * necromunda-movement.md § Obstacles): to the last step reached over terrain it may end on.
 */
function forbiddenEndStop(
  path: readonly PathStep[],
  end: { step: number; fraction: number },
  terrain: TerrainCapability,
): DragStop | null {
  const endStep = end.fraction > 0 ? end.step + 1 : end.step;
  if (endStep === 0 || terrain.mayEndOn(path[endStep]!.conditions ?? [])) return null;
  for (let i = endStep - 1; i > 0; i--) {
    if (terrain.mayEndOn(path[i]!.conditions ?? [])) return { step: i, fraction: 0, reason: "forbiddenEnd" };
  }
  return { step: 0, fraction: 0, reason: "forbiddenEnd" };
}

/**
 * Cuts the path back so the base does not end overhanging a level (necromunda-movement.md
 * § Structures: a fighter ends on a level only where there is space for its base; moves/footing.ts):
 * a leg at one height that would take the base more than base contact's tolerance into a solid
 * level's side stops where the base first touches it, on gridless scenes (found in quarter-radius
 * samples, then bisected), else at the leg's start;
 * along the run of legs at one height the path ends on, when any of it touches a level the end
 * must stand on one (no walking off a platform's edge into the air) — on gridless scenes to the
 * last point of that run where the base fits (looked for backwards in quarter-radius samples, as
 * "fits" comes and goes across a crack, then bisected), on grids to the last such step; else to
 * the last step before it where the base fits, or the foot of the climb that led to a step in the
 * air, or the start. Reason `footing`.
 */
function footingStop(
  scene: DragScene,
  path: readonly PathStep[],
  end: { step: number; fraction: number },
  exact: boolean,
): DragStop | null {
  const { levels, mover } = scene;
  // No level on the table: every place is the floor.
  if (!levels?.length || !mover) return null;
  // Only vehicles' decks, which start above the floor: a move ending on the floor is not asked.
  const endsAt = end.fraction > 0 ? lerpAt(path, end.step, end.fraction) : path[end.step]!;
  if (!(endsAt.elevation > 1e-9) && levels.every((s) => s.deck)) return null;
  const radius = mover.base.radius;
  const at = (p: PathStep, stand = false) =>
    footingFits(levels, { x: p.x, y: p.y, radius }, p.elevation, scene.level, stand);
  const flat = (i: number) => Math.abs(path[i + 1]!.elevation - path[i]!.elevation) < 1e-9;
  const endStep = end.fraction > 0 ? end.step + 1 : end.step;
  // A leg at one height into a solid level more than `level` above it (a wide obstacle's side)
  // goes no further than base contact with it (docs/rulings.md): it is climbed up and onto
  // (§ Structures). `solid(p, depth)`: the base at `p` is more than `depth` into such a side.
  const solids = levels.filter((s) => s.solid);
  const solid = (p: PathStep, depth = FOOTING_TOLERANCE) =>
    solids.some(
      (s) => s.height > p.elevation + scene.level + 1e-9 && areaGap({ x: p.x, y: p.y, radius }, s.region) < -depth,
    );
  for (let i = 0; i < (solids.length ? endStep : 0); i++) {
    const [a, b] = [path[i]!, path[i + 1]!];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (!flat(i) || len === 0 || solid(a)) continue;
    const top = i === endStep - 1 && end.fraction > 0 ? end.fraction : 1;
    const dt = Math.min(top, Math.max(top / 4096, radius / 4 / len));
    let [lo, hi] = [0, 0];
    while (hi < top && !solid(lerpAt(path, i, (hi = Math.min(top, hi + dt))))) lo = hi;
    if (!solid(lerpAt(path, i, hi))) continue;
    if (!exact) return { step: i, fraction: 0, reason: "footing" };
    // Back from the first sample where the base is deeper than contact to where it first touches the side.
    let [clear, touch] = [lo, hi];
    while (clear > 0 && solid(lerpAt(path, i, clear), 0)) [touch, clear] = [clear, Math.max(0, clear - dt)];
    for (let n = 0; n < 30; n++) {
      const mid = (clear + touch) / 2;
      if (solid(lerpAt(path, i, mid), 0)) touch = mid;
      else clear = mid;
    }
    return { step: i, fraction: clear, reason: "footing" };
  }
  if (endStep === 0) return null;
  const endAt = end.fraction > 0 ? lerpAt(path, end.step, end.fraction) : path[endStep]!;
  // The last leg, from step `leg` to `leg + 1`, as far as `reach` along it; the level run it ends, from step `run`.
  const leg = endStep - 1;
  const reach = end.fraction > 0 ? end.fraction : 1;
  let run = leg + 1;
  while (run > 0 && flat(run - 1)) run--;
  // On a level anywhere along the run (touching one: standing or overhanging), the base must end on one.
  const touches = (p: PathStep) => !at(p, false) || at(p, true);
  const stand = run <= leg && endAt.elevation > 1e-9 && [endAt, ...path.slice(run, endStep)].some(touches);
  if (at(endAt, stand)) return null;
  for (let i = leg; i >= run; i--) {
    const [from, to] = [path[i]!, path[i + 1]!];
    const top = i === leg ? reach : 1;
    const dt = exact
      ? Math.min(top, Math.max(top / 4096, radius / 4 / Math.max(Math.hypot(to.x - from.x, to.y - from.y), 1e-9)))
      : top;
    for (let hi = top; hi > 1e-12; hi -= dt) {
      let lo = Math.max(0, hi - dt);
      if (!at(lerpAt(path, i, lo), stand)) continue;
      for (let n = 0; n < 30 && exact; n++) {
        const mid = (lo + hi) / 2;
        if (at(lerpAt(path, i, mid), stand)) lo = mid;
        else hi = mid;
      }
      return { step: i, fraction: lo, reason: "footing" };
    }
  }
  let j = Math.min(run, leg + 1) - 1;
  while (j > 0 && !at(path[j]!)) j--;
  // A step in the air at the top of a climb is no place to stop: back to the climb's foot.
  if (j > 0 && path[j]!.elevation > 1e-9 && !at(path[j]!, true)) while (j > 0 && !flat(j - 1)) j--;
  return { step: Math.max(j, 0), fraction: 0, reason: "footing" };
}

/**
 * Whether a mover at `at` may stand on another model: only on a vehicle's footprint, at or above
 * its elevation (necromunda-movement.md § Vehicle Movement: fighters move, climb and leap onto
 * vehicles), and never a vehicle on anything.
 */
function rides(mover: ModelSnapshot, at: PathStep, other: ModelSnapshot): boolean {
  if (mover.kind === "vehicle" || other.kind !== "vehicle") return false;
  const f = other.footprint;
  const on = at.x > f.x && at.x < f.x + f.width && at.y > f.y && at.y < f.y + f.height;
  return on && at.elevation >= other.elevation - 1e-9;
}

/**
 * The first point of a straight move from `a` to `b` at which a base of `radius` overlaps the
 * base `other` by more than {@link CONTACT} in plan, with the elevation there within `level` of
 * the other's; returned as the fraction (≥ 0) at which the two bases first touch, or null when the
 * move never goes that deep or starts that deep (a mover may leave a base it stands on).
 */
function baseEntryAt(a: PathStep, b: PathStep, radius: number, other: ModelSnapshot, level: number): number | null {
  const sum = radius + other.base.radius;
  const deep = sum - CONTACT;
  if (deep <= 0) return null;
  const fx = a.x - other.base.x;
  const fy = a.y - other.base.y;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const along = dx * dx + dy * dy;
  const start = fx * fx + fy * fy;
  if (along === 0 || start < deep * deep) return null;
  const half = fx * dx + fy * dy;
  const discDeep = half * half - along * (start - deep * deep);
  if (discDeep <= 0) return null;
  const tDeep = (-half - Math.sqrt(discDeep)) / along;
  if (tDeep < 0 || tDeep > 1) return null;
  if (Math.abs(a.elevation + (b.elevation - a.elevation) * tDeep - other.elevation) >= level) return null;
  const touch = (-half - Math.sqrt(half * half - along * (start - sum * sum))) / along;
  return Math.max(0, Math.min(tDeep, touch));
}

/**
 * Where a held mover's path would pass through a base it may not (an enemy fighter's:
 * necromunda-movement.md § Movement, YAQ: fighters move through friendly fighters), up to `end`:
 * cut where the bases touch (at the step before on gridded scenes), or null. Reason `overlap`.
 * Holders' bases are looked at only for a move that may engage (a Charge): any other move stops
 * at a holder's zone before it reaches the base.
 */
function passStop(
  scene: DragScene,
  path: readonly PathStep[],
  end: { step: number; fraction: number },
  exact: boolean,
): DragStop | null {
  const { mover, rules } = scene;
  if (!mover || !rules.engagement) return null;
  // Only a move that may engage goes on into a holder's zone far enough to reach its base.
  const endAction = path[end.fraction > 0 ? end.step + 1 : end.step]!.action;
  const holders = scene.anyHolderBlocks && rules.engagement.mayEngage(endAction, scene.engage);
  if (scene.blockerModels.length === 0 && !holders) return null;
  const radius = mover.base.radius;
  const lastSegment = end.fraction > 0 ? end.step : end.step - 1;
  for (let s = 0; s <= lastSegment; s++) {
    const a = path[s]!;
    const b = s === end.step ? lerpAt(path, s, end.fraction) : path[s + 1]!;
    let best = Infinity;
    const minX = Math.min(a.x, b.x);
    const minY = Math.min(a.y, b.y);
    const maxX = Math.max(a.x, b.x);
    const maxY = Math.max(a.y, b.y);
    if (scene.blockerModels.length > 0) {
      scene.blockers.search(minX, minY, maxX, maxY, radius, (i) => {
        const t = baseEntryAt(a, b, radius, scene.blockerModels[i]!, scene.level);
        if (t !== null && t < best) best = t;
      });
    }
    if (holders) {
      scene.holders.search(minX, minY, maxX, maxY, radius, (i) => {
        if (!scene.holderBlocks[i]) return;
        const t = baseEntryAt(a, b, radius, scene.holderModels[i]!, scene.level);
        if (t !== null && t < best) best = t;
      });
    }
    if (best === Infinity) continue;
    const t = s === end.step ? best * end.fraction : best;
    return { step: s, fraction: exact ? t : 0, reason: "overlap" };
  }
  return null;
}

/** How many bases one overlap cut steps back past on a segment before it gives up the segment. */
const OVERLAP_CUTS = 8;

/**
 * A move may pass through other models but not end overlapping a base on its level
 * (necromunda-movement.md § Movement, YAQ; rulesets with an engagement zone): bases closer than
 * {@link CONTACT} into each other are in contact, not overlapping. On gridless scenes (`exact`)
 * the path is cut back to where the mover's base touches the one it would end on (so a Charge a
 * hair too far lands in base contact); on gridded ones, to the last step that overlaps none.
 * Bases more than half a grid space above or below do not overlap.
 */
function overlapStop(
  scene: DragScene,
  path: readonly PathStep[],
  end: { step: number; fraction: number },
  exact: boolean,
): DragStop | null {
  const { mover } = scene;
  if (!mover || !scene.rules.engagement || scene.otherModels.length === 0) return null;
  const radius = mover.base.radius;
  /** The index of a model whose base the mover at `at` overlaps, or -1. */
  const overlapped = (at: PathStep): number => {
    let found = -1;
    scene.others.search(at.x, at.y, at.x, at.y, radius, (i) => {
      if (found >= 0) return;
      const other = scene.otherModels[i]!;
      const plan = Math.hypot(at.x - other.base.x, at.y - other.base.y) - radius - other.base.radius;
      if (plan < -CONTACT && Math.abs(at.elevation - other.elevation) < scene.level && !rides(mover, at, other)) {
        found = i;
      }
    });
    return found;
  };
  const endPoint = end.fraction > 0 ? lerpAt(path, end.step, end.fraction) : path[end.step]!;
  if (overlapped(endPoint) < 0) return null;
  // Segment s runs from path[s] to the end point's fraction `t` of it.
  let s = end.fraction > 0 ? end.step : end.step - 1;
  let t = end.fraction > 0 ? end.fraction : 1;
  for (; s >= 0; s--, t = 1) {
    if (!exact) {
      if (overlapped(path[s]!) < 0) return { step: s, fraction: 0, reason: "overlap" as const };
      continue;
    }
    const a = path[s]!;
    const b = path[s + 1]!;
    for (let k = 0; k < OVERLAP_CUTS && t > 0; k++) {
      const at = lerpAt(path, s, t);
      const i = overlapped(at);
      if (i < 0) return { step: s, fraction: t, reason: "overlap" as const };
      const other = scene.otherModels[i]!;
      t = Math.min(t, contactFraction(a, b, radius + other.base.radius, other.base.x, other.base.y));
    }
    if (overlapped(a) < 0) return { step: s, fraction: 0, reason: "overlap" as const };
  }
  return { step: 0, fraction: 0, reason: "overlap" as const };
}

/**
 * The fraction of a straight move from `a` to `b` at which its centre first comes `sum` from
 * (cx, cy) in plan (the bases touch), clamped to 0–1; 0 when it never does or starts closer.
 */
function contactFraction(a: PathStep, b: PathStep, sum: number, cx: number, cy: number): number {
  const fx = a.x - cx;
  const fy = a.y - cy;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const along = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - sum * sum;
  if (along === 0 || c <= 0) return 0;
  const half = fx * dx + fy * dy;
  const disc = half * half - along * c;
  if (disc < 0) return 0;
  return Math.min(1, Math.max(0, (-half - Math.sqrt(disc)) / along));
}

/** Where a Charge that falls short runs on to: its centre and elevation, and how far it went on. */
export interface ChargeRunOn {
  readonly to: PathStep;
  /** Ruleset units beyond the dragged path. */
  readonly distance: number;
}

/**
 * A Charge that cannot reach base contact must still move its full distance, stopping 1" away
 * (necromunda-movement.md § Movement: the whole distance is still moved; § Charge: it halts
 * 1" short). For a dragged Charge that stands (no {@link dragStop}) but ends short of its
 * allowance and out of base contact with every enemy, this is where it runs on to: straight on
 * in the direction of its last segment (the desired direction) by the allowance left, measured
 * as clear ground, and no further than the edge of the first enemy zone on the way. The adapter
 * appends it and constrains again, so walls and costlier terrain cut it back.
 * Null when the move is not a Charge, already in base contact, out of allowance, or no visible
 * enemy holds the mover off (nothing to charge).
 * @throws {TypeError|RangeError} as {@link dragStop}; a RangeError too when the run-on would end beyond ±10¹²
 */
export function chargeRunOn(scene: DragScene, input: DragInput): ChargeRunOn | null {
  checkDragInput(scene, input);
  const { mover, rules } = scene;
  const { path, segments, turn, history } = input;
  const engagement = rules.engagement;
  const last = path.at(-1);
  const before = path.at(-2);
  if (!mover || !engagement || !turn || !last || !before || !engagement.mayEngage(last.action)) return null;
  if (scene.holderModels.length === 0) return null;
  const radius = mover.base.radius;
  if (engagesAt(scene, mover, last)) return null;
  let cost = history.cost;
  let distance = history.distance;
  for (let i = 0; i < Math.min(segments.length, path.length - 1); i++) {
    cost += segments[i]!.cost;
    distance += segments[i]!.distance;
  }
  const remaining = actionLimitFor(scene, turn, last.action, cost, distance) - cost;
  const dx = last.x - before.x;
  const dy = last.y - before.y;
  const length = Math.hypot(dx, dy);
  if (remaining <= COST_EPSILON || length === 0) return null;
  const far = { ...last, x: last.x + (dx / length) * remaining, y: last.y + (dy / length) * remaining };
  const entry = scene.holders.firstEntry([last, far], radius, engagement.zone ?? 0);
  // A wall on the way stops the run-on with the base against it.
  const wall = wallDistance(scene.snapshot.walls, last, far, radius);
  const t = Math.min(entry ? entry.t : 1, wall === Infinity ? 1 : wall / remaining);
  if (t * remaining <= COST_EPSILON) return null;
  return { to: lerpAt([last, far], 0, t), distance: t * remaining };
}

/** The most the action allows this turn, with halved terrain's budget once it was crossed. */
function actionLimitFor(scene: DragScene, turn: TurnBands, action: string | undefined, cost: number, distance: number) {
  return internal.limitOf(scene.rules.bands, turn, action, cost > distance + COST_EPSILON);
}
