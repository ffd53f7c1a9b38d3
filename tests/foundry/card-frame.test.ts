// @vitest-environment happy-dom
/**
 * A Stride card's message as core's render sees it: core calls the data model's `renderHTML` and
 * then fires `renderChatMessageHTML` with what it returned (foundryvtt#11984; the core code quoted
 * in Foundryborne/daggerheart#1199), so every hook sees the real card. The fake core below does
 * exactly that, no more.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cardFrameView,
  renderCardMessage,
  type CardFrameEnv,
  type FramedMessage,
} from "../../src/foundry/chat/card-frame";
import { renderMovementTest } from "../../src/foundry/chat/movement-tests";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { renderChatMessageHTML } from "../../src/foundry/hooks/render-chat-message";
import { journeyPlan } from "../support/journey-contexts";
import { localize, renderTemplate } from "../support/render";
import { cardActor, FakeMessage, installChat, type ChatWorld } from "./chat-fakes";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { TypeDataModel } from "../support/type-data-model";

/** Core's own words the frame uses (core's lang/en.json). */
const CORE_WORDS: Record<string, string> = { Delete: "Delete", "CHAT.Dismiss": "Dismiss", "CHAT.To": "To" };

/** Foundry as the frame reads it: English words, the real templates. */
function frameEnv(isGM = false): CardFrameEnv {
  return {
    isGM,
    localize: (key) => CORE_WORDS[key] ?? localize(key),
    timeSince: () => "2 minutes ago",
    userName: (id) => ({ gm: "Gamemaster", p1: "Player One" })[id],
    renderTemplate: async (path, data) => renderTemplate(path.replace(/^systems\/stride\//, ""), data),
  };
}

/** A movement test card's message: Sister Ines against rubble, not rolled. */
function rubbleMessage(framed: Partial<FramedMessage> = {}) {
  const system: MovementTestSystem = {
    rulesetId: "dh2",
    request: storeRequest({ kind: "treacherous", condition: "mud" }),
    actorUuid: "Actor.ines",
    tokenUuid: null,
    result: null,
    applied: false,
  };
  const message: FramedMessage & { system: MovementTestSystem } = {
    id: "m1",
    type: "movementTest",
    alias: "Sister Ines",
    timestamp: 0,
    whisper: [],
    blind: false,
    isContentVisible: true,
    ...framed,
    system,
  };
  return message;
}

/** Core's `ChatMessage#renderHTML` when the data model has one: render, then the hook, with the same element. */
async function coreRender(
  message: object,
  renderHTML: () => Promise<HTMLElement>,
  hooks: ((message: never, html: HTMLElement) => void)[],
): Promise<HTMLElement> {
  const html = await renderHTML();
  for (const hook of hooks) hook(message as never, html);
  return html;
}

let world: FakeWorld;
let chat: ChatWorld;
beforeEach(() => {
  world = installWorld();
  chat = installChat([30]);
  chat.documents.set("Actor.ines", cardActor(true));
});
afterEach(() => removeWorld());

describe("a card's message frame", () => {
  it("is the whole message: core's frame classes and id, sender, time, and the card inside", async () => {
    const message = rubbleMessage();
    const html = await renderCardMessage(message, () => renderMovementTest(message.system), {}, frameEnv());
    expect(html.tagName).toBe("LI");
    expect([...html.classList]).toEqual(["stride", "chat-message", "message", "flexcol"]);
    expect(html.dataset["messageId"]).toBe("m1");
    expect(html.querySelector(".message-header .message-sender")!.textContent).toBe("Sister Ines");
    expect(html.querySelector(".message-timestamp")!.textContent).toBe("2 minutes ago");
    expect(html.querySelector(".message-content .stride-card__title")!.textContent).toContain("Agility test");
    expect(html.querySelector('.message-content button[data-action="roll"]')).not.toBeNull();
    // A player gets no delete control unless core asks for one; a GM does.
    expect(html.querySelector(".message-delete")).toBeNull();
    const gm = await renderCardMessage(message, () => renderMovementTest(message.system), {}, frameEnv(true));
    expect(gm.querySelector('.message-delete[data-action="deleteMessage"]')!.getAttribute("aria-label")).toBe("Delete");
    const note = await renderCardMessage(
      message,
      () => renderMovementTest(message.system),
      { canDelete: false, canClose: true, borderColor: "#ff0000" },
      frameEnv(true),
    );
    expect(note.querySelector(".message-delete")).toBeNull();
    expect(note.querySelector('.message-dismiss[data-action="dismissMessage"]')).not.toBeNull();
    expect(note.style.borderColor).toBe("#ff0000");
  });

  it("says who a whisper is for, marks it blind, and writes the alias and flavor as text", () => {
    const view = cardFrameView(
      rubbleMessage({ whisper: ["gm", "gone", "p1"], blind: true, alias: "<b>Ines</b>", flavor: "<i>x</i>" }),
      "",
      {},
      frameEnv(),
    );
    expect(view).toMatchObject({ whisper: true, blind: true, whisperTo: "To: Gamemaster, Player One" });
    const html = renderTemplate("templates/chat/card-frame.hbs", view);
    expect(html).toContain("&lt;b&gt;Ines&lt;/b&gt;");
    expect(html).toContain("&lt;i&gt;x&lt;/i&gt;");
    expect(html).toContain('class="stride chat-message message flexcol whisper blind"');
  });

  it("hides the result and buttons from a user who may not see the content (a blind roll's author)", async () => {
    const message = rubbleMessage({ blind: true, isContentVisible: false });
    const renderCard = vi.fn(() => renderMovementTest(message.system));
    const html = await renderCardMessage(message, renderCard, {}, frameEnv());
    expect(renderCard).not.toHaveBeenCalled();
    expect(html.querySelector("[data-hidden]")!.textContent).toBe(localize("STRIDE.Card.hidden"));
    expect(html.querySelector("button")).toBeNull();
    expect(html.querySelector(".stride-card__result")).toBeNull();
  });

  it("comes back with an empty body, never a rejection, when the card fails to render (logged, shown once)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = await renderCardMessage(
      rubbleMessage(),
      () => Promise.reject(new Error("template gone")),
      {},
      frameEnv(),
    );
    expect(html.dataset["messageId"]).toBe("m1");
    expect(html.querySelector(".message-content")!.innerHTML).toBe("");
    const bare = await renderCardMessage(
      rubbleMessage(),
      () => Promise.resolve("<p>card</p>"),
      {},
      { ...frameEnv(), renderTemplate: () => Promise.reject(new Error("frame gone")) },
    );
    expect(bare.dataset["messageId"]).toBe("m1");
    expect(bare.querySelector(".message-content")).not.toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toBe("stride | chat card (movementTest)");
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("is what renderChatMessageHTML hooks see: the real card, its Roll already wired by Stride's hook", async () => {
    const fake = new FakeMessage({ type: "movementTest", system: rubbleMessage().system });
    fake.system = Object.assign(Object.create({ constructor: { metadata: { actions: ["roll", "applyProne"] } } }), {
      ...fake.system,
    }) as Record<string, unknown>;
    const seen: string[] = [];
    const otherModule = (_message: never, html: HTMLElement) =>
      seen.push(html.querySelector(".message-content")!.textContent.trim().slice(0, 40));
    const framed = { ...rubbleMessage(), id: fake.id };
    const html = await coreRender(
      fake,
      () =>
        renderCardMessage(
          framed,
          () => renderMovementTest(fake.system as unknown as MovementTestSystem),
          {},
          frameEnv(),
        ),
      [renderChatMessageHTML, otherModule],
    );
    expect(seen[0]).toContain("Agility test");
    html.querySelector<HTMLButtonElement>('button[data-action="roll"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.system).toMatchObject({ result: { roll: 30, success: true } });
  });
});

describe("journey and Strength cards", () => {
  let models: {
    journey: typeof import("../../src/foundry/rulesets/dh2/journey/journey-model");
    strength: typeof import("../../src/foundry/rulesets/dh2/strength/strength-model");
    journeyHooks: typeof import("../../src/foundry/rulesets/dh2/journey/journey-hooks");
    strengthRolls: typeof import("../../src/foundry/rulesets/dh2/strength/strength-rolls");
  };
  beforeAll(async () => {
    const g = globalThis as unknown as { foundry?: Record<string, unknown> };
    // What the journey dialog's class extends when its module loads.
    const api = { ApplicationV2: class {}, HandlebarsApplicationMixin: (base: unknown) => base };
    g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel }, applications: { api } };
    models = {
      journey: await import("../../src/foundry/rulesets/dh2/journey/journey-model"),
      strength: await import("../../src/foundry/rulesets/dh2/strength/strength-model"),
      journeyHooks: await import("../../src/foundry/rulesets/dh2/journey/journey-hooks"),
      strengthRolls: await import("../../src/foundry/rulesets/dh2/strength/strength-rolls"),
    };
  });
  beforeEach(() => {
    const g = globalThis as unknown as { foundry: Record<string, unknown> };
    g.foundry["abstract"] = { TypeDataModel };
  });

  it("render the journey card inside core's render, with Roll buttons only for the members the user may roll for", async () => {
    chat.documents.set("Actor.vex", { isOwner: true, name: "Vex", system: {} });
    chat.documents.set("Actor.ines", { isOwner: false, name: "Ines", system: {} });
    const model = new models.journey.StrideJourneyModel(journeyPlan());
    const card = document.createElement("div");
    card.innerHTML = await model.renderCard();
    expect(card.querySelector(".stride-journey-card")).not.toBeNull();
    expect(card.querySelectorAll('[data-member="0"] button[data-action="journeyRoll"]').length).toBeGreaterThan(0);
    expect(card.querySelectorAll('[data-member="1"] button[data-action="journeyRoll"]').length).toBe(0);
  });

  it("render the Strength card with its Roll button for the actor's owner", async () => {
    chat.documents.set("Actor.h", {
      isOwner: true,
      name: "Hauler",
      system: { characteristics: { strength: { value: 38 } }, bonuses: { strength: 3, toughness: 4 } },
    });
    const model = new models.strength.StrideStrengthModel({
      actorUuid: "Actor.h",
      tokenUuid: null,
      task: "lift",
      weightKg: 120,
      gravity: "normal",
      result: null,
    });
    const card = document.createElement("div");
    card.innerHTML = await model.renderCard();
    expect(card.querySelector(".stride-strength-card .stride-card__title")!.textContent).toBe("Lift a heavy load");
    expect(card.querySelector('button[data-action="strengthRoll"]')).not.toBeNull();
  });

  /** A rendered message element holding one button of `action`. */
  function element(action: string, data: Record<string, string> = {}) {
    const li = document.createElement("li");
    li.innerHTML = `<div class="message-content"><button type="button" data-action="${action}"></button></div>`;
    Object.assign(li.querySelector("button")!.dataset, data);
    return li;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("catch a Roll that rejects: logged and shown once, the button enabled again, nothing thrown into Foundry", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Both rolls reject: Foundry's Roll cannot be evaluated (the dice of an owned actor).
    const journey = { id: "j1", type: "journey", isOwner: true, system: journeyPlan(), update: vi.fn() };
    const journeyHtml = element("journeyRoll", { member: "0", test: "0" });
    models.journeyHooks.renderJourneyCard(journey, journeyHtml);
    (globalThis as unknown as { Roll: unknown }).Roll = class {
      evaluate(): Promise<never> {
        return Promise.reject(new Error("dice server"));
      }
    };
    (globalThis as unknown as { fromUuidSync: unknown }).fromUuidSync = () => ({
      isOwner: true,
      name: "Vex",
      system: { characteristics: { strength: { value: 38 }, toughness: { value: 30 } } },
      update: vi.fn(),
    });
    journeyHtml.querySelector("button")!.click();
    const strength = {
      id: "s1",
      type: "strengthTest",
      isOwner: true,
      system: { actorUuid: "Actor.h", tokenUuid: null, task: "lift", weightKg: 500, gravity: "normal", result: null },
      update: vi.fn(),
    };
    const strengthHtml = element("strengthRoll");
    models.strength.renderStrengthCard(strength, strengthHtml);
    strengthHtml.querySelector("button")!.click();
    await settle();
    await settle();
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      "stride | journey roll (j1)",
      "stride | strength roll (s1)",
    ]);
    expect(world.notifications.error).toHaveBeenCalledTimes(2);
    expect(journeyHtml.querySelector("button")!.disabled).toBe(false);
    expect(strengthHtml.querySelector("button")!.disabled).toBe(false);
    await settle();
    expect(unhandled).not.toHaveBeenCalled();
    process.off("unhandledRejection", unhandled);
    error.mockRestore();
  });

  it("wire nothing on other messages", () => {
    const html = element("journeyRoll");
    models.journeyHooks.renderJourneyCard({ id: "x", type: "base", isOwner: true, system: {}, update: vi.fn() }, html);
    models.strength.renderStrengthCard({ id: "x", type: "base", isOwner: true, system: {}, update: vi.fn() }, html);
    expect(html.dataset["strideCard"]).toBeUndefined();
  });
});
