/**
 * Shadowrun dice pools: hits, glitches and thresholds (rules/README.md ruling 9). The counting is
 * the shared dice module's (src/rules/dice/pool.ts: `poolResult`, `thresholdTest`, `poolFormula`);
 * this file adds what only Shadowrun's tests have: the [limit] on hits, and the count-successes
 * formula Foundry rolls.
 * @module
 */
import { HIT_MIN, poolFormula as diceFormula, poolResult, thresholdTest } from "../../dice/pool";
import { finiteNumber, input, show } from "../../geometry/validate";

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

/** A die of a pool hits on this or more (ruling 9); the shared pool's {@link HIT_MIN}. */
export const HIT_ON = HIT_MIN;

/** The d6 results of a pool input, checked as an object holding `results`. */
function resultsOf(args: { readonly results: readonly number[] }, what: string): readonly number[] {
  return input(args, what).results;
}

/**
 * Counts a rolled pool (ruling 9) with the shared {@link poolResult}: hits are 5s and 6s; a
 * glitch is more than half the dice showing 1; a critical glitch is a glitch without a hit. An
 * empty pool has nothing.
 * @example shadowrunPool({ results: [5, 6, 1, 1, 1, 2] }) // → { hits: 2, ones: 3, glitch: false, criticalGlitch: false }
 * @param args.results the d6 results, each an integer 1–6, at most 10,000 of them
 * @throws {TypeError} when `args` is not an object or `results` not an array
 * @throws {RangeError} when a result is not an integer from 1 to 6, or there are more than 10,000
 */
export function shadowrunPool(args: { readonly results: readonly number[] }): PoolCount {
  const { hits, ones, glitch, criticalGlitch } = poolResult(resultsOf(args, "shadowrunPool"));
  return { hits, ones, glitch, criticalGlitch };
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
 * The most hits that count: a limit > 0 (truncated); absent, 0, negative or +Infinity is none.
 * @throws {TypeError} when the limit is given and not a number
 * @throws {RangeError} when it is NaN
 */
function limitOf(limit: unknown): number {
  if (limit === undefined) return Infinity;
  if (typeof limit !== "number") throw new TypeError(`A pool's limit must be a number, got ${show(limit)}`);
  if (Number.isNaN(limit)) throw new RangeError("A pool's limit must be a number, got NaN");
  return limit > 0 ? Math.trunc(limit) : Infinity;
}

/**
 * A pool test: counts the dice and compares them with the threshold with the shared
 * {@link thresholdTest}, then caps the hits at the limit (the test's [Physical] limit, when
 * known) before they meet the threshold, so net hits and success are of the capped hits. A test
 * without a threshold succeeds on one hit.
 * @example poolTest({ results: [5, 6, 6, 5, 1], threshold: 2, limit: 3 }) // → { hits: 3, rolledHits: 4, netHits: 1, success: true, … }
 * @param args.threshold the test's threshold, an integer ≥ 0 (0 or absent: none)
 * @param args.limit the most hits that count (absent, 0 or negative: no limit)
 * @throws {TypeError} as {@link shadowrunPool}, or when the threshold or limit is given and not a number
 * @throws {RangeError} as {@link shadowrunPool}, for a threshold that is not an integer ≥ 0, or a NaN limit
 */
export function poolTest(args: {
  readonly results: readonly number[];
  readonly threshold?: number;
  readonly limit?: number;
}): PoolTest {
  const results = resultsOf(args, "poolTest");
  const threshold = args.threshold ?? 0;
  if (typeof threshold !== "number") throw new TypeError(`A threshold must be a number, got ${show(threshold)}`);
  const limit = limitOf(args.limit);
  const tested = thresholdTest(results, threshold);
  const hits = Math.min(tested.hits, limit);
  return {
    hits,
    ones: tested.ones,
    glitch: tested.glitch,
    criticalGlitch: tested.criticalGlitch,
    rolledHits: tested.hits,
    dice: tested.dice,
    threshold,
    netHits: Math.max(0, hits - threshold),
    success: hits >= Math.max(1, threshold),
  };
}

/**
 * The Foundry formula rolling a pool of `dice` d6 counting 5s and 6s as successes (`7d6cs>=5`):
 * the shared {@link diceFormula} `Nd6` with Foundry's Die `cs` modifier (see the ruleset's
 * `tests.formula`). A pool below 1 die (a pool its modifiers took away) rolls `0d6cs>=5`: no
 * dice, no hits, no glitch.
 * @example poolFormula(7) // → "7d6cs>=5"
 * @param dice the pool's dice (truncated; below 0 counts 0)
 * @throws {TypeError} when `dice` is not a number
 * @throws {RangeError} when it is NaN, ±Infinity or more than 10,000 dice (the shared formula's check)
 */
export function poolFormula(dice: number): string {
  const size = Math.max(0, Math.trunc(finiteNumber(dice, "A pool's dice")));
  return `${size === 0 ? "0d6" : diceFormula(size)}cs>=${HIT_ON}`;
}
