import { describe, expect, it } from "vitest";
import { getRuleset, type MovementTestCall, type Ruleset } from "../../src/rules";
import * as sr from "../../src/rules/rulesets/shadowrun";

const ruleset: Ruleset = getRuleset("shadowrun");
const tests = ruleset.tests;

/** A human runner: Agility 4, Strength 3, Body 4, Running 5, Swimming 2, Acrobatics 3, Armour 9. */
function runner(over: Partial<sr.RunnerRecord> = {}, modifiers: Record<string, number> = {}) {
  return sr.runnerProfile(
    {
      metatype: "human",
      agility: 4,
      strength: 3,
      body: 4,
      running: 5,
      swimming: 2,
      acrobatics: 3,
      armour: 9,
      physicalLimit: 0,
      ...over,
    },
    modifiers,
  );
}

const bandsOf = (profile = runner()) =>
  Object.fromEntries(ruleset.bands.movementBands(profile).map((b) => [b.action, b.distance]));

/** Builds a test that must exist. */
function build(kind: string, extra: Partial<Parameters<typeof tests.buildTest>[0]> = {}): MovementTestCall {
  const call = tests.buildTest({ kind, ...extra });
  if (!call) throw new Error(`no ${kind} test`);
  return call;
}

describe("runner profile", () => {
  it("holds the ratings, the metres per sprint hit and every pool", () => {
    expect(runner().characteristics).toEqual({
      agility: 4,
      strength: 3,
      body: 4,
      running: 5,
      swimming: 2,
      acrobatics: 3,
      armour: 9,
      physicalLimit: 0,
      sprintPerHit: 2,
      swimSprintPerHit: 1,
      sprintPool: 8,
      swimPool: 5,
      jumpPool: 7,
      climbPool: 6,
      rappelPool: 7,
      fallPool: 9,
    });
    expect(runner({ metatype: "troll" }).characteristics).toMatchObject({ sprintPerHit: 1, swimSprintPerHit: 2 });
  });

  it("never throws on bad ratings: they count 0", () => {
    expect(runner({ agility: Number.NaN, strength: -3 }).characteristics).toMatchObject({ agility: 0, strength: 0 });
  });
});

describe("bands (§ Standard Movement, § Sprinting; ruling 11)", () => {
  it("Walk Agility × 2, Run × 4, Sprint equal to Run until a sprint adds to it", () => {
    expect(bandsOf()).toEqual({ srWalk: 8, srRun: 16, srSprint: 16 });
    expect(bandsOf(runner({ agility: 6, metatype: "elf" }))).toEqual({ srWalk: 12, srRun: 24, srSprint: 24 });
  });

  it("a sprint's metres (profile modifier of srSprint) raise the limit past Run", () => {
    expect(bandsOf(runner({}, { srSprint: 6 }))).toEqual({ srWalk: 8, srRun: 16, srSprint: 22 });
    const bands = ruleset.bands.movementBands(runner({}, { srSprint: 6 }));
    expect(bands.map((b) => b.action)).toEqual(["srWalk", "srRun", "srSprint"]);
  });

  it("spans the whole Combat Turn (all Initiative Passes: the round)", () => {
    expect(ruleset.bands.history).toBe("round");
  });

  it("swims at avg(Agility, Strength) plus a swimming sprint's metres; other actions have no own bands", () => {
    expect(ruleset.bands.actionBands?.("srSwim", runner())).toEqual([{ action: "srSwim", distance: 3.5 }]);
    expect(ruleset.bands.actionBands?.("srSwim", runner({}, { srSwim: 2 }))).toEqual([
      { action: "srSwim", distance: 5.5 },
    ]);
    expect(ruleset.bands.actionBands?.("srRun", runner())).toBeNull();
  });

  it("declares four actions that do not clash with core's, swimming only on water", () => {
    expect(ruleset.actions.map((a) => a.id)).toEqual(["srWalk", "srRun", "srSprint", "srSwim"]);
    expect(ruleset.actions.find((a) => a.id === "srSwim")?.terrain).toEqual(["water"]);
    expect(ruleset.terrain?.requiredAction?.(["water"])).toBe("srSwim");
    expect(ruleset.terrain?.requiredAction?.([])).toBeNull();
  });
});

describe("statuses (§ Running Modifiers)", () => {
  it("Running past Walk, Running and Sprinting past Run, nothing at a walk", () => {
    const statuses = ruleset.statuses!;
    expect(statuses.statuses.map((s) => s.id)).toEqual(["srRunning", "srSprinting"]);
    expect(statuses.bandStatuses("srWalk")).toEqual([]);
    expect(statuses.bandStatuses("srRun")).toEqual(["srRunning"]);
    expect(statuses.bandStatuses("srSprint")).toEqual(["srRunning", "srSprinting"]);
  });
});

describe("terrain", () => {
  it("a gap stops the drag at its edge for a running jump; water costs nothing extra", () => {
    const terrain = ruleset.terrain!;
    expect(terrain.conditions).toEqual(["water", "climb", "gap", "softGround", "cushioned"]);
    expect(terrain.edgeTest?.(["gap"])).toBe("jump");
    expect(terrain.edgeTest?.(["water"])).toBeNull();
    expect(terrain.costMultiplier(["water"])).toBe(1);
    expect(terrain.mayEndOn(["water"])).toBe(true);
  });
});

describe("tests: building and rolling", () => {
  it("rolls the pool plus modifiers with Foundry's count-successes formula", () => {
    const climb = build("climb", { options: { direction: "up", assisted: "true", surface: "flat", condition: "wet" } });
    expect(climb.kind).toBe("climbUp");
    expect(climb.characteristic).toBe("climbPool");
    expect(climb.modifiers).toEqual([
      { source: "assisted", value: 2 },
      { source: "surface.flat", value: -3 },
      { source: "condition.wet", value: -2 },
    ]);
    expect(tests.diceKind(climb)).toBe("pool");
    expect(tests.formula(climb, 6)).toBe("3d6cs>=5");
    expect(tests.formula(build("sprint"), 8)).toBe("8d6cs>=5");
    expect(tests.formula(climb, 1)).toBe("0d6cs>=5");
  });

  it("calls for a fall only past 3 m (§ Falling)", () => {
    const move = { actions: [], conditions: [], turnDistance: 0, bands: [], zeroGravity: false };
    expect(tests.movementTests({ ...move, drop: 3 })).toEqual([]);
    expect(tests.movementTests({ ...move, drop: 3.5 })).toEqual([
      { kind: "fall", characteristic: "fallPool", difficulty: "plain", modifiers: [], distance: 3.5 },
    ]);
    expect(tests.buildTest({ kind: "fall", distance: 2 })).toBeUndefined();
    expect(tests.buildTest({ kind: "swimDeep" })).toBeUndefined();
  });

  it("lists a manual card for every test, the climb with the table's choices", () => {
    expect(tests.manualTests.map((t) => t.request.kind)).toEqual([
      "sprint",
      "swimSprint",
      "treadWater",
      "jump",
      "jumpStanding",
      "jumpVertical",
      "climb",
      "rappel",
      "rappelStop",
      "fall",
    ]);
    const climb = tests.manualTests.find((t) => t.request.kind === "climb")!;
    expect(climb.options?.map((o) => [o.key, o.choices.map((c) => c.value)])).toEqual([
      ["direction", ["up", "down", "horizontal", "overhang"]],
      ["assisted", ["false", "true"]],
      ["surface", ["broken", "easy", "flat", "sheer"]],
      ["condition", ["none", "wet", "greased"]],
    ]);
  });

  it("limits Sprinting tests to ceil(Running ÷ 2) a Combat Turn, and nothing else", () => {
    expect(tests.historyLimit?.("sprint", runner({ running: 5 }))).toBe(3);
    expect(tests.historyLimit?.("sprint", runner({ running: 0 }))).toBe(0);
    expect(tests.historyLimit?.("swimSprint", runner())).toBeNull();
  });
});

describe("tests: resolving", () => {
  it("a human's sprint: 3 hits add 6 m to the Sprint band and make the runner Sprinting", () => {
    const resolution = tests.resolve(build("sprint"), 8, [5, 6, 5, 2, 3, 4, 1, 2], runner());
    expect(resolution).toMatchObject({ success: true, outcome: "sprint" });
    expect(resolution.pool).toMatchObject({ dice: 8, hits: 3, ones: 1, netHits: 3, amount: 6, glitch: false });
    expect(resolution.consequences).toEqual([
      { type: "allowance", action: "srSprint", distance: 6 },
      { type: "status", status: "srSprinting", active: true },
    ]);
  });

  it("a dwarf's sprint adds 1 m a hit; the Physical limit caps the hits", () => {
    const dwarf = runner({ metatype: "dwarf", physicalLimit: 2 });
    const resolution = tests.resolve(build("sprint"), 8, [5, 6, 5, 6, 3, 4, 1, 2], dwarf);
    expect(resolution.pool).toMatchObject({ hits: 2, rolledHits: 4, amount: 2 });
  });

  it("a swimming sprint: an elf's hits add 2 m each to swimming", () => {
    const elf = runner({ metatype: "elf" });
    const resolution = tests.resolve(build("swimSprint"), 5, [6, 6, 1, 2, 3], elf);
    expect(resolution.consequences).toEqual([{ type: "allowance", action: "srSwim", distance: 4 }]);
  });

  it("treading water: threshold 2; failing marks one unresisted box of Stun", () => {
    expect(tests.resolve(build("treadWater"), 5, [5, 6, 1, 2, 3], runner())).toMatchObject({
      success: true,
      outcome: "afloat",
      consequences: [],
    });
    expect(tests.resolve(build("treadWater"), 5, [5, 4, 1, 2, 3], runner())).toMatchObject({
      success: false,
      outcome: "slips",
      consequences: [{ type: "damage", track: "stun", boxes: 1 }],
    });
  });

  it("a running jump over a 3 m gap: 2 hits clear it (3 m) and let the runner cross; 1 hit falls short", () => {
    const gap = build("jump", { distance: 3 });
    const clears = tests.resolve(gap, 7, [5, 6, 1, 2, 3, 4, 2], runner());
    expect(clears).toMatchObject({ success: true, outcome: "clears", consequences: [{ type: "crossEdge" }] });
    expect(clears.pool?.amount).toBe(3);
    const short = tests.resolve(gap, 7, [5, 4, 1, 2, 3, 4, 2], runner());
    expect(short).toMatchObject({ success: false, outcome: "short", consequences: [] });
    expect(short.pool?.amount).toBe(2.2);
  });

  it("a jump past the cap counts style hits", () => {
    const resolution = tests.resolve(build("jump"), 7, [5, 5, 5, 5, 5, 6, 6], runner());
    expect(resolution.pool).toMatchObject({ amount: 5.2, styleHits: 2 });
    expect(tests.describeResult(build("jump"), resolution).outcome).toEqual({
      key: "STRIDE.Shadowrun.Card.outcome.jumpedStyle",
      data: { amount: 5.2, count: 5.2, distance: "", styleHits: 2 },
    });
  });

  it("climbing gives the table's metres for the direction and gear", () => {
    const up = build("climb", { options: { direction: "up" } });
    expect(tests.resolve(up, 6, [5, 6, 5, 1, 2, 3], runner())).toMatchObject({ outcome: "climbed" });
    expect(tests.resolve(up, 6, [5, 6, 5, 1, 2, 3], runner()).pool?.amount).toBe(1);
    const assisted = build("climb", { options: { direction: "up", assisted: true } });
    expect(tests.resolve(assisted, 6, [5, 6, 5, 1, 2, 3, 4, 4], runner()).pool?.amount).toBe(3);
    const overhang = build("climb", { options: { direction: "overhang" } });
    expect(tests.resolve(overhang, 6, [5, 6, 1, 1, 2, 3], runner())).toMatchObject({
      success: false,
      outcome: "noProgress",
    });
  });

  it("rappelling: threshold 2, 20 m + net hits; −2 dice with another Simple Action", () => {
    const resolution = tests.resolve(build("rappel"), 7, [5, 6, 6, 5, 1, 2, 3], runner());
    expect(resolution).toMatchObject({ success: true, outcome: "rappels", targetNumber: 2 });
    expect(resolution.pool).toMatchObject({ hits: 4, netHits: 2, amount: 22 });
    const busy = build("rappel", { options: { otherAction: true } });
    expect(busy.modifiers).toEqual([{ source: "otherAction", value: -2 }]);
    expect(tests.resolve(busy, 7, [5, 1, 2, 3, 4], runner())).toMatchObject({ success: false, outcome: "rappelFails" });
    expect(tests.resolve(build("rappelStop"), 7, [5, 6, 1, 2, 3, 4, 4], runner()).outcome).toBe("rappelStops");
  });

  it("a 7 m fall: DV 7, 3 hits leave 4 boxes of Physical damage", () => {
    const fall = build("fall", { distance: 7.6 });
    const resolution = tests.resolve(fall, 9, [5, 6, 5, 1, 2, 3, 4, 4, 2], runner());
    expect(resolution).toMatchObject({ success: false, outcome: "fallHurt" });
    expect(resolution.pool?.amount).toBe(4);
    expect(resolution.consequences).toEqual([{ type: "damage", track: "physical", boxes: 4 }]);
    const soaked = tests.resolve(build("fall", { distance: 4 }), 9, [5, 6, 5, 5, 2, 3, 4, 4, 2], runner());
    expect(soaked).toMatchObject({ success: true, outcome: "fallResisted", consequences: [] });
  });

  it("a fall's card names its DV, and past 50 m the Combat Turns it lasts (§ Falling)", () => {
    expect(tests.describe(build("fall", { distance: 12 }), 9).reason).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.fall",
      data: { distance: 12, dv: 12, turns: 1 },
    });
    expect(tests.describe(build("fall", { distance: 120.5 }), 9).reason).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.fallLong",
      data: { distance: 120.5, dv: 120, turns: 2 },
    });
  });

  it("a fall follows a move outside combat too; the other tests do not (tests.dueOutsideCombat)", () => {
    expect(tests.dueOutsideCombat?.(build("fall", { distance: 4 }))).toBe(true);
    expect(tests.dueOutsideCombat?.(build("sprint"))).toBe(false);
    expect(tests.dueOutsideCombat?.(build("jump", { distance: 3 }))).toBe(false);
  });

  it("rejects dice that are not the pool's", () => {
    expect(() => tests.resolve(build("sprint"), 8, [5, 6], runner())).toThrow(RangeError);
    expect(() => tests.resolve(build("sprint"), 2, [5, 9], runner())).toThrow(RangeError);
  });

  it("reports a glitch and a critical glitch", () => {
    const glitch = tests.resolve(build("sprint"), 5, [1, 1, 1, 5, 2], runner());
    expect(glitch.pool).toMatchObject({ glitch: true, criticalGlitch: false });
    const critical = tests.resolve(build("sprint"), 3, [1, 1, 4], runner());
    expect(critical.pool).toMatchObject({ glitch: true, criticalGlitch: true });
    expect(tests.describeResult(build("sprint"), critical).verdict).toEqual({
      key: "STRIDE.Shadowrun.Card.hits",
      data: { hits: 0, count: 0, threshold: 0, netHits: 0, glitch: { key: "STRIDE.Shadowrun.Card.glitch.critical" } },
    });
  });
});

describe("tests: card text", () => {
  it("names the pool, the modifiers, and the dice with the threshold", () => {
    const call = build("rappel", { options: { otherAction: true } });
    expect(tests.describe(call, 7)).toEqual({
      title: { key: "STRIDE.Shadowrun.Test.rappel", data: { threshold: 2 } },
      reason: { key: "STRIDE.Shadowrun.Card.reason.rappel", data: { distance: "" } },
      lines: [
        { label: { key: "STRIDE.Shadowrun.Pool.rappelPool" }, value: "7" },
        { label: { key: "STRIDE.Shadowrun.Modifier.otherAction" }, value: "−2" },
      ],
      target: "5d6 (2)",
      impossible: false,
    });
  });

  it("a gap's jump says the width; a pool of no dice is impossible; a gone actor has no numbers", () => {
    expect(tests.describe(build("jump", { distance: 3 }), 7).reason).toEqual({
      key: "STRIDE.Shadowrun.Card.reason.jumpOver",
      data: { distance: 3 },
    });
    const climb = build("climb", { options: { surface: "sheer" } });
    expect(tests.describe(climb, 4)).toMatchObject({ target: null, impossible: true });
    expect(tests.describe(build("sprint"), null)).toMatchObject({ lines: [], target: null, impossible: false });
  });

  it("a threshold test's verdict gives net hits", () => {
    const resolution = tests.resolve(build("treadWater"), 5, [5, 6, 6, 2, 3], runner());
    expect(tests.describeResult(build("treadWater"), resolution).verdict).toEqual({
      key: "STRIDE.Shadowrun.Card.hitsThreshold",
      data: { hits: 3, count: 3, threshold: 2, netHits: 1, glitch: { key: "STRIDE.Shadowrun.Card.glitch.none" } },
    });
  });
});
