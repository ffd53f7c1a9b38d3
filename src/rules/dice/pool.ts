/**
 * Shadowrun-style d6 dice pools (rules/README.md ruling 9; shadowrun-movement.md, e.g. § Jumping,
 * § Rappelling: hits, net hits beyond a threshold). The engine counts; the adapter rolls the pool
 * with Foundry's `Roll` ({@link poolFormula}) and passes the dice results in.
 * @module
 */
import { plain } from "../geometry/validate";

/** The lowest face that counts as a hit (ruling 9: a 5 or a 6). */
export const HIT_MIN = 5;

/** The most dice a pool may hold; larger inputs are a caller's bug, not a pool. */
export const MAX_POOL_DICE = 10_000;

/** What a rolled pool shows. */
export interface PoolResult {
  /** Number of dice rolled. */
  readonly dice: number;
  /** Dice showing 5 or 6. */
  readonly hits: number;
  /** Dice showing 1. */
  readonly ones: number;
  /** More than half the dice show 1 (ruling 9). */
  readonly glitch: boolean;
  /** A glitch with no hits. */
  readonly criticalGlitch: boolean;
}

/** A pool rolled against a threshold. */
export interface ThresholdResult extends PoolResult {
  /** The hits needed. */
  readonly threshold: number;
  /** Hits beyond the threshold; negative when short of it (shadowrun-movement.md § Rappelling). */
  readonly netHits: number;
  /** The hits met the threshold. */
  readonly success: boolean;
}

/**
 * Checks a list of d6 results.
 * @throws {TypeError} when `dice` is not an array
 * @throws {RangeError} when it holds more than {@link MAX_POOL_DICE} dice or a value that is not an integer 1–6
 */
export function checkD6Results(dice: readonly number[], what = "dice"): void {
  if (!Array.isArray(dice)) throw new TypeError(`${what} must be an array of d6 results, got ${typeof dice}`);
  if (dice.length > MAX_POOL_DICE) throw new RangeError(`${what}: at most ${MAX_POOL_DICE} dice, got ${dice.length}`);
  for (const d of dice as readonly unknown[]) {
    if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > 6) {
      throw new RangeError(`${what} must be integers from 1 to 6, got ${plain(d)}`);
    }
  }
}

/**
 * Counts a rolled pool (ruling 9): hits are dice showing 5 or 6; a glitch is more than half the
 * dice showing 1; a critical glitch is a glitch with no hits. An empty pool has no hits and no glitch.
 * @example poolResult([6, 5, 1, 1, 1]) // → { dice: 5, hits: 2, ones: 3, glitch: true, criticalGlitch: false }
 * @param dice the d6 results, each an integer 1–6
 * @throws {TypeError} when `dice` is not an array
 * @throws {RangeError} on a result outside 1–6 or more than {@link MAX_POOL_DICE} dice
 */
export function poolResult(dice: readonly number[]): PoolResult {
  checkD6Results(dice);
  let hits = 0;
  let ones = 0;
  for (const d of dice) {
    if (d >= HIT_MIN) hits++;
    else if (d === 1) ones++;
  }
  const glitch = ones > dice.length / 2;
  return { dice: dice.length, hits, ones, glitch, criticalGlitch: glitch && hits === 0 };
}

/**
 * A threshold test ("(2) Success Test", shadowrun-movement.md § Rappelling): succeeds when the
 * hits reach the threshold; net hits are hits minus the threshold.
 * @example thresholdTest([5, 6, 2], 2) // → { …, hits: 2, threshold: 2, netHits: 0, success: true }
 * @param threshold hits needed, an integer ≥ 0 (0 for a plain Success Test)
 * @throws {TypeError} when `dice` is not an array
 * @throws {RangeError} on a bad die result (see {@link poolResult}) or a threshold that is not an integer ≥ 0
 */
export function thresholdTest(dice: readonly number[], threshold: number): ThresholdResult {
  if (!Number.isInteger(threshold) || threshold < 0) {
    throw new RangeError(`A threshold must be an integer ≥ 0, got ${plain(threshold)}`);
  }
  const result = poolResult(dice);
  return { ...result, threshold, netHits: result.hits - threshold, success: result.hits >= threshold };
}

/**
 * Foundry's Roll formula of a pool: `Nd6`, a Die term of N six-sided dice
 * (foundryvtt.com/api/classes/client.Die.html). The engine
 * counts hits and ones from the dice results, so no success-counting modifier is added.
 * @example poolFormula(6) // → "6d6"
 * @param size the pool's dice, an integer 1–{@link MAX_POOL_DICE} (a pool of 0 is not rolled: use `poolResult([])`)
 * @throws {RangeError} when `size` is not such an integer
 */
export function poolFormula(size: number): string {
  if (!Number.isInteger(size) || size < 1 || size > MAX_POOL_DICE) {
    throw new RangeError(`A pool rolls 1–${MAX_POOL_DICE} dice, got ${plain(size)}`);
  }
  return `${size}d6`;
}
