/**
 * What a vehicle's finished move sets off (necromunda-movement.md § Vehicle Movement, § Running
 * Over Fighters, § Vehicle Collisions, § Move and Push During Collisions, § Chain Collisions,
 * § Colliding with Terrain, § Fighters & Loot on Moving Vehicles), as effects: tests for fighters
 * run over and riders, collision notices, the mover's side-on Handling test, forced moves (fighters
 * aside, vehicles pushed, the mover stopped, riders carried along), obstacles switched off and
 * whoever stood on them dropped and Pinned. Pure; ruleset units.
 * @module
 */
import type { Effect } from "../effects";
import Flatbush from "flatbush";
import { basesAlongPath, contactArc, nearestOnSegment, pushAhead, type Base } from "../geometry/engagement";
import { asideOfPath } from "../geometry/aside";
import { sweptBaseTouchesArea } from "../scene/shapes";
import { wallDistance } from "../scene/walls";
import type { Ruleset } from "../ruleset";
import type { ModelSnapshot, PathStep, Point, RegionSnapshot, SceneSnapshot } from "../scene";
import type { CollisionTerrain, TestRequest } from "../types";
import { encodeShove, SHOVE_FAIL_OPTION, SHOVE_PASS_OPTION } from "../scene/shove";
import * as check from "../geometry/validate";
import {
  characteristic,
  checkModel,
  checkPath,
  checkSceneSnapshot,
  facingOf,
  findModel,
  footprintMoved,
  inRect,
  inRegion,
} from "../scene/check";
import { checkRuleset } from "./ruleset-check";
import { inBaseContact } from "../geometry/engagement";
import { inTransportArea, landOff } from "./loot";
import { FALL_OFF_DISTANCE } from "./landings";
import { endsOf, shoveEffects } from "./involuntary";
import type { Shove } from "../scene/shove";
import { OBSTACLE_CONDITION } from "../scene/terrain-ids";

/** The golden angle, radians: loot falling without rolled directions spreads around the vehicle. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** How a vehicle's move was made, beyond its path. */
export interface VehicleMoveOptions {
  /**
   * Foundry's own constraint (walls, impassable terrain) cut the move short where it ends: the
   * vehicle ran into solid terrain (§ Colliding with Terrain).
   */
  readonly blocked?: boolean;
  /** The mover's turn marks ({@link TurnMarkEffect}): `rider:<id>` for riders who already tested. */
  readonly marks?: readonly string[];
  /**
   * Directions loot that falls off lands in, radians (0 along +x, clockwise), used in turn; the
   * adapter rolls them (uniformly, Stride ruling). Absent: spread by the golden angle from 0.
   */
  readonly fallAngles?: readonly number[];
}

/** Whether a model is a vehicle with Toughness per facing. */
function isVehicle(
  model: ModelSnapshot,
): model is ModelSnapshot & { toughness: NonNullable<ModelSnapshot["toughness"]> } {
  return model.kind === "vehicle" && model.toughness !== undefined;
}

/** A point a fraction `t` along the segment a–b. */
function along(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** The path's elevation at a stop on it, ruleset units: its segment's ends' elevations in proportion. */
function elevationAlong(path: readonly PathStep[], stop: PathStop): number {
  const [a, b] = [path[stop.segment]!, path[stop.segment + 1]!];
  return a.elevation + (b.elevation - a.elevation) * stop.t;
}

/**
 * The fighters riding a vehicle when it set off: models of kind character whose base centre stood
 * on its footprint at the start, at or above its elevation (§ Fighters & Loot on Moving Vehicles).
 * @param start where the vehicle set off: its centre and elevation, ruleset units
 * @throws {TypeError|RangeError} when the snapshot or the vehicle is malformed (the first wrong
 *   member named), or the start has a coordinate or elevation that is not finite
 */
export function ridersOf(snapshot: SceneSnapshot, vehicle: ModelSnapshot, start: PathStep): ModelSnapshot[] {
  checkSceneSnapshot(snapshot);
  checkModel(vehicle, "vehicle");
  check.point(start, "start");
  check.finite(start.elevation, "start.elevation");
  return ridersAt(snapshot, vehicle, start);
}

/** {@link ridersOf} for input already checked. */
function ridersAt(snapshot: SceneSnapshot, vehicle: ModelSnapshot, start: PathStep): ModelSnapshot[] {
  if (vehicle.kind !== "vehicle") return [];
  const area = footprintMoved(vehicle, start);
  return snapshot.models.filter(
    (m) =>
      m.id !== vehicle.id && m.kind === "character" && inRect(m.base, area) && m.elevation >= start.elevation - 1e-9,
  );
}

/**
 * The obstacle regions a base swept along a path touched (§ Colliding with Terrain), in region
 * order, with the models standing on top (centre on its area, raised half a grid space or more).
 * Regions clear of the path's bounding box (grown by the base's radius and the sweep's 1e-9 slack)
 * are passed over without sweeping the path.
 * @param path the mover's centre along the move, ruleset units
 * @throws {TypeError|RangeError} when the snapshot or the mover is malformed (the first wrong member
 *   named), or a point of the path is not finite
 */
export function obstaclesCrossed(
  snapshot: SceneSnapshot,
  mover: ModelSnapshot,
  path: readonly Point[],
): { region: RegionSnapshot; height: number; onTop: ModelSnapshot[] }[] {
  checkSceneSnapshot(snapshot);
  checkModel(mover, "mover");
  check.points(path, "path");
  return obstacles(snapshot, mover, path);
}

/** {@link obstaclesCrossed} for input already checked. */
function obstacles(
  snapshot: SceneSnapshot,
  mover: ModelSnapshot,
  path: readonly Point[],
): { region: RegionSnapshot; height: number; onTop: ModelSnapshot[] }[] {
  // The sweep's own reach: contact within 1e-9 of the base's edge (scene/shapes.ts sweptBaseTouchesArea).
  const reach = mover.base.radius + 1e-9;
  const out: { region: RegionSnapshot; height: number; onTop: ModelSnapshot[] }[] = [];
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of path) {
    left = Math.min(left, c.x - reach);
    top = Math.min(top, c.y - reach);
    right = Math.max(right, c.x + reach);
    bottom = Math.max(bottom, c.y + reach);
  }
  for (const region of snapshot.regions) {
    const obstacle = region.terrain.find((t) => t.condition === OBSTACLE_CONDITION);
    const area = region.area;
    if (!obstacle || !area) continue;
    const clear = area.x > right || area.x + area.width < left || area.y > bottom || area.y + area.height < top;
    if (clear || !path.some((c, i) => sweptBaseTouchesArea(path[i - 1] ?? c, c, mover.base.radius, region))) continue;
    const onTop = snapshot.models.filter(
      (m) => m.id !== mover.id && m.elevation >= snapshot.gridStep / 2 - 1e-9 && inRegion(m.base, region),
    );
    out.push({ region, height: obstacle.height, onTop });
  }
  return out;
}

/** Regions a ruleset cannot cross (cost Infinity): solid terrain a pushed vehicle stops at. */
function impassableRegions(snapshot: SceneSnapshot, ruleset: Ruleset): RegionSnapshot[] {
  const terrain = ruleset.terrain;
  if (!terrain) return [];
  return snapshot.regions.filter(
    (r) => r.area !== null && terrain.costMultiplier(r.terrain.map((t) => t.condition)) === Infinity,
  );
}

/**
 * The largest fraction of the segment a–b a base of `radius` can go without touching any of the
 * areas, or null when it never touches one. Bisection to 1/2^30 of the segment.
 */
function clearFraction(a: Point, b: Point, radius: number, regions: readonly RegionSnapshot[]): number | null {
  const touches = (t: number) => regions.some((r) => sweptBaseTouchesArea(a, along(a, b, t), radius, r));
  if (!touches(1)) return null;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (touches(mid)) hi = mid;
    else lo = mid;
  }
  return lo;
}

/** Paths shorter than this are scanned whole for each base pushed aside. */
const ASIDE_INDEX_FROM = 64;

/**
 * engagement.ts pushAside for the many bases a long path runs over: the path's segments are indexed once
 * (flatbush) at the first base, and each base goes off the nearest of the segments within its reach, which is the
 * answer pushAside gives over the whole path (a base no segment comes within reach of is clear).
 * Keeps a 10,000-step move over hundreds of fighters linear instead of quadratic.
 */
function asideOf(path: readonly Point[], radius: number, gap: number): (base: Base) => Point | null {
  if (path.length < ASIDE_INDEX_FROM) return (base) => asideOfPath(path, radius, base, gap);
  let index: Flatbush | null = null;
  const segments = (): Flatbush => {
    if (index) return index;
    index = new Flatbush(path.length - 1);
    for (let s = 0; s + 1 < path.length; s++) {
      const [a, b] = [path[s]!, path[s + 1]!];
      index.add(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
    }
    index.finish();
    return index;
  };
  return (base) => {
    const reach = radius + base.radius + gap;
    // In path order, so equally near segments resolve as pushAside resolves them (the first).
    const near = segments()
      .search(base.x - reach, base.y - reach, base.x + reach, base.y + reach)
      .sort((x, y) => x - y);
    let best: { segment: number; distance: number } | null = null;
    for (const segment of near) {
      const p = nearestOnSegment(base, path[segment]!, path[segment + 1]!);
      const distance = Math.hypot(base.x - p.x, base.y - p.y);
      if (!best || distance < best.distance) best = { segment, distance };
    }
    return best && asideOfPath([path[best.segment]!, path[best.segment + 1]!], radius, base, gap);
  };
}

/** Shared state of one vehicle move's collisions. */
interface Collisions {
  readonly snapshot: SceneSnapshot;
  readonly ruleset: Ruleset;
  /** The initial vehicle's Move: it powers every collision of the chain (§ Chain Collisions). */
  readonly move: number;
  readonly involved: Set<string>;
  readonly effects: Effect[];
  /**
   * Where in `effects` fighters moved aside stand (first index, count): each is ended 1" from
   * enemies ({@link settle}) once the whole move is known, against where its other effects leave
   * every model.
   */
  readonly shifts: { readonly start: number; readonly count: number }[];
}

/**
 * Ends each recorded run of forced moves 1" from enemies (§ Involuntary Move: once the movement
 * and its other effects are resolved), measured against the table as the move's other effects
 * leave it (the mover's riders carried, fighters shoved earlier in a chain), in place.
 */
function settle(state: Collisions): void {
  const { effects, snapshot, ruleset } = state;
  for (const { start, count } of state.shifts) {
    const shifted = effects.slice(start, start + count);
    const rest = [...effects.slice(0, start), ...effects.slice(start + count)];
    effects.splice(start, count, ...endsOf(snapshot, shifted, ruleset, rest));
  }
}

/**
 * A vehicle pushed from where it stands to `to` (§ Chain Collisions): it moves, runs over the
 * fighters in its way (§ Running Over Fighters: an Initiative test each, with the hit of the Move a
 * stationary vehicle moved by a collision counts as, the ruleset's `pushedMove`, else the initial
 * vehicle's; each moved aside 1" clear, then 1" from enemies, § Involuntary Move) and carries its
 * riders along, each testing to hold on (§ Fighters & Loot on Moving Vehicles).
 */
function pushTo(state: Collisions, pushed: ModelSnapshot, to: Point): void {
  const { snapshot, ruleset } = state;
  const from = { x: pushed.base.x, y: pushed.base.y };
  state.effects.push({ type: "move", model: pushed.id, to });
  if (Math.hypot(to.x - from.x, to.y - from.y) < 1e-9) return;
  const start = { x: from.x, y: from.y, elevation: pushed.elevation };
  const riders = ridersAt(snapshot, pushed, start);
  const riderIds = new Set(riders.map((r) => r.id));
  const level = (m: ModelSnapshot) => Math.abs(m.elevation - pushed.elevation) <= snapshot.gridStep / 2 + 1e-9;
  const fighters = snapshot.models.filter(
    (m) => m.kind === "character" && !riderIds.has(m.id) && !state.involved.has(m.id) && level(m),
  );
  const move = ruleset.vehicles?.pushedMove ?? state.move;
  const line = [from, to];
  const runOver: Effect[] = [];
  for (const contact of basesAlongPath(
    line,
    pushed.base.radius,
    fighters.map((m) => m.base),
  )) {
    const fighter = fighters[contact.base]!;
    state.involved.add(fighter.id);
    const call = ruleset.tests.buildTest({ kind: "runOver", status: fighter.status ?? undefined, vehicleMove: move });
    if (call) runOver.push({ type: "test", model: fighter.id, call });
    const aside = asideOfPath(line, pushed.base.radius, fighter.base, ruleset.engagement?.zone ?? 0);
    if (aside) runOver.push({ type: "move", model: fighter.id, to: aside });
  }
  state.shifts.push({ start: state.effects.length, count: runOver.length });
  state.effects.push(...runOver);
  for (const rider of riders) {
    state.involved.add(rider.id);
    const call = ruleset.tests.buildTest({ kind: "riding" });
    if (call) state.effects.push({ type: "test", model: rider.id, call });
    state.effects.push({
      type: "move",
      model: rider.id,
      to: { x: rider.base.x + to.x - from.x, y: rider.base.y + to.y - from.y },
    });
  }
}

/**
 * The fraction of the segment a–b at which a base of `radius` going along it first comes into base
 * contact with `other` (centres `radius + other.radius` apart, exactly: no contact slack), 0 when it
 * starts touching or overlapping it; null when it never does on the segment (a segment of no length
 * included).
 */
function touchFraction(a: Point, b: Point, radius: number, other: Base): number | null {
  const reach = radius + other.radius;
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const [fx, fy] = [a.x - other.x, a.y - other.y];
  const len2 = dx * dx + dy * dy;
  const half = fx * dx + fy * dy;
  const disc = half * half - len2 * (fx * fx + fy * fy - reach * reach);
  if (len2 === 0 || disc <= 0) return null;
  const root = Math.sqrt(disc);
  const [enter, leave] = [(-half - root) / len2, (-half + root) / len2];
  return enter > 1 || leave < 0 ? null : Math.max(0, enter);
}

/**
 * Where a base of `radius` going straight from `from` to `to` first touches the base `ahead`
 * ({@link touchFraction}): `to` when it never does on the way (a push of no length included),
 * `from` when it starts touching.
 */
function stopAgainst(from: Point, to: Point, radius: number, ahead: Base): Point {
  const t = touchFraction(from, to, radius, ahead);
  return t === null ? to : along(from, to, t);
}

/** Where along a path a base stops: a point of segment `segment` (from `path[segment]`). */
interface PathStop {
  readonly segment: number;
  /** How far along the segment, 0 to 1. */
  readonly t: number;
  readonly at: Point;
}

/**
 * Where a base of `radius` going along `path` first comes into base contact with `other`
 * (§ Chain Collisions: the mover comes to rest against the vehicle it pushed, on the ground it
 * crossed), or null when it never does.
 */
function firstTouch(path: readonly Point[], radius: number, other: Base): PathStop | null {
  for (let segment = 0; segment + 1 < path.length; segment++) {
    const [a, b] = [path[segment]!, path[segment + 1]!];
    const t = touchFraction(a, b, radius, other);
    if (t !== null) return { segment, t, at: along(a, b, t) };
  }
  return null;
}

/** A head-on push followed on: its links' moves and its notices, not yet emitted. */
interface Chain {
  /** Each pushed vehicle and where it comes to rest. */
  readonly links: readonly { readonly model: ModelSnapshot; readonly to: Point }[];
  /** The chain's notices and links (a link's index where it moves), in the order they happen. */
  readonly order: readonly (Effect | number)[];
  /** Where the first pushed vehicle stopped when the chain stopped short, else null. */
  readonly stopped: Point | null;
}

/**
 * Follows a head-on push on (§ Chain Collisions): the pushed vehicle goes from where it stands to
 * `firstTo`; a vehicle met on the way is hit with the initial vehicle's Move and, if the pushed one
 * is the tougher, pushed on in turn (up to the ruleset's `maxChain` links); impassable terrain, a
 * wall (as impassable terrain, § Colliding with Terrain) or a tougher vehicle stops a link where it
 * touches, and then all the vehicles in the collision stop: each link before it comes to rest where
 * its push first brings it into base contact with the stopped link ahead. Only the stop points are
 * settled here (the vehicles met are marked involved); {@link pushChain} emits the moves, once the
 * mover's own stop, and so the fighters it runs over, are known.
 */
function settleChain(state: Collisions, first: ModelSnapshot, firstTo: Point): Chain {
  const { snapshot, ruleset } = state;
  const vehicles = ruleset.vehicles!;
  const solid = impassableRegions(snapshot, ruleset);
  // The chain's links and its notices, in the order they happen (a link's index where it moves).
  const links: { model: ModelSnapshot; to: Point }[] = [];
  const order: (Effect | number)[] = [];
  const link = (model: ModelSnapshot, to: Point) => order.push(links.push({ model, to }) - 1);
  let stopped = false;
  let pushed = first;
  let to = firstTo;
  for (let depth = 0; ; depth++) {
    if (depth >= vehicles.maxChain) {
      link(pushed, to);
      break;
    }
    const from = pushed.base;
    const radius = pushed.base.radius;
    const others = snapshot.models.filter((m) => isVehicle(m) && !state.involved.has(m.id));
    const contact = basesAlongPath(
      [from, to],
      radius,
      others.map((m) => m.base),
    )[0];
    const terrainStop = clearFraction(from, to, radius, solid);
    // A wall stops the chain as impassable terrain does, the base against it (wallDistance is
    // +Infinity for a push of no length).
    const hit = wallDistance(snapshot.walls, from, to, radius);
    const wallStop = hit === Infinity ? null : hit / Math.hypot(to.x - from.x, to.y - from.y);
    const wall = terrainStop === null ? wallStop : wallStop === null ? terrainStop : Math.min(terrainStop, wallStop);
    if (wall !== null && (!contact || wall <= contact.t)) {
      link(pushed, along(from, to, wall));
      const collision = vehicles.terrainCollision({ move: state.move, terrain: "solid" });
      order.push({
        type: "notice",
        notice: { kind: "terrainCollision", mover: pushed.id, collision, fallers: [] },
      });
      stopped = true;
      break;
    }
    if (!contact) {
      link(pushed, to);
      break;
    }
    const next = others[contact.base]!;
    state.involved.add(next.id);
    const at = along(from, to, contact.t);
    const travel = { x: to.x - from.x, y: to.y - from.y };
    const arc = contactArc(travel, { x: next.base.x - at.x, y: next.base.y - at.y });
    const pusher = pushed as ModelSnapshot & { toughness: NonNullable<ModelSnapshot["toughness"]> };
    const nextT = (next as typeof pusher).toughness;
    const collision = vehicles.collision({
      move: state.move,
      moverToughness: pusher.toughness[arc],
      otherToughness: nextT[facingOf(next, at)],
      arc,
    });
    order.push({
      type: "notice",
      notice: { kind: "vehicleCollision", mover: pushed.id, other: next.id, collision },
    });
    if (collision.result !== "push") {
      link(pushed, at);
      stopped = true;
      break;
    }
    link(pushed, to);
    const onward = pushAhead(to, travel, radius, next.base);
    if (!onward) break;
    pushed = next;
    to = onward;
  }
  // Everyone in the collision stops: from the link that stopped back, each against the one ahead.
  for (let i = stopped ? links.length - 2 : -1; i >= 0; i--) {
    const [behind, ahead] = [links[i]!, links[i + 1]!];
    const base = behind.model.base;
    behind.to = stopAgainst(base, behind.to, base.radius, { ...ahead.model.base, ...ahead.to });
  }
  return { links, order, stopped: stopped ? links[0]!.to : null };
}

/**
 * Emits a settled chain ({@link settleChain}): its notices and each link's move, with the fighters
 * it runs over and its riders ({@link pushTo}), in the order the chain met them.
 */
function pushChain(state: Collisions, chain: Chain): void {
  for (const item of chain.order) {
    if (typeof item === "number") pushTo(state, chain.links[item]!.model, chain.links[item]!.to);
    else state.effects.push(item);
  }
}

/**
 * Everything a vehicle's finished move sets off, in the order the rules resolve it: fighters run
 * over (an Initiative test each with the collision hit, and moved aside 1" clear of the path by the
 * shortest route); vehicles run into (a notice with both hits, using the Toughness of the mover's
 * contacting facing — front or side, from its direction of travel — and of the other's facing that
 * suffers the hit, from where the contact lies relative to the other's facing; head-on: the other is
 * pushed ahead and the chain followed, or the weaker mover stops where it made contact; side-on: the
 * mover's Handling test); obstacles smashed and solid terrain hit (§ Colliding with Terrain); then
 * the riders: an Initiative test each, at most once in each activation that moves the vehicle (a turn mark
 * remembers who tested), and each carried along, keeping its place on the vehicle.
 * A mover that stops short of its path's end — on meeting a tougher vehicle head-on, or behind a
 * push chain that stopped (§ Chain Collisions: all the vehicles in the collision stop; the mover on
 * its own path, where it first comes into base contact with the first vehicle it pushed) — sets off
 * only what it reached before its stop: the fighters it runs over (moved aside off the ground it
 * crossed; one it reaches only past its stop is left to the pushed vehicles), the obstacles it
 * smashes, solid terrain at the path's end (`blocked`) not at all; its riders and loot go as far as
 * it does.
 * A Ram (Double) (the ruleset's `ramAction` on any step) halves the mover's own damage.
 * @param path the vehicle's centre along the whole move, from where it set off, ruleset units
 * The mover's Move is its own `move` characteristic, 0 when it has none, clamped to 0 when negative.
 * @returns no effects for movers that are not vehicles or rulesets without vehicles
 * @throws {TypeError|RangeError} when the snapshot, the path, the ruleset or the options are
 *   malformed (the first wrong member named), or as the geometry (engagement.ts) when the move
 *   reaches beyond ±1e12 units
 */
export function vehicleMoveEffects(
  snapshot: SceneSnapshot,
  moverId: string,
  path: readonly PathStep[],
  ruleset: Ruleset,
  options: VehicleMoveOptions = {},
): Effect[] {
  checkSceneSnapshot(snapshot);
  check.string(moverId, "moverId");
  checkPath(path);
  checkRuleset(ruleset);
  const given = check.record(options, "options");
  if (given["blocked"] !== undefined && typeof given["blocked"] !== "boolean") {
    throw new TypeError("options.blocked must be a boolean when present");
  }
  if (given["marks"] !== undefined) {
    check.array(given["marks"] as unknown[], "options.marks").forEach((m, i) => check.string(m, `options.marks[${i}]`));
  }
  return vehicleMove(snapshot, moverId, path, ruleset, options);
}

/**
 * {@link vehicleMoveEffects} for input already checked (the finished move's, finished.ts).
 * @throws {RangeError} as the geometry (engagement.ts) when the move reaches beyond ±1e12 units
 */
export function vehicleMove(
  snapshot: SceneSnapshot,
  moverId: string,
  path: readonly PathStep[],
  ruleset: Ruleset,
  options: VehicleMoveOptions,
): Effect[] {
  const mover = findModel(snapshot, moverId);
  const vehicles = ruleset.vehicles;
  if (!mover || !vehicles || !isVehicle(mover) || path.length < 2) return [];
  const start = path[0]!;
  const move = Math.max(0, characteristic(mover, "move", 0));
  const ram = vehicles.ramAction !== undefined && path.some((s) => s.action === vehicles.ramAction);
  const radius = mover.base.radius;
  const effects: Effect[] = [];
  const riders = ridersAt(snapshot, mover, start);
  const area = footprintMoved(mover, start);
  const loot = snapshot.models.filter(
    (m) => m.kind === "loot" && inRect(m.base, area) && m.elevation >= start.elevation - 1e-9,
  );
  const riderIds = new Set(riders.map((r) => r.id));

  // § Move and Push During Collisions, § Chain Collisions: first where the mover comes to rest.
  const state: Collisions = {
    snapshot,
    ruleset,
    move,
    involved: new Set([mover.id, ...riderIds]),
    effects,
    shifts: [],
  };
  // Only models on the vehicle's level are in its way (not those up on a structure it passes under).
  const level = (m: ModelSnapshot) => Math.abs(m.elevation - start.elevation) <= snapshot.gridStep / 2 + 1e-9;
  const others = snapshot.models.filter((m) => m.id !== mover.id && isVehicle(m) && level(m));
  const end = path.at(-1)!;
  const last = path.at(-2)!;
  const lastTravel = { x: end.x - last.x, y: end.y - last.y };
  // The mover's notices and Handling tests, emitted after the fighters it runs over.
  const collisions: Effect[] = [];
  let chain: Chain | null = null;
  // Where the mover stops short of its path's end, if it does.
  let stop: PathStop | null = null;
  for (const contact of basesAlongPath(
    path,
    radius,
    others.map((m) => m.base),
  )) {
    const other = others[contact.base]! as typeof mover;
    if (state.involved.has(other.id)) continue;
    state.involved.add(other.id);
    const a = path[contact.segment]!;
    const b = path[contact.segment + 1]!;
    const at = along(a, b, contact.t);
    const arc = contactArc({ x: b.x - a.x, y: b.y - a.y }, { x: other.base.x - at.x, y: other.base.y - at.y });
    const collision = vehicles.collision({
      move,
      moverToughness: mover.toughness[arc],
      otherToughness: other.toughness[facingOf(other, at)],
      arc,
      ram,
    });
    collisions.push({
      type: "notice",
      notice: { kind: "vehicleCollision", mover: mover.id, other: other.id, collision },
    });
    if (collision.result === "handling") {
      // The shortest move that clears the rest of the mover's path: the other goes aside by it on a
      // pass, the mover by as much the other way on a failure (Stride ruling, docs/rulings.md).
      const rest = [at, ...path.slice(contact.segment + 1)];
      const aside = asideOfPath(rest, radius, other.base, 0);
      const [dx, dy] = aside ? [aside.x - other.base.x, aside.y - other.base.y] : [0, 0];
      const request: TestRequest = {
        kind: "sideOn",
        tougher: collision.handlingModifier > 0,
        ...(aside
          ? {
              options: {
                [SHOVE_PASS_OPTION]: encodeShove({ model: other.id, dx, dy }),
                [SHOVE_FAIL_OPTION]: encodeShove({ model: mover.id, dx: -dx, dy: -dy }),
              },
            }
          : {}),
      };
      const call = ruleset.tests.buildTest(request);
      if (call) collisions.push({ type: "test", model: mover.id, call: call.request ? call : { ...call, request } });
      continue;
    }
    if (collision.result === "stop") {
      stop = { segment: contact.segment, t: contact.t, at };
      break;
    }
    const pushedTo = pushAhead(end, lastTravel, radius, other.base);
    if (!pushedTo) continue;
    chain = settleChain(state, other, pushedTo);
    // Everyone in the chain stops: the mover comes to rest on its own path where it first comes
    // into base contact with the vehicle it pushed.
    if (chain.stopped) stop = firstTouch(path, radius, { ...other.base, ...chain.stopped });
    break;
  }
  // The ground the mover really crossed: what it sets off on its way stops where it does.
  const travelled: readonly Point[] = stop ? [...path.slice(0, stop.segment + 1), stop.at] : path;
  const finalEnd: Point = stop?.at ?? end;
  // A move stopped short rests at its path's height there (a slope's rises taken in proportion).
  const endElevation = stop ? elevationAlong(path, stop) : path.at(-1)!.elevation;

  // § Running Over Fighters.
  const fighters = snapshot.models.filter(
    (m) => m.id !== mover.id && m.kind === "character" && !riderIds.has(m.id) && level(m),
  );
  const aside = asideOf(travelled, radius, ruleset.engagement?.zone ?? 0);
  const runOver: Effect[] = [];
  for (const contact of basesAlongPath(
    travelled,
    radius,
    fighters.map((m) => m.base),
  )) {
    const fighter = fighters[contact.base]!;
    const call = ruleset.tests.buildTest({ kind: "runOver", status: fighter.status ?? undefined, vehicleMove: move });
    if (call) runOver.push({ type: "test", model: fighter.id, call });
    const to = aside(fighter.base);
    if (to) runOver.push({ type: "move", model: fighter.id, to });
  }
  // Moved aside is an involuntary move: 1" clear of enemies where it ends (§ Involuntary Move),
  // settled once the rest of the move is known. The chain's vehicles leave them be.
  state.shifts.push({ start: effects.length, count: runOver.length });
  effects.push(...runOver);
  for (const e of runOver) if (e.type === "move") state.involved.add(e.model);
  effects.push(...collisions);
  if (chain) pushChain(state, chain);
  if (stop) effects.push({ type: "move", model: mover.id, to: finalEnd, elevation: endElevation });

  // § Colliding with Terrain, for the ground crossed (the steps reached).
  const crossed = obstacles(snapshot, mover, travelled);
  const reached = stop ? path.slice(0, stop.segment + 1) : path;
  const hit: CollisionTerrain[] = [];
  if (crossed.length || reached.some((s) => s.conditions?.includes(OBSTACLE_CONDITION))) hit.push("obstacle");
  if (options.blocked && !stop) hit.push("solid");
  for (const terrain of hit) {
    const collision = vehicles.terrainCollision({ move, terrain, ram });
    const fallers = terrain === "obstacle" ? crossed.flatMap((o) => o.onTop.map((m) => m.id)) : [];
    effects.push({ type: "notice", notice: { kind: "terrainCollision", mover: mover.id, collision, fallers } });
  }
  for (const { region, height, onTop } of crossed) {
    effects.push({ type: "disableRegion", region: region.id });
    for (const faller of onTop) {
      effects.push({
        type: "move",
        model: faller.id,
        to: { x: faller.base.x, y: faller.base.y },
        elevation: Math.max(0, faller.elevation - height),
      });
      effects.push({ type: "status", model: faller.id, status: "prone", active: true });
    }
  }

  // § Fighters & Loot on Moving Vehicles.
  const marks = new Set(options.marks ?? []);
  for (const rider of riders) {
    const mark = `rider:${rider.id}`;
    if (!marks.has(mark)) {
      const call = ruleset.tests.buildTest({ kind: "riding" });
      if (call) effects.push({ type: "test", model: rider.id, call }, { type: "turnMark", model: mover.id, mark });
    }
    effects.push({
      type: "move",
      model: rider.id,
      to: { x: rider.base.x + finalEnd.x - start.x, y: rider.base.y + finalEnd.y - start.y },
      elevation: rider.elevation + endElevation - start.elevation,
    });
  }
  // Loot stays on when in the transport area or in base contact with a rider (whose failed test
  // drops it too: landings.ts fallOffVehicleEffects); otherwise it falls 1" away, where it was.
  let fallen = 0;
  for (const piece of loot) {
    if (inTransportArea(mover, piece.base) || riders.some((r) => inBaseContact(piece.base, r.base))) {
      effects.push({
        type: "move",
        model: piece.id,
        to: { x: piece.base.x + finalEnd.x - start.x, y: piece.base.y + finalEnd.y - start.y },
        elevation: piece.elevation + endElevation - start.elevation,
      });
      continue;
    }
    const angle = options.fallAngles?.[fallen % options.fallAngles.length] ?? fallen * GOLDEN_ANGLE;
    fallen++;
    effects.push(
      ...landOff(
        snapshot,
        piece,
        { ...mover, base: { ...mover.base, x: start.x, y: start.y } },
        angle,
        FALL_OFF_DISTANCE,
        ruleset,
      ),
    );
  }
  settle(state);
  return effects;
}

/**
 * The forced move a `shove` consequence carries out ({@link shoveEffects}: the model goes by the
 * stored offset, then out of enemies' zones), with a shoved vehicle's riders carried along by the
 * same offset (necromunda-movement.md § Move and Push During Collisions, side-on: the vehicle the
 * Handling test picks, the mover on a failure, is moved aside; § Fighters & Loot on Moving
 * Vehicles): each rider tests to hold on (the ruleset's `riding` test) as the riders of a pushed
 * vehicle do, unless it already tested in this activation of the vehicle (`rider:<id>` among the
 * vehicle's `marks`, then marked). A shoved fighter, or a vehicle with no riders, moves alone.
 * @param marks the shoved model's turn marks (its activation's), or none
 * @throws {TypeError|RangeError} as {@link shoveEffects}; a TypeError when `marks` is not a list of strings
 */
export function shoveCarrying(
  snapshot: SceneSnapshot,
  shove: Shove,
  ruleset: Ruleset,
  marks: readonly string[] = [],
): Effect[] {
  const effects = shoveEffects(snapshot, shove, ruleset);
  check.array(marks, "marks").forEach((m, i) => check.string(m, `marks[${i}]`));
  const vehicle = findModel(snapshot, shove.model);
  const moved = effects.find((e) => e.type === "move" && e.model === shove.model);
  if (!vehicle || vehicle.kind !== "vehicle" || moved?.type !== "move") return effects;
  const start = { x: vehicle.base.x, y: vehicle.base.y, elevation: vehicle.elevation };
  const dx = moved.to.x - start.x;
  const dy = moved.to.y - start.y;
  const tested = new Set(marks);
  for (const rider of ridersAt(snapshot, vehicle, start)) {
    const mark = `rider:${rider.id}`;
    if (!tested.has(mark)) {
      const call = ruleset.tests.buildTest({ kind: "riding" });
      if (call) effects.push({ type: "test", model: rider.id, call }, { type: "turnMark", model: vehicle.id, mark });
    }
    effects.push({ type: "move", model: rider.id, to: { x: rider.base.x + dx, y: rider.base.y + dy } });
  }
  return effects;
}
