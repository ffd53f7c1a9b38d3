/**
 * The OpenD6 vehicle tables as data (d6-movement.txt, Vehicles & Aerial Characters: Vehicle
 * Movement, Stunt Difficulties & Modifiers, Vehicle Familiarity, Speed Damage Modifier, Collision
 * Damage Modifier, Vehicle & Passenger Damage, Targeting the Creatures, Leaping Out of a Vehicle).
 * Ids in the tables' order; numbers as printed ("or more" rows keep the printed minimum).
 * Distances in metres per round.
 * @module
 */

/** The five speed levels, slowest first (§ Vehicle Movement). */
export const SPEED_LEVELS = ["stopped", "cautious", "cruising", "high", "allOut"] as const;
export type SpeedLevel = (typeof SPEED_LEVELS)[number];

/** One speed level: its multiple of the vehicle's Move and the base difficulty of the pilot's roll. */
export interface SpeedRow {
  /** Times the vehicle's Move the level travels at most (§ Vehicle Movement). */
  readonly times: number;
  /** Base difficulty of the Extranormal or pilotry roll; 0 needs no roll unless conditions say so. */
  readonly difficulty: number;
  /** Whether the level always calls for the pilot's roll (high and all-out). */
  readonly roll: boolean;
}

/** § Vehicle Movement: stopped, cautious (½ Move), cruising (Move), high (2×, 5), all-out (4×, 10). */
export const SPEED_TABLE: Readonly<Record<SpeedLevel, SpeedRow>> = {
  stopped: { times: 0, difficulty: 0, roll: false },
  cautious: { times: 0.5, difficulty: 0, roll: false },
  cruising: { times: 1, difficulty: 0, roll: false },
  high: { times: 2, difficulty: 5, roll: true },
  allOut: { times: 4, difficulty: 10, roll: true },
};

/** The most speed levels a vehicle may gain or lose in one round (§ Stunts). */
export const MAX_LEVEL_CHANGE = 2;

/**
 * Stunt ids, in the order of the "Stunt Difficulties & Modifiers" chart, then Stride's own slow turn
 * (a turn of 45° or more at cautious or cruising, which the chart does not list; docs/rulings.md).
 */
export const STUNTS = [
  "docking",
  "regainControl",
  "straight",
  "sideswipe",
  "easyTurn",
  "fast45",
  "fast90",
  "fast180",
  "ram",
  "debris",
  "limitedArea",
  "offRoad",
  "unlimitedLanding",
  "limitedLanding",
  "almostNoLanding",
  "roughLanding",
  "climbDive",
  "slowTurn",
] as const;
export type StuntId = (typeof STUNTS)[number];

/** Which vehicles a chart row is for: all, water or magical, land and water, land, aerial. */
export type StuntGroup = "all" | "waterMagical" | "landWater" | "land" | "aerial";

/** One row of the stunt chart: its modifier and the vehicles it is listed for. */
export interface StuntRow {
  readonly modifier: number;
  readonly group: StuntGroup;
  /** The chart prints "or more": the modifier is the printed minimum. */
  readonly orMore?: boolean;
}

/** § Stunt Difficulties & Modifiers. */
export const STUNT_TABLE: Readonly<Record<StuntId, StuntRow>> = {
  docking: { modifier: 6, group: "all" },
  regainControl: { modifier: 15, group: "all" },
  straight: { modifier: 0, group: "all" },
  sideswipe: { modifier: 10, group: "all" },
  easyTurn: { modifier: 3, group: "all" },
  fast45: { modifier: 6, group: "all" },
  fast90: { modifier: 12, group: "all" },
  fast180: { modifier: 18, group: "all" },
  ram: { modifier: 10, group: "waterMagical" },
  debris: { modifier: 3, group: "landWater" },
  limitedArea: { modifier: 3, group: "landWater" },
  offRoad: { modifier: 6, group: "land" },
  unlimitedLanding: { modifier: -3, group: "aerial" },
  limitedLanding: { modifier: 3, group: "aerial" },
  almostNoLanding: { modifier: 6, group: "aerial" },
  roughLanding: { modifier: 3, group: "aerial", orMore: true },
  climbDive: { modifier: 6, group: "aerial", orMore: true },
  /** Stride ruling (docs/rulings.md): not on the chart; as hard as its easy turn. */
  slowTurn: { modifier: 3, group: "all" },
};

/**
 * The stunts a pilot declares before a move (§ Ramming & Sideswiping Vehicles): none, a ram (the
 * vehicle's nose; water and magical vehicles only) or a sideswipe (its side; any vehicle). Stored on
 * the vehicle by index; a move that makes the declared contact rolls the stunt before any damage.
 */
export const DECLARED_STUNTS = ["none", "ram", "sideswipe"] as const;
export type DeclaredStunt = (typeof DECLARED_STUNTS)[number];

/** The turn stunts, gentlest first, with the largest turn each covers (degrees; § Stunt Difficulties). */
export const TURN_STUNTS: readonly { readonly stunt: StuntId; readonly upTo: number; readonly below?: boolean }[] = [
  { stunt: "easyTurn", upTo: 45, below: true },
  { stunt: "fast45", upTo: 45 },
  { stunt: "fast90", upTo: 90 },
  { stunt: "fast180", upTo: 180 },
];

/**
 * The speed levels at which a turn of 45° or more is a "fast" turn (§ Stunt Difficulties: "Fast
 * 45-degree turn" …; Stride reading, docs/rulings.md): high and all-out, the levels whose pilot's
 * roll always has a base difficulty. At cautious and cruising a turn of 45° or more is Stride's slow
 * turn (+3; the chart's easy turn is under 45° only), and a bend under 45° needs no roll at all
 * under ideal conditions (§ Stunts: ordinary driving in good conditions).
 */
export const FAST_TURN_LEVELS: readonly SpeedLevel[] = ["high", "allOut"];

/**
 * Loss of control of a land vehicle (§ Stunts: it swerves aside and halts, then its driver needs a
 * round to settle the animals and a second to get the vehicle moving where wanted; Stride readings,
 * docs/rulings.md): the heading turns this many degrees clockwise (to its right) as it stops.
 */
export const LAND_VEER_DEGREES = 45;
/** The rounds a land vehicle spends after losing control: calming the animals, then getting going. */
export const LAND_LOST_ROUNDS = 2;
/**
 * A land vehicle's roll missed by this much or more was "bad enough" that it may topple or lose its
 * pulling creatures (§ Stunts; Stride reading: the GM decides which, or neither).
 */
export const TOPPLE_MISS = 10;

/** A climb or dive from this many degrees is the climbDive stunt (§ Stunt Difficulties). */
export const CLIMB_DIVE_DEGREES = 45;

/** Vehicle familiarity ids, in the chart's order (§ Vehicle Familiarity). */
export const FAMILIARITY = [
  "veryCommon",
  "common",
  "moderatelyCommon",
  "uncommon",
  "unusual",
  "rare",
  "exotic",
] as const;
export type Familiarity = (typeof FAMILIARITY)[number];

/** § Vehicle Familiarity: the modifier for an operator not familiar with the vehicle. */
export const FAMILIARITY_TABLE: Readonly<Record<Familiarity, number>> = {
  veryCommon: 3,
  common: 6,
  moderatelyCommon: 8,
  uncommon: 11,
  unusual: 14,
  rare: 17,
  exotic: 20,
};

/** § Vehicle Familiarity: a manual or instructions the operator can read. */
export const MANUAL_MODIFIER = -3;

/** Collision situations, in the chart's order (§ Collision Damage Modifier). */
export const COLLISION_SITUATIONS = ["headOn", "rearEnd", "sideswipe", "noseToSide", "veryHard", "yielding"] as const;
export type CollisionSituation = (typeof COLLISION_SITUATIONS)[number];

/** § Collision Damage Modifier, in dice (yielding: the printed "−1D or more" minimum). */
export const COLLISION_SITUATION_DICE: Readonly<Record<CollisionSituation, number>> = {
  headOn: 3,
  rearEnd: -3,
  sideswipe: -3,
  noseToSide: 0,
  veryHard: 0,
  yielding: -1,
};

/** § Speed Damage Modifier: dice by the damaged vehicle's speed level; panic speed rolls as all-out. */
export const SPEED_DAMAGE_DICE: Readonly<Record<SpeedLevel, number>> = {
  stopped: 2,
  cautious: 4,
  cruising: 6,
  high: 8,
  allOut: 10,
};

/** Collision dice never fall below this (rules/README.md ruling 12). */
export const MIN_COLLISION_DICE = 1;

/** Vehicle damage levels, none first (§ Vehicle & Passenger Damage). */
export const DAMAGE_LEVELS = ["none", "veryLight", "light", "heavy", "severe", "destroyed"] as const;
export type DamageLevel = (typeof DAMAGE_LEVELS)[number];

/** One row of the damage chart: the least margin (damage total over resistance) and the passengers' share. */
export interface DamageRow {
  readonly level: DamageLevel;
  /** Least margin of the row (the chart's "1–3" starts at 1). */
  readonly from: number;
  /** Share of the damage total the crew and passengers suffer. */
  readonly passengerShare: number;
}

/** § Vehicle & Passenger Damage, most damage first (a margin of 0 or less does nothing). */
export const DAMAGE_TABLE: readonly DamageRow[] = [
  { level: "destroyed", from: 16, passengerShare: 1 },
  { level: "severe", from: 13, passengerShare: 0.75 },
  { level: "heavy", from: 9, passengerShare: 0.5 },
  { level: "light", from: 4, passengerShare: 0.25 },
  { level: "veryLight", from: 1, passengerShare: 0 },
];

/** What a damage level does to the vehicle (§ Vehicle & Passenger Damage, the notes under the chart). */
export interface DamageEffect {
  /** Maneuverability dice lost (the GM may take speed levels instead when `choice`). */
  readonly maneuverabilityDice: number;
  /** Top speed levels lost instead of Maneuverability, when `choice`. */
  readonly speedLevels: number;
  /** The GM chooses between the Maneuverability loss and the top speed loss. */
  readonly choice: boolean;
  /** How long it lasts: this round and the next, or until repaired. */
  readonly lasts: "nextRound" | "repaired" | "none";
  /** Out of control, decelerating by {@link SEVERE_DECELERATION} levels a round. */
  readonly outOfControl: boolean;
  /** Never operates again. */
  readonly destroyed: boolean;
}

/** Speed levels a Severely damaged vehicle loses each round until it stops or crashes. */
export const SEVERE_DECELERATION = 2;

/** § Vehicle & Passenger Damage: each level's effect. */
export const DAMAGE_EFFECTS: Readonly<Record<DamageLevel, DamageEffect>> = {
  none: { maneuverabilityDice: 0, speedLevels: 0, choice: false, lasts: "none", outOfControl: false, destroyed: false },
  veryLight: {
    maneuverabilityDice: 1,
    speedLevels: 0,
    choice: false,
    lasts: "nextRound",
    outOfControl: false,
    destroyed: false,
  },
  light: {
    maneuverabilityDice: 1,
    speedLevels: 1,
    choice: true,
    lasts: "repaired",
    outOfControl: false,
    destroyed: false,
  },
  heavy: {
    maneuverabilityDice: 2,
    speedLevels: 2,
    choice: true,
    lasts: "repaired",
    outOfControl: false,
    destroyed: false,
  },
  severe: {
    maneuverabilityDice: 0,
    speedLevels: 0,
    choice: false,
    lasts: "repaired",
    outOfControl: true,
    destroyed: false,
  },
  destroyed: {
    maneuverabilityDice: 0,
    speedLevels: 0,
    choice: false,
    lasts: "repaired",
    outOfControl: false,
    destroyed: true,
  },
};

/** How exposed a vehicle's crew and passengers are (§ Crew & Passenger Injuries: "adjust it"). */
export const EXPOSURE = ["enclosed", "normal", "exposed"] as const;
export type Exposure = (typeof EXPOSURE)[number];

/** Rows of the passengers' share an exposure moves (Stride reading: one row less or more). */
export const EXPOSURE_SHIFT: Readonly<Record<Exposure, number>> = { enclosed: -1, normal: 0, exposed: 1 };

/** The passengers' shares of the chart, least first. */
export const PASSENGER_SHARES = [0, 0.25, 0.5, 0.75, 1] as const;

/** Vehicle kinds: land, water, air, animal-drawn, and magical conveyances. */
export const VEHICLE_KINDS = ["land", "water", "air", "animalDrawn", "magical"] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** Which stunt groups apply to which kind of vehicle (the chart's headings). */
export const KIND_GROUPS: Readonly<Record<VehicleKind, readonly StuntGroup[]>> = {
  land: ["all", "landWater", "land"],
  animalDrawn: ["all", "landWater", "land"],
  water: ["all", "waterMagical", "landWater"],
  air: ["all", "aerial"],
  magical: ["all", "waterMagical", "aerial"],
};

/** § Targeting the Creatures: panic speed is this many times the creature's Move. */
export const PANIC_TIMES = 4;
/** § Targeting the Creatures: bringing a spooked creature under control is its mettle total + 9. */
export const CONTROL_OVER_METTLE = 9;
/** § Targeting the Creatures: damage dice each round at panic speed, by surface. */
export const PANIC_DAMAGE_DICE = { road: 5, rough: 6 } as const;
export type PanicSurface = keyof typeof PANIC_DAMAGE_DICE;

/** § Leaping Out of a Vehicle: below this speed (km/h) leaping out is a Very Easy roll. */
export const LEAP_OUT_SLOW_KMH = 10;
/** The Very Easy difficulty (OpenD6 standard difficulty 1–5: the top of the range). */
export const VERY_EASY = 5;
/** § Leaping Out of a Vehicle: damage on a failed leap, or one Wound level. */
export const LEAP_OUT_DAMAGE = 6;
