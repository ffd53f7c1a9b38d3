import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import { executorCardEffects as sceneCardEffects } from "../../src/foundry/effects/card-effects";
import {
  storeRequest,
  type MovementTestSystem,
  type StoredResult,
} from "../../src/foundry/data/chat-message/movement-test-data";
import { installWorld, removeWorld } from "./fakes";
import type { TestRequest } from "../../src/rules";
import { FakeMessage, installChat, shown, type ChatWorld } from "./chat-fakes";
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
  kind: "character",
  status,
});
const vehicleSystem = {
  movementProfile: { characteristics: { move: 8, handling: 5 } },
  flyingSpeed: 0,
  kind: "vehicle",
  toughness: { front: 8, side: 7, rear: 6 },
};

function sceneToken(id: string, i: number, system: object, disposition = -1) {
  const a = actor(`Actor.${id}`, system);
  chat?.documents.set(a.uuid, a);
  // TokenDocument#isOwner: this user owns the tokens, so the executor moves and flags them here.
  return {
    id,
    uuid: `Scene.s.Token.${id}`,
    name: id,
    x: i * 100,
    y: 0,
    width: 1,
    height: 1,
    disposition,
    isOwner: true,
    actor: a,
  };
}

/** An unrolled Necromunda card, posted by this user. */
function necroCard(request: TestRequest, actorUuid: string, tokenUuid: string | null = null): FakeMessage {
  const system: MovementTestSystem = {
    rulesetId: "necromunda",
    request: storeRequest(request),
    actorUuid,
    tokenUuid,
    result: null,
    applied: false,
  };
  const message = new FakeMessage({ type: "movementTest", system });
  chat.created.push(message);
  return message;
}
const resultOf = (message: FakeMessage) => message.system["result"] as StoredResult;

describe("rolling Necromunda cards", () => {
  it('a failed jump from 5" is a fall: Pinned, with an S3 hit', async () => {
    chat.documents.set("Actor.f", actor("Actor.f", fighterSystem()));
    chat.rolls.push(5); // 5 − 2 = 3 < 4
    const message = necroCard({ kind: "jumpDown", distance: 5 }, "Actor.f");
    expect(await rollMovementTest(message, sceneCardEffects)).toBe(true);
    expect(chat.formulas).toEqual(["1d6"]);
    expect(message.system).toMatchObject({
      result: { roll: 5, success: false, outcome: "fallsHit", prone: true, hit: { strength: 3, ap: 0, damage: 1 } },
    });
    const content = await shown(message);
    expect(content).toContain("Falls: takes a S3 AP– D1 hit, is Pinned, and the activation ends.");
    expect(content).toContain("Apply Pinned");
    expect(content).toContain("Failed");
  });

  it('a fall onto another model: it takes the same hit, both are Pinned, and the faller moves 1" off an enemy', async () => {
    const faller = { ...sceneToken("faller", 3, fighterSystem(), 1), elevation: 0, move: vi.fn(async () => true) };
    const below = { ...sceneToken("below", 3, fighterSystem(), -1), y: 50, elevation: 0 };
    const above = { ...sceneToken("above", 3, fighterSystem(), -1), elevation: 5 };
    Object.assign(faller, { parent: { grid, flags: {}, tokens: [faller, below, above] } });
    chat.documents.set(faller.uuid, faller);
    chat.rolls.push(2);
    const message = necroCard({ kind: "jumpDown", distance: 5 }, "Actor.faller", faller.uuid);
    await rollMovementTest(message, sceneCardEffects);
    expect(resultOf(message).landedOn).toEqual([
      { name: "below", actorUuid: "Actor.below", tokenUuid: "Scene.s.Token.below" },
    ]);
    expect(await shown(message)).toContain("Landed on below: they take the same S3 AP– D1 hit, all are Pinned");
    expect(await applyProne(message, sceneCardEffects)).toBe(true);
    expect(faller.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    expect(below.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    // Centres (3.5", 0.5") on (3.5", 1"): straight up, 1" clear of the enemy's edge → centre at −1".
    expect(faller.move).toHaveBeenCalledWith([{ x: 300, y: -150, action: "displace" }]);
  });

  it("a landing the scene does not confirm is neither pinned nor stepped off (a forged landedOn)", async () => {
    const faller = { ...sceneToken("faller", 3, fighterSystem(), 1), elevation: 0, move: vi.fn(async () => true) };
    const far = { ...sceneToken("far", 8, fighterSystem(), -1), elevation: 0 };
    Object.assign(faller, { parent: { grid, flags: {}, tokens: [faller, far] } });
    chat.documents.set(faller.uuid, faller);
    const message = necroCard({ kind: "jumpDown", distance: 5 }, "Actor.faller", faller.uuid);
    message.system["result"] = {
      roll: 2,
      dice: [2],
      characteristicValue: 4,
      targetNumber: 6,
      success: false,
      degrees: 1,
      outcome: "fallsHit",
      prone: true,
      hit: { strength: 3, ap: 0, damage: 1 },
      landedOn: [{ name: "far", actorUuid: "Actor.far", tokenUuid: "Scene.s.Token.far" }],
    };
    expect(await applyProne(message, sceneCardEffects)).toBe(true);
    expect(faller.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    expect(far.actor.toggleStatusEffect).not.toHaveBeenCalled();
    expect(faller.move).not.toHaveBeenCalled();
  });

  it("a fall that lands clear of everyone names no one", async () => {
    const faller = { ...sceneToken("faller", 3, fighterSystem(), 1), elevation: 0 };
    const aside = sceneToken("aside", 5, fighterSystem(), -1);
    Object.assign(faller, { parent: { grid, flags: {}, tokens: [faller, aside] } });
    chat.documents.set(faller.uuid, faller);
    chat.rolls.push(2);
    const message = necroCard({ kind: "edgeFall", distance: 2 }, "Actor.faller", faller.uuid);
    await rollMovementTest(message, sceneCardEffects);
    expect(resultOf(message).landedOn).toEqual([]);
    expect(await shown(message)).not.toContain("Landed on");
  });

  it("a passed leap taken at a gap's edge clears that gap only (§ Leaping Gaps, edges one by one)", async () => {
    const setFlag = vi.fn(async () => undefined);
    const jumper = {
      ...sceneToken("jumper", 3, fighterSystem()),
      setFlag,
      combatant: { combat: { id: "c1", round: 2, turn: 1 } },
    };
    Object.assign(jumper, { parent: { grid, flags: {}, tokens: [jumper] } });
    chat.documents.set(jumper.uuid, jumper);
    chat.rolls.push(5, 2);
    const card = necroCard({ kind: "leap", distance: 4, options: { edgeRegion: "gapA" } }, "Actor.jumper", jumper.uuid);
    await rollMovementTest(card, sceneCardEffects);
    expect(setFlag).toHaveBeenCalledWith("stride", "turnMarks", { turn: "c1:2:1", marks: ["edgeCleared:gapA"] });
  });

  it("a passed leap lets the fighter's token cross gaps for the rest of its turn", async () => {
    const setFlag = vi.fn(async () => undefined);
    const jumper = {
      ...sceneToken("jumper", 3, fighterSystem()),
      setFlag,
      combatant: { combat: { id: "c1", round: 2, turn: 1 } },
    };
    Object.assign(jumper, { parent: { grid, flags: {}, tokens: [jumper] } });
    chat.documents.set(jumper.uuid, jumper);
    chat.rolls.push(5, 2);
    await rollMovementTest(necroCard({ kind: "leap", distance: 4 }, "Actor.jumper", jumper.uuid), sceneCardEffects);
    // The executor's turn mark: the drag lets the token over the edge for the rest of this turn.
    expect(setFlag).toHaveBeenCalledWith("stride", "turnMarks", { turn: "c1:2:1", marks: ["edgeCleared"] });
    setFlag.mockClear();
    const failed = necroCard({ kind: "leap", distance: 4 }, "Actor.jumper", jumper.uuid);
    await rollMovementTest(failed, sceneCardEffects);
    expect(setFlag).not.toHaveBeenCalled();
    expect(failed.system).toMatchObject({ result: { outcome: "fallsHit", prone: true } });
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
    chat.documents.set(rider.uuid, rider);
    const message = necroCard({ kind: "riding" }, "Actor.rider", rider.uuid);
    message.system["result"] = {
      roll: 1,
      dice: [1],
      characteristicValue: 4,
      targetNumber: 4,
      success: false,
      degrees: 1,
      outcome: "fallsOff",
      prone: true,
      hit: null,
      landedOn: [],
    };
    expect(await applyProne(message, sceneCardEffects)).toBe(true);
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
    const message = necroCard({ kind: "runOver", status: "standing", vehicleMove: 6 }, "Actor.f");
    await rollMovementTest(message, sceneCardEffects);
    expect(message.system).toMatchObject({ result: { success: false, outcome: "struck" } });
    // A vehicle's Move 6 hits S5 AP−1 D1 (§ Vehicle Collisions table).
    expect(await shown(message)).toContain("takes a S5 AP−1 D1 hit");
  });

  it("a test no roll can pass: the card says so before and after the roll, and the stored roll needed is 7", async () => {
    // Initiative 7+ with no modifier: a D6 never shows 7 (ruling 8).
    chat.documents.set("Actor.f", actor("Actor.f", fighterSystem("standing", 7)));
    const message = necroCard({ kind: "dangerous", condition: "dangerous" }, "Actor.f");
    expect(await shown(message)).toContain("No roll can pass");
    chat.rolls.push(6);
    await rollMovementTest(message, sceneCardEffects);
    expect(resultOf(message)).toMatchObject({ success: false, targetNumber: 7, characteristicValue: 7 });
    const card = await shown(message);
    expect(card).toContain("No roll can pass");
    expect(card).not.toContain("6+");
  });

  it("a test a 6 passes stores 6 as the roll needed, and the card shows 6+", async () => {
    chat.documents.set("Actor.f", actor("Actor.f", fighterSystem("standing", 6)));
    const message = necroCard({ kind: "dangerous", condition: "dangerous" }, "Actor.f");
    chat.rolls.push(6);
    await rollMovementTest(message, sceneCardEffects);
    expect(resultOf(message)).toMatchObject({ success: true, targetNumber: 6 });
    const card = await shown(message);
    expect(card).toContain("6+");
    expect(card).not.toContain("No roll can pass");
  });
});

describe("a failed leap lands in the gap (§ Leaping Gaps; issue #16)", () => {
  /** A 3" gap from x = 5" to 8" with a 4" drop, raised 1" off the floor (Stride ruling on gaps). */
  const gap = {
    id: "gap",
    name: "gap",
    elevation: { bottom: 1, top: null },
    shapes: [{ type: "rectangle", x: 500, y: 0, width: 300, height: 1000 }],
    behaviors: [{ type: "stride.terrain", system: { condition: "gap", height: 4 } }],
  };

  it('goes straight down 4" just inside the edge, lands on the enemy below, and ends 1" off it, Pinned', async () => {
    // The leaper stands 4" up with its base's edge on the gap's (centre 4.5", 0.5").
    const leaper = { ...sceneToken("leaper", 4, fighterSystem(), 1), elevation: 4, move: vi.fn(async () => true) };
    const below = { ...sceneToken("below", 5, fighterSystem(), -1), elevation: 0 };
    Object.assign(leaper, { parent: { grid, flags: {}, tokens: [leaper, below], regions: [gap] } });
    chat.documents.set(leaper.uuid, leaper);
    chat.rolls.push(1);
    const message = necroCard({ kind: "leap", distance: 4 }, "Actor.leaper", leaper.uuid);
    await rollMovementTest(message, sceneCardEffects);
    // Found below the landing (5.5", 0.5"), not beside the leaper up on the platform.
    expect(resultOf(message).landedOn).toEqual([
      { name: "below", actorUuid: "Actor.below", tokenUuid: "Scene.s.Token.below" },
    ]);
    expect(await applyProne(message, sceneCardEffects)).toBe(true);
    expect(below.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    // One forced move: down to the floor (4" − 4") and 1" clear of the enemy it landed on.
    expect(leaper.move).toHaveBeenCalledTimes(1);
    const calls = leaper.move.mock.calls as unknown as { x: number; y: number; elevation: number }[][][];
    const waypoint = calls[0]![0]![0]!;
    expect(waypoint.elevation).toBe(0);
    const centre = { x: waypoint.x / 100 + 0.5, y: waypoint.y / 100 + 0.5 };
    expect(Math.hypot(centre.x - 5.5, centre.y - 0.5)).toBeCloseTo(2, 6);
  });

  it("with no one below, it lands just inside the gap on the floor", async () => {
    const leaper = { ...sceneToken("leaper", 4, fighterSystem(), 1), elevation: 4, move: vi.fn(async () => true) };
    Object.assign(leaper, { parent: { grid, flags: {}, tokens: [leaper], regions: [gap] } });
    chat.documents.set(leaper.uuid, leaper);
    chat.rolls.push(1);
    const message = necroCard({ kind: "leap", distance: 4 }, "Actor.leaper", leaper.uuid);
    await rollMovementTest(message, sceneCardEffects);
    expect(resultOf(message).landedOn).toEqual([]);
    expect(await applyProne(message, sceneCardEffects)).toBe(true);
    expect(leaper.move).toHaveBeenCalledWith([{ x: 500, y: 0, elevation: 0, action: "displace" }]);
    expect(leaper.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
  });
});
