import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveToken, setMoveActionRoller, stopToken } from "../../src/foundry/hooks/move-token";
import {
  blockedChange,
  plannedMovements,
  resetMoveStarts,
  resetMovements,
} from "../../src/foundry/effects/finished-move";
import { executeEffects, turnMarksOf } from "../../src/foundry/effects/executor";
import { rollForAction } from "../../src/foundry/movement/action-roll";
import { getRuleset, type MovementTestCall } from "../../src/rules";
import { toRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, mergeUpdate, removeWorld } from "./fakes";
import { cardActor, installChat, shown, type ChatWorld } from "./chat-fakes";
import { format, localize } from "../support/render";

let chat: ChatWorld;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The player who moved the token, as the server names them to the GM's client. */
const player = { id: "p", isSelf: false };
/** Each posted test card: who takes it, and the test its stored request builds. */
const cards = () =>
  chat.created
    .filter((c) => c.type === "movementTest")
    .map((c) => {
      const system = c.system as unknown as MovementTestSystem;
      const call = getRuleset(system.rulesetId).tests.buildTest(toRequest(system.request)) as MovementTestCall;
      return { actorUuid: system.actorUuid, tokenUuid: system.tokenUuid, ...call };
    });
/** The collision notices posted, as a user reads them (rendered from their data). */
let notices: () => string[] = () => [];
async function readNotices(): Promise<void> {
  const texts = await Promise.all(chat.created.filter((c) => c.type === "collisionNotice").map((c) => shown(c)));
  notices = () => texts.map((t) => t.replace(/\s+/g, " "));
}

/** The world as the active GM's client sees it (the client that decides), or a player's without a GM. */
function useWorld(ruleset: string, as: "gm" | "playerAlone" = "gm") {
  const world = installWorld({ ruleset, variant: "core" });
  chat = installChat();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  const gm = { id: "gm", isGM: true, isSelf: true };
  g.game["user"] = as === "gm" ? gm : { id: "p", isGM: false, isSelf: true };
  g.game["users"] = { activeGM: as === "gm" ? gm : null, get: (id: string) => (id === "gm" ? gm : undefined) };
  resetMovements();
  resetMoveStarts();
  return world;
}
afterEach(() => removeWorld());

/** A 1" grid of 100 px, in inches. */
const inches = { size: 100, distance: 1, units: "in" };
const fighterSystem = (status = "standing") => ({
  movementProfile: { characteristics: { move: 5, initiative: 4 } },
  flyingSpeed: 0,
  status,
});
const vehicleSystem = {
  movementProfile: { characteristics: { move: 8, handling: 5 } },
  flyingSpeed: 0,
  toughness: { front: 8, side: 7, rear: 6 },
};

/** A token at column i (top-left x = i"), owned by the current user unless said otherwise. */
function token(id: string, i: number, system: object, extra: Record<string, unknown> = {}) {
  const type = "toughness" in system ? "vehicle" : "fighter";
  const isOwner = extra["isOwner"] !== false;
  return {
    id,
    uuid: `Scene.s.Token.${id}`,
    name: id,
    x: i * 100,
    y: 0,
    width: type === "vehicle" ? 2 : 1,
    height: type === "vehicle" ? 2 : 1,
    elevation: 0,
    disposition: -1,
    isOwner,
    flags: {} as Record<string, Record<string, unknown>>,
    actor: { type, name: id, uuid: `Actor.${id}`, isOwner, system, toggleStatusEffect: vi.fn(async () => true) },
    move: vi.fn(async () => true),
    setFlag: vi.fn(async () => true),
    ...extra,
  };
}
type FakeToken = ReturnType<typeof token>;

/**
 * A scene's `update` as the tests use it: flag keys written into `flags` (a `-=key` deletes). As
 * Foundry's server, it refuses a user who is not a GM (players may not modify a scene).
 */
function sceneUpdate(scene: { flags: Record<string, unknown> }) {
  return vi.fn(async (data: Record<string, unknown>) => {
    const user = (globalThis as unknown as { game: { user?: { isGM?: boolean } } }).game.user;
    if (user?.isGM !== true) throw new Error("User lacks permission to update Scene");
    // Merged as Foundry's Document#update does (recursively; `-=` keys delete).
    mergeUpdate(scene, data);
    return scene;
  });
}

/** The scene a token was put on. */
const sceneOf = (token: FakeToken) =>
  (token as unknown as { parent: { update(data: Record<string, unknown>): Promise<unknown> } }).parent;

/** The undo records the GM keeps for a token on its scene. */
function undoRecords(token: FakeToken): unknown[] {
  const scene = (token as unknown as { parent: { flags: { stride?: { undo?: Record<string, unknown[]> } } } }).parent;
  return scene.flags.stride?.undo?.[token.id] ?? [];
}

/** The mover (friendly, combat started) and the others on one scene. */
function onScene(mover: FakeToken, others: FakeToken[] = [], regions: object[] = []) {
  const scene = { id: "s", grid: inches, flags: {} as Record<string, unknown>, tokens: [mover, ...others], regions };
  Object.assign(scene, { update: sceneUpdate(scene) });
  const combat = { id: "c", round: 1, turn: 0, started: true };
  for (const t of scene.tokens) Object.assign(t, { parent: scene, combatant: { combat } });
  return Object.assign(mover, { disposition: 1 });
}

/**
 * Ground of a terrain condition under the row the tests move along (y 0–100 px), from x to x + width
 * px: the GM's client reads a player's move's terrain from the scene's regions, not its waypoints.
 */
const ground = (condition: string, x = 0, width = 100_000) => ({
  id: `ground-${condition}-${x}`,
  shapes: [{ type: "rectangle", x, y: 0, width, height: 100 }],
  behaviors: [{ type: "stride.terrain", system: { condition } }],
});

/** The turn marks the GM keeps for a token on its scene (data/gm-kept.ts). */
function keptMarks(token: FakeToken): unknown {
  const scene = (
    token as unknown as { parent: { flags: { stride?: { kept?: Record<string, Record<string, unknown>> } } } }
  ).parent;
  return scene.flags.stride?.kept?.[token.id]?.["turnMarks"];
}

/** Keeps turn marks of combat c's round 1, turn 0 for a token, as the GM's client writes them. */
const keepMarks = (token: FakeToken, marks: string[]) =>
  sceneOf(token).update({ [`flags.stride.kept.${token.id}.turnMarks`]: { turn: "c:1:0", marks } });

/** A finished move in one piece: from the origin (top-left, pixels) to x = `to` inches. */
const movement = (
  to: number,
  options: { conditions?: string[]; drop?: number; action?: string; method?: string } = {},
) => ({
  id: "m1",
  method: options.method ?? "dragging",
  chain: [] as string[],
  origin: { x: 0, y: 0, elevation: options.drop ?? 0 },
  history: { distance: 0 },
  passed: {
    distance: to,
    waypoints: [
      {
        x: to * 100,
        y: 0,
        elevation: 0,
        action: options.action ?? "move",
        terrain: { conditions: options.conditions ?? [] },
      },
    ],
  },
  pending: { waypoints: [] as { x: number; y: number; elevation: number; action: string; terrain: object }[] },
});

function moved(mover: FakeToken, m: ReturnType<typeof movement>, user: { id: string; isSelf: boolean } = player) {
  Object.assign(mover, { x: m.passed.waypoints.at(-1)!.x });
  return moveToken(mover as unknown as Parameters<typeof moveToken>[0], m, {}, user);
}

describe("a finished move, decided on the active GM's client (Necromunda)", () => {
  beforeEach(() => useWorld("necromunda"));

  it('dangerous terrain: an Initiative test; a 5" jump down: −2 (the Jumping Down column)', async () => {
    moved(
      onScene(token("me", 0, fighterSystem()), [], [ground("dangerous")]),
      movement(3, { conditions: ["dangerous"] }),
    );
    moved(onScene(token("me", 0, fighterSystem())), movement(2, { drop: 5, action: "jump" }));
    await settle();
    expect(cards()).toMatchObject([
      { kind: "dangerous", characteristic: "initiative" },
      { kind: "jumpDown", distance: 5, modifiers: [{ source: "jumpDown", value: -2 }] },
    ]);
  });

  it('the same 5" drop made with the Move action is climbed down: no card', async () => {
    moved(onScene(token("me", 0, fighterSystem())), movement(2, { drop: 5, action: "move" }));
    await settle();
    expect(cards()).toEqual([]);
  });

  it("only the deciding client decides; forced moves and pieces before the last decide nothing", async () => {
    // Dangerous ground from x 2.6" on: the first piece (to 2") stays off it, the last (to 3") crosses it.
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous", 260)]);
    // A player's client, with a GM connected elsewhere, leaves the move to the GM, even its own.
    const g = globalThis as unknown as { game: Record<string, unknown> };
    const gmClient = { user: g.game["user"], users: g.game["users"] };
    g.game["user"] = { id: "p", isGM: false, isSelf: true };
    g.game["users"] = { activeGM: { id: "gm", isSelf: false } };
    expect(moved(me, movement(3, { conditions: ["dangerous"] }), { id: "p", isSelf: true })).toBe(0);
    Object.assign(g.game, gmClient);
    // A displacement the GM's own automation made (a push, a carried rider) is forced: no test.
    const gm = { id: "gm", isGM: true, isSelf: true };
    expect(moved(me, movement(3, { conditions: ["dangerous"], action: "displace" }), gm)).toBe(0);
    const first = {
      ...movement(2),
      pending: { waypoints: [{ x: 300, y: 0, elevation: 0, action: "move", terrain: { conditions: ["dangerous"] } }] },
    };
    expect(moved(me, first)).toBe(0);
    // The last piece continues m1: the whole path (remembered from the first) crossed dangerous terrain.
    const last = {
      ...movement(3),
      id: "m2",
      chain: ["m1"],
      passed: { distance: 1, waypoints: [first.pending.waypoints[0]!] },
    };
    expect(moved(me, last)).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
  });

  it("a player's move labelled displace is the player's word: the GM's client asks its tests", async () => {
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous")]);
    expect(moved(me, movement(3, { conditions: ["dangerous"], action: "displace" }), player)).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
  });

  it("a Charge nobody rolled for: the GM's client rolls its D3 and keeps it before deciding the move", async () => {
    const me = onScene(token("me", 0, fighterSystem()));
    const posted: number[] = [];
    setMoveActionRoller(() => ({
      roll: async () => ({ total: 2 }),
      post: async (roll) => {
        posted.push(roll.total ?? Number.NaN);
      },
    }));
    try {
      expect(moved(me, movement(3, { action: "charge" }))).toBe(0);
      await settle();
      expect(posted).toEqual([2]);
      const kept = (sceneOf(me) as unknown as { flags: { stride?: { kept?: Record<string, unknown> } } }).flags;
      expect(kept.stride?.kept?.["me"]).toMatchObject({ actionRolls: { key: "c:1:0", rolled: { charge: 2 } } });
      // Kept for the turn: the next Charge rolls nothing, and a Move rolls nothing.
      moved(me, movement(4, { action: "charge" }));
      moved(me, movement(5, { action: "move" }));
      await settle();
      expect(posted).toEqual([2]);
    } finally {
      setMoveActionRoller(null);
    }
  });

  it("a Charge decided while this client's D3 roll is under way waits for it: one roll, the move decided after", async () => {
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous")]);
    const posted: number[] = [];
    let land: (total: { total: number }) => void = () => undefined;
    const slow = {
      roll: () => new Promise<{ total: number }>((resolve) => (land = resolve)),
      post: async (roll: { total?: number }) => {
        posted.push(roll.total ?? Number.NaN);
      },
    };
    setMoveActionRoller(() => slow);
    try {
      // A drag start rolled the D3 on this client; its roll has not landed when the move ends.
      const rolling = rollForAction(me, getRuleset("necromunda"), slow, "charge");
      expect(moved(me, movement(3, { action: "charge", conditions: ["dangerous"] }))).toBe(0);
      await settle();
      expect(cards()).toEqual([]);
      land({ total: 2 });
      expect(await rolling).toBe(2);
      await settle();
      expect(posted).toEqual([2]);
      expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
    } finally {
      setMoveActionRoller(null);
    }
  });

  it("a player's move labelled undo is an undo only back to where a recorded move started", async () => {
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous")]);
    // This turn's history: move m0 from x 0 to 3" (300 px); where m1 would have started.
    Object.assign(me, {
      movementHistory: [
        { x: 0, y: 0, elevation: 0, movementId: "m0" },
        { x: 300, y: 0, elevation: 0, movementId: "m0" },
      ],
    });
    // An "undo" to 5" goes nowhere a recorded move started: a move over dangerous ground, tested.
    expect(moved(me, { ...movement(5, { conditions: ["dangerous"] }), method: "undo" })).toBe(1);
    // Back to 3", where the undone move started: an undo, no test.
    expect(moved(me, { ...movement(3, { conditions: ["dangerous"] }), method: "undo" })).toBe(0);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
  });

  it("an undo that empties the history goes back to the start of the move this GM's client saw finish", () => {
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous")]);
    Object.assign(me, { movementHistory: [] });
    // The player's move m1 from x 0 to 3", decided here; core's undo then takes it out of the history.
    expect(moved(me, movement(3, { conditions: ["dangerous"] }))).toBe(1);
    const back = { ...movement(0), id: "u1", method: "undo" };
    back.passed.waypoints[0]!.x = 0;
    expect(moved(me, back)).toBe(0);
    // The GM's own undo anywhere is its word.
    const gm = { id: "gm", isGM: true, isSelf: true };
    expect(moved(me, { ...movement(5, { conditions: ["dangerous"] }), method: "undo" }, gm)).toBe(0);
  });

  it("a player's waypoints that leave out the dangerous ground crossed: the GM reads it from the scene", async () => {
    // A strip of dangerous ground 1.5"–2.5" across the row; the move ends at 4" (its base 4"–5"), clear of it.
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous", 150, 100)]);
    expect(moved(me, movement(4, { conditions: [] }))).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
  });

  it("a strip of dangerous ground narrower than half a grid space, crossed by a player's move: the GM finds it", async () => {
    // 0.2" wide (x 1.6"–1.8"): the base's centre runs 0.5"–4.5", and no half-inch point lies on the strip.
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous", 160, 20)]);
    expect(moved(me, movement(4, { conditions: [] }))).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
  });

  it("a player's waypoints that claim ground the scene does not have are not read by the GM", () => {
    const me = onScene(token("me", 0, fighterSystem()));
    expect(moved(me, movement(3, { conditions: ["dangerous"] }))).toBe(0);
    // The GM's own move: its client worked the terrain out, so its waypoints are read.
    expect(moved(me, movement(3, { conditions: ["dangerous"] }), { id: "gm", isGM: true, isSelf: true } as never)).toBe(
      1,
    );
  });

  it("without a GM connected, the player's own executor's displacement stays forced on its own client", () => {
    useWorld("necromunda", "playerAlone");
    const me = onScene(token("me", 0, fighterSystem()));
    const self = { id: "p", isGM: false, isSelf: true };
    expect(moved(me, movement(3, { conditions: ["dangerous"], action: "displace" }), self)).toBe(0);
    expect(moved(me, movement(3, { conditions: ["dangerous"] }), self)).toBe(1);
  });

  it("a vehicle running into fighters: a run-over test each, and the fighter moved aside by the GM", async () => {
    const standing = token("standing", 3, fighterSystem(), { y: 150, isOwner: false });
    const injured = token("injured", 6, fighterSystem("seriouslyInjured"));
    const me = onScene(token("me", 0, vehicleSystem), [standing, injured]);
    expect(moved(me, movement(8))).toBeGreaterThan(0);
    await settle();
    expect(cards().map((c) => [c.actorUuid, c.kind])).toEqual([
      ["Actor.standing", "runOver"],
      ["Actor.injured", "runOver"],
    ]);
    expect(cards()[0]).toMatchObject({
      modifiers: [{ source: "standing", value: 1 }],
      hit: { strength: 7, ap: -2, damage: 2 },
    });
    // The GM moves the standing fighter aside, whoever owns it.
    expect(standing.move).toHaveBeenCalledWith([{ x: 300, y: 300, action: "displace" }]);
    expect(injured.move).toHaveBeenCalled();
  });

  it("without a GM connected, the mover's own client decides and does only what its user may", async () => {
    const world = useWorld("necromunda", "playerAlone");
    const standing = token("standing", 3, fighterSystem(), { y: 150, isOwner: false });
    const me = onScene(token("me", 0, vehicleSystem), [standing]);
    expect(moved(me, movement(8), { id: "p", isSelf: true })).toBeGreaterThan(0);
    await settle();
    expect(cards().map((c) => [c.actorUuid, c.kind])).toEqual([["Actor.standing", "runOver"]]);
    expect(standing.move).not.toHaveBeenCalled();
    expect(world.notifications.warn).toHaveBeenCalledWith(localize("STRIDE.Socket.needsGM"));
  });

  it("a vehicle ramming another head-on: a notice with both hits; the truck pushed ahead", async () => {
    const truck = token("truck", 6, vehicleSystem);
    const me = onScene(token("me", 0, vehicleSystem), [truck]);
    moved(me, movement(8));
    await settle();
    await readNotices();
    expect(notices()[0]).toContain("me pushes truck ahead");
    // Mover's front (T8) against the truck's side (T7, facing unknown): +1 to the truck.
    expect(notices()[0]).toContain("S7 AP−2 D2");
    expect(notices()[0]).toContain("S8 AP−3 D3");
    expect(truck.move).toHaveBeenCalledWith([{ x: 1000, y: 0, action: "displace" }]);
  });

  it("a rider: tested once per activation, carried along each time", async () => {
    const rider = token("rider", 0.5, fighterSystem(), { y: 50, elevation: 1 });
    const me = onScene(token("me", 0, vehicleSystem), [rider]);
    moved(me, movement(6));
    await settle();
    expect(cards().map((c) => [c.actorUuid, c.kind])).toEqual([["Actor.rider", "riding"]]);
    expect(rider.move).toHaveBeenCalledWith([{ x: 650, y: 50, elevation: 1, action: "displace" }]);
    // Kept where only a GM writes (the scene, by token id), not on the player's own token.
    expect(me.setFlag).not.toHaveBeenCalledWith("stride", "turnMarks", expect.anything());
    expect(keptMarks(me)).toEqual({ turn: "c:1:0", marks: ["rider:rider"] });
    expect(turnMarksOf(me)).toEqual(["rider:rider"]);
    Object.assign(rider, { x: 650 });
    chat.created.length = 0;
    moved(me, { ...movement(9), origin: { x: 600, y: 0, elevation: 0 } });
    await settle();
    expect(cards()).toEqual([]);
    expect(rider.move).toHaveBeenLastCalledWith([{ x: 950, y: 50, elevation: 1, action: "displace" }]);
  });

  it("a smashed obstacle: the GM switches it off and drops the lookout; undo switches it on and lifts it back", async () => {
    const barricade = {
      id: "b",
      shapes: [{ type: "rectangle", x: 500, y: 0, width: 100, height: 200 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "obstacle", height: 1 }, update: vi.fn() }],
    };
    const lookout = token("lookout", 5, fighterSystem(), { y: 100, elevation: 1, isOwner: false });
    const me = onScene(token("me", 0, vehicleSystem), [lookout], [barricade]);
    moved(me, movement(9));
    await settle();
    await readNotices();
    expect(notices()[0]).toContain("lookout fell from it: Pinned.");
    expect(barricade.behaviors[0]!.update).toHaveBeenCalledWith({ disabled: true });
    expect(lookout.move).toHaveBeenCalledWith([{ x: 500, y: 100, elevation: 0, action: "displace" }]);
    expect(lookout.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    Object.assign(barricade.behaviors[0]!, { disabled: true });
    // The undo record is kept on the scene, which only a GM can write, never on the player's token.
    expect(me.setFlag).not.toHaveBeenCalledWith("stride", "undo", expect.anything());
    const [record] = undoRecords(me);
    expect(record).toMatchObject({
      movementIds: ["m1"],
      effects: [
        { type: "enableRegion", region: "b" },
        { type: "move", model: "lookout", to: { x: 5.5, y: 1.5 }, elevation: 1 },
      ],
      placed: { lookout: { x: 5.5, y: 1.5 } },
    });
    moveToken(me as unknown as Parameters<typeof moveToken>[0], { ...movement(0), method: "undo" }, {}, player);
    await settle();
    expect(barricade.behaviors[0]!.update).toHaveBeenLastCalledWith({ disabled: false });
    expect(lookout.move).toHaveBeenLastCalledWith([{ x: 500, y: 100, elevation: 1, action: "displace" }]);
    expect(undoRecords(me)).toEqual([]);
  });

  it("undo leaves a model that has moved since where it is, and says so; lift use is reported", async () => {
    const world = useWorld("necromunda");
    const lookout = token("lookout", 5, fighterSystem(), { y: 100, isOwner: false });
    const me = onScene(token("me", 0, fighterSystem()), [lookout]);
    const record = {
      movementIds: ["m1"],
      effects: [{ type: "move", model: "lookout", to: { x: 5.5, y: 0.5 }, elevation: 0 }],
      notReverted: ["liftUsed"],
      placed: { lookout: { x: 2.5, y: 0.5 } },
    };
    await sceneOf(me).update({ "flags.stride.undo.me": [record] });
    // The turn's history starts at x 0, where the undo puts the token back.
    Object.assign(me, { movementHistory: [{ x: 0, y: 0, elevation: 0, movementId: "m0" }] });
    moveToken(me as unknown as Parameters<typeof moveToken>[0], { ...movement(0), method: "undo" }, {}, player);
    await settle();
    expect(lookout.move).not.toHaveBeenCalled();
    const kinds = localize("STRIDE.Combat.undoKind.liftUsed");
    expect(world.notifications.info).toHaveBeenCalledWith(format("STRIDE.Combat.undoNotReverted", { kinds }));
    expect(world.notifications.info).toHaveBeenCalledWith(format("STRIDE.Combat.undoMovedSince", { names: "lookout" }));
  });

  it("keeps the last 5 moves' records; the undo that reaches the oldest says what the moves before it set off stays", async () => {
    const world = useWorld("necromunda");
    const lookout = token("lookout", 5, fighterSystem(), { y: 100, isOwner: false });
    const me = onScene(token("me", 0, fighterSystem()), [lookout]);
    const record = (id: string) => ({
      movementIds: [id],
      effects: [],
      notReverted: ["test"],
      placed: {},
    });
    // Seven moves each posted a test: the two oldest records are dropped, the oldest kept counts them.
    await sceneOf(me).update({ "flags.stride.undo.me": ["a", "b", "c", "d", "e"].map(record) });
    const barricade = {
      id: "b",
      shapes: [{ type: "rectangle", x: 300, y: 0, width: 100, height: 100 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "dangerous" } }],
    };
    Object.assign(sceneOf(me), { regions: [barricade] });
    for (const id of ["m6", "m7"]) moved(me, { ...movement(4, { conditions: ["dangerous"] }), id });
    await settle();
    const kept = undoRecords(me) as { movementIds: string[]; earlier?: number }[];
    expect(kept.map((r) => r.movementIds[0])).toEqual(["c", "d", "e", "m6", "m7"]);
    expect(kept[0]!.earlier).toBe(2);
    await sceneOf(me).update({ "flags.stride.undo.me": [kept[0]] });
    moveToken(me as unknown as Parameters<typeof moveToken>[0], { ...movement(0), method: "undo" }, {}, player);
    await settle();
    expect(world.notifications.info).toHaveBeenCalledWith(format("STRIDE.Combat.undoEarlier", { count: "2" }));
  });

  it("an undo of a move that set off nothing reverts nothing of an earlier move", async () => {
    const lookout = token("lookout", 5, fighterSystem(), { y: 100, isOwner: false });
    const me = onScene(token("me", 0, fighterSystem()), [lookout]);
    const record = {
      movementIds: ["m0"],
      effects: [{ type: "move", model: "lookout", to: { x: 9.5, y: 0.5 }, elevation: 0 }],
      notReverted: [],
      placed: { lookout: { x: 5.5, y: 1.5 } },
    };
    await sceneOf(me).update({ "flags.stride.undo.me": [record] });
    moved(me, movement(2));
    await settle();
    // m0 is still in the history: the undo takes out the later move, which set off nothing.
    Object.assign(me, { movementHistory: [{ movementId: "m0" }] });
    moveToken(me as unknown as Parameters<typeof moveToken>[0], { ...movement(0), method: "undo" }, {}, player);
    await settle();
    expect(lookout.move).not.toHaveBeenCalled();
    expect(undoRecords(me)).toEqual([record]);
  });

  it("a forged undo record on the player's own token is never read by the GM", async () => {
    const lookout = token("lookout", 5, fighterSystem(), { y: 100, isOwner: false });
    const me = onScene(token("me", 0, fighterSystem()), [lookout]);
    const forged = {
      movementIds: ["m9"],
      effects: [{ type: "move", model: "lookout", to: { x: 90.5, y: 0.5 }, elevation: 0 }],
      notReverted: [],
      placed: { lookout: { x: 5.5, y: 1.5 } },
    };
    me.flags = { stride: { undo: [forged], lastMove: { effects: forged.effects, notReverted: [] } } };
    moveToken(me as unknown as Parameters<typeof moveToken>[0], { ...movement(0), method: "undo" }, {}, player);
    await settle();
    expect(lookout.move).not.toHaveBeenCalled();
  });

  it("a move stopped at a checkpoint (Teleport Token) is decided as far as it went, and forgotten", async () => {
    // Dangerous ground from x 5" on, well clear of the token's base where the first stop leaves it (2"–3").
    const me = onScene(token("me", 0, fighterSystem()), [], [ground("dangerous", 500)]);
    const dangerous = { x: 500, y: 0, elevation: 0, action: "move", terrain: { conditions: ["dangerous"] } };
    const first = { ...movement(2), pending: { waypoints: [dangerous] } };
    expect(moved(me, first)).toBe(0);
    expect(plannedMovements()).toBe(1);
    // Stopped at the checkpoint before the dangerous step: nothing pending was walked.
    Object.assign(me, { movement: { ...first, user: "p" } });
    expect(stopToken(me as unknown as Parameters<typeof stopToken>[0])).toBe(0);
    expect(plannedMovements()).toBe(0);
    // Stopped after it: the dangerous step counts.
    const second = { ...movement(3), id: "m3", pending: { waypoints: [dangerous, { ...dangerous, x: 600 }] } };
    moved(me, second);
    Object.assign(me, {
      movement: { ...second, id: "m4", chain: ["m3"], pending: { waypoints: [{ ...dangerous, x: 600 }] }, user: "p" },
    });
    expect(stopToken(me as unknown as Parameters<typeof stopToken>[0])).toBe(1);
    await settle();
    expect(cards().map((c) => c.kind)).toEqual(["dangerous"]);
    expect(plannedMovements()).toBe(0);
  });

  it("movements paused and never resumed are forgotten after 100 newer ones", () => {
    const me = onScene(token("me", 0, fighterSystem()));
    for (let i = 0; i < 150; i++) {
      moved(me, { ...movement(1), id: `p${i}`, pending: { waypoints: [{ ...movement(2).passed.waypoints[0]! }] } });
    }
    expect(plannedMovements()).toBe(100);
  });

  it("the moving client reports on its token where walls cut its drag; the deciding client reads it", () => {
    const object = { strideBlocked: { x: 300, y: 0 } };
    const changes: Record<string, unknown> = { x: 300 };
    expect(blockedChange({ flags: {}, object }, changes)).toBe(true);
    expect(changes).toEqual({ x: 300, flags: { stride: { blockedAt: { x: 300, y: 0 } } } });
    // Not a movement: nothing added. A later unblocked move clears the report.
    expect(blockedChange({ flags: {}, object }, { name: "x" })).toBe(false);
    const cleared: Record<string, unknown> = { y: 100 };
    blockedChange({ flags: { stride: { blockedAt: { x: 300, y: 0 } } }, object: { strideBlocked: null } }, cleared);
    expect(cleared).toEqual({ y: 100, flags: { stride: { blockedAt: null } } });
  });

  it("stopped at a 3\" gap's edge in combat: the leap test, not once the edge is cleared", async () => {
    const gap = {
      id: "g",
      shapes: [{ type: "rectangle", x: 400, y: 0, width: 200, height: 100 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "gap", height: 3 } }],
    };
    const me = onScene(token("me", 0, fighterSystem()), [], [gap]);
    moved(me, Object.assign(movement(3), { constrained: true }));
    await settle();
    expect(cards()).toMatchObject([{ kind: "leap", distance: 3 }]);
    await keepMarks(me, ["edgeCleared"]);
    expect(moved(me, Object.assign(movement(3), { constrained: true }))).toBe(0);
  });

  it("an edge mark forged on the player's own token is not read by the GM: the leap test is asked", async () => {
    const gap = {
      id: "g",
      shapes: [{ type: "rectangle", x: 400, y: 0, width: 200, height: 100 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "gap", height: 3 } }],
    };
    const me = onScene(token("me", 0, fighterSystem()), [], [gap]);
    // The player writes its own token's flag (it owns the token) and cannot write the scene's.
    me.flags = { stride: { turnMarks: { turn: "c:1:0", marks: ["edgeCleared", "edgeCleared:g"] } } };
    const g = globalThis as unknown as { game: Record<string, unknown> };
    const gmClient = { ...g.game };
    g.game["user"] = { id: "p", isGM: false, isSelf: true };
    await expect(
      sceneOf(me).update({ "flags.stride.kept.me.turnMarks": { turn: "c:1:0", marks: ["edgeCleared"] } }),
    ).rejects.toThrow();
    Object.assign(g.game, gmClient);
    expect(turnMarksOf(me)).toEqual([]);
    expect(moved(me, Object.assign(movement(3), { constrained: true }))).toBe(1);
    await settle();
    expect(cards()).toMatchObject([{ kind: "leap", distance: 3 }]);
  });

  it("a leap names its gap; only that gap's mark lets the next move over its edge (edges one by one)", async () => {
    const gap = {
      id: "g",
      shapes: [{ type: "rectangle", x: 400, y: 0, width: 200, height: 100 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "gap", height: 3 } }],
    };
    const me = onScene(token("me", 0, fighterSystem()), [], [gap]);
    moved(me, Object.assign(movement(3), { constrained: true }));
    await settle();
    expect(cards()).toMatchObject([{ kind: "leap", distance: 3, request: { options: { edgeRegion: "g" } } }]);
    await keepMarks(me, ["edgeCleared:other"]);
    expect(moved(me, Object.assign(movement(3), { constrained: true }))).toBe(1);
    await keepMarks(me, ["edgeCleared:g"]);
    expect(moved(me, Object.assign(movement(3), { constrained: true }))).toBe(0);
  });
});

describe("a finished move, decided on the active GM's client (dh2)", () => {
  beforeEach(() => useWorld("dh2"));

  /** Sister Ines, Agility 42 (Half Move 4 m), on a metre scene. */
  function ines(options: { combat?: boolean; gravity?: string; ground?: string } = {}) {
    const actor = { ...cardActor(), type: "character" };
    const t = { ...token("t", 0, actor.system), actor, name: "Ines" };
    const scene = {
      id: "s",
      grid: { size: 100, distance: 1, units: "m" },
      flags: options.gravity ? { stride: { gravity: options.gravity } } : {},
      tokens: [t],
      regions: options.ground ? [ground(options.ground)] : [],
    };
    return Object.assign(t, {
      parent: scene,
      combatant: { combat: { id: "c", round: 1, turn: 0, started: options.combat ?? true } },
    });
  }
  const run = (distance: number, conditions: string[], action = "run", history = 0) => ({
    ...movement(distance, { conditions, action }),
    history: { distance: history },
  });

  it("Run through fog: +10; Full Move in darkness past Half Move: Hard Perception; none within it", async () => {
    moved(ines({ ground: "fog" }), run(12, ["fog"]));
    moved(ines({ ground: "darkness" }), run(6, ["darkness"], "full"));
    expect(moved(ines({ ground: "darkness" }), run(3, ["darkness"], "full"))).toBe(0);
    moved(ines({ ground: "darkness" }), run(2, ["darkness"], "full", 3)); // counts the turn's earlier 3 m
    await settle();
    expect(cards()[0]!.modifiers.reduce((sum, m) => sum + m.value, 0)).toBe(10);
    expect(cards().map((c) => [c.kind, c.difficulty])).toEqual([
      ["treacherous", "challenging"],
      ["darkness", "hard"],
      ["darkness", "hard"],
    ]);
  });

  it("a player's move past the Run (a client that skipped the drag's hold) is reported to the GM, who decides", async () => {
    const world = useWorld("dh2");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // AB 4: Run 24 m (dh2-movement.md § Movement). 30 m in one turn is 6 m past it.
    moved(ines(), run(30, []));
    expect(world.notifications.warn).toHaveBeenCalledWith(
      format("STRIDE.Combat.pastAllowance", { name: "Ines", distance: "6.0 m" }),
    );
    world.notifications.warn.mockClear();
    moved(ines(), run(24, []));
    moved(ines(), run(30, []), { id: "gm", isSelf: true, isGM: true } as never);
    expect(world.notifications.warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("outside combat: only a hasty action (Run) is tested; a zero-gravity Run is Hard", async () => {
    expect(moved(ines({ combat: false, ground: "darkness" }), run(6, ["darkness"], "walk"))).toBe(0);
    expect(moved(ines({ combat: false, ground: "mud" }), run(12, ["mud"]))).toBe(1);
    moved(ines({ gravity: "zero" }), run(6, []));
    await settle();
    expect(cards().at(-1)).toMatchObject({ kind: "zeroGravity", difficulty: "hard" });
  });
});

describe("the executor", () => {
  beforeEach(() => useWorld("necromunda"));

  it("does everything itself on the GM's client, and skips what it cannot find", async () => {
    const other = token("other", 3, fighterSystem(), { isOwner: false });
    const scene = { id: "s", grid: inches, tokens: [other], regions: [] };
    const report = await executeEffects(
      [
        { type: "move", model: "other", to: { x: 5.5, y: 0.5 }, elevation: 2 },
        { type: "status", model: "other", status: "prone", active: true },
        { type: "move", model: "gone", to: { x: 0, y: 0 } },
      ],
      { scene, unit: "in", isGM: true },
    );
    expect(report).toEqual({ done: 2, needsGM: 0, skipped: 1 });
    expect(other.move).toHaveBeenCalledWith([{ x: 500, y: 0, elevation: 2, action: "displace" }]);
    expect(other.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
  });

  it("on a player's client, what it may not do is counted as needing a GM and never sent", async () => {
    const other = token("other", 3, fighterSystem(), { isOwner: false });
    const scene = { id: "s", grid: inches, tokens: [other], regions: [] };
    const report = await executeEffects([{ type: "move", model: "other", to: { x: 5.5, y: 0.5 } }], {
      scene,
      unit: "in",
      isGM: false,
    });
    expect(report).toEqual({ done: 0, needsGM: 1, skipped: 0 });
    expect(other.move).not.toHaveBeenCalled();
  });
});
