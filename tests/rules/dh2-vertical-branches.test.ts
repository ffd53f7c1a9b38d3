/**
 * The branches of Dark Heresy's climbing, jumping and swimming tests (rulesets/dh2/vertical-tests.ts)
 * that mutation testing found unpinned, each with the rule it protects (dh2-movement.md § Climbing,
 * § Abseiling, § Standing/Running Vertical Jumps, § Standing/Running Horizontal Leaps, § Swimming;
 * docs/rulings.md rulings 4 and 5, Climbing gear, Swimming weighed down). Through the ruleset's tests
 * capability, as the cards use it.
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementProfile, type MoveSummary, type TestRequest } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const ruleset = getRuleset("dh2");

/** Strength 45 (Strength Bonus 4), Agility 35 (Agility Bonus 3, Half Move 3 m). */
const PROFILE: MovementProfile = { characteristics: { strength: 45, agility: 35 }, size: 4 };

function rolled(request: TestRequest, characteristic: number, roll: number, profile: MovementProfile = PROFILE) {
  const call = ruleset.tests.buildTest(request)!;
  const resolution = ruleset.tests.resolve(call, characteristic, [roll], profile);
  return { call, resolution, described: ruleset.tests.describeResult(call, resolution) };
}

/** Options as an older or hand-made card may hold them (numbers where the type says text). */
const loose = (options: Record<string, unknown>) => options as TestRequest["options"];

const lines = (request: TestRequest) =>
  ruleset.tests.buildTest(request)!.modifiers.map((m) => `${m.source} ${m.value}`);

describe("what a test adds to its target", () => {
  it("a run-up adds +10 per 4 m beyond the first 4 (at most +30) to a leap and a running vertical jump only", () => {
    // § Running Vertical Jumps, § Running Horizontal Leaps.
    expect(lines({ kind: "verticalJump", options: { runUp: "12" } })).toEqual(["challenging 0", "runUp 20"]);
    expect(lines({ kind: "leap", options: { runUp: "16" } })).toEqual(["challenging 0", "runUp 30"]);
    expect(lines({ kind: "leap", options: { runUp: "40" } })).toEqual(["challenging 0", "runUp 30"]);
    expect(lines({ kind: "leap", options: { runUp: "4" } })).toEqual(["challenging 0"]);
    // A climb, a swim or a jump down takes no run-up bonus.
    expect(lines({ kind: "climb", options: { runUp: "12" } })).toEqual(["challenging 0"]);
    expect(lines({ kind: "swim", options: { runUp: "12" } })).toEqual(["challenging 0"]);
    expect(lines({ kind: "jumpDown", distance: 3, options: { runUp: "12" } })).toEqual(["challenging 0"]);
  });

  it("climbing gear adds to a climb's test only; the swim's weighed-down −30 only to the swim", () => {
    expect(lines({ kind: "climb", options: { gear: "10" } })).toEqual(["challenging 0", "climbingGear 10"]);
    expect(lines({ kind: "leap", options: { gear: "10" } })).toEqual(["challenging 0"]);
    expect(lines({ kind: "swim", options: { encumbered: true } })).toEqual(["challenging 0", "weighedDown -30"]);
    expect(lines({ kind: "leap", options: { encumbered: true } })).toEqual(["challenging 0"]);
    expect(lines({ kind: "climb", options: { encumbered: "true" } })).toEqual(["challenging 0"]);
  });

  it("a test carries a distance only when given one; a distance beyond 1e12 m is refused", () => {
    expect(ruleset.tests.buildTest({ kind: "leap" })).not.toHaveProperty("distance");
    expect(ruleset.tests.buildTest({ kind: "leap", distance: 0 })).toHaveProperty("distance", 0);
    expect(ruleset.tests.buildTest({ kind: "leap", distance: 1e12 })).toHaveProperty("distance", 1e12);
    expect(() => ruleset.tests.buildTest({ kind: "leap", distance: 2e12 })).toThrow(RangeError);
  });
});

describe("climbing to an edge's top (§ Simple Climbs: ½ Half Move, +1 m per further degree)", () => {
  // Strength 45, roll 35: two degrees; Half Move 3 m: 1.5 + 1 = 2.5 m.
  it("a climb that reaches exactly the height still to climb gets to the top and the move goes on", () => {
    const top = rolled({ kind: "climb", options: loose({ height: 2.5 }) }, 45, 35).resolution;
    expect(top).toMatchObject({ success: true, degrees: 2, outcome: "climbedTop", amount: 2.5 });
    expect(top.consequences).toEqual([{ type: "crossEdge" }]);
    const down = rolled({ kind: "climb", options: { height: "2.5", down: "true" } }, 45, 35).resolution;
    expect([down.outcome, down.amount]).toEqual(["climbedDown", 2.5]);
  });

  it("a climb 0.1 m short stops part-way up, 2.5 m higher", () => {
    const part = rolled({ kind: "climb", options: loose({ height: 2.6 }) }, 45, 35).resolution;
    expect([part.outcome, part.amount]).toEqual(["climbed", 2.5]);
    expect(part.consequences).toEqual([{ type: "reposition", distance: 0, heading: 0, rise: 2.5 }]);
    const down = rolled({ kind: "climb", options: loose({ height: 2.6, down: true }) }, 45, 35).resolution;
    expect(down.consequences).toEqual([{ type: "reposition", distance: 0, heading: 0, rise: -2.5 }]);
  });
});

describe("the tests a failure calls for next", () => {
  it("§ Abseiling: two degrees of failure call the grip test over the whole drop, keeping the fall's options", () => {
    // Agility 35, roll 45: fails by 2 degrees (ruling 1); no descent this round.
    const { resolution } = rolled(
      {
        kind: "abseil",
        distance: 12,
        variant: "alternate",
        options: loose({ secured: true, gravity: "high", fallingFormula: "1d10 + @metres", runUp: "8", down: 1 }),
      },
      35,
      45,
    );
    expect([resolution.outcome, resolution.degrees, resolution.amount]).toEqual(["gripTest", 2, 0]);
    expect(resolution.consequences![0]).toEqual({
      type: "followUp",
      request: {
        kind: "abseilGrip",
        distance: 12,
        variant: "alternate",
        options: { gravity: "high", secured: true, fallingFormula: "1d10 + @metres" },
      },
    });
  });

  it("§ Abseiling: a lost grip falls the whole drop at the world's formula; secured, it hangs", () => {
    const fell = rolled({ kind: "abseilGrip", distance: 7, options: { fallingFormula: "2d10 + @metres" } }, 45, 90);
    expect(fell.resolution.outcome).toBe("fell");
    expect(fell.resolution.consequences).toEqual([
      { type: "fall" },
      { type: "damageRoll", formula: "2d10 + 7", damageType: "impact", ignoresArmour: true },
    ]);
    expect(fell.described.outcome).toEqual({
      key: "STRIDE.Dh2.outcome.fellDamage",
      data: { distance: 0, height: 0.5, damage: "2d10 + 7" },
    });
    const hangs = rolled({ kind: "abseilGrip", distance: 7, options: { secured: "true" } }, 45, 90).resolution;
    expect([hangs.outcome, hangs.consequences]).toEqual(["hangs", []]);
  });

  it("§ Running Vertical Jumps: a failed jump stumbles, and the Agility test after it keeps only the gravity", () => {
    const { resolution } = rolled({ kind: "verticalJump", options: { runUp: "8", gravity: "low" } }, 35, 90);
    expect(resolution.outcome).toBe("stumbled");
    expect(resolution.consequences![0]).toEqual({
      type: "followUp",
      request: { kind: "stumble", options: { gravity: "low" } },
    });
    const noOptions = rolled({ kind: "verticalJump", options: loose({ runUp: 8 }) }, 35, 90).resolution;
    expect(noOptions.consequences![0]).toEqual({ type: "followUp", request: { kind: "stumble" } });
  });

  it("§ Standing Vertical Jumps: pulling up onto a ledge succeeds or hangs on, with no distance and no Prone", () => {
    const up = rolled({ kind: "pullUp" }, 45, 30).resolution;
    expect([up.outcome, up.prone, "amount" in up]).toEqual(["pulledUp", false, false]);
    const hanging = rolled({ kind: "pullUp" }, 45, 80).resolution;
    expect([hanging.outcome, hanging.prone, "amount" in hanging]).toEqual(["hangsOn", false, false]);
  });
});

describe("the card's reason and outcome text", () => {
  const reason = (request: TestRequest) => ruleset.tests.describe(ruleset.tests.buildTest(request)!, 40).reason;

  it("names the height or gap for a climb, a sheer climb, a grip test and a leap, and no distance otherwise", () => {
    expect(reason({ kind: "climb", distance: 3 })).toEqual({
      key: "STRIDE.Dh2.reason.climbDistance",
      data: { distance: 3 },
    });
    expect(reason({ kind: "sheerClimb", distance: 3 })).toEqual({
      key: "STRIDE.Dh2.reason.sheerClimbDistance",
      data: { distance: 3 },
    });
    expect(reason({ kind: "abseilGrip", distance: 9 })).toEqual({
      key: "STRIDE.Dh2.reason.abseilGripDistance",
      data: { distance: 9 },
    });
    expect(reason({ kind: "leap", distance: 0 })).toEqual({ key: "STRIDE.Dh2.reason.leap", data: { distance: 0 } });
    expect(reason({ kind: "jumpDown", distance: 4 })).toEqual({
      key: "STRIDE.Dh2.reason.jumpDown",
      data: { distance: 4 },
    });
    expect(reason({ kind: "swim", distance: 4 })).toEqual({ key: "STRIDE.Dh2.reason.swim", data: { distance: 4 } });
  });

  it("an underwater swim names the round held (§ Swimming); a leap after a Charge says the action is spent", () => {
    expect(reason({ kind: "swim", options: { underwater: "true", heldRounds: "2" } })).toEqual({
      key: "STRIDE.Dh2Water.reason.underwater",
      data: { round: 3 },
    });
    // The same options on a climb are not a swim's.
    expect(reason({ kind: "climb", options: { underwater: "true", heldRounds: "2" } })?.key).toBe(
      "STRIDE.Dh2.reason.climb",
    );
    expect(reason({ kind: "leap", distance: 3, options: { spent: "charge" } })).toEqual({
      key: "STRIDE.Dh2.reason.leapSpent",
      data: { band: { key: "STRIDE.Action.charge" } },
    });
    expect(reason({ kind: "climb", options: { spent: "charge" } })?.key).toBe("STRIDE.Dh2.reason.climb");
  });

  it("a leap's height is a quarter of the metres leapt, rounded up (§ Standing Horizontal Leaps); a jump's is ½ m", () => {
    // Strength 45 (SB 4): roll 20 gives 3 degrees, 4 + 1 = 5 m; height ⌈5 ÷ 4⌉ = 2.
    expect(rolled({ kind: "leap" }, 45, 20).described.outcome).toEqual({
      key: "STRIDE.Dh2.outcome.leapt",
      data: { distance: 5, height: 2, damage: "" },
    });
    expect(rolled({ kind: "verticalJump", options: { runUp: "4" } }, 45, 20).described.outcome).toMatchObject({
      data: { height: 0.5 },
    });
  });

  it("an outcome whose amount is not a finite distance ≥ 0 reads 0 m", () => {
    const call = ruleset.tests.buildTest({ kind: "leap" })!;
    const { resolution } = rolled({ kind: "leap" }, 45, 20);
    for (const amount of [-1, 2e12, Number.NaN]) {
      expect(ruleset.tests.describeResult(call, { ...resolution, amount }).outcome).toMatchObject({
        data: { distance: 0 },
      });
    }
    expect(ruleset.tests.describeResult(call, { ...resolution, amount: 1e12 }).outcome).toMatchObject({
      data: { distance: 1e12 },
    });
    expect(ruleset.tests.describeResult(call, { ...resolution, amount: 0 }).outcome).toMatchObject({
      data: { distance: 0, height: 0 },
    });
  });
});

describe("the swim a move calls for (§ Swimming)", () => {
  const move = (over: Partial<MoveSummary>): MoveSummary =>
    ({ conditions: ["water", "hazardousWater"], turnDistance: 7, ...over }) as MoveSummary;
  const swim = (summary: MoveSummary) => dh2.sceneMovementTests(summary).find((t) => t.kind === "swim");

  it("prices only the metres moved into water: 2 m of dry ground then 3 m of rapids is a swim of 3 m", () => {
    const steps = [
      { x: 1, y: 2, elevation: 0, conditions: [] },
      { x: 3, y: 2, elevation: 0, conditions: [] },
      { x: 3, y: 5, elevation: 0, conditions: ["water", "hazardousWater"] },
    ];
    expect(swim(move({ steps }))?.distance).toBe(3);
  });

  it("a move given no path (a single step, or none) prices its whole distance", () => {
    expect(swim(move({ steps: [{ x: 3, y: 5, elevation: 0, conditions: [] }] }))?.distance).toBe(7);
    expect(swim(move({}))?.distance).toBe(7);
  });

  it("a step that is not an object is skipped, not read", () => {
    const steps = [
      { x: 0, y: 0, elevation: 0 },
      null,
      { x: 0, y: 4, elevation: 0, conditions: ["deepWater"] },
      { x: 0, y: 6, elevation: 0, conditions: ["deepWater"] },
    ];
    expect(swim(move({ steps: steps as MoveSummary["steps"] }))?.distance).toBe(2);
  });
});

describe("the tester's numbers and the card's options, read leniently", () => {
  it("§ Standing Vertical Jumps: Unnatural Agility adds to the Agility Bonus a safe drop counts", () => {
    // Agility 35 (AB 3), roll 30: one degree; a 6 m drop. With Unnatural Agility (2), AB 5: 5 + 1 = 6 m, safe.
    const nimble = { characteristics: { strength: 45, agility: 35 }, unnatural: { agility: 2 }, size: 4 };
    const safe = rolled({ kind: "jumpDown", distance: 6 }, 35, 30, nimble).resolution;
    expect([safe.outcome, safe.amount, safe.prone]).toEqual(["landed", 6, false]);
    // Without it, 3 + 1 = 4 m: Prone, and the damage of 6 − 3 = 3 m.
    const hurt = rolled({ kind: "jumpDown", distance: 6 }, 35, 30).resolution;
    expect([hurt.outcome, hurt.amount, hurt.prone]).toEqual(["landedHurt", 4, true]);
    expect(hurt.consequences).toContainEqual(expect.objectContaining({ type: "damageRoll", formula: "1d10 + 3" }));
    // Junk unnatural values count 0.
    for (const unnatural of [null, { agility: "2" }, { agility: Number.NaN }]) {
      const junk = { ...nimble, unnatural } as unknown as MovementProfile;
      expect(rolled({ kind: "jumpDown", distance: 6 }, 35, 30, junk).resolution.outcome).toBe("landedHurt");
    }
  });

  it("a profile's size that is not a number counts as Average: Half Move 3 m, a 2.5 m climb on two degrees", () => {
    const odd = { characteristics: { strength: 45, agility: 35 }, size: "big" } as unknown as MovementProfile;
    expect(rolled({ kind: "climb" }, 45, 35, odd).resolution.amount).toBe(2.5);
    const large = { characteristics: { strength: 45, agility: 35 }, size: 6 };
    expect(rolled({ kind: "climb" }, 45, 35, large).resolution.amount).toBeGreaterThan(2.5);
  });

  it("options that are missing, blank or out of range are the defaults", () => {
    expect(ruleset.tests.buildTest({ kind: "leap", options: null } as unknown as TestRequest)!.modifiers).toHaveLength(
      1,
    );
    // A blank height is no height: the climb only gives its metres.
    expect(rolled({ kind: "climb", options: { height: " " } }, 45, 35).resolution.outcome).toBe("climbed");
    // Nothing left to climb is the top.
    expect(rolled({ kind: "climb", options: loose({ height: 0 }) }, 45, 35).resolution).toMatchObject({
      outcome: "climbedTop",
      amount: 0,
    });
    // A height up to 1,000,000 m is read; beyond, it is no height.
    expect(rolled({ kind: "climb", options: loose({ height: 1e6 }) }, 45, 35).resolution.consequences).toEqual([
      { type: "reposition", distance: 0, heading: 0, rise: 2.5 },
    ]);
    expect(rolled({ kind: "climb", options: loose({ height: 1.5e6 }) }, 45, 35).resolution.consequences).toEqual([]);
    expect(rolled({ kind: "climb", options: loose({ height: -1 }) }, 45, 35).resolution.consequences).toEqual([]);
    // A negative run-up is none.
    expect(lines({ kind: "leap", options: { runUp: "-12" } })).toEqual(["challenging 0"]);
  });

  it("ruling 4: the world's falling formula is read up to 200 characters, longer ones fall back to the default", () => {
    const formula = (text: string) =>
      rolled(
        { kind: "abseilGrip", distance: 7, options: { fallingFormula: text } },
        45,
        90,
      ).resolution.consequences!.find((c) => c.type === "damageRoll");
    const at200 = "2d10 + @metres" + " ".repeat(186);
    expect(formula(at200)).toMatchObject({ formula: ("2d10 + 7" + " ".repeat(186)).trim() });
    expect(formula(at200 + " ")).toMatchObject({ formula: "1d10 + 7" });
  });
});

describe("older cards and the move's own numbers", () => {
  it("§ Swimming: an older card whose weighed-down line is named `encumbered` still costs Fatigue on a failure", () => {
    const call = ruleset.tests.buildTest({ kind: "swim", distance: 2 })!;
    const older = { ...call, modifiers: [...call.modifiers, { source: "encumbered", value: -30 }] };
    const failed = ruleset.tests.resolve(older, 40, [95], PROFILE);
    expect(failed.outcome).toBe("sinksTired");
    expect(failed.consequences).toContainEqual({ type: "fatigue", levels: 1 });
    expect(ruleset.tests.resolve(call, 40, [95], PROFILE).outcome).toBe("noProgress");
  });

  it("a drop up to 1e12 m is read, beyond it refused; a rise beyond it or not a number is none", () => {
    const summary = (over: Partial<MoveSummary>) => ({ conditions: ["climb", "sheer"], ...over }) as MoveSummary;
    expect(dh2.sceneMovementTests(summary({ drop: 1e12 })).map((t) => t.kind)).toEqual(["abseil"]);
    expect(() => dh2.sceneMovementTests(summary({ drop: 2e12 }))).toThrow(RangeError);
    expect(() => dh2.sceneMovementTests(summary({ drop: "3" as unknown as number }))).toThrow(RangeError);
    expect(dh2.sceneMovementTests(summary({ rise: 1e12 })).map((t) => t.kind)).toEqual(["sheerClimb"]);
    for (const rise of [2e12, "3", 0, -2]) {
      expect(dh2.sceneMovementTests(summary({ rise: rise as number }))).toEqual([]);
    }
  });
});
