/**
 * Builders for the Necromunda vehicle move tests (tests/rules/vehicle-moves, vehicles-chain,
 * vehicles-mutants): an inch scene, a vehicle and a fighter with the characteristics those
 * moves read, and a path step.
 */
import type { ModelSnapshot, PathStep, SceneSnapshot } from "../../src/rules";
import { model } from "./snapshots";

/** An inch scene with no bounds, grid step 1" unless given. */
export const inchScene = (models: ModelSnapshot[], over: Partial<SceneSnapshot> = {}): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: null,
  models,
  regions: [],
  ...over,
});

/** A hostile vehicle centred at (x, y) on a 2" base unless `size` says, M8, Toughness front 8 / side 7 / rear 6. */
export const necromundaVehicle = (
  id: string,
  x: number,
  y: number,
  extra: Partial<ModelSnapshot> & { size?: number } = {},
) =>
  model(id, x, y, {
    size: 2,
    kind: "vehicle",
    disposition: "hostile",
    characteristics: { move: 8, handling: 5 },
    toughness: { front: 8, side: 7, rear: 6 },
    ...extra,
  });

/** A friendly standing fighter centred at (x, y) on a 1" base unless `size` says, Initiative 4+. */
export const necromundaFighter = (
  id: string,
  x: number,
  y: number,
  extra: Partial<ModelSnapshot> & { size?: number } = {},
) =>
  model(id, x, y, {
    disposition: "friendly",
    status: "standing",
    characteristics: { move: 4, initiative: 4 },
    ...extra,
  });

/** A path step at (x, y), inches, taken as `action` (a Move unless given). */
export const moveStep = (x: number, y: number, elevation = 0, action = "move"): PathStep => ({
  x,
  y,
  elevation,
  action,
});
