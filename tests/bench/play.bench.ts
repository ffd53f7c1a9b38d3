/**
 * `rules.play`'s whole move (docs/user-guide.md § Playing a turn from plain data): a 30-step Dark Heresy move in
 * a started combat on a table of 1,000 models and 20 regions — the snapshot, the drag's stop, the
 * finished move's tests and effects — under the 1 ms budget the turn model asks for.
 */
import { bench, describe } from "vitest";
import { WARM } from "./warm";
import { play, type PlayModel, type PlayRegion } from "../../src/rules";

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

const random = mulberry32(1000);
const character = { characteristics: { agility: { value: 40, unnatural: 0 } } };
const models: PlayModel[] = [
  { id: "me", type: "character", side: "friendly", x: 0, y: 60, base: 1, system: character },
];
while (models.length < 1000) {
  const y = random() * 120;
  if (y > 56 && y < 64) continue;
  models.push({
    id: `m${models.length}`,
    type: random() < 0.5 ? "character" : "npc",
    side: random() < 0.5 ? "hostile" : "friendly",
    x: random() * 120,
    y,
    base: 1,
    system: character,
  });
}
const regions: PlayRegion[] = Array.from({ length: 20 }, (_, i) => ({
  id: `r${i}`,
  shape: { type: "rectangle", x: i * 6, y: 58 + (i % 3), width: 3, height: 4, rotation: i * 9 },
  terrain: [{ condition: i % 2 ? "rubble" : "difficult" }],
}));

/** 30 steps of 0.5 m along y = 60, out from x = 0 and back. */
const out = Array.from({ length: 30 }, (_, i) => [0.5 * (i + 1), 60]);
const back = Array.from({ length: 30 }, (_, i) => [15 - 0.5 * (i + 1), 60]);

describe("rules.play, 1000 models", () => {
  const table = play({ ruleset: "dh2", combat: true, models, regions });
  let forth = true;
  bench(
    "30-step move",
    () => {
      table.move("me", { path: forth ? out : back });
      table.endTurn();
      forth = !forth;
    },
    WARM,
  );
});
