import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import type { MovementTestData } from "../../src/foundry/chat/movement-test-view";
import { getRuleset } from "../../src/rules";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { cardActor, FAILED_RUBBLE, installChat, type ChatWorld } from "./chat-fakes";

let world: FakeWorld;
let chat: ChatWorld;
beforeEach(() => {
  world = installWorld();
  chat = installChat();
});
afterEach(() => removeWorld());

describe("rolling and applying from a card", () => {
  const rubble = (): MovementTestData => {
    const call = getRuleset("dh2").tests.buildTest({ kind: "treacherous", condition: "rubble" })!;
    return { actorUuid: "Actor.ines", tokenUuid: null, ...call, condition: call.condition ?? null, result: null };
  };

  it("rolls 1d100 for an owner against the actor's current Agility and posts the result with the roll", async () => {
    const actor = cardActor(true);
    chat.documents.set("Actor.ines", actor);
    chat.rolls.push(40);
    expect(await rollMovementTest({ system: rubble() })).toBe(true);
    const result = chat.created[0]!;
    expect(result["system"]).toMatchObject({
      result: FAILED_RUBBLE,
    });
    expect(result["rolls"]).toHaveLength(1);
    expect(result["content"]).toContain("Failure · 3 degree(s) of failure");
    expect(result["content"]).toContain('data-action="applyProne"');
  });

  it("refuses politely for a player who does not own the actor, and rolls nothing", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    chat.rolls.push(40);
    expect(await rollMovementTest({ system: rubble() })).toBe(false);
    expect(chat.created).toEqual([]);
    expect(chat.rolls).toEqual([40]);
    expect(world.notifications.info).toHaveBeenCalledWith(
      "Only the owners of this character or the GM can use this card.",
    );
  });

  it("lets the GM roll for any actor", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
    chat.rolls.push(5);
    expect(await rollMovementTest({ system: rubble() })).toBe(true);
    expect(chat.created[0]!["system"]).toMatchObject({ result: { success: true, degrees: 3, outcome: "kept" } });
  });

  it("says so when the actor was deleted", async () => {
    expect(await rollMovementTest({ system: rubble() })).toBe(false);
    expect(world.notifications.warn).toHaveBeenCalledWith("The character of this card no longer exists.");
  });

  it("applies Prone for an owner after a failure, and not for others", async () => {
    const failed = {
      ...rubble(),
      result: FAILED_RUBBLE,
    };
    const owner = cardActor(true);
    chat.documents.set("Actor.ines", owner);
    expect(await applyProne({ system: failed })).toBe(true);
    expect(owner.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    const stranger = cardActor(false);
    chat.documents.set("Actor.ines", stranger);
    expect(await applyProne({ system: failed })).toBe(false);
    expect(stranger.toggleStatusEffect).not.toHaveBeenCalled();
  });

  it("uses the token's actor for unlinked tokens", async () => {
    const synthetic = cardActor(true);
    chat.documents.set("Scene.s.Token.t", { actor: synthetic });
    const failed = {
      ...rubble(),
      tokenUuid: "Scene.s.Token.t",
      result: FAILED_RUBBLE,
    };
    expect(await applyProne({ system: failed })).toBe(true);
    expect(synthetic.toggleStatusEffect).toHaveBeenCalled();
  });
});
