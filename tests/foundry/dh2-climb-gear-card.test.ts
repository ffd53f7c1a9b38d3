// @vitest-environment happy-dom
/**
 * Climbing gear chosen on the climb card a drag posts at a ledge's or wall's foot (dh2-movement.md
 * § Sheer Surfaces: gear adds to Athletics; docs/rulings.md Climbing gear: +10, +20 or +30): the
 * card's choice buttons (TestsCapability.cardOptions; chat/movement-tests.ts setCardOption and the
 * card request's `setOption`), stored in the card's request and counted by the roll.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rollMovementTest, setCardOption } from "../../src/foundry/chat/movement-tests";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import type { TestRequest } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";
import { registerRequest, resetRequests, updateUser } from "../../src/foundry/requests";
import { chatCardHooks } from "../../src/foundry/hooks/render-chat-message";
import { fakeEffects, FakeMessage, installChat, shown, type ChatWorld } from "./chat-fakes";

let chat: ChatWorld;
const g = () => (globalThis as unknown as { game: Record<string, unknown> }).game;
beforeEach(() => {
  installWorld();
  chat = installChat();
  resetRequests();
  for (const [kind, handler] of Object.entries(chatCardHooks(fakeEffects()).requests)) registerRequest(kind, handler);
});
afterEach(() => {
  vi.restoreAllMocks();
  removeWorld();
});

/** Brother Kade: Strength or Athletics 40 (a simple climb's characteristic). */
function climber(isOwner: boolean) {
  return {
    name: "Brother Kade",
    uuid: "Actor.kade",
    isOwner,
    system: {
      movementProfile: {
        characteristics: { strength: 40, strengthOrAthletics: 40, athletics: 20, agility: 40 },
        unnatural: {},
        size: 4,
        modifiers: {},
      },
      flyingSpeed: 0,
    },
    toggleStatusEffect: vi.fn(async () => true),
    testUserPermission: vi.fn((user: { id?: string }) => isOwner || user.id === "owner"),
  };
}

/** The climb card a drag posts at a 3 m ledge's foot (dh2 terrain.ts LEDGE_TEST: the simple climb). */
const LEDGE: TestRequest = { kind: "ledge", options: { height: "3" } };

function card(request: TestRequest = LEDGE, authored = true) {
  const system: MovementTestSystem = {
    rulesetId: "dh2",
    request: storeRequest(request),
    actorUuid: "Actor.kade",
    tokenUuid: null,
    result: null,
    applied: false,
  };
  return new FakeMessage({ type: "movementTest", system }, authored);
}
const asGM = () => {
  g()["user"] = { id: "gm", isGM: true };
  g()["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
};
const pressed = (html: string) => /data-value="(\d+)" aria-pressed="true"/.exec(html)?.[1];

describe("the climb card's climbing gear", () => {
  it("offers none, +10, +20, +30 before the roll, none pressed by default: Strength or Athletics 40, target 40", async () => {
    chat.documents.set("Actor.kade", climber(true));
    const html = await shown(card());
    expect(html.match(/data-action="setOption" data-key="gear"/g)).toHaveLength(4);
    expect([...html.matchAll(/data-value="(\d+)"/g)].map((m) => m[1])).toEqual(["0", "10", "20", "30"]);
    expect(pressed(html)).toBe("0");
    expect(html).toMatch(/stride-card__total">40</);
  });

  it("the roller's +20 is stored in the card's request and shown as its own line: target 60", async () => {
    chat.documents.set("Actor.kade", climber(true));
    const message = card();
    expect(await setCardOption(message, "gear", "20")).toBe(true);
    expect(message.updates).toEqual([
      { "system.request": expect.objectContaining({ kind: "ledge", options: { height: "3", gear: "20" } }) },
    ]);
    const html = await shown(message);
    expect(pressed(html)).toBe("20");
    expect(html).toMatch(/<dt>Climbing gear<\/dt><dd>\+20<\/dd>/);
    expect(html).toMatch(/stride-card__total">60</);
  });

  it("the roll counts it: 55 passes against 60 (it fails against 40); the rolled card offers no choice", async () => {
    chat.documents.set("Actor.kade", climber(true));
    const message = card();
    await setCardOption(message, "gear", "20");
    chat.rolls.push(55);
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(message.system["result"]).toMatchObject({ targetNumber: 60, success: true });
    const html = await shown(message);
    expect(html).not.toContain('data-action="setOption"');
    expect(await setCardOption(message, "gear", "30")).toBe(false);
  });

  it("refuses a value or key the card does not offer, and a choice on a test that has none (swim)", async () => {
    chat.documents.set("Actor.kade", climber(true));
    const message = card();
    expect(await setCardOption(message, "gear", "50")).toBe(false);
    expect(await setCardOption(message, "height", "0")).toBe(false);
    const swim = card({ kind: "swim" });
    expect(await setCardOption(swim, "gear", "20")).toBe(false);
    expect(await shown(swim)).not.toContain('data-action="setOption"');
    expect([...message.updates, ...swim.updates]).toEqual([]);
  });

  it("a user who neither owns the actor nor is the GM sees the choice disabled and cannot set it", async () => {
    chat.documents.set("Actor.kade", climber(false));
    g()["user"] = { id: "stranger", isGM: false };
    const message = card(LEDGE, false);
    const html = await shown(message);
    expect(html).toMatch(/data-value="20" aria-pressed="false" disabled/);
    expect(await setCardOption(message, "gear", "20")).toBe(false);
    expect(message.updates).toEqual([]);
  });

  it("the owner of a card a GM posted asks the GM, who checks the choice again and refuses a forged one", async () => {
    chat.documents.set("Actor.kade", climber(true));
    const message = card(LEDGE, false);
    message.author = { id: "gm", isGM: true };
    chat.created.push(message);
    const owner = { id: "owner", isGM: false, update: vi.fn(async () => undefined) };
    g()["user"] = owner;
    g()["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    Object.assign(globalThis, {
      foundry: { ...(globalThis as unknown as { foundry: object }).foundry, utils: { randomID: () => "r1" } },
    });
    expect(await setCardOption(message, "gear", "10")).toBe(true);
    expect(owner.update).toHaveBeenCalledWith({
      "flags.stride.requests.card": {
        action: "setOption",
        messageId: message.id,
        option: { key: "gear", value: "10" },
        requestId: "r1",
      },
    });
    expect(message.updates).toEqual([]);
    // On the GM's client.
    asGM();
    chat.documents.set("Actor.kade", climber(false));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const ask = (option: object) => ({
      flags: { stride: { requests: { card: { action: "setOption", messageId: message.id, option } } } },
    });
    await updateUser(owner, ask({ key: "gear", value: "90" }), {}, "owner");
    await updateUser(owner, ask({ key: "gear", value: 10 }), {}, "owner");
    expect(message.updates).toEqual([]);
    await updateUser(owner, ask({ key: "gear", value: "10" }), {}, "owner");
    expect(message.system["request"]).toMatchObject({ options: { height: "3", gear: "10" } });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "stride | refused a card request from user owner: the card offers no such choice",
      "stride | refused a card request from user owner: malformed",
    ]);
  });
});
