/**
 * A dragged move that must take the shortest route (the ruleset's EngagementCapability
 * `shortestRoute`: a Necromunda Charge), routed by the engine's search (src/rules/map/route.ts):
 * when the waypoints dragged cost more than the engine's route from where the token stands to
 * where the drag ends, the route takes their place, so the ruler shows it and the token moves
 * along it (docs/rulings.md: the Charge's route). Costs are Foundry's own measure of the path,
 * with the token's cost function (v13 `TokenDocument#measureMovementPath`,
 * docs/foundry-evidence.md § 46).
 * @module
 */
import { diagonalRuleOf, turnWaypoint } from "./find-path";
import { shortestRoute, type DragScene, type PathStep } from "../../../../rules";
import type { CoreMovementWaypoint } from "../../../../types/foundry-augment";
import { pathOf, type Frame, type TokenLike } from "../../../snapshot";

/** What routing a drag reads besides its waypoints. */
export interface ShortestRouteContext {
  /** The drag's prepared scene (its mover, rules and the bases it may not pass). */
  readonly scene: DragScene;
  readonly frame: Frame;
  /** The token's size in grid spaces. */
  readonly token: Pick<TokenLike, "width" | "height">;
  /** The scene's grid (v13 BaseGrid: `isGridless`, `isHexagonal`, `diagonals`). */
  readonly grid: { readonly isGridless?: boolean; readonly isHexagonal?: boolean; readonly diagonals?: number };
  /** CONST.GRID_DIAGONALS (name → value). */
  readonly diagonalTable: Readonly<Record<string, number>>;
  /** What waypoints cost, scene units: Foundry's measure of the path (terrain included). */
  readonly cost: (waypoints: CoreMovementWaypoint[]) => number;
}

/**
 * The waypoints along the engine's shortest route, or null when the dragged ones stand (the last
 * waypoint's action needs no shortest route, a hex grid, or no cheaper route): the first waypoint
 * (where the token stands) and the last (where the drag ends) as given; the turns between them
 * not explicit, with the last waypoint's action and the first's elevation. The player's own
 * waypoints between are dropped: the route, not the player, chooses the way.
 * @param waypoints top-left corners in pixels, the token's position first
 */
export function shortestRouteWaypoints(
  waypoints: readonly CoreMovementWaypoint[],
  context: ShortestRouteContext,
): CoreMovementWaypoint[] | null {
  const { scene, frame, token, grid } = context;
  const first = waypoints[0];
  const last = waypoints.at(-1);
  if (!first || !last || waypoints.length < 2 || grid.isHexagonal === true) return null;
  if (!scene.rules.engagement?.shortestRoute?.(last.action)) return null;
  const gridless = grid.isGridless === true;
  const toWaypoint = (step: PathStep, k: number, steps: readonly PathStep[]): CoreMovementWaypoint => {
    if (k === 0) return first;
    if (k === steps.length - 1) return last;
    return turnWaypoint(first, last, step, { token, frame });
  };
  const measure = (steps: readonly PathStep[]) => context.cost(steps.map(toWaypoint)) * frame.ratio;
  const route = shortestRoute(scene, pathOf(token, waypoints, frame), measure, {
    gridless,
    ...(gridless
      ? {}
      : {
          cell: scene.snapshot.gridStep,
          diagonals: diagonalRuleOf(grid.diagonals, context.diagonalTable) ?? "equidistant",
        }),
  });
  return route ? route.path.map(toWaypoint) : null;
}
