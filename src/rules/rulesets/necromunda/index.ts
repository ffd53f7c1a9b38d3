/**
 * The `necromunda` ruleset: fighters and vehicles moving in inches by actions, the 1" rule,
 * terrain, falls and collisions (necromunda-movement.md; rules/README.md rulings 6–8).
 * @module
 */
import { normalizeBands } from "../../geometry/bands";
import type { MovementBand, MovementProfile, Ruleset } from "../../types";
import { actionAllowances, type ActionAllowances } from "./movement";
import { terrainCollision, vehicleCollision } from "./collisions";
import {
  edgeTest,
  isClimb,
  mayEndMidClimb,
  mayEndOn,
  NECROMUNDA_TERRAIN,
  obstacleCost,
  riseCost,
  terrainCostMultiplier,
} from "./terrain";
import { buildTest, describeTest, MANUAL_TESTS, movementTests, resolveMovementTest } from "./tests";

export * from "./collisions";
export * from "./falling";
export * from "./movement";
export * from "./structures";
export * from "./terrain";
export * from "./tests";

/** The band actions, shortest first. */
const BAND_ACTIONS = ["crawl", "move", "ram", "charge", "run"] as const satisfies readonly (keyof ActionAllowances)[];

/** The Necromunda ruleset object. */
export const necromunda = {
  id: "necromunda",
  label: "STRIDE.Ruleset.necromunda",
  unit: "in",
  variants: ["core"],
  actions: [
    { id: "crawl", label: "STRIDE.Action.crawl", icon: "fa-solid fa-person-praying" },
    { id: "move", label: "STRIDE.Action.move", icon: "fa-solid fa-person-walking" },
    { id: "ram", label: "STRIDE.Action.ram", icon: "fa-solid fa-car-burst", vehicleOnly: true },
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
  terrainCostMultiplier,
  obstacleCost,
  mayEndOn,
  edgeTest,
  movementTests,
  manualTests: MANUAL_TESTS,
  buildTest,
  proneLabel: "STRIDE.Card.applyPinned",
  vehicleCollision,
  terrainCollision,
  resolveMovementTest,
  testFormula: "1d6",
  testDegrees: false,
  describeTest,
  vertical: { cost: riseCost, isClimb, mayEndMidClimb },
  engagementZone: 1,
} as const satisfies Ruleset & Record<string, unknown>;
