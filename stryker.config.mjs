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
  // A static mutant (a table row, a module-level constant) is evaluated once, when its module
  // loads, so perTest coverage cannot narrow it: each of the ~1,160 in scope would re-run the whole
  // of tests/rules (25 s), about 8 hours. They are left out of the score; the rule tables are pinned
  // row by row by their own tests (docs/development.md § Mutation testing).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "artifacts/stryker-incremental.json",
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "artifacts/mutation.html" },
  tempDirName: "artifacts/.stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
};
