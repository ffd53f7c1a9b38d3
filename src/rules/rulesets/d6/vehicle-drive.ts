/**
 * OpenD6 vehicles on the canvas (d6-movement.txt, Vehicles & Aerial
 * Characters § Vehicle Movement, § Stunts, § Stunt Difficulties & Modifiers): the speed level a
 * round's move counts as against the stored level, the turn at each waypoint of a path and the
 * stunt it needs, the ruler's words for a vehicle, the stunt card after a move whose path turned,
 * climbed or changed speed rapidly, the stored speed and heading a move leaves, and the straight
 * drive of a vehicle that lost control. Pure; metres; headings in radians (0 along +x, clockwise
 * as the canvas) or whole degrees where stored.
 * @module
 */
import type { CardText, RulerMeasure, StatusTurnStart, VehicleArc } from "../../capabilities";
import type { MovementBand, MovementProfile, MoveSummary, TestRequest } from "../../types";
import { amount, input, list, own, row } from "../../geometry/validate";
import { readMove } from "./profile";
import { worstTerrain } from "./tests";
import { LOST_CONTROL, VEHICLE_ACTIONS } from "./vehicle-ids";
import { LAND_LOST_ROUNDS, LAND_VEER_DEGREES, SPEED_TABLE, VEHICLE_KINDS } from "./vehicle-tables";
import { isDrawnProfile, teamRoll } from "./vehicle-team";
import {
  DAMAGE_LEVELS,
  outOfControlSpeed,
  pilotRoll,
  SPEED_LEVELS,
  STUNT_TABLE,
  speedChange,
  speedLevelFor,
  turnStuntAt,
  vehicleSpeed,
  waypointTurns,
  type SpeedChange,
  type SpeedLevel,
  type WaypointTurn,
} from "./vehicles";
import { isFiniteNumber } from "../../scene/numbers";

/**
 * The counters a vehicle's actor keeps (SetCounterEffect): speed level index, heading, rounds out of
 * control, rounds lost after a ram (vehicle-collisions.ts rammedTurnStart), the declared stunt's
 * index (DECLARED_STUNTS; spent by the next move that goes anywhere), whether a Very Light hit's
 * −1D still lasts (`veryLightRounds` > 0) and the last combat round it lasts through
 * (`veryLightUntil`, 0 when the hit came outside a started combat; vehicle-collisions.ts
 * veryLightTurnStart).
 */
export const VEHICLE_COUNTERS = {
  speed: "vehicleSpeed",
  heading: "heading",
  lostControl: "lostControlRounds",
  rammed: "rammedRounds",
  declared: "declaredStunt",
  veryLight: "veryLightRounds",
  veryLightUntil: "veryLightUntil",
} as const;

/** The speed level of each vehicle band action (no prototype: `constructor` is no action). */
const LEVEL_OF_ACTION: Readonly<Record<string, SpeedLevel>> = Object.assign(
  Object.create(null) as Record<string, SpeedLevel>,
  Object.fromEntries(Object.entries(VEHICLE_ACTIONS).map(([level, action]) => [action, level])),
);

/** Whether bands are a vehicle's speed-level bands (every band a vehicle action; at least one). */
export function isVehicleBandList(bands: unknown): boolean {
  return Array.isArray(bands) && bands.length > 0 && bands.every((b) => !!row(LEVEL_OF_ACTION, own(b, "action")));
}

/** An iterable as is, or a documented TypeError. */
function iterable(value: unknown): Iterable<unknown> {
  if (typeof (value as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] !== "function") {
    throw new TypeError(`A move's actions must be iterable, got ${typeof value}`);
  }
  return value as Iterable<unknown>;
}

/** A profile's characteristic as a finite number, or undefined. */
function characteristic(profile: unknown, key: string): number | undefined {
  const value = own(own(profile, "characteristics"), key);
  return isFiniteNumber(value) ? value : undefined;
}

/** The stored speed level of a vehicle's profile (`vehicleSpeed`, the level's index); stopped when absent. */
function storedLevel(profile: unknown): SpeedLevel {
  return SPEED_LEVELS[Math.min(4, Math.max(0, Math.floor(characteristic(profile, "vehicleSpeed") ?? 0)))]!;
}

/** The stored heading of a vehicle's profile (`heading`, degrees) in radians, or undefined. */
export function storedHeading(profile: unknown): number | undefined {
  const degrees = characteristic(profile, "heading");
  // Whole turns are dropped first, so a huge stored number cannot overflow to Infinity radians.
  return degrees === undefined ? undefined : ((degrees % 360) * Math.PI) / 180;
}

/** What a round's move of a vehicle counts as. */
export interface VehicleRound {
  /** The declared level while the distance is within its range, else the slowest level that covers it (all-out beyond). */
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
 * the speed at each level; Stride reading, docs/rulings.md): the declared level (the movement action
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
 * @throws {RangeError} on an unknown level or a number out of range (as {@link vehicleSpeed})
 */
export function vehicleRound(spec: {
  readonly move: number;
  readonly stored: SpeedLevel;
  readonly distance: number;
  readonly declared?: SpeedLevel | undefined;
}): VehicleRound {
  input(spec, "vehicleRound");
  const { move, stored } = spec;
  const distance = amount(own(spec, "distance"), "distance");
  const declared = (own(spec, "declared") ?? stored) as SpeedLevel;
  // vehicleSpeed checks the declared level and the Move, speedChange the stored level.
  const range = vehicleSpeed({ level: declared, move });
  const inRange = distance >= range.min - 1e-9 && distance <= range.max + 1e-9;
  const level = inRange ? declared : (speedLevelFor({ move, distance }) ?? "allOut");
  const below = distance > 0 && SPEED_LEVELS.indexOf(level) < SPEED_LEVELS.indexOf(declared);
  return { level, change: speedChange({ from: stored, to: level }), belowHalf: below ? declared : null };
}

/** What a vehicle's drag or move reads: its round, the stored level, the path's points and turn stunts. */
interface Drive {
  readonly move: number;
  readonly stored: SpeedLevel;
  /** The profile stores a level (`vehicleSpeed`): a change from it counts. */
  readonly known: boolean;
  readonly round: VehicleRound;
  readonly path: readonly { x: number; y: number; elevation?: number }[];
  /** The path's turns, measured from the stored heading too. */
  readonly turns: ReturnType<typeof waypointTurns>;
}

/**
 * The turns of a drive that need a stunt at the level its round counts as, each with that stunt
 * (vehicles.ts turnStuntAt: a bend under 45° at cautious or cruising on easy ground needs none, a
 * turn is fast only at high or all-out).
 * @param terrain the worst terrain level crossed, from tests.ts worstTerrain: undefined when none
 *   harder than easy was (ideal conditions)
 */
function stuntTurns(d: Drive, terrain: string | undefined): WaypointTurn[] {
  const ideal = terrain === undefined;
  return d.turns.flatMap((t) => {
    const stunt = turnStuntAt({ degrees: t.degrees, level: d.round.level, ideal });
    return stunt ? [{ ...t, stunt }] : [];
  });
}

/**
 * Reads a vehicle's bands, profile, distance and path (checked by {@link waypointTurns}); the Move
 * is the profile's, else the cruising band's.
 * @throws {TypeError|RangeError} when the distance is not a number ≥ 0 or the path not a list of finite points
 */
function drive(
  bands: readonly { action: string; distance: number }[],
  profile: unknown,
  distance: number,
  path: unknown,
  declared?: SpeedLevel,
): Drive {
  const cruising = bands.find((b) => b.action === VEHICLE_ACTIONS.cruising)?.distance;
  const move = readMove(characteristic(profile, "move") ?? cruising);
  const stored = storedLevel(profile);
  const points = (path ?? []) as Drive["path"];
  return {
    move,
    stored,
    known: characteristic(profile, "vehicleSpeed") !== undefined,
    round: vehicleRound({ move, stored, distance: amount(distance, "A distance"), ...(declared ? { declared } : {}) }),
    path: points,
    turns: waypointTurns(points, storedHeading(profile)),
  };
}

/** A finished move's {@link drive}: declared at the one speed-level action it used, if only one. */
function moveDrive(move: MoveSummary): Drive {
  const used = new Set([...iterable(move.actions)].map((a) => row(LEVEL_OF_ACTION, a)));
  used.delete(undefined);
  return drive(move.bands, move.profile, move.turnDistance, move.path, used.size === 1 ? [...used][0] : undefined);
}

const levelText = (level: SpeedLevel): CardText => ({ key: `STRIDE.D6Vehicle.speed.${level}` });
/** A ruler text of STRIDE.D6Drive.Ruler. */
const ruler = (key: string, data: CardText["data"]): CardText => ({ key: `STRIDE.D6Drive.Ruler.${key}`, data });

/**
 * The speed level a vehicle's finished move counts as ({@link vehicleRound}: the declared level
 * while the distance lies within it, else the slowest that covers it), the level its counters store
 * and its collisions roll (§ Speed Damage Modifier: dice by how fast the damaged vehicle was
 * going). Null when the move's bands are not a vehicle's speed levels or its distance is not a
 * number ≥ 0. Never throws.
 */
export function movedLevel(move: MoveSummary): SpeedLevel | null {
  if (typeof move !== "object" || move === null || !isVehicleBandList(move.bands)) return null;
  try {
    return moveDrive(move).round.level;
  } catch {
    return null;
  }
}

/**
 * The ruler's words for a vehicle at a waypoint (§ Vehicle Movement, § Stunts): the level the
 * round's distance counts as and the distance; the change from the stored level (a stunt beyond
 * one level, not allowed beyond two); the pilot's roll at high and all-out with the worst terrain
 * crossed, or for an animal-drawn vehicle its team's running roll (vehicle-team.ts teamRoll); a move under half the declared level's speed; and the turn into this waypoint's leg with
 * the stunt it needs at the round's level and terrain (vehicles.ts turnStuntAt) and the sum of the path's turn stunts so far. Null when the bands are not a
 * vehicle's.
 * @throws {TypeError} when `measure` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleRulerLabel(measure: RulerMeasure): CardText | null {
  input(measure, "vehicleRulerLabel");
  if (!isVehicleBandList(measure.bands)) return null;
  const declared = row(LEVEL_OF_ACTION, measure.action);
  const driven = drive(measure.bands, measure.profile, measure.distance, measure.path, declared);
  const { move, stored, known, round, path } = driven;
  const { level, change, belowHalf } = round;
  const terrain = Array.isArray(measure.conditions) ? worstTerrain(measure.conditions) : undefined;
  const turns = stuntTurns(driven, terrain);
  // High and all-out always roll; cautious and cruising when the terrain makes it harder (§ Vehicle Movement).
  const pilot = pilotRoll({ level, terrain });
  // An animal-drawn vehicle's team runs instead (§ Vehicle Movement, § Running; vehicle-team.ts).
  const team = isDrawnProfile(measure.profile) ? teamRoll(move, measure.distance, terrain) : undefined;
  const roll =
    team !== undefined
      ? team
        ? ruler("running", { difficulty: team.difficulty })
        : ""
      : pilot.roll
        ? ruler("roll", { difficulty: pilot.difficulty })
        : "";
  const into = turns.at(-1)?.index === path.length - 2 ? turns.at(-1) : undefined;
  return ruler("label", {
    level: levelText(level),
    distance: Math.round(measure.distance * 10) / 10,
    change:
      change.levels && known
        ? ruler(change.allowed ? (change.stunt ? "changeStunt" : "change") : "changeRefused", {
            from: levelText(stored),
            difficulty: change.difficulty,
          })
        : "",
    roll,
    half: belowHalf
      ? ruler("belowHalf", {
          declared: levelText(belowHalf),
          min: vehicleSpeed({ level: belowHalf, move }).min,
          level: levelText(level),
        })
      : "",
    turn: into
      ? ruler("turn", {
          degrees: Math.round(into.degrees),
          stunt: { key: `STRIDE.D6Vehicle.Modifier.stunt.${into.stunt}` },
          value: STUNT_TABLE[into.stunt].modifier,
          total: turns.reduce((s, t) => s + STUNT_TABLE[t.stunt].modifier, 0),
        })
      : "",
  });
}

/**
 * The tests a vehicle's finished move calls for, as requests (§ Vehicle Movement, § Stunts, § Stunt
 * Difficulties & Modifiers): the pilot's roll at high and all-out ({@link vehicleRound}'s level),
 * and at cautious or cruising when the terrain crossed adds to the difficulty (vehicles.ts
 * `pilotRoll`) — for an animal-drawn vehicle (profile `vehicleKind`) instead its team's running
 * roll at the pulling rate (vehicle-team.ts teamRoll: past the free half, difficulty above 0) —, then the stunt when the path turned (each turn from the stored heading at its start
 * its own line, `turns`, summed; only the turns that need one at the round's level and terrain,
 * vehicles.ts turnStuntAt), an aerial vehicle (profile `air` 1) climbed or dived 45° or more
 * (`stunts`), or changed level by more than
 * one from a stored level (`from`, `to`); each with the worst terrain crossed. None when the move
 * is not a vehicle's (its bands not speed levels).
 * @throws {TypeError} when `move` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleMoveRequests(move: MoveSummary): TestRequest[] {
  input(move, "vehicleMoveRequests");
  if (!isVehicleBandList(move.bands)) return [];
  const driven = moveDrive(move);
  const { stored, known, round, path } = driven;
  const terrain = worstTerrain(move.conditions);
  const turns = stuntTurns(driven, terrain);
  const where: Record<string, string> = terrain ? { terrain } : {};
  // Climbing or diving is a stunt of aerial vehicles only (§ Stunt Difficulties: "For Aerial …").
  const climb =
    characteristic(move.profile, "air") === 1 &&
    path.some((b, i) => {
      const a = path[i - 1];
      return (
        !!a &&
        Math.atan2(Math.abs((b.elevation ?? 0) - (a.elevation ?? 0)), Math.hypot(b.x - a.x, b.y - a.y)) >=
          Math.PI / 4 - 1e-9
      );
    });
  const changed = known && round.change.stunt;
  // An animal-drawn vehicle's team runs at its pulling rate instead of the pilot's roll (vehicle-team.ts);
  // under the GM's acceleration limits a miss slows from last round's rate, the stored level's speed.
  const limits = own(own(move, "pace"), "limits") === true && known;
  const last = limits ? driven.move * SPEED_TABLE[stored].times : 0;
  const team = isDrawnProfile(move.profile) ? teamRoll(driven.move, move.turnDistance, terrain, last) : undefined;
  const speedRoll: TestRequest[] =
    team !== undefined
      ? team
        ? [team.request]
        : []
      : pilotRoll({ level: round.level, ...where }).roll
        ? [{ kind: "pilot", options: { level: round.level, ...where } }]
        : [];
  return [
    ...speedRoll,
    ...(turns.length || climb || changed
      ? [
          {
            kind: "stunt",
            options: {
              ...(turns.length ? { turns: turns.map((t) => t.stunt).join(",") } : {}),
              ...(climb ? { stunts: "climbDive" } : {}),
              ...(changed ? { from: stored, to: round.level } : {}),
              ...where,
            },
          },
        ]
      : []),
  ];
}

/**
 * The counters a vehicle's finished move sets on its actor (§ Vehicle Movement): `vehicleSpeed`,
 * the index of the level the round's distance counts as ({@link vehicleRound}), and `heading`, the
 * direction of the path's last leg that went anywhere, whole degrees 0–359; a declared ram or
 * sideswipe (profile `declaredStunt` > 0) is spent: `declaredStunt` back to 0 (§ Ramming &
 * Sideswiping Vehicles: the stunt is the move's). None when the move is not a vehicle's or went nowhere.
 * @throws {TypeError} when `move` is not an object
 * @throws {RangeError} when its distance is not a number ≥ 0
 */
export function vehicleCounters(move: MoveSummary): { counter: string; value: number }[] {
  input(move, "vehicleCounters");
  if (!isVehicleBandList(move.bands) || !(typeof move.turnDistance === "number" && move.turnDistance > 1e-9)) return [];
  const { round, path } = moveDrive(move);
  const out: { counter: string; value: number }[] = [
    { counter: VEHICLE_COUNTERS.speed, value: SPEED_LEVELS.indexOf(round.level) },
  ];
  const legs = path.slice(1).map((b, i) => Math.atan2(b.y - path[i]!.y, b.x - path[i]!.x));
  const last = legs
    .filter((_, i) => Math.hypot(path[i + 1]!.x - path[i]!.x, path[i + 1]!.y - path[i]!.y) > 1e-9)
    .at(-1);
  if (last !== undefined)
    out.push({ counter: VEHICLE_COUNTERS.heading, value: Math.round((last * 180) / Math.PI + 360) % 360 });
  if ((characteristic(move.profile, VEHICLE_COUNTERS.declared) ?? 0) > 0)
    out.push({ counter: VEHICLE_COUNTERS.declared, value: 0 });
  return out;
}

/** Whether a profile is a land vehicle's (`vehicleKind` land or animal-drawn; § Stunts' land paragraph). */
function isLand(profile: unknown): boolean {
  const kind = characteristic(profile, "vehicleKind");
  return kind !== undefined && LAND_KINDS.includes(VEHICLE_KINDS[kind]!);
}
const LAND_KINDS: readonly string[] = ["land", "animalDrawn"];

/** The regain-control stunt a pilot rolls the round after losing control (§ Stunts; +15). */
export const REGAIN_CONTROL_REQUEST = { kind: "stunt", options: { stunts: "regainControl" } } as const;

/**
 * What Lost control does at the start of a vehicle's turn (§ Stunts), by its kind (profile
 * `vehicleKind`, the index of VEHICLE_KINDS):
 * - A land or animal-drawn vehicle swerves aside and halts: the first turn start with the
 *   status stores stopped and turns the heading (stored, else the token's facing)
 *   {@link LAND_VEER_DEGREES}° clockwise; that round is spent calming the animals (no movement,
 *   vehicle-collisions.ts vehicleStatusBands) and the next getting the vehicle going again (at
 *   most cautious); the turn start after those {@link LAND_LOST_ROUNDS} rounds clears the status.
 *   `lostControlRounds` counts them (1, 2).
 * - Any other vehicle (and a profile with no kind) keeps going straight for the round: the first
 *   turn start with the status drives it along its stored heading (else its token's facing) for
 *   the full speed of its stored level (`lostControlRounds` 1); the next posts the regain-control
 *   stunt ({@link REGAIN_CONTROL_REQUEST}, +15) and sets the count back to 0, so a made roll
 *   clears the status and a missed one keeps it: the turn start after drives it again. A stopped
 *   vehicle, or one with no heading, does not move.
 *
 * At Severe damage (`damageLevel`, the index of DAMAGE_LEVELS) the vehicle stays out of control,
 * slowing two levels a round until it stops (§ Vehicle & Passenger Damage, vehicles.ts
 * outOfControlSpeed): each turn start with the status stores the slower level and drives it on at
 * that level's full speed (Stride reading: the round's drive is already the slower level); once
 * stopped the status and the count clear.
 *
 * Not a vehicle (no `vehicle` characteristic): null; no status: the count back to 0 when it is
 * not, else null.
 * @example lostControlTurnStart({ statuses: ["d6LostControl"], profile: { characteristics: { vehicle: 1, move: 10, vehicleSpeed: 4, damageLevel: 4, heading: 0 } } })
 *   // → drive 10 m at heading 0 (cruising), counters vehicleSpeed 2, lostControlRounds 1
 * @example lostControlTurnStart({ statuses: ["d6LostControl"], profile: { characteristics: { vehicle: 1, vehicleKind: 0, vehicleSpeed: 3, heading: 350 } } })
 *   // → counters vehicleSpeed 0, heading 35, lostControlRounds 1 (no drive)
 * @throws {TypeError} when `model` is not an object or its statuses not iterable
 */
export function lostControlTurnStart(model: {
  readonly statuses: readonly string[];
  readonly profile: MovementProfile;
  readonly facing?: number;
}): StatusTurnStart | null {
  input(model, "lostControlTurnStart");
  const { profile, facing } = model;
  const lost = list(model.statuses, "A model's statuses").includes(LOST_CONTROL);
  const rounds = characteristic(profile, VEHICLE_COUNTERS.lostControl) ?? 0;
  const count = (value: number) => [{ counter: VEHICLE_COUNTERS.lostControl, value }];
  if (characteristic(profile, "vehicle") !== 1 || (!lost && !rounds)) return null;
  if (!lost) return { counters: count(0) };
  const heading = storedHeading(profile) ?? (Number.isFinite(facing) ? facing : undefined);
  const move = readMove(characteristic(profile, "move"));
  if (characteristic(profile, "damageLevel") === DAMAGE_LEVELS.indexOf("severe")) {
    const level = outOfControlSpeed(storedLevel(profile));
    const speed = { counter: VEHICLE_COUNTERS.speed, value: SPEED_LEVELS.indexOf(level) };
    if (level === "stopped") return { clear: [LOST_CONTROL], counters: [speed, ...count(0)] };
    const distance = vehicleSpeed({ level, move }).max;
    return { ...(heading !== undefined ? { drive: { heading, distance } } : {}), counters: [speed, ...count(1)] };
  }
  if (isLand(profile)) {
    if (rounds >= LAND_LOST_ROUNDS) return { clear: [LOST_CONTROL], counters: count(0) };
    if (rounds >= 1) return { counters: count(rounds + 1) };
    const veered =
      heading === undefined
        ? []
        : [
            {
              counter: VEHICLE_COUNTERS.heading,
              value: Math.round((heading * 180) / Math.PI + LAND_VEER_DEGREES + 720) % 360,
            },
          ];
    return { counters: [{ counter: VEHICLE_COUNTERS.speed, value: 0 }, ...veered, ...count(1)] };
  }
  if (rounds >= 1) return { tests: [REGAIN_CONTROL_REQUEST], counters: count(0) };
  const distance = vehicleSpeed({ level: storedLevel(profile), move }).max;
  return { ...(heading !== undefined && distance > 0 ? { drive: { heading, distance } } : {}), counters: count(1) };
}

/**
 * The widest turn from its heading a vehicle's reach arc shows, radians: 45° either way at every
 * speed level. Stride ruling (docs/rulings.md): the text allows any turn as a stunt and sets no
 * limit; the chart's easy turn (a turn under 45° off the heading, § Stunt
 * Difficulties & Modifiers) is its gentlest, so the arc shows the drive with at most that turn and
 * the ruler prices anything sharper.
 */
export const ARC_TURN = Math.PI / 4;

/**
 * Where a vehicle may get this round at its declared speed (VehicleArcCapability.arcOf;
 * d6-movement.txt § Vehicle Movement: at each speed level a vehicle covers from half
 * its current speed up to all of it): `min`/`max` from {@link vehicleSpeed} for the declared level (the
 * `declared` movement action when it is a speed level's, else the stored `vehicleSpeed`) and its
 * `move`, metres; `max` no more than the round's band for that level (`bands`, so a status that
 * holds the vehicle, or a level more than two faster, gives 0 m) and `min` no more than `max`;
 * `heading` the stored `heading` in radians, else the model's `facing`, else null; `turn`
 * {@link ARC_TURN}; `action` the level's movement action. Null when the model is no vehicle
 * (`vehicle` ≠ 1) or the level is stopped.
 * @example vehicleArcOf({ characteristics: { vehicle: 1, move: 10, vehicleSpeed: 2, heading: 90 } }, [{ action: "d6Cruising", distance: 10 }], null)
 *   // → { min: 5, max: 10, heading: π/2, turn: π/4, action: "d6Cruising" }
 * @param model the vehicle as the snapshot reads it (`characteristics`, optional `facing` in radians)
 * @param bands its movement bands this round, metres
 * @param declared the movement action chosen, if any
 * @throws {TypeError} when `model` is not an object or `bands` not an array
 */
export function vehicleArcOf(
  model: { readonly characteristics: Readonly<Record<string, number>>; readonly facing?: number },
  bands: readonly MovementBand[],
  declared?: string | null,
): VehicleArc | null {
  input(model, "vehicleArcOf");
  list(bands, "A vehicle's bands");
  if (characteristic(model, "vehicle") !== 1) return null;
  const level = row(LEVEL_OF_ACTION, declared) ?? storedLevel(model);
  if (level === "stopped") return null;
  const action = VEHICLE_ACTIONS[level];
  const speed = vehicleSpeed({ level, move: readMove(characteristic(model, "move")) });
  const band = own(
    bands.find((b) => own(b, "action") === action),
    "distance",
  );
  const allowed = isFiniteNumber(band) ? Math.max(0, band) : 0;
  const max = Math.min(speed.max, allowed);
  const facing = own(model, "facing");
  const heading = storedHeading(model) ?? (isFiniteNumber(facing) ? facing : null);
  return { min: Math.min(speed.min, max), max, heading, turn: ARC_TURN, action };
}
