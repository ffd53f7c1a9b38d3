/**
 * A soft landing on the Shadowrun fall card (shadowrun-movement.md § Falling: "The DV may be
 * modified by a soft landing surface."; README § Rulings): the GM's post-a-test dialog offers the
 * surface, the card stores it in its request and shows it as a line, and the roll takes it off the DV once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRuleset } from "../../src/rules";
import { requestFromForm } from "../../src/foundry/hooks/render-token-hud";
import { postMovementTest, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import { installChat, shown, type ChatWorld } from "./chat-fakes";
import { humanRunner } from "../support/runners";

const sr = getRuleset("shadowrun");
let chat: ChatWorld;

/** A runner (Body 4, Armour 9: nine dice against a fall). */
function runner() {
  const actor = {
    type: "runner",
    name: "Razor",
    uuid: "Actor.razor",
    isOwner: true,
    system: { movementProfile: humanRunner, flyingSpeed: 0 },
  };
  chat.documents.set("Actor.razor", actor);
  return { actor };
}

/** Rolls `faces` as the pool's d6 (5 and 6 are hits). */
function rollFaces(faces: readonly number[]) {
  class PoolRoll {
    total = 0;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    constructor(readonly formula: string) {
      chat.formulas.push(formula);
    }
    async evaluate() {
      this.total = faces.filter((f) => f >= 5).length;
      this.dice = [{ results: faces.map((result) => ({ result, active: true })) }];
      return this;
    }
  }
  Object.assign(globalThis, { Roll: PoolRoll });
}

/** The dialog's fall with `height` metres and `landing` picked. */
function dialogFall(height: string, landing: string) {
  const specs = sr.tests.manualTests;
  const index = specs.findIndex((s) => s.request.kind === "fall");
  return requestFromForm(specs, String(index), height, (name) => (name === `option.${index}.landing` ? landing : ""));
}

beforeEach(() => {
  installWorld({ ruleset: "shadowrun", variant: "core" });
  chat = installChat();
});
afterEach(() => removeWorld());

describe("the fall card's landing surface (§ Falling)", () => {
  it("a 7.6 m fall onto soft ground: stored on the card, shown as −2, three hits leave 2 boxes", async () => {
    const { actor } = runner();
    const request = dialogFall("7.6", "soft");
    expect(request).toEqual({ kind: "fall", distance: 7.6, options: { landing: "soft" } });
    await postMovementTest(actor, sr.tests.buildTest(request!)!);
    const card = chat.created[0]!;
    expect((card.system as unknown as MovementTestSystem).request.options).toMatchObject({ landing: "soft" });
    const html = await shown(card);
    expect(html).toContain("Fell 7.6 m: Physical damage DV 7");
    expect(html).toContain("Soft landing (DV)");
    rollFaces([5, 6, 5, 1, 2, 3, 4, 4, 2]);
    expect(await rollMovementTest(card, executorCardEffects)).toBe(true);
    // The landing changes the DV, not the pool: still nine dice.
    expect(chat.formulas).toEqual(["9d6cs>=5"]);
    expect(await shown(card)).toContain("Takes 2 box(es) of Physical damage.");
  });

  it("an unknown surface from the form is a hard landing: DV 7, three hits leave 4 boxes", async () => {
    const { actor } = runner();
    const request = dialogFall("7.6", "lava");
    expect(request).toEqual({ kind: "fall", distance: 7.6, options: { landing: "hard" } });
    await postMovementTest(actor, sr.tests.buildTest(request!)!);
    expect(await shown(chat.created[0]!)).not.toContain("landing (DV)");
    rollFaces([5, 6, 5, 1, 2, 3, 4, 4, 2]);
    expect(await rollMovementTest(chat.created[0]!, executorCardEffects)).toBe(true);
    expect(await shown(chat.created[0]!)).toContain("Takes 4 box(es) of Physical damage.");
  });
});
