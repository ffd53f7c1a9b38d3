/**
 * Capability: going up and down priced apart from horizontal movement.
 * @module
 */

/** How a ruleset prices vertical movement; absent when Foundry's 3D measurement stands. */
export interface VerticalCapability {
  /**
   * Movement the vertical part of a step costs, ruleset units.
   * @param rise height gained, ruleset units (negative going down)
   * @param action the step's movement action (Foundry's id), when known: necromunda prices a drop
   *   taken with Foundry's `jump` action as a jump down (free, tested) and any other as climbing down
   */
  readonly cost: (rise: number, action?: string) => number;
  /**
   * Whether going up (or down) by `rise` (ruleset units) with the step's `action` is a climb, which
   * an activation cannot end part-way through.
   */
  readonly isClimb: (rise: number, action?: string) => boolean;
  /** Whether a move made with this action may end part-way up a climb. */
  readonly mayEndMidClimb: (action: string | undefined) => boolean;
  /**
   * The action that would finish a climb this action ends part-way through (necromunda: a Move
   * stopped mid-climb is finished by the next Move, so the turn's Run must reach the climb's end):
   * the drag stops such a move where it was declared when the rest of the climb lies beyond that
   * action's allowance. Absent (or undefined for the action): any stop part-way is allowed.
   */
  readonly climbFinishedBy?: (action: string | undefined) => string | undefined;
  /** The smallest drop that is a jump down (a test), ruleset units; smaller drops are steps. */
  readonly jumpDownMin: number;
  /**
   * Whether going up and down through terrain with these conditions is normal movement
   * (necromunda: ladders and stairs, § Ladders and Stairs): each unit of height costs one unit of
   * movement, and it is neither a climb nor a jump down. Absent: never.
   */
  normalMovement?(conditions: readonly string[]): boolean;
  /**
   * The most an overhang may protrude from a vertical surface and still be climbed, ruleset units
   * (necromunda: 1", § Overhangs); a larger one is impassable when climbing. Absent: no overhangs.
   */
  readonly overhangMax?: number;
}
