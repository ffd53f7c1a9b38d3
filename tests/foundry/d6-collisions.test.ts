// @vitest-environment happy-dom
/**
 * The adapter's side of OpenD6 collisions (issue #12 item 4): a vehicle's path contacts → the
 * engine's collision cards → the executor posts them with the dice rolled; a side's Apply writes the
 * damage once, on the GM's client when the clicker does not own the card, through the executor; a
 * forged request or card refused; the card's words; the GM's panic damage button. Small fakes of exactly the
 * Foundry shapes each reads, per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishedMoveEffects, getRuleset, type Effect } from "../../src/rules";
import * as d6 from "../../src/rules/rulesets/d6";
import { executeEffects } from "../../src/foundry/effects/executor";
import { sceneSnapshot } from "../../src/foundry/snapshot";
import {
  applyCollisionSide,
  COLLISION_REQUEST,
  collisionRequestHandler,
  performCollisionAction,
  renderCollisionCard,
  type CollisionCardSystem,
} from "../../src/foundry/chat/collision-card";
import { collisionCardView } from "../../src/foundry/chat/collision-card-view";
import { executorCollisionEffects } from "../../src/foundry/effects/collision-effects";
import { registerRequest, resetRequests, updateUser } from "../../src/foundry/requests";
import { addPanicControl, choosePanic, panicEntriesOf } from "../../src/foundry/hooks/collision-hud";
import { installWorld, removeWorld } from "./fakes";
import { installChat, queueDice } from "./chat-fakes";
import { i18nEn, renderServedTemplate } from "../support/render";

const od6 = getRuleset("d6");
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

/** A d6 vehicle's system data: its movement and collision profiles (Move 20, 2D Toughness, 1D armour). */
function vehicleSystem(spec: {
  speed?: number;
  damage?: d6.DamageLevel;
  kind?: d6.VehicleKind;
  passengers?: string[];
}) {
  const characteristics = { move: 20, vehicle: 1, vehicleSpeed: spec.speed ?? 2, topSpeed: 4, toughness: 6, armor: 3 };
  return {
    kind: "vehicle",
    flyingSpeed: 0,
    passengers: spec.passengers ?? [],
    movementProfile: { characteristics },
    collisionProfile: {
      characteristics: {
        ...characteristics,
        damageLevel: d6.DAMAGE_LEVELS.indexOf(spec.damage ?? "none"),
        exposure: 1,
        vehicleKind: d6.VEHICLE_KINDS.indexOf(spec.kind ?? "land"),
        maneuverabilityLoss: 0,
        speedLoss: 0,
      },
    },
    applyCollisionDamage: vi.fn(async () => true),
  };
}

/** A vehicle token 4 m square (grid 100 px = 1 m) whose top-left is at (x, y) px, facing `rotation` degrees. */
function vehicleToken(
  id: string,
  name: string,
  x: number,
  y: number,
  rotation: number,
  owner: boolean,
  system: ReturnType<typeof vehicleSystem>,
) {
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
    isOwner: owner,
    flags: {},
    actor: {
      name,
      uuid: `Actor.${id}`,
      isOwner: owner,
      type: "d6vehicle",
      system,
      toggleStatusEffect: vi.fn(async () => true),
      testUserPermission: vi.fn((user: { id?: string }) => owner || user.id === `owner-${id}`),
    },
    parent: null as unknown,
  };
}

/** A scene with the carriage at x 0 heading east and the cart at x 3000 px facing west, both on y 4800 px. */
function roadScene(cartOwned: boolean) {
  // Rotation 0 faces down the canvas (snapshot): 270 faces east, 90 west.
  const carriage = vehicleToken("carriage", "Carriage", 0, 4800, 270, true, vehicleSystem({ speed: 3 }));
  const cart = vehicleToken("cart", "Ox cart", 3000, 4800, 90, cartOwned, vehicleSystem({ speed: 1 }));
  const scene = {
    id: "s",
    grid: { units: "m", size: 100, distance: 1, type: 1 },
    dimensions: { sceneX: 0, sceneY: 0, sceneWidth: 20000, sceneHeight: 20000 },
    flags: {},
    tokens: [carriage, cart],
    regions: [],
  };
  carriage.parent = scene;
  cart.parent = scene;
  return { scene, carriage, cart };
}

describe("a vehicle's path contacts post the collision card through the executor", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("rolls both sides' damage and resistance and posts one card, spoken by the mover", async () => {
    const chat = installChat();
    const { scene } = roadScene(false);
    const snapshot = sceneSnapshot(scene, "m");
    // Carriage's centre (2, 50) m east to (60, 50) m: it meets the cart's front head-on.
    const path = [
      { x: 2, y: 50, elevation: 0 },
      { x: 60, y: 50, elevation: 0 },
    ];
    const effects = finishedMoveEffects(snapshot, { mover: "carriage", path, summary: null, inCombat: false }, od6);
    const card = effects.find((e) => e.type === "collisionCard");
    expect(card).toEqual({
      type: "collisionCard",
      mover: "carriage",
      other: "cart",
      against: "vehicle",
      sides: [
        { model: "carriage", request: { speed: "high", situations: ["headOn"] } },
        { model: "cart", request: { speed: "cautious", situations: ["headOn"] } },
      ],
    });
    // High + head-on 11D; 2D + 1D resistance 3D; cautious + head-on 7D.
    const formulas = queueDice([
      [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2],
      [4, 4, 4],
      [2, 2, 2, 2, 2, 2, 1],
      [5, 5, 5],
    ]);
    const report = await executeEffects([card!], { scene: scene, unit: "m", isGM: false });
    expect(report).toEqual({ done: 1, needsGM: 0, skipped: 0 });
    expect(formulas).toEqual(["10d6 + 1d6x6", "2d6 + 1d6x6", "6d6 + 1d6x6", "2d6 + 1d6x6"]);
    const message = chat.created[0]!;
    expect(message.type).toBe("collisionCard");
    const system = message.system as unknown as CollisionCardSystem;
    expect(system.sides.map((s) => [s.name, s.damageDice.length, s.resistanceDice, s.applied])).toEqual([
      ["Carriage", 11, [4, 4, 4], null],
      ["Ox cart", 7, [5, 5, 5], null],
    ]);
    expect(message.rolls).toHaveLength(4);
  });

  it("posts nothing for a ruleset without collision damage, and skips a card whose mover is gone", async () => {
    installChat();
    const { scene } = roadScene(true);
    const effect: Effect = { type: "collisionCard", mover: "gone", other: null, against: "terrain", sides: [] };
    const report = await executeEffects([effect], { scene: scene, unit: "m", isGM: true });
    expect(report.skipped).toBe(1);
  });
});

/** Posts a card of the carriage (owned here) head-on into the cart (owned by someone else). */
async function postedCard(cartOwned: boolean, damage: number[][]) {
  const chat = installChat();
  const { scene, carriage, cart } = roadScene(cartOwned);
  for (const t of [carriage, cart]) {
    chat.documents.set(t.uuid, t);
    chat.documents.set(t.actor.uuid, t.actor);
  }
  queueDice(damage);
  const effect: Effect = {
    type: "collisionCard",
    mover: "carriage",
    other: "cart",
    against: "vehicle",
    sides: [
      { model: "carriage", request: { speed: "high", situations: ["headOn"], rams: true } },
      { model: "cart", request: { speed: "cautious", situations: ["headOn"] } },
    ],
  };
  await executeEffects([effect], { scene: scene, unit: "m", isGM: false });
  return { chat, scene, carriage, cart, message: chat.created[0]! };
}

/** The cart's 7D of damage totalling 20 against its 3D resistance of 6: margin 14, Severe. */
const CART_SEVERE = [
  [3, 3, 3, 3, 3, 3, 2],
  [2, 2, 2],
];
/** The carriage's 11D totalling 22 against 3D of 12: margin 10, Heavy. */
const CARRIAGE_HEAVY = [
  [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
  [4, 4, 4],
];

describe("a collision card's Apply: once, on the GM's client when the clicker does not own the card", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("a player who owns the cart asks the active GM; the GM writes Severe and Lost control once through the executor", async () => {
    const { message, cart } = await postedCard(true, [...CARRIAGE_HEAVY, ...CART_SEVERE]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    resetRequests();
    registerRequest(COLLISION_REQUEST, collisionRequestHandler(executorCollisionEffects));
    // A GM's client posted the card; the cart's owner cannot update it: the GM is asked.
    message.authored = false;
    message.author = { id: "gm", isGM: true };
    const owner = { id: "owner-cart", isGM: false, update: vi.fn(async () => undefined) };
    g.game["user"] = owner;
    g.game["users"] = { activeGM: { id: "gm", isSelf: false }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    vi.stubGlobal("foundry", {
      ...(globalThis as unknown as { foundry: object }).foundry,
      utils: { randomID: () => "r" },
    });
    const button = { dataset: { side: "1", choice: "" } };
    expect(await performCollisionAction(message as never, button, executorCollisionEffects)).toBe(true);
    expect(owner.update).toHaveBeenCalledWith({
      "flags.stride.requests.collision": { messageId: message.id, side: 1, choice: null, requestId: "r" },
    });
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    // The GM's client runs it for the user the server names.
    g.game["user"] = { id: "gm", isGM: true };
    g.game["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    cart.actor.isOwner = false;
    Object.assign(cart.actor, { testUserPermission: (u: { id?: string }) => u.id === "owner-cart" });
    const request = { messageId: message.id, side: 1, choice: null };
    expect(
      await updateUser(
        { id: "owner-cart" },
        { flags: { stride: { requests: { collision: request } } } },
        {},
        "owner-cart",
      ),
    ).toBe(1);
    expect(cart.actor.system.applyCollisionDamage).toHaveBeenCalledTimes(1);
    expect(cart.actor.system.applyCollisionDamage).toHaveBeenCalledWith({
      damage: "severe",
      maneuverabilityLoss: 0,
      speedLoss: 0,
    });
    expect(cart.actor.toggleStatusEffect).toHaveBeenCalledWith(d6.LOST_CONTROL, { active: true });
    const applied = (message.system as unknown as CollisionCardSystem).sides[1]!.applied;
    expect(applied?.outcome).toMatchObject({ damageTotal: 20, resistanceTotal: 6, margin: 14, level: "severe" });
    // A second click, here or on the GM's client, does nothing.
    expect(await applyCollisionSide(message as never, 1, null, executorCollisionEffects)).toBe(false);
    expect(cart.actor.system.applyCollisionDamage).toHaveBeenCalledTimes(1);
  });

  it("the GM refuses a collision card a player's client posted, and a side the requester does not own", async () => {
    const { message, cart, carriage } = await postedCard(true, [...CARRIAGE_HEAVY, ...CART_SEVERE]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    resetRequests();
    registerRequest(COLLISION_REQUEST, collisionRequestHandler(executorCollisionEffects));
    g.game["user"] = { id: "gm", isGM: true };
    g.game["users"] = { activeGM: { id: "gm", isSelf: true }, get: (id: string) => ({ id, isGM: id === "gm" }) };
    Object.assign(cart.actor, { testUserPermission: (u: { id?: string }) => u.id === "owner-cart" });
    Object.assign(carriage.actor, { testUserPermission: (u: { id?: string }) => u.id === "owner-carriage" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const ask = (side: number) => ({ flags: { stride: { requests: { collision: { messageId: message.id, side } } } } });
    // Posted by a player's client: whatever it says, the GM does not act on it.
    message.author = { id: "owner-carriage", isGM: false };
    await updateUser({ id: "owner-carriage" }, ask(1), {}, "owner-carriage");
    // Posted by the GM's client, but the side is the cart's and the requester owns the carriage.
    message.author = { id: "gm", isGM: true };
    await updateUser({ id: "owner-carriage" }, ask(1), {}, "owner-carriage");
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("the card's author applies its own side with the GM's choice; another's side is refused", async () => {
    const { message, carriage, cart } = await postedCard(false, [...CARRIAGE_HEAVY, ...CART_SEVERE]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game["user"] = { id: "owner-carriage", isGM: false };
    expect(await applyCollisionSide(message as never, 1, null, executorCollisionEffects)).toBe(false);
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    expect(await applyCollisionSide(message as never, 0, "speed", executorCollisionEffects)).toBe(true);
    expect(carriage.actor.system.applyCollisionDamage).toHaveBeenCalledWith({
      damage: "heavy",
      maneuverabilityLoss: 0,
      speedLoss: 2,
    });
    // A land vehicle pays nothing for ramming; no status.
    expect(carriage.actor.toggleStatusEffect).not.toHaveBeenCalled();
    expect(await applyCollisionSide(message as never, 0, "speed", executorCollisionEffects)).toBe(false);
  });

  it("the executor leaves the damage of an actor this user does not own to a GM, and never sends it", async () => {
    const { scene, cart } = roadScene(false);
    const effect: Effect = {
      type: "vehicleDamage",
      model: "cart",
      changes: { damage: "light", maneuverabilityLoss: 1, speedLoss: 0 },
    };
    const report = await executeEffects([effect], { scene: scene, unit: "m", isGM: false });
    expect(report).toEqual({ done: 0, needsGM: 1, skipped: 0 });
    expect(cart.actor.system.applyCollisionDamage).not.toHaveBeenCalled();
    // On the GM's client the executor writes it.
    const done = await executeEffects([effect], { scene: scene, unit: "m", isGM: true });
    expect(done.done).toBe(1);
    expect(cart.actor.system.applyCollisionDamage).toHaveBeenCalledWith(effect.changes);
  });
});

describe("the collision card's words", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("shows each side's dice, the totals, the level and the GM's choices for Light damage", () => {
    const system: CollisionCardSystem = {
      rulesetId: "d6",
      against: "vehicle",
      other: "Ox cart",
      sides: [
        {
          actorUuid: "Actor.carriage",
          tokenUuid: null,
          name: "Carriage",
          request: { speed: "cruising", situations: ["headOn"] },
          damageDice: [1, 1, 1, 1, 1, 1, 1, 1, 3],
          resistanceDice: [1, 1, 1],
          applied: null,
        },
      ],
    };
    const profile = vehicleSystem({}).collisionProfile;
    const view = collisionCardView(system, od6.collisions, [{ profile, mayAct: true, passengers: ["Ada"] }], i18nEn);
    expect(view.title).toBe("Carriage collides with Ox cart");
    const side = view.sides[0]!;
    expect(side.lines).toEqual([
      { label: "Speed: cruising", value: "6D" },
      { label: "Head-on", value: "+3D" },
    ]);
    expect(side.dice).toBe("Damage dice: 9D");
    expect(side.totals).toBe("Damage 11 against Toughness + armour 3 (margin 8)");
    expect(side.level).toBe("Damage level: Light");
    expect(side.passengers).toBe("Ada: passengers suffer 2 damage each");
    expect(side.buttons.map((b) => [b.choice, b.label])).toEqual([
      ["maneuverability", "Apply: lose Maneuverability"],
      ["speed", "Apply: lower top speed"],
    ]);
    expect(
      collisionCardView(system, od6.collisions, [{ profile, mayAct: false, passengers: [] }], i18nEn).sides[0]!.buttons,
    ).toEqual([]);
  });

  it("renders from its data with the real template", async () => {
    const { message } = await postedCard(true, [...CARRIAGE_HEAVY, ...CART_SEVERE]);
    (globalThis as unknown as { game: Record<string, unknown> }).game["user"] = { id: "gm", isGM: true };
    (globalThis as unknown as { game: Record<string, unknown> }).game["actors"] = { get: () => undefined };
    const html = await renderCollisionCard(message.system as unknown as CollisionCardSystem);
    expect(html).toContain("Carriage collides with Ox cart");
    expect(html).toContain("Damage level: Heavy");
    expect(html).toContain("Damage level: Severe");
    expect(html.match(/data-action="applyCollision"/g)).toHaveLength(3);
  });
});

describe("the GM's panic damage on the token HUD (§ Targeting the Creatures)", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  it("offers 5D road, 6D rough and the crash of a downed team for an animal-drawn vehicle, to the GM only", () => {
    const { carriage } = roadScene(true);
    const drawn = { ...carriage, actor: { ...carriage.actor, system: vehicleSystem({ kind: "animalDrawn" }) } };
    expect(panicEntriesOf(drawn as never).map((e) => e.request.surface ?? e.request.speed)).toEqual([
      "road",
      "rough",
      // The crash at the drawn vehicle's stored speed (cruising).
      "cruising",
    ]);
    expect(panicEntriesOf(carriage as never)).toEqual([]);
    (globalThis as unknown as { game: Record<string, unknown> }).game["i18n"] = i18nEn;
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    addPanicControl(drawn, html, false);
    expect(html.querySelector(".stride-panic-damage")).toBeNull();
    addPanicControl(carriage, html, true);
    expect(html.querySelector(".stride-panic-damage")).toBeNull();
    addPanicControl(drawn, html, true);
    expect(html.querySelector(".stride-panic-damage")?.getAttribute("aria-label")).toBe("Panic damage");
  });
});

describe("one panic damage card a round (§ Targeting the Creatures: each round's damage)", () => {
  beforeEach(() => installWorld({ ruleset: "d6", variant: "open" }));

  /** The animal-drawn carriage in round 2 of a started combat, its flags written by setFlag. */
  function panicking() {
    const chat = installChat();
    const { scene, carriage } = roadScene(true);
    const combat = { id: "c1", round: 2, started: true };
    const flags: Record<string, Record<string, unknown>> = {};
    const drawn = {
      ...carriage,
      actor: { ...carriage.actor, system: vehicleSystem({ kind: "animalDrawn" }) },
      flags,
      combatant: { combat },
      setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
        flags[scope] = { ...flags[scope], [key]: value };
      }),
    };
    scene.tokens = [drawn, scene.tokens[1]!];
    chat.documents.set(drawn.uuid, drawn);
    chat.documents.set(drawn.actor.uuid, drawn.actor);
    const g = globalThis as unknown as { game: Record<string, unknown>; foundry: Record<string, unknown> };
    g.game["i18n"] = i18nEn;
    const prompt = vi.fn(async () => "0");
    g.foundry = {
      ...g.foundry,
      applications: { api: { DialogV2: { prompt } }, handlebars: { renderTemplate: renderServedTemplate } },
    };
    return { chat, scene, drawn, combat, prompt };
  }
  /** 5D of panic damage on a road, and the carriage's Toughness + armour. */
  const ROAD = [
    [3, 3, 3, 3, 3],
    [2, 2, 2],
  ];

  it("the GM's button posts none in a round whose turn start posted the card, and posts next round", async () => {
    const { chat, scene, drawn, combat, prompt } = panicking();
    queueDice([...ROAD]);
    const turnStart: Effect = {
      type: "collisionCard",
      mover: "carriage",
      other: null,
      against: "panic",
      sides: [{ model: "carriage", request: { speed: "allOut", situations: [], surface: "road" } }],
    };
    await executeEffects([turnStart], { scene, unit: "m", isGM: true });
    expect(chat.created).toHaveLength(1);
    expect(drawn.flags["stride"]).toEqual({ panicCard: { combat: "c1", round: 2 } });
    const entries = panicEntriesOf(drawn);
    const warn = (globalThis as unknown as { ui: { notifications: { warn: ReturnType<typeof vi.fn> } } }).ui
      .notifications.warn;
    expect(await choosePanic(drawn as never, entries)).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("This vehicle already has its panic damage card this round.");
    // The turn start of the same round again (a re-run) posts no second card either.
    await executeEffects([turnStart], { scene, unit: "m", isGM: true });
    expect(chat.created).toHaveLength(1);
    // Round 3: the button asks and posts the round's card; a second press is refused.
    combat.round = 3;
    queueDice([...ROAD]);
    expect(await choosePanic(drawn as never, entries)).not.toBeNull();
    expect(chat.created).toHaveLength(2);
    // The dialog's form from templates/apps/panic-form.hbs: one choice per entry, by index.
    const content = (prompt.mock.calls[0] as unknown as [{ content: string }])[0].content;
    const choices = [...content.matchAll(/<option value="(\d+)"/g)].map((m) => m[1]);
    expect(choices).toEqual(entries.map((_, i) => String(i)));
    expect(drawn.flags["stride"]).toEqual({ panicCard: { combat: "c1", round: 3 } });
    expect(await choosePanic(drawn as never, entries)).toBeNull();
    expect(chat.created).toHaveLength(2);
  });

  it("outside a started combat the GM posts as often as the table needs", async () => {
    const { chat, drawn, combat } = panicking();
    combat.started = false;
    queueDice([...ROAD, ...ROAD]);
    const entries = panicEntriesOf(drawn);
    await choosePanic(drawn, entries);
    await choosePanic(drawn, entries);
    expect(chat.created).toHaveLength(2);
    expect(drawn.setFlag).not.toHaveBeenCalled();
  });
});
