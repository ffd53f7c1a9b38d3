/**
 * The Shadowrun runner's fields as its data model declares them (`runner`): the type id, the
 * attribute, skill and condition track keys and the fields' initial values, apart from the reader
 * that derives movement from them (actors.ts), so the schema every world registers does not load
 * the engine (docs/development.md § Loading on demand).
 * @module
 */

/** The runner's actor type id (system.json `documentTypes.Actor`). */
export const RUNNER_TYPE = "runner";

/** Attribute keys of the runner's data (§ Standard Movement: Agility; § Swimming: Strength; § Falling: Body). */
export const RUNNER_ATTRIBUTES = ["agility", "strength", "body"] as const;

/** Skill keys of the runner's data (§ Sprinting: Running; § Swimming: Swimming; § Jumping, § Climbing: Acrobatics). */
export const RUNNER_SKILLS = ["running", "swimming", "acrobatics"] as const;

/** Condition monitor tracks: the `track` of a `damage` consequence. */
export const CONDITION_TRACKS = ["physical", "stun"] as const;

/** Deep-freezes a constant so no caller can change the initial values. */
function frozen<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === "object" && inner !== null) frozen(inner);
  return Object.freeze(value);
}

/**
 * The initial values of the `runner` data model's fields: a human with Agility, Strength and Body
 * 3, no movement skills, no Armour, no Physical limit known, and empty Physical and Stun monitors
 * of 10 boxes (the text gives no formula for them). The schema takes its `initial` values from here.
 */
export const SHADOWRUN_RUNNER_INITIAL = frozen({
  metatype: "human",
  attributes: { agility: 3, strength: 3, body: 3 },
  skills: { running: 0, swimming: 0, acrobatics: 0 },
  armour: 0,
  physicalLimit: 0,
  monitors: { physical: { value: 0, max: 10 }, stun: { value: 0, max: 10 } },
  // Treading water (§ Swimming): off, and the world time (seconds) its period began, none yet.
  treading: false,
  treadingSince: null,
});
