/**
 * OpenD6 vehicles from round to round through the adapter (issue #12 finish; d6-movement.txt
 * § Ramming & Sideswiping Vehicles, § Vehicle & Passenger Damage, § Targeting the Creatures): a
 * rammer's lost round (counted at its turn start, refused by the pre-move check, the GM exempt),
 * Severe damage slowing an out-of-control vehicle at its turn start, and the panic damage card
 * posted at a bolting team's turn start. Small fakes of the shapes read, per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { checkMovement, type MovementLike } from "../../src/foundry/movement/check";
import { runTurnStart, turnStartEffects } from "../../src/foundry/effects/turn-start";
import { applyCollisionSide, type CollisionCardSystem } from "../../src/foundry/chat/collision-card";
import { ruleNoticeView, type RuleNoticeSystem } from "../../src/foundry/chat/rule-notice-view";
import { installWorld, removeWorld, type FakeWorld } from "./fakes";
import { installChat, queueDice } from "./chat-fakes";
import { i18nEn } from "../support/render";

const od6 = getRuleset("d6");
const SEVERE = d6.DAMAGE_LEVELS.indexOf("severe");

/** A vehicle's data as the rules read it (StrideD6VehicleModel): Move 10, stored `speed`, 2D Toughness. */
function vehicleSystem(speed: number, extra: Record<string, number> = {}) {
  const characteristics = { move: 10, vehicle: 1, vehicleSpeed: speed, topSpeed: 4, toughness: 6, ...extra };
  return {
    kind: "vehicle",
    flyingSpeed: 0,
    passengers: [] as string[],
    movementProfile: { characteristics },
    collisionProfile: {
      characteristics: { ...characteristics, damageLevel: 0, exposure: 1, vehicleKind: 3 },
    },
    setCounter: vi.fn(async () => undefined),
  };
}

/** A vehicle token at the top-left corner of a 1 m grid of 100 px squares, in a started combat. */
function vehicleToken(system: ReturnType<typeof vehicleSystem>, statuses: string[] = []) {
  const token = {
    id: "boat",
    uuid: "Scene.s.Token.boat",
    name: "River boat",
    x: 0,
    y: 0,
    elevation: 0,
    width: 1,
    height: 1,
    flags: {},
    isOwner: true,
    movementAction: "d6Cruising",
    combatant: { combat: { id: "c1", round: 2, turn: 0, started: true } },
    movementHistory: [],
    actor: {
      name: "River boat",
      uuid: "Actor.boat",
      isOwner: true,
      system,
      statuses: new Set(statuses),
      toggleStatusEffect: vi.fn(async () => undefined),
    },
    move: vi.fn(async () => true),
    parent: null as unknown,
  };
  token.parent = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 10000, sceneHeight: 10000 },
    flags: {},
    tokens: [token],
    regions: [],
  };
  return token;
}

/** Foundry's pending movement of `metres` with the cruising action, after `history` metres. */
function movement(metres: number, history = 0): MovementLike {
  return {
    method: "dragging",
    history: { cost: history, distance: history },
    passed: { cost: 0, distance: 0, waypoints: [] },
    pending: { cost: metres, distance: metres, waypoints: [{ action: "d6Cruising" }] },
  };
}

const asGM = (isGM: boolean) => ((game as unknown as { user: { isGM: boolean } }).user.isGM = isGM);

let world: FakeWorld;
beforeEach(() => {
  world = installWorld({ ruleset: "d6", variant: "open" });
});
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

describe("a water vehicle that rammed loses its next round (§ Ramming & Sideswiping Vehicles)", () => {
  it("counts the lost round at its next turn start, and clears Rammed at the one after", async () => {
    asGM(true);
    const first = vehicleToken(vehicleSystem(2), [d6.RAMMED]);
    expect(turnStartEffects(first as never, od6)).toEqual([
      { type: "setCounter", model: "boat", counter: "rammedRounds", value: 1 },
    ]);
    expect(await runTurnStart(first as never, od6)).toBe(1);
    expect(first.actor.system.setCounter).toHaveBeenCalledWith("rammedRounds", 1);
    const after = vehicleToken(vehicleSystem(2, { rammedRounds: 1 }), [d6.RAMMED]);
    expect(await runTurnStart(after as never, od6)).toBe(2);
    expect(after.actor.toggleStatusEffect).toHaveBeenCalledWith(d6.RAMMED, { active: false });
    expect(after.actor.system.setCounter).toHaveBeenCalledWith("rammedRounds", 0);
  });

  it("refuses a player's move in the lost round (block), warns in warn mode, never holds the GM", () => {
    const lost = vehicleToken(vehicleSystem(2, { rammedRounds: 1 }), [d6.RAMMED]);
    expect(checkMovement(lost as never, movement(1), false)).toBe(false);
    expect(world.notifications.error).toHaveBeenCalledWith(
      'STRIDE.Movement.Blocked {"name":"River boat","limit":"0 m"}',
    );
    expect(checkMovement(lost as never, movement(1), true)).toBe(true);
    world = installWorld({ ruleset: "d6", variant: "open", enforcement: "warn" });
    expect(checkMovement(lost as never, movement(1), false)).toBe(true);
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    // The round of the ram itself is not the lost one: cruising allows 10 m.
    const rammedNow = vehicleToken(vehicleSystem(2), [d6.RAMMED]);
    world = installWorld({ ruleset: "d6", variant: "open" });
    expect(checkMovement(rammedNow as never, movement(8), false)).toBe(true);
  });
});

describe("Severe damage slows an out-of-control vehicle two levels a round (§ Vehicle & Passenger Damage)", () => {
  it("drives the boat on at the slower level and stores it, through the executor", async () => {
    asGM(true);
    const token = vehicleToken(vehicleSystem(4, { damageLevel: SEVERE, heading: 0 }), [d6.LOST_CONTROL]);
    expect(await runTurnStart(token as never, od6)).toBe(3);
    // All-out → cruising: 10 m east of its centre (0.5 m): top-left 1000 px, as core's displace action.
    expect(token.move).toHaveBeenCalledWith([{ x: 1000, y: 0, action: "displace" }]);
    expect(token.actor.system.setCounter).toHaveBeenCalledWith("vehicleSpeed", 2);
    const stopping = vehicleToken(vehicleSystem(2, { damageLevel: SEVERE, heading: 0, lostControlRounds: 1 }), [
      d6.LOST_CONTROL,
    ]);
    expect(await runTurnStart(stopping as never, od6)).toBe(3);
    expect(stopping.move).not.toHaveBeenCalled();
    expect(stopping.actor.system.setCounter).toHaveBeenCalledWith("vehicleSpeed", 0);
    expect(stopping.actor.toggleStatusEffect).toHaveBeenCalledWith(d6.LOST_CONTROL, { active: false });
  });
});

describe("a ship out of control in a gale runs with the wind (§ Sailing Ships)", () => {
  it("reads the day's wind the scene stores: a gale from the west (the GM's bearing) drives the boat 40 m (all-out) east", () => {
    // Water (vehicleKind 1), cruising, heading east; the scene's wind: Wild Die 5 (gale), direction die 6, from 270°.
    const token = vehicleToken(vehicleSystem(2, { water: 1, vehicleKind: 1, heading: 0 }), [d6.LOST_CONTROL]);
    const calm = turnStartEffects(token as never, od6);
    expect(calm.find((e) => e.type === "move")).toMatchObject({ to: { x: 10.5, y: 0.5 } });
    (token.parent as { flags: Record<string, unknown> }).flags = {
      stride: { weather: { dice: [[5], [6]], windFrom: "270" } },
    };
    const gale = turnStartEffects(token as never, od6);
    expect(gale.find((e) => e.type === "move")).toMatchObject({ to: { x: 40.5, y: 0.5 } });
    expect(gale).toContainEqual({ type: "setCounter", model: "boat", counter: "vehicleSpeed", value: 4 });
  });
});

describe("a bolting team's damage each round (§ Targeting the Creatures)", () => {
  it("posts the panic damage card at the drawn vehicle's turn start: 5D on the road", async () => {
    asGM(true);
    const chat = installChat([18, 7]);
    const token = vehicleToken(vehicleSystem(2, { pullingMove: 15 }), [d6.PANIC]);
    expect(await runTurnStart(token as never, od6)).toBe(1);
    expect(chat.formulas).toEqual(["4d6 + 1d6x6", "1d6 + 1d6x6"]);
    const system = chat.created[0]!.system as unknown as CollisionCardSystem;
    expect(chat.created[0]!.type).toBe("collisionCard");
    expect(system.against).toBe("panic");
    expect(system.sides.map((s) => s.request)).toEqual([{ speed: "panic", situations: [], surface: "road" }]);
  });

  it("rolls 6D on rough ground, read from the region under the vehicle", async () => {
    asGM(true);
    const chat = installChat([20, 7]);
    const token = vehicleToken(vehicleSystem(2, { pullingMove: 15 }), [d6.PANIC]);
    const rough = {
      id: "field",
      name: "Ploughed field",
      elevation: { bottom: null, top: null },
      shapes: [{ type: "rectangle", x: 0, y: 0, width: 1000, height: 1000, rotation: 0, hole: false }],
      behaviors: [{ type: "stride.terrain", disabled: false, system: { condition: "rough", height: 0 } }],
    };
    (token.parent as { regions: unknown[] }).regions = [rough];
    const effects = turnStartEffects(token as never, od6);
    expect(effects).toEqual([
      {
        type: "collisionCard",
        mover: "boat",
        other: null,
        against: "panic",
        sides: [{ model: "boat", request: { speed: "panic", situations: [], surface: "rough" } }],
      },
    ]);
    await runTurnStart(token as never, od6);
    expect(chat.formulas[0]).toBe("5d6 + 1d6x6");
  });
});

describe("each passenger's damage card once a side is applied (§ Crew & Passenger Injuries)", () => {
  it("posts one card per passenger: Physique rolled for a character, the GM's to resolve for the others", async () => {
    asGM(true);
    const chat = installChat();
    const system = vehicleSystem(2, { pullingMove: 15 });
    system.passengers = ["ada", "gone", "dog"];
    const token = vehicleToken(system, [d6.PANIC]);
    chat.documents.set(token.uuid, token);
    chat.documents.set(token.actor.uuid, token.actor);
    const ada = { name: "Ada", uuid: "Actor.ada", system: { movementProfile: { characteristics: { physique: 9 } } } };
    const dog = { name: "Rex", uuid: "Actor.dog", system: {} };
    const actors: Record<string, unknown> = { ada, dog };
    (game as unknown as { actors: unknown }).actors = { get: (id: string) => actors[id] };
    // 5D panic damage 20 against the boat's 2D Toughness 5: margin 15, Severe; passengers suffer ¾, 15 each.
    const formulas = queueDice([
      [4, 4, 4, 4, 4],
      [2, 3],
      [2, 3, 4],
    ]);
    await runTurnStart(token as never, od6);
    const card = chat.created[0]!;
    const applyCollision = vi.fn(async () => true);
    expect(await applyCollisionSide(card as never, 0, null, { applyCollision })).toBe(true);
    expect(applyCollision).toHaveBeenCalledTimes(1);
    expect(formulas).toEqual(["4d6 + 1d6x6", "1d6 + 1d6x6", "2d6 + 1d6x6"]);
    const notices = chat.created.slice(1);
    expect(notices.map((m) => [m.type, m.rolls.length])).toEqual([
      ["ruleNotice", 1],
      ["ruleNotice", 0],
    ]);
    const words = notices.map((m) => ruleNoticeView(m.system as unknown as RuleNoticeSystem, i18nEn));
    expect(words[0]).toEqual({
      title: "Passenger injury",
      mover: "Ada",
      what:
        "Ada suffers 15 damage from the vehicle's collision against Physique 3D: 9 (margin 6); " +
        "the GM applies the wound with the core damage rules.",
    });
    expect(words[1]!.what).toBe(
      "Rex suffers 15 damage from the vehicle's collision: the GM resolves it with the core damage rules.",
    );
    // Applied once: a second click posts nothing more.
    expect(await applyCollisionSide(card as never, 0, null, { applyCollision })).toBe(false);
    expect(chat.created).toHaveLength(3);
  });
});

describe("the pre-move check holds a vehicle to one movement action a round (§ Vehicle Movement)", () => {
  it("refuses a player's second move in block mode with the reason, warns in warn mode, never holds the GM", () => {
    const boat = vehicleToken(vehicleSystem(2));
    // A first move of 8 m: within cruising.
    expect(checkMovement(boat as never, movement(8), false)).toBe(true);
    // 8 m already gone this turn: a second drag is refused whatever its length.
    expect(checkMovement(boat as never, movement(1, 8), false)).toBe(false);
    expect(world.notifications.error).toHaveBeenCalledWith('STRIDE.Movement.SecondMoveBlocked {"name":"River boat"}');
    expect(checkMovement(boat as never, movement(1, 8), true)).toBe(true);
    world = installWorld({ ruleset: "d6", variant: "open", enforcement: "warn" });
    expect(checkMovement(boat as never, movement(1, 8), false)).toBe(true);
    expect(world.notifications.warn).toHaveBeenCalledWith('STRIDE.Movement.SecondMoveWarned {"name":"River boat"}');
    // Outside a started combat nothing is enforced.
    world = installWorld({ ruleset: "d6", variant: "open" });
    const free = { ...boat, combatant: { combat: { ...boat.combatant.combat, started: false } } };
    expect(checkMovement(free as never, movement(1, 8), false)).toBe(true);
  });
});
