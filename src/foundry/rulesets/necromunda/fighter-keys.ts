/** Keys and values of the Necromunda fighter profile, for the data model and the sheet. */

/** Profile keys in the order a fighter card prints them; the "X+" ones hold the X. */
export const FIGHTER_PROFILE = ["move", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int"] as const;

/** A fighter profile key. */
export type FighterProfileKey = (typeof FIGHTER_PROFILE)[number];

/** Profile entries tested as "X+" on a D6. */
export const TARGET_CHARACTERISTICS: readonly FighterProfileKey[] = ["ws", "bs", "i", "ld", "cl", "wil", "int"];

/** Initial values: a plain ganger. */
export const FIGHTER_INITIAL: Record<FighterProfileKey, number> = {
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
};

/** A fighter's state, as the 1" rule and run-over tests need it. */
export const FIGHTER_STATUSES = ["standing", "pinned", "seriouslyInjured"] as const;
