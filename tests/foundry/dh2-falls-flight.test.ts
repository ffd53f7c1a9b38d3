/**
 * The adapter's side of Dark Heresy falls, wounds, Fatigue and flight (issue #13 items 2, 3, 7, 8):
 * the falling-damage setting, the Apply damage button, wounds and Fatigue through the executor and
 * a GM's client, stalled flyers at a turn's end, the altitude HUD and the zero-gravity notice. Small
 * fakes of exactly the Foundry shapes each reads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, type Effect, type MovementTestCall } from "../../src/rules";
import * as dh2 from "../../src/rules/rulesets/dh2";
import { fallingDamageFormula, isFallingFormula } from "../../src/foundry/settings";
import {
  applyDamage,
  CARD_REQUEST,
  cardRequestHandler,
  postMovementTest,
  rollMovementTest,
  withWorldOptions,
} from "../../src/foundry/chat/movement-tests";
import { storedDamage } from "../../src/foundry/chat/movement-test-view";
import { executeEffects } from "../../src/foundry/effects/executor";
import { consequenceEffects } from "../../src/foundry/effects/card-effects";
import { checkFlightStall } from "../../src/foundry/hooks/flight-stall";
import { altitudeChoices, changeAltitude } from "../../src/foundry/hooks/altitude-hud";
import { pushOffCheck } from "../../src/foundry/hooks/push-off";
import { applyFallDamage, postFallCard } from "../../src/foundry/chat/fall-card";
import { fallCardView } from "../../src/foundry/chat/fall-card-view";
import { legacyAltitude, legacyWounds } from "../../src/foundry/rulesets/dh2/legacy";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import { registerRequest, resetRequests } from "../../src/foundry/requests";
import { installWorld, removeWorld } from "./fakes";
import { cardActor, fakeEffects, installChat, shown, type ChatWorld } from "./chat-fakes";
import { i18nEn } from "../support/render";

const ruleset = getRuleset("dh2");
afterEach(() => removeWorld());

describe("the falling-damage world setting (ruling 4)", () => {
  const validate = (f: string) => /^[\dd+\s]+$/.test(f);
  beforeEach(() => installWorld());

  it("accepts a formula Foundry can roll with the metres filled in", () => {
    expect(isFallingFormula("1d10 + @metres", validate)).toBe(true);
    expect(isFallingFormula("2d10 + @metres + @metres", validate)).toBe(true);
    expect(isFallingFormula("1d10 + @feet", validate)).toBe(false);
    expect(isFallingFormula("", validate)).toBe(false);
    expect(isFallingFormula(7, validate)).toBe(false);
    expect(isFallingFormula("1".repeat(201), validate)).toBe(false);
    expect(
      isFallingFormula("1d10", () => {
        throw new Error("parser");
      }),
    ).toBe(false);
  });

  it("reads the world's formula; a bad one warns once and the default is used; never throws", () => {
    const world = installWorld({ fallingDamageFormula: "2d10 + @metres" });
    expect(fallingDamageFormula(validate)).toBe("2d10 + @metres");
    world.settings["fallingDamageFormula" as "ruleset"] = "1d10 + banana";
    expect(fallingDamageFormula(validate)).toBe(dh2.FALLING_DAMAGE_FORMULA);
    expect(fallingDamageFormula(validate)).toBe("1d10 + @metres");
    expect(world.notifications.warn).toHaveBeenCalledTimes(1);
    expect(world.notifications.warn.mock.calls[0]![0]).toContain("STRIDE.Setting.fallingDamageFormula.invalid");
    world.settings["fallingDamageFormula" as "ruleset"] = "";
    expect(fallingDamageFormula(validate)).toBe("1d10 + @metres");
    (globalThis as unknown as { game: { settings: unknown } }).game.settings = {
      get: () => {
        throw new Error("not registered");
      },
    };
    expect(fallingDamageFormula(validate)).toBe("1d10 + @metres");
  });

  it("puts the world's formula in a dh2 card's request, keeping one the request gives", () => {
    const formula = () => "3d10 + @metres";
    expect(withWorldOptions({ kind: "jumpDown", distance: 6 }, ruleset, formula)).toEqual({
      kind: "jumpDown",
      distance: 6,
      options: { fallingFormula: "3d10 + @metres" },
    });
    const given = { kind: "leap", options: { fallingFormula: "1d5", gravity: "low" } };
    expect(withWorldOptions(given, ruleset, formula)).toBe(given);
    // A ruleset that reads no formula gets none.
    expect(withWorldOptions({ kind: "leap" }, getRuleset("necromunda"), formula)).toEqual({ kind: "leap" });
  });
});

describe("the Apply damage button of a test card (ruling 4)", () => {
  let chat: ChatWorld;
  /** Agility 30 (AB 3), a jump down of 6 m, failed: falling damage for the whole 6 m. */
  function jumpDownCard(isOwner = true) {
    installWorld({ fallingDamageFormula: "1d10 + @metres" });
    chat = installChat([90]);
    const g = globalThis as unknown as { game: Record<string, unknown>; foundry: { dice?: unknown } };
    g.foundry.dice = { Roll: { validate: () => true } };
    g.game["user"] = { id: "owner", isGM: false };
    const actor = {
      ...cardActor(isOwner),
      system: {
        movementProfile: { characteristics: { agility: 30 }, unnatural: {}, size: 4, modifiers: {} },
        flyingSpeed: 0,
        applyWounds: vi.fn(async () => undefined),
      },
    };
    chat.documents.set(actor.uuid, actor);
    return actor;
  }

  it("rolls the stored formula once and takes the total from the token's actor through the scene side", async () => {
    const actor = jumpDownCard();
    const call = ruleset.tests.buildTest({ kind: "jumpDown", distance: 6 }) as MovementTestCall;
    await postMovementTest(actor, call, { uuid: "Scene.s.Token.t1" });
    const message = chat.created[0]!;
    const system = message.system as unknown as MovementTestSystem;
    // The world's formula went into the stored request.
    expect(system.request.options).toEqual({ fallingFormula: "1d10 + @metres" });
    chat.documents.set("Scene.s.Token.t1", { actor });
    const effects = { ...fakeEffects(), applyWounds: vi.fn(async () => true) };
    expect(await rollMovementTest(message, effects)).toBe(true);
    let card = await shown(message);
    expect(card).toContain('data-action="applyDamage"');
    expect(card).toContain("1d10 + 6");
    chat.rolls.push(9);
    expect(await applyDamage(message, effects)).toBe(true);
    expect(chat.formulas.at(-1)).toBe("1d10 + 6");
    expect(effects.applyWounds).toHaveBeenCalledWith("Scene.s.Token.t1", 9, ruleset);
    expect(message.system["damageTaken"]).toBe(9);
    card = await shown(message);
    expect(card).not.toContain('data-action="applyDamage"');
    expect(card).toContain("Took 9 damage");
    // A second click does nothing.
    expect(await applyDamage(message, effects)).toBe(false);
    expect(effects.applyWounds).toHaveBeenCalledTimes(1);
  });

  it("records the combat turn the card was posted in and hands it to the scene side with the roll", async () => {
    const actor = jumpDownCard();
    const call = ruleset.tests.buildTest({ kind: "jumpDown", distance: 6 }) as MovementTestCall;
    // The token in a started combat, round 3, turn 2; then a token outside any combat.
    chat.documents.set("Scene.s.Token.t1", {
      actor,
      combatant: { combat: { id: "c1", round: 3, turn: 2, started: true } },
    });
    chat.documents.set("Scene.s.Token.t2", { actor, combatant: null });
    await postMovementTest(actor, call, { uuid: "Scene.s.Token.t1" });
    await postMovementTest(actor, call, { uuid: "Scene.s.Token.t2" });
    await postMovementTest(actor, call, null);
    const posted = chat.created.map((m) => (m.system as unknown as MovementTestSystem).postedTurn);
    expect(posted).toEqual(["c1:3:2", "", null]);
    const effects = fakeEffects();
    expect(await rollMovementTest(chat.created[0]!, effects)).toBe(true);
    expect((effects.afterRoll.mock.calls[0] as unknown as [object])[0]).toMatchObject({
      tokenUuid: "Scene.s.Token.t1",
      postedTurn: "c1:3:2",
    });
  });

  it("asks the GM when the clicker may not update the card, and refuses a non-owner", async () => {
    const actor = jumpDownCard(true);
    const call = ruleset.tests.buildTest({ kind: "jumpDown", distance: 6 }) as MovementTestCall;
    await postMovementTest(actor, call, null);
    const message = chat.created[0]!;
    await rollMovementTest(message, fakeEffects());
    message.authored = false;
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    const owner = g["user"] as { update?: unknown };
    owner.update = vi.fn(async () => undefined);
    g["users"] = { activeGM: { id: "gm", isSelf: false } };
    resetRequests();
    registerRequest(CARD_REQUEST, cardRequestHandler(fakeEffects()));
    vi.stubGlobal("foundry", {
      ...(globalThis as unknown as { foundry: object }).foundry,
      utils: { randomID: () => "r" },
    });
    expect(await applyDamage(message, fakeEffects())).toBe(true);
    expect(owner.update).toHaveBeenCalledWith({
      "flags.stride.requests.card": { action: "applyDamage", messageId: message.id, requestId: "r" },
    });
    // Without a token the actor's own model takes it (the GM's or owner's client).
    message.authored = true;
    chat.rolls.push(4);
    expect(await applyDamage(message, fakeEffects())).toBe(true);
    expect(actor.system.applyWounds).toHaveBeenCalledWith(4);
    const stranger = jumpDownCard(false);
    await postMovementTest(stranger, call, null);
    expect(await applyDamage(chat.created[0]!, fakeEffects())).toBe(false);
  });

  it("offers no damage for a test that deals none (a passed jump down)", () => {
    const call = ruleset.tests.buildTest({ kind: "jumpDown", distance: 6 }) as MovementTestCall;
    const passed = { roll: 5, dice: [5], characteristicValue: 30, targetNumber: 30, success: true, degrees: 3 };
    const result = { ...passed, outcome: "landed", prone: false, hit: null, landedOn: [] };
    expect(storedDamage(result, call, ruleset, { characteristics: { agility: 30 } })).toBeNull();
    const failed = { ...result, roll: 90, dice: [90], success: false, degrees: 7, outcome: "fellDown", prone: true };
    expect(storedDamage(failed, call, ruleset, { characteristics: { agility: 30 } })).toEqual({
      type: "damageRoll",
      formula: "1d10 + 6",
      damageType: "impact",
      ignoresArmour: true,
    });
    // Dice the formula cannot give: nothing to apply.
    expect(storedDamage({ ...failed, dice: [900] }, call, ruleset)).toBeNull();
  });
});

/** A scene with one token whose actor takes wounds and Fatigue. */
function woundsScene(isOwner: boolean) {
  const system = { applyWounds: vi.fn(async () => undefined), applyFatigue: vi.fn(async () => undefined) };
  const token = {
    id: "t1",
    uuid: "Scene.s.Token.t1",
    name: "Kade",
    width: 1,
    height: 1,
    isOwner,
    actor: { name: "Kade", uuid: "Actor.kade", isOwner, system },
  };
  return { scene: { id: "s", grid: { size: 100, distance: 1, units: "m" }, tokens: [token] }, system };
}

describe("wounds and Fatigue through the executor", () => {
  beforeEach(() => installWorld());

  it("takes wounds and adds Fatigue here for the actor's owner", async () => {
    const { scene, system } = woundsScene(true);
    const effects: Effect[] = [
      { type: "wounds", model: "t1", damage: 16 },
      { type: "fatigue", model: "t1", levels: 1 },
    ];
    const report = await executeEffects(effects, { scene, unit: "m", isGM: false });
    expect(report).toEqual({ done: 2, needsGM: 0, skipped: 0 });
    expect(system.applyWounds).toHaveBeenCalledWith(16);
    expect(system.applyFatigue).toHaveBeenCalledWith(1);
  });

  it("leaves them to a GM's client when this user does not own the actor, and sends nothing", async () => {
    const { scene, system } = woundsScene(false);
    const report = await executeEffects([{ type: "wounds", model: "t1", damage: 7 }], {
      scene,
      unit: "m",
      isGM: false,
    });
    expect(report).toEqual({ done: 0, needsGM: 1, skipped: 0 });
    expect(system.applyWounds).not.toHaveBeenCalled();
  });

  it("a failed encumbered swim's Fatigue consequence becomes a fatigue effect", async () => {
    const token = { id: "t1", flags: {}, actor: { system: {} } };
    const effects = await consequenceEffects(token as never, [{ type: "fatigue", levels: 1 }], ruleset);
    expect(effects).toEqual([{ type: "fatigue", model: "t1", levels: 1 }]);
    expect(await consequenceEffects(token as never, [{ type: "fatigue", levels: 0 }], ruleset)).toEqual([]);
  });
});

describe("a flyer that must keep moving (§ Flying Movement), at its turn's end", () => {
  beforeEach(() => installWorld());

  function combatWith(position: string, moved: boolean) {
    const update = vi.fn(async () => undefined);
    const system = {
      flightStall: (model: string, m: boolean, formula: string) =>
        dh2.flyerFallEffects({ model, position: position as never, moved: m, formula }),
    };
    const token = {
      id: "t1",
      movementHistory: moved ? [{ x: 0, y: 0 }] : [],
      parent: { id: "s" },
      actor: { system, update },
    };
    const combat = { started: true, combatants: { get: (id: string) => (id === "c1" ? { token } : undefined) } };
    return { combat, update };
  }
  const deps = (run = vi.fn(async () => undefined), isActiveGM = true) => ({
    isActiveGM,
    formula: () => "1d10 + @metres",
    run,
  });
  const ended = { round: 1, turn: 0, combatantId: "c1" };
  const next = { round: 1, turn: 1, combatantId: "c2" };

  it("falls from low altitude (15 m) with the fall card, and lands", async () => {
    const { combat, update } = combatWith("low", false);
    const run = vi.fn(async () => undefined);
    const effects = await checkFlightStall(combat as never, ended, next, deps(run));
    expect(effects).toEqual([
      { type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" },
    ]);
    expect(run).toHaveBeenCalledWith(effects, { id: "s" }, "t1");
    expect(update).toHaveBeenCalledWith({ "system.altitude": "ground" });
  });

  it("does nothing when it moved, on a rewind, off the active GM's client or outside a started combat", async () => {
    const moved = combatWith("high", true);
    expect(await checkFlightStall(moved.combat as never, ended, next, deps())).toEqual([]);
    expect(moved.update).not.toHaveBeenCalled();
    const still = combatWith("high", false);
    expect(await checkFlightStall(still.combat as never, next, ended, deps())).toBeNull();
    expect(await checkFlightStall(still.combat as never, ended, next, deps(undefined, false))).toBeNull();
    expect(await checkFlightStall({ ...still.combat, started: false } as never, ended, next, deps())).toBeNull();
    // The next round counts as the turn going forward.
    expect(
      await checkFlightStall(still.combat as never, { ...ended, turn: 3 }, { round: 2, turn: 0 }, deps()),
    ).toHaveLength(1);
  });

  it("a hoverer lands safely: no card", async () => {
    const { combat, update } = combatWith("hovering", false);
    const run = vi.fn(async () => undefined);
    expect(await checkFlightStall(combat as never, ended, next, deps(run))).toEqual([]);
    expect(run).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ "system.altitude": "ground" });
  });
});

describe("the fall card (a fall without a test)", () => {
  it("shows the metres, the formula and the Apply damage button for the actor's owner", () => {
    const system = {
      actorUuid: "Actor.a",
      tokenUuid: "Scene.s.Token.t1",
      metres: 25,
      formula: "1d10 + 25",
      damageType: "impact",
      reason: "STRIDE.Fall.reason.flight",
      damageTaken: null,
    };
    const view = fallCardView(system, "Carrion Hawk", true, i18nEn);
    expect(view.title).toBe("Falls 25 m");
    expect(view.damage).toBe("Falling damage 1d10 + 25 (Impact, armour does not count).");
    expect(view.canApplyDamage).toBe(true);
    expect(fallCardView(system, "Carrion Hawk", false, i18nEn).canApplyDamage).toBe(false);
    const taken = fallCardView({ ...system, damageTaken: 31 }, "Carrion Hawk", true, i18nEn);
    expect(taken.canApplyDamage).toBe(false);
    expect(taken.damageTaken).toBe("Took 31 damage from wounds (armour does not count).");
    expect(fallCardView(system, null, true, i18nEn).notice).toBe(i18nEn.localize("STRIDE.Card.missingActor"));
  });

  it("is posted for the effect and takes its rolled damage once", async () => {
    installWorld();
    const chat = installChat([12]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game["user"] = { id: "gm", isGM: true };
    const actor = cardActor(true);
    chat.documents.set(actor.uuid, actor);
    await postFallCard(
      actor,
      { type: "fallCard", model: "t1", metres: 15, formula: "1d10 + 15", damageType: "impact" },
      { uuid: "Scene.s.Token.t1" },
    );
    const message = chat.created[0]!;
    expect(message.type).toBe("fallCard");
    const applyWounds = vi.fn(async () => true);
    expect(await applyFallDamage(message, { ...fakeEffects(), applyWounds }, ruleset)).toBe(true);
    expect(chat.formulas).toEqual(["1d10 + 15"]);
    expect(applyWounds).toHaveBeenCalledWith("Scene.s.Token.t1", 12, ruleset);
    expect(await applyFallDamage(message, { ...fakeEffects(), applyWounds }, ruleset)).toBe(false);
  });

  it("a GM's client takes no damage for a fall card a player's client posted (its metres and token are that client's)", async () => {
    installWorld();
    const chat = installChat([12, 7]);
    const g = globalThis as unknown as { game: Record<string, unknown> };
    g.game["user"] = { id: "owner", isGM: false };
    const actor = cardActor(false);
    chat.documents.set("Scene.s.Token.enemy", { actor });
    await postFallCard(
      actor,
      { type: "fallCard", model: "enemy", metres: 100, formula: "1d10 + 100", damageType: "impact" },
      { uuid: "Scene.s.Token.enemy" },
    );
    const message = chat.created[0]!;
    expect(message.author).toEqual({ id: "owner", isGM: false });
    g.game["user"] = { id: "gm", isGM: true };
    const applyWounds = vi.fn(async () => true);
    expect(await applyFallDamage(message, { ...fakeEffects(), applyWounds }, ruleset)).toBe(false);
    expect(chat.formulas).toEqual([]);
    expect(applyWounds).not.toHaveBeenCalled();
    expect(message.updates).toEqual([]);
    // Posted by a GM's client, the same card's damage is taken.
    message.author = { id: "gm", isGM: true };
    expect(await applyFallDamage(message, { ...fakeEffects(), applyWounds }, ruleset)).toBe(true);
    expect(applyWounds).toHaveBeenCalledWith("Scene.s.Token.enemy", 12, ruleset);
  });
});

describe("the altitude control on the token HUD (§ Altitude)", () => {
  // The palette asks the active ruleset (dh2, the default) for its altitudes.
  beforeEach(() => installWorld());
  const altitudes = getRuleset("dh2").altitude;
  const flyer = (position = "hovering", trait: "flyer" | "hoverer" = "flyer") => ({
    isOwner: true,
    actor: { system: { flightTrait: trait, flightPosition: position }, update: vi.fn(async () => undefined) },
  });

  it("offers the positions the trait reaches, none for an actor that does not fly", () => {
    expect(altitudeChoices(flyer().actor.system, altitudes)).toEqual({
      current: "hovering",
      positions: ["ground", "hovering", "low", "high"],
    });
    expect(altitudeChoices(flyer("ground", "hoverer").actor.system, altitudes)?.positions).toEqual([
      "ground",
      "hovering",
    ]);
    expect(altitudeChoices({ flightTrait: null, flightPosition: "ground" }, altitudes)).toBeNull();
    expect(altitudeChoices({ movementProfile: {} }, altitudes)).toBeNull();
    // A ruleset without altitudes offers none.
    expect(altitudeChoices(flyer().actor.system, undefined)).toBeNull();
  });

  it("stores the new position and returns the engine's words for its cost", async () => {
    const token = flyer("hovering");
    expect(await changeAltitude(token, "high")).toMatchObject({
      text: { key: "STRIDE.Dh2.altitude.many", data: { levels: 2 } },
      level: "info",
    });
    expect(token.actor.update).toHaveBeenCalledWith({ "system.altitude": "high" });
    expect(await changeAltitude(token, "hovering")).toBeNull();
    const hoverer = flyer("hovering", "hoverer");
    expect(await changeAltitude(hoverer, "low")).toBeNull();
    expect(hoverer.actor.update).not.toHaveBeenCalled();
  });
});

describe("zero gravity's push-off notice (§ Zero Gravity)", () => {
  const scene = (gravity: string) => ({
    grid: { size: 100, distance: 1, units: "m" },
    flags: { stride: { gravity } },
    tokens: [] as object[],
    regions: [],
  });
  function tokenOn(s: ReturnType<typeof scene>) {
    const token = {
      id: "t1",
      name: "Kade",
      x: 300,
      y: 0,
      elevation: 0,
      width: 1,
      height: 1,
      disposition: 1,
      hidden: false,
      actor: { type: "character", system: { movementProfile: { characteristics: {} }, flyingSpeed: 0 } },
      parent: s,
    };
    s.tokens.push(token);
    return token;
  }
  const movement = (elevation: number) => ({
    method: "dragging",
    chain: [],
    origin: { x: 0, y: 0, elevation },
    passed: { waypoints: [{ action: "walk" }] },
  });

  it("says so when the move started floating 3 m from any surface", () => {
    installWorld();
    const s = scene("zero");
    expect(pushOffCheck(tokenOn(s) as never, movement(3), ruleset)).toEqual({
      key: "STRIDE.Dh2.pushOff.none",
      data: { reach: 1, name: "Kade" },
    });
  });

  it("is silent on the floor, in other gravity, for forced moves and later pieces", () => {
    installWorld();
    const zero = scene("zero");
    const token = tokenOn(zero);
    expect(pushOffCheck(token as never, movement(0.5), ruleset)).toBeNull();
    expect(pushOffCheck(tokenOn(scene("low")) as never, movement(3), ruleset)).toBeNull();
    expect(
      pushOffCheck(token as never, { ...movement(3), passed: { waypoints: [{ action: "displace" }] } }, ruleset),
    ).toBeNull();
    expect(pushOffCheck(token as never, { ...movement(3), chain: ["m0"] }, ruleset)).toBeNull();
    expect(pushOffCheck(token as never, movement(3), getRuleset("necromunda"))).toBeNull();
  });
});

describe("legacy wounds and altitude", () => {
  it("reads one number, left/most, or an object's numbers", () => {
    expect(legacyWounds(12)).toEqual({ value: 12, max: 12, critical: 0 });
    expect(legacyWounds("8/12")).toEqual({ value: 8, max: 12, critical: 0 });
    expect(legacyWounds({ value: "8", max: "12" })).toEqual({ value: 8, max: 12 });
    expect(legacyWounds("lots")).toBe("lots");
  });

  it("reads an altitude as the text names it", () => {
    expect(legacyAltitude("Low Altitude")).toBe("low");
    expect(legacyAltitude("Hovering")).toBe("hovering");
    expect(legacyAltitude("Landed")).toBe("ground");
    expect(legacyAltitude("orbit")).toBe("orbit");
    expect(legacyAltitude(3)).toBe(3);
  });
});
