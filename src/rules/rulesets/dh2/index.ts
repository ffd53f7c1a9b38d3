/**
 * The `dh2` ruleset: Dark Heresy 2nd edition (dh2-movement.md), with the `alternate` variant
 * (dh2-alternate-movement.txt).
 * @module
 */
import { isArray, show } from "../../geometry/validate";
import type {
  MovementBand,
  MovementContext,
  MovementProfile,
  MovementTestCall,
  MoveSummary,
  TestRequest,
} from "../../types";
import type { Ruleset } from "../../ruleset";
import type { MovementTestResolution } from "../../capabilities/outcomes";
import { d100TargetNumber } from "../../dice/d100";
import { normalizeBands } from "../../geometry/bands";
import { checkCall, checkRequest, checkResolution, describeTestWith } from "../../card-text";
import { applyGravity, movementRates, narrativeRates, ratesForBonus, type StructuredRates } from "./movement";
import { carryingLimits, ENCUMBERED_STATUS, situationalModifiers } from "./carrying";
import { throwDistance } from "./throwing";
import { journey } from "./travel";
import { leap, runUpBonus, verticalJump } from "./jumping";
import { climbRate } from "./climbing";
import { fallingDamage } from "./falling";
import { swimDistance, underwaterCounters } from "./swimming";
import { LIGHTING_LEVELS, lightingConditions } from "./lighting";
import { flyingConditions, pushOffNotice } from "./flying";
import { DH2_ALTITUDE } from "./flight-turn";
import { DH2_ACTORS } from "./actors";
import { backDistance, walksBack } from "./back-path";
import {
  buildVerticalTest,
  describeVerticalOutcome,
  verticalOptions,
  isVerticalKind,
  resolveVerticalTest,
  sceneMovementTests,
  VERTICAL_MANUAL_TESTS,
  verticalCardOptions,
  VERTICAL_SOURCES,
  verticalReason,
} from "./vertical-tests";
import {
  difficultTerrainBudget,
  LEDGE_TEST,
  sceneEdgeTest,
  stepsOver as raisedStepsOver,
  sceneEdgeTestDistance,
  sceneEdgeTestOptions,
  terrainCostMultiplier,
} from "./terrain";
import {
  buildTest,
  DIFFICULTIES,
  MANUAL_TESTS,
  movementTests,
  resolveMovementTest,
  totalModifier,
} from "./environment";
import { dh2Manifest } from "./manifest";

export * from "./characteristics";
export * from "./movement";
export * from "./terrain";
export * from "./environment";
export * from "./carrying";
export * from "./throwing";
export * from "./travel";
export * from "./skills";
export * from "./athletics";
export * from "./jumping";
export * from "./climbing";
export * from "./swimming";
export * from "./falling";
export * from "./flying";
export * from "./vertical-tests";
export * from "./back-path";
export * from "./full-action";
export * from "./flight-turn";
export * from "./lighting";

/** The band actions, slowest first (dh2-movement.md § Structured and Narrative Time). */
const BAND_ACTIONS = ["half", "full", "charge", "run"] as const satisfies readonly (keyof StructuredRates)[];

/** Turns rates plus manual per-band modifiers into ascending bands. */
function toBands(rates: StructuredRates, modifiers: Readonly<Record<string, number>> = {}): MovementBand[] {
  return normalizeBands(
    BAND_ACTIONS.map((action) => ({ action, distance: Math.max(0, rates[action] + (modifiers[action] ?? 0)) })),
  );
}

/** The lang key of a modifier line's source: a difficulty, a status (Encumbered), or a terrain condition. */
function sourceKey(source: string): string {
  if (source === ENCUMBERED_STATUS) return "STRIDE.Status.encumbered";
  if (Object.hasOwn(VERTICAL_SOURCES, source)) return VERTICAL_SOURCES[source]!;
  return Object.hasOwn(DIFFICULTIES, source) ? `STRIDE.Difficulty.${source}` : `STRIDE.Terrain.${source}`;
}

/** The Dark Heresy 2e ruleset object, with its own helpers beside the common {@link Ruleset} shape. */
export const dh2 = {
  id: dh2Manifest.id,
  label: dh2Manifest.label,
  unit: dh2Manifest.unit,
  variants: dh2Manifest.variants,
  actions: dh2Manifest.actions,
  bands: {
    /**
     * Walking bands from Agility, Unnatural Agility, Size (clamped) and gravity, plus the manual
     * per-band modifiers (metres), never below 0 m.
     * @throws {TypeError} when `profile` has no characteristics object, `context` or the
     *   modifiers are not objects, or a band's modifier is not a number
     * @throws {RangeError} on a non-finite modifier or an unknown gravity
     */
    movementBands(profile: MovementProfile, context: MovementContext = {}): MovementBand[] {
      if (typeof profile?.characteristics !== "object" || profile.characteristics === null)
        throw new TypeError("A movement profile needs a characteristics object");
      if (typeof context !== "object" || context === null) throw new TypeError("A movement context must be an object");
      const modifiers: unknown = profile.modifiers ?? {};
      if (typeof modifiers !== "object" || modifiers === null) throw new TypeError("Band modifiers must be an object");
      for (const action of BAND_ACTIONS) {
        const value = Object.hasOwn(modifiers, action) ? (modifiers as Record<string, unknown>)[action] : 0;
        if (typeof value !== "number") throw new TypeError(`The ${action} modifier must be a number`);
        if (!Number.isFinite(value)) throw new RangeError(`The ${action} modifier must be finite, got ${value}`);
      }
      const rates = movementRates({
        agility: profile.characteristics["agility"] ?? 0,
        unnaturalAgility: profile.unnatural?.["agility"] ?? 0,
        size: profile.size ?? 4,
        gravity: context.gravity ?? "normal",
      });
      return toBands(rates, profile.modifiers);
    },
    /**
     * Flying bands: Flyer (X) or Hoverer (X) in place of the Agility bonus (docs/rulings.md), so
     * gravity shifts it as it shifts the Agility bonus (movement.ts `applyGravity`: low +2, high −2
     * to a minimum of 1).
     * @throws {TypeError} when `context` is given and is not an object
     * @throws {RangeError} on an unknown gravity
     */
    flyingBands(speed: number, context: MovementContext = {}): MovementBand[] {
      if (typeof context !== "object" || context === null) throw new TypeError("A movement context must be an object");
      const x = Number.isFinite(speed) ? speed : 0;
      return toBands(ratesForBonus(applyGravity(x, context.gravity ?? "normal")));
    },
    /**
     * The cost budget of a band through difficult terrain (terrain.ts `difficultTerrainBudget`,
     * which clamps a NaN or negative distance to 0).
     * @throws {TypeError} when `context` is given and is not an object
     */
    difficultTerrainBudget(distance: number, context: MovementContext = {}): number {
      if (typeof context !== "object" || context === null) throw new TypeError("A movement context must be an object");
      return difficultTerrainBudget(distance, context.variant);
    },
  },
  terrain: {
    ...dh2Manifest.terrain,
    // The kinds of ground dh2-movement.md § Movement and Environment lists, and zero gravity
    // (§ Zero Gravity), halve movement; darkness and tremors only call their tests.
    costMultiplier: terrainCostMultiplier,
    mayEndOn(): boolean {
      return true;
    },
    // A gap stops the move at its edge for the leap, a climbable surface for the climb
    // (terrain.ts sceneEdgeTest); raised surfaces carry the tokens on them (moves/ground.ts).
    edgeTest: sceneEdgeTest,
    // A raised surface no higher than a step is walked onto (terrain.ts stepsOver, docs/rulings.md).
    stepsOver: raisedStepsOver,
    edgeTestDistance: sceneEdgeTestDistance,
    edgeTestOptions: sceneEdgeTestOptions,
    followsGround: true,
    // In flight only fog, darkness and zero gravity are crossed; a hoverer passes simple climbs (flying.ts).
    airborneConditions: flyingConditions,
    // § Zero Gravity: a move starts only with something within 1 m to push off from (flying.ts).
    startNotice: pushOffNotice,
    // § Lighting: Darkness from the scene's darkness and its light sources, the GM's level over them (lighting.ts).
    lightingConditions,
    lightingLevels: LIGHTING_LEVELS,
  },
  altitude: DH2_ALTITUDE,
  actors: DH2_ACTORS,
  statuses: {
    statuses: dh2Manifest.statuses,
    /** No band gives a status in Dark Heresy. Never throws. */
    bandStatuses: (_action: string): readonly string[] => [],
  },
  tests: {
    movementTests(move: MoveSummary): MovementTestCall[] {
      // Each call carries the request that builds it again (types.ts MovementTestCall.request).
      return [
        ...movementTests(move).map((call) => ({
          ...call,
          request: {
            kind: call.kind,
            ...(call.kind === "treacherous" && call.condition ? { condition: call.condition } : {}),
            ...(move.variant ? { variant: move.variant } : {}),
          },
        })),
        // A jump down and hazardous water (vertical-tests.ts sceneMovementTests), with their requests.
        ...sceneMovementTests(move),
      ];
    },
    /**
     * A jump down, an abseil, a sheer climb and the swim test are due whenever they happen, in
     * combat or not (§ Standing Vertical Jumps, § Abseiling, § Sheer Surfaces with ruling 5,
     * § Swimming); the other tests only after a Charge or Run outside combat.
     * Never throws (a junk call is not due).
     */
    dueOutsideCombat: (call: MovementTestCall) => ["jumpDown", "abseil", "sheerClimb", "swim"].includes(call?.kind),
    // Outside a combat a failed swim or climb from the path walks back the path its card stored
    // (back-path.ts; scene/path.ts, moves/backtrack.ts), a climb to where it began.
    walksBack,
    backDistance,
    // Rounds underwater and sinking (§ Swimming): reset out of deep water, a sinker's rounds at its
    // turn's start (swimming.ts underwaterCounters; a swimmer's by its swim tests' `counter`).
    countersAfterMove: underwaterCounters,
    manualTests: [...MANUAL_TESTS, ...VERTICAL_MANUAL_TESTS],
    // Climbing gear chosen on the climb's card, as on the HUD's climb (vertical-tests.ts).
    cardOptions: verticalCardOptions,
    /**
     * @throws {TypeError} when `request` is not an object with a kind (card-text.ts `checkRequest`)
     * @throws {RangeError} on a negative or non-finite distance
     */
    buildTest(request: TestRequest) {
      checkRequest(request);
      // A raised surface's edge (terrain.ts LEDGE_TEST) is climbed: the simple climb's test, its
      // request kept as asked so the card builds it again.
      const asked = request.kind === LEDGE_TEST ? { ...request, kind: "climb" } : request;
      const call = buildVerticalTest(asked) ?? buildTest(asked, asked.variant);
      return call && { ...call, request: { ...request } };
    },
    diceKind: (_call: MovementTestCall) => "d100" as const,
    formula: (_call: MovementTestCall, _characteristic: number) => "1d100",
    /**
     * @throws {TypeError} when `call` is not a test call or `dice` not an array
     * @throws {RangeError} when `dice[0]` is not a d100 result (1–100) or the characteristic not finite
     * @param profile the tester's profile: climbing, jumping and swimming distances read its Strength,
     *   Agility and Half Move (vertical-tests.ts `resolveVerticalTest`); zeros when absent
     */
    resolve(
      call: MovementTestCall,
      characteristic: number,
      dice: readonly number[],
      profile?: MovementProfile,
    ): MovementTestResolution {
      checkCall(call);
      if (!isArray(dice)) throw new TypeError("A test's dice must be an array");
      if (isVerticalKind(call.kind)) return resolveVerticalTest(call, characteristic, dice[0] ?? Number.NaN, profile);
      return resolveMovementTest(call, characteristic, dice[0] ?? Number.NaN);
    },
    /**
     * @throws {TypeError} when `call` is not a test call (card-text `checkCall`)
     * @throws {RangeError} when `characteristic` is neither null nor a finite number
     */
    describe(call: MovementTestCall, characteristic: number | null) {
      checkCall(call);
      const known = characteristic !== null;
      const described = describeTestWith(call, {
        printed: known ? show(characteristic) : null,
        target: known ? String(d100TargetNumber(characteristic, totalModifier(call))) : null,
        sourceKey,
        difficultyKey: (difficulty) => `STRIDE.Difficulty.${difficulty}`,
      });
      if (!isVerticalKind(call.kind)) return described;
      // A leap whose Full Action the turn spent on a Charge or a Run is not rolled (full-action.ts).
      const spent = call.kind === "leap" && verticalOptions(call.request).spent !== null;
      return { ...described, reason: verticalReason(call), ...(spent ? { target: null, impossible: true } : {}) };
    },
    /**
     * @throws {TypeError|RangeError} when `call` or `resolution` is not well formed (card-text
     *   `checkCall`, `checkResolution`)
     */
    describeResult(call: MovementTestCall, resolution: MovementTestResolution) {
      checkCall(call);
      checkResolution(resolution);
      return {
        verdict: {
          key: resolution.success ? "STRIDE.Card.success" : "STRIDE.Card.failure",
          data: { degrees: resolution.degrees, count: resolution.degrees },
        },
        outcome: isVerticalKind(call.kind)
          ? describeVerticalOutcome(call, resolution)
          : { key: `STRIDE.Card.outcome.${resolution.outcome}` },
      };
    },
    situationalModifiers,
    // The GM's modifier adds to the d100 target like any other line, within the ±60 every test's
    // modifiers are capped at (dice/d100.ts D100_MODIFIER_CAP; § Movement and Environment: the GM may adjust it).
    gmModifier: { unit: "STRIDE.Card.gmModifier.unit.d100", min: -60, max: 60 },
    proneLabel: "STRIDE.Card.applyProne",
    // vertical-tests.ts verticalOptions reads the world's formula (ruling 4) from this option.
    fallingFormulaOption: "fallingFormula",
    fallFormula: (metres, template) => fallingDamage({ metres, formula: template })?.formula ?? null,
    fallingFormulaSetting: dh2Manifest.fallingFormulaSetting,
  },
  movementRates,
  narrativeRates,
  carryingLimits,
  throwDistance,
  journey,
  leap,
  runUpBonus,
  verticalJump,
  climbRate,
  swimDistance,
} as const satisfies Ruleset & Record<string, unknown>;
