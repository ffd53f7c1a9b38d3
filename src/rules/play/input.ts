/**
 * The plain data `rules.play` takes: a table (ruleset, gravity, models, regions, walls) in the
 * ruleset's unit, and the checks that turn bad input into a clear error naming the field.
 * @module
 */
import { isWholeNumber } from "../scene/numbers";
import * as check from "../geometry/validate";
import { GRAVITIES, type Gravity } from "../types";
import type { Disposition } from "../scene";
import type { RegionShapeData } from "../scene/shapes";
import { DIAGONAL_RULES, type DiagonalRule } from "../map/grid";

/**
 * A region shape as Foundry stores it (scene/shapes.ts RegionShapeData), in the ruleset's unit:
 * `rectangle` (`x`, `y` its top-left corner, `width`, `height`), `ellipse` (`x`, `y` its centre,
 * `radiusX`, `radiusY`), both with `rotation` in degrees about their centre; `polygon` with
 * `points` a flat list `[x0, y0, x1, y1, …]`. `hole` cuts the shape out of the region.
 */
export type PlayShape = RegionShapeData;

/** One Stride Terrain behavior of a region, as the behavior holds it (RegionTerrain), ruleset units. */
export interface PlayTerrain {
  /** The terrain condition id (`rubble`, `gap`, `water`, `climb` … of the ruleset). */
  readonly condition: string;
  /** An obstacle's height or a gap's drop; 0 when absent. */
  readonly height?: number;
  /** A gap's width; not given when absent. */
  readonly width?: number;
  /** A climbable surface's kind (dh2 `simple`, `sheer`). */
  readonly surface?: string;
  /** Water's kind (dh2 `calm`, `hazardous`, `deep`). */
  readonly water?: string;
  /** A gap's edge has a railing. */
  readonly railing?: boolean;
  /** How far an overhang protrudes. */
  readonly overhang?: number;
}

/** A region of the table. */
export interface PlayRegion {
  readonly id: string;
  readonly name?: string;
  /** Its shape; or `shapes` for several. */
  readonly shape?: PlayShape;
  readonly shapes?: readonly PlayShape[];
  /** Bottom and top of the region, ruleset units; null or absent: unbounded. */
  readonly bottom?: number | null;
  readonly top?: number | null;
  /** Its Stride Terrain behaviors. */
  readonly terrain?: readonly PlayTerrain[];
}

/** A wall that blocks movement, from `a` to `b`, ruleset units. */
export interface PlayWall {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
}

/** A model (a token with its actor) on the table. */
export interface PlayModel {
  /** Its id on the table (the token id). */
  readonly id: string;
  readonly name?: string;
  /** The actor type id as in system.json (`character`, `fighter`, `runner` …). */
  readonly type: string;
  /** Whose side it is on (Foundry's dispositions by name). */
  readonly side: Disposition;
  /** Its centre and elevation, ruleset units. */
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  /** Its base (footprint) diameter, ruleset units. */
  readonly base: number;
  /** Its token's status effect ids (`prone` …). */
  readonly status?: readonly string[];
  /** Where it flies apart from its moves (a dh2 altitude: `hovering`, `low`, `high`), or null on the ground. */
  readonly flying?: string | null;
  /**
   * Its actor's system data as the data model stores it (`actor.system.toObject()`); missing
   * fields take the model's initial values.
   */
  readonly system?: unknown;
  /** Its facing, degrees as Foundry's token rotation (0 faces down the table, +y); absent: unknown. */
  readonly rotation?: number;
}

/** What `rules.play` is given. */
export interface PlayInput {
  /** The ruleset id (`dh2`, `necromunda`, `shadowrun`, `d6`). */
  readonly ruleset: string;
  /** Its variant id; the ruleset's first when absent. */
  readonly variant?: string;
  /** The table's gravity; `normal` when absent. */
  readonly gravity?: Gravity;
  /**
   * The table's lighting, as the adapter reads a scene's (TerrainCapability.lightingConditions):
   * `darkness` the scene's darkness level 0 … 1 (0 when absent), `lights` light sources (centre,
   * bright and dim radii, ruleset units; walls not counted), `override` the GM's lighting level.
   * Absent: lighting gives no condition.
   */
  readonly lighting?: PlayLighting;
  /**
   * A started combat, with a player's moves held to the rules as the canvas holds them (the
   * world's enforcement on); false: moves outside a combat (narrative time).
   */
  readonly combat: boolean;
  /** One grid space, ruleset units (heights count in whole spaces); 1 when absent. */
  readonly gridStep?: number;
  /**
   * The table has a square grid of `gridStep` spaces, its corner at (0, 0), whose diagonal steps
   * are measured by this rule (Foundry's CONST.GRID_DIAGONALS by name: `equidistant`, `exact` …):
   * the route a move must take (a Necromunda Charge's shortest) runs through the centres of its
   * spaces. Absent: the table is gridless (that route is searched on spaces of one unit and drawn
   * straight where it can).
   */
  readonly diagonals?: DiagonalRule;
  readonly models: readonly PlayModel[];
  readonly regions?: readonly PlayRegion[];
  readonly walls?: readonly PlayWall[];
}

/** A move asked of a model. */
export interface PlayMoveInput {
  /**
   * The movement action (Foundry's id: `walk`, `fly`, or one of the ruleset's, `run`, `charge` …);
   * null or absent: Foundry's default Walk.
   */
  readonly action?: string | null;
  /**
   * The D3 rolled at the table for the action's allowance (Necromunda: a Charge moves Move + D3),
   * a whole number 1–3. The first given in a turn stands for the model's later moves with that
   * action in the turn; when none was given the ruleset's default counts (Necromunda: 3).
   */
  readonly d3?: number;
  /**
   * The points its centre goes through, ruleset units: `[x, y]` or `[x, y, elevation]` (elevation
   * kept from the previous point when absent). A first point where the model stands is its start.
   */
  readonly path: readonly (readonly number[])[];
}

const DISPOSITIONS: readonly Disposition[] = ["friendly", "neutral", "hostile", "secret"];

/** A number that may be absent. */
function optionalFinite(value: unknown, what: string): void {
  if (value !== undefined && value !== null) check.finite(value as number, what);
}

/** Requires a shape of {@link PlayShape}. */
function checkShape(value: unknown, what: string): void {
  const shape = check.record(value, what);
  if (shape["type"] === "rectangle") {
    for (const key of ["x", "y"]) check.finite(shape[key] as number, `${what}.${key}`);
    for (const key of ["width", "height"]) check.nonNegative(shape[key] as number, `${what}.${key}`);
    optionalFinite(shape["rotation"], `${what}.rotation`);
  } else if (shape["type"] === "ellipse") {
    for (const key of ["x", "y"]) check.finite(shape[key] as number, `${what}.${key}`);
    for (const key of ["radiusX", "radiusY"]) check.nonNegative(shape[key] as number, `${what}.${key}`);
    optionalFinite(shape["rotation"], `${what}.rotation`);
  } else if (shape["type"] === "polygon") {
    const points = check.array(shape["points"] as unknown[], `${what}.points`);
    if (points.length < 6 || points.length % 2) {
      throw new RangeError(`${what}.points must list at least three x, y pairs`);
    }
    points.forEach((p, i) => check.finite(p as number, `${what}.points[${i}]`));
  } else {
    throw new RangeError(`${what}.type must be rectangle, ellipse or polygon`);
  }
  if (shape["hole"] !== undefined) check.bool(shape["hole"], `${what}.hole`);
}

/** A table's lighting ({@link PlayInput.lighting}). */
export interface PlayLighting {
  readonly darkness?: number;
  readonly lights?: readonly {
    readonly x: number;
    readonly y: number;
    readonly bright: number;
    readonly dim: number;
  }[];
  readonly override?: string;
}

/**
 * Requires a {@link PlayInput}: a string ruleset, a boolean `combat`, a known gravity or none, a
 * lighting with a finite darkness, a string override and lights of finite centres and radii ≥ 0,
 * models with string ids (unique), types and sides, finite positions and a base ≥ 0, regions with
 * at least one shape, walls of two points.
 * @throws {TypeError|RangeError} naming the first field that is wrong
 */
export function checkPlayInput(value: unknown): PlayInput {
  const input = check.record(value, "input");
  check.string(input["ruleset"], "input.ruleset");
  if (typeof input["combat"] !== "boolean") throw new TypeError("input.combat must be a boolean");
  if (input["variant"] !== undefined) check.string(input["variant"], "input.variant");
  if (input["gravity"] !== undefined && !(GRAVITIES as readonly unknown[]).includes(input["gravity"])) {
    throw new RangeError(`input.gravity must be one of ${GRAVITIES.join(", ")}`);
  }
  if (input["lighting"] !== undefined) {
    const lighting = check.record(input["lighting"], "input.lighting");
    optionalFinite(lighting["darkness"], "input.lighting.darkness");
    if (lighting["override"] !== undefined) check.string(lighting["override"], "input.lighting.override");
    check.array((lighting["lights"] ?? []) as unknown[], "input.lighting.lights").forEach((l, i) => {
      const light = check.record(l, `input.lighting.lights[${i}]`);
      for (const key of ["x", "y"]) check.finite(light[key] as number, `input.lighting.lights[${i}].${key}`);
      for (const key of ["bright", "dim"])
        check.nonNegative(light[key] as number, `input.lighting.lights[${i}].${key}`);
    });
  }
  if (input["gridStep"] !== undefined && !(typeof input["gridStep"] === "number" && input["gridStep"] > 0)) {
    throw new RangeError("input.gridStep must be a number > 0");
  }
  if (input["diagonals"] !== undefined && !(DIAGONAL_RULES as readonly unknown[]).includes(input["diagonals"])) {
    throw new RangeError(`input.diagonals must be one of ${DIAGONAL_RULES.join(", ")}`);
  }
  const ids = new Set<string>();
  check.array(input["models"] as unknown[], "input.models").forEach((m, i) => {
    const what = `input.models[${i}]`;
    const model = check.record(m, what);
    check.string(model["id"], `${what}.id`);
    if (ids.has(model["id"] as string)) throw new RangeError(`${what}.id repeats "${String(model["id"])}"`);
    ids.add(model["id"] as string);
    check.string(model["type"], `${what}.type`);
    if (!DISPOSITIONS.includes(model["side"] as Disposition)) {
      throw new RangeError(`${what}.side must be one of ${DISPOSITIONS.join(", ")}`);
    }
    for (const key of ["x", "y"]) check.finite(model[key] as number, `${what}.${key}`);
    optionalFinite(model["elevation"], `${what}.elevation`);
    optionalFinite(model["rotation"], `${what}.rotation`);
    check.nonNegative(model["base"] as number, `${what}.base`);
    if (model["status"] !== undefined) {
      check
        .array(model["status"] as unknown[], `${what}.status`)
        .forEach((s, j) => check.string(s, `${what}.status[${j}]`));
    }
    if (model["flying"] !== undefined && model["flying"] !== null) check.string(model["flying"], `${what}.flying`);
  });
  check.array((input["regions"] ?? []) as unknown[], "input.regions").forEach((r, i) => {
    const what = `input.regions[${i}]`;
    const region = check.record(r, what);
    check.string(region["id"], `${what}.id`);
    const shapes = region["shapes"] ?? (region["shape"] === undefined ? [] : [region["shape"]]);
    const list = check.array(shapes as unknown[], `${what}.shapes`);
    if (!list.length) throw new RangeError(`${what} needs a shape`);
    list.forEach((s, j) => checkShape(s, `${what}.shapes[${j}]`));
    optionalFinite(region["bottom"], `${what}.bottom`);
    optionalFinite(region["top"], `${what}.top`);
    check.array((region["terrain"] ?? []) as unknown[], `${what}.terrain`).forEach((t, j) => {
      const terrain = check.record(t, `${what}.terrain[${j}]`);
      check.string(terrain["condition"], `${what}.terrain[${j}].condition`);
      for (const key of ["height", "width", "overhang"]) optionalFinite(terrain[key], `${what}.terrain[${j}].${key}`);
    });
  });
  check.array((input["walls"] ?? []) as unknown[], "input.walls").forEach((w, i) => {
    const wall = check.record(w, `input.walls[${i}]`);
    for (const end of ["a", "b"]) {
      const point = check.array(wall[end] as unknown[], `input.walls[${i}].${end}`);
      if (point.length !== 2) throw new RangeError(`input.walls[${i}].${end} must be [x, y]`);
      point.forEach((c, j) => check.finite(c as number, `input.walls[${i}].${end}[${j}]`));
    }
  });
  return value as PlayInput;
}

/**
 * Requires a {@link PlayMoveInput}: an action string or null/absent, a D3 of 1–3 or absent, and a path of at least one
 * point, each `[x, y]` or `[x, y, elevation]` of finite numbers.
 * @throws {TypeError|RangeError} naming the first field that is wrong
 */
export function checkMoveInput(value: unknown): PlayMoveInput {
  const move = check.record(value, "move");
  if (move["action"] !== undefined && move["action"] !== null) check.string(move["action"], "move.action");
  const d3 = move["d3"];
  if (d3 !== undefined && (!isWholeNumber(d3) || d3 < 1 || d3 > 3))
    throw new RangeError(`move.d3 must be 1, 2 or 3, got ${typeof d3 === "number" ? d3 : typeof d3}`);
  const path = check.array(move["path"] as unknown[], "move.path");
  if (!path.length) throw new RangeError("move.path needs at least one point");
  path.forEach((p, i) => {
    const point = check.array(p as unknown[], `move.path[${i}]`);
    if (point.length !== 2 && point.length !== 3)
      throw new RangeError(`move.path[${i}] must be [x, y] or [x, y, elevation]`);
    point.forEach((c, j) => check.finite(c as number, `move.path[${i}][${j}]`));
  });
  return value as PlayMoveInput;
}
