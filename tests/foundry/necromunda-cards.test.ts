import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveToken } from "../../src/foundry/hooks/move-token";
import { applyProne, rollMovementTest } from "../../src/foundry/chat/movement-tests";
import { sceneCardEffects } from "../../src/foundry/hooks/render-chat-message";
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
  ignoresEngagement: false,
  holdsEngagement: status !== "seriouslyInjured",
  status,
});
const vehicleSystem = {
  movementProfile: { characteristics: { move: 8, handling: 5 } },
  flyingSpeed: 0,
  kind: "vehicle",
  ignoresEngagement: true,
  holdsEngagement: false,
  toughness: { front: 8, side: 7, rear: 6 },
};

function sceneToken(id: string, i: number, system: object, disposition = -1) {
  const a = actor(`Actor.${id}`, system);
  chat?.documents.set(a.uuid, a);
  return { id, uuid: `Scene.s.Token.${id}`, name: id, x: i * 100, y: 0, width: 1, height: 1, disposition, actor: a };
}

/** A 2" vehicle at column i that the GM can move, with its own Toughness per facing if given. */
function vehicleToken(id: string, i: number, toughness?: { front: number; side: number; rear: number }) {
  const system = toughness ? { ...vehicleSystem, toughness } : vehicleSystem;
  return { ...sceneToken(id, i, system), width: 2, height: 2, move: vi.fn(async () => true) };
}

function moved(system: object, others: ReturnType<typeof sceneToken>[] = [], width = 1) {
  const me = sceneToken("me", 0, system, 1);
  return {
    ...me,
    width,
    height: width,
    parent: { grid, flags: {}, tokens: [me, ...others] },
    combatant: { combat: { started: true } },
  };
}

const movement = (to: number, conditions: string[] = [], elevation = { from: 0, to: 0 }, action = "move") => ({
  method: "dragging",
  origin: { x: 0, y: 0, elevation: elevation.from },
  history: { distance: 0 },
  passed: {
    distance: to,
    waypoints: [{ x: to * 100, y: 0, elevation: elevation.to, action, terrain: { conditions } }],
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const self = { id: "me", isSelf: true };
const tests = () => chat.created.filter((c) => c.type === "movementTest");
const cards = () => tests().map((c) => c.system as unknown as MovementTestSystem);
/** The n-th test card as shown (its actor registered so the numbers show). */
const card = (n = 0) => shown(tests()[n]!);
/** The first collision notice as shown. */
const notice = (n = 0) => shown(chat.created.filter((c) => c.type === "collisionNotice")[n]!);

describe("Necromunda cards from moves", () => {
  it("dangerous terrain: an Initiative test", async () => {
    moveToken(moved(fighterSystem()) as never, movement(3, ["dangerous"]), {}, self);
    await settle();
    expect(cards().map((c) => [c.rulesetId, c.request.kind])).toEqual([["necromunda", "dangerous"]]);
    expect(await card()).toContain("Initiative test");
    expect(await card()).toContain("4+");
  });

  it("jumping down 5\": an Initiative test at −2 (the table's Jumping Down column)", async () => {
    moveToken(moved(fighterSystem()) as never, movement(2, [], { from: 5, to: 0 }), {}, self);
    await settle();
    expect(cards()).toMatchObject([{ request: { kind: "jumpDown", distance: 5 } }]);
    expect(await card()).toContain("<dt>Jumping down</dt><dd>−2</dd>");
    expect(await card()).toContain("6+"); // 4+ at −2
  });

  it('a drop under 1" is a step, not a jump', async () => {
    expect(moveToken(moved(fighterSystem()) as never, movement(2, [], { from: 0.5, to: 0 }), {}, self)).toBe(0);
  });

  it("a vehicle running into fighters: a run-over test for each, in order, with the collision hit", async () => {
    const standing = sceneToken("standing", 3, fighterSystem("standing"));
    const injured = sceneToken("injured", 6, fighterSystem("seriouslyInjured"));
    const aside = { ...sceneToken("aside", 4, fighterSystem()), y: 300 };
    const n = moveToken(moved(vehicleSystem, [standing, injured, aside], 2) as never, movement(8), {}, self);
    await settle();
    expect(n).toBe(2);
    expect(cards().map((c) => [c.actorUuid, c.request.kind])).toEqual([
      ["Actor.standing", "runOver"],
      ["Actor.injured", "runOver"],
    ]);
    expect(cards()[0]).toMatchObject({ request: { status: "standing", vehicleMove: 8 } });
    expect(await card(0)).toContain("<dd>+1</dd>");
    expect(cards()[1]).toMatchObject({ request: { status: "seriouslyInjured" } });
    expect(await card(1)).toContain("6+");
  });

  it("fighters riding a vehicle that moves: an Initiative test each, and they are not run over", async () => {
    const rider = sceneToken("rider", 1, fighterSystem(), 1);
    const n = moveToken(moved(vehicleSystem, [rider], 2) as never, movement(6), {}, self);
    await settle();
    expect(n).toBe(1);
    expect(cards().map((c) => [c.actorUuid, c.request.kind])).toEqual([["Actor.rider", "riding"]]);
  });

  it("a vehicle ramming another head-on: a notice with both hits, no test", async () => {
    const truck = { ...sceneToken("truck", 6, vehicleSystem), width: 2, height: 2 };
    const n = moveToken(moved(vehicleSystem, [truck], 2) as never, movement(8), {}, self);
    await settle();
    expect(n).toBe(0);
    expect(chat.created[0]).toMatchObject({ type: "collisionNotice", system: { rulesetId: "necromunda" } });
    expect(chat.created[0]).not.toHaveProperty("content");
    const text = await notice();
    expect(text).toContain("Head-on collision");
    expect(text).toContain("me pushes truck ahead");
    // Mover's front (T8) against the other's side (T7): the other is weaker, +1 to its hit.
    expect(text).toContain("S7 AP−2 D2");
    expect(text).toContain("S8 AP−3 D3");
  });

  it("a vehicle glancing off another side-on: a notice and the mover's Handling test (side T7 against side T7: no +1)", async () => {
    const truck = { ...sceneToken("truck", 4, vehicleSystem), y: 180, width: 2, height: 2 };
    moveToken(moved(vehicleSystem, [truck], 2) as never, movement(8), {}, self);
    await settle();
    expect(await notice()).toContain("Side-on collision");
    expect(cards()).toMatchObject([{ request: { kind: "sideOn", tougher: false } }]);
    expect(await card()).toContain("Handling test");
  });

  it("a vehicle's Ram (Double) head-on: its own hit is worked out from half its Move (M8 → 4: S3)", async () => {
    const truck = { ...sceneToken("truck", 6, vehicleSystem), width: 2, height: 2 };
    moveToken(moved(vehicleSystem, [truck], 2) as never, movement(8, [], undefined, "ram"), {}, self);
    await settle();
    const text = await notice();
    expect(text).toContain("S3");
    expect(text).not.toContain("S7 AP−2 D2");
    expect(text).toContain("S8 AP−3 D3");
  });

  it("the active GM moves run-over fighters aside, 1\" clear of the vehicle's path, as a forced move", async () => {
    const move = vi.fn(async () => true);
    // A 2" vehicle drives 8" along the top row; the fighter's base centre is 1" below its centre line.
    const fighter = { ...sceneToken("standing", 3, fighterSystem()), y: 150, move };
    const clear = { ...sceneToken("clear", 3, fighterSystem()), y: 400, move: vi.fn() };
    (globalThis as unknown as { game: { users: unknown } }).game.users = { activeGM: { isSelf: true } };
    moveToken(moved(vehicleSystem, [fighter, clear], 2) as never, movement(8), {}, { id: "p", isSelf: false });
    await settle();
    // Centre (3.5", 2") → 2.5" from the path's centre line (1" radius + ½" radius + 1"): (3.5", 3.5").
    expect(move).toHaveBeenCalledWith([{ x: 300, y: 300, action: "displace" }]);
    expect(clear.move).not.toHaveBeenCalled();
    expect(cards()).toEqual([]);
  });

  describe("the active GM moves what a vehicle displaced", () => {
    beforeEach(() => {
      (globalThis as unknown as { game: { users: unknown } }).game.users = { activeGM: { isSelf: true } };
    });
    const player = { id: "p", isSelf: false };

    it("pushes a vehicle hit head-on ahead of the mover, in base contact", async () => {
      const truck = vehicleToken("truck", 6);
      moveToken(moved(vehicleSystem, [truck], 2) as never, movement(8), {}, player);
      await settle();
      // The mover ends centred at 9"; the truck (1" radius) goes to 11": top-left 10".
      expect(truck.move).toHaveBeenCalledWith([{ x: 1000, y: 0, action: "displace" }]);
    });

    it("stops a weaker mover where it made contact, and leaves the other where it was", async () => {
      const truck = vehicleToken("truck", 6);
      const weak = { ...vehicleSystem, toughness: { front: 6, side: 6, rear: 5 } };
      const mover = { ...moved(weak, [truck], 2), move: vi.fn(async () => true) };
      moveToken(mover as never, movement(8), {}, player);
      await settle();
      // Contact when the mover's centre is 1" + 1" radii (+0.05" contact tolerance) short of the
      // truck's 7": 4.95", top-left 3.95".
      expect(mover.move).toHaveBeenCalledWith([{ x: 395, y: 0, action: "displace" }]);
      expect(truck.move).not.toHaveBeenCalled();
    });

    it("follows a chain: the pushed truck shoves a weaker car on, with a notice at the mover's Move", async () => {
      const truck = vehicleToken("truck", 6);
      const car = vehicleToken("car", 11, { front: 6, side: 6, rear: 5 });
      moveToken(moved(vehicleSystem, [truck, car], 2) as never, movement(8), {}, player);
      await settle();
      // The truck goes to 10" (top-left); the car, met on the way, goes on ahead of it to 12".
      expect(truck.move).toHaveBeenCalledWith([{ x: 1000, y: 0, action: "displace" }]);
      expect(car.move).toHaveBeenCalledWith([{ x: 1200, y: 0, action: "displace" }]);
      const text = await notice();
      expect(text).toContain("truck pushes car ahead");
      // The mover's Move (8) powers the chain: truck front T8 against the car's side T6, +1 to the car.
      expect(text).toContain("S7 AP−2 D2");
      expect(text).toContain("S8 AP−3 D3");
    });

    it("stops everyone when a pushed vehicle meets a tougher one", async () => {
      const truck = vehicleToken("truck", 6);
      const tank = vehicleToken("tank", 11, { front: 12, side: 11, rear: 10 });
      const mover = { ...moved(vehicleSystem, [truck, tank], 2), move: vi.fn(async () => true) };
      moveToken(mover as never, movement(8), {}, player);
      await settle();
      // The truck stops against the tank (centre 9.95": contact tolerance), the mover against the truck.
      expect(truck.move).toHaveBeenCalledWith([{ x: 895, y: 0, action: "displace" }]);
      expect(mover.move).toHaveBeenCalledWith([{ x: 695, y: 0, action: "displace" }]);
      expect(tank.move).not.toHaveBeenCalled();
      expect(await notice()).toContain("truck is the weaker and stops against tank");
    });

    it("sets nothing off from a forced move, so pushes do not echo", async () => {
      const fighter = { ...sceneToken("standing", 3, fighterSystem()), y: 150, move: vi.fn(async () => true) };
      const forced = movement(8, [], undefined, "displace");
      expect(moveToken(moved(vehicleSystem, [fighter], 2) as never, forced, {}, self)).toBe(0);
      await settle();
      expect(fighter.move).not.toHaveBeenCalled();
      expect(chat.created).toEqual([]);
    });
  });

  it("a vehicle crossing an obstacle: a notice that it is destroyed, with the vehicle's hit (no +1)", async () => {
    moveToken(moved(vehicleSystem, [], 2) as never, movement(6, ["obstacle"]), {}, self);
    await settle();
    const text = await notice();
    expect(text).toContain("Collision with an obstacle");
    expect(text).toContain("S7 AP−2 D2");
  });

  it("a vehicle stopped where Foundry's constraint cut its drag: it hit solid terrain (+1: the terrain is tougher)", async () => {
    const mover = { ...moved(vehicleSystem, [], 2), object: { strideBlocked: { x: 600, y: 0 } } };
    moveToken(mover as never, movement(6), {}, self);
    await settle();
    const text = await notice();
    expect(text).toContain("Collision with solid terrain");
    expect(text).toContain("S8 AP−3 D3");
    chat.created.length = 0;
    moveToken(mover as never, movement(4), {}, self);
    await settle();
    expect(chat.created).toEqual([]);
  });

  it("a vehicle smashing an obstacle region: the notice names who fell; the GM switches it off and drops them, Pinned", async () => {
    const update = vi.fn(async () => undefined);
    const barricade = {
      uuid: "Scene.s.Region.b",
      shapes: [{ type: "rectangle", x: 500, y: 0, width: 100, height: 200 }],
      behaviors: [{ type: "stride.terrain", system: { condition: "obstacle", height: 1 }, update }],
    };
    const onTop = { ...sceneToken("lookout", 5, fighterSystem()), y: 100, elevation: 1, move: vi.fn(async () => true) };
    const beside = { ...sceneToken("beside", 8, fighterSystem()), y: 300, elevation: 1, move: vi.fn() };
    const hauler = moved(vehicleSystem, [onTop, beside], 2);
    Object.assign(hauler.parent, { regions: [barricade] });
    moveToken(hauler as never, movement(9), {}, self);
    await settle();
    const text = await notice();
    expect(text).toContain("Collision with an obstacle");
    expect(text).toContain("lookout fell from it: Pinned.");
    expect(text).not.toContain("beside");
    expect(update).not.toHaveBeenCalled(); // players' clients leave documents alone
    chat.created.length = 0;
    (globalThis as unknown as { game: { users: unknown } }).game.users = { activeGM: { isSelf: true } };
    moveToken(hauler as never, movement(9), {}, { id: "p", isSelf: false });
    await settle();
    expect(update).toHaveBeenCalledWith({ disabled: true });
    expect(onTop.move).toHaveBeenCalledWith([{ x: 500, y: 100, elevation: 0, action: "displace" }]);
    expect(onTop.actor.toggleStatusEffect).toHaveBeenCalledWith("prone", { active: true });
    expect(beside.move).not.toHaveBeenCalled();
  });

  it("a fighter crossing an obstacle collides with nothing", async () => {
    expect(moveToken(moved(fighterSystem()) as never, movement(3, ["obstacle"]), {}, self)).toBe(0);
    await settle();
    expect(chat.created).toEqual([]);
  });

  it('a vehicle dropping 4": a Handling test at −2 (the Falling Vehicle column), not a jump', async () => {
    moveToken(moved(vehicleSystem, [], 2) as never, movement(2, [], { from: 4, to: 0 }), {}, self);
    await settle();
    expect(cards()).toMatchObject([{ request: { kind: "vehicleFall", distance: 4 } }]);
    expect(await card()).toContain("<dt>Falling vehicle</dt><dd>−2</dd>");
  });

  it("a fighter runs no one over", async () => {
    const other = sceneToken("other", 3, fighterSystem());
    expect(moveToken(moved(fighterSystem(), [other]) as never, movement(5), {}, self)).toBe(0);
  });
});

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

  it("a passed leap lets the fighter's token cross gaps for the rest of its turn", async () => {
    const setFlag = vi.fn(async () => undefined);
    const jumper = {
      ...sceneToken("jumper", 3, fighterSystem()),
      setFlag,
      combatant: { combat: { id: "c1", round: 2, turn: 1 } },
    };
    chat.documents.set(jumper.uuid, jumper);
    chat.rolls.push(5, 2);
    await rollMovementTest(necroCard({ kind: "leap", distance: 4 }, "Actor.jumper", jumper.uuid), sceneCardEffects);
    expect(setFlag).toHaveBeenCalledWith("stride", "leapCleared", "c1:2:1");
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
});
