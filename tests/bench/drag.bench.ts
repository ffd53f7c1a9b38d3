/**
 * The drag's hot path (DESIGN.md § Performance): the engine's answer for a 300-step Necromunda
 * path against a 1,000-model snapshot with gap and dangerous terrain on the way, the 1" rule in
 * 3D and the end-of-move overlap, with the indexes built once per snapshot (prepareDrag) — and
 * that build, which runs once per drag.
 */
import { bench, describe } from "vitest";
import { WARM } from "./warm";
import {
  dragStop,
  getRuleset,
  prepareDrag,
  type ModelSnapshot,
  type PathStep,
  type SceneSnapshot,
} from "../../src/rules";

const ruleset = getRuleset("necromunda");
const R25 = 25 / 25.4 / 2;

/** A small deterministic generator, so every run measures the same table. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fighters of both sides scattered over a 120" table, outside the corridor the path runs along. */
function snapshot(count: number): SceneSnapshot {
  const random = mulberry32(count);
  const models: ModelSnapshot[] = [
    {
      id: "me",
      name: "me",
      kind: "character",
      disposition: "friendly",
      base: { x: 0, y: 60, radius: R25 },
      footprint: { x: -R25, y: 60 - R25, width: 2 * R25, height: 2 * R25 },
      elevation: 0,
      status: "standing",
      characteristics: { move: 5 },
      visible: true,
    },
  ];
  while (models.length <= count) {
    const y = random() * 120;
    if (y > 54 && y < 66) continue;
    const x = random() * 120;
    models.push({
      id: `m${models.length}`,
      name: `m${models.length}`,
      kind: random() < 0.05 ? "vehicle" : "character",
      disposition: random() < 0.5 ? "hostile" : "friendly",
      base: { x, y, radius: R25 },
      footprint: { x: x - R25, y: y - R25, width: 2 * R25, height: 2 * R25 },
      elevation: random() < 0.2 ? 3 : 0,
      status: "standing",
      characteristics: {},
      visible: random() > 0.1,
    });
  }
  return { unit: "in", gridStep: 1, bounds: null, models, regions: [] };
}

/** 300 steps zig-zagging along the corridor, 0.07" each, crossing difficult ground: never held. */
const path: PathStep[] = Array.from({ length: 301 }, (_, i) => ({
  x: i * 0.07,
  y: 60 + (i % 2 === 0 ? 0 : 0.3),
  elevation: 0,
  action: "run",
  conditions: i > 100 && i <= 120 ? ["difficult"] : [],
}));
const segments = path.slice(1).map((step) => ({ cost: step.conditions?.length ? 0.14 : 0.07, distance: 0.07 }));
const turn = {
  bands: ruleset.bands.movementBands({ characteristics: { move: 20 } }),
  flying: null,
  variant: "core",
  ratio: 1,
};
const input = { path, segments, turn, history: { cost: 0, distance: 0 }, edgeCleared: false, exact: true };

for (const count of [10, 100, 1000]) {
  const scene = snapshot(count);
  const prepared = prepareDrag(scene, "me", ruleset);
  const stop = dragStop(prepared, input);
  if (stop !== null) throw new Error(`the bench path must stand: ${JSON.stringify(stop)}`);
  describe(`drag, 300-step path, ${count} models`, () => {
    bench(
      "engine decision per pointer move",
      () => {
        dragStop(prepared, input);
      },
      WARM,
    );
  });
}

describe("drag, once per drag", () => {
  const scene = snapshot(1000);
  bench(
    "prepare 1000 models (indexes)",
    () => {
      prepareDrag(scene, "me", ruleset);
    },
    WARM,
  );
});
