/**
 * OpenD6 vehicles (d6-movement.txt, Vehicles & Aerial Characters; rules/README.md rulings 10 and
 * 12): speed levels and their pilot rolls, stunts and their difficulty, collisions' damage dice,
 * damage levels with the escalation rule, passengers' share, pulling creatures and leaping out.
 * Pure; metres per round; kilometres per hour only where the text speaks of them.
 * @module
 */
import type { Point } from "../../scene";
import { amount, input, list, own, plain, show } from "../../geometry/validate";
import { isTerrainLevel, terrainModifier } from "./movement";
import {
  CLIMB_DIVE_DEGREES,
  COLLISION_SITUATION_DICE,
  COLLISION_SITUATIONS,
  CONTROL_OVER_METTLE,
  DAMAGE_EFFECTS,
  DAMAGE_LEVELS,
  DAMAGE_TABLE,
  EXPOSURE,
  FAST_TURN_LEVELS,
  EXPOSURE_SHIFT,
  FAMILIARITY,
  FAMILIARITY_TABLE,
  KIND_GROUPS,
  LEAP_OUT_DAMAGE,
  LEAP_OUT_SLOW_KMH,
  MANUAL_MODIFIER,
  MAX_LEVEL_CHANGE,
  MIN_COLLISION_DICE,
  PANIC_DAMAGE_DICE,
  PANIC_TIMES,
  PASSENGER_SHARES,
  SEVERE_DECELERATION,
  SPEED_DAMAGE_DICE,
  SPEED_LEVELS,
  SPEED_TABLE,
  STUNT_TABLE,
  STUNTS,
  TURN_STUNTS,
  VEHICLE_KINDS,
  VERY_EASY,
  type CollisionSituation,
  type DamageEffect,
  type DamageLevel,
  type Exposure,
  type Familiarity,
  type PanicSurface,
  type SpeedLevel,
  type StuntId,
  type VehicleKind,
} from "./vehicle-tables";
import { isFiniteNumber } from "../../scene/numbers";

export * from "./vehicle-tables";

/** Whether a value is one of the five speed level ids. */
export function isSpeedLevel(value: unknown): value is SpeedLevel {
  return typeof value === "string" && (SPEED_LEVELS as readonly string[]).includes(value);
}

/** Whether a value is one of the damage level ids. */
export function isDamageLevel(value: unknown): value is DamageLevel {
  return typeof value === "string" && (DAMAGE_LEVELS as readonly string[]).includes(value);
}

/** Whether a value is one of the stunt ids. */
export function isStunt(value: unknown): value is StuntId {
  return typeof value === "string" && (STUNTS as readonly string[]).includes(value);
}

function speedLevel(value: unknown, what: string): SpeedLevel {
  if (!isSpeedLevel(value))
    throw new RangeError(`${what} must be one of ${SPEED_LEVELS.join(", ")}, got ${show(value)}`);
  return value;
}

function damageLevel(value: unknown, what: string): DamageLevel {
  if (!isDamageLevel(value)) {
    throw new RangeError(`${what} must be one of ${DAMAGE_LEVELS.join(", ")}, got ${show(value)}`);
  }
  return value;
}

function oneOf<T extends string>(ids: readonly T[], value: unknown, what: string): T {
  if (typeof value !== "string" || !(ids as readonly string[]).includes(value)) {
    throw new RangeError(`${what} must be one of ${ids.join(", ")}, got ${show(value)}`);
  }
  return value as T;
}

/** An optional member: undefined when absent, else checked by `read`. */
function optional<T>(spec: object, key: string, read: (value: unknown, what: string) => T): T | undefined {
  const value = own(spec, key);
  return value === undefined ? undefined : read(value, key);
}

/** A vehicle's speed at a level: the least and most metres it may go this round, and the roll's base difficulty. */
export interface VehicleSpeed {
  /** Half the level's speed, metres per round (§ Vehicle Movement: anywhere between half and full). */
  readonly min: number;
  /** The level's speed, metres per round. */
  readonly max: number;
  /** Base difficulty of the pilot's roll (5 high, 10 all-out, else 0). */
  readonly difficulty: number;
}

/**
 * The range and base difficulty of a speed level (§ Vehicle Movement).
 * @example vehicleSpeed({ level: "high", move: 30 }) // → { min: 30, max: 60, difficulty: 5 }
 * @param spec `level` a speed level id; `move` the vehicle's Move, metres per round (≥ 0)
 * @throws {TypeError} when `spec` is not an object or `move` is not a number
 * @throws {RangeError} on an unknown level or a Move that is negative, NaN or beyond 1e12
 */
export function vehicleSpeed(spec: { readonly level: SpeedLevel; readonly move: number }): VehicleSpeed {
  input(spec, "vehicleSpeed");
  const level = speedLevel(own(spec, "level"), "level");
  const move = amount(own(spec, "move"), "move");
  const row = SPEED_TABLE[level];
  const max = move * row.times;
  return { min: max / 2, max, difficulty: row.difficulty };
}

/**
 * The slowest speed level whose speed covers a distance gone in one round (the ruler's band), or
 * null past all-out.
 * @param spec `move` metres per round (> 0 for any level but stopped), `distance` metres (≥ 0)
 * @throws {TypeError|RangeError} when `move` or `distance` is not a number from 0 to 1e12
 */
export function speedLevelFor(spec: { readonly move: number; readonly distance: number }): SpeedLevel | null {
  input(spec, "speedLevelFor");
  const move = amount(own(spec, "move"), "move");
  const distance = amount(own(spec, "distance"), "distance");
  return SPEED_LEVELS.find((level) => distance <= move * SPEED_TABLE[level].times + 1e-9) ?? null;
}

/** A change of speed level from one round to the next (§ Vehicle Movement, § Stunts). */
export interface SpeedChange {
  /** Levels changed: positive faster, negative slower. */
  readonly levels: number;
  /**
   * More than one level: a rapid acceleration or deceleration stunt, except pulling away from
   * stopped (stopped to cruising is normal vehicle use, § Stunts; Stride reading).
   */
  readonly stunt: boolean;
  /** At most {@link MAX_LEVEL_CHANGE} levels a round. */
  readonly allowed: boolean;
  /**
   * The stunt's base difficulty: the difficulty of the speed the vehicle travels at, read as the
   * faster of the two levels (Stride reading of § Stunts: the difficulty is how fast the vehicle goes); 0
   * when no stunt.
   */
  readonly difficulty: number;
}

/**
 * Whether going from one speed level to another is a stunt and allowed this round (§ Stunts): more
 * than one level is a stunt, except pulling away from stopped (a parked vehicle setting off at
 * cruising is normal vehicle use); more than two is refused.
 * @example speedChange({ from: "stopped", to: "cruising" }) // → { levels: 2, stunt: false, allowed: true, difficulty: 0 }
 * @throws {TypeError} when `spec` is not an object
 * @throws {RangeError} on an unknown level
 */
export function speedChange(spec: { readonly from: SpeedLevel; readonly to: SpeedLevel }): SpeedChange {
  input(spec, "speedChange");
  const from = SPEED_LEVELS.indexOf(speedLevel(own(spec, "from"), "from"));
  const to = SPEED_LEVELS.indexOf(speedLevel(own(spec, "to"), "to"));
  const levels = to - from;
  const stunt = Math.abs(levels) > 1 && from !== 0;
  const faster = SPEED_LEVELS[Math.max(from, to)]!;
  return {
    levels,
    stunt,
    allowed: Math.abs(levels) <= MAX_LEVEL_CHANGE,
    difficulty: stunt ? SPEED_TABLE[faster].difficulty : 0,
  };
}

/** The stunts in a list, each once, checked. */
function stuntList(stunts: readonly StuntId[], what: string): StuntId[] {
  const ids = list(stunts, what).map((s, i) => {
    if (!isStunt(s)) throw new RangeError(`${what}[${i}] must be a stunt id (${STUNTS.join(", ")}), got ${show(s)}`);
    return s;
  });
  return [...new Set(ids)];
}

/**
 * The sum of the stunt chart's modifiers, each stunt counted once (§ Stunt Difficulties & Modifiers).
 * @example stuntModifier(["fast90", "offRoad"]) // → 18
 * @throws {TypeError} when `stunts` is not an array
 * @throws {RangeError} on an id that is not a stunt
 */
export function stuntModifier(stunts: readonly StuntId[]): number {
  return stuntList(stunts, "stunts").reduce((sum, s) => sum + STUNT_TABLE[s].modifier, 0);
}

/**
 * The turn stunt an angle needs (§ Stunt Difficulties): 0° (less than a thousandth of a degree)
 * goes straight; less than 45° is an easy turn; then the printed turn at or above the angle
 * (45° fast45, up to 90° fast90, beyond fast180 — Stride reading: a 60° turn is a 90-degree stunt).
 * @param degrees the turn from the current direction, degrees (its absolute value; above 180 counts as 180)
 * @throws {TypeError} when `degrees` is not a number
 * @throws {RangeError} when it is NaN or infinite
 */
export function turnStunt(degrees: number): StuntId {
  if (typeof degrees !== "number") throw new TypeError(`A turn must be a number of degrees, got ${show(degrees)}`);
  if (!Number.isFinite(degrees))
    throw new RangeError(`A turn must be a finite number of degrees, got ${plain(degrees)}`);
  const angle = Math.min(180, Math.abs(degrees));
  if (angle < 1e-3) return "straight";
  return TURN_STUNTS.find((t) => (t.below ? angle < t.upTo : angle <= t.upTo + 1e-9))?.stunt ?? "fast180";
}

/**
 * The turn stunt a turn needs at the speed it is taken at, or null when it needs none (§ Stunts:
 * ordinary driving in good conditions needs no roll; § Stunt Difficulties: easy and fast
 * turns; Stride reading, docs/rulings.md): straight needs none; at high or all-out
 * ({@link FAST_TURN_LEVELS}) the printed turn ({@link turnStunt}); slower, a bend under 45° needs
 * none under ideal conditions and is the easy turn (+3) otherwise, and a turn of 45° or more is
 * Stride's slow turn (`slowTurn`, +3; not a fast one, and not the chart's easy turn, which is under
 * 45°; docs/rulings.md).
 * @example turnStuntAt({ degrees: 30, level: "cruising", ideal: true }) // → null
 * @example turnStuntAt({ degrees: 90, level: "cruising", ideal: true }) // → "slowTurn"
 * @example turnStuntAt({ degrees: 90, level: "high", ideal: true }) // → "fast90"
 * @param spec `degrees` the turn (as {@link turnStunt}); `level` the speed level the turn is taken
 *   at; `ideal` no condition adds to the difficulty (easy terrain or none)
 * @throws {TypeError} when `spec` is not an object, `degrees` not a number or `ideal` not a boolean
 * @throws {RangeError} on a NaN or infinite angle or an unknown level
 */
export function turnStuntAt(spec: {
  readonly degrees: number;
  readonly level: SpeedLevel;
  readonly ideal: boolean;
}): StuntId | null {
  input(spec, "turnStuntAt");
  const level = speedLevel(own(spec, "level"), "level");
  const ideal = own(spec, "ideal");
  if (typeof ideal !== "boolean") throw new TypeError(`ideal must be a boolean, got ${show(ideal)}`);
  const printed = turnStunt(own(spec, "degrees") as number);
  if (printed === "straight") return null;
  if (FAST_TURN_LEVELS.includes(level)) return printed;
  if (printed !== "easyTurn") return "slowTurn";
  return ideal ? null : "easyTurn";
}

/**
 * The climb or dive stunt an angle from the current direction needs: climbDive from
 * {@link CLIMB_DIVE_DEGREES}, else null (§ Stunt Difficulties, aerial).
 * @throws {TypeError|RangeError} as {@link turnStunt}
 */
export function climbDiveStunt(degrees: number): StuntId | null {
  if (typeof degrees !== "number") throw new TypeError(`A climb must be a number of degrees, got ${show(degrees)}`);
  if (!Number.isFinite(degrees))
    throw new RangeError(`A climb must be a finite number of degrees, got ${plain(degrees)}`);
  return Math.abs(degrees) >= CLIMB_DIVE_DEGREES - 1e-9 ? "climbDive" : null;
}

/** A turn at a waypoint of a path. */
export interface WaypointTurn {
  /** Index of the waypoint in the path (1 … length − 2). */
  readonly index: number;
  /** The turn, degrees (0–180). */
  readonly degrees: number;
  /** The stunt it needs ({@link turnStunt}). */
  readonly stunt: StuntId;
}

/**
 * The turn at each waypoint of a path, between the leg arriving and the leg leaving (legs of no
 * length are skipped: the turn is measured to the next leg that goes somewhere). With `heading`
 * (the vehicle's direction before the move, radians, 0 along +x, clockwise as the canvas), the
 * first waypoint's turn is measured from it too, at index 0.
 * @param path waypoints, any unit (ruleset units on the canvas)
 * @throws {TypeError|RangeError} when the path is not an array of finite points, or `heading` not a finite number
 */
export function waypointTurns(path: readonly Point[], heading?: number): WaypointTurn[] {
  const points = list(path, "path").map((p, i) => {
    const x: unknown = own(p, "x");
    const y: unknown = own(p, "y");
    if (typeof x !== "number" || typeof y !== "number") throw new TypeError(`path[${i}] must be a point { x, y }`);
    if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 1e12 || Math.abs(y) > 1e12) {
      throw new RangeError(`path[${i}] must have finite coordinates within ±1e12, got (${x}, ${y})`);
    }
    return { x, y };
  });
  if (heading !== undefined && !isFiniteNumber(heading)) {
    throw new RangeError(`heading must be a finite number of radians, got ${show(heading)}`);
  }
  const turns: WaypointTurn[] = [];
  let previous: number | undefined = heading;
  let at = 0;
  for (let i = 1; i < points.length; i++) {
    const dx = points[i]!.x - points[i - 1]!.x;
    const dy = points[i]!.y - points[i - 1]!.y;
    if (Math.hypot(dx, dy) < 1e-9) continue;
    const direction = Math.atan2(dy, dx);
    if (previous !== undefined) {
      let turn = Math.abs(direction - previous) % (2 * Math.PI);
      if (turn > Math.PI) turn = 2 * Math.PI - turn;
      const degrees = (turn * 180) / Math.PI;
      turns.push({ index: at, degrees, stunt: turnStunt(degrees) });
    }
    previous = direction;
    at = i;
  }
  return turns;
}

/**
 * The familiarity modifier (§ Vehicle Familiarity): the row for an unfamiliar operator (none when
 * familiar), −3 with a manual or instructions he can read.
 * @param spec `familiarity` a row id or absent (familiar); `manual` true with a manual
 * @throws {TypeError} when `spec` is not an object or `manual` is present and not a boolean
 * @throws {RangeError} on an unknown familiarity
 */
export function familiarityModifier(spec: {
  readonly familiarity?: Familiarity | undefined;
  readonly manual?: boolean | undefined;
}): number {
  input(spec, "familiarityModifier");
  const row = optional(spec, "familiarity", (v, w) => oneOf(FAMILIARITY, v, w));
  const manual = optional(spec, "manual", (v, w) => {
    if (typeof v !== "boolean") throw new TypeError(`${w} must be a boolean, got ${show(v)}`);
    return v;
  });
  return (row ? FAMILIARITY_TABLE[row] : 0) + (manual ? MANUAL_MODIFIER : 0);
}

/** One line of a vehicle roll's difficulty: where it comes from and its value. */
export interface DifficultyLine {
  /** `speed.high`, `stunt.fast90`, `terrain.rough`, `familiarity.common`, `manual`, `sailing`. */
  readonly source: string;
  readonly value: number;
}

/** A vehicle roll's difficulty, line by line. */
export interface VehicleDifficulty {
  readonly difficulty: number;
  readonly lines: readonly DifficultyLine[];
  /** Stunts asked for that the chart does not list for this kind of vehicle (left out of the sum). */
  readonly notForKind: readonly StuntId[];
}

/** What conditions every vehicle roll adds: terrain, familiarity, manual and sailing. */
interface Conditions {
  /** A terrain level of the Movement Difficulty Modifiers (d6 movement.ts). */
  readonly terrain?: string | undefined;
  readonly familiarity?: Familiarity | undefined;
  readonly manual?: boolean | undefined;
  /** The sailing modifier (sailing.ts {@link sailingModifier}), for ships. */
  readonly sailing?: number | undefined;
}

function conditionLines(spec: Conditions): DifficultyLine[] {
  const lines: DifficultyLine[] = [];
  const terrain = own(spec, "terrain");
  if (terrain !== undefined && terrain !== "easy") {
    if (!isTerrainLevel(terrain)) throw new RangeError(`Unknown OpenD6 terrain level ${show(terrain)}`);
    lines.push({ source: `terrain.${terrain}`, value: terrainModifier(terrain) });
  }
  const familiarity = optional(spec, "familiarity", (v, w) => oneOf(FAMILIARITY, v, w));
  if (familiarity) lines.push({ source: `familiarity.${familiarity}`, value: FAMILIARITY_TABLE[familiarity] });
  if (familiarityModifier({ manual: own(spec, "manual") as boolean | undefined }) !== 0) {
    lines.push({ source: "manual", value: MANUAL_MODIFIER });
  }
  const sailing = own(spec, "sailing");
  if (sailing !== undefined) {
    if (typeof sailing !== "number") throw new TypeError(`sailing must be a number, got ${show(sailing)}`);
    if (!(Math.abs(sailing) <= 1000))
      throw new RangeError(`sailing must be a modifier within ±1000, got ${plain(sailing)}`);
    if (sailing !== 0) lines.push({ source: "sailing", value: sailing });
  }
  return lines;
}

function total(lines: readonly DifficultyLine[]): number {
  return Math.max(
    0,
    lines.reduce((sum, l) => sum + l.value, 0),
  );
}

/**
 * A stunt's difficulty (§ Stunts, § Stunt Difficulties & Modifiers, § Vehicle Familiarity): the
 * chart's modifiers for the stunts listed for the vehicle's kind, the terrain level, familiarity,
 * a manual and the sailing modifier; with `from` and `to` speed levels changing by more than one,
 * the rapid acceleration or deceleration base ({@link speedChange}). Never below 0.
 * @param spec `stunts` stunt ids; `kind` the vehicle's kind (all stunts count when absent)
 * @throws {TypeError} when `spec` or `stunts` has the wrong type
 * @throws {RangeError} on an unknown stunt, kind, level, terrain or familiarity, or a sailing
 *   modifier beyond ±1000
 */
export function stuntDifficulty(
  spec: Conditions & {
    readonly stunts: readonly StuntId[];
    readonly kind?: VehicleKind | undefined;
    readonly from?: SpeedLevel | undefined;
    readonly to?: SpeedLevel | undefined;
  },
): VehicleDifficulty {
  input(spec, "stuntDifficulty");
  const stunts = stuntList(own(spec, "stunts") as readonly StuntId[], "stunts");
  const kind = optional(spec, "kind", (v, w) => oneOf(VEHICLE_KINDS, v, w));
  const groups = kind ? KIND_GROUPS[kind] : undefined;
  const lines: DifficultyLine[] = [];
  const from = own(spec, "from");
  const to = own(spec, "to");
  if (from !== undefined || to !== undefined) {
    const change = speedChange({ from: from as SpeedLevel, to: to as SpeedLevel });
    // The line names the level whose difficulty it is: the faster of the two (speedChange).
    const faster =
      SPEED_LEVELS[Math.max(SPEED_LEVELS.indexOf(from as SpeedLevel), SPEED_LEVELS.indexOf(to as SpeedLevel))];
    if (change.stunt) lines.push({ source: `speed.${String(faster)}`, value: change.difficulty });
  }
  const notForKind: StuntId[] = [];
  for (const s of stunts) {
    if (groups && !groups.includes(STUNT_TABLE[s].group)) notForKind.push(s);
    else lines.push({ source: `stunt.${s}`, value: STUNT_TABLE[s].modifier });
  }
  lines.push(...conditionLines(spec));
  return { difficulty: total(lines), lines, notForKind };
}

/** The pilot's roll for a speed level. */
export interface PilotRoll extends VehicleDifficulty {
  /** Whether the level calls for a roll: high and all-out always, the others when conditions add to 0. */
  readonly roll: boolean;
}

/**
 * The pilot's roll for moving at a speed level (§ Vehicle Movement): the level's base difficulty
 * (high 5, all-out 10) with terrain, familiarity, a manual and sailing; rolled with Extranormal or
 * pilotry plus the vehicle's Maneuverability and the Wild Die (ruling 10). Stopped never rolls.
 * @throws {TypeError} when `spec` is not an object
 * @throws {RangeError} on an unknown level, terrain or familiarity, or a sailing modifier beyond ±1000
 */
export function pilotRoll(spec: Conditions & { readonly level: SpeedLevel }): PilotRoll {
  input(spec, "pilotRoll");
  const level = speedLevel(own(spec, "level"), "level");
  const row = SPEED_TABLE[level];
  const lines: DifficultyLine[] = [{ source: `speed.${level}`, value: row.difficulty }, ...conditionLines(spec)];
  const difficulty = total(lines);
  return { difficulty, lines, notForKind: [], roll: level !== "stopped" && (row.roll || difficulty > 0) };
}

/**
 * Damage dice of a collision for one vehicle (§ Speed Damage Modifier, § Collision Damage
 * Modifier): its speed level's dice plus each situation it is in (each counted once, cumulative),
 * never below 1D (ruling 12). `panic` speed rolls as all-out.
 * @example collisionDice({ speed: "cruising", situations: ["headOn"] }) // → 9
 * @throws {TypeError} when `spec` or `situations` has the wrong type
 * @throws {RangeError} on an unknown speed level or situation
 */
export function collisionDice(spec: {
  readonly speed: SpeedLevel | "panic";
  readonly situations?: readonly CollisionSituation[] | undefined;
}): number {
  input(spec, "collisionDice");
  const raw = own(spec, "speed");
  const speed = raw === "panic" ? "allOut" : speedLevel(raw, "speed");
  const given = own(spec, "situations");
  const situations =
    given === undefined
      ? []
      : list(given as readonly unknown[], "situations").map((s, i) =>
          oneOf(COLLISION_SITUATIONS, s, `situations[${i}]`),
        );
  const dice = [...new Set(situations)].reduce((sum, s) => sum + COLLISION_SITUATION_DICE[s], SPEED_DAMAGE_DICE[speed]);
  return Math.max(MIN_COLLISION_DICE, dice);
}

/**
 * The row of the damage chart a margin falls in: the level and the passengers' share (§ Vehicle &
 * Passenger Damage). A margin of 0 or less is `none`.
 * @param margin the damage total minus the damage resistance total (Toughness + armour)
 * @throws {TypeError} when `margin` is not a number
 * @throws {RangeError} when it is NaN
 */
export function damageRow(margin: number): { readonly level: DamageLevel; readonly passengerShare: number } {
  if (typeof margin !== "number") throw new TypeError(`A damage margin must be a number, got ${show(margin)}`);
  if (Number.isNaN(margin)) throw new RangeError("A damage margin must not be NaN");
  const row = DAMAGE_TABLE.find((r) => margin >= r.from);
  return row ? { level: row.level, passengerShare: row.passengerShare } : { level: "none", passengerShare: 0 };
}

/** A vehicle's damage after a hit. */
export interface VehicleDamage {
  /** Its damage level now. */
  readonly level: DamageLevel;
  /** The level the hit's margin gives on its own. */
  readonly hit: DamageLevel;
  /** The escalation rule raised it (ruling 12). */
  readonly escalated: boolean;
  /** Share of the damage total the passengers suffer: the hit's row of the chart. */
  readonly passengerShare: number;
}

/**
 * A vehicle's damage level after a hit (§ Vehicle & Passenger Damage and its note; ruling 12):
 * below Heavy the levels do not add up (the worse of the two stands); once at Heavy or worse, a
 * hit of Light or more raises the vehicle one level above the worse of the two (at most Destroyed).
 * @example vehicleDamage({ margin: 10, current: "none" }) // → { level: "heavy", passengerShare: 0.5, … }
 * @example vehicleDamage({ margin: 5, current: "heavy" }) // → { level: "severe", … }
 * @param spec `margin` damage total minus resistance total; `current` the level before (default none)
 * @throws {TypeError} when `spec` is not an object or `margin` not a number
 * @throws {RangeError} on a NaN margin or an unknown level
 */
export function vehicleDamage(spec: { readonly margin: number; readonly current?: DamageLevel }): VehicleDamage {
  input(spec, "vehicleDamage");
  const { level: hit, passengerShare } = damageRow(own(spec, "margin") as number);
  const current = optional(spec, "current", damageLevel) ?? "none";
  const [c, h] = [DAMAGE_LEVELS.indexOf(current), DAMAGE_LEVELS.indexOf(hit)];
  const heavy = DAMAGE_LEVELS.indexOf("heavy");
  const escalated = c >= heavy && h >= DAMAGE_LEVELS.indexOf("light") && current !== "destroyed";
  const index = escalated ? Math.min(DAMAGE_LEVELS.length - 1, Math.max(c, h) + 1) : Math.max(c, h);
  return { level: DAMAGE_LEVELS[index]!, hit, escalated, passengerShare };
}

/**
 * What a damage level does (§ Vehicle & Passenger Damage, the notes under the chart).
 * @throws {RangeError} on an unknown level
 */
export function damageEffect(level: DamageLevel): DamageEffect {
  return DAMAGE_EFFECTS[damageLevel(level, "level")];
}

/**
 * The damage a passenger suffers: the share of the damage total, rounded down, moved one row of the
 * chart's shares for an enclosed (less) or exposed (more) vehicle (§ Crew & Passenger Injuries:
 * "adjust it"; Stride reading). No share of a hit that does no damage.
 * @param spec `total` the damage total (≥ 0); `passengerShare` the hit's share (0, ¼, ½, ¾ or 1); `exposure`
 * @throws {TypeError} when `spec` is not an object or a number is not a number
 * @throws {RangeError} on a negative or non-finite total, a share not in the chart, or an unknown exposure
 */
export function passengerDamage(spec: {
  readonly total: number;
  readonly passengerShare: number;
  readonly exposure?: Exposure | undefined;
}): number {
  input(spec, "passengerDamage");
  const totalDamage = amount(own(spec, "total"), "total");
  const share = own(spec, "passengerShare");
  const row = PASSENGER_SHARES.indexOf(share as (typeof PASSENGER_SHARES)[number]);
  if (row < 0) throw new RangeError(`passengerShare must be one of ${PASSENGER_SHARES.join(", ")}, got ${show(share)}`);
  const exposure = optional(spec, "exposure", (v, w) => oneOf(EXPOSURE, v, w)) ?? "normal";
  const shifted = row === 0 && exposure !== "exposed" ? 0 : row + EXPOSURE_SHIFT[exposure];
  const index = Math.min(PASSENGER_SHARES.length - 1, Math.max(0, shifted));
  return Math.floor(totalDamage * PASSENGER_SHARES[index]!);
}

/**
 * The speed level a Severely damaged vehicle slows to next round: two levels slower, stopped at
 * the least (§ Vehicle & Passenger Damage, Severe).
 * @throws {RangeError} on an unknown level
 */
export function outOfControlSpeed(level: SpeedLevel): SpeedLevel {
  const index = SPEED_LEVELS.indexOf(speedLevel(level, "level"));
  return SPEED_LEVELS[Math.max(0, index - SEVERE_DECELERATION)]!;
}

/**
 * The fastest speed level left after losing top speed levels (§ Vehicle & Passenger Damage, Light
 * and Heavy), stopped at the least.
 * @param lost levels lost (an integer ≥ 0)
 * @throws {TypeError} when `lost` is not a number
 * @throws {RangeError} when it is not an integer ≥ 0
 */
export function topSpeed(lost: number): SpeedLevel {
  if (typeof lost !== "number") throw new TypeError(`Levels lost must be a number, got ${show(lost)}`);
  if (!Number.isInteger(lost) || lost < 0)
    throw new RangeError(`Levels lost must be an integer ≥ 0, got ${plain(lost)}`);
  return SPEED_LEVELS[Math.max(0, SPEED_LEVELS.length - 1 - lost)]!;
}

/** A team of pulling creatures gone wild (§ Targeting the Creatures). */
export interface Panic {
  /** Panic speed: 4× the creature's Move, metres per round. */
  readonly speed: number;
  /** Damage dice the vehicle suffers each round at panic speed: 5D on a road, 6D on rough ground. */
  readonly damageDice: number;
  /** The collision dice at panic speed (as all-out). */
  readonly collisionDice: number;
}

/**
 * Panic speed and its damage (§ Targeting the Creatures).
 * @param spec `creatureMove` the pulling creature's Move (metres per round, ≥ 0); `surface` road or rough
 * @throws {TypeError|RangeError} on a Move that is not a number from 0 to 1e12, or an unknown surface
 */
export function panic(spec: { readonly creatureMove: number; readonly surface: PanicSurface }): Panic {
  input(spec, "panic");
  const move = amount(own(spec, "creatureMove"), "creatureMove");
  const surface = oneOf(Object.keys(PANIC_DAMAGE_DICE) as PanicSurface[], own(spec, "surface"), "surface");
  return { speed: move * PANIC_TIMES, damageDice: PANIC_DAMAGE_DICE[surface], collisionDice: SPEED_DAMAGE_DICE.allOut };
}

/**
 * Spooking a creature and bringing it back under control (§ Targeting the Creatures): spooked when
 * the intimidation total meets or beats the creature's mettle (or Charisma) total; the driver's
 * control roll is against that total + 9.
 * @param spec `intimidation` the attacker's total (absent: only the control difficulty); `mettle` the creature's total
 * @throws {TypeError|RangeError} when a total is not a number from 0 to 1e12
 */
export function spook(spec: { readonly intimidation?: number | undefined; readonly mettle: number }): {
  readonly spooked: boolean;
  readonly controlDifficulty: number;
} {
  input(spec, "spook");
  const mettle = amount(own(spec, "mettle"), "mettle");
  const intimidation = optional(spec, "intimidation", amount);
  return {
    spooked: intimidation !== undefined && intimidation >= mettle,
    controlDifficulty: mettle + CONTROL_OVER_METTLE,
  };
}

/** Leaping out of a moving vehicle (§ Leaping Out of a Vehicle). */
export interface LeapOut {
  /** Very Easy below 10 km/h; null when faster (the GM sets it). */
  readonly difficulty: number | null;
  /** Damage on a failed roll, or one Wound level. */
  readonly failureDamage: number;
}

/**
 * The acrobatics (or Agility, or jumping) roll to leap out of a land or water vehicle.
 * @param kmh the vehicle's speed, kilometres per hour (≥ 0)
 * @throws {TypeError|RangeError} when it is not a number from 0 to 1e12
 */
export function leapOut(kmh: number): LeapOut {
  const speed = amount(kmh, "A vehicle's speed (km/h)");
  return { difficulty: speed < LEAP_OUT_SLOW_KMH ? VERY_EASY : null, failureDamage: LEAP_OUT_DAMAGE };
}

/**
 * Whether a vehicle of a kind may ram (§ Ramming & Sideswiping Vehicles): water vehicles and
 * magical conveyances only; any may sideswipe. A water vehicle that rams loses its next round's actions.
 * @throws {RangeError} on an unknown kind
 */
export function ramming(kind: VehicleKind): { readonly mayRam: boolean; readonly losesNextRound: boolean } {
  const k = oneOf(VEHICLE_KINDS, kind, "kind");
  return { mayRam: k === "water" || k === "magical", losesNextRound: k === "water" };
}
