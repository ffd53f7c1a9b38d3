/**
 * Chained tests in Dark Heresy 2e: a result that calls for a further test says so as a `followUp`
 * consequence whose request builds that test (dh2-movement.md § Running Vertical Jumps: a failed
 * running jump stumbles and must pass a Challenging (+0) Agility test or fall Prone; § Abseiling:
 * failure by two or more degrees calls for a Challenging (+0) Strength test or the grip is lost).
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementProfile, type TestConsequence, type TestRequest } from "../../src/rules";

const ruleset = getRuleset("dh2");
/** Agility 35, Strength 40 (SB 4), Half Move 3. */
const PROFILE: MovementProfile = {
  characteristics: { agility: 35, strength: 40 },
  unnatural: {},
  size: 4,
  modifiers: {},
};

const rolled = (request: TestRequest, characteristic: number, roll: number) =>
  ruleset.tests.resolve(ruleset.tests.buildTest(request)!, characteristic, [roll], PROFILE);

const followUps = (consequences: readonly TestConsequence[] | undefined) =>
  (consequences ?? []).flatMap((c) => (c.type === "followUp" ? [c.request] : []));

describe("a failed running vertical jump posts the stumble test (§ Running Vertical Jumps)", () => {
  it("Agility 35 rolled 90 fails: the stumble test follows, a Challenging (+0) Agility test", () => {
    const jump = rolled({ kind: "verticalJump", options: { runUp: "4", gravity: "low" } }, 35, 90);
    expect(jump).toMatchObject({ success: false, outcome: "stumbled" });
    const [next] = followUps(jump.consequences);
    expect(next).toEqual({ kind: "stumble", options: { gravity: "low" } });
    const stumble = ruleset.tests.buildTest(next!)!;
    expect(stumble).toMatchObject({
      kind: "stumble",
      characteristic: "agility",
      difficulty: "challenging",
      modifiers: [{ source: "challenging", value: 0 }],
    });
    // The stumble test failed (roll 90 against 35) is Prone; passed (roll 20) keeps the feet.
    expect(ruleset.tests.resolve(stumble, 35, [90], PROFILE)).toMatchObject({ outcome: "stumbleProne", prone: true });
    expect(ruleset.tests.resolve(stumble, 35, [20], PROFILE)).toMatchObject({ outcome: "steadied", prone: false });
  });
  it("a passed running jump (roll 20 against 35) calls for nothing more", () => {
    const jump = rolled({ kind: "verticalJump", options: { runUp: "4" } }, 35, 20);
    expect(jump.outcome).toBe("jumped");
    expect(followUps(jump.consequences)).toEqual([]);
  });
  it("the run-up's bonus is not carried to the stumble test (its +10 belongs to the jump)", () => {
    const jump = rolled({ kind: "verticalJump", options: { runUp: "8" } }, 35, 90);
    expect(ruleset.tests.buildTest(followUps(jump.consequences)[0]!)!.modifiers).toEqual([
      { source: "challenging", value: 0 },
    ]);
  });
});

describe("an abseil failed by two or more degrees posts the grip test (§ Abseiling)", () => {
  it("Agility 35 rolled 45 fails by 2 degrees (ruling 1): the grip test follows for the 12 m drop, harness kept", () => {
    const abseil = rolled({ kind: "abseil", distance: 12, options: { secured: "true", gravity: "normal" } }, 35, 45);
    expect(abseil).toMatchObject({ success: false, degrees: 2, outcome: "gripTest", amount: 0 });
    const [next] = followUps(abseil.consequences);
    expect(next).toEqual({ kind: "abseilGrip", distance: 12, options: { secured: "true", gravity: "normal" } });
    const grip = ruleset.tests.buildTest(next!)!;
    expect(grip).toMatchObject({ characteristic: "strength", difficulty: "challenging", distance: 12 });
    // Secured: a lost grip hangs on the line; unsecured (the next test below) it falls the 12 m.
    expect(ruleset.tests.resolve(grip, 40, [90], PROFILE)).toMatchObject({ outcome: "hangs" });
  });
  it("an unsecured abseiler who loses the grip falls the whole 12 m with falling damage 1d10 + 12", () => {
    const abseil = rolled({ kind: "abseil", distance: 12 }, 35, 60);
    const grip = ruleset.tests.buildTest(followUps(abseil.consequences)[0]!)!;
    const lost = ruleset.tests.resolve(grip, 40, [90], PROFILE);
    expect(lost.outcome).toBe("fell");
    expect(lost.consequences).toContainEqual({
      type: "damageRoll",
      formula: "1d10 + 12",
      damageType: "impact",
      ignoresArmour: true,
    });
  });
  it("one degree of failure (roll 38) slips to 5 m and a pass (roll 5) descends 13 m: no grip test", () => {
    const slipped = rolled({ kind: "abseil", distance: 12 }, 35, 38);
    expect(slipped).toMatchObject({ outcome: "slipped", amount: 5 });
    expect(followUps(slipped.consequences)).toEqual([]);
    const passed = rolled({ kind: "abseil", distance: 12 }, 35, 5);
    expect(passed).toMatchObject({ outcome: "abseiled", amount: 13 });
    expect(followUps(passed.consequences)).toEqual([]);
  });
  it("the follow-up keeps the world's falling formula the abseil was posted with", () => {
    const abseil = rolled({ kind: "abseil", distance: 6, options: { fallingFormula: "2d10 + @metres" } }, 35, 70);
    const grip = ruleset.tests.buildTest(followUps(abseil.consequences)[0]!)!;
    expect(ruleset.tests.resolve(grip, 40, [95], PROFILE).consequences).toContainEqual(
      expect.objectContaining({ type: "damageRoll", formula: "2d10 + 6" }),
    );
  });
});
