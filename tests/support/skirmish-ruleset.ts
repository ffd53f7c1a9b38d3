/**
 * A tiny ruleset written the way docs/development.md § Adding a ruleset describes, to prove that a new
 * ruleset plugs in through the registry and the adapter carries it without a change: one
 * variant, two actions (Step = Speed, Dash = twice Speed, hasty), mud that halves movement,
 * and a D6 "keep your feet" test against Speed.
 */
import { describeTestWith, type MovementTestCall, type Ruleset } from "../../src/rules";

/** The test a dash through mud calls for. */
const stumble: MovementTestCall = { kind: "stumble", characteristic: "speed", difficulty: "plain", modifiers: [] };

export const skirmish: Ruleset = {
  id: "skirmish",
  label: "Skirmish (test ruleset)",
  unit: "m",
  variants: [{ id: "standard", label: "Standard" }],
  actions: [
    { id: "step", label: "Step", icon: "fa-solid fa-shoe-prints" },
    { id: "dash", label: "Dash", icon: "fa-solid fa-person-running", hasty: true },
  ],
  bands: {
    movementBands(profile) {
      const speed = Math.max(0, profile.characteristics["speed"] ?? 0);
      return [
        { action: "step", distance: speed },
        { action: "dash", distance: 2 * speed },
      ];
    },
    difficultTerrainBudget: (distance) => distance,
  },
  terrain: {
    conditions: ["mud"],
    costMultiplier: (conditions) => (conditions.includes("mud") ? 2 : 1),
    mayEndOn: () => true,
  },
  tests: {
    movementTests: (move) =>
      [...move.actions].includes("dash") && [...move.conditions].includes("mud") ? [stumble] : [],
    manualTests: [{ request: { kind: "stumble" }, label: "Stumble" }],
    buildTest: (request) => (request.kind === "stumble" ? stumble : undefined),
    diceKind: () => "target",
    formula: () => "1d6",
    resolve(_call, speed, dice) {
      const roll = dice[0] ?? 0;
      const success = roll <= speed;
      return { success, degrees: 1, targetNumber: speed, outcome: success ? "kept" : "prone", prone: !success };
    },
    describe: (call, speed) =>
      describeTestWith(call, {
        printed: speed === null ? null : String(speed),
        target: speed === null ? null : `≤${speed}`,
        sourceKey: (source) => `SKIRMISH.${source}`,
        difficultyKey: (difficulty) => `SKIRMISH.${difficulty}`,
      }),
    describeResult: (_call, resolution) => ({
      verdict: { key: resolution.success ? "STRIDE.Card.passed" : "STRIDE.Card.failed" },
      outcome: { key: `STRIDE.Card.outcome.${resolution.outcome}` },
    }),
    proneLabel: "STRIDE.Card.applyProne",
  },
};
