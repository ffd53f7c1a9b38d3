/**
 * An OpenD6 vehicle's path contacts (#12, DESIGN.md § Performance): a 100-step path (a carriage
 * at all-out speed, 200 m in 2 m steps) across a 1,000-token scene, through the engine's
 * vehicleContacts (the Flatbush index of geometry/base-index.ts, built once per call; the
 * snapshot is checked on the first call only, scene/check.ts) against a naive scan of every token
 * for every segment.
 */
import { bench, describe } from "vitest";
import { type ModelSnapshot, type SceneSnapshot } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";

/** A small deterministic generator, so every run measures the same scene. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function model(id: string, x: number, y: number, kind: ModelSnapshot["kind"], size: number): ModelSnapshot {
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

/** 1,000 tokens (one in ten a vehicle) over a 400 m square, and the carriage at its west edge. */
function scene(count: number): SceneSnapshot {
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

/** 100 steps of 2 m east, weaving a little. */
const path = Array.from({ length: 101 }, (_, i) => ({ x: i * 2, y: 200 + (i % 2 ? 0.5 : 0) }));

/** Every token each segment comes within reach of, by scanning them all (the reference answer). */
function naiveContacts(snapshot: SceneSnapshot): number {
  const mover = snapshot.models[0]!;
  const hit = new Set<string>();
  for (let s = 0; s + 1 < path.length; s++) {
    const a = path[s]!;
    const b = path[s + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    for (const m of snapshot.models) {
      if (m === mover || hit.has(m.id)) continue;
      const t = Math.max(0, Math.min(1, ((m.base.x - a.x) * dx + (m.base.y - a.y) * dy) / length2));
      const gap = Math.hypot(a.x + dx * t - m.base.x, a.y + dy * t - m.base.y) - m.base.radius - mover.base.radius;
      if (gap <= 0.05) hit.add(m.id);
    }
  }
  return hit.size;
}

const snapshot = scene(1000);
const found = d6.vehicleContacts(snapshot, "carriage", path).length;
// Tokens the carriage starts overlapping are not contacts; none stand there in this scene.
if (found !== naiveContacts(snapshot)) throw new Error(`index found ${found}, naive ${naiveContacts(snapshot)}`);

describe("OpenD6 vehicle path contacts, 100-step path, 1000 tokens", () => {
  bench("index", () => {
    d6.vehicleContacts(snapshot, "carriage", path);
  });
  bench("naive", () => {
    naiveContacts(snapshot);
  });
});
