/**
 * Capability: an engagement zone around enemy models that a move may not enter
 * (necromunda-movement.md § The 1" Rule; rules/README.md ruling 7).
 * @module
 */
import type { ModelSnapshot } from "../scene";

/** Who holds whom off, how far, and which moves may go in anyway. */
export interface EngagementCapability {
  /** Depth of the zone around a holding model's base edge, ruleset units (> 0). */
  readonly zone: number;
  /** Whether the model is held off by enemies' zones (necromunda: fighters, not vehicles). */
  readonly isHeld: (model: ModelSnapshot) => boolean;
  /** Whether the model holds enemies off (necromunda: fighters not Seriously Injured). */
  readonly holds: (model: ModelSnapshot) => boolean;
  /**
   * Whether a move with this action may enter zones when it ends in base contact with an enemy
   * (necromunda: a Charge).
   */
  readonly mayEngage: (action: string | undefined) => boolean;
}
