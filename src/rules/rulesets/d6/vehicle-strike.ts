/**
 * Declared rams and sideswipes (d6-movement.txt § Ramming & Sideswiping Vehicles, § Stunt
 * Difficulties & Modifiers: ramming +10 for water or magical vehicles, sideswiping +10 for any):
 * the stunt a move that makes the declared contact rolls, carrying the collision it would cause,
 * and the collision card a successful stunt sets off (a ram or sideswipe that succeeds damages both
 * vehicles). Pure; the request's options are strings, as a card stores them.
 * @module
 */
import type { TestConsequence } from "../../capabilities/outcomes";
import type { CollisionRequest } from "../../effects";
import type { TestRequest } from "../../types";
import { numberOf, own, show } from "../../geometry/validate";
import {
  COLLISION_SITUATIONS,
  SPEED_LEVELS,
  type CollisionSituation,
  type DeclaredStunt,
  type SpeedLevel,
  type VehicleKind,
} from "./vehicle-tables";

/** The most a scale difference may be (OpenD6 scale values stay well below it). */
const MAX_SCALE = 1000;

/** What a declared stunt strikes: the other vehicle, each side's speed and situation, and the scale between them. */
export interface Strike {
  /** The declared stunt (`ram` or `sideswipe`). */
  readonly stunt: Exclude<DeclaredStunt, "none">;
  /** The striking vehicle's kind (the chart's rows it may use). */
  readonly kind: VehicleKind;
  /** The vehicle struck (token id). */
  readonly other: string;
  readonly speed: SpeedLevel;
  readonly situation: CollisionSituation;
  readonly otherSpeed: SpeedLevel;
  readonly otherSituation: CollisionSituation;
  /** The other's scale minus the striker's (OpenD6 scale values), 0 when the same. */
  readonly scale: number;
  /** The worst terrain level crossed, if any. */
  readonly terrain?: string | undefined;
}

/**
 * The stunt request a declared ram or sideswipe rolls (vehicle-ruleset.ts buildVehicleTest, kind
 * `stunt`): the chart's row for it, the vehicle's kind and the terrain, and the collision it would
 * cause (`collide` the other's token id, `speed`, `situation`, `otherSpeed`, `otherSituation`,
 * `scale`), which {@link strikeConsequence} reads back once the roll is made.
 */
export function strikeRequest(strike: Strike): TestRequest {
  return {
    kind: "stunt",
    options: {
      stunts: strike.stunt,
      kind: strike.kind,
      ...(strike.terrain && strike.terrain !== "easy" ? { terrain: strike.terrain } : {}),
      collide: strike.other,
      speed: strike.speed,
      situation: strike.situation,
      otherSpeed: strike.otherSpeed,
      otherSituation: strike.otherSituation,
      scale: String(strike.scale),
    },
  };
}

function pick<T extends string>(ids: readonly T[], value: unknown, what: string): T {
  if (!(ids as readonly unknown[]).includes(value)) {
    throw new RangeError(`A strike's ${what} must be one of ${ids.join(", ")}, got ${show(value)}`);
  }
  return value as T;
}

/**
 * The scale modifier of each side of a collision between two things of different scale (§ Vehicle
 * Damage: the attacker's damage total or the target's resistance total takes it; Stride reading,
 * docs/rulings.md): each vehicle's damage is the other's attack on it, so the smaller side's damage
 * total takes the difference and the larger side's resistance total does.
 * @param difference the other's scale minus this side's
 */
export function scaleOf(difference: number): Pick<CollisionRequest, "scale" | "scaleTo"> {
  if (!Number.isFinite(difference) || difference === 0) return {};
  return difference > 0
    ? { scale: Math.min(MAX_SCALE, difference), scaleTo: "damage" }
    : { scale: Math.min(MAX_SCALE, -difference), scaleTo: "resistance" };
}

/**
 * The collision card a made ram or sideswipe sets off (§ Ramming & Sideswiping Vehicles), read
 * from its stunt request ({@link strikeRequest}): the striker's side at its speed and situation (a
 * ram `rams`, so a water vehicle loses its next round), the other's at its own, each with its
 * scale modifier ({@link scaleOf}). Null when the request is not a strike.
 * @throws {RangeError} when a strike's option is not a known speed, situation or a scale number
 */
export function strikeConsequence(request?: TestRequest): TestConsequence | null {
  const options = own(request, "options");
  const other = own(options, "collide");
  if (typeof other !== "string" || other === "") return null;
  const rawScale = own(options, "scale");
  const scale = rawScale === undefined ? 0 : numberOf(rawScale);
  if (!Number.isFinite(scale) || Math.abs(scale) > MAX_SCALE) {
    throw new RangeError(`A strike's scale must be a number within ±${MAX_SCALE}, got ${show(rawScale)}`);
  }
  const rams = own(options, "stunts") === "ram";
  return {
    type: "collision",
    other,
    request: {
      speed: pick(SPEED_LEVELS, own(options, "speed"), "speed"),
      situations: [pick(COLLISION_SITUATIONS, own(options, "situation"), "situation")],
      ...(rams ? { rams: true } : {}),
      ...scaleOf(scale),
    },
    otherRequest: {
      speed: pick(SPEED_LEVELS, own(options, "otherSpeed"), "otherSpeed"),
      situations: [pick(COLLISION_SITUATIONS, own(options, "otherSituation"), "otherSituation")],
      ...scaleOf(-scale),
    },
  };
}
