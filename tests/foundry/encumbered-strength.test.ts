/**
 * Issue #14, the rest: the Encumbered status (registered, kept in step with the load, −10 on Agility
 * test cards) and the Strength test card to lift, push or throw (view model, roll, GM relay).
 */
import { configureStatusEffects, statusEffectEntries } from "../../src/foundry/config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRuleset, manifestOf, rulesetManifest } from "../../src/rules";
import { actorChanged, derivedStatusChanges, syncDerivedStatuses } from "../../src/foundry/hooks/derived-statuses";
import { movementTestView } from "../../src/foundry/chat/movement-test-view";
import type { MovementTestSystem } from "../../src/foundry/data/chat-message/movement-test-data";
import {
  strengthCardContext,
  strengthTest,
  type StrengthCardData,
} from "../../src/foundry/rulesets/dh2/strength/strength-card";
import {
  readWeight,
  relayStrengthResult,
  rollStrengthTest,
  strengthCardData,
} from "../../src/foundry/rulesets/dh2/strength/strength-rolls";
import { format, i18nEn, localize } from "../support/render";
import { installWorld, removeWorld } from "./fakes";

beforeEach(() => installWorld());
afterEach(() => {
  removeWorld();
  vi.unstubAllGlobals();
});

const dh2 = getRuleset("dh2");
const i18n = { localize, format };

describe("the Encumbered status", () => {
  it("is a CONFIG.statusEffects entry with lang keys, kept off the Token HUD as derived", () => {
    const entries = statusEffectEntries(
      manifestOf(dh2),
      (k) => k,
      (path) => `systems/stride/${path}`,
    );
    expect(entries).toEqual([
      {
        id: "encumbered",
        _id: expect.any(String),
        name: "STRIDE.Status.encumbered",
        img: "icons/svg/anchor.svg",
        description: "STRIDE.Status.encumberedHint",
        hud: false,
      },
      // Low Altitude (issue #13, § Low Altitude): derived from the actor's altitude, off the HUD too.
      {
        id: "lowAltitude",
        _id: expect.any(String),
        name: "STRIDE.Status.lowAltitude",
        img: "icons/svg/wing.svg",
        description: "STRIDE.Status.lowAltitudeHint",
        hud: false,
      },
      // High Altitude (§ High Altitude): derived from the actor's altitude, off the HUD too.
      {
        id: "highAltitude",
        _id: expect.any(String),
        name: "STRIDE.Status.highAltitude",
        img: "icons/svg/cloud.svg",
        description: "STRIDE.Status.highAltitudeHint",
        hud: false,
      },
    ]);
    expect(localize("STRIDE.Status.encumbered")).toBe("Encumbered");
    const effects = configureStatusEffects([{ id: "dead" }, { id: "encumbered" }], entries);
    expect(effects.map((e) => e.id)).toEqual(["dead", "encumbered", "lowAltitude", "highAltitude"]);
    // Shadowrun's band statuses are registered too, and stay on the HUD.
    const shadowrun = statusEffectEntries(
      rulesetManifest("shadowrun"),
      (k) => k,
      (path) => path,
    );
    expect(shadowrun.map((e) => [e.id, e.hud])).toEqual([
      ["srRunning", undefined],
      ["srSprinting", undefined],
    ]);
  });

  it("goes on when the data says so and off when the load is under the limit", async () => {
    const toggle = vi.fn(async () => undefined);
    const loaded = {
      system: { derivedStatuses: ["encumbered"] },
      statuses: new Set<string>(),
      toggleStatusEffect: toggle,
    };
    expect(derivedStatusChanges(dh2, loaded)).toEqual([{ id: "encumbered", active: true }]);
    expect(await syncDerivedStatuses(dh2, loaded)).toEqual(["encumbered"]);
    expect(toggle).toHaveBeenCalledWith("encumbered", { active: true });
    const light = { system: { derivedStatuses: [] }, statuses: new Set(["encumbered", "prone"]) };
    expect(derivedStatusChanges(dh2, light)).toEqual([{ id: "encumbered", active: false }]);
    // In step already, or a model without derived statuses: nothing to do.
    expect(
      derivedStatusChanges(dh2, { system: { derivedStatuses: ["encumbered"] }, statuses: new Set(["encumbered"]) }),
    ).toEqual([]);
    expect(derivedStatusChanges(dh2, { system: { kind: "vehicle" }, statuses: new Set(["encumbered"]) })).toEqual([]);
  });

  it("is synced only by the client that made the update", async () => {
    (globalThis as unknown as { game: { user: object } }).game.user = { id: "u1", isGM: false };
    const toggle = vi.fn(async () => undefined);
    const actor = {
      system: { derivedStatuses: ["encumbered"] },
      statuses: new Set<string>(),
      toggleStatusEffect: toggle,
    };
    actorChanged(actor, { system: { carriedWeight: 60 } }, {}, "u2");
    await Promise.resolve();
    expect(toggle).not.toHaveBeenCalled();
    actorChanged(actor, { system: { carriedWeight: 60 } }, {}, "u1");
    await vi.waitFor(() => expect(toggle).toHaveBeenCalledWith("encumbered", { active: true }));
  });

  it("takes 10 from an Encumbered actor's Agility test card, as its own line", () => {
    const system: MovementTestSystem = {
      rulesetId: "dh2",
      request: {
        kind: "treacherous",
        condition: "rubble",
        distance: null,
        railing: null,
        status: null,
        vehicleMove: null,
        variant: null,
        tougher: null,
        options: null,
      },
      actorUuid: "Actor.a",
      tokenUuid: null,
      result: null,
      applied: false,
    };
    const input = { system, ruleset: dh2, actorName: "Ines", characteristic: 42, mayAct: true };
    const free = movementTestView({ ...input, situation: { statuses: [] } }, i18nEn);
    const encumbered = movementTestView({ ...input, situation: { statuses: ["encumbered"] } }, i18nEn);
    expect(free.target).toBe("22");
    expect(encumbered.target).toBe("12");
    expect(encumbered.lines.at(-1)).toEqual({ label: "Encumbered", value: "−10" });
    // Once rolled, the card keeps the lines it was rolled with, whatever the actor carries now.
    const rolled = {
      roll: 15,
      dice: [15],
      characteristicValue: 42,
      targetNumber: 12,
      success: false,
      degrees: 1,
      outcome: "kept",
      prone: false,
      hit: null,
      landedOn: [],
      situational: [{ source: "encumbered", value: -10 }],
    };
    const after = movementTestView(
      { ...input, system: { ...system, result: rolled }, situation: { statuses: [] } },
      i18nEn,
    );
    expect(after.target).toBe("12");
  });
});

// A character with Strength 38, SB 3, TB 4: row 7, Carrying 45 kg, Lifting 90 kg, Pushing 180 kg.
const hauler = {
  name: "Hauler",
  system: { characteristics: { strength: { value: 38 } }, bonuses: { strength: 3, toughness: 4 } },
};
const card = (task: string, weightKg: number, result: StrengthCardData["result"] = null): StrengthCardData => ({
  actorUuid: "Actor.h",
  tokenUuid: null,
  task,
  weightKg,
  gravity: "normal",
  result,
});

describe("the Strength test card", () => {
  it("asks for a test only above the limit, Difficult for throws above half the Lifting Weight", () => {
    const n = { strength: 38, strengthBonus: 3, toughnessBonus: 4 };
    expect(strengthTest("lift", n, 90, "normal")).toEqual({ kind: "noTest", limit: 90 });
    expect(strengthTest("lift", n, 120, "normal")).toEqual({
      kind: "test",
      modifier: 0,
      difficulty: "challenging",
      characteristic: "strength",
    });
    expect(strengthTest("push", n, 200, "normal")).toEqual({
      kind: "test",
      modifier: 0,
      difficulty: "challenging",
      characteristic: "strength",
    });
    expect(strengthTest("throw", n, 45, "normal")).toEqual({
      kind: "test",
      modifier: 0,
      difficulty: "challenging",
      characteristic: "strength",
    });
    expect(strengthTest("throw", n, 46, "normal")).toEqual({
      kind: "test",
      modifier: -10,
      difficulty: "difficult",
      characteristic: "strength",
    });
    expect(strengthTest("throw", n, 91, "normal")).toEqual({ kind: "tooHeavy", limit: 90 });
    // High gravity: row 3, Lifting 18 kg.
    expect(strengthTest("throw", n, 10, "high")).toEqual({
      kind: "test",
      modifier: -10,
      difficulty: "difficult",
      characteristic: "strength",
    });
  });

  it("shows the test before the roll, and no Roll button within the limit", () => {
    const before = strengthCardContext(card("lift", 120), hauler, i18n, true);
    expect(before.title).toBe("Lift a heavy load");
    expect(before.test).toBe("Challenging (+0) Strength test");
    expect(before.target).toBe("38");
    expect(before.canRoll).toBe(true);
    const within = strengthCardContext(card("push", 150), hauler, i18n, true);
    expect(within.canRoll).toBe(false);
    expect(within.notice).toBe("Within the Pushing Weight (180 kg): no test needed.");
    expect(strengthCardContext(card("throw", 50), hauler, i18n, true).target).toBe("28");
    expect(strengthCardContext(card("lift", 120), null, i18n, true).notice).toBe(localize("STRIDE.Card.missingActor"));
  });

  it("after a lift: the limit with the degrees of success; two degrees of failure cost Fatigue", () => {
    const numbers = { strength: 38, strengthBonus: 3, toughnessBonus: 4, target: 38, impact: null };
    const passed = strengthCardContext(
      card("lift", 130, { ...numbers, roll: 12, success: true, degrees: 3 }),
      hauler,
      i18n,
      true,
    );
    expect(passed.canRoll).toBe(false);
    expect(passed.result?.lines).toEqual([
      "Lifting Weight for this attempt: 156 kg (SB + TB row 10).",
      "The load is lifted.",
    ]);
    const failed = strengthCardContext(
      card("lift", 130, { ...numbers, roll: 60, success: false, degrees: 2 }),
      hauler,
      i18n,
      true,
    );
    expect(failed.result?.lines).toContain("Two or more degrees of failure: one level of Fatigue.");
    expect(failed.result?.verdict).toBe("Failure · 2 degrees of failure");
  });

  it("after a throw: SB metres per degree of success, half SB short on a failure, and the Impact", () => {
    const numbers = { strength: 38, strengthBonus: 3, toughnessBonus: 4, target: 38 };
    const good = card("throw", 5, {
      ...numbers,
      roll: 8,
      success: true,
      degrees: 4,
      impact: { formula: "1d10 + 6", total: 13 },
    });
    expect(strengthCardContext(good, hauler, i18n, false).result?.lines).toEqual([
      "The object flies 12 m.",
      "On a hard surface: 13 Impact (1d10 + 6).",
    ]);
    const short = card("throw", 5, {
      ...numbers,
      roll: 70,
      success: false,
      degrees: 3,
      impact: { formula: "1d10 + 3", total: 4 },
    });
    expect(strengthCardContext(short, hauler, i18n, false).result?.lines[0]).toBe("It falls short: 1 m.");
  });

  it("reads the weight and takes the gravity from the token's scene", () => {
    expect(readWeight("12,5")).toBe(12.5);
    expect(readWeight("")).toBeNull();
    expect(readWeight("-1")).toBeNull();
    const token = {
      uuid: "Scene.s.Token.t",
      parent: { flags: { stride: { gravity: "low" } } },
      actor: { uuid: "Actor.h" },
    };
    expect(strengthCardData(token, "throw", 5)).toEqual({
      aim: null,
      actorUuid: "Actor.h",
      tokenUuid: "Scene.s.Token.t",
      task: "throw",
      weightKg: 5,
      gravity: "low",
      result: null,
      postedTurn: "",
    });
    // In a started combat the card keeps the turn it was posted in.
    const fighting = { ...token, combatant: { combat: { id: "c1", round: 2, turn: 1, started: true } } };
    expect(strengthCardData(fighting, "lift", 120).postedTurn).toBe("c1:2:1");
  });

  it("in combat, lifting or pushing beyond the limit says it is the turn's Full Action (§ Lifting Weight, § Pushing Weight)", () => {
    const inCombat = (task: string, kg: number) => ({ ...card(task, kg), postedTurn: "c1:2:1" });
    expect(strengthCardContext(inCombat("lift", 120), hauler, i18n, true).fullAction).toBe(
      localize("STRIDE.Strength.fullAction.lift"),
    );
    expect(strengthCardContext(inCombat("push", 200), hauler, i18n, true).fullAction).toBe(
      localize("STRIDE.Strength.fullAction.push"),
    );
    // Within the limit (no test), a throw, or outside a combat: nothing to say.
    expect(strengthCardContext(inCombat("push", 150), hauler, i18n, true).fullAction).toBeNull();
    expect(strengthCardContext(inCombat("throw", 20), hauler, i18n, true).fullAction).toBeNull();
    expect(strengthCardContext(card("lift", 120), hauler, i18n, true).fullAction).toBeNull();
  });
});

describe("rolling the Strength test card", () => {
  /** Stubs Foundry's Roll: the d100 shows `d100`, the Impact's d10 `d10`. */
  function stubRolls(d100: number, d10: number) {
    class FakeRoll {
      total = 0;
      constructor(readonly formula: string) {}
      async evaluate() {
        const bonus = Number(/\+ (\d+)/.exec(this.formula)?.[1] ?? 0);
        this.total = this.formula === "1d100" ? d100 : d10 + bonus;
        return this;
      }
    }
    const create = vi.fn(async (data: object) => data);
    vi.stubGlobal("Roll", FakeRoll);
    vi.stubGlobal("ChatMessage", { implementation: { create }, getSpeaker: () => ({}) });
    return create;
  }

  function world(actor: object, isGM = false) {
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    g["user"] = { id: "u1", isGM };
    vi.stubGlobal("fromUuidSync", (uuid: string) => (uuid === "Actor.h" ? actor : null));
  }

  it("a failed lift by two degrees adds a level of Fatigue and writes the result on the card", async () => {
    stubRolls(45, 0);
    const update = vi.fn(async () => undefined);
    const actor = { ...hauler, uuid: "Actor.h", isOwner: true, system: { ...hauler.system, fatigue: 1 }, update };
    world(actor);
    const messageUpdate = vi.fn(async () => undefined);
    const message = { id: "m1", isOwner: true, system: card("lift", 130), update: messageUpdate };
    expect(await rollStrengthTest(message)).toBe(true);
    expect(update).toHaveBeenCalledWith({ "system.fatigue": 2 });
    const written = (messageUpdate.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(written["system.result"]).toMatchObject({ roll: 45, target: 38, success: false, degrees: 2 });
  });

  it("a throw rolls its Impact: 1d10 + SB + degrees past the first", async () => {
    stubRolls(8, 7);
    const actor = { ...hauler, uuid: "Actor.h", isOwner: true, update: vi.fn() };
    world(actor);
    const messageUpdate = vi.fn(async () => undefined);
    const message = { id: "m1", isOwner: true, system: card("throw", 5), update: messageUpdate };
    expect(await rollStrengthTest(message)).toBe(true);
    const written = (messageUpdate.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    // 38 vs 08: success, 1 + 3 − 0 = 4 degrees (ruling 1): Impact 1d10 + 3 + 3.
    expect(written["system.result"]).toMatchObject({
      success: true,
      degrees: 4,
      impact: { formula: "1d10 + 6", total: 13 },
    });
    expect(actor.update).not.toHaveBeenCalled();
  });

  it("a lift beyond the limit rolled in combat spends the turn's Full Action, in the turn it was posted in only", async () => {
    stubRolls(20, 0);
    const actor = { ...hauler, uuid: "Actor.h", isOwner: true, update: vi.fn() };
    const flags: Record<string, Record<string, unknown>> = {};
    const token = {
      flags,
      movementHistory: [{ cost: 0 }, { cost: 3 }],
      parent: { grid: { units: "m" } },
      combatant: { combat: { id: "c1", round: 2, turn: 1, started: true } },
      setFlag: vi.fn(async (scope: string, key: string, value: unknown) => {
        flags[scope] = { ...flags[scope], [key]: value };
      }),
    };
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    g["user"] = { id: "u1", isGM: false };
    vi.stubGlobal("fromUuidSync", (uuid: string) => ({ "Actor.h": actor, "Scene.s.Token.t": token })[uuid] ?? null);
    const system = { ...card("lift", 120), tokenUuid: "Scene.s.Token.t", postedTurn: "c1:2:1" };
    expect(await rollStrengthTest({ id: "m1", isOwner: true, system, update: vi.fn() })).toBe(true);
    expect(flags["stride"]?.["history"]).toMatchObject({ key: "c1:2:1", spent: { from: 3, remaining: 0 } });
    // Rolled a round later, it spends the turn it was posted in, which is over: nothing now.
    delete flags["stride"];
    token.combatant.combat.round = 3;
    expect(await rollStrengthTest({ id: "m2", isOwner: true, system, update: vi.fn() })).toBe(true);
    expect(token.setFlag).toHaveBeenCalledTimes(1);
  });

  it("refuses a user who does not own the actor, and a card within the limit", async () => {
    stubRolls(10, 0);
    const actor = { ...hauler, uuid: "Actor.h", isOwner: false, update: vi.fn() };
    world(actor);
    const message = { id: "m1", isOwner: true, system: card("lift", 130), update: vi.fn() };
    expect(await rollStrengthTest(message)).toBe(false);
    world({ ...actor, isOwner: true });
    expect(await rollStrengthTest({ ...message, system: card("lift", 50) })).toBe(false);
    expect(message.update).not.toHaveBeenCalled();
  });

  it("the GM does not roll a card a player's client posted (it could name any token, task and weight)", async () => {
    stubRolls(45, 0);
    const update = vi.fn(async () => undefined);
    world({ ...hauler, uuid: "Actor.h", isOwner: true, system: { ...hauler.system, fatigue: 1 }, update }, true);
    const forged = {
      id: "m1",
      isOwner: true,
      author: { id: "p", isGM: false },
      system: card("lift", 130),
      update: vi.fn(),
    };
    expect(await rollStrengthTest(forged)).toBe(false);
    expect(update).not.toHaveBeenCalled();
    expect(forged.update).not.toHaveBeenCalled();
    expect(await rollStrengthTest({ ...forged, author: { id: "gm", isGM: true } })).toBe(true);
    expect(update).toHaveBeenCalledWith({ "system.fatigue": 2 });
  });

  it("a player's roll on a GM's card goes in a flagged message that the active GM writes on the card", async () => {
    const create = stubRolls(20, 0);
    const actor = { ...hauler, uuid: "Actor.h", isOwner: true, update: vi.fn() };
    world(actor);
    const message = {
      id: "m1",
      isOwner: false,
      type: "strengthTest",
      author: { id: "gm", isGM: true },
      system: card("push", 200),
      update: vi.fn(),
    };
    expect(await rollStrengthTest(message)).toBe(true);
    expect(message.update).not.toHaveBeenCalled();
    const posted = create.mock.calls[0]![0] as { flags: { stride: { strengthResult: { messageId: string } } } };
    expect(posted.flags.stride.strengthResult.messageId).toBe("m1");
    // The active GM relays it once.
    const gm = { id: "gm", isGM: true };
    const g = (globalThis as unknown as { game: Record<string, unknown> }).game;
    g["user"] = gm;
    g["users"] = { activeGM: gm };
    g["messages"] = { get: (id: string) => (id === "m1" ? message : undefined) };
    // The GM reads the author the server stored and the roll the message carries, not the flag's result.
    const owner = (u: { id?: string }) => u.id === "p";
    Object.assign(actor, { testUserPermission: owner });
    const flagged = {
      author: { id: "p", isGM: false },
      rolls: [{ formula: "1d100", total: 20 }],
      getFlag: (_s: string, key: string) => (posted.flags.stride as Record<string, unknown>)[key],
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await relayStrengthResult({ ...flagged, author: { id: "stranger", isGM: false } })).toBe(false);
    expect(await relayStrengthResult({ ...flagged, rolls: [{ formula: "1d100 + 80", total: 20 }] })).toBe(false);
    expect(message.update).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(await relayStrengthResult(flagged)).toBe(true);
    expect(message.update).toHaveBeenCalledWith({
      "system.result": expect.objectContaining({ roll: 20, success: true }),
    });
    g["user"] = { id: "gm2", isGM: true };
    expect(await relayStrengthResult(flagged)).toBe(false);
  });
});
