/**
 * The snapshot of a scene that the engine decides on: models (tokens with an actor), regions
 * and paths, all in the ruleset's unit (metres or inches) on the scene's plane, with y growing
 * downwards as on the canvas; the adapter builds one per drag (not per pointer move) or per
 * finished move; the engine never sees pixels, grid spaces or documents.
 * @module
 */
import type { Base } from "../geometry/engagement";
import type { Rect } from "../geometry/placement";
import type { DistanceUnit } from "../types";
import type { AreaPolygon } from "./shapes";

/** A point on the scene's plane, in the ruleset's unit. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Whose side a model is on (Foundry's token dispositions, by name). */
export type Disposition = "friendly" | "neutral" | "hostile" | "secret";

/**
 * What kind of model a token is: a character (fighter, NPC) or a vehicle, declared by the actor
 * type; or loot, a token the GM marked as loot (necromunda-movement.md § Fighters & Loot on
 * Moving Vehicles), which moves only when carried or dropped.
 */
export type ModelKind = "character" | "vehicle" | "loot";

/** A weapon profile as movement reads it (necromunda-movement.md § Charge: Versatile). */
export interface WeaponSnapshot {
  readonly name: string;
  /** The weapon has the Versatile trait. */
  readonly versatile: boolean;
  /** Its Long range, ruleset units (≥ 0). */
  readonly longRange: number;
}

/** A facing of a vehicle's hull. */
export type Facing = "front" | "side" | "rear";

/** Toughness of a vehicle by facing (necromunda-movement.md § Vehicle Collisions). */
export interface Facings {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
}

/** A model on the scene: a token whose actor the ruleset can read. */
export interface ModelSnapshot {
  /** The token's id on its scene. */
  readonly id: string;
  /** The token's name, as the user may see it. */
  readonly name: string;
  readonly kind: ModelKind;
  readonly disposition: Disposition;
  /** The model's base: centre and radius (half its narrower side), ruleset units. */
  readonly base: Base;
  /** The model's footprint (its token's rectangle), ruleset units. */
  readonly footprint: Rect;
  /** Height above the scene's floor, ruleset units. */
  readonly elevation: number;
  /** The ruleset's status of the model (necromunda: `standing`, `pinned`, `seriouslyInjured`), or null. */
  readonly status: string | null;
  /** Characteristic values by lower-case key (`move`, `initiative`, `handling` …). */
  readonly characteristics: Readonly<Record<string, number>>;
  /** Toughness by facing, for vehicles. */
  readonly toughness?: Facings;
  /**
   * The direction the model faces, radians (0 along +x, growing clockwise as y grows downwards),
   * from the token's rotation; absent when unknown.
   */
  readonly facing?: number;
  /** The user the snapshot was built for can see the model; hidden models are never named. */
  readonly visible: boolean;
  /**
   * The scene level the model is on (v14 scene levels), or absent where the scene has none.
   * Models on different levels neither hold nor block each other.
   */
  readonly level?: string;
  /**
   * A vehicle's designated transport area, where loot does not fall off when it moves
   * (necromunda-movement.md § Fighters & Loot on Moving Vehicles): its whole `deck`, or the `rear`
   * half of its footprint; absent: none.
   */
  readonly transportArea?: "deck" | "rear";
  /**
   * Where the model flies when it is airborne apart from its moves' actions (dh2: its altitude,
   * `hovering`, `low` or `high`, dh2-movement.md § Altitude); absent or `ground`: on the ground.
   * Its every step is flight (moves/flight.ts).
   */
  readonly flying?: string;
  /** The model's weapon profiles that movement reads (Versatile); absent: none. */
  readonly weapons?: readonly WeaponSnapshot[];
}

/** One terrain behavior of a region, as the ruleset reads it. */
export interface RegionTerrain {
  /** The terrain condition id (any ruleset's; the active ruleset ignores those it does not know). */
  readonly condition: string;
  /** An obstacle's height or a gap's drop, ruleset units. */
  readonly height: number;
  /** A gap's edge has a railing. */
  readonly railing: boolean;
  /** How far the structure's overhang protrudes from its vertical surface, ruleset units; absent or 0: none. */
  readonly overhang?: number;
  /** How wide a gap is, ruleset units (0 or absent: not given). */
  readonly width?: number;
  /**
   * A climbable surface's kind (dh2-movement.md § Simple Climbs, § Sheer Surfaces): `simple` or
   * `sheer`; absent: simple.
   */
  readonly surface?: string;
  /** Water's kind (dh2-movement.md § Swimming): `calm`, `hazardous` or `deep`; absent: calm. */
  readonly water?: string;
}

/** A region on the scene, with what its enabled behaviors say, in ruleset units. */
export interface RegionSnapshot {
  /** The region's id on its scene. */
  readonly id: string;
  readonly name: string;
  /** The bounding box of its area, or null without a shape. */
  readonly area: Rect | null;
  /**
   * Its exact area (scene/shapes.ts `regionArea`): polygons with holes, ruleset units; every
   * question of the engine reads these. Absent: the area is the box `area` itself.
   */
  readonly polygons?: readonly AreaPolygon[];
  /** Bottom and top of the region, ruleset units; null reaches without end. */
  readonly bottom: number | null;
  readonly top: number | null;
  /**
   * Whether a model at exactly `top` is inside (v14 region option `topInclusive`, foundryvtt#14299;
   * a flat region always is); absent on v13, where the top counts as inside.
   */
  readonly topInclusive?: boolean;
  /** Its enabled terrain behaviors. */
  readonly terrain: readonly RegionTerrain[];
  /** The region id at the other end, when the region is a ductway end. */
  readonly ductwayExit: string | null;
  /** The lift it is: how far it travels (ruleset units) and the round it last moved in. */
  readonly lift: { readonly travel: number; readonly usedRound: string | null } | null;
}

/**
 * A wall that blocks movement (Foundry's move restriction; a door only while it is not open), ruleset
 * units: the segment from `a` to `b`; `blocks`, for a one-way wall, the side a move must set off
 * from to be held (`left` or `right` as seen walking from `a` to `b` on the canvas).
 */
export interface WallSnapshot {
  readonly a: Point;
  readonly b: Point;
  readonly blocks?: "left" | "right";
}

/** A scene as the engine sees it. */
export interface SceneSnapshot {
  /** The ruleset's unit every distance of the snapshot is in. */
  readonly unit: DistanceUnit;
  /** One grid space, ruleset units (heights are counted in whole spaces on gridded scenes). */
  readonly gridStep: number;
  /** The scene's area inside its padding, or null when unknown. */
  readonly bounds: Rect | null;
  readonly models: readonly ModelSnapshot[];
  readonly regions: readonly RegionSnapshot[];
  /** The walls that block movement (scene/walls.ts); absent or empty: none. */
  readonly walls?: readonly WallSnapshot[];
}

/** One step of a path: where the mover's centre is, ruleset units, and how it got there. */
export interface PathStep extends Point {
  /** Height above the floor, ruleset units. */
  readonly elevation: number;
  /** The movement action into this step. */
  readonly action?: string;
  /** The terrain conditions crossed into this step. */
  readonly conditions?: readonly string[];
  /**
   * The greatest overhang protrusion of the terrain crossed into this step, ruleset units
   * (necromunda-movement.md § Overhangs); absent or 0: none.
   */
  readonly overhang?: number;
}
