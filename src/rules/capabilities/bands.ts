/**
 * Capability: movement bands per turn (rules/README.md rulings 2, 3 and 6).
 * @module
 */
import type { MovementBand, MovementContext, MovementProfile } from "../types";

/** How far a model may go in a turn, band by band. Every ruleset has it. */
export interface BandsCapability {
  /**
   * The turn's movement bands for a walking profile, ascending by distance.
   * @returns one band per band action of {@link Ruleset.actions}, distances in the ruleset's unit
   */
  movementBands(profile: MovementProfile, context?: MovementContext): MovementBand[];
  /**
   * The turn's bands when flying at a flying speed (dh2: Flyer (X) or Hoverer (X) in place of the
   * Agility bonus); absent when the ruleset has no flying speeds.
   */
  flyingBands?(speed: number, context?: MovementContext): MovementBand[];
  /**
   * How much movement cost a band of `distance` allows once the path crosses terrain that doubles
   * the cost of each step. Foundry charges such a step twice, so the exact answer is `distance`;
   * rulesets that round the halved allowance say so here.
   * @param distance the band's distance, ruleset units (≥ 0)
   * @returns the cost budget, ruleset units (≥ 0)
   */
  difficultTerrainBudget(distance: number, context?: MovementContext): number;
}
