/**
 * Capability: terrain conditions a region can hold and what they do to movement.
 * @module
 */
import type { SceneSnapshot } from "../scene";
import type { Gravity } from "../types";
import type { CardText } from "./tests";

/** Terrain that makes movement costlier, stops it at an edge, or cannot be ended on. */
export interface TerrainCapability {
  /** Terrain condition ids a region can hold for this ruleset, in the order a GM picks from. */
  readonly conditions: readonly string[];
  /**
   * What each unit of movement costs on terrain with these conditions: 1 clear, 2 difficult
   * (halving what a band allows), Infinity impassable. Conditions do not stack: the worst counts.
   * Unknown conditions cost 1.
   */
  readonly costMultiplier: (conditions: readonly string[]) => number;
  /** Whether a move may end on terrain with these conditions (necromunda: not on an obstacle). */
  readonly mayEndOn: (conditions: readonly string[]) => boolean;
  /**
   * The test a move must stop for at the edge of terrain with these conditions, taken before it
   * enters (necromunda: a gap's `leap`, dangerous terrain's `dangerous`), or null.
   */
  readonly edgeTest?: (conditions: readonly string[]) => string | null;
  /**
   * One-off cost of crossing an obstacle of this height, ruleset units; absent without obstacles.
   * @throws {RangeError} when the height is not one an obstacle can have
   */
  readonly obstacleCost?: (height: number) => number;
  /**
   * The movement action a path must use on terrain with these conditions (shadowrun: swimming
   * on water), or null when the band actions apply; absent: none. The adapter switches the
   * waypoints inside such terrain to that action and measures them with BandsCapability.actionBands.
   */
  readonly requiredAction?: (conditions: readonly string[]) => string | null;
  /**
   * The distance an edge test at this terrain is about, ruleset units: absent, the drop into it
   * (`height`: necromunda's leap and falls); shadowrun's jump is about the gap's `width`.
   */
  readonly edgeTestDistance?: (terrain: { readonly height: number; readonly width?: number }) => number;
  /** The highest an obstacle can be, ruleset units (higher ones are priced at this, with a warning). */
  readonly obstacleMax?: number;
  /**
   * Whether a model may start a move where it stands, decided on the snapshot, worded for a notice
   * (dh2 zero gravity: nothing within 1 m to push off from, § Zero Gravity), or null when it may.
   * @param at the model's centre (ruleset units) and elevation at the move's start; its own place when absent
   * Absent: a move may always start.
   */
  readonly startNotice?: (
    snapshot: SceneSnapshot,
    modelId: string,
    gravity: Gravity,
    at?: { readonly x: number; readonly y: number; readonly elevation: number },
  ) => CardText | null;
}
