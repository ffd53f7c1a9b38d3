/**
 * Capability: movement bands per turn (rules/README.md rulings 2, 3 and 6).
 * @module
 */
import type { MovementBand, MovementContext, MovementProfile } from "../types";

/**
 * How long a model's movement history counts against its bands: `turn` resets at each of its
 * combat turns; `round` spans the whole round (shadowrun: a Combat Turn is all Initiative
 * Passes, so a character acting in several passes shares one allowance).
 */
export type MovementHistorySpan = "turn" | "round";

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
   * The turn's bands of a model of kind `vehicle`, in place of {@link movementBands}, ascending
   * (d6: the speed levels cautious, cruising, high and all-out); absent when vehicles move by
   * movementBands.
   * @returns one band per band action, distances in the ruleset's unit
   */
  readonly vehicleBands?: (profile: MovementProfile, context?: MovementContext) => MovementBand[];
}
