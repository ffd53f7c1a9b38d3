/**
 * Capability: structures a model uses — ductways, lifts, edges it can fall from, the levels it
 * stands on (necromunda-movement.md § Ductways, § Lift, § Falling Hazards, § Structures).
 * @module
 */
export type LiftDirection = "up" | "down";

/** Reaches and limits of the ruleset's structures, ruleset units. */
export interface StructuresCapability {
  /** How close to a ductway's end a model must be to crawl in, and comes out of the other. */
  readonly ductwayReach: number;
  /** How close to an edge going Prone risks a fall. */
  readonly edgeDistance: number;
  /**
   * How far a model in a moving lift's way may go to get clear when it passes its test (§ Lift:
   * 2" at most); farther, it cannot escape. Absent: no limit.
   */
  readonly liftEscape?: number;
  /** The most a lift travels at a time. */
  readonly liftTravel: number;
  /**
   * The elevation a lift reaches.
   * @param elevation where it stands now, ruleset units
   * @param travel how far this lift goes, ruleset units (clamped to 0–{@link liftTravel})
   */
  readonly liftElevation: (elevation: number, direction: LiftDirection, travel: number) => number;
  /**
   * Whether a move may end up on a level only where the whole base fits on it
   * (necromunda-movement.md § Structures: only where the base has room; moves/footing.ts):
   * a drag that would leave the base overhanging a level is cut back (stop reason `footing`).
   * Absent or false: a base may overhang.
   */
  readonly baseMustFitLevel?: boolean;
  /** Whether a lift may move: once per round; always outside a started combat (`round` null). */
  readonly liftAvailable: (usedRound: string | null | undefined, round: string | null) => boolean;
}
