/**
 * Dark Heresy underwater (dh2-movement.md § Swimming): a swim through deep water holds the breath —
 * the card names the round and says Suffocation applies (a Stride ruling: the text refers to a rule
 * it does not give, so the GM resolves it) and the roll counts one round on the actor; a character
 * physically incapable of swimming sinks; out of deep water both counters go back to 0.
 */
import { describe, expect, it } from "vitest";
import {
  finishedMoveEffects,
  getRuleset,
  standingCounterEffects,
  type MovementProfile,
  type SceneSnapshot,
} from "../../src/rules";
import * as dh2Module from "../../src/rules/rulesets/dh2";

const dh2 = getRuleset("dh2");
const swimmer = (counters: Record<string, number> = {}): MovementProfile => ({
  characteristics: { strength: 40, athletics: 40, agility: 40, ...counters },
});
const summary = <T extends object>(extra: T) => ({
  actions: ["half"],
  conditions: [] as string[],
  turnDistance: 2,
  bands: dh2.bands.movementBands({ characteristics: { agility: 40 } }),
  zeroGravity: false,
  ...extra,
});

describe("a swim through deep water is underwater, holding the breath (§ Swimming)", () => {
  const deep = (held: number) =>
    dh2.tests.movementTests(
      summary({
        conditions: ["water", "deepWater"],
        endConditions: ["water", "deepWater"],
        profile: swimmer({ underwater: held }),
      }),
    );

  it("the swim card names the round: the third after two held, and that Suffocation applies", () => {
    const [call] = deep(2);
    expect(call!.request).toEqual({ kind: "swim", distance: 2, options: { underwater: "true", heldRounds: "2" } });
    expect(dh2.tests.describe(call!, 40).reason).toEqual({
      key: "STRIDE.Dh2Water.reason.underwater",
      data: { round: 3 },
    });
  });

  it("passed (40) or failed (41), the roll counts one round held; hazardous water counts none", () => {
    const [call] = deep(0);
    expect(dh2.tests.resolve(call!, 40, [40], swimmer())).toMatchObject({
      outcome: "swam",
      amount: 2,
      consequences: [
        { type: "counter", counter: "underwater", amount: 1 },
        { type: "turnAction", remaining: 0 },
      ],
    });
    expect(dh2.tests.resolve(call!, 40, [41], swimmer()).consequences).toEqual([
      { type: "backtrack", distance: 2 },
      { type: "counter", counter: "underwater", amount: 1 },
      { type: "turnAction", remaining: 0 },
    ]);
    const [surface] = dh2.tests.movementTests(summary({ conditions: ["water", "hazardousWater"] }));
    expect(surface!.request).toEqual({ kind: "swim", distance: 2 });
    expect(dh2.tests.describe(surface!, 40).reason.key).toBe("STRIDE.Dh2.reason.swim");
    expect(dh2.tests.resolve(surface!, 40, [40], swimmer()).consequences).toEqual([
      { type: "turnAction", remaining: 0 },
    ]);
  });
});

describe("the counters a move's end or a turn's start sets (countersAfterMove)", () => {
  const counters = dh2.tests.countersAfterMove;

  it("out of deep water (at the surface or ashore) both go back to 0; already 0, nothing", () => {
    const profile = swimmer({ underwater: 3, sinking: 1 });
    expect(counters(summary({ endConditions: ["water", "hazardousWater"], profile }))).toEqual([
      { counter: "underwater", value: 0 },
      { counter: "sinking", value: 0 },
    ]);
    expect(counters(summary({ endConditions: [], profile: swimmer() }))).toEqual([]);
    expect(counters(summary({ profile }))).toEqual([]);
  });

  it("in deep water one unable to swim sinks; one who can does not; a swimmer's rounds are its tests'", () => {
    expect(counters(summary({ endConditions: ["deepWater"], profile: swimmer({ cannotSwim: 1 }) }))).toEqual([
      { counter: "sinking", value: 1 },
    ]);
    expect(counters(summary({ endConditions: ["deepWater"], profile: swimmer({ sinking: 1 }) }))).toEqual([
      { counter: "sinking", value: 0 },
    ]);
    expect(counters(summary({ endConditions: ["deepWater"], profile: swimmer({ underwater: 2 }) }))).toEqual([]);
  });

  it("at its turn's start a sinker in deep water has held one more round: 2 → 3", () => {
    const sinker = swimmer({ cannotSwim: 1, sinking: 1, underwater: 2 });
    expect(counters(summary({ endConditions: ["deepWater"], standing: true, profile: sinker }))).toEqual([
      { counter: "underwater", value: 3 },
    ]);
    const scene: SceneSnapshot = {
      unit: "m",
      gridStep: 1,
      bounds: null,
      regions: [
        {
          id: "pool",
          name: "pool",
          area: { x: 0, y: 0, width: 10, height: 10 },
          bottom: null,
          top: null,
          terrain: [{ condition: "water", water: "deep", height: 0, railing: false }],
          ductwayExit: null,
          lift: null,
        },
      ],
      models: [
        {
          id: "a",
          name: "a",
          kind: "character",
          disposition: "friendly",
          base: { x: 2.5, y: 2.5, radius: 0.5 },
          footprint: { x: 2, y: 2, width: 1, height: 1 },
          elevation: 0,
          status: null,
          characteristics: {},
          visible: true,
        },
      ],
    };
    expect(standingCounterEffects(scene, "a", sinker, dh2)).toEqual([
      { type: "setCounter", model: "a", counter: "underwater", value: 3 },
    ]);
    // A finished move through the same pool is no turn start: no extra round; and no swim card,
    // since one physically incapable of swimming sinks (§ Swimming).
    const move = {
      mover: "a",
      path: [
        { x: 2.5, y: 2.5, elevation: 0, conditions: ["water", "deepWater"] },
        { x: 4.5, y: 2.5, elevation: 0, conditions: ["water", "deepWater"] },
      ],
      summary: summary({ conditions: ["water", "deepWater"], endConditions: ["water", "deepWater"], profile: sinker }),
      inCombat: true,
    };
    expect(finishedMoveEffects(scene, move, dh2).map((e) => e.type)).toEqual([]);
    const able = summary({
      conditions: ["water", "deepWater"],
      endConditions: ["water", "deepWater"],
      profile: swimmer(),
    });
    expect(finishedMoveEffects(scene, { ...move, summary: able }, dh2).map((e) => e.type)).toEqual(["test"]);
  });

  it("cannotSwim reads the statuses of one physically incapable of swimming (unconscious, asleep, paralysed, bound)", () => {
    expect(["unconscious", "sleep", "paralysis", "restrain"].map((s) => dh2Module.cannotSwim([s]))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(dh2Module.cannotSwim(["prone", "encumbered"])).toBe(false);
    expect(dh2Module.heldRounds({ underwater: "true", heldRounds: "junk" })).toBe(0);
    expect(dh2Module.heldRounds({ heldRounds: "2" })).toBeNull();
    expect(() => dh2Module.underwaterCounters(null as never)).toThrow(TypeError);
  });
});
