/**
 * The Necromunda actor types' fields as the data models declare them (`fighter`, `vehicle`): the type
 * ids, the profile keys, statuses and transport areas, the fields' initial values and how a profile
 * value is clamped, apart from the reader that derives movement from them (actors.ts), so the schema
 * every world registers does not load the engine (docs/development.md § Loading on demand).
 * @module
 */

/** The fighter's actor type id (system.json `documentTypes.Actor`). */
export const FIGHTER_TYPE = "fighter";

/** The vehicle's actor type id. */
export const VEHICLE_TYPE = "vehicle";

/** The actor types the Necromunda models hold, fighters first. */
export const NECROMUNDA_ACTOR_TYPES = [FIGHTER_TYPE, VEHICLE_TYPE] as const;

/** Profile keys in the order a fighter card prints them; the "X+" ones hold the X. */
export const FIGHTER_PROFILE = ["move", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int"] as const;

/** A fighter profile key. */
export type FighterProfileKey = (typeof FIGHTER_PROFILE)[number];

/** A fighter's state, as the 1" rule and run-over tests need it; the first is a new fighter's. */
export const FIGHTER_STATUSES = ["standing", "pinned", "seriouslyInjured"] as const;

/** A fighter's status. */
export type FighterState = (typeof FIGHTER_STATUSES)[number];

/** A vehicle's transport areas (`none`: loot falls off anywhere); the first is a new vehicle's. */
export const VEHICLE_TRANSPORT_AREAS = ["none", "rear", "deck"] as const;

/** Deep-freezes a constant so no caller can change the initial values. */
function frozen<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === "object" && inner !== null) frozen(inner);
  return Object.freeze(value);
}

/** Initial profile values: a plain ganger (Move in inches, the X of "X+" values). */
export const FIGHTER_INITIAL: Readonly<Record<FighterProfileKey, number>> = frozen({
  move: 5,
  ws: 4,
  bs: 4,
  s: 3,
  t: 3,
  w: 1,
  i: 4,
  a: 1,
  ld: 7,
  cl: 7,
  wil: 7,
  int: 7,
});

/**
 * The initial values of the `fighter` data model's fields: a plain ganger's profile
 * ({@link FIGHTER_INITIAL}), standing, no weapons. The schema takes its `initial` values from here.
 */
export const NECROMUNDA_FIGHTER_INITIAL = frozen({
  profile: FIGHTER_INITIAL,
  status: FIGHTER_STATUSES[0],
  weapons: [] as readonly { name: string; versatile: boolean; longRange: number }[],
});

/**
 * The initial values of the `vehicle` data model's fields: Move 7", Toughness 8 front, 7 side,
 * 6 rear, Handling 5+, 3 of 3 Hull Points, no transport area. The schema takes its `initial`
 * values from here.
 */
export const NECROMUNDA_VEHICLE_INITIAL = frozen({
  move: 7,
  toughness: { front: 8, side: 7, rear: 6 },
  handling: 5,
  hullPoints: { value: 3, max: 3 },
  transportArea: VEHICLE_TRANSPORT_AREAS[0],
});

/** Clamps a profile value to 0–12 (Move in inches, X of "X+", or a plain value); NaN counts 0. Never throws. */
export function clampProfileValue(raw: unknown): { value: number; clamped: boolean } {
  const n = Number(raw);
  if (!Number.isFinite(n)) return { value: 0, clamped: true };
  const value = Math.min(12, Math.max(0, Math.trunc(n)));
  return { value, clamped: value !== n };
}
