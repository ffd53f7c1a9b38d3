/**
 * Dark Heresy path tests closing issue #13's gaps: a swimmer's Encumbered status (−30, Fatigue on
 * failure, no progress), a sheer climb's test outside combat (ruling 5) and abseiling down a sheer
 * surface from the path. Numbers from dh2-movement.md § Swimming, § Sheer Surfaces, § Abseiling.
 */
import { describe, expect, it } from "vitest";
import { finishedMoveEffects, getRuleset, type MovementProfile } from "../../src/rules";
import { model, scene } from "../support/snapshots";

const dh2 = getRuleset("dh2");
const swimmer: MovementProfile = { characteristics: { strength: 40, athletics: 40, agility: 40 } };
const summary = (extra: object) => ({
  actions: ["half"],
  conditions: [] as string[],
  turnDistance: 3,
  bands: dh2.bands.movementBands({ characteristics: { agility: 40 } }),
  zeroGravity: false,
  ...extra,
});

describe("swimming weighed down by the Encumbered status (§ Swimming)", () => {
  const swim = dh2.tests.buildTest({ kind: "swim" })!;
  const lines = dh2.tests.situationalModifiers(swim, { statuses: ["encumbered"] });
  const situated = { ...swim, modifiers: [...swim.modifiers, ...lines] };

  it("adds the printed −30 to the swim test as the armour-or-weighed-down line (Athletics 40: needs 10)", () => {
    expect(lines).toEqual([{ source: "weighedDown", value: -30 }]);
    expect(dh2.tests.describe(situated, 40).target).toBe("10");
    expect(dh2.tests.describe(situated, 40).lines.map((l) => l.label.key)).toContain("STRIDE.Dh2.modifier.encumbered");
    expect(dh2.tests.resolve(situated, 40, [10], swimmer).success).toBe(true);
    expect(dh2.tests.resolve(situated, 40, [11], swimmer).success).toBe(false);
  });

  it("a failure costs a level of Fatigue; unencumbered it costs none", () => {
    expect(dh2.tests.resolve(situated, 40, [11], swimmer).consequences).toEqual([
      { type: "fatigue", levels: 1 },
      { type: "turnAction", remaining: 0 },
    ]);
    expect(dh2.tests.resolve(situated, 40, [11], swimmer).outcome).toBe("sinksTired");
    expect(dh2.tests.resolve(swim, 40, [41], swimmer).consequences).toEqual([{ type: "turnAction", remaining: 0 }]);
    expect(dh2.tests.resolve(swim, 40, [41], swimmer).outcome).toBe("noProgress");
  });

  it("counts the −30 once when the HUD's encumbered option is set too; no line without the status", () => {
    const manual = dh2.tests.buildTest({ kind: "swim", options: { encumbered: "true" } })!;
    expect(dh2.tests.situationalModifiers(manual, { statuses: ["encumbered"] })).toEqual([]);
    expect(dh2.tests.situationalModifiers(swim, { statuses: ["prone"] })).toEqual([]);
  });

  it("a failed swim from the path goes back the metres it moved; a success swims ½ SB rounded up", () => {
    const [call] = dh2.tests.movementTests(summary({ conditions: ["water", "hazardousWater"], turnDistance: 4.5 }));
    expect(call!.request).toEqual({ kind: "swim", distance: 4.5 });
    const fullAction = { type: "turnAction", remaining: 0 };
    expect(dh2.tests.resolve(call!, 40, [41], swimmer).consequences).toEqual([
      { type: "backtrack", distance: 4.5 },
      fullAction,
    ]);
    const weighed = { ...call!, modifiers: [...call!.modifiers, ...lines] };
    expect(dh2.tests.resolve(weighed, 40, [11], swimmer).consequences).toEqual([
      { type: "backtrack", distance: 4.5 },
      { type: "fatigue", levels: 1 },
      fullAction,
    ]);
    // SB 4 swims 2 m of the 4.5 m the path went through the water: 2.5 m go back.
    expect(dh2.tests.resolve(call!, 40, [40], swimmer)).toMatchObject({
      outcome: "swam",
      amount: 2,
      consequences: [{ type: "backtrack", distance: 2.5 }, fullAction],
    });
  });

  it("prices only the steps into hazardous or deep water, not the walk to its edge", () => {
    const steps = [
      { x: 0, y: 0 },
      { x: 6, y: 0 },
      { x: 7, y: 0, conditions: ["water", "hazardousWater"] },
      { x: 8, y: 0, conditions: ["water", "deepWater"] },
    ];
    const [call] = dh2.tests.movementTests(
      summary({ conditions: ["water", "hazardousWater", "deepWater"], turnDistance: 8, steps }),
    );
    expect(call!.request).toMatchObject({ kind: "swim", distance: 2 });
    expect(dh2.tests.resolve(call!, 40, [41], swimmer).consequences).toContainEqual({ type: "backtrack", distance: 2 });
    // SB 4 swims 2 m: nothing goes back (the last metre was underwater: one round held).
    expect(dh2.tests.resolve(call!, 40, [40], swimmer).consequences).toEqual([
      { type: "counter", counter: "underwater", amount: 1 },
      { type: "turnAction", remaining: 0 },
    ]);
  });
});

describe("a sheer climb is tested every time, in combat or not (§ Sheer Surfaces, ruling 5)", () => {
  const up = (extra: object) => summary({ conditions: ["climb", "sheer", "raised"], rise: 3, ...extra });
  it("a move up a sheer wall outside combat posts the Athletics test at the printed −10", () => {
    const calls = dh2.tests.movementTests(up({ inCombat: false }));
    expect(calls.map((c) => c.kind)).toEqual(["sheerClimb"]);
    expect(calls[0]!.modifiers).toEqual([{ source: "hardPrinted", value: -10 }]);
    expect(dh2.tests.dueOutsideCombat(calls[0]!)).toBe(true);
    // Athletics 40 − 10: 30 passes, 31 fails and falls from the ground (no damage).
    expect(dh2.tests.resolve(calls[0]!, 40, [30], swimmer)).toMatchObject({ success: true, outcome: "climbed" });
    expect(dh2.tests.resolve(calls[0]!, 40, [31], swimmer)).toMatchObject({
      outcome: "fell",
      consequences: [{ type: "fall" }],
    });
  });
  it("in a started combat the drag's stop at the foot asks for it, so the move does not ask again", () => {
    expect(dh2.tests.movementTests(up({ inCombat: true }))).toEqual([]);
  });
  it("a simple wall outside combat, a sheer one crossed level and a gravity option", () => {
    expect(dh2.tests.movementTests(up({ conditions: ["climb", "raised"] }))).toEqual([]);
    expect(dh2.tests.movementTests(up({ rise: 0 }))).toEqual([]);
    expect(dh2.tests.movementTests(up({ gravity: "low" }))[0]!.request).toEqual({
      kind: "sheerClimb",
      options: { gravity: "low" },
    });
  });
});

describe("down a sheer surface from the path is an abseil (§ Abseiling)", () => {
  const down = (extra: object) => summary({ conditions: ["climb", "sheer", "raised"], drop: 3, ...extra });
  it("posts the Challenging (+0) Agility abseil about the 3 m drop, not a jump down, due outside combat", () => {
    const calls = dh2.tests.movementTests(down({}));
    expect(calls.map((c) => [c.kind, c.characteristic, c.distance])).toEqual([["abseil", "agility", 3]]);
    expect(calls[0]!.modifiers).toEqual([{ source: "challenging", value: 0 }]);
    expect(dh2.tests.dueOutsideCombat(calls[0]!)).toBe(true);
  });
  it("one degree descends 10 m a round, each further degree 1 m more; one degree of failure 5 m; two the grip test", () => {
    const [call] = dh2.tests.movementTests(down({}));
    expect(dh2.tests.resolve(call!, 40, [40], swimmer)).toMatchObject({ outcome: "abseiled", amount: 10 });
    expect(dh2.tests.resolve(call!, 40, [20], swimmer)).toMatchObject({ outcome: "abseiled", amount: 12 });
    expect(dh2.tests.resolve(call!, 40, [41], swimmer)).toMatchObject({ outcome: "slipped", amount: 5 });
    expect(dh2.tests.resolve(call!, 40, [55], swimmer)).toMatchObject({ outcome: "gripTest" });
  });
  it("a ½ m step down a sheer surface is a step; a simple surface is climbed down without a test", () => {
    expect(dh2.tests.movementTests(down({ drop: 0.5 }))).toEqual([]);
    expect(dh2.tests.movementTests(down({ conditions: ["climb", "raised"] }))).toEqual([]);
  });
});

describe("a climb down tested at the top's edge is not asked again as an abseil", () => {
  it("a finished move down across the sheer wall after the edge was cleared this turn posts nothing", () => {
    // No regions: the edge stop asks for nothing, so only the move's own tests are left.
    const below = scene(
      [model("a", 2.5, 0.5, { disposition: "friendly", characteristics: { agility: 40, strength: 40 } })],
      { gridStep: 1, bounds: null },
    );

    const move = (marks: string[]) => ({
      mover: "a",
      path: [
        { x: 5.5, y: 0.5, elevation: 3 },
        { x: 4.5, y: 0.5, elevation: 1.5, conditions: ["climb", "sheer"] },
        { x: 2.5, y: 0.5, elevation: 0 },
      ],
      summary: summary({ conditions: ["climb", "sheer"], drop: 3, inCombat: true }),
      inCombat: true,
      marks,
    });
    const kinds = (marks: string[]) =>
      finishedMoveEffects(below, move(marks), dh2).map((e) => (e as { call?: { kind: string } }).call?.kind);
    expect(kinds([])).toEqual(["abseil"]);
    expect(kinds(["edgeCleared"])).toEqual([]);
  });
});
