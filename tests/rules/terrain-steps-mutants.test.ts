import { describe, expect, it } from "vitest";
import {
  DIFFICULT_MULTIPLIER,
  getRuleset,
  terrainAction,
  terrainStepCost,
  withTerrainActions,
  type TerrainCapability,
} from "../../src/rules";

// What terrain does to a step (moves/terrain-steps.ts): difficult ground and zero gravity double
// a step's cost, they do not stack (dh2-movement.md § Movement and Environment, § Zero Gravity;
// necromunda-movement.md § Difficult Terrain), impassable ground costs without end; and water is
// swum (shadowrun-movement.md § Swimming), except by a flyer (docs/rulings.md: flight is a mode,
// not ground).

const bad = <T>(value: unknown): T => value as T;

/** A ruleset's multiplier: dh2 halves movement on difficult ground (× 2 cost). */
const dh2Cost = (conditions: readonly string[]) => getRuleset("dh2").terrain.costMultiplier(conditions);
/** Necromunda: impassable terrain cannot be crossed at any cost. */
const necromundaCost = (conditions: readonly string[]) => getRuleset("necromunda").terrain.costMultiplier(conditions);

type Terrain = Pick<TerrainCapability, "requiredAction">;

/** A capability that asks for a swim whatever it is asked about, recording each question. */
function alwaysSwim(): Terrain & { asked: (readonly string[])[] } {
  const asked: (readonly string[])[] = [];
  return {
    asked,
    requiredAction: (conditions) => {
      asked.push(conditions);
      return "swim";
    },
  };
}

describe("terrainStepCost: a step's price", () => {
  it("zero gravity alone doubles a clear step (dh2 § Zero Gravity: difficult terrain for movement)", () => {
    expect(terrainStepCost(1.5, 1.5, [], true, dh2Cost)).toBe(1.5 * DIFFICULT_MULTIPLIER);
    expect(terrainStepCost(1.5, 1.5, [], false, dh2Cost)).toBe(1.5);
  });

  it("clear ground keeps the measured cost as it is, even one below the step's length", () => {
    // Other modifiers may already have made the step cheaper: no terrain, nothing to raise it to.
    expect(terrainStepCost(0, 2, [], false, dh2Cost)).toBe(0);
    expect(terrainStepCost(1, 2, ["darkness"], false, dh2Cost)).toBe(1);
  });

  it("impassable ground costs Infinity, even a step of no length", () => {
    expect(terrainStepCost(0, 0, ["impassable"], false, necromundaCost)).toBe(Infinity);
    expect(terrainStepCost(1, 1, ["impassable"], false, necromundaCost)).toBe(Infinity);
  });

  it("conditions that are not a list read as none: the ruleset is not asked", () => {
    const asked: unknown[] = [];
    const costOf = (c: readonly string[]) => (asked.push(c), 2);
    expect(terrainStepCost(3, 3, "difficult", false, costOf)).toBe(3);
    expect(terrainStepCost(3, 3, undefined, false, costOf)).toBe(3);
    expect(asked).toEqual([]);
  });

  it("a cost of 0 is a cost", () => {
    expect(terrainStepCost(0, 0, [], false, dh2Cost)).toBe(0);
  });

  it("refuses a cost that is negative, NaN or not a number", () => {
    const message = new RangeError("baseCost must be a number ≥ 0");
    expect(() => terrainStepCost(-1, 1, [], false, dh2Cost)).toThrow(message);
    expect(() => terrainStepCost(Number.NaN, 1, [], false, dh2Cost)).toThrow(message);
    expect(() => terrainStepCost(bad("5"), 1, [], false, dh2Cost)).toThrow(message);
  });

  it("names the distance and the cost function when they are wrong", () => {
    expect(() => terrainStepCost(1, -1, [], false, dh2Cost)).toThrow(
      new RangeError("distance must not be negative, got -1"),
    );
    expect(() => terrainStepCost(1, 1, [], false, bad(null))).toThrow(
      new TypeError("costOf must be a function, got null"),
    );
  });

  it("refuses a ruleset multiplier below 1 or not a number", () => {
    const message = new RangeError("costOf must give a number ≥ 1");
    expect(() => terrainStepCost(1, 1, ["difficult"], false, () => 0.5)).toThrow(message);
    expect(() => terrainStepCost(1, 1, ["difficult"], false, () => bad("2"))).toThrow(message);
    expect(() => terrainStepCost(1, 1, ["difficult"], false, () => Number.NaN)).toThrow(message);
  });
});

describe("terrainAction: the action a step is measured with", () => {
  it("water is swum; other ground keeps the step's action (shadowrun § Swimming)", () => {
    const terrain = getRuleset("shadowrun").terrain;
    expect(terrainAction(terrain, ["water"], "srWalk")).toBe("srSwim");
    expect(terrainAction(terrain, ["difficult"], "srWalk")).toBe("srWalk");
    expect(terrainAction(terrain, ["difficult"], undefined)).toBe(undefined);
  });

  it("an action that is not a string is none; no action stays undefined", () => {
    expect(terrainAction(undefined, [], bad(5))).toBe(null);
    expect(terrainAction(undefined, [], undefined)).toBe(undefined);
    expect(terrainAction(undefined, [], "walk")).toBe("walk");
  });

  it("a flyer keeps flying over water (rulings: flight is a mode, not ground)", () => {
    const terrain = alwaysSwim();
    expect(terrainAction(terrain, ["water"], "fly")).toBe("fly");
    expect(terrain.asked).toEqual([]);
  });

  it("no conditions, or conditions that are not a list, require nothing: the ruleset is not asked", () => {
    const terrain = alwaysSwim();
    expect(terrainAction(terrain, [], "walk")).toBe("walk");
    expect(terrainAction(terrain, bad("water"), "walk")).toBe("walk");
    expect(terrain.asked).toEqual([]);
  });

  it("a capability that throws leaves the action as it is", () => {
    const terrain: Terrain = {
      requiredAction: () => {
        throw new Error("broken ruleset");
      },
    };
    expect(terrainAction(terrain, ["water"], "walk")).toBe("walk");
  });
});

describe("withTerrainActions: steps with their terrain's actions", () => {
  it("gives the same array, the same steps, when no terrain changes an action", () => {
    const terrain = getRuleset("shadowrun").terrain;
    const steps = [{ action: "srWalk", conditions: ["difficult"] }, { action: "srRun" }];
    const out = withTerrainActions(steps, terrain);
    expect(out).toBe(steps);
    expect(out[0]).toBe(steps[0]);
  });

  it("swims the water steps, keeping the others as they are", () => {
    const terrain = getRuleset("shadowrun").terrain;
    const steps = [{ action: "srWalk" }, { action: "srWalk", conditions: ["water"] }];
    const out = withTerrainActions(steps, terrain);
    expect(out).not.toBe(steps);
    expect(out[0]).toBe(steps[0]);
    expect(out[1]).toEqual({ action: "srSwim", conditions: ["water"] });
  });

  it("a step without conditions is not asked about", () => {
    const terrain = alwaysSwim();
    const steps = [{ action: "walk" }];
    expect(withTerrainActions(steps, terrain)).toBe(steps);
    expect(terrain.asked).toEqual([]);
  });

  it("refuses what is not a list of steps, naming it, with or without terrain", () => {
    const terrain = getRuleset("shadowrun").terrain;
    type Steps = { action?: string }[];
    expect(() => withTerrainActions(bad<Steps>(null), terrain)).toThrow(
      new TypeError("steps must be an array, got null"),
    );
    expect(() => withTerrainActions(bad<Steps>([{}, null]), terrain)).toThrow(
      new TypeError("steps[1] must be an object, got null"),
    );
    expect(() => withTerrainActions(bad<Steps>([null]), undefined)).toThrow(
      new TypeError("steps[0] must be an object, got null"),
    );
  });
});
