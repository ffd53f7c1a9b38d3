/**
 * Capability: statuses a ruleset adds to Foundry's status effects, and the ones a move's band
 * implies (shadowrun: Running past Walk, Sprinting past Run).
 * @module
 */
import type { CollisionRequest } from "../effects";
import type { SceneWeather } from "./tests";
import type { MovementBand, MovementProfile, TestRequest } from "../types";

/** A status the ruleset registers (an entry of core's status effect list, made by the adapter). */
export interface StatusSpec {
  /** Status id, unique across Foundry's and other rulesets' statuses. */
  readonly id: string;
  /** Lang key of its name. */
  readonly label: string;
  /** Icon path, relative to the system's folder. */
  readonly img: string;
  /** Lang key of what it does (the modifiers it brings), shown as the effect's description. */
  readonly description: string;
  /**
   * Derived from the actor's data rather than set by hand or by a band (dh2 Encumbered, from the
   * carried weight): after each update of an actor whose data model lists `derivedStatuses` (ids that
   * should be on), the updating client sets this status on or off to match.
   */
  readonly derived?: boolean;
  /**
   * Kept when the movement history resets (necromunda Out of Action, Loss of Control: outcomes of a
   * failed test, not of a band): a turn's start does not clear it. Absent: cleared with the history.
   */
  readonly kept?: boolean;
  /**
   * Lang key of a short note the combat tracker shows beside a combatant while it has this status
   * (shadowrun Running: the Bonus Action each Initiative Pass goes to running); absent: none.
   */
  readonly tracker?: string;
}

/** What a model's statuses set off at the start of its turn ({@link StatusesCapability.turnStart}). */
export interface StatusTurnStart {
  /**
   * A forced move straight on (opend6: a vehicle out of control keeps going at its speed): the
   * heading, radians (0 along +x, clockwise as the canvas), and the distance, ruleset units (> 0).
   */
  readonly drive?: { readonly heading: number; readonly distance: number };
  /** Statuses to clear. */
  readonly clear?: readonly string[];
  /** Counters the rules keep on the model's actor to set (SetCounterEffect). */
  readonly counters?: readonly { readonly counter: string; readonly value: number }[];
  /**
   * Damage its own team's panic deals it this round (opend6: 5D road, 6D rough ground, § Targeting
   * the Creatures): a collision card against `panic` with this one side (CollisionCardEffect).
   */
  readonly panic?: CollisionRequest;
  /**
   * Tests the model's owner is asked to take this turn (opend6: the regain-control stunt the round
   * after a vehicle lost control, § Stunts): each built with the ruleset's `tests.buildTest` and
   * posted as a test card (TestEffect); a request the ruleset cannot build is left out.
   */
  readonly tests?: readonly TestRequest[];
}

/**
 * Statuses of the ruleset. The adapter registers {@link statuses} in `init`; when a model's
 * movement this history period (BandsCapability.history) reaches a band, it applies the band's
 * {@link bandStatuses} to the model's actor, and clears them all when the history resets (the
 * end of the turn, or of the round for `history: "round"`).
 */
export interface StatusesCapability {
  readonly statuses: readonly StatusSpec[];
  /** Ids of the statuses a move that reaches the band of `action` gives the model; [] for none. */
  readonly bandStatuses: (action: string) => readonly string[];
  /**
   * Ids of the statuses a rolled test of `kind` gives the model until the history resets, so an
   * undone move does not take them back (shadowrun: a Sprinting test gives Sprinting); absent: none.
   */
  readonly testStatuses?: (kind: string) => readonly string[];
  /**
   * What a model's statuses set off at the start of its turn (opend6: Lost control drives a
   * vehicle straight on for a round, then asks for the regain-control roll), from its active status ids, its movement
   * profile, the direction it faces (radians, from its token; absent when unknown) and the terrain
   * conditions holding where it stands (absent when unknown), and the weather its scene stores
   * (opend6: the day's wind drives a ship out of control in a gale; absent when none), and the
   * started combat's round (from 1; opend6: a Very Light hit's −1D ends after a given round;
   * absent outside one); null or absent: nothing.
   */
  readonly turnStart?: (model: {
    readonly statuses: readonly string[];
    readonly profile: MovementProfile;
    readonly facing?: number;
    readonly conditions?: readonly string[];
    readonly weather?: SceneWeather;
    readonly round?: number;
  }) => StatusTurnStart | null;
  /**
   * The bands a model's active statuses impose in place of its own, ascending, ruleset units
   * (opend6: Panic moves a drawn vehicle at panic speed, 4× its creatures' Move); null when they
   * impose none. Absent: statuses never change bands.
   * @param statuses the actor's status ids now (Foundry's `Actor#statuses`)
   */
  readonly statusBands?: (statuses: readonly string[], profile: MovementProfile) => MovementBand[] | null;
}
