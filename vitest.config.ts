import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Seeds fast-check for tests/rules alone (the file checks the test's path), and loads the
    // engines, which the built system loads on demand.
    setupFiles: ["tests/support/property-seed.ts", "tests/support/load-rulesets.ts"],
    benchmark: { include: ["tests/bench/**/*.bench.ts"] },
  },
});
