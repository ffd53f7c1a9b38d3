/**
 * The warm-up of a benchmark measured against a budget: a count of runs before timing, not only
 * vitest's 100 ms. On a machine shared with other work a 100 ms warm-up is a handful of runs, and the
 * median then measures code the JIT has not compiled yet; a count warms it as on an idle machine.
 */
export const WARM = { warmupIterations: 200 } as const;
