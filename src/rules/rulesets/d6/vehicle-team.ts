/**
 * An animal-drawn vehicle moves at the running of its team (d6-movement.txt § Vehicle Movement sends
 * the pulling creatures' rate to the running rules; § Running; § Maximum Movement; docs/rulings.md):
 * its speed levels count from the pulling rate
 * (actors.ts pullingRate, the profile's `move`), and the roll a speed calls for is the team's
 * running roll against the running difficulty of the round's distance (base 0, +5 a movement
 * beyond the first, plus the terrain, which counts at cautious speed too), in place of the pilot's roll.
 * The vehicle's fastest level, all-out (4×), is the GM's 4× limit of § Maximum Movement. Pure; metres.
 * @module
 */
import type { MovementProfile, TestRequest } from "../../types";
import { input, own, show } from "../../geometry/validate";
import { runningDifficulty, type TerrainLevel } from "./movement";
import { move as checkMove } from "./check";
import { readMove } from "./profile";
import { SPEED_LEVELS, SPEED_TABLE, VEHICLE_KINDS, type SpeedLevel } from "./vehicle-tables";
import { isFiniteNumber } from "../../scene/numbers";

/** The vehicle test kind of the team's running roll (vehicle-ruleset.ts VEHICLE_TEST_SKILLS). */
export const TEAM_TEST = "team";

/**
 * Whether a profile is an animal-drawn vehicle's whose team runs (`vehicle` 1, `vehicleKind`
 * animalDrawn, a `teamRunning` code; without one, as an od6s vehicle's, its pilot rolls at its
 * speed levels). Never throws.
 */
export function isDrawnProfile(profile: unknown): boolean {
  const characteristics = own(profile, "characteristics");
  const team = own(characteristics, "teamRunning");
  return (
    own(characteristics, "vehicle") === 1 &&
    own(characteristics, "vehicleKind") === VEHICLE_KINDS.indexOf("animalDrawn") &&
    isFiniteNumber(team)
  );
}

/**
 * The Move of the creatures pulling a vehicle, metres per round, which panic speed counts from
 * (§ Targeting the Creatures: 4× the creature's Move, apart from the vehicle's listed pulling rate
 * of § Vehicle Movement): the profile's `creatureMove` (actors.ts d6VehicleProfile: the creature's
 * own Move, else the pulling rate, else the vehicle's Move), else its `pullingMove`; 0 without
 * pulling creatures. Never throws.
 */
export function creatureMoveOf(profile: unknown): number {
  const characteristics = own(profile, "characteristics");
  for (const key of ["creatureMove", "pullingMove"]) {
    const v = own(characteristics, key);
    if (isFiniteNumber(v) && v > 0) return v;
  }
  return 0;
}

/** The rate a drawn vehicle's profile moves at (its `move`, the pulling rate), metres per round. */
export function teamRate(profile: MovementProfile | undefined): number {
  return readMove(own(own(profile, "characteristics"), "move"));
}

/** A team's running roll: the request for its card and the difficulty it shows. */
export interface TeamRoll {
  readonly request: TestRequest;
  readonly difficulty: number;
}

/**
 * The team's running roll a drawn vehicle's round of `distance` metres calls for: the request
 * (kind {@link TEAM_TEST}: the distance, option `move` the pulling rate, `terrain` the worst
 * crossed and, under the GM's acceleration limits, `paceRate` last round's rate: `paceRate` > 0) and its difficulty, or null when it needs none: no distance, or a difficulty of 0 (§ Running:
 * the first movement on easy ground; within the free half of the rate, § Short Distances). Within
 * the free half, cautious speed, terrain still raises the base 0 (§ Vehicle Movement: Cautious), so
 * worse ground rolls at the terrain's difficulty.
 * @throws {RangeError} when `rate` is not > 0 or `distance` not ≥ 0, or on an unknown terrain level
 */
export function teamRoll(
  rate: number,
  distance: number,
  terrain: TerrainLevel | undefined,
  paceRate = 0,
): TeamRoll | null {
  const running = runningDifficulty({ move: rate, distance, ...(terrain ? { terrain } : {}) });
  if (!(distance > 0) || running.difficulty <= 0) return null;
  const chase = isFiniteNumber(paceRate) && paceRate > 0;
  const options = {
    move: String(rate),
    ...(terrain ? { terrain } : {}),
    ...(chase ? { paceRate: String(paceRate) } : {}),
  };
  return { request: { kind: TEAM_TEST, distance, options }, difficulty: running.difficulty };
}

/** The running difficulties a speed level spans for a team, and whether it needs no roll at all. */
export interface TeamLevelDifficulty {
  /** The difficulty of the level's first metre past the level below (0 for stopped and cautious). */
  readonly from: number;
  /** The difficulty of the level's full speed. */
  readonly to: number;
  /** Stopped, or within the free half of the rate (cautious): no action, no roll (§ Short Distances). */
  readonly free: boolean;
}

/**
 * The running difficulties of a speed level for an animal-drawn vehicle's team on easy ground
 * (§ Running, § Vehicle Movement): stopped and cautious are free, cruising 0, high 5, all-out
 * 10 (up to 3× the rate) to 15 (4×).
 * @example teamLevelDifficulty({ level: "allOut", rate: 15 }) // → { from: 10, to: 15, free: false }
 * @param spec `level` a speed level id; `rate` the pulling rate, metres per round (> 0)
 * @throws {TypeError} when `spec` is not an object or `rate` not a number
 * @throws {RangeError} on an unknown level, or a rate that is not > 0 (or so large that 4× it passes 10¹²)
 */
export function teamLevelDifficulty(spec: { readonly level: SpeedLevel; readonly rate: number }): TeamLevelDifficulty {
  input(spec, "teamLevelDifficulty");
  const level = own(spec, "level");
  const index = SPEED_LEVELS.indexOf(level as SpeedLevel);
  if (index < 0) throw new RangeError(`level must be one of ${SPEED_LEVELS.join(", ")}, got ${show(level)}`);
  const rate = checkMove(own(spec, "rate"));
  const top = rate * SPEED_TABLE[level as SpeedLevel].times;
  const full = runningDifficulty({ move: rate, distance: top });
  if (index === 0 || full.free) return { from: 0, to: 0, free: true };
  // The first metre fraction past the level below: the next movement's difficulty.
  const below = rate * SPEED_TABLE[SPEED_LEVELS[index - 1]!].times;
  const first = runningDifficulty({ move: rate, distance: below + rate / 1000 });
  return { from: first.difficulty, to: full.difficulty, free: false };
}
