/**
 * Capability: statuses a ruleset adds to Foundry's status effects, and the ones a move's band
 * implies (shadowrun: Running past Walk, Sprinting past Run).
 * @module
 */
import type { MovementBand, MovementProfile } from "../types";

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
   * The bands a model's active statuses impose in place of its own, ascending, ruleset units
   * (opend6: Panic moves a drawn vehicle at panic speed, 4× its creatures' Move); null when they
   * impose none. Absent: statuses never change bands.
   * @param statuses the actor's status ids now (Foundry's `Actor#statuses`)
   */
  readonly statusBands?: (statuses: readonly string[], profile: MovementProfile) => MovementBand[] | null;
}
