/**
 * The engine on very long paths (DESIGN.md § Performance): a 10,000-step drag against 2,000
 * models, and a vehicle's 10,000-step run over 400 fighters. These used to be timed inside the
 * boundary tests; here they are measured, with their own budgets in scripts/bench.mjs, and the
 * tests keep only what the answers must be.
 */
import { bench, describe } from "vitest";
import {
  dragStop,
  getRuleset,
  prepareDrag,
  vehicleMoveEffects,
  type DragInput,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
} from "../../src/rules";

const necromunda = getRuleset("necromunda");

/** A model with a 1" base (2" for a vehicle) at (x, y) inches. */
function model(id: string, x: number, y: number, vehicle = false): ModelSnapshot {
  const r = vehicle ? 1 : 0.5;
  return {
    id,
    name: id,
    kind: vehicle ? "vehicle" : "character",
    disposition: vehicle ? "friendly" : "hostile",
    base: { x, y, radius: r },
    footprint: { x: x - r, y: y - r, width: 2 * r, height: 2 * r },
    elevation: 0,
    status: vehicle ? null : "standing",
    characteristics: vehicle ? { move: 8, handling: 5 } : { move: 5, initiative: 4 },
    ...(vehicle ? { toughness: { front: 8, side: 7, rear: 6 } } : {}),
    visible: true,
  };
}

const scene = (models: ModelSnapshot[]): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: null,
  models,
  regions: [],
});

// A 10" Run through a free corridor beside a 2,000-model block.
const me = { ...model("me", 0.5, 0.5), disposition: "friendly" as const };
const crowd = Array.from({ length: 2_000 }, (_, i) => model(`m${i}`, 20 + (i % 50) * 2, 20 + Math.floor(i / 50) * 2));
const drag = prepareDrag(scene([me, ...crowd]), "me", necromunda);
const runPath: PathStep[] = Array.from({ length: 10_000 }, (_, i) => ({
  x: 0.5 + i * 0.001,
  y: 0.5,
  elevation: 0,
  action: "run",
}));
const runInput: DragInput = {
  path: runPath,
  segments: runPath.slice(1).map(() => ({ cost: 0.001, distance: 0.001 })),
  turn: {
    bands: necromunda.bands.movementBands({ characteristics: { move: 5 } }),
    flying: null,
    variant: "core",
    ratio: 1,
  },
  history: { cost: 0, distance: 0 },
  edgeCleared: false,
  exact: false,
};

describe("10,000-step drag against 2000 models", () => {
  bench("engine decision", () => {
    if (dragStop(drag, runInput) !== null) throw new Error("the corridor is free");
  });
});

// A vehicle weaving 100" through 400 fighters.
const weave: PathStep[] = Array.from({ length: 10_000 }, (_, i) => ({
  x: i / 100,
  y: Math.sin(i / 50) * 3,
  elevation: 0,
}));
const fighters = Array.from({ length: 400 }, (_, i) => model(`f${i}`, (i * 100) / 400, ((i * 37) % 9) - 4));
const road = scene([model("v", 0, 0, true), ...fighters]);

describe("10,000-step vehicle run over 400 fighters", () => {
  bench("run-overs, pushes, collisions", () => {
    if (vehicleMoveEffects(road, "v", weave, necromunda).length === 0) throw new Error("fighters are in the way");
  });
});
