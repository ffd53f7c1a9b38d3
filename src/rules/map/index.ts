/**
 * The map as a mover crosses it: a grid of spaces priced by the ruleset's terrain, the cheapest
 * path between two spaces (A*), and where the mover can get this turn band by band.
 * @module
 */
export {
  BLOCK_OCCUPIED,
  BLOCK_TERRAIN,
  BLOCK_ZONE,
  cellAt,
  cellCentre,
  DIAGONAL_RULES,
  DIRECTIONS,
  MAX_MAP_CELLS,
  prepareMap,
  type DiagonalRule,
  type MapOptions,
  type MapTerrain,
  type MapVertical,
  type MoveMap,
} from "./grid";
export { cheapestCosts, findPath, straighten, type MapPath } from "./search";
export { reachOf, type Reach, type ReachClimb, type ReachEdge, type ReachInput } from "./reach";
export { vehicleArcReach } from "./arc";
export { shortestRoute, type RouteGrid, type RouteMeasure, type ShortestRoute } from "./route";
