/**
 * The `necromunda` ruleset: fighters and vehicles moving in inches by actions, the 1" rule,
 * terrain, falls and collisions (necromunda-movement.md; rules/README.md rulings 6–8).
 * @module
 */
import { isArray, plain } from "../../geometry/validate";
import { sortBands } from "../../geometry/bands";
import type {
  HitProfile,
  MovementBand,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../../types";
import type { MovementTestResolution } from "../../capabilities/outcomes";
import type { Notice } from "../../effects";
import type { NoticeDescription } from "../../capabilities";
import type { Ruleset } from "../../ruleset";
import type { ModelSnapshot } from "../../scene";
import { checkCall, checkRequest, checkResolution, describeTestWith, totalModifier } from "../../card-text";
import {
  actionAllowances,
  chargeD3,
  engageReach,
  mayEngage,
  takesShortestRoute,
  type ActionAllowances,
} from "./movement";
import { STATIONARY_MOVE, terrainCollision, vehicleCollision } from "./collisions";
import { EDGE_DISTANCE } from "./falling";
import { DUCTWAY_REACH, LIFT_ESCAPE, liftAvailable, liftElevation } from "./structures";
import {
  difficultTerrainBudget,
  edgeTest,
  isClimb,
  mayEndMidClimb,
  climbFinishedBy,
  normalMovement,
  OVERHANG_MAX,
  mayEndOn,
  OBSTACLE_MAX,
  obstacleCost,
  riseCost,
  stepsOver,
  terrainCostMultiplier,
} from "./terrain";
import { NECROMUNDA_ACTORS } from "./actors";
import { buildTest, JUMP_DOWN_MIN, MANUAL_TESTS, movementTests, resolveMovementTest, rollNeeded } from "./tests";
import { necromundaManifest } from "./manifest";
import { isFiniteNumber } from "../../scene/numbers";

export * from "./collisions";
export * from "./falling";
export * from "./movement";
export * from "./structures";
export * from "./terrain";
export * from "./tests";

/** The band actions. */
const BAND_ACTIONS = ["crawl", "move", "ram", "charge", "run"] as const satisfies readonly (keyof ActionAllowances)[];

/** The 1" rule (§ The 1" Rule), inches. */
export const ENGAGEMENT_ZONE = 1;

/** How many vehicles a chain of head-on pushes follows (Stride ruling). */
export const MAX_CHAIN = 8;

/** Named modifier sources of Necromunda's tests (the others are terrain conditions). */
const MODIFIER_SOURCES = new Set(["jumpDown", "railing", "standing", "tougher", "fallingVehicle"]);

/**
 * A hit's profile as printed: "S3 AP– D1" (AP "–" when 0).
 * @throws {TypeError} when a number of the profile is missing or not finite
 */
export function hitText(hit: { readonly strength: number; readonly ap: number; readonly damage: number }): string {
  const h = hit as Partial<typeof hit> | null;
  if (![h?.strength, h?.ap, h?.damage].every((n) => isFiniteNumber(n))) {
    throw new TypeError("A hit has a finite Strength, AP and Damage");
  }
  const ap = hit.ap === 0 ? "–" : hit.ap < 0 ? `−${-hit.ap}` : `+${hit.ap}`;
  return `S${hit.strength} AP${ap} D${hit.damage}`;
}

/**
 * How a card words a collision notice (§ Move and Push During Collisions, § Colliding with
 * Terrain): the arc or terrain as title, what happened, and each vehicle's hit as printed.
 * @throws {TypeError} when the notice has not the shape of effects.ts `Notice`
 */
export function describeNotice(notice: Notice): NoticeDescription {
  const n = notice as Partial<Notice> | null;
  const collision = (n as { collision?: unknown } | null)?.collision;
  if (
    typeof n !== "object" ||
    n === null ||
    typeof n.mover !== "string" ||
    typeof collision !== "object" ||
    collision === null ||
    (n.kind === "vehicleCollision"
      ? typeof n.other !== "string"
      : n.kind !== "terrainCollision" || !Array.isArray(n.fallers))
  ) {
    throw new TypeError("A notice names its kind, its mover (and other or fallers) and its collision");
  }
  const hit = (model: string, profile: HitProfile) => ({ model, hit: hitText(profile) });
  if (notice.kind === "vehicleCollision") {
    const c = notice.collision;
    return {
      title: { key: `STRIDE.Collision.title.${c.arc}` },
      what: [{ key: `STRIDE.Collision.result.${c.result}` }],
      hits: [hit(notice.mover, c.moverHit), hit(notice.other, c.otherHit)],
    };
  }
  const c = notice.collision;
  const fell = notice.fallers.length ? [{ key: "STRIDE.Collision.fall", data: { count: notice.fallers.length } }] : [];
  return {
    title: { key: `STRIDE.Collision.title.${c.terrain}` },
    what: [{ key: `STRIDE.Collision.terrain.${c.result}` }, ...fell],
    hits: [hit(notice.mover, c.moverHit)],
  };
}

/** The Necromunda ruleset object. */
export const necromunda = {
  id: necromundaManifest.id,
  label: necromundaManifest.label,
  unit: necromundaManifest.unit,
  variants: necromundaManifest.variants,
  actors: NECROMUNDA_ACTORS,
  actions: necromundaManifest.actions,
  bands: {
    /**
     * Each action's own allowance, shortest first. Run is exactly two Moves, so at Move 1 and 2
     * it can allow less than a Charge (M + D3) and then comes before it (§ Movement). Move is clamped
     * (`actionAllowances`); the Charge is Move + the D3 in `profile.rolled.charge` (3 when not
     * rolled); manual modifiers are inches per band action; no band is below 0".
     * @throws {TypeError} when `profile` has no characteristics object, the modifiers are not an
     *   object, or a band's modifier is not a number
     * @throws {RangeError} on a non-finite modifier, or a rolled Charge D3 other than 1, 2 or 3
     */
    movementBands(profile: MovementProfile): MovementBand[] {
      if (typeof profile?.characteristics !== "object" || profile.characteristics === null)
        throw new TypeError("A movement profile needs a characteristics object");
      const modifiers: unknown = profile.modifiers ?? {};
      if (typeof modifiers !== "object" || modifiers === null) throw new TypeError("Band modifiers must be an object");
      for (const action of BAND_ACTIONS) {
        const value = Object.hasOwn(modifiers, action) ? (modifiers as Record<string, unknown>)[action] : 0;
        if (typeof value !== "number") throw new TypeError(`The ${action} modifier must be a number`);
        if (!Number.isFinite(value)) throw new RangeError(`The ${action} modifier must be finite, got ${plain(value)}`);
      }
      const allowances = actionAllowances(profile.characteristics["move"] ?? 0, chargeD3(profile.rolled));
      return sortBands(
        BAND_ACTIONS.map((action) => ({
          action,
          distance: Math.max(0, allowances[action] + (profile.modifiers?.[action] ?? 0)),
        })),
      );
    },
    difficultTerrainBudget,
  },
  terrain: {
    ...necromundaManifest.terrain,
    costMultiplier: terrainCostMultiplier,
    obstacleCost,
    obstacleMax: OBSTACLE_MAX,
    // § Obstacles: no more than 2" across; a wider one is a structure, climbed (§ Structures).
    wideObstacle: { width: OBSTACLE_MAX, condition: "structure" },
    mayEndOn,
    edgeTest,
    stepsOver,
  },
  tests: {
    movementTests(move: MoveSummary): MovementTestCall[] {
      // Each call carries the request that builds it again (types.ts MovementTestCall.request).
      return movementTests(move).map((call) => ({
        ...call,
        request: call.request ?? {
          kind: call.kind,
          ...(call.distance === undefined ? {} : { distance: call.distance }),
        },
      }));
    },
    manualTests: MANUAL_TESTS,
    /**
     * @throws {TypeError} when `request` is not an object with a kind (card-text.ts `checkRequest`)
     * @throws {RangeError} on a negative or non-finite distance or vehicle Move
     */
    buildTest(request: TestRequest): MovementTestCall | undefined {
      checkRequest(request);
      const call = buildTest(request);
      return call && { ...call, request: { ...request } };
    },
    diceKind: (_call: MovementTestCall) => "target" as const,
    formula: (_call: MovementTestCall, _characteristic: number) => "1d6",
    /**
     * @throws {TypeError} when `call` is not a test call or `dice` not an array
     * @throws {RangeError} when `dice[0]` is not a D6 result (1–6) or the characteristic not finite
     */
    resolve(call: MovementTestCall, characteristic: number, dice: readonly number[]): MovementTestResolution {
      if (!isArray(dice)) throw new TypeError("A test's dice must be an array");
      return resolveMovementTest(call, characteristic, dice[0] ?? Number.NaN);
    },
    /**
     * @throws {TypeError} when `call` is not a test call (card-text `checkCall`)
     * @throws {RangeError} when `characteristic` is neither null nor a finite number
     */
    describe(call: MovementTestCall, characteristic: number | null) {
      checkCall(call);
      const target = call.fixedTarget ?? characteristic;
      const needed = target === null ? null : rollNeeded(target, totalModifier(call));
      return describeTestWith(call, {
        printed: target === null ? null : `${target}+`,
        target: needed === null ? null : `${needed}+`,
        impossible: target !== null && needed === null,
        sourceKey: (source) =>
          MODIFIER_SOURCES.has(source) ? `STRIDE.Modifier.${source}` : `STRIDE.Terrain.${source}`,
        difficultyKey: (difficulty) => `STRIDE.Difficulty.${difficulty}`,
      });
    },
    /**
     * @throws {TypeError|RangeError} when `call` or `resolution` is not well formed (card-text
     *   `checkCall`, `checkResolution`)
     */
    describeResult(call: MovementTestCall, resolution: MovementTestResolution) {
      checkCall(call);
      checkResolution(resolution);
      return {
        verdict: { key: resolution.success ? "STRIDE.Card.passed" : "STRIDE.Card.failed" },
        outcome: {
          key: `STRIDE.Card.outcome.${resolution.outcome}`,
          data: { hit: resolution.hit ? hitText(resolution.hit) : "", distance: call.distance ?? "" },
        },
      };
    },
    // The GM's modifier counts as a modifier to the X+ roll (rollNeeded: + lowers the roll needed, a 1
    // always fails, above 6 nothing passes), at most ±3.
    gmModifier: { unit: "STRIDE.Card.gmModifier.unit.xPlus", min: -3, max: 3 },
    proneLabel: "STRIDE.Card.applyPinned",
  },
  vertical: {
    cost: riseCost,
    isClimb,
    mayEndMidClimb,
    climbFinishedBy,
    jumpDownMin: JUMP_DOWN_MIN,
    normalMovement,
    overhangMax: OVERHANG_MAX,
  },
  engagement: {
    zone: ENGAGEMENT_ZONE,
    /** @throws {TypeError} when `model` is not an object */
    isHeld: (model: ModelSnapshot) => {
      if (typeof model !== "object" || model === null) throw new TypeError("A model snapshot must be an object");
      return model.kind === "character";
    },
    /** @throws {TypeError} when `model` is not an object */
    holds: (model: ModelSnapshot) => {
      if (typeof model !== "object" || model === null) throw new TypeError("A model snapshot must be an object");
      return model.kind === "character" && model.status !== "seriouslyInjured";
    },
    mayEngage,
    engageReach,
    shortestRoute: takesShortestRoute,
    /** @throws {TypeError} when `model` is not an object */
    blocks: (model: ModelSnapshot) => {
      if (typeof model !== "object" || model === null) throw new TypeError("A model snapshot must be an object");
      return model.kind === "character";
    },
  },
  vehicles: {
    ramAction: "ram",
    maxChain: MAX_CHAIN,
    pushedMove: STATIONARY_MOVE,
    collision: vehicleCollision,
    terrainCollision,
    describeNotice,
  },
  // Out of Action and Loss of Control, set by failed tests (tests.ts); no band sets a status.
  statuses: {
    statuses: necromundaManifest.statuses,
    /** No band of Necromunda sets a status. Never throws. */
    bandStatuses: (_action: string): readonly string[] => [],
  },
  structures: {
    ductwayReach: DUCTWAY_REACH,
    liftEscape: LIFT_ESCAPE,
    edgeDistance: EDGE_DISTANCE,
    liftTravel: necromundaManifest.liftTravel,
    liftElevation,
    liftAvailable,
    // § Structures: a fighter ends on a level only where there is space for its base (docs/rulings.md).
    baseMustFitLevel: true,
  },
} as const satisfies Ruleset & Record<string, unknown>;
