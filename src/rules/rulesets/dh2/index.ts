/**
 * The `dh2` ruleset: Dark Heresy 2nd edition (dh2-movement.md), with the `alternate` variant
 * (dh2-alternate-movement.txt).
 * @module
 */
import type { MovementBand, MovementContext, MovementProfile, MovementTestCall, TestRequest } from "../../types";
import type { Ruleset } from "../../ruleset";
import type { MovementTestResolution } from "../../types";
import { d100TargetNumber } from "../../dice/d100";
import { normalizeBands } from "../../geometry/bands";
import { describeTestWith } from "../../card-text";
import { movementRates, narrativeRates, ratesForBonus, type StructuredRates } from "./movement";
import { carryingLimits } from "./carrying";
import { throwDistance } from "./throwing";
import { journey } from "./travel";
import { DH2_VARIANTS, difficultTerrainBudget, terrainCostMultiplier } from "./terrain";
import {
  buildTest,
  DIFFICULTIES,
  MANUAL_TESTS,
  movementTests,
  resolveMovementTest,
  TERRAIN_CONDITIONS,
  totalModifier,
} from "./environment";

export * from "./characteristics";
export * from "./movement";
export * from "./terrain";
export * from "./environment";
export * from "./carrying";
export * from "./throwing";
export * from "./travel";
export * from "./skills";

/** The band actions, slowest first (dh2-movement.md § Structured and Narrative Time). */
const BAND_ACTIONS = ["half", "full", "charge", "run"] as const satisfies readonly (keyof StructuredRates)[];

/** Turns rates plus manual per-band modifiers into ascending bands. */
function toBands(rates: StructuredRates, modifiers: Readonly<Record<string, number>> = {}): MovementBand[] {
  return normalizeBands(
    BAND_ACTIONS.map((action) => ({ action, distance: Math.max(0, rates[action] + (modifiers[action] ?? 0)) })),
  );
}

/** The lang key of a modifier line's source: a difficulty, or a terrain condition. */
function sourceKey(source: string): string {
  return Object.hasOwn(DIFFICULTIES, source) ? `STRIDE.Difficulty.${source}` : `STRIDE.Terrain.${source}`;
}

/** The Dark Heresy 2e ruleset object, with its own helpers beside the common {@link Ruleset} shape. */
export const dh2 = {
  id: "dh2",
  label: "STRIDE.Ruleset.dh2",
  unit: "m",
  variants: DH2_VARIANTS.map((id) => ({ id, label: `STRIDE.Variant.${id}` })),
  actions: [
    { id: "half", label: "STRIDE.Action.half", icon: "fa-solid fa-person-walking" },
    { id: "full", label: "STRIDE.Action.full", icon: "fa-solid fa-person-walking-arrow-right" },
    { id: "charge", label: "STRIDE.Action.charge", icon: "fa-solid fa-person-rays", hasty: true },
    { id: "run", label: "STRIDE.Action.run", icon: "fa-solid fa-person-running", hasty: true },
  ],
  bands: {
    movementBands(profile: MovementProfile, context: MovementContext = {}): MovementBand[] {
      const rates = movementRates({
        agility: profile.characteristics["agility"] ?? 0,
        unnaturalAgility: profile.unnatural?.["agility"] ?? 0,
        size: profile.size ?? 4,
        gravity: context.gravity ?? "normal",
      });
      return toBands(rates, profile.modifiers);
    },
    flyingBands(speed: number): MovementBand[] {
      return toBands(ratesForBonus(speed));
    },
    difficultTerrainBudget(distance: number, context: MovementContext = {}): number {
      return difficultTerrainBudget(distance, context?.variant);
    },
  },
  terrain: {
    conditions: TERRAIN_CONDITIONS,
    // The kinds of ground dh2-movement.md § Movement and Environment lists, and zero gravity
    // (§ Zero Gravity), halve movement; darkness and tremors only call their tests.
    costMultiplier: terrainCostMultiplier,
    mayEndOn(): boolean {
      return true;
    },
  },
  tests: {
    movementTests,
    manualTests: MANUAL_TESTS,
    buildTest(request: TestRequest) {
      return buildTest(request, request.variant);
    },
    diceKind: (_call: MovementTestCall) => "d100" as const,
    formula: (_call: MovementTestCall, _characteristic: number) => "1d100",
    resolve(call: MovementTestCall, characteristic: number, dice: readonly number[]): MovementTestResolution {
      return resolveMovementTest(call, characteristic, dice[0] ?? Number.NaN);
    },
    describe(call: MovementTestCall, characteristic: number | null) {
      const known = characteristic !== null;
      return describeTestWith(call, {
        printed: known ? String(characteristic) : null,
        target: known ? String(d100TargetNumber(characteristic, totalModifier(call))) : null,
        sourceKey,
        difficultyKey: (difficulty) => `STRIDE.Difficulty.${difficulty}`,
      });
    },
    describeResult(_call: MovementTestCall, resolution: MovementTestResolution) {
      return {
        verdict: {
          key: resolution.success ? "STRIDE.Card.success" : "STRIDE.Card.failure",
          data: { degrees: resolution.degrees, count: resolution.degrees },
        },
        outcome: { key: `STRIDE.Card.outcome.${resolution.outcome}` },
      };
    },
    proneLabel: "STRIDE.Card.applyProne",
  },
  movementRates,
  narrativeRates,
  carryingLimits,
  throwDistance,
  journey,
} as const satisfies Ruleset & Record<string, unknown>;
