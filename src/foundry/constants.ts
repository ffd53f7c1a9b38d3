/** The system id, as in system.json and the folder name under Data/systems. */
export const SYSTEM_ID = "stride";

/** Path of a file inside the installed system, as Foundry serves it. */
export function systemPath(path: string): string {
  return `systems/${SYSTEM_ID}/${path}`;
}

/** The movement test ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage`. */
export const MOVEMENT_TEST_TYPE = "movementTest";

/** The collision notice ChatMessage subtype, as declared in system.json `documentTypes.ChatMessage`. */
export const COLLISION_NOTICE_TYPE = "collisionNotice";

/** The rule notice ChatMessage subtype (a ruleset's notice without a roll: dh2 push-off), as declared in system.json. */
export const RULE_NOTICE_TYPE = "ruleNotice";

/** Stride's terrain region behavior type, as registered in `CONFIG.RegionBehavior.dataModels`. */
export const TERRAIN_BEHAVIOR_TYPE = `${SYSTEM_ID}.terrain`;

/** Stride's ductway region behavior type (necromunda-movement.md § Ductways). */
export const DUCTWAY_BEHAVIOR_TYPE = `${SYSTEM_ID}.ductway`;

/** Stride's lift region behavior type (necromunda-movement.md § Lift). */
export const LIFT_BEHAVIOR_TYPE = `${SYSTEM_ID}.lift`;

/** Core's movement action for moves the mover does not make itself (pushed, carried, placed). */
export const DISPLACE_ACTION = "displace";

/** The fall card ChatMessage subtype (a fall without a test: dh2 flyers), as declared in system.json. */
export const FALL_CARD_TYPE = "fallCard";

/** The collision card ChatMessage subtype (opend6 vehicles' collision damage, issue #12), as declared in system.json. */
export const COLLISION_CARD_TYPE = "collisionCard";
