/**
 * What a chat card shows of a rolled test, for each kind of dice: the outcome, flags beside it,
 * and the numbers. Ids only: the adapter turns them into `STRIDE.Dice.*` lang keys.
 * @module
 */
import type { D100TestResult } from "./d100";
import type { PoolResult, ThresholdResult } from "./pool";
import type { TargetTestResult } from "./target";
import type { WildDieResult, WildDieTestResult } from "./wild-die";

/** The kinds of dice the engine resolves. */
export const DICE_KINDS = ["d100", "target", "pool", "wildDie"] as const;

/** A kind of dice: percentile (ruling 1), X+ on a D6 (ruling 8), d6 pool (ruling 9), Wild Die (ruling 10). */
export type DiceKind = (typeof DICE_KINDS)[number];

/** A flag a card shows beside the outcome. */
export type DiceFlag = "glitch" | "criticalGlitch" | "complication" | "exploded";

/** What a card shows of a rolled test. */
export interface DiceReport {
  readonly kind: DiceKind;
  /** Passed or failed; null when nothing was tested against (a pool without threshold, a bare total). */
  readonly outcome: "success" | "failure" | null;
  /** Flags, in the order the card lists them. */
  readonly flags: readonly DiceFlag[];
  /** The numbers, by id (`degrees`, `total`, `hits`, `netHits`, `threshold`, `difficulty`). */
  readonly values: Readonly<Record<string, number>>;
}

/**
 * Requires a result object.
 * @throws {TypeError} when `result` is not an object
 */
function checkResult(result: unknown, what: string): void {
  if (typeof result !== "object" || result === null) throw new TypeError(`${what} must be a result object`);
}

function outcomeOf(success: boolean | undefined): DiceReport["outcome"] {
  return success === undefined ? null : success ? "success" : "failure";
}

/**
 * A d100 test's card: success or failure and its degrees (ruling 1).
 * @throws {TypeError} when `result` is not an object
 */
export function d100Report(result: D100TestResult): DiceReport {
  checkResult(result, "A d100 result");
  return { kind: "d100", outcome: outcomeOf(result.success), flags: [], values: { degrees: result.degrees } };
}

/**
 * An X+ test's card: pass or fail and the modified roll (ruling 8).
 * @throws {TypeError} when `result` is not an object
 */
export function targetReport(result: TargetTestResult): DiceReport {
  checkResult(result, "An X+ result");
  return { kind: "target", outcome: outcomeOf(result.success), flags: [], values: { total: result.total } };
}

/**
 * A pool's card (ruling 9): the hits, a glitch or critical glitch (a critical glitch is shown
 * instead of the glitch), and with a threshold the net hits and pass or fail.
 * @throws {TypeError} when `result` is not an object
 */
export function poolReport(result: PoolResult | ThresholdResult): DiceReport {
  checkResult(result, "A pool result");
  const flags: DiceFlag[] = result.criticalGlitch ? ["criticalGlitch"] : result.glitch ? ["glitch"] : [];
  if ("threshold" in result) {
    return {
      kind: "pool",
      outcome: outcomeOf(result.success),
      flags,
      values: { hits: result.hits, threshold: result.threshold, netHits: result.netHits },
    };
  }
  return { kind: "pool", outcome: null, flags, values: { hits: result.hits } };
}

/**
 * A Wild Die roll's card (ruling 10): the total, a complication when the Wild Die showed 1, that
 * it exploded, and with a difficulty pass or fail.
 * @throws {TypeError} when `result` is not an object
 */
export function wildDieReport(result: WildDieResult | WildDieTestResult): DiceReport {
  checkResult(result, "A Wild Die result");
  const flags: DiceFlag[] = [
    ...(result.complication ? (["complication"] as const) : []),
    ...(result.explosions > 0 ? (["exploded"] as const) : []),
  ];
  if ("difficulty" in result) {
    return {
      kind: "wildDie",
      outcome: outcomeOf(result.success),
      flags,
      values: { total: result.total, difficulty: result.difficulty },
    };
  }
  return { kind: "wildDie", outcome: null, flags, values: { total: result.total } };
}
