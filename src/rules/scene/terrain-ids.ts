/**
 * The condition ids a terrain behavior stands for: its condition and the qualifiers its fields
 * add (dh2-movement.md § Sheer Surfaces, § Swimming). Pure; imports nothing, so the scene checks
 * and the ground helpers (ground.ts) share it without a cycle.
 * @module
 */
import type { RegionTerrain } from "./snapshot";

/** The condition of a raised surface: a token on it stands at its `height` (dh2-movement.md § Climbing). */
export const RAISED = "raised";

/** The terrain condition of obstacles (necromunda-movement.md § Obstacles): crossed at a cost, never stood on. */
export const OBSTACLE_CONDITION = "obstacle";

/** The qualifier condition of a climbable surface whose `surface` is sheer (§ Sheer Surfaces). */
export const SHEER = "sheer";

/** The qualifier conditions of water by kind (§ Swimming): calm water adds none. */
export const WATER_QUALIFIERS: Readonly<Record<string, string>> = {
  hazardous: "hazardousWater",
  deep: "deepWater",
};

/**
 * The condition ids of a terrain behavior, unchecked: its condition, then `sheer` for a surface
 * whose `surface` is `sheer`, `hazardousWater` or `deepWater` for water of that kind. Unknown field
 * values add nothing. (The checked form is ground.ts `terrainConditionIds`.)
 */
export function qualified(terrain: Pick<RegionTerrain, "condition" | "surface" | "water">): string[] {
  const ids = [terrain.condition];
  if (terrain.surface === SHEER) ids.push(SHEER);
  const water = terrain.water;
  if (typeof water === "string" && Object.hasOwn(WATER_QUALIFIERS, water)) ids.push(WATER_QUALIFIERS[water]!);
  return ids;
}
