/**
 * The Necromunda table the reach overlay's screenshot is drawn from (tests/browser/reach-overlay.test.ts):
 * 14" × 10" on a 1" grid, a fighter of Move 3 at (2.5, 4.5), a 1" gap from x = 7" to 8" (its edge
 * stops the fighter for the leap), and a 1½" platform over rows 0 and 1 from x = 0" to 6" (climbed).
 * The engine's reach on it is kept in tests/fixtures/reach-overlay.json (the recorded result).
 */
import {
  getRuleset,
  prepareDrag,
  prepareMap,
  reachOf,
  regionArea,
  type MoveMap,
  type Reach,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import { model } from "./snapshots";

const necromunda = getRuleset("necromunda");

/** A region of one terrain over a rectangle, inches. */
function rect(id: string, condition: string, height: number, x: number, y: number, width: number, h: number) {
  const area = regionArea([{ type: "rectangle", x, y, width, height: h }]);
  const region: RegionSnapshot = {
    id,
    name: id,
    area: area.bounds,
    polygons: area.polygons,
    bottom: null,
    top: null,
    terrain: [{ condition, height, railing: false }],
    ductwayExit: null,
    lift: null,
  };
  return region;
}

/** The table's snapshot. */
export function reachScene(): SceneSnapshot {
  return {
    unit: "in",
    gridStep: 1,
    bounds: { x: 0, y: 0, width: 14, height: 10 },
    models: [model("me", 2.5, 4.5, { status: "standing", characteristics: { move: 3 } })],
    regions: [rect("gap", "gap", 3, 7, 0, 1, 10), rect("platform", "raised", 1.5, 0, 0, 6, 2)],
  };
}

/** The engine's reach of the fighter on the table, and the map it was worked out on. */
export function reachOnScene(): { map: MoveMap; reach: Reach } {
  const map = prepareMap(prepareDrag(reachScene(), "me", necromunda));
  const turn = {
    bands: necromunda.bands.movementBands({ characteristics: { move: 3 } }),
    flying: null,
    variant: "core",
    ratio: 1,
  };
  return {
    map,
    reach: reachOf(map, necromunda.bands, { x: 2.5, y: 4.5 }, { turn, history: { cost: 0, distance: 0 } }),
  };
}

/** A reach as JSON keeps it (the typed arrays as plain lists), with the map's placement. */
export interface RecordedReach {
  readonly map: { cols: number; rows: number; cell: number; originX: number; originY: number };
  readonly start: number;
  readonly bands: readonly string[];
  readonly band: readonly number[];
  readonly cost: readonly (number | null)[];
  readonly edges: Reach["edges"];
  readonly climbs: Reach["climbs"];
}

/** Records a reach for the fixture (costs out of reach as null). */
export function recordReach(map: MoveMap, reach: Reach): RecordedReach {
  return {
    map: { cols: map.cols, rows: map.rows, cell: map.cell, originX: map.originX, originY: map.originY },
    start: reach.start,
    bands: reach.bands.map((b) => b.action),
    band: [...reach.band],
    cost: [...reach.cost].map((c) => (Number.isFinite(c) ? c : null)),
    edges: reach.edges,
    climbs: reach.climbs,
  };
}
