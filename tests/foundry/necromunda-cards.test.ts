import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import type { MovementTestData } from "../../src/foundry/chat/movement-test-view";
import { installWorld, removeWorld } from "./fakes";
import { getRuleset } from "../../src/rules";
import { installChat, type ChatWorld } from "./chat-fakes";
import { vi } from "vitest";

let chat: ChatWorld;
beforeEach(() => {
  installWorld({ ruleset: "necromunda", variant: "core" });
  chat = installChat();
});
afterEach(() => removeWorld());

/** A 1" grid of 100 px, in inches. */
const grid = { size: 100, distance: 1, units: "in" };

function actor(uuid: string, system: object, isOwner = true) {
  return { name: uuid, uuid, isOwner, system, toggleStatusEffect: vi.fn(async () => true) };
}
const fighterSystem = (status = "standing", initiative = 4) => ({
  movementProfile: { characteristics: { move: 5, initiative } },
  flyingSpeed: 0,
  ignoresEngagement: false,
  holdsEngagement: status !== "seriouslyInjured",
  status,
});
const vehicleSystem = {
  movementProfile: { characteristics: { move: 8, handling: 5 } },
  flyingSpeed: 0,
  ignoresEngagement: true,
  holdsEngagement: false,
  toughness: { front: 8, side: 7, rear: 6 },
};

function sceneToken(id: string, i: number, system: object, disposition = -1) {
  const a = actor(`Actor.${id}`, system);
  return { id, uuid: `Scene.s.Token.${id}`, name: id, x: i * 100, y: 0, width: 1, height: 1, disposition, actor: a };
}

/** The stored data of an unrolled card for a 5" jump down (Initiative at −2). */
function jumpCard(actorUuid: string, tokenUuid: string | null): MovementTestData {
  const call = getRuleset("necromunda").tests.buildTest({ kind: "jumpDown", distance: 5 })!;
  return { actorUuid, tokenUuid, ...call, condition: null, distance: 5, result: null };
}

describe("rolling Necromunda cards", () => {
  it('a failed jump from 5" is a fall: Pinned, with an S3 hit', async () => {
    const fighter = actor("Actor.f", fighterSystem());
    chat.documents.set("Actor.f", fighter);
    chat.rolls.push(5); // 5 − 2 = 3 < 4
    const data = jumpCard("Actor.f", null);
    expect(await rollMovementTest({ system: data })).toBe(true);
    expect(chat.created[0]!["system"]).toMatchObject({
      result: { roll: 5, success: false, outcome: "fallsHit", prone: true, hit: { strength: 3, ap: 0, damage: 1 } },
    });
    const content = String(chat.created[0]!["content"]);
    expect(content).toContain("Falls: takes a S3 AP– D1 hit, is Pinned, and the activation ends.");
    expect(content).toContain("Apply Pinned");
    expect(content).toContain("Failed");
  });

  it('a fall onto another model: it takes the same hit, both are Pinned, and the faller moves 1" off an enemy', async () => {
    const faller = { ...sceneToken("faller", 3, fighterSystem(), 1), elevation: 0, move: vi.fn(async () => true) };
    const below = { ...sceneToken("below", 3, fighterSystem(), -1), y: 50, elevation: 0 };
    const above = { ...sceneToken("above", 3, fighterSystem(), -1), elevation: 5 };
    Object.assign(faller, { parent: { grid, flags: {}, tokens: [faller, below, above] } });
    chat.documents.set("Actor.faller", faller.actor);
    chat.documents.set("Actor.below", below.actor);
    chat.documents.set(faller.uuid, faller);
    chat.rolls.push(2);
    const data = jumpCard("Actor.faller", faller.uuid);
    await rollMovementTest({ system: data });
    const rolled = chat.created[0]!["system"] as MovementTestData;
    expect(rolled.result?.landedOn).toEqual([
      { name: "below", actorUuid: "Actor.below", tokenUuid: "Scene.s.Token.below" },
    ]);
    expect(String(chat.created[0]!["content"])).toContain(
      "Landed on below: they take the same S3 AP– D1 hit, all are Pinned",
    );
    expect(await applyProne({ system: rolled })).toBe(true);
    expect(faller.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    expect(below.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    // Centres (3.5", 0.5") on (3.5", 1"): straight up, 1" clear of the enemy's edge → centre at −1".
    expect(faller.move).toHaveBeenCalledWith([{ x: 300, y: -150, action: "displace" }]);
  });

  it("a fall that lands clear of everyone names no one", async () => {
    const faller = { ...sceneToken("faller", 3, fighterSystem(), 1), elevation: 0 };
    const aside = sceneToken("aside", 5, fighterSystem(), -1);
    Object.assign(faller, { parent: { grid, flags: {}, tokens: [faller, aside] } });
    chat.documents.set("Actor.faller", faller.actor);
    chat.documents.set(faller.uuid, faller);
    chat.rolls.push(2);
    await rollMovementTest({
      system: {
        actorUuid: "Actor.faller",
        tokenUuid: faller.uuid,
        kind: "edgeFall",
        characteristic: "initiative",
        difficulty: "plain",
        modifiers: [],
        distance: 2,
        result: null,
      },
    });
    expect((chat.created[0]!["system"] as MovementTestData).result?.landedOn).toEqual([]);
    expect(String(chat.created[0]!["content"])).not.toContain("Landed on");
  });

  it("a passed leap lets the fighter's token cross gaps for the rest of its turn", async () => {
    const setFlag = vi.fn(async () => undefined);
    const jumper = {
      ...sceneToken("jumper", 3, fighterSystem()),
      setFlag,
      combatant: { combat: { id: "c1", round: 2, turn: 1 } },
    };
    chat.documents.set("Actor.jumper", jumper.actor);
    chat.documents.set(jumper.uuid, jumper);
    chat.rolls.push(5, 2);
    const leap = {
      actorUuid: "Actor.jumper",
      tokenUuid: jumper.uuid,
      kind: "leap",
      characteristic: "initiative",
      difficulty: "plain",
      modifiers: [],
      distance: 4,
      result: null,
    };
    await rollMovementTest({ system: leap });
    expect(setFlag).toHaveBeenCalledWith("stride", "leapCleared", "c1:2:1");
    setFlag.mockClear();
    await rollMovementTest({ system: leap });
    expect(setFlag).not.toHaveBeenCalled();
    expect(chat.created[1]!["system"]).toMatchObject({ result: { outcome: "fallsHit", prone: true } });
  });

  it('a rider that fell off: Apply Pinned puts it 1" from the vehicle on the ground, then pins it', async () => {
    const order: string[] = [];
    const hauler = { ...sceneToken("hauler", 0, vehicleSystem), width: 2, height: 2, elevation: 0 };
    const rider = {
      ...sceneToken("rider", 0, fighterSystem(), 1),
      x: 50,
      y: 50,
      elevation: 2,
      move: vi.fn(async () => order.push("move")),
    };
    rider.actor.toggleStatusEffect.mockImplementation(async () => order.push("prone") > 0);
    Object.assign(rider, { parent: { grid, flags: {}, tokens: [hauler, rider] } });
    chat.documents.set("Actor.rider", rider.actor);
    chat.documents.set(rider.uuid, rider);
    const call = getRuleset("necromunda").tests.buildTest({ kind: "riding" })!;
    const result = {
      roll: 1,
      characteristicValue: 4,
      targetNumber: 4,
      success: false,
      degrees: 1,
      outcome: "fallsOff",
      prone: true,
    };
    expect(await applyProne({ system: { actorUuid: "Actor.rider", tokenUuid: rider.uuid, ...call, result } })).toBe(
      true,
    );
    const [[[spot]]] = rider.move.mock.calls as unknown as [
      [[{ x: number; y: number; elevation: number; action: string }]],
    ];
    expect(spot).toMatchObject({ elevation: 0, action: "displace" });
    // Centre 2½" from the hauler's centre (1", 1"): 1" radius, ½" radius, 1" clear.
    expect(Math.hypot((spot.x + 50) / 100 - 1, (spot.y + 50) / 100 - 1)).toBeCloseTo(2.5, 1);
    expect(order).toEqual(["move", "prone"]);
  });

  it("a natural 1 fails even when modifiers would pass it", async () => {
    chat.documents.set("Actor.f", actor("Actor.f", fighterSystem("standing", 2)));
    chat.rolls.push(1);
    const data = {
      actorUuid: "Actor.f",
      kind: "runOver",
      characteristic: "initiative",
      difficulty: "plain",
      modifiers: [{ source: "standing", value: 1 }],
      hit: { strength: 5, ap: -1, damage: 1 },
      result: null,
    };
    await rollMovementTest({ system: data });
    expect(chat.created[0]!["system"]).toMatchObject({ result: { success: false, outcome: "struck" } });
    expect(String(chat.created[0]!["content"])).toContain("takes a S5 AP−1 D1 hit");
  });
});
