/**
 * Capability: vehicles running into models, vehicles and terrain
 * (necromunda-movement.md § Vehicle Collisions).
 * @module
 */
import type { CollisionTerrain, ContactArc, TerrainCollision, VehicleCollision } from "../types";

/** What vehicles' moves do when they run into something. */
export interface VehiclesCapability {
  /** The action a vehicle rams with (necromunda: `ram`), halving its own collision damage; absent when none. */
  readonly ramAction?: string;
  /** The most vehicles a chain of head-on pushes follows before it stops. */
  readonly maxChain: number;
  /**
   * Resolves a moving vehicle running into another.
   * @param input the mover's Move (ruleset units), the Toughness of the two facings in contact, the mover's arc
   */
  collision(input: {
    readonly move: number;
    readonly moverToughness: number;
    readonly otherToughness: number;
    readonly arc: ContactArc;
    readonly ram?: boolean;
  }): VehicleCollision;
  /** Resolves a moving vehicle running into terrain (solid terrain or an obstacle). */
  terrainCollision(input: {
    readonly move: number;
    readonly terrain: CollisionTerrain;
    readonly ram?: boolean;
  }): TerrainCollision;
}
