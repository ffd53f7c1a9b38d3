/**
 * A focused measure of one OpenD6 vehicle's finished move (finishedMoveEffects with the d6 ruleset):
 * a carriage's 100-step path (200 m in 2 m steps) across a 1,000-token scene, the scene of
 * tests/bench/d6-vehicles.bench.ts. Bundles src/rules with esbuild, warms up, then times `runs`
 * calls on the same snapshot object (what the adapter does for one move) and prints the median and
 * mean per call, and the same for a fresh copy of the snapshot each call (every call checks it whole).
 * Usage: node scripts/measure-finished-move.mjs [runs=200]
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const runs = Number(process.argv[2] ?? 200);
const out = await build({
  entryPoints: ["src/rules/index.ts"],
  bundle: true,
  format: "esm",
  platform: "node",
  write: false,
});
const dir = mkdtempSync(join(tmpdir(), "stride-measure-"));
const file = join(dir, "rules.mjs");
writeFileSync(file, out.outputFiles[0].text);
const rules = await import(pathToFileURL(file).href);
rmSync(dir, { recursive: true });

/** A small deterministic generator, so every run measures the same scene. */
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function model(id, x, y, kind, size) {
  return {
    id,
    name: id,
    kind,
    disposition: "neutral",
    base: { x, y, radius: size / 2 },
    footprint: { x: x - size / 2, y: y - size / 2, width: size, height: size },
    elevation: 0,
    status: null,
    characteristics: kind === "vehicle" ? { move: 20, vehicleSpeed: 2 } : {},
    facing: 0,
    visible: true,
  };
}

function scene(count) {
  const random = mulberry32(count);
  const models = [model("carriage", 0, 200, "vehicle", 4)];
  while (models.length <= count) {
    const vehicle = random() < 0.1;
    models.push(
      model(`t${models.length}`, random() * 400, random() * 400, vehicle ? "vehicle" : "character", vehicle ? 4 : 1),
    );
  }
  return { unit: "m", gridStep: 2, bounds: { x: 0, y: 0, width: 400, height: 400 }, models, regions: [] };
}

const path = Array.from({ length: 101 }, (_, i) => ({ x: i * 2, y: 200 + (i % 2 ? 0.5 : 0), elevation: 0 }));
const ruleset = rules.getRuleset("d6");
const summary = {
  actions: ["d6AllOut"],
  conditions: [],
  turnDistance: 50,
  bands: rules.d6.vehicleBands({ characteristics: { move: 20 } }),
  zeroGravity: false,
};
const snapshot = scene(1000);
const move = { mover: "carriage", path, summary, inCombat: false };
const copy = (s) => ({ ...s, models: s.models.map((m) => ({ ...m })), regions: [...s.regions] });

function time(label, make) {
  const call = () => rules.finishedMoveEffects(make(), move, ruleset);
  const count = call().length;
  for (let i = 0; i < 50; i++) call();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const input = make();
    const start = performance.now();
    rules.finishedMoveEffects(input, move, ruleset);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: median ${(median * 1000).toFixed(0)} µs, mean ${(mean * 1000).toFixed(0)} µs (${runs} runs, ${count} effects)`,
  );
}

time("same snapshot object each call", () => snapshot);
time("a fresh copy each call", () => copy(snapshot));
