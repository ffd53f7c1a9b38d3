/**
 * Jumping and leaping take a Full Action in Dark Heresy 2e (dh2-movement.md § Jumping and Leaping:
 * each takes a Full Action): a rolled jump or leap uses the turn's movement action, which the
 * adapter carries out in a started combat (TestConsequence `turnAction`, moves/turn-action.ts).
 * Distances are metres.
 * @module
 */
import type { TestConsequence } from "../../capabilities/outcomes";

/**
 * The test kinds that are a jump or a leap (vertical-tests.ts): the leap (§ Standing/Running
 * Horizontal Leaps), the running vertical jump (§ Running Vertical Jumps: it also ends the turn),
 * the jump down (§ Standing Vertical Jumps: a controlled drop counts as a jump), and the swim in
 * hazardous water (§ Swimming: its Athletics test to move takes a Full Action).
 */
export const FULL_ACTION_KINDS = ["leap", "verticalJump", "jumpDown", "swim"] as const;

/**
 * The movement bands that are an action of their own beyond a leap's run-up (dh2-movement.md
 * § Structured and Narrative Time: each of the four speeds is an action taken in the round; § Jumping
 * and Leaping: a leap requires a Full Action): a turn that reached a Charge or a Run before an edge
 * has spent its action on moving, so no leap follows. Movement up to a Full Move is the leap's
 * run-up (§ Running Horizontal Leaps; docs/rulings.md).
 */
export const FULL_ACTION_MOVES = ["charge", "run"] as const;

/**
 * The Strength card's tasks that are a Full Action (§ Lifting Weight and § Pushing Weight:
 * each takes a Full Action): rolled beyond
 * the limit in a started combat, the test uses the turn's movement action, as a jump does
 * (TestConsequence `turnAction` with nothing left to move).
 */
export const FULL_ACTION_TASKS = ["lift", "push"] as const;

/** The leap's outcomes whose metres are still to be moved: a gap cleared, or a leap taken from the token HUD. */
const LEAP_MOVES_ON: ReadonlySet<string> = new Set(["cleared", "leapt"]);

/**
 * What a rolled jump, leap or swim leaves of the turn's movement (§ Jumping and Leaping): it uses the
 * Full Action, so the model moves no further this turn, except over the distance a leap covers
 * when the leap itself is still to be moved (a cleared gap, or a leap from the token HUD: its
 * metres), and over a passed swim's metres when none were swum before the test (taken at the
 * water's edge or from the token HUD, `swum` 0: § Swimming, a passed test moves the swimmer half
 * the Strength bonus in metres); a leap that falls short (its fall is a forced move), a vertical
 * jump, a jump down and a swim whose metres the path already moved leave 0. None for other kinds.
 * @param kind the test's kind
 * @param outcome the resolved outcome id (vertical-tests.ts: `cleared`, `leapt`, `short`, `swam` …)
 * @param amount the metres the outcome gives; junk counts 0
 * @param swum a swim's metres already moved through the water (its test's distance); junk counts 0
 * @returns one `turnAction` consequence, or none
 * @example fullActionConsequences("leap", "cleared", 5) // → [{ type: "turnAction", remaining: 5 }]
 * @example fullActionConsequences("swim", "swam", 2) // → [{ type: "turnAction", remaining: 2 }]
 * @example fullActionConsequences("jumpDown", "landed", 3) // → [{ type: "turnAction", remaining: 0 }]
 */
export function fullActionConsequences(
  kind: unknown,
  outcome: unknown,
  amount: unknown,
  swum: unknown = 0,
): TestConsequence[] {
  if (!(FULL_ACTION_KINDS as readonly unknown[]).includes(kind)) return [];
  const metres = typeof amount === "number" && amount >= 0 && amount <= 1e12 ? amount : 0;
  const before = typeof swum === "number" && swum > 0 && swum <= 1e12 ? swum : 0;
  const movesOn =
    (kind === "leap" && typeof outcome === "string" && LEAP_MOVES_ON.has(outcome)) ||
    (kind === "swim" && outcome === "swam" && before === 0);
  return [{ type: "turnAction", remaining: movesOn ? metres : 0 }];
}
