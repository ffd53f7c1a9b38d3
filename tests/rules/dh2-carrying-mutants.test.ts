/**
 * Carrying, lifting and pushing (src/rules/rulesets/dh2/carrying.ts): the branches the first carrying
 * tests left open. Limits from dh2-movement.md § Carrying, Lifting, and Pushing Limits (row = SB + TB).
 */
import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";

const { carryingSum, carryingLimits, encumbrance, strainLimits, strainNeeded, strainAttempt } = dh2;
const sbtb = { strengthBonus: 3, toughnessBonus: 4 }; // row 7: 45 / 90 / 180 kg

describe("extra points on SB + TB (§ Lifting Weight, § Pushing Weight: +1 per degree of success)", () => {
  it("are added to the row", () => {
    expect(carryingSum({ ...sbtb, extra: 2 })).toBe(9);
    expect(carryingLimits({ ...sbtb, extra: 2 })).toEqual({ carry: 67, lift: 134, push: 268 }); // row 9
  });

  it("a bonus or extra that is not a number is refused, named", () => {
    expect(() => carryingSum({ ...sbtb, extra: Number.NaN })).toThrow(/extra must be a finite number/);
    expect(() => carryingSum({ ...sbtb, strengthBonus: Number.NaN })).toThrow(/strengthBonus must be a finite number/);
    expect(() => carryingSum({ ...sbtb, toughnessBonus: "4" as never })).toThrow(
      /toughnessBonus must be a finite number/,
    );
    expect(() => carryingSum(null as never)).toThrow(/Carrying input must be an object/);
  });
});

describe("encumbrance (§ Carrying Weight, § Encumbered Characters)", () => {
  it("a load that is not a finite number counts as none", () => {
    const limits = carryingLimits(sbtb);
    expect(encumbrance(Number.POSITIVE_INFINITY, limits)).toBe("unencumbered");
    expect(() => encumbrance(1, null as never)).toThrow(/Carrying limits must be an object/);
  });
});

describe("a Strength test to lift or push more (§ Lifting Weight, § Pushing Weight)", () => {
  it("up to the limit needs no test, from nothing at all", () => {
    expect(strainNeeded({ ...sbtb, task: "lift", weightKg: 0 })).toBe(false);
  });

  it("a weight exactly at the raised limit is moved", () => {
    // Two degrees of success: row 9, Lifting Weight 134 kg.
    expect(strainAttempt({ ...sbtb, task: "lift", weightKg: 134, success: true, degrees: 2 })).toMatchObject({
      limit: 134,
      moved: true,
    });
  });

  it.each([
    ["strainLimits", () => strainLimits(null as never), /Strain input must be an object/],
    ["strainNeeded", () => strainNeeded(null as never), /Strain input must be an object/],
    ["strainAttempt", () => strainAttempt(null as never), /Strain input must be an object/],
    ["strainLimits", () => strainLimits({ ...sbtb, success: "yes" as never, degrees: 1 }), /success must be a boolean/],
    ["strainLimits", () => strainLimits({ ...sbtb, success: true, degrees: Number.NaN }), /degrees must be a finite/],
    [
      "strainNeeded",
      () => strainNeeded({ ...sbtb, task: "lift", weightKg: Number.NaN }),
      /weightKg must be a finite number of kilograms, at least 0/,
    ],
  ])("%s refuses bad input with a message naming it", (_, run, message) => {
    expect(run).toThrow(message);
  });
});

describe("the swim test's −30 counted once (§ Swimming; carrying.ts situationalModifiers)", () => {
  const tests = getRuleset("dh2").tests;
  const swim = tests.buildTest({ kind: "swim" })!;

  it("an older card's `encumbered` line is the −30 already: no second one", () => {
    const older = { ...swim, modifiers: [...swim.modifiers, { source: "encumbered", value: -30 }] };
    expect(tests.situationalModifiers(older, { statuses: ["encumbered"] })).toEqual([]);
  });

  it("a call with no request gives an Encumbered swimmer the −30", () => {
    const bare: Partial<typeof swim> = { ...swim };
    delete bare.request;
    expect(tests.situationalModifiers(bare as typeof swim, { statuses: ["encumbered"] })).toEqual([
      { source: "weighedDown", value: -30 },
    ]);
  });

  it("a situation that is not an object, or has no statuses, is named in the error", () => {
    expect(() => tests.situationalModifiers(swim, null as never)).toThrow(/A test situation must be an object/);
    expect(() => tests.situationalModifiers(swim, {} as never)).toThrow(/A test situation needs an array of statuses/);
  });
});
