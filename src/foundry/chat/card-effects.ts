/**
 * What a card's buttons set off on the scene. The chat code never moves a token or reads the
 * scene's geometry: the hook wiring passes an implementation of {@link CardEffects} (the effects
 * executor), which carries each effect out with the permission it needs.
 * @module
 */
import type { MovementTestCall, MovementTestResolution, Ruleset, TestConsequence } from "../../rules";
import type { LandedOn } from "../data/chat-message/movement-test-data";

export type { LandedOn };

/** A test just rolled on a card, for the token that took it. */
export interface RolledTest {
  /** The card's token (`Scene.<id>.Token.<id>`). */
  readonly tokenUuid: string;
  /** The test, as rebuilt from the card's request. */
  readonly call: MovementTestCall;
  readonly resolution: MovementTestResolution;
  /**
   * The history period the card was posted in (MovementTestSystem.postedTurn): "" outside a started
   * combat, null/absent when unknown (the test then belongs to the period it is rolled in).
   */
  readonly postedTurn?: string | null;
  /** The card's message id: a player's made strike names it to the active GM (effects/strike.ts). */
  readonly messageId?: string | null;
}

/** A failed test's fall, as Prone (Pinned) is applied from its card. */
export interface FallToApply {
  readonly tokenUuid: string;
  /** What the failed test sets off (a fall, a fall off a vehicle), re-derived from the stored dice. */
  readonly consequences: readonly TestConsequence[];
  /** The models the card says the fall landed on (stored data: not to be trusted). */
  readonly landedOn: readonly LandedOn[];
  /** The card's message id: a player's client names it to the active GM, who makes the fall's moves. */
  readonly messageId?: string | null;
}

/** The scene side of movement test cards. */
export interface CardEffects {
  /**
   * After a roll, before its result is written: the models a fall landed on, read from the scene
   * (necromunda-movement.md § Falling on Other Models); [] when the outcome is no fall or none.
   */
  landingsOf(rolled: RolledTest, ruleset: Ruleset): Promise<readonly LandedOn[]>;
  /** After the result is written (a passed leap lets the token cross gaps this turn, § Leaping Gaps). */
  afterRoll(rolled: RolledTest, ruleset: Ruleset): Promise<void>;
  /**
   * As Prone (Pinned) is applied: keeps only the landings the scene confirms (the named token is
   * under the faller now and has the named actor), sets the status on those models' actors,
   * moves the faller off the first of them 1" from an enemy, or off the vehicle it fell from
   * (a `fallOff` consequence), as forced moves (§ Falling on Other Models, § Fighters & Loot on Moving
   * Vehicles). Never touches a model the scene does not confirm.
   * @param angle the direction of a fall off a vehicle, radians (random when absent)
   * @returns the landings confirmed
   */
  applyFall(fall: FallToApply, ruleset: Ruleset, angle?: number): Promise<readonly LandedOn[]>;
  /**
   * Before Prone is applied from a card: false (the user told why) when this client may not make the
   * fall's forced moves and no other client will (a player's own card with a GM connected); the card
   * then sets no Prone and stays unapplied. Absent: true.
   */
  canApplyFall?(fall: FallToApply): boolean;
  /**
   * Takes rolled damage from the wounds of the card token's actor (dh2 falling damage, ruling 4),
   * as this user (the actor's owner, or the GM acting on a card it posted: requests.ts).
   * @param damage whole points ≥ 0
   * @returns whether it was done (absent: the scene side takes no damage; the card says so)
   */
  applyWounds?(tokenUuid: string, damage: number, ruleset: Ruleset): Promise<boolean>;
}
