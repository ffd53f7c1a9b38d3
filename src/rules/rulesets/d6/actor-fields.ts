/**
 * The OpenD6 actor types' fields as the data models declare them (`d6character`, `d6vehicle`): the
 * type ids, the fields' initial values and how a vehicle's code is read, apart from the reader that
 * derives movement from them (actors.ts), so the schema every world registers does not load the
 * engine (docs/development.md § Loading on demand).
 * @module
 */
import { codePips, D6_SKILLS, DEFAULT_MOVE, type D6Skill } from "./profile";
import { DAMAGE_LEVELS, DECLARED_STUNTS, SPEED_LEVELS } from "./vehicle-tables";

/** The OpenD6 character's actor type id (system.json `documentTypes.Actor`). */
export const D6_CHARACTER_TYPE = "d6character";

/** The OpenD6 vehicle's actor type id. */
export const D6_VEHICLE_TYPE = "d6vehicle";

/** The actor types the OpenD6 models hold, characters first. */
export const D6_ACTOR_TYPES = [D6_CHARACTER_TYPE, D6_VEHICLE_TYPE] as const;

/** Deep-freezes a constant so no caller can change the initial values. */
function frozen<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === "object" && inner !== null) frozen(inner);
  return Object.freeze(value);
}

/**
 * The initial values of the `d6character` data model's fields: Move 10 m, no flying Move, Agility
 * and Physique 3D, every movement skill blank (untrained, rolled at its attribute), no drowning
 * rounds. The schema takes its `initial` values from here.
 */
export const D6_CHARACTER_INITIAL = frozen({
  move: DEFAULT_MOVE,
  flyingMove: 0,
  attributes: { agility: "3D", physique: "3D" },
  skills: Object.fromEntries(D6_SKILLS.map((skill) => [skill, ""])) as Readonly<Record<D6Skill, string>>,
  drowning: 0,
});

/**
 * The initial values of the `d6vehicle` data model's fields: Move 10 m a round, pilotry 3D,
 * Maneuverability 0D, Toughness 2D, no armour, scale 0, a very common land vehicle its pilot is
 * familiar with (no manual needed), stopped and undamaged, no passengers, normal exposure, no heading yet, no rounds out of control or rammed,
 * no stunt declared and no Very Light hit lasting; a pulling team (animal-drawn only) with running 3D
 * and no Move of its own given (`creatureMove` 0: panic speed counts from the pulling rate).
 * The schema takes its `initial` values from here.
 */
export const D6_VEHICLE_INITIAL = frozen({
  move: 10,
  pilotry: "3D",
  maneuverability: "0D",
  toughness: "2D",
  armor: "",
  scale: 0,
  vehicleKind: "land",
  pullingMove: 0,
  creatureMove: 0,
  teamRunning: "3D",
  familiarity: "veryCommon",
  unfamiliar: false,
  manual: false,
  speed: SPEED_LEVELS[0],
  damage: DAMAGE_LEVELS[0],
  maneuverabilityLoss: 0,
  speedLoss: 0,
  passengers: [] as readonly string[],
  exposure: "normal",
  heading: null as number | null,
  lostControlRounds: 0,
  rammedRounds: 0,
  declaredStunt: DECLARED_STUNTS[0],
  veryLightRounds: 0,
  veryLightUntil: 0,
});

/** Pips of a vehicle's code, 0 when blank or `0D`; null when it cannot be read. Never throws. */
export function vehicleCodePips(code: unknown): number | null {
  if (typeof code !== "string") return null;
  const text = code.trim();
  if (text === "" || /^0\s*[dD]$/.test(text)) return 0;
  try {
    return codePips(text);
  } catch {
    return null;
  }
}
