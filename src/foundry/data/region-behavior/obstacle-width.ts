/**
 * Whether the active ruleset reads an obstacle painted on a region as one (necromunda-movement.md
 * § Obstacles: no more than 2" across; wider is a structure, climbed): the region's area in the
 * ruleset's unit (snapshot regionAreaOf: Foundry's own polygons where the document has them), read
 * by the engine (rules readObstacles, TerrainCapability `wideObstacle`). The Stride Terrain
 * behavior reads its own region through its document's parent (docs/foundry-evidence.md § 54).
 * @module
 */
import { OBSTACLE_CONDITION, readObstacles, type RegionTerrain, type Ruleset } from "../../../rules";
import { frameOf, regionAreaOf, type GridLike, type RegionLike } from "../../snapshot";

/** The parts of a RegionDocument read here: its shapes (or polygons) and its scene's grid. */
export interface ObstacleRegionLike extends Pick<RegionLike, "shapes" | "polygons"> {
  readonly parent?: { readonly grid?: GridLike | null } | null;
}

/**
 * The terrain an obstacle painted on this region is read as when it is too wide to be one for the
 * ruleset: the ruleset's `wideObstacle.condition` (necromunda `structure`) with the measured
 * `width`, the ruleset's unit; null when it is an obstacle, or there is no scene grid to measure on.
 */
export function wideObstacle(region: ObstacleRegionLike | null | undefined, ruleset: Ruleset): RegionTerrain | null {
  const grid = region?.parent?.grid;
  if (!region || !grid || !Array.isArray(region.shapes) || !(grid.size > 0)) return null;
  const { polygons, bounds } = regionAreaOf(region, frameOf(grid, ruleset.unit).scale);
  const terrain = [{ condition: OBSTACLE_CONDITION, height: 0, railing: false }];
  const base = { id: "", name: "", bottom: null, top: null, ductwayExit: null, lift: null };
  const read = readObstacles({ ...base, area: bounds, polygons, terrain }, ruleset).terrain[0]!;
  return read.condition === OBSTACLE_CONDITION ? null : read;
}
