/**
 * Scene snapshots of square models for the engine tests (metres): a model centred at a point, a
 * d6 vehicle (4 m, Move 20) facing a heading, a scene holding them, and a box region of one terrain
 * condition.
 */
import type { ModelSnapshot, RegionSnapshot, SceneSnapshot } from "../../src/rules";

/** A model of `size` m centred at (x, y); `facing` radians (0 along +x) among the extras. */
export function model(
  id: string,
  x: number,
  y: number,
  extra: Partial<ModelSnapshot> & { size?: number } = {},
): ModelSnapshot {
  const { size = 1, ...rest } = extra;
  return {
    id,
    name: id,
    kind: "character",
    disposition: "neutral",
    base: { x, y, radius: size / 2 },
    footprint: { x: x - size / 2, y: y - size / 2, width: size, height: size },
    elevation: 0,
    status: null,
    characteristics: {},
    visible: true,
    ...rest,
  };
}

/**
 * A Necromunda model centred at (x, y) inches, hostile and standing: a fighter's 1" base (radius
 * ½"), or a 2" square when `extra.kind` is `vehicle`.
 */
export function fighter(
  id: string,
  x: number,
  y: number,
  extra: Partial<ModelSnapshot> & { size?: number } = {},
): ModelSnapshot {
  const radius = extra.kind === "vehicle" ? 1 : 0.5;
  return model(id, x, y, { size: 2 * radius, disposition: "hostile", status: "standing", ...extra });
}

/** A 4 m OpenD6 vehicle of Move 20 facing `facing` radians, at speed level index `speed` (2: cruising). */
export const vehicle = (id: string, x: number, y: number, facing: number, speed = 2) =>
  model(id, x, y, { size: 4, kind: "vehicle", facing, characteristics: { move: 20, vehicleSpeed: speed } });

/** A 200 m square scene in metres (grid step 2 m) with these models and no regions, unless `over` says otherwise. */
export const scene = (models: ModelSnapshot[], over: Partial<SceneSnapshot> = {}): SceneSnapshot => ({
  unit: "m",
  gridStep: 2,
  bounds: { x: 0, y: 0, width: 200, height: 200 },
  models,
  regions: [],
  ...over,
});

/** A region over the box (x, y, width, height) with one terrain condition `rise` high, ruleset units. */
export const boxRegion = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  condition: string,
  rise = 0,
): RegionSnapshot => ({
  id,
  name: id,
  area: { x, y, width, height },
  bottom: null,
  top: null,
  terrain: [{ condition, height: rise, railing: false }],
  ductwayExit: null,
  lift: null,
});
