// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderChatMessageHTML } from "../../src/foundry/hooks/render-chat-message";
import { requestFromForm } from "../../src/foundry/hooks/render-token-hud";

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

const call = getRuleset("dh2").tests.buildTest({ kind: "treacherous", condition: "mud" })!;
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
  it("lists every treacherous condition, darkness and zero gravity for dh2, each of which builds", () => {
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
    ]);
    for (const spec of ruleset.tests.manualTests)
      expect(ruleset.tests.buildTest(spec.request)?.kind).toBe(spec.request.kind);
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
    expect(requestFromForm(specs, "9", "1")).toBeNull();
  });
});
