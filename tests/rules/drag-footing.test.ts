// moves/drag.ts footingStop: where a move that would leave the base overhanging a level, or walk
// into a raised level's side, is cut back (necromunda-movement.md § Structures: "A fighter may climb
// up and onto structures ... and may end their movement on any level if there is sufficient space
// for their base"; docs/rulings.md; moves/footing.ts). Every fighter has a 1" base (radius ½");
// the scene's grid step is 1", so a level is ½" (§ Stepping Up) and a base may hang 0.05" past a
// level's edge (FOOTING_TOLERANCE). Values computed by hand in the comments.
import { describe, expect, it } from "vitest";
import {
  dragStop,
  getRuleset,
  play,
  prepareDrag,
  type DragInput,
  type DragStop,
  type ModelSnapshot,
  type PathStep,
  type PlayModel,
  type RegionSnapshot,
  type SceneSnapshot,
} from "../../src/rules";
import { fighter } from "../support/snapshots";
import { dragInput, necromundaBands } from "../support/necromunda-drag";

const necromunda = getRuleset("necromunda");

/** A rectangle region x…x+width, y…y+height (inches): a platform `bottom` up, or a solid block `raised` high on the floor. */
function rect(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  level: { bottom?: number; raised?: number },
): RegionSnapshot {
  return {
    id,
    name: id,
    area: { x, y, width, height },
    bottom: level.bottom ?? null,
    top: null,
    terrain: level.raised === undefined ? [] : [{ condition: "raised", height: level.raised, railing: false }],
    ductwayExit: null,
    lift: null,
  };
}

const step = (x: number, y: number, elevation = 0): PathStep => ({ x, y, elevation, action: "move", conditions: [] });

/** Asks the engine where `path` stops for a friendly fighter `me` at its first step, among `regions` (and `models`). */
function ask(
  path: PathStep[],
  regions: RegionSnapshot[],
  extra: Partial<DragInput> = {},
  models: ModelSnapshot[] = [],
): DragStop | null {
  const start = path[0]!;
  const me = fighter("me", start.x, start.y, { disposition: "friendly", elevation: start.elevation });
  const snapshot: SceneSnapshot = { unit: "in", gridStep: 1, bounds: null, models: [me, ...models], regions };
  return dragStop(prepareDrag(snapshot, "me", necromunda), dragInput(path, { turn: null, ...extra }));
}

/** Asserts a stop's step and reason, and its fraction to 1e-6. */
function expectStop(stop: DragStop | null, step: number, fraction: number, reason: DragStop["reason"]) {
  expect(stop).not.toBeNull();
  expect({ step: stop!.step, reason: stop!.reason }).toEqual({ step, reason });
  expect(stop!.fraction).toBeCloseTo(fraction, 6);
}

describe("the solid side of a raised level (§ Structures: climbed up and onto, not walked into)", () => {
  // A 3" block x 6–10, y 5–9, and the leg (2, 3) → (8, 7): the base would go more than 0.05" into
  // the block (deeper than base contact, docs/rulings.md) from x = 5.55; it first touches it at
  // x = 5.5, y = 5.33, 3.5/6 of the way (its south side y = 5 is passed at x = 5, 1" west of it).
  const block = rect("block", 6, 5, 4, 4, { raised: 3 });
  const leg = [step(2, 3), step(8, 7)];
  const contact = 3.5 / 6;

  it("a whole leg walked into the side stops in contact with it; on a grid, at the leg's start", () => {
    expectStop(ask(leg, [block], { exact: true }), 0, contact, "footing");
    expectStop(ask(leg, [block], { exact: false }), 0, 0, "footing");
  });

  it('a fighter already in base contact (0.03" into the side) walks along it freely, and not into it', () => {
    // Centre at x = 5.53: the base's edge at 6.03, 0.03" into the block, within base contact's 0.05".
    expect(ask([step(5.53, 8.5), step(5.53, 5.5)], [block], { exact: true })).toBeNull();
    expectStop(ask([step(5.53, 7), step(7.53, 7)], [block], { exact: true }), 0, 0, "footing");
  });

  it("a leg that brushes one block within base contact and walks into another stops at the second", () => {
    // Along y = 3 from x = 2 to 12. The first block (x 5–6, y 3.47–6) is 0.03" into the base from
    // x = 4.83 to 6.17: base contact, no stop. The second (x 8.97–12) is first touched at x = 8.47,
    // 0.647 along (the sample at x = 8.5 already touches it, 0.03" in).
    const regions = [rect("brushed", 5, 3.47, 1, 2.53, { raised: 3 }), rect("wall", 8.97, 0, 3.03, 6, { raised: 3 })];
    expectStop(ask([step(2, 3), step(12, 3)], regions, { exact: true }), 0, 0.647, "footing");
  });

  it("a second solid block elsewhere and a vehicle's deck on the table change nothing", () => {
    const other = rect("other", 20, 0, 4, 4, { raised: 3 });
    const truck = fighter("truck", 30, 30, { kind: "vehicle", disposition: "friendly" });
    expectStop(ask(leg, [other, block], { exact: true }, [truck]), 0, contact, "footing");
  });

  it('a wall 0.3" thick across a 10" leg is found between quarter-radius samples: the stop is in contact with it', () => {
    // (2, 3) → (8, 11) along (0.6, 0.8); the wall spans y 5.29–5.59, so the base is more than 0.05"
    // into it while its centre is between y = 4.84 and 6.04: from 1.84/8 = 0.23 to 3.04/8 = 0.38 of
    // the way (1.5" of the leg), and clear of it at the leg's end. It first touches the wall at
    // y = 4.79, 1.79/8 = 0.22375 of the way.
    const wall = rect("wall", 0, 5.29, 12, 0.3, { raised: 3 });
    expectStop(ask([step(2, 3), step(8, 11)], [wall], { exact: true }), 0, 0.22375, "footing");
  });

  it('a block only ½" high is stepped up onto, not a side to stop at (§ Stepping Up); 0.6" is', () => {
    expect(ask(leg, [rect("step", 6, 5, 4, 4, { raised: 0.5 })], { exact: true })).toBeNull();
    expectStop(ask(leg, [rect("ledge", 6, 5, 4, 4, { raised: 0.6 })], { exact: true }), 0, contact, "footing");
  });

  it("an allowance that would end with the base in the block's side is cut back to contact (M4.5 Move)", () => {
    // The Move's 4.5" of the √52" leg end at x = 2 + 6 × 4.5/√52 = 5.744: the centre short of the
    // side, the base 0.244" into it: cut back to where it first touches the side, 3.5/6.
    expectStop(ask(leg, [block], { exact: true, turn: necromundaBands(4.5) }), 0, contact, "footing");
  });

  it("an allowance that ends in contact with the side, short of it, stands (M4 Move)", () => {
    // 4" of the √52" leg: x = 2 + 6 × 4/√52 = 5.328, the base 0.17" from the side.
    expectStop(ask(leg, [block], { exact: true, turn: necromundaBands(4) }), 0, 4 / Math.sqrt(52), "allowance");
  });

  it("walking off a 1\" platform towards a 3\" block beyond it: cut back to the platform's edge, not the block's side", () => {
    // Platform x 0–6 at 1"; block x 8–12 (3" high: more than ½" above the platform). M5 Move along
    // (2, 3) → (10, 3): the allowance ends at x = 7, in the air. The base fits while x + ½ ≤ 6.05.
    const regions = [rect("platform", 0, 0, 6, 10, { bottom: 1 }), rect("block", 8, 0, 4, 10, { raised: 3 })];
    const stop = ask([step(2, 3, 1), step(10, 3, 1)], regions, { exact: true, turn: necromundaBands(5) });
    expectStop(stop, 0, 3.55 / 8, "footing");
  });
});

describe("the run at one height that must end on a level (§ Structures: space for the base)", () => {
  it("an allowance that ends on the platform, the leg running on off it, is not a footing stop", () => {
    // Platform x 0–8, y 0–8, 4" up; (2, 3) → (8, 11) leaves it at y = 8 (⅝ along). M5 Move ends
    // half-way, at (5, 7): the base (y 6.5–7.5) is on the platform.
    const platform = rect("platform", 0, 0, 8, 8, { bottom: 4 });
    const path = [step(2, 3, 4), step(8, 11, 4)];
    expectStop(ask(path, [platform], { exact: true, turn: necromundaBands(5) }), 0, 0.5, "allowance");
  });

  it("an allowance that ends over a crack goes back to the near edge, not on to the far platform", () => {
    // Platforms x 0–5.5 and x 8–14, 4" up; (2, 3) → (10, 3); M5 Move ends at x = 7, over the crack.
    // The base fits on the near one while x ≤ 5.5 − ½ + 0.05 = 5.05: 3.05" of 8".
    const regions = [rect("near", 0, 0, 5.5, 10, { bottom: 4 }), rect("far", 8, 0, 6, 10, { bottom: 4 })];
    const stop = ask([step(2, 3, 4), step(10, 3, 4)], regions, { exact: true, turn: necromundaBands(5) });
    expectStop(stop, 0, 3.05 / 8, "footing");
  });

  it("the last fitting point is found past a crack on a leg through the origin along x (sampling by the leg's length)", () => {
    // (−5, 3) → (5, 3) at 4": a platform x −6…−1, a 1.5" ledge x 1.5–3, then the air. The base
    // fits on the ledge from x = 1.95 to 2.55: the stop is at 2.55, (2.55 + 5)/10 of the leg.
    const regions = [rect("west", -6, 1, 5, 4, { bottom: 4 }), rect("ledge", 1.5, 1, 1.5, 4, { bottom: 4 })];
    expectStop(ask([step(-5, 3, 4), step(5, 3, 4)], regions, { exact: true }), 0, 0.755, "footing");
  });

  it("the same along y", () => {
    const regions = [rect("south", 1, -6, 4, 5, { bottom: 4 }), rect("ledge", 1, 1.5, 4, 1.5, { bottom: 4 })];
    expectStop(ask([step(3, -5, 4), step(3, 5, 4)], regions, { exact: true }), 0, 0.755, "footing");
  });

  it("climbing down a platform's side and along the wall, touching no level, ends where it ends (§ Climbing)", () => {
    // Platform x 0–6, 4" up. From its top (5.5, 3) down to 2" beside it, then 2" along the wall.
    const platform = rect("platform", 0, 0, 6, 10, { bottom: 4 });
    const path = [step(5.5, 3, 4), step(6.5, 3, 2), step(6.5, 5, 2)];
    expect(ask(path, [platform], { exact: true })).toBeNull();
    expect(ask(path, [platform], { exact: false })).toBeNull();
  });

  it("a Move ending part way up a wall is on no level (§ Climbing: a Move may end mid-climb)", () => {
    const platform = rect("platform", 6, 0, 6, 10, { bottom: 4 });
    expect(ask([step(5.5, 3, 0), step(5.5, 3, 2)], [platform], { exact: true })).toBeNull();
  });

  it("a fighter that starts with its base 0.3\" over the platform's edge and walks on off it stays where it is", () => {
    // Platform x 0–6, 4" up: from (5.8, 3) to (7, 4) no point fits (x ≤ 5.55 would): back to step 0.
    const platform = rect("platform", 0, 0, 6, 10, { bottom: 4 });
    expectStop(ask([step(5.8, 3, 4), step(7, 4, 4)], [platform], { exact: true }), 0, 0, "footing");
  });

  it("climbing a vehicle's side with the base part over its deck is cut back to the floor (§ Vehicle Movement)", () => {
    // A 2" vehicle at (10, 3), deck x 9–11 from the floor up. (7, 3) → (9.3, 3) rising 2", costing
    // 2.3 + 2 = 4.3"; a 3.87" Move ends 0.9 along, at x = 9.07 and 1.8" up: the base (x 8.57–9.57)
    // is 0.57" over the deck, not wholly on it. Back to the climb's foot, the start.
    const truck = fighter("truck", 10, 3, { kind: "vehicle", disposition: "friendly" });
    const path = [step(7, 3), step(9.3, 3, 2)];
    expectStop(ask(path, [], { exact: true, turn: necromundaBands(3.87) }, [truck]), 0, 0, "footing");
  });

  it("a fighter whose centre starts inside a block's outline and walks out onto the floor ends on the floor", () => {
    const block = rect("block", 6, 5, 4, 4, { raised: 3 });
    expect(ask([step(7, 6), step(4, 3), step(3, 1)], [block], { exact: true })).toBeNull();
  });
});

describe("no room at the top of a climb: back to the climb's foot (§ Structures, § Climbing)", () => {
  // A platform x 6–12, 4" up: a base at x = 6.2 on it hangs 0.7" over its west edge.
  const platform = rect("platform", 6, 0, 6, 10, { bottom: 4 });

  it("climbing from the floor at step 1 to a top that overhangs, then along the edge: back to step 1", () => {
    const path = [step(2, 3), step(5, 3), step(5.5, 3, 3), step(6.2, 3, 4), step(6.2, 6, 4)];
    expectStop(ask(path, [platform], { exact: true }), 1, 0, "footing");
    expectStop(ask(path, [platform], { exact: false }), 1, 0, "footing");
  });

  it("a climb from the start to such a top goes back to the start", () => {
    const path = [step(5, 3), step(5.5, 3, 3), step(6.2, 3, 4), step(6.2, 6, 4)];
    expectStop(ask(path, [platform], { exact: true }), 0, 0, "footing");
  });

  it("a climb to the top, then along the wall in the air, then over the edge: back to the climb's foot", () => {
    // (5.4, y) at 4": the base (x 4.9–5.9) is 0.1" short of the platform, touching no level.
    const path = [step(2, 3), step(5, 3), step(5.4, 3, 4), step(5.4, 6, 4), step(6.2, 6, 4)];
    expectStop(ask(path, [platform], { exact: true }), 1, 0, "footing");
  });

  // A platform x 3–6, 4" up, and a lower one x 7–14, 2" up; at x = 7.2 a base hangs over the lower one's edge.
  const high = rect("high", 3, 0, 3, 10, { bottom: 4 });
  const low = rect("low", 7, 0, 7, 10, { bottom: 2 });

  it("from the high platform over its edge and down onto the low one's edge: back to the last step with room", () => {
    // Step 1 (6.2, 3) hangs over the high one's edge; step 0 (4, 3) stands on it.
    const path = [step(4, 3, 4), step(6.2, 3, 4), step(7.2, 3, 2), step(7.2, 6, 2)];
    expectStop(ask(path, [high, low], { exact: true }), 0, 0, "footing");
  });

  it("a climb onto the high platform where the base has room, then down onto the low one's edge: back to the top", () => {
    const path = [step(2, 3), step(4.5, 3, 4), step(7.2, 3, 2), step(7.2, 6, 2)];
    expectStop(ask(path, [high, low], { exact: true }), 1, 0, "footing");
  });

  it("down into the 1\" gap between the platforms to the floor, then up onto the low one's edge: back to the floor", () => {
    const path = [step(5.4, 3, 4), step(6.5, 3), step(7.2, 3, 2), step(7.2, 6, 2)];
    expectStop(ask(path, [high, low], { exact: true }), 1, 0, "footing");
  });
});

describe("rules.play: the moves end to end (§ Structures, § Climbing)", () => {
  const ganger = (x: number, y: number): PlayModel => ({
    id: "a",
    type: "fighter",
    side: "friendly",
    x,
    y,
    elevation: 0,
    base: 1,
    system: { profile: { move: 5 } },
  });
  const table = (...regions: object[]) =>
    play({ ruleset: "necromunda", combat: true, models: [ganger(2, 3)], regions: regions as never });

  it('a Run that walks 2", climbs 2" to a top where the base hangs 0.3" over the edge stays at the climb\'s foot', () => {
    // A platform x 5–11, 2" up. The climb's top (4.8, 3): the base (x 4.3–5.3) is 0.3" on it.
    const platform = {
      id: "deck",
      shape: { type: "rectangle", x: 5, y: 0, width: 6, height: 8 },
      bottom: 2,
      top: null,
    };
    const m = table(platform).move("a", {
      action: "run",
      path: [
        [4, 3, 0],
        [4.4, 3, 1.5],
        [4.8, 3, 2],
      ],
    });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end).toEqual({ x: 4, y: 3, elevation: 0 });
  });

  it("a Move along a diagonal into a 3\" block's side ends with the base touching it", () => {
    // The block x 6–10, y 5–9; the Move's 5" of the √52" leg would end at x = 6.16, inside it. The
    // base first touches the side at x = 5.5, 3.5/6 of the way: (5.5, 5.333).
    const block = {
      id: "block",
      shape: { type: "rectangle", x: 6, y: 5, width: 4, height: 4 },
      terrain: [{ condition: "raised", height: 3 }],
    };
    const m = table(block).move("a", { action: "move", path: [[8, 7, 0]] });
    expect(m.stopped?.reason).toBe("footing");
    expect(m.end.x).toBeCloseTo(5.5, 6);
    expect(m.end.y).toBeCloseTo(3 + 4 * (3.5 / 6), 6);
  });
});
