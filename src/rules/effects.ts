/**
 * What a decision sets off, as data: the adapter's executor carries each effect out with the
 * permission it needs (the mover's client, or the active GM). The engine never posts, moves or
 * rolls anything itself.
 * @module
 */
import type { Point } from "./scene";
import type { MovementTestCall, TerrainCollision, VehicleCollision } from "./types";

/** Ask a model's owner to take a test: posts a test card. */
export interface TestEffect {
  readonly type: "test";
  /** The model (token id) who takes the test. */
  readonly model: string;
  readonly call: MovementTestCall;
}

/** A notice without a roll: what a collision did and the hits it dealt. */
export type Notice =
  | {
      readonly kind: "vehicleCollision";
      /** The moving vehicle and the one it ran into (token ids). */
      readonly mover: string;
      readonly other: string;
      readonly collision: VehicleCollision;
    }
  | {
      readonly kind: "terrainCollision";
      readonly mover: string;
      readonly collision: TerrainCollision;
      /** Models that fell off a destroyed obstacle (token ids). */
      readonly fallers: readonly string[];
    };

/** Post a notice, spoken by its mover. */
export interface NoticeEffect {
  readonly type: "notice";
  readonly notice: Notice;
}

/**
 * Move a model somewhere it did not choose to go (pushed aside, carried, dropped): a forced
 * move, which no allowance, engagement zone or further consequence follows. Needs the active GM
 * when the model belongs to someone else.
 */
export interface MoveEffect {
  readonly type: "move";
  readonly model: string;
  /** Where its centre goes, ruleset units. */
  readonly to: Point;
  /** Its new elevation, ruleset units; unchanged when absent. */
  readonly elevation?: number;
}

/** Set or clear a status on a model's actor (`prone` stands for Prone and Pinned). */
export interface StatusEffect {
  readonly type: "status";
  readonly model: string;
  readonly status: string;
  readonly active: boolean;
}

/** Switch a region's terrain off (an obstacle a vehicle destroyed); the GM can switch it on again. */
export interface DisableRegionEffect {
  readonly type: "disableRegion";
  readonly region: string;
}

/** Switch a region's terrain on again (undoing a {@link DisableRegionEffect}). */
export interface EnableRegionEffect {
  readonly type: "enableRegion";
  readonly region: string;
}

/**
 * Remember something about a model for the rest of its turn (activation): `edgeCleared` (a passed
 * edge test lets it go on into that terrain), `rider:<id>` (that rider already tested to hold on
 * while this vehicle moved). Marks of an earlier turn are forgotten.
 */
export interface TurnMarkEffect {
  readonly type: "turnMark";
  readonly model: string;
  readonly mark: string;
}

/** Record that a lift moved in a round (it moves once per round). */
export interface LiftUsedEffect {
  readonly type: "liftUsed";
  readonly region: string;
  /** The round's key, as the adapter gave it. */
  readonly round: string;
}

/**
 * Take damage from a model's actor's wounds (dh2 falling damage, ruling 4: armour does not reduce
 * it). The total is rolled by the adapter from the card's formula; the actor's data model takes it
 * (`applyWounds`). Needs the active GM when the actor belongs to someone else.
 */
export interface WoundsEffect {
  readonly type: "wounds";
  readonly model: string;
  /** Damage taken, whole points ≥ 0. */
  readonly damage: number;
}

/** Add levels of Fatigue to a model's actor (its data model's `applyFatigue`). */
export interface FatigueEffect {
  readonly type: "fatigue";
  readonly model: string;
  /** Levels gained, whole, ≥ 1. */
  readonly levels: number;
}

/**
 * Post a fall card: the model fell `metres` without a test (dh2: a flyer that stopped flying,
 * § Flying Movement), with its falling damage `formula` (a Foundry dice formula, ruling 4) for the
 * card's Apply damage button. Posted by the client that carries it out, like a test.
 */
export interface FallCardEffect {
  readonly type: "fallCard";
  readonly model: string;
  /** Metres (ruleset units) fallen. */
  readonly metres: number;
  /** The damage formula with the metres filled in (`1d10 + 15`). */
  readonly formula: string;
  /** The damage's type (dh2: `impact`); armour never reduces it. */
  readonly damageType: string;
}

/**
 * Set a counter the rules keep on a model's actor (TestsCapability.countersAfterMove; opend6: the
 * drowning rounds back to 0 once out of the water) through the actor data model's
 * `setCounter(counter, value)`. Needs the active GM when the actor belongs to someone else.
 */
export interface SetCounterEffect {
  readonly type: "setCounter";
  readonly model: string;
  readonly counter: string;
  /** The new value, whole, ≥ 0. */
  readonly value: number;
}

/**
 * What one vehicle's side of a collision rolls (CollisionsCapability): ids of the
 * ruleset's tables, stored on the card and re-read whenever it is shown or resolved.
 */
export interface CollisionRequest {
  /** The speed level the vehicle travels at (opend6: `stopped` … `allOut`, or `panic`). */
  readonly speed: string;
  /** Its situations in the collision (opend6: `headOn`, `rearEnd`, `sideswipe`, …), cumulative. */
  readonly situations: readonly string[];
  /** Its nose ran into a vehicle: a ram, if its kind may ram. */
  readonly rams?: boolean;
  /** Panic damage only: the surface the team bolts over (opend6: `road`, `rough`). */
  readonly surface?: string;
  /**
   * The scale modifier this side's roll takes (opend6 § Vehicle Damage: it goes on the attacker's
   * damage total or on the target's resistance total), points ≥ 0, added to the total
   * `scaleTo` names; absent or 0: none.
   */
  readonly scale?: number;
  /** Which total {@link scale} is added to: the damage total, or the vehicle's resistance total. */
  readonly scaleTo?: "damage" | "resistance";
}

/** One vehicle's side of a collision: the vehicle (token id) and what its damage rolls. */
export interface CollisionSide {
  readonly model: string;
  readonly request: CollisionRequest;
}

/**
 * Post a collision card (CollisionsCapability): each side's damage against its vehicle's
 * resistance, rolled when posted; its Apply buttons change the vehicles. Posted by the client
 * that carries it out, like a test.
 */
export interface CollisionCardEffect {
  readonly type: "collisionCard";
  /** The vehicle whose move (or team) caused it (token id); the card is spoken by it. */
  readonly mover: string;
  /** The model it ran into (token id), or null for terrain and panic damage. */
  readonly other: string | null;
  /** What it ran into: another vehicle, a token, solid terrain, or its own team's panic. */
  readonly against: "vehicle" | "token" | "terrain" | "panic";
  /** The vehicles that take damage: the mover first. */
  readonly sides: readonly CollisionSide[];
}

/** A vehicle's damage after a collision card's Apply (CollisionsCapability.apply), totals after it. */
export interface VehicleDamageChanges {
  /** The damage level now (opend6: `none` … `destroyed`). */
  readonly damage: string;
  /** Maneuverability dice lost until repaired, in all. */
  readonly maneuverabilityLoss: number;
  /** Top speed levels lost until repaired, in all. */
  readonly speedLoss: number;
  /**
   * Turn starts a passing loss lasts from now (opend6: a Very Light hit's −1D Maneuverability,
   * lasting the round of the hit and one more); absent: unchanged.
   */
  readonly passingRounds?: number;
  /**
   * The last combat round a passing loss lasts through (opend6: a Very Light hit's −1D, the round
   * it is hit in and the next); absent: hit outside a started combat, no round known.
   */
  readonly passingUntil?: number;
}

/**
 * Write a vehicle's damage through its actor's data model (`applyCollisionDamage(changes)`).
 * Needs the active GM when the actor belongs to someone else.
 */
export interface VehicleDamageEffect {
  readonly type: "vehicleDamage";
  readonly model: string;
  readonly changes: VehicleDamageChanges;
}

/** Everything a decision can set off. */
export type Effect =
  | TestEffect
  | NoticeEffect
  | MoveEffect
  | StatusEffect
  | DisableRegionEffect
  | EnableRegionEffect
  | TurnMarkEffect
  | LiftUsedEffect
  | WoundsEffect
  | FatigueEffect
  | FallCardEffect
  | SetCounterEffect
  | CollisionCardEffect
  | VehicleDamageEffect;
