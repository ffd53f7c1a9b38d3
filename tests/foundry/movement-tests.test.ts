import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
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

/** A moved token: Agility 42 (Half Move 4 m), on a metre scene, in a started combat or not. */
function movedToken(options: { combat?: boolean; gravity?: string; owner?: boolean } = {}) {
  const actor = cardActor(options.owner ?? true);
  return {
    uuid: "Scene.s.Token.t",
    name: "Ines",
    actor,
    parent: { grid: { units: "m" }, flags: options.gravity ? { stride: { gravity: options.gravity } } : {} },
    combatant: { combat: { started: options.combat ?? true } },
  };
}

/** A finished move: each waypoint's action and terrain conditions. */
function move(distance: number, waypoints: [string, string[]][], history = 0, method = "dragging") {
  return {
    method,
    history: { distance: history },
    passed: {
      distance,
      waypoints: waypoints.map(([action, conditions], i) => ({
        x: (i + 1) * 100,
        y: 0,
        action,
        terrain: { conditions },
      })),
    },
  };
}

const self = { id: "me", isSelf: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function cardsFor(token: ReturnType<typeof movedToken>, movement: ReturnType<typeof move>, user = self) {
  const posted = moveToken(token as never, movement, {}, user);
  await settle();
  return { posted, cards: chat.created.map((c) => c["system"] as MovementTestData) };
}

describe("which moves post which cards", () => {
  it("Half Move through rubble: none", async () => {
    const { posted } = await cardsFor(movedToken(), move(2, [["half", ["rubble"]]]));
    expect(posted).toBe(0);
    expect(chat.created).toEqual([]);
  });

  it("Run through fog: a +10 Agility test", async () => {
    const { cards } = await cardsFor(movedToken(), move(12, [["run", ["fog"]]]));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ kind: "treacherous", characteristic: "agility", condition: "fog" });
    expect(cards[0]!.modifiers.reduce((s, m) => s + m.value, 0)).toBe(10);
    expect(chat.created[0]!["content"]).toContain("Challenging (+0) Agility test");
    expect(chat.created[0]!["content"]).toContain("Fog or smoke");
  });

  it("Run through fog and rubble: −20 (the worst)", async () => {
    const { cards } = await cardsFor(
      movedToken(),
      move(12, [
        ["run", ["fog"]],
        ["run", ["rubble"]],
      ]),
    );
    expect(cards.map((c) => c.condition)).toEqual(["rubble"]);
    expect(chat.created[0]!["content"]).toContain('Target</dt><dd class="stride-card__total">22');
  });

  it("Full Move in darkness above Half Move: a Hard (−20) Perception test", async () => {
    const { cards } = await cardsFor(movedToken(), move(6, [["full", ["darkness"]]]));
    expect(cards.map((c) => [c.kind, c.characteristic, c.difficulty])).toEqual([["darkness", "perception", "hard"]]);
  });

  it("Full Move in darkness within Half Move: none", async () => {
    expect((await cardsFor(movedToken(), move(3, [["full", ["darkness"]]]))).posted).toBe(0);
  });

  it("counts the turn's earlier movement towards Half Move", async () => {
    const { cards } = await cardsFor(movedToken(), move(2, [["full", ["darkness"]]], 3));
    expect(cards.map((c) => c.kind)).toEqual(["darkness"]);
  });

  it("Run in a zero-gravity scene: a Hard (−20) Agility test", async () => {
    const { cards } = await cardsFor(movedToken({ gravity: "zero" }), move(6, [["run", []]]));
    expect(cards.map((c) => [c.kind, c.difficulty])).toEqual([["zeroGravity", "hard"]]);
  });

  it("only the mover's client posts; undo and unhurried moves outside combat post nothing", async () => {
    expect((await cardsFor(movedToken(), move(12, [["run", ["fog"]]]), { id: "other", isSelf: false })).posted).toBe(0);
    expect((await cardsFor(movedToken(), move(12, [["run", ["fog"]]], 0, "undo"))).posted).toBe(0);
    expect((await cardsFor(movedToken({ combat: false }), move(6, [["walk", ["darkness"]]]))).posted).toBe(0);
    // A deliberate Run outside combat still calls for its test.
    expect((await cardsFor(movedToken({ combat: false }), move(12, [["run", ["mud"]]]))).posted).toBe(1);
  });
});

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
