/**
 * Capability: an engagement zone around enemy models that a move may not enter
 * (necromunda-movement.md § The 1" Rule; rules/README.md ruling 7).
 * @module
 */
import type { ModelSnapshot } from "../scene";

/** What a world allows beyond the text, passed to the engine as data (the adapter reads its settings). */
export interface EngageOptions {
  /**
   * Moves of any action may go in when they end in base contact with an enemy, not only the
   * engaging action (necromunda-movement.md § Charge, house rule: fighters may move voluntarily
   * to engage). Off when absent.
   */
  readonly voluntary?: boolean;
}

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
   * (necromunda: a Charge; any action with `options.voluntary`, the house rule).
   */
  readonly mayEngage: (action: string | undefined, options?: EngageOptions) => boolean;
  /**
   * How far from an enemy (base edge to base edge, ruleset units, ≥ 0) a move with this action
   * may end inside its zone instead of in base contact (necromunda: a Charge with a Versatile
   * weapon stops within its Long range, § Charge); 0 or absent: base contact only.
   */
  readonly engageReach?: (model: ModelSnapshot, action: string | undefined) => number;
  /**
   * Whether a held mover may not pass through this enemy's base, whatever its action
   * (necromunda: enemy fighters, Seriously Injured or not; § Movement, YAQ: fighters move through
   * friendly fighters only); absent: every base may be passed through.
   */
  readonly blocks?: (model: ModelSnapshot) => boolean;
  /**
   * Whether a move with this action must take the shortest route to where it ends (necromunda: a
   * Charge, § Movement): the engine puts its own cheapest route (map/route.ts `shortestRoute`) in
   * place of a dragged path that costs more; absent: every path stands as drawn.
   */
  readonly shortestRoute?: (action: string | undefined) => boolean;
}
