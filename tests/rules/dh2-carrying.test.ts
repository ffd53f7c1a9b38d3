import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { carryingLimits, carryingSum, limitsForSum, encumbrance, strainLimits } = dh2;
const { throwDistance, throwTest, throwImpact, throwingStrengthBonus } = dh2;

// dh2-movement.md § Carrying, Lifting, and Pushing Limits, every row (SB + TB, carry, lift, push; kg).
const LIMITS_TABLE: [number, number, number, number][] = [
  [0, 0.9, 2.25, 4.5],
  [1, 2.25, 4.5, 9],
  [2, 4.5, 9, 18],
  [3, 9, 18, 36],
  [4, 18, 36, 72],
  [5, 27, 54, 108],
  [6, 36, 72, 144],
  [7, 45, 90, 180],
  [8, 56, 112, 224],
  [9, 67, 134, 268],
  [10, 78, 156, 312],
  [11, 90, 180, 360],
  [12, 112, 224, 448],
  [13, 225, 450, 900],
  [14, 337, 674, 1348],
  [15, 450, 900, 1800],
  [16, 675, 1350, 2700],
  [17, 900, 1800, 3600],
  [18, 1350, 2700, 5400],
  [19, 1800, 3600, 7200],
  [20, 2250, 4500, 9000],
];

describe("carrying, lifting and pushing limits (dh2-movement.md § Carrying, Lifting, and Pushing Objects)", () => {
  it.each(LIMITS_TABLE)("SB + TB %i: carry %f kg, lift %f kg, push %f kg", (sum, carry, lift, push) => {
    const strengthBonus = Math.floor(sum / 2);
    expect(carryingLimits({ strengthBonus, toughnessBonus: sum - strengthBonus, gravity: "normal" })).toEqual({
      carry,
      lift,
      push,
    });
  });

  it("matches the issue's example through the ruleset object", () => {
    const ruleset = getRuleset("dh2");
    expect(ruleset.carryingLimits({ strengthBonus: 3, toughnessBonus: 4, gravity: "normal" })).toEqual({
      carry: 45,
      lift: 90,
      push: 180,
    });
  });

  it.each(LIMITS_TABLE)("low gravity reads row SB + TB + 4, high gravity SB + TB − 4 (from row %i)", (sum) => {
    const input = { strengthBonus: sum, toughnessBonus: 0 };
    expect(carryingSum({ ...input, gravity: "low" })).toBe(sum + 4);
    expect(carryingSum({ ...input, gravity: "high" })).toBe(sum - 4);
    expect(carryingLimits({ ...input, gravity: "high" })).toEqual(limitsForSum(Math.max(0, sum - 4)));
    if (sum + 4 <= 20) {
      const [, carry, lift, push] = LIMITS_TABLE[sum + 4]!;
      expect(carryingLimits({ ...input, gravity: "low" })).toEqual({ carry, lift, push });
    }
  });

  it("zero gravity shifts nothing; a sum below 0 uses row 0; above 20 the last step goes on", () => {
    expect(carryingLimits({ strengthBonus: 3, toughnessBonus: 4, gravity: "zero" })).toEqual(limitsForSum(7));
    expect(carryingLimits({ strengthBonus: 1, toughnessBonus: 1, gravity: "high" })).toEqual({
      carry: 0.9,
      lift: 2.25,
      push: 4.5,
    });
    expect(limitsForSum(21)).toEqual({ carry: 2700, lift: 5400, push: 10800 });
    expect(limitsForSum(22)).toEqual({ carry: 3150, lift: 6300, push: 12600 });
  });

  it("rejects what is not a number or a gravity", () => {
    expect(() => carryingLimits({ strengthBonus: Number.NaN, toughnessBonus: 3 })).toThrow(RangeError);
    expect(() => carryingLimits({ strengthBonus: 3, toughnessBonus: 3, gravity: "sideways" as never })).toThrow(
      RangeError,
    );
    expect(() => carryingLimits(null as never)).toThrow(TypeError);
  });
});

describe("encumbrance (§ Carrying Weight, § Encumbered Characters)", () => {
  const limits = carryingLimits({ strengthBonus: 3, toughnessBonus: 4 }); // 45 / 90 / 180
  it.each([
    [0, "unencumbered"],
    [45, "unencumbered"],
    [45.5, "encumbered"],
    [90, "encumbered"],
    [90.1, "overloaded"],
  ] as const)("%f kg → %s", (kg, state) => {
    expect(encumbrance(kg, limits)).toBe(state);
  });
  it("a negative or missing weight carries nothing", () => {
    expect(encumbrance(-5, limits)).toBe("unencumbered");
    expect(encumbrance(Number.NaN, limits)).toBe("unencumbered");
  });
  it("the Agility modifier is −10", () => {
    expect(dh2.ENCUMBERED_AGILITY_MODIFIER).toBe(-10);
  });
});

describe("lifting or pushing more than the limit (§ Lifting Weight, § Pushing Weight)", () => {
  it("each degree of success adds +1 to SB + TB", () => {
    expect(strainLimits({ strengthBonus: 3, toughnessBonus: 4, success: true, degrees: 2 })).toEqual({
      limits: { carry: 67, lift: 134, push: 268 },
      fatigue: 0,
    });
  });
  it("one degree of failure costs nothing, two cost a level of Fatigue", () => {
    expect(strainLimits({ strengthBonus: 3, toughnessBonus: 4, success: false, degrees: 1 })).toEqual({
      limits: { carry: 45, lift: 90, push: 180 },
      fatigue: 0,
    });
    expect(strainLimits({ strengthBonus: 3, toughnessBonus: 4, success: false, degrees: 2 }).fatigue).toBe(1);
  });
  it("adds to the gravity-shifted sum", () => {
    expect(
      strainLimits({ strengthBonus: 3, toughnessBonus: 4, gravity: "low", success: true, degrees: 1 }).limits,
    ).toEqual(limitsForSum(12));
  });
});

describe("throwing (§ Throwing Objects, § The Effects of Gravity)", () => {
  it("the issue's example: SB 4, two degrees → 8 m", () => {
    expect(throwDistance({ strengthBonus: 4, success: true, degrees: 2 })).toBe(8);
    expect(getRuleset("dh2").throwDistance({ strengthBonus: 4, success: true, degrees: 2 })).toBe(8);
  });
  it.each([
    [4, true, 1, 4],
    [4, true, 3, 12],
    [3, false, 1, 1],
    [4, false, 3, 2],
    [1, false, 1, 0],
  ] as const)("SB %i, success %s, %i degrees → %i m", (strengthBonus, success, degrees, metres) => {
    expect(throwDistance({ strengthBonus, success, degrees })).toBe(metres);
  });
  it("gravity shifts SB by 2 for throwing, never below 0", () => {
    expect(throwingStrengthBonus(3, "low")).toBe(5);
    expect(throwingStrengthBonus(3, "high")).toBe(1);
    expect(throwingStrengthBonus(1, "high")).toBe(0);
    expect(throwingStrengthBonus(3, "zero")).toBe(3);
    expect(throwDistance({ strengthBonus: 3, success: true, degrees: 2, gravity: "low" })).toBe(10);
    expect(throwDistance({ strengthBonus: 3, success: true, degrees: 2, gravity: "high" })).toBe(2);
    expect(throwDistance({ strengthBonus: 1, success: true, degrees: 4, gravity: "high" })).toBe(0);
  });
  it("objects up to half the Lifting Weight are Challenging (+0), heavier Difficult (−10), above it impossible", () => {
    const who = { strengthBonus: 3, toughnessBonus: 4 }; // lift 90 kg
    expect(throwTest({ ...who, weightKg: 45 })).toEqual({ difficulty: "challenging", modifier: 0, halfLift: 45 });
    expect(throwTest({ ...who, weightKg: 46 })).toEqual({ difficulty: "difficult", modifier: -10, halfLift: 45 });
    expect(throwTest({ ...who, weightKg: 91 })).toBeNull();
    expect(throwTest({ ...who, weightKg: 90, gravity: "low" })?.difficulty).toBe("challenging"); // row 11: lift 180 kg
    expect(throwTest({ ...who, weightKg: 91, gravity: "low" })?.difficulty).toBe("difficult");
    expect(() => throwTest({ ...who, weightKg: -1 })).toThrow(RangeError);
  });
  it("a hard surface takes 1d10 + SB Impact + 1 per degree past the first", () => {
    expect(throwImpact({ strengthBonus: 4, success: true, degrees: 3 })).toEqual({ formula: "1d10 + 6", bonus: 6 });
    expect(throwImpact({ strengthBonus: 4, success: false, degrees: 3 })).toEqual({ formula: "1d10 + 4", bonus: 4 });
    expect(throwImpact({ strengthBonus: 4, success: true, degrees: 1, gravity: "low" }).bonus).toBe(6);
  });
  it("rejects degrees below 1 and a success that is not a boolean", () => {
    expect(() => throwDistance({ strengthBonus: 4, success: true, degrees: 0 })).toThrow(RangeError);
    expect(() => throwDistance({ strengthBonus: 4, success: "yes" as never, degrees: 1 })).toThrow(TypeError);
  });
});

describe("skill training (issue #13 item 2)", () => {
  it.each([
    ["untrained", -20],
    ["known", 0],
    ["trained", 10],
    ["experienced", 20],
    ["veteran", 30],
    ["master", -20],
    ["constructor", -20],
  ])("%s → %i", (training, modifier) => {
    expect(dh2.skillModifier(training)).toBe(modifier);
  });
  it("reads a value that is not text as untrained, even one whose text is a level", () => {
    expect(dh2.skillModifier(["trained"])).toBe(-20);
    expect(dh2.skillModifier({ toString: () => "veteran" })).toBe(-20);
    expect(dh2.skillModifier(10)).toBe(-20);
  });
});

describe("Encumbered on tests (§ Encumbered Characters)", () => {
  const ruleset = getRuleset("dh2");
  const agility = { kind: "treacherous", characteristic: "agility", difficulty: "challenging", modifiers: [] };
  it("registers Encumbered as a status derived from the actor's data", () => {
    expect(ruleset.statuses?.statuses).toEqual([
      {
        id: "encumbered",
        label: "STRIDE.Status.encumbered",
        img: "icons/svg/anchor.svg",
        description: "STRIDE.Status.encumberedHint",
        derived: true,
      },
      // Low and High Altitude (flying.ts), derived from the actor's altitude.
      dh2.LOW_ALTITUDE_STATUS_SPEC,
      dh2.HIGH_ALTITUDE_STATUS_SPEC,
    ]);
    expect(ruleset.statuses?.bandStatuses("run")).toEqual([]);
  });
  it("takes 10 from an Encumbered actor's Agility tests, as a line of its own", () => {
    const lines = ruleset.tests.situationalModifiers(agility, { statuses: ["prone", "encumbered"] });
    expect(lines).toEqual([{ source: "encumbered", value: -10 }]);
    const call = { ...agility, modifiers: [{ source: "challenging", value: 0 }, ...lines] };
    expect(ruleset.tests.describe(call, 40).target).toBe("30");
    expect(ruleset.tests.describe(call, 40).lines.map((l) => l.label.key)).toContain("STRIDE.Status.encumbered");
    expect(ruleset.tests.resolve(call, 40, [31]).success).toBe(false);
    expect(ruleset.tests.resolve(call, 40, [30]).success).toBe(true);
  });
  it("leaves other characteristics and unencumbered actors alone", () => {
    expect(ruleset.tests.situationalModifiers(agility, { statuses: [] })).toEqual([]);
    expect(
      ruleset.tests.situationalModifiers({ ...agility, characteristic: "perception" }, { statuses: ["encumbered"] }),
    ).toEqual([]);
  });
  it("rejects a situation without a statuses array", () => {
    expect(() => ruleset.tests.situationalModifiers(agility, {} as never)).toThrow(TypeError);
    expect(() => ruleset.tests.situationalModifiers(null as never, { statuses: [] })).toThrow(TypeError);
  });
});

describe("lifting and pushing more than the limit (§ Lifting Weight, § Pushing Weight)", () => {
  const sbtb = { strengthBonus: 3, toughnessBonus: 4 }; // row 7: 45 / 90 / 180 kg
  it("needs a test only above the limit", () => {
    expect(dh2.strainNeeded({ ...sbtb, task: "lift", weightKg: 90 })).toBe(false);
    expect(dh2.strainNeeded({ ...sbtb, task: "lift", weightKg: 91 })).toBe(true);
    expect(dh2.strainNeeded({ ...sbtb, task: "push", weightKg: 180 })).toBe(false);
    expect(dh2.strainNeeded({ ...sbtb, task: "push", weightKg: 200 })).toBe(true);
    // High gravity: row 3 (18 / 36 kg).
    expect(dh2.strainNeeded({ ...sbtb, gravity: "high", task: "lift", weightKg: 40 })).toBe(true);
  });
  it("adds each degree of success to SB + TB for the limit", () => {
    expect(dh2.strainAttempt({ ...sbtb, task: "lift", weightKg: 130, success: true, degrees: 2 })).toEqual({
      limit: 134,
      sum: 9,
      moved: true,
      fatigue: 0,
    });
    expect(dh2.strainAttempt({ ...sbtb, task: "push", weightKg: 300, success: true, degrees: 1 })).toEqual({
      limit: 224,
      sum: 8,
      moved: false,
      fatigue: 0,
    });
  });
  it("costs a level of Fatigue on two or more degrees of failure", () => {
    expect(dh2.strainAttempt({ ...sbtb, task: "lift", weightKg: 100, success: false, degrees: 1 })).toEqual({
      limit: 90,
      sum: 7,
      moved: false,
      fatigue: 0,
    });
    expect(dh2.strainAttempt({ ...sbtb, task: "lift", weightKg: 100, success: false, degrees: 2 }).fatigue).toBe(1);
  });
  it("says what is wrong with its input", () => {
    expect(() =>
      dh2.strainAttempt({ ...sbtb, task: "throw" as never, weightKg: 1, success: true, degrees: 1 }),
    ).toThrow("task must be lift or push");
    expect(() => dh2.strainNeeded({ ...sbtb, task: "lift", weightKg: -1 })).toThrow(RangeError);
    expect(() => dh2.strainAttempt({ ...sbtb, task: "lift", weightKg: 1, success: true, degrees: 0 })).toThrow(
      "degrees must be at least 1",
    );
  });
});

describe("an object thrown at a target: a Ballistic Skill test (§ Throwing Objects, § Low/High Altitude)", () => {
  const who = { strengthBonus: 3, toughnessBonus: 4 }; // lift 90 kg, half 45 kg
  it("keeps the weight's difficulty: Challenging (+0) up to half the Lifting Weight, Difficult (−10) above", () => {
    expect(dh2.throwAtTarget({ ...who, weightKg: 45 })).toEqual({
      possible: true,
      reason: null,
      modifiers: [{ source: "challenging", value: 0 }],
      modifier: 0,
    });
    expect(dh2.throwAtTarget({ ...who, weightKg: 46 }).modifier).toBe(-10);
    expect(dh2.throwAtTarget({ ...who, weightKg: 91 })).toEqual({
      possible: false,
      reason: "tooHeavy",
      modifiers: [],
      modifier: 0,
    });
    expect(dh2.throwAtTarget({ ...who, weightKg: 91, gravity: "low" }).modifier).toBe(-10); // lift 180 kg
  });
  it("−10 from the ground at a Low Altitude target; High Altitude only from High Altitude", () => {
    expect(dh2.throwAtTarget({ ...who, weightKg: 46, thrower: "ground", target: "low" })).toEqual({
      possible: true,
      reason: null,
      modifiers: [
        { source: "difficult", value: -10 },
        { source: "altitude", value: -10 },
      ],
      modifier: -20,
    });
    expect(dh2.throwAtTarget({ ...who, weightKg: 1, thrower: "low", target: "ground" }).modifier).toBe(0);
    expect(dh2.throwAtTarget({ ...who, weightKg: 1, thrower: "low", target: "high" }).reason).toBe("altitude");
    expect(dh2.throwAtTarget({ ...who, weightKg: 1, thrower: "high", target: "high" }).possible).toBe(true);
    expect(() => dh2.throwAtTarget({ ...who, weightKg: 1, target: "orbit" as never })).toThrow(RangeError);
    expect(() => dh2.throwAtTarget(null as never)).toThrow(TypeError);
  });
});
