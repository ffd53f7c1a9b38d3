/**
 * Where a mover can get this turn, band by band: a Dijkstra from its space over a
 * {@link MoveMap}, starting from what the turn has already spent, that stops where the turn's
 * allowance runs out (moves/drag-bands.ts: the most the action allows, with halved terrain's
 * budgets once the path is costlier than it is long, rules/README.md ruling 3) and at the edge of
 * terrain whose test is taken before entering (moves/drag.ts: the drag stops there; a step the
 * ruleset lets over it, TerrainCapability.stepsOver by the rise, goes on). A step up or down the
 * ground (raised surfaces) costs what the ruleset's vertical rules price its height, and each climb
 * the turn allows is listed. Each space reached gets the band its cheapest path reaches. Pure;
 * ruleset units.
 * @module
 */
import type { BandsCapability } from "../capabilities/bands";
import { bandIndexForCost, COST_EPSILON } from "../geometry/bands";
import * as check from "../geometry/validate";
import type { TurnBands } from "../moves/drag-bands";
import * as internal from "../moves/drag-internal";
import type { Point } from "../scene/snapshot";
import type { MovementBand } from "../types";
import { cellAt, checkMap, type MoveMap } from "./grid";
import { searchMap } from "./search";

/** What a reach is worked out from besides the map. */
export interface ReachInput {
  /** The mover's bands this turn, ruleset units (ratio 1). */
  readonly turn: TurnBands;
  /** The turn's cost and distance before now, ruleset units (cost ≥ distance once halved terrain was crossed). */
  readonly history: { readonly cost: number; readonly distance: number };
  /** The movement action measured (its band list, moves/drag-bands.ts bandsForAction); walking when absent. */
  readonly action?: string | null;
  /** The mover took an edge test this turn that lets it over every edge (DragInput `edgeCleared`). */
  readonly edgeCleared?: boolean;
}

/** A step where the edge of terrain calls for a test: the drag stops in `from` before entering `to`. */
export interface ReachEdge {
  readonly from: number;
  readonly to: number;
  /** The test (TerrainCapability.edgeTest: necromunda `leap`, `dangerous`). */
  readonly test: string;
}

/**
 * A climb the turn allows: the step from `from` to `to` goes up (or down) a surface by `rise`,
 * whose height costs `cost` on top of the step's length (VerticalCapability.cost; necromunda-movement.md
 * § Climbing: as difficult terrain, § Stepping Up: free up to ½").
 */
export interface ReachClimb {
  readonly from: number;
  readonly to: number;
  /** Height gained, ruleset units (negative going down). */
  readonly rise: number;
  /** What the height costs, ruleset units (> 0). */
  readonly cost: number;
}

/** Where a mover can get this turn. */
export interface Reach {
  /** The space it stands in, or -1 when it stands off the map (then nothing is reached). */
  readonly start: number;
  /** The bands measured against, ascending. */
  readonly bands: readonly MovementBand[];
  /** Per space: the index into {@link bands} its cheapest path reaches, or -1 when the turn cannot reach it. */
  readonly band: Int8Array;
  /** Per space: the turn's cost on arriving there by its cheapest path (history included), +Infinity where not reached. */
  readonly cost: Float64Array;
  /** The steps where a test would stop the mover, each once, from spaces reached. */
  readonly edges: readonly ReachEdge[];
  /** The climbs up or down the turn allows, each step once, from spaces reached into spaces reached. */
  readonly climbs: readonly ReachClimb[];
}

/**
 * The spaces a mover can reach this turn, band by band.
 * @param bands the ruleset's bands capability (`difficultTerrainBudget`)
 * @param from where the mover's centre stands, ruleset units
 * @throws {TypeError} when `map` was not made by prepareMap
 * @throws {TypeError|RangeError} when `from` is not a finite point, `input.turn` not a turn's bands,
 *   the history's cost or distance not a number ≥ 0 (cost may not be NaN), or `input.action` neither a string nor absent
 */
export function reachOf(map: MoveMap, bands: BandsCapability, from: Point, input: ReachInput): Reach {
  checkMap(map);
  check.object(input, "input");
  internal.capability(bands, "bands");
  internal.turn(input.turn, "input.turn");
  internal.segment(input.history, "input.history");
  internal.action(input.action, "input.action");
  if (input.edgeCleared !== undefined) check.bool(input.edgeCleared, "input.edgeCleared");
  const n = map.cols * map.rows;
  const start = cellAt(map, from);
  const { turn, history } = input;
  const action = input.action ?? undefined;
  const list = internal.bandsOf(turn, action);
  const band = new Int8Array(n).fill(-1);
  const cost = new Float64Array(n).fill(Infinity);
  if (start < 0) return { start, bands: list, band, cost, edges: [], climbs: [] };
  if (list.length > 127) throw new RangeError(`A turn has at most 127 bands, got ${list.length}`);
  const edges: ReachEdge[] = [];
  const seen = new Set<number>();
  const climbed = new Map<number, ReachClimb>();
  const result = searchMap(map, start, {
    goal: -1,
    heuristic: false,
    startCost: history.cost,
    startDistance: history.distance,
    allows: (c, d) => internal.within(bands, turn, action, c, d),
    onClimb: (a, b, rise, lift) => {
      const key = a * n + b;
      if (!climbed.has(key)) climbed.set(key, { from: a, to: b, rise, cost: lift });
    },
    ...(input.edgeCleared
      ? {}
      : {
          onEdge: (a: number, b: number, test: string) => {
            const key = a * n + b;
            if (seen.has(key)) return;
            seen.add(key);
            edges.push({ from: a, to: b, test });
          },
        }),
  });
  const p = result.parities;
  const clear = internal.budgetsOf(bands, turn, list, false);
  const halved = internal.budgetsOf(bands, turn, list, true);
  for (let i = 0; i < n; i++) {
    let s = i * p;
    if (p === 2 && result.cost[s + 1]! < result.cost[s]!) s += 1;
    const c = result.cost[s]!;
    if (c === Infinity) continue;
    const index = bandIndexForCost(c > result.distance[s]! + COST_EPSILON ? halved : clear, c);
    if (index >= list.length) continue;
    band[i] = index;
    cost[i] = c;
  }
  // A climb into a space the bands do not reach (past the last band) is none of the turn's.
  const climbs = [...climbed.values()].filter((c) => band[c.to]! >= 0);
  return { start, bands: list, band, cost, edges, climbs };
}
