/**
 * Requests to the active GM (src/foundry/requests.ts) and the bounds a card's damage formula keeps
 * (src/foundry/chat/roll-formula.ts): who asks is the user the server names in `updateUser`, a
 * request carries ids only, and every forged request is refused. Small fakes of `game.user`,
 * `game.users` and `ui.notifications`, per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askGM, registerRequest, resetRequests, updateUser, type RequestHandler } from "../../src/foundry/requests";
import { rollableFormula } from "../../src/foundry/chat/roll-formula";
import { applyFallDamage, FALL_REQUEST, fallRequestHandler, postFallCard } from "../../src/foundry/chat/fall-card";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { cardActor, fakeEffects, installChat, type ChatWorld } from "./chat-fakes";
import { localize } from "../support/render";

let world: FakeWorld;
const g = () => (globalThis as unknown as { game: Record<string, unknown> }).game;
beforeEach(() => {
  world = installWorld();
  resetRequests();
  vi.stubGlobal("foundry", { utils: { randomID: () => "r1" } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeWorld();
});

/** A handler that records what it ran, for whom. */
function recorder() {
  const ran: { payload: unknown; requester: unknown }[] = [];
  const handler: RequestHandler<{ id: string }> = {
    parse: (data) => {
      const id = (data as { id?: unknown } | null)?.id;
      return typeof id === "string" ? { id } : null;
    },
    key: (p) => p.id,
    handle: async (payload, requester) => {
      ran.push({ payload, requester });
      await new Promise((resolve) => setTimeout(resolve, 1));
      return true;
    },
  };
  return { ran, handler };
}

describe("asking the GM", () => {
  it("runs at once on the active GM's own client, with the GM as the requester", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    const gm = { id: "gm", isGM: true, isSelf: true };
    Object.assign(g(), { user: gm, users: { activeGM: gm } });
    expect(await askGM("probe", { id: "a" })).toBe(true);
    expect(ran).toEqual([{ payload: { id: "a" }, requester: gm }]);
  });

  it("on a player's client writes the request on the player's own User document, with a fresh id", async () => {
    registerRequest("probe", recorder().handler);
    const update = vi.fn(async () => undefined);
    Object.assign(g(), { user: { id: "p", update }, users: { activeGM: { id: "gm", isSelf: false } } });
    expect(await askGM("probe", { id: "a" })).toBe(true);
    expect(update).toHaveBeenCalledWith({ "flags.stride.requests.probe": { id: "a", requestId: "r1" } });
  });

  it("without a GM connected says one is needed and writes nothing", async () => {
    registerRequest("probe", recorder().handler);
    const update = vi.fn(async () => undefined);
    Object.assign(g(), { user: { id: "p", update }, users: { activeGM: null } });
    expect(await askGM("probe", { id: "a" })).toBe(false);
    expect(update).not.toHaveBeenCalled();
    expect(world.notifications.warn).toHaveBeenCalledWith("STRIDE.Socket.needsGM");
  });

  it("refuses a kind nobody registered, a malformed kind and a second handler for one kind", async () => {
    await expect(askGM("nothing", {})).rejects.toThrow('Stride request kind "nothing" is not registered');
    expect(() => registerRequest("no such kind!", recorder().handler)).toThrow(Error);
    registerRequest("probe", recorder().handler);
    expect(() => registerRequest("probe", recorder().handler)).toThrow('"probe" is registered already');
  });
});

describe("the GM's updateUser hook", () => {
  const users = (isSelf = true) => ({
    activeGM: { id: "gm", isSelf },
    get: (id: string) => (["alice", "bob", "gm"].includes(id) ? { id, isGM: id === "gm" } : undefined),
  });
  const request = (kind: string, data: unknown) => ({ flags: { stride: { requests: { [kind]: data } } } });
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("runs a user's own request for that user, as the server names them", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    Object.assign(g(), { users: users() });
    expect(await updateUser({ id: "alice" }, request("probe", { id: "x" }), {}, "alice")).toBe(1);
    expect(ran).toEqual([{ payload: { id: "x" }, requester: { id: "alice", isGM: false } }]);
  });

  it("reads the request whole from the updated document: a request made again changes only its id", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    Object.assign(g(), { users: users() });
    const alice = { id: "alice", flags: { stride: { requests: { probe: { id: "x", requestId: "r2" } } } } };
    // The server's diff of the second identical request holds only the new requestId.
    expect(await updateUser(alice, request("probe", { requestId: "r2" }), {}, "alice")).toBe(1);
    expect(ran).toEqual([{ payload: { id: "x" }, requester: { id: "alice", isGM: false } }]);
  });

  it("ignores it on every client but the active GM's, and any update without requests", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    Object.assign(g(), { users: users(false) });
    expect(await updateUser({ id: "alice" }, request("probe", { id: "x" }), {}, "alice")).toBe(0);
    Object.assign(g(), { users: users() });
    expect(await updateUser({ id: "alice" }, { name: "Alice" } as never, {}, "alice")).toBe(0);
    expect(ran).toEqual([]);
  });

  it("refuses and logs once: another user's document, an unknown writer, an unknown kind, a malformed payload", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    Object.assign(g(), { users: users() });
    expect(await updateUser({ id: "alice" }, request("probe", { id: "x" }), {}, "bob")).toBe(0);
    expect(await updateUser({ id: "mallory" }, request("probe", { id: "x" }), {}, "mallory")).toBe(0);
    await updateUser({ id: "alice" }, request("constructor", { id: "x" }), {}, "alice");
    await updateUser({ id: "alice" }, request("__proto__", { id: "x" }), {}, "alice");
    await updateUser({ id: "alice" }, request("probe", { id: 7 }), {}, "alice");
    await updateUser({ id: "alice" }, request("probe", { id: 7 }), {}, "alice");
    expect(ran).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "stride | refused a any request from user bob: written on another user's document",
      "stride | refused a any request from user mallory: written on another user's document",
      "stride | refused a constructor request from user alice: unknown kind",
      "stride | refused a __proto__ request from user alice: unknown kind",
      "stride | refused a probe request from user alice: malformed",
    ]);
  });

  it("runs one request per kind and key at a time: 500 at once run once", async () => {
    const { ran, handler } = recorder();
    registerRequest("probe", handler);
    Object.assign(g(), { users: users() });
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 500 }, () => updateUser({ id: "alice" }, request("probe", { id: "x" }), {}, "alice")),
    );
    expect(ran).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("a fall card's damage for a player", () => {
  let chat: ChatWorld;
  beforeEach(() => {
    chat = installChat([12]);
    vi.stubGlobal("foundry", {
      ...(globalThis as unknown as { foundry: object }).foundry,
      utils: { randomID: () => "r1" },
      dice: { Roll: { validate: (f: string) => /^[\d\sd+\-*/()]+$/.test(f) } },
    });
  });

  it("the GM takes it on a card its client posted, for the owner of the actor", async () => {
    const actor = cardActor(false);
    chat.documents.set(actor.uuid, actor);
    Object.assign(g(), { user: { id: "gm", isGM: true }, users: { activeGM: { id: "gm", isSelf: true } } });
    await postFallCard(
      actor,
      { type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" },
      null,
    );
    const applyWounds = vi.fn(async () => true);
    const handler = fallRequestHandler({ ...fakeEffects(), applyWounds });
    const message = chat.created[0]!;
    Object.assign(actor.system, { applyWounds: vi.fn(async () => undefined) });
    expect(await handler.handle({ messageId: message.id }, { id: "owner", isGM: false })).toBe(true);
    expect(chat.formulas).toEqual(["1d10 + 15"]);
  });

  it("rolls the world's formula for the metres fallen, never the formula the card stores", async () => {
    world.settings["fallingDamageFormula"] = "2d10 + @metres";
    const actor = cardActor(true);
    chat.documents.set(actor.uuid, actor);
    Object.assign(g(), { user: { id: "gm", isGM: true }, users: { activeGM: { id: "gm", isSelf: true } } });
    await postFallCard(
      actor,
      { type: "fallCard", model: "t1", metres: 15, formula: "90d10", damageType: "impact" },
      null,
    );
    Object.assign(actor.system, { applyWounds: vi.fn(async () => undefined) });
    await applyFallDamage(chat.created[0]!, fakeEffects());
    expect(chat.formulas).toEqual(["2d10 + 15"]);
  });

  it("refuses a card a player's client posted with a formula of its own, and never rolls it", async () => {
    const actor = cardActor(false);
    chat.documents.set(actor.uuid, actor);
    Object.assign(g(), { user: { id: "owner", isGM: false }, users: { activeGM: { id: "gm", isSelf: true } } });
    await postFallCard(
      actor,
      { type: "fallCard", model: "t1", metres: 15, formula: "999999", damageType: "impact" },
      null,
    );
    const message = chat.created[0]!;
    Object.assign(g(), { user: { id: "gm", isGM: true } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const handler = fallRequestHandler(fakeEffects());
    expect(handler.parse({ messageId: "../x" })).toBeNull();
    expect(await handler.handle({ messageId: message.id }, { id: "owner", isGM: false })).toBe(false);
    expect(chat.formulas).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      "stride | refused a fall request from user owner: the card was not posted by a GM's client",
    );
    warn.mockRestore();
    expect(FALL_REQUEST).toBe("fall");
    expect(localize("STRIDE.Socket.needsGM")).toContain("GM");
  });
});

describe("a damage formula a card may roll", () => {
  const validate = (f: string) => /^[\d\sd+\-*/()@a-z]+$/i.test(f);
  it.each([
    ["1d10 + 15", true],
    ["2d10 + 3", true],
    ["100d6", true],
    ["101d6", false],
    ["60d6 + 60d6", false],
    ["999999", false],
    ["1d10 + 10000", true],
    ["1d10 + 10001", false],
    ["", false],
    ["   ", false],
    ["x".repeat(201), false],
  ])("%s → %s", (formula, ok) => {
    expect(rollableFormula(formula, validate)).toBe(ok);
  });
  it("refuses what is not a string and what Foundry cannot roll, without throwing", () => {
    expect(rollableFormula(42, validate)).toBe(false);
    expect(rollableFormula(null, validate)).toBe(false);
    expect(
      rollableFormula("1d10", () => {
        throw new Error("bad");
      }),
    ).toBe(false);
    expect(rollableFormula("1d10 + @", () => false)).toBe(false);
  });
});
