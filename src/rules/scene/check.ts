/**
 * The one check of the scene snapshot the engine receives: a {@link SceneSnapshot}, its models and
 * regions, a path, checked where a public function receives them, plus the unchecked look-ups the
 * engine uses after that. Bad input fails with a TypeError (wrong type or shape) or a RangeError (a
 * number out of range, an unknown name) naming what was wrong, never with NaN or an engine TypeError.
 * Kernel: shared by moves/ and rulesets/; internal to the engine (its checked look-ups are query.ts).
 *
 * Checked once: a snapshot object that passed {@link checkSceneSnapshot} (or, for the members a drag
 * reads, {@link checkDragSnapshot}) is remembered in a WeakSet (which does not keep it alive), and
 * every later check of the same object returns at once, so one finished move that passes its snapshot
 * through several public functions walks its models once. The contract that makes this sound: a
 * snapshot, its models and regions are immutable once passed to the engine. A changed scene is a new
 * object (`{ ...snapshot, models }`, as the engine itself builds one); a member written into a
 * snapshot already passed is not checked again.
 *
 * Each walk runs a quick test of every model and region first and builds the labelled messages
 * (`snapshot.models[3].base.x`) only for the first one the quick test refuses.
 * @module
 */
import type { Base } from "../geometry/engagement";
import type { Rect } from "../geometry/placement";
import * as check from "../geometry/validate";
import type { Facing, ModelSnapshot, PathStep, Point, RegionSnapshot, SceneSnapshot } from "./snapshot";
import type Flatbush from "flatbush";
import { indexRects } from "../geometry/base-index";
import { areaHolds } from "./shapes";
import { qualified } from "./terrain-ids";

const DISPOSITIONS: ReadonlySet<unknown> = new Set(["friendly", "neutral", "hostile", "secret"]);
const KINDS: ReadonlySet<unknown> = new Set(["character", "vehicle", "loot"]);
const UNITS: ReadonlySet<unknown> = new Set(["m", "in"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Requires a finite number or null. */
function finiteOrNull(value: unknown, what: string): void {
  if (value !== null) check.finite(value as number, what);
}

/**
 * Requires one of a few names.
 * @throws {TypeError} when it is not a string
 * @throws {RangeError} when it is not one of them
 */
function oneOf(value: unknown, names: ReadonlySet<unknown>, what: string): void {
  check.string(value, what);
  if (!names.has(value))
    throw new RangeError(`${what} must be one of ${[...names].join(", ")}, got ${check.plain(value)}`);
}

/** A finite coordinate within the geometry's range ({@link check.finite} accepts it). */
const coordinate = (v: unknown): boolean => typeof v === "number" && Math.abs(v) <= check.MAX_COORDINATE;

/** A size within the geometry's range ({@link check.nonNegative} accepts it). */
const size = (v: unknown): boolean => typeof v === "number" && v >= 0 && v <= check.MAX_COORDINATE;

/** Whether a value is a rectangle {@link checkModel} accepts (an object, finite corner, sizes ≥ 0). */
function isRect(value: unknown): boolean {
  return (
    isObject(value) && coordinate(value["x"]) && coordinate(value["y"]) && size(value["width"]) && size(value["height"])
  );
}

/**
 * Whether a model passes {@link checkModel}'s checks, building no message: never true when they would
 * throw (the labelled check runs only for a model this refuses).
 */
function isModel(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { id, name, kind, disposition, base, footprint, elevation, status, characteristics, toughness, facing } = value;
  if (typeof id !== "string" || typeof name !== "string" || !KINDS.has(kind) || !DISPOSITIONS.has(disposition)) {
    return false;
  }
  if (!isObject(base) || !coordinate(base["x"]) || !coordinate(base["y"]) || !size(base["radius"])) return false;
  if (!isRect(footprint) || !coordinate(elevation) || (status !== null && typeof status !== "string")) return false;
  if (!isObject(characteristics)) return false;
  for (const key of Object.keys(characteristics)) if (!coordinate(characteristics[key])) return false;
  if (toughness !== undefined) {
    if (!isObject(toughness)) return false;
    if (!coordinate(toughness["front"]) || !coordinate(toughness["side"]) || !coordinate(toughness["rear"])) {
      return false;
    }
  }
  return (facing === undefined || coordinate(facing)) && typeof value["visible"] === "boolean";
}

/**
 * Requires a model snapshot (scene/snapshot.ts ModelSnapshot): string id and name, a known kind and
 * disposition, a base and footprint with finite coordinates and sizes ≥ 0, a finite elevation,
 * a string or null status, characteristics that are finite numbers, finite toughness and facing
 * when present, a boolean `visible`.
 * @throws {TypeError} when a member has the wrong type
 * @throws {RangeError} when a number is not finite (or negative where a size) or a name is unknown
 */
export function checkModel(value: unknown, what = "model"): ModelSnapshot {
  if (isModel(value)) return value as ModelSnapshot;
  const model = check.record(value, what);
  check.string(model["id"], `${what}.id`);
  check.string(model["name"], `${what}.name`);
  oneOf(model["kind"], KINDS, `${what}.kind`);
  oneOf(model["disposition"], DISPOSITIONS, `${what}.disposition`);
  check.base(check.record(model["base"], `${what}.base`) as unknown as Base, `${what}.base`);
  check.rect(check.record(model["footprint"], `${what}.footprint`) as unknown as Rect, `${what}.footprint`);
  check.finite(model["elevation"] as number, `${what}.elevation`);
  if (model["status"] !== null) check.string(model["status"], `${what}.status`);
  const characteristics = check.record(model["characteristics"], `${what}.characteristics`);
  for (const key of Object.keys(characteristics)) {
    check.finite(characteristics[key] as number, `${what}.characteristics.${key}`);
  }
  if (model["toughness"] !== undefined) {
    const toughness = check.record(model["toughness"], `${what}.toughness`);
    for (const facing of ["front", "side", "rear"])
      check.finite(toughness[facing] as number, `${what}.toughness.${facing}`);
  }
  if (model["facing"] !== undefined) check.finite(model["facing"] as number, `${what}.facing`);
  if (typeof model["visible"] !== "boolean") throw new TypeError(`${what}.visible must be a boolean`);
  return value as ModelSnapshot;
}

/** Whether a region passes {@link checkRegion}'s checks, building no message (as {@link isModel}). */
function isRegion(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { id, name, area, polygons, bottom, top, terrain, ductwayExit, lift } = value;
  if (typeof id !== "string" || typeof name !== "string" || (area !== null && !isRect(area))) return false;
  if (polygons !== undefined && !isPolygonList(polygons)) return false;
  if ((bottom !== null && !coordinate(bottom)) || (top !== null && !coordinate(top))) return false;
  if (!Array.isArray(terrain)) return false;
  for (const behavior of terrain as readonly unknown[]) {
    if (!isObject(behavior) || typeof behavior["condition"] !== "string") return false;
    if (!size(behavior["height"]) || typeof behavior["railing"] !== "boolean") return false;
  }
  if (ductwayExit !== null && typeof ductwayExit !== "string") return false;
  if (lift === null) return true;
  return (
    isObject(lift) && size(lift["travel"]) && (lift["usedRound"] === null || typeof lift["usedRound"] === "string")
  );
}

/** Whether a ring is a flat list of finite coordinates, an even count of them. */
function isRing(ring: unknown): boolean {
  if (!Array.isArray(ring) || ring.length % 2 !== 0) return false;
  for (const v of ring as readonly unknown[]) if (!coordinate(v)) return false;
  return true;
}

/** Whether a value is a list of area polygons (scene/shapes.ts AreaPolygon). */
function isPolygonList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    (value as readonly unknown[]).every(
      (p) => isObject(p) && isRing(p["outer"]) && Array.isArray(p["holes"]) && (p["holes"] as unknown[]).every(isRing),
    )
  );
}

/**
 * Requires a region snapshot (scene/snapshot.ts RegionSnapshot): string id and name, an area or null,
 * polygons absent or outer rings and holes of finite coordinates,
 * finite bottom and top or null, terrain behaviors with a string condition, a height ≥ 0 and a
 * boolean railing, a ductway exit id or null, a lift with a travel ≥ 0 and a round key or null.
 * @throws {TypeError|RangeError} as {@link checkModel}
 */
export function checkRegion(value: unknown, what = "region"): RegionSnapshot {
  if (isRegion(value)) return value as RegionSnapshot;
  const region = check.record(value, what);
  check.string(region["id"], `${what}.id`);
  check.string(region["name"], `${what}.name`);
  if (region["area"] !== null)
    check.rect(check.record(region["area"], `${what}.area`) as unknown as Rect, `${what}.area`);
  if (region["polygons"] !== undefined && !isPolygonList(region["polygons"]))
    throw new TypeError(`${what}.polygons must be a list of { outer, holes } rings of finite coordinates`);
  finiteOrNull(region["bottom"], `${what}.bottom`);
  finiteOrNull(region["top"], `${what}.top`);
  const terrain = check.array(region["terrain"] as unknown[], `${what}.terrain`);
  terrain.forEach((t, i) => {
    const behavior = check.record(t, `${what}.terrain[${i}]`);
    check.string(behavior["condition"], `${what}.terrain[${i}].condition`);
    check.nonNegative(behavior["height"] as number, `${what}.terrain[${i}].height`);
    if (typeof behavior["railing"] !== "boolean")
      throw new TypeError(`${what}.terrain[${i}].railing must be a boolean`);
  });
  if (region["ductwayExit"] !== null) check.string(region["ductwayExit"], `${what}.ductwayExit`);
  if (region["lift"] !== null) {
    const lift = check.record(region["lift"], `${what}.lift`);
    check.nonNegative(lift["travel"] as number, `${what}.lift.travel`);
    if (lift["usedRound"] !== null) check.string(lift["usedRound"], `${what}.lift.usedRound`);
  }
  return value as RegionSnapshot;
}

/** Snapshots {@link checkSceneSnapshot} passed whole. */
const checkedWhole = new WeakSet<object>();

/** Model objects {@link checkSceneSnapshot} passed (immutable from then on, as the snapshots holding them). */
const checkedModels = new WeakSet<object>();

/**
 * Region and wall lists {@link checkSceneSnapshot} passed whole (immutable from then on, as the
 * snapshots holding them: a table from plain data passes the same lists in every snapshot).
 */
const checkedLists = new WeakSet<object>();

/** The last snapshot {@link checkSceneSnapshot} passed whole (held until the next one passes). */
let lastWhole: SceneSnapshot | undefined;

/** Whether a value is a snapshot object already checked whole (immutable from then on: see the module). */
const isChecked = (value: unknown): boolean => typeof value === "object" && value !== null && checkedWhole.has(value);

/**
 * Requires a scene snapshot (scene/snapshot.ts SceneSnapshot): a known unit, a grid step ≥ 0, bounds or
 * null, and models and regions as {@link checkModel} and {@link checkRegion} require. Linear in
 * the number of models, regions and terrain behaviors the first time a snapshot object is checked
 * (a model object already checked in another snapshot is not walked again);
 * O(1) for a snapshot object already checked (which the engine treats as immutable: the module's
 * contract). A snapshot that fails is not remembered: it throws every time.
 * @throws {TypeError|RangeError} naming the first member that is wrong (`snapshot.models[3].base.x`)
 */
export function checkSceneSnapshot(value: unknown, what = "snapshot"): SceneSnapshot {
  if (isChecked(value)) return value as SceneSnapshot;
  const snapshot = check.record(value, what);
  oneOf(snapshot["unit"], UNITS, `${what}.unit`);
  check.nonNegative(snapshot["gridStep"] as number, `${what}.gridStep`);
  if (snapshot["bounds"] !== null) {
    check.rect(check.record(snapshot["bounds"], `${what}.bounds`) as unknown as Rect, `${what}.bounds`);
  }
  const models = check.array(snapshot["models"] as unknown[], `${what}.models`);
  // The models of the last snapshot checked whole, where this one has as many: the same object at
  // the same place needs no look-up (a table from plain data replaces only the models that changed).
  const last = lastWhole?.models;
  const same = last !== undefined && last.length === models.length ? last : null;
  for (let i = 0; i < models.length; i++) {
    const model = models[i];
    if (same !== null && same[i] === model) continue;
    // A model object passed whole once is not walked again (a table from plain data reuses them).
    if (typeof model === "object" && model !== null && checkedModels.has(model)) continue;
    if (!isModel(model)) checkModel(model, `${what}.models[${i}]`);
    checkedModels.add(model as object);
  }
  const regions = check.array(snapshot["regions"] as unknown[], `${what}.regions`);
  if (!checkedLists.has(regions)) {
    for (let i = 0; i < regions.length; i++) {
      if (!isRegion(regions[i])) checkRegion(regions[i], `${what}.regions[${i}]`);
    }
  }
  const walls = snapshot["walls"];
  if (!(typeof walls === "object" && walls !== null && checkedLists.has(walls))) checkWalls(walls, `${what}.walls`);
  checkedLists.add(regions);
  if (typeof walls === "object" && walls !== null) checkedLists.add(walls);
  checkedWhole.add(snapshot);
  lastWhole = value as SceneSnapshot;
  return value as SceneSnapshot;
}

/**
 * {@link checkSceneSnapshot} for a snapshot built from another by replacing some of its models: when
 * `previous` passed whole and `next` has its unit, grid step, bounds, regions, walls and number of
 * models, only the models at `changed` are checked; otherwise `next` is checked whole. For an
 * engine-internal caller that builds each snapshot from the last (a table from plain data), whose
 * construction guarantees every other model is the same object at the same place.
 * @throws {TypeError|RangeError} as {@link checkSceneSnapshot}
 */
export function checkDerivedSnapshot(next: SceneSnapshot, previous: SceneSnapshot, changed: Iterable<number>): void {
  if (isChecked(next)) return;
  const same =
    isChecked(previous) &&
    next.unit === previous.unit &&
    next.gridStep === previous.gridStep &&
    next.bounds === previous.bounds &&
    next.regions === previous.regions &&
    next.walls === previous.walls &&
    Array.isArray(next.models) &&
    next.models.length === previous.models.length;
  if (!same) {
    checkSceneSnapshot(next);
    return;
  }
  for (const i of changed) {
    const model: unknown = next.models[i];
    if (typeof model === "object" && model !== null && checkedModels.has(model)) continue;
    if (!isModel(model)) checkModel(model, `snapshot.models[${i}]`);
    checkedModels.add(model as object);
  }
  checkedWhole.add(next);
  lastWhole = next;
}

/**
 * Requires a snapshot's walls (scene/snapshot.ts WallSnapshot) to be absent or a list of walls with
 * finite points `a` and `b` and `blocks` absent, `left` or `right`.
 * @throws {TypeError|RangeError} naming the first wrong member
 */
export function checkWalls(value: unknown, what = "walls"): void {
  if (value === undefined) return;
  const walls = check.array(value as unknown[], what);
  walls.forEach((w, i) => {
    const wall = check.record(w, `${what}[${i}]`);
    check.point(wall["a"] as Point, `${what}[${i}].a`);
    check.point(wall["b"] as Point, `${what}[${i}].b`);
    if (wall["blocks"] !== undefined && wall["blocks"] !== "left" && wall["blocks"] !== "right")
      throw new TypeError(`${what}[${i}].blocks must be "left", "right" or absent`);
  });
}

/** Snapshots {@link checkDragSnapshot} passed: a grid step > 0 and models as a drag reads them. */
const checkedForDrag = new WeakSet<object>();

/**
 * Whether a model is as a drag reads it ({@link checkDragSnapshot}), building no message: never
 * true when the labelled check would throw.
 */
function isPlaced(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { id, name, kind, disposition, base, footprint, elevation, visible } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    typeof name === "string" &&
    typeof kind === "string" &&
    typeof disposition === "string" &&
    typeof base === "object" &&
    base !== null &&
    coordinate((base as Base).x) &&
    coordinate((base as Base).y) &&
    size((base as Base).radius) &&
    typeof footprint === "object" &&
    footprint !== null &&
    coordinate((footprint as Rect).x) &&
    coordinate((footprint as Rect).y) &&
    size((footprint as Rect).width) &&
    size((footprint as Rect).height) &&
    coordinate(elevation) &&
    typeof visible === "boolean"
  );
}

/**
 * Requires a model as a drag reads it: {@link isPlaced}'s members, each named when it is wrong.
 * @throws {TypeError|RangeError} see {@link checkDragSnapshot}
 */
function checkPlaced(value: unknown, what: string): void {
  const model = check.object(value, what);
  check.string(model["id"], `${what}.id`);
  check.string(model["name"], `${what}.name`);
  check.string(model["kind"], `${what}.kind`);
  check.string(model["disposition"], `${what}.disposition`);
  check.base(model["base"] as Base, `${what}.base`);
  check.rect(model["footprint"] as Rect, `${what}.footprint`);
  check.finite(model["elevation"] as number, `${what}.elevation`);
  check.bool(model["visible"], `${what}.visible`);
}

/**
 * Requires a snapshot as a drag reads it (moves/drag.ts prepareDrag): a grid step > 0, and models
 * with a string id, name, kind and disposition, a base (finite centre, radius ≥ 0), a footprint
 * (finite corner, width and height ≥ 0), a finite elevation and a boolean `visible`. The unit,
 * bounds, regions and a model's other members are not read, so not required. Linear in the number
 * of models the first time a snapshot object is checked; O(1) for one already checked, for a drag
 * or whole by {@link checkSceneSnapshot} (immutable from then on: the module's contract).
 * @throws {TypeError} when the snapshot or a model is not an object, or a member has the wrong type
 * @throws {RangeError} when the grid step is not > 0, or a number is NaN, ±Infinity, beyond ±10¹²
 *   or negative where a size (`snapshot.models[3].base.radius`)
 */
export function checkDragSnapshot(value: unknown, what = "snapshot"): SceneSnapshot {
  if (typeof value === "object" && value !== null && checkedForDrag.has(value)) return value as SceneSnapshot;
  const snapshot = check.object(value, what);
  const gridStep = check.finite(snapshot["gridStep"] as number, `${what}.gridStep`);
  if (!(gridStep > 0)) throw new RangeError(`${what}.gridStep must be > 0, got ${check.plain(gridStep)}`);
  if (!checkedWhole.has(snapshot)) {
    const models = check.array(snapshot["models"] as unknown[], `${what}.models`);
    for (let i = 0; i < models.length; i++) {
      if (!isPlaced(models[i])) checkPlaced(models[i], `${what}.models[${i}]`);
    }
  }
  checkWalls(snapshot["walls"], `${what}.walls`);
  checkedForDrag.add(snapshot);
  return value as SceneSnapshot;
}

/**
 * Requires a path (scene/snapshot.ts PathStep[]): steps with finite x, y and elevation, a string action
 * when present, and a list of string conditions when present. Linear in its length.
 * @throws {TypeError|RangeError} naming the first step that is wrong
 */
export function checkPath(value: unknown, what = "path"): readonly PathStep[] {
  const path = check.array(value as unknown[], what);
  for (let i = 0; i < path.length; i++) {
    // The labelled checks below only for a step that fails this quick one: a 10,000-step path
    // builds no label strings.
    if (isStep(path[i])) continue;
    const step = check.record(path[i], `${what}[${i}]`);
    check.point(step as unknown as Point, `${what}[${i}]`);
    check.finite(step["elevation"] as number, `${what}[${i}].elevation`);
    if (step["action"] !== undefined) check.string(step["action"], `${what}[${i}].action`);
    if (step["conditions"] !== undefined) {
      const conditions = check.array(step["conditions"] as unknown[], `${what}[${i}].conditions`);
      conditions.forEach((c, j) => check.string(c, `${what}[${i}].conditions[${j}]`));
    }
  }
  return value as readonly PathStep[];
}

/** Whether a path step passes {@link checkPath}'s checks (never true when they would throw). */
function isStep(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { x, y, elevation, action, conditions } = value;
  return (
    coordinate(x) &&
    coordinate(y) &&
    coordinate(elevation) &&
    (action === undefined || typeof action === "string") &&
    (conditions === undefined || (Array.isArray(conditions) && conditions.every((c) => typeof c === "string")))
  );
}

// ——— Unchecked look-ups, for input already checked ———

/** The model with this token id, or undefined. */
export function findModel(snapshot: SceneSnapshot, id: string): ModelSnapshot | undefined {
  return snapshot.models.find((m) => m.id === id);
}

/** The region with this id, or undefined. */
export function findRegion(snapshot: SceneSnapshot, id: string): RegionSnapshot | undefined {
  return snapshot.regions.find((r) => r.id === id);
}

/** Below this many regions a look-up scans them; from it on, it asks their index. */
const INDEXED_REGIONS = 16;

/** Each region list's index of its areas' boxes (item i: the i-th region with an area), built once. */
const regionIndexes = new WeakMap<readonly RegionSnapshot[], { index: Flatbush; items: RegionSnapshot[] } | null>();

/**
 * The regions whose box may hold a point, in the snapshot's order: all of them for a short list,
 * else those the Flatbush of their boxes finds (built once per list of regions).
 */
export function regionsNear(regions: readonly RegionSnapshot[], point: Point): readonly RegionSnapshot[] {
  if (regions.length < INDEXED_REGIONS) return regions;
  let entry = regionIndexes.get(regions);
  if (entry === undefined) {
    const items = regions.filter((r) => r.area !== null);
    entry = items.length ? { index: indexRects(items.map((r) => r.area!)), items } : null;
    regionIndexes.set(regions, entry);
  }
  if (!entry) return [];
  const found = entry.index.search(point.x, point.y, point.x, point.y);
  found.sort((a, b) => a - b);
  return found.map((i) => entry.items[i]!);
}

/** Whether a point lies inside a region's area (its polygons; its box where it has none). */
export function inRegion(point: Point, region: RegionSnapshot): boolean {
  return (
    // A junk region without an area (`undefined`, not the snapshot's null) holds nothing either.
    region.area != null && inRect(point, region.area) && (region.polygons === undefined || areaHolds(region, point))
  );
}

/** Whether a point lies strictly inside a rectangle. */
export function inRect(point: Point, area: Rect): boolean {
  return point.x > area.x && point.x < area.x + area.width && point.y > area.y && point.y < area.y + area.height;
}

/** A model's footprint moved so its centre is at `centre`. */
export function footprintMoved(model: ModelSnapshot, centre: Point): Rect {
  const dx = centre.x - model.base.x;
  const dy = centre.y - model.base.y;
  return { ...model.footprint, x: model.footprint.x + dx, y: model.footprint.y + dy };
}

/**
 * Regions whose area holds the point at this elevation: bottom inclusive; top inclusive unless the
 * region says otherwise (v14 `topInclusive: false`, a flat region always inclusive); null unbounded.
 */
export function regionsHolding(snapshot: SceneSnapshot, point: Point, elevation: number): RegionSnapshot[] {
  return regionsNear(snapshot.regions, point).filter(
    (r) =>
      inRegion(point, r) &&
      (r.bottom === null || elevation >= r.bottom - 1e-9) &&
      (r.top === null ||
        (r.topInclusive === false && r.top !== r.bottom ? elevation < r.top - 1e-9 : elevation <= r.top + 1e-9)),
  );
}

/** The terrain conditions of the regions holding a point, with their fields' qualifiers (terrain-ids.ts `qualified`). */
export function conditionsHolding(snapshot: SceneSnapshot, point: Point, elevation: number): string[] {
  return conditionsOf(regionsHolding(snapshot, point, elevation));
}

/** The terrain conditions of regions, with their fields' qualifiers, each once, in order. */
export function conditionsOf(regions: readonly RegionSnapshot[]): string[] {
  const ids = new Set<string>();
  for (const region of regions) {
    for (const terrain of region.terrain) {
      if (terrain.surface === undefined && terrain.water === undefined) ids.add(terrain.condition);
      else for (const id of qualified(terrain)) ids.add(id);
    }
  }
  return [...ids];
}

/** A characteristic's own value (never an inherited one such as `constructor`), or `fallback`. */
export function characteristic(model: ModelSnapshot, key: string, fallback: number): number {
  return Object.hasOwn(model.characteristics, key) ? model.characteristics[key]! : fallback;
}

/** {@link facingToward} for a model and point already checked. */
export function facingOf(model: ModelSnapshot, toward: Point): Facing {
  if (model.facing === undefined) return "side";
  const angle = Math.atan2(toward.y - model.base.y, toward.x - model.base.x);
  let delta = Math.abs(angle - model.facing) % (2 * Math.PI);
  if (delta > Math.PI) delta = 2 * Math.PI - delta;
  if (delta <= Math.PI / 4 + 1e-9) return "front";
  if (delta >= (3 * Math.PI) / 4 - 1e-9) return "rear";
  return "side";
}
