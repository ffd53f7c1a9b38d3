// The engine's tests alone (tests/rules): what Stryker runs against each mutant of src/rules.
// The fuzz suite covers every function, so it runs for every mutant: 2,000 of its 110,000 inputs
// (all of them run in npm test) keep that to about 0.1 s a mutant (10,000 took 0.5 s, 1.2 s on a
// busy machine).
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  ...base,
  test: { ...base.test, include: ["tests/rules/**/*.test.ts"], env: { ...base.test?.env, FUZZ_INPUTS: "2000" } },
});
