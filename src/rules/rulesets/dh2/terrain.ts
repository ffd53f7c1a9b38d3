/**
 * Difficult terrain in Dark Heresy 2e (dh2-movement.md § Movement and Environment;
 * rules/README.md ruling 3).
 * @module
 */

/** The `dh2` variants: `core` (the default) and `alternate` (dh2-alternate-movement.txt). */
export const DH2_VARIANTS = ["core", "alternate"] as const;

/** A `dh2` variant id. */
export type Dh2Variant = (typeof DH2_VARIANTS)[number];

/**
 * Halves a structured-time movement allowance for difficult terrain (ruling 3). The core text
 * rounds up to whole metres, never giving more than the allowance itself; the `alternate`
 * variant halves without rounding, kept to half-metre precision (rounded down).
 * @param metres the allowance in clear terrain, metres (≥ 0)
 * @returns the allowance in difficult terrain, metres
 */
export function halveForTerrain(metres: number, variant: string = "core"): number {
  const m = Math.max(0, Number.isFinite(metres) ? metres : 0);
  if (variant === "alternate") return Math.floor(m) / 2;
  return Math.min(m, Math.ceil(m / 2));
}

/**
 * The movement cost a band allows once its path crosses difficult terrain. Foundry charges
 * each difficult step twice, so an allowance halved to `h` metres is a cost budget of `2h`.
 * @param metres the band's allowance in clear terrain, metres
 * @returns the cost budget, metres of clear-terrain cost
 */
export function difficultTerrainBudget(metres: number, variant: string = "core"): number {
  return 2 * halveForTerrain(metres, variant);
}
