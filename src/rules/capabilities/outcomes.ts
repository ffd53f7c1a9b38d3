/**
 * What a rolled test reports beyond pass and fail, and what it changes for the model that took
 * it: the dice pool's count, and consequences the adapter carries out (an allowance raised for
 * the rest of the movement history, damage marked on a condition monitor, a status, a cleared
 * edge). Ruleset-neutral: a ruleset returns them, the adapter never asks which ruleset.
 * @module
 */
import type { CollisionRequest } from "../effects";
import type { HitProfile, TestRequest } from "../types";

/** A dice pool's count (dice kind `pool`): what a card shows of a pool test. */
export interface PoolReport {
  /** Dice rolled. */
  readonly dice: number;
  /** Hits that count (after the test's limit). */
  readonly hits: number;
  /** Hits rolled before the limit. */
  readonly rolledHits: number;
  /** Dice showing 1. */
  readonly ones: number;
  /** The test's threshold (0 when it has none). */
  readonly threshold: number;
  /** Hits beyond the threshold. */
  readonly netHits: number;
  readonly glitch: boolean;
  readonly criticalGlitch: boolean;
  /**
   * The number the outcome names, in the ruleset's unit or in boxes (metres gained by a sprint,
   * jumped, climbed, descended; boxes of damage taken), when the outcome has one.
   */
  readonly amount?: number;
  /** Hits beyond those a cap let count (shadowrun: a jump "with style"). */
  readonly styleHits?: number;
}

/**
 * A change a rolled test makes to the model that took it. The adapter carries each out after
 * posting the result card, with the permission it needs:
 * - `allowance`: add `distance` (ruleset units) to the band of movement action `action` until
 *   the model's movement history resets (see BandsCapability.history); stored on the token and
 *   added to the profile's `modifiers[action]` when bands are worked out, so the ruler and the
 *   enforced limit show it at once.
 * - `damage`: mark `boxes` boxes on the actor's condition monitor `track` (shadowrun: `physical`,
 *   `stun`) through the actor data model's `applyDamage(track, boxes)`.
 * - `status`: set or clear a status (ids of StatusesCapability.statuses) on the actor.
 * - `crossEdge`: the model may cross terrain whose edge test is the test's kind until the
 *   movement history resets (as a passed necromunda leap does).
 * - `fall`: the model falls where it stands: the card names the models it landed on, and applying
 *   the status moves it off them (necromunda-movement.md § Falling on Other Models).
 * - `fallOff`: the model falls off the vehicle it rides and lands beside it (§ Fighters & Loot on
 *   Moving Vehicles).
 * - `damageRoll`: the card offers to roll `formula` (a Foundry dice formula) as damage of
 *   `damageType` and take the total from the actor's wounds, armour not reducing it when
 *   `ignoresArmour` (dh2 falling damage, ruling 4).
 * - `fatigue`: the actor gains `levels` levels of Fatigue (dh2: an encumbered swimmer's failure).
 * - `reposition`: the model is moved `distance` (ruleset units) along `heading` (radians, 0 along
 *   +x, clockwise) and `rise` up (down when negative), as a forced move (dh2: a climb that ends
 *   part-way up, a leap that falls short into the gap; moves/ground.ts `repositionEffects`).
 * - `backtrack`: the model did not get as far as it moved: it goes back along its recorded
 *   movement of this history period by `distance` (ruleset units), through the executor (opend6: a
 *   missed running roll covers only the Move, d6-movement.txt § Running).
 * - `counter`: add `amount` to the actor's counter `counter` through the actor data model's
 *   `addToCounter(counter, amount)`, when it has one (opend6: `drowning`, a failed swimming round,
 *   read back through the movement profile for the next swimming roll).
 * - `paceRoll`: the roll deciding this history period's pace was `made` or missed; the adapter
 *   keeps it on the token until the pace is recorded (BandsCapability.pace `next`; opend6: rounds of
 *   running whose roll was made give a jump its running start, d6-movement.txt § Jumping).
 * - `turnAction`: the test used the model's movement action for the rest of its movement history
 *   (dh2: a jump or a leap is a Full Action, dh2-movement.md § Jumping and Leaping): in a started
 *   combat the adapter keeps the turn's cost so far on the token and the model may move at most
 *   `remaining` (ruleset units, ≥ 0; a cleared leap: the metres leapt) further; an undo taking the
 *   turn's cost back below that point gives the action back (moves/turn-action.ts spentActionCap).
 * - `shove`: a model (token id `model`: the one that took the test or another) is moved `dx`, `dy`
 *   (ruleset units) from where it stands, as a forced move placed when the test was called
 *   (scene/shove.ts; necromunda: the vehicle a side-on Handling test moves aside, the fighter a
 *   lift would crush getting clear); a fighter that ends within an enemy's engagement zone is then
 *   moved clear of it (moves/involuntary.ts, necromunda § Involuntary Move).
 * - `followUp`: the result calls for a further test of the same model, which its card asks for at
 *   once (dh2: a failed running vertical jump's stumble test, § Running Vertical Jumps; an abseil
 *   failed by two or more degrees, the grip test, § Abseiling): `request` builds it with the same
 *   ruleset's `tests.buildTest`. The adapter posts it once, after the roll, for the roller to roll.
 * - `collision`: the test was a declared ram or sideswipe that struck (opend6 § Ramming &
 *   Sideswiping Vehicles: both vehicles take damage in a successful one): a collision card
 *   (CollisionCardEffect) against the vehicle `other` (token id), the tested model's side rolling
 *   `request` and the other's `otherRequest`, posted by the roller after the roll.
 */
export type TestConsequence =
  | { readonly type: "allowance"; readonly action: string; readonly distance: number }
  | { readonly type: "damage"; readonly track: string; readonly boxes: number }
  | { readonly type: "status"; readonly status: string; readonly active: boolean }
  | { readonly type: "crossEdge" }
  | { readonly type: "fall" }
  | { readonly type: "fallOff" }
  | {
      readonly type: "damageRoll";
      readonly formula: string;
      readonly damageType: string;
      readonly ignoresArmour: boolean;
    }
  | { readonly type: "fatigue"; readonly levels: number }
  | { readonly type: "reposition"; readonly distance: number; readonly heading: number; readonly rise: number }
  | { readonly type: "backtrack"; readonly distance: number }
  | { readonly type: "counter"; readonly counter: string; readonly amount: number }
  | { readonly type: "paceRoll"; readonly made: boolean }
  | { readonly type: "turnAction"; readonly remaining: number }
  | { readonly type: "shove"; readonly model: string; readonly dx: number; readonly dy: number }
  | { readonly type: "followUp"; readonly request: TestRequest }
  | {
      readonly type: "collision";
      readonly other: string;
      readonly request: CollisionRequest;
      readonly otherRequest: CollisionRequest;
    };

/** A rolled movement test: the dice result and what follows. */
export interface MovementTestResolution {
  readonly success: boolean;
  /** Degrees (dh2) of success or failure; at least 1. */
  readonly degrees: number;
  /** The number the roll had to meet: target plus capped modifiers. */
  readonly targetNumber: number;
  /** Outcome id for the card's text (dh2: `kept`, `prone`, `disoriented`, `drifting`). */
  readonly outcome: string;
  /** The character falls Prone (necromunda: is Pinned): the card offers to apply it. */
  readonly prone: boolean;
  /** The hit suffered, when the outcome is one (falls, collisions). */
  readonly hit?: HitProfile | null;
  /** The pool's count, for dice kind `pool`. */
  readonly pool?: PoolReport;
  /**
   * The distance the outcome gives, in the ruleset's unit, when it names one (dh2: metres climbed,
   * abseiled, dropped safely, leapt, jumped or swum).
   */
  readonly amount?: number;
  /** What the test changes for the model that took it; the adapter carries each out. */
  readonly consequences?: readonly TestConsequence[];
}
