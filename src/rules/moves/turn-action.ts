/**
 * A turn whose movement action a test used (TestConsequence `turnAction`; dh2: a jump or a leap
 * takes the Full Action, dh2-movement.md § Jumping and Leaping). The adapter keeps where the turn's
 * movement stood when the test was rolled and what the test leaves; these functions say how far
 * the model may still move and cut its bands to that. Ruleset-neutral and unit-neutral: every
 * distance is in one unit (the caller's), cost as Foundry counts it (halved terrain counts twice).
 * @module
 */
import type { TestConsequence } from "../capabilities/outcomes";
import type { MovementBand } from "../types";
import type { TurnBands } from "./drag-bands";
import { COST_EPSILON } from "../geometry/bands";
import * as check from "../geometry/validate";
import * as internal from "./drag-internal";

/** What a token remembers of a test that used its turn's movement action. */
export interface SpentAction {
  /** The turn's movement cost when the test was rolled (≥ 0). */
  readonly from: number;
  /** How much further the model may move after it (≥ 0; a cleared leap: the metres leapt). */
  readonly remaining: number;
}

/** Reads a {@link SpentAction}: an object with finite `from` and `remaining` ≥ 0. */
function spentOf(spent: unknown): SpentAction {
  if (typeof spent !== "object" || spent === null) throw new TypeError("A spent action must be an object");
  const { from, remaining } = spent as Partial<SpentAction>;
  check.nonNegative(from as number, "from");
  check.nonNegative(remaining as number, "remaining");
  return { from: from!, remaining: remaining! };
}

/**
 * The most the turn's movement may cost now that a test used its action: where it stood when the
 * test was rolled plus what the test leaves. Null when nothing is spent, or when the turn's cost
 * went back below where it stood (an undo took back the move that led to the test: the action is
 * the model's again).
 * @param spent the stored spent action, or null
 * @param historyCost the turn's movement cost now (≥ 0)
 * @returns the cap (≥ 0), or null for none
 * @throws {TypeError} when `spent` is neither null nor an object
 * @throws {RangeError} when a number is negative or not finite
 * @example spentActionCap({ from: 6, remaining: 4 }, 6) // → 10
 * @example spentActionCap({ from: 6, remaining: 0 }, 2) // → null (the move to the edge was undone)
 */
export function spentActionCap(spent: SpentAction | null, historyCost: number): number | null {
  check.nonNegative(historyCost, "historyCost");
  if (spent === null) return null;
  const { from, remaining } = spentOf(spent);
  if (historyCost < from - COST_EPSILON) return null;
  return from + remaining;
}

/** Bands cut at a cap: each at most `cap`, order kept. */
function capped(bands: readonly MovementBand[], cap: number): MovementBand[] {
  return bands.map(({ action, distance }) => ({ action, distance: Math.min(distance, cap) }));
}

/**
 * A turn's bands with every band (walking, flying and each action's own) at most `cap`, so the
 * drag, the ruler and the enforced limit stop the model where its spent action leaves it. The
 * same bands when `cap` is null.
 * @param cap in the bands' unit (≥ 0), or null
 * @throws {TypeError|RangeError} when `turn` is not a turn's bands (moves/drag-bands.ts) or `cap`
 *   is neither null nor a finite number ≥ 0
 */
export function capTurnBands(turn: TurnBands, cap: number | null): TurnBands {
  internal.turn(turn);
  if (cap === null) return turn;
  check.nonNegative(cap, "cap");
  const actions = Object.fromEntries(Object.entries(turn.actions ?? {}).map(([id, bands]) => [id, capped(bands, cap)]));
  return {
    ...turn,
    bands: capped(turn.bands, cap),
    flying: turn.flying ? capped(turn.flying, cap) : null,
    ...(turn.actions ? { actions } : {}),
  };
}

/**
 * The consequence types that belong to the turn a test was posted in (TestConsequence): metres
 * added to a band (`allowance`), the movement action it used (`turnAction`) and the edge it clears
 * for the turn (`crossEdge`). A test rolled in a later turn spends the turn it belongs to, which is
 * over (dh2 § Jumping and Leaping: the jump or leap is that turn's Full Action): these are left out
 * of the turn now played; its moves, statuses, falls and further tests still follow.
 */
export const TURN_CONSEQUENCES: readonly TestConsequence["type"][] = ["allowance", "turnAction", "crossEdge"];
