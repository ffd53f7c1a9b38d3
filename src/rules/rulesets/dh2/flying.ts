/**
 * Flying and zero gravity in Dark Heresy 2e (dh2-movement.md § Flying, § Altitude, § Flying
 * Movement, § Zero Gravity). Distances are metres.
 * @module
 */
import type { Gravity } from "../../types";
import { gravityOf } from "./input";

/** The altitudes of a Terra-like world, lowest first (§ Altitude). */
export const ALTITUDES = ["hovering", "low", "high"] as const;

/** An altitude. */
export type Altitude = (typeof ALTITUDES)[number];

/** Where an attacker or target is: on the ground, or at an altitude. */
export type Elevation = "ground" | Altitude;

/** The flight traits (§ Flying Movement): a Hoverer stays at hovering altitude; a Flyer goes anywhere. */
export type FlightTrait = "flyer" | "hoverer";

/** How high above the ground a hoverer stays, metres (§ Hovering Altitude: about two metres). */
export const HOVER_HEIGHT = 2;

/** The Ballistic Skill modifier of a ground attacker against a low-altitude flyer (§ Low Altitude). */
export const LOW_ALTITUDE_BS_MODIFIER = -10;

/** The fall of a flyer that stops flying, metres by altitude (§ Flying Movement; high: 25 m or more at the GM's discretion). */
export const ALTITUDE_FALL: Readonly<Record<Altitude, number>> = { hovering: 0, low: 15, high: 25 };

/** How close a surface must be to push off from in zero gravity, metres (Stride's "adjacent"). */
export const PUSH_OFF_REACH = 1;

/** Whether a value is an altitude. */
export function isAltitude(value: unknown): value is Altitude {
  return (ALTITUDES as readonly unknown[]).includes(value);
}

function altitude(value: unknown, name: string): Altitude {
  if (!isAltitude(value)) throw new RangeError(`${name} must be one of ${ALTITUDES.join(", ")}`);
  return value;
}

function elevation(value: unknown, name: string): Elevation {
  if (value === "ground") return value;
  return altitude(value, name);
}

/**
 * The altitudes a flight trait reaches (§ Flying Movement): a Hoverer only hovering, a Flyer all.
 * @throws {RangeError} when `trait` is not `flyer` or `hoverer`
 */
export function altitudesFor(trait: FlightTrait): readonly Altitude[] {
  if (trait === "hoverer") return ["hovering"];
  if (trait === "flyer") return ALTITUDES;
  throw new RangeError("trait must be flyer or hoverer");
}

/**
 * The movement actions that can change altitude from `from` to `to` in one turn (§ Altitude): one
 * level takes a Full Move (or a Charge or Run, which also are), more than one a Charge or Run. No
 * change needs none (an empty list is "nothing to pay": `levels` is 0).
 * @returns the levels changed and the dh2 action ids that allow it
 * @throws {RangeError} when an altitude is unknown
 */
export function altitudeChange(from: Altitude, to: Altitude): { levels: number; actions: readonly string[] } {
  const levels = Math.abs(ALTITUDES.indexOf(altitude(to, "to")) - ALTITUDES.indexOf(altitude(from, "from")));
  if (levels === 0) return { levels, actions: [] };
  return { levels, actions: levels === 1 ? ["full", "charge", "run"] : ["charge", "run"] };
}

/**
 * Whether an attack can reach a target at an altitude, and the attacker's Ballistic Skill modifier
 * (§ Hovering/Low/High Altitude): hovering counts as ground level; a ground attacker shooting a
 * low-altitude target takes −10; high altitude only fights high altitude.
 * @throws {RangeError} when an elevation is not `ground` or an altitude
 */
export function altitudeAttack(attacker: Elevation, target: Elevation): { possible: boolean; modifier: number } {
  const a = elevation(attacker, "attacker");
  const t = elevation(target, "target");
  const level = (e: Elevation) => (e === "hovering" ? "ground" : e);
  if ((level(a) === "high") !== (level(t) === "high")) return { possible: false, modifier: 0 };
  return { possible: true, modifier: level(a) === "ground" && t === "low" ? LOW_ALTITUDE_BS_MODIFIER : 0 };
}

/**
 * How far a flyer falls when it stops flying (Stunned, no Move action in its turn; § Flying
 * Movement): hovering lands safely (0 m), low altitude falls 15 m, high altitude 25 m.
 * @throws {RangeError} when `from` is not an altitude
 */
export function flyerFall(from: Altitude): number {
  return ALTITUDE_FALL[altitude(from, "from")];
}

/**
 * Whether a character may start a Move action (§ Zero Gravity): in zero gravity only when a floor,
 * wall, deck or other secure object is within reach to push off from ({@link PUSH_OFF_REACH}); in
 * any other gravity always.
 * @param surfaceDistance metres to the nearest secure surface, or null when there is none
 * @throws {RangeError} when `gravity` is unknown or `surfaceDistance` is neither null nor a number
 */
export function canPushOff(gravity: Gravity, surfaceDistance: number | null): boolean {
  const g = gravityOf(gravity);
  if (surfaceDistance !== null && (typeof surfaceDistance !== "number" || Number.isNaN(surfaceDistance))) {
    throw new RangeError("surfaceDistance must be a number or null");
  }
  if (g !== "zero") return true;
  return surfaceDistance !== null && surfaceDistance <= PUSH_OFF_REACH;
}
