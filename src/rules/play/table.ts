/**
 * A table played from plain data: models, regions and walls in the ruleset's unit, moves asked
 * by path, the tests they call for resolved by given dice, and turns ended. It runs the engine
 * functions the canvas runs (the drag's stop, the finished move's tests and effects, the
 * outcomes of a rolled test), so a drag and `rules.play` give the same stop and the same tests.
 * @module
 */
import { isFiniteNumber } from "../scene/numbers";
import type { ActorReading } from "../capabilities/actors";
import type { TestConsequence } from "../capabilities/outcomes";
import type { Effect } from "../effects";
import { getRuleset } from "../rulesets";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, PathStep, RegionSnapshot, SceneSnapshot, WallSnapshot } from "../scene";
import { areaCrossings, regionArea } from "../scene/shapes";
import { wallDistance } from "../scene/walls";
import { checkDerivedSnapshot, conditionsOf, regionsHolding } from "../scene/check";
import type { Gravity, MoveSummary, MovementBand, MovementContext, MovementTestCall } from "../types";
import type { LightingFacts } from "../capabilities/terrain";
import { priceVerticalStep, horizontalOf } from "../geometry/vertical";
import { prepareDrag, dragStop, pointAt, type DragScene, type DragStopReason } from "../moves/drag";
import { bandSetKey } from "../moves/drag-internal";
import { finishedMoveEffects, passedTestEffects, type FinishedMove } from "../moves/finished";
import { bandAt, bandReached } from "../moves/band-reached";
import { clearedEdges, edgeMarkOf } from "../moves/edge-marks";
import { airborneConditions, flightPositionOf, isAirborneStep, FLY_ACTION } from "../moves/flight";
import { followGround, repositionEffects } from "../moves/ground";
import { backtrackEffects } from "../moves/backtrack";
import { applyFallEffects, fallLanding, landingsAfterFall } from "../moves/landings";
import { capTurnBands, spentActionCap, TURN_CONSEQUENCES, type SpentAction } from "../moves/turn-action";
import { turnBands, withAddedAllowance } from "../moves/turn-bands";
import { terrainAction, terrainStepCost, withTerrainActions } from "../moves/terrain-steps";
import { jumpDownDrop, stepRiseCost } from "../moves/vertical-steps";
import { stepMode } from "../moves/step-mode";
import { obstaclesRead } from "../moves/obstacles";
import { shoveCarrying } from "../moves/vehicles";
import { OBSTACLE_CONDITION } from "../scene/terrain-ids";
import type { DiagonalRule } from "../map/grid";
import { shortestRoute } from "../map/route";
import {
  checkMoveInput,
  checkPlayInput,
  type PlayInput,
  type PlayLighting,
  type PlayModel,
  type PlayMoveInput,
  type PlayRegion,
} from "./input";

/** Foundry's default movement action: what a drag without a chosen action moves with. */
export const WALK_ACTION = "walk";

/** Actions whose steps keep their elevation over raised ground (as the canvas: flying, blinking, forced). */
const AIRBORNE_ACTIONS: readonly string[] = [FLY_ACTION, "blink", "displace"];

/** How far short of a wall a move's centre stops, ruleset units: off the wall's line, as Foundry's constraint leaves it. */
const WALL_MARGIN = 1e-6;

/** Directions loot falling off a vehicle takes in `rules.play`, radians: eight spread evenly (the canvas rolls them). */
const FALL_ANGLES: readonly number[] = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);

/** A stretch of a move in one mode, ruleset units. */
export interface PlaySegment {
  /**
   * How the model moves along it: `fly` (airborne), the action its terrain requires (Shadowrun
   * water: `swim`), `climbUp` or `climbDown` (a climb of the ruleset's vertical rules), else the
   * band its turn has reached there (`half`, `run` …), or the action itself when the model has no bands.
   */
  readonly mode: string;
  readonly distance: number;
  /** What it cost of the turn's movement (difficult terrain, climbs). */
  readonly cost: number;
}

/** A test a move calls for, with the numbers its card shows. */
export interface PlayTest {
  /** The test's id on this table (resolve it with {@link PlayTable.resolve}). */
  readonly id: number;
  /** The model that takes it. */
  readonly model: string;
  /** The test's kind (`treacherous`, `leap`, `swim`, `climb`, `jump`, `fall` …; docs/user-guide.md § Playing a turn from plain data). */
  readonly kind: string;
  /** The characteristic (or pool) it tests. */
  readonly characteristic: string;
  /** The ruleset's difficulty id (dh2 `challenging` …; opend6 difficulty names), or "". */
  readonly difficulty: string;
  /** The sum of its modifiers (the model's situation included), in the test's own unit. */
  readonly modifier: number;
  /** The number to roll: a d100 target, an X+ target, an OpenD6 difficulty; absent for pools. */
  readonly target?: number;
  /** A Shadowrun pool's dice and its threshold (0: none). */
  readonly pool?: number;
  readonly threshold?: number;
  /** The drop, fall or distance the test is about, ruleset units, when it has one. */
  readonly distance?: number;
  /** The card offers no roll that can succeed (a dh2 leap whose Full Action the turn spent; an empty pool). */
  readonly impossible?: true;
  /** The call as the ruleset built it (its request rebuilds it). */
  readonly call: MovementTestCall;
}

/** Where a move was stopped short and why. */
export interface PlayStop {
  /** The drag's stop reason (`allowance`, `edge`, `engaged`, `climb`, `overlap`, `forbiddenEnd`, `footing`, `overhang`, `start`). */
  readonly reason: DragStopReason;
  readonly at: { readonly x: number; readonly y: number; readonly elevation: number };
  /** At an edge: the test to take there. */
  readonly test?: string;
}

/** What a move did. */
export interface PlayMove {
  /** Where the model ended, after the move's own effects. */
  readonly end: { readonly x: number; readonly y: number; readonly elevation: number };
  readonly stopped: PlayStop | null;
  /** The band the turn reached (in a combat), or null. */
  readonly band: string | null;
  readonly segments: readonly PlaySegment[];
  readonly tests: readonly PlayTest[];
  /** Every effect the engine decided, as the canvas's executor receives them. */
  readonly effects: readonly Effect[];
  /**
   * The shortest route the engine put in place of the path given (a Necromunda Charge,
   * necromunda-movement.md § Movement): its points after the start, the last where the path given
   * ends; absent when the path given stood.
   */
  readonly route?: readonly { readonly x: number; readonly y: number }[];
}

/** The dice a test was rolled with: one die (`roll`) or several (`dice`, face values in order). */
export interface PlayRoll {
  readonly roll?: number;
  readonly dice?: readonly number[];
}

/** What a resolved test did. */
export interface PlayResolution {
  readonly success: boolean;
  readonly degrees: number;
  readonly outcome: string;
  readonly amount?: number;
  /** The outcome's consequences as the ruleset gave them. */
  readonly consequences: readonly TestConsequence[];
  /** The effects carried out on the table (moves, statuses, marks) and those left to the GM (falls, damage). */
  readonly effects: readonly Effect[];
  /** The tests its effects call for (the riders of a vehicle moved aside), to resolve in turn. */
  readonly tests: readonly PlayTest[];
}

/** A model's state on the table. */
interface ModelState {
  readonly input: PlayModel;
  /** Its system data, with the counters the rules set. */
  system: Record<string, unknown>;
  reading: ActorReading;
  x: number;
  y: number;
  elevation: number;
  readonly statuses: Set<string>;
  marks: string[];
  /** The turn's recorded movement (a started combat), ruleset units, split by band list (DragInput.history). */
  history: { distance: number; cost: number; shares: Record<string, { cost: number; distance: number }> };
  /** The turn's path so far, for a test that walks back along it. */
  historyPath: PathStep[];
  /** Metres tests added to bands this turn, by action id. */
  added: Record<string, number>;
  /** Dice rolled this turn for an action's allowance (PlayMoveInput.d3), by action id. */
  rolled: Record<string, number>;
  spent: SpentAction | null;
  /** Its snapshot while nothing about it changed. */
  snapshot: ModelSnapshot | null;
  /** Its place in the table's snapshot. */
  readonly index: number;
}

/** A region of the input as the engine's snapshot holds it. */
function regionSnapshot(region: PlayRegion): RegionSnapshot {
  const shapes = region.shapes ?? (region.shape ? [region.shape] : []);
  const area = regionArea(shapes);
  return {
    id: region.id,
    name: region.name ?? region.id,
    area: area.bounds,
    polygons: area.polygons,
    bottom: region.bottom ?? null,
    top: region.top ?? null,
    terrain: (region.terrain ?? []).map((t) => ({
      condition: t.condition,
      height: t.height ?? 0,
      railing: t.railing === true,
      ...(t.overhang ? { overhang: t.overhang } : {}),
      ...(t.width ? { width: t.width } : {}),
      ...(t.surface !== undefined ? { surface: t.surface } : {}),
      ...(t.water !== undefined ? { water: t.water } : {}),
    })),
    ductwayExit: null,
    lift: null,
  };
}

/** A number from a card's target text (`45`, `4+`, `10`), or undefined. */
function leadingNumber(text: string | null): number | undefined {
  const match = text === null ? null : /^-?\d+/.exec(text.trim());
  return match ? Number(match[0]) : undefined;
}

/** The 3D length of a step. */
function stepLength(from: PathStep, to: PathStep): number {
  return Math.hypot(to.x - from.x, to.y - from.y, to.elevation - from.elevation);
}

/** A table of models and regions played by the rules of one ruleset. */
export class PlayTable {
  readonly ruleset: Ruleset;
  readonly variant: string;
  readonly gravity: Gravity;
  /** The table's lighting ({@link PlayInput.lighting}), or null. */
  readonly #lighting: PlayLighting | null;
  readonly combat: boolean;
  readonly #gridStep: number;
  readonly #diagonals: DiagonalRule | null;
  readonly #regions: readonly RegionSnapshot[];
  readonly #walls: readonly WallSnapshot[];
  readonly #models = new Map<string, ModelState>();
  #snapshot: SceneSnapshot | null = null;
  /**
   * The drag prepared for the last mover (prepareDrag: its indexes of the other models), kept while
   * no other model changed and the mover only moved: a drag reads the mover's kind, base, side,
   * status, flight and weapons and the table's regions and walls, never where the mover stands.
   */
  #drag: { readonly id: string; readonly scene: DragScene } | null = null;
  /** The last snapshot built, its models in table order (the next replaces only the changed ones). */
  #last: SceneSnapshot | null = null;
  /** Models changed since the last snapshot. */
  readonly #dirty = new Set<ModelState>();
  /** Models whose turn state (movement, marks, added metres, spent action) changed this turn. */
  readonly #touched = new Set<ModelState>();
  /** The tests returned and not yet resolved, with the turn ({@link PlayTable.#round}) each was posted in. */
  readonly #tests = new Map<number, { model: string; call: MovementTestCall; turn: number }>();
  #nextTest = 1;
  #round = 1;

  /**
   * @throws {TypeError|RangeError} when the input is malformed (the first wrong field named), the
   *   ruleset is unknown or reads no actors, or a model's actor type is not the ruleset's
   */
  constructor(input: PlayInput) {
    checkPlayInput(input);
    const ruleset = getRuleset(input.ruleset);
    if (!ruleset.actors) throw new RangeError(`The ruleset "${input.ruleset}" reads no actor data`);
    this.ruleset = ruleset;
    if (input.variant !== undefined && !ruleset.variants.some((v) => v.id === input.variant)) {
      throw new RangeError(`input.variant must be one of ${ruleset.variants.map((v) => v.id).join(", ")}`);
    }
    this.variant = input.variant ?? ruleset.variants[0]?.id ?? "";
    this.gravity = input.gravity ?? "normal";
    this.#lighting = input.lighting ?? null;
    this.combat = input.combat;
    this.#gridStep = input.gridStep ?? 1;
    this.#diagonals = input.diagonals ?? null;
    // Obstacles as the ruleset reads them: one too wide is climbed terrain (moves/obstacles.ts).
    this.#regions = (input.regions ?? []).map((r) => obstaclesRead(regionSnapshot(r), ruleset.terrain));
    this.#walls = (input.walls ?? []).map((w) => ({ a: { x: w.a[0], y: w.a[1] }, b: { x: w.b[0], y: w.b[1] } }));
    input.models.forEach((model, i) => {
      const system = { ...((model.system ?? {}) as Record<string, unknown>) };
      const statuses = new Set(model.status ?? []);
      const reading = this.#read(model.type, system, statuses, `input.models[${i}].type`);
      this.#models.set(model.id, {
        input: model,
        system,
        reading,
        x: model.x,
        y: model.y,
        elevation: model.elevation ?? 0,
        statuses,
        marks: [],
        history: { distance: 0, cost: 0, shares: {} },
        historyPath: [],
        added: {},
        rolled: {},
        spent: null,
        snapshot: null,
        index: i,
      });
    });
  }

  /** The round (or turn) being played, from 1. */
  get round(): number {
    return this.#round;
  }

  /** Where a model stands now and its status ids. */
  model(id: string): { x: number; y: number; elevation: number; status: string[]; marks: string[] } {
    const state = this.#state(id);
    return { x: state.x, y: state.y, elevation: state.elevation, status: [...state.statuses], marks: [...state.marks] };
  }

  /** The ruleset's reading of the actor type and data; throws for a type it does not read. */
  #read(type: string, system: Record<string, unknown>, statuses: Set<string>, what: string): ActorReading {
    const reading = this.ruleset.actors!.read(type, system, [...statuses]);
    if (!reading) {
      throw new RangeError(
        `${what} "${type}" is not an actor type of ${this.ruleset.id} (${this.ruleset.actors!.types.join(", ")})`,
      );
    }
    return reading;
  }

  #state(id: string): ModelState {
    const state = this.#models.get(id);
    if (!state) throw new RangeError(`No model "${String(id)}" on the table`);
    return state;
  }

  /** The engine's snapshot of the table now. */
  snapshot(): SceneSnapshot {
    if (this.#snapshot) return this.#snapshot;
    // The last snapshot's models with the changed ones read anew.
    const previous = this.#last;
    const models = previous?.models.slice() ?? [];
    if (previous) {
      for (const state of this.#dirty) models[state.index] = state.snapshot ??= modelSnapshot(state);
    } else {
      for (const state of this.#models.values()) models.push((state.snapshot ??= modelSnapshot(state)));
    }
    const snapshot: SceneSnapshot = {
      unit: this.ruleset.unit,
      gridStep: this.#gridStep,
      bounds: null,
      models,
      regions: this.#regions,
      ...(this.#walls.length ? { walls: this.#walls } : {}),
    };
    // Checked against the last: only the models that changed are walked again.
    if (previous)
      checkDerivedSnapshot(
        snapshot,
        previous,
        [...this.#dirty].map((state) => state.index),
      );
    this.#dirty.clear();
    this.#last = snapshot;
    this.#snapshot = snapshot;
    return snapshot;
  }

  /** Forgets the snapshot of a model that moved or changed (and the table's), so the next one reads it anew. */
  #changed(state: ModelState, moved = false): void {
    state.snapshot = null;
    this.#snapshot = null;
    this.#dirty.add(state);
    if (this.#drag && !(moved && this.#drag.id === state.input.id)) this.#drag = null;
  }

  /** The model's turn: its bands (walking, flying, terrain actions), capped where a test spent its action. */
  #turn(state: ModelState) {
    const ruleset = this.ruleset;
    const context: MovementContext = { gravity: this.gravity, variant: this.variant };
    const added = withAddedAllowance(state.reading.profile, state.added);
    const profile = Object.keys(state.rolled).length ? { ...added, rolled: { ...state.rolled } } : added;
    const actions: Record<string, MovementBand[]> = {};
    for (const spec of ruleset.actions) {
      const measured = spec.terrain && ruleset.bands.actionBands?.(spec.id, profile, context);
      if (measured) actions[spec.id] = measured;
    }
    const bands = turnBands(ruleset, state.reading.kind, profile, context, state.statuses);
    const flying =
      state.reading.flyingSpeed > 0 && ruleset.bands.flyingBands
        ? ruleset.bands.flyingBands(state.reading.flyingSpeed, context)
        : null;
    const turn = capTurnBands(
      { bands, flying, actions, variant: this.variant, ratio: 1 },
      spentActionCap(state.spent, state.history.cost),
    );
    return { turn, profile, walking: bands };
  }

  /** The path's steps: split where it crosses a region's side, each step with the conditions it crosses. */
  #steps(
    state: ModelState,
    move: PlayMoveInput,
    snapshot: SceneSnapshot,
    blocked: { value: boolean },
  ): { steps: PathStep[]; heights: number[] } {
    const action = move.action ?? WALK_ACTION;
    const start: PathStep = { x: state.x, y: state.y, elevation: state.elevation };
    const points = move.path.map((p) => ({ x: p[0]!, y: p[1]!, elevation: p[2] }));
    const first = points[0]!;
    if (
      Math.hypot(first.x - start.x, first.y - start.y) < 1e-6 &&
      (first.elevation ?? start.elevation) === start.elevation
    ) {
      points.shift();
    }
    const raw: PathStep[] = [start];
    for (const point of points) {
      const from = raw.at(-1)!;
      const to = { x: point.x, y: point.y, elevation: point.elevation ?? from.elevation };
      // Walls hold the centre where it would cross one, as Foundry's movement constraint does.
      const hit = wallDistance(this.#walls, from, to);
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      const end = hit < length ? lerp(from, to, Math.max(0, hit - WALL_MARGIN) / length) : to;
      this.#leg(raw, from, end, action);
      if (end !== to) {
        blocked.value = true;
        break;
      }
    }
    return this.#described(raw, snapshot);
  }

  /** Adds the leg from `from` to `end` to `raw`, split where it crosses a region's side. */
  #leg(raw: PathStep[], from: PathStep, end: PathStep, action: string): void {
    let cuts: Set<number> | null = null;
    for (const region of this.#regions) {
      // Only regions whose box the leg's box meets can be crossed.
      const box = region.area;
      if (!box || !boxMeetsLeg(box, from, end)) continue;
      for (const c of areaCrossings(region, from, end)) if (c.t > 1e-9 && c.t < 1 - 1e-9) (cuts ??= new Set()).add(c.t);
    }
    if (cuts) for (const t of [...cuts].sort((a, b) => a - b)) raw.push(stepAt(from, end, t, action));
    raw.push({ x: end.x, y: end.y, elevation: end.elevation, action });
  }

  /** The steps on the ground where the ruleset follows it, each with its conditions and the obstacle it stands on. */
  #described(raw: PathStep[], snapshot: SceneSnapshot): { steps: PathStep[]; heights: number[] } {
    const grounded = this.ruleset.terrain?.followsGround
      ? followGround(snapshot, raw, { airborne: AIRBORNE_ACTIONS })
      : raw;
    // Each step's conditions, and the obstacle it stands on, from the regions holding its middle.
    const heights = [0];
    const steps = grounded.map((step, i) => {
      if (i === 0) return step;
      const from = grounded[i - 1]!;
      const mid = lerp(from, step, 0.5);
      const regions = regionsHolding(snapshot, mid, mid.elevation);
      heights.push(obstacleHeight(regions));
      return {
        x: step.x,
        y: step.y,
        elevation: step.elevation,
        action: step.action,
        conditions: [...new Set([...conditionsOf(regions), ...this.#lit(step)])],
      };
    });
    return { steps, heights };
  }

  /** The conditions the table's lighting gives at a point (TerrainCapability.lightingConditions), as the adapter reads a scene's. */
  #lit(at: { readonly x: number; readonly y: number }): readonly string[] {
    const lighting = this.#lighting;
    const conditionsAt = this.ruleset.terrain?.lightingConditions;
    if (!lighting || !conditionsAt) return [];
    let light: LightingFacts["light"] = "none";
    for (const l of lighting.lights ?? []) {
      const away = Math.hypot(at.x - l.x, at.y - l.y);
      if (l.bright > 0 && away <= l.bright) light = "bright";
      else if (light === "none" && l.dim > 0 && away <= l.dim) light = "dim";
    }
    return conditionsAt({ sceneDarkness: lighting.darkness ?? 0, light, override: lighting.override ?? null });
  }

  /** Each step's cost as the canvas's cost function prices it (terrain, height, obstacles), ruleset units. */
  #segments(path: readonly PathStep[], heights: readonly number[], flying: string | null) {
    const { terrain, vertical } = this.ruleset;
    const costOf = (conditions: readonly string[]) => terrain?.costMultiplier(conditions) ?? 1;
    const zeroGravity = this.gravity === "zero";
    let onObstacle = false;
    // The height gained by the run of steps up (or down) the last step ended, priced as a whole.
    let run = 0;
    const segments: { cost: number; distance: number }[] = [];
    for (let i = 1; i < path.length; i++) {
      const from = path[i - 1]!;
      const to = path[i]!;
      const distance = stepLength(from, to);
      const conditions = to.conditions ?? [];
      const airborne = isAirborneStep(to, flying);
      const priced = airborne ? airborneConditions(terrain, conditions, flying) : conditions;
      let cost = terrainStepCost(distance, distance, priced, zeroGravity, costOf);
      const rise = to.elevation - from.elevation;
      if (vertical && rise !== 0 && !airborne) {
        // Each step of a climb made of several steps adds what it raises the whole climb's price by,
        // so a climb in ½" steps costs what one step of its height does (§ Stepping Up, § Climbing).
        const before = run * rise > 0 ? run : 0;
        const price = (r: number) => stepRiseCost(vertical, r, conditions, to.action);
        cost = priceVerticalStep({ cost, distance, horizontal: horizontalOf(distance, rise), rise }, (r) =>
          before ? Math.max(0, price(before + r) - price(before)) : price(r),
        );
        run = cost === Infinity ? 0 : before + rise;
      } else run = 0;
      const height = airborne ? 0 : heights[i]!;
      if (height > 0 && !onObstacle && terrain?.obstacleCost) {
        cost += terrain.obstacleCost(Math.min(height, terrain.obstacleMax ?? height));
      }
      onObstacle = height > 0;
      segments.push({ cost, distance });
    }
    return segments;
  }

  /**
   * Moves a model along a path, as a drag on the canvas does: in a combat the drag's stops hold it
   * (allowance, edges, the 1" rule …); then the finished move's tests and effects are decided, the
   * forced moves, statuses and marks among them carried out on the table.
   * @param id the model's id
   * @throws {TypeError|RangeError} for a malformed move or an unknown model
   */
  move(id: string, move: PlayMoveInput): PlayMove {
    checkMoveInput(move);
    const state = this.#state(id);
    this.#roll(state, move);
    const ruleset = this.ruleset;
    const before = this.snapshot();
    const flying = flightPositionOf(before.models[state.index]);
    const route = this.combat ? this.#route(state, move, before, flying) : null;
    if (route) move = { ...move, path: route.map((p) => [p.x, p.y, p.elevation]) };
    const walled = { value: false };
    const { steps: raw, heights } = this.#steps(state, move, before, walled);
    const measured = withTerrainActions(raw, ruleset.terrain);
    const segments = this.#segments(measured, heights, flying);
    const { turn, profile, walking } = this.#turn(state);
    let kept: PathStep[] = raw;
    let stopped: PlayStop | null = null;
    if (this.combat && raw.length > 1) {
      const cleared = clearedEdges(state.marks);
      const scene = this.#dragScene(id, before);
      const stop = dragStop(scene, {
        path: measured,
        segments,
        turn,
        history: state.history,
        edgeCleared: cleared.all,
        clearedRegions: [...cleared.regions],
        exact: true,
      });
      if (stop) {
        kept = raw.slice(0, stop.step + 1);
        if (stop.fraction > 0) kept.push(pointAt(raw, stop.step, stop.fraction));
        const at = kept.at(-1)!;
        stopped = {
          reason: stop.reason,
          at: { x: at.x, y: at.y, elevation: at.elevation },
          ...(stop.test ? { test: stop.test } : {}),
        };
      }
    }
    // What the kept path measured and cost: whole steps, and the part of the step it stopped in.
    let distance = 0;
    let cost = 0;
    const keptSegments: { cost: number; distance: number }[] = [];
    for (let i = 1; i < kept.length; i++) {
      const whole = segments[i - 1]!;
      const part = whole.distance > 0 ? stepLength(kept[i - 1]!, kept[i]!) / whole.distance : 0;
      const piece = { distance: whole.distance * part, cost: whole.cost * part };
      keptSegments.push(piece);
      distance += piece.distance;
      cost += piece.cost;
    }
    const start = kept[0]!;
    const end = kept.at(-1)!;
    state.x = end.x;
    state.y = end.y;
    state.elevation = end.elevation;
    this.#changed(state, true);
    const history = this.combat ? state.history : { distance: 0, cost: 0, shares: {} };
    const last = measured[kept.length - 1];
    const lastAction = last
      ? terrainAction(ruleset.terrain, last.conditions ?? [], raw[kept.length - 1]?.action)
      : null;
    const measuredBands = lastAction === FLY_ACTION ? turn.flying : lastAction ? turn.actions?.[lastAction] : undefined;
    // The turn's parts by band list, this move's steps added (drag-bands.ts turnShares).
    const shares = { ...history.shares };
    keptSegments.forEach((piece, i) => {
      const key = bandSetKey(turn, measured[i + 1]?.action);
      const share = shares[key] ?? { cost: 0, distance: 0 };
      shares[key] = { cost: share.cost + piece.cost, distance: share.distance + piece.distance };
    });
    const actions = new Set<string>();
    const conditions = new Set<string>();
    for (let i = 1; i < kept.length; i++) {
      const step = kept[i]!;
      if (step.action) actions.add(step.action);
      if (step.conditions) for (const c of step.conditions) conditions.add(c);
    }
    const summary: MoveSummary = {
      actions,
      conditions,
      endConditions: end.conditions ?? [],
      turnDistance: history.distance + distance,
      turnCost: history.cost + cost,
      bands: walking,
      profile,
      ...(lastAction && measuredBands ? { measured: { action: lastAction, bands: measuredBands } } : {}),
      shares,
      zeroGravity: this.gravity === "zero",
      variant: this.variant,
      drop: ruleset.vertical ? jumpDownDrop(ruleset.vertical, kept) : Math.max(0, start.elevation - end.elevation),
      rise: Math.max(0, end.elevation - start.elevation),
      vehicle: state.reading.kind === "vehicle",
      gravity: this.gravity,
    };
    const finished: FinishedMove = {
      mover: id,
      path: kept,
      summary,
      inCombat: this.combat,
      marks: state.marks,
      gravity: this.gravity,
      stoppedShort: stopped !== null || walled.value,
      ...(walled.value && stopped === null ? { blocked: true } : {}),
      fallAngles: FALL_ANGLES,
    };
    const band = this.combat && distance > 0 ? bandReached(summary, ruleset.bands, kept, ruleset.terrain) : null;
    if (this.combat) {
      state.history = { distance: history.distance + distance, cost: history.cost + cost, shares };
      this.#touched.add(state);
      state.historyPath = [...state.historyPath.slice(0, -1), ...kept];
    }
    const effects = finishedMoveEffects(this.snapshot(), finished, ruleset);
    const tests = this.#carryOut(effects);
    const now = this.model(id);
    return {
      end: { x: now.x, y: now.y, elevation: now.elevation },
      stopped,
      band,
      segments: this.#modes(kept, measured, keptSegments, summary, flying, history),
      tests,
      effects,
      ...(route ? { route: route.slice(1).map((p) => ({ x: p.x, y: p.y })) } : {}),
    };
  }

  /** The drag prepared for the mover on the snapshot, reused while only the mover moved. */
  #dragScene(id: string, before: SceneSnapshot): DragScene {
    // The start refusal (TerrainCapability.startNotice: dh2 push-off in zero gravity) is read at
    // the mover's place, so there the drag is prepared again for each move.
    const ruleset = this.ruleset;
    const reuse = this.#drag?.id === id && !(ruleset.terrain?.startNotice && this.gravity !== "normal");
    const scene = reuse ? this.#drag!.scene : prepareDrag(before, id, ruleset, { gravity: this.gravity });
    this.#drag = { id, scene };
    return scene;
  }

  /**
   * The shortest route the move must take instead of its path (map/route.ts shortestRoute: a
   * Necromunda Charge), or null when its path stands: on the table's grid or, gridless, on spaces
   * of one unit; each path is measured as the move's own segments price it.
   */
  #route(state: ModelState, move: PlayMoveInput, before: SceneSnapshot, flying: string | null): PathStep[] | null {
    const action = move.action ?? WALK_ACTION;
    if (!this.ruleset.engagement?.shortestRoute?.(action)) return null;
    const start: PathStep = { x: state.x, y: state.y, elevation: state.elevation };
    const path: PathStep[] = [start];
    for (const p of move.path) {
      const elevation = p[2] ?? path.at(-1)!.elevation;
      path.push({ x: p[0]!, y: p[1]!, elevation, action });
    }
    const measure = (steps: readonly PathStep[]): number => {
      const raw: PathStep[] = [steps[0]!];
      for (let i = 1; i < steps.length; i++) this.#leg(raw, steps[i - 1]!, steps[i]!, action);
      const { steps: described, heights } = this.#described(raw, before);
      const measured = withTerrainActions(described, this.ruleset.terrain);
      return this.#segments(measured, heights, flying).reduce((sum, s) => sum + s.cost, 0);
    };
    const scene = this.#dragScene(state.input.id, before);
    const grid = this.#diagonals
      ? { gridless: false, cell: this.#gridStep, diagonals: this.#diagonals }
      : { gridless: true };
    return shortestRoute(scene, path, measure, grid)?.path ?? null;
  }

  /** The kept path's steps grouped by mode ({@link PlaySegment}). */
  #modes(
    kept: readonly PathStep[],
    measured: readonly PathStep[],
    pieces: readonly { cost: number; distance: number }[],
    summary: MoveSummary,
    flying: string | null,
    history: { distance: number; cost: number },
  ): PlaySegment[] {
    const out: { mode: string; distance: number; cost: number }[] = [];
    const vertical = this.ruleset.vertical;
    // Ground steps are named by the walking band the turn has reached there (the bands checked once).
    const walking: MoveSummary = { ...summary, measured: undefined };
    bandReached(walking, this.ruleset.bands);
    let distance = history.distance;
    let cost = history.cost;
    for (let i = 1; i < kept.length; i++) {
      const step = kept[i]!;
      const piece = pieces[i - 1]!;
      distance += piece.distance;
      cost += piece.cost;
      const rise = step.elevation - kept[i - 1]!.elevation;
      const required = measured[i]?.action ?? step.action;
      const mode =
        stepMode(step, { rise, required, flying, vertical }) ??
        bandAt(this.ruleset.bands, walking.bands, walking.variant ?? "", distance, cost) ??
        step.action ??
        WALK_ACTION;
      const previous = out.at(-1);
      if (previous?.mode === mode) {
        previous.distance += piece.distance;
        previous.cost += piece.cost;
      } else out.push({ mode, distance: piece.distance, cost: piece.cost });
    }
    return out;
  }

  /** Carries out the effects that change the table (moves, statuses, marks, counters); returns the tests among them. */
  #carryOut(effects: readonly Effect[]): PlayTest[] {
    const tests: PlayTest[] = [];
    for (const effect of effects) {
      switch (effect.type) {
        case "test":
          tests.push(this.#test(effect.model, effect.call));
          break;
        case "move": {
          const state = this.#models.get(effect.model);
          if (!state) break;
          state.x = effect.to.x;
          state.y = effect.to.y;
          if (typeof effect.elevation === "number") state.elevation = effect.elevation;
          this.#changed(state, true);
          break;
        }
        case "status": {
          const state = this.#models.get(effect.model);
          if (!state) break;
          if (effect.active) state.statuses.add(effect.status);
          else state.statuses.delete(effect.status);
          this.#reread(state);
          break;
        }
        case "turnMark": {
          const state = this.#models.get(effect.model);
          if (state && !state.marks.includes(effect.mark)) {
            state.marks.push(effect.mark);
            this.#touched.add(state);
          }
          break;
        }
        case "setCounter": {
          const state = this.#models.get(effect.model);
          if (!state) break;
          this.#writeCounter(state, effect.counter, effect.value);
          break;
        }
        default:
          break;
      }
    }
    return tests;
  }

  /**
   * Stores a counter as the actor type's data model does (ActorsCapability.counterUpdate: the
   * fields it writes; none when it keeps no such counter), else under the counter's own name.
   */
  #writeCounter(state: ModelState, counter: string, value: number): void {
    const actors = this.ruleset.actors!;
    if (!actors.counterUpdate) state.system[counter] = value;
    else {
      const update = actors.counterUpdate(state.input.type, counter, value);
      if (!update) return;
      Object.assign(state.system, update);
    }
    this.#reread(state);
  }

  /**
   * A counter's value now: the reading's profile characteristic of that name where the ruleset
   * maps its counters (as a data model's addToCounter reads it; undefined when the profile carries
   * none), else the stored field (0 when not a number).
   */
  #counterValue(state: ModelState, counter: string): number | undefined {
    if (!this.ruleset.actors!.counterUpdate) return Number(state.system[counter]) || 0;
    const now = state.reading.profile.characteristics[counter];
    return isFiniteNumber(now) ? now : undefined;
  }

  #reread(state: ModelState): void {
    state.reading = this.#read(state.input.type, state.system, state.statuses, "model.type");
    this.#changed(state);
  }

  /** A test with the numbers its card shows, its situation's modifiers added. */
  #test(model: string, call: MovementTestCall): PlayTest {
    const state = this.#state(model);
    const full = this.#withSituation(state, call);
    const characteristic = state.reading.profile.characteristics[full.characteristic] ?? 0;
    const description = this.ruleset.tests.describe(full, characteristic);
    const kind = this.ruleset.tests.diceKind(full);
    const modifier = full.modifiers.reduce((sum, m) => sum + m.value, 0);
    const id = this.#nextTest++;
    this.#tests.set(id, { model, call, turn: this.#round });
    const pool = kind === "pool" ? /^(\d+)d6(?: \((\d+)\))?$/.exec(description.target ?? "") : null;
    const target = kind === "pool" ? undefined : leadingNumber(description.target);
    return {
      id,
      model,
      kind: full.kind,
      characteristic: full.characteristic,
      difficulty: full.difficulty,
      modifier,
      ...(target === undefined ? {} : { target }),
      ...(pool ? { pool: Number(pool[1]), threshold: Number(pool[2] ?? 0) } : {}),
      ...(typeof full.distance === "number" ? { distance: full.distance } : {}),
      ...(description.impossible ? { impossible: true as const } : {}),
      call: full,
    };
  }

  #withSituation(state: ModelState, call: MovementTestCall): MovementTestCall {
    const situational = this.ruleset.tests.situationalModifiers?.(call, {
      statuses: [...state.statuses],
      profile: state.reading.profile,
    });
    return situational?.length ? { ...call, modifiers: [...call.modifiers, ...situational] } : call;
  }

  /**
   * Resolves a test a move called for with the given dice, as the card's roll does, and carries
   * out what follows on the table: forced moves (a climb that ends part-way, a walk back), statuses,
   * the edge it clears, metres added to a band, the turn's action spent, and a fall with its
   * status, as the card's Apply button makes it ({@link PlayTable.#fall}). A made ram or sideswipe lists its collision card in `effects`. Damage is listed in
   * `effects` for the GM, as the card's Apply damage button leaves it. A test posted before the
   * last {@link PlayTable.endTurn} belongs to that turn: its moves, statuses and falls happen, but
   * it adds no metres, spends no action and clears no edge in the turn now played.
   * @param test a test this table returned
   * @throws {RangeError} for a test not of this table, or dice the test's formula cannot roll
   */
  resolve(test: Pick<PlayTest, "id">, roll: PlayRoll): PlayResolution {
    const entry = this.#tests.get(test?.id);
    if (!entry) throw new RangeError("resolve takes a test this table returned");
    const dice = roll.dice ?? (typeof roll.roll === "number" ? [roll.roll] : null);
    if (!dice) throw new TypeError("roll needs `roll` (one die) or `dice` (a list)");
    const state = this.#state(entry.model);
    const call = this.#withSituation(state, entry.call);
    const characteristic = state.reading.profile.characteristics[call.characteristic] ?? 0;
    const resolution = this.ruleset.tests.resolve(call, characteristic, dice, state.reading.profile);
    this.#tests.delete(test.id);
    const consequences = resolution.consequences ?? [];
    const effects: Effect[] = [];
    const snapshot = this.snapshot();
    // A test posted in an earlier turn spends that turn, which is over (the card's posted turn):
    // it adds no metres, spends no action and clears no edge in this one.
    const ownTurn = entry.turn === this.#round;
    let falls = false;
    for (const c of ownTurn ? consequences : consequences.filter((x) => !TURN_CONSEQUENCES.includes(x.type))) {
      switch (c.type) {
        case "allowance":
          state.added[c.action] = (state.added[c.action] ?? 0) + c.distance;
          this.#touched.add(state);
          break;
        case "status":
          effects.push({ type: "status", model: entry.model, status: c.status, active: c.active });
          break;
        case "crossEdge":
          effects.push({ type: "turnMark", model: entry.model, mark: edgeMarkOf(call.request) });
          break;
        case "reposition":
          effects.push(...repositionEffects(snapshot, entry.model, c));
          break;
        case "shove":
          effects.push(...shoveCarrying(snapshot, c, this.ruleset, this.#models.get(c.model)?.marks ?? []));
          break;
        case "backtrack":
          if (state.historyPath.length > 1)
            effects.push(...backtrackEffects(entry.model, state.historyPath, c.distance));
          break;
        case "counter": {
          const now = this.#counterValue(state, c.counter);
          if (now !== undefined) this.#writeCounter(state, c.counter, now + c.amount);
          break;
        }
        case "turnAction":
          if (this.combat) {
            state.spent = { from: state.history.cost, remaining: c.remaining };
            this.#touched.add(state);
          }
          break;
        case "fatigue":
          effects.push({ type: "fatigue", model: entry.model, levels: c.levels });
          break;
        case "fall":
          falls = true;
          break;
        case "collision":
          // A made ram or sideswipe: its collision card, as the roller's client posts it.
          effects.push({
            type: "collisionCard",
            mover: entry.model,
            other: c.other,
            against: "vehicle",
            sides: [
              { model: entry.model, request: c.request },
              { model: c.other, request: c.otherRequest },
            ],
          });
          break;
        default:
          break;
      }
    }
    if (resolution.success && ownTurn) {
      for (const e of passedTestEffects(entry.model, call.kind, this.ruleset, call.request)) {
        if (!effects.some((x) => x.type === "turnMark" && e.type === "turnMark" && x.mark === e.mark)) effects.push(e);
      }
    }
    const tests = this.#carryOut(effects);
    // The fall after the forced moves above (a jump down's foot), as the card's Apply button makes it.
    const fell = falls ? this.#fall(entry.model) : [];
    const pinned = fell.some((e) => e.type === "status" && e.model === entry.model && e.status === "prone");
    const status: Effect[] =
      resolution.prone && !pinned ? [{ type: "status", model: entry.model, status: "prone", active: true }] : [];
    this.#carryOut([...fell, ...status]);
    effects.push(...fell, ...status);
    return {
      success: resolution.success,
      degrees: resolution.degrees,
      outcome: resolution.outcome,
      ...(typeof resolution.amount === "number" ? { amount: resolution.amount } : {}),
      consequences,
      effects,
      tests,
    };
  }

  /**
   * What a fall does where the model stands (TestConsequence `fall`), as the card's Apply button
   * has it done (src/foundry/effects/card-effects.ts applyFall): at an edge it first goes straight
   * down into the terrain below (moves/landings.ts fallLanding), then off whoever it landed on,
   * everyone involved Pinned (applyFallEffects; every landing the table shows is confirmed).
   */
  #fall(id: string): Effect[] {
    const snapshot = this.snapshot();
    const landing = fallLanding(snapshot, id, this.ruleset);
    const landed = landing?.snapshot ?? snapshot;
    const under = landingsAfterFall(landed, id).map(({ model }) => model);
    const effects = applyFallEffects(landed, id, under, this.ruleset);
    if (!landing) return effects;
    // One forced move: off whoever it landed on when the engine moves it on, else to the landing.
    const off = effects.findIndex((e) => e.type === "move" && e.model === id);
    const onward = off >= 0 ? (effects.splice(off, 1)[0] as Extract<Effect, { type: "move" }>) : null;
    return [{ type: "move", model: id, to: onward?.to ?? landing.to, elevation: landing.elevation }, ...effects];
  }

  /**
   * Records the move's D3 for its action this turn; the first one of the turn stands.
   * @throws {RangeError} when the turn already has a different D3 for the action
   */
  #roll(state: ModelState, move: PlayMoveInput): void {
    if (move.d3 === undefined) return;
    const action = move.action ?? WALK_ACTION;
    const rolled = state.rolled[action];
    if (rolled !== undefined && rolled !== move.d3)
      throw new RangeError(`The ${action} D3 was already rolled this turn (${rolled}), got ${move.d3}`);
    state.rolled[action] = move.d3;
    this.#touched.add(state);
  }

  /**
   * Ends the turn (the round, the activation): every model's recorded movement, marks, spent
   * action and added metres are cleared, as core clears a token's movement history when its turn
   * starts. Tests not yet resolved stay, as cards stay in the chat: resolved later, they spend the
   * turn they were posted in ({@link PlayTable.resolve}).
   */
  endTurn(): void {
    for (const state of this.#touched) {
      state.history = { distance: 0, cost: 0, shares: {} };
      state.historyPath = [];
      state.marks = [];
      state.added = {};
      state.rolled = {};
      state.spent = null;
    }
    this.#touched.clear();
    this.#round += 1;
  }
}

/** A model as the engine's snapshot holds it. */
function modelSnapshot(state: ModelState): ModelSnapshot {
  const id = state.input.id;
  const radius = state.input.base / 2;
  const flying = state.input.flying ?? state.reading.flying;
  return {
    id,
    name: state.input.name ?? id,
    kind: state.reading.kind,
    disposition: state.input.side,
    base: { x: state.x, y: state.y, radius },
    footprint: { x: state.x - radius, y: state.y - radius, width: state.input.base, height: state.input.base },
    elevation: state.elevation,
    status: state.reading.status,
    characteristics: state.reading.profile.characteristics,
    ...(state.reading.toughness ? { toughness: state.reading.toughness } : {}),
    ...(typeof state.input.rotation === "number" ? { facing: ((state.input.rotation + 90) * Math.PI) / 180 } : {}),
    visible: true,
    ...(state.reading.weapons?.length ? { weapons: state.reading.weapons } : {}),
    ...(flying && flying !== "ground" ? { flying } : {}),
    ...(state.reading.transportArea ? { transportArea: state.reading.transportArea } : {}),
  };
}

/** Whether the box around a leg from `a` to `b` meets a region's box (edges touching count). */
function boxMeetsLeg(box: { x: number; y: number; width: number; height: number }, a: PathStep, b: PathStep): boolean {
  return (
    Math.min(a.x, b.x) <= box.x + box.width &&
    Math.max(a.x, b.x) >= box.x &&
    Math.min(a.y, b.y) <= box.y + box.height &&
    Math.max(a.y, b.y) >= box.y
  );
}

/** The point a fraction `t` along from `a` to `b`. */
function lerp(a: PathStep, b: PathStep, t: number): PathStep {
  return {
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
    elevation: a.elevation + (b.elevation - a.elevation) * t,
  };
}

/** The step a fraction `t` along from `a` to `b`, taken with `action`. */
function stepAt(a: PathStep, b: PathStep, t: number, action: string): PathStep {
  return {
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
    elevation: a.elevation + (b.elevation - a.elevation) * t,
    action,
  };
}

/** The highest obstacle among regions. */
function obstacleHeight(regions: readonly RegionSnapshot[]): number {
  let height = 0;
  for (const region of regions) {
    for (const t of region.terrain) if (t.condition === OBSTACLE_CONDITION) height = Math.max(height, t.height);
  }
  return height;
}
