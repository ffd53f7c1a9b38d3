// @vitest-environment happy-dom
/**
 * The chat card models as one family: each extends StrideCardModel, declares its metadata (the
 * metadata the render hook wires by type), renders its template from its context method, and
 * `init` registers them all from that metadata.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARDS, chatCardHooks, registerCard, renderChatMessageHTML } from "../../src/foundry/hooks/render-chat-message";
import { RULE_NOTICE_TEMPLATE } from "../../src/foundry/chat/rule-notice";
import { ruleNoticeView } from "../../src/foundry/chat/rule-notice-view";
import { weatherCardView, WEATHER_CARD_TEMPLATE } from "../../src/foundry/chat/weather-card";
import { getRuleset } from "../../src/rules";
import { FakeMessage, installChat } from "./chat-fakes";
import { installWorld, removeWorld } from "./fakes";
import { gameI18n } from "../../src/foundry/chat/localize";
import { TypeDataModel } from "../support/type-data-model";
import { loadPlugins } from "../support/plugins";
import { declaredTypes } from "../support/lang";

let models: { CARD_MODELS: readonly import("../../src/foundry/data/chat-message/card-model").CardModelClass[] };
let generic: typeof import("../../src/foundry/data/chat-message/card-models");
let base: typeof import("../../src/foundry/data/chat-message/card-model");
beforeAll(async () => {
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry = { ...(g.foundry ?? {}), abstract: { TypeDataModel } };
  base = await import("../../src/foundry/data/chat-message/card-model");
  generic = await import("../../src/foundry/data/chat-message/card-models");
  // Every card: the generic ones, then each ruleset plugin's own (init registers both).
  const plugins = await loadPlugins();
  models = { CARD_MODELS: [...generic.CARD_MODELS, ...plugins.flatMap((plugin) => plugin.cards ?? [])] };
});

/** The ChatMessage sub-types system.json declares. */
const declared = declaredTypes("ChatMessage");

/** Template paths and data the card models asked to render. */
let rendered: { path: string; data: object }[];
beforeEach(() => {
  installWorld();
  installChat();
  rendered = [];
  const g = globalThis as unknown as { foundry: Record<string, unknown> };
  g.foundry["abstract"] = { TypeDataModel };
  g.foundry["applications"] = {
    handlebars: {
      renderTemplate: async (path: string, data: object) => {
        rendered.push({ path, data });
        return `<div class="card">${path}</div>`;
      },
    },
  };
});
afterEach(() => removeWorld());

describe("the chat card models", () => {
  it("are eight StrideCardModels, one for each ChatMessage sub-type system.json declares", () => {
    const types = models.CARD_MODELS.map((model) => model.metadata.type);
    expect(types).toHaveLength(8);
    expect([...types].sort()).toEqual([...declared].sort());
    for (const model of models.CARD_MODELS) {
      expect(Object.getPrototypeOf(model), model.metadata.type).toBe(base.StrideCardModel);
      // Each gives its own context; the base renders it and frames the message.
      expect(Object.hasOwn((model as unknown as { prototype: object }).prototype, "cardContext")).toBe(true);
      expect(Object.hasOwn((model as unknown as { prototype: object }).prototype, "renderHTML")).toBe(false);
    }
  });

  it("declare the very metadata the render hook wires by type: the generic cards, and a plugin's once registered", () => {
    expect(generic.CARD_MODELS.map((model) => model.metadata)).toHaveLength(CARDS.length);
    generic.CARD_MODELS.forEach((model, i) => expect(model.metadata).toBe(CARDS[i]));
  });

  it("declare their buttons and the requests players make of the GM", () => {
    const actions = Object.fromEntries(
      models.CARD_MODELS.map((model) => [model.metadata.type, Object.keys(model.metadata.actions)]),
    );
    expect(actions).toEqual({
      movementTest: ["roll", "applyProne", "applyDamage", "setModifier", "setOption"],
      collisionNotice: [],
      fallCard: ["applyDamage"],
      ruleNotice: [],
      weatherCard: [],
      collisionCard: ["applyCollision"],
      journey: ["journeyRoll"],
      strengthTest: ["strengthRoll"],
    });
    const requests = models.CARD_MODELS.flatMap((model) => model.metadata.request?.kind ?? []);
    expect(requests).toEqual(["card", "fall", "collision"]);
    expect(Object.keys(chatCardHooks().requests)).toEqual(requests);
  });

  it("render their template with their context: a rule notice and a weather card", async () => {
    const [ruleModel, weatherModel] = ["ruleNotice", "weatherCard"].map(
      (type) =>
        models.CARD_MODELS.find((model) => model.metadata.type === type) as unknown as new (s: object) => {
          renderCard(): Promise<string>;
        },
    );
    const notice = {
      rulesetId: "dh2",
      mover: "Vex",
      text: { key: "STRIDE.Dh2.pushOff.none", data: { reach: 2 } },
      title: "",
    };
    await expect(new ruleModel!(notice).renderCard()).resolves.toBe(`<div class="card">${RULE_NOTICE_TEMPLATE}</div>`);
    const weather = { rulesetId: "d6", sceneName: "Harbour", dice: [[4], [2]] };
    await new weatherModel!(weather).renderCard();
    expect(rendered).toEqual([
      { path: RULE_NOTICE_TEMPLATE, data: ruleNoticeView(notice, gameI18n()) },
      { path: WEATHER_CARD_TEMPLATE, data: weatherCardView(weather, getRuleset("d6"), gameI18n()) },
    ]);
    expect(rendered[1]!.data).toMatchObject({ scene: "Harbour" });
  });
});

describe("the cards' render hook", () => {
  it("wires a declared action on a plugin's card once registered (a journey card's Roll)", () => {
    const unregistered = document.createElement("li");
    unregistered.innerHTML = '<div class="message-content"><button data-action="journeyRoll"></button></div>';
    renderChatMessageHTML(new FakeMessage({ type: "journey", system: {} }), unregistered);
    const journeyModel = models.CARD_MODELS.find((model) => model.metadata.type === "journey");
    expect(unregistered.dataset["strideCard"]).toBeUndefined();
    registerCard(journeyModel!.metadata);
    const html = document.createElement("li");
    html.innerHTML = '<div class="message-content"><button data-action="journeyRoll"></button></div>';
    const journey = new FakeMessage({ type: "journey", system: {} });
    renderChatMessageHTML(journey, html);
    expect(html.dataset["strideCard"]).toBe("wired");
  });

  it("wires nothing on a card without actions or a message of another type", () => {
    for (const type of ["ruleNotice", "weatherCard", "collisionNotice", "base"]) {
      const html = document.createElement("li");
      html.innerHTML = '<div class="message-content"><button data-action="roll"></button></div>';
      renderChatMessageHTML(new FakeMessage({ type, system: {} }), html);
      expect(html.dataset["strideCard"], type).toBeUndefined();
    }
  });
});
