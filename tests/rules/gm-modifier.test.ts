/**
 * The GM's modifier on every ruleset's test card (gm-modifier.ts, TestsCapability.gmModifier): read
 * from untrusted data with clamping, added once as a modifier line, and counted by each ruleset in
 * its own unit (dh2 the d100 target, shadowrun dice, opend6 the difficulty, necromunda the X+ roll).
 */
import { describe, expect, it } from "vitest";
import {
  getRuleset,
  GM_MODIFIER_SOURCE,
  GM_REASON_MAX,
  readGmModifier,
  withGmModifier,
  type GmModifierRule,
  type MovementTestCall,
  type TestRequest,
} from "../../src/rules";

const DH2: GmModifierRule = getRuleset("dh2").tests.gmModifier;

/** A call of `ruleset` with the GM's modifier `value` (reason "slippery rungs"). */
function modified(ruleset: string, request: TestRequest, value: number): MovementTestCall {
  const call = getRuleset(ruleset).tests.buildTest(request)!;
  const { modifier } = readGmModifier(getRuleset(ruleset).tests.gmModifier!, { value, reason: "slippery rungs" });
  return withGmModifier(call, modifier);
}

describe("reading a GM's modifier from untrusted data", () => {
  it("keeps a whole number in range and the reason", () => {
    expect(readGmModifier(DH2, { value: -10, reason: "slippery rungs" })).toEqual({
      modifier: { value: -10, reason: "slippery rungs" },
      adjusted: false,
    });
  });
  it("clamps to the ruleset's range and rounds to a whole number, saying it adjusted", () => {
    expect(readGmModifier(DH2, { value: -75, reason: "" })).toEqual({
      modifier: { value: -60, reason: "" },
      adjusted: true,
    });
    expect(readGmModifier(DH2, { value: 1e9, reason: "" }).modifier?.value).toBe(60);
    expect(readGmModifier(DH2, { value: 12.6, reason: "" }).modifier?.value).toBe(13);
    expect(readGmModifier(getRuleset("necromunda").tests.gmModifier, { value: -9 }).modifier?.value).toBe(-3);
  });
  it("reads a typed number with a real minus sign", () => {
    expect(readGmModifier(DH2, { value: "−20", reason: "ice" }).modifier).toEqual({ value: -20, reason: "ice" });
  });
  it("gives no modifier for 0, NaN, Infinity, a non-number or junk", () => {
    for (const raw of [{ value: 0 }, { value: Number.NaN }, { value: Infinity }, { value: "ten" }, null, 7, "x", []]) {
      expect(readGmModifier(DH2, raw).modifier).toBeNull();
    }
  });
  it("removes control characters and cuts a long reason", () => {
    const read = readGmModifier(DH2, { value: 10, reason: `  a\u0000b\nc${"x".repeat(200)}` });
    expect(read.adjusted).toBe(true);
    expect(read.modifier!.reason.startsWith("a b c")).toBe(true);
    expect(read.modifier!.reason.length).toBeLessThanOrEqual(GM_REASON_MAX);
  });
  it("never reads an inherited value", () => {
    const forged = Object.create({ value: 30, reason: "inherited" }) as object;
    expect(readGmModifier(DH2, forged).modifier).toBeNull();
  });
});

describe("applied once, in each ruleset's unit", () => {
  it("dh2: −10 lowers the d100 target; Agility 42 against rubble (−20) needs 12, not 22", () => {
    const ruleset = getRuleset("dh2");
    const call = modified("dh2", { kind: "treacherous", condition: "rubble" }, -10);
    expect(call.modifiers.filter((m) => m.source === GM_MODIFIER_SOURCE)).toHaveLength(1);
    // Applying it again replaces the line: still once.
    const twice = withGmModifier(call, { value: -10, reason: "slippery rungs" });
    expect(twice.modifiers.filter((m) => m.source === GM_MODIFIER_SOURCE)).toHaveLength(1);
    expect(ruleset.tests.describe(twice, 42).target).toBe("12");
    // Roll 15: a pass at 22, a failure by 1 degree at 12.
    expect(ruleset.tests.resolve(twice, 42, [15])).toMatchObject({ success: false, targetNumber: 12 });
    const plain = ruleset.tests.buildTest({ kind: "treacherous", condition: "rubble" })!;
    expect(ruleset.tests.resolve(plain, 42, [15])).toMatchObject({ success: true, targetNumber: 22 });
  });
  it("dh2: the breakdown shows the line as the GM's, with the reason", () => {
    const lines = getRuleset("dh2").tests.describe(modified("dh2", { kind: "climb" }, -10), 40).lines;
    expect(lines.at(-1)).toEqual({
      label: { key: "STRIDE.Card.gmModifier.line", data: { reason: "slippery rungs" } },
      value: "−10",
    });
  });
  it("shadowrun: +2 adds two dice to the pool (8 → 10d6)", () => {
    const ruleset = getRuleset("shadowrun");
    const call = modified("shadowrun", { kind: "sprint" }, 2);
    expect(ruleset.tests.describe(call, 8).target).toBe("10d6");
    expect(ruleset.tests.formula(call, 8)).toBe("10d6cs>=5");
  });
  it("opend6: +5 raises the difficulty (a running roll of two movements: 5 → 10)", () => {
    const ruleset = getRuleset("d6");
    const base = ruleset.tests.buildTest({ kind: "run", distance: 20, options: { move: "10" } })!;
    // d6-movement.txt § Running: Move 10 over 20 m is two movements, difficulty 5.
    expect(ruleset.tests.describe(base, 9).target).toBe("5");
    const call = withGmModifier(base, readGmModifier(ruleset.tests.gmModifier, { value: 5 }).modifier);
    expect(ruleset.tests.describe(call, 9).target).toBe("10");
    expect(ruleset.tests.describe(call, 9).lines.at(-1)).toEqual({
      label: { key: "STRIDE.Card.gmModifier.lineBare" },
      value: "+5",
    });
  });
  it("necromunda: +1 lowers the X+ roll needed (Initiative 4+ → 3+), −3 makes it impossible past 6", () => {
    const ruleset = getRuleset("necromunda");
    expect(ruleset.tests.describe(modified("necromunda", { kind: "dangerous" }, 1), 4).target).toBe("3+");
    const hard = ruleset.tests.describe(modified("necromunda", { kind: "dangerous" }, -3), 4);
    expect(hard).toMatchObject({ target: null, impossible: true });
  });
  it("every ruleset declares its unit and a range around 0", () => {
    for (const id of ["dh2", "shadowrun", "d6", "necromunda"]) {
      const rule = getRuleset(id).tests.gmModifier!;
      expect(rule.unit).toMatch(/^STRIDE\.Card\.gmModifier\.unit\./);
      expect(rule.min).toBeLessThan(0);
      expect(rule.max).toBeGreaterThan(0);
    }
  });
});
