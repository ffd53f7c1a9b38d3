/**
 * Dark Heresy 2e environment tests (src/rules/rulesets/dh2/environment.ts): what the first tests left
 * open. The worst treacherous condition on a tie, which moves count as Charge or Run, the Half Move
 * limit in darkness (dh2-movement.md § Movement and Environment, § Treacherous Environment Agility
 * Modifiers, § Lighting, § Zero Gravity), test requests, outcomes, and the documented refusals,
 * each naming what was wrong.
 */
import { describe, expect, it } from "vitest";
import * as dh2 from "../../src/rules/rulesets/dh2";

const {
  worstCondition,
  difficultyForModifier,
  movementTests,
  movementTestOutcome,
  resolveMovementTest,
  buildTest,
  treacherousTest,
} = dh2;

/** Expects `run` to throw an error of class `type` whose message is exactly `message`. */
function expectThrow(run: () => unknown, type: new (message?: string) => Error, message: string): void {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
}

/** A finished move of an AB 4 character (Half Move 4 m, Full 8, Charge 12, Run 24: dh2-movement.md § Structured Time). */
function move(over: Record<string, unknown> = {}): dh2.MoveSummary {
  return {
    actions: ["run"],
    conditions: [],
    turnDistance: 10,
    bands: [
      { id: "half", distance: 4 },
      { id: "full", distance: 8 },
      { id: "charge", distance: 12 },
      { id: "run", distance: 24 },
    ],
    zeroGravity: false,
    ...over,
  } as unknown as dh2.MoveSummary;
}

const kinds = (calls: readonly dh2.MovementTestCall[]) => calls.map((c) => c.kind);

describe("the worst treacherous condition on a tie is the first in the table's order", () => {
  it("Dense Crowds before Tremors (both −20), whichever the path crossed first", () => {
    // § Treacherous Environment Agility Modifiers: Dense Crowds, Zero Gravity, Rubble, Tremors all −20.
    expect(worstCondition(["denseCrowds", "tremors"])).toBe("denseCrowds");
    expect(worstCondition(["tremors", "denseCrowds"])).toBe("denseCrowds");
    expect(worstCondition(["rubble", "tremors", "rubble"])).toBe("rubble");
    // Fog (+10) then Mud (0): Mud is worse, and stays so after Shallow Water (0, later in the table).
    expect(worstCondition(["fog", "mud", "shallowWater"])).toBe("mud");
  });

  it("a Run through Underbrush then Thick Snow (both −10) is tested for Thick Snow", () => {
    const [call] = movementTests(move({ conditions: ["underbrush", "thickSnow"] }));
    expect(call).toMatchObject({ kind: "treacherous", condition: "thickSnow" });
    expect(call!.modifiers).toEqual([
      { source: "challenging", value: 0 },
      { source: "thickSnow", value: -10 },
    ]);
  });

  it("refuses conditions that are not iterable, naming them", () => {
    expectThrow(() => worstCondition({} as never), TypeError, "Terrain conditions must be an iterable, got object");
    expectThrow(() => worstCondition(null as never), TypeError, "Terrain conditions must be an iterable, got null");
    expectThrow(() => worstCondition("mud" as never), TypeError, "Terrain conditions must be an iterable, got string");
  });
});

describe("difficultyForModifier", () => {
  it("names a modifier that is no number Hard, like NaN, rather than reading it as a number", () => {
    expect(difficultyForModifier(Number.NaN)).toBe("hard");
    expect(difficultyForModifier(null as never)).toBe("hard");
    expect(difficultyForModifier("15" as never)).toBe("hard");
    expect(difficultyForModifier(true as never)).toBe("hard");
  });
});

describe("treacherousTest", () => {
  it("the alternate wording still tests Agility (§ Movement and Environment)", () => {
    expect(treacherousTest("rubble", "alternate")).toEqual({
      kind: "treacherous",
      characteristic: "agility",
      difficulty: "hard",
      modifiers: [{ source: "hard", value: -20 }],
      condition: "rubble",
    });
  });

  it("refuses a value that is no treacherous condition: text is quoted, anything else named by its type", () => {
    expectThrow(() => treacherousTest("lava" as never), RangeError, "Not a treacherous condition: lava");
    expectThrow(() => treacherousTest(5 as never), RangeError, "Not a treacherous condition: number");
  });
});

describe("buildTest: tests a GM asks for by hand", () => {
  it("darkness is the Hard (−20) Perception test (§ Lighting)", () => {
    expect(buildTest({ kind: "darkness" })).toEqual({
      kind: "darkness",
      characteristic: "perception",
      difficulty: "hard",
      modifiers: [{ source: "hard", value: -20 }],
      condition: "darkness",
    });
  });

  it("zero gravity is the Hard (−20) Agility test (§ Zero Gravity)", () => {
    expect(buildTest({ kind: "zeroGravity" })).toEqual({
      kind: "zeroGravity",
      characteristic: "agility",
      difficulty: "hard",
      modifiers: [{ source: "hard", value: -20 }],
    });
  });

  it("another kind, or a treacherous request without a condition, builds nothing", () => {
    expect(buildTest({ kind: "leap" })).toBeUndefined();
    expect(buildTest({ kind: "treacherous" })).toBeUndefined();
    expect(buildTest({ kind: "" })).toBeUndefined();
  });

  it("refuses a request that is no object", () => {
    expectThrow(() => buildTest(null as never), TypeError, "A test request must be an object, got null");
    expectThrow(() => buildTest("darkness" as never), TypeError, "A test request must be an object, got string");
  });
});

describe("which moves count as Charge or Run (§ Movement and Environment, § Zero Gravity)", () => {
  it("a Charge or Run chosen among other actions counts", () => {
    const calls = movementTests(move({ actions: ["full", "run"], conditions: ["rubble"], turnDistance: 3 }));
    expect(kinds(calls)).toEqual(["treacherous"]);
    expect(kinds(movementTests(move({ actions: ["half", "charge"], zeroGravity: true, turnDistance: 3 })))).toEqual([
      "zeroGravity",
    ]);
  });

  it("no action chosen and no band known: not a Charge or Run", () => {
    expect(movementTests(move({ actions: [], conditions: ["rubble"], turnDistance: 3 }))).toEqual([]);
    expect(movementTests(move({ actions: [], zeroGravity: true, turnDistance: 3 }))).toEqual([]);
  });

  it("a Walk that reached the Charge band is a Charge, whatever the action", () => {
    expect(kinds(movementTests(move({ actions: ["full"], band: "charge", conditions: ["mud"] })))).toEqual([
      "treacherous",
    ]);
  });
});

describe("darkness: faster than half the Movement rate (§ Lighting)", () => {
  it("a turn within a micrometre of Half Move is still Half Move; beyond it is faster", () => {
    const dark = (turnDistance: number) =>
      kinds(movementTests(move({ actions: ["full"], conditions: ["darkness"], turnDistance })));
    expect(dark(4.000001)).toEqual([]);
    expect(dark(4.00001)).toEqual(["darkness"]);
  });

  it("without bands Half Move is 0 m: any movement at all is tested, none is not", () => {
    const dark = (turnDistance: number) =>
      kinds(movementTests(move({ actions: ["full"], conditions: ["darkness"], bands: [], turnDistance })));
    expect(dark(0)).toEqual([]);
    expect(dark(0.5)).toEqual(["darkness"]);
  });

  it("a turn of 0 m, and a first band of 0 m, are distances", () => {
    expect(movementTests(move({ actions: ["half"], conditions: ["darkness"], turnDistance: 0 }))).toEqual([]);
    const still = move({ actions: ["half"], bands: [{ id: "half", distance: 0 }], conditions: ["darkness"] });
    expect(kinds(movementTests({ ...still, turnDistance: 0 }))).toEqual([]);
    expect(kinds(movementTests({ ...still, turnDistance: 1 }))).toEqual(["darkness"]);
  });
});

describe("movementTests refuses a move summary it cannot read, naming the part", () => {
  it("the summary itself", () => {
    expectThrow(() => movementTests(null as never), TypeError, "A move summary must be an object, got null");
    expectThrow(() => movementTests(3 as never), TypeError, "A move summary must be an object, got number");
  });

  it("actions and conditions that are not iterable", () => {
    expectThrow(
      () => movementTests(move({ actions: {}, band: "run" })),
      TypeError,
      "A move's actions must be an iterable, got object",
    );
    expectThrow(
      () => movementTests(move({ actions: "run" })),
      TypeError,
      "A move's actions must be an iterable, got string",
    );
    expectThrow(
      () => movementTests(move({ conditions: 7 })),
      TypeError,
      "A move's conditions must be an iterable, got number",
    );
  });

  it("a first band that is no band, or whose distance is no distance", () => {
    expectThrow(
      () => movementTests(move({ bands: [null] })),
      TypeError,
      "A move's first band must be an object, got null",
    );
    expectThrow(
      () => movementTests(move({ bands: [{ id: "half", distance: "4" }] })),
      TypeError,
      "A band's distance must be a number, got string",
    );
    expectThrow(
      () => movementTests(move({ bands: [{ id: "half", distance: -1 }] })),
      RangeError,
      "A band's distance must be a distance ≥ 0, got -1",
    );
  });

  it("a turn distance that is no distance", () => {
    expectThrow(
      () => movementTests(move({ turnDistance: "3" })),
      TypeError,
      "A move's turn distance must be a number, got string",
    );
    expectThrow(
      () => movementTests(move({ turnDistance: Number.NaN })),
      RangeError,
      "A move's turn distance must be a distance ≥ 0, got NaN",
    );
  });

  it("a band that is no text", () => {
    expectThrow(() => movementTests(move({ band: 3 })), TypeError, "A move's band must be a string");
    expectThrow(() => movementTests(move({ band: null })), TypeError, "A move's band must be a string");
  });
});

describe("movementTestOutcome", () => {
  it("refuses another kind: text is quoted, anything else named by its type", () => {
    const failed = { success: false, degrees: 1 };
    expectThrow(
      () => movementTestOutcome("leap" as never, failed),
      RangeError,
      "A dh2 movement test is treacherous, darkness or zeroGravity, got leap",
    );
    expectThrow(
      () => movementTestOutcome(2 as never, failed),
      RangeError,
      "A dh2 movement test is treacherous, darkness or zeroGravity, got number",
    );
  });

  it("refuses a result that is no object, or whose success is no boolean", () => {
    expectThrow(
      () => movementTestOutcome("darkness", null as never),
      TypeError,
      "A test result must be an object, got null",
    );
    expectThrow(
      () => movementTestOutcome("darkness", { success: "yes", degrees: 1 } as never),
      TypeError,
      "A test result needs a boolean success",
    );
  });
});

describe("resolveMovementTest", () => {
  it("a kind other than darkness or zero gravity has the treacherous outcome: Prone on a failure", () => {
    // Agility 40, no modifier, roll 90: a failure by six degrees (ruling 1).
    expect(resolveMovementTest({ kind: "leap", modifiers: [] }, 40, 90)).toEqual({
      success: false,
      degrees: 6,
      targetNumber: 40,
      outcome: "prone",
      prone: true,
    });
  });

  it("refuses a call that is no object, or whose kind is no text", () => {
    expectThrow(() => resolveMovementTest(null as never, 40, 50), TypeError, "A test call must be an object, got null");
    expectThrow(
      () => resolveMovementTest({ kind: 5, modifiers: [] } as never, 40, 50),
      TypeError,
      "A test call needs a string kind",
    );
  });
});
