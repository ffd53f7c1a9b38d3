/**
 * Moving directly towards or away (src/rules/moves/directly.ts, necromunda-movement.md § Directly
 * Towards and Directly Away From): the edges the older tests left open. The contact slack (1e-6")
 * and the region heights' slack (1e-9") hold exactly at their bounds, and a long move past rock off
 * its line is not cut short. "me" on a 1" base at (10, 20), "other" 5" off at (13, 24) (a 3-4-5
 * triangle: towards is (0.6, 0.8)), or at (15, 20) for moves along −x.
 */
import { describe, expect, it } from "vitest";
import { directlyMove, getRuleset, type ModelSnapshot, type RegionSnapshot, type SceneSnapshot } from "../../src/rules";
import { model } from "../support/snapshots";

const necromunda = () => getRuleset("necromunda");

const scene = (models: ModelSnapshot[], regions: RegionSnapshot[] = []): SceneSnapshot => ({
  unit: "in",
  gridStep: 1,
  bounds: null,
  models,
  regions,
});

/** Impassable rock over the box, between `bottom` and `top` when given. */
const rock = (area: RegionSnapshot["area"], over: Partial<RegionSnapshot> = {}): RegionSnapshot => ({
  id: "rock",
  name: "rock",
  area,
  bottom: null,
  top: null,
  terrain: [{ condition: "impassable", height: 0, railing: false }],
  ductwayExit: null,
  lift: null,
  ...over,
});

describe("the slack of contact, held exactly at its bound (§ Directly Towards and Directly Away From)", () => {
  it('towards, 4.000001" asked: base contact at 4" lies just the 1e-6" slack short, so the whole move is made', () => {
    // 5" between centres less ½" + ½": base contact 4" on.
    const move = directlyMove(
      scene([model("me", 10, 20), model("other", 13, 24)]),
      "me",
      "other",
      "towards",
      4.000001,
      necromunda(),
    )!;
    expect([move.distance, move.stoppedBy]).toEqual([4.000001, null]);
  });
});

describe('rock above or below the mover, at the 1e-9" slack (§ Directly Towards and Directly Away From)', () => {
  // Away from (15, 20): along −x from (10, 20). Rock from x 5 to 6 stops the ½" base at x 6.5.
  const away = (region: RegionSnapshot, elevation: number) =>
    directlyMove(
      scene([model("me", 10, 20, { elevation }), model("other", 15, 20)], [region]),
      "me",
      "other",
      "away",
      6,
      necromunda(),
    )!.stoppedBy;

  it('rock whose bottom is 1e-9" above the mover still holds it', () => {
    expect(away(rock({ x: 5, y: 15, width: 1, height: 10 }, { bottom: 2 }), 2 - 1e-9)).toBe("terrain");
  });

  it('rock whose top is 1e-9" below the mover does not', () => {
    expect(away(rock({ x: 5, y: 15, width: 1, height: 10 }, { top: 2 }), 2 + 1e-9)).toBeNull();
  });
});

describe("a long move past rock off its line (§ Directly Towards and Directly Away From)", () => {
  it('2,000,000" away along −x goes the whole way past rock 10" off the line', () => {
    const move = directlyMove(
      scene([model("me", 10, 20), model("other", 15, 20)], [rock({ x: -100, y: 30, width: 50, height: 5 })]),
      "me",
      "other",
      "away",
      2e6,
      necromunda(),
    )!;
    expect([move.distance, move.stoppedBy, move.to]).toEqual([2e6, null, { x: 10 - 2e6, y: 20 }]);
  });
});
