/**
 * Vehicle collisions (necromunda-movement.md § Vehicle Collisions, § Running Over Fighters).
 * @module
 */
import { finite, plain } from "../../geometry/validate";

/** A hit's profile. */
export interface HitProfile {
  readonly strength: number;
  readonly ap: number;
  readonly damage: number;
}

/**
 * A standing vehicle that a jump start, turn-over, free wheel or collision moves counts as M3" (§ Collision
 * Damage): the hit a vehicle pushed in a collision deals the fighters it runs over
 * (VehiclesCapability.pushedMove).
 */
export const STATIONARY_MOVE = 3;

/** What the collision damage depends on. */
export interface CollisionInput {
  /** The moving vehicle's Move characteristic, inches. */
  readonly move: number;
  /** The hit is against a vehicle of lower Toughness than another vehicle in the collision. */
  readonly lowerToughness?: boolean;
  /** The damage the rammer itself suffers from a head-on Ram (Double): Move is halved, rounded up ({@link rammedMove}). */
  readonly rammerOwnDamage?: boolean;
}

/**
 * The Move a head-on Ram (Double) looks up its own damage with (§ Collision Damage: for its own damage it
 * counts half its movement): half the Move, rounded up to a whole inch
 * before the row is looked up (Stride ruling: the rows are whole inches, and the text rounds its
 * other halved and fallen distances up), so M7 rams as M4 (3–5: S3) and M11 as M6 (6–7: S5 AP−1).
 * NaN stays NaN (no Move: the 3–5 row).
 */
function rammedMove(move: number): number {
  return Math.ceil(move / 2 - 1e-9) + 0;
}

/**
 * Collision damage by the moving vehicle's Move: 3–5 S3; 6–7 S5 AP−1; 8–9 S7 AP−2 D2;
 * 10+ S9 AP−3 D3; +1 S, AP and D against a vehicle of lower Toughness. A head-on Ram's own
 * damage halves the Move first ({@link rammedMove}). A Move under 3 (including a halved Ram) uses
 * the 3–5 row (Stride ruling: the table starts at 3); so does a Move of NaN (clamped: no Move).
 * @throws {TypeError} when `input` is not an object or its Move not a number
 */
export function collisionDamage(input: CollisionInput): HitProfile {
  if (typeof input !== "object" || input === null) throw new TypeError("Collision input must be { move, … }");
  if (typeof input.move !== "number")
    throw new TypeError(`A vehicle's Move must be a number, got ${typeof input.move}`);
  const move = input.rammerOwnDamage ? rammedMove(input.move) : input.move;
  const base: HitProfile =
    move >= 10
      ? { strength: 9, ap: -3, damage: 3 }
      : move >= 8
        ? { strength: 7, ap: -2, damage: 2 }
        : move >= 6
          ? { strength: 5, ap: -1, damage: 1 }
          : { strength: 3, ap: 0, damage: 1 };
  if (!input.lowerToughness) return base;
  return { strength: base.strength + 1, ap: base.ap - 1, damage: base.damage + 1 };
}

/** A fighter's state when a vehicle runs into it. */
export type FighterStatus = "standing" | "pinned" | "seriouslyInjured";

/**
 * The Initiative test of a fighter a vehicle contacts: +1 standing, unmodified when Pinned, and a
 * flat 6+ when Seriously Injured (§ Running Over Fighters).
 * @param initiative the fighter's Initiative X (of "X+")
 * @returns the target X and the modifier to the roll
 * @throws {TypeError|RangeError} when `initiative` is not a finite number or `status` not a {@link FighterStatus}
 */
export function runOverTest(initiative: number, status: FighterStatus): { target: number; modifier: number } {
  finite(initiative, "Initiative");
  if (status !== "standing" && status !== "pinned" && status !== "seriouslyInjured") {
    throw new RangeError(`A fighter's status is standing, pinned or seriouslyInjured, got ${plain(status)}`);
  }
  if (status === "seriouslyInjured") return { target: 6, modifier: 0 };
  return { target: initiative, modifier: status === "standing" ? 1 : 0 };
}

import type { ContactArc, VehicleCollision } from "../../types";

import type { CollisionTerrain, TerrainCollision } from "../../types";
export type { CollisionTerrain, ContactArc, TerrainCollision, VehicleCollision } from "../../types";

/**
 * What a vehicle-to-vehicle contact does (§ Move and Push During Collisions): head-on pushes the
 * other vehicle unless the mover is the weaker (then it stops); side-on calls a Handling test,
 * +1 when the mover is the tougher.
 * @throws {TypeError|RangeError} when `arc` is not `front` or `side`, or a Toughness not a finite number
 */
export function vehicleContact(
  arc: ContactArc,
  moverToughness: number,
  otherToughness: number,
): { readonly kind: "push" | "stop" | "handling"; readonly modifier: number } {
  if (arc !== "front" && arc !== "side") throw new RangeError(`A contact arc is front or side, got ${plain(arc)}`);
  finite(moverToughness, "moverToughness");
  finite(otherToughness, "otherToughness");
  if (arc === "front") return { kind: moverToughness < otherToughness ? "stop" : "push", modifier: 0 };
  return { kind: "handling", modifier: moverToughness > otherToughness ? 1 : 0 };
}

/**
 * Resolves a vehicle-to-vehicle contact: both suffer the moving vehicle's collision damage, +1
 * S, AP and D to the one of lower Toughness; a head-on Ram (Double) halves the rammer's own.
 * @param moverToughness the mover's Toughness on the contacting facing
 * @param otherToughness the other's Toughness on the facing hit
 * @throws {TypeError|RangeError} as {@link vehicleContact} and {@link collisionDamage}, or when `input` is not an object
 */
export function vehicleCollision(input: {
  readonly move: number;
  readonly moverToughness: number;
  readonly otherToughness: number;
  readonly arc: ContactArc;
  readonly ram?: boolean;
}): VehicleCollision {
  if (typeof input !== "object" || input === null) throw new TypeError("A vehicle collision must be { move, … }");
  const { move, moverToughness, otherToughness, arc } = input;
  const contact = vehicleContact(arc, moverToughness, otherToughness);
  return {
    arc,
    result: contact.kind,
    handlingModifier: contact.modifier,
    moverHit: collisionDamage({
      move,
      lowerToughness: moverToughness < otherToughness,
      rammerOwnDamage: input.ram === true && arc === "front",
    }),
    otherHit: collisionDamage({ move, lowerToughness: otherToughness < moverToughness }),
  };
}

/**
 * Resolves a vehicle running into terrain (§ Colliding with Terrain): it counts as a collision
 * with a vehicle. Solid terrain (walls, impassable terrain) is the tougher, takes no damage and
 * stops the vehicle, which suffers the +1 of the weaker; an obstacle is the weaker and is
 * destroyed. A Ram (Double) halves the rammer's own damage (§ Collision Damage).
 * @throws {TypeError} when `input` is not an object or its Move not a number
 * @throws {RangeError} when the terrain is not `solid` or `obstacle`
 */
export function terrainCollision(input: {
  readonly move: number;
  readonly terrain: CollisionTerrain;
  readonly ram?: boolean;
}): TerrainCollision {
  if (typeof input !== "object" || input === null) throw new TypeError("A terrain collision must be { move, terrain }");
  if (input.terrain !== "solid" && input.terrain !== "obstacle") {
    throw new RangeError(`Collision terrain is solid or obstacle, got ${plain(input.terrain)}`);
  }
  const solid = input.terrain === "solid";
  return {
    terrain: input.terrain,
    result: solid ? "stop" : "destroy",
    moverHit: collisionDamage({ move: input.move, lowerToughness: solid, rammerOwnDamage: input.ram === true }),
  };
}
