/**
 * Moving directly towards or away (moves/directly.ts, necromunda-movement.md § Directly Towards
 * and Directly Away From) off the x axis and away from the origin: the line through both centres,
 * the distance asked, and the stops the text names (a wall, impassable terrain; the other model's
 * base moving towards, a Stride ruling). Worked by hand in inches on 3-4-5 triangles: "me" on a
 * 1" base at (10, 20), "other" 5" off at (13, 24), so towards is (0.6, 0.8), away (−0.6, −0.8).
 */
import { describe, expect, it } from "vitest";
import { directlyMove, getRuleset, type RegionSnapshot, type SceneSnapshot } from "../../src/rules";
import { inchScene as scene } from "../support/necromunda-vehicles";
import { model } from "../support/snapshots";

const necromunda = getRuleset("necromunda");
const me = model("me", 10, 20);
const other = model("other", 13, 24);

const region = (id: string, area: RegionSnapshot["area"], condition: string, over: Partial<RegionSnapshot> = {}) =>
  ({
    id,
    name: id,
    area,
    bottom: null,
    top: null,
    terrain: [{ condition, height: 0, railing: false }],
    ductwayExit: null,
    lift: null,
    ...over,
  }) satisfies RegionSnapshot;

const round = (p: { x: number; y: number }) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9];

describe("directly towards and away along a diagonal, from (10, 20) (§ Directly Towards and Directly Away From)", () => {
  it('3" towards ends at (11.8, 22.4); 3" away at (8.2, 17.6); each a forced move there', () => {
    const towards = directlyMove(scene([me, other]), "me", "other", "towards", 3, necromunda)!;
    expect([round(towards.to), round(towards.aim), towards.distance, towards.stoppedBy]).toEqual([
      [11.8, 22.4],
      [11.8, 22.4],
      3,
      null,
    ]);
    expect(towards.effects).toEqual([{ type: "move", model: "me", to: towards.to }]);
    const away = directlyMove(scene([me, other]), "me", "other", "away", 3, necromunda)!;
    expect(round(away.to)).toEqual([8.2, 17.6]);
    expect(away.stoppedBy).toBeNull();
  });

  it('towards stops in base contact, 4" on at (12.4, 23.2); 1e-6" of slack is still the whole move', () => {
    const far = directlyMove(scene([me, other]), "me", "other", "towards", 5, necromunda)!;
    expect([round(far.to), round(far.aim), far.distance, far.stoppedBy]).toEqual([[12.4, 23.2], [13, 24], 4, "model"]);
    const within = directlyMove(scene([me, other]), "me", "other", "towards", 4.0000005, necromunda)!;
    expect([within.distance, within.stoppedBy]).toEqual([4.0000005, null]);
    const beyond = directlyMove(scene([me, other]), "me", "other", "towards", 4.000002, necromunda)!;
    expect([beyond.distance, beyond.stoppedBy]).toEqual([4, "model"]);
  });

  it("finds both models wherever they are listed", () => {
    const listed = scene([other, me]);
    expect(round(directlyMove(listed, "me", "other", "towards", 3, necromunda)!.to)).toEqual([11.8, 22.4]);
  });

  it("away never stops at the other model", () => {
    const away = directlyMove(scene([me, other]), "me", "other", "away", 20, necromunda)!;
    expect([round(away.to), away.stoppedBy]).toEqual([[-2, 4], null]);
  });

  it('a wall the adapter found 2.5" along stops the ½" base at 2", (11.2, 21.6); one 0.3" along holds it where it is', () => {
    const wall = directlyMove(scene([me, other]), "me", "other", "towards", 3, necromunda, { wall: 2.5 })!;
    expect([round(wall.to), wall.distance, wall.stoppedBy]).toEqual([[11.2, 21.6], 2, "wall"]);
    const held = directlyMove(scene([me, other]), "me", "other", "towards", 3, necromunda, { wall: 0.3 })!;
    expect([round(held.to), held.distance, held.stoppedBy, held.effects]).toEqual([[10, 20], 0, "wall", []]);
    const none = directlyMove(scene([me, other]), "me", "other", "towards", 3, necromunda, { wall: null })!;
    expect(none.stoppedBy).toBeNull();
  });

  it('a wall on the table square to the line 3" away stops the base against it, centre 2.5" away at (8.5, 18)', () => {
    // The wall crosses the line at (8.2, 17.6), along (0.8, −0.6).
    const walls = [{ a: { x: 11.4, y: 15.2 }, b: { x: 5, y: 20 } }];
    const move = directlyMove(scene([me, other], { walls }), "me", "other", "away", 5, necromunda)!;
    expect(move.to.x).toBeCloseTo(8.5, 9);
    expect(move.to.y).toBeCloseTo(18, 9);
    expect(move.stoppedBy).toBe("wall");
    // 2" away it stops short of the wall: no stop.
    expect(directlyMove(scene([me, other], { walls }), "me", "other", "away", 2, necromunda)!.stoppedBy).toBeNull();
  });
});

describe("impassable terrain on the way along −x, at y 20 (§ Directly Towards and Directly Away From)", () => {
  // Away from "east" at (15, 20): along −x from (10, 20). Rock from x 5 to 6 stops the ½" base with
  // its centre at 6.5, 3.5" on.
  const east = model("other", 15, 20);
  const rock = region("rock", { x: 5, y: 15, width: 1, height: 10 }, "impassable");
  const away = (regions: RegionSnapshot[], distance = 6, elevation = 0) =>
    directlyMove(scene([{ ...me, elevation }, east], { regions }), "me", "other", "away", distance, necromunda)!;

  it("rock stops it with its base against the rock's edge", () => {
    const move = away([rock]);
    expect(move.to.x).toBeCloseTo(6.5, 8);
    expect(move.to.y).toBe(20);
    expect(move.stoppedBy).toBe("terrain");
  });

  it('rock out of reach (edge 0.01" beyond where the base ends) leaves the move whole', () => {
    expect(away([rock], 3.49).stoppedBy).toBeNull();
  });

  it("rock it already touches, rock it can cross and rock above or below its elevation do not stop it", () => {
    const touching = region("touching", { x: 9, y: 15, width: 0.5, height: 10 }, "impassable");
    const rough = region("rough", { x: 5, y: 15, width: 1, height: 10 }, "difficult");
    const above = { ...rock, id: "above", bottom: 2 + 1e-8 };
    const below = { ...rock, id: "below", top: 2 - 1e-8 };
    expect(away([touching, rough, above, below], 6, 2).stoppedBy).toBeNull();
    // Its bottom at its elevation, or its top there, holds it.
    expect(away([{ ...rock, bottom: 2 }], 6, 2).stoppedBy).toBe("terrain");
    expect(away([{ ...rock, top: 2 }], 6, 2).stoppedBy).toBe("terrain");
  });

  it('of two rocks, the one on the way stops it; rock with no bottom holds it down in a pit (1" below 0)', () => {
    const aside = region("aside", { x: 5, y: 40, width: 1, height: 10 }, "impassable");
    expect(away([aside, rock]).stoppedBy).toBe("terrain");
    expect(away([rock], 6, -1).stoppedBy).toBe("terrain");
  });

  it("a ruleset without terrain is stopped by none, a region with no area by nothing", () => {
    expect(
      directlyMove(scene([me, east], { regions: [rock] }), "me", "other", "away", 6, {
        engagement: necromunda.engagement,
      })!.stoppedBy,
    ).toBeNull();
    expect(away([{ ...rock, area: null }]).stoppedBy).toBeNull();
  });
});

describe("directlyMove names the wrong member of bad input", () => {
  const s = scene([me, other]);
  const rock = region("rock", { x: 5, y: 15, width: 1, height: 10 }, "impassable");
  const bad = (over: Record<string, unknown>) => ({ ...s, ...over });
  const call =
    (snapshot: SceneSnapshot, extra: { way?: string; distance?: number; options?: unknown } = {}) =>
    () =>
      directlyMove(
        snapshot,
        "me",
        "other",
        (extra.way ?? "away") as "away",
        extra.distance ?? 1,
        necromunda,
        extra.options as { wall?: number },
      );

  it.each([
    [call(null as unknown as SceneSnapshot), /^snapshot /],
    [call(bad({ models: 1 })), /^snapshot\.models /],
    [call(bad({ regions: 1 })), /^snapshot\.regions /],
    [call(s, { way: "sideways" }), /^way must be "towards" or "away", got /],
    [call(s, { distance: -1 }), /^distance /],
    [call(s, { options: null }), /^options /],
    [call(s, { options: { wall: -1 } }), /^options\.wall /],
    [call(bad({ models: [{ ...me, base: null }, other] })), /^mover\.base /],
    [call(bad({ models: [{ ...me, elevation: NaN }, other] })), /^mover\.elevation /],
    [call(bad({ models: [me, { ...other, base: null }] })), /^other\.base /],
    [call(bad({ walls: 1 })), /^snapshot\.walls /],
    [call(bad({ regions: [null] })), /^snapshot\.regions\[0\] /],
    [call(bad({ regions: [{ ...rock, area: { x: 0 } }] })), /^snapshot\.regions\[0\]\.area/],
    [call(bad({ regions: [{ ...rock, terrain: 1 }] })), /^snapshot\.regions\[0\]\.terrain /],
    [call(bad({ regions: [{ ...rock, terrain: [null] }] })), /^snapshot\.regions\[0\]\.terrain\[0\] /],
    [
      call(bad({ regions: [{ ...rock, terrain: [{ condition: 3 }] }] })),
      /^snapshot\.regions\[0\]\.terrain\[0\]\.condition /,
    ],
    [call(bad({ regions: [{ ...rock, polygons: 1 }] })), /^snapshot\.regions\[0\]/],
  ])("case %#", (f, message) => {
    expect(f).toThrow(message);
  });

  it("ids and the ruleset", () => {
    expect(() => directlyMove(s, 3 as unknown as string, "other", "away", 1, necromunda)).toThrow(/^moverId /);
    expect(() => directlyMove(s, "me", 3 as unknown as string, "away", 1, necromunda)).toThrow(/^otherId /);
    expect(() => directlyMove(s, "me", "other", "away", 1, null as unknown as typeof necromunda)).toThrow(/^ruleset /);
    const odd = {
      ...necromunda,
      terrain: { ...necromunda.terrain, costMultiplier: 1 },
    } as unknown as typeof necromunda;
    expect(() => directlyMove(scene([me, other], { regions: [rock] }), "me", "other", "away", 1, odd)).toThrow(
      /^ruleset\.terrain\.costMultiplier /,
    );
  });
});
