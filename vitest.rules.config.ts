// The engine's tests alone (tests/rules): what Stryker runs against each mutant of src/rules.
// The fuzz suite covers every function, so it runs for every mutant: a tenth of its inputs keeps
// a mutant's run short (its full 110,000 run in npm test).
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  ...base,
  test: { ...base.test, include: ["tests/rules/**/*.test.ts"], env: { ...base.test?.env, FUZZ_INPUTS: "10000" } },
});
