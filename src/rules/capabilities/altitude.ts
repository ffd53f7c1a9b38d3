/**
 * Capability: altitudes a flying model chooses apart from its moves (dh2-movement.md § Altitude:
 * hovering, low and high altitude), offered on the token HUD, and what a change costs the turn.
 * @module
 */
import type { CardText } from "./tests";

/** What a change of altitude in a started combat asks of the turn, and whether the turn can pay. */
export interface AltitudeTurnDecision {
  /** The change may be made: it costs no level, or the turn's movement can still pay for it. */
  readonly allowed: boolean;
  /** Altitude levels changed this turn with this change (when allowed; else the levels before it). */
  readonly levels: number;
  /** What to tell the user: what the turn's movement now counts as, or why the change is refused. */
  readonly text: CardText;
}

/** Altitudes apart from moves. */
export interface AltitudeCapability {
  /**
   * The positions a model may choose, ground first, from its actor's flight trait (the actor data
   * model's `flightTrait`, e.g. `flyer`, `hoverer`); only the ground for an unknown trait.
   */
  readonly positions: (trait: string) => readonly string[];
  /** The lang key of the palette's name. */
  readonly controlLabel: string;
  /** The lang key of a position's name (a ruleset may name an unknown position as it likes; never throws). */
  readonly positionLabel: (position: string) => string;
  /**
   * What a change costs, worded for a notice outside a started combat.
   * @throws {RangeError} when a position is unknown
   */
  readonly changeText: (from: string, to: string) => CardText;
  /**
   * Decides a change in a started combat against the turn.
   * @param input.levelsBefore altitude levels already changed this turn (whole, ≥ 0; the ruleset
   *   clamps larger counts); `spent` the turn's movement action is already spent
   * @throws {TypeError|RangeError} when a position is unknown or the input malformed
   */
  readonly turn: (input: {
    readonly from: string;
    readonly to: string;
    readonly levelsBefore: number;
    readonly spent: boolean;
  }) => AltitudeTurnDecision;
}
