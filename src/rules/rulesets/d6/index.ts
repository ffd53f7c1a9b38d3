/**
 * The `d6` ruleset (OpenD6): no hard limit per round, but the farther a character goes the harder
 * the roll. Its bands are movements (free half Move, one Move, 2×, 3×, 4× and, without the GM's
 * limit, beyond), so the ruler colours by movements; the tests are Wild Die skill rolls against
 * the difficulty of the distance (d6-movement.txt, Running … Other Movement Options; rules/README.md
 * rulings 6, 10 and 12). Metres.
 * @module
 */
import { list, MAX_COORDINATE, own } from "../../geometry/validate";
import type { RulerMeasure } from "../../capabilities";
import type { Ruleset } from "../../ruleset";
import type { MovementBand, MovementContext, MovementProfile } from "../../types";
import {
  breathSeconds,
  chaseRange,
  chaseSlowdown,
  chaseStep,
  climbDifficulty,
  climbMove,
  D6_TERRAIN,
  drowning,
  fatigueModifier,
  isFree,
  jumpDifficulty,
  MAX_MOVEMENTS,
  maxDistance,
  movements,
  runningDifficulty,
  runningOutcome,
  standingLeap,
  swimDifficulty,
  swimMove,
  terrainModifier,
} from "./movement";
import { nextPace, paceRange, rulerLabel } from "./pace";
import { profileValue, readMove } from "./profile";
import { D6_ACTORS } from "./actors";
import { sailingModifier, windDirection, windFromWildDie } from "./sailing";
import { VEHICLE_STATUSES, vehicleBands } from "./vehicle-ruleset";
import { vehicleArcOf, vehicleRound, vehicleRulerLabel } from "./vehicle-drive";
import { kmhOf, leapOutSpeed, WIND_WEATHER, withCrewStatuses, withVehicleCrewTests } from "./vehicle-crew";
import { COLLISION_STATUSES, D6_COLLISIONS, vehicleStatusBands, vehicleTurnStart } from "./vehicle-collisions";
import {
  collisionDice,
  damageEffect,
  familiarityModifier,
  leapOut,
  outOfControlSpeed,
  panic,
  passengerDamage,
  pilotRoll,
  speedChange,
  speedLevelFor,
  spook,
  stuntDifficulty,
  stuntModifier,
  turnStunt,
  vehicleDamage,
  vehicleSpeed,
  waypointTurns,
} from "./vehicles";
import {
  ACTIONS,
  buildTest,
  countersAfterMove,
  describe,
  describeResult,
  EDGE_TEST,
  edgeTestDistance,
  edgeTestOptions,
  formula,
  MANUAL_TESTS,
  movementTests,
  profileOptions,
  resolve,
  walksBack,
} from "./tests";
import { d6Manifest } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

export * from "./movement";
export * from "./pace";
export * from "./profile";
export * from "./tests";
export * from "./vehicles";
export * from "./sailing";
export * from "./vehicle-ruleset";
export { contactDice, snapshotSpeed, vehicleContacts, type ContactDice, type VehicleContact } from "./vehicle-contacts";
export * from "./vehicle-drive";
export * from "./vehicle-crew";
export * from "./vehicle-collisions";
export * from "./vehicle-strike";
export * from "./strike-scene";
export * from "./vehicle-combat";
export { teamLevelDifficulty, type TeamLevelDifficulty } from "./vehicle-team";
export { D6_CONDITIONS, D6_VARIANTS, d6Manifest } from "./manifest";

/**
 * Movements the open variant's last band allows: no roll makes its difficulty (+495) in practice,
 * so it stands for "no hard limit" while keeping distances finite.
 */
export const OPEN_MOVEMENTS = 100;

/** A band's own adjustment from the profile, metres; anything but a finite number counts 0. */
function modifier(profile: MovementProfile, action: string): number {
  const value = own(own(profile, "modifiers"), action);
  return typeof value === "number" && Math.abs(value) <= MAX_COORDINATE ? value : 0;
}

/**
 * The bands of a rate: free (half), one movement, 2×, 3×, 4×, and beyond unless the variant is
 * `limited`, each with its own adjustment (metres, from the profile's modifiers: `d6Run2`, or
 * `d6Swim.d6Run2` for an action's bands); never below the band before, never beyond
 * {@link MAX_COORDINATE}. A rate that is not a number > 0 gives bands of 0 m. Never throws.
 */
export function rateBands(
  rate: number,
  context?: MovementContext,
  profile?: MovementProfile,
  action?: string,
): MovementBand[] {
  const r = readMove(rate, 0);
  const limited = (context as { variant?: unknown } | undefined)?.variant === "limited";
  const steps: [string, number][] = [
    [ACTIONS.free, 0.5],
    [ACTIONS.move, 1],
    [ACTIONS.run2, 2],
    [ACTIONS.run3, 3],
    [ACTIONS.run4, MAX_MOVEMENTS],
    ...(limited ? [] : ([[ACTIONS.beyond, OPEN_MOVEMENTS]] as [string, number][])),
  ];
  let floor = 0;
  // The GM's acceleration limits cap every band at last round's rate + 2× this rate (pace.ts).
  const cap = r > 0 ? (paceRange(context?.pace, r)?.max ?? MAX_COORDINATE) : MAX_COORDINATE;
  // An action that is not a string names no band of its own (never echoed into the result).
  const named = typeof action === "string" && action !== "" ? action : undefined;
  return steps.map(([id, times]) => {
    const bandAction = named ?? id;
    const own_ = profile ? modifier(profile, named ? `${named}.${id}` : id) : 0;
    floor = Math.min(MAX_COORDINATE, cap, Math.max(floor, r * times + own_));
    return { action: bandAction, distance: floor };
  });
}

/**
 * Requires a movement profile object (its values are read by {@link profileValue}).
 * @throws {TypeError} when `profile` is not an object with a characteristics object
 */
function checkProfile(profile: MovementProfile): MovementProfile {
  const characteristics: unknown = own(profile, "characteristics");
  if (typeof characteristics !== "object" || characteristics === null) {
    throw new TypeError("A movement profile needs a characteristics object");
  }
  return profile;
}

/** The OpenD6 ruleset object, with its own helpers beside the common {@link Ruleset} shape. */
export const d6 = {
  id: d6Manifest.id,
  label: d6Manifest.label,
  unit: d6Manifest.unit,
  variants: d6Manifest.variants,
  actors: D6_ACTORS,
  actions: d6Manifest.actions,
  bands: {
    /**
     * Movements of the Move (§ Running): free up to half, then one, two, three and four Moves, and
     * (variant `open`) a last band standing for no hard limit; variant `limited` stops at 4×
     * (§ Maximum Movement). A Move that is not a number > 0 reads 10 m.
     * @throws {TypeError} when `profile` has no characteristics object
     */
    movementBands(profile: MovementProfile, context?: MovementContext): MovementBand[] {
      checkProfile(profile);
      return rateBands(profileValue(profile, "move", 10), context, profile);
    },
    /**
     * The same movements of the flying Move (§ Flying Characters); no bands for a speed that is
     * not a number > 0.
     */
    flyingBands(speed: number, context?: MovementContext): MovementBand[] {
      return isFiniteNumber(speed) && speed > 0 ? rateBands(speed, context) : [];
    },
    /**
     * Swimming at the swimming Move (§ Swimming) and climbing at the climbing Move (§ Climbing),
     * by movements as running; null for the band actions.
     * @throws {TypeError} when `profile` has no characteristics object
     */
    actionBands(action: string, profile: MovementProfile, context?: MovementContext): MovementBand[] | null {
      checkProfile(profile);
      const move = readMove(profileValue(profile, "move", 10));
      if (action === ACTIONS.swim) return rateBands(swimMove(move), context, profile, action);
      if (action === ACTIONS.climb) {
        const skilled = profileValue(profile, "climbingSkilled") > 0;
        return rateBands(climbMove({ move, skilled }), context, profile, action);
      }
      return null;
    },
    difficultTerrainBudget(distance: number): number {
      return Math.max(0, Number.isFinite(distance) ? distance : 0);
    },
    /** A vehicle's words (vehicle-drive.ts: level, change, turn stunts), else the character's. */
    rulerLabel: (measure: RulerMeasure) => vehicleRulerLabel(measure) ?? rulerLabel(measure),
    pace: { next: nextPace },
    vehicleBands,
    singleVehicleMove: true,
    // § Movement: one movement action of each type a round, each limited by its own rate.
    actionsApart: true,
  },
  terrain: {
    ...d6Manifest.terrain,
    /**
     * Terrain raises the difficulty, not the distance: 1 per metre (§ Movement Difficulty Modifiers).
     * @throws {TypeError} when `conditions` is not an array
     */
    costMultiplier: (conditions: readonly string[]) => (list(conditions, "conditions"), 1),
    /**
     * A move may end anywhere.
     * @throws {TypeError} when `conditions` is not an array
     */
    mayEndOn: (conditions: readonly string[]) => (list(conditions, "conditions"), true),
    /**
     * A gap stops the drag at its edge for a jump (§ Jumping), or null.
     * @throws {TypeError} when `conditions` is not an array
     */
    edgeTest: (conditions: readonly string[]) => (list(conditions, "conditions").includes("gap") ? EDGE_TEST : null),
    edgeTestDistance,
    edgeTestOptions,
    /**
     * In flight the terrain grades still count (§ Movement Difficulty Modifiers: flying near
     * obstacles, airborne hazards, stormy weather); water, a climb and a gap are the ground's.
     * Never throws.
     */
    airborneConditions: (conditions: readonly string[]) =>
      (Array.isArray(conditions) ? (conditions as readonly unknown[]) : []).filter(
        (c): c is string => typeof c === "string" && (D6_TERRAIN as readonly string[]).includes(c),
      ),
    /**
     * Water is swum, a climb is climbed, or null.
     * @throws {TypeError} when `conditions` is not an array
     */
    requiredAction: (conditions: readonly string[]) => {
      const c = list(conditions, "conditions");
      return c.includes("water") ? ACTIONS.swim : c.includes("climb") ? ACTIONS.climb : null;
    },
  },
  tests: withVehicleCrewTests({
    movementTests,
    countersAfterMove,
    walksBack,
    manualTests: MANUAL_TESTS,
    buildTest,
    // The character's own Move and skills on an edge's jump and a HUD's card (§ Running … § Jumping).
    profileOptions,
    diceKind: (_call: unknown) => "wildDie" as const,
    formula,
    resolve,
    describe,
    describeResult,
    // The GM's modifier adds to the difficulty (testDifficulty: never below 0), as the text's
    // modifiers do (d6-movement.txt: +5 a movement, +3 a missed swimming round), at most ±30.
    gmModifier: { unit: "STRIDE.Card.gmModifier.unit.difficulty", min: -30, max: 30 },
    proneLabel: "STRIDE.Card.applyProne",
  }),
  // Collision cards of vehicles with damage levels (vehicle-collisions.ts).
  collisions: D6_COLLISIONS,
  // A vehicle's reach this round: the ring its declared speed covers, ahead within the easy turn.
  vehicleArc: { arcOf: vehicleArcOf },
  statuses: {
    ...withCrewStatuses({
      statuses: [...VEHICLE_STATUSES, ...COLLISION_STATUSES],
      bandStatuses: (_action: string) => [] as readonly string[],
    }),
    // Lost control (Severe: slowing), Rammed's lost round and Panic's damage (vehicle-collisions.ts).
    turnStart: vehicleTurnStart,
    statusBands: vehicleStatusBands,
  },
  weather: WIND_WEATHER,
  runningDifficulty,
  swimDifficulty,
  climbDifficulty,
  jumpDifficulty,
  terrainModifier,
  chaseStep,
  chaseRange,
  chaseSlowdown,
  fatigueModifier,
  breathSeconds,
  drowning,
  runningOutcome,
  movements,
  isFree,
  maxDistance,
  swimMove,
  climbMove,
  standingLeap,
  vehicleSpeed,
  speedLevelFor,
  speedChange,
  vehicleRound,
  stuntModifier,
  stuntDifficulty,
  turnStunt,
  waypointTurns,
  familiarityModifier,
  pilotRoll,
  collisionDice,
  vehicleDamage,
  damageEffect,
  passengerDamage,
  outOfControlSpeed,
  panic,
  spook,
  leapOut,
  windFromWildDie,
  windDirection,
  sailingModifier,
  kmhOf,
  leapOutSpeed,
} as const satisfies Ruleset & Record<string, unknown>;
