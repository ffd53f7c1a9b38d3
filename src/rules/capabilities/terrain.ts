/**
 * Capability: terrain conditions a region can hold and what they do to movement.
 * @module
 */
import type { SceneSnapshot } from "../scene";
import type { Gravity } from "../types";
import type { CardText } from "./tests";

/** An airborne mover at an edge (TerrainCapability#stepsOver): where it flies and how high the obstacle is. */
export interface EdgeAir {
  /** The mover's flight position (dh2 `hovering`, `low`, `high`), null for the `fly` action on the ground. */
  readonly position: string | null;
  /** The obstacle's top above the mover's elevation, ruleset units (≤ 0: no higher than where it is). */
  readonly height: number;
}

/**
 * A field of a region's terrain other than its condition (scene/snapshot.ts RegionTerrain): a
 * height or drop, a gap's width, a railing, a structure's overhang, a climbable surface's kind,
 * water's kind.
 */
export type TerrainField = "height" | "width" | "railing" | "overhang" | "surface" | "water";

/**
 * What the adapter reads of a scene's lighting at a point (plain facts):
 * the scene's darkness level, 0 (midday) … 1 (midnight), the strongest light source reaching the
 * point (`bright` inside a source's bright radius, `dim` inside its dim radius only, `none`; the
 * scene's global illumination counts as a source reaching everywhere), the strongest darkness
 * source reaching it (same radii; absent: none), and the GM's lighting level for the scene, when
 * set (a ruleset's own level id), else null.
 */
export interface LightingFacts {
  readonly sceneDarkness: number;
  readonly light: "bright" | "dim" | "none";
  readonly darkness?: "bright" | "dim" | "none";
  readonly override: string | null;
}

/** Terrain that makes movement costlier, stops it at an edge, or cannot be ended on. */
export interface TerrainCapability {
  /** Terrain condition ids a region can hold for this ruleset, in the order a GM picks from. */
  readonly conditions: readonly string[];
  /**
   * The fields each of this ruleset's conditions reads, by condition id (necromunda: an
   * obstacle's `height`, § Obstacles); a condition not listed reads none. Only `conditions` are
   * keys; `surface` only where `surfaces` are given, `water` only where `waterKinds` are. The
   * terrain region form shows the chosen condition's fields from this. Absent: no condition reads
   * a field.
   */
  readonly conditionFields?: Readonly<Partial<Record<string, readonly TerrainField[]>>>;
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
   * Whether a mover steps over terrain whose edge asks for `test`, `across` wide along its heading,
   * with no test (necromunda: a gap no wider than the base, § Leaping Gaps; dh2: a raised surface
   * no higher than a step); absent: never.
   * @param across the width crossed, ruleset units (≥ 0)
   * @param base the mover's base diameter, ruleset units (> 0)
   * @param rise how much higher the ground is past the edge than where the mover stands, ruleset
   *   units (negative: lower; 0 when unknown)
   * @param air for an airborne step (moves/flight.ts): the mover's flight position (null for the
   *   `fly` action on the ground) and the obstacle's height above the mover, ruleset units (the
   *   highest `height` of the terrain asking for `test`, less the mover's elevation); absent on foot
   *   (dh2: a hoverer clears an obstacle no higher than its hovering altitude, § Hovering Altitude)
   */
  readonly stepsOver?: (test: string, across: number, base: number, rise: number, air?: EdgeAir) => boolean;
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
   * (`height`: necromunda's leap and falls); shadowrun's jump is about the gap's `width`; dh2's
   * leap about the width the path crosses (`approach.across`) when the region gives none.
   */
  readonly edgeTestDistance?: (
    terrain: { readonly condition?: string; readonly height: number; readonly width?: number },
    approach?: EdgeApproach,
  ) => number;
  /**
   * The options (TestRequest.options) of the edge test at this terrain, from how the path came
   * to the edge (dh2: the leap's straight run-up, the gap's depth and the heading a short leap
   * falls along; a climb's height); absent or `{}`: none.
   */
  readonly edgeTestOptions?: (
    terrain: { readonly condition: string; readonly height: number; readonly width?: number },
    approach: EdgeApproach,
  ) => Readonly<Record<string, string | boolean>>;
  /**
   * The conditions an airborne step still crosses (moves/flight.ts: Foundry's `fly` action, or a
   * model flying at an altitude), out of those it flies over: terrain that fills the air (dh2 fog,
   * darkness, zero gravity); the rest is ground whose edges, tests and costs a flyer skips.
   * `position` is the mover's flight position (dh2 `hovering`, `low`, `high`), null for the `fly`
   * action of a model not at an altitude. Absent: every condition is ground.
   */
  readonly airborneConditions?: (conditions: readonly string[], position: string | null) => readonly string[];
  /**
   * Whether tokens stand on the ground this ruleset's raised surfaces make (moves/ground.ts
   * `followGround`): the adapter sets a walked path's elevations to the ground under it.
   */
  readonly followsGround?: boolean;
  /** The highest an obstacle can be, ruleset units (higher ones are priced at this, with a warning). */
  readonly obstacleMax?: number;
  /**
   * How wide an obstacle may be, and what a wider one is (necromunda: more than 2" across is a
   * `structure`, § Obstacles, § Structures): a region painted as an obstacle whose area is thicker
   * than `width` (ruleset units; scene/shapes.ts areaThickness) is read as terrain of `condition`
   * with its top a raised surface at its height (moves/obstacles.ts readObstacles). Absent: an
   * obstacle is one however wide.
   */
  readonly wideObstacle?: { readonly width: number; readonly condition: string };
  /**
   * The kinds a climbable surface may be (dh2: simple, sheer, § Simple Climbs, § Sheer Surfaces),
   * the first the default; the terrain region behavior offers every ruleset's. Absent: none.
   */
  readonly surfaces?: readonly string[];
  /**
   * The kinds water may be (dh2: calm, hazardous, deep, § Swimming), the first the default; the
   * terrain region behavior offers every ruleset's. Absent: none.
   */
  readonly waterKinds?: readonly string[];
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
  /**
   * The terrain conditions a place's lighting gives, beside its painted regions (dh2 § Lighting:
   * `darkness` where the lighting level is Darkness), from the facts the adapter reads there.
   * Absent: lighting gives none. Never throws.
   */
  readonly lightingConditions?: (facts: LightingFacts) => readonly string[];
  /** The GM's lighting levels a scene can be set to (lang keys `STRIDE.Lighting.<level>`); absent: none. */
  readonly lightingLevels?: readonly string[];
}

/** How a path came to the edge of terrain whose test it stopped for (moves/finished.ts). */
export interface EdgeApproach {
  /** How far the path's heading crosses the terrain's region, ruleset units (a gap's width). */
  readonly across: number;
  /**
   * How far along the heading the terrain's far side is from the edge point, ruleset units
   * (scene/shapes.ts `areaFarSide`): where a cleared leap lands. 0 when unknown.
   */
  readonly farSide?: number;
  /** The straight run-up ending at the edge, ruleset units (moves/ground.ts `straightRunUp`). */
  readonly runUp: number;
  /** The heading at the edge, radians (0 along +x, clockwise). */
  readonly heading: number;
  /** The mover's elevation at the edge, ruleset units. */
  readonly elevation: number;
  /** The scene's gravity when it is not normal (`low`, `high`, `zero`). */
  readonly gravity?: string;
  /**
   * Rounds of running start before this one, each with its roll made (the mover's
   * PaceRecord.runningStart; opend6 § Jumping); 0 when absent.
   */
  readonly runningStart?: number;
  /**
   * The band the turn's movement had reached on arriving at the edge (moves/band-reached.ts), in a
   * started combat; absent outside one. A ruleset whose edge test is an action of its own reads it
   * (dh2: a leap is a Full Action, which a Charge or a Run has already used).
   */
  readonly band?: string;
}
