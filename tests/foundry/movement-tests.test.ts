import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import {
  migrateMovementTestSource,
  storeRequest,
  type MovementTestSystem,
} from "../../src/foundry/data/chat-message/movement-test-data";
import type { TestRequest } from "../../src/rules";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { cardActor, FAILED_RUBBLE, fakeEffects, FakeMessage, installChat, shown, type ChatWorld } from "./chat-fakes";

let world: FakeWorld;
let chat: ChatWorld;
beforeEach(() => {
  world = installWorld();
  chat = installChat();
});
afterEach(() => removeWorld());

describe("rolling and applying from a card", () => {
  /** An unrolled dh2 card for Ines, posted by this user (its author). */
  const card = (request: TestRequest = { kind: "treacherous", condition: "rubble" }, isOwner = true) => {
    const system: MovementTestSystem = {
      rulesetId: "dh2",
      request: storeRequest(request),
      actorUuid: "Actor.ines",
      tokenUuid: null,
      result: null,
      applied: false,
    };
    return new FakeMessage({ type: "movementTest", system }, isOwner);
  };
  const failed = (isOwner = true) => {
    const message = card(undefined, isOwner);
    message.system["result"] = structuredClone(FAILED_RUBBLE);
    return message;
  };
  const gm = () => ((globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true);

  it("rolls 1d100 for an owner against the actor's current Agility and writes the result to the same card", async () => {
    const actor = cardActor(true);
    chat.documents.set("Actor.ines", actor);
    chat.rolls.push(40);
    const message = card();
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(chat.formulas).toEqual(["1d100"]);
    expect(chat.created).toEqual([]);
    expect(message.system).toMatchObject({ result: FAILED_RUBBLE });
    expect(message.rolls).toHaveLength(1);
    const html = await shown(message);
    expect(html).toContain("Failure · 3 degrees of failure");
    expect(html).toContain('data-action="applyProne"');
    expect(html).not.toContain('data-action="roll"');
  });

  it("resolves a card once: a second click, a stale render or a second client rolls nothing", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    chat.rolls.push(40, 5);
    const message = card();
    const effects = fakeEffects();
    const [first, second] = await Promise.all([rollMovementTest(message, effects), rollMovementTest(message, effects)]);
    expect([first, second]).toEqual([true, false]);
    expect(await rollMovementTest(message, effects)).toBe(false);
    expect(chat.rolls).toEqual([5]);
    expect(message.updates).toHaveLength(1);
  });

  it("words one degree in the singular", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    chat.rolls.push(29); // 29 against 22: tens digits 2 and 2, 1 degree of failure (ruling 1)
    const message = card();
    await rollMovementTest(message, fakeEffects());
    expect(await shown(message)).toContain("Failure · 1 degree of failure");
  });

  it("rolls a forged 0.1.0 card (modifiers +60) against the real target: rubble −20, not +60", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    chat.rolls.push(40);
    const forged = migrateMovementTestSource({
      actorUuid: "Actor.ines",
      kind: "treacherous",
      characteristic: "agility",
      difficulty: "challenging",
      condition: "rubble",
      modifiers: [{ source: "challenging", value: 60 }],
      result: null,
    });
    const message = new FakeMessage({ type: "movementTest", system: forged });
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(message.system).toMatchObject({ result: { targetNumber: 22, success: false } });
  });

  it("hides the buttons from a player who does not own the actor, and refuses a click on a stale render", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    chat.rolls.push(40);
    const message = card();
    expect(await shown(message)).not.toContain("<button");
    expect(await rollMovementTest(message, fakeEffects())).toBe(false);
    expect(chat.rolls).toEqual([40]);
    expect(world.notifications.info).toHaveBeenCalledWith(
      "Only the owners of this character or the GM can use this card.",
    );
  });

  it("lets the GM roll for any actor", async () => {
    chat.documents.set("Actor.ines", cardActor(false));
    gm();
    chat.rolls.push(5);
    const message = card();
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(message.system).toMatchObject({ result: { success: true, degrees: 3, outcome: "kept" } });
  });

  it("asks the active GM when the owner cannot update the card, and the GM rolls it after checking ownership", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card(undefined, false);
    chat.created.push(message);
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    g["user"] = { id: "owner", isGM: false };
    const query = vi.fn(async (name: string, data: unknown) => {
      chat.queries.push({ name, data });
      g["user"] = { id: "gm", isGM: true };
      const { handleCardQuery } = await import("../../src/foundry/chat/movement-tests");
      const answer = await handleCardQuery(data, fakeEffects());
      g["user"] = { id: "owner", isGM: false };
      return answer;
    });
    g["users"] = { activeGM: { query }, get: (id: string) => ({ id }) };
    chat.rolls.push(40);
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    expect(chat.queries).toEqual([
      { name: "stride.card", data: { action: "roll", messageId: message.id, userId: "owner" } },
    ]);
    expect(message.system).toMatchObject({ result: { targetNumber: 22 } });
    // A claim for someone who does not own the actor is refused by the GM.
    const other = card(undefined, false);
    chat.created.push(other);
    g["user"] = { id: "gm", isGM: true };
    const { handleCardQuery } = await import("../../src/foundry/chat/movement-tests");
    chat.documents.set("Actor.ines", cardActor(false));
    expect(await handleCardQuery({ action: "roll", messageId: other.id, userId: "stranger" }, fakeEffects())).toBe(
      false,
    );
    expect(other.system["result"]).toBeNull();
  });

  it("says so when no GM is connected to resolve someone else's card", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    (globalThis as unknown as { game: Record<string, unknown> }).game["users"] = { activeGM: null };
    expect(await rollMovementTest(card(undefined, false), fakeEffects())).toBe(false);
    expect(world.notifications.warn).toHaveBeenCalledWith(
      "A GM must be connected to resolve a card someone else posted.",
    );
  });

  it("says so when the actor was deleted", async () => {
    expect(await rollMovementTest(card(), fakeEffects())).toBe(false);
    expect(world.notifications.warn).toHaveBeenCalledWith("The character of this card no longer exists.");
    expect(await shown(card())).toContain("The character of this card no longer exists.");
  });

  it("applies Prone once for an owner after a failure, and not for others", async () => {
    const owner = cardActor(true);
    chat.documents.set("Actor.ines", owner);
    const message = failed();
    expect(await applyProne(message, fakeEffects())).toBe(true);
    expect(owner.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    expect(message.system["applied"]).toBe(true);
    expect(await shown(message)).not.toContain("<button");
    expect(await applyProne(message, fakeEffects())).toBe(false);
    expect(owner.toggleStatusEffect).toHaveBeenCalledTimes(1);
    const stranger = cardActor(false);
    chat.documents.set("Actor.ines", stranger);
    expect(await applyProne(failed(), fakeEffects())).toBe(false);
    expect(stranger.toggleStatusEffect).not.toHaveBeenCalled();
  });

  it("re-derives Prone from the stored dice: a forged prone on a passing roll applies nothing", async () => {
    const owner = cardActor(true);
    chat.documents.set("Actor.ines", owner);
    const message = failed();
    message.system["result"] = { ...FAILED_RUBBLE, roll: 5, dice: [5] };
    expect(await applyProne(message, fakeEffects())).toBe(false);
    expect(owner.toggleStatusEffect).not.toHaveBeenCalled();
  });

  it("uses the token's actor for unlinked tokens, and hands the fall to the scene side", async () => {
    const synthetic = cardActor(true);
    chat.documents.set("Scene.s.Token.t", { actor: synthetic });
    const message = failed();
    message.system["tokenUuid"] = "Scene.s.Token.t";
    const effects = fakeEffects();
    expect(await applyProne(message, effects)).toBe(true);
    expect(synthetic.toggleStatusEffect).toHaveBeenCalled();
    expect(effects.applyFall).toHaveBeenCalledWith(
      { tokenUuid: "Scene.s.Token.t", consequences: [], landedOn: [] },
      expect.objectContaining({ id: "dh2" }),
    );
  });

  it("renders a card of a ruleset that is not installed as unrollable", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card();
    message.system["rulesetId"] = "gone";
    expect(await shown(message)).toContain("The gone ruleset has no such test");
    expect(await rollMovementTest(message, fakeEffects())).toBe(false);
  });
});
