/** Keys and values of the Necromunda fighter profile, for the data model and the sheet. */
import type { FighterProfileKey } from "../../../rules/rulesets/necromunda/actor-fields";

export {
  FIGHTER_INITIAL,
  FIGHTER_PROFILE,
  FIGHTER_STATUSES,
  type FighterProfileKey,
} from "../../../rules/rulesets/necromunda/actor-fields";

/** Profile entries tested as "X+" on a D6. */
export const TARGET_CHARACTERISTICS: readonly FighterProfileKey[] = ["ws", "bs", "i", "ld", "cl", "wil", "int"];
