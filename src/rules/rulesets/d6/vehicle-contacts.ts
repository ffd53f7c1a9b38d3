/**
 * What an OpenD6 vehicle's path runs into, and the collision dice of each vehicle involved
 * (d6-movement.txt § Vehicle Damage, § Speed Damage Modifier, § Collision Damage Modifier,
 * § Ramming & Sideswiping Vehicles; ruling 12). Contacts are found with the same spatial index as
 * the other rulesets' vehicles (geometry/engagement.ts basesAlongPath over a Flatbush of the
 * bases). Pure; ruleset units (metres).
 * @module
 */
import { basesAlongPath, contactArc } from "../../geometry/engagement";
import type { ModelSnapshot, Point, SceneSnapshot } from "../../scene";
import { checkSceneSnapshot, facingOf, findModel } from "../../scene/check";
import { input, own, points, show } from "../../geometry/validate";
import { SPEED_LEVELS, type CollisionSituation, type SpeedLevel } from "./vehicle-tables";
import { collisionDice } from "./vehicles";
import { isWholeNumber } from "../../scene/numbers";

/** One thing a vehicle's path ran into. */
export interface VehicleContact {
  /** `vehicle`: another vehicle; `token`: a character or creature; `terrain`: a wall or impassable region. */
  readonly kind: "vehicle" | "token" | "terrain";
  /** The other model's id (none for terrain). */
  readonly other?: string;
  /** Where along the path: the segment's index and the fraction of it. */
  readonly segment: number;
  readonly t: number;
  /** The moving vehicle's situation (§ Collision Damage Modifier). */
  readonly moverSituation: CollisionSituation;
  /** The other vehicle's situation, for a vehicle. */
  readonly otherSituation?: CollisionSituation;
}

/** A vehicle's speed level from its profile (`vehicleSpeed`, the level's index), cruising when absent. */
function speedOf(model: ModelSnapshot): SpeedLevel {
  const index = model.characteristics["vehicleSpeed"];
  return isWholeNumber(index) && SPEED_LEVELS[index] ? SPEED_LEVELS[index] : "cruising";
}

/**
 * Every contact of a vehicle's move, in the order reached: vehicles and tokens on its level the
 * path touches (bases it starts overlapping and its riders are not counted), and, with `blocked`
 * (Foundry's walls or an impassable region cut the move short), the terrain where it ends.
 * Situations (Stride reading of § Collision Damage Modifier): the mover's front meeting another
 * vehicle's front is head-on for both, its rear a rear-end for both, its side nose to side for
 * both; the mover's side meeting anything is a sideswipe; a token is something yielding; terrain
 * is something very hard.
 * @param path the vehicle's centre along the move, ruleset units
 * @param options `blocked` the move was cut short by walls or impassable terrain
 * @throws {TypeError|RangeError} when the snapshot or the path is malformed, or `moverId` is not a string
 */
export function vehicleContacts(
  snapshot: SceneSnapshot,
  moverId: string,
  path: readonly Point[],
  options: { readonly blocked?: boolean } = {},
): VehicleContact[] {
  checkSceneSnapshot(snapshot);
  if (typeof moverId !== "string") throw new TypeError(`moverId must be a string, got ${show(moverId)}`);
  points(path, "path");
  const blocked = own(options, "blocked");
  if (blocked !== undefined && typeof blocked !== "boolean") {
    throw new TypeError(`options.blocked must be a boolean, got ${show(blocked)}`);
  }
  return contactsOf(snapshot, moverId, path, blocked === true);
}

/** {@link vehicleContacts} for input already checked (a collision move's, vehicle-collisions.ts). */
export function contactsOf(
  snapshot: SceneSnapshot,
  moverId: string,
  path: readonly Point[],
  blocked: boolean,
): VehicleContact[] {
  const mover = findModel(snapshot, moverId);
  if (!mover || mover.kind !== "vehicle" || path.length < 2) return [];
  const level = (m: ModelSnapshot) => Math.abs(m.elevation - mover.elevation) <= snapshot.gridStep / 2 + 1e-9;
  const others = snapshot.models.filter((m) => m.id !== mover.id && m.kind !== "loot" && level(m));
  const contacts: VehicleContact[] = basesAlongPath(
    path,
    mover.base.radius,
    others.map((m) => m.base),
  ).map((c) => {
    const other = others[c.base]!;
    const a = path[c.segment]!;
    const b = path[c.segment + 1]!;
    const at = { x: a.x + (b.x - a.x) * c.t, y: a.y + (b.y - a.y) * c.t };
    const arc = contactArc({ x: b.x - a.x, y: b.y - a.y }, { x: other.base.x - at.x, y: other.base.y - at.y });
    const where = { segment: c.segment, t: c.t, other: other.id };
    if (other.kind !== "vehicle") {
      return { kind: "token", ...where, moverSituation: arc === "side" ? "sideswipe" : "yielding" };
    }
    if (arc === "side") return { kind: "vehicle", ...where, moverSituation: "sideswipe", otherSituation: "sideswipe" };
    const facing = facingOf(other, at);
    const situation: CollisionSituation = facing === "front" ? "headOn" : facing === "rear" ? "rearEnd" : "noseToSide";
    return { kind: "vehicle", ...where, moverSituation: situation, otherSituation: situation };
  });
  if (blocked) contacts.push({ kind: "terrain", segment: path.length - 2, t: 1, moverSituation: "veryHard" });
  return contacts;
}

/** The collision dice of the vehicles in one contact. */
export interface ContactDice {
  /** Dice the moving vehicle's damage rolls: its speed level plus its situation. */
  readonly mover: number;
  /** Dice the other vehicle's damage rolls, at its own speed level; null for a token or terrain. */
  readonly other: number | null;
}

/**
 * The damage dice of a contact (§ Speed Damage Modifier: the speed level at which the damaged
 * vehicle travels; § Collision Damage Modifier; at least 1D, ruling 12). Both vehicles take damage.
 * @param moverSpeed the moving vehicle's speed level this move
 * @param otherSpeed the other vehicle's speed level (its profile's when absent: the snapshot's `vehicleSpeed`)
 * @throws {TypeError|RangeError} on an unknown speed level or a contact without a known situation
 */
export function contactDice(
  contact: VehicleContact,
  moverSpeed: SpeedLevel,
  otherSpeed: SpeedLevel = "stopped",
): ContactDice {
  input(contact, "contact");
  return {
    mover: collisionDice({ speed: moverSpeed, situations: [contact.moverSituation] }),
    other:
      contact.otherSituation === undefined
        ? null
        : collisionDice({ speed: otherSpeed, situations: [contact.otherSituation] }),
  };
}

/**
 * The speed level a vehicle model travels at, from its snapshot (`vehicleSpeed`; cruising when absent).
 * @throws {TypeError} when `model` has no characteristics object
 */
export function snapshotSpeed(model: ModelSnapshot): SpeedLevel {
  input(model, "model");
  if (typeof model.characteristics !== "object" || model.characteristics === null) {
    throw new TypeError("A model needs a characteristics object");
  }
  return speedOf(model);
}
