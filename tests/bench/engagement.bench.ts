/**
 * The 1" rule on every pointer move (issue: Necromunda; DESIGN.md § Performance): a 300-step
 * path checked against 10, 100 and 1,000 fighters through the Flatbush index and by a naive scan.
 */
import { bench, describe } from "vitest";
import { EngagementIndex, firstZoneEntry, NaiveBaseFinder, type Base } from "../../src/rules";

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

/** Fighters scattered over a 120" table, outside the 8" corridor the path runs along. */
function fighters(count: number): Base[] {
  const random = mulberry32(count);
  const out: Base[] = [];
  while (out.length < count) {
    const y = random() * 120;
    if (y > 54 && y < 66) continue;
    out.push({ x: random() * 120, y, radius: R25 });
  }
  return out;
}

/** 300 steps zig-zagging along the corridor, 0.4" each: never within 1" of anyone. */
const path = Array.from({ length: 301 }, (_, i) => ({ x: i * 0.4, y: 60 + (i % 2 === 0 ? 0 : 0.3) }));

for (const count of [10, 100, 1000]) {
  const bases = fighters(count);
  const index = new EngagementIndex(bases);
  const naive = new NaiveBaseFinder(bases);
  if (firstZoneEntry(path, R25, 1, index) !== null) throw new Error("the bench path must stay clear");
  describe(`1" rule, 300-step path, ${count} fighters`, () => {
    bench("index", () => {
      firstZoneEntry(path, R25, 1, index);
    });
    bench("naive", () => {
      firstZoneEntry(path, R25, 1, naive);
    });
  });
}

describe('1" rule, building the index at drag start', () => {
  const bases = fighters(1000);
  bench("index 1000 fighters", () => {
    new EngagementIndex(bases);
  });
});
