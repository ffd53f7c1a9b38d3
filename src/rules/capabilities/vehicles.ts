/**
 * Capability: vehicles running into models, vehicles and terrain
 * (necromunda-movement.md § Vehicle Collisions).
 * @module
 */
import type { CollisionRequest, Effect, Notice, VehicleDamageChanges } from "../effects";
import type { ModelSnapshot, PathStep, SceneSnapshot } from "../scene";
import type {
  CollisionTerrain,
  ContactArc,
  MoveSummary,
  MovementBand,
  MovementProfile,
  TerrainCollision,
  VehicleCollision,
} from "../types";
import type { CardText } from "./tests";

/** How a card shows a collision notice. */
export interface NoticeDescription {
  /** What ran into what ("Head-on collision"). */
  readonly title: CardText;
  /**
   * What happened, sentence by sentence. The adapter adds the models' names to each text's data:
   * `mover`, `other` and `names` (the fallers, as a list).
   */
  readonly what: readonly CardText[];
  /** The hit each model suffers: its token id and the hit as printed ("S7 AP−2 D2"). */
  readonly hits: readonly { readonly model: string; readonly hit: string }[];
}

/** What vehicles' moves do when they run into something. */
export interface VehiclesCapability {
  /** The action a vehicle rams with (necromunda: `ram`), halving its own collision damage; absent when none. */
  readonly ramAction?: string;
  /**
   * The Move a stationary vehicle counts as when a collision moves it (necromunda: M3", § Collision
   * Damage), for the fighters it runs over on the way; absent: the pushing vehicle's Move.
   */
  readonly pushedMove?: number;
  /** The most vehicles a chain of head-on pushes follows before it stops. */
  readonly maxChain: number;
  /**
   * Resolves a moving vehicle running into another.
   * @param input the mover's Move (ruleset units), the Toughness of the two facings in contact, the mover's arc
   */
  readonly collision: (input: {
    readonly move: number;
    readonly moverToughness: number;
    readonly otherToughness: number;
    readonly arc: ContactArc;
    readonly ram?: boolean;
  }) => VehicleCollision;
  /** Resolves a moving vehicle running into terrain (solid terrain or an obstacle). */
  readonly terrainCollision: (input: {
    readonly move: number;
    readonly terrain: CollisionTerrain;
    readonly ram?: boolean;
  }) => TerrainCollision;
  /** How a card words a collision notice. */
  readonly describeNotice: (notice: Notice) => NoticeDescription;
}

/** A vehicle's finished move, as {@link CollisionsCapability.moveEffects} reads it. */
export interface CollisionMove {
  /** The moving vehicle's token id. */
  readonly mover: string;
  /** Its centre along the whole move, ruleset units. */
  readonly path: readonly PathStep[];
  /** What the move did (its turn distance and bands give its speed level), or null. */
  readonly summary: MoveSummary | null;
  /** Foundry's walls or an impassable region cut the move short where it ends. */
  readonly blocked?: boolean;
}

/** A collision side's dice resolved against its vehicle as it is now. */
export interface CollisionOutcome {
  /** Damage dice rolled (at least 1). */
  readonly dice: number;
  readonly damageTotal: number;
  /** The vehicle's damage resistance total (0 when it has nothing to roll). */
  readonly resistanceTotal: number;
  /** Damage total minus resistance total. */
  readonly margin: number;
  /** The damage level the margin gives on its own. */
  readonly hit: string;
  /** The vehicle's damage level after the hit (with the ruleset's escalation). */
  readonly level: string;
  /** The escalation raised it. */
  readonly escalated: boolean;
  /** The level whose effect applies now. */
  readonly applies: string;
  /** What the GM chooses between on Apply (opend6: `maneuverability`, `speed`); [] for no choice. */
  readonly choices: readonly string[];
  /** Damage each passenger suffers (their share, after the vehicle's exposure). */
  readonly passengerDamage: number;
  /** The vehicle rammed and loses its next round's actions. */
  readonly losesNextRound: boolean;
  /** A Wild Die's first roll was a 1 on the damage or the resistance (ruling 10: noted, still counted). */
  readonly complication: boolean;
}

/** What an Apply of a collision outcome changes: the vehicle's damage and the statuses it gains. */
export interface CollisionApplication {
  readonly changes: VehicleDamageChanges;
  /** Ids of the statuses (StatusesCapability) it gains. */
  readonly statuses: readonly string[];
}

/** How a card shows one side of a collision. */
export interface CollisionSideDescription {
  /** The dice, line by line (speed level, each situation), and their sum. */
  readonly lines: readonly { readonly label: CardText; readonly value: string }[];
  readonly dice: CardText;
  /** Once resolved: the totals, the level (and escalation), its effect, the passengers' share. */
  readonly result: {
    readonly totals: CardText;
    readonly level: CardText;
    readonly effect: CardText;
    readonly passengers: CardText;
  } | null;
  /** The GM's choices, with their labels (Light, Heavy). */
  readonly choices: readonly { readonly value: string; readonly label: CardText }[];
}

/** A panic damage card a vehicle's driver may be asked for (a team gone wild), by surface. */
export interface PanicEntry {
  readonly label: string;
  readonly request: CollisionRequest;
}

/**
 * Collision damage of vehicles with damage levels (opend6, d6-movement.txt § Vehicle Damage,
 * § Ramming & Sideswiping Vehicles, § Targeting the Creatures): a finished move's
 * contacts become collision cards, each side's dice and the vehicle's resistance are rolled, and
 * the card's Apply changes the vehicle through its actor's data model. The vehicle is read from its
 * actor's `collisionProfile` (a MovementProfile: resistance, damage level, exposure, losses, kind).
 */
export interface CollisionsCapability {
  /** The collision cards (and statuses) a vehicle's finished move sets off; [] when it ran into nothing. */
  readonly moveEffects: (snapshot: SceneSnapshot, move: CollisionMove) => Effect[];
  /**
   * Foundry dice formulas of a side: its damage, and the vehicle's resistance (null: nothing to roll).
   * @throws {TypeError|RangeError} on a malformed request
   */
  readonly formulas: (
    request: CollisionRequest,
    profile: MovementProfile | undefined,
  ) => { readonly damage: string; readonly resistance: string | null };
  /**
   * Resolves a side's rolled dice (the results in formula order) against the vehicle as it is now.
   * @throws {TypeError|RangeError} on a malformed request or dice the formulas cannot give
   */
  readonly resolve: (
    request: CollisionRequest,
    rolled: { readonly damage: readonly number[]; readonly resistance: readonly number[] },
    profile: MovementProfile | undefined,
  ) => CollisionOutcome;
  /**
   * What applying an outcome changes, with the GM's choice (one of `outcome.choices`, the first when absent).
   * @param round the started combat's round the vehicle is hit in (from 1); absent or null outside one
   * @throws {TypeError|RangeError} on a malformed outcome
   */
  readonly apply: (
    outcome: CollisionOutcome,
    choice: string | null,
    profile: MovementProfile | undefined,
    round?: number | null,
  ) => CollisionApplication;
  /** How a card shows a side, before (outcome null) and after the roll. */
  readonly describe: (request: CollisionRequest, outcome: CollisionOutcome | null) => CollisionSideDescription;
  /** The panic damage cards a vehicle may be dealt (an animal-drawn vehicle's team), or []. */
  readonly panicEntries: (profile: MovementProfile | undefined) => readonly PanicEntry[];
  /**
   * A passenger's damage card once a side is applied (opend6 § Crew & Passenger Injuries): the
   * formula of the passenger's resistance roll from its movement profile (null: none to roll, the
   * GM resolves it) and the card's words, with the roll's results (formula order) once rolled.
   * Absent: no passenger cards.
   * @param damage the passenger's share of the damage total (CollisionOutcome.passengerDamage, ≥ 0)
   * @throws {TypeError|RangeError} on a damage that is not a number ≥ 0 or results the formula cannot give
   */
  readonly passengerInjury?: (
    damage: number,
    profile: MovementProfile | undefined,
    rolled?: readonly number[] | null,
  ) => { readonly formula: string | null; readonly text: CardText };
}

/**
 * Where a vehicle may get this round at its declared speed (opend6 d6-movement.txt § Vehicle
 * Movement: from half the current speed up to all of it; § Stunt
 * Difficulties: a turn from the current direction is a stunt): a ring sector ahead of it.
 */
export interface VehicleArc {
  /** The least distance it travels this round, ruleset units (≥ 0). */
  readonly min: number;
  /** The most, ruleset units (≥ min). */
  readonly max: number;
  /** Its heading, radians (0 along +x, clockwise as the canvas), or null when it has none (every direction). */
  readonly heading: number | null;
  /** The widest turn from the heading the arc shows, radians (0 straight ahead only, π every direction). */
  readonly turn: number;
  /** The movement action of the declared speed (the band the arc is drawn in). */
  readonly action: string;
}

/** How a ruleset's vehicles move at a declared speed; absent when vehicles move as models do. */
export interface VehicleArcCapability {
  /**
   * A vehicle's arc this round, or null when the model is no vehicle that moves at a declared speed.
   * @param model the vehicle as the snapshot reads it (its characteristics: Move, the stored speed and heading)
   * @param bands its movement bands this round, ruleset units
   * @param declared the movement action chosen, when one is (a speed level), else the stored speed counts
   */
  readonly arcOf: (model: ModelSnapshot, bands: readonly MovementBand[], declared?: string | null) => VehicleArc | null;
}
