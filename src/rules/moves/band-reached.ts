/**
 * The band a turn's movement reached, for the tests a rules text ties to a speed (dh2-movement.md
 * § Movement and Environment: a Charge or Run through treacherous terrain; § Lighting: faster than
 * half the Movement rate in darkness; § Zero Gravity: a Charge or Run). Measured as the drag and
 * the ruler measure it (drag-bands.ts bandStanding): the turn's movement cost against each band's
 * budget, halved terrain's budgets once the turn's cost exceeds its distance (rules/README.md
 * ruling 3), and never a band before the one its distance reaches on clear ground. The action the player chose is not counted here: a ruleset whose text ties a test to
 * the action taken reads it beside the band (MoveSummary.actions; dh2: a Run of 3 m is a Run).
 * @module
 */
import type { BandsCapability } from "../capabilities/bands";
import type { TerrainCapability } from "../capabilities/terrain";
import { COST_EPSILON } from "../geometry/bands";
import * as check from "../geometry/validate";
import type { PathStep } from "../scene";
import type { MovementBand, MoveSummary } from "../types";
import * as internal from "./drag-internal";

/** What a halved-terrain step costs per metre in a zero-gravity scene (the adapter's TerrainData does the same). */
const ZERO_GRAVITY_MULTIPLIER = 2;

/** The parts of a move's summary the band reached is read from. */
export type BandReachedSummary = Pick<
  MoveSummary,
  "turnDistance" | "turnCost" | "bands" | "measured" | "zeroGravity" | "variant"
>;

/**
 * The turn's movement cost when the summary does not give it (MoveSummary.turnCost): the movement
 * before this move counted at its distance (doubled in zero gravity), plus each step of this move's
 * path at the cost the ruleset's terrain gives the conditions crossed into it (doubled in zero
 * gravity; the worst multiplier counts, as the adapter's TerrainData prices a step). Steps are
 * measured in 3D, as Foundry measures a move.
 */
function pricedCost(summary: BandReachedSummary, path: readonly PathStep[], terrain?: TerrainCapability): number {
  const floor = summary.zeroGravity ? ZERO_GRAVITY_MULTIPLIER : 1;
  let moved = 0;
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const length = Math.hypot(to.x - from.x, to.y - from.y, to.elevation - from.elevation);
    const own = terrain && to.conditions?.length ? terrain.costMultiplier(to.conditions) : 1;
    const multiplier = Math.max(typeof own === "number" && own >= 1 ? own : 1, floor);
    moved += length;
    cost += length * multiplier;
  }
  return Math.max(0, summary.turnDistance - moved) * floor + cost;
}

/**
 * The band a turn's movement reached: the first whose budget covers the turn's cost, or the last
 * beyond them all, whatever action the move was made with (Foundry's default Walk as far as a
 * Charge reaches the Charge). Measured with the bands the move's last step was measured with
 * (MoveSummary.measured: flying) or the walking bands.
 * @param summary the move's summary, ruleset units: `turnCost` when the adapter has it (Foundry's
 *   history and passed cost), else the cost is priced from `path` (see the module's notes)
 * @param bands the ruleset's bands capability (`difficultTerrainBudget`)
 * @param path the finished move's path, for pricing the cost when the summary has none; none: the
 *   turn's distance counts as clear ground (doubled in zero gravity)
 * @param terrain the ruleset's terrain capability, for pricing the path's conditions
 * @returns the band's action id, or null when there are no bands or the turn has gone nowhere
 * @throws {TypeError|RangeError} when the summary's bands are not `{ action, distance }` with a
 *   distance ≥ 0, its distance not a finite number ≥ 0, its cost
 *   neither absent nor a number ≥ 0 (+Infinity: impassable, beyond every band), or the path not
 *   a list of steps
 * @example bandReached({ turnDistance: 12, bands: ab4, zeroGravity: false }, dh2.bands)
 *   // → "charge" (AB 4: Half 4, Full 8, Charge 12, Run 24 m)
 */
export function bandReached(
  summary: BandReachedSummary,
  bands: BandsCapability,
  path: readonly PathStep[] = [],
  terrain?: TerrainCapability,
): string | null {
  check.record(summary, "summary");
  internal.capability(bands, "bands");
  const list: readonly MovementBand[] = summary.measured?.bands ?? summary.bands;
  internal.bands(list, summary.measured ? "summary.measured.bands" : "summary.bands");
  const distance = check.nonNegative(summary.turnDistance, "summary.turnDistance");
  if (summary.turnCost !== undefined) internal.cost(summary.turnCost, "summary.turnCost");
  internal.path(path, "path");
  return bandAt(bands, list, summary.variant ?? "", distance, summary.turnCost ?? pricedCost(summary, path, terrain));
}

/**
 * {@link bandReached} for bands already checked, with the turn's distance and cost given: the
 * band of `list` the cost (and, past difficult ground, the distance) reaches, or null when the list
 * is empty or the turn has gone nowhere. Internal to the engine (a caller naming the band at each
 * step of a move checks the list once).
 */
export function bandAt(
  bands: BandsCapability,
  list: readonly MovementBand[],
  variant: string,
  distance: number,
  cost: number,
): string | null {
  if (!list.length || !(distance > COST_EPSILON)) return null;
  const turn = { bands: list, flying: null, variant, ratio: 1 };
  return list[Math.min(internal.bandIndexOf(bands, turn, list, cost, distance), list.length - 1)]!.action;
}
