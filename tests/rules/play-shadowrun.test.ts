/**
 * Whole Shadowrun moves through `rules.play`, with the numbers of shadowrun-movement.md:
 * § Standard Movement (Agility 4: Walk 8 m, Run 16 m a Combat Turn), § Swimming (the average of
 * Agility and Strength: 4 m a Combat Turn), and the ruling that land and water share one Combat
 * Turn in proportion to each rate (README § Rulings).
 */
import { describe, expect, it } from "vitest";
import { play, type PlayModel, type PlayRegion } from "../../src/rules";

const runner: PlayModel = {
  id: "r",
  type: "runner",
  side: "friendly",
  x: 0,
  y: 0,
  base: 1,
  system: { attributes: { agility: 4, strength: 4, body: 4 } },
};

/** A river from x = 8 onwards. */
const river: PlayRegion = {
  id: "river",
  shape: { type: "rectangle", x: 8, y: -50, width: 100, height: 100 },
  terrain: [{ condition: "water" }],
};

const table = () => play({ ruleset: "shadowrun", combat: true, models: [runner], regions: [river] });

describe("rules.play: Shadowrun swimming shares the Combat Turn with the land", () => {
  it("a runner that walked 8 m (half its 16 m Run) swims half its 4 m: it stops 2 m into the river", () => {
    const m = table().move("r", { path: [[20, 0]] });
    expect(m.stopped?.reason).toBe("allowance");
    expect(m.end.x).toBeCloseTo(10, 4);
    expect(m.segments.map((s) => [s.mode, Math.round(s.distance * 100) / 100])).toEqual([
      ["srWalk", 8],
      ["srSwim", 2],
    ]);
  });

  it("the same split across two moves of the turn: 8 m walked, then 2 m swum", () => {
    const t = table();
    expect(t.move("r", { path: [[8, 0]] }).stopped).toBeNull();
    const m = t.move("r", { path: [[20, 0]] });
    expect(m.end.x).toBeCloseTo(10, 4);
  });

  it("a runner starting in the water swims its whole 4 m", () => {
    const m = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 9 }], regions: [river] }).move("r", {
      path: [[30, 0]],
    });
    expect(m.end.x).toBeCloseTo(13, 4);
  });
});

describe("rules.play: Shadowrun swimming, then land", () => {
  it("after 2 m of land (2/16 of the turn) and 2 m swum, 1.5 m of swimming is left: 4 − 2 − 2/16 × 4", () => {
    const t = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 6 }], regions: [river] });
    expect(t.move("r", { path: [[10, 0]] }).end.x).toBeCloseTo(10, 4);
    const back = t.move("r", { path: [[-20, 0]] });
    expect(back.stopped?.reason).toBe("allowance");
    expect(back.end.x).toBeCloseTo(8.5, 4);
  });

  it("a runner that swam 1 m (1/4 of the turn) walks 12 m of its 16 m Run on the bank", () => {
    const t = play({ ruleset: "shadowrun", combat: true, models: [{ ...runner, x: 9 }], regions: [river] });
    t.move("r", { path: [[8, 0]] });
    const m = t.move("r", { path: [[-20, 0]] });
    expect(m.end.x).toBeCloseTo(-4, 4);
  });
});
