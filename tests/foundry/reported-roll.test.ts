// @vitest-environment happy-dom
/**
 * A player's own test card, rolled on the player's client, as the GM's automation counts it
 * (effects/reported-roll.ts): with a GM connected the player's client names the card to the active
 * GM, whose client checks it and keeps what the test added to the turn on the scene (which the
 * server lets only a GM update) and makes the test's forced moves itself, once per card. Small
 * fakes of exactly the Foundry shapes read, per test; the scene refuses a player's update and
 * merges an update as Foundry does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type TestRequest } from "../../src/rules";
import { executorCardEffects, keepReportedRoll } from "../../src/foundry/effects/card-effects";
import { REPORT_REQUEST, reportRequestHandler } from "../../src/foundry/effects/reported-roll";
import { runEffects } from "../../src/foundry/effects/run";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { historyState } from "../../src/foundry/data/token-history";
import { registerRequest, resetRequests } from "../../src/foundry/requests";
import { MOVEMENT_TEST_TYPE } from "../../src/foundry/constants";
import { characteristicValue } from "../../src/foundry/chat/card-actor";
import { installWorld, mergeUpdate, removeWorld } from "./fakes";
import { cardActor as chatActor, FAILED_RUBBLE, FakeMessage, installChat, type ChatWorld } from "./chat-fakes";
import { humanRunner } from "../support/runners";

const sr = getRuleset("shadowrun");
const g = globalThis as unknown as { game: Record<string, unknown> };

let chat: ChatWorld;
let notifications: ReturnType<typeof installWorld>["notifications"];
beforeEach(() => {
  notifications = installWorld({ ruleset: "shadowrun", variant: "core" }).notifications;
  chat = installChat();
  resetRequests();
  registerRequest(REPORT_REQUEST, reportRequestHandler());
});
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

/** The player's client, with an active GM elsewhere; its User#update records the requests. */
function asPlayer(id = "player") {
  const player = { id, isGM: false, update: vi.fn(async () => undefined) };
  g.game["user"] = player;
  g.game["users"] = { activeGM: { id: "gm", isSelf: false }, get: (uid: string) => ({ id: uid, isGM: uid === "gm" }) };
  vi.stubGlobal("foundry", {
    ...(globalThis as unknown as { foundry: object }).foundry,
    utils: { randomID: () => "r" },
  });
  return player;
}

/** The active GM's client. */
function asGM() {
  g.game["user"] = { id: "gm", isGM: true };
  g.game["users"] = { activeGM: { id: "gm", isSelf: true }, get: (uid: string) => ({ id: uid, isGM: uid === "gm" }) };
}

/** The player's runner (Running 5 + Agility 5) in turn 0 of round 1 of started combat c, on a metre grid. */
function runnerOnScene() {
  const scene = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1, isGridless: false },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 20000, sceneHeight: 20000 },
    flags: {} as Record<string, Record<string, unknown>>,
    tokens: [] as unknown[],
    regions: [],
    update: vi.fn(async (data: Record<string, unknown>) => {
      if ((g.game["user"] as { isGM?: boolean }).isGM !== true)
        throw new Error("User lacks permission to update Scene");
      mergeUpdate(scene, data);
    }),
  };
  const flags: Record<string, Record<string, unknown>> = {};
  const token = {
    id: "t1",
    uuid: "Scene.s.Token.t1",
    name: "Razor",
    x: 0,
    y: 0,
    elevation: 0,
    width: 1,
    height: 1,
    rotation: 0,
    hidden: false,
    disposition: 1,
    isOwner: true,
    flags,
    movementHistory: [],
    combatant: { combat: { id: "c", round: 1, turn: 0, started: true } },
    actor: {
      name: "Razor",
      uuid: "Actor.razor",
      isOwner: true,
      type: "runner",
      system: { movementProfile: humanRunner, flyingSpeed: 0 },
      toggleStatusEffect: vi.fn(async () => true),
      testUserPermission: (user: { id?: string | null }) => user.id === "player",
    },
    parent: scene,
    testUserPermission: (user: { id?: string | null }) => user.id === "player",
    setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
      mergeUpdate({ flags }, { [`flags.${scope}.${key}`]: value });
    }),
    /** TokenDocument#move: who made it (the GM's client or the player's) and the waypoints. */
    move: vi.fn(async (waypoints: unknown[]) => ({ by: (g.game["user"] as { id: string }).id, waypoints })),
  };
  scene.tokens.push(token);
  chat.documents.set(token.uuid, token);
  chat.documents.set(token.actor.uuid, token.actor);
  return { scene, token };
}

/**
 * A card for `request` as the current user's client posted it, rolled with `dice` (six-sided, a
 * hit on 5 or 6), its roll on the message as Foundry keeps it (ChatMessage#rolls).
 */
function rolledCard(request: TestRequest, dice: number[], postedTurn: string | null = "c:1") {
  const call = sr.tests.buildTest(request)!;
  const value = characteristicValue(
    { name: "", uuid: "", isOwner: true, system: { movementProfile: humanRunner } },
    call.characteristic,
  )!;
  const resolution = sr.tests.resolve(call, value, dice, humanRunner);
  const system: MovementTestSystem = {
    rulesetId: "shadowrun",
    request: storeRequest(request),
    actorUuid: "Actor.razor",
    tokenUuid: "Scene.s.Token.t1",
    result: {
      roll: dice.length,
      dice,
      characteristicValue: value,
      targetNumber: resolution.targetNumber,
      success: resolution.success,
      degrees: resolution.degrees,
      outcome: resolution.outcome,
      prone: resolution.prone,
      hit: null,
      landedOn: [],
    },
    applied: false,
    postedTurn,
  };
  const roll = { total: dice.length, dice: [{ results: dice.map((result) => ({ result, active: true })) }] };
  const message = new FakeMessage({ type: MOVEMENT_TEST_TYPE, system, rolls: [roll] });
  chat.created.push(message);
  return { call, resolution, message };
}

/** The Sprinting pool the runner rolls (9 dice) with four hits. */
const FOUR_HITS = [6, 6, 5, 5, 1, 2, 3, 4, 1];

describe("a player's own Sprinting card counts on the GM's side", () => {
  it("the player's client names the card to the GM; the GM keeps its metres on the scene, once", async () => {
    const { scene, token } = runnerOnScene();
    const player = asPlayer();
    const { call, resolution, message } = rolledCard({ kind: "sprint" }, FOUR_HITS);
    expect(resolution.consequences).toEqual([
      { type: "allowance", action: "srSprint", distance: 8 },
      { type: "status", status: "srSprinting", active: true },
    ]);
    await executorCardEffects.afterRoll(
      { tokenUuid: token.uuid, call, resolution, postedTurn: "c:1", messageId: message.id },
      sr,
    );
    // The player's client sets its own actor's status; the metres are the GM's to keep.
    expect(token.actor.toggleStatusEffect).toHaveBeenCalledWith("srSprinting", { active: true });
    expect(token.setFlag).not.toHaveBeenCalled();
    // Nothing on a sprint card is the GM's own to make: the player is not told to ask the GM.
    expect(notifications.warn).not.toHaveBeenCalled();
    expect(player.update).toHaveBeenCalledWith({
      "flags.stride.requests.testReport": { messageId: message.id, step: "roll", requestId: "r" },
    });
    // The GM's client: no metres kept before the report, 8 m after (§ Sprinting: 2 m a hit for a human).
    asGM();
    expect(historyState(token, sr).allowance).toEqual({});
    const handler = reportRequestHandler();
    expect(await handler.handle({ messageId: message.id, step: "roll" }, { id: "player", isGM: false })).toBe(true);
    expect(historyState(token, sr)).toMatchObject({ allowance: { srSprint: 8 }, tests: { sprint: 1 } });
    // The same card again adds nothing.
    expect(await handler.handle({ messageId: message.id, step: "roll" }, { id: "player", isGM: false })).toBe(false);
    expect(historyState(token, sr)).toMatchObject({ allowance: { srSprint: 8 }, tests: { sprint: 1 } });
    expect(scene.flags["stride"]?.["reported"]).toEqual({ t1: [`roll:${message.id}`] });
    // The status is the player's client's: the GM's did not set it again.
    expect(token.actor.toggleStatusEffect).toHaveBeenCalledTimes(1);
    // The player's own reading is what the GM kept.
    asPlayer();
    expect(historyState(token, sr).allowance).toEqual({ srSprint: 8 });
  });

  it("cards past the Combat Turn's sprint limit (Running 5: ceil(5 ÷ 2) = 3, § Sprinting) add nothing", async () => {
    const { token } = runnerOnScene();
    asPlayer();
    const cards = [1, 2, 3, 4].map(() => rolledCard({ kind: "sprint" }, FOUR_HITS).message);
    asGM();
    const handler = reportRequestHandler();
    const done = [];
    for (const m of cards) done.push(await handler.handle({ messageId: m.id, step: "roll" }, { id: "player" }));
    expect(done).toEqual([true, true, true, false]);
    expect(historyState(token, sr)).toMatchObject({ allowance: { srSprint: 24 }, tests: { sprint: 3 } });
  });

  it("another user's card, a card that is not a Stride test, a GM's card and an unrolled one are refused", async () => {
    const { token } = runnerOnScene();
    asPlayer();
    const { message } = rolledCard({ kind: "sprint" }, FOUR_HITS);
    asGM();
    const handler = reportRequestHandler();
    // Another player names the runner's card.
    expect(await handler.handle({ messageId: message.id, step: "roll" }, { id: "other", isGM: false })).toBe(false);
    // A message of another type with the same data, posted by the player.
    asPlayer();
    const forged = new FakeMessage({ type: "base", system: message.system, rolls: message.rolls });
    chat.created.push(forged);
    // A card the GM's client posted (the GM keeps its own rolls itself).
    asGM();
    const gmCard = new FakeMessage({ type: MOVEMENT_TEST_TYPE, system: message.system, rolls: message.rolls });
    chat.created.push(gmCard);
    // The player's card without its roll.
    asPlayer("player");
    const unrolled = new FakeMessage({ type: MOVEMENT_TEST_TYPE, system: message.system, rolls: [] });
    chat.created.push(unrolled);
    asGM();
    for (const m of [forged, gmCard, unrolled]) {
      expect(await handler.handle({ messageId: m.id, step: "roll" }, { id: "player", isGM: false })).toBe(false);
    }
    // A card the player posted for a token it does not own.
    token.testUserPermission = () => false;
    expect(await handler.handle({ messageId: message.id, step: "roll" }, { id: "player", isGM: false })).toBe(false);
    expect(historyState(token, sr).allowance).toEqual({});
    expect(handler.parse({ messageId: message.id, step: "move" })).toBeNull();
  });
});

describe("the GM's client keeps only what a player's own card can give", () => {
  /** A climb up 1 m to the top of an edge (its request's height), the runner's 8 dice all hits. */
  const CLIMB: TestRequest = { kind: "climb", options: { direction: "up", height: "1" } };
  const ALL_HITS = [6, 6, 6, 6, 6, 6, 6, 6];

  it("a climb card a player wrote (height named, all 6s): no move, no edge mark, and the player is told", async () => {
    const { token } = runnerOnScene();
    const player = asPlayer();
    const { call, resolution, message } = rolledCard(CLIMB, ALL_HITS);
    expect(resolution.consequences).toEqual([
      { type: "reposition", distance: 0, heading: 0, rise: 1 },
      { type: "crossEdge" },
    ]);
    await executorCardEffects.afterRoll(
      { tokenUuid: token.uuid, call, resolution, postedTurn: "c:1", messageId: message.id },
      sr,
    );
    expect(token.move).not.toHaveBeenCalled();
    // The GM's client refuses such a card: the player's client does not report it and says why.
    expect(player.update).not.toHaveBeenCalled();
    expect(notifications.warn).toHaveBeenCalledWith(expect.stringContaining("ask the GM to post and roll the test"));
    asGM();
    const handler = reportRequestHandler();
    expect(await handler.handle({ messageId: message.id, step: "roll" }, { id: "player", isGM: false })).toBe(false);
    expect(token.move).not.toHaveBeenCalled();
    expect(scene(token).flags["stride"]?.["kept"]).toBeUndefined();
    expect(scene(token).flags["stride"]?.["reported"]).toBeUndefined();
  });

  it("a request naming an edge region, a back path or its elevation is refused", async () => {
    const { token } = runnerOnScene();
    for (const key of ["edgeRegion", "backPath", "backElevation"]) {
      asPlayer();
      const { message } = rolledCard({ kind: "sprint", options: { [key]: "x" } }, FOUR_HITS);
      asGM();
      expect(await reportRequestHandler().handle({ messageId: message.id, step: "roll" }, { id: "player" })).toBe(
        false,
      );
    }
    expect(historyState(token, sr)).toMatchObject({ allowance: {}, tests: {} });
    expect(token.move).not.toHaveBeenCalled();
  });

  it("of a reported card's consequences only metres, pace and the turn's action are kept: no move, no edge", async () => {
    const { token } = runnerOnScene();
    asPlayer();
    const { call, resolution: rolled } = rolledCard({ kind: "sprint" }, FOUR_HITS);
    asGM();
    const resolution = {
      ...rolled,
      success: true,
      consequences: [
        { type: "allowance" as const, action: "srSprint", distance: 8 },
        { type: "crossEdge" as const },
        { type: "reposition" as const, distance: 0, heading: 0, rise: 1 },
        { type: "backtrack" as const, distance: 2 },
      ],
    };
    await keepReportedRoll({ tokenUuid: token.uuid, call, resolution, postedTurn: "c:1", messageId: "m" }, sr);
    expect(historyState(token, sr).allowance).toEqual({ srSprint: 8 });
    expect(token.move).not.toHaveBeenCalled();
    expect(scene(token).flags["stride"]?.["kept"]).not.toMatchObject({ t1: { turnMarks: expect.anything() } });
  });

  it("a player's card with no posted period (null) counts the test but adds nothing to this turn", async () => {
    const { token } = runnerOnScene();
    asPlayer();
    const { message } = rolledCard({ kind: "sprint" }, FOUR_HITS, null);
    asGM();
    expect(await reportRequestHandler().handle({ messageId: message.id, step: "roll" }, { id: "player" })).toBe(true);
    expect(historyState(token, sr)).toMatchObject({ allowance: {}, tests: { sprint: 1 } });
  });

  it("four sprint reports at once with a limit of 3 (Running 5, § Sprinting): exactly 3 counted", async () => {
    const { token } = runnerOnScene();
    asPlayer();
    const cards = [1, 2, 3, 4].map(() => rolledCard({ kind: "sprint" }, FOUR_HITS).message);
    asGM();
    const handler = reportRequestHandler();
    const done = await Promise.all(
      cards.map((m) => handler.handle({ messageId: m.id, step: "roll" }, { id: "player" })),
    );
    expect(done.filter(Boolean)).toHaveLength(3);
    expect(historyState(token, sr)).toMatchObject({ allowance: { srSprint: 24 }, tests: { sprint: 3 } });
  });
});

function scene(token: ReturnType<typeof runnerOnScene>["token"]) {
  return token.parent;
}

describe("a player's fall from its own card (dh2 § Treacherous terrain: Prone)", () => {
  /** Ines's rolled rubble card (Agility 42 − 20 against 40: failed, Prone) for token t on a GM-only scene. */
  function fallenCard(applied: boolean) {
    const { scene } = runnerOnScene();
    const actor = { ...chatActor(true), testUserPermission: (user: { id?: string | null }) => user.id === "player" };
    const faller = {
      id: "t",
      uuid: "Scene.s.Token.t",
      actor,
      parent: scene,
      testUserPermission: (user: { id?: string | null }) => user.id === "player",
    };
    chat.documents.set(faller.uuid, faller);
    chat.documents.set(actor.uuid, actor);
    const system: MovementTestSystem = {
      rulesetId: "dh2",
      request: storeRequest({ kind: "treacherous", condition: "rubble" }),
      actorUuid: actor.uuid,
      tokenUuid: faller.uuid,
      result: structuredClone(FAILED_RUBBLE),
      applied,
    };
    const roll = { total: 40, dice: [{ results: [{ result: 40, active: true }] }] };
    const message = new FakeMessage({ type: MOVEMENT_TEST_TYPE, system, rolls: [roll] });
    chat.created.push(message);
    return { message, scene };
  }

  it("the GM's client refuses a reported fall step: a player's card's fall moves nobody", async () => {
    asPlayer();
    const { message } = fallenCard(true);
    asGM();
    expect(await reportRequestHandler().handle({ messageId: message.id, step: "fall" }, { id: "player" })).toBe(false);
  });

  it("with a GM connected a fall that moves models is not applied from a player's card (no Prone); Prone alone is", async () => {
    const player = asPlayer();
    const { message } = fallenCard(true);
    const base = { tokenUuid: "Scene.s.Token.t", landedOn: [], messageId: message.id };
    const falling = { ...base, consequences: [{ type: "fall" as const }] };
    expect(executorCardEffects.canApplyFall?.(falling)).toBe(false);
    expect(notifications.warn).toHaveBeenCalledWith(expect.stringContaining("ask the GM to post and roll the test"));
    expect(executorCardEffects.canApplyFall?.({ ...base, consequences: [] })).toBe(true);
    expect(await executorCardEffects.applyFall({ ...base, consequences: [] }, getRuleset("dh2"))).toEqual([]);
    expect(player.update).not.toHaveBeenCalled();
  });
});

describe("a forced move a player's client leaves to the connected GM", () => {
  it("is not made here, and the player is told the GM's client makes it (not that a GM must connect)", async () => {
    const { scene, token } = runnerOnScene();
    asPlayer();
    const executorScene = { grid: scene.grid, tokens: [token] };
    const report = await runEffects([{ type: "move", model: "t1", to: { x: 250, y: 50 } }], executorScene);
    expect(report).toEqual({ done: 0, needsGM: 0, skipped: 0, gmMoves: 1 });
    expect(token.move).not.toHaveBeenCalled();
    expect(notifications.warn).toHaveBeenCalledWith(expect.stringContaining("made by the GM's client"));
    expect(notifications.warn).not.toHaveBeenCalledWith(expect.stringContaining("A GM must be connected"));
  });
});
