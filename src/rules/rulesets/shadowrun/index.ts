/**
 * The `shadowrun` ruleset: Walk, Run and Sprint bands for the whole Combat Turn, the Running
 * and Sprinting statuses, swimming on water, and pool tests for sprints, swims, jumps, climbs,
 * rappels and falls (shadowrun-movement.md; rules/README.md rulings 6, 9 and 11). Metres.
 * @module
 */
import { normalizeBands } from "../../geometry/bands";
import type { Ruleset } from "../../ruleset";
import type { MovementBand, MovementProfile, MovementTestCall } from "../../types";
import { climb, climbModifier, fallCombatTurns, fallDamage, fallDistance, jump, rappel } from "./athletics";
import { list, own, show } from "../../geometry/validate";
import {
  movementRates,
  rating,
  sprintTestLimit,
  swimRate,
  swimSprintPerHit,
  treadingClock,
  treadWaterMinutes,
} from "./movement";
import { profileValue } from "./profile";
import { SHADOWRUN_ACTORS } from "./actors";
import { poolFormula } from "./pool";
import { sceneEdgeTest, sceneEdgeTestDistance, sceneEdgeTestOptions } from "./terrain";
import {
  ACTIONS,
  allowanceTest,
  buildTest,
  describePoolResult,
  describePoolTest,
  historyLimit,
  MANUAL_TESTS,
  movementTests,
  poolSize,
  resolvePoolTest,
  situationalModifiers,
  STATUSES,
} from "./tests";
import { shadowrunManifest } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

export * from "./athletics";
export * from "./movement";
export * from "./pool";
export * from "./profile";
export * from "./terrain";
export * from "./tests";

/**
 * Requires a movement profile: an object with a characteristics object (its values are read by
 * {@link profileValue}: anything but a finite number counts 0).
 * @throws {TypeError} when `profile` is not such an object
 */
function checkProfile(profile: MovementProfile): MovementProfile {
  const characteristics: unknown = (profile as Partial<MovementProfile> | null)?.characteristics;
  if (typeof characteristics !== "object" || characteristics === null) {
    throw new TypeError(`A movement profile needs a characteristics object, got ${show(profile)}`);
  }
  return profile;
}

/** A profile's Agility as the bands read it (0–30; anything but a finite number counts 0). */
function agilityOf(profile: MovementProfile): number {
  return rating(profileValue(profile, "agility"));
}

/** A band's own adjustment from the profile (manual, or a sprint's hits), metres; anything but a finite number counts 0. */
function modifier(profile: MovementProfile, action: string): number {
  const value = own(profile.modifiers, action);
  return isFiniteNumber(value) ? value : 0;
}

/** The Shadowrun ruleset object, with its own helpers beside the common {@link Ruleset} shape. */
export const shadowrun = {
  id: shadowrunManifest.id,
  label: shadowrunManifest.label,
  unit: shadowrunManifest.unit,
  variants: shadowrunManifest.variants,
  actors: SHADOWRUN_ACTORS,
  actions: shadowrunManifest.actions,
  bands: {
    /**
     * Walk (Agility × 2 m), Run (Agility × 4 m) and Sprint (Run plus the metres this Combat
     * Turn's Sprinting tests added, in `modifiers.srSprint`) for the whole Combat Turn
     * (§ Standard Movement, § Sprinting). Without a sprint the Sprint band equals Run. Agility
     * is read 0–30; bands never fall below 0 m or below the band before them (normalizeBands).
     * @throws {TypeError} when `profile` has no characteristics object
     */
    movementBands(profile: MovementProfile): MovementBand[] {
      checkProfile(profile);
      const agility = agilityOf(profile);
      const walk = agility * 2 + modifier(profile, ACTIONS.walk);
      const run = agility * 4 + modifier(profile, ACTIONS.run);
      return normalizeBands([
        { action: ACTIONS.walk, distance: walk },
        { action: ACTIONS.run, distance: run },
        { action: ACTIONS.sprint, distance: run + Math.max(0, modifier(profile, ACTIONS.sprint)) },
      ]);
    },
    /**
     * Swimming: avg(Agility, Strength) m per Combat Turn plus a swimming sprint's metres, never
     * below 0 m (§ Swimming); null for the other actions.
     * @throws {TypeError} when `profile` has no characteristics object
     */
    actionBands(action: string, profile: MovementProfile): MovementBand[] | null {
      checkProfile(profile);
      if (action !== ACTIONS.swim) return null;
      const rate = swimRate({ agility: agilityOf(profile), strength: rating(profileValue(profile, "strength")) });
      return [{ action, distance: Math.max(0, rate + modifier(profile, action)) }];
    },
    difficultTerrainBudget(distance: number): number {
      return Math.max(0, Number.isFinite(distance) ? distance : 0);
    },
    history: "round",
  },
  terrain: {
    ...shadowrunManifest.terrain,
    /**
     * Water, climbable surfaces and gaps cost no extra metres: 1 per metre.
     * @throws {TypeError} when `conditions` is not an array
     */
    costMultiplier: (conditions: readonly string[]) => (list(conditions, "conditions"), 1),
    /**
     * A move may end anywhere (in water it swims, § Swimming).
     * @throws {TypeError} when `conditions` is not an array
     */
    mayEndOn: (conditions: readonly string[]) => (list(conditions, "conditions"), true),
    /**
     * A gap stops the drag at its edge for a running jump (§ Jumping), a climbable surface at its
     * foot or top for the climb (§ Climbing), or null (terrain.ts sceneEdgeTest).
     * @throws {TypeError} when `conditions` is not an array
     */
    edgeTest: sceneEdgeTest,
    /** A running jump at a gap is about the gap's width, metres (§ Jumping); 0 otherwise. Never throws. */
    edgeTestDistance: sceneEdgeTestDistance,
    /**
     * A climb at an edge: the table's surface, up or down, and the height still to go (terrain.ts
     * sceneEdgeTestOptions); `{}` otherwise. Never throws.
     */
    edgeTestOptions: sceneEdgeTestOptions,
    /**
     * Water is swum (§ Swimming), or null.
     * @throws {TypeError} when `conditions` is not an array
     */
    requiredAction: (conditions: readonly string[]) =>
      list(conditions, "conditions").includes("water") ? ACTIONS.swim : null,
  },
  statuses: {
    statuses: shadowrunManifest.statuses,
    /** Past Walk a character is Running until the Combat Turn ends; past Run it is Sprinting too. Never throws. */
    bandStatuses(action: string): readonly string[] {
      if (action === ACTIONS.run) return [STATUSES.running];
      if (action === ACTIONS.sprint) return [STATUSES.running, STATUSES.sprinting];
      return [];
    },
    /** A Sprint Action keeps the runner Sprinting for the Combat Turn, whatever is undone. Never throws. */
    testStatuses: (kind: string): readonly string[] => (kind === "sprint" ? [STATUSES.sprinting] : []),
  },
  tests: {
    movementTests,
    situationalModifiers,
    manualTests: MANUAL_TESTS,
    buildTest,
    historyLimit,
    allowanceTest,
    /** A fall hurts in or out of combat (§ Falling); the other tests follow moves in a started combat. Never throws. */
    dueOutsideCombat: (call: MovementTestCall) => call?.kind === "fall",
    diceKind: (_call: MovementTestCall) => "pool" as const,
    /**
     * `Nd6cs>=5`: Foundry's Die `cs` (countSuccess) modifier with a `>=` target, documented on
     * the v13 API page of the dice term class Die (its MODIFIERS list `cs`; the
     * v9 page foundryvtt.com/api/v9/Die.html gives the `6d6cf<=3` comparison form). The roll's
     * total is the hits; `resolve` still counts the face values itself (ruling 9).
     * @throws {TypeError|RangeError} as `poolSize` and `poolFormula`
     */
    formula: (call: MovementTestCall, pool: number) => poolFormula(poolSize(call, pool)),
    resolve: resolvePoolTest,
    describe: describePoolTest,
    describeResult: describePoolResult,
    // The GM's modifier is dice added to or taken from the pool (poolSize: never below 0 dice).
    gmModifier: { unit: "STRIDE.Card.gmModifier.unit.pool", min: -12, max: 12 },
    proneLabel: "STRIDE.Card.applyProne",
  },
  movementRates,
  sprintTestLimit,
  swimRate,
  swimSprintPerHit,
  treadWaterMinutes,
  treadingClock,
  jump,
  climb,
  climbModifier,
  rappel,
  fallDamage,
  fallDistance,
  fallCombatTurns,
} as const satisfies Ruleset & Record<string, unknown>;
