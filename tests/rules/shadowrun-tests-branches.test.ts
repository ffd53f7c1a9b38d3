/**
 * The branches of Shadowrun's pool tests (rulesets/shadowrun/tests.ts) that mutation testing found
 * unpinned, each with the rule it protects (shadowrun-movement.md § Running Modifiers, § Sprinting,
 * § Swimming, § Jumping, § Climbing and its Climbing Table, § Falling; rulings 9 and 11).
 */
import { describe, expect, it } from "vitest";
import type { MovementTestCall, TestRequest } from "../../src/rules";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";

const { buildTest, situationalModifiers, allowanceTest, poolSize, resolvePoolTest, STATUSES, ACTIONS } = shadowrun;

const lines = (request: TestRequest) => buildTest(request)!.modifiers.map((m) => `${m.source} ${m.value}`);
const running = { statuses: [STATUSES.running] };

describe("§ Running Modifiers: −2 dice on actions taken on foot while Running", () => {
  it("a jump, a climb and a rappel take it; the Sprint, a swim and a fall's resistance do not", () => {
    for (const kind of ["jump", "climb", "rappel"]) {
      expect(situationalModifiers(buildTest({ kind })!, running)).toEqual([{ source: "running", value: -2 }]);
    }
    for (const kind of ["sprint", "swimSprint", "treadWater"]) {
      expect(situationalModifiers(buildTest({ kind })!, running)).toEqual([]);
    }
    expect(situationalModifiers(buildTest({ kind: "fall", distance: 5 })!, running)).toEqual([]);
  });

  it("not while walking, and once only: a card that already has the line gets no second", () => {
    expect(situationalModifiers(buildTest({ kind: "jump" })!, { statuses: [] })).toEqual([]);
    const withLine: MovementTestCall = {
      ...buildTest({ kind: "jump" })!,
      modifiers: [{ source: "running", value: -2 }],
    };
    expect(situationalModifiers(withLine, running)).toEqual([]);
    expect(() => situationalModifiers(buildTest({ kind: "jump" })!, {} as never)).toThrow(TypeError);
  });
});

describe("the test that raises an action's limit (§ Sprinting, § Swimming)", () => {
  it("walking, running and sprinting bands raise with a Sprinting test; swimming with a swimming sprint", () => {
    for (const action of [ACTIONS.walk, ACTIONS.run, ACTIONS.sprint]) {
      expect(allowanceTest(action)).toEqual({ request: { kind: "sprint" }, label: "STRIDE.Shadowrun.Test.sprint" });
    }
    expect(allowanceTest(ACTIONS.swim)).toEqual({
      request: { kind: "swimSprint" },
      label: "STRIDE.Shadowrun.Test.swimSprint",
    });
    expect(allowanceTest("fly")).toBeNull();
  });
});

describe("what a test is built with", () => {
  it("§ Jumping: only a running jump met without its run-up becomes the standing jump", () => {
    expect(buildTest({ kind: "jump", options: { start: "standing" } })?.kind).toBe("jumpStanding");
    expect(buildTest({ kind: "jump" })?.kind).toBe("jump");
    expect(buildTest({ kind: "jumpVertical", options: { start: "standing" } })?.kind).toBe("jumpVertical");
    // A gap's width is kept when above 0.
    expect(buildTest({ kind: "jump", distance: 0 })).not.toHaveProperty("distance");
    expect(buildTest({ kind: "jump", distance: 2.5 })).toHaveProperty("distance", 2.5);
  });

  it("Climbing Table: gear +2, the surface's and the condition's dice; assisted climbing down is rappelling", () => {
    expect(lines({ kind: "climb", options: { assisted: "true", surface: "flat", condition: "wet" } })).toEqual([
      "assisted 2",
      "surface.flat -3",
      "condition.wet -2",
    ]);
    expect(lines({ kind: "climb", options: { assisted: true, surface: "easy" } })).toEqual([
      "assisted 2",
      "surface.easy 1",
    ]);
    // Unknown values read as the defaults: unassisted, broken, no condition.
    expect(lines({ kind: "climb", options: { assisted: "yes", surface: "glass", condition: "icy" } })).toEqual([
      "surface.broken 0",
    ]);
    expect(buildTest({ kind: "climb", options: { direction: "down", assisted: "true" } })?.kind).toBe("rappel");
    expect(buildTest({ kind: "climb", options: { direction: "down" } })?.kind).toBe("climbDown");
    expect(buildTest({ kind: "climb", options: { direction: "sideways" } })?.kind).toBe("climbUp");
  });

  it("a climb keeps no negative distance; a rappel with another Simple Action takes −2 (§ Rappelling)", () => {
    expect(buildTest({ kind: "climb", distance: -1 })?.request).not.toHaveProperty("distance");
    expect(buildTest({ kind: "climb", distance: 4 })?.request).toHaveProperty("distance", 4);
    expect(lines({ kind: "rappel", options: { otherAction: "true" } })).toEqual(["otherAction -2"]);
    expect(lines({ kind: "rappel", options: { otherAction: true } })).toEqual(["otherAction -2"]);
    expect(lines({ kind: "rappel", options: { otherAction: "no" } })).toEqual([]);
  });

  it("§ Falling: only a fall of more than 3 m is resisted; an unknown kind builds nothing", () => {
    expect(buildTest({ kind: "fall" })).toBeUndefined();
    expect(buildTest({ kind: "fall", distance: 3 })).toBeUndefined();
    expect(buildTest({ kind: "fall", distance: 4 })).toMatchObject({ kind: "fall", distance: 4 });
    expect(buildTest({ kind: "leap" })).toBeUndefined();
  });

  it("a pool that is not a number counts 0 dice; 10,000 dice is the most a test rolls", () => {
    const jump = buildTest({ kind: "jump" })!;
    expect(poolSize(jump, Number.NaN)).toBe(0);
    expect(poolSize(jump, 10_000)).toBe(10_000);
    expect(() => poolSize(jump, 10_001)).toThrow(RangeError);
  });
});

describe("climbing to an edge (§ Climbing, ruling 11)", () => {
  /** A climb with `hits` hits: its dice all 5s and 1s, as many as the pool. */
  const climbed = (request: TestRequest, hits: number, pool = 6) => {
    const call = buildTest(request)!;
    const size = poolSize(call, pool);
    const dice = Array.from({ length: size }, (_, i) => (i < hits ? 5 : 2));
    return resolvePoolTest(call, pool, dice, { characteristics: {} });
  };

  it("4 hits climb 2 m up unassisted; with 2 m still to go that reaches the top, with 2.5 m it stops part-way", () => {
    const top = climbed({ kind: "climb", options: { height: "2" } }, 4);
    expect([top.outcome, top.pool?.amount]).toEqual(["climbedTop", 2]);
    expect(top.consequences).toEqual([{ type: "reposition", distance: 0, heading: 0, rise: 2 }, { type: "crossEdge" }]);
    const part = climbed({ kind: "climb", options: { height: 2.5 } as never }, 4);
    expect([part.outcome, part.consequences]).toEqual([
      "climbed",
      [{ type: "reposition", distance: 0, heading: 0, rise: 2 }],
    ]);
  });

  it("a height that is blank, 0, negative or beyond 1,000,000 m is no height; a sideways climb never reaches one", () => {
    for (const height of [" ", "0", "-2", "2000000"]) {
      const c = climbed({ kind: "climb", options: { height } }, 4);
      expect([c.outcome, c.consequences]).toEqual(["climbed", []]);
    }
    expect(climbed({ kind: "climb", options: { height: "1000000" } }, 4).consequences).toHaveLength(1);
    const sideways = climbed({ kind: "climb", options: { direction: "horizontal", assisted: "true", height: "1" } }, 4);
    expect([sideways.outcome, sideways.consequences]).toEqual(["climbed", []]);
  });
});

describe("the card's reason and lines", () => {
  const reason = (request: TestRequest) => shadowrun.describePoolTest(buildTest(request)!, 6).reason;

  it("a jump over a gap names its width; a vertical jump names none; a climb up or down names the height to go", () => {
    expect(reason({ kind: "jump", distance: 3 })).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.jumpOver",
      data: { distance: 3 },
    });
    expect(reason({ kind: "jump", distance: 3, options: { start: "standing" } })?.key).toBe(
      "STRIDE.Shadowrun.Card.reason.jumpStandingOver",
    );
    expect(reason({ kind: "jumpVertical", distance: 1 })?.key).toBe("STRIDE.Shadowrun.Card.reason.jumpVertical");
    expect(reason({ kind: "jump" })).toEqual({ key: "STRIDE.Shadowrun.Card.reason.jump", data: { distance: "" } });
    expect(reason({ kind: "climb", options: { height: "4" } })).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.climbUpHeight",
      data: { height: 4 },
    });
    expect(reason({ kind: "climb", options: { direction: "down", height: "4" } })?.key).toBe(
      "STRIDE.Shadowrun.Card.reason.climbDownHeight",
    );
    expect(reason({ kind: "climb", options: { direction: "horizontal", height: "4" } })?.key).toBe(
      "STRIDE.Shadowrun.Card.reason.climbHorizontal",
    );
  });

  it("a climb's surface and condition lines are named under the Climbing Table; others as modifiers", () => {
    expect(shadowrun.modifierKey("condition.wet")).toBe("STRIDE.Shadowrun.Climb.condition.wet");
    expect(shadowrun.modifierKey("surface.flat")).toBe("STRIDE.Shadowrun.Climb.surface.flat");
    expect(shadowrun.modifierKey("assisted")).toBe("STRIDE.Shadowrun.Modifier.assisted");
  });
});
