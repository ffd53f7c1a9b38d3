/**
 * Capability: movement bands per turn (rules/README.md rulings 2, 3 and 6).
 * @module
 */
import type { Point } from "../scene";
import type { MovementBand, MovementContext, MovementProfile, PaceRecord } from "../types";
import type { CardText } from "./tests";

/**
 * How long a model's movement history counts against its bands: `turn` resets at each of its
 * combat turns; `round` spans the whole round (shadowrun: a Combat Turn is all Initiative
 * Passes, so a character acting in several passes shares one allowance).
 */
export type MovementHistorySpan = "turn" | "round";

/** What the ruler measured at a waypoint, for {@link BandsCapability.rulerLabel}. */
export interface RulerMeasure {
  /** The history period's distance so far at the waypoint, ruleset units (≥ 0). */
  readonly distance: number;
  /** The movement action the waypoint is measured with (`swim` in water, `fly` …), or null. */
  readonly action: string | null;
  /** The bands the distance is measured against, ruleset units, ascending. */
  readonly bands: readonly MovementBand[];
  /** Conditions of the terrain crossed so far (the worst counts). */
  readonly conditions: readonly unknown[];
  readonly context?: MovementContext;
  /**
   * The ruler's waypoints from its first through this one, the mover's centre, ruleset units
   * (opend6 vehicles: the turn at each waypoint); absent when the adapter does not give them.
   */
  readonly path?: readonly Point[];
  /** The mover's movement profile (opend6 vehicles: the stored speed level and heading); absent when unknown. */
  readonly profile?: MovementProfile;
}

/** A ruleset that keeps a model's pace across rounds (opend6 chases and fatigue). */
export interface PaceCapability {
  /**
   * The pace after a history period (turn) that moved `distance` (ruleset units) against `bands`:
   * the new rate and the fast rounds in a row; `made` says whether the period's roll for its pace
   * was made (TestConsequence `paceRoll`; unknown when absent: no running start counts); `limits`
   * says the GM's acceleration limits are on (PaceContext.limits: opend6 records a rate no lower
   * than the chase's minimum).
   */
  readonly next: (
    previous: PaceRecord | null,
    distance: number,
    bands: readonly MovementBand[],
    made?: boolean,
    limits?: boolean,
  ) => PaceRecord;
}

/** How far a model may go in a turn, band by band. Every ruleset has it. */
export interface BandsCapability {
  /**
   * The turn's movement bands for a walking profile, ascending by distance.
   * @returns one band per band action of {@link Ruleset.actions}, distances in the ruleset's unit
   */
  readonly movementBands: (profile: MovementProfile, context?: MovementContext) => MovementBand[];
  /**
   * The turn's bands when flying at a flying speed (dh2: Flyer (X) or Hoverer (X) in place of the
   * Agility bonus); absent when the ruleset has no flying speeds.
   */
  readonly flyingBands?: (speed: number, context?: MovementContext) => MovementBand[];
  /**
   * How much movement cost a band of `distance` allows once the path crosses terrain that doubles
   * the cost of each step. Foundry charges such a step twice, so the exact answer is `distance`;
   * rulesets that round the halved allowance say so here.
   * @param distance the band's distance, ruleset units (≥ 0)
   * @returns the cost budget, ruleset units (≥ 0)
   */
  readonly difficultTerrainBudget: (distance: number, context?: MovementContext) => number;
  /**
   * How long the movement history counts against the bands; `turn` when absent. With `round` the
   * adapter sums the model's moves over all its turns of the round and resets them (and the
   * band statuses, allowance consequences and per-history test counts) when the round advances.
   */
  readonly history?: MovementHistorySpan;
  /**
   * The bands of a movement action measured apart from {@link movementBands}: an action of
   * {@link Ruleset.actions} with `terrain` set (shadowrun: swimming at its own rate), ascending.
   * @returns null for the band actions
   */
  readonly actionBands?: (action: string, profile: MovementProfile, context?: MovementContext) => MovementBand[] | null;
  /**
   * The ruler's own words for a waypoint (opend6: "Run · 27 m · 3 movements · difficulty 10 (+5
   * rough)", or "free"), in place of the band and allowance; null keeps the common label.
   */
  readonly rulerLabel?: (measure: RulerMeasure) => CardText | null;
  /** Keeps a pace across rounds (opend6: acceleration limits and fatigue); absent for other rulesets. */
  readonly pace?: PaceCapability;
  /**
   * The turn's bands of a model of kind `vehicle`, in place of {@link movementBands}, ascending
   * (d6: the speed levels cautious, cruising, high and all-out); absent when vehicles move by
   * movementBands.
   * @returns one band per band action, distances in the ruleset's unit
   */
  readonly vehicleBands?: (profile: MovementProfile, context?: MovementContext) => MovementBand[];
  /**
   * A model of kind `vehicle` takes one movement action per history period (d6: § Vehicle
   * Movement): once its history has gone any distance, an enforced drag stops where it starts and
   * the pre-move check refuses (or warns of) the move (moves/drag.ts movedAlready; the GM is never
   * held); absent or false: vehicles may move again within their bands.
   */
  readonly singleVehicleMove?: boolean;
  /**
   * Each band list is a movement action of its own (opend6 § Movement: one movement action of each
   * type a round, each with its own difficulty): a turn's parts in different lists (walking,
   * swimming, climbing, flying) are limited each by its own bands. Absent or false: they share
   * one turn in proportion to each list's farthest band (moves/drag.ts; docs/rulings.md).
   */
  readonly actionsApart?: boolean;
}
