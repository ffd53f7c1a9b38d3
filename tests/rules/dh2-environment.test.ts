import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getRuleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { TREACHEROUS_MODIFIERS, worstCondition, movementTests, resolveMovementTest, difficultyForModifier } = dh2;

// dh2-movement.md § Treacherous Environment Agility Modifiers, every row, with the difficulty
// dh2-alternate-movement.txt § Movement and Environment names it by.
const TABLE: [dh2.TreacherousCondition, number, dh2.Difficulty][] = [
  ["fog", 10, "ordinary"],
  ["mud", 0, "challenging"],
  ["shallowWater", 0, "challenging"],
  ["darkness", -10, "difficult"],
  ["thickSnow", -10, "difficult"],
  ["underbrush", -10, "difficult"],
  ["denseCrowds", -20, "hard"],
  ["zeroGravity", -20, "hard"],
  ["rubble", -20, "hard"],
  ["tremors", -20, "hard"],
];

const BANDS = getRuleset("dh2").bands.movementBands({ characteristics: { agility: 42 } }); // 4/8/12/24 m
const move = (over: Partial<dh2.MoveSummary>): dh2.MoveSummary => ({
  actions: ["run"],
  conditions: [],
  turnDistance: 10,
  bands: BANDS,
  zeroGravity: false,
  ...over,
});

describe("treacherous environment table", () => {
  it.each(TABLE)("%s: %i, named %s in the alternate wording", (condition, modifier, difficulty) => {
    expect(TREACHEROUS_MODIFIERS[condition]).toBe(modifier);
    expect(difficultyForModifier(modifier)).toBe(difficulty);
    const [core] = movementTests(move({ conditions: [condition], turnDistance: 3 }));
    expect(core).toMatchObject({
      kind: "treacherous",
      characteristic: "agility",
      difficulty: "challenging",
      condition,
    });
    expect(core!.modifiers).toEqual([
      { source: "challenging", value: 0 },
      { source: condition, value: modifier },
    ]);
    const [alternate] = movementTests(move({ conditions: [condition], turnDistance: 3, variant: "alternate" }));
    expect(alternate).toMatchObject({ difficulty, modifiers: [{ source: difficulty, value: modifier }] });
  });

  it("takes the worst condition when the path crossed several", () => {
    expect(worstCondition(["fog", "rubble"])).toBe("rubble");
    expect(worstCondition(["fog", "mud"])).toBe("mud");
    expect(worstCondition(["tremors", "denseCrowds"])).toBe("denseCrowds"); // tie: table order
    expect(worstCondition(["difficult", "lava"])).toBeUndefined();
    expect(dh2.totalModifier(movementTests(move({ conditions: ["fog", "rubble"] }))[0]!)).toBe(-20);
  });

  it("the worst is never better than any condition crossed (property)", () => {
    fc.assert(
      // Conditions and modifiers from the rules text's rows (TABLE), not from the table under test.
      fc.property(fc.uniqueArray(fc.constantFrom(...TABLE), { minLength: 1 }), (rows) => {
        const worst = worstCondition(rows.map(([condition]) => condition))!;
        const printed = new Map(TABLE.map(([condition, modifier]) => [condition as string, modifier]));
        for (const [, modifier] of rows) expect(printed.get(worst)).toBeLessThanOrEqual(modifier);
      }),
    );
  });
});

describe("which moves call for which tests", () => {
  it("Half Move or Full Move through rubble: none", () => {
    expect(movementTests(move({ actions: ["half"], conditions: ["rubble"], turnDistance: 2 }))).toEqual([]);
    expect(movementTests(move({ actions: ["full"], conditions: ["rubble"], turnDistance: 4 }))).toEqual([]);
  });

  it("Charge or Run through fog: a +10 Agility test", () => {
    for (const action of ["charge", "run"]) {
      const calls = movementTests(move({ actions: [action], conditions: ["fog"], turnDistance: 3 }));
      expect(calls).toHaveLength(1);
      expect(dh2.totalModifier(calls[0]!)).toBe(10);
    }
  });

  it("plain difficult ground halves but calls for no test", () => {
    expect(movementTests(move({ conditions: ["difficult"] }))).toEqual([]);
  });

  it("darkness: a Hard (−20) Perception test only above Half Move", () => {
    const at = (turnDistance: number, actions = ["full"]) =>
      movementTests(move({ actions, conditions: ["darkness"], turnDistance })).filter((c) => c.kind === "darkness");
    expect(at(4)).toEqual([]); // exactly Half Move (AB 4)
    expect(at(4.5)).toEqual([
      {
        kind: "darkness",
        characteristic: "perception",
        difficulty: "hard",
        modifiers: [{ source: "hard", value: -20 }],
        condition: "darkness",
      },
    ]);
    // Running through darkness calls both: the treacherous Agility test (−10) and the Perception test.
    expect(movementTests(move({ conditions: ["darkness"], turnDistance: 10 })).map((c) => c.kind)).toEqual([
      "treacherous",
      "darkness",
    ]);
  });

  it("zero gravity: Charge and Run call a Hard (−20) Agility test, slower moves none", () => {
    expect(movementTests(move({ zeroGravity: true })).map((c) => [c.kind, dh2.totalModifier(c)])).toEqual([
      ["zeroGravity", -20],
    ]);
    expect(movementTests(move({ actions: ["full"], zeroGravity: true }))).toEqual([]);
  });

  it("a zero-gravity region in a zero-gravity scene is one test, not two; other conditions keep theirs", () => {
    const kinds = (over: Partial<dh2.MoveSummary>) =>
      movementTests(move(over)).map((c) => [c.kind, c.condition ?? null, dh2.totalModifier(c)]);
    expect(kinds({ zeroGravity: true, conditions: ["zeroGravity"] })).toEqual([["zeroGravity", null, -20]]);
    expect(kinds({ zeroGravity: true, conditions: ["zeroGravity", "fog"] })).toEqual([
      ["treacherous", "fog", 10],
      ["zeroGravity", null, -20],
    ]);
    // In normal gravity the painted area is a treacherous condition (−20).
    expect(kinds({ conditions: ["zeroGravity"] })).toEqual([["treacherous", "zeroGravity", -20]]);
  });
});

describe("results", () => {
  const rubble = movementTests(move({ conditions: ["rubble"] }))[0]!;

  it.each([
    // Agility 42, rubble −20 → target number 22.
    [22, true, 1, "kept", false],
    [1, true, 3, "kept", false],
    [23, false, 1, "prone", true],
    [45, false, 3, "prone", true],
    [100, false, 9, "prone", true],
  ])("roll %i: success %s, %i degrees, %s", (roll, success, degrees, outcome, prone) => {
    expect(resolveMovementTest(rubble, 42, roll)).toEqual({ success, degrees, targetNumber: 22, outcome, prone });
  });

  it("darkness failure disorients; zero-gravity failure leaves the character drifting and Prone", () => {
    const dark = movementTests(move({ actions: ["full"], conditions: ["darkness"] }))[0]!;
    expect(resolveMovementTest(dark, 40, 50)).toMatchObject({ success: false, outcome: "disoriented", prone: false });
    const zero = movementTests(move({ zeroGravity: true }))[0]!;
    expect(resolveMovementTest(zero, 40, 50)).toMatchObject({ success: false, outcome: "drifting", prone: true });
    expect(resolveMovementTest(zero, 40, 20)).toMatchObject({ success: true, outcome: "kept", prone: false });
  });

  it("rejects an impossible roll", () => {
    expect(() => resolveMovementTest(rubble, 42, 0)).toThrow(RangeError);
  });
});

describe("how a dh2 card words a test (capabilities/tests.ts)", () => {
  const tests = getRuleset("dh2").tests;

  it("titles a Charge through rubble Challenging (+0) and lists Agility, the difficulty and the condition", () => {
    const call = tests.buildTest({ kind: "treacherous", condition: "rubble" })!;
    expect(tests.describe(call, 42)).toEqual({
      title: {
        key: "STRIDE.Card.title",
        data: {
          difficulty: { key: "STRIDE.Difficulty.challenging" },
          modifier: "+0",
          characteristic: { key: "STRIDE.Characteristic.agility" },
        },
      },
      reason: { key: "STRIDE.Card.reason.treacherous", data: { distance: "" } },
      lines: [
        { label: { key: "STRIDE.Characteristic.agility" }, value: "42" },
        { label: { key: "STRIDE.Difficulty.challenging" }, value: "+0" },
        { label: { key: "STRIDE.Terrain.rubble" }, value: "−20" },
      ],
      target: "22",
      impossible: false,
    });
  });

  it("names the alternate table's difficulty and leaves out the numbers when the actor is gone", () => {
    const call = tests.buildTest({ kind: "treacherous", condition: "denseCrowds", variant: "alternate" })!;
    const description = tests.describe(call, null);
    expect(description.title.data?.["difficulty"]).toEqual({ key: "STRIDE.Difficulty.hard" });
    expect(description.target).toBeNull();
    expect(description.lines).toEqual([{ label: { key: "STRIDE.Difficulty.hard" }, value: "−20" }]);
  });

  it("reports degrees with a count for plural forms, and the outcome", () => {
    const call = tests.buildTest({ kind: "treacherous", condition: "mud" })!;
    const resolution = tests.resolve(call, 42, [71]);
    expect(resolution).toMatchObject({ success: false, degrees: 4, outcome: "prone" });
    expect(tests.describeResult(call, resolution)).toEqual({
      verdict: { key: "STRIDE.Card.failure", data: { degrees: 4, count: 4 } },
      outcome: { key: "STRIDE.Card.outcome.prone" },
    });
    expect(tests.formula(call, 42)).toBe("1d100");
    expect(tests.diceKind(call)).toBe("d100");
  });
});
