/**
 * Capability: vehicles running into models, vehicles and terrain
 * (necromunda-movement.md § Vehicle Collisions).
 * @module
 */
import type { Notice } from "../effects";
import type { CollisionTerrain, ContactArc, TerrainCollision, VehicleCollision } from "../types";
import type { CardText } from "./tests";

/** How a card shows a collision notice. */
export interface NoticeDescription {
  /** What ran into what ("Head-on collision"). */
  readonly title: CardText;
  /**
   * What happened, sentence by sentence. The adapter adds the models' names to each text's data:
   * `mover`, `other` and `names` (the fallers, as a list).
   */
  readonly what: readonly CardText[];
  /** The hit each model suffers: its token id and the hit as printed ("S7 AP−2 D2"). */
  readonly hits: readonly { readonly model: string; readonly hit: string }[];
}

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
  readonly collision: (input: {
    readonly move: number;
    readonly moverToughness: number;
    readonly otherToughness: number;
    readonly arc: ContactArc;
    readonly ram?: boolean;
  }) => VehicleCollision;
  /** Resolves a moving vehicle running into terrain (solid terrain or an obstacle). */
  readonly terrainCollision: (input: {
    readonly move: number;
    readonly terrain: CollisionTerrain;
    readonly ram?: boolean;
  }) => TerrainCollision;
  /** How a card words a collision notice. */
  readonly describeNotice: (notice: Notice) => NoticeDescription;
}
