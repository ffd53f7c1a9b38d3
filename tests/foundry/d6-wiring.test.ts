/**
 * The adapter's generic wiring driven by the OpenD6 ruleset (issue #11): the ruler's own label
 * (BandsCapability.rulerLabel), the free half Move, the GM's 4× limit enforced as the other
 * rulesets' limits, a missed running roll moving the token back to its Move (TestConsequence
 * `backtrack`), and a chase's pace across rounds (BandsCapability.pace: acceleration limits,
 * fatigue). Numbers from d6-movement.txt (§ Running, § Short Distances, § Maximum Movement,
 * § Accelerating & Decelerating, § Fatigue) and ruling 12.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type MoveSummary } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { judgeMove, turnAllowance } from "../../src/foundry/movement/allowance";
import {
  paceContext,
  paceSettings,
  PACE_FLAG,
  PACE_ROLL_FLAG,
  recordedPace,
  runningStartOf,
} from "../../src/foundry/movement/pace";
import { recordTokenPace } from "../../src/foundry/movement/pace-record";
import { rulesetRulerLabel, waypointStanding } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { backtrackAlongHistory, consequenceEffects } from "../../src/foundry/effects/card-effects";
import { finishedMove, summarizeMove, type MovedToken } from "../../src/foundry/effects/finished-move";
import { renderManualTestForm } from "../support/manual-test-form";
import { executeEffects } from "../../src/foundry/effects/executor";
import { runTurnStart, turnStartEffects } from "../../src/foundry/effects/turn-start";
import { localizeText } from "../../src/foundry/chat/localize";
import { installWorld, removeWorld } from "./fakes";
import { lang as en } from "../support/lang";

const od6 = getRuleset("d6");
/** Move 10 (the text's examples), running 4D+1. */
const profile = d6.d6Profile({
  move: 10,
  flyingMove: 0,
  attributes: { agility: "3D", physique: "3D" },
  skills: { running: "4D+1" },
});

/** A courier's token in combat `c1` (round `round`), 1 m grid squares of 100 px; flags kept by the fake. */
function courier(round = 1, history: { x: number; y: number; cost?: number }[] = []) {
  const flags: Record<string, Record<string, unknown>> = {};
  const combat = { id: "c1", round, turn: 0, started: true };
  const token = {
    id: "t1",
    name: "Courier",
    x: 0,
    y: 0,
    width: 1,
    height: 1,
    flags,
    combatant: { combat },
    movementHistory: history,
    actor: { system: { movementProfile: profile, flyingSpeed: 0 } },
    parent: { grid: { units: "m", size: 100, distance: 1, type: 1 }, flags: {}, tokens: [], regions: [] },
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  return { token, combat };
}

/** en.json's value at a dotted key. */
function lang(key: string): string {
  let node: unknown = en;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string;
}
/** A real-wording i18n over en.json (placeholders filled). */
const i18n = {
  lang: "en",
  has: (key: string) => typeof lang(key) === "string",
  localize: (key: string) => lang(key),
  format: (key: string, data: Record<string, string>) =>
    lang(key).replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? ""),
  getListFormatter: (options?: Intl.ListFormatOptions) => new Intl.ListFormat("en", options),
};

/** A ruler waypoint chain through distances (m on a 1 m grid), each reached through `conditions`. */
function ruler(steps: { distance: number; conditions?: string[]; action?: string }[]) {
  let previous: object | null = { measurement: { cost: 0, distance: 0 }, stage: "planned", previous: null };
  for (const step of steps) {
    previous = {
      action: step.action ?? "walk",
      measurement: { cost: step.distance, distance: step.distance },
      previous,
      terrain: { conditions: step.conditions ?? [] },
    };
  }
  return previous as Parameters<typeof waypointStanding>[0];
}

let world: ReturnType<typeof installWorld>;
beforeEach(() => {
  world = installWorld({ ruleset: "d6", variant: "open" });
});
afterEach(() => removeWorld());

describe("the ruler's difficulty label (§ Running, § Short Distances)", () => {
  const none = { cost: 0, distance: 0 };

  it("labels 27 m over rough ground 'Run · 27 m · 3 movements · difficulty 20 (+10 rough)', coloured by the 3× band", () => {
    const { token } = courier();
    const allowance = turnAllowance(token, od6, "open")!;
    const waypoint = ruler([{ distance: 12, conditions: ["rough"] }, { distance: 27 }]);
    const standing = waypointStanding(waypoint, allowance, none)!;
    expect(standing.band?.action).toBe("d6Run3");
    expect(standing.index).toBe(3);
    const label = rulesetRulerLabel(waypoint, allowance, none)!;
    expect(localizeText(label, i18n)).toBe("Run · 27 m · 3 movements · difficulty 20 (+10 rough)");
  });

  it("says 'free' up to exactly half a Move (5 m) and 1 movement at difficulty 0 just beyond", () => {
    const { token } = courier();
    const allowance = turnAllowance(token, od6, "open")!;
    expect(localizeText(rulesetRulerLabel(ruler([{ distance: 5 }]), allowance, none)!, i18n)).toBe("Run · 5 m · free");
    expect(localizeText(rulesetRulerLabel(ruler([{ distance: 6 }]), allowance, none)!, i18n)).toBe(
      "Run · 6 m · 1 movement · difficulty 0",
    );
    expect(waypointStanding(ruler([{ distance: 5 }]), allowance, none)!.band?.action).toBe("d6Free");
  });

  it("adds the recorded history of an earlier drag this turn (12 m + 8 m = 20 m: difficulty 5)", () => {
    const { token } = courier();
    const allowance = turnAllowance(token, od6, "open")!;
    const label = rulesetRulerLabel(ruler([{ distance: 8 }]), allowance, { cost: 12, distance: 12 })!;
    expect(localizeText(label, i18n)).toBe("Run · 20 m · 2 movements · difficulty 5");
  });

  it("swims in water with the swimming Move (5 m): 10 m is difficulty 10", () => {
    const { token } = courier();
    const allowance = turnAllowance(token, od6, "open")!;
    const label = rulesetRulerLabel(ruler([{ distance: 10, conditions: ["water"] }]), allowance, none)!;
    expect(localizeText(label, i18n)).toBe("Swim · 10 m · 2 movements · difficulty 10");
  });
});

describe("the GM's 4× Move limit (§ Maximum Movement), enforced like the other rulesets' limits", () => {
  it("blocks a player's move past 40 m with variant 'limited', and allows it with 'open'", () => {
    installWorld({ ruleset: "d6", variant: "limited" });
    const { token } = courier();
    const limited = turnAllowance(token, od6, "limited")!;
    const player = { isGM: false, enforcement: "block" as const, inStartedCombat: true };
    expect(judgeMove(player, limited, "walk", 40, 40)).toMatchObject({ allowed: true, limit: 40 });
    expect(judgeMove(player, limited, "walk", 41, 41)).toMatchObject({ allowed: false, over: true, limit: 40 });
    expect(rulesetRulerLabel(ruler([{ distance: 41 }]), limited, { cost: 0, distance: 0 })).toBeNull();
    const open = turnAllowance(token, od6, "open")!;
    expect(judgeMove(player, open, "walk", 41, 41).allowed).toBe(true);
  });
});

describe("a missed running roll covers only the Move (§ Running): the token goes back along its path", () => {
  it("moves a courier who ran 27 m (10 m east, 17 m south) and missed back to the corner at 10 m", async () => {
    const history = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1700 },
    ];
    const { token } = courier(1, history);
    const run = d6.buildTest({ kind: "run", distance: 27, options: { move: "10" } })!;
    const missed = od6.tests.resolve(run, 13, [2, 2, 2, 2]);
    expect(missed.consequences).toEqual([
      { type: "backtrack", distance: 17 },
      { type: "paceRoll", made: false },
    ]);
    const effects = await consequenceEffects(token, missed.consequences!, od6);
    // Centres in metres: the corner square's centre is (10.5, 0.5).
    expect(effects).toEqual([{ type: "move", model: "t1", to: { x: 10.5, y: 0.5 } }]);
  });

  it("does nothing without a recorded path (outside a combat core records none)", () => {
    const { token } = courier(1, []);
    expect(backtrackAlongHistory(token, 17, od6)).toEqual([]);
  });

  it("outside a combat walks back along the path the card's request stored (no history): the corner at 10 m", async () => {
    const { token } = courier(1, []);
    // Standing where the stored path ends (a token moved since is not walked back: backtrack.ts storedBacktrack).
    const outside = { ...token, combatant: null, x: 1000, y: 1700 };
    const request = {
      kind: "run",
      distance: 27,
      options: { move: "10", backPath: "0.5,0.5 10.5,0.5 10.5,17.5" },
    };
    const missed = od6.tests.resolve(od6.tests.buildTest(request)!, 13, [2, 2, 2, 2]);
    const effects = await consequenceEffects(outside, missed.consequences!, od6, request);
    expect(effects).toEqual([{ type: "move", model: "t1", to: { x: 10.5, y: 0.5 } }]);
    // A recorded history (in combat) still wins over the stored path; a bad stored path moves nothing.
    const history = [
      { x: 0, y: 0 },
      { x: 2700, y: 0 },
    ];
    const inCombat = await consequenceEffects(courier(1, history).token, missed.consequences!, od6, request);
    expect(inCombat).toEqual([{ type: "move", model: "t1", to: { x: 10.5, y: 0.5 } }]);
    const bad = { ...request, options: { ...request.options, backPath: "x,y" } };
    expect(await consequenceEffects(outside, missed.consequences!, od6, bad)).toEqual([]);
  });
});

describe("a chase across rounds (§ Accelerating & Decelerating, § Fatigue)", () => {
  const summary = (token: MovedToken, distance: number) =>
    summarizeMove(
      token,
      {
        passed: { waypoints: [{ x: distance * 100, y: 0, action: "walk" }], distance, cost: distance },
        history: { distance: 0, cost: 0 },
        method: "dragging",
      },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints: [{ x: distance * 100, y: 0, action: "walk" }] },
      od6,
      "open",
    ) as MoveSummary;

  it("keeps no pace when both settings are off or outside a combat", () => {
    const { token } = courier();
    expect(paceSettings()).toEqual({ limits: false, fatigueAfter: 0 });
    expect(paceContext(token, od6)).toBeUndefined();
    world.settings["paceLimits" as keyof typeof world.settings] = true;
    expect(paceContext({ ...token, combatant: null }, od6)).toBeUndefined();
    expect(paceContext(token, getRuleset("dh2"))).toBeUndefined();
  });

  it("follows the thief chase: 20 m, then at most 40 m, then a miss slows to 20 m", async () => {
    Object.assign(world.settings, { paceLimits: true });
    // Round 1: the turn's start records the (empty) history before it: rate 0, so 0–20 m.
    const { token, combat } = courier(1, []);
    expect(await recordTokenPace(token, od6, "open")).toBe(true);
    expect(recordedPace(token)).toEqual({ rate: 0, fastRounds: 0 });
    let allowance = turnAllowance(token, od6, "open")!;
    expect(allowance.bands.at(-1)!.distance).toBe(20);
    const player = { isGM: false, enforcement: "block" as const, inStartedCombat: true };
    expect(judgeMove(player, allowance, "walk", 21, 21).allowed).toBe(false);
    expect(
      localizeText(
        rulesetRulerLabel(ruler([{ distance: 20 }]), allowance, { cost: 0, distance: 0 }, paceContext(token, od6))!,
        i18n,
      ),
    ).toBe("Run · 20 m · 2 movements · difficulty 5 · chase 0–20 m");
    // Round 2: he ran 20 m; the turn's start records it, and the range is 0–40 m.
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: 2000, y: 0, cost: 20 },
      ],
    });
    combat.round = 2;
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 20, fastRounds: 1 });
    allowance = turnAllowance(token, od6, "open")!;
    expect(allowance.bands.at(-1)!.distance).toBe(40);
    expect(judgeMove(player, allowance, "walk", 50, 50).allowed).toBe(false);
    // Round 3: he ran 40 m; holding it needs 15, and the card carries last round's rate.
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: 4000, y: 0, cost: 40 },
      ],
    });
    combat.round = 3;
    await recordTokenPace(token, od6, "open");
    expect(token.flags["stride"]![PACE_FLAG]).toEqual({ combat: "c1", rate: 40, fastRounds: 2, runningStart: 0 });
    const moved = summary(token as unknown as MovedToken, 40);
    expect(moved.pace).toEqual({ previous: { rate: 40, fastRounds: 2 }, limits: true, fatigueAfter: 0 });
    const [call] = od6.tests.movementTests(moved);
    expect(d6.testDifficulty(call!)).toBe(15);
    const missed = od6.tests.resolve(call!, 13, [3, 3, 3, 2]);
    expect(missed).toMatchObject({ outcome: "slows", amount: 20 });
    expect(missed.consequences).toEqual([
      { type: "backtrack", distance: 20 },
      { type: "paceRoll", made: false },
    ]);
  });

  it("round 2 of the chase: a run of 40 m missed with 8 keeps last round's 20 m and walks back 20 m along the history", async () => {
    Object.assign(world.settings, { paceLimits: true });
    const { token, combat } = courier(1, [
      { x: 0, y: 0, cost: 0 },
      { x: 2000, y: 0, cost: 20 },
    ]);
    combat.round = 2;
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 20, fastRounds: 1 });
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: 4000, y: 0, cost: 40 },
      ],
    });
    const [call] = od6.tests.movementTests(summary(token as unknown as MovedToken, 40));
    expect(call!.request?.options).toMatchObject({ paceRate: "20" });
    expect(d6.testDifficulty(call!)).toBe(15);
    const missed = od6.tests.resolve(call!, 9, [2, 3, 3]);
    expect(missed).toMatchObject({ success: false, outcome: "keepsPace", amount: 20 });
    expect(localizeText(od6.tests.describeResult(call!, missed).outcome, i18n)).toBe(
      "Misses this distance but makes last round's pace: keeps 20 m this round.",
    );
    // Centres in metres: 20 m back from (40.5, 0.5) is (20.5, 0.5).
    const effects = await consequenceEffects(token, missed.consequences!, od6);
    expect(effects).toEqual([{ type: "move", model: "t1", to: { x: 20.5, y: 0.5 } }]);
  });

  it("the chase's minimum: at 40 m (Move 10) a round of 5 m is recorded at 20 m, and the ruler says 15 m is short", async () => {
    Object.assign(world.settings, { paceLimits: true });
    const { token, combat } = courier(1, []);
    token.flags["stride"] = { [PACE_FLAG]: { combat: "c1", rate: 40, fastRounds: 2 } };
    const allowance = turnAllowance(token, od6, "open")!;
    expect(
      localizeText(
        rulesetRulerLabel(ruler([{ distance: 15 }]), allowance, { cost: 0, distance: 0 }, paceContext(token, od6))!,
        i18n,
      ),
    ).toBe(
      "Run · 15 m · 2 movements · difficulty 5 · chase 20–60 m: short of the 20 m minimum (at most 2× Move slower a round)",
    );
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: 500, y: 0, cost: 5 },
      ],
    });
    combat.round = 2;
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 20, fastRounds: 0 });
    // With the limits off the 5 m stands.
    Object.assign(world.settings, { paceLimits: false, fatigueRounds: 1 });
    token.flags["stride"] = { [PACE_FLAG]: { combat: "c1", rate: 40, fastRounds: 2 } };
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 5, fastRounds: 0 });
  });

  it("forgets a pace recorded in another combat", () => {
    const { token } = courier();
    token.flags["stride"] = { [PACE_FLAG]: { combat: "old", rate: 40, fastRounds: 3 } };
    expect(recordedPace(token)).toBeNull();
  });

  it("adds fatigue past the GM's number of fast rounds (2): the third fast round is +3 on card and ruler", async () => {
    Object.assign(world.settings, { fatigueRounds: 2 });
    const { token, combat } = courier(1, [
      { x: 0, y: 0, cost: 0 },
      { x: 2000, y: 0, cost: 20 },
    ]);
    await recordTokenPace(token, od6, "open");
    combat.round = 2;
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 20, fastRounds: 2 });
    const allowance = turnAllowance(token, od6, "open")!;
    const label = rulesetRulerLabel(
      ruler([{ distance: 20 }]),
      allowance,
      { cost: 0, distance: 0 },
      paceContext(token, od6),
    )!;
    expect(localizeText(label, i18n)).toBe("Run · 20 m · 2 movements · difficulty 8 (+3 fatigue)");
    const [call] = od6.tests.movementTests(summary(token as unknown as MovedToken, 20));
    expect(call!.modifiers).toContainEqual({ source: "fatigue", value: 3 });
    // A walk (one movement) is no fast round: the count starts again.
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: 800, y: 0, cost: 8 },
      ],
    });
    await recordTokenPace(token, od6, "open");
    expect(recordedPace(token)).toEqual({ rate: 8, fastRounds: 0 });
  });
});

describe("drowning on the actor (§ Swimming): a missed swimming card adds a failed round", () => {
  it("calls the actor model's addToCounter('drowning', 1)", async () => {
    const { token } = courier();
    const addToCounter = vi.fn(async () => undefined);
    const swimmer = { ...token, actor: { system: { ...token.actor.system, addToCounter } } };
    const effects = await consequenceEffects(swimmer, [{ type: "counter", counter: "drowning", amount: 1 }], od6);
    expect(effects).toEqual([]);
    expect(addToCounter).toHaveBeenCalledWith("drowning", 1);
  });

  it("hands the actor's profile to the tests, so the next swim is at +3", () => {
    const { token } = courier();
    const drowning = d6.d6Profile({
      move: 10,
      flyingMove: 0,
      attributes: { agility: "3D", physique: "3D" },
      skills: {},
      drowning: 1,
    });
    const swimmer = {
      ...token,
      actor: { system: { movementProfile: drowning, flyingSpeed: 0 } },
    } as unknown as MovedToken;
    const summary = summarizeMove(
      swimmer,
      {
        passed: {
          waypoints: [{ x: 1000, y: 0, action: "walk", terrain: { conditions: ["water"] } }],
          distance: 10,
          cost: 10,
        },
        history: { distance: 0, cost: 0 },
        method: "dragging",
      },
      {
        origin: { x: 0, y: 0, elevation: 0 },
        waypoints: [{ x: 1000, y: 0, action: "walk", terrain: { conditions: ["water"] } }],
      },
      od6,
      "open",
    )!;
    expect(summary.measured?.action).toBe("d6Swim");
    const [call] = od6.tests.movementTests(summary);
    expect(call).toMatchObject({ kind: "swim" });
    expect(d6.testDifficulty(call!)).toBe(13);
  });
});

describe("drowning ends out of the water (§ Swimming): the finished move's end resets the count", () => {
  const drowningProfile = d6.d6Profile({
    move: 10,
    flyingMove: 0,
    attributes: { agility: "3D", physique: "3D" },
    skills: {},
    drowning: 2,
  });
  const moveTo = (token: MovedToken, conditions: string[]) => {
    const waypoints = [
      { x: 400, y: 0, action: "walk", terrain: { conditions: ["water"] } },
      { x: 800, y: 0, action: "walk", terrain: { conditions } },
    ];
    return summarizeMove(
      token,
      { passed: { waypoints, distance: 8, cost: 8 }, history: { distance: 0, cost: 0 }, method: "dragging" },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    )!;
  };

  it("reads the last waypoint's terrain: a swimmer who climbs out on the bank sets drowning to 0", () => {
    const { token } = courier();
    const swimmer = { ...token, actor: { system: { movementProfile: drowningProfile, flyingSpeed: 0 } } };
    const out = moveTo(swimmer as unknown as MovedToken, []);
    expect([...out.endConditions!]).toEqual([]);
    expect(od6.tests.countersAfterMove(out)).toEqual([{ counter: "drowning", value: 0 }]);
    expect(od6.tests.countersAfterMove(moveTo(swimmer as unknown as MovedToken, ["water"]))).toEqual([]);
  });

  it("the executor has the actor's model set it (owner here; another's only on a GM's client)", async () => {
    const setCounter = vi.fn(async () => undefined);
    const actor = { isOwner: true, system: { setCounter } };
    const token = { id: "t1", uuid: "Scene.s.Token.t1", width: 1, height: 1, actor };
    const scene = { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] };
    const effect = { type: "setCounter" as const, model: "t1", counter: "drowning", value: 0 };
    expect(await executeEffects([effect], { scene, unit: "m", isGM: false } as never)).toEqual({
      done: 1,
      needsGM: 0,
      skipped: 0,
    });
    expect(setCounter).toHaveBeenCalledWith("drowning", 0);
    actor.isOwner = false;
    const report = await executeEffects([effect], { scene, unit: "m", isGM: false } as never);
    expect(report).toEqual({ done: 0, needsGM: 1, skipped: 0 });
    expect(setCounter).toHaveBeenCalledTimes(1);
    expect(await executeEffects([effect], { scene, unit: "m", isGM: true } as never)).toMatchObject({ done: 1 });
  });
});

describe("the jump's running start from the pace record (§ Jumping: +5 per made round of running, up to +10)", () => {
  /** One round: the courier ran `metres` (history), rolled the card (`made`), and the next turn records it. */
  async function round(
    token: ReturnType<typeof courier>["token"],
    combat: { round: number },
    metres: number,
    made?: boolean,
  ) {
    Object.assign(token, {
      movementHistory: [
        { x: 0, y: 0, cost: 0 },
        { x: metres * 100, y: 0, cost: metres },
      ],
    });
    if (made !== undefined) await consequenceEffects(token, [{ type: "paceRoll", made }], od6);
    combat.round++;
    await recordTokenPace(token, od6, "open");
  }

  it("counts two rounds of 20 m whose running rolls were made, and starts again after a missed roll", async () => {
    const { token, combat } = courier(1, []);
    await consequenceEffects(token, [{ type: "paceRoll", made: true }], od6);
    expect(token.flags["stride"]![PACE_ROLL_FLAG]).toEqual({ combat: "c1", made: true });
    await round(token, combat, 20, true);
    // The record consumes the roll it read.
    expect(token.flags["stride"]![PACE_ROLL_FLAG]).toBeNull();
    expect(runningStartOf(token)).toBe(1);
    await round(token, combat, 20, true);
    expect(recordedPace(token)).toEqual({ rate: 20, fastRounds: 2, runningStart: 2 });
    await round(token, combat, 20, false);
    expect(runningStartOf(token)).toBe(0);
    // A fast round nobody rolled for is no running start either.
    await round(token, combat, 20);
    expect(runningStartOf(token)).toBe(0);
  });

  it("hands it to the finished move (the gap's jump) and preselects it in the HUD's jump options", async () => {
    const { token, combat } = courier(1, []);
    await round(token, combat, 20, true);
    await round(token, combat, 30, true);
    const moved = { ...token, object: null } as unknown as MovedToken;
    const waypoints = [{ x: 500, y: 0, action: "walk" }];
    const move = finishedMove(
      moved,
      { passed: { waypoints, distance: 5, cost: 5 }, history: { distance: 0, cost: 0 }, method: "dragging" },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    );
    expect(move.runningStart).toBe(2);
    const jumpOnly = od6.tests.manualTests.filter((spec) => spec.request.kind === "jump");
    const form = renderManualTestForm(jumpOnly, "m", { runningStart: runningStartOf(token) });
    expect(form).toContain('<option value="2" selected>');
    expect(renderManualTestForm(jumpOnly, "m", { runningStart: 0 })).toContain('<option value="0" selected>');
    expect(renderManualTestForm(jumpOnly, "m")).not.toContain("selected");
  });
});

describe("a turn started out of the water ends drowning (§ Swimming): the combat's turn start", () => {
  it("has the executor set the count of a drowning courier standing on dry ground to 0", async () => {
    const setCounter = vi.fn(async () => undefined);
    const profile2 = d6.d6Profile({
      move: 10,
      flyingMove: 0,
      attributes: { agility: "3D", physique: "3D" },
      skills: {},
      drowning: 2,
    });
    const token = {
      id: "t1",
      uuid: "Scene.s.Token.t1",
      name: "Courier",
      x: 800,
      y: 0,
      elevation: 0,
      width: 1,
      height: 1,
      isOwner: true,
      actor: { isOwner: true, system: { movementProfile: profile2, flyingSpeed: 0, setCounter } },
      parent: null as unknown,
    };
    const scene = {
      id: "s",
      grid: { units: "m", size: 100, distance: 1, type: 1 },
      flags: {},
      tokens: [token],
      regions: [],
    };
    token.parent = scene;
    expect(turnStartEffects(token as never, od6)).toEqual([
      { type: "setCounter", model: "t1", counter: "drowning", value: 0 },
    ]);
    expect(await runTurnStart(token as never, od6)).toBe(1);
    expect(setCounter).toHaveBeenCalledWith("drowning", 0);
    expect(turnStartEffects({ ...token, parent: null }, od6)).toEqual([]);
  });
});

describe("one movement action of each type a round on the canvas (§ Movement: each type tested apart)", () => {
  it("a drag that walks 8 m to a wall and climbs 3 m up it gives its parts: a 3 m climb, no 11 m climb", () => {
    const { token } = courier();
    const waypoints = [
      { x: 800, y: 0, action: "walk" },
      { x: 800, y: 0, elevation: 3, action: "walk", terrain: { conditions: ["climb"] } },
    ];
    const summary = summarizeMove(
      token as unknown as MovedToken,
      { passed: { waypoints, distance: 11, cost: 11 }, history: { distance: 0, cost: 0 }, method: "dragging" },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    )!;
    expect(summary.measured?.action).toBe("d6Climb");
    expect(summary.shares).toEqual({ "": { distance: 8, cost: 8 }, d6Climb: { distance: 3, cost: 3 } });
    // Move 10: 8 m of land is one movement (difficulty 0: no roll), and 3 m within the unskilled
    // climbing Move (5 m) is climbing's base difficulty 5 (§ Climbing), not an 11 m climb at 25.
    const calls = od6.tests.movementTests(summary);
    expect(calls.map((c) => [c.kind, c.distance, d6.testDifficulty(c)])).toEqual([["climb", 3, 5]]);
  });

  it("the same walk of 8 m and a 12 m climb tests only the climb, on its own 12 m", () => {
    const { token } = courier();
    const waypoints = [
      { x: 800, y: 0, action: "walk" },
      { x: 800, y: 0, elevation: 12, action: "walk", terrain: { conditions: ["climb"] } },
    ];
    const summary = summarizeMove(
      token as unknown as MovedToken,
      { passed: { waypoints, distance: 20, cost: 20 }, history: { distance: 0, cost: 0 }, method: "dragging" },
      { origin: { x: 0, y: 0, elevation: 0 }, waypoints },
      od6,
      "open",
    )!;
    expect(od6.tests.movementTests(summary).map((c) => [c.kind, c.distance])).toEqual([["climb", 12]]);
  });
});
