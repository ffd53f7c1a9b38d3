// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderChatMessageHTML } from "../../src/foundry/hooks/render-chat-message";
import { manualTestChoices } from "../../src/foundry/hooks/render-token-hud";
import { manualTestCall } from "../../src/foundry/movement/move-summary";
import { getRuleset } from "../../src/rules";
import { installWorld, removeWorld } from "./fakes";
import { cardActor, installChat, type ChatWorld } from "./chat-fakes";

let chat: ChatWorld;
beforeEach(() => {
  installWorld();
  chat = installChat([30]);
});
afterEach(() => removeWorld());

function rendered(): HTMLElement {
  const li = document.createElement("li");
  li.innerHTML =
    '<article class="stride-card"><footer class="stride-card__actions"><button type="button" data-action="roll">Roll</button></footer></article>';
  return li;
}

const call = manualTestCall(getRuleset("dh2"), { kind: "treacherous", condition: "mud" }, "core")!;
const message = {
  type: "movementTest",
  system: { actorUuid: "Actor.ines", tokenUuid: null, ...call, result: null },
};

describe("renderChatMessageHTML", () => {
  it("says so instead of offering buttons when the card's actor was deleted", () => {
    const html = rendered();
    renderChatMessageHTML(message, html);
    expect(html.querySelector("button")).toBeNull();
    expect(html.querySelector(".stride-card__notice")!.textContent).toBe(
      "The character of this card no longer exists.",
    );
  });

  it("wires Roll to the card's own data and actor", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const html = rendered();
    renderChatMessageHTML(message, html);
    html.querySelector("button")!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chat.created).toHaveLength(1);
    expect(chat.created[0]!["system"]).toMatchObject({ result: { roll: 30, targetNumber: 42, success: true } });
  });

  it("leaves other messages alone", () => {
    const html = rendered();
    renderChatMessageHTML({ type: "base", system: {} }, html);
    expect(html.querySelector("button")).not.toBeNull();
  });
});

describe("GM test choices", () => {
  it("lists every treacherous condition, darkness and zero gravity, each of which the ruleset can post", () => {
    const ruleset = getRuleset("dh2");
    const choices = manualTestChoices(ruleset.terrainConditions);
    expect(choices.map((c) => c.value)).toEqual([
      "treacherous:fog",
      "treacherous:mud",
      "treacherous:shallowWater",
      "treacherous:darkness",
      "treacherous:thickSnow",
      "treacherous:underbrush",
      "treacherous:denseCrowds",
      "treacherous:zeroGravity",
      "treacherous:rubble",
      "treacherous:tremors",
      "darkness",
      "zeroGravity",
    ]);
    for (const choice of choices) expect(manualTestCall(ruleset, choice.test, "core")?.kind).toBe(choice.test.kind);
  });
});
