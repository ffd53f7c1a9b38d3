/**
 * One seed for the engine's property tests (tests/rules), so a run is repeatable: a generated case
 * that fails fails again on the next run, and a mutant a property kills stays killed. fast-check
 * prints the seed and the failing path with every counterexample. Set `FC_SEED` to try another seed.
 */
import fc from "fast-check";
import { expect } from "vitest";

/** The seed, from `FC_SEED` when set. */
export const PROPERTY_SEED = Number(process.env["FC_SEED"] ?? 20_261_126);

// A setup file of vitest.config.ts runs before every test file: only the engine's take the seed.
if (/[/\\]tests[/\\]rules[/\\]/.test(expect.getState().testPath ?? "")) {
  fc.configureGlobal({ seed: PROPERTY_SEED });
}
