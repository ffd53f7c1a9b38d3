/** The engine's property tests run on one fixed seed (tests/support/property-seed.ts, a setup file of vitest.config.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_SEED } from "../support/property-seed";
import { spread } from "../support/spread";

describe("property tests are repeatable and spread over their range", () => {
  it("fast-check runs on the fixed seed in tests/rules", () => {
    expect(Number.isInteger(PROPERTY_SEED)).toBe(true);
    expect(fc.readConfigureGlobal().seed).toBe(PROPERTY_SEED);
  });

  it("spread draws over the whole range: a quarter of 0–60 lands above 45", () => {
    const values = fc.sample(spread(0, 60), { numRuns: 400, seed: PROPERTY_SEED });
    expect(values.every((v) => v >= 0 && v <= 60)).toBe(true);
    // Evenly spread, 100 of 400 lie above 45 on average; fc.double puts almost none there.
    expect(values.filter((v) => v > 45).length).toBeGreaterThan(60);
    expect(values.filter((v) => v < 1).length).toBeLessThan(40);
  });
});
