// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatCardHooks, renderChatMessageHTML } from "../../src/foundry/hooks/render-chat-message";
import { renderCardMessage, type CardFrameEnv } from "../../src/foundry/chat/card-frame";
import { renderMovementTest } from "../../src/foundry/chat/movement-tests";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { requestFromForm } from "../../src/foundry/hooks/render-token-hud";
import { renderManualTestForm } from "../support/manual-test-form";

import { getRuleset } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { cardActor, FakeMessage, installChat, type ChatWorld } from "./chat-fakes";
import { renderTemplate } from "../support/render";

let chat: ChatWorld;
let world: FakeWorld;
beforeEach(() => {
  world = installWorld();
  chat = installChat([30]);
});
afterEach(() => removeWorld());

/** A card's data as its data model holds it: the fields, and the actions its class declares. */
class CardModel {
  static readonly metadata = { actions: ["roll", "applyProne"] };
  constructor(fields: object) {
    Object.assign(this, fields);
  }
  renderCard(): Promise<string> {
    return renderMovementTest(this as unknown as MovementTestSystem);
  }
}

const request = storeRequest({ kind: "treacherous", condition: "mud" });
const system = { rulesetId: "dh2", request, actorUuid: "Actor.ines", tokenUuid: null, result: null, applied: false };

/** Foundry as the card frame reads it: the real templates, a player's view. */
const frameEnv: CardFrameEnv = {
  isGM: false,
  localize: (key) => key,
  timeSince: () => "now",
  userName: () => undefined,
  renderTemplate: async (path, data) => renderTemplate(path.replace(/^systems\/stride\//, ""), data),
};

/** A message rendered as core renders a card: its data model's `renderHTML`, the card inside the frame. */
async function rendered(message: FakeMessage): Promise<HTMLElement> {
  const framed = { id: message.id, type: message.type, alias: "Ines", timestamp: 0, whisper: [], blind: false };
  const model = message.system as unknown as CardModel;
  return renderCardMessage({ ...framed, isContentVisible: true }, () => model.renderCard(), {}, frameEnv);
}

function cardMessage(fields: object = system): FakeMessage {
  const message = new FakeMessage({ type: "movementTest" });
  message.system = new CardModel(fields) as unknown as Record<string, unknown>;
  chat.created.push(message);
  return message;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("renderChatMessageHTML", () => {
  it("fills the card from the message's data, never from content, and says so when the actor was deleted", async () => {
    const html = await rendered(cardMessage());
    expect(html.querySelector(".message-sender")!.textContent).toBe("Ines");
    expect(html.querySelector("button")).toBeNull();
    expect(html.querySelector(".stride-card__notice")!.textContent).toBe(
      "The character of this card no longer exists.",
    );
  });

  it("wires Roll to the card's own data and actor on the element core's render returns", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = cardMessage();
    const li = await rendered(message);
    renderChatMessageHTML(message, li); // the hook runs with the card already inside
    li.querySelector<HTMLButtonElement>('button[data-action="roll"]')!.click();
    await settle();
    expect(message.system).toMatchObject({ result: { roll: 30, targetNumber: 42, success: true } });
    // The re-render after the update has no Roll button for anyone.
    expect((await rendered(message)).querySelector('button[data-action="roll"]')).toBeNull();
  });

  it("logs a handler's error once with the card's context and shows one notification", async () => {
    chat.documents.set("Scene.s.Token.t", { actor: cardActor(true) });
    const message = cardMessage({ ...system, tokenUuid: "Scene.s.Token.t" });
    const html = await rendered(message);
    const failing = chatCardHooks({
      landingsOf: async () => [],
      afterRoll: async () => {
        throw new Error("boom");
      },
      applyFall: async () => [],
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    failing.renderChatMessageHTML(message, html);
    html.querySelector<HTMLButtonElement>('button[data-action="roll"]')!.click();
    await settle();
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(`card roll (movementTest ${message.id})`);
    expect(world.notifications.error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("leaves other messages alone", async () => {
    const html = document.createElement("li");
    html.innerHTML = '<div class="message-content"><button type="button" data-action="roll">Roll</button></div>';
    const other = new FakeMessage({ type: "base", system: {} });
    renderChatMessageHTML(other, html);
    html.querySelector("button")!.click();
    await settle();
    expect(chat.rolls).toEqual([30]);
  });
});

describe("GM test choices", () => {
  it("lists every treacherous condition, darkness, zero gravity and the climbing, jumping and swimming tests for dh2, each of which builds", () => {
    const ruleset = getRuleset("dh2");
    expect(ruleset.tests.manualTests.map((t) => t.request.condition ?? t.request.kind)).toEqual([
      "fog",
      "mud",
      "shallowWater",
      "darkness",
      "thickSnow",
      "underbrush",
      "denseCrowds",
      "zeroGravity",
      "rubble",
      "tremors",
      "darkness",
      "zeroGravity",
      ...dh2.VERTICAL_TEST_KINDS,
    ]);
    for (const spec of ruleset.tests.manualTests) {
      const request = spec.needsDistance ? { ...spec.request, distance: 3 } : spec.request;
      expect(ruleset.tests.buildTest(request)?.kind).toBe(spec.request.kind);
    }
  });

  it("starts every gravity choice at the token's scene's gravity (dh2 jumps, leaps and climbs)", () => {
    const specs = getRuleset("dh2").tests.manualTests;
    const form = (preset?: Record<string, string>) => {
      const root = document.createElement("form");
      root.innerHTML = renderManualTestForm(specs, "m", preset);
      // The option marked selected (what a browser shows; the first when none is marked).
      return [...root.querySelectorAll<HTMLSelectElement>('select[name$=".gravity"]')].map(
        (select) => select.querySelector("option[selected]")?.getAttribute("value") ?? select.options[0]?.value,
      );
    };
    const high = form({ gravity: "high" });
    // climb, sheer climb, jump down, leap and vertical jump ask for gravity (vertical-tests.ts GRAVITY_OPTION).
    expect(high.length).toBe(5);
    expect(high).toEqual(["high", "high", "high", "high", "high"]);
    expect(form()).toEqual(["normal", "normal", "normal", "normal", "normal"]);
    // A value that is not a choice leaves the first choice selected.
    expect(form({ gravity: "sideways" })).toEqual(Array(5).fill("normal"));
  });

  it("asks Necromunda falls for a height and builds them from the form", () => {
    const specs = getRuleset("necromunda").tests.manualTests;
    expect(specs.filter((s) => s.needsDistance).map((s) => s.request.kind)).toEqual([
      "jumpDown",
      "leap",
      "edgeFall",
      "edgeFall",
      "vehicleFall",
    ]);
    expect(requestFromForm(specs, "1", "5")).toEqual({ kind: "jumpDown", distance: 5 });
    expect(requestFromForm(specs, "5", "6")).toEqual({ kind: "vehicleFall", distance: 6 });
    expect(requestFromForm(specs, "4", "2")).toEqual({ kind: "edgeFall", railing: true, distance: 2 });
    expect(requestFromForm(specs, "1", "")).toBeNull();
    expect(requestFromForm(specs, "0", "")).toEqual({ kind: "dangerous" });
    expect(requestFromForm(specs, String(specs.length), "1")).toBeNull();
  });
});
