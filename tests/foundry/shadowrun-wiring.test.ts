/**
 * The adapter's generic wiring of the optional capabilities, driven by the shadowrun ruleset
 * (issue #10): movement history over the whole Combat Turn, band statuses, a sprint's allowance
 * and limit, water measured as swimming, a gap's width at its edge, test options in the GM dialog.
 * Numbers from shadowrun-movement.md (§ Standard Movement, § Sprinting, § Swimming, § Jumping).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dragStop,
  edgeTestAt,
  finishedMoveEffects,
  getRuleset,
  prepareDrag,
  type MoveSummary,
  type SceneSnapshot,
  manifestOf,
} from "../../src/rules";
import * as shadowrun from "../../src/rules/rulesets/shadowrun";
import { judgeMove, movementProfileOf, rulesetBands, turnAllowance } from "../../src/foundry/movement/allowance";
import {
  addAllowance,
  countTest,
  historyKey,
  historyState,
  historyTestsUsed,
  HISTORY_FLAG,
} from "../../src/foundry/data/token-history";
import { onStartRoundHistory, onStartTurnHistory } from "../../src/foundry/documents/combat-history";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { turnMarksOf } from "../../src/foundry/effects/executor";
import { terrainAction, withTerrainActions } from "../../src/foundry/movement/terrain-path";
import { waypointStanding } from "../../src/foundry/canvas/placeables/tokens/ruler-bands";
import { requestFromForm, withRequest } from "../../src/foundry/hooks/render-token-hud";
import { configureStatusEffects, localizeStatusEffects, statusEffectEntries } from "../../src/foundry/config";
import { rollMovementTest } from "../../src/foundry/chat/movement-tests";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import { FakeMessage, fakeEffects, installChat, shown, type ChatWorld } from "./chat-fakes";

const sr = getRuleset("shadowrun");

/** A human runner: Agility 5, Strength 4, Body 4, Running 5 (Walk 10 m, Run 20 m, 2 m a sprint hit, 3 sprints). */
const record = {
  metatype: "human" as const,
  agility: 5,
  strength: 4,
  body: 4,
  running: 5,
  swimming: 3,
  acrobatics: 4,
  armour: 9,
  physicalLimit: 6,
};
const profile = shadowrun.runnerProfile(record);

/** A token of a runner in combat `c1`, round `round`, turn `turn`, whose flags the fake keeps. */
function runnerToken(round = 1, turn = 0) {
  const flags: Record<string, Record<string, unknown>> = {};
  const combat = { id: "c1", round, turn, started: true };
  const applyDamage = vi.fn(async () => undefined);
  const token = {
    id: "t1",
    name: "Twitch",
    flags,
    combatant: { combat },
    actor: { system: { movementProfile: profile, flyingSpeed: 0, applyDamage } },
    parent: { grid: { units: "m", size: 100, distance: 1, type: 1 }, flags: {}, tokens: [], regions: [] },
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      (flags[scope] ??= {})[key] = structuredClone(value);
    }),
  };
  return { token, combat, applyDamage };
}

beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
});
afterEach(() => removeWorld());

describe("movement history spans the Combat Turn (bands.history: round; ruling 11)", () => {
  it("keys what a token remembers by round for shadowrun and by turn for the others", () => {
    expect(historyKey({ id: "c1", round: 2, turn: 3 }, "round")).toBe("c1:2");
    expect(historyKey({ id: "c1", round: 2, turn: 3 }, "turn")).toBe("c1:2:3");
    expect(historyKey(null, "round")).toBeNull();
  });

  it("keeps history and statuses at an Initiative Pass's turn, clears both when the Combat Turn ends", async () => {
    const statuses = new Set(["srRunning", "srSprinting", "prone"]);
    const actor = {
      statuses,
      toggleStatusEffect: vi.fn(async (id: string) => statuses.delete(id)),
    };
    const token = { clearMovementHistory: vi.fn(async () => undefined) };
    const combatant = { actor, token };
    const coreClear = vi.fn(async () => undefined);
    // A new Initiative Pass: the runner's turn starts again within the same Combat Turn.
    await onStartTurnHistory(combatant, sr, coreClear);
    expect(coreClear).not.toHaveBeenCalled();
    expect([...statuses].sort()).toEqual(["prone", "srRunning", "srSprinting"]);
    await onStartRoundHistory([combatant], sr);
    expect(token.clearMovementHistory).toHaveBeenCalledTimes(1);
    expect([...statuses]).toEqual(["prone"]);
  });

  it("leaves turn rulesets to core: dh2 clears at each turn start, not at the round", async () => {
    const dh2 = getRuleset("dh2");
    const token = { clearMovementHistory: vi.fn(async () => undefined) };
    const coreClear = vi.fn(async () => undefined);
    await onStartTurnHistory({ token }, dh2, coreClear);
    expect(coreClear).toHaveBeenCalledTimes(1);
    await onStartRoundHistory([{ token }], dh2);
    expect(token.clearMovementHistory).not.toHaveBeenCalled();
  });

  it("forgets allowance, test counts and turn marks when the round advances, not when the turn does", async () => {
    const { token, combat } = runnerToken(1, 0);
    await addAllowance(token, sr, "srSprint", 6);
    await countTest(token, sr, "sprint");
    await token.setFlag("stride", "turnMarks", { turn: "c1:1", marks: ["edgeCleared"] });
    combat.turn = 3; // the second Initiative Pass
    expect(historyState(token, sr)).toMatchObject({ allowance: { srSprint: 6 }, tests: { sprint: 1 } });
    expect(turnMarksOf(token)).toEqual(["edgeCleared"]);
    combat.round = 2;
    expect(historyState(token, sr)).toMatchObject({ allowance: {}, tests: {} });
    expect(turnMarksOf(token)).toEqual([]);
  });

  it("counts a test or action named like a prototype member as any other, from 0", async () => {
    const { token } = runnerToken(1, 0);
    expect(historyTestsUsed(token, sr, "constructor")).toBe(0);
    await countTest(token, sr, "constructor");
    await countTest(token, sr, "__proto__");
    await countTest(token, sr, "__proto__");
    await addAllowance(token, sr, "valueOf", 2);
    expect(historyTestsUsed(token, sr, "constructor")).toBe(1);
    expect(historyTestsUsed(token, sr, "__proto__")).toBe(2);
    expect(historyTestsUsed(token, sr, "toString")).toBe(0);
    const state = historyState(token, sr);
    expect(Object.getPrototypeOf(state.tests)).toBe(Object.prototype);
    expect(Object.entries(state.tests)).toEqual([
      ["constructor", 1],
      ["__proto__", 2],
    ]);
    expect(Object.entries(state.allowance)).toEqual([["valueOf", 2]]);
    // The stored allowance adds to the profile's own modifiers only.
    const profile = movementProfileOf(token, sr, { characteristics: {}, modifiers: { srRun: 1 } });
    expect(profile.modifiers).toEqual({ srRun: 1, valueOf: 2 });
  });
});

describe("band statuses (StatusesCapability)", () => {
  const summary = (turnDistance: number): MoveSummary => ({
    actions: ["srWalk"],
    conditions: [],
    turnDistance,
    bands: sr.bands.movementBands(profile),
    zeroGravity: false,
  });
  const snapshot: SceneSnapshot = {
    unit: "m",
    gridStep: 1,
    bounds: null,
    regions: [],
    models: [
      {
        id: "t1",
        name: "Twitch",
        kind: "character",
        disposition: "friendly",
        base: { x: 12, y: 0, radius: 0.5 },
        footprint: { x: 11.5, y: -0.5, width: 1, height: 1 },
        elevation: 0,
        status: null,
        characteristics: {},
        visible: true,
      },
    ],
  };
  const move = (turnDistance: number, inCombat = true) => ({
    mover: "t1",
    path: [
      { x: 0, y: 0, elevation: 0 },
      { x: turnDistance, y: 0, elevation: 0 },
    ],
    summary: summary(turnDistance),
    inCombat,
    stoppedShort: false,
  });
  const statuses = (distance: number, inCombat = true) =>
    finishedMoveEffects(snapshot, move(distance, inCombat), sr).filter((e) => e.type === "status");

  it("gives Running only once the Combat Turn's distance passes Walk (10 m), Sprinting past Run (20 m)", () => {
    expect(statuses(10)).toEqual([]);
    expect(statuses(10.5)).toEqual([{ type: "status", model: "t1", status: "srRunning", active: true }]);
    expect(statuses(20)).toEqual([{ type: "status", model: "t1", status: "srRunning", active: true }]);
    expect(statuses(21).map((e) => e.type === "status" && e.status)).toEqual(["srRunning", "srSprinting"]);
  });

  it("gives none outside a started combat", () => {
    expect(statuses(15, false)).toEqual([]);
  });

  it("registers Running and Sprinting in CONFIG.statusEffects with their modifiers in the description", () => {
    const entries = statusEffectEntries(
      manifestOf(sr),
      (k) => `<${k}>`,
      (p) => `systems/stride/${p}`,
    );
    expect(entries).toEqual([
      {
        id: "srRunning",
        _id: "stridesrRunning0",
        name: "STRIDE.Shadowrun.Status.running",
        img: "icons/svg/wingfoot.svg",
        description: "<STRIDE.Shadowrun.Status.runningHint>",
      },
      {
        id: "srSprinting",
        _id: "stridesrSprintin",
        name: "STRIDE.Shadowrun.Status.sprinting",
        img: "icons/svg/lightning.svg",
        description: "<STRIDE.Shadowrun.Status.sprintingHint>",
      },
    ]);
    const config = configureStatusEffects([{ id: "dead" }, { id: "srRunning" }], entries);
    expect(config.map((s) => s.id)).toEqual(["dead", "srRunning", "srSprinting"]);
    const en = { "STRIDE.Shadowrun.Status.runningHint": "−2 to own actions" } as Record<string, string>;
    localizeStatusEffects(config, manifestOf(sr), (k) => en[k] ?? k);
    expect((config[1] as { description?: string }).description).toBe("−2 to own actions");
  });
});

describe("a sprint's hits raise the enforced limit (§ Sprinting)", () => {
  const mover = { isGM: false, enforcement: "block" as const, inStartedCombat: true };

  it("adds 2 m a hit to the Sprint band, so the ruler and the drag limit show it at once", async () => {
    const { token } = runnerToken();
    const before = turnAllowance(token, sr, "core")!;
    expect(before.bands).toEqual([
      { action: "srWalk", distance: 10 },
      { action: "srRun", distance: 20 },
      { action: "srSprint", distance: 20 },
    ]);
    expect(judgeMove(mover, before, "srSprint", 24, 24).allowed).toBe(false);
    // Three hits on Running + Strength: the engine's consequence is 6 m of allowance.
    const dice = [5, 6, 5, 1, 2, 3, 4, 2, 3];
    const call = sr.tests.buildTest({ kind: "sprint" })!;
    const resolution = sr.tests.resolve(call, 9, dice, profile);
    expect(resolution.pool).toMatchObject({ hits: 3, amount: 6 });
    const effects = await consequenceEffects(token, resolution.consequences ?? [], sr);
    expect(effects).toEqual([{ type: "status", model: "t1", status: "srSprinting", active: true }]);
    const after = turnAllowance(token, sr, "core")!;
    expect(after.bands.at(-1)).toEqual({ action: "srSprint", distance: 26 });
    expect(judgeMove(mover, after, "srSprint", 24, 24)).toMatchObject({ allowed: true, limit: 26 });
    expect(judgeMove(mover, after, "srSprint", 27, 27).allowed).toBe(false);
    // The drag's engine reads the same bands.
    expect(rulesetBands(after).bands.at(-1)!.distance).toBe(26);
  });

  it("marks a failed treading-water test's box of Stun through the actor's applyDamage", async () => {
    const { token, applyDamage } = runnerToken();
    await consequenceEffects(token, [{ type: "damage", track: "stun", boxes: 1 }], sr);
    expect(applyDamage).toHaveBeenCalledWith("stun", 1);
  });

  it("turns a cleared gap into the edgeCleared mark", async () => {
    const { token } = runnerToken();
    expect(await consequenceEffects(token, [{ type: "crossEdge" }], sr)).toEqual([
      { type: "turnMark", model: "t1", mark: "edgeCleared" },
    ]);
  });
});

describe("the sprint cap: ceil(Running ÷ 2) Sprinting tests a Combat Turn", () => {
  let chat: ChatWorld;
  beforeEach(() => {
    chat = installChat();
  });

  /** Pool Rolls: each evaluates to the queued faces, one die each. */
  function poolRolls(...faces: number[][]) {
    class PoolRoll {
      total = 0;
      dice: { results: { result: number; active: boolean }[] }[] = [];
      constructor(readonly formula: string) {
        chat.formulas.push(formula);
      }
      async evaluate() {
        const next = faces.shift()!;
        this.total = next.filter((f) => f >= 5).length;
        this.dice = [{ results: next.map((result) => ({ result, active: true })) }];
        return this;
      }
    }
    Object.assign(globalThis, { Roll: PoolRoll });
  }

  function sprintCard() {
    const system: MovementTestSystem = {
      rulesetId: "shadowrun",
      request: storeRequest({ kind: "sprint" }),
      actorUuid: "Actor.twitch",
      tokenUuid: "Scene.s.Token.t1",
      result: null,
      applied: false,
    };
    return new FakeMessage({ type: "movementTest", system });
  }

  it("counts each sprint on the token, shows used of limit, and refuses the fourth", async () => {
    const { token } = runnerToken();
    const actor = { name: "Twitch", uuid: "Actor.twitch", isOwner: true, system: token.actor.system };
    Object.assign(token, { actor });
    chat.documents.set("Actor.twitch", actor);
    chat.documents.set("Scene.s.Token.t1", token);
    const nine = [5, 6, 1, 2, 3, 4, 2, 3, 4];
    poolRolls(nine, nine, nine);
    const warn = (globalThis as unknown as { ui: { notifications: { warn: ReturnType<typeof vi.fn> } } }).ui
      .notifications.warn;
    expect(await shown(sprintCard())).toContain("0 of 3 of these tests used");
    for (let i = 0; i < 3; i++) expect(await rollMovementTest(sprintCard(), fakeEffects())).toBe(true);
    expect(chat.formulas).toEqual(["9d6cs>=5", "9d6cs>=5", "9d6cs>=5"]);
    expect(historyTestsUsed(token, sr, "sprint")).toBe(3);
    expect((token.flags["stride"]![HISTORY_FLAG] as { key: string }).key).toBe("c1:1");
    const fourth = sprintCard();
    const html = await shown(fourth);
    expect(html).toContain("No more of these tests until movement resets (3 allowed).");
    expect(html).not.toContain('data-action="roll"');
    expect(await rollMovementTest(fourth, fakeEffects())).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(chat.formulas).toHaveLength(3);
  });

  it("shows hits, glitch and the metres on the rolled pool card (resolution.pool through describeResult)", async () => {
    const { token } = runnerToken();
    const actor = { name: "Twitch", uuid: "Actor.twitch", isOwner: true, system: token.actor.system };
    Object.assign(token, { actor });
    chat.documents.set("Actor.twitch", actor);
    chat.documents.set("Scene.s.Token.t1", token);
    poolRolls([5, 6, 1, 1, 1, 1, 1, 2, 3]);
    const message = sprintCard();
    await rollMovementTest(message, fakeEffects());
    const html = await shown(message);
    // Five 1s of nine dice: more than half, a glitch (ruling 9); two hits, 2 m each for a human.
    expect(html).toContain("2 hit(s) · Glitch!");
    expect(html).toContain("Sprints 4 m farther this Combat Turn; Sprinting.");
  });
});

describe("water is swum (terrain.requiredAction, actionBands; § Swimming)", () => {
  it("switches waypoints in water to swimming and measures them against avg(Agility, Strength) = 4.5 m", () => {
    const { token } = runnerToken();
    const allowance = turnAllowance(token, sr, "core")!;
    expect(allowance.actions).toEqual({ srSwim: [{ action: "srSwim", distance: 4.5 }] });
    expect(allowance.bands.map((b) => b.action)).toEqual(["srWalk", "srRun", "srSprint"]);
    expect(terrainAction(sr.terrain, ["water"], "srWalk")).toBe("srSwim");
    expect(terrainAction(sr.terrain, [], "srWalk")).toBe("srWalk");
    const steps = withTerrainActions(
      [
        { x: 0, y: 0, elevation: 0, action: "srWalk", conditions: [] },
        { x: 3, y: 0, elevation: 0, action: "srWalk", conditions: ["water"] },
      ],
      sr.terrain,
    );
    expect(steps.map((s) => s.action)).toEqual(["srWalk", "srSwim"]);
    const waypoint = {
      action: "srWalk",
      terrain: { conditions: ["water"] },
      measurement: { cost: 5, distance: 5 },
      stage: "passed",
    };
    const standing = waypointStanding(waypoint, allowance, { cost: 0, distance: 0 })!;
    expect(standing.band).toBeUndefined();
    expect(standing.limit).toBe(4.5);
    const dry = waypointStanding({ ...waypoint, terrain: { conditions: [] } }, allowance, { cost: 0, distance: 0 })!;
    expect(dry.band?.action).toBe("srWalk");
  });

  it("stops a player's drag where the swim allowance runs out", () => {
    const { token } = runnerToken();
    const allowance = turnAllowance(token, sr, "core")!;
    const snapshot: SceneSnapshot = { unit: "m", gridStep: 1, bounds: null, regions: [], models: [] };
    const path = withTerrainActions(
      [0, 1, 2, 3, 4, 5, 6].map((x) => ({
        x,
        y: 0,
        elevation: 0,
        action: "srWalk",
        conditions: x >= 1 ? ["water"] : [],
      })),
      sr.terrain,
    );
    const stop = dragStop(prepareDrag(snapshot, "t1", sr), {
      path,
      segments: path.slice(1).map(() => ({ cost: 1, distance: 1 })),
      turn: rulesetBands(allowance),
      history: { cost: 0, distance: 0 },
      edgeCleared: false,
      exact: false,
    });
    expect(stop).toMatchObject({ step: 4, reason: "allowance" });
  });
});

describe("a gap stops the drag at its edge, and the jump is about its width (§ Jumping)", () => {
  const gap = {
    id: "r1",
    name: "Gap",
    area: { x: 3, y: -2, width: 2.5, height: 4 },
    bottom: null,
    top: null,
    terrain: [{ condition: "gap", height: 12, railing: false, width: 3 }],
    ductwayExit: null,
    lift: null,
  };
  const snapshot: SceneSnapshot = {
    unit: "m",
    gridStep: 1,
    bounds: null,
    regions: [gap],
    models: [
      {
        id: "t1",
        name: "Twitch",
        kind: "character",
        disposition: "friendly",
        base: { x: 2, y: 0, radius: 0.5 },
        footprint: { x: 1.5, y: -0.5, width: 1, height: 1 },
        elevation: 0,
        status: null,
        characteristics: {},
        visible: true,
      },
    ],
  };

  it("stops before the first step into the gap, and passes once the edge is cleared", () => {
    const path = [0, 1, 2, 3, 4, 5, 6].map((x) => ({
      x,
      y: 0,
      elevation: 0,
      action: "srRun",
      conditions: x >= 3 && x <= 5 ? ["gap"] : [],
    }));
    const input = {
      path,
      segments: path.slice(1).map(() => ({ cost: 1, distance: 1 })),
      turn: null,
      history: { cost: 0, distance: 0 },
      edgeCleared: false,
      exact: false,
    };
    const scene = prepareDrag(snapshot, "t1", sr);
    expect(dragStop(scene, input)).toEqual({ step: 2, fraction: 0, reason: "edge", test: "jump" });
    expect(dragStop(scene, { ...input, edgeCleared: true })).toBeNull();
  });

  it("offers the running jump at the edge with the gap's width as the distance to clear", () => {
    const call = edgeTestAt(snapshot, "t1", sr)!;
    expect(call).toMatchObject({ kind: "jump", distance: 3 });
    // Agility 5, Strength 4: 1.8 m base + 0.8 m a hit; one hit (2.6 m) falls short of 3 m, two (3.4 m) clear it.
    expect(sr.tests.resolve(call, 8, [5, 1, 1, 2, 3, 4, 2, 3], profile)).toMatchObject({
      success: false,
      outcome: "short",
    });
    expect(sr.tests.resolve(call, 8, [5, 6, 1, 2, 3, 4, 2, 3], profile).consequences).toEqual([{ type: "crossEdge" }]);
  });
});

describe("the GM's post-a-test dialog: one select per option (ManualTestSpec.options)", () => {
  const specs = sr.tests.manualTests;
  const climb = specs.findIndex((s) => s.request.kind === "climb");

  it("passes the chosen options to buildTest, and reads unknown values as the default", () => {
    const picked: Record<string, string> = {
      [`option.${climb}.direction`]: "horizontal",
      [`option.${climb}.assisted`]: "true",
      [`option.${climb}.surface`]: "flat",
      [`option.${climb}.condition`]: "bogus",
    };
    const request = requestFromForm(specs, String(climb), "", (n) => picked[n] ?? "")!;
    expect(request).toEqual({
      kind: "climb",
      options: { direction: "horizontal", assisted: "true", surface: "flat", condition: "none" },
    });
    const call = sr.tests.buildTest(request)!;
    expect(call.kind).toBe("climbHorizontal");
    expect(call.modifiers.map((m) => m.value)).toEqual([2, -3]);
    // The card stores the request, so it rebuilds the same climb.
    expect(withRequest(call, request).request).toEqual(request);
    expect(storeRequest(request).options).toEqual(request.options);
  });

  it("leaves tests without options as they are", () => {
    const sprint = specs.findIndex((s) => s.request.kind === "sprint");
    expect(requestFromForm(specs, String(sprint), "")).toEqual({ kind: "sprint" });
  });
});
