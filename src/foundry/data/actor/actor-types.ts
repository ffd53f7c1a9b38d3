/**
 * What an actor is to the movement rules. The actor sub-types themselves are declared by each
 * ruleset plugin's models (`metadata.types`, rulesets/plugin.ts) and by system.json.
 * @module
 */

/**
 * What an actor is to the movement rules (DESIGN.md § Snapshot in, effects out: "kind:
 * character or vehicle"): a vehicle may move within 1" of enemies and rams, everything else
 * moves as a character (necromunda-movement.md § The 1" Rule, § Vehicle Movement).
 */
export type ActorKind = "character" | "vehicle";
