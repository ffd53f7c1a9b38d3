// @vitest-environment happy-dom
/**
 * The GM's modifier on a test card (chat/movement-tests.ts setGmModifier, askGmModifier; the card
 * request's `setModifier`; hooks/gm-modifier-guard.ts): who may set it, that it is stored on the
 * card, shown in the breakdown with its reason, clamped on read and applied once to the roll; and
 * the chained tests a rolled card posts (effects/card-effects.ts `followUp`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applyProne,
  askGmModifier,
  promptGmModifier,
  rollMovementTest,
  setGmModifier,
} from "../../src/foundry/chat/movement-tests";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { getRuleset, type TestRequest } from "../../src/rules";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { registerRequest, resetRequests, updateUser } from "../../src/foundry/requests";
import { chatCardHooks } from "../../src/foundry/hooks/render-chat-message";
import { guardGmModifier, guardPostedTurn } from "../../src/foundry/hooks/gm-modifier-guard";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { executeEffects } from "../../src/foundry/effects/executor";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import { i18nEn } from "../support/render";
import { cardActor, fakeEffects, FakeMessage, installChat, shown, type ChatWorld } from "./chat-fakes";

let world: FakeWorld;
let chat: ChatWorld;
const g = () => (globalThis as unknown as { game: Record<string, unknown> }).game;
beforeEach(() => {
  world = installWorld();
  chat = installChat();
  resetRequests();
  for (const [kind, handler] of Object.entries(chatCardHooks(fakeEffects()).requests)) registerRequest(kind, handler);
});
afterEach(() => {
  vi.restoreAllMocks();
  removeWorld();
});

/** An unrolled dh2 rubble card (Agility 42, −20: target 22) for Ines. */
function card(request: TestRequest = { kind: "treacherous", condition: "rubble" }, authored = true) {
  const system: MovementTestSystem = {
    rulesetId: "dh2",
    request: storeRequest(request),
    actorUuid: "Actor.ines",
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
const SLIPPERY = { value: -10, reason: "slippery rungs" };

describe("the GM sets the modifier before the roll", () => {
  it("stores it on the card, shows it in the breakdown with its reason, and the target drops 22 → 12", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    asGM();
    const message = card();
    expect(await setGmModifier(message, SLIPPERY)).toBe(true);
    expect(message.updates).toEqual([{ "system.gmModifier": { value: -10, reason: "slippery rungs" } }]);
    const html = await shown(message);
    expect(html).toMatch(/<dt>GM: slippery rungs<\/dt><dd>−10<\/dd>/);
    expect(html).toMatch(/stride-card__total">12</);
    expect(html).toContain('data-action="setModifier"');
  });

  it("applies it once to the roll: roll 15 fails against 12 (it passes against 22), and the result keeps it", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    asGM();
    const message = card();
    await setGmModifier(message, SLIPPERY);
    chat.rolls.push(15);
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(message.system["result"]).toMatchObject({
      targetNumber: 12,
      success: false,
      degrees: 1,
      gmModifier: { value: -10, reason: "slippery rungs" },
      situational: [],
    });
    // Rolled: the breakdown shows the line it was rolled with, once, and no Modifier button.
    const html = await shown(message);
    expect(html.match(/GM: slippery rungs/g)).toHaveLength(1);
    expect(html).not.toContain('data-action="setModifier"');
    // Changed after the roll (a GM's console): the rolled card keeps what it was rolled with.
    expect(await setGmModifier(message, { value: 30, reason: "late" })).toBe(false);
    expect(await shown(message)).toContain("GM: slippery rungs");
  });

  it("re-resolves the stored dice with it: Apply Prone counts the GM's −10 once (Agility 42, rubble, roll 21)", async () => {
    const owner = cardActor(true);
    chat.documents.set("Actor.ines", owner);
    asGM();
    const message = card();
    await setGmModifier(message, { value: -10, reason: "" });
    chat.rolls.push(21);
    await rollMovementTest(message, fakeEffects());
    // 21 against 12: a failure, Prone (treacherous); against 22 it would pass and nothing applies.
    expect(message.system["result"]).toMatchObject({ success: false, prone: true });
    expect(await applyProne(message, fakeEffects())).toBe(true);
    expect(owner.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
  });

  it("clamps a forged stored value on read: +500 counts as dh2's +60 (target 42 − 20 + 60 = 82)", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card();
    message.system["gmModifier"] = { value: 500, reason: "<b>bribe</b>" };
    const html = await shown(message);
    expect(html).toMatch(/stride-card__total">82</);
    // The reason is text, escaped by the template.
    expect(html).toContain("GM: &lt;b&gt;bribe&lt;/b&gt;");
    chat.rolls.push(80);
    await rollMovementTest(message, fakeEffects());
    expect(message.system["result"]).toMatchObject({ targetNumber: 82, gmModifier: { value: 60 } });
  });

  it("asks for it in a dialog from the card's button; cancelling sets nothing", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    asGM();
    const message = card();
    const prompt = vi.fn(async () => ({ value: "−20", reason: " ice " }));
    expect(await askGmModifier(message, prompt)).toBe(true);
    expect(prompt).toHaveBeenCalledWith(getRuleset("dh2").tests.gmModifier, null);
    expect(message.system["gmModifier"]).toEqual({ value: -20, reason: "ice" });
    expect(await askGmModifier(message, async () => null)).toBe(false);
    expect(message.updates).toHaveLength(1);
    // 0 clears it.
    await askGmModifier(message, async () => ({ value: 0, reason: "" }));
    expect(message.system["gmModifier"]).toBeNull();
  });
});

describe("the modifier's dialog (DialogV2.input)", () => {
  it("names the ruleset's unit and range, escapes the current reason, and gives back what was typed", async () => {
    const input = vi.fn(async (_config: { content: string; window: { title: string } }) => ({
      value: -20,
      reason: "ice",
    }));
    const f = (globalThis as unknown as { foundry: Record<string, unknown> }).foundry;
    f["applications"] = { ...(f["applications"] as object), api: { DialogV2: { input } } };
    const rule = getRuleset("shadowrun").tests.gmModifier;
    expect(await promptGmModifier(rule, { value: 2, reason: '<img src=x onerror="alert(1)">' })).toEqual({
      value: -20,
      reason: "ice",
    });
    const config = input.mock.calls[0]![0];
    expect(config.window.title).toBe("STRIDE.Card.gmModifier.title");
    const form = document.createElement("form");
    form.innerHTML = config.content;
    const value = form.querySelector<HTMLInputElement>('input[name="value"]')!;
    expect([value.type, value.value, value.min, value.max, value.step]).toEqual(["number", "2", "-12", "12", "1"]);
    const reason = form.querySelector<HTMLInputElement>('input[name="reason"]')!;
    expect(reason.value).toBe('<img src=x onerror="alert(1)">');
    expect(form.querySelector("img")).toBeNull();
    expect(form.textContent).toContain("Dice added to the pool: + makes the test easier.");
    expect(form.textContent).toContain("From -12 to 12; 0 removes the modifier.");
    // Cancelled (closed): nothing.
    input.mockResolvedValueOnce(null as never);
    expect(await promptGmModifier(rule, null)).toBeNull();
  });
});

describe("a roller and the world setting", () => {
  it("by default a player who owns the actor may not set it: no button, a click does nothing", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card();
    expect(await shown(message)).not.toContain('data-action="setModifier"');
    expect(await setGmModifier(message, SLIPPERY)).toBe(false);
    expect(message.updates).toEqual([]);
    expect(world.notifications.info).toHaveBeenCalledWith("Only the GM sets the modifier on this card.");
  });

  it("with the setting on, the owner sets it on a card a GM posted through the GM, who clamps it again", async () => {
    world.settings["rollerModifier"] = true;
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card(undefined, false);
    message.author = { id: "gm", isGM: true };
    chat.created.push(message);
    const owner = { id: "owner", isGM: false, update: vi.fn(async () => undefined) };
    g()["user"] = owner;
    g()["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    Object.assign(globalThis, {
      foundry: { ...(globalThis as unknown as { foundry: object }).foundry, utils: { randomID: () => "r1" } },
    });
    expect(await shown(message)).toContain('data-action="setModifier"');
    expect(await setGmModifier(message, { value: 20, reason: "climbing gear" })).toBe(true);
    expect(owner.update).toHaveBeenCalledWith({
      "flags.stride.requests.card": {
        action: "setModifier",
        messageId: message.id,
        modifier: { value: 20, reason: "climbing gear" },
        requestId: "r1",
      },
    });
    expect(message.updates).toEqual([]);
    // On the GM's client: a forged +900 in the same request is clamped to +60.
    asGM();
    chat.documents.set("Actor.ines", cardActor(false));
    const forged = { action: "setModifier", messageId: message.id, modifier: { value: 900, reason: "gear" } };
    expect(await updateUser(owner, { flags: { stride: { requests: { card: forged } } } }, {}, "owner")).toBe(1);
    expect(message.system["gmModifier"]).toEqual({ value: 60, reason: "gear" });
  });

  it("with the setting off, the GM refuses a player's request to set it; malformed ones too", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    asGM();
    const message = card(undefined, false);
    message.author = { id: "gm", isGM: true };
    chat.created.push(message);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const ask = (request: object) => ({ flags: { stride: { requests: { card: request } } } });
    const owner = { id: "owner" };
    await updateUser(owner, ask({ action: "setModifier", messageId: message.id, modifier: SLIPPERY }), {}, "owner");
    await updateUser(
      owner,
      ask({ action: "setModifier", messageId: message.id, modifier: { value: "x" } }),
      {},
      "owner",
    );
    await updateUser(owner, ask({ action: "setModifier", messageId: message.id }), {}, "owner");
    expect(message.updates).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "stride | refused a card request from user owner: the world lets only the GM set the modifier",
      "stride | refused a card request from user owner: malformed",
    ]);
  });
});

describe("the active GM's guard of the modifier (updateChatMessage)", () => {
  it("clears a modifier a player wrote on its own unrolled card while only the GM may set it", async () => {
    asGM();
    const message = card();
    message.system["gmModifier"] = { value: 40, reason: "mine" };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const changed = { system: { gmModifier: { value: 40, reason: "mine" } } };
    expect(await guardGmModifier(message, changed, {}, "owner")).toBe(true);
    expect(message.system["gmModifier"]).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "stride | refused a gmModifier request from user owner: only the GM sets the modifier in this world",
    );
  });

  it("leaves the GM's own update, an allowed roller's, an update of another field and a client that is not the active GM", async () => {
    asGM();
    const message = card();
    message.system["gmModifier"] = { value: 40, reason: "" };
    const changed = { system: { gmModifier: { value: 40, reason: "" } } };
    expect(await guardGmModifier(message, changed, {}, "gm")).toBe(false);
    expect(await guardGmModifier(message, { system: { applied: true } }, {}, "owner")).toBe(false);
    world.settings["rollerModifier"] = true;
    expect(await guardGmModifier(message, changed, {}, "owner")).toBe(false);
    world.settings["rollerModifier"] = false;
    g()["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    expect(await guardGmModifier(message, changed, {}, "owner")).toBe(false);
    expect(message.updates).toEqual([]);
  });
});

describe("the active GM's guard of the turn a card was posted in (updateChatMessage)", () => {
  it("sets a player's change of it back to unknown, so the card spends the turn it is rolled in; the GM's stands", async () => {
    asGM();
    const message = card();
    message.system["postedTurn"] = "";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await guardPostedTurn(message, { system: { postedTurn: "" } }, {}, "owner")).toBe(true);
    expect(message.system["postedTurn"]).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "stride | refused a postedTurn request from user owner: only the card's poster sets its turn",
    );
    message.system["postedTurn"] = "c1:1:0";
    expect(await guardPostedTurn(message, { system: { postedTurn: "c1:1:0" } }, {}, "gm")).toBe(false);
    expect(await guardPostedTurn(message, { system: { applied: true } }, {}, "owner")).toBe(false);
    expect(message.system["postedTurn"]).toBe("c1:1:0");
  });
});

describe("chained tests: a rolled card posts the next test's card once (dh2)", () => {
  it("a card without a token (an actor's) posts the grip test itself after an abseil failed by 2 degrees", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    // Agility 42, roll 60: tens 6 against 4, 3 degrees of failure: the grip test for the 9 m drop.
    const message = card({ kind: "abseil", distance: 9 });
    chat.rolls.push(60);
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(message.system["result"]).toMatchObject({ outcome: "gripTest", degrees: 3 });
    expect(chat.created).toHaveLength(1);
    expect(chat.created[0]!.system).toMatchObject({
      request: { kind: "abseilGrip", distance: 9 },
      actorUuid: "Actor.ines",
      tokenUuid: null,
      result: null,
    });
    // Once: the rolled card rolls no more, and posts nothing more.
    expect(await rollMovementTest(message, fakeEffects())).toBe(false);
    expect(chat.created).toHaveLength(1);
  });

  const dh2 = getRuleset("dh2");
  /** A token of a scene, its actor Ines. */
  const token = () => ({
    id: "t1",
    uuid: "Scene.s.Token.t1",
    name: "Ines",
    width: 1,
    height: 1,
    actor: cardActor(true),
  });

  it("a failed running jump (Agility 35, roll 90) posts the stumble test card for the same token", async () => {
    const call = dh2.tests.buildTest({ kind: "verticalJump", options: { runUp: "4" } })!;
    const resolution = dh2.tests.resolve(call, 35, [90]);
    const t = token();
    const effects = await consequenceEffects(t as never, resolution.consequences ?? [], dh2, call.request);
    const tests = effects.filter((e) => e.type === "test");
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ model: "t1", call: { kind: "stumble", characteristic: "agility" } });
    const scene = { grid: { size: 100, distance: 1, units: "m" }, tokens: [t] };
    expect(await executeEffects(tests, { scene: scene, unit: "m", isGM: true })).toMatchObject({ done: 1 });
    expect(chat.created).toHaveLength(1);
    expect(chat.created[0]!.system).toMatchObject({
      request: { kind: "stumble" },
      tokenUuid: "Scene.s.Token.t1",
      result: null,
    });
    // The roller (the actor's owner) rolls it from the card.
    chat.documents.set("Scene.s.Token.t1", t);
    expect(await shown(chat.created[0]!)).toContain('data-action="roll"');
  });

  it("an abseil failed by 2 degrees (Agility 35, roll 45) posts the grip test for the 12 m drop; 1 degree posts none", async () => {
    const call = dh2.tests.buildTest({ kind: "abseil", distance: 12 })!;
    const grip = await consequenceEffects(
      token() as never,
      dh2.tests.resolve(call, 35, [45]).consequences!,
      dh2,
      call.request,
    );
    expect(grip.filter((e) => e.type === "test")).toMatchObject([
      {
        call: {
          kind: "abseilGrip",
          characteristic: "strength",
          distance: 12,
          request: { kind: "abseilGrip", distance: 12 },
        },
      },
    ]);
    const slip = await consequenceEffects(
      token() as never,
      dh2.tests.resolve(call, 35, [38]).consequences!,
      dh2,
      call.request,
    );
    expect(slip.filter((e) => e.type === "test")).toEqual([]);
  });
});

describe("where the Modifier button is offered", () => {
  it("not on a test with no roll to meet (opend6 breath), but on a running roll", () => {
    const view = (request: TestRequest) =>
      movementTestView(
        {
          system: {
            rulesetId: "d6",
            request: storeRequest(request),
            actorUuid: "Actor.a",
            tokenUuid: null,
            result: null,
            applied: false,
          },
          ruleset: getRuleset("d6"),
          actorName: "Ines",
          characteristic: 9,
          mayAct: true,
          mayModify: true,
        },
        i18nEn,
      );
    expect(view({ kind: "breath" }).canSetModifier).toBe(false);
    expect(view({ kind: "run", distance: 20, options: { move: "10" } }).canSetModifier).toBe(true);
  });
});
