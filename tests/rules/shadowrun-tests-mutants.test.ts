/**
 * Shadowrun's pool tests (rulesets/shadowrun/tests.ts): the results mutation testing left unpinned —
 * a climb's height still to go, a jump over a gap falling short, a fall's landing, a rolled pool's
 * report and how a card words a test without a pool (shadowrun-movement.md § Running Modifiers,
 * § Jumping, § Climbing, § Rappelling, § Falling; README rulings 9 and 11 and the soft landing).
 */
import { describe, expect, it } from "vitest";
import type { MovementTestCall, MovementTestResolution } from "../../src/rules";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

const { buildTest, situationalModifiers, poolSize, resolvePoolTest, describePoolTest, describePoolResult } = shadowrun;

/** Resolves `call` with `hits` hits: its dice 5s then 2s, as many as the pool after modifiers. */
function rolled(call: MovementTestCall, hits: number, pool = 6): MovementTestResolution {
  const size = poolSize(call, pool);
  const dice = Array.from({ length: size }, (_, i) => (i < hits ? 5 : 2));
  return resolvePoolTest(call, pool, dice, { characteristics: {} });
}

/** A fall call as a caller may post it by hand (buildTest gives none of 3 m or less). */
function fallCall(distance?: number): MovementTestCall {
  return {
    kind: "fall",
    characteristic: "fallPool",
    difficulty: "plain",
    modifiers: [],
    ...(distance === undefined ? {} : { distance }),
  };
}

/** A resolution as a card keeps it, with the pool report left out. */
function bareResolution(): MovementTestResolution {
  return { success: true, degrees: 1, targetNumber: 0, outcome: "jumped", prone: false, hit: null, consequences: [] };
}

describe("building a test", () => {
  it("§ Running Modifiers: a situation without an array of statuses is refused with its message", () => {
    const jump = buildTest({ kind: "jump" })!;
    expect(() => situationalModifiers(jump, {} as never)).toThrow("A test situation needs an array of statuses");
  });

  it("a sprint, a swimming sprint, treading water and stopping a rappel carry no distance or request", () => {
    expect(buildTest({ kind: "sprint", distance: 5 })).toStrictEqual({
      kind: "sprint",
      characteristic: "sprintPool",
      difficulty: "plain",
      modifiers: [],
    });
    expect(buildTest({ kind: "rappelStop", distance: 5, options: { depth: "3" } })).toStrictEqual({
      kind: "rappelStop",
      characteristic: "rappelPool",
      difficulty: "plain",
      modifiers: [],
    });
  });

  it("a climb's kept request drops a missing or negative distance, keeps a distance of 0", () => {
    const none = buildTest({ kind: "climb", distance: undefined })!;
    expect(Object.keys(none.request!)).toEqual(["kind"]);
    expect(buildTest({ kind: "climb", distance: 0 })!.request).toStrictEqual({ kind: "climb", distance: 0 });
  });

  it("§ Falling: a hard landing, the default, keeps no request; a soft one keeps its landing", () => {
    const bare = { kind: "fall", characteristic: "fallPool", difficulty: "plain", modifiers: [], distance: 5 };
    expect(buildTest({ kind: "fall", distance: 5 })).toStrictEqual(bare);
    expect(buildTest({ kind: "fall", distance: 5, options: { landing: "hard" } })).toStrictEqual(bare);
    expect(buildTest({ kind: "fall", distance: 5, options: { landing: "soft" } })!.request).toStrictEqual({
      kind: "fall",
      distance: 5,
      options: { landing: "soft" },
    });
  });

  it("a landing read from no call at all is a hard one; a move that is no object is refused by name", () => {
    expect(shadowrun.landingOf(undefined as never)).toBe("hard");
    expect(() => shadowrun.movementTests(null as never)).toThrow("movementTests needs an input object");
  });
});

describe("resolving a rolled pool", () => {
  it("§ Climbing: 4 hits climb 2 m from the HUD (no height) and succeed; reaching the top succeeds too", () => {
    const hud = rolled(buildTest({ kind: "climb" })!, 4);
    expect([hud.success, hud.outcome, hud.pool?.amount, hud.consequences]).toEqual([true, "climbed", 2, []]);
    expect(hud.prone).toBe(false);
    const top = rolled(buildTest({ kind: "climb", options: { height: "2" } })!, 4);
    expect([top.success, top.outcome]).toEqual([true, "climbedTop"]);
  });

  it("a height that is neither text nor a number is no height: the climb stops part-way, not at the top", () => {
    const odd = rolled(buildTest({ kind: "climb", options: { height: true } })!, 4);
    expect([odd.outcome, odd.pool?.amount, odd.consequences]).toEqual(["climbed", 2, []]);
  });

  it("§ Jumping: a jump from the HUD (no gap) jumps and crosses no edge", () => {
    const hud = rolled(buildTest({ kind: "jump" })!, 0, 0);
    expect([hud.success, hud.outcome, hud.consequences]).toEqual([true, "jumped", []]);
  });

  it("a jump falling short drops into the gap only with a depth above 0 and a finite heading", () => {
    const short = (options: Record<string, string>) => rolled(buildTest({ kind: "jump", distance: 5, options })!, 0, 0);
    const deep = short({ depth: "4", heading: "0" });
    expect([deep.success, deep.outcome]).toEqual([false, "short"]);
    expect(deep.consequences).toEqual([
      { type: "reposition", distance: 0, heading: 0, rise: -4 },
      { type: "followUp", request: { kind: "fall", distance: 4 } },
    ]);
    for (const options of [
      { depth: "0", heading: "0" },
      { depth: "-2", heading: "0" },
      { depth: "Infinity", heading: "0" },
      { depth: "4", heading: "north" },
    ]) {
      expect(short(options).consequences).toEqual([]);
    }
  });

  it("§ Rappelling: a rappel without a height descends 20 m + net hits; stopping changes nothing", () => {
    const down = rolled(buildTest({ kind: "rappel" })!, 4);
    expect([down.outcome, down.pool?.amount, down.consequences]).toEqual(["rappels", 22, []]);
    const stop = rolled(buildTest({ kind: "rappelStop" })!, 4);
    expect([stop.success, stop.outcome, stop.consequences]).toEqual([true, "rappelStops", []]);
  });

  it("§ Falling: a fall of 3 m or less posted by hand deals no damage", () => {
    for (const call of [fallCall(2), fallCall()]) {
      const fall = rolled(call, 0, 0);
      expect([fall.success, fall.outcome, fall.pool?.amount, fall.consequences]).toEqual([true, "fallResisted", 0, []]);
    }
  });
});

describe("how a card words a test", () => {
  it("§ Falling: a fall of 3 m or less names DV 0; a fall without a distance names no DV", () => {
    expect(describePoolTest(fallCall(2), 4).reason).toMatchObject({
      key: "STRIDE.Shadowrun.Card.reason.fall",
      data: { distance: 2, dv: 0 },
    });
    expect(describePoolTest(fallCall(), 4).reason).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.fall",
      data: { distance: "" },
    });
  });

  it("a call of a kind the ruleset does not know shows threshold 0", () => {
    const call: MovementTestCall = { kind: "leap", characteristic: "jumpPool", difficulty: "plain", modifiers: [] };
    expect(describePoolTest(call, 3).title).toEqual({ key: "STRIDE.Shadowrun.Test.leap", data: { threshold: 0 } });
  });

  it("only a fall has a landing line: a climb whose request names a landing shows none", () => {
    const climb = buildTest({ kind: "climb", options: { landing: "soft" } })!;
    const keys = describePoolTest(climb, 4).lines.map((line) => (line.label as { key: string }).key);
    expect(keys.some((key) => key.includes("landingLine"))).toBe(false);
    const soft = describePoolTest(buildTest({ kind: "fall", distance: 5, options: { landing: "soft" } })!, 4);
    expect(soft.lines.at(-1)).toEqual({ label: { key: "STRIDE.Shadowrun.Fall.landingLine.soft" }, value: "\u22122" }); // a minus sign
  });

  it("ruling 9: a result without a pool report (none or null) reads 0 hits and no glitch", () => {
    const jump = buildTest({ kind: "jump" })!;
    for (const resolution of [bareResolution(), { ...bareResolution(), pool: null as never }]) {
      expect(describePoolResult(jump, resolution).verdict).toEqual({
        key: "STRIDE.Shadowrun.Card.hits",
        data: { hits: 0, count: 0, threshold: 0, netHits: 0, glitch: { key: "STRIDE.Shadowrun.Card.glitch.none" } },
      });
    }
  });
});
