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
  /**
   * Dice rolled at the table this turn for an action's allowance, by action id (Necromunda: the
   * Charge's D3, 1–3); absent: the ruleset's documented default.
   */
  readonly rolled?: Readonly<Record<string, number>>;
}

/** Where the movement happens. */
export interface MovementContext {
  /** Scene gravity; `normal` when absent. */
  readonly gravity?: Gravity;
  /** Ruleset variant id (dh2: `core` or `alternate`); the ruleset's first variant when absent. */
  readonly variant?: string;
  /** The model's pace across rounds and the GM's pace settings (BandsCapability.pace); absent outside a chase. */
  readonly pace?: PaceContext;
  /**
   * The weather stored on the model's scene (capabilities/tests.ts SceneWeather: opend6's day's
   * wind, which becalms ships); absent when none.
   */
  readonly weather?: { readonly dice: readonly (readonly number[])[]; readonly windFrom?: number };
}

/**
 * A model's pace over earlier rounds, kept by the adapter across rounds (BandsCapability.pace):
 * what the last history period (turn) moved and how many rounds in a row were fast.
 */
export interface PaceRecord {
  /** Distance moved in the model's last history period, ruleset units (≥ 0): its current rate. */
  readonly rate: number;
  /** Rounds in a row, up to the last one, of fast movement (≥ 0, whole). */
  readonly fastRounds: number;
  /**
   * Rounds in a row, up to the last one, of fast movement whose roll was made (≥ 0, whole; 0 when
   * absent): a running start (opend6: § Jumping, +5 per round, up to two).
   */
  readonly runningStart?: number;
}

/** A model's pace and the GM's pace settings, as bands, the ruler and tests read them. */
export interface PaceContext {
  /** Last round's pace, or null when none is recorded (the first round of a chase). */
  readonly previous: PaceRecord | null;
  /** The GM's acceleration limits are on (opend6: § Accelerating & Decelerating). */
  readonly limits: boolean;
  /** Rounds of fast movement before fatigue counts (opend6: § Fatigue); 0 turns fatigue off. */
  readonly fatigueAfter: number;
}

/** One line of a test's target number: what it is (a difficulty or condition id) and its value. */
export interface ModifierLine {
  readonly source: string;
  readonly value: number;
  /**
   * Free text a person gave for the line, shown beside it (the GM's modifier, gm-modifier.ts:
   * "slippery rungs"); absent on the rules' own lines.
   */
  readonly reason?: string;
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
  /**
   * The request that builds this test again: `tests.buildTest(call.request)` gives the same call.
   * Cards store it and rebuild the numbers when rolled, never trusting stored modifiers.
   */
  readonly request?: TestRequest;
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
  /**
   * Ruleset-specific choices of the test, by key (shadowrun climbing: `direction`, `assisted`,
   * `surface`, `condition`), from {@link ManualTestSpec.options}.
   */
  readonly options?: Readonly<Record<string, string | boolean>>;
}

/** A choice a manual test asks for before it is posted (a select in the GM's dialog). */
export interface ManualTestOption {
  /** Key of {@link TestRequest.options}. */
  readonly key: string;
  /** Lang key of its label. */
  readonly label: string;
  /** The values, first the default, each with the lang key of its label. */
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  /**
   * Preselect the value from the mover's standing: `runningStart`, the rounds of running start of
   * its pace record (PaceRecord.runningStart; the largest choice when more), as a number string;
   * `gravity`, the gravity of the token's scene.
   */
  readonly preset?: "runningStart" | "gravity";
  /**
   * A whole number the dialog asks for in a number field instead of a list (opend6: the pilot's
   * defense total), from `min` to `max`; blank is the first choice (none). A number outside is
   * clamped, with a warning.
   */
  readonly number?: { readonly min: number; readonly max: number };
}

/** A test a GM can post by hand, as the token HUD lists it. */
export interface ManualTestSpec {
  /** The request it makes (without a distance when `needsDistance`). */
  readonly request: TestRequest;
  /** Lang key of its name. */
  readonly label: string;
  /** The GM gives a height, in the ruleset's unit. */
  readonly needsDistance?: boolean;
  /**
   * An action the character chooses to take (a jump, a climb): the token's owner may post it from
   * the token HUD too. Absent: only the GM posts it (a test the situation imposes, such as a fall).
   */
  readonly chosen?: boolean;
  /** Choices the dialog asks for (values of {@link TestRequest.options}); none when absent. */
  readonly options?: readonly ManualTestOption[];
  /** Posted for a passenger of the vehicle whose HUD offers it (TestsCapability.vehicleTests), chosen in the dialog. */
  readonly passenger?: boolean;
}

/** What a finished move did, as the rules need it. */
export interface MoveSummary {
  /** Movement actions used in the move. */
  readonly actions: Iterable<string>;
  /** Conditions of the terrain the path crossed. */
  readonly conditions: Iterable<unknown>;
  /**
   * Conditions of the terrain where the move ends (its last waypoint); unknown when absent
   * (TestsCapability.countersAfterMove then sets nothing).
   */
  readonly endConditions?: Iterable<unknown>;
  /** Distance moved this turn including this move, in the ruleset's unit. */
  readonly turnDistance: number;
  /**
   * Movement cost this turn including this move, in the ruleset's unit, as Foundry counts it (halved
   * terrain twice; +Infinity: impassable). Absent: the engine prices it from the finished move's path
   * (moves/band-reached.ts).
   */
  readonly turnCost?: number;
  /**
   * The band the turn's movement reached by its cost, whatever the action (its action id), for the
   * tests a rules text ties to a speed (dh2: Charge or Run, faster than Half Move): set by the
   * engine (moves/band-reached.ts bandReached) in a started combat; absent when unknown or outside
   * one (narrative time: only the action chosen counts).
   */
  readonly band?: string;
  /** The turn's walking bands, in the ruleset's unit (in the scene's gravity). */
  readonly bands: readonly MovementBand[];
  /** The scene's gravity is zero. */
  readonly zeroGravity: boolean;
  /** Ruleset variant. */
  readonly variant?: string;
  /** How far the token went down during the move, in the ruleset's unit (0 when it did not). */
  readonly drop?: number;
  /**
   * Each drop the move made on foot, in order, in the ruleset's unit (moves/flight.ts groundDrops:
   * a run of steps going down is one drop). Set by the engine from the finished move's path; when
   * absent, `drop` is the move's only drop.
   */
  readonly drops?: readonly number[];
  /** How far the token ended higher than it set off, in the ruleset's unit (0 or absent when it did not). */
  readonly rise?: number;
  /**
   * The mover's combat is started (dh2: a sheer climb outside one is tested after the move). Set by
   * the engine from FinishedMove.inCombat.
   */
  readonly inCombat?: boolean;
  /**
   * The mover passed an edge test this turn (moves/finished.ts EDGE_CLEARED; dh2: a climb down
   * from a sheer surface's top already tested, so the move down is no abseil). Set by the engine.
   */
  readonly edgeCleared?: boolean;
  /** The mover is a vehicle (necromunda: it falls with a Handling test, not a jump). */
  readonly vehicle?: boolean;
  /** The scene's gravity (dh2 jumping distances, § The Effects of Gravity); normal when absent. */
  readonly gravity?: Gravity;
  /** The mover's pace across rounds and the GM's pace settings, when the ruleset keeps a pace. */
  readonly pace?: PaceContext;
  /**
   * The bands the move was measured with when not the walking bands, in the ruleset's unit:
   * `fly` with the flying bands, or a terrain-bound action (MovementActionSpec.terrain: swimming,
   * climbing) with its own bands.
   */
  readonly measured?: { readonly action: string; readonly bands: readonly MovementBand[] };
  /**
   * The turn's distance and cost by the band list each part was measured in (drag-bands.ts
   * `turnShares`: `""` walking, `fly`, or an action with its own bands such as `d6Climb`), in the
   * ruleset's unit, this move included; absent when the adapter does not split it. A ruleset whose
   * movement types are actions of their own (BandsCapability.actionsApart) tests each part apart.
   */
  readonly shares?: Readonly<Record<string, { readonly cost: number; readonly distance: number }>>;
  /** The mover's movement profile, for tests that read its standing values (opend6: drowning rounds). */
  readonly profile?: MovementProfile;
  /**
   * The summary is of the model standing where it is at its turn's start (moves/finished.ts
   * standingCounterEffects), not of a move (dh2: a sinking character's round underwater). Set by the engine.
   */
  readonly standing?: boolean;
  /**
   * The mover's centre along the whole move, from where it set off, ruleset units (opend6
   * vehicles: the turns and climbs of the path): the adapter gives the user's waypoints without
   * core's grid steps; else the engine sets FinishedMove.path.
   */
  readonly path?: readonly { readonly x: number; readonly y: number; readonly elevation: number }[];
  /**
   * The finished move's path step by step, ruleset units, each with the terrain conditions crossed
   * into it (scene/snapshot.ts PathStep), for tests that price part of the path (dh2: the metres swum through
   * hazardous or deep water). Set by the engine (moves/finished.ts).
   */
  readonly steps?: readonly {
    readonly x: number;
    readonly y: number;
    /** Ruleset units; the engine's steps always carry it. */
    readonly elevation?: number;
    /** The movement action of the step (Foundry's waypoint action), when known. */
    readonly action?: string;
    readonly conditions?: readonly string[];
  }[];
}
