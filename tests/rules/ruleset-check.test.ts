/**
 * The ruleset contract the finished-move engine checks (moves/ruleset-check.ts; ruleset.ts Ruleset):
 * each member it calls, spoilt one at a time from a built-in ruleset, is refused with its path named,
 * and optional members may be left out.
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { checkRuleset } from "../../src/rules/moves/ruleset-check";

/** A copy of `ruleset` with the member at `path` (dot-separated) set to `value`, or removed when it is undefined. */
function spoil(ruleset: object, path: string, value: unknown): object {
  const [head, ...rest] = path.split(".");
  const copy: Record<string, unknown> = Array.isArray(ruleset) ? ([...ruleset] as never) : { ...ruleset };
  if (rest.length > 0) copy[head!] = spoil(copy[head!] as object, rest.join("."), value);
  else if (value === undefined) delete copy[head!];
  else copy[head!] = value;
  return copy;
}

describe("checkRuleset", () => {
  it("passes the built-in rulesets, and each again at once", () => {
    for (const id of ["dh2", "necromunda", "shadowrun", "d6"]) {
      const ruleset = getRuleset(id);
      expect(checkRuleset(ruleset)).toBe(ruleset);
      expect(checkRuleset(ruleset)).toBe(ruleset);
    }
  });

  it("names each member of Necromunda's capabilities it refuses", () => {
    const necromunda = getRuleset("necromunda");
    const refused: [string, unknown, RegExp][] = [
      ["actions.1", 5, /^ruleset\.actions\[1\] must be an object, got number/],
      ["actions.0.id", 5, /^ruleset\.actions\[0\]\.id must be a string, got number/],
      ["tests.buildTest", 5, /^ruleset\.tests\.buildTest must be a function/],
      ["tests.movementTests", null, /^ruleset\.tests\.movementTests must be a function/],
      ["tests.dueOutsideCombat", 5, /^ruleset\.tests\.dueOutsideCombat must be a function/],
      ["tests.profileOptions", "x", /^ruleset\.tests\.profileOptions must be a function/],
      ["terrain", 5, /^ruleset\.terrain must be an object, got number/],
      ["terrain.conditions", "mud", /^ruleset\.terrain\.conditions must be an array/],
      ["terrain.costMultiplier", 2, /^ruleset\.terrain\.costMultiplier must be a function/],
      ["terrain.edgeTest", 5, /^ruleset\.terrain\.edgeTest must be a function/],
      ["terrain.edgeTestDistance", 5, /^ruleset\.terrain\.edgeTestDistance must be a function/],
      ["terrain.edgeTestOptions", 5, /^ruleset\.terrain\.edgeTestOptions must be a function/],
      ["terrain.wideObstacle", 5, /^ruleset\.terrain\.wideObstacle must be an object/],
      ["terrain.wideObstacle.width", -1, /^ruleset\.terrain\.wideObstacle\.width must not be negative/],
      ["terrain.wideObstacle.condition", 5, /^ruleset\.terrain\.wideObstacle\.condition must be a string/],
      ["engagement", "1", /^ruleset\.engagement must be an object/],
      ["engagement.zone", -1, /^ruleset\.engagement\.zone must not be negative/],
      ["engagement.holds", true, /^ruleset\.engagement\.holds must be a function/],
      ["vehicles.maxChain", -1, /^ruleset\.vehicles\.maxChain must not be negative/],
      ["vehicles.maxChain", 1.5, /^ruleset\.vehicles\.maxChain must be a whole number/],
      ["vehicles.ramAction", 5, /^ruleset\.vehicles\.ramAction must be a string/],
      ["vehicles.collision", 5, /^ruleset\.vehicles\.collision must be a function/],
      ["vehicles.terrainCollision", 5, /^ruleset\.vehicles\.terrainCollision must be a function/],
      ["structures.ductwayReach", -1, /^ruleset\.structures\.ductwayReach must not be negative/],
      ["structures.liftEscape", -1, /^ruleset\.structures\.liftEscape must not be negative/],
      ["structures.liftElevation", 5, /^ruleset\.structures\.liftElevation must be a function/],
      ["structures.liftAvailable", 5, /^ruleset\.structures\.liftAvailable must be a function/],
      ["structures.baseMustFitLevel", "yes", /^ruleset\.structures\.baseMustFitLevel must be a boolean/],
    ];
    for (const [path, value, message] of refused) {
      expect(() => checkRuleset(spoil(necromunda, path, value)), path).toThrow(message);
    }
  });

  it("names OpenD6's collisions capability", () => {
    const d6 = getRuleset("d6");
    expect(() => checkRuleset(spoil(d6, "collisions.moveEffects", 5))).toThrow(
      /^ruleset\.collisions\.moveEffects must be a function/,
    );
    expect(() => checkRuleset(spoil(d6, "collisions", 5))).toThrow(/^ruleset\.collisions must be an object/);
  });

  it("takes a ruleset without each optional member", () => {
    const necromunda = getRuleset("necromunda");
    for (const path of [
      "terrain.edgeTest",
      "terrain.wideObstacle",
      "vehicles.ramAction",
      "structures.liftEscape",
      "structures.baseMustFitLevel",
      "terrain",
      "engagement",
      "vehicles",
      "structures",
    ]) {
      const lacking = spoil(necromunda, path, undefined);
      expect(checkRuleset(lacking), path).toBe(lacking);
    }
  });

  it("names the value with the name it is given, and refuses what is not a record", () => {
    expect(() => checkRuleset(5, "world ruleset")).toThrow(/^world ruleset must be an object/);
    expect(() => checkRuleset(spoil(getRuleset("dh2"), "tests", null), "r")).toThrow(/^r\.tests must be an object/);
  });
});
