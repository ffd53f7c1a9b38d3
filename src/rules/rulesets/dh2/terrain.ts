/**
 * Difficult terrain in Dark Heresy 2e (dh2-movement.md § Movement and Environment;
 * rules/README.md ruling 3).
 * @module
 */
import type { TerrainCondition } from "./environment";

/** The `dh2` variants: `core` (the default) and `alternate` (dh2-alternate-movement.txt). */
export const DH2_VARIANTS = ["core", "alternate"] as const;

/** A `dh2` variant id. */
export type Dh2Variant = (typeof DH2_VARIANTS)[number];

/**
 * The terrain conditions that halve structured-time movement (dh2-movement.md § Movement and
 * Environment: refuse, deep snow, thick fog, soft sand, dense underbrush …; § Narrative Time
 * Movement and Terrain: dense crowds, deep mud; § Zero Gravity: "considered difficult terrain for
 * determining movement"; dh2-alternate-movement.txt: rubble-strewn hallways), shallow water read as
 * ground of the same kind as the text's examples, plus plain `difficult` ground. Darkness (§ Lighting) and tremors only
 * call their tests: they do not halve.
 */
export const HALVING_CONDITIONS: readonly TerrainCondition[] = [
  "difficult",
  "fog",
  "mud",
  "shallowWater",
  "thickSnow",
  "underbrush",
  "denseCrowds",
  "zeroGravity",
  "rubble",
];

/**
 * What each metre costs on terrain with these conditions: 2 when any of them halves movement
 * ({@link HALVING_CONDITIONS}), else 1. Conditions do not stack. Unknown ids are ignored.
 * @param conditions condition ids of the terrain crossed
 * @throws {TypeError} when `conditions` is not an array
 */
export function terrainCostMultiplier(conditions: readonly string[]): number {
  if (!Array.isArray(conditions)) throw new TypeError(`Terrain conditions must be an array, got ${typeof conditions}`);
  return conditions.some((c) => (HALVING_CONDITIONS as readonly unknown[]).includes(c)) ? 2 : 1;
}

/**
 * Halves a structured-time movement allowance for difficult terrain (ruling 3). The core text
 * rounds up to whole metres, never giving more than the allowance itself (dh2-movement.md
 * § Movement and Environment); the `alternate` variant halves exactly, without rounding
 * (dh2-alternate-movement.txt § Movement and Environment: ½ m gives ¼ m). Any variant other than
 * `alternate` is the core rule.
 * @param metres the allowance in clear terrain, metres; negative, NaN or ±Infinity count as 0 m
 *   (+Infinity as no limit: it stays Infinity)
 * @returns the allowance in difficult terrain, metres (≥ 0)
 */
export function halveForTerrain(metres: number, variant: string = "core"): number {
  const m = metres === Infinity ? Infinity : Math.max(0, Number.isFinite(metres) ? metres : 0);
  if (variant === "alternate") return m / 2;
  return Math.min(m, Math.ceil(m / 2));
}

/**
 * The movement cost a band allows once its path crosses difficult terrain. Foundry charges
 * each difficult step twice, so an allowance halved to `h` metres is a cost budget of `2h`.
 * @param metres the band's allowance in clear terrain, metres (as {@link halveForTerrain} reads it)
 * @returns the cost budget, metres of clear-terrain cost (≥ 0)
 */
export function difficultTerrainBudget(metres: number, variant: string = "core"): number {
  return 2 * halveForTerrain(metres, variant);
}
