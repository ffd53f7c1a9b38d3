/**
 * The `necromunda` ruleset: fighters and vehicles moving in inches by actions, the 1" rule,
 * terrain, falls and collisions (necromunda-movement.md; rules/README.md rulings 6–8).
 * @module
 */
import { neededRoll, targetTest } from "../../dice/target";
import { normalizeBands } from "../../geometry/bands";
import type { MovementBand, MovementProfile, MovementTestCall, MoveSummary, Ruleset } from "../../types";
import { actionAllowances, type ActionAllowances } from "./movement";
import { NECROMUNDA_TERRAIN } from "./terrain";

export * from "./collisions";
export * from "./falling";
export * from "./movement";
export * from "./terrain";

/** The band actions, shortest first. */
const BAND_ACTIONS = ["crawl", "move", "charge", "run"] as const satisfies readonly (keyof ActionAllowances)[];

/** Sum of a test's modifiers. */
function total(call: Pick<MovementTestCall, "modifiers">): number {
  return call.modifiers.reduce((sum, m) => sum + m.value, 0);
}

/**
 * The tests a finished move calls for: crossing dangerous terrain calls an Initiative test;
 * failure takes the fighter Out of Action with a Lasting Injury roll (§ Dangerous Terrain).
 */
export function movementTests(move: MoveSummary): MovementTestCall[] {
  const conditions = new Set(move.conditions);
  if (!conditions.has("dangerous")) return [];
  return [
    { kind: "dangerous", characteristic: "initiative", difficulty: "plain", modifiers: [], condition: "dangerous" },
  ];
}

/** The Necromunda ruleset object. */
export const necromunda = {
  id: "necromunda",
  label: "STRIDE.Ruleset.necromunda",
  unit: "in",
  variants: ["core"],
  actions: [
    { id: "crawl", label: "STRIDE.Action.crawl", icon: "fa-solid fa-person-praying" },
    { id: "move", label: "STRIDE.Action.move", icon: "fa-solid fa-person-walking" },
    { id: "charge", label: "STRIDE.Action.charge", icon: "fa-solid fa-person-rays" },
    { id: "run", label: "STRIDE.Action.runTwice", icon: "fa-solid fa-person-running" },
  ],
  movementBands(profile: MovementProfile): MovementBand[] {
    const allowances = actionAllowances(profile.characteristics["move"] ?? 0);
    return normalizeBands(
      BAND_ACTIONS.map((action) => ({
        action,
        distance: Math.max(0, allowances[action] + (profile.modifiers?.[action] ?? 0)),
      })),
    );
  },
  flyingBands(): MovementBand[] {
    return [];
  },
  difficultTerrainBudget(distance: number): number {
    return distance;
  },
  terrainConditions: NECROMUNDA_TERRAIN,
  movementTests,
  resolveMovementTest(call: MovementTestCall, characteristic: number, roll: number) {
    const modifier = total(call);
    const { success } = targetTest({ target: characteristic, roll, modifier });
    return {
      success,
      degrees: 1,
      targetNumber: neededRoll(characteristic, modifier),
      outcome: success ? "kept" : call.kind === "dangerous" ? "outOfAction" : "fails",
      prone: false,
    };
  },
  testFormula: "1d6",
  testDegrees: false,
  describeTest(call: MovementTestCall, characteristic: number) {
    return { characteristic: `${characteristic}+`, target: `${neededRoll(characteristic, total(call))}+` };
  },
  engagementZone: 1,
} as const satisfies Ruleset & Record<string, unknown>;
