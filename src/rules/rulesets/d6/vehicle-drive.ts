/**
 * OpenD6 vehicles on the canvas (issue #12 points 2 and 3; d6-movement.txt, Vehicles & Aerial
 * Characters § Vehicle Movement, § Stunts, § Stunt Difficulties & Modifiers): the speed level a
 * round's move counts as against the stored level, the turn at each waypoint of a path and the
 * stunt it needs, the ruler's words for a vehicle, the stunt card after a move whose path turned,
 * climbed or changed speed rapidly, the stored speed and heading a move leaves, and the straight
 * drive of a vehicle that lost control. Pure; metres; headings in radians (0 along +x, clockwise
 * as the canvas) or whole degrees where stored.
 * @module
 */
import type { CardText, RulerMeasure, StatusTurnStart, TestsCapability } from "../../capabilities";
import type { MovementProfile, MovementTestCall, MoveSummary, TestRequest } from "../../types";
import { amount, input, own, show } from "./check";
import { readMove } from "./profile";
import { worstTerrain } from "./tests";
import { LOST_CONTROL, VEHICLE_ACTIONS } from "./vehicle-ruleset";
import {
  CLIMB_DIVE_DEGREES,
  isSpeedLevel,
  pilotRoll,
  SPEED_LEVELS,
  STUNT_TABLE,
  speedChange,
  speedLevelFor,
  vehicleSpeed,
  waypointTurns,
  type SpeedChange,
  type SpeedLevel,
} from "./vehicles";

/** The counters a vehicle's actor keeps (SetCounterEffect): speed level index, heading, rounds out of control. */
export const VEHICLE_COUNTERS = {
  speed: "vehicleSpeed",
  heading: "heading",
  lostControl: "lostControlRounds",
} as const;

const LEVEL_OF_ACTION: Readonly<Record<string, SpeedLevel>> = Object.fromEntries(
  Object.entries(VEHICLE_ACTIONS).map(([level, action]) => [action, level as SpeedLevel]),
);

/** Whether bands are a vehicle's speed-level bands (every band a vehicle action; at least one). */
export function isVehicleBandList(bands: unknown): boolean {
  return (
    Array.isArray(bands) &&
    bands.length > 0 &&
    (bands as unknown[]).every((b) => {
      const action = own(b, "action");
      return typeof action === "string" && Object.hasOwn(LEVEL_OF_ACTION, action);
    })
  );
}

/** A profile's characteristic as a finite number, or undefined. */
function characteristic(profile: unknown, key: string): number | undefined {
  const value = own(own(profile, "characteristics"), key);
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The stored speed level of a vehicle's profile (`vehicleSpeed`, the level's index); stopped when absent. */
export function storedLevel(profile: MovementProfile | undefined): SpeedLevel {
  const index = Math.floor(characteristic(profile, "vehicleSpeed") ?? 0);
  return SPEED_LEVELS[Math.min(SPEED_LEVELS.length - 1, Math.max(0, index))]!;
}

/** The stored heading of a vehicle's profile (`heading`, degrees) in radians, or undefined. */
export function storedHeading(profile: MovementProfile | undefined): number | undefined {
  const degrees = characteristic(profile, "heading");
  return degrees === undefined || Math.abs(degrees) > 1e6 ? undefined : (degrees * Math.PI) / 180;
}

/** What a round's move of a vehicle counts as. */
export interface VehicleRound {
  /** The slowest level whose speed covers the distance (all-out beyond it). */
  readonly level: SpeedLevel;
  /** From the stored level to {@link level} (§ Stunts: more than one level is a stunt, more than two refused). */
  readonly change: SpeedChange;
  /**
   * The level declared (the movement action chosen, else the stored level) when the move went
   * less than half its speed, so it counts as the lower {@link level} (§ Vehicle Movement:
   * between half and all of the speed at each level); null otherwise.
   */
  readonly belowHalf: SpeedLevel | null;
}

/**
 * What a vehicle's move this round counts as (§ Vehicle Movement: anywhere between half and all of
 * the speed at each level; Stride reading, README): the declared level (the movement action
 * chosen, else the stored level) when the distance lies in its range, else the slowest level whose
 * speed covers it (all-out beyond); a move shorter than half the declared level's speed counts as
 * that lower level and is flagged. The change from the stored level is a stunt beyond one level
 * and refused beyond two.
 * @example vehicleRound({ move: 10, stored: "cruising", distance: 35 }) // → level allOut, change 2 levels (stunt, allowed)
 * @example vehicleRound({ move: 10, stored: "high", distance: 10 }) // → level high (half of 20 m), no change
 * @example vehicleRound({ move: 10, stored: "high", distance: 8 }) // → level cruising, belowHalf high
 * @param spec `move` metres per round (> 0), `stored` the level before this round, `distance`
 *   metres this round (≥ 0), `declared` the level of the movement action chosen, if any
 * @throws {TypeError} when `spec` is not an object or a number is not a number
 * @throws {RangeError} on an unknown level or a number out of range
 */
export function vehicleRound(spec: {
  readonly move: number;
  readonly stored: SpeedLevel;
  readonly distance: number;
  readonly declared?: SpeedLevel | undefined;
}): VehicleRound {
  input(spec, "vehicleRound");
  const move = amount(own(spec, "move"), "move");
  if (move === 0) throw new RangeError("move must be more than 0 m");
  const distance = amount(own(spec, "distance"), "distance");
  const stored = own(spec, "stored");
  if (!isSpeedLevel(stored)) throw new RangeError(`stored must be a speed level, got ${show(stored)}`);
  const declaredRaw = own(spec, "declared");
  if (declaredRaw !== undefined && !isSpeedLevel(declaredRaw)) {
    throw new RangeError(`declared must be a speed level, got ${show(declaredRaw)}`);
  }
  const declared = declaredRaw ?? stored;
  const range = vehicleSpeed({ level: declared, move });
  const inRange = distance >= range.min - 1e-9 && distance <= range.max + 1e-9;
  const level = inRange ? declared : (speedLevelFor({ move, distance }) ?? "allOut");
  const below = distance > 0 && SPEED_LEVELS.indexOf(level) < SPEED_LEVELS.indexOf(declared);
  return { level, change: speedChange({ from: stored, to: level }), belowHalf: below ? declared : null };
}

/**
 * The round a vehicle's finished move counts as: its Move from the profile (else the cruising
 * band), the stored level, and the declared level when the move used one speed-level action only.
 */
function summaryRound(move: MoveSummary): { round: VehicleRound; stored: SpeedLevel } {
  const distance = amount(move.turnDistance, "A move's distance");
  const cruising = move.bands.find((b) => b.action === VEHICLE_ACTIONS.cruising)?.distance;
  const stored = storedLevel(move.profile);
  const used = new Set<SpeedLevel>();
  const actions = own(move, "actions") as Iterable<unknown> | undefined;
  if (actions && typeof (actions as { [Symbol.iterator]?: unknown })[Symbol.iterator] === "function") {
    for (const a of actions)
      if (typeof a === "string" && Object.hasOwn(LEVEL_OF_ACTION, a)) used.add(LEVEL_OF_ACTION[a]!);
  }
  const declared = used.size === 1 ? [...used][0] : undefined;
  const round = vehicleRound({
    move: readMove(characteristic(move.profile, "move") ?? cruising),
    stored,
    distance,
    ...(declared ? { declared } : {}),
  });
  return { round, stored };
}

/** The turn stunts of a path's waypoints (not the straight ones), measured from `heading` too when given. */
function pathTurns(path: readonly { x: number; y: number }[], heading?: number) {
  return waypointTurns(
    path.map((p) => ({ x: p.x, y: p.y })),
    heading,
  ).filter((t) => t.stunt !== "straight");
}

/**
 * Whether a leg of a path climbs or dives at {@link CLIMB_DIVE_DEGREES} or more from the level
 * (§ Stunt Difficulties, aerial: climb or dive of 45 degrees or more).
 */
function climbsOrDives(path: readonly { x: number; y: number; elevation?: number }[]): boolean {
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const rise = Math.abs((b.elevation ?? 0) - (a.elevation ?? 0));
    const run = Math.hypot(b.x - a.x, b.y - a.y);
    if (rise > 1e-9 && (Math.atan2(rise, run) * 180) / Math.PI >= CLIMB_DIVE_DEGREES - 1e-9) return true;
  }
  return false;
}

/** A list of points read leniently from a path: finite x and y, elevation when finite. */
function points(path: unknown): { x: number; y: number; elevation: number }[] {
  if (!Array.isArray(path)) return [];
  const out: { x: number; y: number; elevation: number }[] = [];
  for (const p of path as unknown[]) {
    const x = own(p, "x");
    const y = own(p, "y");
    const z = own(p, "elevation");
    if (typeof x !== "number" || typeof y !== "number" || !(Math.abs(x) <= 1e12) || !(Math.abs(y) <= 1e12)) continue;
    out.push({ x, y, elevation: typeof z === "number" && Math.abs(z) <= 1e12 ? z : 0 });
  }
  return out;
}

const levelText = (level: SpeedLevel): CardText => ({ key: `STRIDE.D6Vehicle.speed.${level}` });

/**
 * The ruler's words for a vehicle at a waypoint (§ Vehicle Movement, § Stunts): the level the
 * round's distance counts as and the distance; the change from the stored level (a stunt beyond
 * one level, not allowed beyond two); the pilot's roll at high and all-out with the worst terrain
 * crossed; a move under half the declared level's speed; and the turn into this waypoint's leg with
 * the stunt it needs, and the sum of the path's turn stunts when it turned more than once. Null
 * when the bands are not a vehicle's.
 * @throws {TypeError} when `measure` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleRulerLabel(measure: RulerMeasure): CardText | null {
  input(measure, "vehicleRulerLabel");
  if (!isVehicleBandList(measure.bands)) return null;
  const distance = amount(measure.distance, "A distance");
  const profile = measure.profile;
  const cruising = measure.bands.find((b) => b.action === VEHICLE_ACTIONS.cruising)?.distance;
  const move = readMove(characteristic(profile, "move") ?? cruising);
  const declared = typeof measure.action === "string" ? LEVEL_OF_ACTION[measure.action] : undefined;
  const stored = storedLevel(profile);
  const round = vehicleRound({ move, stored, distance, ...(declared ? { declared } : {}) });
  const { level, change } = round;
  const changeText: CardText | string =
    change.levels === 0 || characteristic(profile, "vehicleSpeed") === undefined
      ? ""
      : {
          key: change.allowed
            ? change.stunt
              ? "STRIDE.D6Drive.Ruler.changeStunt"
              : "STRIDE.D6Drive.Ruler.change"
            : "STRIDE.D6Drive.Ruler.changeRefused",
          data: { from: levelText(stored), difficulty: change.difficulty },
        };
  const terrain = Array.isArray(measure.conditions) ? worstTerrain(measure.conditions) : undefined;
  const roll =
    level === "high" || level === "allOut"
      ? {
          key: "STRIDE.D6Drive.Ruler.roll",
          data: { difficulty: pilotRoll({ level, ...(terrain ? { terrain } : {}) }).difficulty },
        }
      : "";
  const half: CardText | string = round.belowHalf
    ? {
        key: "STRIDE.D6Drive.Ruler.belowHalf",
        data: {
          declared: levelText(round.belowHalf),
          min: vehicleSpeed({ level: round.belowHalf, move }).min,
          level: levelText(level),
        },
      }
    : "";
  const path = points(measure.path);
  const turns = pathTurns(path, storedHeading(profile));
  const last = turns.at(-1);
  const into = last && last.index === path.length - 2 ? last : undefined;
  const turn: CardText | string = into
    ? {
        key: "STRIDE.D6Drive.Ruler.turn",
        data: {
          degrees: Math.round(into.degrees),
          stunt: { key: `STRIDE.D6Vehicle.Modifier.stunt.${into.stunt}` },
          value: STUNT_TABLE[into.stunt].modifier,
        },
      }
    : "";
  const sum =
    turns.length > 1
      ? {
          key: "STRIDE.D6Drive.Ruler.turns",
          data: { total: turns.reduce((s, t) => s + STUNT_TABLE[t.stunt].modifier, 0), count: turns.length },
        }
      : "";
  return {
    key: "STRIDE.D6Drive.Ruler.label",
    data: {
      level: levelText(level),
      distance: Math.round(distance * 10) / 10,
      change: changeText,
      roll,
      half,
      turn,
      turns: sum,
    },
  };
}

/**
 * The stunt a vehicle's finished move calls for (§ Stunts, § Stunt Difficulties & Modifiers), as
 * a `stunt` request, or null when it needs none: each turn of the path (from the stored heading
 * at its start) as its own line (`turns`, summed), a climb or dive of 45° or more (`stunts`), the
 * rapid acceleration or deceleration when the level changed by more than one (`from`, `to`), and
 * the worst terrain crossed; the change counts only when the profile stores a level
 * (`vehicleSpeed`). Not a vehicle's move (its bands not speed levels): null.
 * @throws {TypeError} when `move` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleStuntRequest(move: MoveSummary): TestRequest | null {
  input(move, "vehicleStuntRequest");
  if (!isVehicleBandList(move.bands)) return null;
  const profile = move.profile;
  const { round, stored } = summaryRound(move);
  // The change from the stored level counts only when the profile stores one.
  const changed = round.change.stunt && characteristic(profile, "vehicleSpeed") !== undefined;
  const path = points(move.path);
  const turns = pathTurns(path, storedHeading(profile));
  const climb = climbsOrDives(path);
  if (!turns.length && !climb && !changed) return null;
  const terrain = worstTerrain(move.conditions);
  return {
    kind: "stunt",
    options: {
      ...(turns.length ? { turns: turns.map((t) => t.stunt).join(",") } : {}),
      ...(climb ? { stunts: "climbDive" } : {}),
      ...(changed ? { from: stored, to: round.level } : {}),
      ...(terrain ? { terrain } : {}),
    },
  };
}

/**
 * The counters a vehicle's finished move sets on its actor (§ Vehicle Movement): `vehicleSpeed`,
 * the index of the level the round's distance counts as ({@link vehicleRound}), and `heading`, the
 * direction of the path's last leg that went anywhere, whole degrees 0–359. None when the move is
 * not a vehicle's or went nowhere.
 * @throws {TypeError} when `move` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleCounters(move: MoveSummary): { counter: string; value: number }[] {
  input(move, "vehicleCounters");
  if (!isVehicleBandList(move.bands)) return [];
  const distance = amount(move.turnDistance, "A move's distance");
  if (!(distance > 1e-9)) return [];
  const { round } = summaryRound(move);
  const out: { counter: string; value: number }[] = [
    { counter: VEHICLE_COUNTERS.speed, value: SPEED_LEVELS.indexOf(round.level) },
  ];
  const path = points(move.path);
  for (let i = path.length - 1; i > 0; i--) {
    const dx = path[i]!.x - path[i - 1]!.x;
    const dy = path[i]!.y - path[i - 1]!.y;
    if (Math.hypot(dx, dy) < 1e-9) continue;
    const degrees = Math.round((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360;
    out.push({ counter: VEHICLE_COUNTERS.heading, value: degrees });
    break;
  }
  return out;
}

/**
 * What Lost control does at the start of a vehicle's turn (§ Stunts: control is lost for one
 * round; the vehicle keeps going straight at its speed unless something stops it): the first turn
 * start with the status drives it straight on along its stored heading (else its token's facing)
 * for the full speed of its stored level, and counts the round (`lostControlRounds` 1); the next
 * turn start clears the status and the count. A stopped vehicle, or one with no heading, only
 * counts the round. Not a vehicle (no `vehicle` characteristic): null; no status: the count back
 * to 0 when it is not, else null.
 * @throws {TypeError} when `model` is not an object or its statuses not a list
 */
export function lostControlTurnStart(model: {
  readonly statuses: readonly string[];
  readonly profile: MovementProfile;
  readonly facing?: number;
}): StatusTurnStart | null {
  input(model, "lostControlTurnStart");
  const statuses: unknown = own(model, "statuses");
  if (!Array.isArray(statuses)) throw new TypeError(`A model's statuses must be a list, got ${show(statuses)}`);
  const profile = own(model, "profile") as MovementProfile | undefined;
  if (characteristic(profile, "vehicle") !== 1) return null;
  const rounds = characteristic(profile, VEHICLE_COUNTERS.lostControl) ?? 0;
  if (!(statuses as unknown[]).includes(LOST_CONTROL)) {
    return rounds > 0 ? { counters: [{ counter: VEHICLE_COUNTERS.lostControl, value: 0 }] } : null;
  }
  if (rounds >= 1) return { clear: [LOST_CONTROL], counters: [{ counter: VEHICLE_COUNTERS.lostControl, value: 0 }] };
  const facing = own(model, "facing");
  const heading =
    storedHeading(profile) ?? (typeof facing === "number" && Number.isFinite(facing) ? facing : undefined);
  const distance = vehicleSpeed({ level: storedLevel(profile), move: readMove(characteristic(profile, "move")) }).max;
  return {
    ...(heading !== undefined && distance > 0 ? { drive: { heading, distance } } : {}),
    counters: [{ counter: VEHICLE_COUNTERS.lostControl, value: 1 }],
  };
}

/**
 * The pilot's roll a vehicle's finished move calls for (§ Vehicle Movement): at high and all-out,
 * the level the round counts as ({@link vehicleRound}), with the worst terrain crossed; null
 * otherwise or when the move is not a vehicle's.
 * @throws {TypeError} when `move` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehiclePilotRequest(move: MoveSummary): TestRequest | null {
  input(move, "vehiclePilotRequest");
  if (!isVehicleBandList(move.bands)) return null;
  const { level } = summaryRound(move).round;
  if (level !== "high" && level !== "allOut") return null;
  const terrain = worstTerrain(move.conditions);
  return { kind: "pilot", options: { level, ...(terrain ? { terrain } : {}) } };
}

/**
 * The d6 tests with a vehicle's drive beside them: a vehicle's finished move calls for the pilot's
 * roll at the level its round counts as ({@link vehiclePilotRequest}) and the stunt of its path
 * ({@link vehicleStuntRequest}); its counters are the stored speed and heading
 * ({@link vehicleCounters}); any other move as before.
 */
export function withVehicleDrive<T extends TestsCapability>(tests: T): T {
  input(tests, "withVehicleDrive");
  const counters = tests.countersAfterMove;
  return {
    ...tests,
    movementTests: (move: MoveSummary): MovementTestCall[] => {
      if (!isVehicleBandList(own(move, "bands"))) return tests.movementTests(move);
      const calls: MovementTestCall[] = [];
      for (const request of [vehiclePilotRequest(move), vehicleStuntRequest(move)]) {
        const call = request ? tests.buildTest(request) : undefined;
        if (call) calls.push(call);
      }
      return calls;
    },
    countersAfterMove: (move: MoveSummary) =>
      isVehicleBandList(own(move, "bands")) ? vehicleCounters(move) : (counters?.(move) ?? []),
  };
}
