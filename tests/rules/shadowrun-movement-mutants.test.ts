/**
 * Shadowrun swimming (src/rules/rulesets/shadowrun/movement.ts; shadowrun-movement.md § Swimming):
 * the swimming rate's refusal names the attribute, and the treading-water clock keeps a period of
 * exactly a millisecond as a period (only a shorter one counts as none).
 */
import { describe, expect, it } from "vitest";
import { swimRate, treadingClock } from "../../src/rules/rulesets/shadowrun";

describe("the swimming rate (the average of Agility and Strength)", () => {
  it("names Agility when Agility is not a finite number", () => {
    expect(swimRate({ agility: 4, strength: 5 })).toBe(4.5);
    expect(() => swimRate({ agility: Number.NaN, strength: 5 })).toThrow(/^Agility must be a finite/);
  });
});

describe("the treading-water clock at a period of one millisecond", () => {
  it("is a period: half a millisecond in, no test is due yet", () => {
    const minutes = 0.001 / 60;
    expect(minutes * 60).toBe(0.001);
    const clock = treadingClock({ minutes, since: 0, now: 0.0005 });
    expect(clock.due).toBe(0);
    expect(clock.since).toBe(0);
    expect(clock.left).toBeCloseTo(0.0005 / 60, 12);
  });
});
