/**
 * Shadowrun dice pools: hits, glitches and thresholds (rules/README.md ruling 9). Kept in the
 * ruleset's folder until the shared dice module (src/rules/dice) has a pool; then this calls it.
 * @module
 */

/** What a rolled pool shows. */
export interface PoolCount {
  /** Dice showing 5 or 6. */
  readonly hits: number;
  /** Dice showing 1. */
  readonly ones: number;
  /** More than half the dice show 1 (ruling 9; exactly half is not a glitch). */
  readonly glitch: boolean;
  /** A glitch with no hits. */
  readonly criticalGlitch: boolean;
}

/** A die of a pool hits on this or more (ruling 9). */
export const HIT_ON = 5;

/**
 * Counts a rolled pool (ruling 9): hits are 5s and 6s; a glitch is more than half the dice
 * showing 1; a critical glitch is a glitch without a hit. An empty pool has nothing.
 * @example shadowrunPool({ results: [5, 6, 1, 1, 1, 2] }) // → { hits: 2, ones: 3, glitch: false, criticalGlitch: false }
 * @param input.results the d6 results, each an integer 1–6
 * @throws {RangeError} when a result is not an integer from 1 to 6
 */
export function shadowrunPool(input: { readonly results: readonly number[] }): PoolCount {
  let hits = 0;
  let ones = 0;
  for (const result of input.results) {
    if (!Number.isInteger(result) || result < 1 || result > 6) {
      throw new RangeError(`A pool's dice must be integers 1–6, got ${result}`);
    }
    if (result >= HIT_ON) hits++;
    if (result === 1) ones++;
  }
  const glitch = ones * 2 > input.results.length;
  return { hits, ones, glitch, criticalGlitch: glitch && hits === 0 };
}

/** A pool test against a threshold, with an optional limit on the hits that count. */
export interface PoolTest extends PoolCount {
  /** Dice rolled. */
  readonly dice: number;
  /** Hits rolled before the limit. */
  readonly rolledHits: number;
  /** The threshold the test needs (0 when it has none: every hit counts). */
  readonly threshold: number;
  /** Hits beyond the threshold (never negative). */
  readonly netHits: number;
  /** Hits reach the threshold (at least one hit when it has none). */
  readonly success: boolean;
}

/**
 * A pool test: counts the dice ({@link shadowrunPool}), caps the hits at the limit (the
 * test's [Physical] limit, when known), and compares them with the threshold.
 * @param input.threshold the test's threshold (0 or absent: none)
 * @param input.limit the most hits that count (absent or 0: no limit)
 * @throws {RangeError} as {@link shadowrunPool}
 */
export function poolTest(input: {
  readonly results: readonly number[];
  readonly threshold?: number;
  readonly limit?: number;
}): PoolTest {
  const count = shadowrunPool(input);
  const threshold = Math.max(0, Math.trunc(input.threshold ?? 0));
  const limit = input.limit !== undefined && input.limit > 0 ? Math.trunc(input.limit) : Infinity;
  const hits = Math.min(count.hits, limit);
  return {
    ...count,
    hits,
    rolledHits: count.hits,
    dice: input.results.length,
    threshold,
    netHits: Math.max(0, hits - threshold),
    success: hits >= Math.max(1, threshold),
  };
}

/** The Foundry formula rolling a pool of `dice` d6 counting 5s and 6s as successes (`7d6cs>=5`). */
export function poolFormula(dice: number): string {
  return `${Math.max(0, Math.trunc(Number.isFinite(dice) ? dice : 0))}d6cs>=${HIT_ON}`;
}
