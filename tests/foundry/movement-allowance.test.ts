import { describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import {
  actionLimit,
  bandStanding,
  judgeMove,
  sceneGravity,
  turnAllowance,
  type MoverContext,
} from "../../src/foundry/movement/allowance";
import { fakeToken, movementSystem } from "./fakes";

const dh2 = getRuleset("dh2");

describe("turnAllowance", () => {
  it("gives the bands of the actor in metres on a metre scene", () => {
    const allowance = turnAllowance(fakeToken(movementSystem(42)), dh2, "core")!;
    expect(allowance.bands.map((b) => b.distance)).toEqual([4, 8, 12, 24]);
    expect(allowance.flying).toBeNull();
    expect(allowance.unknownUnits).toBe(false);
  });

  it("converts to the scene's units (ruling 6)", () => {
    const allowance = turnAllowance(fakeToken(movementSystem(42), { units: "ft" }), dh2, "core")!;
    expect(allowance.bands[0]!.distance).toBeCloseTo(13.1234, 3);
    expect(allowance.bands[3]!.distance).toBeCloseTo(78.7402, 3);
  });

  it("flags unknown units and assumes the ruleset's unit", () => {
    const allowance = turnAllowance(fakeToken(movementSystem(42), { units: "squares" }), dh2, "core")!;
    expect(allowance.unknownUnits).toBe(true);
    expect(allowance.bands[0]!.distance).toBe(4);
  });

  it("applies the scene's gravity flag", () => {
    const low = turnAllowance(fakeToken(movementSystem(42), { gravity: "low" }), dh2, "core")!;
    expect(low.bands.map((b) => b.distance)).toEqual([6, 12, 18, 36]);
    const high = turnAllowance(fakeToken(movementSystem(42), { gravity: "high" }), dh2, "core")!;
    expect(high.bands.map((b) => b.distance)).toEqual([2, 4, 6, 12]);
    expect(sceneGravity({ grid: { units: "m" }, flags: { stride: { gravity: "sideways" } } })).toBe("normal");
    expect(sceneGravity(null)).toBe("normal");
  });

  it("gives flying bands to Flyer/Hoverer actors", () => {
    const allowance = turnAllowance(fakeToken(movementSystem(30, { flying: 8 })), dh2, "core")!;
    expect(allowance.flying!.map((b) => b.distance)).toEqual([8, 16, 24, 48]);
    expect(bandStanding(allowance, "fly", 20, 20).band?.action).toBe("charge");
  });

  it("shifts the flying bands with the scene's gravity, Flyer (8) as an Agility bonus of 8", () => {
    const low = turnAllowance(fakeToken(movementSystem(30, { flying: 8 }), { gravity: "low" }), dh2, "core")!;
    expect(low.flying!.map((b) => b.distance)).toEqual([10, 20, 30, 60]);
    const high = turnAllowance(fakeToken(movementSystem(30, { flying: 8 }), { gravity: "high" }), dh2, "core")!;
    expect(high.flying!.map((b) => b.distance)).toEqual([6, 12, 18, 36]);
  });

  it("is null without an actor or a movement profile", () => {
    expect(turnAllowance(fakeToken(null), dh2, "core")).toBeNull();
    expect(turnAllowance(fakeToken({ hp: 3 }), dh2, "core")).toBeNull();
  });
});

describe("bandStanding", () => {
  const allowance = turnAllowance(fakeToken(movementSystem(42)), dh2, "core")!;

  it.each([
    [0, "half"],
    [4, "half"],
    [4.5, "full"],
    [8, "full"],
    [12, "charge"],
    [24, "run"],
    [25, undefined],
  ])("cost %s m in clear terrain reaches %s", (cost, action) => {
    expect(bandStanding(allowance, "walk", cost, cost).band?.action).toBe(action);
  });

  it("rounds the halved allowance up once the path crossed difficult terrain (ruling 3)", () => {
    // AB 3: Half Move 3 m → 2 m in difficult terrain, a cost budget of 4.
    const ab3 = turnAllowance(fakeToken(movementSystem(35)), dh2, "core")!;
    expect(bandStanding(ab3, "walk", 4, 2)).toMatchObject({ index: 0, budget: 4 });
    expect(bandStanding(ab3, "walk", 4, 4)).toMatchObject({ index: 1, budget: 6 });
    const alternate = turnAllowance(fakeToken(movementSystem(35)), dh2, "alternate")!;
    expect(bandStanding(alternate, "walk", 4, 2)).toMatchObject({ index: 1, budget: 6 });
  });

  it("mixed clear and difficult ground never reaches less far a band than clear ground (AB 3)", () => {
    // 3.5 m clear + 0.25 m rubble: cost 4 fits the halved Half Move's budget (2 m → 4), but 3.75 m
    // is past the 3 m Half Move, so the Full Move.
    const ab3 = turnAllowance(fakeToken(movementSystem(35)), dh2, "core")!;
    expect(bandStanding(ab3, "walk", 4, 3.75).band?.action).toBe("full");
    expect(bandStanding(ab3, "walk", 3.25, 3).band?.action).toBe("half");
  });
});

describe("judgeMove", () => {
  const allowance = turnAllowance(fakeToken(movementSystem(42)), dh2, "core")!;
  const player: MoverContext = { isGM: false, enforcement: "block", inStartedCombat: true, method: "dragging" };

  it("holds a chosen action to its own band and other actions to Run", () => {
    expect(actionLimit(allowance, "half", false)).toBe(4);
    expect(actionLimit(allowance, "full", false)).toBe(8);
    expect(actionLimit(allowance, "walk", false)).toBe(24);
  });

  it("blocks a player beyond the action's band in a started combat", () => {
    expect(judgeMove(player, allowance, "half", 5, 5)).toEqual({ allowed: false, over: true, limit: 4 });
    expect(judgeMove(player, allowance, "half", 4, 4)).toEqual({ allowed: true, over: false, limit: 4 });
    expect(judgeMove(player, allowance, "walk", 24.5, 24.5).allowed).toBe(false);
  });

  it("blocks a Half Move of 3.5 m clear + 0.25 m rubble at AB 3: past the 3 m of clear ground", () => {
    const ab3 = turnAllowance(fakeToken(movementSystem(35)), dh2, "core")!;
    expect(judgeMove(player, ab3, "half", 4, 3.75)).toEqual({ allowed: false, over: true, limit: 3 });
    expect(judgeMove(player, ab3, "half", 3.25, 3)).toEqual({ allowed: true, over: false, limit: 4 });
    // Only rubble: 2 m (the halved 1.5 m rounded up) cost 4, within the budget.
    expect(judgeMove(player, ab3, "half", 4, 2)).toEqual({ allowed: true, over: false, limit: 4 });
  });

  it("never blocks the GM, undo, or moves outside combat", () => {
    expect(judgeMove({ ...player, isGM: true }, allowance, "half", 50, 50).allowed).toBe(true);
    expect(judgeMove({ ...player, method: "undo" }, allowance, "half", 50, 50).allowed).toBe(true);
    expect(judgeMove({ ...player, inStartedCombat: false }, allowance, "half", 50, 50).allowed).toBe(true);
    expect(judgeMove({ ...player, enforcement: "off" }, allowance, "half", 50, 50).allowed).toBe(true);
  });

  it("warns without blocking in warn mode", () => {
    expect(judgeMove({ ...player, enforcement: "warn" }, allowance, "half", 5, 5)).toEqual({
      allowed: true,
      over: true,
      limit: 4,
    });
  });
});
