/**
 * A missed movement roll under the GM's acceleration limits (d6-movement.txt § Accelerating &
 * Decelerating): the request names last round's rate (`paceRate`); a total that still makes that
 * rate keeps it, a lower one slows by 2× the base Move. Shared by a runner's, flyer's or swimmer's
 * card (tests.ts) and an animal-drawn vehicle team's (vehicle-ruleset.ts). Internal: the ruleset's
 * index does not re-export it. Pure; metres.
 * @module
 */
import { totalModifier } from "../../card-text";
import type { MovementTestCall } from "../../types";
import { MAX_COORDINATE, own } from "../../geometry/validate";
import { chaseSlowdown, movements, PER_MOVEMENT, swimMove, type ChaseSlowdown } from "./movement";
import { readMove } from "./profile";

/** The Move a request names (option `move`, a number or number text), else the default Move. */
export function requestMove(test: MovementTestCall): number {
  const raw = own(own(test.request, "options"), "move");
  return readMove(typeof raw === "string" ? Number(raw) : raw);
}

/** Last round's rate the request names (`paceRate`, metres), or null when none above 0. */
export function lastRate(test: MovementTestCall): number | null {
  const raw = own(own(test.request, "options"), "paceRate");
  const last = typeof raw === "string" ? Number(raw) : raw;
  return typeof last === "number" && last > 0 && last <= MAX_COORDINATE ? last : null;
}

/** The rate a run, flight, swim or team's running is counted in movements of: the Move, or the swimming Move. */
function rateOf(test: MovementTestCall): number {
  const move = requestMove(test);
  return test.kind === "swim" ? swimMove(move) : move;
}

/**
 * What a missed roll does under the GM's acceleration limits, when the request names last
 * round's rate (`paceRate`) above 0: the rate drops by 2× the base Move of that movement
 * (swimming: the swimming Move), stopping at 0 and tripping below (§ Accelerating & Decelerating).
 */
export function paceSlowdown(test: MovementTestCall): ChaseSlowdown | null {
  const last = lastRate(test);
  return last === null ? null : chaseSlowdown({ baseMove: rateOf(test), currentRate: last });
}

/**
 * The difficulty of moving at last round's rate with everything else of the test (terrain,
 * fatigue, drowning, the GM's modifier …): the test's difficulty with its movements line counted
 * for `last` metres instead (§ Accelerating & Decelerating: a roll that would allow last round's
 * rate), never below 0.
 */
export function heldDifficulty(test: MovementTestCall, last: number): number {
  const line = test.modifiers.find((m) => m.source === "movements")?.value ?? 0;
  const held = PER_MOVEMENT * Math.max(0, movements(rateOf(test), last) - 1);
  return Math.max(0, totalModifier(test) - line + held);
}
