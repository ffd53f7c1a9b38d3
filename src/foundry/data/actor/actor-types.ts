/**
 * Stride's Actor sub-types, as system.json `documentTypes.Actor` declares them and `init`
 * registers them in `CONFIG.Actor.dataModels`; and the kinds the movement engine tells apart.
 * @module
 */

/** Actor sub-types, in system.json's order. */
export const ACTOR_TYPES = ["character", "npc", "fighter", "vehicle", "runner", "d6character", "d6vehicle"] as const;

/** An actor sub-type. */
export type ActorType = (typeof ACTOR_TYPES)[number];

/**
 * What an actor is to the movement rules (DESIGN.md § Snapshot in, effects out: "kind:
 * character or vehicle"): a vehicle may move within 1" of enemies and rams, everything else
 * moves as a character (necromunda-movement.md § The 1" Rule, § Vehicle Movement).
 */
export type ActorKind = "character" | "vehicle";
