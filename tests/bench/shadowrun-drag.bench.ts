/**
 * The Shadowrun drag path (issue #10), as drag.bench.ts measures Necromunda's: per pointer move,
 * the adapter switches waypoints in water to swimming (withTerrainActions) and the engine decides
 * the stop against Walk, Run and a sprint-raised Sprint band for the whole Combat Turn, the
 * swimming band, and a gap's edge; 300 steps, 100 runners, no engagement zone.
 */
import { bench, describe } from "vitest";
import { dragStop, getRuleset, prepareDrag, type ModelSnapshot, type PathStep } from "../../src/rules";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";
import { withTerrainActions } from "../../src/foundry/movement/terrain-path";

const sr = getRuleset("shadowrun");
const profile = shadowrun.runnerProfile(
  {
    metatype: "elf",
    agility: 6,
    strength: 3,
    body: 3,
    running: 6,
    swimming: 4,
    acrobatics: 5,
    armour: 9,
    physicalLimit: 5,
  },
  { srSprint: 8 },
);

const models: ModelSnapshot[] = Array.from({ length: 101 }, (_, i) => ({
  id: i === 0 ? "me" : `m${i}`,
  name: `m${i}`,
  kind: "character",
  disposition: i % 2 ? "hostile" : "friendly",
  base: { x: i === 0 ? 0 : (i * 7) % 60, y: i === 0 ? 30 : (i * 13) % 60, radius: 0.5 },
  footprint: { x: -0.5, y: 29.5, width: 1, height: 1 },
  elevation: 0,
  status: "standing",
  characteristics: {},
  visible: true,
}));
const scene = { unit: "m" as const, gridStep: 1, bounds: null, models, regions: [] };

/** 300 steps of 0.1 m: dry, a canal (water) from step 120 to 160, and a gap after step 280. */
const raw: PathStep[] = Array.from({ length: 301 }, (_, i) => ({
  x: i * 0.1,
  y: 30,
  elevation: 0,
  action: "srRun",
  conditions: i >= 120 && i < 160 ? ["water"] : i > 280 ? ["gap"] : [],
}));
const segments = raw.slice(1).map(() => ({ cost: 0.1, distance: 0.1 }));
const turn = {
  bands: sr.bands.movementBands(profile),
  flying: null,
  actions: { srSwim: sr.bands.actionBands("srSwim", profile)! },
  variant: "core",
  ratio: 1,
};
const prepared = prepareDrag(scene, "me", sr);
const input = (path: PathStep[]) => ({
  path,
  segments,
  turn,
  history: { cost: 3, distance: 3 },
  edgeCleared: false,
  exact: true,
});
const stop = dragStop(prepared, input(withTerrainActions(raw, sr.terrain)));
if (stop?.reason !== "allowance") throw new Error(`the bench path must stop in the canal: ${JSON.stringify(stop)}`);

describe("shadowrun drag, 300-step path through a canal to a gap, 100 runners", () => {
  bench("terrain actions + engine decision per pointer move", () => {
    dragStop(prepared, input(withTerrainActions(raw, sr.terrain)));
  });
});
