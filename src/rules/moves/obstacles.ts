/**
 * How wide an obstacle may be (necromunda-movement.md § Obstacles: no more than 2" high and 2"
 * across; § Structures: more than 2" across is a structure): a region painted as an obstacle whose
 * area is thicker than the ruleset's most (TerrainCapability `wideObstacle`) is read as the
 * ruleset's climbed terrain instead (necromunda: a structure), its top a raised surface at its
 * height, so a fighter climbs onto it and may end there where its base fits (moves/footing.ts).
 * "Across" is the area's thickness (scene/shapes.ts areaThickness: at its widest place, the short
 * way across), so a long pipeline 1" thick is an obstacle whichever way it is crossed
 * (docs/rulings.md). Pure; ruleset units.
 * @module
 */
import type { Ruleset } from "../ruleset";
import type { RegionSnapshot, RegionTerrain } from "../scene";
import type { AreaSource } from "../scene/shapes";
import { areaThickness } from "../scene/shapes";
import { checkRegion } from "../scene/check";
import { OBSTACLE_CONDITION, RAISED } from "../scene/terrain-ids";
import { checkRuleset } from "./ruleset-check";

/**
 * A region as the ruleset reads its obstacles: each obstacle behavior of a region thicker than the
 * ruleset's most (TerrainCapability `wideObstacle`) becomes terrain of its `condition` (necromunda:
 * `structure`) with the same height and the measured `width`, and a raised surface ({@link RAISED})
 * at that height, its top; the region itself when nothing changes (no obstacle, a narrow one, no
 * rule). Each outline is measured once (remembered by its outline).
 * @throws {TypeError|RangeError} when the region is malformed (scene/check.ts checkRegion, the first
 *   wrong member named) or the ruleset is
 */
export function readObstacles(region: RegionSnapshot, ruleset: Ruleset): RegionSnapshot {
  checkRegion(region);
  checkRuleset(ruleset);
  return obstaclesRead(region, ruleset.terrain);
}

/** {@link readObstacles} unchecked. */
export function obstaclesRead(region: RegionSnapshot, terrain: Ruleset["terrain"]): RegionSnapshot {
  const wide = terrain?.wideObstacle;
  if (!wide || !region.terrain.some((t) => t.condition === OBSTACLE_CONDITION)) return region;
  // Too wide: thicker than the ruleset's most by more than the measure's slack (areaThickness is finite, 0 without an area).
  const width = thicknessOf(region);
  if (!(width > wide.width + THICKNESS_SLACK)) return region;
  const terrainOf = (t: RegionTerrain): RegionTerrain[] =>
    t.condition === OBSTACLE_CONDITION
      ? [
          { ...t, condition: wide.condition, width },
          { condition: RAISED, height: t.height, railing: false },
        ]
      : [t];
  return { ...region, terrain: region.terrain.flatMap(terrainOf) };
}

/** How much thicker than the ruleset's most an area may measure and still be an obstacle, ruleset units: a drawn outline's error. */
const THICKNESS_SLACK = 0.01;

/** Thicknesses measured, by the area's outline (a snapshot is rebuilt per drag; its regions' outlines rarely change). */
const thicknesses = new Map<string, number>();
/** The most outlines {@link thicknesses} keeps before it starts again. */
const THICKNESS_CACHE = 512;

/** {@link areaThickness} of a region, remembered by its outline. */
function thicknessOf(region: AreaSource): number {
  const key = JSON.stringify(region.polygons ?? region.area);
  if (!thicknesses.has(key)) {
    if (thicknesses.size >= THICKNESS_CACHE) thicknesses.clear();
    thicknesses.set(key, areaThickness(region));
  }
  return thicknesses.get(key)!;
}
