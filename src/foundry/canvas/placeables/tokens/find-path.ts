/**
 * Foundry's pathfinding for a token, answered by the engine's search (src/rules/map): where
 * Foundry asks `Token#findMovementPath` for a path through the player's waypoints (its pathfinding
 * keybinding, planned moves), each leg between two of the player's waypoints is routed along the
 * cheapest path by the ruleset's terrain costs, around walls, impassable terrain, other tokens'
 * spaces and enemies' 1" zones where the ruleset's engagement rule holds; the player's waypoints are
 * kept as they are. Square grids and gridless scenes (a fine grid of one ruleset unit); hex grids,
 * and searches asked to ignore walls or cost, are left to core.
 *
 * Evidence (docs/foundry-evidence.md § 36): v13 `TokenFindMovementPathOptions` `{delay, history,
 * ignoreCost, ignoreWalls, preview}`; the job `{result, promise, cancel}` (v14
 * `TokenFindMovementPathJob`; result "the (partial) path if the job completed"); the SR5 system
 * overrides `findMovementPath(waypoints, options)` on its Token class and returns such a job.
 * @module
 */
import {
  cellAt,
  DIAGONAL_RULES,
  findPath,
  prepareDrag,
  prepareMap,
  straighten,
  type DiagonalRule,
  type DragScene,
  type MoveMap,
  type Point,
  type Ruleset,
  type SceneSnapshot,
} from "../../../../rules";
import type { CoreMovementWaypoint } from "../../../../types/foundry-augment";
import {
  centreOf,
  frameOf,
  sceneSnapshot,
  topLeftAt,
  type Frame,
  type SceneLike,
  type TokenLike,
} from "../../../snapshot";

/** What Foundry's `findMovementPath` returns: a job whose result is the path found, or null when cancelled. */
export interface FindPathJob {
  result: CoreMovementWaypoint[] | null | undefined;
  readonly promise: Promise<CoreMovementWaypoint[] | null>;
  readonly cancel: () => void;
}

/** The options of `Token#findMovementPath` read here (v13 TokenFindMovementPathOptions). */
export interface FindPathOptions {
  readonly preview?: boolean;
  readonly ignoreWalls?: boolean;
  readonly ignoreCost?: boolean;
  readonly history?: unknown;
  readonly delay?: number;
}

/** A job already done with this path. */
export function doneJob(path: CoreMovementWaypoint[]): FindPathJob {
  return { result: path, promise: Promise.resolve(path), cancel: () => undefined };
}

/**
 * The diagonal rule of a square grid by its CONST.GRID_DIAGONALS value, named as the engine names
 * it (`EQUIDISTANT` → `equidistant`, `ALTERNATING_1` → `alternating1`), or null for a value the
 * table does not hold.
 * @param table CONST.GRID_DIAGONALS (name → value)
 */
export function diagonalRuleOf(value: unknown, table: Readonly<Record<string, number>>): DiagonalRule | null {
  const name = Object.keys(table).find((key) => table[key] === value);
  if (!name) return null;
  const rule = name.toLowerCase().replace("_", "");
  return DIAGONAL_RULES.find((known) => known === rule) ?? null;
}

/** What routing a token's waypoints reads besides them. */
export interface RouteContext {
  /** The map for the token (its own scene, its rules). */
  readonly map: MoveMap;
  readonly frame: Frame;
  /** The token's size in grid spaces. */
  readonly token: Pick<TokenLike, "width" | "height">;
}

/**
 * The player's waypoints with the cheapest path between each two: every waypoint given is kept as
 * it is, and the spaces where a leg turns come in between as waypoints that are not explicit, with
 * the action of the waypoint the leg leads to and the elevation of the one it leaves. Ends at the
 * last waypoint reached when a leg has no way (the partial path Foundry's job may return). A leg
 * within one space, or with an end outside the scene's area, is kept straight.
 * @param waypoints top-left corners in pixels, the token's position first
 */
export function routeWaypoints(
  waypoints: readonly CoreMovementWaypoint[],
  context: RouteContext,
): CoreMovementWaypoint[] {
  const { map, frame, token } = context;
  const first = waypoints[0];
  if (!first) return [];
  const out: CoreMovementWaypoint[] = [first];
  for (let k = 1; k < waypoints.length; k++) {
    const from = waypoints[k - 1]!;
    const to = waypoints[k]!;
    const a = centreOf(token, from, frame);
    const b = centreOf(token, to, frame);
    const [start, goal] = [cellAt(map, a), cellAt(map, b)];
    // A leg within one space, or leaving the scene's area (its padding), is left as the player drew it.
    if (start === goal || start < 0 || goal < 0) {
      out.push(to);
      continue;
    }
    const found = findPath(map, a, b);
    if (!found) break;
    const path = straighten(map, found);
    for (const point of path.points.slice(1, -1)) out.push(turnWaypoint(from, to, point, context));
    out.push(to);
  }
  return out;
}

/**
 * A waypoint a route adds between two of the player's (not explicit, not a checkpoint): at
 * `centre` (the token's centre, pixels), with `to`'s action and `from`'s elevation.
 */
export function turnWaypoint(
  from: CoreMovementWaypoint,
  to: CoreMovementWaypoint,
  centre: Point,
  context: Pick<RouteContext, "token" | "frame">,
): CoreMovementWaypoint {
  const at = topLeftAt(centre, context.token, context.frame);
  // The terrain and cost of the leg's end are measured anew by Foundry for each piece.
  const rest: CoreMovementWaypoint = { ...to };
  delete rest.terrain;
  delete rest.cost;
  return {
    ...rest,
    x: at.x,
    y: at.y,
    ...(from.elevation !== undefined ? { elevation: from.elevation } : {}),
    explicit: false,
    checkpoint: false,
    intermediate: false,
  };
}

/** A token's scene as the map needs it. */
export interface MapSource {
  readonly snapshot: SceneSnapshot;
  readonly moverId: string;
  readonly ruleset: Ruleset;
  /** The scene is gridless. */
  readonly gridless: boolean;
  /** The square grid's diagonal rule (ignored on gridless scenes). */
  readonly diagonals: DiagonalRule;
  /** The move's last action may engage (EngagementCapability.mayEngage): zones do not hold it. */
  readonly engaging: boolean;
  readonly voluntaryEngage: boolean;
}

/**
 * The engine's map for a token: the drag's prepared scene (its models, holders and blockers), on
 * the scene's own grid (spaces aligned with the canvas origin), or a fine grid on a gridless scene.
 * @throws as the engine's prepareDrag and prepareMap for a snapshot that is not one
 */
export function mapFor(source: MapSource): { readonly scene: DragScene; readonly map: MoveMap } {
  const scene = prepareDrag(source.snapshot, source.moverId, source.ruleset, {
    voluntaryEngage: source.voluntaryEngage,
  });
  const map = prepareMap(scene, {
    gridless: source.gridless,
    origin: { x: 0, y: 0 },
    engaging: source.engaging,
    ...(source.gridless ? {} : { diagonals: source.diagonals }),
  });
  return { scene, map };
}

/** The parts of a canvas Token the pathfinding reads (v13 Token, TokenDocument, Scene). */
export interface PathToken {
  readonly document: TokenLike & {
    readonly parent:
      | (SceneLike & {
          readonly grid: SceneLike["grid"] & {
            readonly isGridless?: boolean;
            readonly isHexagonal?: boolean;
            readonly diagonals?: number;
          };
        })
      | null;
  };
}

/** Each token's last map, kept while nothing it was built from changed. */
const maps = new WeakMap<object, { readonly key: string; readonly map: MoveMap; readonly frame: Frame }>();

/** What changes a map beyond the tokens: the regions and walls, doors by state. */
function sceneKey(scene: SceneLike): string {
  const regions = [...(scene.regions ?? [])].length;
  let walls = 0;
  let doors = 0;
  for (const wall of scene.walls ?? []) {
    walls++;
    doors = (doors * 31 + (Number((wall as { ds?: unknown }).ds) || 0) + 1) % 1_000_000_007;
  }
  return `${regions}|${walls}|${doors}`;
}

/**
 * The job answering `Token#findMovementPath` with the engine's search, or null to leave the search
 * to core: asked to ignore walls or cost, on a hex grid, off a scene, or with fewer than two
 * waypoints.
 * @param revision bumped whenever a token of the canvas changes (the maps of the scene go stale)
 * @param canSee whether the user can see a token (hidden tokens hold no one off and are never routed round)
 */
export function stridePathJob(
  token: PathToken,
  waypoints: readonly CoreMovementWaypoint[],
  options: FindPathOptions,
  context: {
    readonly revision: number;
    readonly ruleset: Ruleset;
    readonly voluntaryEngage: boolean;
    readonly canSee: (token: TokenLike) => boolean;
    readonly diagonalTable: Readonly<Record<string, number>>;
  },
): FindPathJob | null {
  if (options.ignoreWalls === true || options.ignoreCost === true || waypoints.length < 2) return null;
  const document = token.document;
  const scene = document.parent;
  if (!scene || !document.id || scene.grid.isHexagonal === true) return null;
  const { ruleset } = context;
  const gridless = scene.grid.isGridless === true;
  const diagonals = diagonalRuleOf(scene.grid.diagonals, context.diagonalTable) ?? "equidistant";
  const action = waypoints.at(-1)?.action;
  const engaging = ruleset.engagement?.mayEngage(action, { voluntary: context.voluntaryEngage }) ?? false;
  const key = [context.revision, ruleset.id, gridless, diagonals, engaging, sceneKey(scene)].join("|");
  let entry = maps.get(token);
  if (entry?.key !== key) {
    const frame = frameOf(scene.grid, ruleset.unit);
    const snapshot = sceneSnapshot(scene, ruleset.unit, { ruleset, canSee: context.canSee, mover: document });
    const source = {
      snapshot,
      moverId: document.id,
      ruleset,
      gridless,
      diagonals,
      engaging,
      voluntaryEngage: context.voluntaryEngage,
    };
    entry = { key, map: mapFor(source).map, frame };
    maps.set(token, entry);
  }
  return doneJob(routeWaypoints(waypoints, { map: entry.map, frame: entry.frame, token: document }));
}
