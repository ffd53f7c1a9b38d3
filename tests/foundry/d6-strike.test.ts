// @vitest-environment happy-dom
/**
 * A made ram or sideswipe a player's client rolled (d6-movement.txt § Ramming & Sideswiping
 * Vehicles): the roller's client asks the active GM (the `strike` request) instead of posting the
 * collision card; the GM's client re-resolves the stunt card's dice and re-derives the collision
 * from the scene (the vehicles' tokens, their actors' speed), never from the player's card; a
 * collision card a player's client posted (forged or not) is never applied by the GM. Small fakes
 * of exactly the Foundry shapes read, per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type TestRequest } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { executeEffects } from "../../src/foundry/effects/executor";
import { executorCardEffects } from "../../src/foundry/effects/card-effects";
import { executorCollisionEffects } from "../../src/foundry/effects/collision-effects";
import { STRIKE_REQUEST, strikeRequestHandler } from "../../src/foundry/effects/strike";
import { REPORT_REQUEST, reportRequestHandler } from "../../src/foundry/effects/reported-roll";
import { performCollisionAction, type CollisionCardSystem } from "../../src/foundry/chat/collision-card";
import { storeRequest, type MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { registerRequest, resetRequests } from "../../src/foundry/requests";
import { COLLISION_CARD_TYPE, MOVEMENT_TEST_TYPE } from "../../src/foundry/constants";
import { installWorld, removeWorld } from "./fakes";
import { FakeMessage, installChat, queueDice } from "./chat-fakes";

const od6 = getRuleset("d6");
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

/** A d6 vehicle's system data (Move 20, 2D Toughness, 1D armour) at speed level `speed` (index). */
function vehicleSystem(speed: number) {
  // The pilot's pilotry 10D (30 pips), which the stunt roll uses.
  const characteristics = {
    move: 20,
    vehicle: 1,
    vehicleSpeed: speed,
    topSpeed: 4,
    toughness: 6,
    armor: 3,
    pilotry: 30,
  };
  return {
    kind: "vehicle",
    flyingSpeed: 0,
    passengers: [],
    movementProfile: { characteristics },
    collisionProfile: {
      characteristics: {
        ...characteristics,
        damageLevel: 0,
        exposure: 1,
        vehicleKind: d6.VEHICLE_KINDS.indexOf("land"),
        maneuverabilityLoss: 0,
        speedLoss: 0,
      },
    },
    applyCollisionDamage: vi.fn(async () => true),
  };
}

/** A 4 m square vehicle token (grid 100 px = 1 m), top-left (x, y) px, facing `rotation` degrees (0 down the canvas). */
function vehicleToken(id: string, name: string, x: number, y: number, rotation: number, speed: number) {
  return {
    id,
    uuid: `Scene.s.Token.${id}`,
    name,
    x,
    y,
    elevation: 0,
    width: 4,
    height: 4,
    rotation,
    hidden: false,
    disposition: 0,
    isOwner: false,
    flags: {},
    actor: {
      name,
      uuid: `Actor.${id}`,
      isOwner: false,
      type: "d6vehicle",
      system: vehicleSystem(speed),
      toggleStatusEffect: vi.fn(async () => true),
      testUserPermission: vi.fn((user: { id?: string; isGM?: boolean }) => user.isGM === true || user.id === "player"),
    },
    parent: null as unknown,
  };
}

/**
 * The player's carriage (high speed) heading east with its centre at (2, 50) m, the GM's ox cart
 * (cautious) alongside to the south, centre (2, 54) m, facing west: the carriage's side meets it.
 */
function sideBySide(chat: ReturnType<typeof installChat>) {
  const carriage = vehicleToken("carriage", "Carriage", 0, 4800, 270, 3);
  const cart = vehicleToken("cart", "Ox cart", 0, 5200, 90, 1);
  cart.actor.testUserPermission = vi.fn((user: { isGM?: boolean }) => user.isGM === true);
  const scene = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 20000, sceneHeight: 20000 },
    flags: {} as Record<string, unknown>,
    tokens: [carriage, cart],
    regions: [],
    /** Scene#update of dotted flag paths, as the GM's client writes them. */
    update: vi.fn(async (data: Record<string, unknown>) => {
      for (const [path, value] of Object.entries(data)) {
        const keys = path.split(".").slice(1);
        let at = scene.flags;
        for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
        at[keys.at(-1)!] = value;
      }
    }),
  };
  carriage.parent = scene;
  cart.parent = scene;
  for (const t of [carriage, cart]) {
    chat.documents.set(t.uuid, t);
    chat.documents.set(t.actor.uuid, t.actor);
  }
  return { scene, carriage, cart };
}

const g = globalThis as unknown as { game: Record<string, unknown> };

/** The player's client, with an active GM elsewhere; its User#update records the requests. */
function asPlayer() {
  const player = { id: "player", isGM: false, update: vi.fn(async () => undefined) };
  g.game["user"] = player;
  g.game["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
  vi.stubGlobal("foundry", {
    ...(globalThis as unknown as { foundry: object }).foundry,
    utils: { randomID: () => "r" },
  });
  return player;
}

/** The active GM's client. */
function asGM() {
  g.game["user"] = { id: "gm", isGM: true };
  g.game["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
}

/**
 * The player's stunt card for a declared sideswipe of the cart, as the player's client posted it,
 * with what its options claim (a forged card may claim anything) and the dice rolled: the pilot's
 * 10D (30 pips) of fives, 50 against the sideswipe's difficulty, or 1D of a one.
 */
function stuntCard(claim: Record<string, string>, made: boolean) {
  const request: TestRequest = d6.strikeRequest({
    stunt: "sideswipe",
    kind: "land",
    other: "cart",
    speed: "high",
    situation: "sideswipe",
    otherSpeed: "cautious",
    otherSituation: "sideswipe",
    scale: 0,
  });
  const forged: TestRequest = { ...request, options: { ...request.options, ...claim } };
  const call = od6.tests.buildTest(forged)!;
  const value = made ? 30 : 3;
  const dice = made ? Array.from({ length: 10 }, () => 5) : [1];
  const resolution = od6.tests.resolve(call, value, dice);
  expect(resolution.success).toBe(made);
  const system: MovementTestSystem = {
    rulesetId: "d6",
    request: storeRequest(forged),
    actorUuid: "Actor.carriage",
    tokenUuid: "Scene.s.Token.carriage",
    result: {
      roll: dice.reduce((a, b) => a + b, 0),
      dice,
      characteristicValue: value,
      targetNumber: resolution.targetNumber,
      success: resolution.success,
      degrees: resolution.degrees,
      outcome: resolution.outcome,
      prone: false,
      hit: null,
      landedOn: [],
    },
    applied: false,
    postedTurn: null,
  };
  return { call, resolution, message: new FakeMessage({ type: MOVEMENT_TEST_TYPE, system }) };
}

describe("a player's made sideswipe: the active GM posts its collision card from the scene", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("the roller's client asks the GM instead of posting; the GM's card is the scene's, not the card's claim", async () => {
    const chat = installChat();
    const { cart } = sideBySide(chat);
    resetRequests();
    registerRequest(STRIKE_REQUEST, strikeRequestHandler(d6.strikeOnScene));
    registerRequest(REPORT_REQUEST, reportRequestHandler());
    const player = asPlayer();
    // The card claims the cart was at all-out speed, head-on, at a scale 5 smaller.
    const { call, resolution, message } = stuntCard(
      { otherSpeed: "allOut", otherSituation: "headOn", scale: "5" },
      true,
    );
    chat.created.push(message);
    expect(resolution.outcome).toBe("struck");
    await executorCardEffects.afterRoll(
      { tokenUuid: "Scene.s.Token.carriage", call, resolution, postedTurn: null, messageId: message.id },
      od6,
    );
    // No collision card from the player's client: only a request naming the stunt card.
    expect(chat.created.map((m) => m.type)).toEqual([MOVEMENT_TEST_TYPE]);
    expect(player.update).toHaveBeenCalledWith({
      "flags.stride.requests.strike": { messageId: message.id, requestId: "r" },
    });
    // The GM's client: high + sideswipe 5D for the carriage, cautious + sideswipe 1D (at least 1D) for the cart.
    asGM();
    const formulas = queueDice([[3, 3, 3, 3, 3], [4, 4, 4], [2], [5, 5, 5]]);
    const handler = strikeRequestHandler(d6.strikeOnScene, (id) => chat.created.find((m) => m.id === id));
    expect(await handler.handle({ messageId: message.id }, { id: "player", isGM: false })).toBe(true);
    expect(formulas).toEqual(["4d6 + 1d6x6", "2d6 + 1d6x6", "1d6x6", "2d6 + 1d6x6"]);
    const card = chat.created.at(-1)!;
    expect(card.type).toBe(COLLISION_CARD_TYPE);
    expect(card.author).toEqual({ id: "gm", isGM: true });
    const sides = (card.system as unknown as CollisionCardSystem).sides;
    expect(sides.map((s) => [s.tokenUuid, s.request])).toEqual([
      ["Scene.s.Token.carriage", { speed: "high", situations: ["sideswipe"] }],
      ["Scene.s.Token.cart", { speed: "cautious", situations: ["sideswipe"] }],
    ]);
    expect(message.flags["stride"]).toEqual({ struck: true });
    // Noted on the scene (only a GM writes it): the card, and no combat round outside a combat.
    expect((cart.parent as { flags: Record<string, unknown> }).flags).toEqual({
      stride: { strikes: { carriage: { cards: [message.id], round: null } } },
    });
    // Asked again, the GM posts no second card.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await handler.handle({ messageId: message.id }, { id: "player", isGM: false })).toBe(false);
    expect(chat.created).toHaveLength(2);
    // The player's client clears the mark on its own card: the scene's note still refuses it.
    delete (message.flags as Record<string, unknown>)["stride"];
    expect(await handler.handle({ messageId: message.id }, { id: "player", isGM: false })).toBe(false);
    expect(chat.created).toHaveLength(2);
    // The GM applies the cart's side of its own card.
    expect(await performCollisionAction(card as never, { dataset: { side: "1" } }, executorCollisionEffects)).toBe(
      true,
    );
    expect(cart.actor.system.applyCollisionDamage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("takes one strike a round of the striker's started combat: a second made card that round is refused, the next round's is posted", async () => {
    const chat = installChat();
    const { carriage } = sideBySide(chat);
    asGM();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const combat = { id: "c1", round: 2, started: true };
    Object.assign(carriage, { combatant: { combat } });
    const handler = strikeRequestHandler(d6.strikeOnScene, (id) => chat.created.find((m) => m.id === id));
    const card = () => {
      const made = stuntCard({}, true).message;
      made.author = { id: "player", isGM: false };
      chat.created.push(made);
      return made;
    };
    queueDice([[3, 3, 3, 3, 3], [4, 4, 4], [2], [5, 5, 5]]);
    expect(await handler.handle({ messageId: card().id }, { id: "player", isGM: false })).toBe(true);
    const collisions = () => chat.created.filter((m) => m.type === COLLISION_CARD_TYPE).length;
    expect(collisions()).toBe(1);
    // Another made card in round 2: refused.
    expect(await handler.handle({ messageId: card().id }, { id: "player", isGM: false })).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/struck already this round/));
    expect(collisions()).toBe(1);
    // Round 3: a new card strikes again.
    combat.round = 3;
    queueDice([[3, 3, 3, 3, 3], [4, 4, 4], [2], [5, 5, 5]]);
    expect(await handler.handle({ messageId: card().id }, { id: "player", isGM: false })).toBe(true);
    expect(collisions()).toBe(2);
    warn.mockRestore();
  });

  it("refuses a strike the scene does not show, a missed roll, and another player's card", async () => {
    const chat = installChat();
    const { cart } = sideBySide(chat);
    asGM();
    const notify = { warn: vi.fn(), info: vi.fn() };
    vi.stubGlobal("ui", { notifications: notify });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const handler = strikeRequestHandler(d6.strikeOnScene, (id) => chat.created.find((m) => m.id === id));
    const made = stuntCard({}, true).message;
    made.author = { id: "player", isGM: false };
    chat.created.push(made);
    // Another player did not post it.
    expect(await handler.handle({ messageId: made.id }, { id: "other", isGM: false })).toBe(false);
    // The cart 10 m away: no contact on the scene now.
    cart.y = 6200;
    expect(await handler.handle({ messageId: made.id }, { id: "player", isGM: false })).toBe(false);
    expect(notify.warn).toHaveBeenCalledWith(expect.stringMatching(/^A player's ram or sideswipe was made/));
    // A GM-posted card is the GM's client's own to strike with: a player cannot ask for it.
    made.author = { id: "gm", isGM: true };
    expect(await handler.handle({ messageId: made.id }, { id: "player", isGM: false })).toBe(false);
    made.author = { id: "player", isGM: false };
    // The card claims the pilot's 10D, but the carriage's pilot has 1D: resolved with the actor's, it missed.
    (
      cart.parent as { tokens: { actor: { system: { movementProfile: { characteristics: { pilotry: number } } } } }[] }
    ).tokens[0]!.actor.system.movementProfile.characteristics.pilotry = 3;
    expect(await handler.handle({ messageId: made.id }, { id: "player", isGM: false })).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/no made strike/));
    (
      cart.parent as { tokens: { actor: { system: { movementProfile: { characteristics: { pilotry: number } } } } }[] }
    ).tokens[0]!.actor.system.movementProfile.characteristics.pilotry = 30;
    // A missed stunt strikes nothing.
    cart.y = 5200;
    const missed = stuntCard({}, false).message;
    missed.author = { id: "player", isGM: false };
    chat.created.push(missed);
    expect(await handler.handle({ messageId: missed.id }, { id: "player", isGM: false })).toBe(false);
    expect(chat.created.map((m) => m.type)).toEqual([MOVEMENT_TEST_TYPE, MOVEMENT_TEST_TYPE]);
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("a collision card a player's client posted is never carried out by the GM", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("a forged card naming the GM's cart with Destroyed-sized dice: the GM's click does nothing", async () => {
    const chat = installChat();
    const { scene, cart } = sideBySide(chat);
    asPlayer();
    // The player's client posts a card of its own making: the cart at all-out, head-on, 13D of sixes.
    queueDice([[1], [1, 1, 1], Array.from({ length: 13 }, () => 5), [1, 1, 1]]);
    await executeEffects(
      [
        {
          type: "collisionCard",
          mover: "carriage",
          other: "cart",
          against: "vehicle",
          sides: [
            { model: "carriage", request: { speed: "stopped", situations: ["rearEnd"] } },
            { model: "cart", request: { speed: "allOut", situations: ["headOn"] } },
          ],
        },
      ],
      { scene: scene, unit: "m", isGM: false },
    );
    const forged = chat.created.at(-1)!;
    expect(forged.author).toMatchObject({ id: "player", isGM: false });
    asGM();
    const notify = { warn: vi.fn(), info: vi.fn() };
    vi.stubGlobal("ui", { notifications: notify });
    expect(await performCollisionAction(forged as never, { dataset: { side: "1" } }, executorCollisionEffects)).toBe(
      false,
    );
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith(expect.stringMatching(/^A player posted this card/));
    expect((forged.system as unknown as CollisionCardSystem).sides[1]!.applied).toBeNull();
  });
});
