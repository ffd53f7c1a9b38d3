// moves/finished.ts: the cases its mutation run (docs/development.md § Mutation testing) found
// untested: the statuses an undone move takes back, the edges a passed test clears, undo records,
// the allowance past which a move went, and each input check naming the member that is wrong.
// Rules: shadowrun-movement.md (§ Standard Movement, § Sprinting),
// dh2-movement.md (§ Sheer Surfaces), necromunda-movement.md (§ Leaping Gaps); values by hand.
import { describe, expect, it } from "vitest";
import {
  clearsEdge,
  edgeStopEffects,
  finishedMoveEffects,
  getRuleset,
  passedTestEffects,
  pastAllowance,
  revertEffects,
  standingCounterEffects,
  undoEffects,
  undoneBandStatusEffects,
  type Effect,
  type FinishedMove,
  type MovementBand,
  type Ruleset,
} from "../../src/rules";
import { fighter, scene as metreScene } from "../support/snapshots";
import { skirmish } from "../support/skirmish-ruleset";

const shadowrun = getRuleset("shadowrun");
const necromunda = getRuleset("necromunda");
const dh2 = getRuleset("dh2");
const d6 = getRuleset("d6");
const bad = <T>(value: unknown): T => value as T;

/** The COST_EPSILON of geometry/bands.ts: a sum of segment costs within it of a band is in the band. */
const COST_EPSILON = 1e-6;

/** A ruleset with no terrain capability at all (docs/development.md § Adding a ruleset: terrain is optional). */
const { terrain: _noTerrain, ...bareSkirmish } = skirmish;
void _noTerrain;

describe("undoneBandStatusEffects: what an undo back under a band takes back (shadowrun-movement.md § Standard Movement)", () => {
  // A human runner with Agility 5: Walk 10 m, Run 20 m a Combat Turn (§ Movement Rates); a Sprint
  // adds metres beyond the Run (§ Sprinting), listed last.
  const bands: MovementBand[] = [
    { action: "srWalk", distance: 10 },
    { action: "srRun", distance: 20 },
    { action: "srSprint", distance: 24 },
  ];
  const off = (status: string): Effect => ({ type: "status", model: "t", status, active: false });

  it("back within Walk: no longer Running, no longer Sprinting", () => {
    expect(undoneBandStatusEffects("t", 6, bands, shadowrun)).toEqual([off("srRunning"), off("srSprinting")]);
    // Exactly the Walk rate is still walking ("as soon as the character exceeds their Walk rate").
    expect(undoneBandStatusEffects("t", 10, bands, shadowrun)).toEqual([off("srRunning"), off("srSprinting")]);
    // Within the costs' floating-point slack of the Walk rate too.
    expect(undoneBandStatusEffects("t", 10 + COST_EPSILON, bands, shadowrun)).toEqual([
      off("srRunning"),
      off("srSprinting"),
    ]);
  });

  it("back within Run (past Walk): still Running, no longer Sprinting", () => {
    expect(undoneBandStatusEffects("t", 14, bands, shadowrun)).toEqual([off("srSprinting")]);
    expect(undoneBandStatusEffects("t", 20, bands, shadowrun)).toEqual([off("srSprinting")]);
  });

  it("still past the Run, or past every band: the last band's Running and Sprinting both stay", () => {
    expect(undoneBandStatusEffects("t", 22, bands, shadowrun)).toEqual([]);
    expect(undoneBandStatusEffects("t", 30, bands, shadowrun)).toEqual([]);
  });

  it("a move that has gone nowhere reaches no band, even one that gives a status", () => {
    // A ruleset whose every band gives Running: at 0 m (or no bands) none is reached, so it goes.
    const everyBand: Ruleset = {
      ...shadowrun,
      statuses: { ...shadowrun.statuses, bandStatuses: () => ["srRunning"] },
    };
    expect(undoneBandStatusEffects("t", 0, bands, everyBand)).toEqual([off("srRunning")]);
    expect(undoneBandStatusEffects("t", COST_EPSILON, bands, everyBand)).toEqual([off("srRunning")]);
    expect(undoneBandStatusEffects("t", 6, [], everyBand)).toEqual([off("srRunning")]);
    expect(undoneBandStatusEffects("t", 6, bands, everyBand)).toEqual([]);
  });

  it("a Sprinting test rolled this Combat Turn keeps Sprinting (§ Sprinting: a Sprint Action)", () => {
    expect(undoneBandStatusEffects("t", 6, bands, shadowrun, ["sprint"])).toEqual([off("srRunning")]);
    expect(undoneBandStatusEffects("t", 6, bands, shadowrun, ["jump"])).toEqual([off("srRunning"), off("srSprinting")]);
  });

  it("takes back only statuses a band gives; a ruleset without band statuses or without statuses, nothing", () => {
    // Necromunda's statuses (Pinned, Seriously Injured …) are no band's, and it has no testStatuses.
    expect(undoneBandStatusEffects("t", 6, bands, necromunda, ["leap"])).toEqual([]);
    expect(undoneBandStatusEffects("t", 0, [], necromunda)).toEqual([]);
    expect(undoneBandStatusEffects("t", 6, bands, skirmish, ["stumble"])).toEqual([]);
  });

  it("names the first bad argument", () => {
    expect(() => undoneBandStatusEffects(bad(1), 6, bands, shadowrun)).toThrow(
      new TypeError("mover must be a string, got number"),
    );
    expect(() => undoneBandStatusEffects("t", -1, bands, shadowrun)).toThrow(
      new RangeError("turnDistance must not be negative, got -1"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bad({}), shadowrun)).toThrow(
      new TypeError("bands must be an array, got object"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bad([null]), shadowrun)).toThrow(
      new TypeError("bands[0] must be an object, got null"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bad([{ action: 3, distance: 1 }]), shadowrun)).toThrow(
      new TypeError("bands[0].action must be a string, got number"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bad([{ action: "srWalk", distance: "10" }]), shadowrun)).toThrow(
      new TypeError("bands[0].distance must be a number, got string"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bands, shadowrun, bad("sprint"))).toThrow(
      new TypeError("testsRolled must be an array, got string"),
    );
    expect(() => undoneBandStatusEffects("t", 6, bands, shadowrun, bad(["sprint", 2]))).toThrow(
      new TypeError("testsRolled[1] must be a string, got number"),
    );
  });
});

describe("clearsEdge / passedTestEffects: the tests whose pass clears an edge", () => {
  it("dh2: the sheer climb is asked for by a climbable surface with the sheer qualifier (§ Sheer Surfaces)", () => {
    expect(clearsEdge("sheerClimb", dh2)).toBe(true);
    expect(passedTestEffects("m", "sheerClimb", dh2, { kind: "sheerClimb", options: { edgeRegion: "wall" } })).toEqual([
      { type: "turnMark", model: "m", mark: "edgeCleared:wall" },
    ]);
  });

  it("Necromunda's leap clears an edge (§ Leaping Gaps); a ruleset whose terrain asks at no edge clears none", () => {
    expect(clearsEdge("leap", necromunda)).toBe(true);
    expect(clearsEdge("stumble", skirmish)).toBe(false);
    expect(clearsEdge("stumble", bareSkirmish)).toBe(false);
    expect(passedTestEffects("m", "stumble", skirmish)).toEqual([]);
  });

  it("names a bad model id", () => {
    expect(() => passedTestEffects(bad(null), "leap", necromunda)).toThrow(
      new TypeError("modelId must be a string, got object"),
    );
  });
});

describe("pastAllowance", () => {
  const bands = [
    { action: "half", distance: 4 },
    { action: "run", distance: 24 },
  ];
  it("within the costs' slack of the farthest band is not past it", () => {
    expect(pastAllowance({ turnDistance: COST_EPSILON, bands: [{ action: "half", distance: 0 }] })).toBe(0);
    expect(pastAllowance({ turnDistance: 24 + 2 * COST_EPSILON, bands })).toBeCloseTo(2 * COST_EPSILON, 12);
  });

  it("names the bad member", () => {
    expect(() => pastAllowance(bad(null))).toThrow(new TypeError("summary must be an object, got null"));
    expect(() => pastAllowance(bad({ turnDistance: "3", bands }))).toThrow(
      new TypeError("summary.turnDistance must be a number, got string"),
    );
    expect(() => pastAllowance(bad({ turnDistance: 3, bands, measured: { action: "fly", bands: 2 } }))).toThrow(
      new TypeError("summary.measured.bands must be an array, got number"),
    );
    expect(() => pastAllowance(bad({ turnDistance: 3, bands: null }))).toThrow(
      new TypeError("summary.bands must be an array, got null"),
    );
    expect(() => pastAllowance(bad({ turnDistance: 3, bands: [{ action: "half", distance: -4 }] }))).toThrow(
      new RangeError("bands[0].distance must not be negative, got -4"),
    );
  });
});

describe("revertEffects and undoEffects: what an undo takes back", () => {
  const before = metreScene([fighter("me", 3, 4), fighter("b", 7, 5, { elevation: 2 })]);

  it("a model pushed twice goes back once, to where it stood before the first push", () => {
    const effects: Effect[] = [
      { type: "move", model: "b", to: { x: 9, y: 5 } },
      { type: "move", model: "b", to: { x: 11, y: 6 } },
    ];
    // No mover given: every forced move is taken back.
    expect(revertEffects(before, effects)).toEqual({
      effects: [{ type: "move", model: "b", to: { x: 7, y: 5 }, elevation: 2 }],
      notReverted: [],
      placed: { b: { x: 11, y: 6 } },
    });
  });

  it("an undo keeps the regions to switch on again; a model within 0.01 of where it was left is moved back", () => {
    const revert = {
      effects: [
        { type: "enableRegion", region: "door" },
        { type: "move", model: "b", to: { x: 7, y: 5 }, elevation: 2 },
      ] satisfies Effect[],
      placed: { b: { x: 11, y: 0 } },
    };
    // Moved 0.01 along y: exactly the tolerance, still where the push left it.
    const now = metreScene([fighter("b", 11, 0.01)]);
    expect(undoEffects(now, revert)).toEqual({ effects: revert.effects, movedSince: [] });
    const moved = metreScene([fighter("b", 11, 0.02)]);
    expect(undoEffects(moved, revert)).toEqual({ effects: [revert.effects[0]], movedSince: ["b"] });
    // A record whose place is not numbers cannot say the model stayed.
    const junk = { ...revert, placed: { b: bad<{ x: number; y: number }>({ x: "11", y: 0 }) } };
    expect(undoEffects(metreScene([fighter("b", 11, 0)]), junk)).toEqual({
      effects: [revert.effects[0]],
      movedSince: ["b"],
    });
    const halfJunk = { ...revert, placed: { b: bad<{ x: number; y: number }>({ x: 11, y: "0" }) } };
    expect(undoEffects(metreScene([fighter("b", 11, 0)]), halfJunk).movedSince).toEqual(["b"]);
  });

  it("names the bad effect or record", () => {
    expect(() => revertEffects(before, bad([{ type: "move", model: "b", to: { x: 1, y: 1 } }]), bad(3))).toThrow(
      new TypeError("mover must be a string, got number"),
    );
    expect(() => revertEffects(before, bad([{ type: 3 }]))).toThrow(
      new TypeError("effects[0].type must be a string, got number"),
    );
    expect(() => revertEffects(before, bad([{ type: "explode" }]))).toThrow(
      new RangeError("effects[0].type is not an effect type: explode"),
    );
    expect(() => revertEffects(before, bad([{ type: "move", model: "b", to: null }]))).toThrow(
      new TypeError("effects[0].to must be a point { x, y }"),
    );
    expect(() => revertEffects(before, bad([{ type: "disableRegion", region: 5 }]))).toThrow(
      new TypeError("effects[0].region must be a string, got number"),
    );
    const now = metreScene([]);
    expect(() => undoEffects(bad(null), { effects: [], placed: {} })).toThrow(
      new TypeError("now must be an object, got null"),
    );
    expect(() => undoEffects(now, bad(null))).toThrow(new TypeError("revert must be an object, got null"));
    expect(() => undoEffects(now, bad({ effects: {}, placed: {} }))).toThrow(
      new TypeError("revert.effects must be an array, got object"),
    );
    expect(() => undoEffects(now, bad({ effects: [{ type: "move", model: 1 }], placed: {} }))).toThrow(
      new TypeError("revert.effects[0].model must be a string, got number"),
    );
    expect(() => undoEffects(now, bad({ effects: [], placed: 4 }))).toThrow(
      new TypeError("revert.placed must be an object, got number"),
    );
  });
});

describe("a finished move's own members are checked, each named", () => {
  const s = metreScene([fighter("me", 3, 4)]);
  const move: FinishedMove = {
    mover: "me",
    path: [
      { x: 3, y: 4, elevation: 0 },
      { x: 5, y: 4, elevation: 0 },
    ],
    summary: null,
    inCombat: false,
  };
  const rejects = (extra: Record<string, unknown>) => () => finishedMoveEffects(s, bad({ ...move, ...extra }), dh2);

  it("mover, summary, the optional booleans, gravity, running start, marks", () => {
    expect(rejects({ mover: 4 })).toThrow(new TypeError("move.mover must be a string, got number"));
    expect(rejects({ summary: 4 })).toThrow(new TypeError("move.summary must be an object, got number"));
    expect(rejects({ summary: { actions: null } })).toThrow(new TypeError("move.summary.actions must be iterable"));
    expect(rejects({ forced: "yes" })).toThrow(new TypeError("move.forced must be a boolean when present"));
    expect(rejects({ blocked: 1 })).toThrow(new TypeError("move.blocked must be a boolean when present"));
    expect(rejects({ stoppedShort: "no" })).toThrow(new TypeError("move.stoppedShort must be a boolean when present"));
    expect(rejects({ gravity: "sideways" })).toThrow(
      new RangeError("move.gravity must be one of normal, low, high, zero when present"),
    );
    for (const runningStart of [1.5, -1, "2"]) {
      expect(rejects({ runningStart })).toThrow(
        new RangeError("move.runningStart must be a whole number ≥ 0 when present"),
      );
    }
    expect(rejects({ marks: "edgeCleared" })).toThrow(new TypeError("move.marks must be an array, got string"));
  });

  it("accepts each optional member at its plainest", () => {
    const plain = { forced: false, blocked: false, stoppedShort: true, gravity: "low", runningStart: 0, marks: [] };
    expect(rejects(plain)).not.toThrow();
    expect(edgeStopEffects(s, bad({ ...move, ...plain }), dh2)).toEqual([]);
  });

  it("standingCounterEffects names a bad mover", () => {
    expect(() => standingCounterEffects(s, bad(3), undefined, d6)).toThrow(
      new TypeError("mover must be a string, got number"),
    );
  });
});

describe("a finished move: a standing model's counters, tests that keep statuses, edges asked for bare", () => {
  it("a model standing where it is has taken no actions, used no bands and is in normal gravity (d6-movement.txt § Swimming: a round out of the water)", () => {
    const heard: Record<string, unknown>[] = [];
    const ruleset: Ruleset = {
      ...skirmish,
      tests: {
        ...skirmish.tests,
        countersAfterMove: (move) => {
          heard.push({ ...move });
          return [{ counter: "drowning", value: 0 }];
        },
      },
    };
    const effects = standingCounterEffects(metreScene([fighter("a", 7.5, -3.5)]), "a", undefined, ruleset);
    expect(effects).toEqual([{ type: "setCounter", model: "a", counter: "drowning", value: 0 }]);
    expect(heard[0]).toMatchObject({ actions: [], bands: [], zeroGravity: false, standing: true, turnDistance: 0 });
  });

  it("with no tests rolled this period, a status some test could keep is still taken back (shadowrun-movement.md § Sprinting)", () => {
    // A ruleset whose every test kind keeps Sprinting: without a test rolled, nothing keeps it.
    const everyTest: Ruleset = {
      ...shadowrun,
      statuses: { ...shadowrun.statuses, testStatuses: () => ["srSprinting"] },
    };
    const bands: MovementBand[] = [
      { action: "srWalk", distance: 10 },
      { action: "srRun", distance: 20 },
    ];
    const off = (status: string): Effect => ({ type: "status", model: "t", status, active: false });
    expect(undoneBandStatusEffects("t", 6, bands, everyTest)).toEqual([off("srRunning"), off("srSprinting")]);
    expect(undoneBandStatusEffects("t", 6, bands, everyTest, ["jump"])).toEqual([off("srRunning")]);
  });

  it("a test a condition asks for on its own clears an edge, though with any qualifier it asks for another", () => {
    // A pit asks for a vault; a sheer or watery pit for a climb (as dh2's sheer surface asks for
    // the sheer climb, § Sheer Surfaces). Passing the vault clears the pit's edge.
    const pits: Ruleset = {
      ...skirmish,
      terrain: {
        ...skirmish.terrain!,
        conditions: ["mud", "pit"],
        edgeTest: (conditions) => (conditions.includes("pit") ? (conditions.length === 1 ? "vault" : "climb") : null),
        mayEndOn: (conditions) => !conditions.includes("pit"),
      },
    };
    expect(clearsEdge("vault", pits)).toBe(true);
    expect(clearsEdge("climb", pits)).toBe(true);
    expect(clearsEdge("stumble", pits)).toBe(false);
  });
});
