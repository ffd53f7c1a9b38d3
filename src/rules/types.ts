/**
 * Shapes shared by every ruleset. Pure data: no Foundry, no DOM.
 * @module
 */

/** A unit a ruleset measures distances in. `m` metres, `in` inches (rules/README.md ruling 6). */
export type DistanceUnit = "m" | "in";

/** Scene gravity (dh2-movement.md § The Effects of Gravity). */
export type Gravity = "normal" | "low" | "high" | "zero";

/** The gravities, in the order a scene control lists them. */
export const GRAVITIES: readonly Gravity[] = ["normal", "low", "high", "zero"];

/**
 * One movement band of a turn: the action that reaches it and the most it allows.
 * Bands are listed in ascending order; a band never allows less than the one below it.
 */
export interface MovementBand {
  /** The movement action id registered with Foundry (`half`, `full`, `charge`, `run` …). */
  readonly action: string;
  /** The most the band allows in one turn, in the ruleset's unit (metres or inches). */
  readonly distance: number;
}

/** A movement action a ruleset registers with Foundry, in the order the HUD lists them. */
export interface MovementActionSpec {
  /** Action id, unique across Foundry's core actions. */
  readonly id: string;
  /** Localization key of the action's name. */
  readonly label: string;
  /** Font Awesome classes of the action's icon. */
  readonly icon: string;
  /** Only vehicles may choose it (necromunda Ram). */
  readonly vehicleOnly?: boolean;
}

/**
 * What a ruleset needs of an actor to work out its movement. Ruleset-neutral: each
 * ruleset reads the characteristics it knows and ignores the others.
 */
export interface MovementProfile {
  /** Characteristic values by lower-case key (`agility`, `strength`, `move` …). */
  readonly characteristics: Readonly<Record<string, number>>;
  /** Unnatural (X) or the ruleset's equivalent, added to a characteristic's bonus, by key. */
  readonly unnatural?: Readonly<Record<string, number>>;
  /** Size on the ruleset's scale (dh2: 1 Miniscule … 4 Average … 10 Titanic). */
  readonly size?: number;
  /** Manual adjustment per band action id, in the ruleset's unit (talents, cybernetics). */
  readonly modifiers?: Readonly<Record<string, number>>;
}

/** A ruleset's pricing of vertical movement (see {@link Ruleset.vertical}). */
export interface VerticalMovement {
  /**
   * Movement the vertical part of a step costs, in the ruleset's unit.
   * @param rise height gained, in the ruleset's unit (negative going down)
   */
  cost(rise: number): number;
  /** Whether going up by `rise` (ruleset unit) is a climb, which an activation cannot end part-way up. */
  isClimb(rise: number): boolean;
  /** Whether a move made with this action may end part-way up a climb. */
  mayEndMidClimb(action: string | undefined): boolean;
}

/** Where the movement happens. */
export interface MovementContext {
  /** Scene gravity; `normal` when absent. */
  readonly gravity?: Gravity;
  /** Ruleset variant id (dh2: `core` or `alternate`); the ruleset's first variant when absent. */
  readonly variant?: string;
}

/** One line of a test's target number: what it is (a difficulty or condition id) and its value. */
export interface ModifierLine {
  readonly source: string;
  readonly value: number;
}

/** A hit's profile (necromunda: Strength, AP, Damage). */
export interface HitProfile {
  readonly strength: number;
  readonly ap: number;
  readonly damage: number;
}

/** Which arc of a moving vehicle made contact. */
export type ContactArc = "front" | "side";

/** What a moving vehicle running into another vehicle does to both (necromunda). */
export interface VehicleCollision {
  readonly arc: ContactArc;
  /** Head-on: the other is pushed, or the weaker mover stops; side-on: a Handling test decides. */
  readonly result: "push" | "stop" | "handling";
  /** Modifier to the mover's Handling test (side-on): +1 when the mover is the tougher. */
  readonly handlingModifier: number;
  /** The hit the moving vehicle suffers after the move. */
  readonly moverHit: HitProfile;
  /** The hit the other vehicle suffers after the move. */
  readonly otherHit: HitProfile;
}

/** Terrain a vehicle can run into (necromunda-movement.md § Colliding with Terrain). */
export type CollisionTerrain = "solid" | "obstacle";

/** What running into terrain does to a vehicle. */
export interface TerrainCollision {
  readonly terrain: CollisionTerrain;
  /** Solid terrain stops the vehicle; an obstacle is destroyed (and whoever stood on it falls). */
  readonly result: "stop" | "destroy";
  /** The hit the moving vehicle suffers. */
  readonly moverHit: HitProfile;
}

/** A test that a move calls for, before it is rolled. */
export interface MovementTestCall {
  /** Kind of test (dh2: `treacherous`, `darkness`, `zeroGravity`). */
  readonly kind: string;
  /** The characteristic tested (`agility`, `perception` …). */
  readonly characteristic: string;
  /** The difficulty id the card names the test by (dh2: `challenging`, `hard` …). */
  readonly difficulty: string;
  /** The modifiers, line by line; their sum is the test's total modifier. */
  readonly modifiers: readonly ModifierLine[];
  /** The terrain condition that set the modifier, when one did. */
  readonly condition?: string;
  /** A fixed target replacing the characteristic (necromunda: 6+ when Seriously Injured). */
  readonly fixedTarget?: number;
  /** Height of the drop or fall the test is about, in the ruleset's unit. */
  readonly distance?: number;
  /** The hit suffered on failure, when known before the roll (necromunda: collision damage). */
  readonly hit?: HitProfile;
}

/** A test asked for by hand (GM tools, macros) or by the adapter (collisions). */
export interface TestRequest {
  /** Kind of test, one of the ruleset's {@link Ruleset.manualTests} kinds or `runOver`. */
  readonly kind: string;
  /** Terrain condition (dh2 treacherous tests). */
  readonly condition?: string;
  /** Height of a drop or fall, in the ruleset's unit. */
  readonly distance?: number;
  /** The edge has a railing (necromunda falls). */
  readonly railing?: boolean;
  /** The tested fighter's status (necromunda run-over: standing, pinned, seriouslyInjured). */
  readonly status?: string;
  /** The moving vehicle's Move (necromunda run-over), inches. */
  readonly vehicleMove?: number;
  /** Ruleset variant (dh2: `alternate` names difficulties by the table). */
  readonly variant?: string;
  /** The tested vehicle is the tougher of two in a collision (necromunda side-on Handling test). */
  readonly tougher?: boolean;
}

/** A test a GM can post by hand, as the token HUD lists it. */
export interface ManualTestSpec {
  /** The request it makes (without a distance when `needsDistance`). */
  readonly request: TestRequest;
  /** Lang key of its name. */
  readonly label: string;
  /** The GM gives a height, in the ruleset's unit. */
  readonly needsDistance?: boolean;
}

/** What a finished move did, as the rules need it. */
export interface MoveSummary {
  /** Movement actions used in the move. */
  readonly actions: Iterable<string>;
  /** Conditions of the terrain the path crossed. */
  readonly conditions: Iterable<unknown>;
  /** Distance moved this turn including this move, in the ruleset's unit. */
  readonly turnDistance: number;
  /** The turn's walking bands, in the ruleset's unit (in the scene's gravity). */
  readonly bands: readonly MovementBand[];
  /** The scene's gravity is zero. */
  readonly zeroGravity: boolean;
  /** Ruleset variant. */
  readonly variant?: string;
  /** How far the token went down during the move, in the ruleset's unit (0 when it did not). */
  readonly drop?: number;
  /** The mover is a vehicle (necromunda: it falls with a Handling test, not a jump). */
  readonly vehicle?: boolean;
}

/** A rolled movement test: the dice result and what follows. */
export interface MovementTestResolution {
  readonly success: boolean;
  /** Degrees (dh2) of success or failure; at least 1. */
  readonly degrees: number;
  /** The number the roll had to meet: target plus capped modifiers. */
  readonly targetNumber: number;
  /** Outcome id for the card's text (dh2: `kept`, `prone`, `disoriented`, `drifting`). */
  readonly outcome: string;
  /** The character falls Prone (necromunda: is Pinned): the card offers to apply it. */
  readonly prone: boolean;
  /** The hit suffered, when the outcome is one (falls, collisions). */
  readonly hit?: HitProfile | null;
}

/** The contract every ruleset fulfils; the Foundry adapter only ever talks to this. */
export interface Ruleset {
  /** Ruleset id, as stored in the world setting. */
  readonly id: string;
  /** Localization key of the ruleset's name. */
  readonly label: string;
  /** The unit its distances are in. */
  readonly unit: DistanceUnit;
  /** Variant ids; the first is the default. */
  readonly variants: readonly string[];
  /** The movement actions it registers, one per band, ascending. */
  readonly actions: readonly MovementActionSpec[];
  /**
   * The turn's movement bands for a walking profile, ascending.
   * @returns one band per entry of {@link Ruleset.actions}, distances in {@link Ruleset.unit}
   */
  movementBands(profile: MovementProfile, context?: MovementContext): MovementBand[];
  /**
   * The turn's movement bands when flying at the given flying speed (dh2: Flyer (X) or
   * Hoverer (X) used in place of the Agility bonus), ascending.
   */
  flyingBands(speed: number, context?: MovementContext): MovementBand[];
  /**
   * How much movement cost a band of `distance` allows once the path crosses terrain that
   * doubles the cost of each step (difficult terrain). Foundry charges such a step twice,
   * so the exact answer is `distance`; rulesets that round the halved allowance say so here.
   * @param distance the band's distance, in the ruleset's unit
   * @returns the cost budget, in the ruleset's unit
   */
  difficultTerrainBudget(distance: number, context?: MovementContext): number;
  /** Terrain conditions a region can hold (each makes movement costlier; some call for tests). */
  readonly terrainConditions: readonly string[];
  /**
   * What each unit of movement costs on terrain with these conditions: 1 clear, 2 difficult
   * (halving what a band allows), Infinity impassable. Conditions do not stack: the worst counts.
   */
  terrainCostMultiplier(conditions: readonly string[]): number;
  /**
   * One-off cost of crossing an obstacle of this height, in the ruleset's unit; absent when the
   * ruleset has no obstacles (necromunda-movement.md § Obstacles: the height).
   * @throws {RangeError} when the height is not one an obstacle can have
   */
  readonly obstacleCost?: (height: number) => number;
  /** Whether a move may end on terrain with these conditions (necromunda: not on an obstacle). */
  mayEndOn(conditions: readonly string[]): boolean;
  /**
   * The test a move must stop for at the edge of terrain with these conditions (necromunda: a
   * gap's `leap`), or null; absent when the ruleset has none.
   */
  readonly edgeTest?: (conditions: readonly string[]) => string | null;
  /** The tests a finished move calls for. */
  movementTests(move: MoveSummary): MovementTestCall[];
  /** Tests a GM can post by hand. */
  readonly manualTests: readonly ManualTestSpec[];
  /** Builds the test a request asks for, or undefined when the ruleset has none such. */
  buildTest(request: TestRequest): MovementTestCall | undefined;
  /** Lang key of the button that applies a failed test's status (dh2 Prone, necromunda Pinned). */
  readonly proneLabel: string;
  /**
   * Resolves a moving vehicle running into another; absent when the ruleset has no vehicles.
   * @param input Move of the mover (ruleset unit), Toughness of the facings involved, the arc
   */
  readonly vehicleCollision?: (input: {
    readonly move: number;
    readonly moverToughness: number;
    readonly otherToughness: number;
    readonly arc: ContactArc;
    readonly ram?: boolean;
  }) => VehicleCollision;
  /**
   * Resolves a moving vehicle running into terrain; absent when the ruleset has no vehicles.
   * @param input Move of the mover (ruleset unit), the terrain, whether it was a Ram
   */
  readonly terrainCollision?: (input: {
    readonly move: number;
    readonly terrain: CollisionTerrain;
    readonly ram?: boolean;
  }) => TerrainCollision;
  /**
   * Resolves a rolled movement test.
   * @param characteristic the tested characteristic's value
   * @param roll the dice result (dh2: 1–100)
   * @throws {RangeError} when the roll is not a valid result of the ruleset's dice
   */
  resolveMovementTest(call: MovementTestCall, characteristic: number, roll: number): MovementTestResolution;
  /** The dice formula of a test (dh2: `1d100`, necromunda: `1d6`). */
  readonly testFormula: string;
  /** Whether results count degrees of success and failure (dh2) or only pass and fail. */
  readonly testDegrees: boolean;
  /**
   * How a card shows a test's numbers: the characteristic as printed on the profile ("42",
   * "4+") and the roll needed after modifiers ("22", "3+").
   */
  describeTest(call: MovementTestCall, characteristic: number): { characteristic: string; target: string };
  /**
   * How the ruleset prices going up and down, when it does so apart from horizontal movement
   * (necromunda: climbing costs double, stepping up ½" and jumping down are free); absent when
   * Foundry's 3D measurement stands.
   */
  readonly vertical?: VerticalMovement;
  /**
   * Depth of the engagement zone around enemy models that a move may not enter, in the ruleset's
   * unit; 0 when the ruleset has none (rules/README.md ruling 7).
   */
  readonly engagementZone: number;
}
