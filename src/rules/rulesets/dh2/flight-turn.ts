/**
 * A flyer's turn in Dark Heresy 2e (dh2-movement.md § Altitude, § Flying Movement): what changing
 * altitude asks of the turn's movement action in a started combat, and which statuses stop a flyer
 * flying (it then falls as a stalled flyer does, flying.ts `flyerFallEffects`). Distances are metres.
 * @module
 */
import { plain } from "../../geometry/validate";
import type { AltitudeCapability, CardText } from "../../capabilities";
import type { Effect } from "../../effects";
import { altitudeChangeText, FLIGHT_POSITIONS, flightPositions, flyerFallEffects, type Elevation } from "./flying";
import { inputObject } from "./input";
import { flagOf } from "./vertical-input";

/** The most altitude levels counted in one turn (three positions above the ground, there and back, many times). */
export const MAX_TURN_LEVELS = 1000;

/**
 * The statuses that stop a flyer flying (§ Flying Movement: being Stunned is given as one
 * example): Foundry core's Stunned (`stun`), and, as a Stride reading of that example, Unconscious and Dead,
 * which leave a creature no more able to keep flying than Stunned does.
 */
export const FLIGHT_STOPPING_STATUSES = ["stun", "unconscious", "dead"] as const;

function position(value: unknown, name: string): Elevation {
  if (!(FLIGHT_POSITIONS as readonly unknown[]).includes(value)) {
    throw new RangeError(`${name} must be one of ${FLIGHT_POSITIONS.join(", ")}`);
  }
  return value as Elevation;
}

/**
 * The altitude levels between two flight positions (§ Altitude), taking off to or landing from
 * hovering counting as one level, as flying.ts `altitudeChangeText` counts them.
 * @throws {RangeError} when a position is not `ground` or an altitude
 * @example altitudeLevels("ground", "low") // → 2
 */
export function altitudeLevels(from: Elevation, to: Elevation): number {
  return Math.abs(FLIGHT_POSITIONS.indexOf(position(to, "to")) - FLIGHT_POSITIONS.indexOf(position(from, "from")));
}

/**
 * The least movement action a turn that changed `levels` altitude levels takes (§ Altitude): none
 * for 0, a Full Move for one, a Charge or Run (`charge`, the lesser) for more.
 * @throws {RangeError} when `levels` is not a whole number ≥ 0
 */
export function altitudeAction(levels: number): "full" | "charge" | null {
  if (!(Number.isInteger(levels) && levels >= 0))
    throw new RangeError(`levels must be a whole number ≥ 0, got ${plain(levels)}`);
  return levels === 0 ? null : levels === 1 ? "full" : "charge";
}

/** What a change of altitude in a started combat asks of the turn, and whether the turn can pay for it. */
export interface AltitudeTurn {
  /** The change may be made: it costs no level, or the turn's movement action can still pay for it. */
  readonly allowed: boolean;
  /** Altitude levels changed this turn with this change (when allowed; else the levels before it). */
  readonly levels: number;
  /** The least movement action the turn now takes (`full`, `charge` for a Charge or Run), or null for none. */
  readonly action: "full" | "charge" | null;
  /** What to tell the user: what the turn's movement now counts as, or why the change is refused. */
  readonly text: CardText;
}

/**
 * Decides a change of altitude from the token HUD in a started combat (§ Altitude). Stride's
 * reading, where the text is silent on changing altitude apart from a move: the levels of every
 * change in a turn add up; one level makes the turn's movement action at least a Full Move, two or
 * more at least a Charge or Run (the action is raised, never lowered: moving further on the ruler
 * stays allowed up to that action's band). A turn whose movement action is already spent (a jump
 * or leap took the Full Action: TestConsequence `turnAction`) cannot pay for any level: the change
 * is refused (the adapter lets a GM override it, as for other limits). No change is always allowed.
 * @param input.from the position before the change; `to` the one chosen
 * @param input.levelsBefore altitude levels already changed this turn (whole, ≥ 0)
 * @param input.spent the turn's movement action is spent
 * @returns text keys `STRIDE.Dh2Turn.altitude.{same,full,charge,spent}` with `from`, `to` (position
 *   keys), `levels` (this turn's) and `action` (the action's lang key)
 * @throws {TypeError} when `input` is not an object or `spent` not a boolean
 * @throws {RangeError} when a position is unknown or `levelsBefore` not a whole number 0–{@link MAX_TURN_LEVELS}
 * @example altitudeTurn({ from: "hovering", to: "low", levelsBefore: 1, spent: false })
 *   // → { allowed: true, levels: 2, action: "charge", text: { key: "STRIDE.Dh2Turn.altitude.charge", … } }
 */
export function altitudeTurn(input: {
  readonly from: Elevation;
  readonly to: Elevation;
  readonly levelsBefore: number;
  readonly spent: boolean;
}): AltitudeTurn {
  const source = inputObject(input, "Altitude turn input");
  const from = position(source["from"], "from");
  const to = position(source["to"], "to");
  const before = source["levelsBefore"];
  if (!(Number.isInteger(before) && (before as number) >= 0 && (before as number) <= MAX_TURN_LEVELS)) {
    throw new RangeError(`levelsBefore must be a whole number from 0 to ${MAX_TURN_LEVELS}`);
  }
  const spent = flagOf(source["spent"], "spent");
  const change = altitudeLevels(from, to);
  const total = Math.min((before as number) + change, MAX_TURN_LEVELS);
  const allowed = change === 0 || !spent;
  const levels = allowed ? total : (before as number);
  const action = altitudeAction(allowed ? total : (before as number));
  const needed = altitudeAction(total);
  const key = change === 0 ? "same" : !allowed ? "spent" : needed!;
  const data = {
    from: { key: `STRIDE.Dh2.altitude.${from}` },
    to: { key: `STRIDE.Dh2.altitude.${to}` },
    levels: total,
    action: { key: `STRIDE.Action.${needed ?? "half"}` },
  };
  return { allowed, levels, action, text: { key: `STRIDE.Dh2Turn.altitude.${key}`, data } };
}

/**
 * Dark Heresy's altitudes as a capability (§ Altitude): the positions a Flyer or Hoverer reaches,
 * their lang keys, what a change costs outside combat ({@link altitudeChangeText}) and against the
 * turn in a started combat ({@link altitudeTurn}; `levels` is the turn's count once the change is
 * made, also when a GM overrides a refusal, and a count above {@link MAX_TURN_LEVELS} is clamped).
 */
export const DH2_ALTITUDE: AltitudeCapability = {
  positions: (trait) => flightPositions(trait === "flyer" || trait === "hoverer" ? trait : null),
  controlLabel: "STRIDE.Dh2.altitude.label",
  // An unknown position reads as the ground (never throws).
  positionLabel: (position) =>
    `STRIDE.Dh2.altitude.${(FLIGHT_POSITIONS as readonly unknown[]).includes(position) ? position : "ground"}`,
  changeText: (from, to) => altitudeChangeText(from as Elevation, to as Elevation),
  turn: (input) => {
    const source = inputObject(input, "Altitude turn input");
    const before = source["levelsBefore"];
    const levelsBefore = typeof before === "number" && before > MAX_TURN_LEVELS ? MAX_TURN_LEVELS : before;
    const from = source["from"] as Elevation;
    const to = source["to"] as Elevation;
    const decided = altitudeTurn({ from, to, levelsBefore: levelsBefore as number, spent: source["spent"] as boolean });
    const levels = Math.min((levelsBefore as number) + altitudeLevels(from, to), MAX_TURN_LEVELS);
    return { allowed: decided.allowed, levels, text: decided.text };
  },
};

/**
 * Whether statuses stop a flyer flying ({@link FLIGHT_STOPPING_STATUSES}). Junk (not iterable, or
 * entries that are not strings) stops nothing. Never throws.
 */
export function stopsFlight(statuses: Iterable<unknown> | null | undefined): boolean {
  if (typeof (statuses as Iterable<unknown> | null)?.[Symbol.iterator] !== "function" || typeof statuses === "string") {
    return false;
  }
  for (const status of statuses as Iterable<unknown>) {
    if ((FLIGHT_STOPPING_STATUSES as readonly unknown[]).includes(status)) return true;
  }
  return false;
}

/**
 * What a flyer gaining statuses sets off (§ Flying Movement: a flyer that stops flying, for instance
 * when Stunned): when they stop flight ({@link stopsFlight}), as a stalled flyer (flying.ts
 * `flyerFallEffects` with no Movement action): a hoverer lands safely, low altitude falls 15 m and
 * high altitude 25 m with the fall card, and it ends on the ground (`position`). Otherwise, or on
 * the ground, nothing (`position` null: it stays).
 * @param input.statuses the statuses gained (Foundry's status ids)
 * @throws as flying.ts `flyerFallEffects` (a position that is not `ground` or an altitude, a model
 *   that is not a string, a bad formula), and {@link TypeError} when `input` is not an object
 * @example flightStopEffects({ model: "t1", position: "low", statuses: ["stun"] })
 *   // → { position: "ground", effects: [{ type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" }] }
 */
export function flightStopEffects(input: {
  readonly model: string;
  readonly position: Elevation;
  readonly statuses: Iterable<string>;
  readonly formula?: string;
}): { position: "ground" | null; effects: Effect[] } {
  const source = inputObject(input, "Flight stop input");
  const stops = stopsFlight(source["statuses"] as Iterable<unknown>);
  return flyerFallEffects({
    model: source["model"] as string,
    position: source["position"] as Elevation,
    moved: !stops,
    ...(source["formula"] !== undefined ? { formula: source["formula"] as string } : {}),
  });
}
