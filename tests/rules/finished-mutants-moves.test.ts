// moves/finished.ts, what a finished move sets off: the cases its mutation run (docs/development.md
// § Mutation testing) found untested in finishedMoveEffects and edgeStopEffects: the back path a
// card keeps outside combat, the edge a move stops at (off the axes, on a 2 m grid), the gap a move
// ends over, a hoverer's low obstacles, the band statuses a move gives, and a vehicle's move.
// Rules: dh2-movement.md, necromunda-movement.md, shadowrun-movement.md,
// d6-movement.txt, each section named by its test; geometry worked by hand in the comments.
import { describe, expect, it } from "vitest";
import {
  BACK_ELEVATION_OPTION,
  BACK_PATH_OPTION,
  decodePath,
  edgeStopEffects,
  finishedMoveEffects,
  getRuleset,
  play,
  type Effect,
  type FinishedMove,
  type ModelSnapshot,
  type MovementTestCall,
  type MoveSummary,
  type PathStep,
  type RegionSnapshot,
  type RegionTerrain,
  type Ruleset,
  type SceneSnapshot,
} from "../../src/rules";
import { model, scene as metreScene, vehicle } from "../support/snapshots";
import { skirmish } from "../support/skirmish-ruleset";

const dh2 = getRuleset("dh2");
const necromunda = getRuleset("necromunda");
const shadowrun = getRuleset("shadowrun");

/** A copy of `object` without its member `key` (a capability without an optional member). */
function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)) as Omit<T, K>;
}

function region(id: string, area: RegionSnapshot["area"], terrain: RegionTerrain[]): RegionSnapshot {
  return { id, name: id, area, bottom: null, top: null, terrain, ductwayExit: null, lift: null };
}

const ground = (condition: string, height = 0, extra: Partial<RegionTerrain> = {}): RegionTerrain => ({
  condition,
  height,
  railing: false,
  ...extra,
});

/** A scene in `unit` with these models and regions, a grid step of `gridStep`. */
function scene(
  models: ModelSnapshot[],
  regions: RegionSnapshot[] = [],
  gridStep = 1,
  unit: SceneSnapshot["unit"] = "m",
): SceneSnapshot {
  return { unit, gridStep, bounds: null, models, regions };
}

const step = (x: number, y: number, elevation = 0, extra: Partial<PathStep> = {}): PathStep => ({
  x,
  y,
  elevation,
  ...extra,
});

const calls = (effects: Effect[]): MovementTestCall[] => effects.flatMap((e) => (e.type === "test" ? [e.call] : []));
const kinds = (effects: Effect[]) => calls(effects).map((c) => c.kind);

/** A dh2 summary of a move, ruleset units (metres); Agility Bonus 4: Half 4, Full 8, Charge 12, Run 24. */
function summary(extra: Partial<MoveSummary> = {}): MoveSummary {
  return {
    actions: ["half"],
    conditions: [],
    endConditions: [],
    turnDistance: 0,
    bands: [
      { action: "half", distance: 4 },
      { action: "full", distance: 8 },
      { action: "charge", distance: 12 },
      { action: "run", distance: 24 },
    ],
    zeroGravity: false,
    ...extra,
  };
}

describe("outside combat a card keeps the path a miss walks back, only for tests that walk back", () => {
  it("dh2: a jump down is not walked back (only a swim or a climb is, § Swimming, § Simple Climbs)", () => {
    // Off a 3 m ledge: the jump down is due outside combat; its card keeps no back path.
    const s = scene(
      [model("a", 45, 4)],
      [region("ledge", { x: 31, y: 2, width: 10, height: 4 }, [ground("raised", 3)])],
    );
    const move: FinishedMove = {
      mover: "a",
      path: [step(35, 4, 3), step(45, 4, 0)],
      summary: summary({ drop: 3, turnDistance: 10 }),
      inCombat: false,
    };
    const [call] = calls(finishedMoveEffects(s, move, dh2));
    expect(call?.kind).toBe("jumpDown");
    expect(call?.request?.options?.[BACK_PATH_OPTION]).toBeUndefined();
  });

  // Skirmish (tests/support/skirmish-ruleset.ts): a hasty Dash through mud calls the stumble test
  // outside combat too. Here its stumble is given a distance and sent back on a miss.
  const stumbleOf = (distance: number | undefined): Ruleset => ({
    ...skirmish,
    tests: {
      ...skirmish.tests,
      movementTests: () => [
        {
          kind: "stumble",
          characteristic: "speed",
          difficulty: "plain",
          modifiers: [],
          ...(distance === undefined ? {} : { distance }),
        },
      ],
      walksBack: () => true,
    },
  });
  const s = scene([model("a", 9, 7)]);
  // 3-4-5: from (3, -1) 5 m along (0.6, 0.8) to (6, 3), then 5 m along (0.6, 0.8) to (9, 7), going up 2 m on the second.
  const path = [
    step(3, -1, 0, { action: "dash" }),
    step(6, 3, 0, { action: "dash" }),
    step(9, 7, 2, { action: "dash" }),
  ];
  const move: FinishedMove = {
    mover: "a",
    path,
    summary: {
      actions: ["dash"],
      conditions: ["mud"],
      endConditions: [],
      turnDistance: 10,
      bands: [],
      zeroGravity: false,
    },
    inCombat: false,
  };

  it("a walked-back test of 7.5 m keeps the path's last 7.5 m and where it began in height", () => {
    const [call] = calls(finishedMoveEffects(s, move, stumbleOf(7.5)));
    // 7.5 m back from (9, 7): 5 m to (6, 3), then 2.5 m along (−0.6, −0.8) to (4.5, 1), at height 0.
    expect(call?.request?.kind).toBe("stumble");
    expect(decodePath(call?.request?.options?.[BACK_PATH_OPTION])).toEqual([
      { x: 4.5, y: 1 },
      { x: 6, y: 3 },
      { x: 9, y: 7 },
    ]);
    expect(call?.request?.options?.[BACK_ELEVATION_OPTION]).toBe("0");
  });

  it("a test with no distance, none or an endless one keeps no path (the request is left as it is)", () => {
    for (const distance of [undefined, 0, Number.POSITIVE_INFINITY]) {
      const [call] = calls(finishedMoveEffects(s, move, stumbleOf(distance)));
      expect(call?.request).toBeUndefined();
    }
  });

  it("a ruleset whose tests never walk back (no walksBack) keeps the call as it is", () => {
    const [call] = calls(finishedMoveEffects(s, move, skirmish));
    expect(call).toEqual({ kind: "stumble", characteristic: "speed", difficulty: "plain", modifiers: [] });
  });
});

describe("the edge a move stops at (necromunda-movement.md § Leaping Gaps; dh2-movement.md § Running Horizontal Leaps)", () => {
  // A chasm 3 m across y (y 10 to 13), 5 m deep, on a 2 m grid; the mover comes along +y on x 5.5.
  const chasm = region("chasm", { x: 0, y: 10, width: 20, height: 3 }, [ground("gap", 5)]);
  const mover = model("a", 5.5, 9);
  const move = (path: PathStep[], extra: Partial<FinishedMove> = {}): FinishedMove => ({
    mover: "a",
    path,
    summary: null,
    inCombat: true,
    stoppedShort: true,
    ...extra,
  });

  it("one grid space (2 m) beyond the end along the heading: the chasm, so the leap is due", () => {
    // End (5.5, 9), heading +y: 2 m on is (5.5, 11), in the chasm; half a metre on would not be.
    const [call] = calls(edgeStopEffects(scene([mover], [chasm], 2), move([step(5.5, 5), step(5.5, 9)]), dh2));
    expect(call?.kind).toBe("leap");
    expect(call?.request?.options).toMatchObject({ runUp: "4", edgeRegion: "chasm", heading: String(Math.PI / 2) });
  });

  it("the run-up may stray half a grid space (1 m on a 2 m grid), no more", () => {
    // Back from (5.5, 9): (5.5, 5) is 4 m straight back; (8.5, 1) is 8.54 m back but 20.6° off
    // the line (atan 3/8), beyond the asin(1/4) = 14.5° that 1 m of straying allows 4 m out.
    const path = [step(8.5, 1), step(5.5, 5), step(5.5, 9)];
    const [call] = calls(edgeStopEffects(scene([mover], [chasm], 2), move(path), dh2));
    expect(call?.request?.options?.["runUp"]).toBe("4");
  });

  it("an edge cleared this turn (its leap passed) is not asked for again", () => {
    const s = scene([mover], [chasm], 2);
    expect(edgeStopEffects(s, move([step(5.5, 5), step(5.5, 9)], { marks: ["edgeCleared:chasm"] }), dh2)).toEqual([]);
    expect(
      kinds(edgeStopEffects(s, move([step(5.5, 5), step(5.5, 9)], { marks: ["edgeCleared:other"] }), dh2)),
    ).toEqual(["leap"]);
  });

  it("no edge without a last direction of travel, a path of one step, or terrain that asks at no edge", () => {
    const s = scene([mover], [chasm], 2);
    expect(edgeStopEffects(s, move([step(5.5, 9), step(5.5, 9)]), dh2)).toEqual([]);
    expect(edgeStopEffects(s, move([step(5.5, 9)]), dh2)).toEqual([]);
    // Skirmish's mud asks for no test at an edge (no edgeTest), and a ruleset may have no terrain.
    expect(edgeStopEffects(s, move([step(5.5, 5), step(5.5, 9)]), skirmish)).toEqual([]);
    expect(edgeStopEffects(s, move([step(5.5, 5), step(5.5, 9)]), without(skirmish, "terrain") as Ruleset)).toEqual([]);
  });

  it("Necromunda: a gap no wider than the base is stepped over, a wider one is leapt (§ Leaping Gaps)", () => {
    // Inches, 1" grid: a 1" fighter at (2.5, 3) walking +x to the gap's edge at x 3.
    const narrow = region("narrow", { x: 3, y: 0, width: 0.8, height: 6 }, [ground("gap", 2)]);
    const wide = region("wide", { x: 3, y: 0, width: 1.6, height: 6 }, [ground("gap", 2)]);
    const fighter = model("a", 2.5, 3, { disposition: "friendly", status: "standing" });
    const path = [step(0.5, 3), step(2.5, 3)];
    expect(edgeStopEffects(scene([fighter], [narrow], 1, "in"), move(path), necromunda)).toEqual([]);
    expect(calls(edgeStopEffects(scene([fighter], [wide], 1, "in"), move(path), necromunda))).toMatchObject([
      { kind: "leap", distance: 2 },
    ]);
  });

  it("dh2: onto ground 0.4 m above where the mover stands is a step, not a climb (STEP_HEIGHT ½ m)", () => {
    // The mover stands 2 m up (on a floor no region describes) and walks +x towards a raised
    // surface 2.4 m high: the rise is 0.4 m.
    const platform = region("platform", { x: 6, y: 0, width: 4, height: 10 }, [ground("raised", 2.4)]);
    const s = scene([model("a", 5.5, 5, { elevation: 2 })], [platform]);
    const path = [step(2.5, 5, 2, { conditions: [] }), step(5.5, 5, 2, { conditions: [] })];
    expect(edgeStopEffects(s, move(path), dh2)).toEqual([]);
    const tall = region("platform", { x: 6, y: 0, width: 4, height: 10 }, [ground("raised", 3)]);
    // 1 m up: the climb (the ledge's card is the simple climb, terrain.ts LEDGE_TEST).
    expect(kinds(edgeStopEffects(scene([model("a", 5.5, 5, { elevation: 2 })], [tall]), move(path), dh2))).toEqual([
      "climb",
    ]);
  });

  it("dh2: the swim at hazardous water's edge is about no distance (§ Swimming: the swim is the turn's Full Action)", () => {
    const pool = region("pool", { x: 6, y: 0, width: 8, height: 10 }, [ground("water", 0, { water: "hazardous" })]);
    const [call] = calls(edgeStopEffects(scene([model("a", 5.5, 5)], [pool]), move([step(2.5, 5), step(5.5, 5)]), dh2));
    expect(call?.kind).toBe("swim");
    expect(call?.distance).toBeUndefined();
    expect(call?.request).toStrictEqual({ kind: "swim", options: { edgeRegion: "pool" } });
  });

  it("dh2: a hoverer clears a climbable surface whose top is no more than 2 m above it (§ Hovering Altitude)", () => {
    // Hovering 1 m up towards a 3 m wall: its top is 2 m above the hoverer.
    const wall = region("wall", { x: 6, y: 0, width: 1, height: 10 }, [ground("climb", 3)]);
    const hoverer = model("a", 5.5, 5, { elevation: 1, flying: "hovering" });
    const path = [step(2.5, 5, 1), step(5.5, 5, 1)];
    expect(edgeStopEffects(scene([hoverer], [wall]), move(path), dh2)).toEqual([]);
    // A 3.5 m wall is 2.5 m above it: the climb.
    const taller = region("wall", { x: 6, y: 0, width: 1, height: 10 }, [ground("climb", 3.5)]);
    expect(kinds(edgeStopEffects(scene([hoverer], [taller]), move(path), dh2))).toEqual(["climb"]);
    // A ruleset that steps over nothing (no stepsOver) asks for the climb.
    const noSteps = { ...dh2, terrain: without(dh2.terrain, "stepsOver") } as Ruleset;
    expect(kinds(edgeStopEffects(scene([hoverer], [wall]), move(path), noSteps))).toEqual(["climb"]);
  });

  it("dh2: the leap after a Charge reached by distance alone finds the Full Action spent (§ Jumping and Leaping)", () => {
    // 10 m of Half-Move steps in combat: past the Full Move (8 m), within the Charge (12 m).
    const s = scene([mover], [chasm], 2);
    const path = [step(5.5, -1, 0, { action: "half" }), step(5.5, 9, 0, { action: "half" })];
    const [call] = calls(edgeStopEffects(s, move(path, { summary: summary({ turnDistance: 10, turnCost: 10 }) }), dh2));
    expect(call?.request?.options?.["spent"]).toBe("charge");
  });
});

describe("a move that ends over a gap without stopping at its edge (necromunda-movement.md § Leaping Gaps)", () => {
  // Inches: a 1" fighter walks +x from (0.5, 3) into a gap whose near edge is at x 3; the GM's move
  // (not held at the edge: stoppedShort false), so the leap is due where it ends, as at the edge.
  const wide = region("wide", { x: 3, y: 0, width: 1.6, height: 6 }, [ground("gap", 2)]);
  const narrow = region("narrow", { x: 3, y: 0, width: 0.8, height: 6 }, [ground("gap", 2)]);
  const at = (x: number) => model("a", x, 3, { disposition: "friendly", status: "standing" });
  const move = (x: number, extra: Partial<FinishedMove> = {}): FinishedMove => ({
    mover: "a",
    path: [step(0.5, 3), step(x, 3)],
    summary: null,
    inCombat: true,
    stoppedShort: false,
    ...extra,
  });
  const inches = (x: number, r: RegionSnapshot) => scene([at(x)], [r], 1, "in");

  it('over a gap 1.6" across (wider than the 1" base): the leap, its depth the distance, its region named', () => {
    expect(calls(finishedMoveEffects(inches(3.8, wide), move(3.8), necromunda))).toMatchObject([
      { kind: "leap", distance: 2, request: { kind: "leap", distance: 2, options: { edgeRegion: "wide" } } },
    ]);
  });

  it('over a gap 0.8" across the base spans it; a gap cleared this turn is not asked again', () => {
    expect(finishedMoveEffects(inches(3.4, narrow), move(3.4), necromunda)).toEqual([]);
    expect(finishedMoveEffects(inches(3.8, wide), move(3.8, { marks: ["edgeCleared:wide"] }), necromunda)).toEqual([]);
    expect(finishedMoveEffects(inches(3.8, wide), move(3.8, { marks: ["edgeCleared"] }), necromunda)).toEqual([]);
  });

  it("the leap's distance is the gap's own depth, whatever else the region holds", () => {
    // The region lists a 1" obstacle before its 2"-deep gap.
    const mixed = region("mixed", { x: 3, y: 0, width: 1.6, height: 6 }, [ground("obstacle", 1), ground("gap", 2)]);
    expect(calls(finishedMoveEffects(inches(3.8, mixed), move(3.8), necromunda))).toMatchObject([
      { kind: "leap", distance: 2, request: { options: { edgeRegion: "mixed" } } },
    ]);
  });

  it("OpenD6: a character may end a move anywhere, over a gap too: no jump is due there (d6-movement.txt § Jumping)", () => {
    const chasm = region("chasm", { x: 10, y: 0, width: 3, height: 10 }, [ground("gap", 4)]);
    const s = scene([model("a", 11, 5)], [chasm]);
    const path = [step(2, 5), step(11, 5)];
    expect(getRuleset("d6").terrain?.edgeTest?.(["gap"])).toBe("jump");
    expect(
      finishedMoveEffects(
        s,
        { mover: "a", path, summary: null, inCombat: true, stoppedShort: false },
        getRuleset("d6"),
      ),
    ).toEqual([]);
  });

  // A ruleset (Skirmish) whose pits ask at their edge for a "vault" it builds no card for.
  const pits: Ruleset = {
    ...skirmish,
    terrain: {
      ...skirmish.terrain!,
      conditions: ["mud", "pit"],
      edgeTest: (conditions) => (conditions.includes("pit") ? "vault" : null),
      mayEndOn: (conditions) => !conditions.includes("pit"),
    },
  };
  const pit = region("pit", { x: 10, y: 0, width: 3, height: 10 }, [ground("pit", 2)]);

  it("a test the ruleset builds no card for is posted neither at the edge nor where the move ends", () => {
    const s = scene([model("a", 9.5, 5)], [pit]);
    const toEdge = {
      mover: "a",
      path: [step(2.5, 5), step(9.5, 5)],
      summary: null,
      inCombat: true,
      stoppedShort: true,
    };
    expect(finishedMoveEffects(s, toEdge, pits)).toEqual([]);
    const into = { ...toEdge, path: [step(2.5, 5), step(11, 5)], stoppedShort: false };
    expect(finishedMoveEffects(scene([model("a", 11, 5)], [pit]), into, pits)).toEqual([]);
  });
});

describe("finishedMoveEffects: which tests a move's summary posts", () => {
  const mud: MoveSummary = {
    actions: ["dash"],
    conditions: ["mud"],
    endConditions: ["mud"],
    turnDistance: 6,
    bands: [
      { action: "step", distance: 4 },
      { action: "dash", distance: 8 },
    ],
    zeroGravity: false,
  };
  const s = scene([model("a", 9, 5)]);
  const dash = {
    mover: "a",
    path: [step(3, 5, 0, { action: "dash" }), step(9, 5, 0, { action: "dash" })],
    summary: mud,
  };

  it("a ruleset without edge tests, or without terrain at all, still posts its own (Skirmish's stumble)", () => {
    for (const rules of [skirmish, without(skirmish, "terrain") as Ruleset]) {
      const stumble = { type: "test", model: "a", call: expect.objectContaining({ kind: "stumble" }) };
      expect(finishedMoveEffects(s, { ...dash, inCombat: true }, rules)).toEqual([stumble]);
      expect(finishedMoveEffects(s, { ...dash, inCombat: false }, rules)).toEqual([stumble]);
    }
  });

  it("a path of one step has gone nowhere: nothing (necromunda-movement.md § Dangerous Terrain needs a move)", () => {
    const dangerous = { ...mud, actions: ["move"], conditions: ["dangerous"], endConditions: ["dangerous"] };
    const me = model("a", 3, 5, { disposition: "friendly", status: "standing" });
    const one = { mover: "a", path: [step(3, 5)], summary: dangerous, inCombat: true };
    expect(finishedMoveEffects(scene([me], [], 1, "in"), one, necromunda)).toEqual([]);
    expect(
      kinds(finishedMoveEffects(scene([me], [], 1, "in"), { ...one, path: [step(1, 5), step(3, 5)] }, necromunda)),
    ).toEqual(["dangerous"]);
  });

  it("Necromunda: dangerous terrain whose test was taken at its edge is not tested again; the region the move started in is not crossed (§ Dangerous Terrain)", () => {
    // Inches: the fighter starts in dangerous region B (x 0 to 2.5) and steps into dangerous region A
    // (x 2.5 to 4), whose edge test it passed this turn.
    const b = region("B", { x: 0, y: 0, width: 2.5, height: 6 }, [ground("dangerous")]);
    const a = region("A", { x: 2.5, y: 0, width: 1.5, height: 6 }, [ground("dangerous")]);
    const me = model("a", 3.2, 3, { disposition: "friendly", status: "standing" });
    const dangerous = {
      ...mud,
      actions: ["move"],
      conditions: ["dangerous"],
      endConditions: ["dangerous"],
      turnDistance: 2,
    };
    const path = [step(1.2, 3, 0, { conditions: ["dangerous"] }), step(3.2, 3, 0, { conditions: ["dangerous"] })];
    const after = (marks: string[]) =>
      finishedMoveEffects(
        scene([me], [b, a], 1, "in"),
        { mover: "a", path, summary: dangerous, inCombat: true, marks },
        necromunda,
      );
    expect(after(["edgeCleared:A"])).toEqual([]);
    expect(kinds(after([]))).toEqual(["dangerous"]);
  });

  it("a ruleset whose vertical capability has no normalMovement reads the drops with none (a walker, a flyer)", () => {
    const noNormal = { ...necromunda, vertical: without(necromunda.vertical, "normalMovement") } as Ruleset;
    const dangerous = { ...mud, actions: ["move"], conditions: ["dangerous"], endConditions: ["dangerous"] };
    const path = [step(1, 5), step(3, 5)];
    const walker = model("a", 3, 5, { disposition: "friendly", status: "standing" });
    expect(
      kinds(
        finishedMoveEffects(
          scene([walker], [], 1, "in"),
          { mover: "a", path, summary: dangerous, inCombat: true },
          noNormal,
        ),
      ),
    ).toEqual(["dangerous"]);
    const flyer = { ...walker, flying: "low" };
    expect(() =>
      finishedMoveEffects(
        scene([flyer], [], 1, "in"),
        { mover: "a", path, summary: dangerous, inCombat: true },
        noNormal,
      ),
    ).not.toThrow();
  });

  it("dh2 outside combat: moving past half the Movement rate in Darkness posts no Perception test (narrative time; § Lighting)", () => {
    const dark = summary({ actions: ["half"], conditions: ["darkness"], endConditions: ["darkness"], turnDistance: 6 });
    const path = [step(1, 5, 0, { conditions: ["darkness"] }), step(7, 5, 0, { conditions: ["darkness"] })];
    const s6 = scene([model("a", 7, 5)]);
    expect(kinds(finishedMoveEffects(s6, { mover: "a", path, summary: dark, inCombat: true }, dh2))).toEqual([
      "darkness",
    ]);
    expect(finishedMoveEffects(s6, { mover: "a", path, summary: dark, inCombat: false }, dh2)).toEqual([]);
  });

  it("dh2: a flyer leaving hazardous water it started in does not swim (§ Swimming; flight keeps only what reaches the air)", () => {
    const water = ["water", "hazardousWater"];
    const path = [
      step(1, 5, 2, { conditions: water }),
      step(4, 5, 2, { conditions: water }),
      step(7, 5, 2, { conditions: [] }),
    ];
    const flyer = model("a", 7, 5, { elevation: 2, flying: "low" });
    const wet = summary({ conditions: water, endConditions: [], turnDistance: 6 });
    expect(finishedMoveEffects(scene([flyer]), { mover: "a", path, summary: wet, inCombat: true }, dh2)).toEqual([]);
    // The same path walked: the swim.
    const walker = model("a", 7, 5);
    const walked = path.map((p) => ({ ...p, elevation: 0 }));
    expect(
      kinds(finishedMoveEffects(scene([walker]), { mover: "a", path: walked, summary: wet, inCombat: true }, dh2)),
    ).toEqual(["swim"]);
    // With no summary a hoverer's move still stops at a wall it cannot clear: 3.5 m high, 2.5 m above it (§ Hovering Altitude).
    const wall = region("wall", { x: 8, y: 0, width: 1, height: 10 }, [ground("climb", 3.5)]);
    const hoverer = model("a", 7.5, 5, { elevation: 1, flying: "hovering" });
    const hover = [step(4.5, 5, 1), step(7.5, 5, 1)];
    expect(
      kinds(
        finishedMoveEffects(
          scene([hoverer], [wall]),
          { mover: "a", path: hover, summary: null, inCombat: true, stoppedShort: true },
          dh2,
        ),
      ),
    ).toEqual(["climb"]);
    // With no summary a flyer's move still reads its path (no edge here): nothing.
    expect(finishedMoveEffects(scene([flyer]), { mover: "a", path, summary: null, inCombat: true }, dh2)).toEqual([]);
  });
});

describe("the statuses the band a move reaches gives (shadowrun-movement.md § Standard Movement)", () => {
  // A human runner with Agility 5: Walk 10 m, Run 20 m; a Sprint's metres listed last (24 m).
  const bands = [
    { action: "srWalk", distance: 10 },
    { action: "srRun", distance: 20 },
    { action: "srSprint", distance: 24 },
  ];
  const statusesAfter = (turnDistance: number, rules: Ruleset = shadowrun) =>
    finishedMoveEffects(
      scene([model("r", 9, 5)]),
      {
        mover: "r",
        path: [step(3, 5), step(9, 5)],
        summary: { actions: ["srWalk"], conditions: [], endConditions: [], turnDistance, bands, zeroGravity: false },
        inCombat: true,
      },
      rules,
    ).flatMap((e) => (e.type === "status" ? [e.status] : []));

  it("up to the Walk rate (and within the costs' slack of it), walking: no status", () => {
    expect(statusesAfter(10)).toEqual([]);
    expect(statusesAfter(10 + 1e-6)).toEqual([]);
  });

  it("past Walk, Running; past every band, the last band's Running and Sprinting", () => {
    expect(statusesAfter(12)).toEqual(["srRunning"]);
    expect(statusesAfter(30)).toEqual(["srRunning", "srSprinting"]);
  });

  it("a move that has gone nowhere this period reaches no band, even one that gives a status", () => {
    const everyBand: Ruleset = { ...shadowrun, statuses: { ...shadowrun.statuses, bandStatuses: () => ["srRunning"] } };
    expect(statusesAfter(0, everyBand)).toEqual([]);
    expect(statusesAfter(1e-6, everyBand)).toEqual([]);
    expect(statusesAfter(2, everyBand)).toEqual(["srRunning"]);
  });

  it("through rules.play: 8 m of an Agility 4 runner's Walk 8 m is walking, 10 m is Running", () => {
    const runner = {
      id: "r",
      type: "runner",
      side: "friendly" as const,
      x: 0,
      y: 0,
      base: 1,
      system: { attributes: { agility: 4, strength: 4, body: 4 } },
    };
    const walked = play({ ruleset: "shadowrun", combat: true, models: [runner] }).move("r", { path: [[8, 0]] });
    expect(walked.effects.filter((e) => e.type === "status")).toEqual([]);
    const ran = play({ ruleset: "shadowrun", combat: true, models: [runner] }).move("r", { path: [[10, 0]] });
    expect(ran.effects.filter((e) => e.type === "status")).toEqual([
      { type: "status", model: "r", status: "srRunning", active: true },
    ]);
  });
});

describe("a vehicle's finished move: riders, loot, solid terrain (necromunda-movement.md § Fighters & Loot on Moving Vehicles, § Colliding with Terrain)", () => {
  // As vehicle-moves.test.ts: v (3" base) sets off from (50, 60) on a platform 1" up, 8" along −y
  // to (50, 52), then 10" along (−0.6, −0.8) up a ramp to (44, 44), 3" up.
  const path = [step(50, 60, 1), step(50, 52, 1), step(44, 44, 3)];
  const v = model("v", 50, 60, {
    size: 3,
    elevation: 1,
    kind: "vehicle",
    disposition: "hostile",
    characteristics: { move: 8, handling: 5 },
    toughness: { front: 8, side: 7, rear: 6 },
  });
  const rider = model("r", 50.4, 60.5, {
    elevation: 2,
    disposition: "friendly",
    status: "standing",
    characteristics: { move: 4, initiative: 4 },
  });
  const loot = (id: string, x: number, y: number) => model(id, x, y, { kind: "loot", elevation: 1 });
  const drive = (models: ModelSnapshot[], extra: Partial<FinishedMove> = {}, regions: RegionSnapshot[] = []) =>
    finishedMoveEffects(
      scene([v, ...models], regions, 1, "in"),
      { mover: "v", path, summary: null, inCombat: true, ...extra },
      necromunda,
    );

  it('loose loot falls 1" off where v set off, at the angles the adapter rolled: 3" from (50, 60)', () => {
    // 1.5 + ½ + 1 = 3" from v's centre: angle 0 → (53, 60), π/2 → (50, 63).
    const effects = drive([loot("a", 49, 61.2), loot("b", 48.9, 59)], { fallAngles: [0, Math.PI / 2] });
    const moved = effects.flatMap((e) =>
      e.type === "move" ? [[e.model, Math.round(e.to.x * 1e9) / 1e9, Math.round(e.to.y * 1e9) / 1e9, e.elevation]] : [],
    );
    expect(moved).toEqual([
      ["a", 53, 60, 1],
      ["b", 50, 63, 1],
    ]);
  });

  it("a rider marked as tested this activation rides on without the riding test", () => {
    expect(kinds(drive([rider]))).toEqual(["riding"]);
    expect(kinds(drive([rider], { marks: ["rider:r"] }))).toEqual([]);
  });

  it("a Ram stopped by solid terrain (Foundry's walls: blocked) hits it; unblocked it does not", () => {
    // v drives 8" from (20, 30) along (0.6, 0.8) to (24.8, 36.4); halved Move 4 for the Ram: S4 AP−1 D2 against solid terrain.
    const car = model("c", 20, 30, {
      size: 2,
      kind: "vehicle",
      disposition: "hostile",
      characteristics: { move: 8, handling: 5 },
      toughness: { front: 8, side: 7, rear: 6 },
    });
    const ram = [step(20, 30, 0, { action: "ram" }), step(24.8, 36.4, 0, { action: "ram" })];
    const run = (blocked: boolean) =>
      finishedMoveEffects(
        scene([car], [], 1, "in"),
        { mover: "c", path: ram, summary: null, inCombat: true, blocked },
        necromunda,
      ).flatMap((e) =>
        e.type === "notice" && e.notice.kind === "terrainCollision" ? [e.notice.collision.terrain] : [],
      );
    expect(run(true)).toEqual(["solid"]);
    expect(run(false)).toEqual([]);
  });

  it("a fighter walking through another sets off nothing a vehicle would (no run-over, no collision card)", () => {
    const walker = model("a", 9, 5, {
      disposition: "friendly",
      status: "standing",
      characteristics: { move: 5, initiative: 4 },
    });
    const other = model("b", 5, 5, {
      disposition: "hostile",
      status: "standing",
      characteristics: { move: 5, initiative: 4 },
    });
    const move = { mover: "a", path: [step(1, 5), step(9, 5)], summary: null, inCombat: true };
    expect(finishedMoveEffects(scene([walker, other], [], 1, "in"), move, necromunda)).toEqual([]);
    expect(finishedMoveEffects(scene([model("a", 9, 5), model("b", 5, 5)]), move, getRuleset("d6"))).toEqual([]);
  });
});

describe("dh2: down a sheer wall after its climb down was tested at the top's edge (dh2-movement.md § Abseiling, § Sheer Surfaces)", () => {
  // Along a 3 m ledge (x 0 to 10), over its edge and down the sheer wall at x 10 to 11, then on.
  const ledge = region("ledge", { x: 0, y: 0, width: 10, height: 10 }, [ground("raised", 3)]);
  const wall = region("wall", { x: 10, y: 0, width: 1, height: 10 }, [ground("climb", 3, { surface: "sheer" })]);
  const sheer = ["climb", "sheer"];
  const path = [
    step(8, 5, 3, { conditions: ["raised"] }),
    step(9.5, 5, 3, { conditions: ["raised"] }),
    step(10.5, 5, 3, { conditions: sheer }),
    step(10.5, 5, 0, { conditions: sheer }),
    step(12, 5, 0, { conditions: [] }),
  ];
  const s = scene([model("a", 12, 5)], [ledge, wall]);
  const down = (marks?: string[]) =>
    finishedMoveEffects(
      s,
      {
        mover: "a",
        path,
        summary: summary({ conditions: ["raised", ...sheer], drop: 3, turnDistance: 6 }),
        inCombat: true,
        ...(marks ? { marks } : {}),
      },
      dh2,
    );

  it("untested, the way down the sheer wall is the abseil, 3 m", () => {
    expect(calls(down())).toMatchObject([{ kind: "abseil", distance: 3 }]);
  });

  it("the wall's edge cleared (its climb down passed) or every edge: no abseil; another region's mark does not count", () => {
    expect(kinds(down(["edgeCleared:wall"]))).toEqual([]);
    expect(kinds(down(["edgeCleared"]))).toEqual([]);
    expect(kinds(down(["edgeCleared:pool"]))).toEqual(["abseil"]);
  });
});

describe("OpenD6: a vehicle stopped by a wall collides with something very hard (d6-movement.txt § Vehicle Damage: collision situations)", () => {
  // A Move 20 vehicle at high speed (level 3) drives 50 m along +x from (10, 50).
  const me = vehicle("me", 10, 50, 0, 3);
  const path = [step(10, 50), step(60, 50)];
  const cards = (blocked: boolean) =>
    finishedMoveEffects(
      metreScene([me]),
      { mover: "me", path, summary: null, inCombat: true, blocked },
      getRuleset("d6"),
    ).flatMap((e) => (e.type === "collisionCard" ? [[e.against, e.sides.map((s) => s.request)]] : []));

  it("blocked by Foundry's walls: one card against the terrain, at its high speed, very hard", () => {
    expect(cards(true)).toEqual([["terrain", [{ speed: "high", situations: ["veryHard"] }]]]);
  });

  it("not blocked, on an empty road: nothing to collide with", () => {
    expect(cards(false)).toEqual([]);
  });
});

/**
 * Skirmish with pits that ask for a vault at their edge and may not be ended on: what the engine
 * tells the pit's edge (`edgeTestOptions`'s approach) and the requests it builds are kept.
 */
function vaulting(terrain: Partial<NonNullable<Ruleset["terrain"]>> = {}) {
  const approaches: Record<string, unknown>[] = [];
  const requests: Record<string, unknown>[] = [];
  const ruleset: Ruleset = {
    ...skirmish,
    terrain: {
      ...skirmish.terrain!,
      conditions: ["mud", "pit"],
      edgeTest: (conditions) => (conditions.includes("pit") ? "vault" : null),
      mayEndOn: (conditions) => !conditions.includes("pit"),
      edgeTestOptions: (_terrain, approach) => {
        approaches.push({ ...approach });
        return {};
      },
      ...terrain,
    },
    tests: {
      ...skirmish.tests,
      buildTest: (request) => {
        requests.push({ ...request });
        return { kind: request.kind, characteristic: "speed", difficulty: "plain", modifiers: [], request };
      },
    },
  };
  return { ruleset, approaches, requests };
}

/** A pit 3 m wide (x 10 to 13), `depth` deep, on a 2 m grid. */
const pitScene = (mover: ModelSnapshot, depth = 2) =>
  scene([mover], [region("pit", { x: 10, y: 0, width: 3, height: 10 }, [ground("pit", depth)])], 2);

/** A move stopped at the pit's edge, coming from (5, 1) along (4, 3) to (9, 4): 2 m on is (10.6, 5.2), in the pit. */
const toPitEdge = (extra: Partial<FinishedMove> = {}): FinishedMove => ({
  mover: "a",
  path: [step(5, 1), step(9, 4)],
  summary: null,
  inCombat: true,
  stoppedShort: true,
  ...extra,
});

/** A move that ends over the pit at (11, 4.5), not held at its edge. */
const intoPit = (extra: Partial<FinishedMove> = {}): FinishedMove => ({
  mover: "a",
  path: [step(5, 1), step(11, 4.5)],
  summary: null,
  inCombat: true,
  stoppedShort: false,
  ...extra,
});

/** A skirmish summary of a move in combat that has gone nowhere yet (no band reached by cost). */
const standingStill = (actions: string[]): MoveSummary => ({
  actions,
  conditions: [],
  endConditions: [],
  turnDistance: 0,
  bands: [],
  zeroGravity: false,
});

describe("what the edge a move stops at is told (dh2-movement.md § The Effects of Gravity, § Running Horizontal Leaps)", () => {
  it("the scene's gravity only when it is not normal: normal or unset gravity is not named", () => {
    for (const gravity of [undefined, "normal"] as const) {
      const { ruleset, approaches } = vaulting();
      const move = toPitEdge(gravity === undefined ? {} : { gravity });
      expect(kinds(edgeStopEffects(pitScene(model("a", 9, 4)), move, ruleset))).toEqual(["vault"]);
      expect(Object.keys(approaches[0]!)).not.toContain("gravity");
    }
    const { ruleset, approaches } = vaulting();
    edgeStopEffects(pitScene(model("a", 9, 4)), toPitEdge({ gravity: "low" }), ruleset);
    expect(approaches[0]?.["gravity"]).toBe("low");
  });

  it("the band a turn is in: a band action chosen (the first, Step) counts though the cost reached none", () => {
    const { ruleset, approaches } = vaulting();
    const move = toPitEdge({ summary: standingStill(["step"]) });
    edgeStopEffects(pitScene(model("a", 9, 4)), move, ruleset);
    expect(approaches[0]?.["band"]).toBe("step");
  });

  it("an action the ruleset does not list as a band is no band", () => {
    const { ruleset, approaches } = vaulting();
    const move = toPitEdge({ summary: standingStill(["leap"]) });
    edgeStopEffects(pitScene(model("a", 9, 4)), move, ruleset);
    expect(Object.keys(approaches[0]!)).not.toContain("band");
  });

  it("an endless edge distance is no distance: the request names none", () => {
    const { ruleset, requests } = vaulting({ edgeTestDistance: () => Number.POSITIVE_INFINITY });
    expect(kinds(edgeStopEffects(pitScene(model("a", 9, 4)), toPitEdge(), ruleset))).toEqual(["vault"]);
    expect(Object.keys(requests[0]!)).not.toContain("distance");
    const finite = vaulting({ edgeTestDistance: () => 1.5 });
    edgeStopEffects(pitScene(model("a", 9, 4)), toPitEdge(), finite.ruleset);
    expect(finite.requests[0]?.["distance"]).toBe(1.5);
  });

  it("a mover with no base (radius 0) steps over nothing (necromunda-movement.md § Leaping Gaps: no wider than the base)", () => {
    // The terrain would let any base step over the pit; a 1 m base does, a point does not.
    const { ruleset } = vaulting({ stepsOver: () => true });
    expect(kinds(edgeStopEffects(pitScene(model("a", 9, 4, { size: 0 })), toPitEdge(), ruleset))).toEqual(["vault"]);
    expect(kinds(edgeStopEffects(pitScene(model("a", 9, 4)), toPitEdge(), ruleset))).toEqual([]);
  });
});

describe("a move that ends over a gap (necromunda-movement.md § Leaping Gaps)", () => {
  it("a mover with no base (radius 0) spans nothing: the test is due", () => {
    const { ruleset } = vaulting({ stepsOver: () => true });
    expect(kinds(finishedMoveEffects(pitScene(model("a", 11, 4.5, { size: 0 })), intoPit(), ruleset))).toEqual([
      "vault",
    ]);
    expect(kinds(finishedMoveEffects(pitScene(model("a", 11, 4.5)), intoPit(), ruleset))).toEqual([]);
  });

  it("the test's distance is the pit's depth; a pit 0 deep names none", () => {
    const deep = vaulting();
    expect(kinds(finishedMoveEffects(pitScene(model("a", 11, 4.5), 2), intoPit(), deep.ruleset))).toEqual(["vault"]);
    expect(deep.requests[0]).toMatchObject({ kind: "vault", distance: 2 });
    const flat = vaulting();
    expect(kinds(finishedMoveEffects(pitScene(model("a", 11, 4.5), 0), intoPit(), flat.ruleset))).toEqual(["vault"]);
    expect(Object.keys(flat.requests[0]!)).not.toContain("distance");
  });

  it("an endless edge distance is no distance: the request names none", () => {
    const { ruleset, requests } = vaulting({ edgeTestDistance: () => Number.POSITIVE_INFINITY });
    expect(kinds(finishedMoveEffects(pitScene(model("a", 11, 4.5)), intoPit(), ruleset))).toEqual(["vault"]);
    expect(Object.keys(requests[0]!)).not.toContain("distance");
  });
});

describe("what a finished move's tests and counters hear", () => {
  /** Skirmish with storms that reach the air; what its movement tests and counters hear is kept. */
  function stormy() {
    const told: Record<string, unknown>[] = [];
    const counted: Record<string, unknown>[] = [];
    const ruleset: Ruleset = {
      ...skirmish,
      terrain: {
        ...skirmish.terrain!,
        conditions: ["mud", "storm"],
        airborneConditions: (conditions) => conditions.filter((c) => c === "storm"),
      },
      tests: {
        ...skirmish.tests,
        movementTests: (move) => {
          told.push({ ...move });
          return [];
        },
        countersAfterMove: (move) => {
          counted.push({ ...move });
          return [];
        },
      },
    };
    return { ruleset, told, counted };
  }

  it("a flight over mud and storm, then a landing: only the storm reaches the flier, nothing the landing", () => {
    // From (2.5, −1.5) flying 5 m along (0.6, 0.8) through mud and storm to (5.5, 2.5), then
    // walking 5 m on to (8.5, 6.5) over plain ground (no conditions).
    const path = [step(2.5, -1.5), step(5.5, 2.5, 0, { action: "fly", conditions: ["mud", "storm"] }), step(8.5, 6.5)];
    const { ruleset, told, counted } = stormy();
    const move: FinishedMove = {
      mover: "a",
      path,
      summary: { ...standingStill(["dash"]), conditions: ["mud", "storm"], turnDistance: 10, path, steps: path },
      inCombat: true,
    };
    finishedMoveEffects(scene([model("a", 8.5, 6.5)]), move, ruleset);
    const heard = told[0]!;
    expect([...(heard["conditions"] as Iterable<string>)]).toEqual(["storm"]);
    expect(heard["endConditions"]).toEqual([]);
    expect((heard["path"] as PathStep[])[1]?.conditions).toEqual(["storm"]);
    expect((counted[0]!["steps"] as PathStep[])[1]?.conditions).toEqual(["storm"]);
  });

  it("the counters a move's end sets read the move's own path when the summary has none", () => {
    const path = [step(2.5, -1.5), step(5.5, 2.5)];
    const { ruleset, counted } = stormy();
    const move: FinishedMove = { mover: "a", path, summary: standingStill(["step"]), inCombat: false };
    finishedMoveEffects(scene([model("a", 5.5, 2.5)]), move, ruleset);
    expect(counted[0]?.["path"]).toEqual(path);
  });

  it("a mark for a region that asks for no edge test is no edge taken", () => {
    // The path walks through a bog (mud, no edge test) whose id is among the marks.
    const told: Record<string, unknown>[] = [];
    const { ruleset: pits } = vaulting();
    const ruleset: Ruleset = {
      ...pits,
      tests: {
        ...pits.tests,
        movementTests: (move) => {
          told.push({ ...move });
          return [];
        },
      },
    };
    const bog = region("bog", { x: 1, y: -3, width: 10, height: 10 }, [ground("mud")]);
    const path = [step(2.5, -1.5), step(5.5, 2.5, 0, { conditions: ["mud"] })];
    const move: FinishedMove = {
      mover: "a",
      path,
      summary: { ...standingStill(["step"]), conditions: ["mud"] },
      inCombat: true,
      marks: ["edgeCleared:bog"],
    };
    finishedMoveEffects(scene([model("a", 5.5, 2.5)], [bog]), move, ruleset);
    expect(told[0]).toBeDefined();
    expect(told[0]?.["edgeCleared"]).toBeUndefined();
  });
});

describe("only a vehicle's move runs into anything (CollisionsCapability; d6-movement.txt § Vehicle Damage)", () => {
  it("a character's move is not shown to the collisions capability; a vehicle's is", () => {
    const movers: string[] = [];
    const ruleset: Ruleset = {
      ...skirmish,
      collisions: {
        ...getRuleset("d6").collisions,
        moveEffects: (_snapshot, move) => {
          movers.push(move.mover);
          return [];
        },
      },
    };
    const path = [step(10, 50), step(60, 50)];
    finishedMoveEffects(
      metreScene([model("walker", 60, 50)]),
      { mover: "walker", path, summary: null, inCombat: true },
      ruleset,
    );
    expect(movers).toEqual([]);
    finishedMoveEffects(
      metreScene([vehicle("car", 60, 50, 0)]),
      { mover: "car", path, summary: null, inCombat: true },
      ruleset,
    );
    expect(movers).toEqual(["car"]);
  });
});
