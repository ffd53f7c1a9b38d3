/**
 * Jumping down and falling (necromunda-movement.md § Jumping Down, § Falling Hazards,
 * § Falling Damage).
 * @module
 */

/** One row of the falling damage table. */
export interface FallingRow {
  /** Lowest distance of the row, whole inches. */
  readonly from: number;
  /** Jumping Down modifier to the Initiative test. */
  readonly jumpingDown: number;
  /** Falling Vehicle modifier to the Handling test. */
  readonly fallingVehicle: number;
  /** The hit's Strength, AP and Damage, or null when the fall does no damage. */
  readonly hit: { readonly strength: number; readonly ap: number; readonly damage: number } | null;
}

/** The falling damage table, 1" to 10"+ (§ Falling Damage). */
export const FALLING_TABLE: readonly FallingRow[] = [
  { from: 1, jumpingDown: 0, fallingVehicle: -1, hit: null },
  { from: 3, jumpingDown: -1, fallingVehicle: -1, hit: { strength: 3, ap: 0, damage: 1 } },
  { from: 4, jumpingDown: -1, fallingVehicle: -2, hit: { strength: 3, ap: 0, damage: 1 } },
  { from: 5, jumpingDown: -2, fallingVehicle: -2, hit: { strength: 3, ap: 0, damage: 1 } },
  { from: 6, jumpingDown: -2, fallingVehicle: -2, hit: { strength: 5, ap: -1, damage: 1 } },
  { from: 7, jumpingDown: -3, fallingVehicle: -3, hit: { strength: 5, ap: -1, damage: 1 } },
  { from: 8, jumpingDown: -3, fallingVehicle: -3, hit: { strength: 7, ap: -2, damage: 2 } },
  { from: 9, jumpingDown: -4, fallingVehicle: -3, hit: { strength: 7, ap: -2, damage: 2 } },
  { from: 10, jumpingDown: -4, fallingVehicle: -4, hit: { strength: 9, ap: -3, damage: 3 } },
];

/**
 * The table row of a fall: distances are rounded up to the inch (§ Falling Damage).
 * @param distance the vertical distance, inches
 * @returns null for a drop under 1" (no fall); NaN and negative distances are no fall either
 * @throws {TypeError} when `distance` is not a number
 */
export function fallingRow(distance: number): FallingRow | null {
  if (typeof distance !== "number") throw new TypeError(`A fall's distance must be a number, got ${typeof distance}`);
  if (Number.isNaN(distance)) return null;
  const inches = Math.ceil(Math.max(0, distance) - 1e-9);
  if (inches < 1) return null;
  let row: FallingRow | null = null;
  for (const r of FALLING_TABLE) if (inches >= r.from) row = r;
  return row;
}

/**
 * The Initiative modifier for jumping down: none for the first 2", then −1 per further 2"
 * (rounded up), as the Jumping Down column of the table gives it (at most −4).
 * @throws {TypeError} when `distance` is not a number (see {@link fallingRow})
 */
export function jumpDownModifier(distance: number): number {
  return fallingRow(distance)?.jumpingDown ?? 0;
}

/**
 * The Handling modifier of a vehicle falling this far: the Falling Vehicle column (0 under 1").
 * @throws {TypeError} when `distance` is not a number (see {@link fallingRow})
 */
export function fallingVehicleModifier(distance: number): number {
  return fallingRow(distance)?.fallingVehicle ?? 0;
}

/** Initiative modifier against falling when going Prone within ½" of an edge: +1 with a railing (§ Railings). */
export function edgeFallModifier(railing: boolean): number {
  return railing === true ? 1 : 0;
}

/** Going Prone this close to an edge risks a fall (§ Falling Hazards), inches. */
export const EDGE_DISTANCE = 0.5;
