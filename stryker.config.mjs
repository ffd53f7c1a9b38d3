// Mutation testing of the engine's rules (npm run mutate; not part of npm test: it takes minutes).
// Every mutant of the rulesets, geometry and moves must be killed by tests/rules; the run fails
// below a 90 % score. Incremental: a re-run tests only the mutants of changed code and tests.
// Narrow a run to some files with `npm run mutate -- --mutate src/rules/geometry/engagement.ts`.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // related: false: vitest does not trace the tests through the sandbox; perTest coverage still
  // runs only the tests that reach each mutant.
  vitest: { configFile: "vitest.rules.config.ts", related: false },
  mutate: ["src/rules/rulesets/**/*.ts", "src/rules/geometry/**/*.ts", "src/rules/moves/**/*.ts"],
  ignorePatterns: ["artifacts", "dist", "coverage"],
  incremental: true,
  incrementalFile: "artifacts/stryker-incremental.json",
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "artifacts/mutation.html" },
  tempDirName: "artifacts/.stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
};
