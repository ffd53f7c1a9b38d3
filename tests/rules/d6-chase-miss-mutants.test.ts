/**
 * What a missed movement roll reads of its request under the GM's acceleration limits
 * (src/rules/rulesets/d6/chase-miss.ts; d6-movement.txt § Accelerating & Decelerating): the Move
 * and last round's rate a stored card names, which may be junk, and the difficulty of holding
 * last round's rate when the test has no movements line.
 */
import { describe, expect, it } from "vitest";
import type { MovementTestCall } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { heldDifficulty, lastRate, requestMove } from "../../src/rules/rulesets/d6/chase-miss";

/** A run test call whose request carries `options` as a stored card might (not always text). */
const runCall = (options: Record<string, unknown>): MovementTestCall => ({
  kind: "run",
  characteristic: "running",
  difficulty: "running",
  modifiers: [],
  distance: 20,
  request: { kind: "run", distance: 20, options: options as Record<string, string> },
});

describe("the Move a request names", () => {
  it("reads number text and numbers; anything else is the default Move of 10", () => {
    expect(requestMove(runCall({ move: "12" }))).toBe(12);
    expect(requestMove(runCall({ move: 12 }))).toBe(12);
    // A flag or a list is no Move, even though Number() would read them as 1 and 7.
    expect(requestMove(runCall({ move: true }))).toBe(10);
    expect(requestMove(runCall({ move: [7] }))).toBe(10);
  });
});

describe("last round's rate a request names (§ Accelerating & Decelerating)", () => {
  it("is a rate above 0 given as number text or a number", () => {
    expect(lastRate(runCall({ paceRate: "40" }))).toBe(40);
    expect(lastRate(runCall({ paceRate: 40 }))).toBe(40);
  });

  it("is none when the runner was not moving: 0 or below", () => {
    expect(lastRate(runCall({ paceRate: "0" }))).toBeNull();
    expect(lastRate(runCall({ paceRate: 0 }))).toBeNull();
    expect(lastRate(runCall({ paceRate: "-5" }))).toBeNull();
    expect(lastRate(runCall({}))).toBeNull();
  });

  it("is none for a flag or a list, which are no rate", () => {
    expect(lastRate(runCall({ paceRate: true }))).toBeNull();
    expect(lastRate(runCall({ paceRate: [40] }))).toBeNull();
  });

  it("accepts the largest coordinate the engine measures, and nothing beyond it", () => {
    expect(lastRate(runCall({ paceRate: 1e12 }))).toBe(1e12);
    expect(lastRate(runCall({ paceRate: "2e12" }))).toBeNull();
  });

  it("a miss with no rate named does not slow from one: the runner covers only its Move (§ Running)", () => {
    const call = d6.buildTest({ kind: "run", distance: 40, options: { move: "10", paceRate: "-5" } })!;
    // 4D, rolled 1+2+2+3 = 8 against 15: missed by 7, short of tripping.
    const missed = d6.resolve(call, 12, [1, 2, 2, 3]);
    expect(missed).toMatchObject({ success: false, amount: 10 });
  });
});

describe("the difficulty of holding last round's rate", () => {
  it("counts last round's movements even when the call lists no movements line", () => {
    // A hand-made call (a macro's) at Move 10 that lists only rough ground's +10.
    const call: MovementTestCall = {
      ...runCall({ move: "10" }),
      modifiers: [{ source: "terrain.rough", value: 10 }],
    };
    // Holding 20 m, two movements (+5), on the same ground: 10 + 5.
    expect(heldDifficulty(call, 20)).toBe(15);
    // Missed at 8 against 10, and short of 15: it slows from 30 m by 2 × 10 to 10 m.
    const missed = d6.resolve(
      { ...call, request: { kind: "run", distance: 20, options: { move: "10", paceRate: "30" } } },
      12,
      [1, 2, 2, 3],
    );
    expect(missed).toMatchObject({ success: false, outcome: "slows", amount: 10 });
  });
});
