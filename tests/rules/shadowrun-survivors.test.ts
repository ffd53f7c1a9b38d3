/**
 * Shadowrun pool tests' rules that mutation testing left unpinned (rulesets/shadowrun/tests.ts),
 * each through the ruleset's public tests capability, with values from shadowrun-movement.md
 * § Jumping, § Sprinting and § Climbing's Rappelling, and rules/README.md ruling 9 (dice pools).
 */
import { describe, expect, it } from "vitest";
import { getRuleset, type MovementTestCall, type TestRequest } from "../../src/rules";
import { poolSize, runnerProfile } from "../../src/rules/rulesets/shadowrun";

const tests = getRuleset("shadowrun").tests;

/** A human runner with Agility 4, Strength 3, Body 3 and no Physical limit (hits are not capped). */
const runner = runnerProfile({
  metatype: "human",
  agility: 4,
  strength: 3,
  body: 3,
  running: 4,
  swimming: 0,
  acrobatics: 4,
  armour: 0,
  physicalLimit: 0,
});

/** The pool the call names on the runner's profile. */
const poolOf = (call: MovementTestCall) => runner.characteristics[call.characteristic] as number;

/** Builds `request` and rolls it with `hits` 5s, `ones` 1s and 3s for the rest of the pool. */
function roll(request: TestRequest, hits: number, ones = 0) {
  const call = tests.buildTest(request);
  if (!call) throw new Error(`${request.kind} builds a test`);
  const pool = poolOf(call);
  const size = poolSize(call, pool);
  const dice = Array.from({ length: size }, (_, i) => (i < hits ? 5 : i < hits + ones ? 1 : 3));
  const resolution = tests.resolve(call, pool, dice, runner);
  return { call, resolution, card: tests.describeResult(call, resolution) };
}

describe("§ Jumping: the vertical jump has its own formula, 5 cm × (Agility + Strength) + 5 cm a hit", () => {
  it("2 hits at Agility 4, Strength 3: 0.45 m up, where a running jump goes 3 m and a standing jump 2.2 m", () => {
    // 5 × 7 + 5 × 2 = 45 cm; running 20 × 7 + 80 × 2 = 300 cm; standing 20 × 7 + 40 × 2 = 220 cm.
    expect(roll({ kind: "jumpVertical" }, 2).resolution.pool?.amount).toBe(0.45);
    expect(roll({ kind: "jump" }, 2).resolution.pool?.amount).toBe(3);
    expect(roll({ kind: "jumpStanding" }, 2).resolution.pool?.amount).toBe(2.2);
  });

  it("a vertical jump reaching a given height clears it without crossing an edge; falling short drops nothing", () => {
    const up = roll({ kind: "jumpVertical", distance: 0.4 }, 2).resolution;
    expect([up.success, up.outcome, up.pool?.amount, up.consequences]).toEqual([true, "clears", 0.45, []]);
    const short = roll({ kind: "jumpVertical", distance: 0.5 }, 2).resolution;
    expect([short.success, short.outcome, short.consequences]).toEqual([false, "short", []]);
  });
});

describe("§ Jumping: a jump over a gap clears it when it goes at least the gap's width", () => {
  it("a running jump of exactly 3 m clears a 3 m gap and may cross; one centimetre wider is short", () => {
    const exact = roll({ kind: "jump", distance: 3 }, 2);
    expect([exact.resolution.success, exact.resolution.outcome]).toEqual([true, "clears"]);
    expect(exact.resolution.consequences).toEqual([{ type: "crossEdge" }]);
    expect(exact.card.outcome).toEqual({
      key: "STRIDE.Shadowrun.Card.outcome.clears",
      data: { amount: 3, count: 3, distance: 3, styleHits: 0 },
    });
    const wider = roll({ kind: "jump", distance: 3.01 }, 2).resolution;
    expect([wider.success, wider.outcome, wider.consequences]).toEqual([false, "short", []]);
  });

  it("a standing jump of exactly 2.2 m clears a 2.2 m gap; 2.21 m is short", () => {
    const exact = roll({ kind: "jump", distance: 2.2, options: { start: "standing" } }, 2).resolution;
    expect([exact.success, exact.outcome, exact.consequences]).toEqual([true, "clears", [{ type: "crossEdge" }]]);
    const wider = roll({ kind: "jump", distance: 2.21, options: { start: "standing" } }, 2).resolution;
    expect([wider.success, wider.outcome]).toEqual([false, "short"]);
  });
});

describe("§ Rappelling: Acrobatics + Body [Physical] (2), 20 m + 1 m a net hit; stopping takes the same test", () => {
  it("4 hits pass the threshold of 2 with 2 net hits: 22 m this Combat Turn", () => {
    const { resolution, card } = roll({ kind: "rappel" }, 4);
    expect([resolution.success, resolution.outcome, resolution.pool?.netHits, resolution.pool?.amount]).toEqual([
      true,
      "rappels",
      2,
      22,
    ]);
    expect(card.outcome.key).toBe("STRIDE.Shadowrun.Card.outcome.rappels");
  });

  it("exactly 2 hits pass with 20 m; 1 hit fails: the descent is out of control, no metres named", () => {
    expect(roll({ kind: "rappel" }, 2).resolution.pool?.amount).toBe(20);
    const { resolution, card } = roll({ kind: "rappel" }, 1);
    expect([resolution.success, resolution.outcome, resolution.consequences]).toEqual([false, "rappelFails", []]);
    expect(resolution.pool).not.toHaveProperty("amount");
    expect(card.outcome.key).toBe("STRIDE.Shadowrun.Card.outcome.rappelFails");
  });

  it("a stop with 2 hits brakes; with 1 hit the rappeller does not slow down", () => {
    const stops = roll({ kind: "rappelStop" }, 2);
    expect([stops.resolution.success, stops.resolution.outcome]).toEqual([true, "rappelStops"]);
    expect(stops.card.outcome.key).toBe("STRIDE.Shadowrun.Card.outcome.rappelStops");
    const slips = roll({ kind: "rappelStop" }, 1);
    expect([slips.resolution.success, slips.resolution.outcome]).toEqual([false, "rappelNoBrake"]);
    expect(slips.card.outcome.key).toBe("STRIDE.Shadowrun.Card.outcome.rappelNoBrake");
  });
});

describe("§ Sprinting: each hit adds 2 m for a human; a sprint without a hit adds nothing", () => {
  it("3 hits: a success adding 6 m to the Sprint; 0 hits: no success, no metres, still Sprinting", () => {
    const hit = roll({ kind: "sprint" }, 3).resolution;
    expect([hit.success, hit.pool?.amount]).toEqual([true, 6]);
    expect(hit.consequences).toEqual([
      { type: "allowance", action: "srSprint", distance: 6 },
      { type: "status", status: "srSprinting", active: true },
    ]);
    const none = roll({ kind: "sprint" }, 0).resolution;
    expect([none.success, none.pool?.amount]).toEqual([false, 0]);
    expect(none.consequences).toEqual([{ type: "status", status: "srSprinting", active: true }]);
  });
});

describe("ruling 9: the card's glitch line (more than half the dice show 1; a critical glitch has no hit)", () => {
  const glitch = (hits: number, ones: number) => {
    const data = roll({ kind: "sprint" }, hits, ones).card.verdict.data as { glitch: unknown };
    return data.glitch;
  };

  it("7 dice: 4 ones and a hit glitch; 4 ones and no hit is a critical glitch; 3 ones is none", () => {
    expect(glitch(1, 4)).toEqual({ key: "STRIDE.Shadowrun.Card.glitch.glitch" });
    expect(glitch(0, 4)).toEqual({ key: "STRIDE.Shadowrun.Card.glitch.critical" });
    expect(glitch(0, 3)).toEqual({ key: "STRIDE.Shadowrun.Card.glitch.none" });
    expect(glitch(2, 0)).toEqual({ key: "STRIDE.Shadowrun.Card.glitch.none" });
  });
});
