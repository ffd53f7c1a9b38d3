import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import {
  migrateMovementTestSource,
  storeRequest,
  type MovementTestSystem,
} from "../../src/foundry/data/chat-message/movement-test-data";
import type { TestRequest } from "../../src/rules";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { registerRequest, resetRequests, updateUser } from "../../src/foundry/requests";
import { chatCardHooks } from "../../src/foundry/hooks/render-chat-message";
import { localize } from "../support/render";
import type { CardEffects } from "../../src/foundry/chat/card-effects";

/** Registers the card requests' GM handlers around a scene side (as init does with the real one). */
function registerCardRequestsFor(effects: CardEffects) {
  for (const [kind, handler] of Object.entries(chatCardHooks(effects).requests)) registerRequest(kind, handler);
}
import { cardActor, FAILED_RUBBLE, fakeEffects, FakeMessage, installChat, shown, type ChatWorld } from "./chat-fakes";

let world: FakeWorld;
let chat: ChatWorld;
beforeEach(() => {
  world = installWorld();
  chat = installChat();
  resetRequests();
  registerCardRequestsFor(fakeEffects());
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

  it("refuses a drawn carriage's team's running card to a player who does not own the carriage", async () => {
    const carriage = {
      ...cardActor(false),
      name: "Carriage",
      system: {
        movementProfile: {
          characteristics: { vehicle: 1, move: 15, vehicleKind: 3, pullingMove: 15, teamRunning: 12 },
        },
        flyingSpeed: 0,
      },
    };
    chat.documents.set("Actor.ines", carriage);
    const system: MovementTestSystem = {
      rulesetId: "d6",
      request: storeRequest({ kind: "team", distance: 45, options: { move: "15" } }),
      actorUuid: "Actor.ines",
      tokenUuid: null,
      result: null,
      applied: false,
    };
    const message = new FakeMessage({ type: "movementTest", system }, true);
    expect(await shown(message)).not.toContain("<button");
    expect(await rollMovementTest(message, fakeEffects())).toBe(false);
    expect(message.system["result"]).toBeNull();
    expect(world.notifications.info).toHaveBeenCalledWith(expect.stringContaining("Only the owners of"));
    // Its owner sees the roll button.
    carriage.isOwner = true;
    expect(await shown(message)).toContain("<button");
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
    message.author = { id: "gm", isGM: true };
    chat.created.push(message);
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    const owner = { id: "owner", isGM: false, update: vi.fn(async () => undefined) };
    g["user"] = owner;
    g["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    Object.assign(globalThis, {
      foundry: { ...(globalThis as unknown as { foundry: object }).foundry, utils: { randomID: () => "r1" } },
    });
    expect(await rollMovementTest(message, fakeEffects())).toBe(true);
    // The request names the card and the action only: who asks is the User document the server says was updated.
    expect(owner.update).toHaveBeenCalledWith({
      "flags.stride.requests.card": { action: "roll", messageId: message.id, requestId: "r1" },
    });
    expect(message.system["result"]).toBeNull();
    // On the GM's client the updateUser hook runs it for the user who wrote it.
    chat.documents.set("Actor.ines", cardActor(false));
    g["user"] = { id: "gm", isGM: true };
    g["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    chat.rolls.push(40);
    const changes = (owner.update.mock.calls as unknown as [Record<string, unknown>][])[0]![0];
    const request = changes["flags.stride.requests.card"];
    expect(await updateUser(owner, { flags: { stride: { requests: { card: request } } } }, {}, "owner")).toBe(1);
    expect(message.system).toMatchObject({ result: { targetNumber: 22 } });
  });

  it("refuses forged card requests: another user's document, an actor the requester does not own, a card a player posted", async () => {
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    g["user"] = { id: "gm", isGM: true };
    g["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    chat.documents.set("Actor.ines", cardActor(false));
    const byGM = card(undefined, false);
    byGM.author = { id: "gm", isGM: true };
    const byPlayer = card(undefined, false);
    byPlayer.author = { id: "owner", isGM: false };
    chat.created.push(byGM, byPlayer);
    const ask = (messageId: string) => ({ flags: { stride: { requests: { card: { action: "roll", messageId } } } } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Claiming to be the owner on someone else's User document: not a request.
    expect(await updateUser({ id: "owner" }, ask(byGM.id), {}, "stranger")).toBe(0);
    // The stranger's own request for an actor it does not own: refused.
    chat.rolls.push(40);
    await updateUser({ id: "stranger" }, ask(byGM.id), {}, "stranger");
    expect(byGM.system["result"]).toBeNull();
    // The owner on a card a player's client posted (its numbers could be anyone's): refused.
    await updateUser({ id: "owner" }, ask(byPlayer.id), {}, "owner");
    expect(byPlayer.system["result"]).toBeNull();
    // A malformed request: refused.
    await updateUser(
      { id: "owner" },
      { flags: { stride: { requests: { card: { action: "explode" } } } } },
      {},
      "owner",
    );
    expect(chat.rolls).toEqual([40]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "stride | refused a any request from user stranger: written on another user's document",
      "stride | refused a card request from user stranger: the requester does not own the card's actor",
      "stride | refused a card request from user owner: the card was not posted by a GM's client",
      "stride | refused a card request from user owner: malformed",
    ]);
    warn.mockRestore();
  });

  it("says so when no GM is connected to resolve someone else's card", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    (globalThis as unknown as { game: Record<string, unknown> }).game["users"] = { activeGM: null };
    expect(await rollMovementTest(card(undefined, false), fakeEffects())).toBe(false);
    expect(world.notifications.warn).toHaveBeenCalledWith(localize("STRIDE.Socket.needsGM"));
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
      { tokenUuid: "Scene.s.Token.t", consequences: [], landedOn: [], messageId: expect.any(String) },
      expect.objectContaining({ id: "dh2" }),
    );
  });

  it("a GM's client neither rolls nor applies a card a player's client posted; the player's own card still works", async () => {
    // A player's card naming a token it does not own, with a forged failed result: clicked by the GM.
    const enemy = cardActor(false);
    chat.documents.set("Scene.s.Token.enemy", { actor: enemy });
    const forged = card();
    forged.author = { id: "owner", isGM: false };
    forged.system["tokenUuid"] = "Scene.s.Token.enemy";
    const applied = failed();
    applied.author = { id: "owner", isGM: false };
    applied.system["tokenUuid"] = "Scene.s.Token.enemy";
    gm();
    chat.rolls.push(40);
    const effects = fakeEffects();
    expect(await rollMovementTest(forged, effects)).toBe(false);
    expect(await applyProne(applied, effects)).toBe(false);
    expect(chat.rolls).toEqual([40]);
    expect(forged.updates).toEqual([]);
    expect(applied.updates).toEqual([]);
    expect(effects.landingsOf).not.toHaveBeenCalled();
    expect(effects.afterRoll).not.toHaveBeenCalled();
    expect(effects.applyFall).not.toHaveBeenCalled();
    expect(enemy.toggleStatusEffect).not.toHaveBeenCalled();
    expect(world.notifications.info).toHaveBeenCalledWith(localize("STRIDE.Card.playerPosted"));
    // The same cards posted by a GM's client: the GM rolls and applies them.
    forged.author = { id: "gm", isGM: true };
    applied.author = { id: "gm", isGM: true };
    expect(await rollMovementTest(forged, effects)).toBe(true);
    expect(forged.system).toMatchObject({ result: { roll: 40, targetNumber: 22, success: false } });
    expect(await applyProne(applied, effects)).toBe(true);
    expect(enemy.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    // The player rolls and applies its own card for its own token.
    const own = cardActor(true);
    chat.documents.set("Scene.s.Token.own", { actor: own });
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = false;
    const mine = card();
    mine.author = { id: "owner", isGM: false };
    mine.system["tokenUuid"] = "Scene.s.Token.own";
    chat.rolls.push(40);
    expect(await rollMovementTest(mine, effects)).toBe(true);
    expect(await applyProne(mine, effects)).toBe(true);
    expect(own.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
  });

  it("renders a card of a ruleset that is not installed as unrollable", async () => {
    chat.documents.set("Actor.ines", cardActor(true));
    const message = card();
    message.system["rulesetId"] = "gone";
    expect(await shown(message)).toContain("The gone ruleset has no such test");
    expect(await rollMovementTest(message, fakeEffects())).toBe(false);
  });
});
